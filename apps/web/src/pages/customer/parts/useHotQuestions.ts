import { useEffect, useRef } from 'react';
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

/** The promoter's hot questions: the cached list shown at once while a fresh one loads. */
export function useHotQuestions(): HotQuestions {
  const promoCode = useSessionStore((state) => state.promoCode);
  const key = hotQuestionsKey(promoCode, currentLocale());
  const cached = useCacheStore((state) => (state.hotQuestionsOf === key ? state.hotQuestions : undefined));
  const load = useLoad(key, refreshHotQuestions);
  const waiting = useRef<Array<() => void>>([]);
  // A retry always passes through 'loading', so the next other status is the answer it waited for.
  useEffect(() => {
    if (load.status !== 'loading') for (const settle of waiting.current.splice(0)) settle();
  }, [load.status]);

  const { retry } = load;
  const refresh = () =>
    new Promise<void>((settle) => {
      waiting.current.push(settle);
      retry();
    });
  return { list: cached ?? (load.status === 'ready' ? load.data : undefined), load, refresh };
}
