import { TextArticle } from '../../../components/TextArticle';
import { useT } from '../../../i18n';
import { usePromoCode } from '../../../lib/promo';
import { call } from '../../../lib/request';
import { useLoad } from '../../../lib/useLoad';

/** The user agreement of the card login, in the promoter's words. */
export default function CardLoginProtocolPage() {
  const t = useT();
  const promoCode = usePromoCode();
  const text = useLoad(`iotLoginProtocol:${promoCode ?? ''}`, () => call('iotLoginProtocol', { query: { promoCode } }, { hideError: true }));
  return <TextArticle text={text} failedTitle={t('iotLogin.protocolFailed')} />;
}
