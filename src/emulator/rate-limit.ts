/**
 * Token buckets on the virtual clock (the gap decisions' request limits), memory only: each module
 * instance owns its own, so each emulator counts on its own and a restart starts every bucket full.
 */
import { CallerMap } from "./caller-map.js";

export interface Take {
  allowed: boolean;
  /** Whole requests left in the bucket after this one (0 when refused). */
  remaining: number;
  /** Seconds until a request is allowed again (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Buckets kept (by caller: a subscription and principal, a subscription key or token): 10,000 and 8 Mi
 * characters of keys, about 10 MB at most. A bucket is dropped once it has refilled (a full bucket is the
 * same as no bucket), by a sweep at most once a virtual minute; past a bound, the least recently used goes
 * first (its caller starts again with a full bucket: a little more lenient, never stricter).
 */
const MAX_BUCKETS = 10_000;
const MAX_KEY_CHARS = 8 * 1024 * 1024;
const SWEEP_EVERY_MS = 60_000;

interface Bucket {
  tokens: number;
  at: number;
}

/** The tokens in a bucket at `now`: what it held, plus the refill since, up to its capacity. */
const fill = (b: Bucket, capacity: number, perSecond: number, now: number) => Math.min(capacity, b.tokens + (Math.max(0, now - b.at) / 1000) * perSecond);

/**
 * A bucket per key holds at most `capacity` requests and refills at `perSecond`; a request takes one,
 * and an empty bucket refuses with the whole seconds until one is back. Advancing the clock refills.
 */
export class TokenBuckets {
  private readonly buckets: CallerMap<Bucket>;

  constructor(options: { max?: number } = {}) {
    this.buckets = new CallerMap({ max: options.max ?? MAX_BUCKETS, maxKeyChars: MAX_KEY_CHARS, sweepEveryMs: SWEEP_EVERY_MS });
  }

  /** Buckets kept now (tests read it). */
  get size(): number {
    return this.buckets.size;
  }

  take(key: string, capacity: number, perSecond: number, now: number): Take {
    const bucket = this.buckets.get(key, now);
    const tokens = bucket ? fill(bucket, capacity, perSecond, now) : capacity;
    const allowed = tokens >= 1;
    const left = allowed ? tokens - 1 : tokens;
    // kept until it is full again; a bucket is this map's own: changed in place rather than replaced
    const kept = bucket ?? { tokens: left, at: now };
    kept.tokens = left;
    kept.at = now;
    this.buckets.set(key, kept, now + ((capacity - left) / perSecond) * 1000, now);
    if (!allowed) return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perSecond)) };
    return { allowed: true, remaining: Math.floor(left), retryAfterSeconds: 0 };
  }
}
