import { useRef } from 'react';
import { randomId } from '../../../lib/randomId';
import { isRequestError } from '../../../shared/request';

interface Attempt {
  draft: string;
  key: string;
  /** No answer came back: the order may exist, so the same draft goes again with the same key. */
  unsure: boolean;
}

/**
 * The idempotency key of each attempt to order: a new one per attempt, except after an attempt
 * whose answer was lost, when the same draft repeats its key and the server answers with the
 * order it made instead of making a second.
 */
export function useAttemptKey() {
  const attempt = useRef<Attempt | null>(null);
  return {
    keyFor(draft: unknown): string {
      const text = JSON.stringify(draft);
      const last = attempt.current;
      const key = last?.unsure && last.draft === text ? last.key : randomId();
      attempt.current = { draft: text, key, unsure: true };
      return key;
    },
    /** An answer came: a refusal or an order is final; a lost answer or a fault leaves the order in doubt. */
    answered(failure?: unknown): void {
      const final = failure === undefined || (isRequestError(failure) && (failure.kind === 'business' || (failure.kind === 'http' && (failure.status ?? 500) < 500)));
      if (attempt.current && final) attempt.current = null;
    },
  };
}
