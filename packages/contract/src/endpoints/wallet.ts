import { z } from 'zod';
import { api } from '../api';
import { inLocales } from '../constants';
import { defineEndpoint } from '../endpoint';
import {
  BALANCE_REASONS,
  IOT_ORDER_KINDS,
  IOT_ORDER_STATUSES,
  PACKAGE_EFFECTS,
  PACKAGE_KINDS,
  PAY_PASSWORD_LENGTH,
  PAY_WITH,
  RECHARGE_MAX_FEN,
} from '../iot/wallet';
import { COUPON_SOURCES, COUPON_STATES } from '../iot/perks';
import { defineMessages, schemaTexts } from '../messages';
import { intParam, pagedData, pageParams, ParamName } from '../params';
import { orderSnSchema, smsCodeSchema } from './auth';
import { paymentTypeSchema } from './hk';
import { idempotencyKeySchema } from './orders';

export const WalletFieldMessage = /* @__PURE__ */ defineMessages('field.wallet', {
  amountRequired: inLocales('请输入充值金额', '請輸入儲值金額', 'Please enter an amount', 'Veuillez saisir un montant', 'Introduce un importe'),
  amount: inLocales(
    '充值金额必须是以分计的正整数',
    '儲值金額必須是以分計的正整數',
    'The amount must be a whole number of fen above zero',
    'Le montant doit être un nombre entier de fen supérieur à zéro',
    'El importe debe ser un número entero de fen mayor que cero',
  ),
  amountTooLarge: inLocales(
    '单笔充值不能超过 ¥5000',
    '單筆儲值不能超過 ¥5000',
    'A single top-up cannot be more than ¥5,000',
    'Une recharge ne peut pas dépasser 5 000 ¥',
    'Una recarga no puede superar 5000 ¥',
  ),
  payPasswordRequired: inLocales('请输入支付密码', '請輸入支付密碼', 'Please enter the pay password', 'Veuillez saisir le code de paiement', 'Introduce la contraseña de pago'),
  payPassword: inLocales(
    '支付密码为 6 位数字',
    '支付密碼為 6 位數字',
    'The pay password is 6 digits',
    'Le code de paiement compte 6 chiffres',
    'La contraseña de pago tiene 6 dígitos',
  ),
  effect: inLocales(
    '生效方式只能是立即生效或下周期生效',
    '生效方式只能是立即生效或下週期生效',
    'A package starts either now or next cycle',
    'Un forfait commence maintenant ou au prochain cycle',
    'Un paquete empieza ahora o en el próximo ciclo',
  ),
  payWith: inLocales(
    '支付方式只能是余额支付或在线支付',
    '支付方式只能是餘額支付或線上支付',
    'Pay either from the balance or online',
    'Payez avec le solde ou en ligne',
    'Paga con el saldo o en línea',
  ),
  orderKind: inLocales('订单类型不正确', '訂單類型不正確', 'This order type does not exist', "Ce type de commande n'existe pas", 'Este tipo de pedido no existe'),
});

const FieldText = schemaTexts(WalletFieldMessage);

/** The 6-digit pay password that guards balance payments. */
export const payPasswordSchema = z
  .string({ error: FieldText.payPasswordRequired })
  .regex(new RegExp(`^\\d{${PAY_PASSWORD_LENGTH}}$`), FieldText.payPassword);

const fenSchema = z.number().int();
const packageIdParam = intParam(ParamName.package, 1, 2_147_483_647);
const couponIdParam = intParam(ParamName.coupon, 1, 2_147_483_647);

/** A package on sale to the card. Data in MB (`flowMb` null: unlimited); validity in the spec's age units. */
export const packageOfferSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PACKAGE_KINDS),
  name: z.string(),
  flowMb: z.number().int().nullable(),
  validity: z.object({ count: z.number().int(), unit: z.number().int() }),
  priceFen: fenSchema,
  /** The price before the promoter's discount, when there is one. */
  originalFen: fenSchema.nullable(),
  /** What the card pays with its VIP membership's package discount; null without one. */
  vipPriceFen: fenSchema.nullable(),
  /** When it may start for this card; the first is the default. */
  effects: z.array(z.enum(PACKAGE_EFFECTS)),
  renewable: z.boolean(),
  description: z.string(),
});
export type PackageOffer = z.infer<typeof packageOfferSchema>;

/**
 * A coupon the card owns: `valueFen` off a package of at least `thresholdFen` (after any VIP
 * discount), between `startsAt` and `expiresAt`, on the packages named (none named: any package).
 */
export const ownedCouponSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  valueFen: fenSchema,
  thresholdFen: fenSchema,
  startsAt: z.string(),
  expiresAt: z.string(),
  /** The packages it applies to, in the reader's locale; empty: every package. */
  packages: z.array(z.string()),
  state: z.enum(COUPON_STATES),
  source: z.enum(COUPON_SOURCES),
});
export type OwnedCoupon = z.infer<typeof ownedCouponSchema>;

/** The card's pay password as a payment step needs it: is there one, and is it locked after wrong tries. */
export const payPasswordStateSchema = z.object({
  set: z.boolean(),
  /** Until when balance payments are refused after too many wrong tries; null when not locked. */
  lockedUntil: z.string().nullable(),
  triesLeft: z.number().int(),
});

/** What paying for something from the card needs: the balance, the pay password's state and the online payment types. */
export const cardPaymentSchema = z.object({
  balanceFen: fenSchema,
  payPassword: payPasswordStateSchema,
  paymentTypes: z.array(paymentTypeSchema),
});
export type CardPayment = z.infer<typeof cardPaymentSchema>;

/** How an order of the card is paid, as every card purchase's body carries it. */
export const cardPayFields = {
  payWith: z.enum(PAY_WITH, { error: FieldText.payWith }),
  /** Required for a balance payment when the card has a pay password. */
  payPassword: payPasswordSchema.optional(),
  idempotencyKey: idempotencyKeySchema,
};

export const iotOrderSchema = z.object({
  orderSn: z.string(),
  kind: z.enum(IOT_ORDER_KINDS),
  /** What was bought, in the reader's locale: the kind and the package, or a top-up's amount. */
  title: z.string(),
  status: z.enum(IOT_ORDER_STATUSES),
  payWith: z.enum(PAY_WITH),
  /** What the holder pays. */
  amountFen: fenSchema,
  /** What the top-up adds on top, for a recharge. */
  bonusFen: fenSchema,
  /** What a coupon took off. */
  discountFen: fenSchema,
  /** What the card's VIP membership took off. */
  vipDiscountFen: fenSchema,
  paymentType: paymentTypeSchema.nullable(),
  /** Until when an unpaid order waits for its online payment. */
  expiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type IotOrder = z.infer<typeof iotOrderSchema>;

export const balanceChoose = defineEndpoint({
  ...api.balanceChoose,
  summary: "The top-up amounts the card's promoter offers, with their bonus, and the limits of a custom amount",
  tag: 'wallet',
  access: 'card',
  data: z.object({
    options: z.array(z.object({ amountFen: fenSchema, bonusFen: fenSchema })),
    /** Null when the promoter takes only the listed amounts. */
    custom: z.object({ minFen: fenSchema, maxFen: fenSchema }).nullable(),
    balanceFen: fenSchema,
    /** What the card owes; a top-up pays it first. */
    arrearsFen: fenSchema,
    paymentTypes: z.array(paymentTypeSchema),
  }),
});

export const createBalanceOrder = defineEndpoint({
  ...api.createBalanceOrder,
  summary: 'Order a top-up of a listed or custom amount; it is paid online with iotOrderPay. Card gate (REALNAME_GATED_ACTIONS): a card with needAuth is refused with REALNAME_REQUIRED_CODE (35001), one that must bind a mobile first (bindPhoneMode required, none bound) with BIND_PHONE_REQUIRED_CODE (35002), for a top-up above REALNAME_FREE_RECHARGE_FEN (¥30 per top-up)',
  tag: 'wallet',
  access: 'card',
  body: z.object({
    amountFen: z
      .number({ error: FieldText.amountRequired })
      .int(FieldText.amount)
      .positive(FieldText.amount)
      .max(RECHARGE_MAX_FEN, FieldText.amountTooLarge),
    idempotencyKey: idempotencyKeySchema,
  }),
  data: iotOrderSchema,
});

export const iotOrderPay = defineEndpoint({
  ...api.iotOrderPay,
  summary: "Start paying an unpaid order of the session's card online; answers where the browser goes to pay",
  tag: 'wallet',
  access: 'card',
  body: z.object({ orderSn: orderSnSchema, paymentType: paymentTypeSchema, idempotencyKey: idempotencyKeySchema }),
  data: z.object({ paymentSn: z.string(), payUrl: z.string(), amountFen: fenSchema }),
});

export const iotOrderDetail = defineEndpoint({
  ...api.iotOrderDetail,
  summary: "One order of the session's card; another card's order is 'not found'",
  tag: 'wallet',
  access: 'card',
  query: z.object({ orderSn: orderSnSchema }),
  data: iotOrderSchema,
});

export const iotOrderList = defineEndpoint({
  ...api.iotOrderList,
  summary: "Every order of the session's card, of every kind, newest first",
  tag: 'wallet',
  access: 'card',
  query: z.object({ kind: z.enum(['all', ...IOT_ORDER_KINDS], { error: FieldText.orderKind }).default('all'), ...pageParams(20) }),
  data: pagedData(iotOrderSchema),
});

export const simBalanceList = defineEndpoint({
  ...api.simBalanceList,
  summary: "The card's top-ups with their payment state, newest first",
  tag: 'wallet',
  access: 'card',
  query: z.object(pageParams(20)),
  data: pagedData(iotOrderSchema),
});

export const simBalanceLogList = defineEndpoint({
  ...api.simBalanceLogList,
  summary: "The card's balance ledger: every change with its reason and the balance after, newest first",
  tag: 'wallet',
  access: 'card',
  query: z.object(pageParams(50)),
  data: pagedData(
    z.object({
      id: z.number().int(),
      reason: z.enum(BALANCE_REASONS),
      /** Signed: a credit is positive, a charge negative. */
      amountFen: fenSchema,
      balanceAfterFen: fenSchema,
      orderSn: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});

export const packageChoose = defineEndpoint({
  ...api.packageChoose,
  summary: "The packages on sale to the card (its operator and promoter), grouped by kind",
  tag: 'wallet',
  access: 'card',
  data: z.array(z.object({ kind: z.enum(PACKAGE_KINDS), packages: z.array(packageOfferSchema) })),
});

export const packageDetails = defineEndpoint({
  ...api.packageDetails,
  summary: 'One package on sale to the card, with what paying for it needs: balance, pay password, coupons, payment types',
  tag: 'wallet',
  access: 'card',
  query: z.object({ id: packageIdParam }),
  data: z.object({
    offer: packageOfferSchema,
    balanceFen: fenSchema,
    payPassword: payPasswordStateSchema,
    /** The card's coupons that this price meets, best first. */
    coupons: z.array(ownedCouponSchema),
    paymentTypes: z.array(paymentTypeSchema),
    /** When the card's current cycle ends, where a next-cycle package starts. */
    cycleEndsAt: z.string().nullable(),
  }),
});

export const buyPackage = defineEndpoint({
  ...api.buyPackage,
  summary: 'Buy a package: from the balance (with the pay password when set), or as an order paid online with iotOrderPay. Card gate (REALNAME_GATED_ACTIONS): a card with needAuth is refused with REALNAME_REQUIRED_CODE (35001), one that must bind a mobile first (bindPhoneMode required, none bound) with BIND_PHONE_REQUIRED_CODE (35002)',
  tag: 'wallet',
  access: 'card',
  body: z.object({
    packageId: packageIdParam,
    effect: z.enum(PACKAGE_EFFECTS, { error: FieldText.effect }),
    couponId: couponIdParam.optional(),
    ...cardPayFields,
  }),
  data: iotOrderSchema,
});

export const closeVolumePackage = defineEndpoint({
  ...api.closeVolumePackage,
  summary: "Stop the card's volume package: use is billed no further",
  tag: 'wallet',
  access: 'card',
  data: z.null(),
});

export const renewPackageOption = defineEndpoint({
  ...api.renewPackageOption,
  summary: 'The packages the card may renew with each cycle, and the one chosen',
  tag: 'wallet',
  access: 'card',
  data: z.object({
    options: z.array(packageOfferSchema),
    /** The package renewed at the end of each cycle; null when renewal is off. */
    packageId: z.number().int().nullable(),
    /** When the next renewal is due: the end of the current cycle. */
    renewAt: z.string().nullable(),
    balanceFen: fenSchema,
  }),
});

export const simUpdateRenewPackage = defineEndpoint({
  ...api.simUpdateRenewPackage,
  summary: 'Choose the package renewed from the balance at the end of each cycle, or turn renewal off (null). Card gate (REALNAME_GATED_ACTIONS): a card with needAuth is refused with REALNAME_REQUIRED_CODE (35001), one that must bind a mobile first (bindPhoneMode required, none bound) with BIND_PHONE_REQUIRED_CODE (35002) (turning renewal off stays open); the renewal job skips a gated card',
  tag: 'wallet',
  access: 'card',
  body: z.object({ packageId: packageIdParam.nullable() }),
  data: z.object({ packageId: z.number().int().nullable(), renewAt: z.string().nullable() }),
});

export const payPassCode = defineEndpoint({
  ...api.payPassCode,
  summary: "Send the code that proves the holder, to the card's bound mobile, before the pay password is set or changed",
  tag: 'wallet',
  access: 'card',
  data: z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int(), boundMobile: z.string() }),
});

export const simUpdatePayPass = defineEndpoint({
  ...api.simUpdatePayPass,
  summary: 'Set or change the 6-digit pay password, proven by the code sent to the bound mobile; weak ones are refused',
  tag: 'wallet',
  access: 'card',
  body: z.object({ code: smsCodeSchema, password: payPasswordSchema }),
  data: payPasswordStateSchema,
});
