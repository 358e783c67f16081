import { AccelerateOrders, accelerateTexts } from '../../../../features/iot/accelerate';

export const texts = accelerateTexts;

/** The card's speed add-ons (加速订单). */
export default function AccelerateOrdersPage() {
  return <AccelerateOrders />;
}
