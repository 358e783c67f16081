import { CouponShop, couponsTexts } from '../../../../features/iot/coupons';

export const texts = couponsTexts;

/** The coupon packs on sale to the card (购买卡券). */
export default function CouponChoosePage() {
  return <CouponShop />;
}
