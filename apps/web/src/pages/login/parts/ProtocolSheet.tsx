import { Sheet } from '../../../components/orderForm/Sheet';
import { TextArticle } from '../../../components/TextArticle';
import { currentLocale, useT } from '../../../i18n';
import { usePromoCode } from '../../../lib/promo';
import { call } from '../../../lib/request';
import { useLoad } from '../../../lib/useLoad';

/**
 * The promoter's user agreement, read over the login form so nothing typed is lost. "Agree"
 * takes the reader back to the form: logging in is what accepts it.
 */
export function ProtocolSheet({ onClose }: { onClose(): void }) {
  const t = useT();
  const promoCode = usePromoCode();
  const locale = currentLocale();
  const text = useLoad(`loginProtocol:${locale}:${promoCode ?? ''}`, () => call('loginProtocol', { query: { promoCode, locale } }, { hideError: true }));
  const agree =
    text.status === 'ready' ? (
      <div className="protocol-sheet__footer">
        <button type="button" className="button button--primary protocol-sheet__agree" onClick={onClose}>
          {t('loginProtocol.agree')}
        </button>
      </div>
    ) : undefined;
  return (
    <Sheet size="part" title={text.status === 'ready' ? text.data.title : t('loginProtocol.title')} closeLabel={t('loginProtocol.close')} onClose={onClose} footer={agree}>
      <TextArticle text={text} failedTitle={t('loginProtocol.failed')} inSheet />
    </Sheet>
  );
}
