/**
 * The webhooks module's repositories and the work of its hot paths: recording a change and delivering a
 * push cost store operations in proportion to what they touch, counted through a counting Store.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { findApi, loadRegistry } from "../../../src/registry.js";
import { createEngine, type Engine } from "../../../src/emulator/index.js";
import { createWebhooksModule } from "../../../src/emulator/apis/business/webhooks/index.js";
import { COMPANY_ID, ENTITY_SETS, iso, type Pending, type Queue, type StoredEntity, type StoredSubscription } from "../../../src/emulator/apis/business/webhooks/model.js";
import { defineIndexes, reposOf } from "../../../src/emulator/apis/business/webhooks/repositories.js";
import { MemoryStore } from "../../../src/emulator/store.js";
import type { Store } from "../../../src/emulator/types.js";

const T0 = Date.parse("2026-03-02T09:00:00.000Z");
const DAY = 86_400_000;

function subscription(id: string, url: string, entitySet: string, scope = "v2.0", companyId = COMPANY_ID): StoredSubscription {
  return {
    fields: {
      subscriptionId: id,
      notificationUrl: url,
      resource: `/api/${scope}/companies(${companyId})/${entitySet}`,
      clientState: "work",
      userId: "00000000-0000-5000-a000-000000000000",
      lastModifiedDateTime: iso(T0),
      expirationDateTime: iso(T0 + 3 * DAY),
      systemCreatedAt: iso(T0),
      systemCreatedBy: "00000000-0000-5000-a000-000000000000",
      systemModifiedAt: iso(T0),
      systemModifiedBy: "00000000-0000-5000-a000-000000000000",
    },
    rev: 1,
    scope,
    companyId,
    entitySet,
  };
}

const pendingItem = (id: string, seq: number, subscriptionId: string, path: string): Pending => ({
  id,
  seq,
  subscriptionId,
  path,
  companyId: COMPANY_ID,
  entitySet: "items",
  changeType: "updated",
  firstAt: T0,
  at: T0,
});

/** Store operations by method, and the values that list and find returned. */
type Counts = Record<string, number>;

/** A Store that counts every call (and the values list and find return) into `counts`. */
function counting(store: Store, counts: Counts): Store {
  return new Proxy(store, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        counts[String(name)] = (counts[String(name)] ?? 0) + 1;
        const result = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (Array.isArray(result)) counts.values = (counts.values ?? 0) + result.length;
        return name === "transaction" ? counting(result as Store, counts) : result;
      };
    },
  });
}

describe("work of a change and of a push", () => {
  let engine: Engine | undefined;
  let server: http.Server | undefined;
  afterEach(async () => {
    await engine?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  });

  /**
   * One subscription on customers at a subscriber that acknowledges; with `loaded`, also 1,000
   * subscriptions on other resources at 100 other URLs and 10,000 pending items for those URLs. Then one
   * customer created (control route) and its push delivered: the store operations of each.
   */
  async function measure(loaded: boolean): Promise<{ change: Counts; push: Counts; pushed: unknown[] }> {
    const pushed: unknown[] = [];
    server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        pushed.push(...(JSON.parse(body) as { value: unknown[] }).value);
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const registry = loadRegistry();
    engine = await createEngine({
      quiet: true,
      frozenAt: T0,
      modules: [createWebhooksModule()],
      entries: [findApi(registry, "webhooks@v1.0"), findApi(registry, "webhooks@v2.0")],
    });
    const { subscriptions, pending, queues } = reposOf(engine.store);
    await subscriptions.put(subscription("watched", url, "customers"));
    if (loaded) {
      const others = ENTITY_SETS.filter((s) => s !== "customers");
      for (let i = 0; i < 1000; i++) {
        const other = `https://other-${i % 100}.example/hook`;
        await subscriptions.put(subscription(`other${i}`, other, others[i % others.length]!));
        for (let k = 0; k < 10; k++) {
          const seq = i * 10 + k + 1;
          await pending.put(pendingItem(`other-${seq}`, seq, `other${i}`, `companies(${COMPANY_ID})/${others[i % others.length]}(${seq})`));
        }
      }
      for (let u = 0; u < 100; u++) await queues.put({ url: `https://other-${u}.example/hook`, dueAt: T0 + DAY, attempt: 0, inflight: [] } satisfies Queue);
      expect(engine.store.list(`webhooks/pending`)).toHaveLength(10_000);
    }

    const change: Counts = {};
    engine.ctx.store = counting(engine.store, change);
    const created = await engine.dispatch({
      method: "POST",
      target: `/_emulator/entities/companies(${COMPANY_ID})/customers`,
      headers: { "content-type": "application/json" },
      baseUrl: "http://emulator.test",
      json: { displayName: "Counted" },
    });
    expect(created.status).toBe(201);

    const push: Counts = {};
    engine.ctx.store = counting(engine.store, push);
    await engine.clock.advance(30_000);
    return { change, push, pushed };
  }

  it("does not grow with 1,000 subscriptions on other resources and 10,000 pending items for other URLs", async () => {
    const empty = await measure(false);
    await engine!.close();
    engine = undefined;
    const loaded = await measure(true);

    expect(empty.pushed).toHaveLength(1);
    expect(loaded.pushed).toEqual([expect.objectContaining({ subscriptionId: "watched", changeType: "created" })]);
    // nothing scans a collection: every read is by key or by index
    expect(loaded.change.list ?? 0).toBe(0);
    expect(loaded.push.list ?? 0).toBe(0);
    expect(loaded.change).toEqual(empty.change);
    expect(loaded.push).toEqual(empty.push);
    console.log(`store operations of one change: ${JSON.stringify(loaded.change)}; of its push: ${JSON.stringify(loaded.push)}`);
  });
});

describe("repositories", () => {
  const store = () => {
    const s = new MemoryStore();
    defineIndexes(s);
    return s;
  };

  it("find subscriptions by resource, notificationUrl and scope, following renewals and deletes", async () => {
    const s = store();
    const { subscriptions } = reposOf(s);
    await subscriptions.put(subscription("a", "https://one.example/h", "customers"));
    await subscriptions.put(subscription("b", "https://one.example/h", "items", "acme/sales/v1.0"));
    await subscriptions.put(subscription("c", "https://two.example/h", "customers", "v2.0", COMPANY_ID.toUpperCase()));
    const ids = (list: StoredSubscription[]) => list.map((x) => x.fields.subscriptionId);
    expect(ids(subscriptions.byResource(COMPANY_ID, "customers"))).toEqual(["a", "c"]);
    expect(ids(subscriptions.byResource(COMPANY_ID.toUpperCase(), "items"))).toEqual(["b"]);
    expect(ids(subscriptions.byUrl("https://one.example/h"))).toEqual(["a", "b"]);
    expect(ids(subscriptions.byScope("acme/sales/v1.0"))).toEqual(["b"]);

    const moved = subscription("a", "https://two.example/h", "customers");
    await subscriptions.put({ ...moved, rev: 2 });
    expect(ids(subscriptions.byUrl("https://one.example/h"))).toEqual(["b"]);
    expect(ids(subscriptions.byUrl("https://two.example/h"))).toEqual(["c", "a"]);
    await subscriptions.delete("c");
    expect(ids(subscriptions.byResource(COMPANY_ID, "customers"))).toEqual(["a"]);
  });

  it("find pending items by subscription and entity, and a URL's items in seq order over its subscriptions", async () => {
    const s = store();
    const { subscriptions, pending, pendingAt } = reposOf(s);
    await subscriptions.put(subscription("a", "https://one.example/h", "customers"));
    await subscriptions.put(subscription("b", "https://one.example/h", "items"));
    await subscriptions.put(subscription("c", "https://two.example/h", "items"));
    await pending.put(pendingItem("3", 3, "b", "p1"));
    await pending.put(pendingItem("1", 1, "a", "p1"));
    await pending.put(pendingItem("2", 2, "a", "p2"));
    await pending.put(pendingItem("4", 4, "c", "p1"));
    expect(pendingAt("https://one.example/h").map((p) => p.seq)).toEqual([1, 2, 3]);
    expect(pending.bySubscription("a").map((p) => p.id)).toEqual(["1", "2"]);
    expect(pending.bySubscriptionPath("a", "p2").map((p) => p.id)).toEqual(["2"]);
    expect(pending.bySubscriptionPath("b", "p2")).toEqual([]);
    await pending.delete("1");
    expect(pendingAt("https://one.example/h").map((p) => p.seq)).toEqual([2, 3]);
  });

  it("find entities by company (any case) and lines by document", async () => {
    const s = store();
    const { entities } = reposOf(s);
    const entity = (id: string, companyId: string, extra: Record<string, unknown> = {}): StoredEntity => ({ companyId, rev: 1, data: { id, ...extra } });
    await entities.put("salesQuotes", entity("q1", COMPANY_ID.toUpperCase()));
    await entities.put("salesQuotes", entity("q2", "11111111-1111-4111-8111-111111111111"));
    await entities.put("salesQuoteLines", entity("l1", COMPANY_ID, { documentId: "q1" }));
    await entities.put("salesQuoteLines", entity("l2", COMPANY_ID, { documentId: "q2" }));
    await entities.put("salesQuoteLines", entity("l3", COMPANY_ID, { documentId: "q1" }));
    expect(entities.byCompany("salesQuotes", COMPANY_ID).map((e) => e.data.id)).toEqual(["q1"]);
    expect(entities.lines("salesQuoteLines", "q1").map((e) => e.data.id)).toEqual(["l1", "l3"]);
    // lines have no company index (nothing but a control read asks): the same answer, in written order
    await entities.put("salesQuoteLines", entity("l4", "11111111-1111-4111-8111-111111111111", { documentId: "q2" }));
    await entities.put("salesQuoteLines", entity("l1", COMPANY_ID.toUpperCase(), { documentId: "q1", quantity: 2 }));
    expect(entities.byCompany("salesQuoteLines", COMPANY_ID.toUpperCase()).map((e) => e.data.id)).toEqual(["l1", "l2", "l3"]);
    expect(entities.byCompany("salesQuoteLines", "11111111-1111-4111-8111-111111111111").map((e) => e.data.id)).toEqual(["l4"]);
    expect(entities.get("salesQuotes", COMPANY_ID, "Q1")?.data.id).toBe("q1"); // keys are read in lower case
    expect(entities.get("salesQuotes", COMPANY_ID, "q2")).toBeUndefined(); // another company's
  });

  it("read through a transaction: its writes are seen in it, and in the store only after commit", async () => {
    const s = store();
    await reposOf(s).subscriptions.put(subscription("a", "https://one.example/h", "customers"));
    const tx = s.transaction();
    const inTx = reposOf(tx);
    await inTx.subscriptions.put(subscription("b", "https://one.example/h", "customers"));
    await inTx.subscriptions.delete("a");
    expect(inTx.subscriptions.byResource(COMPANY_ID, "customers").map((x) => x.fields.subscriptionId)).toEqual(["b"]);
    expect(
      reposOf(s)
        .subscriptions.byResource(COMPANY_ID, "customers")
        .map((x) => x.fields.subscriptionId),
    ).toEqual(["a"]);
    await tx.commit();
    expect(
      reposOf(s)
        .subscriptions.byUrl("https://one.example/h")
        .map((x) => x.fields.subscriptionId),
    ).toEqual(["b"]);
  });
});
