import { ORDER_LOGIN_PATH, pageUrl, type PageQuery } from '@shop/contract';
import { isLoggedIn } from './navigation';
import { openLink } from './navigation/openLink';
import { ORDER_PAY_PATH } from './paths';

/** Where an order button leads: the order page, or the order login first and back after it. */
function orderUrl(query: PageQuery): string {
  const pay = pageUrl(ORDER_PAY_PATH, query);
  return isLoggedIn('shop') ? pay : pageUrl(ORDER_LOGIN_PATH, { redirect: pay });
}

export const openOrder = (query: PageQuery): Promise<void> => openLink(orderUrl(query));
