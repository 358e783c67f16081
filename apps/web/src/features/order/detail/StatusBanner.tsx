import type { OrderDetail } from '@shop/contract';
import { Countdown } from '../components/Countdown';
import { useT, type MessageKey } from '../../../i18n';

type BannerKeys = [MessageKey, MessageKey];

function bannerKeys(order: OrderDetail): BannerKeys {
  switch (order.status) {
    case 'unpaid':
      return ['order.banner.unpaid', 'order.banner.unpaidHint'];
    case 'paid':
      return ['order.banner.paid', 'order.banner.paidHint'];
    case 'shipped':
      return ['order.banner.shipped', 'order.banner.shippedHint'];
    case 'completed':
      return ['order.banner.completed', 'order.banner.completedHint'];
    case 'refunded':
      return ['order.banner.refunded', 'order.banner.refundedHint'];
    case 'closed':
      return [order.closeReason === 'cancelled' ? 'order.banner.closedCancelled' : 'order.banner.closedExpired', 'order.banner.closedHint'];
  }
}

/** What state the order is in and what happens next; an unpaid one counts down its hold. */
export function StatusBanner({ order, onExpired }: { order: OrderDetail; onExpired(): void }) {
  const t = useT();
  const [title, hint] = bannerKeys(order);
  return (
    <section className={`order-banner order-banner--${order.status}`}>
      <h2 className="order-banner__title">{t(title)}</h2>
      <p className="order-banner__hint">
        {order.status === 'unpaid' && order.expiresAt ? <Countdown until={order.expiresAt} onEnd={onExpired} format={(time) => t(hint, { time })} /> : t(hint)}
      </p>
    </section>
  );
}
