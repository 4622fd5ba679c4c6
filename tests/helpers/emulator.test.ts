/**
 * Every helper against the emulator (src/emulator), including the failures it exists for: throttling
 * (429 + Retry-After) for the retry policy, slow operations (202 + Operation-Location /
 * Vendor-AsyncOperation) for pollOperation, several pages (@odata.nextLink, nextLink) for paginate, and
 * real handshakes and pushes, one of them with a bad clientState, for the webhook receiver.
 * Emulator answers are validated against the contracts (validateResponses) and must show no violation.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { createWebhooksV2_0Client, type components } from "../../generated/webhooks/v2.0/client.js";
import { createWebhooksV1_0Client } from "../../generated/webhooks/v1.0/client.js";
import type { Readable, webhooks } from "../../generated/webhooks/v2.0/schema.js";
import type { webhooks as webhooksV1 } from "../../generated/webhooks/v1.0/schema.js";
import { createDocumentClassifiers2024_11_30Client } from "../../generated/document-classifiers/2024-11-30/client.js";
import { createResourceHealth2025_05_01Client } from "../../generated/resource-health/2025-05-01/client.js";
import { createMachineLearning2025_09_01Client } from "../../generated/machine-learning/2025-09-01/client.js";
import { createEventHub2026_01_01Client } from "../../generated/event-hub/2026-01-01/client.js";
import { createEmulator, type EmulatorOptions } from "../../src/emulator/index.js";
import { paginate, pollOperation, withRetry, type RetryEvent } from "../../src/helpers/index.js";
import { createWebhookReceiver } from "../../src/helpers/webhook-receiver.js";

const COMPANY = "3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51";
const SUBSCRIPTION = "5c3e8a1f-2d4b-4f6a-9e7c-1b0d3f5a7c92";
const bearer = (who: string) => `Bearer eyJ0eXAiOiJKV1QifQ.e30.${who}`;

async function start(options: EmulatorOptions = {}) {
  const emu = await createEmulator({ quiet: true, validateResponses: true, ...options });
  const control = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${emu.url}/_emulator${path}`, {
      method,
      ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<unknown>;
  };
  const advance = (ms: number) => control("POST", "/clock/advance", { ms });
  return { emu, control, advance };
}

describe("retry policy against the emulator's throttling", () => {
  let h: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    h = await start({ settings: { requestsPerWindow: 2 } });
  });
  afterAll(async () => {
    expect(h.emu.violations).toEqual([]);
    await h.emu.close();
  });

  it("without a policy the third request in the window is throttled", async () => {
    const client = createWebhooksV2_0Client({ baseUrl: h.emu.url, headers: { Authorization: bearer("plain") } });
    for (let i = 0; i < 2; i++) expect((await client.GET("/api/v2.0/companies")).response.status).toBe(200);
    const { error, response } = await client.GET("/api/v2.0/companies");
    expect(response.status).toBe(429);
    expect(error?.error.code).toBe("Application_TooManyRequests");
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(250);
  });

  it("waits Retry-After and then gets the typed answer", async () => {
    const events: RetryEvent[] = [];
    const client = createWebhooksV2_0Client({ baseUrl: h.emu.url, headers: { Authorization: bearer("retry") }, fetch: withRetry({ onRetry: (e) => events.push(e), maxElapsedMs: 10_000 }) });
    for (let i = 0; i < 2; i++) expect((await client.GET("/api/v2.0/companies")).response.status).toBe(200);

    // the window frees a slot in 300 s: beyond the 10 s budget, so the 429 comes back at once
    const before = performance.now();
    const throttled = await client.GET("/api/v2.0/companies");
    expect(throttled.response.status).toBe(429);
    expect(performance.now() - before).toBeLessThan(1000);
    expect(events).toEqual([]);

    // 299 s later (virtual time), the slot frees in 1 s: the policy waits for it
    await h.advance(299_000);
    const started = performance.now();
    const { data, response } = await client.GET("/api/v2.0/companies");
    expect(response.status).toBe(200);
    expectTypeOf(data).toEqualTypeOf<Readable<components["schemas"]["CompanyCollection"]> | undefined>();
    expect(data?.value[0]?.id).toBe(COMPANY);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(events).toMatchObject([{ attempt: 1, status: 429, reason: "retry-after", delayMs: 1000, method: "GET" }]);
  });

  it("does not repeat a throttled POST by default", async () => {
    const events: RetryEvent[] = [];
    const client = createWebhooksV2_0Client({ baseUrl: h.emu.url, headers: { Authorization: bearer("post") }, fetch: withRetry({ onRetry: (e) => events.push(e) }) });
    for (let i = 0; i < 2; i++) await client.GET("/api/v2.0/companies");
    const { response } = await client.POST("/api/v2.0/subscriptions", {
      body: { notificationUrl: "http://127.0.0.1:9/none", resource: `/api/v2.0/companies(${COMPANY})/customers` },
    });
    expect(response.status).toBe(429);
    expect(events).toEqual([]);
  });
});

describe("long-running operations against the emulator", () => {
  let h: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    h = await start();
  });
  afterAll(async () => {
    expect(h.emu.violations).toEqual([]);
    await h.emu.close();
  });
  const docs = () => createDocumentClassifiers2024_11_30Client({ baseUrl: `${h.emu.url}/vendordocs`, headers: { "Vendor-Subscription-Key": "emulator-key" } });
  const query = { "api-version": "2024-11-30" } as const;
  /** Sleep in the emulator's virtual time (a copy takes 10 s there), recording each wait. */
  const virtualSleep = (waits: number[]) => async (ms: number) => {
    waits.push(ms);
    await h.advance(ms);
  };

  it("follows a slow classifier copy (Operation-Location, Retry-After) to its typed result", async () => {
    const client = docs();
    const auth = await client.POST("/documentClassifiers:authorizeCopy", { params: { query }, body: { classifierId: "invoice-copy-1", description: "copy" } });
    expect(auth.response.status).toBe(200);
    const started = await client.POST("/documentClassifiers/{classifierId}:copyTo", { params: { path: { classifierId: "invoice-vs-receipt" }, query }, body: auth.data! });
    expect(started.response.status).toBe(202);
    const waits: number[] = [];
    const states: string[] = [];
    const outcome = await pollOperation(client, started, {
      statusPath: "/operations/{operationId}",
      sleep: virtualSleep(waits),
      onPoll: (p) => states.push(`${p.state}:${p.status?.status}`),
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.result?.status).toBe("succeeded");
    expect(outcome.result?.result?.classifierId).toBe("invoice-copy-1");
    expect(Object.keys(outcome.result?.result?.docTypes ?? {})).toEqual(["invoice", "receipt"]);
    // Retry-After of the 202 first, then the default interval while it runs
    expect(waits[0]).toBe(2000);
    expect(states).toContain("running:running");
    expect(states.at(-1)).toBe("succeeded:succeeded");
    expect(outcome.polls).toBeGreaterThanOrEqual(3);
  });

  it("returns the failed operation's typed error (an authorization used twice)", async () => {
    const client = docs();
    const auth = await client.POST("/documentClassifiers:authorizeCopy", { params: { query }, body: { classifierId: "invoice-copy-2" } });
    const first = await client.POST("/documentClassifiers/{classifierId}:copyTo", { params: { path: { classifierId: "tax-forms" }, query }, body: auth.data! });
    expect((await pollOperation(client, first, { statusPath: "/operations/{operationId}", sleep: virtualSleep([]) })).ok).toBe(true);
    const again = await client.POST("/documentClassifiers/{classifierId}:copyTo", { params: { path: { classifierId: "tax-forms" }, query }, body: auth.data! });
    const outcome = await pollOperation(client, again, { statusPath: "/operations/{operationId}", sleep: virtualSleep([]) });
    if (outcome.ok || outcome.kind !== "failed") throw new Error(`expected a failed operation, got ${outcome.kind}`);
    expect(outcome.result.error?.code).toBe("AuthorizationFailed");
    expect(outcome.result.error?.innererror?.code).toBe("CopyAuthorizationUsed");
  });

  it("returns the typed error of a start call that fails", async () => {
    const client = docs();
    const auth = await client.POST("/documentClassifiers:authorizeCopy", { params: { query }, body: { classifierId: "invoice-copy-3" } });
    const outcome = await pollOperation(client, client.POST("/documentClassifiers/{classifierId}:copyTo", { params: { path: { classifierId: "no-such-classifier" }, query }, body: auth.data! }), {
      statusPath: "/operations/{operationId}",
    });
    if (outcome.ok || outcome.kind !== "start") throw new Error(`expected start, got ${outcome.kind}`);
    expect(outcome.response.status).toBe(404);
    expect(outcome.error.error.code).toBe("NotFound");
  });

  it("follows a namespace deletion (Vendor-AsyncOperation, Retry-After) until the namespace is gone", async () => {
    const client = createEventHub2026_01_01Client({ baseUrl: h.emu.url, headers: { Authorization: bearer("ns") } });
    const namespace = { params: { path: { subscriptionId: SUBSCRIPTION, resourceGroupName: "orders-rg", namespaceName: "contoso-orders-test" }, query: { "api-version": "2026-01-01" } } } as const;
    const path = "/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Vendor.EventHub/namespaces/{namespaceName}";
    const started = await client.DELETE(path, namespace);
    expect(started.response.status).toBe(202);
    const retryAfter = Number(started.response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    const waits: number[] = [];
    const outcome = await pollOperation(client, started, {
      statusPath: "/subscriptions/{subscriptionId}/providers/Vendor.EventHub/locations/{location}/operationStatuses/{operationId}",
      sleep: virtualSleep(waits),
    });
    if (!outcome.ok) throw new Error(`expected success, got ${outcome.kind}`);
    expectTypeOf(outcome.result?.status).toEqualTypeOf<"InProgress" | "Succeeded" | "Failed" | "Canceled" | undefined>();
    expect(outcome.result?.status).toBe("Succeeded");
    expect(waits[0]).toBe(retryAfter * 1000);
    // deleted: a second DELETE finds nothing (204)
    expect((await client.DELETE(path, namespace)).response.status).toBe(204);
  });
});

describe("paging against the emulator", () => {
  let h: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    h = await start();
  });
  afterAll(async () => {
    expect(h.emu.violations).toEqual([]);
    await h.emu.close();
  });

  it("reads an entity collection page by page over @odata.nextLink, typed", async () => {
    for (let i = 1; i <= 6; i++) await h.control("POST", `/entities/companies(${COMPANY})/customers`, { displayName: `Paged customer ${i}` });
    const client = createWebhooksV2_0Client({ baseUrl: h.emu.url, headers: { Authorization: bearer("paging") } });
    const iterate = () =>
      paginate(client, "/api/v2.0/companies({companyId})/{entitySetName}", {
        params: { path: { companyId: COMPANY, entitySetName: "customers" } },
        headers: { Prefer: "odata.maxpagesize=3" },
      });
    const pages: number[] = [];
    for await (const page of iterate().pages()) pages.push(page.data.value.length);
    expect(pages).toEqual([3, 3, 1]);
    const names: string[] = [];
    for await (const customer of iterate()) names.push(String(customer.displayName));
    expect(names).toHaveLength(7);
    expect(new Set(names).size).toBe(7);
    expect(names).toEqual(expect.arrayContaining(["Stand-in Outfitters Ltd.", "Paged customer 1", "Paged customer 6"]));
  });

  it("reads health events over nextLink", async () => {
    const client = createResourceHealth2025_05_01Client({ baseUrl: h.emu.url, headers: { Authorization: bearer("health") } });
    const iterate = () =>
      paginate(client, "/subscriptions/{subscriptionId}/providers/Vendor.ResourceHealth/events", {
        params: { path: { subscriptionId: SUBSCRIPTION }, query: { "api-version": "2025-05-01", queryStartTime: "1/1/2020" } },
      });
    const sizes: number[] = [];
    for await (const page of iterate().pages()) sizes.push(page.data.value?.length ?? 0);
    expect(sizes.length).toBeGreaterThanOrEqual(2);
    expect(sizes.slice(0, -1).every((n) => n === 10)).toBe(true);
    const events = await iterate().toArray();
    expect(events).toHaveLength(sizes.reduce((a, b) => a + b, 0));
    expect(new Set(events.map((e) => e.name)).size).toBe(events.length);
    expect(events.some((e) => e.name === "BC_1-FXZ")).toBe(true);
  });

  it("reads quotas over nextLink", async () => {
    const client = createMachineLearning2025_09_01Client({ baseUrl: h.emu.url, headers: { Authorization: bearer("quotas") } });
    const pages = [];
    for await (const page of paginate(client, "/subscriptions/{subscriptionId}/providers/Vendor.MachineLearningServices/locations/{location}/quotas", {
      params: { path: { subscriptionId: SUBSCRIPTION, location: "westeurope" }, query: { "api-version": "2025-09-01" } },
    }).pages())
      pages.push(page.data.value?.length ?? 0);
    expect(pages.length).toBeGreaterThanOrEqual(2);
  });
});

describe("webhook receiver against the emulator's handshakes and pushes", () => {
  const SECRET = "7f3d1c9a-secret-from-subscriber";
  let h: Awaited<ReturnType<typeof start>>;
  let server: http.Server;
  let base = "";
  const requests: Array<{ path: string; status: number }> = [];
  const v2: Array<components["schemas"]["NotificationItem"]> = [];
  const v1: Array<NonNullable<webhooksV1["changeNotification"]["post"]["requestBody"]>["content"]["application/json"]["value"][number]> = [];
  const rejected: number[] = [];

  beforeAll(async () => {
    h = await start({ settings: { ApiSubscriptionDelayTime: 1000, handshakeTimeoutMs: 3000, pushTimeoutMs: 3000 } });
    const receiverV2 = createWebhookReceiver<webhooks>({
      contract: "webhooks@v2.0",
      clientState: SECRET,
      onNotifications: (items) => void v2.push(...items),
      onRejected: (s) => void rejected.push(s),
    });
    const receiverV1 = createWebhookReceiver<webhooksV1>({
      contract: "webhooks@v1.0",
      clientState: SECRET,
      onNotifications: (items) => void v1.push(...items),
      onRejected: (s) => void rejected.push(s),
    });
    server = http.createServer((req, res) => {
      res.on("finish", () => requests.push({ path: req.url ?? "", status: res.statusCode }));
      (req.url?.startsWith("/v1") ? receiverV1 : receiverV2).node(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    expect(h.emu.violations).toEqual([]);
    await h.emu.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("answers the v1.0 and v2.0 handshakes, receives typed pushes, and refuses a bad clientState", async () => {
    const c2 = createWebhooksV2_0Client({ baseUrl: h.emu.url, headers: { Authorization: bearer("hooks") } });
    const c1 = createWebhooksV1_0Client({ baseUrl: h.emu.url, headers: { Authorization: bearer("hooks") } });
    const good = await c2.POST("/api/v2.0/subscriptions", { body: { notificationUrl: `${base}/v2/good`, resource: `/api/v2.0/companies(${COMPANY})/customers`, clientState: SECRET } });
    expect(good.response.status).toBe(201);
    const bad = await c2.POST("/api/v2.0/subscriptions", { body: { notificationUrl: `${base}/v2/bad`, resource: `/api/v2.0/companies(${COMPANY})/customers`, clientState: "not-the-secret" } });
    expect(bad.response.status).toBe(201);
    const old = await c1.POST("/api/v1.0/subscriptions", { body: { notificationUrl: `${base}/v1/hook`, resource: `/api/v1.0/companies(${COMPANY})/items`, clientState: SECRET } });
    expect(old.response.status).toBe(201);
    // the three handshakes were answered by the receivers
    expect(requests.filter((r) => r.path.includes("validationToken=")).map((r) => [r.path.split("?")[0], r.status])).toEqual([
      ["/v2/good", 200],
      ["/v2/bad", 200],
      ["/v1/hook", 200],
    ]);

    const customer = (await h.control("POST", `/entities/companies(${COMPANY})/customers`, { displayName: "Webhook customer" })) as { id: string };
    const item = (await h.control("POST", `/entities/companies(${COMPANY})/items`, { displayName: "Webhook item" })) as { id: string };
    await h.advance(1000);

    // the push with the right clientState was accepted and handed on, typed
    expect(v2).toHaveLength(1);
    const n = v2[0]!;
    expect(n.subscriptionId).toBe(good.data?.subscriptionId);
    expect(n.changeType).toBe("created");
    expect(n.resource).toBe(`api/v2.0/companies(${COMPANY})/customers(${customer.id})`);
    expect(v1).toHaveLength(1);
    expect(v1[0]?.resource).toBe(`api/v1.0/companies(${COMPANY})/items(${item.id})`);

    // the push with the bad clientState got a 403, nothing was handed on, and the service dropped that subscription
    expect(requests.filter((r) => r.path === "/v2/bad")).toEqual([{ path: "/v2/bad", status: 403 }]);
    expect(rejected).toEqual([403]);
    expect(v2.some((x) => x.subscriptionId === bad.data?.subscriptionId)).toBe(false);
    const gone = await c2.GET("/api/v2.0/subscriptions({subscriptionId})", { params: { path: { subscriptionId: bad.data!.subscriptionId } } });
    expect(gone.response.status).toBe(404);
    const kept = await c2.GET("/api/v2.0/subscriptions({subscriptionId})", { params: { path: { subscriptionId: good.data!.subscriptionId } } });
    expect(kept.response.status).toBe(200);
  });

  it("refuses a forged push sent straight to the notificationUrl", async () => {
    const before = v2.length;
    const forged = { value: [{ ...v2[0]!, clientState: "guessed" }] };
    const res = await fetch(`${base}/v2/good`, {
      method: "POST",
      headers: { "content-type": "application/json", clientRequestId: crypto.randomUUID(), "x-vendor-correlation-id": crypto.randomUUID() },
      body: JSON.stringify(forged),
    });
    expect(res.status).toBe(403);
    const malformed = await fetch(`${base}/v2/good`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"value": [' });
    expect(malformed.status).toBe(400);
    expect(v2).toHaveLength(before);
  });
});
