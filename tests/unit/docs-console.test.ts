/**
 * What each docs page gives its Try it console (scripts/lib/docs-console.ts), without a browser: the servers
 * (the emulator and the mock at the addresses in use, then the document's own), the parameters prefilled with
 * what the code samples send (the seeded ids where the contract has none), a token in every security scheme,
 * each local server's samples calling that server with that token, and the page's script, run in a
 * sandbox with stand-ins for the page and for Scalar, putting the chosen server's samples on the document.
 * tests/docs/browser.test.ts sends from the real pages.
 */
import { readFileSync } from "node:fs";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { type CodeSample, sampleRequest } from "../../scripts/lib/code-samples.js";
import { consoleScript, PAGE_DATA_ID, type PageData, pageData, pageHtml, TRY_IT_TOKEN } from "../../scripts/lib/docs-console.js";
import { docsCopy, mockPathOf } from "../../scripts/lib/docs-site.js";
import { type ApiEntry, findApi, loadRegistry } from "../../scripts/lib/registry.js";
import { documentedBasePath } from "../../src/contract/servers.js";
import { fillAddresses, siteAddresses } from "../../src/docs/addresses.js";

type Json = Record<string, any>;
const registry = loadRegistry();
const MOCK = "http://127.0.0.1:5510";
const EMULATOR = "http://127.0.0.1:5520";
const METHODS = ["get", "put", "post", "delete", "patch"];

/** A page's data as the docs server serves it: the built page with the addresses in use filled in. */
function served(api: ApiEntry): { bundle: Json; data: PageData } {
  const bundle = JSON.parse(readFileSync(api.bundle, "utf8")) as Json;
  const page = { key: api.key, docsHref: "", downloadHref: "", mockPath: mockPathOf(bundle), componentOnly: !bundle.paths && !bundle.webhooks };
  const html = fillAddresses(pageHtml(bundle.info.title, pageData(api, bundle, docsCopy(bundle as never, { page }) as never)), siteAddresses({ mockUrl: MOCK, emulatorUrl: EMULATOR }));
  const json = new RegExp(`<script id="${PAGE_DATA_ID}" type="application/json">([^<]*)</script>`).exec(html)?.[1];
  return { bundle, data: JSON.parse(json!) as PageData };
}

const withPaths = registry.filter((api) => Object.keys((JSON.parse(readFileSync(api.bundle, "utf8")) as Json).paths ?? {}).length > 0);
const operations = (doc: Json) =>
  Object.entries((doc.paths ?? {}) as Json).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((method) => ({ path, method, item, op: item[method] as Json })));
const follow = (doc: Json, node: Json): Json =>
  typeof node?.$ref === "string"
    ? follow(
        doc,
        node.$ref
          .slice(2)
          .split("/")
          .reduce((at: Json, k: string) => at?.[k.replace(/~1/g, "/").replace(/~0/g, "~")], doc),
      )
    : node;
/** The value Scalar fills a parameter with: its example, else its first named example. */
const firstExample = (doc: Json, param: Json) => (param.example !== undefined ? param.example : follow(doc, Object.values(param.examples ?? {})[0] as Json)?.value);

describe("Try it console data", () => {
  it("with paths, the console's servers are the emulator, then the mock, at the addresses in use under the document's base path, then the document's own", () => {
    expect(withPaths.length).toBeGreaterThan(0);
    for (const api of withPaths) {
      const { bundle, data } = served(api);
      const base = documentedBasePath(bundle);
      expect(data.document.servers!.map((s) => s.url)).toEqual([`${EMULATOR}${base}`, `${MOCK}${base}`, ...bundle.servers.map((s: Json) => s.url)]);
    }
    // the base paths the docs show elsewhere, written out
    expect(served(findApi(registry, "webhooks@v2.0")).data.document.servers![0]!.url).toBe(`${EMULATOR}/v2.0/production`);
    expect(served(findApi(registry, "document-classifiers@2024-11-30")).data.document.servers![1]!.url).toBe(`${MOCK}/vendordocs`);
  });

  it("a component-only document gets no console server and no samples", () => {
    const { bundle, data } = served(findApi(registry, "api-management@2016-07-07"));
    expect(data.document.servers).toEqual(bundle.servers);
    expect(data.samples).toEqual({});
  });

  it("Events_ListBySubscriptionId and Namespaces_Delete are prefilled with the ids the emulator seeds and the served api-version", () => {
    const health = served(findApi(registry, "resource-health@2025-05-01")).data.document as Json;
    const list = operations(health).find((o) => o.op.operationId === "Events_ListBySubscriptionId")!;
    const params = [...(list.item.parameters ?? []), ...(list.op.parameters ?? [])].map((p: Json) => follow(health, p));
    const value = (name: string) => firstExample(health, params.find((p) => p.name === name)!);
    // the seeded subscription (docs/emulator.md, "What it seeds")
    expect([value("subscriptionId"), value("api-version")]).toEqual(["5c3e8a1f-2d4b-4f6a-9e7c-1b0d3f5a7c92", "2025-05-01"]);
    const hub = served(findApi(registry, "event-hub@2026-01-01")).data.document as Json;
    const del = operations(hub).find((o) => o.op.operationId === "Namespaces_Delete")!;
    const hubParams = [...(del.item.parameters ?? []), ...(del.op.parameters ?? [])].map((p: Json) => follow(hub, p));
    expect(hubParams.map((p) => [p.name, firstExample(hub, p)])).toEqual(
      expect.arrayContaining([
        ["subscriptionId", "5c3e8a1f-2d4b-4f6a-9e7c-1b0d3f5a7c92"],
        ["resourceGroupName", "telemetry-rg"],
        ["namespaceName", "contoso-telemetry-ns"],
      ]),
    );
  });

  it("every parameter a code sample sends is the console's first example, and the contract's own example stays listed", () => {
    for (const api of withPaths) {
      const { bundle, data } = served(api);
      const doc = data.document as Json;
      for (const { path, method, item, op } of operations(bundle)) {
        const request = sampleRequest(bundle, path, method, { version: api.version, importPath: "", factory: "" });
        const sent: Json = { path: request.pathParams, query: request.query, header: request.headers };
        const pageItem = (doc.paths as Json)[path];
        for (const param of [...(pageItem.parameters ?? []), ...(pageItem[method].parameters ?? [])].map((p: Json) => follow(doc, p))) {
          if (!(param.name in (sent[param.in] ?? {}))) continue;
          expect(firstExample(doc, param), `${api.key} ${op.operationId} ${param.in} ${param.name}`).toEqual(sent[param.in][param.name]);
        }
        // the contract's own examples are all still there
        for (const raw of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
          const given = follow(bundle, raw);
          const shown = [...(pageItem.parameters ?? []), ...(pageItem[method].parameters ?? [])].map((p: Json) => follow(doc, p)).find((p) => p.name === given.name && p.in === given.in)!;
          const values = (p: Json) => [p.example, ...Object.values(p.examples ?? {}).map((e) => follow(p === given ? bundle : doc, e as Json)?.value)].filter((v) => v !== undefined);
          for (const v of values(given)) expect(values(shown), `${api.key} ${op.operationId} ${given.name}`).toContainEqual(v);
        }
      }
    }
  });

  it("a token is prefilled in every security scheme, the first requirement's chosen", () => {
    for (const api of withPaths) {
      const { bundle, data } = served(api);
      const auth = data.configuration.authentication as Json;
      expect(Object.keys(auth.securitySchemes), api.key).toEqual(Object.keys(bundle.components.securitySchemes));
      expect(auth.preferredSecurityScheme, api.key).toBe(Object.keys(bundle.security[0])[0]);
      for (const [name, scheme] of Object.entries(bundle.components.securitySchemes as Json)) {
        const given = auth.securitySchemes[name];
        if (scheme.type === "oauth2") expect(Object.values(given.flows), `${api.key} ${name}`).toEqual(Object.keys(scheme.flows).map(() => ({ token: TRY_IT_TOKEN })));
        else if (scheme.type === "apiKey") expect(given).toEqual({ value: TRY_IT_TOKEN });
        else expect(given).toEqual({ token: TRY_IT_TOKEN });
      }
    }
  });

  it("each local server's samples call that server, under the base path, with the token; the document keeps the production samples", () => {
    for (const api of withPaths) {
      const { bundle, data } = served(api);
      const base = documentedBasePath(bundle);
      expect(Object.keys(data.samples)).toEqual([`${EMULATOR}${base}`, `${MOCK}${base}`]);
      for (const [server, byOperation] of Object.entries(data.samples)) {
        const ops = operations(bundle);
        expect(Object.keys(byOperation).sort(), api.key).toEqual(ops.map((o) => `${o.method.toUpperCase()} ${o.path}`).sort());
        for (const [key, samples] of Object.entries(byOperation)) {
          const [curl, ts] = samples as CodeSample[];
          expect(curl!.source, `${api.key} ${key}`).toContain(`'${server}${key.split(" ")[1]!.split("{")[0]}`);
          expect(ts!.source, `${api.key} ${key}`).toContain(`baseUrl: ${JSON.stringify(server)}`);
          for (const s of [curl!, ts!]) {
            expect(s.source, `${api.key} ${key}`).toContain(TRY_IT_TOKEN);
            expect(s.source, `${api.key} ${key}`).not.toMatch(/<ACCESS_TOKEN>|<API_KEY>/);
          }
        }
      }
      for (const { path, method, op } of operations(bundle)) expect((data.document.paths as Json)[path][method]["x-codeSamples"]).toEqual(op["x-codeSamples"]);
    }
  });
});

describe("the page's script", () => {
  it("shows the emulator first, and puts the chosen server's samples on every operation when the reader chooses another", () => {
    const api = findApi(registry, "webhooks@v2.0");
    const { bundle, data } = served(api);
    const base = documentedBasePath(bundle);
    const given: Json[] = [];
    const updated: Json[] = [];
    const sandbox = {
      document: { getElementById: (id: string) => (id === PAGE_DATA_ID ? { textContent: JSON.stringify(data) } : null) },
      Scalar: {
        createApiReference: (target: string, configuration: Json) => {
          given.push({ target, configuration });
          return { updateConfiguration: (c: Json) => updated.push(c) };
        },
      },
      structuredClone,
    };
    vm.runInNewContext(consoleScript(), sandbox);
    expect(given).toHaveLength(1);
    const first = given[0]!.configuration;
    expect(given[0]!.target).toBe("#reference");
    expect(first).toMatchObject({ withDefaultFonts: false, hideClientButton: true });
    expect(first.content["x-scalar-selected-server"]).toBe(`${EMULATOR}${base}`);
    const list = (doc: Json) => doc.paths["/api/v2.0/subscriptions"].get["x-codeSamples"][0].source as string;
    expect(list(first.content)).toContain(`'${EMULATOR}${base}/api/v2.0/subscriptions'`);
    // the same server again changes nothing; the mock, then production, each get their own samples
    first.onServerChange(`${EMULATOR}${base}`);
    expect(updated).toEqual([]);
    first.onServerChange(`${MOCK}${base}`);
    expect(updated).toHaveLength(1);
    expect(updated[0]!.content["x-scalar-selected-server"]).toBe(`${MOCK}${base}`);
    expect(list(updated[0]!.content)).toContain(`'${MOCK}${base}/api/v2.0/subscriptions'`);
    const production = bundle.servers[0].url as string;
    updated[0]!.onServerChange(production);
    expect(list(updated[1]!.content)).toBe(bundle.paths["/api/v2.0/subscriptions"].get["x-codeSamples"][0].source);
  });
});
