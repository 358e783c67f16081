/** The card's coupons: packs bought for money, codes and coupon coin exchanged for coupons, and the coupons and coin it holds. */
import type { TextPack } from '../../../i18n';
import { iotPack } from '../textPack';
export { CouponExchange } from './CouponExchange';
export { CouponPackPay } from './CouponPackPay';
export { CouponRecords, type RecordsTab } from './CouponRecords';
export { CouponShop } from './CouponShop';

/** The text packs this feature's screens need, its own and those of the features they show. */
export const couponsTexts: readonly TextPack[] = [iotPack];
