import { ORDER_STATUSES, orderStatusLabel, type OrderStatus } from '@shop/contract';
import { currentLocale, useT } from '../../../i18n';

export type StatusFilter = 'all' | OrderStatus;

export const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...ORDER_STATUSES];

export const isStatusFilter = (value: string | undefined): value is StatusFilter => STATUS_FILTERS.some((status) => status === value);

/** The status filter above the order list, scrolling sideways on a narrow screen. */
export function StatusTabs({ value, onChange }: { value: StatusFilter; onChange(status: StatusFilter): void }) {
  const t = useT();
  const locale = currentLocale();
  return (
    <nav className="order-tabs" role="tablist" aria-label={t('order.statusFilter')}>
      {STATUS_FILTERS.map((status) => (
        <button key={status} type="button" role="tab" aria-selected={status === value} className="order-tabs__tab" onClick={() => onChange(status)}>
          {status === 'all' ? t('order.all') : orderStatusLabel[status][locale]}
        </button>
      ))}
    </nav>
  );
}
