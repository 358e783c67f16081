import { z } from 'zod';
import { api } from '../api';
import { inLocales } from '../constants';
import { defineEndpoint } from '../endpoint';
import { idCardSchema, mobileSchema } from '../fields';
import { defineMessages, schemaTexts } from '../messages';
import { ADDRESS_DETAIL_LENGTH, BUYER_NAME_LENGTH, BUYER_NAME_PATTERN } from '../orders/rules';
import { CLOSE_REASONS, ORDER_KINDS, ORDER_STATUSES, PAY_STATES } from '../orders/status';
import { intParam, pagedData, pageParams, ParamName, regionCodeSchema } from '../params';
import { orderSnSchema, shopSessionSchema, smsCodeSchema } from './auth';
import { paymentTypeSchema, promoCodeSchema } from './hk';
import { operatorSchema } from './numbers';

const { min: NAME_MIN, max: NAME_MAX } = BUYER_NAME_LENGTH;
const { min: DETAIL_MIN, max: DETAIL_MAX } = ADDRESS_DETAIL_LENGTH;

export const OrderFieldMessage = /* @__PURE__ */ defineMessages('field.orders', {
  idempotencyKeyMissing: inLocales('缺少请求编号', '缺少請求編號', 'The request number is missing', 'Le numéro de requête manque', 'Falta el número de solicitud'),
  idempotencyKey: inLocales(
    '请求编号须为 16-64 位字母、数字、_ 或 -',
    '請求編號須為 16-64 位字母、數字、_ 或 -',
    'The request number must be 16 to 64 letters, digits, _ or -',
    'Le numéro de requête doit compter de 16 à 64 lettres, chiffres, _ ou -',
    'El número de solicitud debe tener de 16 a 64 letras, dígitos, _ o -',
  ),
  nameRequired: inLocales('请输入姓名', '請輸入姓名', 'Please enter your name', 'Veuillez saisir votre nom', 'Introduce tu nombre'),
  nameShort: inLocales(
    `姓名至少 ${NAME_MIN} 个字`,
    `姓名至少 ${NAME_MIN} 個字`,
    `The name must have at least ${NAME_MIN} characters`,
    `Le nom doit compter au moins ${NAME_MIN} caractères`,
    `El nombre debe tener al menos ${NAME_MIN} caracteres`,
  ),
  nameLong: inLocales(
    `姓名最多 ${NAME_MAX} 个字`,
    `姓名最多 ${NAME_MAX} 個字`,
    `The name may have at most ${NAME_MAX} characters`,
    `Le nom peut compter au plus ${NAME_MAX} caractères`,
    `El nombre puede tener como máximo ${NAME_MAX} caracteres`,
  ),
  nameChars: inLocales(
    '姓名只能包含汉字、字母和间隔号',
    '姓名只能包含漢字、字母和間隔號',
    'The name may only hold Chinese characters, letters and the middle dot (·)',
    'Le nom ne peut contenir que des caractères chinois, des lettres et le point médian (·)',
    'El nombre solo puede contener caracteres chinos, letras y el punto medio (·)',
  ),
  number: inLocales('号码须为 11 位数字', '號碼須為 11 位數字', 'The number must be 11 digits', 'Le numéro doit compter 11 chiffres', 'El número debe tener 11 dígitos'),
  itemKind: inLocales(
    '商品类型只能是 number 或 goods',
    '商品類型只能是 number 或 goods',
    'The item kind must be number or goods',
    "Le type d'article doit être number ou goods",
    'El tipo de artículo debe ser number o goods',
  ),
  detailRequired: inLocales('请输入详细地址', '請輸入詳細地址', 'Please enter your street address', 'Veuillez saisir votre adresse', 'Introduce tu dirección'),
  detailShort: inLocales(
    `详细地址至少 ${DETAIL_MIN} 个字`,
    `詳細地址至少 ${DETAIL_MIN} 個字`,
    `The street address must have at least ${DETAIL_MIN} characters`,
    `L'adresse doit compter au moins ${DETAIL_MIN} caractères`,
    `La dirección debe tener al menos ${DETAIL_MIN} caracteres`,
  ),
  detailLong: inLocales(
    `详细地址最多 ${DETAIL_MAX} 个字`,
    `詳細地址最多 ${DETAIL_MAX} 個字`,
    `The street address may have at most ${DETAIL_MAX} characters`,
    `L'adresse peut compter au plus ${DETAIL_MAX} caractères`,
    `La dirección puede tener como máximo ${DETAIL_MAX} caracteres`,
  ),
  agreement: inLocales(
    '请阅读并同意入网协议',
    '請閱讀並同意入網協議',
    'Please read and accept the service agreement',
    "Veuillez lire et accepter le contrat d'abonnement",
    'Lee y acepta el contrato de servicio',
  ),
});

const FieldText = schemaTexts(OrderFieldMessage);

/** Chosen by the client per attempt (a UUID); the same key replays the first answer. */
export const idempotencyKeySchema = z
  .string({ error: FieldText.idempotencyKeyMissing })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, FieldText.idempotencyKey);

/** A person's name as a buyer or a delivery address gives it. */
export const personNameSchema = z
  .string({ error: FieldText.nameRequired })
  .trim()
  .min(NAME_MIN, FieldText.nameShort)
  .max(NAME_MAX, FieldText.nameLong)
  .regex(BUYER_NAME_PATTERN, FieldText.nameChars);

export const orderItemSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('number'), number: z.string().regex(/^1\d{10}$/, FieldText.number) }),
    z.object({ kind: z.literal('goods'), goodsId: intParam(ParamName.goods, 1, 2_147_483_647) }),
  ],
  { error: FieldText.itemKind },
);

export const deliveryAddressSchema = z.object({
  provinceCode: regionCodeSchema,
  cityCode: regionCodeSchema,
  countyCode: regionCodeSchema,
  detail: z
    .string({ error: FieldText.detailRequired })
    .trim()
    .min(DETAIL_MIN, FieldText.detailShort)
    .max(DETAIL_MAX, FieldText.detailLong),
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
    buyer: z.object({ name: personNameSchema, idCard: idCardSchema, mobile: mobileSchema, smsCode: smsCodeSchema }),
    address: deliveryAddressSchema,
    agreeAgreement: z.literal(true, { error: FieldText.agreement }),
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
