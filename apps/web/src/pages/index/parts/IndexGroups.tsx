import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../i18n';
import { useQuery } from '../../../shared/navigation';
import { pickIndexGroup, type IndexGroup } from './indexGroup';
import './groups.css';

// The groups load after the first screen, in their own chunks.
const FeaturedNumbers = lazy(() => import('../../../features/numbers').then((m) => ({ default: m.FeaturedNumbers })));
const HomeGoods = lazy(() => import('./HomeGoods').then((m) => ({ default: m.HomeGoods })));

function GroupSkeleton() {
  return (
    <div className="index-groups__skeleton" aria-busy="true">
      {[0, 1, 2].map((row) => (
        <div key={row} className="skeleton" />
      ))}
    </div>
  );
}

/** The home's group tabs, numbers and SIM plans, opened on the group the rule picks. */
export function IndexGroups({ promoterGroup }: { promoterGroup: number }) {
  const t = useT();
  const queryGroup = useQuery().group;
  // A tap wins until the page query changes (a visitor sent back to a group by the catalogue).
  const [choice, setChoice] = useState<{ queryGroup: string | undefined; group: IndexGroup } | null>(null);
  const group = choice && choice.queryGroup === queryGroup ? choice.group : pickIndexGroup(queryGroup, promoterGroup);
  const tabs: { group: IndexGroup; label: string }[] = [
    { group: 1, label: t('goods.groups.numbers') },
    { group: 2, label: t('goods.groups.plans') },
  ];

  return (
    <section className="index-groups">
      <div className="index-groups__tabs" role="tablist" aria-label={t('goods.groups.label')}>
        {tabs.map((tab) => (
          <button
            key={tab.group}
            type="button"
            role="tab"
            aria-selected={tab.group === group}
            className={tab.group === group ? 'index-groups__tab index-groups__tab--on' : 'index-groups__tab'}
            onClick={() => setChoice({ queryGroup, group: tab.group })}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        <Suspense fallback={<GroupSkeleton />}>{group === 1 ? <FeaturedNumbers /> : <HomeGoods />}</Suspense>
      </div>
    </section>
  );
}
