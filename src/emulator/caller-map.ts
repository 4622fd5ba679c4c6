/**
 * A map keyed by a value a caller chooses (a token, a subscription and principal): bounded, and shrinking
 * as its entries expire on the virtual clock. Why our own: lru-cache and its kind expire entries on real
 * time (timers, performance.now); these expire on the emulator's clock, which `advance` moves by days.
 */
import { hash } from "node:crypto";

/** Keys longer than this are kept as their SHA-256 (a bearer token of 1-2 KB costs 44 characters). */
const LONGEST_KEY = 64;

/** The key kept for a caller's value: the value itself, or a hash of a long one (a NUL first: no header value holds one). */
export const callerKey = (value: string): string => (value.length <= LONGEST_KEY ? value : `\0${hash("sha256", value, "base64url")}`);

interface Entry<V> {
  value: V;
  /** From this virtual time on, the entry means nothing more than no entry (a full bucket, an empty window). */
  expiresAt: number;
}

export interface CallerMapOptions {
  /** At most this many entries: past it, the least recently set go first. */
  max: number;
  /** Expired entries are swept at most this often (virtual ms), by the first `set` after that. */
  sweepEveryMs: number;
}

/**
 * Entries by caller, in the order they were last set. An entry is dropped when it is read after it
 * expired, by a sweep of every expired entry (the first `set` once `sweepEveryMs` have passed on the
 * clock), or, past `max`, when it is the least recently set. Memory: at most `max` entries, each with a
 * key of at most 64 characters (or a 44-character hash) and the caller's value.
 */
export class CallerMap<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private sweepAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: CallerMapOptions) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value kept for `caller`, unless it has expired by `now` (then it is dropped). */
  get(caller: string, now: number): V | undefined {
    const key = callerKey(caller);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Keep `value` for `caller` until `expiresAt`; it becomes the most recently set. */
  set(caller: string, value: V, expiresAt: number, now: number): void {
    const key = callerKey(caller);
    // the entry moves to the end, changed in place (this runs on every request)
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      entry.value = value;
      entry.expiresAt = expiresAt;
    }
    this.entries.set(key, entry ?? { value, expiresAt });
    if (now >= this.sweepAt) this.sweep(now);
    // a Map iterates in insertion order: the first key is the least recently set
    while (this.entries.size > this.options.max) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Drop every entry expired by `now`. */
  sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    this.sweepAt = now + this.options.sweepEveryMs;
  }
}
