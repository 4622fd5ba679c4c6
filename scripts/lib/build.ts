import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { BaseResolver, bundle, type Config, getMergedConfig, isAbsoluteUrl, loadConfig, type Document } from "@redocly/openapi-core";
import { oneLine } from "./cli.js";
import { addCodeSamples, firstServerUrl } from "./code-samples.js";
import { contentHash } from "./content-hash.js";
import { PACKAGES } from "./packages.js";
import { type ApiEntry, repoRoot, toPosix } from "./registry.js";
import { documentedBasePath } from "../../src/contract/servers.js";

export interface BuiltFile {
  /** Path relative to the output root, posix separators, e.g. generated/webhooks/v2.0/openapi.json. */
  path: string;
  content: string;
}

export interface BuildResult {
  api: ApiEntry;
  files: BuiltFile[];
  /** Every file the bundle read (the root document and each file it $refs), relative to the root, with its content hash. */
  inputs: Record<string, string>;
  ms: number;
  operations: number;
}

export interface BuildOptions {
  /** The repository the entries belong to (redocly.yaml, relative paths). Default: this repository. */
  root?: string;
  /** Redocly's configuration, when the caller has loaded it already (loadRedoclyConfig). */
  config?: Config;
}

export class BuildError extends Error {}

/** redocly.yaml of a repository, loaded as the Redocly CLI loads it (registry aliases, extends, rules, decorators). */
export async function loadRedoclyConfig(root = repoRoot): Promise<Config> {
  try {
    return await loadConfig({ configPath: join(root, "redocly.yaml") });
  } catch (err) {
    throw new BuildError(`cannot load ${toPosix(relative(repoRoot, join(root, "redocly.yaml")))}: ${oneLine((err as Error).message)}`);
  }
}

/** The Redocly CLI writes a bundle's top-level keys in this order, then any others as found; so do we (same bytes). */
const TOP_LEVEL_ORDER = ["openapi", "info", "jsonSchemaDialect", "servers", "security", "tags", "externalDocs", "paths", "webhooks", "x-webhooks", "components"];

function sortTopLevel(doc: Record<string, unknown>): Record<string, unknown> {
  const sorted: Record<string, unknown> = {};
  for (const key of TOP_LEVEL_ORDER) if (Object.hasOwn(doc, key)) sorted[key] = doc[key];
  return Object.assign(sorted, doc);
}

export interface Bundle {
  doc: Record<string, unknown>;
  /** Every file the bundle read, by absolute path (or URL), with the text it read. */
  read: Map<string, string>;
}

/** Bundle one API in-process with Redocly's library, the API's own merged configuration (`<api>@<version>` of redocly.yaml). */
export async function bundleApi(api: ApiEntry, options: BuildOptions = {}): Promise<Bundle> {
  const config = options.config ?? (await loadRedoclyConfig(options.root));
  const merged = getMergedConfig(config, api.key);
  // Our own resolver (as bundle() would make it), so that we can see every file it read.
  const resolver = new BaseResolver(merged.resolve);
  let result: Awaited<ReturnType<typeof bundle>>;
  try {
    result = await bundle({ ref: api.root, config: merged, externalRefResolver: resolver });
  } catch (err) {
    throw new BuildError(`${api.key}: redocly bundle failed: ${oneLine((err as Error).message)}`);
  }
  const errors = result.problems.filter((p) => p.severity === "error");
  if (errors.length) {
    const where = (p: (typeof errors)[0]) => {
      const loc = p.location[0];
      return loc ? ` (${toPosix(relative(options.root ?? repoRoot, loc.source.absoluteRef))}${loc.pointer ? ` ${loc.pointer}` : ""})` : "";
    };
    throw new BuildError(
      `${api.key}: redocly bundle failed: ${errors
        .slice(0, 5)
        .map((p) => `${oneLine(p.message)}${where(p)}`)
        .join(" | ")}`,
    );
  }
  const read = new Map<string, string>();
  for (const [file, entry] of resolver.cache) {
    const doc = await entry;
    if ("source" in doc && (doc as Document).source) read.set(file, (doc as Document).source.body);
  }
  return { doc: sortTopLevel(result.bundle.parsed as Record<string, unknown>), read };
}

const methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

export function countOperations(doc: Record<string, unknown>): number {
  let n = 0;
  for (const section of ["paths", "webhooks"] as const) {
    const items = (doc[section] ?? {}) as Record<string, Record<string, unknown>>;
    for (const item of Object.values(items)) n += methods.filter((m) => m in item).length;
  }
  return n;
}

/** A TypeScript identifier for an API, e.g. webhooks@v2.0 → WebhooksV2_0. */
export function apiIdentifier(api: ApiEntry): string {
  const pascal = (s: string) =>
    s
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join("");
  const version = api.version.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_|_$/g, "");
  return `${pascal(api.name)}${version[0]?.toUpperCase() ?? ""}${version.slice(1)}`;
}

export function clientSource(api: ApiEntry, doc: Record<string, unknown>, root = repoRoot): string {
  const id = apiIdentifier(api);
  const hasPaths = Object.keys((doc.paths ?? {}) as object).length > 0;
  const title = (doc.info as { title?: string } | undefined)?.title ?? api.key;
  const header = [`// Generated by scripts/build.ts from ${toPosix(relative(root, api.root))} (${api.key}). Do not edit.`, `// ${title}`];
  const typeExports = `export type { paths, webhooks, components, operations, $defs } from "./schema.js";`;
  if (!hasPaths) {
    return [...header, "// This document publishes components only (no HTTP operations), so there is no client: import the types.", typeExports, ""].join("\n");
  }
  const baseUrl = firstServerUrl(doc);
  return [
    ...header,
    `import createClient, { type ClientOptions } from "openapi-fetch";`,
    `import type { paths } from "./schema.js";`,
    typeExports,
    "",
    `/** Registry key of this API. */`,
    `export const apiKey = ${JSON.stringify(api.key)};`,
    `/** The first server of the document, with its variables at their defaults. Override with \`baseUrl\`: the same address with the origin swapped, for example the mock at http://127.0.0.1:4010${documentedBasePath(doc)}. */`,
    `export const defaultBaseUrl = ${JSON.stringify(baseUrl ?? "")};`,
    "",
    `/** A typed openapi-fetch client for ${api.key}: paths, parameters, bodies and responses are checked against the contract. */`,
    `export function create${id}Client(options: ClientOptions = {}) {`,
    `  return createClient<paths>({ baseUrl: defaultBaseUrl, ...options });`,
    `}`,
    "",
    `export type ${id}Client = ReturnType<typeof create${id}Client>;`,
    "",
  ].join("\n");
}

export async function typesSource(doc: Record<string, unknown>): Promise<string> {
  // Loaded on first use: it brings TypeScript along (about a second), which a build with nothing to do never needs.
  const { default: openapiTS, astToString } = await import("openapi-typescript");
  // openapi-typescript mutates nothing we keep, but give it its own copy all the same.
  const ast = await openapiTS(structuredClone(doc) as never, {
    readWriteMarkers: true,
    // A property with a `default` stays optional: the default is what the service assumes when a client leaves it out.
    defaultNonNullable: false,
    silent: true,
    alphabetize: false,
  });
  return astToString(ast);
}

/** The package users install the clients from: the samples import them as `<package>/<api>/<version>`. */
const PACKAGE_NAME = PACKAGES["vendor-api-contracts"].name;

/** The bundle as users get it: Redocly's bundle with a curl and a TypeScript sample on every path operation. */
export function withCodeSamples(api: ApiEntry, doc: Record<string, unknown>): Record<string, unknown> {
  try {
    addCodeSamples(doc, {
      version: api.version,
      importPath: `${PACKAGE_NAME}/${api.name}/${api.version}`,
      factory: `create${apiIdentifier(api)}Client`,
    });
  } catch (err) {
    throw new BuildError(`${api.key}: code samples: ${oneLine((err as Error).message)}`);
  }
  return doc;
}

export async function buildApi(api: ApiEntry, options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const root = options.root ?? repoRoot;
  const { doc: bundled, read } = await bundleApi(api, options);
  const doc = withCodeSamples(api, bundled);
  const dir = toPosix(relative(root, api.generatedDir));
  const files: BuiltFile[] = [
    { path: `${dir}/openapi.json`, content: `${JSON.stringify(doc, null, 2)}\n` },
    { path: `${dir}/schema.d.ts`, content: await typesSource(doc) },
    { path: `${dir}/client.ts`, content: clientSource(api, doc, root) },
  ];
  const inputs: Record<string, string> = {};
  for (const [file, text] of [...read].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    inputs[isAbsoluteUrl(file) ? file : toPosix(relative(root, file))] = contentHash(text);
  }
  return { api, files, inputs, ms: performance.now() - started, operations: countOperations(doc) };
}

/** Build several APIs in-process, one after the other (all the work is on this thread), results in their order. */
export async function buildAll(apis: ApiEntry[], options: BuildOptions = {}): Promise<BuildResult[]> {
  const config = options.config ?? (await loadRedoclyConfig(options.root));
  const results: BuildResult[] = [];
  for (const api of apis) results.push(await buildApi(api, { ...options, config }));
  return results;
}

export async function writeFiles(files: BuiltFile[], root = repoRoot): Promise<void> {
  for (const f of files) {
    const target = join(root, f.path);
    await mkdir(join(target, ".."), { recursive: true });
    await writeFile(target, f.content);
  }
}

/** Files whose committed bytes differ from a fresh build (missing files count). */
export async function staleFiles(files: BuiltFile[], root = repoRoot): Promise<string[]> {
  const stale: string[] = [];
  for (const f of files) {
    const current = await readFile(join(root, f.path), "utf8").catch(() => undefined);
    if (current !== f.content) stale.push(f.path);
  }
  return stale;
}
