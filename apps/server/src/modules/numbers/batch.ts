import type { numberSortSchema } from '@shop/contract';
import type { z } from 'zod';

type Sort = z.infer<typeof numberSortSchema>;

const SORT_MARK: Record<Sort, string> = { default: 'd', priceAsc: 'a', priceDesc: 'z' };

/** Where the next batch starts: after this sort value and id, in this sort. Opaque to the client. */
export interface BatchCursor {
  sort: Sort;
  key: number;
  id: number;
}

export const encodeBatch = ({ sort, key, id }: BatchCursor): string => Buffer.from(`${SORT_MARK[sort]}.${key}.${id}`).toString('base64url');

/** The cursor a token names, or undefined when it is not one of ours (or was made for another sort). */
export const decodeBatch = (token: string, sort: Sort): BatchCursor | undefined => {
  const match = /^([daz])\.(\d{1,10})\.(\d{1,10})$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  if (!match || match[1] !== SORT_MARK[sort]) return undefined;
  return { sort, key: Number(match[2]), id: Number(match[3]) };
};
