/**
 * Token buckets on the virtual clock (the gap decisions' request limits), memory only: each module
 * instance owns its own, so each emulator counts on its own and a restart starts every bucket full.
 */
export interface Take {
  allowed: boolean;
  /** Whole requests left in the bucket after this one (0 when refused). */
  remaining: number;
  /** Seconds until a request is allowed again (0 when allowed). */
  retryAfterSeconds: number;
}

/** Buckets kept before full ones are forgotten (a full bucket is the same as no bucket). */
const MAX_BUCKETS = 10_000;

/** The tokens in a bucket at `now`: what it held, plus the refill since, up to its capacity. */
const fill = (b: { tokens: number; at: number }, capacity: number, perSecond: number, now: number) => Math.min(capacity, b.tokens + (Math.max(0, now - b.at) / 1000) * perSecond);

/**
 * A bucket per key holds at most `capacity` requests and refills at `perSecond`; a request takes one,
 * and an empty bucket refuses with the whole seconds until one is back. Advancing the clock refills.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  take(key: string, capacity: number, perSecond: number, now: number): Take {
    const bucket = this.buckets.get(key);
    const tokens = bucket ? fill(bucket, capacity, perSecond, now) : capacity;
    if (tokens < 1) {
      if (bucket) {
        bucket.tokens = tokens;
        bucket.at = now;
      } else this.buckets.set(key, { tokens, at: now });
      return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perSecond)) };
    }
    if (bucket) {
      // a bucket is this map's own: changed in place rather than replaced (this runs on every request)
      bucket.tokens = tokens - 1;
      bucket.at = now;
    } else {
      if (this.buckets.size >= MAX_BUCKETS) {
        for (const [k, b] of this.buckets) if (fill(b, capacity, perSecond, now) >= capacity) this.buckets.delete(k);
      }
      this.buckets.set(key, { tokens: tokens - 1, at: now });
    }
    return { allowed: true, remaining: Math.floor(tokens - 1), retryAfterSeconds: 0 };
  }
}
