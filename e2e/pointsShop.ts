import { randomUUID } from 'node:crypto';
import type { ShopGoodsCard } from '@shop/contract';
import type { Shop } from './fixture';

/** A card's session as the headers of a card call (see cardHeadersOf). */
type CardHeaders = Record<string, string>;

/** The demo item with a cash part the card's points reach, fewest points first. */
async function itemWithCash(shop: Shop, headers: CardHeaders): Promise<ShopGoodsCard> {
  const { integral, goods } = await shop.api.call('integralShopIndex', { headers, query: { pageSize: 50 } });
  const [item] = goods.list.filter((candidate) => candidate.cashFen > 0 && candidate.stock > 0 && candidate.points <= integral).sort((a, b) => a.points - b.points);
  if (!item) throw new Error(`the demo points shop has no item with a cash part within ${integral} points`);
  return item;
}

/** Where the item goes: credited to the card, a pick-up point, or a new address of the card. */
async function placeOf(shop: Shop, headers: CardHeaders, goodsId: number) {
  const { goods } = await shop.api.call('integralShopGoodsDetails', { headers, query: { goodsId } });
  if (goods.deliveries.includes('card')) return { delivery: 'card' } as const;
  if (goods.deliveries.includes('pickup')) {
    const [point] = await shop.api.call('goodsShopStore', { headers, query: { goodsId } });
    return { delivery: 'pickup', pickupPointId: point?.id } as const;
  }
  const address = await shop.api.call('setSimAddress', {
    headers,
    body: { name: '王小明', mobile: '13923456789', provinceCode: '440000', cityCode: '440300', countyCode: '440305', detail: '科技园科发路 8 号' },
  });
  return { delivery: 'express', addressId: address.id } as const;
}

/**
 * An order of the card for the demo item with a cash part, made through the API as the order
 * confirmation makes it, to pay online: its points are taken at once, its cash part waits.
 */
export async function buyUnpaidPointsOrder(shop: Shop, headers: CardHeaders) {
  const { id: goodsId } = await itemWithCash(shop, headers);
  const place = await placeOf(shop, headers, goodsId);
  return shop.api.call('buyShopGoods', { headers, body: { goodsId, quantity: 1, ...place, payWith: 'online', idempotencyKey: randomUUID() } });
}
