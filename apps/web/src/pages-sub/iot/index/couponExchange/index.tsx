import { CouponExchange, couponsTexts } from '../../../../features/iot/coupons';

export const texts = couponsTexts;

/** Exchange a code or coupon coin for coupons (卡券兑换). */
export default function CouponExchangePage() {
  return <CouponExchange />;
}
