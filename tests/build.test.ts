import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiIdentifier, type BuildResult, buildApi, staleFiles, writeFiles } from "../scripts/lib/build.js";
import { MANIFEST, readManifest, runBuild } from "../scripts/lib/build-incremental.js";
import { findApi, loadRegistry, repoRoot, toPosix } from "../scripts/lib/registry.js";

describe("build: generated/ is committed, fresh and reproducible", () => {
  const apis = loadRegistry();
  let results: BuildResult[];
  let stale: string[];
  beforeAll(async () => {
    // --check: every API built in memory, compared byte for byte with generated/ (the build manifest included)
    const report = await runBuild({ check: true, log: () => {} });
    results = report.built!;
    stale = report.stale;
  }, 180_000);

  it("committed generated/ output (and generated/.build-manifest.json) equals a fresh build of every registered API (run `npm run build` if this fails)", () => {
    expect(stale).toEqual([]);
  });

  it("writes openapi.json, schema.d.ts and client.ts for every API", () => {
    expect(results.map((r) => r.api.key)).toEqual(apis.map((a) => a.key));
    for (const r of results) {
      expect(r.files.map((f) => f.path)).toEqual([
        `generated/${r.api.name}/${r.api.version}/openapi.json`,
        `generated/${r.api.name}/${r.api.version}/schema.d.ts`,
        `generated/${r.api.name}/${r.api.version}/client.ts`,
      ]);
    }
  });

  it("gives the same bytes when built twice", async () => {
    const api = findApi(apis, "webhooks@v2.0");
    const again = await buildApi(api);
    const first = results.find((r) => r.api.key === api.key)!;
    expect(again.files).toEqual(first.files);
    expect(again.inputs).toEqual(first.inputs);
  });

  it("records every file the bundle read: the root document and each file it references", () => {
    const v2 = results.find((r) => r.api.key === "webhooks@v2.0")!;
    expect(Object.keys(v2.inputs)).toContain("specs/business/webhooks/v2.0/openapi.yaml");
    expect(Object.keys(v2.inputs).some((p) => p.startsWith("specs/business/webhooks/shared/"))).toBe(true);
    for (const r of results) expect(Object.keys(r.inputs), r.api.key).toContain(toPosix(relative(repoRoot, r.api.root)));
  });

  it("detects a stale or missing generated file", async () => {
    const root = mkdtempSync(join(tmpdir(), "stale-"));
    try {
      const files = results.find((r) => r.api.key === "webhooks@v2.0")!.files;
      await writeFiles(files, root);
      expect(await staleFiles(files, root)).toEqual([]);
      writeFileSync(join(root, files[1]!.path), "// edited by hand\n");
      expect(await staleFiles(files, root)).toEqual([files[1]!.path]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("bundles with only internal references and the 2020-12 dialect", () => {
    for (const r of results) {
      const json = r.files[0]!.content;
      const doc = JSON.parse(json) as { openapi: string; jsonSchemaDialect: string };
      expect(doc.openapi, r.api.key).toBe("3.1.0");
      expect(doc.jsonSchemaDialect, r.api.key).toBe("https://json-schema.org/draft/2020-12/schema");
      const external = [...json.matchAll(/"\$ref": "([^"#][^"]*)"/g)].map((m) => m[1]);
      expect(external, r.api.key).toEqual([]);
    }
  });

  it("bundles as the Redocly CLI does (the CLI carries its own Redocly engine: this guards the library against drifting from it)", async () => {
    // Three of the documents, for the cost: the largest (shared files of a family), a management one (specs/common), a component-only one.
    const dir = mkdtempSync(join(tmpdir(), "cli-bundle-"));
    try {
      for (const key of ["webhooks@v2.0", "stream-analytics@2020-03-01", "api-management@2016-07-07"]) {
        const out = join(dir, `${key}.json`);
        await promisify(execFile)(process.execPath, [join(repoRoot, "node_modules", "@redocly", "cli", "bin", "cli.js"), "bundle", key, "--output", out], {
          cwd: repoRoot,
          env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
        });
        const cli = `${JSON.stringify(JSON.parse(readFileSync(out, "utf8")), null, 2)}\n`;
        expect(withoutCodeSamples(results.find((r) => r.api.key === key)!.files[0]!.content) === cli, key).toBe(true);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("names client factories after the registry key", () => {
    expect(apiIdentifier(findApi(apis, "webhooks@v2.0"))).toBe("WebhooksV2_0");
  });
});

/** A built openapi.json without the code samples the build adds to Redocly's bundle, as the CLI writes it. */
function withoutCodeSamples(json: string): string {
  const doc = JSON.parse(json) as { paths?: Record<string, Record<string, Record<string, unknown>>> };
  for (const item of Object.values(doc.paths ?? {})) for (const op of Object.values(item)) if (op && typeof op === "object") delete op["x-codeSamples"];
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** Every file under generated/ of a root: relative path → modification time and bytes. */
function snapshot(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.set(toPosix(relative(root, path)), `${statSync(path).mtimeMs} ${readFileSync(path, "utf8")}`);
    }
  };
  walk(join(root, "generated"));
  return out;
}

const changed = (before: Map<string, string>, after: Map<string, string>) => [...new Set([...before.keys(), ...after.keys()])].filter((p) => before.get(p) !== after.get(p)).sort();

describe("incremental build (in a copy of the repository's redocly.yaml, specs/ and generated/)", () => {
  let root: string;
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  const build = (options: Parameters<typeof runBuild>[0] = {}) => {
    lines.length = 0;
    return runBuild({ root, log, ...options });
  };
  const edit = (path: string, change: (text: string) => string) => {
    const file = join(root, path);
    const text = readFileSync(file, "utf8");
    const next = change(text);
    expect(next).not.toBe(text);
    writeFileSync(file, next);
  };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "build-incremental-"));
    for (const item of ["redocly.yaml", "specs", "generated"]) cpSync(join(repoRoot, item), join(root, item), { recursive: true });
    await build(); // settles the copy if the working tree is ahead of its manifest; nothing to do otherwise
  }, 180_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("with nothing changed: bundles nothing, writes nothing and says so in one line", async () => {
    const before = snapshot(root);
    const report = await build();
    expect(lines).toEqual([`build: nothing changed: ${loadRegistry().length} APIs up to date`]);
    expect(report.rebuilt).toEqual([]);
    expect(report.manifestWritten).toBe(false);
    expect(changed(before, snapshot(root))).toEqual([]);
  });

  it("an edited spec rebuilds that API only, and the next build has nothing to do", async () => {
    const spec = "specs/management/event-hub/2026-01-01/openapi.yaml";
    edit(spec, (t) => t.replace(/^( {2}title: .*)$/m, "$1 (edited)"));
    const before = snapshot(root);
    const report = await build();
    expect(report.rebuilt.map((r) => [r.key, r.why])).toEqual([["event-hub@2026-01-01", `${spec} changed`]]);
    expect(changed(before, snapshot(root))).toEqual([
      MANIFEST,
      "generated/event-hub/2026-01-01/client.ts", // its header names the title
      "generated/event-hub/2026-01-01/openapi.json",
    ]);
    expect(JSON.parse(readFileSync(join(root, "generated/event-hub/2026-01-01/openapi.json"), "utf8")).info.title).toMatch(/\(edited\)$/);
    await build();
    expect(lines).toEqual([expect.stringMatching(/nothing changed: \d+ APIs up to date$/)]);
  }, 60_000);

  it("an edited shared file rebuilds exactly the APIs whose bundles read it", async () => {
    const shared = "specs/common/management/v1/parameters.yaml";
    const readers = Object.entries(readManifest(root).manifest!.apis)
      .filter(([, record]) => shared in record.inputs)
      .map(([key]) => key);
    expect(readers.length).toBeGreaterThan(1);
    edit(shared, (t) => `${t}# a comment: the bundles stay the same bytes\n`);
    const before = snapshot(root);
    const report = await build();
    expect(report.rebuilt.map((r) => r.key)).toEqual(readers);
    expect(report.rebuilt.flatMap((r) => r.written)).toEqual([]);
    expect(changed(before, snapshot(root))).toEqual([MANIFEST]);
  }, 60_000);

  it("--check finds a hand-edited generated file; the next build rebuilds that API alone and repairs it", async () => {
    const file = "generated/webhooks/v2.0/schema.d.ts";
    edit(file, (t) => `// edited by hand\n${t}`);
    expect((await build({ check: true, only: "webhooks@v2.0" })).stale).toEqual([file]);
    const report = await build();
    expect(report.rebuilt.map((r) => [r.key, r.written])).toEqual([["webhooks@v2.0", [file]]]);
    expect((await build({ check: true, only: "webhooks@v2.0" })).stale).toEqual([]);
  }, 60_000);

  it("--check does not trust the manifest: a generated file edited and recorded as such is still stale", async () => {
    const file = "generated/database-movement/v1/openapi.json";
    edit(file, (t) => t.replace('"openapi": "3.1.0"', '"openapi": "3.1.1"'));
    await build(); // repairs it (the recorded hash no longer matches)...
    edit(file, (t) => t.replace('"openapi": "3.1.0"', '"openapi": "3.1.1"'));
    const { manifest } = readManifest(root);
    const { contentHash } = await import("../scripts/lib/content-hash.js");
    manifest!.apis["database-movement@v1"]!.outputs[file] = contentHash(readFileSync(join(root, file), "utf8"));
    writeFileSync(join(root, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    // ...but a manifest that vouches for the edit fools the incremental build, never --check
    expect((await build()).rebuilt).toEqual([]);
    expect((await build({ check: true, only: "database-movement@v1" })).stale).toEqual([file, MANIFEST]);
    expect((await build({ force: true, only: "database-movement@v1" })).rebuilt[0]!.written).toEqual([file]);
  }, 60_000);

  it("--force rebuilds every API and rewrites no file whose bytes are unchanged", async () => {
    const before = snapshot(root);
    const report = await build({ force: true });
    expect(report.rebuilt).toHaveLength(loadRegistry().length);
    expect(report.rebuilt.every((r) => r.why === "--force" && r.written.length === 0)).toBe(true);
    expect(report.manifestWritten).toBe(false);
    expect(changed(before, snapshot(root))).toEqual([]);
  }, 120_000);
});
