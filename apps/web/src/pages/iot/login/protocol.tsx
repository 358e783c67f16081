import { FailedState } from '../../../components/PageStates';
import { formatDateTime } from '../../../components/order/time';
import { useT } from '../../../i18n';
import { usePromoCode } from '../../../lib/promo';
import { call } from '../../../lib/request';
import { useLoad } from '../../../lib/useLoad';
import '../../about/about.css';

/** The user agreement of the card login, in the promoter's words. */
export default function CardLoginProtocolPage() {
  const t = useT();
  const promoCode = usePromoCode();
  const text = useLoad(`iotLoginProtocol:${promoCode ?? ''}`, () => call('iotLoginProtocol', { query: { promoCode } }, { hideError: true }));

  if (text.status === 'loading') return <div className="page-loading" role="progressbar" aria-label={t('common.loading')} />;
  if (text.status === 'failed') return <FailedState title={t('iotLogin.protocolFailed')} error={text.error} onRetry={text.retry} />;
  return (
    <article className="about">
      <h2 className="about__title">{text.data.title}</h2>
      {text.data.paragraphs.map((paragraph, index) => (
        <p key={index} className="about__paragraph">
          {paragraph}
        </p>
      ))}
      <p className="about__updated">{t('about.updatedAt', { date: formatDateTime(text.data.updatedAt).slice(0, 10) })}</p>
    </article>
  );
}
