/**
 * The documentation site: one page per API and version of the registry, rendered in the browser by
 * Scalar's API reference with its "Try it" console (scripts/lib/docs-console.ts; docs/design.md says why
 * Scalar), the bundled `openapi.json` next to it as the download, and an index page grouped by family
 * (docs-index.ts). The site serves everything a page loads, so the pages need no network.
 *
 * Layout of the site:
 *   index.html                          every API: family, version, operations, summary, links
 *   assets/scalar.standalone.js         Scalar's browser bundle, one for every page
 *   assets/docs-console.js              the script every page runs (docs-console.page.ts, compiled)
 *   <api>/<version>/index.html          the page: its docs copy and console settings, inline
 *   <api>/<version>/openapi.json        byte copy of generated/<api>/<version>/openapi.json
 *   workflows/<flow>.arazzo.yaml        the Arazzo workflows of specs/workflows/ (and support/), listed
 *                                       on the index; their sources point at the downloads above (docs-workflows.ts)
 *
 * Each page shows a docs-only copy of the bundle (never the specs, never changing them):
 * - a first line with links back to the index, to the download, and the API's first path on the mock and
 *   on the emulator with the command that starts them;
 * - `<SchemaDefinition ... />` tags in descriptions (Redoc 2 MDX) replaced by a link to the schema in the
 *   page's Models section;
 * - path-item descriptions copied onto their operations;
 * - placeholders such as `<subscription_id>` outside code written as text (markdown would drop them as
 *   unknown HTML tags);
 * - with paths, the console's servers, prefilled parameters, token and samples (docs-console.ts).
 * A page that would reference a remote asset is refused (externalAssetRefs). The pages are served over
 * HTTP (npm start, vendor-api docs). A page that cannot be made is one line naming its API (DocsError).
 * A file whose bytes are unchanged is not written again, and what the build does not write is removed.
 * The mock's and the emulator's addresses and the commands that start them are not known when the site is
 * built (the package ships it prebuilt): the index and the pages carry placeholders that the docs server
 * fills with the addresses in use (src/docs/addresses.ts), so a page does not depend on the ports.
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { eachOperation, METHODS } from "./operations.js";
import { countOperations } from "./build.js";
import { oneLine } from "./cli.js";
import { CONSOLE_ASSET, consoleScript, pageData, pageHtml, SCALAR_ASSET, scalarBundle, scalarVersion } from "./docs-console.js";
import { count, indexHtml } from "./docs-index.js";
import type { DocOperation, SitePage } from "./docs-page.js";
import { siteParity } from "./docs-parity.js";
import { copyWorkflows, type SiteWorkflowFile, workflowSitePaths, writeIfChanged } from "./docs-workflows.js";
import { type ApiEntry, repoRoot, toPosix } from "./registry.js";
import { documentedBasePath } from "../../src/contract/servers.js";
import { PLACEHOLDERS } from "../../src/docs/addresses.js";
import { WORKFLOWS_DIR } from "./workflow-files.js";

/** A one-line, user-facing failure; `exitCode` 2 marks something the user can fix (run the build, pick another folder). */
export class DocsError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Written into every site folder; buildSite only ever replaces a folder that carries it. */
export const SITE_MARKER = ".docs-site";
/** The page's section listing every component schema (Scalar's). */
export const MODELS_SECTION = "Models";
export { CONSOLE_ASSET, SCALAR_ASSET };
export { count };

type Doc = Record<string, unknown> & {
  info?: { title?: string; summary?: string; description?: string; version?: string };
  paths?: Record<string, Record<string, unknown>>;
  webhooks?: Record<string, Record<string, unknown>>;
  tags?: { name: string; description?: string }[];
  components?: { schemas?: Record<string, unknown> };
};

interface OperationObject {
  summary?: string;
  operationId?: string;
  description?: string;
  tags?: string[];
}

export interface BuildSiteOptions {
  entries: ApiEntry[];
  outDir: string;
  /** Called once per page, in registry order. */
  onPage?: (page: SitePage) => void;
  /** Aborting stops the build and rejects. */
  signal?: AbortSignal;
  /** Folder of the Arazzo workflows listed on the index (default specs/workflows/). */
  workflowsDir?: string;
}

export interface SiteResult {
  outDir: string;
  index: string;
  pages: SitePage[];
  workflows: SiteWorkflowFile[];
  ms: number;
}

// ---------------------------------------------------------------------------------------------
// Reading a bundle

const shortPath = (p: string) => {
  const rel = relative(repoRoot, p);
  return rel.startsWith("..") ? p : toPosix(rel);
};

/** The bundle's bytes and document: the page and the download come from the same read. */
export function readBundle(entry: ApiEntry): { raw: string; doc: Doc } {
  if (!existsSync(entry.bundle)) {
    throw new DocsError(`${entry.key}: ${shortPath(entry.bundle)} is missing; run npm run build`);
  }
  try {
    const raw = readFileSync(entry.bundle, "utf8");
    return { raw, doc: JSON.parse(raw) as Doc };
  } catch (err) {
    throw new DocsError(`${entry.key}: ${shortPath(entry.bundle)} is not JSON (${(err as Error).message}); run npm run build`);
  }
}

/** Markdown to one plain line: code spans, emphasis and links kept as their text. */
function plain(markdown: string): string {
  return markdown
    .replace(/<\/?([A-Za-z][\w.-]*)(\s[^<>]*)?\/?>/g, (tag, name: string, attrs?: string) => (attrs || HTML_TAGS.has(name.toLowerCase()) ? " " : tag))
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/(\*\*|__)(.*?)\1/g, "$2")
    .replace(/^#+\s*/gm, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** info.summary, else the first sentence of info.description. */
export function summaryOf(doc: Doc): string {
  const info = doc.info ?? {};
  if (info.summary?.trim()) return plain(info.summary);
  const text = plain((info.description ?? "").split(/\n\s*\n/)[0] ?? "");
  const m = /^(.+?[.!?])(\s|$)/.exec(text);
  return m?.[1] ?? text;
}

export function operationsOf(doc: Doc): DocOperation[] {
  return [...eachOperation(doc)].map(({ kind, method, name, op }) => {
    const { summary, operationId, tags } = op as OperationObject;
    return { kind, method, name, title: summary ?? operationId ?? `${method.toUpperCase()} ${name}`, tag: tags?.[0] };
  });
}

/**
 * The address the docs show for the API's first path, after the mock's or the emulator's origin: the
 * base path of the document's own first server (`/vendordocs`, `/v2.0/production`) and the path.
 * Undefined without paths.
 */
export function mockPathOf(doc: Doc): string | undefined {
  const first = Object.keys(doc.paths ?? {})[0];
  return first === undefined ? undefined : `${documentedBasePath(doc)}${first}`;
}

function firstServer(doc: Doc): Pick<SitePage, "server"> {
  const first = (doc.servers as Array<{ url?: unknown; variables?: Record<string, unknown> }> | undefined)?.[0];
  return typeof first?.url === "string" ? { server: { url: first.url, ...(first.variables ? { variables: first.variables } : {}) } } : {};
}

// ---------------------------------------------------------------------------------------------
// The docs-only copy the page shows

const SCHEMA_DEFINITION = /<SchemaDefinition\b[^>]*?schemaRef=["']#\/components\/schemas\/([^"']+)["'][^>]*\/>/g;

/** The page's anchor of a schema of its Models section, e.g. ApiContract → #model/apicontract. */
export const schemaAnchor = (schema: string) => `#model/${schema.toLowerCase().replace(/[^a-z0-9_.-]+/g, "-")}`;

export interface CopyContext {
  page: Pick<SitePage, "key" | "downloadHref" | "docsHref" | "mockPath" | "componentOnly">;
}

/**
 * The page's first line, in markdown: the links, then the first path on the mock and on the emulator,
 * each with the command that starts it (placeholders the docs server fills, see src/docs/addresses.ts).
 */
export function navLine(page: CopyContext["page"]): string {
  const { mockUrl, emulatorUrl, how, mockCommand, emulatorCommand } = PLACEHOLDERS;
  const served = page.mockPath
    ? `mock: \`${mockUrl}${page.mockPath}\` (${how} \`${mockCommand}\`) · stateful emulator, same paths: \`${emulatorUrl}${page.mockPath}\` (${how} \`${emulatorCommand}\`)`
    : "not mocked: this document publishes components only";
  const shape = page.componentOnly ? ` · resource shape: see [${MODELS_SECTION}](#models)` : "";
  return `[← All APIs](../../index.html) · [Download openapi.json](openapi.json) · ${served}${shape}`;
}

export function docsCopy(bundle: Doc, ctx: CopyContext): Doc {
  const doc = structuredClone(bundle);
  const info = (doc.info ??= {});
  const nav = navLine(ctx.page);
  const replaceDefinitions = (text: string) =>
    text.replace(SCHEMA_DEFINITION, (_match: string, name: string) => `The fields of \`${name}\`, with an example, are shown in [${MODELS_SECTION} → ${name}](${schemaAnchor(name)}).`);
  info.description = `${nav}\n\n${replaceDefinitions(info.description ?? "")}`;
  for (const tag of doc.tags ?? []) if (tag.description) tag.description = replaceDefinitions(tag.description);
  // The page shows operation descriptions only: carry each path item's description onto its operations.
  for (const section of ["paths", "webhooks"] as const) {
    for (const item of Object.values(doc[section] ?? {})) {
      const shared = typeof item.description === "string" ? item.description.trim() : "";
      if (!shared) continue;
      for (const method of METHODS) {
        const op = item[method] as OperationObject | undefined;
        if (op && !op.description?.includes(shared)) op.description = `${shared}\n\n${op.description ?? ""}`.trim();
      }
    }
  }
  escapeDescriptions(doc);
  return doc;
}

/** HTML elements a description may use on purpose; anything else in angle brackets is a placeholder. */
const HTML_TAGS = new Set(
  "a abbr b blockquote br caption code dd del details div dl dt em h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p pre q s samp small span strong sub summary sup table tbody td tfoot th thead tr tt u ul var".split(
    " ",
  ),
);

/**
 * Placeholders such as `<subscription_id>` or `<name>;rev=<revision>` written outside code spans look
 * like HTML tags to the page's markdown renderer, which drops them: the reader would see
 * "subscriptions()" instead of "subscriptions(<subscription_id>)". Write them as text (&lt;...&gt;);
 * code spans, fenced blocks and real HTML tags stay as they are.
 */
export function escapePlaceholders(markdown: string): string {
  // Fenced blocks, then inline code spans (which may wrap across lines): kept verbatim.
  return markdown
    .split(/(```[\s\S]*?```|``[\s\S]*?``|`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/<(\/?)([A-Za-z][\w.-]*)>/g, (tag, slash: string, name: string) => (HTML_TAGS.has(name.toLowerCase()) ? tag : `&lt;${slash}${name}&gt;`))))
    .join("");
}

/** Every markdown `description` of the document, but not example data (example, value, default, enum...). */
function escapeDescriptions(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) escapeDescriptions(item);
    return;
  }
  if (!node || typeof node !== "object") return;
  const obj = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(obj)) {
    if (key === "description" && typeof value === "string") obj[key] = escapePlaceholders(value);
    else if (["example", "value", "default", "enum", "const"].includes(key)) continue;
    else if (key === "examples" && Array.isArray(value)) continue;
    else escapeDescriptions(value);
  }
}

// ---------------------------------------------------------------------------------------------
// Offline checks

/**
 * Every reference to an asset on another host: <script src>, <link href> (stylesheet, preload, icon...),
 * <img>/<source>/<iframe> src, CSS @import and url(), and ES module imports. Empty means the page loads
 * with no network at all.
 */
export function externalAssetRefs(html: string): string[] {
  const remote = "(?:https?:)?//";
  const patterns = [
    new RegExp(String.raw`<script\b[^>]*\bsrc\s*=\s*["']?(${remote}[^"'\s>]+)`, "gi"),
    new RegExp(String.raw`<link\b[^>]*\bhref\s*=\s*["']?(${remote}[^"'\s>]+)`, "gi"),
    new RegExp(String.raw`<(?:img|source|iframe|embed|audio|video)\b[^>]*\bsrcs?e?t?\s*=\s*["']?(${remote}[^"'\s>]+)`, "gi"),
    new RegExp(String.raw`@import\s+(?:url\(\s*)?["']?(${remote}[^"')\s;]+)`, "gi"),
    new RegExp(String.raw`url\(\s*["']?(${remote}[^"')\s]+)`, "gi"),
    new RegExp(String.raw`\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?\(?\s*["'\x60](${remote}[^"'\x60]+)`, "g"),
  ];
  const found = new Set<string>();
  for (const re of patterns) for (const m of html.matchAll(re)) found.add(m[1] ?? m[0]);
  return [...found];
}

// ---------------------------------------------------------------------------------------------
// Writing the site

/** Remove from a site folder whatever this build does not write (pages of APIs no longer in the registry...). */
async function pruneSite(outDir: string, keep: Set<string>): Promise<void> {
  const visit = async (dir: string): Promise<boolean> => {
    let empty = true;
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (keep.has(path)) empty = false;
      else if (entry.isDirectory() && [...keep].some((k) => k.startsWith(path + sep))) {
        if (await visit(path)) await rm(path, { recursive: true, force: true });
        else empty = false;
      } else await rm(path, { recursive: true, force: true });
    }
    return empty;
  };
  await visit(outDir);
}

/** The site's copy of Scalar's bundle: the installed package's file, which must be the API reference's browser bundle. */
async function writeScalarBundle(to: string): Promise<void> {
  const from = scalarBundle(repoRoot);
  const bundle = await readFile(from, "utf8").catch(() => {
    throw new DocsError(`${from} is missing: Scalar's bundle comes from @scalar/fastify-api-reference (npm ci installs it)`, 2);
  });
  if (!scalarVersion(bundle)) throw new DocsError(`${from} is not the browser bundle of Scalar's API reference (no version banner); has the package changed its layout?`);
  await mkdir(dirname(to), { recursive: true });
  await writeIfChanged(to, bundle);
}

/** One page: its docs copy and console data in the page's HTML, offline; a failure is one line naming the API. */
function pageOf(entry: ApiEntry, doc: Doc, page: SitePage, annotate: (copy: Doc, key: string) => Doc): string {
  let html: string;
  try {
    html = pageHtml(page.title, pageData(entry, doc, annotate(docsCopy(doc, { page }), entry.key)));
  } catch (err) {
    throw new DocsError(`${entry.key}: the docs page cannot be made: ${oneLine((err as Error).message) || "no message"}`);
  }
  const external = externalAssetRefs(html);
  if (external.length) throw new DocsError(`${entry.key}: the page would load ${external.join(", ")} from the network; refusing to publish it`);
  return html;
}

// ---------------------------------------------------------------------------------------------
// Building the site

async function prepareOutDir(outDir: string): Promise<string> {
  const target = resolve(outDir);
  if (target === resolve(repoRoot) || target === dirname(target)) {
    throw new DocsError(`refusing to build the docs site into ${target}: choose an empty or new folder with --out`, 2);
  }
  const info = await stat(target).catch(() => undefined);
  if (info && !info.isDirectory()) throw new DocsError(`${target} exists and is not a folder; choose another with --out`, 2);
  if (info && !existsSync(join(target, SITE_MARKER))) {
    if ((await readdir(target)).length > 0) {
      throw new DocsError(`refusing to replace ${target}: it is not empty and was not built by npm run docs (no ${SITE_MARKER}); choose another folder with --out`, 2);
    }
  }
  return target;
}

export async function buildSite(options: BuildSiteOptions): Promise<SiteResult> {
  const started = performance.now();
  const outDir = await prepareOutDir(options.outDir);
  const stopped = () => {
    if (options.signal?.aborted) throw new DocsError("docs build stopped");
  };
  // Read every bundle first: a missing build fails before anything is written.
  const docs = options.entries.map((entry) => ({ entry, ...readBundle(entry) }));
  const workflowsDir = options.workflowsDir ?? WORKFLOWS_DIR;

  // The marker goes in first, so that a build stopped half-way still leaves a folder the next build may replace.
  // Anything this build does not write goes.
  await mkdir(outDir, { recursive: true });
  await writeIfChanged(join(outDir, SITE_MARKER), "Built by npm run docs (scripts/docs.ts); a build keeps only what it writes.\n");
  const keep = [SITE_MARKER, "index.html", SCALAR_ASSET, CONSOLE_ASSET].map((f) => join(outDir, f));
  for (const { entry } of docs) keep.push(...["index.html", "openapi.json"].map((f) => join(outDir, entry.name, entry.version, f)));
  keep.push(...(await workflowSitePaths(outDir, workflowsDir)));
  // the parity ledger: parity.json, parity.html and a note on each operation (scripts/lib/docs-parity.ts)
  const parity = await siteParity(outDir);
  keep.push(...parity.files);
  await pruneSite(outDir, new Set(keep));

  await writeScalarBundle(join(outDir, SCALAR_ASSET));
  await writeIfChanged(join(outDir, CONSOLE_ASSET), consoleScript());
  const pages: SitePage[] = [];
  for (const { entry, doc, raw } of docs) {
    stopped();
    const t0 = performance.now();
    const base = `${entry.name}/${entry.version}/`;
    const dir = join(outDir, entry.name, entry.version);
    await mkdir(dir, { recursive: true });
    const operations = operationsOf(doc);
    const page: SitePage = {
      key: entry.key,
      name: entry.name,
      version: entry.version,
      family: entry.family,
      title: doc.info?.title ?? entry.key,
      summary: summaryOf(doc),
      operations: countOperations(doc),
      pathOperations: operations.filter((o) => o.kind === "path").length,
      webhookOperations: operations.filter((o) => o.kind === "webhook").length,
      componentOnly: operations.length === 0,
      schemas: Object.keys(doc.components?.schemas ?? {}),
      titles: operations,
      docsHref: base,
      downloadHref: `${base}openapi.json`,
      mockPath: mockPathOf(doc),
      ...firstServer(doc),
      file: join(dir, "index.html"),
      ms: 0,
      bytes: 0,
      reused: false,
    };
    await writeIfChanged(join(dir, "openapi.json"), raw);
    const html = pageOf(entry, doc, page, parity.annotate);
    page.reused = (await readFile(page.file, "utf8").catch(() => undefined)) === html;
    if (!page.reused) await writeFile(page.file, html);
    page.bytes = Buffer.byteLength(html);
    page.ms = performance.now() - t0;
    pages.push(page);
    options.onPage?.(page);
  }
  stopped();
  const workflows = await copyWorkflows(outDir, workflowsDir);
  await parity.write(pages);
  await writeIfChanged(join(outDir, "index.html"), indexHtml(pages, workflows));
  return { outDir, index: join(outDir, "index.html"), pages, workflows, ms: performance.now() - started };
}

// ---------------------------------------------------------------------------------------------
// The static file server lives in src/docs/serve.ts (the package's `vendor-api docs` runs it too)

export { CONTENT_TYPES, ListenError, resolveRequest, type ServeOptions, serveSite, SiteMissingError, type SiteServer } from "../../src/docs/serve.js";
export { type SiteWorkflowFile, workflowSiteCopy } from "./docs-workflows.js";
export { indexHtml };
