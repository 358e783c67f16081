import type { Handlers } from '../../http/handler';
import type { CouponService } from './service';

type CouponEndpoint = 'couponChoose' | 'createCouponOrder' | 'simCouponList' | 'couponExchangeList' | 'exchangeCoupon' | 'couponCoinLogList';

export const couponHandlers = (coupons: CouponService): Pick<Handlers, CouponEndpoint> => ({
  couponChoose: ({ card, locale }) => coupons.choose(card, locale),
  createCouponOrder: ({ card, body, locale }) => coupons.createOrder(card, body, locale),
  simCouponList: ({ card, query, locale }) => coupons.coupons(card, query, locale),
  couponExchangeList: ({ card, locale }) => coupons.exchangeList(card, locale),
  exchangeCoupon: ({ card, body, context }) => coupons.exchange(card, body, context.ip, context.locale),
  couponCoinLogList: ({ card, query, locale }) => coupons.coinLog(card, query, locale),
});
