import { TextArticle } from '../../../../components/TextArticle';
import { useT } from '../../../../i18n';
import { call } from '../../../../lib/request';
import { useLoad } from '../../../../lib/useLoad';
import { useIotStore } from '../../../../stores/iot';

/** The card promoter's service agreement or task rules, paragraph by paragraph. */
export function ProtocolText({ type }: { type: 'service' | 'taskRule' }) {
  const t = useT();
  const simNo = useIotStore((state) => state.simNo);
  const text = useLoad(`iotProtocol:${type}:${simNo}`, () => call('iotProtocol', { query: { type } }, { hideError: true }));
  return <TextArticle text={text} failedTitle={t('iotHome.protocol.loadFailed')} />;
}
