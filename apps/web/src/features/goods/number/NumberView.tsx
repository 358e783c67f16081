import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { NumberItem } from '@shop/contract';
import { useT } from '../../../i18n';
import { formatFen } from '../../../shared/format';
import { FailedState } from '../../../shared/ui/PageStates';
import { numberOnSaleQuery } from '../queries';
import { NumberDetail, NumberHero } from './NumberDetail';
import { NumberSkeleton, NumberUnavailable } from './NumberStates';
import { OperatorPlans } from './OperatorPlans';

/** The number on sale, loading, failed (with a retry) or gone, shown by `children` once there. */
function NumberOnSale({ number, children }: { number: string | undefined; children(item: NumberItem): ReactNode }) {
  const t = useT();
  const item = useQuery(numberOnSaleQuery(number));
  if (item.isPending) return <NumberSkeleton />;
  if (item.isError) return <FailedState title={t('goods.loadFailed')} error={item.error.message} onRetry={() => void item.refetch()} />;
  if (!item.data) return <NumberUnavailable />;
  return <>{children(item.data)}</>;
}

/** One number on sale: the number, its price and plan, and reserving it. */
export function NumberView({ number }: { number: string | undefined }) {
  return <NumberOnSale number={number}>{(item) => <NumberDetail item={item} />}</NumberOnSale>;
}

/** The plans a number can take: the minimum plan it comes with, and its operator's plans. */
export function NumberPlansView({ number }: { number: string | undefined }) {
  const t = useT();
  return (
    <NumberOnSale number={number}>
      {(item) => (
        <div className="number-plans">
          <NumberHero item={item} />
          <section className="number-panel included-plan">
            <span className="included-plan__label">{t('goods.number.includedPlan')}</span>
            <span className="included-plan__name">{item.planName}</span>
            <span className="included-plan__price">{t('goods.perMonth', { price: formatFen(item.planFen) })}</span>
          </section>
          <OperatorPlans operator={item.operator} />
        </div>
      )}
    </NumberOnSale>
  );
}
