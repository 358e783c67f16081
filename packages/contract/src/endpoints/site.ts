import { z } from 'zod';
import { api } from '../api';
import { inLocales, LOCALES } from '../constants';
import { defineEndpoint, notOpenEndpoint } from '../endpoint';
import { defineMessages, schemaTexts } from '../messages';
import { localeQuery } from '../params';
import { wifiCardInputSchema, wifiCardSchema, wifiCodeSchema } from './device';
import { promoCodeSchema } from './hk';

export const ABOUT_KINDS = ['payment', 'promise', 'about'] as const;
export type AboutKind = (typeof ABOUT_KINDS)[number];

export const SiteFieldMessage = /* @__PURE__ */ defineMessages('field.site', {
  kind: inLocales(
    `页面只能是 ${ABOUT_KINDS.join('、')}`,
    `頁面只能是 ${ABOUT_KINDS.join('、')}`,
    `The page must be one of ${ABOUT_KINDS.join(', ')}`,
    `La page doit être l'une des suivantes : ${ABOUT_KINDS.join(', ')}`,
    `La página debe ser una de estas: ${ABOUT_KINDS.join(', ')}`,
  ),
});

/** Every per-promoter text page: the about pages and the order login's user agreement. */
export const SITE_TEXT_KINDS = [...ABOUT_KINDS, 'loginProtocol'] as const;
export type SiteTextKind = (typeof SITE_TEXT_KINDS)[number];

const siteText = z.object({
  kind: z.enum(SITE_TEXT_KINDS),
  title: z.string(),
  paragraphs: z.array(z.string()),
  /** The locale the text is in (the Chinese original when the asked one is missing). */
  locale: z.enum(LOCALES),
  updatedAt: z.string(),
});

export const aboutText = defineEndpoint({
  ...api.aboutText,
  summary: "A promoter's about page (payment terms, service promise, about us) in the asked locale, the Chinese original when it has none",
  tag: 'site',
  access: 'public',
  query: z.object({
    kind: z.enum(ABOUT_KINDS, { error: schemaTexts(SiteFieldMessage).kind }),
    promoCode: promoCodeSchema.optional(),
    locale: localeQuery,
  }),
  data: siteText,
});

export const loginProtocol = defineEndpoint({
  ...api.loginProtocol,
  summary: "The user agreement of the order login, the promoter's in the asked locale, the Chinese original when it has none",
  tag: 'site',
  access: 'public',
  query: z.object({ promoCode: promoCodeSchema.optional(), locale: localeQuery }),
  data: siteText,
});

export const wifiCreate = defineEndpoint({
  ...api.wifiCreate,
  summary: 'Store a shareable Wi-Fi card (name, password, encryption, hidden) made by a card holder; answers its unguessable code, valid 7 days',
  tag: 'site',
  access: 'card',
  body: wifiCardInputSchema,
  data: z.object({ code: z.string(), expiresAt: z.string() }),
});

export const getWifiCode = defineEndpoint({
  ...api.getWifiCode,
  summary: 'The Wi-Fi card behind a code, as the connect and share pages show it; an unknown or expired code is refused',
  tag: 'site',
  access: 'public',
  query: z.object({ code: wifiCodeSchema }),
  data: wifiCardSchema,
});

// Not built yet: each answers 40001 until its issue builds it.
export const wxJsSign = notOpenEndpoint(api.wxJsSign, 'WeChat JS-SDK signature for the page url', 'site', 'public');
export const wechatInfo = notOpenEndpoint(api.wechatInfo, 'Whether the WeChat visitor must log in (needLogin)', 'site', 'public');
export const updateAuthorizeStatus = notOpenEndpoint(api.updateAuthorizeStatus, 'Record the outcome of a WeChat authorization', 'site', 'public');
export const checkScanAuthorize = notOpenEndpoint(api.checkScanAuthorize, 'Check a scan-to-authorize request', 'site', 'public');
export const ksUpdateProfile = notOpenEndpoint(api.ksUpdateProfile, "Update the Kuaishou visitor's profile", 'site', 'public');
export const wechatAuthorize = notOpenEndpoint(api.wechatAuthorize, 'WeChat OAuth: redirect to WeChat and back (query type, syncRedirect, page)', 'site', 'public');
