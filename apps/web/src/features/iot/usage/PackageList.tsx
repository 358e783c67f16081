import { useQuery } from '@tanstack/react-query';
import type { DataOf, EndpointOf } from '@shop/contract';
import { useT } from '../../../i18n';
import { formatDate } from '../../../shared/format';
import { openLink } from '../../../shared/navigation/openLink';
import { EmptyState } from '../../../shared/ui/PageStates';
import { NotLoaded } from '../components/NotLoaded';
import { cardQuery, useCardNumber } from '../session';
import { flowAmount } from '../units';
import './packageList.css';

type Plan = DataOf<EndpointOf<'simPackageList'>>[number];

const asText = (mb: number) => {
  const { value, unit } = flowAmount(mb);
  return `${value}${unit}`;
};

/** The current plan first, then the others as the server orders them. */
const currentFirst = (plans: readonly Plan[]) => [...plans.filter((p) => p.current), ...plans.filter((p) => !p.current)];

/** The card's data plans, current and past, with their allowance and dates. */
export function PackageList() {
  const t = useT();
  const plans = useQuery(cardQuery('simPackageList', useCardNumber()));
  if (plans.data === undefined) return <NotLoaded query={plans} failedTitle={t('iotHome.packages.loadFailed')} />;
  if (plans.data.length === 0) {
    const buy = () => void openLink('/pages/iot/index/package/index');
    return <EmptyState title={t('iotHome.packages.empty')} next={{ label: t('iotHome.packages.buy'), onPress: buy }} />;
  }
  return (
    <ul className="plans">
      {currentFirst(plans.data).map((plan) => (
        <li key={plan.id} className={plan.current ? 'plans__item plans__item--current' : 'plans__item'}>
          <p className="plans__name">
            {plan.name}
            {plan.current ? <span className="plans__tag">{t('iotHome.packages.current')}</span> : null}
          </p>
          <p className="plans__flow">{t('iotHome.usedOfTotal', { used: asText(plan.useFlow), total: asText(plan.totalFlow) })}</p>
          <p className="plans__dates">{t('iotHome.packages.validity', { start: formatDate(plan.startAt), end: formatDate(plan.endAt) })}</p>
        </li>
      ))}
    </ul>
  );
}
