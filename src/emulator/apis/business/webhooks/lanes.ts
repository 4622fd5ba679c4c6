/**
 * The outbox's two lanes of pushes and its breaker per notificationUrl: a receiver whose last push got
 * no answer (timed out, refused, reset, not resolved) waits in the slow lane, with its own few slots,
 * until a push to it is answered again; the healthy lane never waits behind it.
 */
import { type BulkheadPolicy, bulkhead, type CircuitBreakerPolicy, CircuitState, ConsecutiveBreaker, circuitBreaker, handleWhenResult } from "cockatiel";
import type { PushCapacity } from "./capacity.js";
import type { HttpResult } from "./outbound-http.js";

/**
 * Breakers kept at most. The map is keyed by a URL a caller chose, so it is bounded: it holds only the
 * breakers that are not closed (a URL without one is healthy), an entry goes when its receiver answers
 * or when its URL has no queue left (no pending items, or its subscriptions deleted: `forget`), and over
 * this size the one that failed least recently goes (its URL is then tried in the healthy lane once
 * more, and comes back here if it fails again). A breaker with its events is about 1.5 KiB.
 */
export const MAX_BREAKERS = 10_000;

/** No answer at all: the receiver timed out, refused or reset the connection, or its name did not resolve. Any status is an answer. */
const unanswered = (result: unknown) => typeof result === "object" && result !== null && "error" in result;

export class Lanes {
  /** The breakers that are open or half-open, by notificationUrl, least recently failed first. */
  private readonly breakers = new Map<string, CircuitBreakerPolicy>();
  /** The slots of each lane (cockatiel's bulkhead: that many at once, the others wait in order); made at the first push. */
  private pools?: { healthy: BulkheadPolicy; slow: BulkheadPolicy };

  constructor(private readonly capacity: () => PushCapacity) {}

  /** Whether pushes to `url` go to the slow lane (its breaker is open). */
  isSlow(url: string): boolean {
    return this.breakers.has(url);
  }

  /** Run `push` to `url` when a slot of its lane is free. */
  run<T>(url: string, push: () => Promise<T>): Promise<T> {
    this.pools ??= (({ healthy, slow }) => ({ healthy: bulkhead(healthy, Number.POSITIVE_INFINITY), slow: bulkhead(slow, Number.POSITIVE_INFINITY) }))(this.capacity());
    return (this.isSlow(url) ? this.pools.slow : this.pools.healthy).execute(push);
  }

  /**
   * Send a push to `url` through its breaker (cockatiel's CircuitBreakerPolicy). It opens at the first
   * push without an answer; with `halfOpenAfter: 0`, the next push, whenever the retry schedule makes it,
   * is its half-open probe, and an answer closes it. The schedule, on the virtual clock, decides when a
   * receiver is tried again; cockatiel's own timing reads Date.now(), which an advance does not move.
   * Says whether the URL changed lanes.
   */
  async send(url: string, post: () => Promise<HttpResult>): Promise<{ result: HttpResult; moved?: "slow" | "healthy" }> {
    const open = this.breakers.get(url);
    const breaker = open ?? circuitBreaker(handleWhenResult(unanswered), { halfOpenAfter: 0, breaker: new ConsecutiveBreaker(1) });
    const result = await breaker.execute(post);
    this.breakers.delete(url);
    if (breaker.state === CircuitState.Closed) return { result, moved: open ? "healthy" : undefined };
    this.breakers.set(url, breaker);
    if (this.breakers.size > MAX_BREAKERS) this.breakers.delete(this.breakers.keys().next().value!);
    return { result, moved: open ? undefined : "slow" };
  }

  /** `url` has no queue any more: its breaker goes. */
  forget(url: string): void {
    this.breakers.delete(url);
  }

  /** Every URL back in the healthy lane (the outbox starts again from the store). */
  clear(): void {
    this.breakers.clear();
  }

  /** How many breakers are held (tests). */
  get size(): number {
    return this.breakers.size;
  }
}
