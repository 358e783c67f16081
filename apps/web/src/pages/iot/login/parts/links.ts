import { findPage, IOT_HOME_PATH, parsePageUrl } from '@shop/contract';
import { safeRedirect } from '../../../../lib/navigation/redirect';

/** The user agreement shown from the card login (the route table names it without a constant). */
export const CARD_LOGIN_PROTOCOL_PATH = '/pages/iot/login/protocol';

/** Where a card holder goes once logged in: the card page that sent them here, else the IoT home. */
export function pageAfterCardLogin(redirect: string | undefined): string {
  const page = safeRedirect(redirect);
  return page && findPage(parsePageUrl(page).path)?.login === 'card' ? page : IOT_HOME_PATH;
}
