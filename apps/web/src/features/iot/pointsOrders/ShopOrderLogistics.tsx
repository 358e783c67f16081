import type { ShopOrder } from '@shop/contract';
import { useT } from '../../../i18n';
import { copyText } from '../../../shared/copy';
import { EmptyState } from '../../../shared/ui/PageStates';
import { Timeline } from '../../../shared/ui/Timeline';
import { openOrderPage } from './orderQueries';
import { OrderGoods } from './ShopOrderCard';
import { WithShopOrder } from './WithShopOrder';
import './pointsOrders.css';

/** The parcel: delivered or on its way, its carrier, and its tracking number to copy. */
function Parcel({ tracking }: { tracking: NonNullable<ShopOrder['tracking']> }) {
  const t = useT();
  return (
    <section className="wallet-card" aria-label={t('pointsOrders.tracking')}>
      <p className={tracking.delivered ? 'points-parcel__state points-parcel__state--delivered' : 'points-parcel__state'}>
        {tracking.delivered ? t('pointsOrders.delivered') : t('pointsOrders.inTransit')}
      </p>
      <dl className="points-rows">
        <div className="points-rows__row">
          <dt>{t('pointsOrders.carrier')}</dt>
          <dd>{tracking.carrier}</dd>
        </div>
        <div className="points-rows__row">
          <dt>{t('pointsOrders.trackingNo')}</dt>
          <dd>
            {tracking.trackingNo}
            <button type="button" className="points-copy" onClick={() => void copyText(tracking.trackingNo)}>
              {t('pointsOrders.copy')}
            </button>
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Where a points order's parcel is: its item, carrier, tracking number and the carrier's scans, newest first. */
function ShopOrderLogisticsOf({ order }: { order: ShopOrder }) {
  const t = useT();
  return (
    <div className="wallet-page">
      <section className="wallet-card">
        <button type="button" className="points-order__open" onClick={() => openOrderPage('details', order.orderSn)}>
          <OrderGoods order={order} />
        </button>
      </section>
      {order.tracking ? (
        <>
          <Parcel tracking={order.tracking} />
          <section className="wallet-card">
            <h2 className="wallet-card__title">{t('pointsOrders.timeline')}</h2>
            <Timeline events={order.tracking.events} empty={t('pointsOrders.noEvents')} />
          </section>
        </>
      ) : (
        <EmptyState title={t('pointsOrders.notShipped')} hint={t('pointsOrders.notShippedHint')} />
      )}
    </div>
  );
}

export function ShopOrderLogistics({ orderSn }: { orderSn: string }) {
  return <WithShopOrder orderSn={orderSn}>{(order) => <ShopOrderLogisticsOf order={order} />}</WithShopOrder>;
}
