/**
 * The Redoc pages are rendered by the Redocly CLI's own build-docs handler without a CLI process
 * (scripts/lib/redoc-render.ts): in a worker thread (npm run docs) or one child process for all pages
 * (npm start). Both write the bytes `redocly build-docs` writes (without --inlineBundle: the site serves
 * Redoc's script once, scripts/lib/docs-site.ts), run as a process here as the reference;
 * the thread starts no process at all; a page that cannot be rendered is one line naming its API.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite, DocsError } from "../../scripts/lib/docs-site.js";
import { PageRenderer, type RenderSettings } from "../../scripts/lib/redoc-render.js";
import { type ApiEntry, findApi, loadRegistry, repoRoot } from "../../scripts/lib/registry.js";

const entry = findApi(loadRegistry(), "machine-learning@2025-09-01");
let work: string;
let settings: RenderSettings;
let reference: Buffer;

/** Child processes of this process, polled every few ms until stop(): a CLI process lives for hundreds of ms. */
function watchChildren(): { stop(): number[] } {
  const seen = new Set<number>();
  const look = () => {
    for (const task of readdirSync(`/proc/${process.pid}/task`)) {
      let children: string;
      try {
        children = readFileSync(`/proc/${process.pid}/task/${task}/children`, "utf8").trim();
      } catch {
        continue; // the thread ended between the listing and the read: it has no children to count
      }
      for (const pid of children ? children.split(/\s+/) : []) seen.add(Number(pid));
    }
  };
  look();
  const timer = setInterval(look, 5);
  return {
    stop() {
      clearInterval(timer);
      look();
      return [...seen];
    },
  };
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "docs-render-"));
  settings = { root: repoRoot, template: join(work, "page.hbs"), redocOptions: join(work, "options.json") };
  await writeFile(settings.template, "<!DOCTYPE html>\n<html><head><title>{{title}}</title>{{{redocHead}}}</head><body>{{{redocHTML}}}</body></html>\n");
  await writeFile(settings.redocOptions, JSON.stringify({ schemaDefinitionsTagName: "Schemas" }));
  // The reference: the Redocly CLI as a process, as the docs build ran it before.
  const cli = spawnSync(
    process.execPath,
    [
      join(repoRoot, "node_modules", "@redocly", "cli", "bin", "cli.js"),
      "build-docs",
      entry.bundle,
      "--template",
      settings.template,
      "--openapi",
      settings.redocOptions,
      "--output",
      join(work, "cli.html"),
    ],
    { cwd: repoRoot, env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" }, encoding: "utf8" },
  );
  expect(cli.status, cli.stderr).toBe(0);
  reference = readFileSync(join(work, "cli.html"));
}, 120_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe("rendering a page without a Redocly CLI process", () => {
  it("in a worker thread: the CLI's page byte for byte, and no process starts", async () => {
    const renderer = new PageRenderer(settings, { renderIn: "thread" });
    const children = watchChildren();
    await renderer.render(entry.bundle, join(work, "thread.html"));
    await renderer.close();
    expect(children.stop()).toEqual([]);
    const page = readFileSync(join(work, "thread.html"));
    expect(page.toString("utf8")).toMatch(/<script type="module">[\s\S]*\bhydrate\(/);
    expect(page.equals(reference)).toBe(true);
  });

  it("in one child process (npm start): the same bytes, for several pages in a row", async () => {
    const renderer = new PageRenderer(settings, { renderIn: "process" });
    const children = watchChildren();
    await Promise.all(["a", "b"].map((name) => renderer.render(entry.bundle, join(work, `process-${name}.html`))));
    await renderer.close();
    // one process for both pages (and the watcher of the test above sees processes)
    expect(children.stop()).toHaveLength(1);
    for (const name of ["a", "b"]) expect(readFileSync(join(work, `process-${name}.html`)).equals(reference)).toBe(true);
  });

  it("without the CLI's build-docs handler, one line saying so", async () => {
    const renderer = new PageRenderer({ ...settings, root: work });
    await expect(renderer.render(entry.bundle, join(work, "none.html"))).rejects.toThrow(/^no chunk of node_modules\/@redocly\/cli\/lib\/chunks\/ exports handlerBuildCommand/);
    await renderer.close();
  });
});

describe("a page that fails to render", () => {
  /** An API of its own whose bundle is JSON but no OpenAPI Redoc can render. */
  async function brokenEntry(): Promise<ApiEntry> {
    const dir = join(work, "broken", "v1");
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, "openapi.json"), JSON.stringify({ openapi: "4.0.0", info: { title: "Broken", version: "1" }, paths: {} }));
    return { key: "broken@v1", name: "broken", version: "v1", family: "test", root: join(dir, "openapi.yaml"), generatedDir: dir, bundle: join(dir, "openapi.json"), recordedDir: dir };
  }

  for (const renderIn of ["thread", "process"] as const) {
    it(`is one line naming its API (${renderIn})`, async () => {
      const out = join(work, `site-broken-${renderIn}`);
      const err = await buildSite({ entries: [entry, await brokenEntry()], outDir: out, renderIn }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DocsError);
      expect((err as DocsError).message).toBe("broken@v1: redocly build-docs failed: Unsupported OpenAPI version: 4.0.0");
      expect(existsSync(join(out, "index.html"))).toBe(false);
    });
  }
});
