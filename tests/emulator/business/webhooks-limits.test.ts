/**
 * webhooks (business): throttling per user, and the request limits (5 at once per user, the others wait;
 * 503, 408 and 504 on the virtual clock), end to end as in webhooks.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMPANY, resourceOf, until } from "../helpers.js";
import { closeSession, h, setup, sub } from "./session.js";

const MINUTE = 60_000;

afterEach(closeSession);

describe("throttling", () => {
  beforeEach(() => setup({ requestsPerWindow: 3 }));

  it("answers 429 with Retry-After over the per-user limit, per user, until the window slides", async () => {
    for (let i = 0; i < 3; i++) expect((await h.client.GET("/api/v2.0/subscriptions")).response.status).toBe(200);
    const limited = await h.client.GET("/api/v2.0/subscriptions");
    expect(limited.response.status).toBe(429);
    expect(limited.error?.error.code).toBe("Application_TooManyRequests");
    expect(Number(limited.response.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = await h.client.GET("/api/v2.0/subscriptions", { headers: { Authorization: "Bearer another-user" } });
    expect(other.response.status).toBe(200);
    await h.advance(5 * MINUTE);
    expect((await h.client.GET("/api/v2.0/subscriptions")).response.status).toBe(200);
  });
});

describe("request limits: 5 run at once, the others wait; 503, 408 and 504 on the virtual clock", () => {
  beforeEach(async () => {
    await setup({ handshakeTimeoutMs: 20_000 });
    sub.holdHandshakes = true;
  });
  afterEach(() => sub.releaseHandshakes());

  /** Five creates of the user, each held in its handshake: all five places of the user are taken. */
  async function fillPlaces() {
    const creates = ["customers", "vendors", "items", "employees", "salesQuotes"].map((entity) =>
      h.client.POST("/api/v2.0/subscriptions", { body: { notificationUrl: sub.url, resource: resourceOf(entity), clientState: "s" } }),
    );
    await until(() => sub.validations.length === 5);
    return creates;
  }
  /** The sixth request of the user, sent once the five places are taken; resolves when it waits in the queue (its 8-minute timer is set). */
  async function queuedSixth() {
    const before = h.emu.clock.pending;
    const sixth = h.client.GET("/api/v2.0/subscriptions");
    await until(() => h.emu.clock.pending > before);
    return { sixth }; // (an async function returning the promise itself would wait for it)
  }

  it("starts a 6th request of a user only when one of the 5 ends; other users are not held", async () => {
    const creates = await fillPlaces();
    const { sixth } = await queuedSixth();
    const other = await h.client.GET("/api/v2.0/subscriptions", { headers: { Authorization: "Bearer another-user" } });
    expect(other.response.status).toBe(200);
    expect(other.data?.value).toEqual([]);
    sub.releaseHandshakes();
    expect((await Promise.all(creates)).map((c) => c.response.status)).toEqual([201, 201, 201, 201, 201]);
    // it ran after a create had ended: it lists what no request could see before the handshakes were released
    const listed = await sixth;
    expect(listed.response.status).toBe(200);
    expect(listed.data?.value.length).toBeGreaterThan(0);
  });

  it("answers a request that waited 8 minutes without starting 503 with Retry-After; the held ones finish", async () => {
    const creates = await fillPlaces();
    const waiting = h.emu.clock.pending;
    const { sixth } = await queuedSixth();
    await h.advance(8 * MINUTE - 30_000); // (real time passes too: keep a margin)
    expect(h.emu.clock.pending, "its 8-minute timer has not fired yet").toBe(waiting + 1);
    await h.advance(30_000);
    const refused = await sixth;
    expect(refused.response.status).toBe(503);
    expect(refused.error?.error.code).toBe("Application_ServiceUnavailable");
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
    sub.releaseHandshakes();
    expect((await Promise.all(creates)).map((c) => c.response.status)).toEqual([201, 201, 201, 201, 201]);
  });

  const batchOf = (isolation?: "snapshot") => {
    const requests = [
      { id: "sub", method: "POST" as const, url: "subscriptions", body: { notificationUrl: sub.url, resource: resourceOf("customers"), clientState: "s" } },
      { id: "customer", method: "POST" as const, url: `companies(${COMPANY})/customers`, body: { displayName: "Never made" } },
    ];
    return h.client.POST("/api/v2.0/$batch", { params: { header: isolation ? { Isolation: isolation } : {} }, body: { requests } });
  };
  const customers = async () =>
    ((await h.client.GET("/api/v2.0/companies({companyId})/{entitySetName}", { params: { path: { companyId: COMPANY, entitySetName: "customers" } } })).data?.value ?? []) as Array<{
      displayName?: string;
    }>;
  const subscriptions = async () => (await h.client.GET("/api/v2.0/subscriptions")).data?.value ?? [];

  it("stops a batch that has run 8 minutes with 408 and runs nothing more; what ran stays", async () => {
    const batch = batchOf();
    await until(() => sub.validations.length === 1);
    await h.advance(8 * MINUTE + 1000);
    sub.releaseHandshakes();
    const answer = await batch;
    expect(answer.response.status).toBe(408);
    expect(answer.error?.error.code).toBe("Application_RequestTimeout");
    expect(answer.error?.error.message).toMatch(/Not run: 'customer' and the 0 requests after it\. Requests that ran and were kept: 'sub'\./);
    expect(await subscriptions()).toHaveLength(1);
    expect((await customers()).some((c) => c.displayName === "Never made")).toBe(false);
  });

  it("keeps nothing of a batch stopped at 8 minutes under Isolation: snapshot", async () => {
    const batch = batchOf("snapshot");
    await until(() => sub.validations.length === 1);
    await h.advance(8 * MINUTE + 1000);
    sub.releaseHandshakes();
    const answer = await batch;
    expect(answer.response.status).toBe(408);
    expect(answer.error?.error.message).toMatch(/Nothing was kept \(Isolation: snapshot\)/);
    expect(await subscriptions()).toHaveLength(0);
  });

  it("answers 504 when a batch is 10 minutes old, waiting included, though it has run less than 8", async () => {
    const creates = await fillPlaces();
    const before = h.emu.clock.pending;
    const batch = batchOf("snapshot");
    await until(() => h.emu.clock.pending > before); // the batch waits in the queue
    await h.advance(7 * MINUTE);
    sub.releaseHandshakes(); // the five end; the batch starts and its create waits in its handshake
    await Promise.all(creates);
    await until(() => sub.validations.length === 6);
    await h.advance(3 * MINUTE + 1000);
    sub.releaseHandshakes();
    const answer = await batch;
    expect(answer.response.status).toBe(504);
    expect(answer.error?.error.code).toBe("Application_GatewayTimeout");
    expect(await subscriptions()).toHaveLength(5);
  });
});
