/**
 * "Try it" on every docs page: what a page carries besides its contract so that Scalar's API reference
 * (its browser bundle, served by the site itself) can send each operation to the emulator or the mock at the
 * addresses in use. docs/design.md says why Scalar, and why it replaced Redoc on every page.
 *
 * A page's data (pageData) is its docs copy and Scalar's configuration:
 * - the servers: the emulator, then the mock (their origins are the docs server's placeholders, filled with
 *   the addresses in use; the path after them is the document's base path), then the document's own, for reading;
 * - each parameter's first example is the value the code samples send (scripts/lib/code-samples.ts: the
 *   operation's named examples, which carry the ids the emulator seeds);
 * - a token in every security scheme the contract declares (any token will do for the emulator and the mock);
 * - per local server, every operation's curl and TypeScript samples calling that server with that token,
 *   made by the build's own code (withCodeSamples); the page's script (docs-console.page.ts) shows the
 *   chosen server's samples.
 * Scalar is configured to load nothing from the network: no web fonts, no hosted client, no proxy.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { transformSync } from "esbuild";
import { eachOperation, METHODS } from "./operations.js";
import { withCodeSamples } from "./build.js";
import { type CodeSample, type SampleContext, sampleRequest } from "./code-samples.js";
import { escapeHtml } from "./docs-page.js";
import type { ApiEntry } from "./registry.js";
import type { Json } from "../../src/contract/exchange.js";
import { documentedBasePath } from "../../src/contract/servers.js";
import { resolveLocal } from "../../src/contract/views.js";
import { PLACEHOLDERS } from "../../src/docs/addresses.js";

/** Scalar's browser bundle in the site (site-relative): the one copy every page loads. */
export const SCALAR_ASSET = "assets/scalar.standalone.js";
/** The script every page runs (docs-console.page.ts, compiled), in the site. */
export const CONSOLE_ASSET = "assets/docs-console.js";
/** The id of the page's data (a JSON script element), read by the page's script. */
export const PAGE_DATA_ID = "docs-page-data";
/** The token the console sends: the emulator and the mock take any token (docs/emulator.md), and this one says where it came from. */
export const TRY_IT_TOKEN = "docs-try-it";

/**
 * Where Scalar's bundle comes from: Scalar's Fastify integration ships the API reference's browser bundle as a
 * file (the same bytes as @scalar/api-reference's dist/browser/standalone.js), in 24 packages where the API
 * reference's own package installs 299 (its sources, Vue and the client, for a bundle already built).
 */
export const scalarBundle = (root: string) => join(root, "node_modules", "@scalar", "fastify-api-reference", "dist", "js", "standalone.js");

/** The API reference version a bundle announces (`console.info("@scalar/api-reference@1.46.4")`), or undefined. */
export function scalarVersion(bundle: string): string | undefined {
  return /console\.info\("@scalar\/api-reference@([^"]+)"\)/.exec(bundle)?.[1];
}

type Doc = Record<string, unknown> & {
  paths?: Record<string, Record<string, unknown>>;
  servers?: Array<{ url: string; description?: string; variables?: Record<string, unknown> }>;
  security?: Array<Record<string, string[]>>;
  components?: { securitySchemes?: Record<string, unknown>; schemas?: Record<string, unknown> };
};
type JsonObject = Record<string, unknown>;

const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);
const follow = (doc: Doc, node: unknown): unknown => {
  for (let i = 0; i < 10 && isObject(node) && typeof node.$ref === "string"; i++) node = resolveLocal(doc as Json, node.$ref);
  return node;
};

/** The local servers of a document's console: the emulator, then the mock, each under the document's base path. */
export function localServers(doc: Doc): Array<{ url: string; description: string }> {
  const base = documentedBasePath(doc);
  return [
    { url: `${PLACEHOLDERS.emulatorUrl}${base}`, description: "Emulator on this machine: stateful, with the seeded ids the examples use" },
    { url: `${PLACEHOLDERS.mockUrl}${base}`, description: "Mock on this machine: answers with the contract's examples" },
  ];
}

/** The request values the code samples use, for sampleRequest (which reads only `version` and `values`). */
const requestContext = (api: ApiEntry): SampleContext => ({ version: api.version, importPath: "", factory: "" });

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Every path, query and header parameter a code sample sends gets that value as its first example (Scalar
 * fills the console with it): the contract's own example is kept where it is the same, and stays listed
 * after it where it is not. Changes `doc` in place.
 */
export function prefillParameters(doc: Doc, api: ApiEntry): void {
  const ctx = requestContext(api);
  for (const [path, raw] of Object.entries(doc.paths ?? {})) {
    const item = follow(doc, raw);
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const request = sampleRequest(doc, path, method, ctx);
      const sent: Record<string, Record<string, unknown>> = { path: request.pathParams, query: request.query, header: request.headers };
      const parameters = [...(Array.isArray(item.parameters) ? item.parameters : []), ...(Array.isArray(operation.parameters) ? operation.parameters : [])];
      for (const param of parameters.map((p) => follow(doc, p))) {
        if (!isObject(param) || typeof param.name !== "string" || typeof param.in !== "string") continue;
        const values = sent[param.in];
        if (!values || !(param.name in values)) continue;
        const value = values[param.name];
        const named = isObject(param.examples) ? follow(doc, Object.values(param.examples)[0]) : undefined;
        const current = param.example !== undefined ? param.example : isObject(named) ? named.value : undefined;
        if (current !== undefined && same(current, value)) continue;
        const sentExample = { summary: "What the code samples send", value };
        if (param.example !== undefined) {
          param.examples = { sent: sentExample, contract: { value: param.example } };
          delete param.example;
        } else if (isObject(param.examples)) param.examples = { sent: sentExample, ...param.examples };
        else param.example = value;
      }
    }
  }
}

/** Scalar's `authentication` setting: the token in every scheme the document declares, and its first requirement's scheme chosen. */
export function authentication(doc: Doc): JsonObject {
  const securitySchemes: JsonObject = {};
  for (const [name, raw] of Object.entries(doc.components?.securitySchemes ?? {})) {
    const scheme = follow(doc, raw);
    if (!isObject(scheme)) continue;
    if (scheme.type === "oauth2" && isObject(scheme.flows)) securitySchemes[name] = { flows: Object.fromEntries(Object.keys(scheme.flows).map((flow) => [flow, { token: TRY_IT_TOKEN }])) };
    else if (scheme.type === "http" && String(scheme.scheme).toLowerCase() === "bearer") securitySchemes[name] = { token: TRY_IT_TOKEN };
    else if (scheme.type === "apiKey") securitySchemes[name] = { value: TRY_IT_TOKEN };
  }
  const preferred = Object.keys(doc.security?.[0] ?? {})[0];
  return { securitySchemes, ...(preferred ? { preferredSecurityScheme: preferred } : {}) };
}

/** The credential placeholders code-samples.ts writes (credentialsOf), as the console's token replaces them in a local server's samples. */
const CREDENTIAL_PLACEHOLDERS = ["<ACCESS_TOKEN>", "<API_KEY>"];

/**
 * Every path operation's samples ("GET /path" → curl and TypeScript) calling `server` with the console's
 * token: the build's samples of a copy of the bundle whose first server is `server`.
 */
export function samplesFor(api: ApiEntry, bundle: Doc, server: string): Record<string, CodeSample[]> {
  const copy = withCodeSamples(api, { ...structuredClone(bundle), servers: [{ url: server }] }) as Doc;
  const out: Record<string, CodeSample[]> = {};
  for (const { name: path, method, op } of eachOperation(copy, { sections: ["paths"] })) {
    const samples = op["x-codeSamples"] as CodeSample[] | undefined;
    if (!samples) continue;
    out[`${method.toUpperCase()} ${path}`] = samples.map((s) => ({ ...s, source: CREDENTIAL_PLACEHOLDERS.reduce((text, p) => text.split(p).join(TRY_IT_TOKEN), s.source) }));
  }
  return out;
}

/** What a page's script reads: Scalar's configuration, the docs copy, and the samples of each local server. */
export interface PageData {
  configuration: JsonObject;
  document: Doc;
  /** Server URL → "GET /path" → samples; the document's own servers use the samples the document carries. */
  samples: Record<string, Record<string, CodeSample[]>>;
}

/** Scalar's settings for every page: nothing from the network, none of its own generated snippets (the samples shown are the tested ones). */
const CONFIGURATION: JsonObject = {
  withDefaultFonts: false,
  hideClientButton: true,
  showDeveloperTools: "never",
  documentDownloadType: "none",
  hiddenClients: true,
  telemetry: false,
  agent: { disabled: true },
  persistAuth: false,
};

/**
 * The data of the page of `api` from its docs copy (docs-site.ts docsCopy): with paths, the console's
 * servers, prefilled parameters, token and samples; a document of components only is shown as it is.
 */
export function pageData(api: ApiEntry, bundle: Doc, copy: Doc): PageData {
  if (Object.keys(copy.paths ?? {}).length === 0) return { configuration: { ...CONFIGURATION }, document: copy, samples: {} };
  const local = localServers(copy);
  const document: Doc = { ...copy, servers: [...local, ...(copy.servers ?? [])] };
  prefillParameters(document, api);
  const samples = Object.fromEntries(local.map((s) => [s.url, samplesFor(api, bundle, s.url)]));
  return { configuration: { ...CONFIGURATION, authentication: authentication(copy) }, document, samples };
}

/** JSON inside a script element: `<` written as \u003c, so no `</script>` (or `<!--`) in the data ends it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * A page (<api>/<version>/index.html): its data, Scalar's bundle, and the page's script, all from the site.
 * Without JavaScript it says where the contract is.
 */
export function pageHtml(title: string, data: PageData): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <link rel="icon" href="data:,">
</head>
<body>
  <noscript>This page shows the contract with JavaScript. Without it, read <a href="openapi.json">openapi.json</a>, or go back to <a href="../../index.html">all APIs</a>.</noscript>
  <div id="reference"></div>
  <script id="${PAGE_DATA_ID}" type="application/json">${scriptJson(data)}</script>
  <script src="../../${SCALAR_ASSET}"></script>
  <script src="../../${CONSOLE_ASSET}"></script>
</body>
</html>
`;
}

/** The page's script for the browser: docs-console.page.ts compiled (types stripped, wrapped in a function). */
export function consoleScript(): string {
  const source = readFileSync(new URL("./docs-console.page.ts", import.meta.url), "utf8");
  return transformSync(source, { loader: "ts", format: "iife", target: "es2022", define: { PAGE_DATA_ID: JSON.stringify(PAGE_DATA_ID) } }).code;
}
