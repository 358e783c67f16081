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

/** A contract label in the visitor's locale. */
export const labelOf = <K extends string>(labels: Record<K, Record<ReturnType<typeof currentLocale>, string>>, key: K): string =>
  labels[key][currentLocale()];
