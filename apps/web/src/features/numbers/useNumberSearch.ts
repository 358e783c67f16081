import { useInfiniteQuery } from '@tanstack/react-query';
import type { NumberItem } from '@shop/contract';
import { endpointPages, usePagedQuery, type Paged } from '../../shared/query';
import type { NumberFilters } from './filterQuery';

const NUMBER_PAGE_SIZE = 20;
/**
 * A list found stays as it is for this long: coming back to it from a number or a filter screen
 * shows the same numbers at the same place instead of searching again.
 */
const NUMBER_LIST_FRESH_MS = 5 * 60_000;

/** The search as the contract takes it; the arrangement only lays the list out, so it is not sent. */
function searchQuery(filters: NumberFilters, batch: string | undefined) {
  const { operator, province, city, priceMin, priceMax, pattern, positions, contains, startsWith, endsWith, exclude, sort } = filters;
  const query = { operator, province, city, priceMin, priceMax, pattern, positions, contains, startsWith, endsWith, exclude };
  return { ...query, sort: sort === 'default' ? undefined : sort, batch, pageSize: NUMBER_PAGE_SIZE };
}

export interface NumberSearchState {
  paged: Paged<NumberItem>;
  /** The token that asks for numbers not shown yet; undefined while loading and once every number has been shown. */
  nextBatch?: string;
  /** The last answer said every number has been shown. */
  allShown: boolean;
  /** Why nothing can match (the filter that excludes every number, named by the server). */
  notice?: string;
}

/**
 * The number list for the filters (and the batch in force, from "another batch"), page by page.
 * A refused search is told in the list itself, so it is not toasted as well.
 */
export function useNumberSearch(filters: NumberFilters, batch: string | undefined): NumberSearchState {
  const query = useInfiniteQuery({
    ...endpointPages('numberList', { query: searchQuery(filters, batch) }, { hideError: true }),
    staleTime: NUMBER_LIST_FRESH_MS,
  });
  const paged = usePagedQuery(query);
  const last = query.data?.pages.at(-1);
  return { paged, nextBatch: last?.batch ?? undefined, allShown: last?.batch === null, notice: query.data?.pages[0]?.notice };
}
