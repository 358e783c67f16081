import type { DataOf, EndpointOf } from '@shop/contract';
import { EmptyState, FailedState } from '../../../../components/PageStates';
import { useT } from '../../../../i18n';
import { formatDate } from '../../../../lib/format';
import { IotPath } from '../../../../lib/iot/paths';
import { flowAmount } from '../../../../lib/iot/units';
import { openLink } from '../../../../lib/navigation/openLink';
import { call } from '../../../../lib/request';
import { useLoad } from '../../../../lib/useLoad';
import { useIotStore } from '../../../../stores/iot';
import './packageInfo.css';

type Plan = DataOf<EndpointOf<'simPackageList'>>[number];

const asText = (mb: number) => {
  const { value, unit } = flowAmount(mb);
  return `${value}${unit}`;
};

/** The current plan first, then the others as the server orders them. */
const currentFirst = (plans: readonly Plan[]) => [...plans.filter((p) => p.current), ...plans.filter((p) => !p.current)];

/** The card's data plans, current and past, with their allowance and dates. */
export default function PackageInfoPage() {
  const t = useT();
  const simNo = useIotStore((state) => state.simNo);
  const plans = useLoad(`simPackageList:${simNo}`, () => call('simPackageList', {}, { hideError: true }));
  if (plans.status === 'loading') return <div className="page-loading" role="progressbar" aria-label={t('common.loading')} />;
  if (plans.status === 'failed') return <FailedState title={t('iotHome.packages.loadFailed')} error={plans.error} onRetry={plans.retry} />;
  if (plans.data.length === 0) {
    return <EmptyState title={t('iotHome.packages.empty')} next={{ label: t('iotHome.packages.buy'), onPress: () => void openLink(IotPath.package) }} />;
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
