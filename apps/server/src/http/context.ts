import { CARD_TOKEN_HEADER, LOCALE_HEADER, localeOfAcceptLanguage, RequestHeader, SERVER_DEFAULT_LOCALE, type Locale } from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BoundedMap } from '../lib/bounded-map';

type HeaderField = keyof typeof RequestHeader;

/**
 * What a request says about its caller: the spec-7 headers (decoded) plus the network
 * facts. Words only; identity comes from server sessions, never from these alone.
 */
export type RequestContext = { readonly [K in HeaderField]: string | undefined } & {
  /** The card session's token, beside spec 7's card number (simNo). */
  readonly cardToken: string | undefined;
  readonly requestId: string;
  readonly ip: string;
  readonly userAgent: string | undefined;
  /** The locale to answer in: the app sends its own in `Accept-Language`; without one, Chinese. */
  readonly locale: Locale;
};

declare module 'fastify' {
  interface FastifyRequest {
    context: RequestContext;
  }
}

/** Values holding non-ASCII text arrive URI-encoded; a value that does not decode is kept as sent. */
export const decodeHeader = (value: string | string[] | undefined): string | undefined => {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text === '') return undefined;
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** A header as the server reads it (see decodeHeader). */
const headerOf = (request: FastifyRequest, name: string): string | undefined => decodeHeader(request.headers[name]);

/** Apps send one of a handful of `Accept-Language` texts; each is read once (bounded, so odd texts cannot grow it). */
const localesByHeader = new BoundedMap<string, Locale>(200);

const readLocale = (header: string | undefined): Locale => localeOfAcceptLanguage(decodeHeader(header)) ?? SERVER_DEFAULT_LOCALE;

/**
 * The locale to answer the request in (its `Accept-Language`; zh-Hans without one), without
 * reading the rest of the context: the cheap path for answers that differ only by locale.
 */
export const localeOf = (request: FastifyRequest): Locale => {
  const header = request.headers[LOCALE_HEADER];
  if (typeof header !== 'string') return readLocale(header);
  let locale = localesByHeader.get(header);
  if (locale === undefined) {
    locale = readLocale(header);
    localesByHeader.set(header, locale);
  }
  return locale;
};

const readContext = (request: FastifyRequest): RequestContext => ({
  platform: headerOf(request, RequestHeader.platform),
  hostname: headerOf(request, RequestHeader.hostname),
  deviceInfo: headerOf(request, RequestHeader.deviceInfo),
  appName: headerOf(request, RequestHeader.appName),
  sessionId: headerOf(request, RequestHeader.sessionId),
  orderSessionId: headerOf(request, RequestHeader.orderSessionId),
  platformSource: headerOf(request, RequestHeader.platformSource),
  platformOpenId: headerOf(request, RequestHeader.platformOpenId),
  appShowOptions: headerOf(request, RequestHeader.appShowOptions),
  pageUrl: headerOf(request, RequestHeader.pageUrl),
  simNo: headerOf(request, RequestHeader.simNo),
  cardToken: headerOf(request, CARD_TOKEN_HEADER),
  requestId: request.id,
  ip: request.ip,
  userAgent: headerOf(request, 'user-agent'),
  locale: localeOf(request),
});

/** Read on first use only, so requests that never look (static files) pay nothing. */
const contexts = new WeakMap<FastifyRequest, RequestContext>();

const contextOf = (request: FastifyRequest): RequestContext => {
  const known = contexts.get(request);
  if (known) return known;
  const context = readContext(request);
  contexts.set(request, context);
  return context;
};

/** Every request gets `request.context`, read from its headers on first use. */
export const installRequestContext = (app: FastifyInstance): void => {
  app.decorateRequest('context', {
    getter(this: FastifyRequest) {
      return contextOf(this);
    },
  });
};
