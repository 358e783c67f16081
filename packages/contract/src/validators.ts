import { findPage } from './routes';

/**
 * Input rules of spec 5, shared by the web forms and the server so both accept and refuse
 * exactly the same values.
 */

export const MOBILE_PATTERN = /^1\d{10}$/;

/** A mainland mobile number: exactly 11 ASCII digits, the first one 1. */
export const isMobile = (s: string): boolean => MOBILE_PATTERN.test(s);

const LINK_PREFIX = /^https?:\/\//i;

/** WHATWG URL of the browser and of Node; declared here because the contract compiles without DOM or Node types. */
declare const URL: new (
  input: string,
  base?: string,
) => { readonly hostname: string; readonly origin: string; readonly pathname: string; readonly search: string; readonly hash: string };

const parseUrl = (s: string, base?: string) => {
  try {
    return new URL(s, base);
  } catch {
    return undefined;
  }
};

/** A link the product may open: http:// or https:// (any case) and a URL that parses. */
export const isLink = (s: string): boolean => LINK_PREFIX.test(s) && (parseUrl(s)?.hostname ?? '') !== '';

/** The base path the shop is served under; its own images live below it. */
export const SHOP_BASE_PATH = '/shop/';

/** A stand-in site for reading addresses without one: only its paths matter. */
const ANY_SITE = 'http://shop.invalid';

/** Encoded dots and slashes: a server that decodes them again could be led out of the shop. */
const ENCODED_STEP = /%(?:2e|2f|5c)/i;

/**
 * Where an address lands on the shop, read as the browser reads it on `site` (dot segments,
 * backslashes and stray tabs resolved): the path, query and hash under /shop/, or undefined
 * when it lands on another site, outside /shop/, or on a path with an empty segment (which
 * reads as another host to anything that strips the base off) or an encoded dot, slash or backslash.
 */
export const shopPathOf = (address: string, site: string = ANY_SITE): string | undefined => {
  const url = parseUrl(address, site);
  if (!url || url.origin !== parseUrl(site)?.origin) return undefined;
  const { pathname, search, hash } = url;
  if (!pathname.startsWith(SHOP_BASE_PATH) || pathname.includes('//') || ENCODED_STEP.test(pathname)) return undefined;
  return pathname + search + hash;
};

/**
 * An image a promoter may configure (QR codes, logo, banners): none (''), a web link, or one of
 * the shop's own files written as the browser reads it (no `.` or `..` segment, no space).
 */
export const isImageAddress = (s: string): boolean => s === '' || isLink(s) || shopPathOf(s) === s;

/** A page of the route table, with its query if it has one. */
const isPageLink = (s: string): boolean => {
  const path = s.split('?', 1)[0] ?? '';
  return !s.includes('#') && findPage(path)?.path === path;
};

/** Where a promoter's menus, banners and online service may lead: nowhere (''), a web link, or a page of the shop. */
export const isConfigLink = (s: string): boolean => s === '' || isLink(s) || isPageLink(s);

/** The tags an answer's rich text may hold: the server keeps only these, and the page shows only these. */
export const RICH_TEXT_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a', 'img',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
] as const;

/** Tags whose content is code or chrome, never text a reader should see: dropped with everything inside. */
export const RICH_TEXT_DROPPED_TAGS = [
  'script', 'style', 'iframe', 'noscript', 'object', 'embed', 'template', 'svg', 'math',
  'textarea', 'select', 'option', 'xmp', 'head', 'title',
] as const;

/** A link to a phone call or an e-mail, which rich text may hold beside web and shop links. */
export const isPhoneOrMail = (s: string): boolean => /^(?:tel:|mailto:)/i.test(s);
