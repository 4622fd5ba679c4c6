/**
 * The docs site in a real browser: headless Chromium from Debian (/usr/bin/chromium, or $CHROMIUM_PATH),
 * driven by playwright-core. Builds the site into a temp folder, serves it on a random loopback port,
 * opens the index, follows every API link and checks each page:
 * - Redoc rendered (hydrated) and every operation title (summary, else operationId) and webhook summary
 *   is a visible heading once its menu entry is opened; component-only pages show every schema with its
 *   top-level fields;
 * - every "Not documented by the service" note of the info, operation and webhook descriptions is visible, and so are
 *   placeholders such as <subscription_id> (a markdown renderer drops them as unknown HTML tags);
 * - no failed request, no response >= 400, no console error, no uncaught exception;
 * - no request leaves 127.0.0.1 (all others are aborted and reported: proves no CDN).
 * A screenshot per page goes to out/screenshots/ (printed). Chromium missing → the suite FAILS.
 * One page and the index, served with other addresses (as the package's start on other ports serves
 * them), show those addresses and the command once Redoc has hydrated.
 * The last test proves the checker fails on a broken page.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite, SCHEMAS_TAG, serveSite, type SiteServer } from "../../scripts/lib/docs-site.js";
import { findApi, loadRegistry, repoRoot } from "../../scripts/lib/registry.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SCREENSHOTS = join(repoRoot, "out", "screenshots");
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const registry = loadRegistry();
const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

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
  /** info.version: the page's title (Redoc's heading, and the browser title) shows it at most once. */
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
 * first placeholders such as <subscription_id>
 * (which a markdown renderer would drop as an unknown HTML tag).
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

const norm = (s: string) =>
  s
    .replace(/[\s\u00a0]+/g, " ")
    .replace(/[“”]/g, '"')
    .trim();
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

class PageBroken extends Error {}

interface PageReport {
  failures: string[];
  blocked: string[];
}

/**
 * Open one docs page and check it; returns what is wrong (empty when the page is good).
 * Never throws for a page problem: the caller asserts on the report.
 */
async function checkDocsPage(context: BrowserContext, url: string, expected: Expected, screenshot?: string, renderTimeoutMs = 20_000): Promise<PageReport> {
  const failures: string[] = [];
  const blocked: string[] = [];
  const origin = new URL(url).origin;
  const page = await context.newPage();
  await page.route("**/*", (route) => {
    const target = route.request().url();
    if (target.startsWith(`${origin}/`)) return route.continue();
    blocked.push(target);
    return route.abort("blockedbyclient");
  });
  page.on("requestfailed", (r) => {
    if (!blocked.includes(r.url())) failures.push(`request failed: ${r.url()} (${r.failure()?.errorText ?? "?"})`);
  });
  page.on("response", (r) => {
    if (r.status() >= 400) failures.push(`HTTP ${r.status()} for ${r.url()}`);
  });
  page.on("console", (m) => {
    if (m.type() === "error") failures.push(`console error: ${m.text().slice(0, 300)}`);
  });
  page.on("pageerror", (e) => failures.push(`uncaught exception: ${e.message.slice(0, 300)}`));
  try {
    await page.goto(url, { waitUntil: "load", timeout: 30_000 });
    // Redoc hydrates the prerendered page; its search box says "Loading..." until then.
    const hydrated = await page
      .waitForFunction(
        () => {
          const s = document.querySelector('[data-testid="search-trigger"]');
          return !!s && !/loading/i.test(s.textContent ?? "") && !!document.querySelector("#api-content");
        },
        null,
        { timeout: renderTimeoutMs },
      )
      .then(() => true)
      .catch(() => false);
    if (!hydrated) throw new PageBroken(`Redoc did not render (no hydrated #api-content within ${renderTimeoutMs / 1000} s)`);
    const content = page.locator("#api-content");
    if (expected.version) {
      // Redoc writes "<title> (<version>)": a title that carries the version too shows it twice.
      const heading = norm(
        (await content
          .locator("h1")
          .first()
          .textContent({ timeout: 5_000 })
          .catch(() => "")) ?? "",
      );
      if (versionCount(heading, expected.version) > 1) failures.push(`the page's title repeats its version ${expected.version}: "${heading}"`);
      const browserTitle = await page.title();
      if (versionCount(browserTitle, expected.version) > 1) failures.push(`the browser title repeats the version ${expected.version}: "${browserTitle}"`);
    }
    for (const d of expected.decisions) await expectText(page, d, `phrase "${d}" of the introduction`, failures);

    // The menu lists each operation under its tag: open the groups one by one (DOM clicks, waiting only
    // for that group to open) and note each entry's anchor.
    const anchors = new Map<string, string>();
    const groupCount = await page.locator('[data-component-name="Menu/MenuItem"].menu-item-type-group').count();
    for (let i = 0; i < groupCount; i++) {
      const entries = await page.evaluate(
        async ([index, skip]) => {
          const group = document.querySelectorAll('[data-component-name="Menu/MenuItem"].menu-item-type-group')[index];
          // The Schemas section is only needed for component-only documents.
          if (skip && group?.querySelector(":scope > a [data-text]")?.getAttribute("data-text") === skip) return [];
          const isOpen = () => !!group?.querySelector(':scope > a [data-component-name*="ChevronDown"]');
          if (group && !isOpen()) {
            group.querySelector<HTMLElement>(":scope > a")?.click();
            for (let t = 0; t < 100 && !isOpen(); t++) await new Promise((r) => requestAnimationFrame(r));
          }
          return [...(group?.querySelectorAll('a[href^="#/"]') ?? [])].map((a) => [a.querySelector("[data-text]")?.getAttribute("data-text") ?? a.textContent ?? "", a.getAttribute("href") ?? ""]);
        },
        [i, expected.schemas.length ? "" : SCHEMAS_TAG] as const,
      );
      for (const [label, href] of entries) if (label && !anchors.has(label)) anchors.set(label, href ?? "");
    }
    const open = async (label: string, what: string): Promise<boolean> => {
      const href = anchors.get(label);
      if (!href) {
        failures.push(`${what} "${label}" is not in the page's menu`);
        return false;
      }
      await page.evaluate((h) => {
        location.hash = h;
      }, href);
      const heading = content
        .locator("h1, h2, h3")
        .filter({ hasText: new RegExp(`^\\s*${escapeRe(label)}`) })
        .first();
      const ok = await heading
        .waitFor({ state: "visible", timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      if (!ok) failures.push(`${what} "${label}" is not visible after opening ${href}`);
      return ok;
    };
    for (const t of expected.titles) {
      if (!(await open(t.title, "operation"))) continue;
      for (const d of t.decisions) await expectText(page, d, `phrase "${d}" of "${t.title}"`, failures);
    }
    for (const s of expected.schemas) {
      if (!(await open(s.name, "schema"))) continue;
      for (const f of s.fields) {
        const shown = await content
          .getByText(f, { exact: true })
          .filter({ visible: true })
          .first()
          .waitFor({ state: "visible", timeout: 5_000 })
          .then(() => true)
          .catch(() => false);
        if (!shown) failures.push(`field "${f}" of schema ${s.name} is not visible`);
      }
    }
    if (screenshot) {
      await page.evaluate(() => {
        location.hash = "#/";
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(200);
      await page.screenshot({ path: screenshot, animations: "disabled" });
    }
    if (expected.backLink) {
      // The page's own links lead back to the index (Redoc must not swallow relative links).
      await content.getByRole("link", { name: "← All APIs" }).first().click();
      const back = await page
        .waitForURL((u) => u.pathname.endsWith("/index.html"), { timeout: 10_000 })
        .then(async () => (await page.title()) === "API contracts")
        .catch(() => false);
      if (!back) failures.push(`the "← All APIs" link does not lead to the index (at ${page.url()})`);
    }
  } catch (err) {
    failures.push(err instanceof PageBroken ? err.message : `checking the page failed: ${(err as Error).message.split("\n")[0]}`);
  } finally {
    await page.close();
  }
  for (const b of blocked) failures.push(`request to another host attempted: ${b}`);
  return { failures, blocked };
}

async function expectText(page: Page, text: string, what: string, failures: string[]): Promise<void> {
  const found = await page
    .waitForFunction(
      (t) => {
        // The smallest element whose text holds the words, and it must be visible. (textContent, not
        // innerText: no layout of the whole page on every poll.)
        // Compared without whitespace: block boundaries add none to textContent.
        const normal = (n: Node) => (n.textContent ?? "").replace(/[\s\u00a0]+/g, "").replace(/[“”]/g, '"');
        const root = document.querySelector("#api-content");
        if (!root || !normal(root).includes(t)) return false;
        // Any smallest element holding the words that is visible (a hidden copy does not count).
        const visible = (el: Element): boolean => {
          const holders = [...el.children].filter((c) => normal(c).includes(t));
          return holders.length === 0 ? el.checkVisibility() : holders.some(visible);
        };
        return visible(root);
      },
      norm(text).replace(/\s+/g, ""),
      { timeout: 5_000 },
    )
    .then(() => true)
    .catch(() => false);
  if (!found) failures.push(`${what} is not visible`);
}

// ---------------------------------------------------------------------------------------------

let work: string;
let siteDir: string;
let server: SiteServer;
let browser: Browser;
let context: BrowserContext;
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
    server = await serveSite({ dir: siteDir, port: 0 });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    });
    context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    await mkdir(SCREENSHOTS, { recursive: true });
    console.log(`docs browser test: site ${server.url} (${siteDir}); screenshots in ${SCREENSHOTS}`);

    // The index is where a user starts: every page is reached through its links.
    const page = await context.newPage();
    page.on("console", (m) => m.type() === "error" && indexProblems.push(`console error: ${m.text()}`));
    page.on("pageerror", (e) => indexProblems.push(`uncaught exception: ${e.message}`));
    page.on("requestfailed", (r) => indexProblems.push(`request failed: ${r.url()}`));
    page.on("response", (r) => r.status() >= 400 && indexProblems.push(`HTTP ${r.status()} for ${r.url()}`));
    await page.route("**/*", (route) =>
      route.request().url().startsWith(server.url)
        ? route.continue()
        : (() => {
            indexProblems.push(`request to another host attempted: ${route.request().url()}`);
            return route.abort("blockedbyclient");
          })(),
    );
    await page.goto(server.url, { waitUntil: "load" });
    const found = await page.$$eval("a.docs[data-api]", (as) => as.map((a) => [a.getAttribute("data-api") ?? "", (a as HTMLAnchorElement).href]));
    const downloads = await page.$$eval("a.download[data-api]", (as) => as.map((a) => [a.getAttribute("data-api") ?? "", (a as HTMLAnchorElement).href]));
    for (const [key, docs] of found) if (key && docs) links.set(key, { docs, download: downloads.find(([k]) => k === key)?.[1] ?? "" });
    await page.screenshot({ path: join(SCREENSHOTS, "index.png"), fullPage: true });
    await page.close();
  }, 240_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it("index links to every API of the registry, and the downloads are the bundles", async () => {
    requireChromium();
    expect(indexProblems).toEqual([]);
    expect([...links.keys()].sort()).toEqual(registry.map((e) => e.key).sort());
    const page = await context.newPage();
    for (const [key, { download }] of links) {
      const res = await page.request.get(download);
      expect(res.status(), key).toBe(200);
      expect(res.headers()["content-type"], key).toMatch(/^application\/json/);
      // The file the site was built with (generated/ may be rebuilt meanwhile); compare digests, not
      // strings, so that a mismatch reports quickly instead of diffing 100 KB documents.
      const entry = registry.find((e) => e.key === key)!;
      const served = sha256(await res.body());
      const built = sha256(await readFile(join(siteDir, entry.name, entry.version, "openapi.json")));
      expect(served, `${key}: served openapi.json differs from the built one`).toBe(built);
    }
    await page.close();
  });

  for (const entry of registry) {
    it(`${entry.key}: page renders every operation, webhook and schema, offline, without errors`, async () => {
      requireChromium();
      const link = links.get(entry.key);
      expect(link, `the index has no link to ${entry.key}`).toBeDefined();
      const doc = JSON.parse(await readFile(join(siteDir, entry.name, entry.version, "openapi.json"), "utf8")) as Json;
      const expected = expectationsOf(doc);
      expect(expected.titles.length + expected.schemas.length, `${entry.key} has nothing to check`).toBeGreaterThan(0);
      const shot = join(SCREENSHOTS, `${entry.key}.png`);
      const t0 = performance.now();
      const report = await checkDocsPage(context, link!.docs, expected, shot);
      const decisions = expected.decisions.length + expected.titles.reduce((n, t) => n + t.decisions.length, 0);
      console.log(
        `${entry.key}: ${expected.titles.length} titles, ${expected.schemas.length} schemas, ${decisions} "Not documented by the service"/placeholder phrases checked in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
      expect(report.failures, `${entry.key} (screenshot ${shot})`).toEqual([]);
    }, 120_000);
  }

  it("webhooks@v1.0 and the index served by the package's start on other ports show those addresses and its command, without errors", async () => {
    requireChromium();
    const flags = ["--mock-port", "5010", "--emulator-port", "5020"];
    const other = await serveSite({ dir: siteDir, port: 0, addresses: { mockUrl: "http://127.0.0.1:5010", emulatorUrl: "http://127.0.0.1:5020", context: "package", start: flags } });
    try {
      const entry = findApi(registry, "webhooks@v1.0");
      const started = `(started with these docs by npx vendor-api start ${flags.join(" ")})`;
      const decisions = [
        `mock: http://127.0.0.1:5010/v2.0/production/api/v1.0/subscriptions ${started}`,
        `stateful emulator, same paths: http://127.0.0.1:5020/v2.0/production/api/v1.0/subscriptions ${started}`,
      ];
      // no hydration mismatch (a console error), the words visible in the page Redoc rendered
      const report = await checkDocsPage(
        context,
        `${other.url}${entry.name}/${entry.version}/`,
        { titles: [], schemas: [], decisions, backLink: true },
        join(SCREENSHOTS, `${entry.key}-other-ports.png`),
      );
      expect(report.failures).toEqual([]);
      const page = await context.newPage();
      await page.goto(other.url, { waitUntil: "load" });
      const header = norm((await page.locator("header").textContent()) ?? "");
      expect(header).toContain(`Mocks: every API with paths behind one front door, http://127.0.0.1:5010 (started with these docs by npx vendor-api start ${flags.join(" ")};`);
      expect(header).toContain(`http://127.0.0.1:5020 (started with these docs by npx vendor-api start ${flags.join(" ")};`);
      expect(await page.locator("a.mock-root").getAttribute("href")).toBe("http://127.0.0.1:5010/_mock/routes");
      await page.screenshot({ path: join(SCREENSHOTS, "index-other-ports.png") });
      await page.close();
    } finally {
      await other.close();
    }
  }, 120_000);

  it("the checker fails on a broken page (script error) and on a page that reaches for a CDN", async () => {
    requireChromium();
    const entry = registry.find((e) => e.key.startsWith("webhooks@")) ?? registry[0]!;
    const source = join(siteDir, entry.name, entry.version);
    const doc = JSON.parse(await readFile(join(source, "openapi.json"), "utf8")) as Json;
    const html = await readFile(join(source, "index.html"), "utf8");

    // Broken copies sit as deep as the pages (<name>/<version>/), so their import of ../../assets/ still finds Redoc's script.
    const broken = join(siteDir, "_broken-script", entry.version);
    await cp(source, broken, { recursive: true });
    expect(html).toContain("hydrate(__redoc_definition,");
    await writeFile(join(broken, "index.html"), html.replace("hydrate(__redoc_definition,", "hydrate(__redoc_definition_gone,"));
    const r1 = await checkDocsPage(context, `${server.url}_broken-script/${entry.version}/`, expectationsOf(doc), undefined, 3_000);
    expect(r1.failures.some((f) => f.startsWith("uncaught exception"))).toBe(true);
    expect(r1.failures.some((f) => /did not render|is not visible|not in the page's menu/.test(f))).toBe(true);

    // A page that needs a CDN (a small one: what matters is that the request is seen and refused).
    const cdn = join(siteDir, "_broken", "cdn");
    await mkdir(cdn, { recursive: true });
    await writeFile(
      join(cdn, "index.html"),
      '<!DOCTYPE html><html><head><link rel="icon" href="data:,"><script src="https://cdn.example.com/x.js"></script></head><body><div id="api-content"></div></body></html>',
    );
    const r2 = await checkDocsPage(context, `${server.url}_broken/cdn/`, { titles: [], schemas: [], decisions: [] }, undefined, 1_000);
    expect(r2.blocked).toEqual(["https://cdn.example.com/x.js"]);
    expect(r2.failures).toContain("request to another host attempted: https://cdn.example.com/x.js");

    // A page whose title carries its version, which Redoc writes after the title again.
    const title = String(doc.info.title);
    const repeated = join(siteDir, "_broken-title", entry.version);
    await cp(source, repeated, { recursive: true });
    expect(html).toContain(JSON.stringify(title).slice(1, -1));
    await writeFile(join(repeated, "index.html"), html.split(title).join(`${title} (API ${entry.version})`));
    const r3 = await checkDocsPage(context, `${server.url}_broken-title/${entry.version}/`, { titles: [], schemas: [], decisions: [], version: entry.version }, undefined, 20_000);
    expect(
      r3.failures.some((f) => f.startsWith(`the page's title repeats its version ${entry.version}`)),
      r3.failures.join("; "),
    ).toBe(true);
  }, 120_000);
});
