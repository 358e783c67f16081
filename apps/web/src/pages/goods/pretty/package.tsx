import { FailedState } from '../../../components/PageStates';
import { useT } from '../../../i18n';
import { formatFen } from '../../../lib/format';
import { useQuery } from '../../../lib/navigation';
import { NumberHero } from './parts/NumberDetail';
import { NumberSkeleton, NumberUnavailable } from './parts/NumberStates';
import { OperatorPlans } from './parts/OperatorPlans';
import { useNumberOnSale } from './parts/useNumberOnSale';
import './pretty.css';

/** The plans a number can take: the minimum plan it comes with, and its operator's plans. */
export default function NumberPlansPage() {
  const t = useT();
  const { number } = useQuery();
  const item = useNumberOnSale(number);

  if (item.status === 'loading') return <NumberSkeleton />;
  if (item.status === 'failed') return <FailedState title={t('goods.loadFailed')} error={item.error} onRetry={item.retry} />;
  if (!item.data) return <NumberUnavailable />;
  const { data } = item;
  return (
    <div className="number-plans">
      <NumberHero item={data} />
      <section className="number-panel included-plan">
        <span className="included-plan__label">{t('goods.number.includedPlan')}</span>
        <span className="included-plan__name">{data.planName}</span>
        <span className="included-plan__price">{t('goods.perMonth', { price: formatFen(data.planFen) })}</span>
      </section>
      <OperatorPlans operator={data.operator} />
    </div>
  );
}
