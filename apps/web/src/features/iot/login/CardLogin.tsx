import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n';
import { useQuery as usePageQuery } from '../../../shared/navigation';
import { endpointQuery } from '../../../shared/query';
import { FailedState } from '../../../shared/ui/PageStates';
import { CardLoginForm } from './CardLoginForm';
import { LoginHead } from './LoginHead';
import './iotLogin.css';

/** Card login: the promoter's logo and title (the typed card's once known), the card number, then whatever the card asks for. */
export function CardLogin() {
  const t = useT();
  const { redirect } = usePageQuery();
  const config = useQuery(endpointQuery('simLoginConfig', undefined, { hideError: true }));

  if (config.isError && !config.data) return <FailedState title={t('common.error')} error={config.error.message} onRetry={() => void config.refetch()} />;
  return (
    <div className="login card-login">
      {config.data ? (
        <CardLoginForm page={config.data} redirect={redirect} />
      ) : (
        <>
          <LoginHead brand={undefined} />
          <div className="page-loading" role="progressbar" aria-label={t('common.loading')} />
        </>
      )}
    </div>
  );
}
