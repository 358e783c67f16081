import { useQuery } from '@tanstack/react-query';
import type { PagePath } from '@shop/contract';
import { useT } from '../../../i18n';
import { openLink } from '../../../shared/navigation/openLink';
import { NotLoaded } from '../components/NotLoaded';
import { cardQuery, useCardNumber } from '../session';
import { PointsSummary } from './PointsSummary';
import { SignInCard } from './SignInCard';
import { TaskList } from './TaskList';
import './tasks.css';

const VIEWS = { portrait: '/pages-sub/iot/task/index', landscape: '/pages-sub/iot/task/landscape' } as const satisfies Record<string, PagePath>;
const POINTS_LOG_PATH: PagePath = '/pages-sub/iot/index/integralLog/index';

/**
 * The task centre (任务中心): the card's points, the daily sign-in and the promoter's tasks, with
 * the rules, the points log and the other view. The landscape view shows the same parts laid out
 * wide: the week in one row, the tasks as cards scrolling sideways.
 */
export function TaskCentre({ view = 'portrait' }: { view?: keyof typeof VIEWS }) {
  const t = useT();
  const centre = useQuery(cardQuery('taskCenter', useCardNumber()));
  if (centre.data === undefined) return <NotLoaded query={centre} failedTitle={t('tasks.loadFailed')} />;
  const { integral, multiplier, signIn, tasks } = centre.data;
  const wide = view === 'landscape';
  const other = wide ? 'portrait' : 'landscape';
  return (
    <div className={wide ? 'task-centre task-centre--wide' : 'task-centre'}>
      <PointsSummary integral={integral} multiplier={multiplier} />
      {signIn ? <SignInCard signIn={signIn} wide={wide} /> : null}
      <TaskList tasks={tasks} wide={wide} />
      <nav className="wallet-links" aria-label={t('tasks.links')}>
        <button type="button" className="wallet-links__item" onClick={() => void openLink('/pages-sub/iot/protocol/taskRule')}>
          {t('tasks.rules')}
        </button>
        <button type="button" className="wallet-links__item" onClick={() => void openLink(POINTS_LOG_PATH)}>
          {t('tasks.log')}
        </button>
        <button type="button" className="wallet-links__item" onClick={() => void openLink(VIEWS[other])}>
          {t(`tasks.${other}`)}
        </button>
      </nav>
    </div>
  );
}
