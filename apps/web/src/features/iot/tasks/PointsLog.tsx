import { useInfiniteQuery } from '@tanstack/react-query';
import { pointsReasonLabel, type DataOf, type EndpointOf, type PagePath } from '@shop/contract';
import { useT } from '../../../i18n';
import { formatDateTime } from '../../../shared/format';
import { openLink } from '../../../shared/navigation/openLink';
import { usePagedQuery } from '../../../shared/query';
import { PagedList } from '../../../shared/ui/PagedList';
import { EmptyState } from '../../../shared/ui/PageStates';
import { useCardNumber, useSimInfo } from '../session';
import { cardPages, labelOf } from '../wallet';
import { PointsSummary } from './PointsSummary';
import './tasks.css';

type Line = DataOf<EndpointOf<'simIntegralLogList'>>['list'][number];

const TASK_CENTRE: PagePath = '/pages-sub/iot/task/index';

/** '+5' for points earned, '-300' for points spent. */
const signedPoints = (amount: number): string => (amount > 0 ? `+${amount}` : String(amount));

function LogLine({ line }: { line: Line }) {
  const t = useT();
  const reason = labelOf(pointsReasonLabel, line.reason);
  return (
    <article className="wallet-row" aria-label={reason}>
      <div className="wallet-row__main">
        <p className="wallet-row__title">{reason}</p>
        {line.subject && line.subject !== reason ? <p className="wallet-row__meta">{line.subject}</p> : null}
        <p className="wallet-row__meta">{formatDateTime(line.createdAt)}</p>
      </div>
      <div className="wallet-row__side">
        <p className={line.amount > 0 ? 'points-amount points-amount--earned' : 'points-amount points-amount--spent'}>{signedPoints(line.amount)}</p>
        <p className="wallet-row__meta">{t('pointsLog.after', { count: line.balanceAfter })}</p>
      </div>
    </article>
  );
}

/** The card's points, then every change of them, newest first (积分明细): a paged list with pull to refresh. */
export function PointsLog() {
  const t = useT();
  const simNo = useCardNumber();
  const integral = useSimInfo().data?.integral;
  const paged = usePagedQuery(useInfiniteQuery(cardPages('simIntegralLogList', simNo)));
  return (
    <div className="task-centre">
      {integral === undefined ? null : <PointsSummary integral={integral} />}
      <PagedList
        className="wallet-list"
        paged={paged}
        itemKey={(line) => line.id}
        renderItem={(line) => <LogLine line={line} />}
        empty={<EmptyState title={t('pointsLog.empty')} next={{ label: t('pointsLog.toTasks'), onPress: () => void openLink(TASK_CENTRE) }} />}
      />
    </div>
  );
}
