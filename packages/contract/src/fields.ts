import { z } from 'zod';
import { ID_CARD_PATTERN, MOBILE_PATTERN, ValidationText, isConfigLink, isIdCard, isImageAddress, isLink } from './validators';

// The spec 5 rules as zod fields, kept apart from validators.ts so that the browser, which
// needs only the plain checks, does not load zod.

export const mobileSchema = z.string({ error: ValidationText.mobile }).trim().regex(MOBILE_PATTERN, ValidationText.mobile);

/** Stored with an upper-case X, so one person has one spelling. */
export const idCardSchema = z
  .string({ error: ValidationText.idCard })
  .trim()
  .toUpperCase()
  .regex(ID_CARD_PATTERN, ValidationText.idCard)
  .refine((s) => isIdCard(s), ValidationText.idCard);

export const linkSchema = z.string({ error: ValidationText.link }).trim().refine(isLink, ValidationText.link);

/** An image the shop shows from a promoter's settings; no other scheme (javascript:, data:) can reach a page. */
export const imageAddressSchema = z.string().trim().refine(isImageAddress, ValidationText.imageAddress);

/** A link of a promoter's settings (menus, banners, online service): '', a web link or a page path with its query. */
export const configLinkSchema = z.string().trim().refine(isConfigLink, ValidationText.configLink);
