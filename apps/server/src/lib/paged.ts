/** One page of a list, as every paged endpoint answers it. */
export type Paged<T> = { list: T[]; page: number; pageSize: number; hasMore: boolean };

/** A page from rows read one beyond the page size: the extra row only tells that more follow. */
export const pageOf = <R, T>(rows: readonly R[], page: number, pageSize: number, view: (row: R) => T): Paged<T> => ({
  list: rows.slice(0, pageSize).map(view),
  page,
  pageSize,
  hasMore: rows.length > pageSize,
});
