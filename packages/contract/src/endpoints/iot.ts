import { z } from 'zod';
import { api } from '../api';
import { inLocales } from '../constants';
import { defineEndpoint } from '../endpoint';
import { CARD_LOGIN_MODES } from '../iot/status';
import { PACKAGE_KINDS, SIM_PACKAGE_STATES } from '../iot/wallet';
import { defineMessages, schemaTexts } from '../messages';
import { carouselItem, promoCodeSchema } from './hk';
import { smsCodeSchema } from './auth';
import { usageAlertSchema } from './usage';

export const IotFieldMessage = /* @__PURE__ */ defineMessages('field.iot', {
  simNoRequired: inLocales('请输入卡号', '請輸入卡號', 'Please enter the card number', 'Veuillez saisir le numéro de carte', 'Introduce el número de tarjeta'),
  simNo: inLocales(
    '卡号格式不正确，请输入 ICCID 或 11-13 位卡号',
    '卡號格式不正確，請輸入 ICCID 或 11-13 位卡號',
    'This card number is not in the right format: enter the ICCID or the 11 to 13-digit card number',
    "Ce numéro de carte n'a pas le bon format : saisissez l'ICCID ou le numéro de carte à 11 à 13 chiffres",
    'Este número de tarjeta no tiene el formato correcto: introduce el ICCID o el número de tarjeta de 11 a 13 dígitos',
  ),
  passwordRequired: inLocales('请输入卡密码', '請輸入卡密碼', 'Please enter the card password', 'Veuillez saisir le mot de passe de la carte', 'Introduce la contraseña de la tarjeta'),
  password: inLocales(
    '卡密码为 6 位数字',
    '卡密碼為 6 位數字',
    'The card password is 6 digits',
    'Le mot de passe de la carte compte 6 chiffres',
    'La contraseña de la tarjeta tiene 6 dígitos',
  ),
  agreement: inLocales(
    '请阅读并同意用户协议',
    '請閱讀並同意用戶協議',
    'Please read and accept the user agreement',
    "Veuillez lire et accepter le contrat d'utilisation",
    'Lee y acepta el acuerdo de usuario',
  ),
  protocolType: inLocales(
    '协议类型只能是 service 或 taskRule',
    '協議類型只能是 service 或 taskRule',
    'The agreement type must be service or taskRule',
    'Le type de contrat doit être service ou taskRule',
    'El tipo de acuerdo debe ser service o taskRule',
  ),
});

const FieldText = schemaTexts(IotFieldMessage);

/** A card number as holders type it: the ICCID (19–20 characters) or the line's 11–13 digit number. */
export const simNoSchema = z
  .string({ error: FieldText.simNoRequired })
  .trim()
  .toUpperCase()
  .regex(/^(\d{11,13}|89[0-9A-F]{17,18})$/, FieldText.simNo);

export const cardPasswordSchema = z.string({ error: FieldText.passwordRequired }).regex(/^\d{6}$/, FieldText.password);

/** A band as the SIM home shows it; its password only through the device area, after a proof. */
const wifiBand = z.object({
  name: z.string(),
  encryption: z.string(),
  switch: z.boolean(),
  show: z.boolean(),
  connCount: z.number().int(),
  maxConnCount: z.number().int(),
});

const paidOrder = z.object({
  id: z.number().int(),
  simId: z.number().int(),
  uuid: z.string(),
  orderSn: z.string(),
  placeType: z.number().int(),
  /** Fen. */
  actualPayMoney: z.number().int(),
  logo: z.string(),
  /** Fen. */
  packagePrice: z.number().int(),
  privileges: z.object({ gi: z.string(), items: z.array(z.object({ title: z.string(), icon: z.string() })) }),
  startAt: z.string(),
  endAt: z.string(),
  validTag: z.boolean(),
  refundAt: z.string().nullable(),
  refundRemark: z.string(),
  refundType: z.number().int().nullable(),
  remark: z.string(),
  status: z.number().int(),
  updatedAt: z.string(),
  createdAt: z.string(),
});

/** Spec 3 "Vip order": a membership the card bought, in force from `startAt` to `endAt`. */
export const vipOrderSchema = paidOrder.extend({ vipId: z.number().int(), vipName: z.string() });
export type VipOrder = z.infer<typeof vipOrderSchema>;

/** Spec 3 "Accelerate order": a speed add-on the card bought, the line at `speedCode` from `startAt` to `endAt`. */
export const accelerateOrderSchema = paidOrder.extend({ accelerateId: z.number().int(), accelerateName: z.string(), speedCode: z.string() });
export type AccelerateOrder = z.infer<typeof accelerateOrderSchema>;

/** Spec 3 "SIM info". Money in fen, data in MB, points and coin as whole numbers. */
export const simInfoSchema = z.object({
  simNo: z.string(),
  iccid: z.string(),
  imsi: z.string(),
  imei: z.string(),
  mobile: z.string(),
  balance: z.number().int(),
  arrearsBalance: z.number().int(),
  integral: z.number().int(),
  couponCoin: z.number().int(),
  simStatus: z.number().int(),
  authStatus: z.number().int(),
  authPlatformStatus: z.number().int(),
  internetStatus: z.number().int(),
  onlineStatus: z.number().int(),
  cancelStatus: z.number().int(),
  replaceStatus: z.number().int(),
  totalFlow: z.number().int(),
  useFlow: z.number().int(),
  surplusFlow: z.number().int(),
  /** Time left on the plan, in `surplusUnit` (1 days, 2 months, 3 years; 20 or more means lifetime). */
  surplusTime: z.number().int(),
  surplusUnit: z.number().int(),
  status: z.number().int(),
  endAt: z.string().nullable(),
  lastRobinAt: z.string().nullable(),
  createdAt: z.string(),
  operatorType: z.number().int(),
  needBuyCoupon: z.boolean(),
  bindPhoneMode: z.number().int(),
  /** The mobile bound to the card (codes and notices go there), masked; null when none is. `mobile` is the line's own number. */
  boundMobile: z.string().nullable(),
  apn: z.string(),
  promoCode: z.string(),
  needBuyPackage: z.boolean(),
  needAuth: z.boolean(),
  needPlatformAuth: z.boolean(),
  platformAuthType: z.number().int(),
  existPayPassword: z.boolean(),
  cardPasswordMode: z.enum(CARD_LOGIN_MODES),
  /** 2 means a Wi-Fi device. */
  sourceType: z.number().int(),
  deviceNo: z.string(),
  isInfiniteFlow: z.boolean(),
  rechargeTimes: z.number().int(),
  numbAuth: z.boolean(),
  breakRuleId: z.number().int().nullable(),
  breakTips: z.string(),
  allowRemoveBreak: z.boolean(),
  device: z
    .object({ wifiEncrypt: z.string(), band2g: wifiBand, band5g: wifiBand.nullable() })
    .nullable(),
  viceSims: z.array(z.object({ simNo: z.string(), iccid: z.string(), operatorType: z.number().int(), simStatus: z.number().int() })),
  volumePackageId: z.number().int().nullable(),
  volume: z.object({ useFlow: z.number().int(), totalMoney: z.number().int(), gPrice: z.number().int() }).nullable(),
  simShopLayout: z.object({ domain: z.string() }),
  /** The package renewed at the end of the cycle, and whether the balance covers it; null when renewal is off. */
  renewal: z
    .object({ packageId: z.number().int(), name: z.string(), priceFen: z.number().int(), renewAt: z.string().nullable(), covered: z.boolean() })
    .nullable(),
  /** The membership in force (the latest one bought); null when the card has none in force. */
  vipOrder: vipOrderSchema.nullable(),
  /** The speed add-on in force; null when the line runs at its normal speed. */
  accelerateOrder: accelerateOrderSchema.nullable(),
  /** The latest usage alert of this cycle not dismissed, shown on the SIM home; null: none. */
  usageAlert: usageAlertSchema.nullable(),
});
export type SimInfo = z.infer<typeof simInfoSchema>;

const layoutMenu = z.object({ title: z.string(), icon: z.string(), link: z.string() });

/** Spec 3 "SIM layout": the promoter's design of the SIM home and user centre. */
export const simLayoutSchema = z.object({
  name: z.string(),
  logo: z.string(),
  refreshSwitch: z.boolean(),
  packageLamp: z.boolean(),
  kefuUrl: z.string(),
  notice: z.string(),
  /** Menus shown on the home before "more" (default 10). */
  maxMenuTimes: z.number().int(),
  menus: z.array(layoutMenu),
  carousels: z.array(carouselItem),
  popup: z.object({ switch: z.boolean(), title: z.string(), content: z.string() }),
  tabBar: z.object({ switch: z.boolean(), middleBulge: z.boolean(), items: z.array(layoutMenu) }),
  user: z.object({
    elements: z.array(z.enum(['asset', 'carousel', 'service', 'vip', 'moreMenu'])),
    carousels: z.array(carouselItem),
    /** Menus shown in the user centre before "more" (default 0: all). */
    maxMenuTimes: z.number().int(),
    service: z.array(layoutMenu),
  }),
});
export type SimLayout = z.infer<typeof simLayoutSchema>;

const protocolText = z.object({ title: z.string(), paragraphs: z.array(z.string()), updatedAt: z.string() });

export const simLoginConfig = defineEndpoint({
  ...api.simLoginConfig,
  summary: 'The card login page: its texts, and (with a card number) how that card logs in',
  tag: 'iot',
  access: 'public',
  query: z.object({ simNo: simNoSchema.optional(), promoCode: promoCodeSchema.optional() }),
  data: z.object({
    title: z.string(),
    logo: z.string(),
    notice: z.string(),
    protocolTitle: z.string(),
    /** How the asked card logs in; 'none' when no card number is given. */
    mode: z.enum(CARD_LOGIN_MODES),
    /** The bound phone, masked, where an 'sms' card's code goes. */
    boundMobile: z.string().nullable(),
  }),
});

export const simLoginCode = defineEndpoint({
  ...api.simLoginCode,
  summary: "Send the login code of an 'sms' card to its bound phone",
  tag: 'iot',
  access: 'public',
  body: z.object({ simNo: simNoSchema }),
  data: z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int(), boundMobile: z.string() }),
});

export const simLogin = defineEndpoint({
  ...api.simLogin,
  summary: "Card login: the card number, with its password or SMS code when the card's mode asks; answers a new card session",
  tag: 'iot',
  access: 'public',
  body: z.object({
    simNo: simNoSchema,
    password: cardPasswordSchema.optional(),
    code: smsCodeSchema.optional(),
    agreeProtocol: z.literal(true, { error: FieldText.agreement }),
  }),
  data: z.object({ simNo: z.string(), token: z.string(), expiresAt: z.string() }),
});

export const simLogout = defineEndpoint({
  ...api.simLogout,
  summary: 'End the card session',
  tag: 'iot',
  access: 'card',
  data: z.null(),
});

export const simInfo = defineEndpoint({
  ...api.simInfo,
  summary: "The session card's info (spec 3), as last read from the carrier",
  tag: 'iot',
  access: 'card',
  data: simInfoSchema,
});

export const simRefresh = defineEndpoint({
  ...api.simRefresh,
  summary: "Read the card's state again from the carrier (force: even if read a moment ago)",
  tag: 'iot',
  access: 'card',
  body: z.object({ force: z.boolean().default(false) }),
  data: z.object({ refreshedAt: z.string() }),
});

export const simLayout = defineEndpoint({
  ...api.simLayout,
  summary: "The layout of the card's promoter for the SIM home and user centre",
  tag: 'iot',
  access: 'card',
  data: simLayoutSchema,
});

export const simHistoryLine = defineEndpoint({
  ...api.simHistoryLine,
  summary: "The card's data use by month, newest first",
  tag: 'iot',
  access: 'card',
  data: z.array(z.object({ month: z.string(), useFlow: z.number().int(), totalFlow: z.number().int() })),
});

export const simPackageList = defineEndpoint({
  ...api.simPackageList,
  summary: "The card's data packages: in use, not yet started and expired",
  tag: 'iot',
  access: 'card',
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      totalFlow: z.number().int(),
      useFlow: z.number().int(),
      kind: z.enum(PACKAGE_KINDS),
      startAt: z.string(),
      endAt: z.string(),
      current: z.boolean(),
      state: z.enum(SIM_PACKAGE_STATES),
    }),
  ),
});

export const simRemoveBreak = defineEndpoint({
  ...api.simRemoveBreak,
  summary: 'Lift a break-rule suspension when the rule allows the holder to',
  tag: 'iot',
  access: 'card',
  data: z.null(),
});

export const iotProtocol = defineEndpoint({
  ...api.iotProtocol,
  summary: "The card promoter's service agreement or task rules",
  tag: 'iot',
  access: 'card',
  query: z.object({ type: z.enum(['service', 'taskRule'], { error: FieldText.protocolType }) }),
  data: protocolText,
});

export const iotLoginProtocol = defineEndpoint({
  ...api.iotLoginProtocol,
  summary: "The user agreement shown on the card login page: with a card number, that card's promoter's (looked up as simLoginConfig does)",
  tag: 'iot',
  access: 'public',
  query: z.object({ simNo: simNoSchema.optional(), promoCode: promoCodeSchema.optional() }),
  data: protocolText,
});
