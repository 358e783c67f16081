import { LRUCache } from 'lru-cache';

/** Searches whose answers are kept: the default list and the pages buyers open most, many times over. */
const KEPT_ANSWERS = 2_000;

/**
 * Answers of searches, each kept with the index version it was found at and given again only
 * while that version stands: any change to what the index answers makes every kept one stale.
 */
export const createAnswerCache = <Answer extends object>() => {
  const kept = new LRUCache<string, { version: number; answer: Answer }>({ max: KEPT_ANSWERS });
  return {
    get: (key: string, version: number): Answer | undefined => {
      const entry = kept.get(key);
      return entry?.version === version ? entry.answer : undefined;
    },
    set: (key: string, version: number, answer: Answer): void => {
      kept.set(key, { version, answer });
    },
  };
};
