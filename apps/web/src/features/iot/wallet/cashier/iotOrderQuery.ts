import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { IotOrder } from '@shop/contract';
import { endpointKey } from '../../../../shared/query';
import { call, isRequestError } from '../../../../shared/request';

/** The card's order's cache key: the endpoint's, with the card, as every card read. */
export const iotOrderKey = (orderSn: string, simNo: string): QueryKey => [...endpointKey('iotOrderDetail', { query: { orderSn } }), { card: simNo }];

/**
 * The session card's order, or null when it has none by that number (another card's is "not
 * found" too). `background` reads (the checks after the cashier) show no spinner and tell no failure.
 */
export const iotOrderQuery = (orderSn: string, simNo: string, background = false) =>
  queryOptions({
    queryKey: iotOrderKey(orderSn, simNo),
    queryFn: async ({ signal }): Promise<IotOrder | null> => {
      try {
        return await call('iotOrderDetail', { query: { orderSn } }, { hideError: true, background, signal });
      } catch (failure) {
        if (isRequestError(failure) && failure.status === 404) return null;
        throw failure;
      }
    },
    enabled: simNo !== '' && orderSn !== '',
  });
