import type { CouponPack, OwnedCoupon } from '@shop/contract';
import { t } from '../../../i18n';
import { formatFen } from '../../../shared/format';

/** '3 × ¥5.00 off, spend ¥20.00' (or 'no minimum' when any price takes it). */
export const packTerms = ({ count, coupon }: Pick<CouponPack, 'count' | 'coupon'>): string =>
  coupon.thresholdFen > 0
    ? t('perks.coupons.packTerms', { count, value: formatFen(coupon.valueFen), threshold: formatFen(coupon.thresholdFen) })
    : t('perks.coupons.packTermsAny', { count, value: formatFen(coupon.valueFen) });

/** One owned coupon in words: its name and what it takes off. */
export const couponLine = (coupon: Pick<OwnedCoupon, 'name' | 'valueFen'>): string => `${coupon.name} −${formatFen(coupon.valueFen)}`;

/** '+5' for coin received, '-3' for coin spent. */
export const signedCount = (count: number): string => (count > 0 ? `+${count}` : String(count));
