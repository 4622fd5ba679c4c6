/**
 * Every operation answers at the address the docs show. Each API's generated client is made as the
 * README tells users to make it: `baseUrl` is the service address of the docs (the client's
 * `defaultBaseUrl`, servers[0] with its variables at their defaults) with its origin swapped for the
 * mock's, so the server's base path stays (`http://127.0.0.1:4010/vendordocs`,
 * `http://127.0.0.1:4010/v2.0/production`). Every operation of every API with paths is called through
 * it; none may go unrouted (the front door's NotFound_NoRoute, or Prism's own no path / no method /
 * no server match) and none may answer 5xx. Prism's example answers and its validation errors are fine.
 * The same calls go to the emulator, whose answers are checked against the contract (validateResponses),
 * and none of which may be a 404 for a path no operation matches.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentedBasePath } from "../../src/contract/servers.js";
import { loadRegistry, type ApiEntry } from "../../scripts/lib/registry.js";
import { type MockServer, startMocks } from "../../src/mock/server.js";
import { createEmulator, type Emulator } from "../../src/emulator/index.js";

const METHODS = ["get", "put", "post", "delete", "patch", "options", "head", "trace"] as const;
type Method = (typeof METHODS)[number];

interface Doc {
  paths?: Record<string, Record<string, Operation | undefined> & { parameters?: Param[] }>;
  components?: {
    securitySchemes?: Record<string, { type: string; in?: string; name?: string }>;
    parameters?: Record<string, Param>;
    requestBodies?: Record<string, Operation["requestBody"]>;
  };
}
interface Param {
  $ref?: string;
  name?: string;
  in?: string;
  required?: boolean;
  example?: unknown;
  schema?: { example?: unknown; default?: unknown; enum?: unknown[]; const?: unknown };
}
interface Operation {
  parameters?: Param[];
  requestBody?: { $ref?: string; content?: Record<string, { example?: unknown; examples?: Record<string, { value?: unknown }> }> };
}

interface CallInit {
  params: { path: Record<string, string>; query: Record<string, string> };
  body?: unknown;
  parseAs: "text";
}
type Call = (path: string, init: CallInit) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
type Client = Record<Uppercase<Method>, Call>;

interface Api {
  entry: ApiEntry;
  doc: Doc;
  create: (options: { baseUrl: string; headers: Record<string, string> }) => Client;
  defaultBaseUrl: string;
}

const registry = loadRegistry();

async function withPaths(): Promise<Api[]> {
  const out: Api[] = [];
  for (const entry of registry) {
    const doc = JSON.parse(readFileSync(entry.bundle, "utf8")) as Doc;
    if (Object.keys(doc.paths ?? {}).length === 0) continue;
    const module = (await import(pathToFileURL(join(entry.generatedDir, "client.ts")).href)) as Record<string, unknown>;
    const factory = Object.entries(module).find(([name, value]) => /^create\w+Client$/.test(name) && typeof value === "function");
    if (!factory) throw new Error(`${entry.key}: client.ts exports no create…Client factory`);
    out.push({ entry, doc, create: factory[1] as Api["create"], defaultBaseUrl: module.defaultBaseUrl as string });
  }
  return out;
}

/** The headers that satisfy the API's security schemes (any value): a bearer token and each API-key header. */
function credentials(doc: Doc): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const scheme of Object.values(doc.components?.securitySchemes ?? {})) {
    if (scheme.type === "apiKey" && scheme.in === "header" && scheme.name) headers[scheme.name] = "any-key";
    else if (scheme.type === "oauth2" || scheme.type === "http" || scheme.type === "openIdConnect") headers.Authorization = "Bearer any";
  }
  return headers;
}

const lastSegment = (ref: string) => decodeURIComponent(ref.split("/").pop() ?? "");

/**
 * Every path parameter and each required query parameter, with its example, default, const or first
 * enum value ("x1" for a path parameter without any).
 */
function parameters(doc: Doc, template: string, params: Param[]): CallInit["params"] {
  const deref = (p: Param): Param => (p.$ref ? (doc.components?.parameters?.[lastSegment(p.$ref)] ?? p) : p);
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of params.map(deref)) {
    if (!p.name) continue;
    const value = p.example ?? p.schema?.example ?? p.schema?.default ?? p.schema?.const ?? p.schema?.enum?.[0];
    if (p.in === "path") path[p.name] = String(value ?? "x1");
    else if (p.in === "query" && p.required && value !== undefined) query[p.name] = String(value);
  }
  for (const m of template.matchAll(/\{([^}]+)\}/g)) path[m[1]!] ??= "x1";
  return { path, query };
}

/** The JSON request body's example (or first named example), if the operation has one. */
function exampleBody(doc: Doc, operation: Operation): unknown {
  const body = operation.requestBody?.$ref ? doc.components?.requestBodies?.[lastSegment(operation.requestBody.$ref)] : operation.requestBody;
  const media = body?.content?.["application/json"];
  return media?.example ?? Object.values(media?.examples ?? {})[0]?.value;
}

/** Call every operation of `api` with baseUrl = origin + the documented base path; return what went wrong. */
async function callEveryOperation(api: Api, origin: string): Promise<{ statuses: number[]; failures: string[] }> {
  const baseUrl = `${origin}${documentedBasePath(api.doc)}`;
  const client = api.create({ baseUrl, headers: credentials(api.doc) });
  const failures: string[] = [];
  const statuses: number[] = [];
  for (const [template, item] of Object.entries(api.doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const params = parameters(api.doc, template, [...(item.parameters ?? []), ...(operation.parameters ?? [])]);
      const body = exampleBody(api.doc, operation);
      const { data, error, response } = await client[method.toUpperCase() as Uppercase<Method>](template, { params, ...(body === undefined ? {} : { body }), parseAs: "text" });
      statuses.push(response.status);
      const answer = data ?? error ?? "";
      const text = typeof answer === "string" ? answer : JSON.stringify(answer);
      const label = `${api.entry.key} ${method.toUpperCase()} ${new URL(response.url).pathname}`;
      if (response.status >= 500) failures.push(`${label}: ${response.status} ${text.slice(0, 200)}`);
      if (/NotFound_NoRoute|NO_(PATH|METHOD|SERVER)_MATCHED|No operation of/.test(text)) failures.push(`${label}: not routed: ${response.status} ${text.slice(0, 200)}`);
    }
  }
  return { statuses, failures };
}

/** callEveryOperation over every API, one after the other. */
async function callEveryApi(apis: Api[], origin: string): Promise<{ statuses: number[]; failures: string[] }> {
  const statuses: number[] = [];
  const failures: string[] = [];
  for (const api of apis) {
    const result = await callEveryOperation(api, origin);
    statuses.push(...result.statuses);
    failures.push(...result.failures);
  }
  return { statuses, failures };
}

describe("every operation at the address the docs show", () => {
  let apis: Api[];
  let mock: MockServer;
  beforeAll(async () => {
    apis = await withPaths();
    mock = await startMocks({ entries: registry, port: 0, log: () => undefined });
  }, 120_000);
  afterAll(async () => mock?.close());

  it("takes the base path from the client's defaultBaseUrl, as the README says", () => {
    for (const api of apis) expect([api.entry.key, documentedBasePath(api.doc)]).toEqual([api.entry.key, new URL(api.defaultBaseUrl).pathname.replace(/\/+$/, "")]);
    expect(apis.map((a) => documentedBasePath(a.doc))).toEqual(expect.arrayContaining(["/vendordocs", "/v2.0/production"]));
  });

  it("the mock routes every operation called through the generated clients", async () => {
    const { statuses, failures } = await callEveryApi(apis, mock.url);
    expect(failures).toEqual([]);
    expect(statuses.length).toBeGreaterThan(40);
    // some answer with an example; the others are Prism's validation answers (a missing If-Match, ...)
    expect(statuses.filter((s) => s < 300).length).toBeGreaterThan(0);
  }, 60_000);

  it("the emulator serves every operation at the same addresses", async () => {
    const emulator: Emulator = await createEmulator({ quiet: true, validateResponses: true });
    try {
      const { statuses, failures } = await callEveryApi(apis, emulator.url);
      expect(failures).toEqual([]);
      expect(emulator.violations).toEqual([]);
      expect(statuses.filter((s) => s < 300).length).toBeGreaterThan(5);
    } finally {
      await emulator.close();
    }
  }, 60_000);
});
