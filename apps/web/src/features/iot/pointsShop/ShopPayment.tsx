import { useQuery } from '@tanstack/react-query';
import { pageUrl, type ShopDelivery, type ShopGoodsDetail, type ShopOrder } from '@shop/contract';
import { useT } from '../../../i18n';
import { formatFen } from '../../../shared/format';
import { redirectTo } from '../../../shared/navigation';
import { replaceQuery } from '../../../shared/navigation/pageQuery';
import { useIotStore } from '../../../stores/iot';
import { NotLoaded } from '../components/NotLoaded';
import { PointsPrice } from '../components/PointsPrice';
import { cardQuery, useCardNumber } from '../session';
import { CardCheckout, PaidOutcome } from '../wallet';
import { addressesQuery, shipTo } from './addresses/addressQueries';
import { DeliveryChoice, PickUpAt, ShipTo } from './DeliveryChoice';
import { BlockReason, GoodsGone, goodsDetailsQuery, isGone, SHOP_PATH } from './GoodsDetails';
import { QuantityStepper } from './QuantityStepper';
import { buyBlock } from './shopQueries';
import './pointsShop.css';

/** What the order confirmation's address says (`?id=&quantity=&delivery=&pickupPointId=`). */
export interface PaymentQuery {
  goodsId: number;
  quantity: number;
  delivery?: string;
  pickupPointId?: number;
}

export const paymentQueryOf = ({ id, quantity, delivery, pickupPointId }: Record<string, string | undefined>): PaymentQuery => ({
  goodsId: Number(id),
  quantity: Number(quantity ?? 1),
  delivery,
  pickupPointId: pickupPointId ? Number(pickupPointId) : undefined,
});

/** A redeemed order: what it did (on the card, on its way, to collect) and the ways on. */
function Redeemed({ order }: { order: ShopOrder }) {
  const t = useT();
  const hint =
    order.delivery === 'card'
      ? order.gives && t('pointsShop.payment.doneCard', { gives: order.gives })
      : order.delivery === 'pickup'
        ? order.pickupCode && order.pickupPoint && t('pointsShop.payment.donePickup', { code: order.pickupCode, point: order.pickupPoint.name })
        : order.address && t('pointsShop.payment.doneExpress', { name: order.address.name, region: order.address.region, detail: order.address.detail });
  return (
    <PaidOutcome
      title={t('pointsShop.payment.done')}
      hint={hint || undefined}
      actions={[
        { label: t('pointsShop.payment.backToShop'), onPress: () => void redirectTo({ url: pageUrl(SHOP_PATH) }) },
        { label: t('pointsShop.payment.viewOrder'), onPress: () => void redirectTo({ url: pageUrl('/pages-sub/iot/integralShop/order/orderDetails/index', { orderSn: order.orderSn }) }) },
      ]}
    />
  );
}

const deliveryOf = (goods: ShopGoodsDetail, asked: string | undefined): ShopDelivery => goods.deliveries.find((delivery) => delivery === asked) ?? goods.deliveries[0] ?? 'card';

/** Where the chosen delivery takes it: an address, a pick-up point, or the card itself. */
function useDestination(goodsId: number, delivery: ShopDelivery, pickupPointId: number | undefined) {
  const simNo = useCardNumber();
  const chosenAddress = useIotStore((state) => state.iotSimAddressId);
  const addresses = useQuery({ ...addressesQuery(simNo), enabled: simNo !== '' && delivery === 'express' });
  const points = useQuery({ ...cardQuery('goodsShopStore', simNo, { query: { goodsId } }), enabled: simNo !== '' && delivery === 'pickup' });
  const pointList = points.data ?? [];
  return {
    address: shipTo(addresses.data ?? [], chosenAddress),
    // The only pick-up point needs no choosing.
    point: pointList.find((point) => point.id === pickupPointId) ?? (pointList.length === 1 ? pointList[0] : undefined),
    loading: (delivery === 'express' && addresses.isPending) || (delivery === 'pickup' && points.isPending),
  };
}

/**
 * The order confirmation of a points shop item: how many (up to what the card may buy), how it
 * reaches the holder, the total in points and cash, the card's points after, and how the cash
 * part is paid, through the card's checkout.
 */
export function ShopPayment({ goodsId, quantity, delivery: askedDelivery, pickupPointId }: PaymentQuery) {
  const t = useT();
  const simNo = useCardNumber();
  const details = useQuery(goodsDetailsQuery(simNo, goodsId));
  const goods = details.data?.goods;
  const delivery = goods ? deliveryOf(goods, askedDelivery) : 'card';
  const destination = useDestination(goodsId, delivery, pickupPointId);
  if (details.isError && isGone(details.error)) return <GoodsGone />;
  if (details.data === undefined || goods === undefined) return <NotLoaded query={details} failedTitle={t('pointsShop.loadFailed')} />;

  const { integral, payment } = details.data;
  const count = Math.min(Math.max(1, Math.trunc(quantity) || 1), Math.max(1, goods.canBuy));
  const points = goods.points * count;
  const cashFen = goods.cashFen * count;
  const change = (patch: Record<string, string>) =>
    void replaceQuery({ id: String(goodsId), quantity: String(count), delivery, pickupPointId: pickupPointId === undefined ? undefined : String(pickupPointId), ...patch });
  const block = buyBlock(goods);
  // A blocked item says why above (with where to earn points); the button is off without repeating it.
  const refusal = block
    ? ''
    : delivery === 'express' && !destination.address
      ? t('pointsShop.payment.needAddress')
      : delivery === 'pickup' && !destination.point
        ? t('pointsShop.payment.needPickup')
        : undefined;
  const draft = {
    goodsId,
    quantity: count,
    delivery,
    ...(delivery === 'express' && destination.address ? { addressId: destination.address.id } : {}),
    ...(delivery === 'pickup' && destination.point ? { pickupPointId: destination.point.id } : {}),
  };

  return (
    <CardCheckout
      endpoint="buyShopGoods"
      className="shop-payment"
      payment={payment}
      totalFen={cashFen}
      cashless={cashFen === 0}
      total={<PointsPrice points={points} cashFen={cashFen} className="shop-payment__total" />}
      submitLabel={t('pointsShop.payment.submit')}
      draft={draft}
      refusal={destination.loading ? '' : refusal}
      paid={(order) => <Redeemed order={order} />}
    >
      <section className="wallet-card shop-payment__item" aria-label={t('pointsShop.payment.item')}>
        <img className="shop-payment__cover" src={goods.cover} alt="" width={72} height={72} />
        <div className="shop-payment__about">
          <h2 className="shop-payment__name">{goods.name}</h2>
          <PointsPrice points={goods.points} cashFen={goods.cashFen} className="shop-goods__price" />
          {goods.gives ? <p className="shop-detail__meta">{goods.gives}</p> : null}
        </div>
      </section>
      {block ? <BlockReason block={block} integral={integral} /> : null}
      <section className="wallet-card">
        <QuantityStepper value={count} max={Math.max(1, goods.canBuy)} onChange={(next) => change({ quantity: String(next) })} />
      </section>
      <section className="wallet-card">
        <h2 className="wallet-card__title">{t('pointsShop.payment.delivery')}</h2>
        {goods.deliveries.length > 1 ? <DeliveryChoice deliveries={goods.deliveries} value={delivery} onChange={(next) => change({ delivery: next })} /> : null}
        {delivery === 'express' ? <ShipTo address={destination.address} /> : null}
        {delivery === 'pickup' ? <PickUpAt goodsId={goodsId} point={destination.point} /> : null}
        {delivery === 'card' ? <p className="shop-detail__meta">{t('pointsShop.payment.toCard', { simNo })}</p> : null}
      </section>
      <section className="wallet-card" aria-label={t('pointsShop.payment.summary')}>
        <dl className="shop-summary">
          <div className="shop-summary__row">
            <dt>{t('pointsShop.payment.totalPoints')}</dt>
            <dd>{points}</dd>
          </div>
          {cashFen > 0 ? (
            <div className="shop-summary__row">
              <dt>{t('pointsShop.payment.totalCash')}</dt>
              <dd className="shop-summary__cash">{formatFen(cashFen)}</dd>
            </div>
          ) : null}
          <div className="shop-summary__row">
            <dt>{t('pointsShop.payment.pointsAfter')}</dt>
            <dd className={integral - points < 0 ? 'shop-summary__bad' : undefined}>{integral - points}</dd>
          </div>
        </dl>
      </section>
    </CardCheckout>
  );
}
