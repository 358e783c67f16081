import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONFIG_REFRESH_THROTTLE_MS, type BaseConfig } from '@shop/contract';
import { endpointKey, PERSISTED } from '../../shared/query';
import { call } from '../../shared/request';
import { useSessionStore } from '../../stores/session';

export interface BaseConfigState {
  /** The promo code the shown config belongs to ('' for the default promoter). */
  promoCode: string;
  /** Once loaded, kept through failed refreshes: a page goes on showing it. */
  config: BaseConfig | null;
  /** 'failed' only while there is no config to show. */
  status: 'loading' | 'ready' | 'failed';
  error: string;
  /** Asks the server again; with a config shown, not if it was asked within the last second (spec 9). */
  refresh(): Promise<void>;
}

/**
 * The current promoter's storefront config. Its key holds the session's promo code (the request
 * helper adds it), so one promoter's config is never shown as another's. It is kept across
 * visits, so the home shows at once, and counts as fresh for the spec's one second: a page
 * opened later asks again, at most once a second (spec 9: leading edge).
 */
export const baseConfigQuery = () =>
  queryOptions({
    queryKey: endpointKey('baseConfig'),
    // With a config on screen, the request helper's toast tells of a failed refresh; without one, the page does.
    queryFn: ({ signal, client, queryKey }) => call('baseConfig', undefined, { signal, hideError: client.getQueryData(queryKey) === undefined }),
    staleTime: CONFIG_REFRESH_THROTTLE_MS,
    meta: PERSISTED,
  });

/** The current promoter's storefront config, loaded for the session's promo code. */
export function useBaseConfig(): BaseConfigState {
  const promoCode = useSessionStore((state) => state.promoCode);
  const query = useQuery(baseConfigQuery());
  const { data, error, dataUpdatedAt, errorUpdatedAt, refetch } = query;
  const refresh = async () => {
    // A retry after a failed first load always asks: there is no config on screen to keep.
    if (data && Date.now() - Math.max(dataUpdatedAt, errorUpdatedAt) < CONFIG_REFRESH_THROTTLE_MS) return;
    await refetch();
  };
  if (data) return { promoCode, config: data, status: 'ready', error: '', refresh };
  if (error) return { promoCode, config: null, status: 'failed', error: error.message, refresh };
  return { promoCode, config: null, status: 'loading', error: '', refresh };
}
