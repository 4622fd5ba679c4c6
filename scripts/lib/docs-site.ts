/**
 * The documentation site: one Redoc page per API and version of the registry (Redocly `build-docs`,
 * Redoc's script served by the site itself so the pages need no network), the bundled `openapi.json`
 * next to it as the download, and an index page grouped by family. Also a tiny static file server for
 * the site.
 *
 * Layout of the site:
 *   index.html                          every API: family, version, operations, summary, links
 *   assets/redoc.standalone.js          Redoc's script, the Redocly CLI's own copy (its footer logo a data:
 *                                       URL): one for every page
 *   <api>/<version>/index.html          the Redoc page
 *   <api>/<version>/openapi.json        byte copy of generated/<api>/<version>/openapi.json
 *   workflows/<flow>.arazzo.yaml        the Arazzo workflows of specs/workflows/ (and support/), listed
 *                                       on the index; their sources point at the downloads above
 *
 * Each page is rendered from a docs-only copy of the bundle (never from the specs, never changing them):
 * - a first line with links back to the index, to the download, and the API's first path on the mock and
 *   on the emulator with the command that starts them;
 * - a "Schemas" section listing every component schema (Redoc's `schemaDefinitionsTagName`), so that
 *   component-only documents show their resource shape and schema descriptions can be read on their own;
 * - `<SchemaDefinition ... />` tags in descriptions (Redoc 2 MDX, ignored by Redoc 3, which build-docs
 *   uses) replaced by a link to the schema in that section;
 * - path-item descriptions (Redoc shows only operation descriptions) copied onto their operations;
 * - placeholders such as `<subscription_id>` outside code written as text (markdown would drop them as
 *   unknown HTML tags).
 * The pages are rendered by Redocly CLI 2.77's own build-docs handler without a CLI process per page
 * (redoc-render.ts): one after the other, in a worker thread of this process (npm run docs) or in one
 * child process for all of them (npm start: `renderIn`); the pages are the bytes `redocly build-docs`
 * writes. It runs as build-docs without --inlineBundle (Redoc's styles inside the page, its script
 * imported) with a page template with an inline favicon; the page's import of Redoc's script from its
 * CDN is pointed at the site's copy (assets/redoc.standalone.js, so twelve pages carry one 2.2 MB script
 * instead of twelve), and its preload of the CDN copy dropped; Redoc 3's footer logo, its one run-time
 * fetch from a CDN, is rewritten to a data: URL in that copy. A page that would still reference a remote asset is
 * refused (externalAssetRefs). The pages are served over HTTP (npm start, vendor-api docs): a browser
 * loads no module script from file://. A page that fails to render is one line naming its API (DocsError).
 * A page is rendered again only when what it is rendered from changed (pageFingerprint, recorded in the
 * site folder's .docs-pages.json); the others are kept as they are, and with nothing to render no
 * renderer starts.
 * The mock's and the emulator's addresses and the commands that start them are not known when the site is
 * built (the package ships it prebuilt): the index and the pages carry placeholders that the docs server
 * fills with the addresses in use (src/docs/addresses.ts), so a page does not depend on the ports.
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { countOperations } from "./build.js";
import { oneLine } from "./cli.js";
import { contentHash } from "./content-hash.js";
import { PARITY_INDEX_LINE, siteParity } from "./docs-parity.js";
import { PageRenderer, type RenderIn, RenderStopped, redocStandalone, rendererIdentity } from "./redoc-render.js";
import { type ApiEntry, repoRoot, toPosix } from "./registry.js";
import { documentedBasePath } from "../../src/contract/servers.js";
import { PLACEHOLDERS } from "../../src/docs/addresses.js";
import { bundleOf, listWorkflowFiles, readWorkflowFile, SUPPORT_DOCUMENT, WORKFLOWS_DIR } from "./workflow-files.js";

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
/** Redoc's script in the site (site-relative): the one copy every page imports. */
export const REDOC_ASSET = "assets/redoc.standalone.js";
/** Name of the Redoc section listing every component schema. */
export const SCHEMAS_TAG = "Schemas";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

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

/** One operation or webhook as the docs page titles it. */
export interface DocOperation {
  kind: "path" | "webhook";
  method: string;
  /** Path template, or webhook name. */
  name: string;
  /** What Redoc uses as the title: the summary, else the operationId. */
  title: string;
  tag?: string;
}

export interface SitePage {
  key: string;
  name: string;
  version: string;
  family: string;
  title: string;
  summary: string;
  /** paths + webhooks operations (countOperations). */
  operations: number;
  pathOperations: number;
  webhookOperations: number;
  /** No operation at all: the document publishes components only. */
  componentOnly: boolean;
  schemas: string[];
  titles: DocOperation[];
  /** Site-relative links, posix: webhooks/v2.0/ and webhooks/v2.0/openapi.json. */
  docsHref: string;
  downloadHref: string;
  /**
   * The address of the API's first path after the mock's or the emulator's origin: the document's base
   * path and the path (/v2.0/production/api/v1.0/subscriptions), or undefined without paths.
   */
  mockPath?: string;
  /** The document's first server, whose path is the base path of mockPath. */
  server?: { url: string; variables?: Record<string, unknown> };
  /** Absolute path of the written page. */
  file: string;
  ms: number;
  bytes: number;
  /** The page from the previous build, kept: nothing it is rendered from changed (see pageFingerprint). */
  reused: boolean;
}

export interface BuildSiteOptions {
  entries: ApiEntry[];
  outDir: string;
  /** Called once per page, in registry order. */
  onPage?: (page: SitePage) => void;
  /**
   * Where the pages render (redoc-render.ts): "thread", a worker thread of this process (default), or
   * "process", one child process for all of them (npm start: its process keeps running, and a thread
   * leaves memory behind in it).
   */
  renderIn?: RenderIn;
  /** Aborting stops the rendering and rejects. */
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
  const out: DocOperation[] = [];
  for (const [section, kind] of [
    ["paths", "path"],
    ["webhooks", "webhook"],
  ] as const) {
    for (const [name, item] of Object.entries(doc[section] ?? {})) {
      for (const method of METHODS) {
        const op = item[method] as OperationObject | undefined;
        if (!op) continue;
        out.push({ kind, method, name, title: op.summary ?? op.operationId ?? `${method.toUpperCase()} ${name}`, tag: op.tags?.[0] });
      }
    }
  }
  return out;
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

/** "1 path", "2 paths". */
export const count = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

// ---------------------------------------------------------------------------------------------
// The docs-only copy that Redoc renders

const SCHEMA_DEFINITION = /<SchemaDefinition\b[^>]*?schemaRef=["']#\/components\/schemas\/([^"']+)["'][^>]*\/>/g;

/** Redoc's anchor for a schema of the Schemas section, e.g. ApiContract → #/schemas/apicontract. */
export const schemaAnchor = (schema: string) => `#/${SCHEMAS_TAG.toLowerCase()}/${schema.toLowerCase().replace(/[^a-z0-9_.-]+/g, "-")}`;

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
  const shape = page.componentOnly ? ` · resource shape: see [${SCHEMAS_TAG}](#/${SCHEMAS_TAG.toLowerCase()})` : "";
  return `[← All APIs](../../index.html) · [Download openapi.json](openapi.json) · ${served}${shape}`;
}

export function docsCopy(bundle: Doc, ctx: CopyContext): Doc {
  const doc = structuredClone(bundle);
  const info = (doc.info ??= {});
  const nav = navLine(ctx.page);
  const replaceDefinitions = (text: string) =>
    text.replace(SCHEMA_DEFINITION, (_match: string, name: string) => `The fields of \`${name}\`, with an example, are shown in [${SCHEMAS_TAG} → ${name}](${schemaAnchor(name)}).`);
  info.description = `${nav}\n\n${replaceDefinitions(info.description ?? "")}`;
  for (const tag of doc.tags ?? []) if (tag.description) tag.description = replaceDefinitions(tag.description);
  // Redoc shows operation descriptions only: carry each path item's description onto its operations.
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
 * like HTML tags to Redoc's markdown renderer, which drops them: the reader would see
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

/** Redoc 3's footer loads its logo from its CDN at run time; serve the same attribution from a data: URL. */
const REDOC_LOGO_URLS = ["https://cdn.redoc.ly/redoc/logo-mini-full.svg", "https://cdn.redoc.ly/redoc/logo-mini.svg"];
const LOCAL_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="46" height="14" viewBox="0 0 46 14"><text x="0" y="11" font-family="sans-serif" font-size="11" font-weight="700" fill="#0044D4">Redoc</text></svg>',
)}`;

/** build-docs' import of Redoc's script from its CDN, and its preload of it (in the page's head). */
const REDOC_CDN_SCRIPT = /https:\/\/cdn\.redocly\.com\/redoc\/v[^/"'\s]+\/bundles\/redoc\.standalone\.js/g;
const REDOC_CDN_PRELOAD = /<link rel="modulepreload" href="https:\/\/cdn\.redocly\.com\/redoc\/[^"]+" integrity="[^"]*" crossorigin="anonymous" \/>/g;
/** A page's import of the site's copy (pages are <api>/<version>/index.html). */
const LOCAL_REDOC_IMPORT = `import { hydrate } from "../../${REDOC_ASSET}";`;

function makeOffline(html: string, key: string): string {
  let out = html.replace(REDOC_CDN_PRELOAD, "").replace(REDOC_CDN_SCRIPT, `../../${REDOC_ASSET}`);
  for (const url of REDOC_LOGO_URLS) out = out.split(url).join(LOCAL_LOGO);
  const external = externalAssetRefs(out);
  if (external.length) throw new DocsError(`${key}: the page would load ${external.join(", ")} from the network; refusing to publish it`);
  if (!out.includes(LOCAL_REDOC_IMPORT) || !/<script type="module">[\s\S]*\bhydrate\(/.test(out)) {
    throw new DocsError(`${key}: the page does not import Redoc's script from the site's copy (${REDOC_ASSET}); has build-docs changed its output?`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Rendering with Redocly

/** build-docs' default page, plus an inline favicon (no /favicon.ico request). */
const PAGE_TEMPLATE = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>{{title}}</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" href="data:," />
  <style>
    body { padding: 0; margin: 0; }
  </style>
  {{{redocHead}}}
</head>
<body>
  {{{redocHTML}}}
</body>
</html>
`;

/** Redoc options from redocly.yaml (`openapi:`), plus the Schemas section. */
function redocOptions(): Record<string, unknown> {
  let configured: unknown;
  try {
    configured = (parse(readFileSync(join(repoRoot, "redocly.yaml"), "utf8")) as { openapi?: unknown } | null)?.openapi;
  } catch {
    configured = undefined;
  }
  const base = configured && typeof configured === "object" ? (configured as Record<string, unknown>) : {};
  return { ...base, schemaDefinitionsTagName: SCHEMAS_TAG };
}

/** Render one page (a docs copy) into `out` and return it, offline; a failure is one line naming the API. */
async function renderPage(renderer: PageRenderer, key: string, source: string, out: string): Promise<string> {
  try {
    await renderer.render(source, out);
  } catch (err) {
    if (err instanceof RenderStopped) throw new DocsError("docs build stopped");
    throw new DocsError(`${key}: redocly build-docs failed: ${oneLine((err as Error).message) || "no message"}`);
  }
  return makeOffline(await readFile(out, "utf8"), key);
}

// ---------------------------------------------------------------------------------------------
// The index page

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** What the index says of an API's mock address: who answers it, and where its base path comes from. */
function mockTitle(p: SitePage): string {
  const base = p.server && p.mockPath ? documentedBasePath({ servers: [p.server] }) : "";
  const from = base ? `; ${base} is the base path of the document's server ${p.server!.url}${Object.keys(p.server!.variables ?? {}).length ? ", its variables at their defaults" : ""}` : "";
  return `The mock front door routes this path to the ${p.key} mock, and the emulator serves it too${from}`;
}

/**
 * The index page. The mock's and the emulator's addresses and the commands that start them are
 * placeholders (PLACEHOLDERS) that the docs server fills.
 */
export function indexHtml(pages: SitePage[], workflows: SiteWorkflowFile[] = []): string {
  const families: string[] = [];
  for (const p of pages) if (!families.includes(p.family)) families.push(p.family);
  const { mockUrl, emulatorUrl, how, mockCommand, emulatorCommand } = PLACEHOLDERS;
  const row = (p: SitePage) => {
    const ops = p.componentOnly
      ? `<span class="muted">components only</span>`
      : `${p.operations}<span class="detail">${count(p.pathOperations, "path")}${p.webhookOperations ? ` + ${count(p.webhookOperations, "webhook")}` : ""}</span>`;
    const mock = p.mockPath ? `<code class="mock" title="${escapeHtml(mockTitle(p))}">${escapeHtml(`${mockUrl}${p.mockPath}`)}</code>` : `<span class="muted">not mocked</span>`;
    return `        <tr id="${escapeHtml(p.key)}" data-api="${escapeHtml(p.key)}" data-family="${escapeHtml(p.family)}" data-version="${escapeHtml(p.version)}" data-operations="${p.operations}">
          <td class="api"><a class="docs" data-api="${escapeHtml(p.key)}" href="${escapeHtml(p.docsHref)}">${escapeHtml(p.name)}</a><span class="detail">${escapeHtml(p.title)}</span></td>
          <td class="version"><code>${escapeHtml(p.version)}</code></td>
          <td class="ops">${ops}</td>
          <td class="summary">${escapeHtml(p.summary)}</td>
          <td class="links"><a class="docs" data-api="${escapeHtml(p.key)}" href="${escapeHtml(p.docsHref)}">docs</a> · <a class="download" data-api="${escapeHtml(p.key)}" href="${escapeHtml(p.downloadHref)}" download="${escapeHtml(`${p.name}-${p.version}.openapi.json`)}">openapi.json</a><br>${mock}</td>
        </tr>`;
  };
  const sections = families.map((family) => {
    const rows = pages.filter((p) => p.family === family);
    return `    <section class="family" id="family-${escapeHtml(family)}" data-family="${escapeHtml(family)}">
      <h2>${escapeHtml(family)} <span class="muted">(${count(rows.length, "API")})</span></h2>
      <table>
        <thead><tr><th>API</th><th>version</th><th>operations</th><th>summary</th><th>links</th></tr></thead>
        <tbody>
${rows.map(row).join("\n")}
        </tbody>
      </table>
    </section>`;
  });
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>API contracts</title>
  <link rel="icon" href="data:,">
  <style>
    :root { color-scheme: light; --fg: #1d1f24; --muted: #5f6672; --line: #dde1e6; --accent: #0044d4; --bg-alt: #f6f7f9; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--fg); }
    header, main, footer { max-width: 1200px; margin: 0 auto; padding: 0 24px; }
    header { padding-top: 28px; }
    h1 { font-size: 28px; margin: 0 0 6px; }
    h2 { font-size: 19px; margin: 32px 0 8px; text-transform: capitalize; }
    p { margin: 6px 0; }
    a { color: var(--accent); text-decoration: none; }
    a:hover, a:focus { text-decoration: underline; }
    code { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--bg-alt); padding: 1px 4px; border-radius: 3px; }
    table { width: 100%; border-collapse: collapse; }
    th, td { text-align: left; vertical-align: top; padding: 8px 10px; border-bottom: 1px solid var(--line); }
    th { font-size: 13px; color: var(--muted); font-weight: 600; border-bottom-width: 2px; }
    td.api { width: 22%; } td.api a { font-weight: 600; }
    td.version { width: 11%; white-space: nowrap; }
    td.ops { width: 10%; white-space: nowrap; }
    td.links { width: 27%; }
    code.mock { display: inline-block; margin-top: 4px; word-break: break-all; }
    .detail { display: block; font-size: 12.5px; color: var(--muted); }
    .muted { color: var(--muted); }
    footer { margin: 32px auto 40px; font-size: 13px; color: var(--muted); }
  </style>
</head>
<body>
  <header>
    <h1>API contracts</h1>
    <p>${count(pages.length, "API")} in ${families.length === 1 ? "1 family" : `${families.length} families`}, from the registry (<code>redocly.yaml</code>). Each page is the bundled contract rendered with Redoc; <code>openapi.json</code> is the same bundle to download.</p>
    <p>Mocks: every API with paths behind one front door, <a class="mock-root" href="${mockUrl}/_mock/routes">${mockUrl}</a> (${how} <code class="mock-command">${mockCommand}</code>; the link shows its routing table).</p>
    <p>Emulator: the same paths, stateful (handshakes, pushed notifications with delays and retries, ETags, asynchronous deletes, request limits, a virtual clock), <a class="emulator-root" href="${emulatorUrl}/_emulator/health">${emulatorUrl}</a> (${how} <code class="emulator-command">${emulatorCommand}</code>; the link shows what it serves).</p>
    ${PARITY_INDEX_LINE}
  </header>
  <main>
${sections.join("\n")}
${workflowsSection(workflows, pages)}
  </main>
  <footer>Built by <code>npm run docs</code> from <code>generated/&lt;api&gt;/&lt;version&gt;/openapi.json</code>. No page loads anything from the network.</footer>
</body>
</html>
`;
}

// ---------------------------------------------------------------------------------------------
// Incremental pages: a page is rendered again only when something it is rendered from changed

/** In the site folder: per page, the fingerprint of what it was rendered from and the hash of the page written. */
export const PAGES_MANIFEST = ".docs-pages.json";

interface PagesManifest {
  pages: Record<string, { from: string; page: string }>;
}

/**
 * Everything a page depends on: the docs copy Redoc renders, the page template, Redoc's options, this
 * module's code and the renderer's (its code, the versions of the Redocly CLI and of openapi-core 2.x).
 */
export function pageFingerprint(copy: string, redocOptionsJson: string): string {
  return contentHash([copy, PAGE_TEMPLATE, redocOptionsJson, rendererIdentity(repoRoot), readFileSync(fileURLToPath(import.meta.url), "utf8")].join("\0"));
}

async function readPagesManifest(outDir: string): Promise<PagesManifest> {
  try {
    const m = JSON.parse(await readFile(join(outDir, PAGES_MANIFEST), "utf8")) as PagesManifest;
    return m && typeof m.pages === "object" ? m : { pages: {} };
  } catch {
    return { pages: {} };
  }
}

/** The previous build's page, when it was rendered from the same fingerprint and is still the bytes it wrote. */
async function reusablePage(previous: PagesManifest, key: string, fingerprint: string, file: string): Promise<string | undefined> {
  const record = previous.pages[key];
  if (record?.from !== fingerprint) return undefined;
  const html = await readFile(file, "utf8").catch(() => undefined);
  return html !== undefined && contentHash(html) === record.page ? html : undefined;
}

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

/** The site's copy of Redoc's script: the Redocly CLI's file, its footer logo served from a data: URL (makeOffline does the same to the pages). */
async function writeRedocScript(to: string): Promise<void> {
  let script = await readFile(redocStandalone(repoRoot), "utf8").catch(() => {
    throw new DocsError(`${redocStandalone(repoRoot)} is missing: Redoc's script comes from the Redocly CLI (npm ci installs it)`, 2);
  });
  for (const url of REDOC_LOGO_URLS) script = script.split(url).join(LOCAL_LOGO);
  await mkdir(dirname(to), { recursive: true });
  await writeIfChanged(to, script);
}

/** Write a file unless it already holds these bytes (an unchanged page keeps its modification time). */
async function writeIfChanged(file: string, content: string): Promise<void> {
  if ((await readFile(file, "utf8").catch(() => undefined)) !== content) await writeFile(file, content);
}

// ---------------------------------------------------------------------------------------------------
// The workflows (specs/workflows/*.arazzo.yaml)

export interface SiteWorkflowFile {
  /** Site-relative link to the copy: workflows/<flow>.arazzo.yaml. */
  href: string;
  title: string;
  summary?: string;
  /** Registry keys of the contracts its steps call. */
  apis: string[];
  workflows: Array<{ workflowId: string; summary?: string; steps: number }>;
}

/**
 * The site's copy of a workflow file: its sources point at the site's downloads
 * (`../../generated/<api>/<version>/openapi.json` becomes `../<api>/<version>/openapi.json`), so the
 * copies resolve inside the site, offline; the rest is byte for byte.
 */
export function workflowSiteCopy(text: string): string {
  return text.replace(/^(\s*url:\s*)\.\.\/\.\.\/generated\//gm, "$1../");
}

/** The site's paths of the workflow copies (kept by an incremental build, then rewritten only when changed). */
async function workflowSitePaths(outDir: string, dir: string): Promise<string[]> {
  const files = existsSync(dir) ? await listWorkflowFiles(dir) : [];
  if (files.length === 0) return [];
  return [join(outDir, "workflows", "support", "emulator-control.yaml"), ...files.map((f) => join(outDir, "workflows", f.slice(dirname(f).length + 1)))];
}

/** Copy every workflow file, and the support document, to <out>/workflows/; what the index lists. */
async function copyWorkflows(outDir: string, dir: string): Promise<SiteWorkflowFile[]> {
  const files = existsSync(dir) ? await listWorkflowFiles(dir) : [];
  if (files.length === 0) return [];
  const target = join(outDir, "workflows");
  await mkdir(join(target, "support"), { recursive: true });
  const support = join(dir, relative(WORKFLOWS_DIR, SUPPORT_DOCUMENT));
  if (existsSync(support)) await writeIfChanged(join(target, "support", "emulator-control.yaml"), await readFile(support, "utf8"));
  const listed: SiteWorkflowFile[] = [];
  for (const file of files) {
    const wf = await readWorkflowFile(file);
    const name = file.slice(dirname(file).length + 1);
    await writeIfChanged(join(target, name), workflowSiteCopy(await readFile(file, "utf8")));
    const apis = wf.sources.flatMap((source) => {
      const bundle = bundleOf(wf, source);
      return bundle ? [`${bundle.api}@${bundle.version}`] : [];
    });
    listed.push({
      href: `workflows/${name}`,
      title: wf.title,
      ...(wf.summary ? { summary: wf.summary } : {}),
      apis: [...new Set(apis)],
      workflows: wf.workflows.map((w) => ({ workflowId: w.workflowId, ...(w.summary ? { summary: w.summary } : {}), steps: w.steps.length })),
    });
  }
  return listed;
}

/** The index's "Workflows" section: each file linked, its workflows, and the API pages it uses. */
function workflowsSection(workflows: SiteWorkflowFile[], pages: SitePage[]): string {
  if (workflows.length === 0) return "";
  const apiLink = (key: string) => {
    const page = pages.find((p) => p.key === key);
    return page ? `<a class="workflow-api" href="${escapeHtml(page.docsHref)}">${escapeHtml(key)}</a>` : `<code>${escapeHtml(key)}</code>`;
  };
  const steps = (w: SiteWorkflowFile["workflows"][number]) =>
    `            <li><code>${escapeHtml(w.workflowId)}</code> <span class="muted">(${count(w.steps, "step")})</span>${w.summary ? `: ${escapeHtml(w.summary)}` : ""}</li>`;
  const items = workflows.map(
    (f) => `        <li class="workflow" data-file="${escapeHtml(f.href)}">
          <a class="workflow" href="${escapeHtml(f.href)}">${escapeHtml(f.title)}</a> <span class="muted">(${escapeHtml(f.href.replace(/^workflows\//, ""))}; ${f.apis.map(apiLink).join(", ")})</span>${f.summary ? `<span class="detail">${escapeHtml(f.summary)}</span>` : ""}
          <ul>
${f.workflows.map(steps).join("\n")}
          </ul>
        </li>`,
  );
  return `    <section class="workflows" id="workflows">
      <h2>Workflows <span class="muted">(${count(workflows.length, "file")})</span></h2>
      <p>The seeds' flows as Arazzo 1.0 descriptions, each step an operation of the contracts above. In the repository, <code>npm run workflows</code> runs them all with <code>redocly respect</code> against a fresh emulator; the clock and the test receiver they also use are described in <a class="workflow-support" href="workflows/support/emulator-control.yaml">support/emulator-control.yaml</a> (not a contract).</p>
      <ul>
${items.join("\n")}
      </ul>
    </section>`;
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
  // Read every bundle first: a missing build fails before anything is written.
  const docs = options.entries.map((entry) => ({ entry, ...readBundle(entry) }));

  // The marker goes in first, so that a build stopped half-way still leaves a folder the next build may replace.
  // Pages whose inputs are unchanged are kept (PAGES_MANIFEST); anything this build does not write goes.
  await mkdir(outDir, { recursive: true });
  await writeIfChanged(join(outDir, SITE_MARKER), "Built by npm run docs (scripts/docs.ts); a build keeps only what it writes.\n");
  const previous = await readPagesManifest(outDir);
  const keep = [SITE_MARKER, PAGES_MANIFEST, "index.html", REDOC_ASSET].map((f) => join(outDir, f));
  for (const { entry } of docs) keep.push(...["index.html", "openapi.json"].map((f) => join(outDir, entry.name, entry.version, f)));
  keep.push(...(await workflowSitePaths(outDir, options.workflowsDir ?? WORKFLOWS_DIR)));
  // the parity ledger: parity.json, parity.html and a note on each operation (scripts/lib/docs-parity.ts)
  const parity = await siteParity(outDir);
  keep.push(...parity.files);
  await pruneSite(outDir, new Set(keep));
  const written: PagesManifest = { pages: {} };
  const work = await mkdtemp(join(tmpdir(), "docs-site-"));
  // The first failure (or the caller's abort) stops the rendering.
  const stop = new AbortController();
  let renderer: PageRenderer | undefined;
  try {
    const template = join(work, "page.hbs");
    const optionsFile = join(work, "redoc-options.json");
    const optionsJson = JSON.stringify(redocOptions());
    await writeFile(template, PAGE_TEMPLATE);
    await writeFile(optionsFile, optionsJson);

    const pages: SitePage[] = new Array(docs.length);
    let next = 0;
    let reported = 0;
    // One renderer (thread or process) for the build, started by the first page to render: none when nothing changed.
    renderer = new PageRenderer({ root: repoRoot, template, redocOptions: optionsFile }, { renderIn: options.renderIn, signal: stop.signal });
    const onAbort = () => stop.abort();
    options.signal?.addEventListener("abort", onAbort, { once: true });
    if (options.signal?.aborted) stop.abort();
    // Two pages are prepared at a time: one is copied and fingerprinted while the other renders.
    const lane = async () => {
      while (next < docs.length && !stop.signal.aborted) {
        const i = next++;
        const { entry, doc, raw } = docs[i]!;
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
          file: join(outDir, entry.name, entry.version, "index.html"),
          ms: 0,
          bytes: 0,
          reused: false,
        };
        await writeIfChanged(join(dir, "openapi.json"), raw);
        const copyJson = JSON.stringify(parity.annotate(docsCopy(doc, { page }), entry.key));
        const fingerprint = pageFingerprint(copyJson, optionsJson);
        let html = await reusablePage(previous, entry.key, fingerprint, page.file);
        page.reused = html !== undefined;
        if (html === undefined) {
          const copy = join(work, `${entry.name}@${entry.version}.json`);
          await writeFile(copy, copyJson);
          html = await renderPage(renderer!, entry.key, copy, join(dir, "index.html"));
          await writeFile(join(dir, "index.html"), html);
        }
        written.pages[entry.key] = { from: fingerprint, page: contentHash(html) };
        page.bytes = Buffer.byteLength(html);
        page.ms = performance.now() - t0;
        pages[i] = page;
        // Report in registry order, whatever order the pages finish in.
        while (reported < pages.length && pages[reported]) {
          const done = pages[reported]!;
          reported += 1;
          options.onPage?.(done);
        }
      }
    };
    // Wait for both lanes (a failed one aborts the other).
    const settled = await Promise.allSettled(
      Array.from({ length: Math.min(2, docs.length) }, () =>
        lane().catch((err: unknown) => {
          stop.abort();
          throw err;
        }),
      ),
    );
    options.signal?.removeEventListener("abort", onAbort);
    const failures = settled.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
    const real = failures.find((e) => !(e instanceof DocsError && e.message === "docs build stopped"));
    if (real) throw real;
    if (stop.signal.aborted) throw new DocsError("docs build stopped");

    await writeRedocScript(join(outDir, REDOC_ASSET));
    const workflows = await copyWorkflows(outDir, options.workflowsDir ?? WORKFLOWS_DIR);
    await parity.write(pages);
    await writeIfChanged(join(outDir, "index.html"), indexHtml(pages, workflows));
    await writeIfChanged(join(outDir, PAGES_MANIFEST), `${JSON.stringify(written, null, 2)}\n`);
    return { outDir, index: join(outDir, "index.html"), pages, workflows, ms: performance.now() - started };
  } finally {
    // The render thread ends with the build (its memory with it), before its files go.
    await renderer?.close();
    await rm(work, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// The static file server lives in src/docs/serve.ts (the package's `vendor-api docs` runs it too)

export { CONTENT_TYPES, ListenError, resolveRequest, type ServeOptions, serveSite, SiteMissingError, type SiteServer } from "../../src/docs/serve.js";
