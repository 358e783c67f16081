import { CouponPackPay, couponsTexts } from '../../../../../features/iot/coupons';
import { useQuery } from '../../../../../shared/navigation';

export const texts = couponsTexts;

/** Buying one coupon pack (`?id=`) (卡券支付). */
export default function CouponPayPage() {
  return <CouponPackPay id={Number(useQuery().id)} />;
}
