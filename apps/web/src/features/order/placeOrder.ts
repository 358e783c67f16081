import { pageUrl, type BodyOf, type EndpointOf, type OrderDetail } from '@shop/contract';
import { useSessionStore } from '../../stores/session';
import { redirectTo } from '../../shared/navigation';
import { call } from '../../shared/request';
import { startShopSession } from '../auth';

export type OrderRequest = BodyOf<EndpointOf<'orderCreate'>>;

/**
 * Creates the order (its SMS code proves the mobile, so no login comes first), keeps the
 * session it opens and goes on to pay, leaving the filled form out of the history.
 */
export async function placeOrder(body: OrderRequest): Promise<OrderDetail> {
  // Refusals (a wrong code, a field the server would not take) are shown beside the form, not toasted.
  const { order, session } = await call('orderCreate', { body }, { hideError: true });
  startShopSession(session);
  await redirectTo({ url: pageUrl('/pages/order/pay/index', { orderSn: order.orderSn }) });
  return order;
}

/** The entry link's agreeAgreement=1 ticks the agreement for the visitor (spec 2 campaign parameter). */
export const agreementPreTicked = (query: Record<string, string>): boolean =>
  (query.agreeAgreement ?? useSessionStore.getState().pageOptions.agreeAgreement) === '1';
