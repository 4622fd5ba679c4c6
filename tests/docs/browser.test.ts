/**
 * The docs site in a real browser: headless Chromium from Debian (/usr/bin/chromium, or $CHROMIUM_PATH),
 * driven by playwright-core (one browser, one tab reused). Builds the site into a temp folder, starts the
 * mock front door and the emulator in this process on free ports with the Origins npm start gives them
 * (src/start.ts localOptions), serves the site with their addresses, opens the index, follows every API
 * link and checks each page (Scalar's API reference):
 * - it renders, and every operation title (summary, else operationId) and webhook summary is a visible
 *   heading once its group is opened; component-only pages show every schema with its top-level fields;
 * - every "Not documented by the service" note of the info, operation and webhook descriptions is visible,
 *   and so are placeholders such as <subscription_id> (a markdown renderer drops them as unknown HTML tags);
 * - the title does not repeat the version (the page shows it beside the title);
 * - no failed request, no response >= 400, no console error, no uncaught exception;
 * - no request leaves 127.0.0.1 (all others are aborted and reported: proves no CDN);
 * - Try it (TRY_IT): from the page, one operation is sent to the emulator (the server chosen first) and one
 *   to the mock (chosen in the page's server chooser); the page shows the status the server answered (seen
 *   on the network, and the table below says which), with its headers and body, and the operation's code
 *   sample names the chosen server; and (node's own fetch, no browser) both answer the console's preflights
 *   from the docs origin and refuse another origin's.
 * A screenshot per page goes to out/screenshots/ (printed). Chromium missing → the suite FAILS.
 * One page and the index, served with other addresses (as the package's start on other ports serves
 * them), show those addresses and the command. The last test proves the checker fails on a broken page.
 */
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite, serveSite, type SiteServer } from "../../scripts/lib/docs-site.js";
import { findApi, loadRegistry, repoRoot } from "../../scripts/lib/registry.js";
import { documentedBasePath } from "../../src/contract/servers.js";
import { type Emulator, createEmulator } from "../../src/emulator/index.js";
import { type MockServer, startMocks } from "../../src/mock/server.js";
import { localOptions } from "../../src/start.js";
import { freePort } from "../helpers/ports.js";
import { chooseServer, escapeRe, norm, openAllGroups, operationOf, sendFromPage, TRY_IT, type TryIt } from "./try-it.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SCREENSHOTS = join(repoRoot, "out", "screenshots");
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const registry = loadRegistry();

type Json = Record<string, any>;

interface Expected {
  /** Operation and webhook titles: summary, else operationId. */
  titles: { title: string /** Phrases of its description that must be visible. */; decisions: string[] }[];
  /** Component-only documents: every schema and its top-level fields. */
  schemas: { name: string; fields: string[] }[];
  /** Phrases of info.description that must be visible (see mustShow). */
  decisions: string[];
  /** Check the page's "← All APIs" link. */
  backLink?: boolean;
  /** info.version: the page shows it beside the title, so the title must not carry it. */
  version?: string;
}

/** How often `version` occurs in `title` as a whole token (v2.0 in "... (v2.0)", not in "v2.01"). */
function versionCount(title: string, version: string): number {
  return [...title.matchAll(new RegExp(`(?<![\\w.])${escapeRe(version)}(?![\\w.])`, "g"))].length;
}

/** Markdown to the words a reader sees: real HTML tags go, placeholders such as <subscription_id> stay. */
const plain = (md: string) =>
  md
    .replace(/<\/?(?:a|b|br|code|div|em|i|li|ol|p|pre|span|strong|sub|sup|table|tbody|td|th|thead|tr|ul)\b[^>]*>|<[A-Za-z][\w-]*\s[^>]*>/gi, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s*(?:[-*+>]|\d+\.)\s+/gm, "")
    .replace(/^#+\s*/gm, "")
    .replace(/`/g, "")
    // Emphasis only where markers pair up; a lone * (as in '<version>*') is text.
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, "$2")
    .replace(/(^|[^\w*])\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?![\w*])/g, "$1$2")
    .replace(/(^|\W)_(?=[^\s_])(.+?)(?<=[^\s_])_(?!\w)/g, "$1$2")
    .replace(/\s+/g, " ")
    .trim();

/**
 * Phrases of a description the page must show: the words around each "Not documented by the service" (the
 * note on every assumption the contract makes where the service's documentation is silent) and around the
 * first placeholders such as <subscription_id> (which a markdown renderer would drop as an unknown HTML tag).
 */
function mustShow(description: string | undefined): string[] {
  if (!description) return [];
  const out: string[] = [];
  // Windows never cross a paragraph, list item or table cell: the page shows those as separate blocks.
  for (const block of description.split(/\n\s*\n|\n(?=\s*(?:[-*+>#]|\d+\.)\s)|\|/)) {
    const text = plain(block);
    out.push(...windows(text, /Not documented by the service/gi, Infinity), ...windows(text, /<[A-Za-z][\w.-]*>/g, 1));
  }
  return [...new Set(out)].slice(0, 12);
}

function windows(text: string, re: RegExp, max: number): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(re)) {
    if (out.length >= max) break;
    // Up to three words before and after, cut at word boundaries (punctuation stays attached).
    let start = m.index;
    for (let words = 0; start > 0 && words < 3; words++) start = text.lastIndexOf(" ", start - 2) + 1;
    let end = m.index + m[0].length;
    for (let words = 0; end < text.length && words < 3; words++) {
      const space = text.indexOf(" ", end + 1);
      end = space === -1 ? text.length : space;
    }
    out.push(text.slice(start, end).trim());
  }
  return out;
}

function expectationsOf(doc: Json): Expected {
  const titles: Expected["titles"] = [];
  for (const section of ["paths", "webhooks"]) {
    for (const item of Object.values((doc[section] ?? {}) as Json)) {
      for (const m of METHODS) {
        const op = item[m];
        if (op) titles.push({ title: op.summary ?? op.operationId, decisions: mustShow(op.description) });
      }
    }
  }
  const schemas = titles.length === 0 ? Object.entries((doc.components?.schemas ?? {}) as Json).map(([name, s]) => ({ name, fields: Object.keys(s.properties ?? {}) })) : [];
  return { titles, schemas, decisions: mustShow(doc.info?.description), backLink: true, version: doc.info?.version };
}

class PageBroken extends Error {}

/** What went wrong on the page since `watch` was last given a report. */
interface PageReport {
  failures: string[];
  blocked: string[];
}

/**
 * The tab every check uses: requests to any origin but `allowed` are aborted and reported, and failures,
 * responses >= 400, console errors and uncaught exceptions go to the current report.
 */
async function watchedTab(browser: Browser, allowed: () => string[]): Promise<{ page: Page; watch(): PageReport }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  let report: PageReport = { failures: [], blocked: [] };
  await page.route("**/*", (route) => {
    const target = route.request().url();
    if (allowed().some((origin) => target.startsWith(`${origin}/`))) return route.continue();
    report.blocked.push(target);
    return route.abort("blockedbyclient");
  });
  page.on("requestfailed", (r) => {
    if (!report.blocked.includes(r.url())) report.failures.push(`request failed: ${r.url()} (${r.failure()?.errorText ?? "?"})`);
  });
  page.on("response", (r) => {
    if (r.status() >= 400) report.failures.push(`HTTP ${r.status()} for ${r.url()}`);
  });
  page.on("console", (m) => {
    if (m.type() === "error") report.failures.push(`console error: ${m.text().slice(0, 300)}`);
  });
  page.on("pageerror", (e) => report.failures.push(`uncaught exception: ${e.message.slice(0, 300)}`));
  return {
    page,
    watch: () => {
      report = { failures: [], blocked: [] };
      return report;
    },
  };
}

/** Open a docs page and wait until Scalar has rendered it (its title and its sidebar). */
async function openPage(page: Page, url: string, renderTimeoutMs = 30_000): Promise<void> {
  await page.goto(url, { waitUntil: "load", timeout: 30_000 });
  const rendered = await page
    .waitForFunction(() => !!document.querySelector('[id$="/description/introduction"]') && !!document.querySelector("aside li[data-sidebar-id]"), null, { timeout: renderTimeoutMs })
    .then(() => true)
    .catch(() => false);
  if (!rendered) throw new PageBroken(`the API reference did not render (no title and sidebar within ${renderTimeoutMs / 1000} s)`);
}

/**
 * Check one docs page (already watched by `report`), in one load: rendered, titles and phrases visible, the
 * schemas of a component-only page, Try it when given, the screenshot, the link back to the index. Returns
 * what is wrong (empty when the page is good).
 */
async function checkDocsPage(page: Page, report: PageReport, url: string, expected: Expected, options: { screenshot?: string; renderTimeoutMs?: number; tryIt?: TryIt } = {}): Promise<string[]> {
  const { failures } = report;
  try {
    await openPage(page, url, options.renderTimeoutMs);
    const content = page.locator("main").first();
    if (expected.version) {
      const title = norm((await page.locator('[id$="/description/introduction"] h1, h1[id$="/description/introduction"]').first().textContent()) ?? "");
      if (versionCount(title, expected.version) > 0) failures.push(`the page's title carries its version ${expected.version}, which the page shows beside it: "${title}"`);
    }
    // Try it first: choosing a server renders the page again, cheaper while its groups are closed
    if (options.tryIt) {
      const { op, servers, statuses } = options.tryIt;
      const first = await sendFromPage(page, op, servers[0]);
      await chooseServer(page, servers[0], servers[1]);
      const second = await sendFromPage(page, op, servers[1]);
      statuses.push(first.status, second.status);
      failures.push(...first.failures, ...second.failures);
    }
    await openAllGroups(page);
    for (const title of await missing(
      page,
      "headings",
      expected.titles.map((t) => t.title),
    ))
      failures.push(`operation "${title}" is not visible once its group is open`);
    const phrases = [...expected.decisions.map((d) => [d, "the introduction"]), ...expected.titles.flatMap((t) => t.decisions.map((d) => [d, `"${t.title}"`]))];
    const unseen = new Set(
      await missing(
        page,
        "text",
        phrases.map(([d]) => d!),
      ),
    );
    for (const [d, of] of phrases) if (unseen.has(d!)) failures.push(`phrase "${d}" of ${of} is not visible`);
    for (const s of expected.schemas) {
      const entry = page.locator(`aside li[data-sidebar-id$="/model/${s.name.toLowerCase()}"]`).filter({ visible: true }).first();
      if (!(await entry.count())) {
        failures.push(`schema "${s.name}" is not in the page's menu`);
        continue;
      }
      await entry.locator("a, button").first().click();
      // the model's heading (a button that opens it) and its fields, in the element that holds both
      const model = page.locator(`[id$="/model/${s.name.toLowerCase()}"]`).filter({ visible: true }).first().locator("xpath=..");
      for (const f of await missing(page, "text", s.fields, model)) failures.push(`field "${f}" of schema ${s.name} is not visible`);
    }
    if (options.screenshot) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: options.screenshot, animations: "disabled" });
    }
    if (expected.backLink) {
      // The page's own links lead back to the index (the reference must not swallow relative links).
      await content.getByRole("link", { name: "← All APIs" }).first().click();
      const back = await page
        .waitForURL((u) => u.pathname.endsWith("/index.html"), { timeout: 10_000 })
        .then(async () => (await page.title()) === "API contracts")
        .catch(() => false);
      if (!back) failures.push(`the "← All APIs" link does not lead to the index (at ${page.url()})`);
    }
  } catch (err) {
    failures.push(err instanceof PageBroken ? err.message : `checking the page failed: ${(err as Error).message.split("\n")[0]}`);
  }
  return [...failures, ...report.blocked.map((b) => `request to another host attempted: ${b}`)];
}

/**
 * Which of `wanted` the page does not show, polled for up to 10 s: "headings", the visible h3 headings of
 * the page's content whose text is one of them; "text", words visible in the content (or in `within`),
 * compared without whitespace, each one's first and last characters in visible elements.
 */
async function missing(page: Page, kind: "headings" | "text", wanted: string[], within?: Locator): Promise<string[]> {
  let left = wanted;
  for (const deadline = Date.now() + 10_000; left.length > 0; await page.waitForTimeout(250)) {
    const root = within ? await within.elementHandle({ timeout: 5_000 }).catch(() => null) : await page.$("main");
    const shown: boolean[] = await page.evaluate(
      ([el, k, items]) => {
        if (!el) return items.map(() => false);
        if (k === "headings") {
          const titles = new Set([...el.querySelectorAll("h3")].filter((h) => h.checkVisibility()).map((h) => (h.textContent ?? "").replace(/[\s\u00a0]+/g, " ").trim()));
          return items.map((t) => titles.has(t));
        }
        // the content's text without whitespace, and where each text node starts in it
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const starts: number[] = [];
        const nodes: Node[] = [];
        let text = "";
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const t = (n.textContent ?? "").replace(/[\s\u00a0]+/g, "").replace(/[“”]/g, '"');
          if (!t) continue;
          starts.push(text.length);
          nodes.push(n);
          text += t;
        }
        const nodeAt = (pos: number) => {
          let lo = 0;
          let hi = starts.length - 1;
          while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (starts[mid]! <= pos) lo = mid;
            else hi = mid - 1;
          }
          return nodes[lo]!;
        };
        return items.map((item) => {
          const words = item.replace(/[\s\u00a0]+/g, "").replace(/[“”]/g, '"');
          for (let at = text.indexOf(words); at >= 0; at = text.indexOf(words, at + 1)) {
            if (nodeAt(at).parentElement?.checkVisibility() && nodeAt(at + words.length - 1).parentElement?.checkVisibility()) return true;
          }
          return false;
        });
      },
      [root, kind, left] as const,
    );
    left = left.filter((_, i) => !shown[i]);
    if (Date.now() > deadline) break;
  }
  return left;
}

// ---------------------------------------------------------------------------------------------

let work: string;
let siteDir: string;
let server: SiteServer;
let mocks: MockServer;
let emulator: Emulator;
let browser: Browser;
let tab: { page: Page; watch(): PageReport };
/** The origins the tab may reach: the site's, the mock's and the emulator's (others are blocked and reported). */
const origins: string[] = [];
/** From the index page: registry key → absolute docs URL and download URL. */
const links = new Map<string, { docs: string; download: string }>();
const indexProblems: string[] = [];

/** Fails the calling test when there is no browser: a missing Chromium is a failure, not a skip. */
function requireChromium(): void {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install it (apt-get install chromium; .ci/run does) or set CHROMIUM_PATH. The browser test never skips.`);
  }
}

describe("docs site in Chromium", () => {
  beforeAll(async () => {
    // Without Chromium every test below fails with this message (never skipped).
    if (!existsSync(CHROMIUM)) return;
    work = await mkdtemp(join(tmpdir(), "docs-browser-"));
    siteDir = join(work, "site");
    await buildSite({ entries: registry, outDir: siteDir });
    // as npm start: the mock and the emulator answer pages of the docs site's origin
    const docsPort = await freePort();
    const local = localOptions({ docsPort, mockPort: 0, emulatorPort: 0, host: "127.0.0.1", allowedHosts: [], corsOrigins: [] });
    mocks = await startMocks({ entries: registry, port: 0, log: () => undefined, ...local });
    emulator = await createEmulator({ port: 0, entries: registry, quiet: true, ...local });
    server = await serveSite({ dir: siteDir, port: docsPort, addresses: { mockUrl: mocks.url, emulatorUrl: emulator.url } });
    origins.push(new URL(server.url).origin, mocks.url, emulator.url);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    });
    tab = await watchedTab(browser, () => origins);
    await mkdir(SCREENSHOTS, { recursive: true });
    console.log(`docs browser test: site ${server.url} (${siteDir}), mocks ${mocks.url}, emulator ${emulator.url}; screenshots in ${SCREENSHOTS}`);

    // The index is where a user starts: every page is reached through its links.
    const report = tab.watch();
    await tab.page.goto(server.url, { waitUntil: "load" });
    const found = await tab.page.$$eval("a.docs[data-api]", (as) => as.map((a) => [a.getAttribute("data-api") ?? "", (a as HTMLAnchorElement).href]));
    const downloads = await tab.page.$$eval("a.download[data-api]", (as) => as.map((a) => [a.getAttribute("data-api") ?? "", (a as HTMLAnchorElement).href]));
    for (const [key, docs] of found) if (key && docs) links.set(key, { docs, download: downloads.find(([k]) => k === key)?.[1] ?? "" });
    await tab.page.screenshot({ path: join(SCREENSHOTS, "index.png"), fullPage: true });
    indexProblems.push(...report.failures, ...report.blocked.map((b) => `request to another host attempted: ${b}`));
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await mocks?.close();
    await emulator?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it("index links to every API of the registry, and the downloads are the bundles", async () => {
    requireChromium();
    expect(indexProblems).toEqual([]);
    expect([...links.keys()].sort()).toEqual(registry.map((e) => e.key).sort());
    for (const [key, { download }] of links) {
      const res = await tab.page.request.get(download);
      expect(res.status(), key).toBe(200);
      expect(res.headers()["content-type"], key).toMatch(/^application\/json/);
      // The file the site was built with (generated/ may be rebuilt meanwhile); compared as bytes.
      const entry = registry.find((e) => e.key === key)!;
      const built = await readFile(join(siteDir, entry.name, entry.version, "openapi.json"));
      expect(Buffer.compare(await res.body(), built), `${key}: served openapi.json differs from the built one`).toBe(0);
    }
  });

  for (const entry of registry) {
    const tryIt = TRY_IT[entry.key];
    const what = tryIt ? `; Try it: ${tryIt.operationId} sent to the emulator and to the mock, its status shown` : "";
    it(`${entry.key}: page renders every operation, webhook and schema, offline, without errors${what}`, async () => {
      requireChromium();
      const link = links.get(entry.key);
      expect(link, `the index has no link to ${entry.key}`).toBeDefined();
      const doc = JSON.parse(await readFile(join(siteDir, entry.name, entry.version, "openapi.json"), "utf8")) as Json;
      const expected = expectationsOf(doc);
      expect(expected.titles.length + expected.schemas.length, `${entry.key} has nothing to check`).toBeGreaterThan(0);
      expect(Boolean(tryIt), `${entry.key}: TRY_IT names an operation of every API with paths`).toBe(Object.keys(doc.paths ?? {}).length > 0);
      const shot = join(SCREENSHOTS, `${entry.key}.png`);
      const t0 = performance.now();
      const report = tab.watch();
      // Try it: the emulator first (the server chosen when the page opens), then the mock, chosen on the page
      const base = documentedBasePath(doc);
      const sent: TryIt | undefined = tryIt && { op: operationOf(doc, tryIt.operationId), servers: [`${emulator.url}${base}`, `${mocks.url}${base}`], statuses: [] };
      const failures = await checkDocsPage(tab.page, report, link!.docs, expected, { screenshot: shot, tryIt: sent });
      const decisions = expected.decisions.length + expected.titles.reduce((n, t) => n + t.decisions.length, 0);
      const tried = sent ? `; ${tryIt!.operationId} sent from the page: emulator ${sent.statuses[0]}, mock ${sent.statuses[1]}` : "";
      console.log(
        `${entry.key}: ${expected.titles.length} titles, ${expected.schemas.length} schemas, ${decisions} "Not documented by the service"/placeholder phrases checked${tried} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
      expect(failures, `${entry.key} (screenshot ${shot})`).toEqual([]);
      if (tryIt) expect({ emulator: sent!.statuses[0], mock: sent!.statuses[1] }).toEqual({ emulator: tryIt.emulator, mock: tryIt.mock });
    }, 180_000);
  }

  it("the emulator and the mock answer the console's preflights from the docs origin (Authorization, Content-Type), and refuse another origin's", async () => {
    requireChromium();
    const docsOrigin = new URL(server.url).origin;
    const preflight = (target: string, origin: string) =>
      fetch(target, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "PUT", "access-control-request-headers": "authorization,content-type,if-match" },
      }).then((r) => ({
        status: r.status,
        origin: r.headers.get("access-control-allow-origin"),
        methods: r.headers.get("access-control-allow-methods"),
        headers: r.headers.get("access-control-allow-headers"),
      }));
    const path = "/v2.0/production/api/v2.0/subscriptions";
    for (const front of [emulator.url, mocks.url]) {
      expect(await preflight(`${front}${path}`, docsOrigin), front).toEqual({ status: 204, origin: docsOrigin, methods: "PUT", headers: "authorization, content-type, if-match" });
      expect((await preflight(`${front}${path}`, "https://elsewhere.example")).status, front).toBe(403);
    }
  });

  it("webhooks@v1.0 and the index served by the package's start on other ports show those addresses and its command, without errors", async () => {
    requireChromium();
    const flags = ["--mock-port", "5010", "--emulator-port", "5020"];
    const other = await serveSite({ dir: siteDir, port: 0, addresses: { mockUrl: "http://127.0.0.1:5010", emulatorUrl: "http://127.0.0.1:5020", context: "package", start: flags } });
    origins.push(new URL(other.url).origin);
    try {
      const entry = findApi(registry, "webhooks@v1.0");
      const started = `(started with these docs by npx vendor-api start ${flags.join(" ")})`;
      const decisions = [
        `mock: http://127.0.0.1:5010/v2.0/production/api/v1.0/subscriptions ${started}`,
        `stateful emulator, same paths: http://127.0.0.1:5020/v2.0/production/api/v1.0/subscriptions ${started}`,
      ];
      const report = tab.watch();
      const failures = await checkDocsPage(
        tab.page,
        report,
        `${other.url}${entry.name}/${entry.version}/`,
        { titles: [], schemas: [], decisions, backLink: true },
        { screenshot: join(SCREENSHOTS, `${entry.key}-other-ports.png`) },
      );
      expect(failures).toEqual([]);
      await tab.page.goto(other.url, { waitUntil: "load" });
      const header = norm((await tab.page.locator("header").textContent()) ?? "");
      expect(header).toContain(`Mocks: every API with paths behind one front door, http://127.0.0.1:5010 (started with these docs by npx vendor-api start ${flags.join(" ")};`);
      expect(header).toContain(`http://127.0.0.1:5020 (started with these docs by npx vendor-api start ${flags.join(" ")};`);
      expect(await tab.page.locator("a.mock-root").getAttribute("href")).toBe("http://127.0.0.1:5010/_mock/routes");
      await tab.page.screenshot({ path: join(SCREENSHOTS, "index-other-ports.png") });
    } finally {
      await other.close();
    }
  }, 120_000);

  it("the checker fails on a broken page (script error) and on a page that reaches for a CDN", async () => {
    requireChromium();
    const entry = findApi(registry, "webhooks@v2.0");
    const source = join(siteDir, entry.name, entry.version);
    const doc = JSON.parse(await readFile(join(source, "openapi.json"), "utf8")) as Json;
    const html = await readFile(join(source, "index.html"), "utf8");

    // Broken copies sit as deep as the pages (<name>/<version>/), so their ../../assets/ still find the scripts.
    const broken = join(siteDir, "_broken-script", entry.version);
    await cp(source, broken, { recursive: true });
    expect(html).toContain('<script id="docs-page-data" type="application/json">');
    await writeFile(join(broken, "index.html"), html.replace('<script id="docs-page-data"', '<script id="docs-page-data-gone"'));
    const r1 = tab.watch();
    const f1 = await checkDocsPage(tab.page, r1, `${server.url}_broken-script/${entry.version}/`, expectationsOf(doc), { renderTimeoutMs: 3_000 });
    expect(f1.some((f) => f.startsWith("uncaught exception"))).toBe(true);
    expect(f1.some((f) => /did not render/.test(f))).toBe(true);

    // A page that needs a CDN (a small one: what matters is that the request is seen and refused).
    const cdn = join(siteDir, "_broken", "cdn");
    await mkdir(cdn, { recursive: true });
    await writeFile(join(cdn, "index.html"), '<!DOCTYPE html><html><head><link rel="icon" href="data:,"><script src="https://cdn.example.com/x.js"></script></head><body></body></html>');
    const r2 = tab.watch();
    const f2 = await checkDocsPage(tab.page, r2, `${server.url}_broken/cdn/`, { titles: [], schemas: [], decisions: [] }, { renderTimeoutMs: 1_000 });
    expect(r2.blocked).toEqual(["https://cdn.example.com/x.js"]);
    expect(f2).toContain("request to another host attempted: https://cdn.example.com/x.js");

    // A page whose title carries its version, which the page shows beside the title again.
    const title = String(doc.info.title);
    const repeated = join(siteDir, "_broken-title", entry.version);
    await cp(source, repeated, { recursive: true });
    await writeFile(join(repeated, "index.html"), html.split(JSON.stringify(title)).join(JSON.stringify(`${title} (API ${entry.version})`)));
    const r3 = tab.watch();
    const f3 = await checkDocsPage(tab.page, r3, `${server.url}_broken-title/${entry.version}/`, { titles: [], schemas: [], decisions: [], version: entry.version });
    expect(
      f3.some((f) => f.startsWith(`the page's title carries its version ${entry.version}`)),
      f3.join("; "),
    ).toBe(true);
  }, 120_000);
});
