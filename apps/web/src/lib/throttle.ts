/**
 * Leading-edge throttle per key: the first call runs at once; calls with the same key within
 * `intervalMs` get that run's promise instead of starting another.
 */
export function throttleLeading<A extends unknown[], R>(
  run: (...args: A) => Promise<R>,
  intervalMs: number,
  keyOf: (...args: A) => string,
  now: () => number = () => Date.now(),
): (...args: A) => Promise<R> {
  const last = new Map<string, { at: number; result: Promise<R> }>();
  return (...args: A) => {
    const key = keyOf(...args);
    const previous = last.get(key);
    if (previous && now() - previous.at < intervalMs) return previous.result;
    const result = run(...args);
    last.set(key, { at: now(), result });
    return result;
  };
}
