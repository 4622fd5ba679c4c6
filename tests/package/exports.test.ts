/**
 * package.json `exports` is derived from the registry (redocly.yaml), never listed by hand: this test
 * fails when they differ (fix: npx tsx scripts/package.ts --write-exports).
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { expectedExports, exportsDiff } from "../../scripts/lib/package-exports.js";
import { loadRegistry, repoRoot } from "../../scripts/lib/registry.js";

const pkg = JSON.parse(await readFile(join(repoRoot, "package.json"), "utf8")) as Record<string, unknown>;

describe("package.json exports", () => {
  it("are exactly what the registry implies", () => {
    const diff = exportsDiff(pkg.exports, expectedExports(loadRegistry()));
    expect(diff, "run: npx tsx scripts/package.ts --write-exports").toEqual([]);
  });

  it("give each API and version a client entry, a types-only entry and its bundle, then the helpers", () => {
    const exports = pkg.exports as Record<string, unknown>;
    for (const api of loadRegistry()) {
      expect(exports[`./${api.name}/${api.version}`]).toEqual({ types: `./dist/generated/${api.name}/${api.version}/client.d.ts`, default: `./dist/generated/${api.name}/${api.version}/client.js` });
      expect(exports[`./${api.name}/${api.version}/types`]).toEqual({ types: `./dist/generated/${api.name}/${api.version}/schema.d.ts` });
    }
    expect(exports["./helpers"]).toEqual({ types: "./dist/src/helpers/index.d.ts", default: "./dist/src/helpers/index.js" });
    expect(pkg.files).toEqual(["dist"]);
    expect((pkg.scripts as Record<string, string>).prepack).toBe("tsx scripts/package.ts");
  });

  it("follow a registry change: a new API is missing, a removed one is extra", async () => {
    const dir = await mkdtemp(join(tmpdir(), "registry-"));
    try {
      const yaml = await readFile(join(repoRoot, "redocly.yaml"), "utf8");
      const grown = join(dir, "grown.yaml");
      await writeFile(grown, yaml.replace(/^apis:\n/m, "apis:\n  widgets@v3:\n    root: specs/business/widgets/v3/openapi.yaml\n"));
      const diff = exportsDiff(pkg.exports, expectedExports(loadRegistry(grown)));
      expect(diff).toEqual(expect.arrayContaining([expect.stringMatching(/^missing \.\/widgets\/v3 /), expect.stringMatching(/^missing \.\/widgets\/v3\/types /)]));

      const entries = loadRegistry();
      const shrunk = exportsDiff(pkg.exports, expectedExports(entries.filter((e) => e.key !== "webhooks@v1.0")));
      expect(shrunk).toEqual(expect.arrayContaining(["extra ./webhooks/v1.0 (no such API in redocly.yaml)"]));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("notice a changed target and a missing map", () => {
    const expected = expectedExports(loadRegistry());
    const changed = { ...expected, "./helpers": { types: "./dist/helpers.d.ts", default: "./dist/helpers.js" } };
    expect(exportsDiff(changed, expected)).toEqual([expect.stringMatching(/^\.\/helpers is /)]);
    expect(exportsDiff(undefined, expected)).toEqual(['package.json has no "exports" map']);
  });
});
