import { useEffect, useState } from 'react';
import { call } from '../request';
import { replaceQuery } from '../navigation/pageQuery';
import { useSessionStore } from '../../stores/session';
import { filtersFromQuery, hasFilterParams, withFilters } from './filterQuery';
import { FieldRule } from './rules';

/** Kept per browser tab: once the region has been defaulted (or chosen), "nationwide" stays nationwide. */
const REGION_DEFAULT_FLAG = 'numbers.regionDefault';
/** The visitor's location is waited for this long at most; the search goes on without it. */
export const LOCATE_TIMEOUT_MS = 3_000;

async function defaultRegion(query: Record<string, string>): Promise<void> {
  const place = await call('ipLocation', undefined, { timeout: LOCATE_TIMEOUT_MS, hideError: true });
  const province = place.provinceCode ?? '';
  if (!FieldRule.region.test(province)) return;
  const city = place.cityCode && FieldRule.region.test(place.cityCode) ? place.cityCode : undefined;
  await replaceQuery(withFilters(query, { ...filtersFromQuery(query), province, city }));
}

/**
 * The first visit of a tab session to the search, if bare (no filters in the address), starts
 * in the visitor's own province and city, from their IP address. Returns false while that is being looked up, so the list
 * does not load nationwide first and then jump.
 */
export function useRegionDefault(query: Record<string, string>): boolean {
  const [pending, setPending] = useState(() => !hasFilterParams(query) && !useSessionStore.getState().wasShown(REGION_DEFAULT_FLAG));
  useEffect(() => {
    const session = useSessionStore.getState();
    if (session.wasShown(REGION_DEFAULT_FLAG)) return;
    session.markShown(REGION_DEFAULT_FLAG);
    if (!pending) return;
    // Unknown location or a failed look-up: the search simply starts nationwide.
    defaultRegion(query)
      .catch(() => undefined)
      .finally(() => setPending(false));
  }, [pending, query]);
  return !pending;
}
