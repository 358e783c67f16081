import { CouponExchange } from '../../../../features/iot/coupons';

/** Exchange a code or coupon coin for coupons (卡券兑换). */
export default function CouponExchangePage() {
  return <CouponExchange />;
}
