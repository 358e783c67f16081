import { inLocales, type Locale } from '../constants';

// The card's wallet: its orders, its balance ledger, the packages on sale and the pay password.
// Named once here, with labels in every locale, so server, client and docs agree.

type Labels<K extends string> = Record<K, Record<Locale, string>>;

/** What a card's order buys. The points shop's orders join this list. */
export const IOT_ORDER_KINDS = ['recharge', 'package', 'renewal', 'coupon', 'vip', 'accelerate', 'pointsShop'] as const;
export type IotOrderKind = (typeof IOT_ORDER_KINDS)[number];
export const iotOrderKindLabel: Labels<IotOrderKind> = {
  recharge: inLocales('余额充值', '餘額儲值', 'Top-up', 'Recharge', 'Recarga'),
  package: inLocales('套餐订购', '套餐訂購', 'Data package', 'Forfait de données', 'Paquete de datos'),
  renewal: inLocales('自动续费', '自動續費', 'Auto-renewal', 'Renouvellement automatique', 'Renovación automática'),
  coupon: inLocales('优惠券包', '優惠券包', 'Coupon pack', 'Lot de coupons', 'Paquete de cupones'),
  vip: inLocales('VIP 会员', 'VIP 會員', 'VIP membership', 'Abonnement VIP', 'Membresía VIP'),
  accelerate: inLocales('网络加速', '網路加速', 'Speed boost', 'Boost de débit', 'Aumento de velocidad'),
  pointsShop: inLocales('积分商城', '積分商城', 'Points shop', 'Boutique de points', 'Tienda de puntos'),
};

/**
 * A card's order: unpaid (online payment pending until `expiresAt`) -> paid; an unpaid order
 * that expires is closed; money that arrives for a closed order is refunded.
 */
export const IOT_ORDER_STATUSES = ['unpaid', 'paid', 'closed', 'refunded'] as const;
export type IotOrderStatus = (typeof IOT_ORDER_STATUSES)[number];
export const iotOrderStatusLabel: Labels<IotOrderStatus> = {
  unpaid: inLocales('待支付', '待支付', 'Awaiting payment', 'En attente de paiement', 'Pendiente de pago'),
  paid: inLocales('已支付', '已支付', 'Paid', 'Payée', 'Pagado'),
  closed: inLocales('已关闭', '已關閉', 'Closed', 'Fermée', 'Cerrado'),
  refunded: inLocales('已退款', '已退款', 'Refunded', 'Remboursée', 'Reembolsado'),
};

/** How an order is paid: from the card's balance, or online through a payment gateway. */
export const PAY_WITH = ['balance', 'online'] as const;
export type PayWith = (typeof PAY_WITH)[number];
export const payWithLabel: Labels<PayWith> = {
  balance: inLocales('余额支付', '餘額支付', 'Pay from balance', 'Payer avec le solde', 'Pagar con el saldo'),
  online: inLocales('在线支付', '線上支付', 'Pay online', 'Payer en ligne', 'Pagar en línea'),
};

/** Why the balance changed: each ledger line says one of these. */
export const BALANCE_REASONS = ['opening', 'recharge', 'bonus', 'package', 'renewal', 'refund', 'arrears', 'coupon', 'vip', 'accelerate', 'pointsShop'] as const;
export type BalanceReason = (typeof BALANCE_REASONS)[number];
export const balanceReasonLabel: Labels<BalanceReason> = {
  opening: inLocales('期初余额', '期初餘額', 'Opening balance', "Solde d'ouverture", 'Saldo inicial'),
  recharge: inLocales('充值', '儲值', 'Top-up', 'Recharge', 'Recarga'),
  bonus: inLocales('充值赠送', '儲值贈送', 'Top-up bonus', 'Bonus de recharge', 'Bonificación de recarga'),
  package: inLocales('购买套餐', '購買套餐', 'Data package', 'Forfait de données', 'Paquete de datos'),
  renewal: inLocales('自动续费', '自動續費', 'Auto-renewal', 'Renouvellement automatique', 'Renovación automática'),
  refund: inLocales('退款', '退款', 'Refund', 'Remboursement', 'Reembolso'),
  arrears: inLocales('补缴欠费', '補繳欠費', 'Arrears paid', 'Arriérés réglés', 'Deuda pagada'),
  coupon: inLocales('购买优惠券', '購買優惠券', 'Coupon pack', 'Lot de coupons', 'Paquete de cupones'),
  vip: inLocales('开通会员', '開通會員', 'VIP membership', 'Abonnement VIP', 'Membresía VIP'),
  accelerate: inLocales('网络加速', '網路加速', 'Speed boost', 'Boost de débit', 'Aumento de velocidad'),
  pointsShop: inLocales('积分商城', '積分商城', 'Points shop', 'Boutique de points', 'Tienda de puntos'),
};

/** A package on sale: a base plan (the cycle's data), an add-on for this cycle, or a pay-as-you-go volume pack. */
export const PACKAGE_KINDS = ['base', 'addon', 'volume'] as const;
export type PackageKind = (typeof PACKAGE_KINDS)[number];
export const packageKindLabel: Labels<PackageKind> = {
  base: inLocales('基础套餐', '基礎套餐', 'Base plans', 'Forfaits de base', 'Planes básicos'),
  addon: inLocales('加油包', '加油包', 'Add-on packs', 'Recharges de données', 'Paquetes adicionales'),
  volume: inLocales('流量池', '流量池', 'Volume packs', 'Forfaits au volume', 'Paquetes por volumen'),
};

/** When a bought package starts: at once, or when the card's current cycle ends. */
export const PACKAGE_EFFECTS = ['now', 'nextCycle'] as const;
export type PackageEffect = (typeof PACKAGE_EFFECTS)[number];
export const packageEffectLabel: Labels<PackageEffect> = {
  now: inLocales('立即生效', '立即生效', 'Starts now', 'Commence maintenant', 'Empieza ahora'),
  nextCycle: inLocales('下周期生效', '下週期生效', 'Starts next cycle', 'Commence au prochain cycle', 'Empieza el próximo ciclo'),
};

/** A card's package as it stands today. */
export const SIM_PACKAGE_STATES = ['inUse', 'notStarted', 'expired'] as const;
export type SimPackageState = (typeof SIM_PACKAGE_STATES)[number];
export const simPackageStateLabel: Labels<SimPackageState> = {
  inUse: inLocales('使用中', '使用中', 'In use', 'En cours', 'En uso'),
  notStarted: inLocales('未生效', '未生效', 'Not started', 'Pas encore commencé', 'Aún no empezado'),
  expired: inLocales('已失效', '已失效', 'Expired', 'Expiré', 'Caducado'),
};

/** A package's validity unit: the spec's age units (1 days, 2 months, 3 years). */
export const VALIDITY_UNITS = { days: 1, months: 2, years: 3 } as const;
export type ValidityUnit = (typeof VALIDITY_UNITS)[keyof typeof VALIDITY_UNITS];

const CHINA_OFFSET_MS = 8 * 3_600_000;

/**
 * The end of a validity (a package's, a membership's) started at `from` and lasting `count`
 * units, months and years by China's calendar: what the server stores and the pages promise.
 */
export const validityEnd = (from: Date, count: number, unit: number): Date => {
  const china = new Date(from.getTime() + CHINA_OFFSET_MS);
  if (unit === VALIDITY_UNITS.days) china.setUTCDate(china.getUTCDate() + count);
  else if (unit === VALIDITY_UNITS.months) china.setUTCMonth(china.getUTCMonth() + count);
  else china.setUTCFullYear(china.getUTCFullYear() + count);
  return new Date(china.getTime() - CHINA_OFFSET_MS);
};

export const PAY_PASSWORD_LENGTH = 6;
/** Wrong pay passwords in a row before balance payments are locked. */
export const PAY_PASSWORD_MAX_TRIES = 5;
export const PAY_PASSWORD_LOCK_MINUTES = 30;
/** How many days before a renewal the holder is told the balance will not cover it. */
export const RENEWAL_NOTICE_DAYS = 3;
/** How long an unpaid card order waits for its online payment. */
export const IOT_ORDER_PAY_MINUTES = 30;
/** The largest single recharge any promoter may allow: ¥5,000. */
export const RECHARGE_MAX_FEN = 500_000;

/** Why a 6-digit pay password is too easy to guess, if it is. */
export type WeakPayPassword = 'oneDigit' | 'run' | 'cardTail';

const isRun = (digits: string, step: 1 | -1): boolean =>
  [...digits].every((digit, i) => i === 0 || (Number(digit) - Number(digits[i - 1]) + 10) % 10 === (step + 10) % 10);

/** All one digit (888888), a run either way (123456, 987654, 890123) or the card number's last six digits. */
export const weakPayPassword = (password: string, simNo: string): WeakPayPassword | undefined => {
  if (/^(\d)\1*$/.test(password)) return 'oneDigit';
  if (isRun(password, 1) || isRun(password, -1)) return 'run';
  if (simNo.endsWith(password)) return 'cardTail';
  return undefined;
};
