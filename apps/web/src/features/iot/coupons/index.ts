/** The card's coupons: packs bought for money, codes and coupon coin exchanged for coupons, and the coupons and coin it holds. */
export { CouponExchange } from './CouponExchange';
export { CouponPackPay } from './CouponPackPay';
export { CouponRecords, type RecordsTab } from './CouponRecords';
export { CouponShop } from './CouponShop';
