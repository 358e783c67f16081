import { z } from 'zod';
import { api } from '../api';
import { inLocales } from '../constants';
import { defineEndpoint } from '../endpoint';
import {
  DEVICE_ACTIONS,
  DEVICE_PROOF_METHODS,
  DEVICE_STATES,
  ssidProblem,
  WIFI_BANDS,
  WIFI_ENCRYPTIONS,
  type WifiEncryption,
  WifiFieldMessage,
  wifiPasswordProblem,
} from '../iot/device';
import { defineMessages, type Message, schemaTexts } from '../messages';
import { smsCodeSchema } from './auth';
import { cardPasswordSchema } from './iot';

export const DeviceFieldMessage = /* @__PURE__ */ defineMessages('field.device', {
  band: inLocales('频段只能是 2.4G 或 5G', '頻段只能是 2.4G 或 5G', 'The band must be 2.4G or 5G', 'La bande doit être 2.4G ou 5G', 'La banda debe ser 2.4G o 5G'),
  encryption: inLocales(
    '加密方式只能是 WPA2-PSK 或 NONE',
    '加密方式只能是 WPA2-PSK 或 NONE',
    'The encryption must be WPA2-PSK or NONE',
    'Le chiffrement doit être WPA2-PSK ou NONE',
    'El cifrado debe ser WPA2-PSK o NONE',
  ),
  show: inLocales('请选择是否显示 Wi-Fi 名称', '請選擇是否顯示 Wi-Fi 名稱', 'Say whether the Wi-Fi name is shown', 'Indiquez si le nom du Wi-Fi est visible', 'Indica si el nombre de la Wi-Fi es visible'),
  proof: inLocales(
    '请输入卡密码或短信验证码',
    '請輸入卡密碼或簡訊驗證碼',
    'Enter the card password or the text message code',
    'Saisissez le mot de passe de la carte ou le code reçu par SMS',
    'Introduce la contraseña de la tarjeta o el código SMS',
  ),
  wifiCode: inLocales('Wi-Fi 卡片编号不正确', 'Wi-Fi 卡片編號不正確', 'This Wi-Fi card code is not valid', "Ce code de carte Wi-Fi n'est pas valide", 'Este código de tarjeta Wi-Fi no es válido'),
});

const FieldText = schemaTexts(DeviceFieldMessage);
const WifiFieldText = schemaTexts(WifiFieldMessage);
const wifiTextOf = (message: Message): string => WifiFieldText[message.key.slice('field.wifi.'.length) as keyof typeof WifiFieldText];

const bandSchema = z.enum(WIFI_BANDS, { error: FieldText.band });
const encryptionSchema = z.enum(WIFI_ENCRYPTIONS, { error: FieldText.encryption });

/** 1–32 bytes of UTF-8, kept as typed (spaces count: they are part of the name). */
export const ssidSchema = z.string({ error: WifiFieldText.ssidRequired }).superRefine((ssid, ctx) => {
  const problem = ssidProblem(ssid);
  if (problem) ctx.addIssue({ code: 'custom', message: wifiTextOf(problem) });
});

const wifiFields = { ssid: ssidSchema, password: z.string().default(''), encryption: encryptionSchema.default('WPA2-PSK') };

/** An open network takes no password; WPA2 takes 8–63 printable ASCII. */
const passwordRule = ({ password, encryption }: { password: string; encryption: WifiEncryption }, ctx: z.RefinementCtx): void => {
  const problem = wifiPasswordProblem(password, encryption);
  if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: wifiTextOf(problem) });
};

/** One band as the device reports it; its password only after a proof (deviceWifiPassword). */
export const deviceBandSchema = z.object({
  band: z.enum(WIFI_BANDS),
  name: z.string(),
  encryption: z.enum(WIFI_ENCRYPTIONS),
  switch: z.boolean(),
  /** Whether the name is broadcast (hidden networks are joined by typing the name). */
  show: z.boolean(),
  connCount: z.number().int(),
  maxConnCount: z.number().int(),
});

/** A change or action the device accepted and applies at `dueAt`. */
export const devicePendingSchema = z.object({
  kind: z.enum(['wifi', 'display', ...DEVICE_ACTIONS, 'powerOn']),
  band: z.enum(WIFI_BANDS).nullable(),
  /** The new name (wifi) or display (display), so the page can say what is coming. */
  name: z.string().nullable(),
  show: z.boolean().nullable(),
  dueAt: z.string(),
});

export const deviceInfoSchema = z.object({
  deviceNo: z.string(),
  state: z.enum(DEVICE_STATES),
  /** Actions and settings changes are taken only in state online. */
  online: z.boolean(),
  bands: z.array(deviceBandSchema),
  pending: z.array(devicePendingSchema),
  /** How this card proves it is the holder, the masked mobile codes go to, and until when the last proof holds. */
  proof: z.object({ methods: z.array(z.enum(DEVICE_PROOF_METHODS)), boundMobile: z.string().nullable(), until: z.string().nullable() }),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

export const deviceInfo = defineEndpoint({
  ...api.deviceInfo,
  summary: "The Wi-Fi device's bands (no passwords), its state (online, offline, restarting, switched off, resetting) and the changes it has yet to apply",
  tag: 'device',
  access: 'card',
  data: deviceInfoSchema,
});

export const deviceProofCode = defineEndpoint({
  ...api.deviceProofCode,
  summary: "Send a code to the card's bound mobile, to prove the holder before a Wi-Fi password is shown or changed",
  tag: 'device',
  access: 'card',
  data: z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int(), boundMobile: z.string() }),
});

export const deviceProve = defineEndpoint({
  ...api.deviceProve,
  summary: 'Prove the holder with the card password or the code sent to the bound mobile; the proof holds 5 minutes for this card session. Failures count as failed card logins',
  tag: 'device',
  access: 'card',
  body: z.union([z.object({ password: cardPasswordSchema }), z.object({ code: smsCodeSchema })], { error: FieldText.proof }),
  data: z.object({ until: z.string() }),
});

export const deviceWifiPassword = defineEndpoint({
  ...api.deviceWifiPassword,
  summary: "The device's Wi-Fi passwords per band, within a proof's 5 minutes",
  tag: 'device',
  access: 'card',
  data: z.object({ bands: z.array(z.object({ band: z.enum(WIFI_BANDS), password: z.string() })) }),
});

export const deviceSetWiFiSsidPwd = defineEndpoint({
  ...api.deviceSetWiFiSsidPwd,
  summary: "Change one band's name, password and encryption, within a proof's 5 minutes; the device applies it after a few seconds",
  tag: 'device',
  access: 'card',
  body: z.object({ band: bandSchema, ...wifiFields }).superRefine(passwordRule),
  data: deviceInfoSchema,
});

export const deviceSetWiFiDisplay = defineEndpoint({
  ...api.deviceSetWiFiDisplay,
  summary: "Show or hide one band's name; the device applies it after a few seconds",
  tag: 'device',
  access: 'card',
  body: z.object({ band: bandSchema, show: z.boolean({ error: FieldText.show }) }),
  data: deviceInfoSchema,
});

export const deviceRestart = defineEndpoint({
  ...api.deviceRestart,
  summary: 'Restart the device: restarting until it is back online. One action at a time; an offline device refuses',
  tag: 'device',
  access: 'card',
  data: deviceInfoSchema,
});

export const deviceClose = defineEndpoint({
  ...api.deviceClose,
  summary: "Switch the device off, within a proof's 5 minutes: switched off until it is switched on at the device. One action at a time; an offline device refuses",
  tag: 'device',
  access: 'card',
  data: deviceInfoSchema,
});

export const deviceReset = defineEndpoint({
  ...api.deviceReset,
  summary: "Reset the device, within a proof's 5 minutes (the label's password it restores is derivable): resetting, then the factory names and password of the device's label. One action at a time; an offline device refuses",
  tag: 'device',
  access: 'card',
  data: deviceInfoSchema,
});

/** A shareable Wi-Fi card's code: 22 characters of base64url (128 random bits). */
export const wifiCodeSchema = z.string({ error: FieldText.wifiCode }).regex(/^[A-Za-z0-9_-]{22}$/, FieldText.wifiCode);

export const wifiCardSchema = z.object({
  ssid: z.string(),
  password: z.string(),
  encryption: z.enum(WIFI_ENCRYPTIONS),
  hidden: z.boolean(),
  expiresAt: z.string(),
});
export type WifiCard = z.infer<typeof wifiCardSchema>;

/** What a shareable Wi-Fi card is made of: the network as a phone joins it. */
export const wifiCardInputSchema = z.object({ ...wifiFields, hidden: z.boolean().default(false) }).superRefine(passwordRule);
