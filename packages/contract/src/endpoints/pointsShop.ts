import { z } from 'zod';
import { api } from '../api';
import { inLocales } from '../constants';
import { defineEndpoint } from '../endpoint';
import { PAY_WITH } from '../iot/wallet';
import { SHOP_DELIVERIES, SHOP_GOODS_KINDS, SHOP_ORDER_MAX_QUANTITY, SHOP_ORDER_STATUSES, SHOP_ORDER_TAB_NAMES } from '../iot/points';
import { defineMessages, schemaTexts } from '../messages';
import { intParam, pagedData, pageParams, ParamName } from '../params';
import { simAddressSchema } from './addresses';
import { orderSnSchema } from './auth';
import { paymentTypeSchema } from './hk';
import { idempotencyKeySchema } from './orders';
import { cardPaymentSchema, iotOrderSchema, payPasswordSchema } from './wallet';

export const PointsShopFieldMessage = /* @__PURE__ */ defineMessages('field.pointsShop', {
  delivery: inLocales(
    '收货方式只能是快递配送、门店自提或直充到卡',
    '收貨方式只能是快遞配送、門店自取或直充到卡',
    'Choose delivery, a pick-up point or credit to the card',
    'Choisissez la livraison, un point de retrait ou le crédit sur la carte',
    'Elige envío, punto de recogida o abono a la tarjeta',
  ),
  payWith: inLocales(
    '支付方式只能是余额支付或在线支付',
    '支付方式只能是餘額支付或線上支付',
    'Pay either from the balance or online',
    'Payez avec le solde ou en ligne',
    'Paga con el saldo o en línea',
  ),
  tab: inLocales(
    '订单分类只能是全部、待支付、待收货、已完成或已取消',
    '訂單分類只能是全部、待支付、待收貨、已完成或已取消',
    'The order tab is all, to pay, to receive, completed or cancelled',
    "L'onglet est toutes, à payer, à recevoir, terminées ou annulées",
    'La pestaña es todos, por pagar, por recibir, completados o cancelados',
  ),
});

const FieldText = schemaTexts(PointsShopFieldMessage);
const fenSchema = z.number().int();
const idParam = (name: Parameters<typeof intParam>[0]) => intParam(name, 1, 2_147_483_647);

/** A points shop item as the shop's grid shows it: its price in points, plus cash when it has a cash part. */
export const shopGoodsCardSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SHOP_GOODS_KINDS),
  name: z.string(),
  cover: z.string(),
  points: z.number().int(),
  /** The cash part of the price; 0 for an item priced in points alone. */
  cashFen: fenSchema,
  /** What it sells for elsewhere, shown struck through; null when not given. */
  marketFen: fenSchema.nullable(),
  stock: z.number().int(),
});
export type ShopGoodsCard = z.infer<typeof shopGoodsCardSchema>;

/** A place the promoter's physical items can be collected from. */
export const pickupPointSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Province, city, county and street as one text. */
  address: z.string(),
  mobile: z.string(),
  hours: z.string(),
});
export type PickupPoint = z.infer<typeof pickupPointSchema>;

export const integralShopIndex = defineEndpoint({
  ...api.integralShopIndex,
  summary: "The card's promoter's points shop: banners, categories and a page of items (of one category, when given), with the card's points",
  tag: 'pointsShop',
  access: 'card',
  query: z.object({ categoryId: idParam(ParamName.category).optional(), ...pageParams(50) }),
  data: z.object({
    integral: z.number().int(),
    banners: z.array(z.object({ image: z.string(), link: z.string() })),
    categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
    goods: pagedData(shopGoodsCardSchema),
  }),
});

export const shopGoodsDetailSchema = shopGoodsCardSchema.extend({
  images: z.array(z.string()),
  description: z.string(),
  /** What a virtual item puts on the card, in the reader's locale ("10GB 30 天", "3 张 ¥5 优惠券", "¥10"). */
  gives: z.string().nullable(),
  /** Most one card may buy of it, over all its orders not cancelled; null: no limit. */
  limitPerCard: z.number().int().nullable(),
  /** How many this card has bought (orders not cancelled or closed). */
  boughtByCard: z.number().int(),
  /** How many this card may buy now: the limit left, the stock and the points allow. */
  canBuy: z.number().int(),
  /** How it reaches the holder: `card` for a virtual item; `express` and, where the promoter has pick-up points, `pickup` for a physical one. */
  deliveries: z.array(z.enum(SHOP_DELIVERIES)),
});
export type ShopGoodsDetail = z.infer<typeof shopGoodsDetailSchema>;

export const integralShopGoodsDetails = defineEndpoint({
  ...api.integralShopGoodsDetails,
  summary: "One item of the card's promoter's points shop, with what this card may buy of it and what paying its cash part needs",
  tag: 'pointsShop',
  access: 'card',
  query: z.object({ goodsId: idParam(ParamName.goods) }),
  data: z.object({ goods: shopGoodsDetailSchema, integral: z.number().int(), payment: cardPaymentSchema }),
});

export const goodsShopStore = defineEndpoint({
  ...api.goodsShopStore,
  summary: "The pick-up points a physical item of the card's promoter can be collected from (none: delivery only)",
  tag: 'pointsShop',
  access: 'card',
  query: z.object({ goodsId: idParam(ParamName.goods) }),
  data: z.array(pickupPointSchema),
});

/** A points shop order as its list shows it. */
export const shopOrderSummarySchema = z.object({
  orderSn: z.string(),
  status: z.enum(SHOP_ORDER_STATUSES),
  goodsId: z.number().int(),
  kind: z.enum(SHOP_GOODS_KINDS),
  /** The item's name and cover as they were when ordered, in the reader's locale where it still exists. */
  goodsName: z.string(),
  cover: z.string(),
  quantity: z.number().int(),
  /** What the whole order costs: points, and the cash part (0 without one). */
  points: z.number().int(),
  cashFen: fenSchema,
  delivery: z.enum(SHOP_DELIVERIES),
  /** Until when an unpaid order waits for its cash part. */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ShopOrderSummary = z.infer<typeof shopOrderSummarySchema>;

/** A parcel's journey as the courier tells it, newest event first. */
export const shopTrackingSchema = z.object({
  carrier: z.string(),
  trackingNo: z.string(),
  delivered: z.boolean(),
  events: z.array(z.object({ at: z.string(), text: z.string(), location: z.string() })),
});

export const shopOrderSchema = shopOrderSummarySchema.extend({
  /** Where a shipped order goes, as it was when ordered. */
  address: simAddressSchema.omit({ id: true, isDefault: true }).nullable(),
  pickupPoint: pickupPointSchema.nullable(),
  /** What the holder shows at the pick-up point. */
  pickupCode: z.string().nullable(),
  /** What a virtual item put on the card, in the reader's locale. */
  gives: z.string().nullable(),
  /** The card order of the cash part, paid from the balance or online; null without one. */
  cashOrder: iotOrderSchema.nullable(),
  tracking: shopTrackingSchema.nullable(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;

/** How an order's cash part is paid: from the balance (with the pay password when set) or online; not asked when there is none. */
const cashPayFields = {
  payWith: z.enum(PAY_WITH, { error: FieldText.payWith }).optional(),
  payPassword: payPasswordSchema.optional(),
  idempotencyKey: idempotencyKeySchema,
};

export const buyShopGoods = defineEndpoint({
  ...api.buyShopGoods,
  summary:
    'Buy a points shop item: its points are taken at once; a cash part is paid from the balance, or online with iotOrderPay on `cashOrder`; a virtual item is credited at once',
  tag: 'pointsShop',
  access: 'card',
  body: z.object({
    goodsId: idParam(ParamName.goods),
    quantity: intParam(ParamName.quantity, 1, SHOP_ORDER_MAX_QUANTITY).default(1),
    delivery: z.enum(SHOP_DELIVERIES, { error: FieldText.delivery }),
    /** One of the card's addresses, for `express`. */
    addressId: idParam(ParamName.address).optional(),
    /** One of the item's pick-up points, for `pickup`. */
    pickupPointId: idParam(ParamName.pickupPoint).optional(),
    ...cashPayFields,
  }),
  data: shopOrderSchema,
});

export const shopOrderList = defineEndpoint({
  ...api.shopOrderList,
  summary: "The card's points shop orders of one tab, newest first",
  tag: 'pointsShop',
  access: 'card',
  query: z.object({ tab: z.enum(SHOP_ORDER_TAB_NAMES, { error: FieldText.tab }).default('all'), ...pageParams(50) }),
  data: pagedData(shopOrderSummarySchema),
});

export const shopOrderDetails = defineEndpoint({
  ...api.shopOrderDetails,
  summary: "One of the card's points shop orders, with its cash part, its parcel's tracking and what paying the cash part again needs",
  tag: 'pointsShop',
  access: 'card',
  query: z.object({ orderSn: orderSnSchema }),
  data: shopOrderSchema.extend({ payment: cardPaymentSchema }),
});

export const cancelShopOrder = defineEndpoint({
  ...api.cancelShopOrder,
  summary: 'Cancel an unpaid points shop order: its points come back once and its stock is restored',
  tag: 'pointsShop',
  access: 'card',
  body: z.object({ orderSn: orderSnSchema }),
  data: shopOrderSchema,
});

export const repayShopOrder = defineEndpoint({
  ...api.repayShopOrder,
  summary: "Pay an unpaid order's cash part again: from the balance now, or online (answers where the browser goes to pay)",
  tag: 'pointsShop',
  access: 'card',
  body: z.object({
    orderSn: orderSnSchema,
    payWith: z.enum(PAY_WITH, { error: FieldText.payWith }),
    payPassword: payPasswordSchema.optional(),
    /** Required to pay online. */
    paymentType: paymentTypeSchema.optional(),
    idempotencyKey: idempotencyKeySchema,
  }),
  data: z.object({ order: shopOrderSchema, payUrl: z.string().nullable() }),
});
