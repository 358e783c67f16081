/** How long a list stays as the visitor left it; older ones load afresh. */
const KEPT_MS = 5 * 60_000;
const MAX_KEPT = 12;

const kept = new Map<string, { value: unknown; at: number }>();

/**
 * What a page showed when the visitor left it, in memory for this tab only, so that coming
 * back (from a number's page or a filter screen) shows the same list instead of reloading it.
 */
export function keep(key: string, value: unknown, now = Date.now()): void {
  kept.delete(key);
  kept.set(key, { value, at: now });
  while (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
}

export function recall<T>(key: string, now = Date.now()): T | undefined {
  const entry = kept.get(key);
  if (!entry || now - entry.at > KEPT_MS) return undefined;
  return entry.value as T;
}

/** Forgets every kept page (a fresh start, as after a reload). */
export function forgetKept(): void {
  kept.clear();
}
