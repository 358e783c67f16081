import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: string };

interface Settled<T> {
  key: string;
  attempt: number;
  result: Loaded<T>;
}

const LOADING = { status: 'loading' } as const;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One thing loaded for a key (a product id, a page code): loading, then its data or why it
 * failed. A new key loads again, and an answer still on its way for an old key is dropped.
 * `retry()` resolves once the load it started has settled, whichever way.
 */
export function useLoad<T>(key: string, load: () => Promise<T>): Loaded<T> & { retry(): Promise<void> } {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  // Retries asked for since the last load started: the next load settles them.
  const waiting = useRef<Array<() => void>>([]);
  useEffect(() => {
    loader.current = load;
  });

  useEffect(() => {
    let live = true;
    const waiters = waiting.current.splice(0);
    const settle = (result: Loaded<T>) => {
      if (live) setSettled({ key, attempt, result });
      for (const done of waiters) done();
    };
    loader.current().then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'failed', error: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const retry = useCallback(
    () =>
      new Promise<void>((done) => {
        waiting.current.push(done);
        setAttempt((n) => n + 1);
      }),
    [],
  );
  const current = settled && settled.key === key && settled.attempt === attempt ? settled.result : LOADING;
  return { ...current, retry };
}
