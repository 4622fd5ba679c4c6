import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiEntry } from "../../scripts/lib/registry.js";
import { buildRouteTable, MockError, route, startMocks, type MockServer } from "../../scripts/lib/mock-server.js";

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
  doc("alpha", {
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
  }),
);
const beta = fixture(
  "beta",
  doc("beta", {
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
  }),
);
const common = fixture("common", doc("common", undefined, { components: { schemas: { Error: { type: "object" } } } }));
const empty = fixture("empty", doc("empty", {}));
const entries = [alpha, beta, common, empty];

/** Command lines of running processes that mention the fixture folder (our Prism children). */
const childrenRunning = () =>
  execFileSync("ps", ["-eo", "args"], { encoding: "utf8" }).split("\n").filter((l) => l.includes(dir) && l.includes("prism"));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("route table", () => {
  const table = buildRouteTable(entries);
  const api = (path: string) => route(table, path)?.api;

  it("prefers literal segments over templates, across APIs", () => {
    expect(api("/api/vendor/runtime/beta/subscriptions")).toBe("beta@v1.0");
    expect(api("/api/acme/sales/v1.0/subscriptions")).toBe("alpha@v1.0");
    expect(route(table, "/api/vendor/runtime/beta/subscriptions?$top=1")?.template).toBe("/api/vendor/runtime/beta/subscriptions");
  });

  it("matches parentheses and colons literally, templates within one segment", () => {
    expect(api("/api/v2.0/subscriptions(42)")).toBe("alpha@v1.0");
    expect(api("/api/v2.0/subscriptions('a%2Fb')")).toBe("alpha@v1.0");
    expect(api("/api/v2.0/subscriptions()")).toBeUndefined();
    expect(api("/api/v2.0/subscriptions42")).toBeUndefined();
    expect(api("/api/vendor/runtime/beta/companies(c1)/webhookSupportedResources")).toBe("beta@v1.0");
    expect(api("/my-account/vendordocs/documentClassifiers:authorizeCopy")).toBe("beta@v1.0");
    expect(api("/my-account/vendordocs/documentClassifiers:copy")).toBeUndefined();
    expect(api("/a/b/vendordocs/documentClassifiers:authorizeCopy")).toBeUndefined();
  });

  it("gives a shared template to the first API in registry order and lists the others", () => {
    const r = route(table, "/shared/1");
    expect(r).toMatchObject({ api: "alpha@v1.0", template: "/shared/{id}", alsoDeclaredBy: ["beta@v1.0"] });
  });

  it("skips component-only documents and reports no route for unknown paths", () => {
    expect(table.apis.map((a) => [a.key, a.mocked])).toEqual([
      ["alpha@v1.0", true],
      ["beta@v1.0", true],
      ["common@v1.0", false],
      ["empty@v1.0", false],
    ]);
    expect(api("/nowhere")).toBeUndefined();
    expect(() => route(table, "/api/v2.0/subscriptions(%zz)")).toThrow(URIError);
  });

  it("fails with exit code 2 when a bundle is missing", () => {
    const missing = { ...alpha, key: "gone@v1.0", bundle: join(dir, "gone.json") };
    expect(() => buildRouteTable([missing])).toThrow(/gone@v1\.0: .*gone\.json is missing; run npm run build first/);
    try {
      buildRouteTable([missing]);
    } catch (err) {
      expect((err as MockError).exitCode).toBe(2);
    }
  });

  it("refuses to start when nothing has paths", async () => {
    await expect(startMocks({ entries: [common], port: 0 })).rejects.toMatchObject({ exitCode: 2, message: expect.stringMatching(/nothing to mock/) });
  });
});

describe("front door with real Prism children", () => {
  let mocks: MockServer;
  let doomed: MockServer;
  const fatal: MockError[] = [];
  let startFailure: unknown;
  const broken = fixture("broken", doc("broken", { "/broken": { $ref: "./not-there.yaml#/x" } }));

  beforeAll(async () => {
    // Three starts in parallel: the main one, one whose child we kill, one Prism cannot load.
    [mocks, doomed] = await Promise.all([
      startMocks({ entries, port: 0 }),
      startMocks({ entries: [alpha, common], port: 0, onFatal: (err) => fatal.push(err), log: () => undefined }),
      startMocks({ entries: [broken], port: 0 }).catch((err: unknown) => void (startFailure = err)),
    ]);
  }, 60_000); // about 3 s on an idle machine; Prism start is CPU-bound

  afterAll(async () => {
    await Promise.all([mocks?.close(), doomed?.close()]);
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

  it("passes Prism's 4xx through for an invalid request body, with its headers", async () => {
    const res = await fetch(`${mocks.url}/api/v2.0/subscriptions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("sl-violations")).toMatch(/notificationUrl/);
    expect(await res.json()).toEqual({ error: { code: "BadRequest", message: "invalid" } });
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

  it("answers 404 NotFound_NoRoute for a path no API serves", async () => {
    const res = await fetch(`${mocks.url}/nowhere/at/all`, { method: "DELETE" });
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("NotFound_NoRoute");
    expect(body.error.message).toMatch(/^No API in the registry serves DELETE \/nowhere\/at\/all; served prefixes: .*\/api/);
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

  it("refuses a Content-Type that is no media type with 400 naming it (Prism would answer 500); passes a valid one", async () => {
    for (const type of ["json", "application/json;", "application/json; charset", "/json", "application/json, text/plain"]) {
      const res = await fetch(`${mocks.url}/api/v2.0/subscriptions`, { method: "POST", headers: { "content-type": type, authorization: "Bearer x" }, body: "{}" });
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect([type, res.status, body.error.code]).toEqual([type, 400, "BadRequest_MalformedContentType"]);
      expect(body.error.message).toContain(JSON.stringify(type));
    }
    for (const type of ["application/json; charset = utf-8", 'application/json; charset="utf-8"', "APPLICATION/JSON"]) {
      const res = await fetch(`${mocks.url}/api/v2.0/subscriptions`, { method: "POST", headers: { "content-type": type, authorization: "Bearer x" }, body: "{}" });
      expect([type, res.status]).toEqual([type, 400]);
      expect(((await res.json()) as { error: { code: string } }).error.code).not.toBe("BadRequest_MalformedContentType");
    }
  });

  it("serves the routing table at /_mock/routes", async () => {
    const res = await fetch(`${mocks.url}/_mock/routes`);
    const table = (await res.json()) as {
      apis: { key: string; mocked: boolean; port?: number }[];
      routes: { template: string; api: string; alsoDeclaredBy: string[] }[];
    };
    expect(table.apis.filter((a) => a.mocked).map((a) => a.key)).toEqual(["alpha@v1.0", "beta@v1.0"]);
    expect(table.apis.every((a) => !a.mocked || typeof a.port === "number")).toBe(true);
    expect(table.routes).toContainEqual(expect.objectContaining({ template: "/shared/{id}", api: "alpha@v1.0", alsoDeclaredBy: ["beta@v1.0"] }));
  });

  it("reports a Prism that cannot load its document, naming the API", () => {
    expect(startFailure).toBeInstanceOf(MockError);
    expect((startFailure as Error).message).toMatch(/^Prism for broken@v1\.0 failed to start: .*not-there/);
  });

  it("stops everything when a Prism child dies", async () => {
    const pid = doomed.routes.apis[0]?.pid as number;
    process.kill(pid, "SIGKILL");
    await expect.poll(() => fatal.length, { timeout: 5000 }).toBe(1);
    expect(fatal[0]?.message).toMatch(/^Prism for alpha@v1\.0 \(port \d+\) died: .*SIGKILL/);
    await expect(fetch(`${doomed.url}/shared/1`)).rejects.toThrow();
  });

  it("close() leaves no child process running", async () => {
    await mocks.close();
    await doomed.close();
    expect(childrenRunning()).toEqual([]);
    await expect(fetch(`${mocks.url}/_mock/routes`)).rejects.toThrow();
  });
});
