import type { QuestionTitle } from '@shop/contract';
import { currentLocale } from '../../../i18n';
import { hotQuestionsKey, refreshHotQuestions } from '../../../lib/hotQuestions';
import { useLoad, type Loaded } from '../../../lib/useLoad';
import { useCacheStore } from '../../../stores/cache';
import { useSessionStore } from '../../../stores/session';

export interface HotQuestions {
  /** The list to show: cached at once, then the fresh one; undefined until there is one. */
  list: QuestionTitle[] | undefined;
  load: Loaded<QuestionTitle[]>;
  /** Loads the list again; resolves once that load has settled, whichever way. */
  refresh(): Promise<void>;
}

/** The promoter's hot questions: the cached list shown at once while a fresh one loads into the cache. */
export function useHotQuestions(): HotQuestions {
  const promoCode = useSessionStore((state) => state.promoCode);
  const key = hotQuestionsKey(promoCode, currentLocale());
  const list = useCacheStore((state) => (state.hotQuestionsOf === key ? state.hotQuestions : undefined));
  const load = useLoad(key, refreshHotQuestions);
  return { list, load, refresh: load.retry };
}
