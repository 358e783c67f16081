import {
  APP_VERSION,
  APP_VERSION_CODE,
  CARD_TOKEN_HEADER,
  LOCALE_HEADER,
  PLATFORM,
  PLATFORM_SOURCE,
  RequestHeader,
  type RequestHeaderName,
} from '@shop/contract';
import { currentLocale } from '../../i18n';
import { useIotStore } from '../../stores/iot';
import { useSessionStore } from '../../stores/session';
import { shellHeaders } from './config';

/** Names this client to the server (the Android shell sends its own). */
const APP_NAME = 'sim-shop-h5';

/** Headers that may carry non-ASCII text; the contract has them sent URI-encoded. */
const ENCODED: readonly RequestHeaderName[] = [
  RequestHeader.pageUrl,
  RequestHeader.deviceInfo,
  RequestHeader.appShowOptions,
];

/** What the server may want to know about the visitor's device and this build. */
function deviceInfo() {
  return {
    platform: PLATFORM,
    language: navigator.language,
    screenWidth: screen.width,
    screenHeight: screen.height,
    windowWidth: window.innerWidth,
    windowHeight: window.innerHeight,
    pixelRatio: window.devicePixelRatio,
    appVersion: APP_VERSION,
    appVersionCode: APP_VERSION_CODE,
  };
}

function ownHeaders(): Record<RequestHeaderName, string> {
  const session = useSessionStore.getState();
  return {
    [RequestHeader.platform]: PLATFORM,
    [RequestHeader.hostname]: location.hostname,
    [RequestHeader.deviceInfo]: JSON.stringify(deviceInfo()),
    [RequestHeader.appName]: APP_NAME,
    [RequestHeader.sessionId]: session.sessionId,
    [RequestHeader.orderSessionId]: session.orderSessionId,
    [RequestHeader.platformSource]: PLATFORM_SOURCE,
    [RequestHeader.platformOpenId]: session.platformOpenId,
    [RequestHeader.appShowOptions]: JSON.stringify(session.appShowOptions),
    [RequestHeader.pageUrl]: location.href,
    [RequestHeader.simNo]: useIotStore.getState().simNo,
  };
}

/**
 * The spec 7 headers: computed here from the stores, overridden by what the shell supplies;
 * then the card session's token, which proves the card number header, and the app's locale.
 */
export function requestHeaders(): Record<RequestHeaderName | typeof CARD_TOKEN_HEADER | typeof LOCALE_HEADER, string> {
  const headers = ownHeaders();
  for (const [name, value] of Object.entries(shellHeaders()) as [RequestHeaderName, string | undefined][]) {
    if (value !== undefined) headers[name] = value;
  }
  for (const name of ENCODED) headers[name] = encodeURIComponent(headers[name]);
  return { ...headers, [CARD_TOKEN_HEADER]: useIotStore.getState().cardToken, [LOCALE_HEADER]: currentLocale() };
}
