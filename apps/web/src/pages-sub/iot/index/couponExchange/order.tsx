import { CouponRecords, couponsTexts } from '../../../../features/iot/coupons';
import { useQuery } from '../../../../shared/navigation';

export const texts = couponsTexts;

/** The card's coupons and its coupon coin ledger (`?tab=coins` opens the ledger) (兑换记录). */
export default function CouponRecordsPage() {
  return <CouponRecords tab={useQuery().tab === 'coins' ? 'coins' : 'coupons'} />;
}
