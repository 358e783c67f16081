import { Code, type DataOf, type singlePageInfo } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { endpointKey } from '../../shared/query';
import { call, isRequestError } from '../../shared/request';

export type SinglePageData = DataOf<typeof singlePageInfo>;

/** A page code as the contract takes it. */
const PAGE_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** The server answers a page code it does not know with "operation failed" or a 404. */
const isUnknownPage = (error: unknown): boolean =>
  isRequestError(error) && ((error.kind === 'business' && error.code === Code.failed) || error.status === 404);

/** The featured page of a code; null when there is no such page. */
export async function loadSinglePage(pageCode: string, signal?: AbortSignal): Promise<SinglePageData | null> {
  if (!PAGE_CODE.test(pageCode)) return null;
  try {
    return await call('singlePageInfo', { query: { pageCode } }, { hideError: true, signal });
  } catch (error) {
    if (isUnknownPage(error)) return null;
    throw error;
  }
}

/** The featured page of a code as a query, keyed as the endpoint's answers are. */
export const singlePageQuery = (pageCode: string) =>
  queryOptions({
    queryKey: endpointKey('singlePageInfo', { query: { pageCode } }),
    queryFn: ({ signal }) => loadSinglePage(pageCode, signal),
  });
