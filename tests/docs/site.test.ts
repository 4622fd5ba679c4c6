/**
 * The docs site without a browser: the index lists every API of the registry with its family, version,
 * operation count and links; every page is self-contained (no asset from another host), Scalar's bundle
 * the site's one copy (the pinned package's file); the download is the bundle; component-only documents
 * keep their schemas for the page's Models section; the static server serves the
 * right content types and never anything outside its folder, and fills the index and every page with
 * the mock's and the emulator's addresses it is given (the built files hold placeholders: they do not
 * depend on the ports); the Arazzo workflows are listed, copied and linked.
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countOperations } from "../../scripts/lib/build.js";
import {
  buildSite,
  docsCopy,
  DocsError,
  escapePlaceholders,
  externalAssetRefs,
  ListenError,
  CONSOLE_ASSET,
  resolveRequest,
  serveSite,
  SCALAR_ASSET,
  SITE_MARKER,
  summaryOf,
  type SiteResult,
  type SiteServer,
  workflowSiteCopy,
} from "../../scripts/lib/docs-site.js";
import { PAGE_DATA_ID, type PageData, scalarBundle, scalarVersion } from "../../scripts/lib/docs-console.js";
import { type ApiEntry, loadRegistry, repoRoot } from "../../scripts/lib/registry.js";
import { documentedBasePath } from "../../src/contract/servers.js";
import { PLACEHOLDERS } from "../../src/docs/addresses.js";
import { listWorkflowFiles, readWorkflowFile, SUPPORT_DOCUMENT } from "../../scripts/lib/workflow-files.js";

const registry = loadRegistry();
/** The uniform note a reader sees where the contract decided what the service's documentation does not say. */
const NOTE = /Not documented by the service/i;
const MOCK = "http://127.0.0.1:4910";
const EMULATOR = "http://127.0.0.1:4999";
/** What the server is told: served by the package's start on other ports (the addresses above). */
const START_FLAGS = ["--mock-port", "4910", "--emulator-port", "4999"];
const START = `npx vendor-api start ${START_FLAGS.join(" ")}`;

let work: string;
let site: SiteResult;
/** The index as the server serves it, its addresses filled in. */
let indexHtml: string;
let filling: SiteServer;
/** Bundles as they were when the site was built (others may rebuild generated/ meanwhile). */
const bundles = new Map<string, string>();

/** Raw HTTP GET, so that the path is sent exactly as written (no client-side normalisation of `..`). */
function rawGet(port: number, path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The data a page carries for Scalar and its script (docs-console.ts): the JSON of its data element. */
function pageDataOf(html: string): PageData {
  const json = new RegExp(`<script id="${PAGE_DATA_ID}" type="application/json">([^<]*)</script>`).exec(html)?.[1];
  if (json === undefined) throw new Error("no page data in the page");
  return JSON.parse(json) as PageData;
}

/** The index row of one API: its cells' text and links. */
function row(key: string) {
  const m = new RegExp(`<tr id="${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*>([\\s\\S]*?)</tr>`).exec(indexHtml);
  if (!m) return undefined;
  const attrs = /<tr ([^>]*)>/.exec(m[0])?.[1] ?? "";
  const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1];
  const cells = [...m[1]!.matchAll(/<td class="(\w+)">([\s\S]*?)<\/td>/g)].map(([, cls, html]) => ({
    cls,
    html: html!,
    text: html!
      .replace(/<br>/g, " ")
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ")
      .trim(),
  }));
  const cell = (cls: string) => cells.find((c) => c.cls === cls);
  const hrefs = [...m[1]!.matchAll(/<a class="(\w+)"[^>]*href="([^"]*)"/g)].map(([, cls, href]) => ({ cls, href }));
  return { family: attr("data-family"), version: attr("data-version"), operations: attr("data-operations"), cell, hrefs };
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "docs-site-test-"));
  for (const e of registry) bundles.set(e.key, readFileSync(e.bundle, "utf8"));
  site = await buildSite({ entries: registry, outDir: join(work, "site") });
  filling = await serveSite({ dir: site.outDir, port: 0, addresses: { mockUrl: MOCK, emulatorUrl: EMULATOR, context: "package", start: START_FLAGS } });
  indexHtml = (await rawGet(filling.port, "/")).body;
}, 240_000);

afterAll(async () => {
  await filling?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe("index page", () => {
  it("lists every API of the registry, grouped by family, in registry order", () => {
    const keys = [...indexHtml.matchAll(/<tr id="([^"]+)"/g)].map((m) => m[1]);
    expect([...keys].sort()).toEqual(registry.map((e) => e.key).sort());
    const families = [...indexHtml.matchAll(/<section class="family" id="family-([^"]+)"/g)].map((m) => m[1]);
    expect(families).toEqual([...new Set(registry.map((e) => e.family))]);
    // Within a family, rows keep registry order.
    for (const family of families) {
      const section = new RegExp(`<section class="family" id="family-${family}"[\\s\\S]*?</section>`).exec(indexHtml)![0];
      const inSection = [...section.matchAll(/<tr id="([^"]+)"/g)].map((m) => m[1]);
      expect(inSection).toEqual(registry.filter((e) => e.family === family).map((e) => e.key));
    }
  });

  it.each(registry.map((e) => [e.key, e] as [string, ApiEntry]))("%s: family, version, operations, summary and links", (key, entry) => {
    const doc = JSON.parse(bundles.get(key)!) as Record<string, unknown> & { info: { summary?: string }; paths?: Record<string, unknown> };
    const r = row(key);
    expect(r, `no row for ${key}`).toBeDefined();
    expect(r!.family).toBe(entry.family);
    expect(r!.version).toBe(entry.version);
    expect(r!.cell("version")!.text).toBe(entry.version);
    const ops = countOperations(doc);
    expect(Number(r!.operations)).toBe(ops);
    if (ops === 0) {
      expect(r!.cell("ops")!.text).toBe("components only");
      expect(r!.cell("links")!.text).toContain("not mocked");
    } else {
      expect(r!.cell("ops")!.text.startsWith(String(ops))).toBe(true);
      const firstPath = Object.keys(doc.paths ?? {})[0]!;
      // the documented address: the mock's origin, the server's base path, the path
      expect(r!.cell("links")!.text).toContain(`${MOCK}${documentedBasePath(doc)}${firstPath}`);
    }
    expect(r!.cell("summary")!.text.length).toBeGreaterThan(10);
    if (doc.info.summary) expect(r!.cell("summary")!.text).toBe(summaryOf(doc as never));
    const hrefs = r!.hrefs;
    expect(hrefs).toContainEqual({ cls: "docs", href: `${entry.name}/${entry.version}/` });
    expect(hrefs).toContainEqual({ cls: "download", href: `${entry.name}/${entry.version}/openapi.json` });
  });

  it("shows the mock front door address and the emulator address in use, and the command that started them", () => {
    expect(indexHtml).toContain(`href="${MOCK}/_mock/routes"`);
    expect(indexHtml).toContain(`<a class="emulator-root" href="${EMULATOR}/_emulator/health">${EMULATOR}</a>`);
    expect(indexHtml).toContain(`(started with these docs by <code class="mock-command">${START}</code>; the link shows its routing table)`);
    expect(indexHtml).toContain(`(started with these docs by <code class="emulator-command">${START}</code>; the link shows what it serves)`);
    // nothing left of the build's placeholders, of the default addresses, or of the repository's commands
    expect(indexHtml).not.toMatch(/\{vendor-api:|127\.0\.0\.1:40[12]0|npm start|npm run (mock|emulator)/);
  });

  it("says 1 path, 2 paths, 1 webhook: every count agrees with its noun", () => {
    const plurals: Record<string, string> = { path: "paths", webhook: "webhooks", API: "APIs", step: "steps", file: "files", family: "families" };
    const singulars = Object.fromEntries(Object.entries(plurals).map(([one, many]) => [many, one]));
    const counts = [...indexHtml.matchAll(/\b(\d+) (paths?|webhooks?|APIs?|steps?|files?|family|families)\b/g)];
    expect(counts.length).toBeGreaterThan(registry.length);
    for (const [phrase, n, noun] of counts) expect(phrase).toBe(`${n} ${n === "1" ? (singulars[noun!] ?? noun) : (plurals[noun!] ?? noun)}`);
    // an API with one path operation and one webhook (the "1 paths")
    const one = site.pages.find((p) => p.pathOperations === 1 || p.webhookOperations === 1);
    if (one) expect(row(one.key)!.cell("ops")!.html).toMatch(/<span class="detail">(1 path\b|\d+ paths \+ 1 webhook\b)/);
  });

  it("webhooks v1.0 and v2.0 each show their own first path under the base path of their own server", () => {
    // the v2.0 segment of both is the server's address prefix (/v2.0/{environmentName}), the API version the path's api/v1.0
    expect(row("webhooks@v1.0")!.cell("links")!.text).toContain(`${MOCK}/v2.0/production/api/v1.0/subscriptions`);
    expect(row("webhooks@v2.0")!.cell("links")!.text).toContain(`${MOCK}/v2.0/production/api/v2.0/subscriptions`);
    expect(row("webhooks@v1.0")!.cell("links")!.html).toContain(
      'title="The mock front door routes this path to the webhooks@v1.0 mock, and the emulator serves it too; /v2.0/production is the base path of the document&#39;s server https://api.business.vendor.example/v2.0/{environmentName}, its variables at their defaults"',
    );
  });
});

describe("pages", () => {
  it("writes one page and one download per API, and the download is the bundle byte for byte", async () => {
    expect(site.pages.map((p) => p.key)).toEqual(registry.map((e) => e.key));
    for (const e of registry) {
      const download = await readFile(join(site.outDir, e.name, e.version, "openapi.json"), "utf8");
      expect(download === bundles.get(e.key), `${e.key}: openapi.json is not the bundle`).toBe(true);
      const data = pageDataOf(await readFile(join(site.outDir, e.name, e.version, "index.html"), "utf8"));
      expect((data.document.info as { title?: string }).title, e.key).toBe((JSON.parse(bundles.get(e.key)!) as { info: { title: string } }).info.title);
    }
  });

  it("no page needs another host: no remote script, stylesheet, font, image, @import or url(); Scalar loads no web font, hosted client or proxy", async () => {
    const files = [site.index, ...registry.map((e) => join(site.outDir, e.name, e.version, "index.html"))];
    for (const file of files) {
      const html = await readFile(file, "utf8");
      expect(externalAssetRefs(html), file).toEqual([]);
      expect(html).not.toMatch(/<link[^>]+rel=["']?(stylesheet|preload|modulepreload)/i);
      // the scripts a page loads are the site's own
      expect(
        [...html.matchAll(/<script[^>]+\bsrc="([^"]+)"/g)].map((m) => m[1]),
        file,
      ).toEqual(file === site.index ? [] : [`../../${SCALAR_ASSET}`, `../../${CONSOLE_ASSET}`]);
      if (file === site.index) continue;
      const { configuration } = pageDataOf(html);
      expect(configuration, file).toMatchObject({ withDefaultFonts: false, hideClientButton: true, telemetry: false, agent: { disabled: true } });
      expect(configuration, file).not.toHaveProperty("proxyUrl");
    }
  });

  it("every page loads Scalar's bundle from the site's one copy: the pinned package's file, the API reference's browser bundle of that version", async () => {
    const asset = await readFile(join(site.outDir, SCALAR_ASSET));
    expect(asset.equals(readFileSync(scalarBundle(repoRoot))), `${SCALAR_ASSET} is not the package's file`).toBe(true);
    const pinned = (JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { devDependencies: Record<string, string> }).devDependencies["@scalar/fastify-api-reference"];
    expect(scalarVersion(asset.toString("utf8"))).toBe(pinned);
    expect(asset.toString("utf8")).toContain("createApiReference");
    for (const e of registry) {
      const html = await readFile(join(site.outDir, e.name, e.version, "index.html"), "utf8");
      // not Scalar's code itself: a page is smaller than the script it loads
      expect(Buffer.byteLength(html), e.key).toBeLessThan(asset.length);
    }
  });

  it("the offline check catches every kind of remote asset", () => {
    const samples = [
      '<script src="https://cdn.example.com/redoc.js"></script>',
      "<script type=module src=//cdn.example.com/x.js></script>",
      '<link rel="stylesheet" href="https://fonts.example.com/css?family=Montserrat">',
      '<link rel="modulepreload" href="https://cdn.redocly.com/redoc/v3/redoc.standalone.js" />',
      '<img alt="logo" src="https://cdn.example.com/logo.svg">',
      "<style>@import url('https://fonts.example.com/x.css');</style>",
      '<style>@import "https://fonts.example.com/y.css";</style>',
      "<style>body { background: url(https://cdn.example.com/bg.png) }</style>",
      '<script type="module">import { hydrate } from "https://cdn.redocly.com/redoc/v3.0.1/bundles/redoc.standalone.js";</script>',
    ];
    for (const s of samples) expect(externalAssetRefs(s), s).toHaveLength(1);
    expect(externalAssetRefs('<a href="https://vendor.example/terms">terms</a><img src="data:image/svg+xml,%3Csvg%3E">')).toEqual([]);
  });

  it("component-only documents keep their schemas, which the page lists under Models, and no console server", () => {
    const componentOnly = site.pages.filter((p) => p.componentOnly);
    expect(componentOnly.length).toBeGreaterThan(0);
    for (const p of componentOnly) {
      expect(p.schemas.length, p.key).toBeGreaterThan(0);
      const html = readFileSync(p.file, "utf8");
      const { document, samples } = pageDataOf(html);
      expect(Object.keys((document.components as { schemas: object }).schemas)).toEqual(p.schemas);
      expect(samples).toEqual({});
      expect(JSON.stringify(document.servers ?? [])).not.toContain("{vendor-api:");
      // Redoc 2's <SchemaDefinition> tags became links to the schema in the Models section
      expect(html).not.toContain("<SchemaDefinition");
      expect(html).not.toContain("\\u003cSchemaDefinition");
      expect(html, p.key).toMatch(/\(#model\/[a-z0-9_.-]+\)/);
    }
  });

  it("the rendered copy keeps every description, and every 'Not documented by the service' note, of the bundle", () => {
    // Reader text only: x- members (x-source keeps the seeds' own words) are not rendered as prose.
    const collect = (v: unknown, out: string[] = []): string[] => {
      if (typeof v === "string") {
        if (NOTE.test(v)) out.push(v);
      } else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) if (!k.startsWith("x-")) collect(x, out);
      return out;
    };
    for (const e of registry) {
      const page = site.pages.find((p) => p.key === e.key)!;
      const bundle = JSON.parse(bundles.get(e.key)!) as Record<string, unknown>;
      const copy = docsCopy(bundle as never, { page });
      const rendered = collect(copy).join("\n");
      for (const d of collect(bundle)) {
        const withoutTags = escapePlaceholders(d.replace(/<SchemaDefinition\b[^>]*\/>/g, ""));
        for (const part of withoutTags.split(/\n+/).filter((l) => NOTE.test(l))) expect(rendered, `${e.key}`).toContain(part);
      }
      // Path-item descriptions (which Redoc does not show) reach the operations.
      for (const item of Object.values((copy as { paths?: Record<string, Record<string, { description?: string }>> }).paths ?? {})) {
        const shared = (item as { description?: string }).description;
        if (typeof shared !== "string" || !shared.trim()) continue;
        for (const [method, op] of Object.entries(item)) {
          if (["get", "put", "post", "delete", "patch", "options", "head", "trace"].includes(method)) expect(op.description).toContain(shared.trim());
        }
      }
    }
  });

  it("placeholders such as <subscription_id> are written as text, outside code only", () => {
    expect(escapePlaceholders("a <name>;rev=<revision> b")).toBe("a &lt;name&gt;;rev=&lt;revision&gt; b");
    expect(escapePlaceholders("`<code_id>` <br> <b>x</b> <ACCESS_TOKEN>")).toBe("`<code_id>` <br> <b>x</b> &lt;ACCESS_TOKEN&gt;");
    expect(escapePlaceholders("```\nGET /a/<id>\n```\n<id>")).toBe("```\nGET /a/<id>\n```\n&lt;id&gt;");
    // In every rendered copy, no description keeps a bare placeholder outside code; example data is untouched.
    expect(escapePlaceholders("follows `POST\n{endpoint}/a/<id>:copyTo` then <id>")).toBe("follows `POST\n{endpoint}/a/<id>:copyTo` then &lt;id&gt;");
    const outsideCode = (md: string) => md.replace(/```[\s\S]*?```|``[\s\S]*?``|`[^`]*`/g, "");
    for (const e of registry) {
      const page = site.pages.find((p) => p.key === e.key)!;
      const bundle = JSON.parse(bundles.get(e.key)!) as Record<string, unknown>;
      const copy = docsCopy(bundle as never, { page }) as Record<string, unknown>;
      const descriptions: string[] = [];
      const walk = (v: unknown, key = ""): void => {
        if (key === "description" && typeof v === "string") descriptions.push(v);
        else if (["example", "value", "default", "enum", "const"].includes(key)) return;
        else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, Array.isArray(v) ? "" : k);
      };
      walk(copy);
      for (const d of descriptions) {
        const bare = [...outsideCode(d).matchAll(/<([A-Za-z][\w.-]*)>/g)].map((m) => m[1]!.toLowerCase());
        expect(
          bare.filter((t) => !["br", "p", "b", "i", "em", "strong", "code", "ul", "li", "ol", "table", "tr", "td", "th", "sup", "sub", "span", "div"].includes(t)),
          e.key,
        ).toEqual([]);
      }
      const examples = (d: Record<string, unknown>) =>
        Object.fromEntries(Object.entries((d.components as { examples?: Record<string, { value?: unknown }> } | undefined)?.examples ?? {}).map(([k, x]) => [k, x.value]));
      expect(JSON.stringify(examples(copy)) === JSON.stringify(examples(bundle)), `${e.key}: example values changed`).toBe(true);
    }
  });

  it("links back to the index and to the download, and shows the first path on the mock and the emulator in use, from each page", async () => {
    for (const p of site.pages) {
      const built = readFileSync(p.file, "utf8");
      const html = (await rawGet(filling.port, `/${p.docsHref}`)).body;
      const intro = (pageDataOf(html).document.info as { description: string }).description;
      expect(intro).toContain("[← All APIs](../../index.html)");
      expect(intro).toContain("[Download openapi.json](openapi.json)");
      if (p.mockPath) {
        expect(intro).toContain(`mock: \`${MOCK}${p.mockPath}\` (started with these docs by \`${START}\`)`);
        expect(intro).toContain(`stateful emulator, same paths: \`${EMULATOR}${p.mockPath}\` (started with these docs by \`${START}\`)`);
        // the built page holds placeholders, not addresses: it does not depend on the ports
        expect(built).toContain(`\`${PLACEHOLDERS.mockUrl}${p.mockPath}\``);
      } else expect(intro).toContain("not mocked");
      expect(html, p.key).not.toMatch(/\{vendor-api:|npm start|npm run (mock|emulator)/);
      expect(built).not.toMatch(/127\.0\.0\.1:49(10|99)/);
    }
  });

  it("a missing bundle fails with a one-line hint, before writing anything", async () => {
    const fake: ApiEntry = { ...registry[0]!, key: "nothing@v9", name: "nothing", version: "v9", bundle: join(work, "nope", "openapi.json") };
    const out = join(work, "missing");
    const err = await buildSite({ entries: [fake], outDir: out }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DocsError);
    expect((err as DocsError).message).toMatch(/nothing@v9: .*openapi\.json is missing; run npm run build$/);
    expect((err as DocsError).exitCode).toBe(1);
  });

  it("refuses to replace a folder it did not build", async () => {
    const foreign = join(work, "foreign");
    await mkdir(foreign, { recursive: true });
    await writeFile(join(foreign, "notes.txt"), "mine");
    const err = await buildSite({ entries: registry.slice(0, 1), outDir: foreign }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DocsError);
    expect((err as DocsError).message).toContain(SITE_MARKER);
    expect(readFileSync(join(foreign, "notes.txt"), "utf8")).toBe("mine");
  });
});

describe("static server", () => {
  let server: SiteServer;
  let port: number;
  beforeAll(async () => {
    // A file next to the site, and a symlink from inside the site to it: neither may be served.
    await writeFile(join(work, "secret.txt"), "outside");
    await symlink(join(work, "secret.txt"), join(site.outDir, "leak.txt")).catch(() => undefined);
    server = await serveSite({ dir: site.outDir, port: 0 });
    port = server.port;
  });
  afterAll(async () => {
    await server?.close();
  });

  it("serves the index, pages and downloads with their content types", async () => {
    const index = await rawGet(port, "/");
    expect(index.status).toBe(200);
    expect(index.type).toBe("text/html; charset=utf-8");
    expect(index.body).toContain("API contracts");
    const e = registry[0]!;
    const page = await rawGet(port, `/${e.name}/${e.version}/`);
    expect(page.status).toBe(200);
    expect(page.type).toBe("text/html; charset=utf-8");
    const json = await rawGet(port, `/${e.name}/${e.version}/openapi.json`);
    expect(json.status).toBe(200);
    expect(json.type).toBe("application/json; charset=utf-8");
    expect(json.body === bundles.get(e.key)).toBe(true);
    const redirect = await rawGet(port, `/${e.name}/${e.version}`);
    expect(redirect.status).toBe(301);
  });

  it("answers 404 for missing files and hides the site marker", async () => {
    expect((await rawGet(port, "/nope.html")).status).toBe(404);
    expect((await rawGet(port, `/${SITE_MARKER}`)).status).toBe(404);
  });

  it.each([
    "/../package.json",
    "/%2e%2e/package.json",
    "/%2E%2E/%2e%2E/package.json",
    "/webhooks/../../package.json",
    "/webhooks/..%2f..%2fpackage.json",
    "/..%5c..%5cpackage.json",
    "//etc/passwd",
    "/%00",
    "/a%ZZ",
  ])("refuses %s", async (path) => {
    const r = await rawGet(port, path);
    expect([400, 404]).toContain(r.status);
    expect(r.body).not.toContain('"name": "vendor-api-contracts"');
  });

  it("never follows a symlink out of the folder", async () => {
    const r = await rawGet(port, "/leak.txt");
    expect(r.status).toBe(404);
    expect(r.body).not.toContain("outside");
  });

  it("resolveRequest never maps outside the folder", async () => {
    const root = site.outDir;
    for (const target of ["/../package.json", "/%2e%2e/package.json", "http://evil/x", "/a/%2e%2e/%2e%2e/b"]) {
      expect((await resolveRequest(root, target)).status).toBe(400);
    }
    expect(await resolveRequest(root, "/index.html")).toEqual({ status: 200, file: join(root, "index.html") });
  });

  it("a busy port is reported with the port", async () => {
    const err = await serveSite({ dir: site.outDir, port }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ListenError);
    expect((err as ListenError).code).toBe("EADDRINUSE");
    expect((err as ListenError).port).toBe(port);
  });
});

describe("workflows list", () => {
  it("lists every Arazzo workflow file of specs/workflows/ with a link, its workflows and the API pages it uses", async () => {
    const files = await Promise.all((await listWorkflowFiles()).map(readWorkflowFile));
    expect(files.length).toBeGreaterThan(0);
    const section = /<section class="workflows" id="workflows">([\s\S]*?)<\/section>/.exec(indexHtml)?.[1] ?? "";
    expect(section).toContain("<h2>Workflows");
    const links = [...section.matchAll(/<a class="workflow" href="([^"]+)">/g)].map((m) => m[1]);
    expect(links).toEqual(files.map((f) => `workflows/${basename(f.file)}`));
    expect(site.workflows.map((w) => w.href)).toEqual(links);
    for (const f of files) {
      const item = new RegExp(`<li class="workflow" data-file="workflows/${basename(f.file).replace(/\./g, "\\.")}">([\\s\\S]*?)</ul>`).exec(section)?.[1] ?? "";
      for (const w of f.workflows) expect(item, `${f.rel}`).toContain(`<code>${w.workflowId}</code> <span class="muted">(${w.steps.length} steps)</span>`);
      // each contract the file uses is linked to its page
      for (const api of site.workflows.find((w) => w.href.endsWith(basename(f.file)))!.apis) {
        const page = site.pages.find((p) => p.key === api)!;
        expect(item, `${f.rel} → ${api}`).toContain(`<a class="workflow-api" href="${page.docsHref}">${api}</a>`);
      }
    }
    expect(section).toContain('<a class="workflow-support" href="workflows/support/emulator-control.yaml">');
  });

  it("copies each file into the site with its sources pointing at the site's downloads, so the links work offline", async () => {
    for (const file of await listWorkflowFiles()) {
      const source = await readFile(file, "utf8");
      const copy = await readFile(join(site.outDir, "workflows", basename(file)), "utf8");
      expect(copy).toBe(workflowSiteCopy(source));
      // only the url lines differ
      const lines = source.split("\n");
      const changed = copy.split("\n").filter((l, i) => l !== lines[i]);
      expect(changed.every((l) => /^\s*url: \.\.\//.test(l))).toBe(true);
      const copied = await readWorkflowFile(join(site.outDir, "workflows", basename(file)));
      for (const s of copied.sources) expect(existsSync(join(site.outDir, "workflows", s.url)), `${basename(file)}: ${s.url}`).toBe(true);
    }
    expect(await readFile(join(site.outDir, "workflows", "support", "emulator-control.yaml"), "utf8")).toBe(await readFile(SUPPORT_DOCUMENT, "utf8"));
  });

  it("the static server serves them as YAML", async () => {
    const server = await serveSite({ dir: site.outDir, port: 0 });
    try {
      const first = site.workflows[0]!;
      const r = await rawGet(server.port, `/${first.href}`);
      expect(r.status).toBe(200);
      expect(r.type).toBe("application/yaml; charset=utf-8");
      expect(r.body).toMatch(/^arazzo: 1\.0\.\d+$/m);
    } finally {
      await server.close();
    }
  });
});
