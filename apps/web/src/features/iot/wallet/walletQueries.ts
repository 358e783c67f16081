import type { QueryClient } from '@tanstack/react-query';
import type { ApiName } from '@shop/contract';
import { currentLocale } from '../../../i18n';
import { endpointPages } from '../../../shared/query';

type PagedCardList =
  | 'iotOrderList'
  | 'simBalanceList'
  | 'simBalanceLogList'
  | 'simCouponList'
  | 'couponCoinLogList'
  | 'accelerateOrderList'
  | 'shopOrderList'
  | 'simIntegralLogList';

/**
 * A paged list of the card `simNo` (the session's card), keyed by it like every card read
 * (see cardQuery); the page shows failures, so the request helper keeps quiet.
 */
export function cardPages<N extends PagedCardList>(name: N, simNo: string, input?: Parameters<typeof endpointPages<N>>[1]) {
  const pages = endpointPages(name, input, { hideError: true });
  return { ...pages, queryKey: [...pages.queryKey, { card: simNo }] as unknown as typeof pages.queryKey, enabled: simNo !== '' };
}

/** Every card read a payment changes: the SIM home's figures, the lists and the choices, coupons, membership and speed add-ons included. */
const MONEY_READS: readonly ApiName[] = [
  'simInfo',
  'simPackageList',
  'simBalanceList',
  'simBalanceLogList',
  'iotOrderList',
  'iotOrderDetail',
  'balanceChoose',
  'packageChoose',
  'packageDetails',
  'renewPackageOption',
  'couponChoose',
  'simCouponList',
  'couponExchangeList',
  'couponCoinLogList',
  'vipList',
  'accelerateList',
  'accelerateOrderList',
];

/** After money moved: whoever shows one of these reads it again. */
export function afterMoneyMoved(client: QueryClient): Promise<void> {
  return Promise.all(MONEY_READS.map((name) => client.invalidateQueries({ queryKey: [name] }))).then(() => undefined);
}

/** Every card read that shows the card's points or what they bought: the SIM home, the shop, its orders, the tasks and the points log. */
const POINTS_READS: readonly ApiName[] = [
  'simInfo',
  'integralShopIndex',
  'integralShopGoodsDetails',
  'shopOrderList',
  'shopOrderDetails',
  'taskCenter',
  'simIntegralLogList',
];

/** After points moved (a sign-in, an order or its cancelling): whoever shows one of these reads it again. */
export function afterPointsMoved(client: QueryClient): Promise<void> {
  return Promise.all(POINTS_READS.map((name) => client.invalidateQueries({ queryKey: [name] }))).then(() => undefined);
}

/** A contract label in the visitor's locale. */
export const labelOf = <K extends string>(labels: Record<K, Record<ReturnType<typeof currentLocale>, string>>, key: K): string =>
  labels[key][currentLocale()];
