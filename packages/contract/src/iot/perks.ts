import { inLocales, type Locale } from '../constants';

// What a card buys beside data: coupons, VIP membership and speed add-ons (acceleration).
// Named once here, with labels in every locale, so server, client and docs agree.

type Labels<K extends string> = Record<K, Record<Locale, string>>;

/** An owned coupon: unused until an order takes it; past its validity it is expired. */
export const COUPON_STATES = ['unused', 'used', 'expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];
export const couponStateLabel: Labels<CouponState> = {
  unused: inLocales('未使用', '未使用', 'Unused', 'Non utilisé', 'Sin usar'),
  used: inLocales('已使用', '已使用', 'Used', 'Utilisé', 'Usado'),
  expired: inLocales('已过期', '已過期', 'Expired', 'Expiré', 'Caducado'),
};

/** Where an owned coupon came from: a pack bought, a code exchanged, or coupon coin spent. */
export const COUPON_SOURCES = ['pack', 'code', 'coin'] as const;
export type CouponSource = (typeof COUPON_SOURCES)[number];
export const couponSourceLabel: Labels<CouponSource> = {
  pack: inLocales('购买券包', '購買券包', 'Coupon pack', 'Lot de coupons', 'Paquete de cupones'),
  code: inLocales('兑换码兑换', '兌換碼兌換', 'Exchange code', "Code d'échange", 'Código de canje'),
  coin: inLocales('券币兑换', '券幣兌換', 'Coupon coin', 'Pièces de coupon', 'Monedas de cupón'),
};

/** Why a card's coupon coin changed: each line of its coin ledger says one of these. */
export const COIN_REASONS = ['opening', 'exchange'] as const;
export type CoinReason = (typeof COIN_REASONS)[number];
export const coinReasonLabel: Labels<CoinReason> = {
  opening: inLocales('期初券币', '期初券幣', 'Opening coin', "Solde d'ouverture", 'Saldo inicial'),
  exchange: inLocales('兑换优惠券', '兌換優惠券', 'Exchanged for coupons', 'Échangées contre des coupons', 'Canjeadas por cupones'),
};

/** Wrong exchange codes within the last `COUPON_CODE_LOCK_MINUTES`, per card or per address, after which exchanges wait. */
export const COUPON_CODE_MAX_FAILURES = 5;
export const COUPON_CODE_LOCK_MINUTES = 15;
/** An exchange code: 6 to 32 letters, digits or dashes. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9-]{6,32}$/;

/**
 * A membership or speed add-on as spec 3 stores it (`status`): in force until its end, or
 * refunded; one that ran out stays `active` with `validTag` false.
 */
export const PERK_STATUS = { active: 1, refunded: 2 } as const;
export type PerkStatus = (typeof PERK_STATUS)[keyof typeof PERK_STATUS];

/** How a refunded membership's money went back (`refundType`). */
export const REFUND_TYPE = { balance: 1, original: 2 } as const;
export type RefundType = (typeof REFUND_TYPE)[keyof typeof REFUND_TYPE];
export const refundTypeLabel: Record<RefundType, Record<Locale, string>> = {
  1: inLocales('退回余额', '退回餘額', 'Refunded to the balance', 'Remboursé sur le solde', 'Reembolsado al saldo'),
  2: inLocales('原路退回', '原路退回', 'Refunded to the payment method', 'Remboursé sur le moyen de paiement', 'Reembolsado al medio de pago'),
};

/** How a spec 3 vip or accelerate order was placed (`placeType`). */
export const PLACE_TYPE = { balance: 1, online: 2 } as const;

/**
 * Buying a speed add-on while one is active: the same speed class extends it from its end;
 * another class is refused until the active one ends, since a line has one speed at a time.
 */
export const ACCELERATE_WHILE_ACTIVE = 'extendSameSpeed' as const;
