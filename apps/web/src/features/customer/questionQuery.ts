import { isSearchTooLong } from './components/SearchField';

const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/** A question or category id from the page query; anything else is no id. */
export function idFrom(value: string | undefined): number | undefined {
  if (value === undefined || !ID.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_ID ? id : undefined;
}

/** The search a link names, when the server would take it. */
export const keywordFrom = (value: string | undefined): string => {
  const keyword = value?.trim() ?? '';
  return isSearchTooLong(keyword) ? '' : keyword;
};
