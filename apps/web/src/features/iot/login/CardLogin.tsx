import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n';
import { useQuery as usePageQuery } from '../../../shared/navigation';
import { endpointQuery } from '../../../shared/query';
import { FailedState } from '../../../shared/ui/PageStates';
import { CardLoginForm } from './CardLoginForm';
import './iotLogin.css';

const DEFAULT_LOGO = '/shop/brand/default-avatar.svg';

/** Card login: the promoter's logo and title, the card number, then whatever the card asks for. */
export function CardLogin() {
  const t = useT();
  const { redirect } = usePageQuery();
  const config = useQuery(endpointQuery('simLoginConfig', undefined, { hideError: true }));

  if (config.isError && !config.data) return <FailedState title={t('common.error')} error={config.error.message} onRetry={() => void config.refetch()} />;
  const ready = config.data;
  return (
    <div className="login card-login">
      <header className="login__head">
        <img className="card-login__logo" src={ready?.logo || DEFAULT_LOGO} alt="" width={72} height={72} />
        <h2 className="login__heading">{ready?.title || t('iotLogin.title')}</h2>
        {ready?.notice ? <p className="login__subheading">{ready.notice}</p> : null}
      </header>
      {ready ? (
        <CardLoginForm protocolTitle={ready.protocolTitle} redirect={redirect} />
      ) : (
        <div className="page-loading" role="progressbar" aria-label={t('common.loading')} />
      )}
    </div>
  );
}
