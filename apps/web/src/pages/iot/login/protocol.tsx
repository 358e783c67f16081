import { useQuery } from '@tanstack/react-query';
import { TextArticle } from '../../../shared/ui/TextArticle';
import { useT } from '../../../i18n';
import { endpointQuery } from '../../../shared/query';

/** The user agreement of the card login, in the promoter's words. */
export default function CardLoginProtocolPage() {
  const t = useT();
  const text = useQuery(endpointQuery('iotLoginProtocol', {}, { hideError: true }));
  return <TextArticle text={text} failedTitle={t('iotLogin.protocolFailed')} />;
}
