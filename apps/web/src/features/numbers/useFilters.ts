import { useMemo } from 'react';
import { pageUrl, type PagePath } from '@shop/contract';
import { navigateTo, useQuery } from '../../shared/navigation';
import { replaceQuery, returnWithQuery, type ReturnOptions } from '../../shared/navigation/pageQuery';
import { showToast } from '../../shared/popups';
import { BATCH_PARAM, batchFromQuery, filtersFromQuery, queryFromFilters, withFilters, type NumberFilters } from './filterQuery';
import { SEARCH_SCREENS } from './links';

/** A screen closing goes back to the search screen it was opened from, or to the search. */
const RETURN_TO_SEARCH = { accepts: SEARCH_SCREENS, fallback: '/pages/index/VanityNumber/index' } as const satisfies ReturnOptions;

/** A refused navigation is told to the visitor rather than lost. */
export const toastFailure = (navigation: Promise<void>): void =>
  void navigation.catch((error: unknown) => showToast(error instanceof Error ? error.message : String(error)));

export interface FilterState {
  filters: NumberFilters;
  /** The "another batch" token in force on the list, if any. */
  batch: string | undefined;
  /** Shows these filters on this screen (replacing its address). */
  setFilters(next: NumberFilters): void;
  update(patch: Partial<NumberFilters>): void;
  /** Shows the numbers after those of the answer that gave `token`, with the same filters. */
  showBatch(token: string): void;
  /** Opens another screen of the search with the current filters. */
  open(path: PagePath): void;
  /** Closes this screen, handing `next` to the search it was opened from. */
  giveBack(next: NumberFilters): void;
  /** Closes this screen, leaving the search it was opened from as it was. */
  close(): void;
}

/** The filters of the current screen, read from and written to its address. */
export function useFilters(): FilterState {
  const query = useQuery();
  const filters = useMemo(() => filtersFromQuery(query), [query]);
  return useMemo(() => {
    const setFilters = (next: NumberFilters) => toastFailure(replaceQuery(withFilters(query, next)));
    return {
      filters,
      batch: batchFromQuery(query),
      setFilters,
      update: (patch) => setFilters({ ...filters, ...patch }),
      showBatch: (token) => toastFailure(replaceQuery({ ...query, [BATCH_PARAM]: token })),
      open: (path) => toastFailure(navigateTo({ url: pageUrl(path, queryFromFilters(filters)) })),
      giveBack: (next) => toastFailure(returnWithQuery((below) => withFilters(below, next), RETURN_TO_SEARCH)),
      close: () => toastFailure(returnWithQuery((below) => below, RETURN_TO_SEARCH)),
    };
  }, [query, filters]);
}
