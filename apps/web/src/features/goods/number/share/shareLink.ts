import { pageHref, SHOP_BASE_PATH, type NumberItem } from '@shop/contract';
import { useSessionStore } from '../../../../stores/session';

/**
 * The whole address of a number's page in this shop, carrying the session's promo code, so a
 * friend who opens it lands in the same promoter's shop.
 */
export function numberShareLink({ id, number }: Pick<NumberItem, 'id' | 'number'>, origin: string = location.origin): string {
  const { promoCode } = useSessionStore.getState();
  return `${origin}${SHOP_BASE_PATH}${pageHref('/pages/goods/pretty/index', { id, number, promoCode })}`;
}
