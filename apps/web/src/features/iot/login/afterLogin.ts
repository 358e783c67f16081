import { findPage, IOT_HOME_PATH, parsePageUrl, type PagePath, type PageUrl } from '@shop/contract';
import { safeRedirect } from '../../../shared/navigation/redirect';

/** The user agreement shown from the card login. */
export const CARD_LOGIN_PROTOCOL_PATH = '/pages/iot/login/protocol' satisfies PagePath;

/** Where a card holder goes once logged in: the card page that sent them here, else the IoT home. */
export function pageAfterCardLogin(redirect: string | undefined): PageUrl {
  const page = safeRedirect(redirect);
  return page && findPage(parsePageUrl(page).path)?.login === 'card' ? page : IOT_HOME_PATH;
}
