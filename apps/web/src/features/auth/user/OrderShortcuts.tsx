import { ORDER_LIST_PATH, orderStatusLabel, pageUrl, type OrderStatus } from '@shop/contract';
import { currentLocale, useT } from '../../../i18n';
import { openLink } from '../../../shared/navigation/openLink';

const icons: Partial<Record<OrderStatus, string>> = {
  unpaid: 'M4 7h16v11H4zM4 11h16M8 15h3',
  paid: 'M4 8l8-4 8 4v9l-8 4-8-4zM4 8l8 4 8-4M12 12v9',
  shipped: 'M2 7h11v9H2zM13 10h4l3 3v3h-7M6 18.5a1.5 1.5 0 1 0 0-.1M16 18.5a1.5 1.5 0 1 0 0-.1',
  completed: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18M8 12l3 3 5-6',
};

const SHORTCUTS: readonly OrderStatus[] = ['unpaid', 'paid', 'shipped', 'completed'];

/** The order list by status, one tap away; "all orders" beside the title. */
export function OrderShortcuts() {
  const t = useT();
  const locale = currentLocale();
  return (
    <section className="order-shortcuts">
      <div className="order-shortcuts__head">
        <h2 className="order-shortcuts__title">{t('shopUser.orders')}</h2>
        <button type="button" className="order-shortcuts__all" onClick={() => void openLink(ORDER_LIST_PATH)}>
          {t('shopUser.allOrders')}
        </button>
      </div>
      <div className="order-shortcuts__items">
        {SHORTCUTS.map((status) => (
          <button key={status} type="button" className="order-shortcuts__item" onClick={() => void openLink(pageUrl(ORDER_LIST_PATH, { status }))}>
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
              <path d={icons[status]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {orderStatusLabel[status][locale]}
          </button>
        ))}
      </div>
    </section>
  );
}
