import { AccelerateOrders } from '../../../../features/iot/accelerate';

/** The card's speed add-ons (加速订单). */
export default function AccelerateOrdersPage() {
  return <AccelerateOrders />;
}
