import type { NumberItem } from '@shop/contract';
import { call } from '../request';
import { usePaged, type Paged } from '../usePaged';
import { useKeptState } from '../useKeptState';
import { useSessionStore } from '../../stores/session';
import type { NumberFilters } from './filterQuery';

const NUMBER_PAGE_SIZE = 20;

/** The search as the contract takes it; the arrangement only lays the list out, so it is not sent. */
function searchQuery(filters: NumberFilters) {
  const { operator, province, city, priceMin, priceMax, pattern, positions, contains, startsWith, endsWith, exclude, sort } = filters;
  return { operator, province, city, priceMin, priceMax, pattern, positions, contains, startsWith, endsWith, exclude, sort: sort === 'default' ? undefined : sort };
}

export interface NumberSearchState {
  paged: Paged<NumberItem>;
  /** Shows numbers not shown yet; undefined while loading and once every number has been shown. */
  anotherBatch?: () => void;
  /** The last answer said every number has been shown. */
  allShown: boolean;
}

interface BatchRequest {
  filters: string;
  token: string;
  round: number;
}

/** The number list for the filters, page by page, with "another batch" from the last answer's token. */
export function useNumberSearch(filters: NumberFilters): NumberSearchState {
  const promoCode = useSessionStore((state) => state.promoCode);
  const filterKey = JSON.stringify([promoCode, searchQuery(filters)]);
  // Kept with the list, so that coming back from a number shows the batch the visitor was on.
  const [batch, setBatch] = useKeptState<BatchRequest | undefined>('numbers:batch', undefined);
  const [next, setNext] = useKeptState<{ key: string; token: string | null } | undefined>('numbers:next', undefined);
  const requested = batch?.filters === filterKey ? batch : undefined;
  const key = `${filterKey}#${requested?.round ?? 0}`;

  const paged = usePaged<NumberItem>(key, async (page) => {
    const query = { ...searchQuery(filters), promoCode: promoCode || undefined, batch: requested?.token, page, pageSize: NUMBER_PAGE_SIZE };
    // A refused search is told in the list itself, so it is not toasted as well.
    const answer = await call('numberList', { query }, { hideError: true });
    setNext({ key, token: answer.batch });
    return answer;
  }, { keepAs: 'numbers' });

  const token = next?.key === key ? next.token : undefined;
  return {
    paged,
    anotherBatch: token ? () => setBatch({ filters: filterKey, token, round: (requested?.round ?? 0) + 1 }) : undefined,
    allShown: token === null,
  };
}
