/**
 * The retry policy against a local node:http server (the emulator-backed throttling test is in
 * emulator.test.ts): statuses, Retry-After, schedules, bounds, methods, network errors, middleware.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createWebhooksV2_0Client } from "../../generated/webhooks/v2.0/client.js";
import { parseRetryAfter, retryMiddleware, scheduleDelays, withRetry, type RetryEvent, type RetryOptions } from "../../src/helpers/retry.js";
import { json, startServer, type LocalServer } from "./local-server.js";

const companies = { value: [{ id: "3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51", systemVersion: "1", name: "A", displayName: "A", businessProfileId: "" }] };
const fast: RetryOptions = { backoff: { kind: "regular", delayMs: 10 } };

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A server that answers the given statuses in turn (then 200 with a company list). */
async function sequence(statuses: Array<number | "drop">, headers: Record<string, string> = {}) {
  let i = 0;
  server = await startServer((_hit, req, res) => {
    const s = statuses[i++];
    if (s === "drop") return void req.socket.destroy();
    if (s === undefined) return json(res, 200, companies);
    json(res, s, { error: { code: `Status_${s}`, message: `status ${s}` } }, headers);
  });
  return server;
}

const clientFor = (s: LocalServer, options: RetryOptions = fast) => createWebhooksV2_0Client({ baseUrl: s.url, fetch: withRetry(options) });

describe("Retry-After", () => {
  it("reads delay-seconds and HTTP-dates, and ignores anything else", () => {
    expect(parseRetryAfter("3")).toBe(3000);
    expect(parseRetryAfter(" 0 ")).toBe(0);
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:05 GMT", now)).toBe(5000);
    expect(parseRetryAfter("Wed, 31 Dec 2025 23:59:00 GMT", now)).toBe(0);
    for (const bad of [null, undefined, "", "-1", "1.5", "soon", "12abc"]) expect(parseRetryAfter(bad)).toBeUndefined();
  });
});

describe("schedules (seed 000: regular, incremental, exponential, optionally randomized)", () => {
  it("regular: the same wait each time", () => {
    expect(scheduleDelays({ kind: "regular", delayMs: 200 }, 4)).toEqual([200, 200, 200, 200]);
  });
  it("incremental: a step more each time, up to the cap", () => {
    expect(scheduleDelays({ kind: "incremental", initialDelayMs: 100, stepMs: 50, maxDelayMs: 220 }, 5)).toEqual([100, 150, 200, 220, 220]);
  });
  it("exponential without jitter doubles up to the cap", () => {
    expect(scheduleDelays({ kind: "exponential", initialDelayMs: 100, maxDelayMs: 1000, jitter: "none" }, 6)).toEqual([100, 200, 400, 800, 1000, 1000]);
  });
  it("randomized schedules stay within their bounds", () => {
    for (let run = 0; run < 20; run++) {
      for (const d of scheduleDelays({ kind: "regular", delayMs: 1000, jitter: { ratio: 0.5 } }, 5)) {
        expect(d).toBeGreaterThanOrEqual(500);
        expect(d).toBeLessThanOrEqual(1000);
      }
      const full = scheduleDelays({ kind: "exponential", initialDelayMs: 100, maxDelayMs: 10_000, jitter: "full" }, 4);
      full.forEach((d, i) => expect(d).toBeLessThan(100 * 2 ** i));
      const decorrelated = scheduleDelays({ kind: "exponential", initialDelayMs: 100, maxDelayMs: 5000 }, 8);
      decorrelated.forEach((d) => expect(d).toBeGreaterThanOrEqual(0));
      decorrelated.forEach((d) => expect(d).toBeLessThanOrEqual(5000));
    }
    const a = scheduleDelays({ kind: "exponential", initialDelayMs: 100 }, 6).join();
    const b = scheduleDelays({ kind: "exponential", initialDelayMs: 100 }, 6).join();
    expect(a).not.toBe(b);
  });
});

describe("withRetry (fetch wrapper)", () => {
  it.each([408, 429, 503, 504])("retries %i and returns the typed data of the answer that succeeds", async (status) => {
    const s = await sequence([status, status]);
    const events: RetryEvent[] = [];
    const { data, response } = await clientFor(s, { ...fast, onRetry: (e) => events.push(e) }).GET("/api/v2.0/companies");
    expect(response.status).toBe(200);
    expect(data?.value[0]?.name).toBe("A");
    expect(s.hits).toHaveLength(3);
    expect(events.map((e) => [e.attempt, e.status, e.reason])).toEqual([
      [1, status, "backoff"],
      [2, status, "backoff"],
    ]);
  });

  it("does not retry other errors (500, 400, 404)", async () => {
    for (const status of [500, 400, 404]) {
      const s = await sequence([status]);
      const { error, response } = await clientFor(s).GET("/api/v2.0/companies");
      expect(response.status).toBe(status);
      expect(error?.error.code).toBe(`Status_${status}`);
      expect(s.hits).toHaveLength(1);
      await s.close();
    }
  });

  it("waits what Retry-After says instead of the schedule", async () => {
    const s = await sequence([429], { "retry-after": "1" });
    const events: RetryEvent[] = [];
    const started = performance.now();
    const { response } = await clientFor(s, { backoff: { kind: "regular", delayMs: 5 }, onRetry: (e) => events.push(e) }).GET("/api/v2.0/companies");
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(events).toMatchObject([{ attempt: 1, status: 429, delayMs: 1000, reason: "retry-after" }]);
  });

  it("ignores Retry-After when told to", async () => {
    const s = await sequence([503], { "retry-after": "30" });
    const started = performance.now();
    const { response } = await clientFor(s, { ...fast, respectRetryAfter: false }).GET("/api/v2.0/companies");
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("bounds the attempts and returns the last answer", async () => {
    const s = await sequence([503, 503, 503, 503, 503, 503]);
    const { error, response } = await clientFor(s, { ...fast, maxAttempts: 3 }).GET("/api/v2.0/companies");
    expect(response.status).toBe(503);
    expect(error?.error.code).toBe("Status_503");
    expect(s.hits).toHaveLength(3);
  });

  it("bounds the total time: a Retry-After beyond the budget is not waited for", async () => {
    const s = await sequence([429], { "retry-after": "120" });
    const started = performance.now();
    const { response } = await clientFor(s, { ...fast, maxElapsedMs: 5000 }).GET("/api/v2.0/companies");
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("120");
    expect(performance.now() - started).toBeLessThan(1000);
    expect(s.hits).toHaveLength(1);
  });

  it("stops scheduling retries when the budget is used up", async () => {
    const s = await sequence(Array.from({ length: 50 }, () => 503));
    const started = performance.now();
    const { response } = await clientFor(s, { backoff: { kind: "regular", delayMs: 100 }, maxAttempts: 50, maxElapsedMs: 450 }).GET("/api/v2.0/companies");
    expect(response.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(s.hits.length).toBeGreaterThanOrEqual(3);
    expect(s.hits.length).toBeLessThanOrEqual(5);
  });

  it("by default does not repeat a POST (not idempotent)", async () => {
    const s = await sequence([429, 429]);
    const { response } = await clientFor(s).POST("/api/v2.0/subscriptions", {
      body: { notificationUrl: "https://h.example/x", resource: "/api/v2.0/companies(3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51)/customers" },
    });
    expect(response.status).toBe(429);
    expect(s.hits).toHaveLength(1);
  });

  it("repeats a POST with its body when the methods allow it", async () => {
    const s = await sequence([429]);
    const body = { notificationUrl: "https://h.example/x", resource: "/api/v2.0/companies(3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51)/customers", clientState: "c" };
    await clientFor(s, { ...fast, methods: "all" }).POST("/api/v2.0/subscriptions", { body });
    expect(s.hits).toHaveLength(2);
    expect(s.hits.map((h) => JSON.parse(h.body) as unknown)).toEqual([body, body]);
    expect(s.hits[1]?.headers["content-type"]).toBe("application/json");
  });

  it("retries a dropped connection (network error), but not when told not to", async () => {
    const s = await sequence(["drop"]);
    const { response } = await clientFor(s).GET("/api/v2.0/companies");
    expect(response.status).toBe(200);
    expect(s.hits).toHaveLength(2);
    await s.close();
    const t = await sequence(["drop"]);
    await expect(clientFor(t, { ...fast, retryNetworkErrors: false }).GET("/api/v2.0/companies")).rejects.toThrow();
    expect(t.hits).toHaveLength(1);
  });

  it("never retries after the caller aborted", async () => {
    const s = await sequence([503, 503, 503]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const client = clientFor(s, { backoff: { kind: "regular", delayMs: 300 } });
    await expect(client.GET("/api/v2.0/companies", { signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });
    expect(s.hits).toHaveLength(1);
  });

  it("works as a plain fetch with a URL", async () => {
    const s = await sequence([503]);
    const res = await withRetry(fast)(`${s.url}/anything`);
    expect(res.status).toBe(200);
    expect(s.hits).toHaveLength(2);
  });
});

describe("retryMiddleware (openapi-fetch middleware)", () => {
  it("retries through the client's fetch and returns the final typed answer", async () => {
    const s = await sequence([503, 429]);
    const client = createWebhooksV2_0Client({ baseUrl: s.url, headers: { Authorization: "Bearer t" } });
    client.use(retryMiddleware(fast));
    const { data, response } = await client.GET("/api/v2.0/companies");
    expect(response.status).toBe(200);
    expect(data?.value).toHaveLength(1);
    expect(s.hits).toHaveLength(3);
    expect(s.hits.every((h) => h.headers.authorization === "Bearer t")).toBe(true);
  });

  it("re-sends the body of a repeated request and leaves POST alone by default", async () => {
    const s = await sequence([503, 503]);
    const client = createWebhooksV2_0Client({ baseUrl: s.url });
    client.use(retryMiddleware(fast));
    const body = { notificationUrl: "https://h.example/x", resource: "/api/v2.0/companies(3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51)/customers" };
    const first = await client.POST("/api/v2.0/subscriptions", { body });
    expect(first.response.status).toBe(503);
    expect(s.hits).toHaveLength(1);
    const other = createWebhooksV2_0Client({ baseUrl: s.url });
    other.use(retryMiddleware({ ...fast, methods: ["POST"] }));
    const second = await other.POST("/api/v2.0/subscriptions", { body });
    expect(second.response.status).toBe(200);
    expect(s.hits.slice(1).map((h) => JSON.parse(h.body) as unknown)).toEqual([body, body]);
  });

  it("retries a network error of the first try", async () => {
    const s = await sequence(["drop", 503]);
    const client = createWebhooksV2_0Client({ baseUrl: s.url });
    client.use(retryMiddleware(fast));
    const { response } = await client.GET("/api/v2.0/companies");
    expect(response.status).toBe(200);
    expect(s.hits).toHaveLength(3);
  });
});

describe("what is not a network error", () => {
  it("does not retry a failure of the caller's own making", async () => {
    let calls = 0;
    const broken = withRetry(fast, async () => {
      calls++;
      throw new RangeError("bug in a custom fetch");
    });
    await expect(broken("http://127.0.0.1:9/x")).rejects.toThrow(RangeError);
    expect(calls).toBe(1);
  });
});
