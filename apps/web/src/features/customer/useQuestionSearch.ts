import { useEffect, useState } from 'react';
import { history } from '../../shared/navigation';
import { replaceQuery } from '../../shared/navigation/pageQuery';
import { showToast } from '../../shared/popups';
import { isSearchTooLong } from './components/SearchField';

/** How long typing must pause before the list follows it. */
const SEARCH_PAUSE_MS = 500;

/** Shows the page with the query changed, keeping the rest of it (promo code, category). */
export function updateQuery(patch: Record<string, string | number | undefined>): void {
  replaceQuery({ ...history.location().query, ...patch }).catch((error: unknown) => showToast(error instanceof Error ? error.message : String(error)));
}

const search = (keyword: string) => updateQuery({ keyword: keyword || undefined });

/**
 * The search field of the question list: what is typed, searched once typing pauses or on
 * submit. The search lives in the page's address, so a reload or coming back keeps it.
 */
export function useQuestionSearch(searched: string) {
  const [text, setText] = useState(searched);
  useEffect(() => {
    const keyword = text.trim();
    if (keyword === searched || isSearchTooLong(text)) return;
    const timer = setTimeout(() => search(keyword), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, searched]);
  return {
    text,
    setText,
    submit: (keyword: string) => {
      if (keyword !== searched) search(keyword);
    },
  };
}
