/**
 * The docs site is built incrementally: a page is written again only when its bytes change; a build with
 * nothing changed writes nothing; what the build does not write is removed. One small API keeps this cheap (tests/docs/site.test.ts covers the pages).
 * The addresses a page shows are filled in by the server, so the build is the same whatever the ports.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite, CONSOLE_ASSET, SCALAR_ASSET, type SiteResult } from "../../scripts/lib/docs-site.js";
import { type ApiEntry, findApi, loadRegistry, toPosix } from "../../scripts/lib/registry.js";

const entry = findApi(loadRegistry(), "machine-learning@2025-09-01");
let work: string;
let out: string;

/** Every file of the site: relative path → modification time and bytes. */
function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else files.set(toPosix(relative(out, path)), `${statSync(path).mtimeMs} ${readFileSync(path, "utf8")}`);
    }
  };
  walk(out);
  return files;
}

const build = (from: ApiEntry = entry) => buildSite({ entries: [from], outDir: out });
const renderedKeys = (site: SiteResult) => site.pages.filter((p) => !p.reused).map((p) => p.key);

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "docs-incremental-"));
  out = join(work, "site");
  expect(renderedKeys(await build())).toEqual([entry.key]);
}, 120_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe("incremental docs site", () => {
  it("with nothing changed: writes nothing", async () => {
    const before = snapshot();
    const site = await build();
    expect(renderedKeys(site)).toEqual([]);
    expect(site.pages.map((p) => p.reused)).toEqual([true]);
    expect(snapshot()).toEqual(before);
  });

  it("writes a hand-edited page again, and removes what the build does not write", async () => {
    const page = join(out, entry.name, entry.version, "index.html");
    writeFileSync(page, `${readFileSync(page, "utf8")}<!-- edited -->`);
    mkdirSync(join(out, "gone", "v1"), { recursive: true });
    writeFileSync(join(out, "gone", "v1", "index.html"), "an API no longer in the registry");
    writeFileSync(join(out, "stray.txt"), "left over");
    const site = await build();
    expect(renderedKeys(site)).toEqual([entry.key]);
    expect(readFileSync(page, "utf8")).not.toContain("<!-- edited -->");
    expect(existsSync(join(out, "gone"))).toBe(false);
    expect(existsSync(join(out, "stray.txt"))).toBe(false);
    // the pages of the registry's entries, and the copies of the workflows the index lists
    const workflows = site.workflows.map((w) => w.href);
    expect(workflows.length).toBeGreaterThan(0);
    expect([...snapshot().keys()].sort()).toEqual(
      [
        ".docs-site",
        "index.html",
        SCALAR_ASSET,
        CONSOLE_ASSET,
        "parity.html",
        "parity.json",
        `${entry.name}/${entry.version}/index.html`,
        `${entry.name}/${entry.version}/openapi.json`,
        ...workflows,
        "workflows/support/emulator-control.yaml",
      ].sort(),
    );
  }, 60_000);

  it("writes a page again when what it shows changes (here: the bundle's description)", async () => {
    const bundle = join(work, "openapi.json");
    copyFileSync(entry.bundle, bundle);
    const doc = JSON.parse(readFileSync(bundle, "utf8")) as { info: { description?: string } };
    doc.info.description = `${doc.info.description ?? ""}\n\nA sentence added by the incremental test.`;
    writeFileSync(bundle, JSON.stringify(doc));
    const site = await build({ ...entry, bundle });
    expect(renderedKeys(site)).toEqual([entry.key]);
    expect(readFileSync(site.pages[0]!.file, "utf8")).toContain("A sentence added by the incremental test.");
  }, 60_000);
});
