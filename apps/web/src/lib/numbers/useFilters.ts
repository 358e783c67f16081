import { useMemo } from 'react';
import { pageUrl } from '@shop/contract';
import { navigateTo, useQuery } from '../navigation';
import { replaceQuery, returnWithQuery } from '../navigation/pageQuery';
import { showToast } from '../popups';
import { filtersFromQuery, queryFromFilters, withFilters, type NumberFilters } from './filterQuery';
import { VANITY_PATHS, VanityPath } from './paths';

/** A refused navigation is told to the visitor rather than lost. */
export const toastFailure = (navigation: Promise<void>): void =>
  void navigation.catch((error: unknown) => showToast(error instanceof Error ? error.message : String(error)));

export interface FilterState {
  filters: NumberFilters;
  /** Shows these filters on this screen (replacing its address). */
  setFilters(next: NumberFilters): void;
  update(patch: Partial<NumberFilters>): void;
  /** Opens another screen of the search with the current filters. */
  open(path: string): void;
  /** Closes this screen, handing `next` to the search it was opened from. */
  giveBack(next: NumberFilters): void;
}

/** The filters of the current screen, read from and written to its address. */
export function useFilters(): FilterState {
  const query = useQuery();
  const filters = useMemo(() => filtersFromQuery(query), [query]);
  return useMemo(() => {
    const setFilters = (next: NumberFilters) => toastFailure(replaceQuery(withFilters(query, next)));
    return {
      filters,
      setFilters,
      update: (patch) => setFilters({ ...filters, ...patch }),
      open: (path) => toastFailure(navigateTo({ url: pageUrl(path, queryFromFilters(filters)) })),
      giveBack: (next) =>
        toastFailure(returnWithQuery((below) => withFilters(below, next), { accepts: VANITY_PATHS, fallback: VanityPath.search })),
    };
  }, [query, filters]);
}
