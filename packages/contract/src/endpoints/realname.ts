import { z } from 'zod';
import { api } from '../api';
import { inLocales } from '../constants';
import { defineEndpoint } from '../endpoint';
import { idCardSchema, mobileSchema } from '../fields';
import { REALNAME_FREE_RECHARGE_FEN, REALNAME_KINDS, REALNAME_REASONS, REALNAME_REQUEST_STATUSES } from '../iot/realname';
import { defineMessages, schemaTexts } from '../messages';
import { personNameSchema } from './orders';

export const RealnameFieldMessage = /* @__PURE__ */ defineMessages('field.realname', {
  requestSn: inLocales(
    '认证单号格式不正确',
    '認證單號格式不正確',
    'This request number is not in the right format',
    "Ce numéro de demande n'a pas le bon format",
    'Este número de solicitud no tiene el formato correcto',
  ),
  action: inLocales(
    '操作只能是 confirm 或 fail',
    '操作只能是 confirm 或 fail',
    'The action must be confirm or fail',
    "L'action doit être confirm ou fail",
    'La acción debe ser confirm o fail',
  ),
  channel: inLocales(
    '认证通道应为本卡或其副卡的卡号',
    '認證通道應為本卡或其副卡的卡號',
    'The channel must be the number of this card or of one of its vice SIMs',
    "Le canal doit être le numéro de cette carte ou d'une de ses cartes secondaires",
    'El canal debe ser el número de esta tarjeta o de una de sus tarjetas secundarias',
  ),
});

const FieldText = schemaTexts(RealnameFieldMessage);

export const realnameRequestSnSchema = z.string().regex(/^RN[0-9A-F]{24}$/, FieldText.requestSn);

/** A channel the card can real-name through: its own operator, or one of its vice SIMs' (multi-network cards). */
export const realnameChannelSchema = z.object({
  /** The card's own number, or the vice SIM's. */
  simNo: z.string(),
  /** Spec 9 operator images 1–4. */
  operatorType: z.number().int(),
  /** The card itself (false: a vice SIM). */
  main: z.boolean(),
});
export type RealnameChannel = z.infer<typeof realnameChannelSchema>;

/** The holder's latest request, pending or finished. */
export const realnameRequestSchema = z.object({
  requestSn: z.string(),
  kind: z.enum(REALNAME_KINDS),
  /** The channel's number (official) or the card's (platform). */
  channelSimNo: z.string(),
  operatorType: z.number().int(),
  status: z.enum(REALNAME_REQUEST_STATUSES),
  reason: z.enum(REALNAME_REASONS).nullable(),
  /** The reason in the caller's locale. */
  reasonText: z.string().nullable(),
  /** The holder's name as given, and the identity number masked (never in full). */
  holderName: z.string().nullable(),
  idCardMasked: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RealnameRequest = z.infer<typeof realnameRequestSchema>;

export const realnameStateSchema = z.object({
  simNo: z.string(),
  /** Spec 3 auth statuses (AUTH_STATUS). */
  authStatus: z.number().int(),
  authPlatformStatus: z.number().int(),
  needAuth: z.boolean(),
  needPlatformAuth: z.boolean(),
  platformAuthType: z.number().int(),
  /** 2: a device, which real-names through deviceOfficialAuth. */
  sourceType: z.number().int(),
  operatorType: z.number().int(),
  /** The latest official request (pending or last finished), its verdict applied when due. */
  official: realnameRequestSchema.nullable(),
  /** The latest platform check. */
  platform: realnameRequestSchema.nullable(),
  channels: z.array(realnameChannelSchema),
  /** Top-ups up to this many fen stay open before real-name; buyPackage, larger recharges and simSwitchNet wait for it. */
  freeRechargeFen: z.literal(REALNAME_FREE_RECHARGE_FEN),
});
export type RealnameState = z.infer<typeof realnameStateSchema>;

const officialAnswer = z.object({
  requestSn: z.string(),
  /** The operator's real-name page, opened in the web view or by a full navigation. */
  url: z.string(),
});

const officialQuery = z.object({
  /** The channel to real-name through (a vice SIM's number); the card's own operator when absent. */
  simNo: z.string().regex(/^\d{11,20}$/, FieldText.channel).optional(),
});

export const realnameState = defineEndpoint({
  ...api.realnameState,
  summary: "The card's real-name state, its latest official and platform requests (a due operator verdict is applied on read), and the channels it can verify through",
  tag: 'realname',
  access: 'card',
  data: realnameStateSchema,
});

export const simOfficialAuth = defineEndpoint({
  ...api.simOfficialAuth,
  summary: "Opens a real-name request with the card's operator (or a vice SIM's, by `simNo`) and answers the operator's page; the operator reports back by a signed notification",
  tag: 'realname',
  access: 'card',
  query: officialQuery,
  data: officialAnswer,
});

export const deviceOfficialAuth = defineEndpoint({
  ...api.deviceOfficialAuth,
  summary: "simOfficialAuth for a device (sourceType 2): the operator's real-name page for the device's SIM",
  tag: 'realname',
  access: 'card',
  query: officialQuery,
  data: officialAnswer,
});

export const simPlatformAuth = defineEndpoint({
  ...api.simPlatformAuth,
  summary: 'Platform real-name: name, identity card and mobile checked together (three-factor); a mismatch is refused (-1) with its reason',
  tag: 'realname',
  access: 'card',
  body: z.object({ name: personNameSchema, idCard: idCardSchema, mobile: mobileSchema }),
  data: realnameRequestSchema,
});

export const realnameSandboxAct = defineEndpoint({
  ...api.realnameSandboxAct,
  summary: "The sandbox operator page's submit: the holder's name and identity card with the face check confirmed, or a simulated failure; the verdict is notified after a delay",
  tag: 'realname',
  access: 'public',
  body: z.object({
    requestSn: realnameRequestSnSchema,
    action: z.enum(['confirm', 'fail'], { error: FieldText.action }),
    name: personNameSchema,
    idCard: idCardSchema,
  }),
  data: z.object({ returnUrl: z.string() }),
});

/** The sandbox operator's notification route (HMAC-SHA256 signed JSON, answered like WeChat Pay v3: 204 or 4xx). */
export const REALNAME_SANDBOX_NOTIFY_PATH = '/api/realname/notify/sandbox';

/** The sandbox operator's hosted real-name page (HTML), with `?requestSn=`. */
export const REALNAME_SANDBOX_PAGE_PATH = '/realname/sandbox/page';
