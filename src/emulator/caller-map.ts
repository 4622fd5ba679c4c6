/**
 * A map keyed by a value a caller chooses (a token, a subscription and principal): bounded, and shrinking
 * as its entries expire on the virtual clock. Why our own: lru-cache and its kind expire entries on real
 * time (timers, performance.now); these expire on the emulator's clock, which `advance` moves by days.
 */

interface Entry<V> {
  value: V;
  /** From this virtual time on, the entry means nothing more than no entry (a full bucket, an empty window). */
  expiresAt: number;
}

export interface CallerMapOptions {
  /** At most this many entries: past it, the least recently set go first. */
  max: number;
  /**
   * At most this many characters of keys in all (a bearer token is 1-2 KB): past it, the least recently
   * set go first. Keys are kept as given: hashing a 1.2 KB token costs 4-8 µs a request, a lookup 0.1 µs.
   */
  maxKeyChars: number;
  /** Expired entries are swept at most this often (virtual ms), by the first `set` after that. */
  sweepEveryMs: number;
}

/**
 * Entries by caller, in the order they were last set. An entry is dropped when it is read after it
 * expired, by a sweep of every expired entry (the first `set` once `sweepEveryMs` have passed on the
 * clock), or, past `max` entries or `maxKeyChars`, when it is the least recently set.
 */
export class CallerMap<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private keyChars = 0;
  private sweepAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: CallerMapOptions) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value kept for `caller`, unless it has expired by `now` (then it is dropped). */
  get(caller: string, now: number): V | undefined {
    const entry = this.entries.get(caller);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry.value;
    this.drop(caller);
    return undefined;
  }

  /** Keep `value` for `caller` until `expiresAt`; it becomes the most recently set. */
  set(caller: string, value: V, expiresAt: number, now: number): void {
    // the entry moves to the end, changed in place (this runs on every request)
    const entry = this.entries.get(caller);
    if (entry) {
      this.entries.delete(caller);
      entry.value = value;
      entry.expiresAt = expiresAt;
    } else this.keyChars += caller.length;
    this.entries.set(caller, entry ?? { value, expiresAt });
    if (now >= this.sweepAt) this.sweep(now);
    // a Map iterates in insertion order: the first key is the least recently set
    while (this.entries.size > this.options.max || this.keyChars > this.options.maxKeyChars) this.drop(this.entries.keys().next().value!);
  }

  /** Drop every entry expired by `now`. */
  sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.drop(key);
    this.sweepAt = now + this.options.sweepEveryMs;
  }

  private drop(key: string): void {
    if (this.entries.delete(key)) this.keyChars -= key.length;
  }
}
