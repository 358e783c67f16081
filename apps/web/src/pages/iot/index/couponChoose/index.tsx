import { CouponShop } from '../../../../features/iot/coupons';

/** The coupon packs on sale to the card (购买卡券). */
export default function CouponChoosePage() {
  return <CouponShop />;
}
