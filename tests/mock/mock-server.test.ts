import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiEntry } from "../../scripts/lib/registry.js";
import { servedContracts } from "../../src/emulator/contracts.js";
import { Router } from "../../src/emulator/router.js";
import { buildRouteTable, MAX_BODY_BYTES, MockError, startMocks, type MockServer } from "../../src/mock/server.js";

// Tiny 3.1 documents written to a temporary folder: fixture entries, not registry entries.
const dir = mkdtempSync(join(tmpdir(), "mock-server-test-"));

const json = (example: unknown) => ({ "application/json": { schema: { type: "object" }, example } });
const get = (example: unknown, params: string[] = []) => ({
  get: {
    operationId: `Get_${Math.random().toString(36).slice(2)}`,
    parameters: params.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })),
    responses: { "200": { description: "OK", content: json(example) } },
  },
});
const doc = (title: string, paths?: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  openapi: "3.1.0",
  jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
  info: { title, version: "1.0" },
  ...(paths ? { paths } : {}),
  ...extra,
});

function fixture(name: string, document: unknown): ApiEntry {
  const bundle = join(dir, `${name}.json`);
  writeFileSync(bundle, JSON.stringify(document));
  return { key: `${name}@v1.0`, name, version: "v1.0", family: "test", root: bundle, generatedDir: dir, bundle, recordedDir: dir };
}

const alpha = fixture(
  "alpha",
  doc(
    "alpha",
    {
      "/api/v2.0/subscriptions": {
        ...get({ value: [{ id: "sub-1" }] }),
        post: {
          operationId: "Subscriptions_Create",
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: { type: "object", required: ["notificationUrl"], properties: { notificationUrl: { type: "string" } } },
              },
            },
          },
          responses: {
            "201": { description: "Created", content: json({ id: "sub-2" }) },
            "400": { description: "Bad request", content: json({ error: { code: "BadRequest", message: "invalid" } }) },
          },
        },
      },
      "/api/v2.0/subscriptions({subscriptionId})": get({ id: "sub-1" }, ["subscriptionId"]),
      "/api/{apiPublisher}/{apiGroup}/{apiVersion}/subscriptions": get({ from: "alpha-template" }, ["apiPublisher", "apiGroup", "apiVersion"]),
      "/shared/{id}": get({ from: "alpha" }, ["id"]),
    },
    {
      servers: [
        { url: "https://alpha.example/v2.0/{environmentName}", variables: { environmentName: { default: "production" } } },
        { url: "https://alpha.example/base/{region}", variables: { region: { default: "eu", enum: ["eu", "us"] } } },
      ],
    },
  ),
);
const beta = fixture(
  "beta",
  doc(
    "beta",
    {
      "/api/vendor/runtime/beta/subscriptions": get({ from: "beta-literal" }),
      "/api/vendor/runtime/beta/companies({companyId})/webhookSupportedResources": get({ value: ["customers"] }, ["companyId"]),
      "/shared/{name}": get({ from: "beta" }, ["name"]),
      "/{endpoint}/vendordocs/documentClassifiers:authorizeCopy": {
        post: {
          operationId: "DocumentClassifiers_AuthorizeCopy",
          parameters: [{ name: "endpoint", in: "path", required: true, schema: { type: "string" } }],
          responses: { "200": { description: "OK", content: json({ targetResourceId: "copy-1" }) } },
        },
      },
      "/beta/only": get({ from: "beta-only" }),
      "/beta/upload": {
        post: {
          operationId: "Beta_Upload",
          requestBody: { content: { "*/*": { schema: { type: "string" } } } },
          responses: { "204": { description: "Taken" } },
        },
      },
    },
    { servers: [{ url: "{endpoint}/betadocs", variables: { endpoint: { default: "https://beta.example" } } }] },
  ),
);
const common = fixture("common", doc("common", undefined, { components: { schemas: { Error: { type: "object" } } } }));
const empty = fixture("empty", doc("empty", {}));
const entries = [alpha, beta, common, empty];

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("route table", () => {
  const table = buildRouteTable(entries);
  // the front door routes with the emulator's router, over the same contracts
  const router = new Router(servedContracts({ entries }));
  const routed = (path: string) => router.route("GET", path.split("?")[0] ?? "").routed;
  const api = (path: string) => routed(path)?.api;
  const served = (path: string, method = "GET") => {
    const r = router.route(method, path).routed;
    return r && { api: r.api, template: r.match.template, matchedPath: r.match.matchedPath };
  };

  it("prefers literal segments over templates, across APIs", () => {
    expect(api("/api/vendor/runtime/beta/subscriptions")).toBe("beta@v1.0");
    expect(api("/api/acme/sales/v1.0/subscriptions")).toBe("alpha@v1.0");
    expect(routed("/api/vendor/runtime/beta/subscriptions?$top=1")?.match.template).toBe("/api/vendor/runtime/beta/subscriptions");
  });

  it("matches parentheses and colons literally, templates within one segment", () => {
    expect(api("/api/v2.0/subscriptions(42)")).toBe("alpha@v1.0");
    expect(api("/api/v2.0/subscriptions('a%2Fb')")).toBe("alpha@v1.0");
    expect(api("/api/v2.0/subscriptions()")).toBeUndefined();
    expect(api("/api/v2.0/subscriptions42")).toBeUndefined();
    expect(api("/api/vendor/runtime/beta/companies(c1)/webhookSupportedResources")).toBe("beta@v1.0");
    expect(served("/my-account/vendordocs/documentClassifiers:authorizeCopy", "POST")?.api).toBe("beta@v1.0");
    expect(served("/my-account/vendordocs/documentClassifiers:copy", "POST")).toBeUndefined();
    expect(served("/a/b/vendordocs/documentClassifiers:authorizeCopy", "POST")).toBeUndefined();
  });

  it("serves each API under the base paths of its servers too, and only that API there", () => {
    expect(table.apis.map((a) => [a.key, a.basePaths])).toEqual([
      ["alpha@v1.0", ["/v2.0/{environmentName}", "/base/{region}"]],
      ["beta@v1.0", ["/betadocs"]],
      ["common@v1.0", []],
      ["empty@v1.0", []],
    ]);
    expect(served("/v2.0/sandbox/api/v2.0/subscriptions")).toMatchObject({ api: "alpha@v1.0", matchedPath: "/api/v2.0/subscriptions" });
    expect(served("/base/us/api/v2.0/subscriptions(1)")).toMatchObject({ api: "alpha@v1.0", matchedPath: "/api/v2.0/subscriptions(1)" });
    expect(served("/base/asia/api/v2.0/subscriptions(1)")).toBeUndefined(); // not one of the variable's enum
    expect(served("/betadocs/beta/only")).toMatchObject({ api: "beta@v1.0", matchedPath: "/beta/only" });
    expect(served("/beta/only")).toMatchObject({ api: "beta@v1.0", matchedPath: "/beta/only" });
    expect(served("/betadocs/api/v2.0/subscriptions")).toBeUndefined(); // alpha's path under beta's base path
    expect(served("/v2.0/production/beta/only")).toBeUndefined();
    expect(served("/betadocs")).toBeUndefined();
    // a shared template under a base path that only the later API has goes to that API
    expect(served("/betadocs/shared/1")).toMatchObject({ api: "beta@v1.0", template: "/shared/{name}" });
  });

  it("gives a shared template to the first API in registry order and lists the others", () => {
    expect(served("/shared/1")).toMatchObject({ api: "alpha@v1.0", template: "/shared/{id}" });
    expect(table.routes.find((r) => r.template === "/shared/{id}")).toEqual({ api: "alpha@v1.0", template: "/shared/{id}", alsoDeclaredBy: ["beta@v1.0"] });
  });

  it("skips component-only documents and reports no route for unknown paths", () => {
    expect(table.apis.map((a) => [a.key, a.mocked])).toEqual([
      ["alpha@v1.0", true],
      ["beta@v1.0", true],
      ["common@v1.0", false],
      ["empty@v1.0", false],
    ]);
    expect(api("/nowhere")).toBeUndefined();
  });

  it("fails with exit code 1 (a runtime failure) when a bundle is missing", () => {
    const missing = { ...alpha, key: "gone@v1.0", bundle: join(dir, "gone.json") };
    expect(() => buildRouteTable([missing])).toThrow(/gone@v1\.0: .*gone\.json is missing; run npm run build first/);
    try {
      buildRouteTable([missing]);
    } catch (err) {
      expect((err as MockError).exitCode).toBe(1);
    }
  });

  it("refuses to start when nothing has paths", async () => {
    await expect(startMocks({ entries: [common], port: 0 })).rejects.toMatchObject({ exitCode: 2, message: expect.stringMatching(/nothing to mock/) });
  });
});

describe("front door with Prism in process", () => {
  let mocks: MockServer;
  let startFailure: unknown;
  const broken = fixture("broken", doc("broken", { "/broken": { $ref: "./not-there.yaml#/x" } }));

  beforeAll(async () => {
    // Two starts in parallel: the main one and one whose document Prism cannot load.
    [mocks] = await Promise.all([startMocks({ entries, port: 0 }), startMocks({ entries: [broken], port: 0 }).catch((err: unknown) => void (startFailure = err))]);
  }, 60_000); // about 2 s on an idle machine (loading Prism's libraries)

  afterAll(async () => {
    await mocks?.close();
  });

  it("answers a valid request with the document's example", async () => {
    const res = await fetch(`${mocks.url}/api/v2.0/subscriptions`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ value: [{ id: "sub-1" }] });
    const created = await fetch(`${mocks.url}/api/v2.0/subscriptions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ notificationUrl: "https://example.com/hook" }),
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ id: "sub-2" });
  });

  it("routes each path to the API that declares it", async () => {
    const body = async (path: string, init?: RequestInit) => (await fetch(`${mocks.url}${path}`, init)).json();
    expect(await body("/api/vendor/runtime/beta/subscriptions")).toEqual({ from: "beta-literal" });
    expect(await body("/api/acme/sales/v1.0/subscriptions?$top=5")).toEqual({ from: "alpha-template" });
    expect(await body("/shared/7")).toEqual({ from: "alpha" });
    expect(await body("/acct/vendordocs/documentClassifiers:authorizeCopy", { method: "POST" })).toEqual({ targetResourceId: "copy-1" });
  });

  it("answers under the base path of the API's servers as bare, giving Prism the path without it", async () => {
    const body = async (path: string) => (await fetch(`${mocks.url}${path}`)).json();
    // under alpha's base path only alpha's paths count: its template, not beta's literal path
    expect(await body("/v2.0/production/api/vendor/runtime/beta/subscriptions")).toEqual({ from: "alpha-template" });
    expect(await body("/v2.0/production/api/acme/sales/v1.0/subscriptions?$top=5")).toEqual({ from: "alpha-template" });
    expect(await body("/base/eu/api/v2.0/subscriptions(7)")).toEqual({ id: "sub-1" });
    expect(await body("/betadocs/beta/only")).toEqual({ from: "beta-only" });
    expect(await body("/betadocs/shared/x")).toEqual({ from: "beta" });
    expect(await body("/beta/only")).toEqual({ from: "beta-only" });
  });

  it("refuses an invalid request body itself, naming the fault (the emulator's checks), not with the operation's example error", async () => {
    const res = await fetch(`${mocks.url}/api/v2.0/subscriptions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(400);
    // a fixture API has no error catalogue: the core's code in the common shape; never Prism's answer
    expect(res.headers.get("sl-violations")).toBeNull();
    expect(await res.json()).toEqual({ error: { code: "InvalidRequestBody", message: "notificationUrl is required (/request/body/notificationUrl)" } });
  });

  it("passes request headers and query through to Prism", async () => {
    const viaHeader = await fetch(`${mocks.url}/api/v2.0/subscriptions`, {
      method: "POST",
      headers: { "content-type": "application/json", prefer: "code=400" },
      body: JSON.stringify({ notificationUrl: "https://example.com/hook" }),
    });
    expect(viaHeader.status).toBe(400);
    const viaQuery = await fetch(`${mocks.url}/api/v2.0/subscriptions?__code=400`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ notificationUrl: "https://example.com/hook" }),
    });
    expect(viaQuery.status).toBe(400);
  });

  it("answers 404 for a path no API serves, as the emulator does", async () => {
    const res = await fetch(`${mocks.url}/nowhere/at/all`, { method: "DELETE" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "NotFound", message: "No operation of the served APIs matches DELETE /nowhere/at/all" } });
  });

  it("answers malformed requests with a 4xx JSON error", async () => {
    const bad = await fetch(`${mocks.url}/api/v2.0/subscriptions(%zz)`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("BadRequest_MalformedPath");

    const long = await fetch(`${mocks.url}/shared/${"x".repeat(9000)}`);
    expect(long.status).toBe(414);
    expect(((await long.json()) as { error: { code: string } }).error.code).toBe("UriTooLong");

    const huge = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request(`${mocks.url}/api/v2.0/subscriptions`, {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": String(11 * 1024 * 1024) },
      });
      req.on("response", resolve).on("error", reject);
      req.flushHeaders();
    });
    expect(huge.statusCode).toBe(413);
    huge.resume();

    const headers = await fetch(`${mocks.url}/shared/1`, { headers: { "x-padding": "x".repeat(20_000) } });
    expect(headers.status).toBe(431);
  });

  it("answers 413 to a 60 MiB body sent with Node's fetch, declared or streamed, and reads the rest before closing", async () => {
    const big = Buffer.alloc(60 * 1024 * 1024, 0x20);
    const post = (body: BodyInit) => fetch(`${mocks.url}/api/v2.0/subscriptions`, { method: "POST", headers: { "content-type": "application/json" }, body, duplex: "half" } as RequestInit);
    const declared = await post(big);
    expect(declared.status).toBe(413);
    // the emulator's words (a fixture API has no catalogue: the core's code in the common shape)
    expect(((await declared.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: "PayloadTooLarge",
      message: `Request body exceeds ${MAX_BODY_BYTES} bytes`,
    });
    const streamed = await post(new Blob([big]).stream());
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as { error: { code: string } }).error.code).toBe("PayloadTooLarge");
    // the connection was closed, not the front door
    expect((await fetch(`${mocks.url}/shared/1`)).status).toBe(200);
  }, 60_000);

  it("refuses a Content-Type the operation does not take as the emulator does; gives Prism the essence of one the checks take but Prism cannot parse", async () => {
    const valid = JSON.stringify({ notificationUrl: "https://example.com/hook" });
    const post = (path: string, type: string, body: string) => fetch(`${mocks.url}${path}`, { method: "POST", headers: { "content-type": type }, body });
    for (const type of ["json", "/json", "application/json, text/plain"]) {
      const res = await post("/api/v2.0/subscriptions", type, valid);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect([type, res.status, body.error.code]).toEqual([type, 400, "UnsupportedMediaType"]);
    }
    // Prism answers 500 to these (an empty parameter, a parameter without a value): it gets `application/json`
    for (const type of ["application/json;", "application/json; charset", "application/json; charset = utf-8", 'application/json; charset="utf-8"', "APPLICATION/JSON"]) {
      const res = await post("/api/v2.0/subscriptions", type, valid);
      expect([type, res.status, await res.json()]).toEqual([type, 201, { id: "sub-2" }]);
    }
    // `*/*` takes any type, but Prism cannot read one that is not type/subtype: refused, naming it
    const odd = await post("/beta/upload", "json", "x");
    expect([odd.status, ((await odd.json()) as { error: { code: string; message: string } }).error]).toEqual([
      400,
      { code: "BadRequest_MalformedContentType", message: 'Content-Type "json" is not a media type (type/subtype, then optional "; name=value" parameters)' },
    ]);
    expect((await post("/beta/upload", "text/plain", "x")).status).toBe(204);
  });

  it("serves the routing table at /_mock/routes", async () => {
    const res = await fetch(`${mocks.url}/_mock/routes`);
    const table = (await res.json()) as {
      apis: { key: string; mocked: boolean; basePaths?: string[] }[];
      routes: { template: string; api: string; alsoDeclaredBy: string[] }[];
      basePaths: { template: string; apis: string[] }[];
    };
    expect(table.apis.filter((a) => a.mocked).map((a) => [a.key, a.basePaths])).toEqual([
      ["alpha@v1.0", ["/v2.0/{environmentName}", "/base/{region}"]],
      ["beta@v1.0", ["/betadocs"]],
    ]);
    expect(table.routes).toContainEqual(expect.objectContaining({ template: "/shared/{id}", api: "alpha@v1.0", alsoDeclaredBy: ["beta@v1.0"] }));
    expect(table.basePaths).toContainEqual({ template: "/betadocs", apis: ["beta@v1.0"] });
  });

  it("reports a Prism that cannot load its document, naming the API", () => {
    expect(startFailure).toBeInstanceOf(MockError);
    expect((startFailure as Error).message).toMatch(/^Prism for broken@v1\.0 failed to start: .*not-there/);
  });

  it("reloads an API when its bundle changes, as prism mock does, and keeps the last good one", async () => {
    const gamma = fixture("gamma", doc("gamma", { "/gamma": get({ v: 1 }) }));
    const logged: string[] = [];
    const m = await startMocks({ entries: [gamma], port: 0, log: (line) => logged.push(line) });
    try {
      expect(await (await fetch(`${m.url}/gamma`)).json()).toEqual({ v: 1 });
      writeFileSync(gamma.bundle, JSON.stringify(doc("gamma", { "/gamma": get({ v: 2 }), "/gamma/new": get({ v: 3 }) })));
      await expect.poll(async () => (await fetch(`${m.url}/gamma/new`)).status, { timeout: 15_000, interval: 200 }).toBe(200);
      expect(await (await fetch(`${m.url}/gamma`)).json()).toEqual({ v: 2 });
      expect(m.routes.apis[0]?.templates).toEqual(["/gamma", "/gamma/new"]);
      writeFileSync(gamma.bundle, "{ not json");
      await expect.poll(() => logged.some((l) => /gamma@v1\.0 changed but cannot be loaded, still serving the previous version/.test(l)), { timeout: 15_000 }).toBe(true);
      expect(await (await fetch(`${m.url}/gamma/new`)).json()).toEqual({ v: 3 });
    } finally {
      await m.close();
    }
  }, 40_000);

  it("close() stops answering", async () => {
    await mocks.close();
    await expect(fetch(`${mocks.url}/_mock/routes`)).rejects.toThrow();
  });
});
