interface Entry<V> {
  expires: number;
  value: Promise<V>;
}

/**
 * A small in-memory cache of loads by key. Concurrent misses share one load, failed loads
 * are not kept, and the oldest entry makes room when the cache is full.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    this.entries.delete(key);
    this.makeRoom();
    const entry: Entry<V> = { expires: this.now() + this.ttlMs, value: load() };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  /** Forgets everything, so the next read loads what was just written. */
  clear(): void {
    this.entries.clear();
  }

  private makeRoom(): void {
    if (this.entries.size < this.maxEntries) return;
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }
}
