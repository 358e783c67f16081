import type { OneOffTaskKind, PagePath, Task } from '@shop/contract';
import { useT } from '../../../i18n';
import { openLink } from '../../../shared/navigation/openLink';

/** Where each one-off task is done: the feature whose event completes it on the server. */
const TASK_PAGES: Record<OneOffTaskKind, PagePath> = {
  firstRecharge: '/pages/iot/index/balance/index',
  buyPackage: '/pages/iot/index/package/index',
  realName: '/pages/iot/index/realnameAuth/index',
  bindPhone: '/pages/iot/index/bindPhone/index',
};

function TaskCard({ task }: { task: Task & { kind: OneOffTaskKind } }) {
  const t = useT();
  return (
    <article className={task.done ? 'task task--done' : 'task'} aria-label={task.name}>
      <div className="task__main">
        <p className="task__name">{task.name}</p>
        {task.description ? <p className="task__description">{task.description}</p> : null}
        <p className="task__reward">{t('tasks.reward', { points: task.rewardPoints })}</p>
      </div>
      {task.done ? (
        <span className="task__done">{t('tasks.done')}</span>
      ) : (
        <button type="button" className="button button--ghost task__go" aria-label={`${t('tasks.go')} ${task.name}`} onClick={() => void openLink(TASK_PAGES[task.kind])}>
          {t('tasks.go')}
        </button>
      )}
    </article>
  );
}

const isOneOff = (task: Task): task is Task & { kind: OneOffTaskKind } => task.kind !== 'signIn';

/**
 * The promoter's one-off tasks (the sign-in has its own card): name, what to do, the reward, and
 * done or a way to the feature that completes it. `wide` lays them out as cards scrolling sideways.
 */
export function TaskList({ tasks, wide = false }: { tasks: readonly Task[]; wide?: boolean }) {
  const t = useT();
  const oneOff = tasks.filter(isOneOff);
  return (
    <section className={wide ? 'tasks tasks--wide' : 'tasks'} aria-label={t('tasks.list')}>
      <h2 className="tasks__title">{t('tasks.list')}</h2>
      {oneOff.length === 0 ? (
        <p className="tasks__empty">{t('tasks.empty')}</p>
      ) : (
        <ul className="tasks__list" aria-label={t('tasks.list')} tabIndex={wide ? 0 : undefined}>
          {oneOff.map((task) => (
            <li key={task.id} className="tasks__item">
              <TaskCard task={task} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
