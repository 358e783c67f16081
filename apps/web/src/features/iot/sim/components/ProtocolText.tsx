import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../../i18n';
import { TextArticle } from '../../../../shared/ui/TextArticle';
import { cardQuery, useCardNumber } from '../../session';

/** The card promoter's service agreement or task rules, paragraph by paragraph. */
export function ProtocolText({ type }: { type: 'service' | 'taskRule' }) {
  const t = useT();
  const text = useQuery(cardQuery('iotProtocol', useCardNumber(), { query: { type } }));
  return <TextArticle text={text} failedTitle={t('iotHome.protocol.loadFailed')} />;
}
