import { CARD_TOKEN_HEADER, LOCALE_HEADER, localeOfAcceptLanguage, RequestHeader, SERVER_DEFAULT_LOCALE, type Locale } from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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

const readContext = (request: FastifyRequest): RequestContext => {
  const header = (name: string): string | undefined => decodeHeader(request.headers[name]);
  return {
    platform: header(RequestHeader.platform),
    hostname: header(RequestHeader.hostname),
    deviceInfo: header(RequestHeader.deviceInfo),
    appName: header(RequestHeader.appName),
    sessionId: header(RequestHeader.sessionId),
    orderSessionId: header(RequestHeader.orderSessionId),
    platformSource: header(RequestHeader.platformSource),
    platformOpenId: header(RequestHeader.platformOpenId),
    appShowOptions: header(RequestHeader.appShowOptions),
    pageUrl: header(RequestHeader.pageUrl),
    simNo: header(RequestHeader.simNo),
    cardToken: header(CARD_TOKEN_HEADER),
    requestId: request.id,
    ip: request.ip,
    userAgent: header('user-agent'),
    locale: localeOfAcceptLanguage(header(LOCALE_HEADER)) ?? SERVER_DEFAULT_LOCALE,
  };
};

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
