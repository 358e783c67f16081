import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { NumberFieldRule } from '@shop/contract';
import { replaceQuery } from '../../shared/navigation/pageQuery';
import { useSessionStore } from '../../stores/session';
import { filtersFromQuery, hasFilterParams, withFilters } from './filterQuery';
import { ipLocationQuery } from './ipLocation';

/** Kept per browser tab: once the region has been defaulted (or chosen), "nationwide" stays nationwide. */
const REGION_DEFAULT_FLAG = 'numbers.regionDefault';

async function defaultRegion(client: QueryClient, query: Record<string, string>): Promise<void> {
  const place = await client.fetchQuery(ipLocationQuery());
  const province = place.provinceCode ?? '';
  if (!NumberFieldRule.region.test(province)) return;
  const city = place.cityCode && NumberFieldRule.region.test(place.cityCode) ? place.cityCode : undefined;
  await replaceQuery(withFilters(query, { ...filtersFromQuery(query), province, city }));
}

/**
 * The first visit of a tab session to the search, if bare (no filters in the address), starts
 * in the visitor's own province and city, from their IP address. Returns false while that is being looked up, so the list
 * does not load nationwide first and then jump.
 */
export function useRegionDefault(query: Record<string, string>): boolean {
  const client = useQueryClient();
  const [pending, setPending] = useState(() => !hasFilterParams(query) && !useSessionStore.getState().wasShown(REGION_DEFAULT_FLAG));
  useEffect(() => {
    const session = useSessionStore.getState();
    if (session.wasShown(REGION_DEFAULT_FLAG)) return;
    session.markShown(REGION_DEFAULT_FLAG);
    if (!pending) return;
    // Unknown location or a failed look-up: the search simply starts nationwide.
    defaultRegion(client, query)
      .catch(() => undefined)
      .finally(() => setPending(false));
  }, [client, pending, query]);
  return !pending;
}
