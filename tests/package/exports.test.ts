/**
 * package.json `exports` and `bin` are derived from the registry (redocly.yaml), never listed by hand:
 * this test fails when they differ (fix: npx tsx scripts/package.ts --write-exports). It also holds the
 * package publishable (name, version, license, repository, files, the optional @types/node peer) and
 * the runtime standing alone: nothing under src/ imports scripts/ or a devDependency.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { binDiff, expectedBin, expectedExports, exportsDiff, shippedRegistry } from "../../scripts/lib/package-exports.js";
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
    expect(exports["./emulator"]).toEqual({ types: "./dist/src/emulator/start.d.ts", default: "./dist/src/emulator/start.js" });
    expect((pkg.scripts as Record<string, string>).prepack).toBe("tsx scripts/package.ts");
  });

  it("give the one command, vendor-api, compiled from src/cli/vendor-api.ts", () => {
    expect(binDiff(pkg.bin), "run: npx tsx scripts/package.ts --write-exports").toEqual([]);
    expect(pkg.bin).toEqual({ "vendor-api": "dist/src/cli/vendor-api.js" });
    expect(readFileSync(join(repoRoot, "src", "cli", "vendor-api.ts"), "utf8")).toMatch(/^#!\/usr\/bin\/env node\n/);
    expect(binDiff({ "vendor-api": "cli.js" })).toHaveLength(1);
    expect(expectedBin()).toEqual(pkg.bin);
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

  it("ship the registry's apis: map and nothing else of redocly.yaml", () => {
    const shipped = parse(shippedRegistry(readFileSync(join(repoRoot, "redocly.yaml"), "utf8"))) as Record<string, unknown>;
    expect(Object.keys(shipped)).toEqual(["apis"]);
    expect(Object.keys(shipped.apis as object)).toEqual(loadRegistry().map((e) => e.key));
  });

  it("notice a changed target and a missing map", () => {
    const expected = expectedExports(loadRegistry());
    const changed = { ...expected, "./helpers": { types: "./dist/helpers.d.ts", default: "./dist/helpers.js" } };
    expect(exportsDiff(changed, expected)).toEqual([expect.stringMatching(/^\.\/helpers is /)]);
    expect(exportsDiff(undefined, expected)).toEqual(['package.json has no "exports" map']);
  });
});

describe("the package", () => {
  it("is publishable: a name, a version, MIT with its LICENSE, a repository, the files it ships", () => {
    expect(pkg.private).toBeUndefined();
    expect(pkg.name).toBe("vendor-api-contracts");
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.license).toBe("MIT");
    expect(readFileSync(join(repoRoot, "LICENSE"), "utf8")).toMatch(/^MIT License\n/);
    expect((pkg.repository as { url?: string }).url).toMatch(/^git\+https:\/\//);
    expect(pkg.files).toEqual(["dist", "README.md", "LICENSE"]);
    expect(pkg.peerDependencies).toEqual({ "@types/node": ">=20" });
    expect(pkg.peerDependenciesMeta).toEqual({ "@types/node": { optional: true } });
  });

  it("runs from src/ alone: nothing under src/ imports scripts/, tests/ or a devDependency", () => {
    const deps = new Set(Object.keys(pkg.dependencies as object));
    const builtins = new Set(builtinModules);
    const problems: string[] = [];
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) visit(path);
        else if (entry.name.endsWith(".ts")) {
          const text = readFileSync(path, "utf8");
          const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)|\.resolve\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? "");
          for (const spec of specifiers) {
            const where = relative(repoRoot, path);
            if (spec.startsWith(".")) {
              const target = relative(repoRoot, join(dir, spec));
              if (!/^(src|generated)\//.test(target)) problems.push(`${where} imports ${spec} (outside src/ and generated/)`);
              continue;
            }
            if (spec.startsWith("node:") || builtins.has(spec)) continue;
            const name = spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : (spec.split("/")[0] ?? spec);
            // src/emulator/cli.ts looks for tsx and its esbuild only when it runs as TypeScript (npm run emulator), never from dist/
            if ((name === "tsx" || name === "esbuild") && where === join("src", "emulator", "cli.ts")) continue;
            if (!deps.has(name)) problems.push(`${where} imports ${spec}, which is not a dependency`);
          }
        }
      }
    };
    visit(join(repoRoot, "src"));
    expect(problems).toEqual([]);
    // the mock front door loads Prism's libraries through the CLI package
    expect(readFileSync(join(repoRoot, "src", "mock", "prism.ts"), "utf8")).toContain('"@stoplight/prism-cli/package.json"');
    expect(deps.has("@stoplight/prism-cli")).toBe(true);
    expect(existsSync(join(repoRoot, "scripts", "lib", "mock"))).toBe(false);
  });
});
