import { findPage, IOT_HOME_PATH, parsePageUrl } from '@shop/contract';

/** The user agreement shown from the card login (the route table names it without a constant). */
export const CARD_LOGIN_PROTOCOL_PATH = '/pages/iot/login/protocol';

/** Where a card holder goes once logged in: the card page that sent them here, else the IoT home. */
export function pageAfterCardLogin(redirect: string | undefined): string {
  if (!redirect) return IOT_HOME_PATH;
  return findPage(parsePageUrl(redirect).path)?.login === 'card' ? redirect : IOT_HOME_PATH;
}
