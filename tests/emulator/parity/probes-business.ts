/** Probes of the business family's claims: webhooks v1.0 and v2.0 (subscriptions through a version or a custom API, entities, $batch, pushes). */
import { expect } from "vitest";
import { COMPANY, DAY, type Handshake, MINUTE, type Probe, SETTINGS, START, type Target } from "./harness.js";
import type { ProbeFn } from "./probes-core.js";
import { collectionOf, createEntity, prefixOf, resourceOf, subscribe } from "./samples.js";

/** The documented defaults the claims name (docs/emulator.md, Settings). */
const DELAY_MS = 30_000;
const EXPIRY_DAYS = 3;

const action = (t: Target) => t.id.slice(t.id.indexOf("_") + 1);
const subscriptionPath = (t: Target, id: string) => `${prefixOf(t)}/subscriptions(${id})`;
const listIds = async (p: Probe, t: Target) => ((await p.send({ method: "GET", target: `${prefixOf(t)}/subscriptions` })).body.value as Array<{ subscriptionId: string }>).map((s) => s.subscriptionId);

/** The entity operation's change (create, update or delete) made on a new entity; its id and change type. */
async function change(p: Probe, t: Target, made?: { path: string; etag: string; body: { id: string } }): Promise<{ id: string; changeType: string }> {
  const kind = t.webhook ? "Create" : action(t);
  if (kind === "Create") return { id: (await createEntity(p, t.webhook ? { api: t.api, id: "Entities_Create" } : t)).body.id, changeType: "created" };
  const answer = await p.send(
    kind === "Update"
      ? { method: "PATCH", target: made!.path, headers: { "If-Match": made!.etag }, body: { displayName: "Changed by the parity probe" } }
      : { method: "DELETE", target: made!.path, headers: { "If-Match": made!.etag } },
  );
  expect(answer.status).toBeLessThan(300);
  return { id: made!.body.id, changeType: kind === "Update" ? "updated" : "deleted" };
}

export const BUSINESS_PROBES: Record<string, ProbeFn> = {
  async "subscription.handshake"(p, t) {
    if (t.webhook || action(t) === "Create") {
      // a status, another text, and (once per version, it takes handshakeTimeoutMs) no answer at all
      const ways: Handshake[] = t.webhook ? [500, "wrong-token", "silent"] : [500, "wrong-token"];
      for (const how of ways) {
        const refusing = p.receiver.url(how);
        const refused = await p.send({ method: "POST", target: `${prefixOf(t)}/subscriptions`, body: { notificationUrl: refusing, resource: resourceOf(t) } });
        expect([how, refused.status, refused.body.error.code]).toEqual([how, 400, "BadRequest_NotificationUrlValidationFailed"]);
        expect(p.receiver.handshakes(refusing)).toHaveLength(1);
      }
      expect((await p.send({ method: "GET", target: `${prefixOf(t)}/subscriptions` })).body.value).toEqual([]);
      const echoing = p.receiver.url();
      const { id } = await subscribe(p, t, echoing);
      expect(p.receiver.handshakes(echoing)).toHaveLength(1);
      expect(await listIds(p, t)).toEqual([id]);
      return;
    }
    // a renewal: a handshake again; refused, the subscription keeps its expiry and its tag
    const url = p.receiver.url();
    const { id, etag, body } = await subscribe(p, t, url);
    await p.advance(DAY);
    p.receiver.answerHandshakes(url, 500);
    const renew = { method: "PATCH", target: subscriptionPath(t, id), headers: { "If-Match": etag }, body: { notificationUrl: url, resource: body.resource } };
    const refused = await p.send(renew);
    expect([refused.status, refused.body.error.code]).toEqual([400, "BadRequest_NotificationUrlValidationFailed"]);
    const kept = await p.send({ method: "GET", target: subscriptionPath(t, id) });
    expect([kept.body.expirationDateTime, kept.headers.etag]).toEqual([body.expirationDateTime, etag]);
    p.receiver.answerHandshakes(url, "echo");
    const renewed = await p.send(renew);
    expect(renewed.status).toBe(200);
    expect(p.receiver.handshakes(url)).toHaveLength(3);
  },

  async "subscription.state"(p, t) {
    const { id, body } = await subscribe(p, t, p.receiver.url());
    const read = await p.send({ method: "GET", target: subscriptionPath(t, id) });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ subscriptionId: id, notificationUrl: body.notificationUrl, resource: body.resource, clientState: "parity-client-state" });
    expect(await listIds(p, t)).toEqual([id]);
    // kept per API path: the other kind of path (a custom API, a version) and the other version do not list it
    const otherVersion = t.api === "webhooks@v2.0" ? "webhooks@v1.0" : "webhooks@v2.0";
    for (const other of [
      { ...t, id: t.id.startsWith("CustomApi") ? "Subscriptions_List" : "CustomApiSubscriptions_List" },
      { ...t, api: otherVersion, id: "Subscriptions_List" },
    ])
      expect(await listIds(p, other)).toEqual([]);
    const deleted = await p.send({ method: "DELETE", target: subscriptionPath(t, id), headers: { "If-Match": read.headers.etag! } });
    expect(deleted.status).toBe(204);
    expect((await p.send({ method: "GET", target: subscriptionPath(t, id) })).status).toBe(404);
    expect(await listIds(p, t)).toEqual([]);
  },

  async "subscription.etag"(p, t) {
    const { id, etag, body } = await subscribe(p, t, p.receiver.url());
    expect(body["@odata.etag"]).toBe(etag);
    const read = await p.send({ method: "GET", target: subscriptionPath(t, id) });
    expect([read.headers.etag, read.body["@odata.etag"]]).toEqual([etag, etag]);
    const renewed = await p.send({ method: "PATCH", target: subscriptionPath(t, id), headers: { "If-Match": etag }, body: { notificationUrl: body.notificationUrl, resource: body.resource } });
    expect(renewed.headers.etag).toBe(renewed.body["@odata.etag"]);
    expect(renewed.headers.etag).not.toBe(etag);
  },

  async "subscription.if-match"(p, t) {
    const { id, etag, body } = await subscribe(p, t, p.receiver.url());
    const request = (headers: Record<string, string>) =>
      action(t) === "Update"
        ? { method: "PATCH", target: subscriptionPath(t, id), headers, body: { notificationUrl: body.notificationUrl, resource: body.resource } }
        : { method: "DELETE", target: subscriptionPath(t, id), headers };
    const stale = await p.send(request({ "If-Match": 'W/"c3RhbGU="' }));
    expect([stale.status, stale.body.error.code]).toEqual([409, "Request_EntityChanged"]);
    const none = await p.send(request({}));
    expect([none.status, none.body.error.code]).toEqual([400, "BadRequest_InvalidToken"]);
    expect((await p.send({ method: "GET", target: subscriptionPath(t, id) })).headers.etag).toBe(etag);
    expect((await p.send(request({ "If-Match": etag }))).status).toBe(action(t) === "Update" ? 200 : 204);
  },

  async "subscription.expiry"(p, t) {
    const { id, etag, body } = await subscribe(p, t, p.receiver.url());
    expect(body.expirationDateTime).toBe(new Date(START + EXPIRY_DAYS * DAY).toISOString());
    const exists = async () => (await p.send({ method: "GET", target: subscriptionPath(t, id) })).status;
    if (action(t) === "Update") {
      await p.advance(2 * DAY);
      const renewed = await p.send({ method: "PATCH", target: subscriptionPath(t, id), headers: { "If-Match": etag }, body: { notificationUrl: body.notificationUrl, resource: body.resource } });
      expect(renewed.body.expirationDateTime).toBe(new Date(START + (2 + EXPIRY_DAYS) * DAY).toISOString());
      await p.advance(EXPIRY_DAYS * DAY - 1);
    } else {
      await p.advance(EXPIRY_DAYS * DAY - 1);
    }
    expect(await exists()).toBe(200);
    await p.advance(1);
    expect(await exists()).toBe(404);
  },

  async "webhooks.supported-resources"(p) {
    const answer = await p.send({ method: "GET", target: `/api/vendor/runtime/beta/companies(${COMPANY})/webhookSupportedResources` });
    const resources = (answer.body.value as Array<{ resource: string }>).map((r) => r.resource);
    // 22 webhook-enabled entity sets (docs/emulator.md), of each version
    expect(resources).toHaveLength(44);
    expect(resources).toEqual(expect.arrayContaining(["v1.0/customers", "v2.0/salesQuotes", "v2.0/vendors", "v1.0/purchaseInvoices"]));
  },

  async "webhooks.seeded-company"(p, t) {
    const companies = await p.send({ method: "GET", target: `${prefixOf(t)}/companies` });
    expect((companies.body.value as Array<{ id: string }>).map((c) => c.id)).toEqual([COMPANY]);
    for (const set of ["customers", "items"]) expect((await p.send({ method: "GET", target: `${prefixOf(t)}/companies(${COMPANY})/${set}` })).body.value.length).toBeGreaterThan(0);
  },

  async "entity.state"(p, t) {
    const made = await createEntity(p, t, { parityMark: "first" });
    const read = await p.send({ method: "GET", target: made.path });
    expect(read.body).toMatchObject({ id: made.body.id, parityMark: "first" });
    const listed = async () => (await p.all({ method: "GET", target: collectionOf(t) }, p.token(), "@odata.nextLink")).map((e: { id: string }) => e.id);
    expect(await listed()).toContain(made.body.id);
    const updated = await p.send({ method: "PATCH", target: made.path, headers: { "If-Match": made.etag }, body: { parityMark: "second" } });
    expect(updated.status).toBe(200);
    expect((await p.send({ method: "GET", target: made.path })).body.parityMark).toBe("second");
    expect((await p.send({ method: "DELETE", target: made.path, headers: { "If-Match": updated.headers.etag! } })).status).toBe(204);
    expect((await p.send({ method: "GET", target: made.path })).status).toBe(404);
    expect(await listed()).not.toContain(made.body.id);
  },

  async "entity.etag"(p, t) {
    const made = await createEntity(p, t);
    expect(made.body["@odata.etag"]).toBe(made.etag);
    const read = await p.send({ method: "GET", target: made.path });
    expect([read.headers.etag, read.body["@odata.etag"]]).toEqual([made.etag, made.etag]);
    const updated = await p.send({ method: "PATCH", target: made.path, headers: { "If-Match": made.etag }, body: { parityMark: "changed" } });
    expect(updated.headers.etag).not.toBe(made.etag);
    expect((await p.send({ method: "GET", target: made.path })).headers.etag).toBe(updated.headers.etag);
  },

  async "entity.if-match"(p, t) {
    const made = await createEntity(p, t);
    const request = (headers: Record<string, string>) =>
      action(t) === "Update" ? { method: "PATCH", target: made.path, headers, body: { parityMark: "changed" } } : { method: "DELETE", target: made.path, headers };
    const stale = await p.send(request({ "If-Match": 'W/"c3RhbGU="' }));
    expect([stale.status, stale.body.error.code]).toEqual([409, "Request_EntityChanged"]);
    const none = await p.send(request({}));
    expect([none.status, none.body.error.code]).toEqual([400, "BadRequest_InvalidToken"]);
    const read = await p.send({ method: "GET", target: made.path });
    expect([read.headers.etag, read.body.parityMark]).toEqual([made.etag, undefined]);
    expect((await p.send(request({ "If-Match": made.etag }))).status).toBe(action(t) === "Update" ? 200 : 204);
  },

  async "entity.notifies"(p, t) {
    const entityTarget = t.webhook ? { ...t, id: "Entities_Create" } : t;
    const set = collectionOf(entityTarget).slice(collectionOf(entityTarget).lastIndexOf("/") + 1);
    const made = t.webhook || action(t) === "Create" ? undefined : await createEntity(p, t);
    const url = p.receiver.url();
    await subscribe(p, { api: t.api, id: "Subscriptions_Create" }, url, set);
    const { id, changeType } = await change(p, t, made);
    await p.advance(DELAY_MS - 1);
    expect(p.receiver.pushes(url)).toEqual([]);
    await p.advance(1);
    const pushes = p.receiver.pushes(url);
    expect(pushes).toHaveLength(1);
    expect(pushes[0].value).toEqual([expect.objectContaining({ resource: `api/${t.api.split("@")[1]}/companies(${COMPANY})/${set}(${id})`, changeType, clientState: "parity-client-state" })]);
    if (!t.webhook) return;
    // more changes in one window than ApiSubscriptionMaxNumberOfNotifications: one collection item
    for (let i = 0; i <= SETTINGS.ApiSubscriptionMaxNumberOfNotifications!; i++) await change(p, t);
    await p.advance(DELAY_MS);
    const [, collection] = p.receiver.pushes(url);
    expect(collection.value).toEqual([expect.objectContaining({ changeType: "collection", resource: expect.stringMatching(new RegExp(`/${set}\\?\\$filter=lastDateTimeModified gt `)) })]);
  },

  async "entity.paging"(p, t) {
    for (let i = 0; i < 3; i++) await createEntity(p, t);
    const token = p.token();
    const whole = await p.all({ method: "GET", target: collectionOf(t) }, token, "@odata.nextLink");
    const first = await p.send({ method: "GET", target: collectionOf(t), headers: { Prefer: "odata.maxpagesize=2" } }, token);
    expect(first.body.value).toHaveLength(2);
    expect(first.body["@odata.nextLink"]).toEqual(expect.any(String));
    const paged = await p.all({ method: "GET", target: collectionOf(t), headers: { Prefer: "odata.maxpagesize=2" } }, token, "@odata.nextLink");
    expect(paged.map((e: { id: string }) => e.id)).toEqual(whole.map((e: { id: string }) => e.id));
  },

  async "entity.no-business-rules"(p, t) {
    const quote = t.id.startsWith("SalesQuotes");
    const fields = quote ? { salesQuoteLines: [{ itemId: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e", quantity: 2, unitPrice: 10 }] } : { creditLimit: -5, parityNote: "kept as sent" };
    const made = await createEntity(p, t, fields);
    const read = await p.send({ method: "GET", target: made.path });
    if (quote) {
      // no amounts computed from the lines
      expect(Object.keys(read.body).filter((k) => /amount|total/i.test(k))).toEqual([]);
    } else {
      expect(read.body).toMatchObject({ creditLimit: -5, parityNote: "kept as sent" });
    }
  },

  async "sales-quote.deep-insert"(p, t) {
    const lines = [
      { itemId: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e", quantity: 2 },
      { itemId: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f", quantity: 4 },
    ];
    const made = await createEntity(p, t, { salesQuoteLines: lines });
    expect(made.body.salesQuoteLines).toEqual(lines.map((l) => expect.objectContaining({ ...l, id: expect.any(String), documentId: made.body.id })));
    const expanded = await p.send({ method: "GET", target: `${made.path}?$expand=salesQuoteLines` });
    expect(expanded.body.salesQuoteLines.map((l: { quantity: number }) => l.quantity)).toEqual([2, 4]);
  },

  async "batch.items"(p, t) {
    const batch = await p.send({
      method: "POST",
      target: `${prefixOf(t)}/$batch`,
      body: {
        requests: [
          { id: "a", method: "GET", url: "companies" },
          { id: "b", method: "POST", url: `companies(${COMPANY})/customers`, body: { displayName: "Made in a batch" } },
          { id: "c", method: "GET", url: `companies(${COMPANY})/customers(00000000-0000-4000-8000-000000000000)` },
        ],
      },
    });
    expect(batch.body.responses.map((r: { id: string; status: number }) => [r.id, r.status])).toEqual([
      ["a", 200],
      ["b", 201],
      ["c", 404],
    ]);
    const made = batch.body.responses[1].body as { id: string };
    expect((await p.send({ method: "GET", target: `${prefixOf(t)}/companies(${COMPANY})/customers(${made.id})` })).body.displayName).toBe("Made in a batch");
  },

  async "batch.isolation"(p, t) {
    const name = `Isolated ${p.unique()}`;
    const batch = await p.send({
      method: "POST",
      target: `${prefixOf(t)}/$batch`,
      headers: { Isolation: "snapshot" },
      body: {
        requests: [
          { id: "a", method: "POST", url: `companies(${COMPANY})/customers`, body: { displayName: name } },
          { id: "b", method: "GET", url: `companies(${COMPANY})/customers(00000000-0000-4000-8000-000000000000)` },
        ],
      },
    });
    expect(batch.body.responses.map((r: { status: number }) => r.status)).toEqual([424, 404]);
    const customers = await p.all({ method: "GET", target: `${prefixOf(t)}/companies(${COMPANY})/customers` }, p.token(), "@odata.nextLink");
    expect(customers.map((c: { displayName: string }) => c.displayName)).not.toContain(name);
  },

  async "push.retry"(p, t) {
    const url = p.receiver.url("echo", Array(20).fill(503));
    const { id } = await subscribe(p, { api: t.api, id: "Subscriptions_Create" }, url);
    await createEntity(p, { api: t.api, id: "Entities_Create" });
    await p.advance(DELAY_MS);
    expect(p.receiver.pushes(url)).toHaveLength(1);
    // the attempts after the first failure, in minutes after it (the gap decisions' schedule): +1, +1, +1, +10,
    // +100, +1000, then every 1000 minutes while under 36 hours, and once more at 36 hours (2160 minutes)
    let at = 0;
    for (const [n, minute] of [1, 2, 3, 13, 113, 1113, 2113, 2160].entries()) {
      await p.advance((minute - at) * MINUTE - 1);
      expect(p.receiver.pushes(url), `attempt ${n + 2} not before minute ${minute}`).toHaveLength(n + 1);
      await p.advance(1);
      expect(p.receiver.pushes(url), `attempt ${n + 2} at minute ${minute}`).toHaveLength(n + 2);
      at = minute;
    }
    expect(new Set(p.receiver.pushes(url).map((push) => JSON.stringify(push.value))).size).toBe(1);
    expect((await p.send({ method: "GET", target: `/api/${t.api.split("@")[1]}/subscriptions(${id})` })).status).toBe(404);
    await p.advance(DAY);
    expect(p.receiver.pushes(url)).toHaveLength(9);
  },
};
