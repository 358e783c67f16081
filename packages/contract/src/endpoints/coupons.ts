import { z } from 'zod';
import { api } from '../api';
import { inLocales } from '../constants';
import { defineEndpoint } from '../endpoint';
import { COIN_REASONS, COUPON_CODE_PATTERN, COUPON_STATES } from '../iot/perks';
import { defineMessages, schemaTexts } from '../messages';
import { intParam, pagedData, pageParams, ParamName } from '../params';
import { idempotencyKeySchema } from './orders';
import { cardPayFields, cardPaymentSchema, iotOrderSchema, ownedCouponSchema } from './wallet';

export const CouponFieldMessage = /* @__PURE__ */ defineMessages('field.coupon', {
  codeRequired: inLocales('请输入兑换码', '請輸入兌換碼', 'Please enter the exchange code', "Veuillez saisir le code d'échange", 'Introduce el código de canje'),
  code: inLocales(
    '兑换码为 6-32 位字母、数字或短横线',
    '兌換碼為 6-32 位字母、數字或短橫線',
    'An exchange code is 6 to 32 letters, digits or dashes',
    "Un code d'échange compte 6 à 32 lettres, chiffres ou tirets",
    'Un código de canje tiene de 6 a 32 letras, números o guiones',
  ),
  exchangeBy: inLocales(
    '请选择用兑换码或券币兑换',
    '請選擇用兌換碼或券幣兌換',
    'Exchange either a code or coupon coin',
    "Échangez un code ou des pièces de coupon",
    'Canjea un código o monedas de cupón',
  ),
  couponState: inLocales(
    '优惠券状态只能是未使用、已使用或已过期',
    '優惠券狀態只能是未使用、已使用或已過期',
    'A coupon is unused, used or expired',
    'Un coupon est non utilisé, utilisé ou expiré',
    'Un cupón está sin usar, usado o caducado',
  ),
});

const FieldText = schemaTexts(CouponFieldMessage);
const fenSchema = z.number().int();
const packIdParam = intParam(ParamName.couponPack, 1, 2_147_483_647);

/** What one coupon of a pack is worth and where it applies. */
const couponTermsSchema = z.object({
  valueFen: fenSchema,
  thresholdFen: fenSchema,
  /** Days it stays valid from when it is received. */
  validDays: z.number().int(),
  /** The packages it applies to, in the reader's locale; empty: every package. */
  packages: z.array(z.string()),
});

/** Coupons a promoter sells together: `count` coupons of the same terms, for money or coupon coin. */
export const couponPackSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  count: z.number().int(),
  coupon: couponTermsSchema,
  /** Its price in money; null when it is only exchanged for coin. */
  priceFen: fenSchema.nullable(),
  /** The price before the promoter's discount, when there is one. */
  originalFen: fenSchema.nullable(),
  /** Its price in coupon coin; null when it is only sold for money. */
  coinCost: z.number().int().nullable(),
});
export type CouponPack = z.infer<typeof couponPackSchema>;

export const couponChoose = defineEndpoint({
  ...api.couponChoose,
  summary: "The coupon packs the card's promoter sells, with what paying for one needs",
  tag: 'coupons',
  access: 'card',
  data: cardPaymentSchema.extend({
    packs: z.array(couponPackSchema),
    /** The promoter asks this card to buy a pack first (it clears once one is bought). */
    needBuyCoupon: z.boolean(),
  }),
});

export const createCouponOrder = defineEndpoint({
  ...api.createCouponOrder,
  summary: 'Buy a coupon pack: from the balance (with the pay password when set), or as an order paid online with iotOrderPay',
  tag: 'coupons',
  access: 'card',
  body: z.object({ packId: packIdParam, ...cardPayFields }),
  data: iotOrderSchema,
});

export const simCouponList = defineEndpoint({
  ...api.simCouponList,
  summary: "The card's coupons in one state, the soonest to expire first (used ones newest first)",
  tag: 'coupons',
  access: 'card',
  query: z.object({ state: z.enum(COUPON_STATES, { error: FieldText.couponState }).default('unused'), ...pageParams(50) }),
  data: pagedData(ownedCouponSchema),
});

export const couponExchangeList = defineEndpoint({
  ...api.couponExchangeList,
  summary: "The coupon packs the card's coupon coin buys, and the coin it has",
  tag: 'coupons',
  access: 'card',
  data: z.object({ couponCoin: z.number().int(), packs: z.array(couponPackSchema) }),
});

export const exchangeCoupon = defineEndpoint({
  ...api.exchangeCoupon,
  summary: 'Exchange a code (once across all cards) or coupon coin for coupons; wrong codes are limited per card and address',
  tag: 'coupons',
  access: 'card',
  body: z.discriminatedUnion(
    'by',
    [
      z.object({ by: z.literal('code'), code: z.string({ error: FieldText.codeRequired }).trim().regex(COUPON_CODE_PATTERN, FieldText.code), idempotencyKey: idempotencyKeySchema }),
      z.object({ by: z.literal('coin'), packId: packIdParam, idempotencyKey: idempotencyKeySchema }),
    ],
    { error: FieldText.exchangeBy },
  ),
  data: z.object({ coupons: z.array(ownedCouponSchema), couponCoin: z.number().int() }),
});

export const couponCoinLogList = defineEndpoint({
  ...api.couponCoinLogList,
  summary: "The card's coupon coin ledger: every change with its reason and the coin after, newest first",
  tag: 'coupons',
  access: 'card',
  query: z.object(pageParams(50)),
  data: pagedData(
    z.object({
      id: z.number().int(),
      reason: z.enum(COIN_REASONS),
      /** Signed: coin received is positive, coin spent negative. */
      amount: z.number().int(),
      balanceAfter: z.number().int(),
      /** What the coin bought, in the reader's locale, for an exchange. */
      packName: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
