import { FailedState } from '../../components/PageStates';
import { useT } from '../../i18n';
import { useQuery } from '../../lib/navigation';
import { call } from '../../lib/request';
import { useLoad } from '../../lib/useLoad';
import { LoginForm } from './parts/LoginForm';
import './login.css';

const DEFAULT_AVATAR = '/shop/brand/default-avatar.svg';

/** The order-lookup login: by mobile and SMS code, or by order number when the shop allows it. */
export default function LoginPage() {
  const t = useT();
  const { redirect } = useQuery();
  const config = useLoad('genericConfig', () => call('genericConfig', undefined, { hideError: true }));

  if (config.status === 'failed') return <FailedState title={t('common.error')} error={config.error} onRetry={config.retry} />;
  return (
    <div className="login">
      <header className="login__head">
        <img className="login__avatar" src={(config.status === 'ready' && config.data.loginAvatar) || DEFAULT_AVATAR} alt="" width={72} height={72} />
        <h2 className="login__heading">{t('login.heading')}</h2>
        <p className="login__subheading">{t('login.subheading')}</p>
      </header>
      {config.status === 'ready' ? (
        <LoginForm queryMode={config.data.orderQueryMode} redirect={redirect} />
      ) : (
        <div className="page-loading" role="progressbar" aria-label={t('common.loading')} />
      )}
    </div>
  );
}
