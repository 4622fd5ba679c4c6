/**
 * Reset, snapshot and restore of a running emulator, in code and under /_emulator/: a snapshot is plain
 * JSON with its format, restore brings back data, time and pending deliveries, reset returns to the seed,
 * and a snapshot of another format, with a record that does not fit, a time the clock cannot hold or a
 * notificationUrl a subscription's create refuses, is refused whole (400 naming the record and the rule)
 * with nothing changed; reset and restore work after it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SNAPSHOT_FORMAT } from "../../src/emulator/index.js";
import { COMPANY, type Harness, resourceOf, Subscriber, startHarness, until } from "./helpers.js";

let h: Harness;
let subscriber: Subscriber;
beforeAll(async () => {
  h = await startHarness({ ApiSubscriptionDelayTime: 1000 });
  subscriber = await new Subscriber().start();
});
afterAll(async () => {
  await h.close();
  await subscriber.close();
  expect(h.findings).toEqual([]);
  expect(h.emu.violations).toEqual([]);
});

const customers = async () =>
  (await h.client.GET("/api/v2.0/companies({companyId})/{entitySetName}", { params: { path: { companyId: COMPANY, entitySetName: "customers" } } })).data!.value.map((c) => c.displayName);
const json = async (method: string, path: string, body?: unknown) => {
  const res = await h.raw(method, path, body === undefined ? {} : { headers: { "content-type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) });
  return { status: res.status, body: JSON.parse(res.body) as Record<string, any> };
};

describe("state of a running emulator", () => {
  it("restores data, time and a pending delivery from a snapshot, in code and over HTTP", async () => {
    const created = await h.client.POST("/api/v2.0/subscriptions", { body: { notificationUrl: subscriber.url, resource: resourceOf("customers") } });
    expect(created.response.status).toBe(201);
    expect((await h.change("POST", `companies(${COMPANY})/customers`, { displayName: "Kept" })).status).toBe(201);
    const snapshot = h.emu.snapshot();
    expect(snapshot.format).toBe(SNAPSHOT_FORMAT);
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot);
    const overHttp = await json("GET", "/_emulator/snapshot");
    expect(overHttp.body.format).toBe(SNAPSHOT_FORMAT);

    // after the snapshot: another customer, the push delivered, time moved on
    await h.change("POST", `companies(${COMPANY})/customers`, { displayName: "Dropped" });
    await h.advance(2000);
    await until(() => subscriber.pushes.length === 1);
    expect(await customers()).toContain("Dropped");

    await h.emu.restore(snapshot);
    expect(await customers()).toContain("Kept");
    expect(await customers()).not.toContain("Dropped");
    // back to the snapshot's time (real time goes on from there)
    const since = h.emu.clock.now() - Date.parse(snapshot.now);
    expect(since).toBeGreaterThanOrEqual(0);
    expect(since).toBeLessThan(1000);
    // the change pending at the snapshot is delivered again from the restored state
    await h.advance(2000);
    await until(() => subscriber.pushes.length === 2);
    expect(subscriber.pushes[1]!.body.value).toHaveLength(1);

    // the same over HTTP, from the snapshot taken over HTTP
    await h.change("POST", `companies(${COMPANY})/customers`, { displayName: "Dropped again" });
    expect((await json("POST", "/_emulator/restore", overHttp.body)).status).toBe(200);
    expect(await customers()).not.toContain("Dropped again");
  });

  it("restores over HTTP a snapshot larger than an API request body may be (up to the control routes' own limit)", async () => {
    const snapshot = h.emu.snapshot();
    const customers = snapshot.data["webhooks/entities/customers"] as Record<string, { data: Record<string, unknown> }>;
    const [id, customer] = Object.entries(customers)[0]!;
    const padded = { ...customer, data: { ...customer.data, displayName: "x".repeat(3 * 1024 * 1024) } };
    const big = { ...snapshot, data: { ...snapshot.data, "webhooks/entities/customers": { ...customers, [id]: padded } } };
    const restored = await json("POST", "/_emulator/restore", big);
    expect(restored.status).toBe(200);
    const after = h.emu.snapshot().data["webhooks/entities/customers"] as Record<string, { data: { displayName: string } }>;
    expect(after[id]!.data.displayName).toHaveLength(3 * 1024 * 1024);
    await h.emu.restore(snapshot);
  });

  it("refuses a snapshot with a record that does not fit, naming it, and changes nothing; reset and restore work after it", async () => {
    const before = h.emu.snapshot();
    const at = (collection: string, records: unknown) => ({ format: SNAPSHOT_FORMAT, now: before.now, data: { ...before.data, [collection]: records } });
    const subscription = {
      fields: { subscriptionId: "s1", notificationUrl: "https://example.com/hook", resource: resourceOf("customers"), expirationDateTime: before.now },
      rev: 1,
      scope: "v2.0",
      companyId: COMPANY,
      entitySet: "customers",
    };
    const refusals: Array<[unknown, RegExp]> = [
      // the issue's snapshot: the right format, a customer that is a number
      [
        { format: SNAPSHOT_FORMAT, now: "2026-11-26T00:00:00Z", data: { "webhooks/entities/customers": { x: 5 } } },
        /^snapshot\.data: record "x" of webhooks\/entities\/customers does not fit: must be object; nothing was changed/,
      ],
      [at("webhooks/subscriptions", { s1: {} }), /record "s1" of webhooks\/subscriptions does not fit: must have required property 'fields'/],
      [
        at("webhooks/subscriptions", { s1: { ...subscription, fields: { ...subscription.fields, expirationDateTime: "soon" } } }),
        /record "s1" of webhooks\/subscriptions does not fit: fields\/expirationDateTime must match format "date-time"/,
      ],
      [at("webhooks/subscriptions", { s2: subscription }), /record "s2" of webhooks\/subscriptions does not fit: it names itself "s1"/],
      [
        at("webhooks/queues", { "https://example.com/hook": { url: "https://example.com/hook", dueAt: "tomorrow", attempt: 0, inflight: [] } }),
        /record "https:\/\/example\.com\/hook" of webhooks\/queues does not fit: dueAt must be number/,
      ],
      [at("_emulator", { clock: { offset: "far" } }), /record "clock" of _emulator does not fit: offset must be integer/],
      [at("_emulator", { clock: { offset: 8.64e15 } }), /record "clock" of _emulator puts virtual time outside the years 0000 to 9999 the emulator's clock holds/],
      // a valid date the clock cannot hold (Date.parse takes it; toISOString of a moment later throws)
      [
        { ...before, now: "+275760-09-13T00:00:00.000Z" },
        /^snapshot\.now \+275760-09-13T00:00:00\.000Z is outside the years 0000 to 9999 the emulator's clock holds \(RFC 3339 date-times\); nothing was changed/,
      ],
      // what a subscription's create refuses (allowLoopbackHttp is 1 here: plain http to a loopback host only)
      [
        at("webhooks/subscriptions", { s1: { ...subscription, fields: { ...subscription.fields, notificationUrl: "http://hooks.example/hook" } } }),
        /^snapshot\.data: record "s1" of webhooks\/subscriptions: notificationUrl must use https \(this emulator also accepts plain http to localhost, 127\.0\.0\.1 or \[::1\]\), got http:\/\/hooks\.example\/hook, which a subscription's create refuses; nothing was changed/,
      ],
      [
        at("webhooks/queues", { "http://hooks.example/hook": { url: "http://hooks.example/hook", dueAt: 0, attempt: 0, inflight: [] } }),
        /record "http:\/\/hooks\.example\/hook" of webhooks\/queues \(deliveries queued for a notificationUrl\): notificationUrl must use https .*, got http:\/\/hooks\.example\/hook/,
      ],
      [at("webhooks/gossip", { a: {} }), /collection "webhooks\/gossip" is not one this emulator keeps/],
    ];
    for (const [snapshot, message] of refusals) {
      await expect(h.emu.restore(snapshot)).rejects.toThrow(message);
      const refused = await json("POST", "/_emulator/restore", snapshot);
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe("InvalidRequestBody");
      expect(refused.body.error.message).toMatch(message);
    }
    // the stored records as they were (the clock's own record aside: a restore writes it)
    const records = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).filter(([c]) => c !== "_emulator"));
    expect((await h.client.GET("/api/v2.0/companies")).data!.value).toHaveLength(1);
    expect(records(h.emu.snapshot().data)).toEqual(records(before.data));
    // reset and a valid restore still work
    expect((await json("POST", "/_emulator/reset")).status).toBe(200);
    expect((await json("POST", "/_emulator/restore", before)).status).toBe(200);
    expect(records(h.emu.snapshot().data)).toEqual(records(before.data));
  });

  it("refuses a snapshot of another format, or no snapshot at all, and changes nothing", async () => {
    const before = h.emu.snapshot();
    const other = { ...before, format: "vendor-api-emulator-snapshot/0" };
    await expect(h.emu.restore(other)).rejects.toThrow(/snapshot format "vendor-api-emulator-snapshot\/0" is not vendor-api-emulator-snapshot\/1/);
    const refused = await json("POST", "/_emulator/restore", other);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/is not vendor-api-emulator-snapshot\/1.*\(\/request\/body\)$/);
    expect((await json("POST", "/_emulator/restore", { format: SNAPSHOT_FORMAT, now: "yesterday", data: {} })).body.error.message).toMatch(/snapshot.now/);
    expect((await json("POST", "/_emulator/restore", "[1,2")).status).toBe(400);
    const after = h.emu.snapshot();
    expect(after.data).toEqual(before.data);
    expect(Date.parse(after.now)).toBeGreaterThanOrEqual(Date.parse(before.now));
  });

  it("resets to the seeded state and the starting time, in code and over HTTP", async () => {
    await h.change("POST", `companies(${COMPANY})/customers`, { displayName: "Gone after reset" });
    await h.emu.reset();
    const seeded = await customers();
    expect(seeded).toEqual(["Stand-in Outfitters Ltd."]);
    expect((await h.client.GET("/api/v2.0/subscriptions")).data!.value).toEqual([]);
    await h.change("POST", `companies(${COMPANY})/customers`, { displayName: "Gone after reset" });
    expect((await json("POST", "/_emulator/reset")).status).toBe(200);
    expect(await customers()).toEqual(seeded);
  });
});
