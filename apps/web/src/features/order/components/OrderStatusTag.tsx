import { orderStatusLabel, type OrderStatus } from '@shop/contract';
import { currentLocale, useT } from '../../../i18n';
import './order.css';

/** An order's status in the current language, coloured by what the buyer should do about it. */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  // The labels come from the contract, not the messages; this only re-renders the tag when the language changes.
  useT();
  return <span className={`order-status order-status--${status}`}>{orderStatusLabel[status][currentLocale()]}</span>;
}
