import type { Handlers } from '../../http/handler';
import type { PointsShopService } from './service';

type PointsShopEndpoint =
  | 'integralShopIndex'
  | 'integralShopGoodsDetails'
  | 'goodsShopStore'
  | 'buyShopGoods'
  | 'shopOrderList'
  | 'shopOrderDetails'
  | 'cancelShopOrder'
  | 'repayShopOrder';

export const pointsShopHandlers = (shop: PointsShopService): Pick<Handlers, PointsShopEndpoint> => ({
  integralShopIndex: ({ card, query, locale }) => shop.index(card, query, locale),
  integralShopGoodsDetails: ({ card, query, locale }) => shop.details(card, query.goodsId, locale),
  goodsShopStore: ({ card, query }) => shop.pickupPoints(card, query.goodsId),
  buyShopGoods: ({ card, body, locale }) => shop.buy(card, body, locale),
  shopOrderList: ({ card, query, locale }) => shop.orders(card, query, locale),
  shopOrderDetails: ({ card, query, locale }) => shop.order(card, query.orderSn, locale),
  cancelShopOrder: ({ card, body, locale }) => shop.cancel(card, body.orderSn, locale),
  repayShopOrder: ({ card, body, context, locale }) => shop.repay(card, body, context.ip, locale),
});
