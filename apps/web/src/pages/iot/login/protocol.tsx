import { cardLoginTexts } from '../../../features/iot/login';
import { useQuery } from '@tanstack/react-query';
import { TextArticle } from '../../../shared/ui/TextArticle';
import { useT } from '../../../i18n';
import { endpointQuery } from '../../../shared/query';
import { useQuery as usePageQuery } from '../../../shared/navigation';

export const texts = cardLoginTexts;

/** The user agreement of the card login, in the words of the typed card's promoter (else the visitor's). */
export default function CardLoginProtocolPage() {
  const t = useT();
  const { simNo } = usePageQuery();
  const text = useQuery(endpointQuery('iotLoginProtocol', { query: simNo ? { simNo } : {} }, { hideError: true }));
  return <TextArticle text={text} failedTitle={t('iotLogin.protocolFailed')} />;
}
