import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n';
import { EmptyState } from '../../../shared/ui/PageStates';
import { NotLoaded } from '../components/NotLoaded';
import { cardQuery, useCardNumber } from '../session';
import { flowAmount, usedShare } from '../units';
import './usageHistory.css';

const asText = (mb: number) => {
  const { value, unit } = flowAmount(mb);
  return `${value}${unit}`;
};

/** The card's data use month by month, newest first, each as a bar of used against its plan. */
export function UsageHistory() {
  const t = useT();
  const months = useQuery(cardQuery('simHistoryLine', useCardNumber()));
  if (months.data === undefined) return <NotLoaded query={months} failedTitle={t('iotHome.history.loadFailed')} />;
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
