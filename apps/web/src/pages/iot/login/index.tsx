import { FailedState } from '../../../components/PageStates';
import { useT } from '../../../i18n';
import { useQuery } from '../../../lib/navigation';
import { usePromoCode } from '../../../lib/promo';
import { call } from '../../../lib/request';
import { useLoad } from '../../../lib/useLoad';
import { CardLoginForm } from './parts/CardLoginForm';
import '../../login/login.css';
import './iotLogin.css';

const DEFAULT_LOGO = '/shop/brand/default-avatar.svg';

/** Card login: the promoter's logo and title, the card number, then whatever the card asks for. */
export default function CardLoginPage() {
  const t = useT();
  const { redirect } = useQuery();
  const promoCode = usePromoCode();
  const config = useLoad(`simLoginConfig:${promoCode ?? ''}`, () => call('simLoginConfig', { query: { promoCode } }, { hideError: true }));

  if (config.status === 'failed') return <FailedState title={t('common.error')} error={config.error} onRetry={config.retry} />;
  const ready = config.status === 'ready' ? config.data : null;
  return (
    <div className="login card-login">
      <header className="login__head">
        <img className="card-login__logo" src={ready?.logo || DEFAULT_LOGO} alt="" width={72} height={72} />
        <h2 className="login__heading">{ready?.title || t('iotLogin.title')}</h2>
        {ready?.notice ? <p className="login__subheading">{ready.notice}</p> : null}
      </header>
      {ready ? (
        <CardLoginForm protocolTitle={ready.protocolTitle} promoCode={promoCode} redirect={redirect} />
      ) : (
        <div className="page-loading" role="progressbar" aria-label={t('common.loading')} />
      )}
    </div>
  );
}
