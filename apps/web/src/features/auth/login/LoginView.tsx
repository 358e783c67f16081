import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n';
import { endpointQuery } from '../../../shared/query';
import { FailedState } from '../../../shared/ui/PageStates';
import { LoginForm } from './LoginForm';

const DEFAULT_AVATAR = '/shop/brand/default-avatar.svg';

/** The order-lookup login: by mobile and SMS code, or by order number when the shop allows it. */
export function LoginView({ redirect }: { redirect: string | undefined }) {
  const t = useT();
  const config = useQuery(endpointQuery('genericConfig', undefined, { hideError: true }));

  if (config.isError) return <FailedState title={t('common.error')} error={config.error.message} onRetry={() => void config.refetch()} />;
  return (
    <div className="login">
      <header className="login__head">
        <img className="login__avatar" src={config.data?.loginAvatar || DEFAULT_AVATAR} alt="" width={72} height={72} />
        <h2 className="login__heading">{t('login.heading')}</h2>
        <p className="login__subheading">{t('login.subheading')}</p>
      </header>
      {config.data ? (
        <LoginForm queryMode={config.data.orderQueryMode} redirect={redirect} />
      ) : (
        <div className="page-loading" role="progressbar" aria-label={t('common.loading')} />
      )}
    </div>
  );
}
