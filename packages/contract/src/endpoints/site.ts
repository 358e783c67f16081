import { z } from 'zod';
import { api } from '../api';
import { defineEndpoint } from '../endpoint';
import { promoCodeSchema } from './hk';

export const ABOUT_KINDS = ['payment', 'promise', 'about'] as const;
export type AboutKind = (typeof ABOUT_KINDS)[number];

export const aboutText = defineEndpoint({
  ...api.aboutText,
  summary: "A promoter's about page (payment terms, service promise, about us) in the asked locale, the Chinese original when it has none",
  tag: 'site',
  access: 'public',
  query: z.object({
    kind: z.enum(ABOUT_KINDS, { error: `页面只能是 ${ABOUT_KINDS.join('、')}` }),
    promoCode: promoCodeSchema.optional(),
    locale: z.enum(['zh-Hans', 'zh-Hant', 'en', 'fr', 'es']).default('zh-Hans'),
  }),
  data: z.object({
    kind: z.enum(ABOUT_KINDS),
    title: z.string(),
    paragraphs: z.array(z.string()),
    /** The locale the text is in (the Chinese original when the asked one is missing). */
    locale: z.string(),
    updatedAt: z.string(),
  }),
});
