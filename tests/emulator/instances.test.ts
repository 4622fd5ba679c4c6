/**
 * Two emulators in one process (`startEmulator`): each has its own state (entities, subscriptions and
 * their deliveries, a container group, a namespace deletion in progress), its own clock, and reads what
 * it holds now, whatever the other did before or after.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_SUBSCRIPTION_ID } from "../../src/emulator/apis/seed-data.js";
import { type RunningEmulator, startEmulator } from "../../src/emulator/start.js";
import { resourceOf, Subscriber, TOKEN } from "./helpers.js";

const auth = { authorization: TOKEN };
const json = { ...auth, "content-type": "application/json" };
const HOUR = 3_600_000;
const GROUP = "/subscriptions/3f2a8c1e-7b4d-4e9a-a6c2-5d1e8f0b9a47/resourceGroups/shop-rg/providers/Vendor.ContainerInstance/containerGroups/twin?api-version=2025-09-01";
const NAMESPACE = `/subscriptions/${SEED_SUBSCRIPTION_ID}/resourceGroups/telemetry-rg/providers/Vendor.EventHub/namespaces/contoso-telemetry-ns?api-version=2026-01-01`;
const EVENTS = `/subscriptions/${SEED_SUBSCRIPTION_ID}/providers/Vendor.ResourceHealth/events?api-version=2025-05-01`;

let a: RunningEmulator;
let b: RunningEmulator;
const sub = new Subscriber();
beforeAll(async () => {
  await sub.start();
  [a, b] = await Promise.all([startEmulator({ settings: { ApiSubscriptionDelayTime: 1000 } }), startEmulator({ settings: { ApiSubscriptionDelayTime: 1000 } })]);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close(), sub.close()]);
});

async function call(emu: RunningEmulator, method: string, path: string, body?: unknown): Promise<{ status: number; headers: Headers; body: any }> {
  const res = await fetch(`${emu.url}${path}`, { method, headers: body === undefined ? auth : json, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}
const names = async (emu: RunningEmulator, set: string) => ((await call(emu, "GET", resourceOf(set))).body.value as Array<{ displayName?: string }>).map((e) => e.displayName);

describe("two emulators in one process", () => {
  it("Entities_Create and Entities_List: an entity made in one is not in the other, and each list reads fresh after the other's write", async () => {
    const before = await names(b, "items");
    expect(await names(a, "items")).toEqual(before);
    expect((await call(a, "POST", resourceOf("items"), { displayName: "only in a" })).status).toBe(201);
    expect(await names(a, "items")).toEqual([...before, "only in a"]);
    expect(await names(b, "items")).toEqual(before);
    expect((await call(b, "POST", resourceOf("items"), { displayName: "only in b" })).status).toBe(201);
    expect(await names(b, "items")).toEqual([...before, "only in b"]);
    expect(await names(a, "items")).toEqual([...before, "only in a"]);
  });

  it("Subscriptions_Create and Subscriptions_List: a subscription and its deliveries belong to the emulator that made it", async () => {
    const created = await call(a, "POST", "/api/v2.0/subscriptions", { notificationUrl: sub.url, resource: resourceOf("customers"), clientState: "a" });
    expect(created.status).toBe(201);
    expect((await call(a, "GET", "/api/v2.0/subscriptions")).body.value.map((s: { subscriptionId: string }) => s.subscriptionId)).toEqual([created.body.subscriptionId]);
    expect((await call(b, "GET", "/api/v2.0/subscriptions")).body.value).toEqual([]);
    expect((await call(b, "GET", `/api/v2.0/subscriptions('${created.body.subscriptionId}')`)).status).toBe(404);
    // a change in b notifies nobody (b has no subscription); a change in a is pushed when a's window ends
    expect((await call(b, "POST", resourceOf("customers"), { displayName: "changed in b" })).status).toBe(201);
    await b.clock.advance(1000);
    await a.clock.advance(1000);
    expect(sub.pushes).toEqual([]);
    const made = await call(a, "POST", resourceOf("customers"), { displayName: "changed in a" });
    await a.clock.advance(1000);
    expect(sub.items().map((i) => [i.clientState, i.changeType, i.resource.endsWith(`customers(${made.body.id})`)])).toEqual([["a", "created", true]]);
  });

  it("ContainerGroups_CreateOrUpdate and Namespaces_Delete: a container group and a deletion in progress are the one emulator's", async () => {
    const group = {
      location: "westeurope",
      properties: { osType: "Linux", containers: [{ name: "web", properties: { image: "nginx", resources: { requests: { cpu: 1, memoryInGB: 1 } } } }] },
    };
    expect((await call(a, "PUT", GROUP, group)).status).toBe(201);
    expect((await call(a, "GET", GROUP)).status).toBe(200);
    expect((await call(b, "GET", GROUP)).status).toBe(404);

    const deleting = await call(a, "DELETE", NAMESPACE);
    expect(deleting.status).toBe(202);
    const status = new URL(deleting.headers.get("vendor-asyncoperation")!);
    expect((await call(a, "GET", status.pathname + status.search)).body.status).toBe("InProgress");
    expect((await call(b, "GET", status.pathname + status.search)).status).toBe(404);
    // b's namespace is untouched: its own DELETE starts its own deletion, with another operation
    const other = await call(b, "DELETE", NAMESPACE);
    expect(other.status).toBe(202);
    expect(other.headers.get("vendor-asyncoperation")).not.toBe(deleting.headers.get("vendor-asyncoperation"));
  });

  it("clock: advancing one moves its time and its lists, not the other's (Events_ListBySubscriptionId)", async () => {
    const [eventsA, eventsB] = await Promise.all([call(a, "GET", EVENTS), call(b, "GET", EVENTS)]);
    expect(eventsA.body.value.length).toBeGreaterThan(0);
    expect(eventsB.body.value.map((e: { name: string }) => e.name)).toEqual(eventsA.body.value.map((e: { name: string }) => e.name));
    const [startA, startB] = [a.clock.now(), b.clock.now()];
    // four days on, a's default window (the last three days) has no seeded event left
    await a.clock.advance(96 * HOUR);
    expect(a.clock.now() - startA).toBeGreaterThanOrEqual(96 * HOUR);
    expect(b.clock.now() - startB).toBeLessThan(HOUR);
    expect((await call(a, "GET", EVENTS)).body.value).toEqual([]);
    expect((await call(b, "GET", EVENTS)).body.value).toEqual(eventsB.body.value);
  });
});
