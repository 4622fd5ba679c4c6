/**
 * State kept per caller is bounded and shrinks on the virtual clock (issue 27, point 5): the webhooks
 * throttle's windows per Authorization value, the token buckets of the management and lifecycle limits,
 * and the map under both (CallerMap). Times and counts are written out here, not read from the code.
 */
import { describe, expect, it } from "vitest";
import { CallerMap } from "../../src/emulator/caller-map.js";
import { VirtualClock } from "../../src/emulator/clock.js";
import { Throttle } from "../../src/emulator/apis/business/webhooks/throttle.js";
import { TokenBuckets } from "../../src/emulator/rate-limit.js";
import { resolveSettings } from "../../src/emulator/settings.js";
import type { EmulatorContext, EmuRequest, Settings } from "../../src/emulator/types.js";
import type { EmuResponse } from "../../src/http/front-door.js";

const T0 = Date.parse("2026-03-01T12:00:00.000Z");
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function context(settings: Partial<Settings> = {}) {
  const clock = new VirtualClock({ frozenAt: T0 });
  return { clock, settings: resolveSettings(settings) } as unknown as EmulatorContext & { clock: VirtualClock };
}
const request = (authorization: string): EmuRequest =>
  ({
    method: "GET",
    path: "/api/v2.0/subscriptions",
    baseUrl: "http://127.0.0.1:4020",
    pathParams: {},
    query: {},
    headers: { authorization },
    body: undefined,
    api: "webhooks@v2.0",
    operationId: "Subscriptions_List",
  }) as EmuRequest;
const ok = (): Promise<EmuResponse> => Promise.resolve({ status: 200 });
/** The status a request gets through the throttle (429/503 are thrown as ApiErrors carrying a status). */
const statusOf = (throttle: Throttle, c: EmulatorContext, authorization: string, next = ok) =>
  throttle.around(request(authorization), c, next).then(
    (a) => a.status,
    (err: { status?: number }) => err.status ?? 500,
  );

describe("Throttle: one window per Authorization value, dropped once it counts nothing", () => {
  it("holds 20,000 windows after 20,000 tokens, one after a virtual day (the issue's 20,001)", async () => {
    const c = context();
    const throttle = new Throttle();
    for (let i = 0; i < 20_000; i++) expect(await statusOf(throttle, c, `Bearer token-${i}`)).toBe(200);
    expect(throttle.sizes()).toEqual({ windows: 20_000, open: 0, running: 0, waiting: 0 });
    await c.clock.advance(DAY);
    expect(await statusOf(throttle, c, "Bearer a-day-later")).toBe(200);
    expect(throttle.sizes()).toEqual({ windows: 1, open: 0, running: 0, waiting: 0 });
  });

  it("keeps a window while a request of it is within the 5 minutes, and drops it when the last one leaves", async () => {
    const c = context();
    const throttle = new Throttle();
    await statusOf(throttle, c, "Bearer early");
    await c.clock.advance(2 * MINUTE);
    await statusOf(throttle, c, "Bearer later");
    // 5 minutes after the first request: the sweep drops "early" (its request has left), keeps "later"
    await c.clock.advance(3 * MINUTE);
    await statusOf(throttle, c, "Bearer third");
    expect(throttle.sizes().windows).toBe(2);
    // 5 minutes after "later" the next sweep is not due yet (one a window): a read of "later" drops it, though
    await c.clock.advance(2 * MINUTE);
    expect(await statusOf(throttle, c, "Bearer later")).toBe(200);
    expect(throttle.sizes().windows).toBe(2);
  });

  it("still limits a user within the window (requestsPerWindow 3: the 4th is 429, and allowed again 5 minutes after the 1st)", async () => {
    const c = context({ requestsPerWindow: 3 });
    const throttle = new Throttle();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await statusOf(throttle, c, "Bearer busy"));
    expect(statuses).toEqual([200, 200, 200, 429]);
    await c.clock.advance(5 * MINUTE - 1);
    expect(await statusOf(throttle, c, "Bearer busy")).toBe(429);
    await c.clock.advance(1);
    expect(await statusOf(throttle, c, "Bearer busy")).toBe(200);
  });

  it("past its bound forgets the least recently used window (that user starts afresh), never one just used", async () => {
    const c = context({ requestsPerWindow: 1 });
    const throttle = new Throttle({ maxWindows: 100 });
    expect(await statusOf(throttle, c, "Bearer kept")).toBe(200);
    for (let i = 0; i < 150; i++) await statusOf(throttle, c, `Bearer other-${i}`);
    // "kept" was the least recently used: forgotten, so its next request is allowed (more lenient, never stricter)
    expect(throttle.sizes().windows).toBe(100);
    expect(await statusOf(throttle, c, "Bearer kept")).toBe(200);
    expect(await statusOf(throttle, c, "Bearer other-149")).toBe(429);
  });

  it("leaves no entry for a user whose queued request timed out after 8 minutes (503)", async () => {
    const c = context();
    const throttle = new Throttle();
    const releases: Array<() => void> = [];
    const held = () => new Promise<EmuResponse>((resolve) => releases.push(() => resolve({ status: 200 })));
    const running = Array.from({ length: 5 }, () => statusOf(throttle, c, "Bearer queued", held));
    const sixth = statusOf(throttle, c, "Bearer queued");
    expect(throttle.sizes()).toMatchObject({ open: 1, running: 1, waiting: 1 });
    await c.clock.advance(8 * MINUTE);
    expect(await sixth).toBe(503);
    expect(throttle.sizes().waiting).toBe(0);
    for (const release of releases) release();
    expect(await Promise.all(running)).toEqual([200, 200, 200, 200, 200]);
    expect(throttle.sizes()).toMatchObject({ open: 0, running: 0, waiting: 0 });
  });
});

describe("TokenBuckets: a bucket per caller, dropped once it is full again", () => {
  it("holds at most 10,000 buckets, and after a refill and a sweep only the one just used", () => {
    const buckets = new TokenBuckets();
    for (let i = 0; i < 20_000; i++) expect(buckets.take(`reads sub Bearer ${i}`, 250, 25, T0).allowed).toBe(true);
    expect(buckets.size).toBe(10_000);
    // 249 tokens + 1 s × 25 = full after 40 ms; the sweep runs once a minute
    buckets.take("reads sub Bearer later", 250, 25, T0 + MINUTE);
    expect(buckets.size).toBe(1);
  });

  it("keeps an empty bucket until it has refilled: the caller stays limited", () => {
    const buckets = new TokenBuckets();
    const takes = Array.from({ length: 6 }, () => buckets.take("model Bearer x", 5, 5, T0));
    expect(takes.map((t) => t.allowed)).toEqual([true, true, true, true, true, false]);
    expect(takes[5]!.retryAfterSeconds).toBe(1);
    // a sweep a minute later: the bucket of x was full after 1 s, so it is gone; a new caller starts full
    expect(buckets.take("model Bearer y", 5, 5, T0 + MINUTE).remaining).toBe(4);
    expect(buckets.size).toBe(1);
    // within the second, x is still limited
    const again = new TokenBuckets();
    for (let i = 0; i < 5; i++) again.take("model Bearer x", 5, 5, T0);
    expect(again.take("model Bearer x", 5, 5, T0 + 100).allowed).toBe(false);
    expect(again.take("model Bearer x", 5, 5, T0 + 200).allowed).toBe(true);
  });
});

describe("CallerMap", () => {
  it("past its characters of keys, forgets the least recently set (1.2 KB tokens, 10 KB of keys: 8 kept)", () => {
    const map = new CallerMap<number>({ max: 1000, maxKeyChars: 10_000, sweepEveryMs: 1000 });
    const jwt = (n: number) => `Bearer ${"x".repeat(1190)}${String(n).padStart(3, "0")}`;
    for (let i = 0; i < 20; i++) map.set(jwt(i), i, T0 + 5000, T0);
    expect(jwt(0).length).toBe(1200);
    expect(map.size).toBe(8);
    expect(map.get(jwt(11), T0)).toBeUndefined();
    expect(map.get(jwt(12), T0)).toBe(12);
  });

  it("drops an entry read after it expired, and sweeps at most once per period", () => {
    const map = new CallerMap<number>({ max: 10, maxKeyChars: 1000, sweepEveryMs: 1000 });
    map.set("a", 1, T0 + 500, T0);
    map.set("b", 2, T0 + 5000, T0 + 100);
    expect(map.get("a", T0 + 499)).toBe(1);
    expect(map.get("a", T0 + 500)).toBeUndefined();
    expect(map.size).toBe(1);
    map.set("c", 3, T0 + 1200, T0 + 200);
    map.set("d", 4, T0 + 9000, T0 + 1300); // a sweep: c has expired
    expect(map.size).toBe(2);
    expect(map.get("b", T0 + 1300)).toBe(2);
  });
});
