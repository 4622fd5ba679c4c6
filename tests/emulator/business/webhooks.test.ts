/**
 * webhooks (business), end to end: the generated webhooks v2.0 client against the emulator, a real
 * subscriber server, the virtual clock. Every answer is validated against the contract twice (by the
 * emulator core and by the client middleware), and every handshake and push against the contract's
 * webhooks. (Throttling and request limits: webhooks-limits.test.ts.)
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMPANY, resourceOf, TOKEN, until } from "../helpers.js";
import { closeSession, h, restartHarness, setup, sub } from "./session.js";

const DAY = 86_400_000;
const MINUTE = 60_000;

afterEach(closeSession);

async function subscribe(entity = "customers", url = sub.url, clientState = "secret-1") {
  const { data, error, response } = await h.client.POST("/api/v2.0/subscriptions", { body: { notificationUrl: url, resource: resourceOf(entity), clientState } });
  if (!data) throw new Error(`subscribe: ${response.status} ${JSON.stringify(error)}`);
  return data;
}

const customer = (name: string) => h.change("POST", `companies(${COMPANY})/customers`, { displayName: name });

describe("companies and supported resources", () => {
  beforeEach(() => setup());

  it("lists the one company created at start", async () => {
    const { data } = await h.client.GET("/api/v2.0/companies");
    expect(data?.value.map((c) => c.id)).toEqual([COMPANY]);
  });

  it("lists the 22 webhook-enabled entities of a version with $filter", async () => {
    const { data } = await h.client.GET("/api/vendor/runtime/beta/companies({companyId})/webhookSupportedResources", {
      params: { path: { companyId: COMPANY }, query: { $filter: "resource eq 'v2.0*'" } },
    });
    expect(data?.value).toHaveLength(22);
    expect(data?.value.every((r) => r.resource.startsWith("v2.0/"))).toBe(true);
  });

  it("lists both versions' 44 without $filter, the same answer each time, and v1.0's 22 with it", async () => {
    const path = "/api/vendor/runtime/beta/companies({companyId})/webhookSupportedResources" as const;
    const all = await h.client.GET(path, { params: { path: { companyId: COMPANY } } });
    expect(all.data?.value).toHaveLength(44);
    expect(all.data?.value.slice(0, 2)).toEqual([{ resource: "v1.0/accounts" }, { resource: "v1.0/companyInformation" }]);
    expect((await h.client.GET(path, { params: { path: { companyId: COMPANY } } })).data).toEqual(all.data);
    const v1 = await h.client.GET(path, { params: { path: { companyId: COMPANY }, query: { $filter: "resource eq 'v1.0*'" } } });
    expect(v1.data?.value).toEqual(all.data?.value.slice(0, 22));
  });
});

describe("handshake", () => {
  beforeEach(() => setup());

  it("creates the subscription when the subscriber echoes the token", async () => {
    const { data, response } = await h.client.POST("/api/v2.0/subscriptions", { body: { notificationUrl: sub.url, resource: resourceOf("customers"), clientState: "s" } });
    expect(response.status).toBe(201);
    expect(sub.validations).toHaveLength(1);
    expect(response.headers.get("etag")).toBe(data?.["@odata.etag"]);
    expect(Date.parse(data!.expirationDateTime) - Date.parse(data!.systemCreatedAt)).toBe(3 * DAY);
  });

  it.each([["wrong-token" as const], [500], [404]])("creates nothing when the subscriber answers %s (400 with the code)", async (answer) => {
    sub.handshake = answer;
    const { error, response } = await h.client.POST("/api/v2.0/subscriptions", { body: { notificationUrl: sub.url, resource: resourceOf("customers") } });
    expect(response.status).toBe(400);
    expect(error?.error.code).toBe("BadRequest_NotificationUrlValidationFailed");
    expect((await h.client.GET("/api/v2.0/subscriptions")).data?.value).toEqual([]);
  });

  it("fails when the subscriber does not answer within the handshake timeout", async () => {
    await restartHarness({ handshakeTimeoutMs: 200 });
    sub.handshake = "silent";
    const { error } = await h.client.POST("/api/v2.0/subscriptions", { body: { notificationUrl: sub.url, resource: resourceOf("customers") } });
    expect(error?.error.code).toBe("BadRequest_NotificationUrlValidationFailed");
    expect(error?.error.message).toMatch(/within 200 ms/);
  });

  it("renews on success; a failed renewal keeps the old expiry", async () => {
    const created = await subscribe();
    await h.advance(DAY);
    const renew = (etag: string) =>
      h.client.PATCH("/api/v2.0/subscriptions({subscriptionId})", {
        params: { path: { subscriptionId: created.subscriptionId }, header: { "If-Match": etag } },
        body: { notificationUrl: sub.url, resource: created.resource },
      });
    const renewed = await renew(created["@odata.etag"]);
    expect(renewed.response.status).toBe(200);
    // virtual time also moves with real time (the handshake takes a few ms)
    expect(Date.parse(renewed.data!.expirationDateTime) - Date.parse(created.expirationDateTime) - DAY).toBeLessThan(2000);

    sub.handshake = "wrong-token";
    await h.advance(DAY);
    const failed = await renew(renewed.data!["@odata.etag"]);
    expect(failed.response.status).toBe(400);
    expect(failed.error?.error.code).toBe("BadRequest_NotificationUrlValidationFailed");
    const { data } = await h.client.GET("/api/v2.0/subscriptions({subscriptionId})", { params: { path: { subscriptionId: created.subscriptionId } } });
    expect(data?.expirationDateTime).toBe(renewed.data!.expirationDateTime);
    expect(sub.validations).toHaveLength(3);
  });

  it("accepts http only for loopback hosts, naming the field", async () => {
    const { error, response } = await h.client.POST("/api/v2.0/subscriptions", { body: { notificationUrl: "http://hooks.example.com/x", resource: resourceOf("customers") } });
    expect(response.status).toBe(400);
    expect(error?.error.code).toBe("BadRequest_InvalidRequestBody");
    expect(error?.error.message).toMatch(/notificationUrl/);
    expect(sub.validations).toHaveLength(0);
  });

  it("holds to the contract's https when allowLoopbackHttp is 0 (the relaxation is the emulator's setting)", async () => {
    await restartHarness({ allowLoopbackHttp: 0 });
    const { error, response } = await h.client.POST("/api/v2.0/subscriptions", { body: { notificationUrl: sub.url, resource: resourceOf("customers") } });
    expect(response.status).toBe(400);
    // the shape first (the contract's example), the pattern at the end for tools
    expect(error?.error.message).toMatch(
      /^notificationUrl must look like https:\/\/hooks\.subscriber\.example\/business\/notifications \(got "http:.*"; pattern \^https:.*\) \(\/request\/body\/notificationUrl\)$/,
    );
    expect(sub.validations).toHaveLength(0);
  });

  it("refuses a standard subscription to an entity that does not support webhooks, naming it and the 22", async () => {
    const { error, response } = await h.client.POST("/api/v2.0/subscriptions", { body: { notificationUrl: sub.url, resource: resourceOf("contacts") } });
    expect(response.status).toBe(400);
    expect(error?.error).toEqual({
      code: "BadRequest_InvalidRequestBody",
      message: expect.stringMatching(/^The entity 'contacts' does not support webhooks\. Entities that support webhooks: accounts, .*, vendors\. \(\/request\/body\/resource\)$/),
    });
    expect(sub.validations).toHaveLength(0);
  });
});

describe("members of a subscription body", () => {
  beforeEach(() => setup());

  it("Subscriptions_Create, Subscriptions_Update, CustomApiSubscriptions_Create: a member a subscription does not define is refused with 400 naming it and the nearest member; nothing is created or renewed, no handshake", async () => {
    // raw requests: the typed client would not let the misspelt member through (tests/types)
    const send = async (method: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
      const res = await h.raw(method, path, { headers: { authorization: TOKEN, "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
      return { status: res.status, body: JSON.parse(res.body) as Record<string, any> };
    };
    const refused = await send("POST", "/api/v2.0/subscriptions", { notificationUrl: sub.url, resource: resourceOf("customers"), clientstate: "secret-1" });
    expect([refused.status, refused.body]).toEqual([
      400,
      { error: { code: "BadRequest_InvalidRequestBody", message: "clientstate: not a member of a subscription; did you mean clientState? (/request/body/clientstate)" } },
    ]);
    const nothingNear = await send("POST", "/api/v2.0/subscriptions", { notificationUrl: sub.url, resource: resourceOf("customers"), colour: "red" });
    expect(nothingNear.body.error.message).toBe("colour: not a member of a subscription (/request/body/colour)");
    const custom = await send("POST", `/api/acme/sales/v1.0/subscriptions`, { notificationUrl: sub.url, resource: `/api/acme/sales/v1.0/companies(${COMPANY})/vehicles`, ClientState: "s" });
    expect([custom.status, custom.body.error.message]).toEqual([400, "ClientState: not a member of a custom API subscription; did you mean clientState? (/request/body/ClientState)"]);
    expect(sub.validations).toHaveLength(0);
    expect((await h.client.GET("/api/v2.0/subscriptions")).data?.value).toEqual([]);

    // what was read may be sent back (the members the service sets are defined; it ignores them), a misspelt one may not
    const created = await subscribe();
    const path = `/api/v2.0/subscriptions(${created.subscriptionId})`;
    const renewed = await send("PATCH", path, { ...created, clientState: "secret-2" }, { "if-match": created["@odata.etag"] });
    expect(renewed.status).toBe(200);
    const tag = renewed.body["@odata.etag"] as string;
    const misspelt = await send("PATCH", path, { notificationUrl: sub.url, resource: created.resource, clientStat: "secret-3" }, { "if-match": tag });
    expect([misspelt.status, misspelt.body.error.message]).toEqual([400, "clientStat: not a member of a subscription; did you mean clientState? (/request/body/clientStat)"]);
    const { data } = await h.client.GET("/api/v2.0/subscriptions({subscriptionId})", { params: { path: { subscriptionId: created.subscriptionId } } });
    expect([data?.clientState, data?.["@odata.etag"]]).toEqual(["secret-2", tag]);
    expect(sub.validations).toHaveLength(2);
  });
});

describe("ETags and keys", () => {
  beforeEach(() => setup());

  it("answers 409 on a stale If-Match, 400 on a missing or unparseable one, and deletes with the current tag", async () => {
    const created = await subscribe();
    const path = { subscriptionId: created.subscriptionId };
    const body = { notificationUrl: sub.url, resource: created.resource };
    const renewed = await h.client.PATCH("/api/v2.0/subscriptions({subscriptionId})", { params: { path, header: { "If-Match": created["@odata.etag"] } }, body });
    expect(renewed.response.status).toBe(200);
    expect(renewed.data!["@odata.etag"]).not.toBe(created["@odata.etag"]);

    const stale = await h.client.PATCH("/api/v2.0/subscriptions({subscriptionId})", { params: { path, header: { "If-Match": created["@odata.etag"] } }, body });
    expect(stale.response.status).toBe(409);
    expect(stale.error?.error.code).toBe("Request_EntityChanged");
    const staleDelete = await h.client.DELETE("/api/v2.0/subscriptions({subscriptionId})", { params: { path, header: { "If-Match": created["@odata.etag"] } } });
    expect(staleDelete.response.status).toBe(409);

    const garbage = await h.client.PATCH("/api/v2.0/subscriptions({subscriptionId})", { params: { path, header: { "If-Match": "not-a-tag" } }, body });
    expect(garbage.response.status).toBe(400);
    expect(garbage.error?.error.code).toBe("BadRequest_InvalidToken");
    const missing = await h.raw("DELETE", `/api/v2.0/subscriptions(${created.subscriptionId})`, { headers: { authorization: TOKEN } });
    expect(missing.status).toBe(400);
    expect(JSON.parse(missing.body).error.code).toBe("BadRequest_InvalidToken");

    const deleted = await h.client.DELETE("/api/v2.0/subscriptions({subscriptionId})", { params: { path, header: { "If-Match": renewed.data!["@odata.etag"] } } });
    expect(deleted.response.status).toBe(204);
    const gone = await h.client.GET("/api/v2.0/subscriptions({subscriptionId})", { params: { path } });
    expect(gone.response.status).toBe(404);
  });

  it("Subscriptions_List: lists what was written, after every create, renew and delete", async () => {
    const list = async () => {
      const { data } = await h.client.GET("/api/v2.0/subscriptions");
      return (data?.value ?? []).map((s) => `${s.subscriptionId} ${s["@odata.etag"]}`).sort();
    };
    expect(await list()).toEqual([]);
    const a = await subscribe("customers");
    expect(await list()).toEqual([`${a.subscriptionId} ${a["@odata.etag"]}`]);
    const b = await subscribe("items");
    expect(await list()).toEqual([`${a.subscriptionId} ${a["@odata.etag"]}`, `${b.subscriptionId} ${b["@odata.etag"]}`].sort());
    const renewed = await h.client.PATCH("/api/v2.0/subscriptions({subscriptionId})", {
      params: { path: { subscriptionId: a.subscriptionId }, header: { "If-Match": a["@odata.etag"] } },
      body: { notificationUrl: sub.url, resource: a.resource },
    });
    const tag = renewed.data!["@odata.etag"];
    expect(await list()).toEqual([`${a.subscriptionId} ${tag}`, `${b.subscriptionId} ${b["@odata.etag"]}`].sort());
    await h.client.DELETE("/api/v2.0/subscriptions({subscriptionId})", { params: { path: { subscriptionId: b.subscriptionId }, header: { "If-Match": b["@odata.etag"] } } });
    expect(await list()).toEqual([`${a.subscriptionId} ${tag}`]);
    // another scope (v1.0) has its own list
    const v1 = await h.raw("GET", "/api/v1.0/subscriptions", { headers: { authorization: TOKEN } });
    expect(JSON.parse(v1.body).value).toEqual([]);
  });

  it("reads a subscription by quoted and bare key", async () => {
    const created = await subscribe();
    const quoted = await h.client.GET("/api/v2.0/subscriptions({subscriptionId})", { params: { path: { subscriptionId: `'${created.subscriptionId}'` } } });
    expect(quoted.data?.subscriptionId).toBe(created.subscriptionId);
    expect(quoted.response.headers.get("etag")).toBe(created["@odata.etag"]);
  });

  it("serves custom-API subscriptions whose resource carries the same three elements", async () => {
    const path = { apiPublisher: "acme", apiGroup: "sales", apiVersion: "v1.0" };
    const good = await h.client.POST("/api/{apiPublisher}/{apiGroup}/{apiVersion}/subscriptions", {
      params: { path },
      body: { notificationUrl: sub.url, resource: `/api/acme/sales/v1.0/companies(${COMPANY})/customers` },
    });
    expect(good.response.status).toBe(201);
    const bad = await h.client.POST("/api/{apiPublisher}/{apiGroup}/{apiVersion}/subscriptions", {
      params: { path },
      body: { notificationUrl: sub.url, resource: `/api/other/sales/v1.0/companies(${COMPANY})/customers` },
    });
    expect(bad.response.status).toBe(400);
    expect(bad.error?.error.message).toMatch(/resource/);
    expect((await h.client.GET("/api/{apiPublisher}/{apiGroup}/{apiVersion}/subscriptions", { params: { path } })).data?.value).toHaveLength(1);
    expect((await h.client.GET("/api/v2.0/subscriptions")).data?.value).toHaveLength(0);

    await customer("Custom");
    await h.advance(30_000);
    expect(sub.items()[0]?.resource).toMatch(/^api\/acme\/sales\/v1\.0\/companies\(.+\)\/customers\(.+\)$/);
  });

  it("refuses more subscriptions than ApiSubscriptionMaxNumberOfSubscriptions", async () => {
    await restartHarness({ ApiSubscriptionMaxNumberOfSubscriptions: 1 });
    await subscribe();
    const { response, error } = await h.client.POST("/api/v2.0/subscriptions", { body: { notificationUrl: sub.url, resource: resourceOf("items") } });
    expect(response.status).toBe(400);
    expect(error?.error.message).toMatch(/maximum of 1 subscriptions/);
  });
});

describe("notifications", () => {
  beforeEach(() => setup());

  it("waits for the delay window, then pushes once", async () => {
    const s = await subscribe();
    const created = await customer("Ada");
    await h.advance(29_000); // virtual time also moves with real time: keep a margin of 1 s
    expect(sub.pushes).toHaveLength(0);
    await h.advance(1000);
    expect(sub.pushes).toHaveLength(1);
    expect(sub.pushes[0]!.headers["content-type"]).toMatch(/^application\/json/);
    expect(sub.items()).toEqual([
      {
        subscriptionId: s.subscriptionId,
        clientState: "secret-1",
        expirationDateTime: s.expirationDateTime,
        resource: `api/v2.0/companies(${COMPANY})/customers(${String(created.body.id)})`,
        changeType: "created",
        lastModifiedDateTime: created.body.lastModifiedDateTime,
      },
    ]);
    await h.advance(DAY / 2);
    expect(sub.pushes).toHaveLength(1);
  });

  it("covers quick changes of one entity with one item, and sends updates and deletes", async () => {
    await subscribe();
    const c = await customer("Bob");
    const path = `companies(${COMPANY})/customers(${String(c.body.id)})`;
    await h.change("PATCH", path, { displayName: "Bobby" });
    await h.advance(30_000);
    expect(sub.items().map((i) => i.changeType)).toEqual(["created"]);
    await h.change("PATCH", path, { displayName: "Robert" });
    await h.change("DELETE", path);
    await h.advance(30_000);
    expect(sub.items().map((i) => i.changeType)).toEqual(["created", "deleted"]);
  });

  it("pushes the items of two subscriptions on one URL in one push", async () => {
    const a = await subscribe("customers");
    const b = await subscribe("items");
    await customer("Cy");
    await h.change("POST", `companies(${COMPANY})/items`, { displayName: "Lamp" });
    await h.advance(30_000);
    expect(sub.pushes).toHaveLength(1);
    expect(
      sub
        .items()
        .map((i) => i.subscriptionId)
        .sort(),
    ).toEqual([a.subscriptionId, b.subscriptionId].sort());
  });

  it("notifies the header's subscription of a line change", async () => {
    await subscribe("salesQuotes");
    const quote = await h.client.POST("/api/v2.0/companies({companyId})/salesQuotes", {
      params: { path: { companyId: COMPANY } },
      body: { customerId: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", salesQuoteLines: [{ itemId: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e", quantity: 5 }] },
    });
    expect(quote.response.status).toBe(201);
    expect(quote.data?.salesQuoteLines).toHaveLength(1);
    await h.advance(30_000);
    await h.change("POST", `companies(${COMPANY})/salesQuotes(${quote.data!.id})/salesQuoteLines`, { itemId: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f", quantity: 2 });
    await h.advance(30_000);
    expect(sub.items().map((i) => [i.changeType, i.resource])).toEqual([
      ["created", `api/v2.0/companies(${COMPANY})/salesQuotes(${quote.data!.id})`],
      ["updated", `api/v2.0/companies(${COMPANY})/salesQuotes(${quote.data!.id})`],
    ]);
  });

  it("retries on 500 and delivers each change exactly once", async () => {
    await subscribe();
    sub.statuses = [500, 503];
    await customer("Dee");
    await h.advance(30_000);
    expect(sub.pushes).toHaveLength(1);
    await customer("Eve"); // arrives during the back-off: rides along with the retry
    await h.advance(MINUTE - 1000);
    expect(sub.pushes).toHaveLength(1);
    await h.advance(1000);
    expect(sub.pushes).toHaveLength(2);
    await h.advance(MINUTE);
    expect(sub.pushes).toHaveLength(3);
    await h.advance(DAY);
    expect(sub.pushes).toHaveLength(3);
    const acknowledged = sub.pushes[2]!.body.value.map((i) => i.resource);
    expect(acknowledged).toHaveLength(2);
    expect(new Set(acknowledged).size).toBe(2);
    expect((await h.client.GET("/api/v2.0/subscriptions")).data?.value).toHaveLength(1);
  });

  it("keeps a change made during a slow push for the next push (nothing dropped, nothing twice)", async () => {
    await subscribe();
    sub.pushDelayMs = 300;
    const first = await customer("Slow 1");
    const advancing = h.advance(30_000);
    await until(() => sub.pushes.length === 1);
    const second = await customer("Slow 2"); // while the first push waits for its answer
    await advancing;
    sub.pushDelayMs = 0;
    await h.advance(30_000);
    expect(sub.pushes.map((p) => p.body.value.map((i) => i.resource.replace(/^.*\(/, "").replace(")", "")))).toEqual([[first.body.id], [second.body.id]]);
  });

  it("deletes the subscription at once when a push is answered 404", async () => {
    await subscribe();
    sub.statuses = [404];
    await customer("Fay");
    await h.advance(30_000);
    expect((await h.client.GET("/api/v2.0/subscriptions")).data?.value).toEqual([]);
    await customer("Gus");
    await h.advance(DAY);
    expect(sub.pushes).toHaveLength(1);
  });

  it("retries at +1, +1, +1, +10, +100, +1000 minutes, then every 1000 minutes, and a last time at 36 hours; only then deletes the subscription", async () => {
    await subscribe();
    sub.statuses = Array(20).fill(503) as number[];
    await customer("Hal");
    await h.advance(30_000);
    // minutes after the first failed attempt: 1, 2, 3, 13, 113, 1113, 2113 (35 h 13 min), 2160 (36 h)
    const steps = [1, 1, 1, 10, 100, 1000, 1000, 47];
    const seen = [sub.pushes.length];
    for (const minutes of steps) {
      await h.advance(minutes * MINUTE - 1000);
      seen.push(sub.pushes.length);
      await h.advance(1000);
      seen.push(sub.pushes.length);
      if (seen.at(-1) === 8) expect((await h.client.GET("/api/v2.0/subscriptions")).data?.value).toHaveLength(1); // the attempt at 35 h: still subscribed
    }
    expect(seen).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9]);
    expect((await h.client.GET("/api/v2.0/subscriptions")).data?.value).toEqual([]);
    await h.advance(DAY);
    expect(sub.pushes).toHaveLength(9);
  });

  it("treats no answer within the push timeout like a 5xx", async () => {
    await restartHarness({ pushTimeoutMs: 100 });
    await subscribe();
    sub.pushDelayMs = 1000;
    await customer("Ivy");
    await h.advance(30_000);
    expect(sub.pushes).toHaveLength(1);
    sub.pushDelayMs = 0;
    await h.advance(MINUTE);
    expect(sub.pushes).toHaveLength(2);
    expect((await h.client.GET("/api/v2.0/subscriptions")).data?.value).toHaveLength(1);
  });

  it("expires subscriptions after ApiSubscriptionExpiration days, with their pending notifications", async () => {
    const s = await subscribe();
    await h.advance(3 * DAY - 60_000);
    await customer("Jo"); // 60 s before expiry: delivered 30 s later
    await h.advance(30_000);
    expect(sub.pushes).toHaveLength(1);
    await customer("Kim");
    await h.advance(30_000);
    expect(sub.pushes).toHaveLength(1); // due at the expiry: deleted with its pending item, nothing sent
    const { response } = await h.client.GET("/api/v2.0/subscriptions({subscriptionId})", { params: { path: { subscriptionId: s.subscriptionId } } });
    expect(response.status).toBe(404);
  });
});

describe("collection notifications", () => {
  beforeEach(() => setup({ ApiSubscriptionMaxNumberOfNotifications: 3 }));

  it("sends one collection item when more than the threshold changed in one window", async () => {
    const s = await subscribe();
    for (const name of ["A", "B", "C", "D"]) await customer(name);
    await h.advance(30_000);
    expect(sub.pushes).toHaveLength(1);
    const [item] = sub.items();
    expect(sub.items()).toHaveLength(1);
    expect(item?.changeType).toBe("collection");
    expect(item?.subscriptionId).toBe(s.subscriptionId);
    const filter = /\?\$filter=(.+)$/.exec(item!.resource)![1]!;
    expect(filter).toMatch(/^lastDateTimeModified gt \d{4}-/);
    const { data } = await h.client.GET("/api/v2.0/companies({companyId})/{entitySetName}", {
      params: { path: { companyId: COMPANY, entitySetName: "customers" }, query: { $filter: filter } },
    });
    expect(data?.value.map((c) => c.displayName)).toEqual(["A", "B", "C", "D"]);
  });
});

describe("entity queries", () => {
  beforeEach(() => setup());

  it("filters, pages with @odata.nextLink and Prefer: odata.maxpagesize, and honours $top/$skip", async () => {
    const before = await h.advance(1000);
    // the customers are made strictly after `before` (the filter is gt): not in the same millisecond
    await h.advance(1);
    for (const name of ["A", "B", "C", "D", "E"]) await customer(name);
    const path = { companyId: COMPANY, entitySetName: "customers" as const };
    const names: string[] = [];
    let page = await h.client.GET("/api/v2.0/companies({companyId})/{entitySetName}", {
      params: { path, query: { $filter: `lastModifiedDateTime gt ${before} and displayName ne 'B'` }, header: { Prefer: "odata.maxpagesize=2" } },
    });
    names.push(...(page.data?.value.map((c) => String(c.displayName)) ?? []));
    let pages = 1;
    while (page.data?.["@odata.nextLink"]) {
      const next = new URL(page.data["@odata.nextLink"]);
      const query = Object.fromEntries(next.searchParams) as { $filter?: string; $skiptoken?: string };
      page = await h.client.GET("/api/v2.0/companies({companyId})/{entitySetName}", { params: { path, query, header: { Prefer: "odata.maxpagesize=2" } } });
      names.push(...(page.data?.value.map((c) => String(c.displayName)) ?? []));
      pages++;
    }
    expect(names).toEqual(["A", "C", "D", "E"]);
    expect(pages).toBe(2);
    const topSkip = await h.client.GET("/api/v2.0/companies({companyId})/{entitySetName}", { params: { path, query: { $filter: `lastModifiedDateTime gt ${before}`, $top: 2, $skip: 1 } } });
    expect(topSkip.data?.value.map((c) => c.displayName)).toEqual(["B", "C"]);
  });

  it("expands several levels and selects", async () => {
    const quote = await h.client.POST("/api/v2.0/companies({companyId})/salesQuotes", {
      params: { path: { companyId: COMPANY } },
      body: { customerId: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", salesQuoteLines: [{ itemId: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e", quantity: 1 }] },
    });
    const { data } = await h.client.GET("/api/v2.0/companies({companyId})/salesQuotes({salesQuoteId})", {
      params: { path: { companyId: COMPANY, salesQuoteId: String(quote.data!.id) }, query: { $expand: "salesQuoteLines($expand=item($select=displayName)),customer", $select: "number" } },
    });
    expect(data?.number).toMatch(/^S-QUO/);
    expect(data?.customerId).toBeUndefined();
    expect((data?.salesQuoteLines?.[0] as { item?: unknown } | undefined)?.item).toEqual(expect.objectContaining({ displayName: "Stand-in Desk, oak" }));
    expect((data as { customer?: { displayName?: string } }).customer?.displayName).toBe("Stand-in Outfitters Ltd.");
  });

  it("answers a deep insert with the quote and its lines exactly as a read with $expand shows them", async () => {
    const items = ["1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e", "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f", "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e"];
    const created = await h.client.POST("/api/v2.0/companies({companyId})/salesQuotes", {
      params: { path: { companyId: COMPANY } },
      body: { customerId: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", salesQuoteLines: items.map((itemId, n) => ({ itemId, quantity: n + 1 })) },
    });
    expect(created.response.status).toBe(201);
    const { data: read } = await h.client.GET("/api/v2.0/companies({companyId})/salesQuotes({salesQuoteId})", {
      params: { path: { companyId: COMPANY, salesQuoteId: String(created.data!.id) }, query: { $expand: "salesQuoteLines" } },
    });
    const { "@odata.context": _created, ...answer } = created.data!;
    const { "@odata.context": _read, ...expanded } = read!;
    expect(JSON.stringify(answer)).toBe(JSON.stringify(expanded));
    expect(Object.keys(answer)).toEqual(["@odata.etag", "id", "number", "customerId", "lastModifiedDateTime", "salesQuoteLines"]);
    const lines = answer.salesQuoteLines as Array<Record<string, unknown>>;
    expect(lines.map((l) => [l.sequence, l.itemId, l.quantity, l.documentId])).toEqual(items.map((itemId, n) => [(n + 1) * 10000, itemId, n + 1, answer.id]));
    expect(Object.keys(lines[0]!)).toEqual(["@odata.etag", "id", "documentId", "sequence", "itemId", "quantity", "lastModifiedDateTime"]);
  });

  it("answers a bad $filter or $expand with 400 naming the problem", async () => {
    const path = { companyId: COMPANY, entitySetName: "customers" as const };
    const bad = await h.client.GET("/api/v2.0/companies({companyId})/{entitySetName}", { params: { path, query: { $filter: "lastModifiedDateTime gt" } } });
    expect(bad.response.status).toBe(400);
    expect(bad.error?.error.code).toBe("BadRequest_InvalidQueryOption");
    const nav = await h.client.GET("/api/v2.0/companies({companyId})/{entitySetName}", { params: { path, query: { $expand: "nothing" } } });
    expect(nav.error?.error.message).toMatch(/navigation property named 'nothing'/);
  });

  it("runs a batch with a deep insert; Isolation: snapshot is all-or-nothing", async () => {
    const quotes = async () => (await h.client.GET("/api/v2.0/companies({companyId})/salesQuotes", { params: { path: { companyId: COMPANY } } })).data?.value ?? [];
    const deepInsert = { id: "1", method: "POST" as const, url: `companies(${COMPANY})/salesQuotes`, body: { customerId: "c", salesQuoteLines: [{ itemId: "i", quantity: 3 }] } };
    const ok = await h.client.POST("/api/v2.0/$batch", { body: { requests: [deepInsert, { id: "2", method: "GET", url: `companies(${COMPANY})/customers?$select=number` }] } });
    expect(ok.data?.responses.map((r) => r.status)).toEqual([201, 200]);
    expect(await quotes()).toHaveLength(1);

    const failing = { id: "2", method: "POST" as const, url: `companies(${COMPANY})/salesQuotes`, body: { salesQuoteLines: [{ quantity: "many" }] } };
    const rolledBack = await h.client.POST("/api/v2.0/$batch", { params: { header: { Isolation: "snapshot" } }, body: { requests: [deepInsert, failing] } });
    expect(rolledBack.data?.responses.map((r) => r.status)).toEqual([424, 400]);
    expect(await quotes()).toHaveLength(1);
  });
});

describe("contract violations", () => {
  beforeEach(() => setup());

  it("answers in the API's error shape, naming the field", async () => {
    const missing = await h.raw("POST", "/api/v2.0/subscriptions", {
      headers: { authorization: TOKEN, "content-type": "application/json" },
      body: JSON.stringify({ resource: resourceOf("customers") }),
    });
    expect(missing.status).toBe(400);
    expect(JSON.parse(missing.body)).toEqual({ error: { code: "BadRequest_InvalidRequestBody", message: expect.stringMatching(/notificationUrl is required \(\/request\/body\/notificationUrl\)/) } });

    const long = await h.client.POST("/api/v2.0/subscriptions", { body: { notificationUrl: sub.url, resource: resourceOf("customers"), clientState: "x".repeat(2049) } });
    expect(long.error?.error.message).toMatch(/clientState/);

    const malformed = await h.raw("POST", "/api/v2.0/subscriptions", { headers: { authorization: TOKEN, "content-type": "application/json" }, body: "{" });
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body).error.message).toMatch(/not valid JSON/);

    const form = await h.raw("POST", "/api/v2.0/subscriptions", { headers: { authorization: TOKEN, "content-type": "text/csv" }, body: "a,b" });
    expect(form.status).toBe(400);
    expect(JSON.parse(form.body).error.message).toMatch(/content-type/);

    const anonymous = await h.raw("GET", "/api/v2.0/subscriptions");
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body).error.code).toBe("Authentication_InvalidCredentials");

    const badKey = await h.client.GET("/api/v2.0/companies({companyId})/{entitySetName}", { params: { path: { companyId: "not-a-guid", entitySetName: "customers" } } });
    expect(badKey.response.status).toBe(404);
    expect(badKey.error?.error.message).toMatch(/companyId/);
    expect(sub.validations).toHaveLength(0);
  });
});
