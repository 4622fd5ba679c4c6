/**
 * The webhook receiver against pushes sent by the test (the emulator-backed tests, where the emulator
 * makes the handshake and the pushes, are in emulator.test.ts): handshake forms of v1.0 and v2.0,
 * clientState, byte order mark, contract validation, the node:http, Express-style and core entry points.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, expectTypeOf, it } from "vitest";
import type { components, webhooks } from "../../generated/webhooks/v2.0/schema.js";
import type { webhooks as webhooksV1 } from "../../generated/webhooks/v1.0/schema.js";
import { Contract } from "../../src/contract/validator.js";
import { createWebhookReceiver, sameSecret, WebhookReceiverError, type NotificationOf, type PushInfo } from "../../src/helpers/webhook-receiver.js";

type Item = components["schemas"]["NotificationItem"];
const SECRET = "7f3d1c9a-secret-from-subscriber";
const item = (over: Partial<Item> = {}): Item =>
  ({
    subscriptionId: "5b8c2f7e1d4a49c6b3e09f8a7d6c5e41",
    clientState: SECRET,
    expirationDateTime: "2026-11-23T10:00:00Z",
    resource: "api/v2.0/companies(3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51)/customers(0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d)",
    changeType: "created",
    lastModifiedDateTime: "2026-11-20T10:15:30Z",
    ...over,
  }) as Item;
const pushHeaders = { "content-type": "application/json", clientrequestid: "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d", "x-vendor-correlation-id": "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b" };

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

async function listen(listener: http.RequestListener): Promise<string> {
  const server = http.createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function setup(options: { clientState?: string | ((id: string) => string | undefined); fail?: boolean } = {}) {
  const received: Array<{ items: Item[]; push: PushInfo }> = [];
  const rejected: Array<[number, string]> = [];
  const receiver = createWebhookReceiver<webhooks>({
    contract: "webhooks@v2.0",
    clientState: options.clientState ?? SECRET,
    onNotifications(items, push) {
      if (options.fail) throw new Error("database down");
      received.push({ items, push });
    },
    onRejected: (status, reason) => rejected.push([status, reason]),
    maxBodyBytes: 64 * 1024,
  });
  return { receiver, received, rejected };
}

const post = (url: string, body: string | Buffer, headers: Record<string, string> = pushHeaders) =>
  fetch(url, { method: "POST", headers, body: typeof body === "string" ? body : new Blob([new Uint8Array(body)]) });

describe("handshake", () => {
  it("answers 200 with the token as the whole text/plain body (v2.0 and v1.0)", async () => {
    for (const contract of ["webhooks@v2.0", "webhooks@v1.0"]) {
      const receiver = createWebhookReceiver({ contract, clientState: SECRET });
      const url = await listen(receiver.node);
      const token = "2c7f9b1e-4d3a-4e8b-9a6f-0b1c2d3e4f50 &<x>";
      const res = await fetch(`${url}/hooks?validationToken=${encodeURIComponent(token)}`, { method: "POST" });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await res.text()).toBe(token);
      // the answer fits the contract's subscriptionValidation response
      const c = receiver.contract;
      const match = c.matchWebhook("POST", `/hooks?validationToken=x`)!;
      expect(match.template).toBe("subscriptionValidation");
      expect(c.validateResponse({ status: 200, headers: { "content-type": "text/plain" }, body: token }, match)).toEqual([]);
    }
  });

  it("answers JSON where a contract declares a JSON token", async () => {
    const doc = structuredClone(createWebhookReceiver({ contract: "webhooks@v2.0", clientState: SECRET }).contract.doc) as Record<string, any>;
    const ok = doc.webhooks.subscriptionValidation.post.responses["200"];
    ok.content = { "application/json": ok.content["text/plain"] };
    const receiver = createWebhookReceiver({ contract: doc, clientState: SECRET });
    const r = await receiver.handle({ method: "POST", url: "/hooks?validationToken=abc", headers: {}, body: new Uint8Array() });
    expect(r).toMatchObject({ status: 200, body: '"abc"', kind: "handshake", headers: { "content-type": "application/json; charset=utf-8" } });
  });

  it("refuses an empty token, a body on the handshake and other methods", async () => {
    const { receiver, received } = setup();
    expect((await receiver.handle({ method: "POST", url: "/?validationToken=", headers: {}, body: new Uint8Array() })).status).toBe(400);
    expect((await receiver.handle({ method: "POST", url: "/?validationToken=a", headers: { "content-type": "text/plain" }, body: Buffer.from("x") })).status).toBe(400);
    expect((await receiver.handle({ method: "POST", url: "/?validationToken=a", headers: {}, body: Buffer.from("{}") })).status).toBe(400);
    const get = await receiver.handle({ method: "GET", url: "/?validationToken=a", headers: {}, body: new Uint8Array() });
    expect(get).toMatchObject({ status: 405, headers: { allow: "POST" } });
    expect(received).toHaveLength(0);
  });
});

describe("notifications", () => {
  it("hands typed items to onNotifications and answers 202", async () => {
    const { receiver, received } = setup();
    const url = await listen(receiver.node);
    const items = [
      item(),
      item({ changeType: "collection", resource: "api/v2.0/companies(3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51)/items?$filter=lastDateTimeModified gt 2026-11-20T10:00:00Z" } as Partial<Item>),
    ];
    const res = await post(`${url}/hooks`, JSON.stringify({ value: items }));
    expect(res.status).toBe(202);
    expect(await res.text()).toBe("");
    expect(received).toHaveLength(1);
    expect(received[0]!.items).toEqual(items);
    expect(received[0]!.push).toEqual({ clientRequestId: pushHeaders.clientrequestid, correlationId: pushHeaders["x-vendor-correlation-id"] });
    const first = received[0]!.items[0]!;
    expectTypeOf(first).toEqualTypeOf<Item>();
    if (first.changeType === "collection") expectTypeOf(first).toEqualTypeOf<components["schemas"]["CollectionNotificationItem"]>();
  });

  it("types items by the version's webhooks interface, and by the common fields without one", () => {
    expectTypeOf<NotificationOf<webhooksV1>>().toHaveProperty("clientState");
    expectTypeOf<NotificationOf<unknown>["subscriptionId"]>().toEqualTypeOf<string>();
  });

  it("tolerates a UTF-8 byte order mark", async () => {
    const { receiver, received } = setup();
    const url = await listen(receiver.node);
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify({ value: [item()] }))]);
    const res = await post(`${url}/hooks`, body);
    expect(res.status).toBe(202);
    expect(received[0]?.items[0]?.clientState).toBe(SECRET);
  });

  it("refuses a forged clientState with 403 and passes nothing on, even when other items are right", async () => {
    const { receiver, received, rejected } = setup();
    const url = await listen(receiver.node);
    for (const items of [[item({ clientState: "guess" })], [item(), item({ clientState: `${SECRET}x` })], [item({ clientState: "" })]]) {
      const res = await post(`${url}/hooks`, JSON.stringify({ value: items }));
      expect(res.status).toBe(403);
      // the answer does not say what was expected
      expect(await res.text()).not.toContain(SECRET);
    }
    expect(received).toHaveLength(0);
    expect(rejected.map(([s]) => s)).toEqual([403, 403, 403]);
  });

  it("looks clientState up per subscription; an unknown subscription is refused", async () => {
    const known: Record<string, string> = { sub1: "one", sub2: "two" };
    const { receiver, received } = setup({ clientState: (id) => known[id] });
    const ok = await receiver.handle({
      method: "POST",
      url: "/",
      headers: pushHeaders,
      body: Buffer.from(JSON.stringify({ value: [item({ subscriptionId: "sub1", clientState: "one" }), item({ subscriptionId: "sub2", clientState: "two" })] })),
    });
    expect(ok.status).toBe(202);
    expect(ok.notifications).toHaveLength(2);
    const swapped = await receiver.handle({ method: "POST", url: "/", headers: pushHeaders, body: Buffer.from(JSON.stringify({ value: [item({ subscriptionId: "sub1", clientState: "two" })] })) });
    expect(swapped.status).toBe(403);
    const unknown = await receiver.handle({ method: "POST", url: "/", headers: pushHeaders, body: Buffer.from(JSON.stringify({ value: [item({ subscriptionId: "sub3", clientState: "" })] })) });
    expect(unknown.status).toBe(403);
    expect(received).toHaveLength(1);
  });

  it.each([
    ["not JSON", 400, "{value:", pushHeaders],
    ["not UTF-8", 400, Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), pushHeaders],
    ["empty", 400, "", pushHeaders],
    ["no value", 400, JSON.stringify({}), pushHeaders],
    ["empty value", 400, JSON.stringify({ value: [] }), pushHeaders],
    ["bad changeType", 400, JSON.stringify({ value: [item({ changeType: "renamed" as never })] }), pushHeaders],
    ["missing subscriptionId", 400, JSON.stringify({ value: [{ ...item(), subscriptionId: undefined }] }), pushHeaders],
    ["missing clientRequestId header", 400, JSON.stringify({ value: [item()] }), { "content-type": "application/json", "x-vendor-correlation-id": pushHeaders["x-vendor-correlation-id"] }],
    ["wrong media type", 415, JSON.stringify({ value: [item()] }), { ...pushHeaders, "content-type": "text/xml" }],
    ["too large", 413, JSON.stringify({ value: [item({ resource: "x".repeat(70_000) })] }), pushHeaders],
  ])("refuses a malformed push (%s) with %i and passes nothing on", async (_name, status, body, headers) => {
    const { receiver, received } = setup();
    const url = await listen(receiver.node);
    const res = await post(`${url}/hooks`, body, headers as Record<string, string>);
    expect(res.status).toBe(status);
    expect(received).toHaveLength(0);
  });

  it("answers 500 when onNotifications throws, so the service retries", async () => {
    const { receiver, rejected } = setup({ fail: true });
    const r = await receiver.handle({ method: "POST", url: "/", headers: pushHeaders, body: Buffer.from(JSON.stringify({ value: [item()] })) });
    expect(r.status).toBe(500);
    expect(r.body).not.toContain("database down");
    expect(rejected[0]?.[1]).toMatch(/database down/);
  });
});

describe("framework entry points", () => {
  it("works as Express/Connect middleware with a raw body, a parsed body or an unread stream", async () => {
    const { receiver, received } = setup();
    const body = JSON.stringify({ value: [item()] });
    for (const parser of ["raw", "json", "text", "none"] as const) {
      const url = await listen((req, res) => {
        const chunks: Buffer[] = [];
        const run = () => {
          const raw = Buffer.concat(chunks);
          const r = req as typeof req & { body?: unknown };
          if (parser === "raw") r.body = raw;
          if (parser === "json") r.body = raw.length ? JSON.parse(raw.toString()) : {};
          if (parser === "text") r.body = raw.toString();
          receiver.middleware(r, res, (err) => {
            res.writeHead(599);
            res.end(String(err));
          });
        };
        if (parser === "none") return run();
        req.on("data", (c: Buffer) => chunks.push(c));
        req.on("end", run);
      });
      expect((await post(`${url}/hooks`, body)).status, parser).toBe(202);
      const hs = await fetch(`${url}/hooks?validationToken=tok`, { method: "POST" });
      expect([hs.status, await hs.text()], parser).toEqual([200, "tok"]);
      expect((await post(`${url}/hooks`, JSON.stringify({ value: [item({ clientState: "no" })] }))).status, parser).toBe(403);
    }
    expect(received).toHaveLength(4);
  });

  it("takes a bundled document or a Contract, and refuses bad contract names", () => {
    const contract = createWebhookReceiver({ contract: "webhooks@v1.0", clientState: SECRET }).contract;
    expect(createWebhookReceiver({ contract, clientState: SECRET }).contract).toBe(contract);
    expect(createWebhookReceiver({ contract: contract.doc, clientState: SECRET }).contract).toBeInstanceOf(Contract);
    expect(() => createWebhookReceiver({ contract: "../etc@passwd", clientState: SECRET })).toThrow(WebhookReceiverError);
    expect(() => createWebhookReceiver({ contract: "webhooks@v9.9", clientState: SECRET })).toThrow(/no bundled document/);
    expect(() => createWebhookReceiver({ contract: "resource-health@2025-05-01", clientState: SECRET })).toThrow(/no webhook/);
    expect(() => createWebhookReceiver({ contract: "webhooks@v2.0", clientState: "" })).toThrow(/empty/);
  });
});

describe("sameSecret", () => {
  it("compares any two strings, whatever their lengths", () => {
    expect(sameSecret("abc", "abc")).toBe(true);
    expect(sameSecret("abc", "abd")).toBe(false);
    expect(sameSecret("abc", "abcd")).toBe(false);
    expect(sameSecret("", "")).toBe(true);
    expect(sameSecret("é", "e\u0301")).toBe(false);
  });
});
