/**
 * Emulators in one process (`startEmulator`, `createEmulator`): each has its own state (entities, subscriptions and
 * their deliveries, a container group, a namespace deletion in progress), its own clock, throttles and caches, and
 * reads what it holds now, whatever the other did before or after; what never changes (the contracts and their
 * compiled validators) is one shared, frozen copy, read again from disk when a bundle is rebuilt.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_SUBSCRIPTION_ID } from "../../src/emulator/apis/seed-data.js";
import { createEmulator, type Emulator } from "../../src/emulator/index.js";
import { type RunningEmulator, startEmulator } from "../../src/emulator/start.js";
import { type ApiEntry, findApi, loadRegistry } from "../../src/registry.js";
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

async function call(emu: { url: string }, method: string, path: string, body?: unknown, token = TOKEN): Promise<{ status: number; headers: Headers; body: any }> {
  const headers = { ...(body === undefined ? auth : json), authorization: token };
  const res = await fetch(`${emu.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
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

describe("two emulators in one process: validation under concurrent traffic", () => {
  it("SalesQuotes_Create: 8 clients each on both emulators at once, invalid quotes in one and valid ones in the other; every answer is about its own request", async () => {
    const CLIENTS = 8;
    const ROUNDS = 5;
    const quotes = resourceOf("salesQuotes");
    const line = (n: number) => ({ itemId: `item-${n}`, quantity: n + 1 });
    // client i: in a, a quote whose line i has a quantity the contract refuses, naming the client and round; in b, a valid quote of i + 1 lines
    const clientOf = async (i: number) => {
      const seen: Array<{ in: "a" | "b"; round: number; status: number; message?: string; lines?: number }> = [];
      for (let round = 0; round < ROUNDS; round++) {
        const bad = { customerId: `client-${i}`, salesQuoteLines: [...Array.from({ length: i }, (_, n) => line(n)), { itemId: "x", quantity: `client ${i} round ${round}` }] };
        const good = { customerId: `client-${i}`, salesQuoteLines: Array.from({ length: i + 1 }, (_, n) => line(n)) };
        const [inA, inB] = await Promise.all([call(a, "POST", quotes, bad), call(b, "POST", quotes, good)]);
        seen.push({ in: "a", round, status: inA.status, message: inA.body?.error?.message }, { in: "b", round, status: inB.status, lines: inB.body?.salesQuoteLines?.length });
      }
      return seen;
    };
    const all = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => clientOf(i)));
    all.forEach((seen, i) => {
      for (const answer of seen) {
        if (answer.in === "a") {
          expect(answer).toMatchObject({ status: 400 });
          // the finding names this client's line and value, and nothing of another client's request
          expect(answer.message).toBe(`salesQuoteLines/${i}/quantity must be integer (got string "client ${i} round ${answer.round}") (/request/body/salesQuoteLines/${i}/quantity)`);
        } else expect(answer).toEqual({ in: "b", round: answer.round, status: 201, lines: i + 1 });
      }
    });
    // b kept every quote it was sent, a none
    const listed = (await call(b, "GET", `${quotes}?$top=1000`)).body.value as Array<{ customerId: string }>;
    expect(listed.filter((q) => q.customerId.startsWith("client-"))).toHaveLength(CLIENTS * ROUNDS);
    expect(((await call(a, "GET", `${quotes}?$top=1000`)).body.value as Array<{ customerId: string }>).filter((q) => q.customerId.startsWith("client-"))).toEqual([]);
  });
});

describe("shared contracts, state of its own", () => {
  const SETTINGS = { requestsPerWindow: 3, managementReadsBucket: 2, managementReadsPerSecond: 1 };
  const AT = Date.parse("2026-11-20T10:00:00Z");
  let c: Emulator;
  let d: Emulator;
  beforeAll(async () => {
    // the clocks stand still (frozenAt): the throttles' windows and buckets move only when a test advances them
    [c, d] = await Promise.all([createEmulator({ quiet: true, settings: SETTINGS, frozenAt: AT }), createEmulator({ quiet: true, settings: SETTINGS, frozenAt: AT })]);
  });
  afterAll(async () => {
    await Promise.all([c.close(), d.close()]);
  });

  it("the contracts are one frozen copy for both; store, clock and modules are each emulator's own", () => {
    expect([...c.ctx.contracts.keys()]).toEqual([...d.ctx.contracts.keys()]);
    expect(c.ctx.contracts.size).toBeGreaterThan(5);
    for (const [key, contract] of c.ctx.contracts) {
      expect(d.ctx.contracts.get(key), key).toBe(contract);
      expect(Object.isFrozen(contract)).toBe(true);
      expect(Object.isFrozen(contract.doc) && Object.isFrozen(contract.doc.paths) && Object.isFrozen(contract.doc.components)).toBe(true);
      // nobody can change what the other emulator serves
      expect(() => {
        (contract.doc as Record<string, unknown>).paths = {};
      }).toThrow(TypeError);
    }
    expect(c.store).not.toBe(d.store);
    expect(c.clock).not.toBe(d.clock);
    expect(c.ctx.settings).not.toBe(d.ctx.settings);
  });

  it("webhooks throttle (requestsPerWindow): one emulator's window full answers 429 there, the other counts from zero", async () => {
    const token = "Bearer throttle-test";
    const statuses = async (emu: Emulator, n: number) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push((await call(emu, "GET", "/api/v2.0/companies", undefined, token)).status);
      return out;
    };
    expect(await statuses(c, 4)).toEqual([200, 200, 200, 429]);
    expect(await statuses(d, 3)).toEqual([200, 200, 200]);
    expect(await statuses(c, 1)).toEqual([429]);
    expect(await statuses(d, 1)).toEqual([429]);
    // five virtual minutes on in c only: c's window is empty again, d's still full
    await c.clock.advance(5 * 60_000 + 1);
    expect(await statuses(c, 1)).toEqual([200]);
    expect(await statuses(d, 1)).toEqual([429]);
  });

  it("management reads bucket (Events_ListBySubscriptionId): emptied in one emulator, full in the other", async () => {
    const token = "Bearer bucket-test";
    const read = async (emu: Emulator) => {
      const res = await call(emu, "GET", EVENTS, undefined, token);
      return res.status === 429 ? [429, res.headers.get("x-vendor-ratelimit-remaining-subscription-reads")] : [res.status];
    };
    // a bucket of 2, refilled at 1 a second of virtual time, which stands still
    expect([await read(c), await read(c), await read(c)]).toEqual([[200], [200], [429, "0"]]);
    expect([await read(d), await read(d)]).toEqual([[200], [200]]);
    await c.clock.advance(1000);
    expect([await read(c), await read(d)]).toEqual([[200], [429, "0"]]);
  });

  it("clock: advancing one frozen clock moves its time only", async () => {
    const before = d.clock.now();
    await c.clock.advance(HOUR);
    expect(c.clock.now() - d.clock.now()).toBeGreaterThanOrEqual(HOUR);
    expect(d.clock.now()).toBe(before);
  });
});

describe("a bundle rebuilt on disk", () => {
  const registered = findApi(loadRegistry(), "webhooks@v2.0");
  const dir = mkdtempSync(join(tmpdir(), "instances-bundle-"));
  const entry: ApiEntry = { ...registered, generatedDir: dir, bundle: join(dir, "openapi.json") };
  const original = readFileSync(registered.bundle, "utf8");
  /** The bundle with customers' displayName limited to `max` characters (1 to 9: the same size whatever the limit). */
  const limited = (max: number) => {
    const doc = JSON.parse(original);
    doc.components.schemas.Entity.properties.displayName = { type: "string", maxLength: max };
    return JSON.stringify(doc);
  };
  const started: Emulator[] = [];
  const start = async () => {
    const emu = await createEmulator({ quiet: true, entries: [entry] });
    started.push(emu);
    return emu;
  };
  const create = async (emu: Emulator, name: string) => (await call(emu, "POST", resourceOf("customers"), { displayName: name })).status;
  afterAll(async () => {
    await Promise.all(started.map((e) => e.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it("Entities_Create: the next emulator serves the bundle as it is on disk now, one already running keeps the one it started with", async () => {
    writeFileSync(entry.bundle, original);
    const first = await start();
    expect(await create(first, "abcd")).toBe(201);

    writeFileSync(entry.bundle, limited(3));
    const second = await start();
    expect(await create(second, "abcd")).toBe(400);
    expect(await create(second, "abc")).toBe(201);
    expect(await create(first, "abcd")).toBe(201);

    // rewritten at once with the same size (the file system's timestamps may not tell the two writes apart)
    expect(limited(4)).toHaveLength(limited(3).length);
    writeFileSync(entry.bundle, limited(4));
    const third = await start();
    expect(await create(third, "abcd")).toBe(201);
    expect(await create(third, "abcde")).toBe(400);
    expect(await create(second, "abcd")).toBe(400);

    // unchanged since: the next one shares the third's contract
    const fourth = await start();
    expect(fourth.ctx.contracts.get(entry.key)).toBe(third.ctx.contracts.get(entry.key));
    expect(third.ctx.contracts.get(entry.key)).not.toBe(second.ctx.contracts.get(entry.key));
  });

  it("a bundle that is missing, or not JSON, is refused with one line naming the file", async () => {
    writeFileSync(entry.bundle, "{ not json");
    await expect(start()).rejects.toThrow(/^cannot load .*instances-bundle-.*openapi\.json: /);
    rmSync(entry.bundle);
    await expect(start()).rejects.toThrow(`webhooks@v2.0: ${entry.bundle} is missing; run npm run build first`);
  });
});
