import { z } from 'zod';
import { api } from '../api';
import { inLocales } from '../constants';
import { defineEndpoint } from '../endpoint';
import { configLinkSchema, imageAddressSchema } from '../fields';
import { defineMessages, schemaTexts } from '../messages';

export const HkFieldMessage = /* @__PURE__ */ defineMessages('field.hk', {
  promoCode: inLocales(
    '推广码只能包含字母、数字、下划线和短横线，最长 32 位',
    '推廣碼只能包含字母、數字、底線和連字號，最長 32 位',
    'The promo code may only hold letters, digits, underscores and hyphens, up to 32 characters',
    "Le code promo ne peut contenir que des lettres, des chiffres, des tirets bas et des traits d'union, 32 caractères au plus",
    'El código promocional solo puede contener letras, dígitos, guiones bajos y guiones, hasta 32 caracteres',
  ),
  event: inLocales(
    '事件名只能包含字母、数字和 _ . : -',
    '事件名只能包含字母、數字和 _ . : -',
    'The event name may only hold letters, digits and _ . : -',
    "Le nom d'événement ne peut contenir que des lettres, des chiffres et _ . : -",
    'El nombre del evento solo puede contener letras, dígitos y _ . : -',
  ),
});

const FieldText = schemaTexts(HkFieldMessage);

export const promoCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, FieldText.promoCode);

/** A menu entry of a promoter's settings. */
const linkItem = z.object({ title: z.string(), icon: z.string(), link: configLinkSchema });

export const carouselItem = z.object({
  image: z.string(),
  link: z.string().optional(),
  title: z.string().optional(),
});

/** Payment channels a promoter may show (spec 3 showPaymentType). */
export const paymentTypeSchema = z.enum(['wechat', 'alipay']);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

export const frontConfigSchema = z.object({
  title: z.string(),
  keywords: z.string(),
  description: z.string(),
  logo: imageAddressSchema,
  // Only a promoter's banners are checked here: the IoT layouts share carouselItem with inline images.
  indexCarousel: z.array(carouselItem.extend({ image: imageAddressSchema, link: configLinkSchema.optional() })),
  bottomTips: z.string(),
  ipcCode: z.string(),
  kefuUrl: configLinkSchema,
  kefuQr: imageAddressSchema,
  kefuMobile: z.string(),
  followQr: imageAddressSchema,
  shopTemplate: z.number().int(),
  fastNav: z.array(linkItem),
  suggest: z.boolean(),
  indexSearch: z.boolean(),
  indexFirstGroup: z.number().int(),
  showInviteRegister: z.boolean(),
});

export const baseConfigSchema = z.object({
  front: frontConfigSchema,
  promoCode: z.string(),
  promoName: z.string(),
  isAgent: z.boolean(),
  domain: z.string(),
  inviteCode: z.string(),
  douyinMpImId: z.string(),
  kuaishouMpImId: z.string(),
  showPaymentType: z.array(paymentTypeSchema),
  shopMenu: z.array(linkItem),
});
export type BaseConfig = z.infer<typeof baseConfigSchema>;

/** How orders are looked up: by the buyer's mobile with an SMS code, or by order number too. */
export const orderQueryModeSchema = z.enum(['sms', 'smsOrOrderSn']);

export const genericConfigSchema = z.object({
  orderQueryMode: orderQueryModeSchema,
  loginAvatar: z.string(),
  defaultPromoCode: z.string(),
});
export type GenericConfig = z.infer<typeof genericConfigSchema>;

export const baseConfig = defineEndpoint({
  ...api.baseConfig,
  summary: "A promoter's storefront configuration; the default promoter when no promo code is given",
  tag: 'hk',
  access: 'public',
  query: z.object({ promoCode: promoCodeSchema.optional() }),
  data: baseConfigSchema,
});

export const genericConfig = defineEndpoint({
  ...api.genericConfig,
  summary: 'Settings shared by every promoter',
  tag: 'hk',
  access: 'public',
  data: genericConfigSchema,
});

export const pointEventSchema = z.object({
  event: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_.:-]+$/, FieldText.event),
  promoCode: promoCodeSchema.optional(),
  page: z.string().max(512).optional(),
  props: z.record(z.string().max(64), z.union([z.string().max(512), z.number(), z.boolean()])).optional(),
});

export const pointReport = defineEndpoint({
  ...api.pointReport,
  summary: 'Record an analytics event (page view, click, was-this-helpful)',
  tag: 'hk',
  access: 'public',
  body: pointEventSchema,
  data: z.null(),
});
