/**
 * The request headers of spec 7, sent by the one request helper and read by the server.
 * Values that may hold non-ASCII text (page url, device info, app-show options) are sent
 * URI-encoded.
 */
export const RequestHeader = {
  platform: 'platform',
  hostname: 'hostname',
  deviceInfo: 'device-info',
  appName: 'app-name',
  sessionId: 'session-id',
  orderSessionId: 'order-session-id',
  platformSource: 'platform-source',
  platformOpenId: 'platform-open-id',
  appShowOptions: 'app-show-options',
  pageUrl: 'page-url',
  simNo: 'sim-no',
} as const;
export type RequestHeaderName = (typeof RequestHeader)[keyof typeof RequestHeader];

export const requestHeaderNames: readonly RequestHeaderName[] = Object.values(RequestHeader);

/**
 * The header that carries the card session's token beside spec 7's card number header; here,
 * away from the endpoints' zod schemas, so the browser can send it without loading zod.
 */
export const CARD_TOKEN_HEADER = 'card-token';

/** The app's own locale goes in the standard header, on every call, so the server answers in it. */
export const LOCALE_HEADER = 'accept-language';

/** The fixed values of spec 7. */
export const PLATFORM = 'h5';
export const PLATFORM_SOURCE = '1';

/** The one path whose query and body keep empty values (agent custom-price save). */
export const KEEP_EMPTY_PATHS: readonly string[] = ['/api/agent/customPrice/save'];
