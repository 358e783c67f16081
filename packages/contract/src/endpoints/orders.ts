import { z } from 'zod';
import { api } from '../api';
import { defineEndpoint } from '../endpoint';
import { idCardSchema, mobileSchema } from '../fields';
import { ADDRESS_DETAIL_LENGTH, BUYER_NAME_LENGTH, BUYER_NAME_PATTERN } from '../orders/rules';
import { CLOSE_REASONS, ORDER_KINDS, ORDER_STATUSES, PAY_STATES } from '../orders/status';
import { intParam, pagedData, pageParams, regionCodeSchema } from '../params';
import { orderSnSchema, shopSessionSchema, smsCodeSchema } from './auth';
import { paymentTypeSchema, promoCodeSchema } from './hk';
import { operatorSchema } from './numbers';

/** Chosen by the client per attempt (a UUID); the same key replays the first answer. */
export const idempotencyKeySchema = z
  .string({ error: '缺少请求编号' })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, '请求编号须为 16-64 位字母、数字、_ 或 -');

const nameSchema = z
  .string({ error: '请输入姓名' })
  .trim()
  .min(BUYER_NAME_LENGTH.min, `姓名至少 ${BUYER_NAME_LENGTH.min} 个字`)
  .max(BUYER_NAME_LENGTH.max, `姓名最多 ${BUYER_NAME_LENGTH.max} 个字`)
  .regex(BUYER_NAME_PATTERN, '姓名只能包含汉字、字母和间隔号');

export const orderItemSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('number'), number: z.string().regex(/^1\d{10}$/, '号码须为 11 位数字') }),
    z.object({ kind: z.literal('goods'), goodsId: intParam('商品', 1, 2_147_483_647) }),
  ],
  { error: '商品类型只能是 number 或 goods' },
);

export const deliveryAddressSchema = z.object({
  provinceCode: regionCodeSchema,
  cityCode: regionCodeSchema,
  countyCode: regionCodeSchema,
  detail: z
    .string({ error: '请输入详细地址' })
    .trim()
    .min(ADDRESS_DETAIL_LENGTH.min, `详细地址至少 ${ADDRESS_DETAIL_LENGTH.min} 个字`)
    .max(ADDRESS_DETAIL_LENGTH.max, `详细地址最多 ${ADDRESS_DETAIL_LENGTH.max} 个字`),
});

export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const orderSummarySchema = z.object({
  orderSn: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: orderStatusSchema,
  /** The number (11 digits) or the product's name. */
  title: z.string(),
  number: z.string().nullable(),
  goodsId: z.number().int().nullable(),
  cover: z.string(),
  operator: operatorSchema,
  priceFen: z.number().int(),
  planFen: z.number().int(),
  amountFen: z.number().int(),
  createdAt: z.string(),
  /** When an unpaid order closes and releases its hold; null once paid or closed. */
  expiresAt: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  buyer: z.object({ name: z.string(), idCard: z.string(), mobile: z.string() }).describe('masked'),
  address: z.object({ regionText: z.string(), detail: z.string() }),
  paymentType: paymentTypeSchema.nullable(),
  /** Payment channels the order's promoter offers. */
  paymentTypes: z.array(paymentTypeSchema),
  /** The latest payment attempt's state, so a declined payment shows as such; null before the first. */
  payState: z.enum(PAY_STATES).nullable(),
  paidAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  closeReason: z.enum(CLOSE_REASONS).nullable(),
  logistics: z.object({ carrier: z.string(), trackingNo: z.string() }).nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderCreate = defineEndpoint({
  ...api.orderCreate,
  summary: 'Order a number (held atomically: 32001 if taken) or a product (stock taken: 30001 if sold out); the SMS code proves the contact mobile and opens a shop session',
  tag: 'orders',
  access: 'public',
  body: z.object({
    idempotencyKey: idempotencyKeySchema,
    promoCode: promoCodeSchema.optional(),
    item: orderItemSchema,
    buyer: z.object({ name: nameSchema, idCard: idCardSchema, mobile: mobileSchema, smsCode: smsCodeSchema }),
    address: deliveryAddressSchema,
    agreeAgreement: z.literal(true, { error: '请阅读并同意入网协议' }),
  }),
  data: z.object({ order: orderDetailSchema, session: shopSessionSchema }),
});

export const orderList = defineEndpoint({
  ...api.orderList,
  summary: "The session buyer's orders, newest first, by status",
  tag: 'orders',
  access: 'shop',
  query: z.object({ status: z.enum(['all', ...ORDER_STATUSES]).default('all'), ...pageParams(20) }),
  data: pagedData(orderSummarySchema),
});

export const orderDetail = defineEndpoint({
  ...api.orderDetail,
  summary: "One order of the session's buyer; another buyer's order is 'not found'",
  tag: 'orders',
  access: 'shop',
  query: z.object({ orderSn: orderSnSchema }),
  data: orderDetailSchema,
});

export const orderCancel = defineEndpoint({
  ...api.orderCancel,
  summary: 'Cancel an unpaid order and release its number or stock',
  tag: 'orders',
  access: 'shop',
  body: z.object({ orderSn: orderSnSchema }),
  data: orderDetailSchema,
});

export const logisticsEventSchema = z.object({ at: z.string(), text: z.string(), location: z.string() });

export const orderLogistics = defineEndpoint({
  ...api.orderLogistics,
  summary: "The delivery's tracking timeline from the carrier, newest first",
  tag: 'orders',
  access: 'shop',
  query: z.object({ orderSn: orderSnSchema }),
  data: z.object({
    orderSn: z.string(),
    carrier: z.string(),
    trackingNo: z.string(),
    delivered: z.boolean(),
    events: z.array(logisticsEventSchema),
  }),
});
