import { FailedState } from '../../../../components/PageStates';
import { formatDateTime } from '../../../../components/order/time';
import { useT } from '../../../../i18n';
import { call } from '../../../../lib/request';
import { useLoad } from '../../../../lib/useLoad';
import { useIotStore } from '../../../../stores/iot';
import '../../../../pages/about/about.css';

/** The card promoter's service agreement or task rules, paragraph by paragraph. */
export function ProtocolText({ type }: { type: 'service' | 'taskRule' }) {
  const t = useT();
  const simNo = useIotStore((state) => state.simNo);
  const text = useLoad(`iotProtocol:${type}:${simNo}`, () => call('iotProtocol', { query: { type } }, { hideError: true }));
  if (text.status === 'loading') return <div className="page-loading" role="progressbar" aria-label={t('common.loading')} />;
  if (text.status === 'failed') return <FailedState title={t('iotHome.protocol.loadFailed')} error={text.error} onRetry={text.retry} />;
  return (
    <article className="about">
      <h2 className="about__title">{text.data.title}</h2>
      {text.data.paragraphs.map((paragraph, index) => (
        <p key={index} className="about__paragraph">
          {paragraph}
        </p>
      ))}
      <p className="about__updated">{t('iotHome.protocol.updatedAt', { date: formatDateTime(text.data.updatedAt).slice(0, 10) })}</p>
    </article>
  );
}
