import type { ShopOrder } from '@shop/contract';
import { useT } from '../../../i18n';

/** Where a shipped order goes: the address as it was when ordered. */
function Address({ address }: { address: NonNullable<ShopOrder['address']> }) {
  const t = useT();
  return (
    <section className="wallet-card points-delivery" aria-label={t('pointsOrders.address')}>
      <h2 className="wallet-card__title">{t('pointsOrders.address')}</h2>
      <p className="points-delivery__who">
        {address.name} <span>{address.mobile}</span>
      </p>
      <p className="points-delivery__where">
        {address.region}
        {address.detail}
      </p>
    </section>
  );
}

/** Where an order to collect waits, and the code its holder shows there, large enough to read off the screen. */
function Pickup({ point, code }: { point: NonNullable<ShopOrder['pickupPoint']>; code: string | null }) {
  const t = useT();
  return (
    <section className="wallet-card points-delivery" aria-label={t('pointsOrders.pickupPoint')}>
      <h2 className="wallet-card__title">{t('pointsOrders.pickupPoint')}</h2>
      {code ? (
        <div className="points-pickup-code">
          <p className="points-pickup-code__label">{t('pointsOrders.pickupCode')}</p>
          <p className="points-pickup-code__value">{code}</p>
        </div>
      ) : null}
      <p className="points-delivery__who">
        {point.name} <span>{point.mobile}</span>
      </p>
      <p className="points-delivery__where">{point.address}</p>
      <p className="points-delivery__where">{t('pointsOrders.hours', { hours: point.hours })}</p>
    </section>
  );
}

/** How the order reaches its holder: the address, the pick-up point and code, or what was credited to the card. */
export function OrderDelivery({ order }: { order: ShopOrder }) {
  const t = useT();
  if (order.delivery === 'express' && order.address) return <Address address={order.address} />;
  if (order.delivery === 'pickup' && order.pickupPoint) return <Pickup point={order.pickupPoint} code={order.pickupCode} />;
  if (order.delivery === 'card' && order.gives) {
    return (
      <section className="wallet-card points-delivery" aria-label={t('pointsOrders.gives')}>
        <h2 className="wallet-card__title">{t('pointsOrders.gives')}</h2>
        <p className="points-delivery__gives">{order.gives}</p>
      </section>
    );
  }
  return null;
}
