/**
 * Local by default, on both front doors (the emulator and the mock; src/http/local.ts): a browser app on
 * http://localhost:5173 works against both (a CORS preflight, then the request, with that Origin); a
 * rebinding Host and a page of another origin can neither read nor change anything, on every control
 * route and on one API route of each family; --allowed-host and --cors-origin (the options) open what
 * they name. Requests go through node's own http client; the state is read back through legitimate
 * requests, never from the code under test.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findApi, loadRegistry } from "../../scripts/lib/registry.js";
import { SEED_SUBSCRIPTION_ID } from "../../src/emulator/apis/seed-data.js";
import { createEmulator, type Emulator } from "../../src/emulator/index.js";
import { startMocks, type MockServer } from "../../src/mock/server.js";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with node's http client; `host` replaces the Host header (the connection still goes to `base`). */
function call(base: string, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) };
    const req = http.request(`${base}${path}`, { method, headers: { ...headers, ...length }, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const json = (a: Answer) => JSON.parse(a.body) as { error?: { code?: string; message?: string } } & Record<string, unknown>;

const APP = "http://localhost:5173";
const EVIL = "http://evil.example";
const REBIND = "rebind.example";
const BEARER = { authorization: "Bearer any-token" };
const COMPANY = "3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51";
const CUSTOMERS = `/api/v2.0/companies(${COMPANY})/customers`;
/** The error object of each API's shape (its contract): `{ error: { code, message } }`, or the health events' flat `{ code, message }`. */
const nested = (a: Answer) => json(a).error;
const flat = (a: Answer) => json(a) as { code?: string; message?: string };
/** One API route of each family, as both front doors serve it, and where its error shape keeps the code. */
const FAMILY_ROUTES: Array<[family: string, method: string, path: string, headers: Record<string, string>, body: string | undefined, error: (a: Answer) => unknown]> = [
  ["business (webhooks)", "GET", "/api/v2.0/subscriptions", BEARER, undefined, nested],
  ["management (resource health)", "GET", `/subscriptions/${SEED_SUBSCRIPTION_ID}/providers/Vendor.ResourceHealth/events?api-version=2025-05-01&queryStartTime=1%2F1%2F2020`, BEARER, undefined, flat],
  [
    "document lifecycle (classifier copy)",
    "POST",
    "/documentClassifiers:authorizeCopy?api-version=2024-11-30",
    { "vendor-subscription-key": "any-key", "content-type": "application/json" },
    JSON.stringify({ classifierId: "copied-classifier" }),
    nested,
  ],
];

let emulator: Emulator;
let mock: MockServer;
beforeAll(async () => {
  [emulator, mock] = await Promise.all([createEmulator({ port: 0, quiet: true }), startMocks({ entries: loadRegistry(), port: 0, watch: false, log: () => undefined })]);
}, 120_000);
afterAll(async () => {
  await Promise.all([emulator?.close(), mock?.close()]);
});

describe.each([
  ["the emulator", () => emulator.url],
  ["the mock front door", () => mock.url],
])("a browser app on http://localhost:5173 against %s", (_name, url) => {
  it("gets its preflight answered 204 with what it asks for, then the answer with its origin and the headers it reads", async () => {
    const preflight = await call(url(), "OPTIONS", CUSTOMERS, { origin: APP, "access-control-request-method": "POST", "access-control-request-headers": "authorization,content-type" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers).toMatchObject({
      "access-control-allow-origin": APP,
      "access-control-allow-methods": "POST",
      "access-control-allow-headers": "authorization, content-type",
      vary: "Origin, Access-Control-Request-Method, Access-Control-Request-Headers",
    });
    expect(preflight.body).toBe("");
    const created = await call(url(), "POST", CUSTOMERS, { ...BEARER, origin: APP, "content-type": "application/json" }, JSON.stringify({ displayName: "From the browser app" }));
    expect(created.status).toBe(201);
    expect(created.headers["access-control-allow-origin"]).toBe(APP);
    expect(created.headers.vary).toBe("Origin");
    const exposed = String(created.headers["access-control-expose-headers"]).split(", ");
    expect(exposed).toEqual(expect.arrayContaining(["*", "ETag", "Location", "Operation-Location", "Vendor-AsyncOperation", "Retry-After"]));
    // a refusal is readable by the app too
    const refused = await call(url(), "POST", CUSTOMERS, { ...BEARER, origin: APP, "content-type": "application/json" }, "{nope");
    expect(refused.status).toBe(400);
    expect(refused.headers["access-control-allow-origin"]).toBe(APP);
  });

  it("a page of another origin gets no CORS headers, and its preflight is refused 403", async () => {
    const simple = await call(url(), "GET", CUSTOMERS, { ...BEARER, origin: EVIL });
    expect(simple.status).toBe(200);
    expect(Object.keys(simple.headers).filter((h) => h.startsWith("access-control-"))).toEqual([]);
    const preflight = await call(url(), "OPTIONS", CUSTOMERS, { origin: EVIL, "access-control-request-method": "POST", "access-control-request-headers": "authorization" });
    expect(preflight.status).toBe(403);
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    expect(json(preflight).error).toEqual({ code: "OriginNotAllowed", message: expect.stringContaining(`--cors-origin ${EVIL}`) });
  });

  it.each(FAMILY_ROUTES)("a rebinding Host is refused 403 on an API route of the %s family, in the API's shape", async (_family, method, path, headers, body, error) => {
    const rebound = await call(url(), method, path, { ...headers, host: `${REBIND}:${new URL(url()).port}` }, body);
    expect(rebound.status).toBe(403);
    expect(error(rebound)).toMatchObject({ code: "HostNotAllowed", message: expect.stringContaining(`--allowed-host ${REBIND}`) });
    // Forwarded and X-Forwarded-Host are for links, never a way past the check
    const forwarded = await call(url(), method, path, { ...headers, host: REBIND, forwarded: "host=localhost", "x-forwarded-host": "127.0.0.1" }, body);
    expect(forwarded.status).toBe(403);
    // the same request at a loopback name is answered
    expect((await call(url(), method, path, { ...headers, host: "localhost" }, body)).status).toBeLessThan(400);
  });
});

describe("the emulator's control routes, from a rebinding Host or a page of another origin", () => {
  const routes: Array<[method: string, path: string, body?: string]> = [
    ["GET", "/_emulator/health"],
    ["GET", "/_emulator/clock"],
    ["POST", "/_emulator/clock/advance", JSON.stringify({ ms: 86_400_000 })],
    ["POST", "/_emulator/reset"],
    ["GET", "/_emulator/snapshot"],
    ["POST", "/_emulator/restore", JSON.stringify({ format: "vendor-api-emulator-snapshot/1", now: "2020-01-01T00:00:00.000Z", data: {} })],
    ["GET", `/_emulator/entities/companies(${COMPANY})/customers`],
    ["POST", `/_emulator/entities/companies(${COMPANY})/customers`, JSON.stringify({ displayName: "Planted" })],
    ["GET", "/_emulator/webhooks/queues"],
  ];

  /** What a legitimate client reads of the state: the clock and the customers. */
  const state = async () => {
    const clock = json(await call(emulator.url, "GET", "/_emulator/clock"));
    const customers = json(await call(emulator.url, "GET", CUSTOMERS, BEARER)).value as Array<{ displayName: string }>;
    return { clock: String(clock.now).slice(0, 13), customers: customers.map((c) => c.displayName).sort() };
  };

  it("refuses every one: 403 for the Host, 403 for the origin (also as a form or text/plain), and the state is unchanged", async () => {
    const mark = await call(emulator.url, "POST", CUSTOMERS, { ...BEARER, "content-type": "application/json" }, JSON.stringify({ displayName: "Kept through the attacks" }));
    expect(mark.status).toBe(201);
    const before = await state();
    for (const [method, path, body] of routes) {
      const type: Record<string, string> = body === undefined ? {} : { "content-type": "application/json" };
      const rebound = await call(emulator.url, method, path, { ...type, host: `${REBIND}:${new URL(emulator.url).port}` }, body);
      expect([method, path, rebound.status, json(rebound).error?.code]).toEqual([method, path, 403, "HostNotAllowed"]);
      const foreign = await call(emulator.url, method, path, { ...type, origin: EVIL }, body);
      expect([method, path, foreign.status, json(foreign).error?.code]).toEqual([method, path, 403, "OriginNotAllowed"]);
      expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
      if (method === "GET") continue;
      // what a page sends anywhere without a preflight: a form or text/plain, with its Origin or without
      const simples: Array<Record<string, string>> = [
        { "content-type": "text/plain;charset=UTF-8", origin: EVIL },
        { "content-type": "application/x-www-form-urlencoded" },
        { "content-type": "text/plain" },
      ];
      for (const simple of simples) {
        const sent = await call(emulator.url, method, path, simple, body ?? "x");
        expect([method, path, simple, sent.status]).toEqual([method, path, simple, simple.origin ? 403 : 415]);
      }
    }
    expect(await state()).toEqual(before);
  });

  it("answers them for a loopback page, and at a loopback name", async () => {
    for (const host of ["localhost", "127.0.0.1", "[::1]", "app.localhost"]) {
      expect((await call(emulator.url, "GET", "/_emulator/health", { host: `${host}:4020` })).status, host).toBe(200);
    }
    const snapshot = await call(emulator.url, "GET", "/_emulator/snapshot", { origin: APP, "sec-fetch-site": "same-site" });
    expect(snapshot.status).toBe(200);
    expect(snapshot.headers["access-control-allow-origin"]).toBe(APP);
    const advanced = await call(emulator.url, "POST", "/_emulator/clock/advance", { origin: APP, "content-type": "application/json" }, JSON.stringify({ ms: 0 }));
    expect(advanced.status).toBe(200);
  });
});

describe("the mock's own route, from a rebinding Host or a page of another origin", () => {
  it("GET /_mock/routes: 403 for either, 200 with CORS headers for a loopback page", async () => {
    expect((await call(mock.url, "GET", "/_mock/routes", { host: REBIND })).status).toBe(403);
    const foreign = await call(mock.url, "GET", "/_mock/routes", { origin: EVIL });
    expect([foreign.status, json(foreign).error?.code]).toEqual([403, "OriginNotAllowed"]);
    const app = await call(mock.url, "GET", "/_mock/routes", { origin: APP });
    expect([app.status, app.headers["access-control-allow-origin"]]).toEqual([200, APP]);
    // Prism's CORS is off: no `*`, no echo of any origin with credentials
    const api = await call(mock.url, "GET", "/api/v2.0/subscriptions", { ...BEARER, origin: EVIL });
    expect(api.headers["access-control-allow-origin"]).toBeUndefined();
    expect(api.headers["access-control-allow-credentials"]).toBeUndefined();
  });
});

describe("the options that open more: allowedHosts and corsOrigins (--allowed-host, --cors-origin)", () => {
  it("a proxy's public Host and a page of a given origin are answered by both front doors; others still are not", async () => {
    const options = { allowedHosts: ["api.proxy.example", ".dev.example"], corsOrigins: ["https://app.example"] };
    const [emu, mocks] = await Promise.all([
      createEmulator({ port: 0, quiet: true, ...options }),
      startMocks({ entries: [findApi(loadRegistry(), "webhooks@v2.0")], port: 0, watch: false, log: () => undefined, ...options }),
    ]);
    try {
      for (const base of [emu.url, mocks.url]) {
        for (const [host, status] of [
          ["api.proxy.example", 200],
          ["a.dev.example:8080", 200],
          ["other.example", 403],
        ] as const) {
          expect([base, host, (await call(base, "GET", "/api/v2.0/subscriptions", { ...BEARER, host })).status]).toEqual([base, host, status]);
        }
        const page = await call(base, "GET", "/api/v2.0/subscriptions", { ...BEARER, origin: "https://app.example" });
        expect(page.headers["access-control-allow-origin"]).toBe("https://app.example");
      }
    } finally {
      await Promise.all([emu.close(), mocks.close()]);
    }
  });

  it("a value that is none is refused before anything starts", async () => {
    // with --reset-data-dir, starting would move the journal aside: it stays where it is
    const dataDir = mkdtempSync(join(tmpdir(), "local-options-"));
    try {
      writeFileSync(join(dataDir, "journal.jsonl"), "kept\n");
      await expect(createEmulator({ port: 0, quiet: true, dataDir, resetDataDir: true, allowedHosts: ["proxy.example:8080"] })).rejects.toThrow(
        /^--allowed-host must be a host name or address without a port/,
      );
      expect(readdirSync(dataDir)).toEqual(["journal.jsonl"]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    await expect(startMocks({ entries: [findApi(loadRegistry(), "webhooks@v2.0")], port: 0, watch: false, corsOrigins: ["localhost:5173"] })).rejects.toThrow(/^--cors-origin must be an origin/);
  });
});
