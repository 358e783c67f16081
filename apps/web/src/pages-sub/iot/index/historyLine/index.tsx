import { EmptyState, FailedState } from '../../../../components/PageStates';
import { useT } from '../../../../i18n';
import { flowAmount, usedShare } from '../../../../lib/iot/units';
import { call } from '../../../../lib/request';
import { useLoad } from '../../../../lib/useLoad';
import { useIotStore } from '../../../../stores/iot';
import './historyLine.css';

const asText = (mb: number) => {
  const { value, unit } = flowAmount(mb);
  return `${value}${unit}`;
};

/** The card's data use month by month, newest first, each as a bar of used against its plan. */
export default function HistoryLinePage() {
  const t = useT();
  const simNo = useIotStore((state) => state.simNo);
  const months = useLoad(`simHistoryLine:${simNo}`, () => call('simHistoryLine', {}, { hideError: true }));
  if (months.status === 'loading') return <div className="page-loading" role="progressbar" aria-label={t('common.loading')} />;
  if (months.status === 'failed') return <FailedState title={t('iotHome.history.loadFailed')} error={months.error} onRetry={months.retry} />;
  if (months.data.length === 0) return <EmptyState title={t('iotHome.history.empty')} />;
  return (
    <ul className="usage-months">
      {months.data.map((month) => (
        <li key={month.month} className="usage-months__item">
          <span className="usage-months__month">{month.month}</span>
          <span className="usage-months__bar" role="meter" aria-label={month.month} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(usedShare(month.useFlow, month.totalFlow) * 100)}>
            <span style={{ width: `${usedShare(month.useFlow, month.totalFlow) * 100}%` }} />
          </span>
          <span className="usage-months__amount">{t('iotHome.usedOfTotal', { used: asText(month.useFlow), total: asText(month.totalFlow) })}</span>
        </li>
      ))}
    </ul>
  );
}
