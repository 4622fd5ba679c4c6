/**
 * The two packages' package.json `exports` and `bin` are derived from the registry (redocly.yaml), never
 * listed by hand: this test fails when they differ (fix: npx tsx scripts/package.ts --write-exports). It
 * also holds the workspace and the packages publishable (names, one version, license, repository, files,
 * vendor-api's @types/node peer (its declarations use node's types; the contracts use none), the tools depending on the contracts at that version) and each package's
 * code standing alone: what its build compiles imports only its own dependencies (the contracts package:
 * openapi-fetch, and cockatiel for the retry helper), and nothing under src/ imports scripts/, tests/ or a
 * devDependency.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { BUNDLES_PACKAGE, binDiff, expectedBin, expectedExports, exportsDiff, PACKAGES, type PackageKey, shippedRegistry } from "../../scripts/lib/package-exports.js";
import { documentedSizes, renderSizes, SIZE_MARKERS, SIZES_DOC, type Sizes, sizeDifferences } from "../../scripts/lib/package-sizes.js";
import { loadRegistry, RegistryError, repoRoot } from "../../scripts/lib/registry.js";

type Manifest = Record<string, unknown> & { name: string; version: string; dependencies?: Record<string, string>; scripts?: Record<string, string> };
const manifest = (file: string) => JSON.parse(readFileSync(join(repoRoot, file), "utf8")) as Manifest;
const root = manifest("package.json");
const packages = { "vendor-api-contracts": manifest("packages/vendor-api-contracts/package.json"), "vendor-api": manifest("packages/vendor-api/package.json") } satisfies Record<PackageKey, Manifest>;

describe("package.json exports", () => {
  it.each(Object.keys(PACKAGES) as PackageKey[])("of %s are exactly what the registry implies", (which) => {
    expect(exportsDiff(packages[which].exports, expectedExports(which, loadRegistry())), "run: npx tsx scripts/package.ts --write-exports").toEqual([]);
    expect(binDiff(which, packages[which].bin), "run: npx tsx scripts/package.ts --write-exports").toEqual([]);
  });

  it("vendor-api-contracts: each API and version has a client entry, a types-only entry and its bundle, then the helpers (today's names)", () => {
    const exports = packages["vendor-api-contracts"].exports as Record<string, unknown>;
    for (const api of loadRegistry()) {
      expect(exports[`./${api.name}/${api.version}`]).toEqual({ types: `./dist/generated/${api.name}/${api.version}/client.d.ts`, default: `./dist/generated/${api.name}/${api.version}/client.js` });
      expect(exports[`./${api.name}/${api.version}/types`]).toEqual({ types: `./dist/generated/${api.name}/${api.version}/schema.d.ts` });
      expect(exports[`./${api.name}/${api.version}/openapi.json`]).toBe(`./dist/generated/${api.name}/${api.version}/openapi.json`);
    }
    expect(exports["./helpers"]).toEqual({ types: "./dist/src/helpers/index.d.ts", default: "./dist/src/helpers/index.js" });
    expect(exports["./emulator"]).toBeUndefined();
    expect(packages["vendor-api-contracts"].bin).toBeUndefined();
  });

  it("vendor-api: startEmulator, the webhook receiver, the parity ledger and the one command, compiled from src/", () => {
    expect(packages["vendor-api"].exports).toEqual({
      "./emulator": { types: "./dist/src/emulator/start.d.ts", default: "./dist/src/emulator/start.js" },
      "./webhook-receiver": { types: "./dist/src/helpers/webhook-receiver.d.ts", default: "./dist/src/helpers/webhook-receiver.js" },
      "./parity.json": "./dist/docs/parity.json",
      "./package.json": "./package.json",
    });
    expect(packages["vendor-api"].bin).toEqual({ "vendor-api": "dist/src/cli/vendor-api.js" });
    expect(expectedBin("vendor-api")).toEqual(packages["vendor-api"].bin);
    expect(readFileSync(join(repoRoot, "src", "cli", "vendor-api.ts"), "utf8")).toMatch(/^#!\/usr\/bin\/env node\n/);
    expect(binDiff("vendor-api", { "vendor-api": "cli.js" })).toHaveLength(1);
    expect(binDiff("vendor-api-contracts", { "vendor-api": "dist/src/cli/vendor-api.js" })).toHaveLength(1);
  });

  it("follow a registry change: a new API is missing, a removed one is extra", async () => {
    const dir = await mkdtemp(join(tmpdir(), "registry-"));
    try {
      const yaml = await readFile(join(repoRoot, "redocly.yaml"), "utf8");
      const grown = join(dir, "grown.yaml");
      await writeFile(grown, yaml.replace(/^apis:\n/m, "apis:\n  widgets@v3:\n    root: specs/business/widgets/v3/openapi.yaml\n"));
      const diff = exportsDiff(packages["vendor-api-contracts"].exports, expectedExports("vendor-api-contracts", loadRegistry(grown)));
      expect(diff).toEqual(expect.arrayContaining([expect.stringMatching(/^missing \.\/widgets\/v3 /), expect.stringMatching(/^missing \.\/widgets\/v3\/types /)]));

      const entries = loadRegistry();
      const shrunk = exportsDiff(
        packages["vendor-api-contracts"].exports,
        expectedExports(
          "vendor-api-contracts",
          entries.filter((e) => e.key !== "webhooks@v1.0"),
        ),
      );
      expect(shrunk).toEqual(expect.arrayContaining(["extra ./webhooks/v1.0 (no such API in redocly.yaml)"]));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("notice a changed target and a missing map", () => {
    const expected = expectedExports("vendor-api-contracts", loadRegistry());
    const changed = { ...expected, "./helpers": { types: "./dist/helpers.d.ts", default: "./dist/helpers.js" } };
    expect(exportsDiff(changed, expected)).toEqual([expect.stringMatching(/^\.\/helpers is /)]);
    expect(exportsDiff(undefined, expected)).toEqual(['package.json has no "exports" map']);
  });
});

describe("the tools package's registry", () => {
  it("ships the registry's apis: map and names the package holding the bundles, nothing else of redocly.yaml", () => {
    const shipped = parse(shippedRegistry(readFileSync(join(repoRoot, "redocly.yaml"), "utf8"))) as Record<string, unknown>;
    expect(Object.keys(shipped).sort()).toEqual(["apis", "bundles"]);
    expect(shipped.bundles).toBe(packages["vendor-api-contracts"].name);
    expect(BUNDLES_PACKAGE).toBe(packages["vendor-api-contracts"].name);
    expect(Object.keys(shipped.apis as object)).toEqual(loadRegistry().map((e) => e.key));
  });

  it("a bundles: package that is not installed, or not a name, is one line naming it", async () => {
    const dir = await mkdtemp(join(tmpdir(), "registry-"));
    try {
      const apis = (parse(readFileSync(join(repoRoot, "redocly.yaml"), "utf8")) as { apis: unknown }).apis;
      const file = join(dir, "redocly.yaml");
      await writeFile(file, shippedRegistry(readFileSync(join(repoRoot, "redocly.yaml"), "utf8")).replace(`bundles: ${BUNDLES_PACKAGE}`, "bundles: no-such-package-of-contracts"));
      expect(() => loadRegistry(file)).toThrow(RegistryError);
      expect(() => loadRegistry(file)).toThrow(/^webhooks@v1\.0: no bundle in the installed no-such-package-of-contracts \(MODULE_NOT_FOUND\); install /);
      await writeFile(file, JSON.stringify({ bundles: 7, apis }));
      expect(() => loadRegistry(file)).toThrow(/bundles: must name a package$/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("the workspace and its packages", () => {
  it("the root is a private workspace of packages/*, with the dev tools only", () => {
    expect(root.private).toBe(true);
    expect(root.workspaces).toEqual(["packages/*"]);
    expect(root.dependencies).toBeUndefined();
    expect(Object.keys(root.devDependencies as object)).toEqual(expect.arrayContaining(["typescript", "vitest", "tsx", "@redocly/cli"]));
    expect(readdirSync(join(repoRoot, "packages")).sort()).toEqual(["vendor-api", "vendor-api-contracts"]);
  });

  it.each(Object.keys(PACKAGES) as PackageKey[])("%s is publishable: its name, the one version, MIT, a repository, the files it ships, its prepack", (which) => {
    const pkg = packages[which];
    expect(pkg.name).toBe(PACKAGES[which].name);
    expect(pkg.private).toBeUndefined();
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.version).toBe(root.version);
    expect(pkg.license).toBe("MIT");
    expect(readFileSync(join(repoRoot, "LICENSE"), "utf8")).toMatch(/^MIT License\n/);
    expect(pkg.repository).toEqual({ ...(root.repository as object), directory: PACKAGES[which].folder });
    expect(pkg.files).toEqual(["dist", "README.md", "LICENSE"]);
    expect(existsSync(join(repoRoot, PACKAGES[which].folder, "README.md"))).toBe(true);
    expect(pkg.type).toBe("module");
    expect(pkg.engines).toEqual(root.engines);
    // vendor-api's declarations use node's types (NODE_TYPES_REFERENCE): npm installs the peer with it, one copy shared with the
    // project's own; vendor-api-contracts uses nothing of node's
    expect(pkg.peerDependencies).toEqual(which === "vendor-api" ? { "@types/node": ">=20" } : undefined);
    expect(pkg.peerDependenciesMeta).toBeUndefined();
    expect(pkg.scripts).toEqual({ prepack: `tsx ../../scripts/package.ts ${which}` });
  });

  it("vendor-api-contracts needs openapi-fetch (and cockatiel, retry's loop); vendor-api needs vendor-api-contracts at the same version and the heavy libraries", () => {
    expect(packages["vendor-api-contracts"].dependencies).toEqual({ cockatiel: expect.any(String), "openapi-fetch": expect.any(String) });
    expect(Object.keys(packages["vendor-api"].dependencies ?? {}).sort()).toEqual(["@stoplight/prism-cli", "ajv", "ajv-formats", "cockatiel", "node-forge", "vendor-api-contracts", "yaml"]);
    expect(packages["vendor-api"].dependencies?.["vendor-api-contracts"]).toBe(packages["vendor-api-contracts"].version);
  });
});

/** What a file imports: its import and export declarations, dynamic imports, and require.resolve("...") of a literal. */
const importsOf = (text: string) => [...ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName), ...[...text.matchAll(/\.resolve\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1]!)];

/** Every file a package's build compiles (its tsconfig.build.json's program), with the specifiers it imports. */
function compiledFiles(which: PackageKey): Array<{ file: string; specifiers: string[] }> {
  const config = join(repoRoot, PACKAGES[which].folder, "tsconfig.build.json");
  const parsed = ts.getParsedCommandLineOfConfigFile(config, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => void d });
  if (!parsed) throw new Error(`cannot read ${config}`);
  const program = ts.createProgram(parsed.fileNames, { ...parsed.options, types: [], noResolve: false });
  return program
    .getSourceFiles()
    .filter((sf) => !sf.fileName.includes("/node_modules/") && !sf.fileName.endsWith(".d.ts"))
    .map((sf) => ({ file: sf.fileName, specifiers: importsOf(sf.text) }));
}

describe("each package runs from what it ships", () => {
  const builtins = new Set(builtinModules);
  const packageOf = (spec: string) => (spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : (spec.split("/")[0] ?? spec));

  it.each(Object.keys(PACKAGES) as PackageKey[])(
    "%s: what its build compiles imports only its dependencies and (vendor-api only) node's modules",
    (which) => {
      const deps = new Set(Object.keys(packages[which].dependencies ?? {}));
      const problems: string[] = [];
      const files = compiledFiles(which);
      for (const { file, specifiers } of files) {
        const where = relative(repoRoot, file);
        for (const spec of specifiers) {
          if (spec.startsWith(".")) {
            if (!/^(src|generated)\//.test(relative(repoRoot, resolve(dirname(file), spec)))) problems.push(`${where} imports ${spec} (outside src/ and generated/)`);
          } else if (which === "vendor-api-contracts" && (spec.startsWith("node:") || builtins.has(spec))) {
            // the light package runs wherever its clients run: browsers and workers too
            problems.push(`${where} imports ${spec}, a module of node, which a browser does not have`);
          } else if (!spec.startsWith("node:") && !builtins.has(spec) && !deps.has(packageOf(spec))) {
            // src/cli/compile-hook.ts looks for tsx and its esbuild only when a command runs as TypeScript (npm run emulator, npm run proxy), never from dist/
            if (!(["tsx", "esbuild"].includes(packageOf(spec)) && where === join("src", "cli", "compile-hook.ts")))
              problems.push(`${where} imports ${spec}, not a dependency of ${PACKAGES[which].name}`);
          }
        }
      }
      expect(problems).toEqual([]);
      const names = files.map((f) => relative(repoRoot, f.file));
      if (which === "vendor-api-contracts") {
        // the light package: clients and helpers, never the validator, the emulator or the receiver
        expect(names.filter((n) => !/^generated\/[^/]+\/[^/]+\/client\.ts$/.test(n)).sort()).toEqual(["src/helpers/index.ts", "src/helpers/lro.ts", "src/helpers/paging.ts", "src/helpers/retry.ts"]);
        expect(names.filter((n) => n.startsWith("generated/"))).toHaveLength(loadRegistry().length);
      } else {
        expect(names).toEqual(
          expect.arrayContaining(["src/cli/vendor-api.ts", "src/emulator/start.ts", "src/helpers/webhook-receiver.ts", "src/mock/server.ts", "src/conform/cli.ts", "src/docs/serve.ts"]),
        );
        expect(names.filter((n) => n.startsWith("generated/") || ["src/helpers/index.ts", "src/helpers/retry.ts"].includes(n))).toEqual([]);
      }
    },
    60_000,
  );

  it("nothing under src/ imports scripts/, tests/ or a devDependency", () => {
    const deps = new Set(Object.values(packages).flatMap((p) => Object.keys(p.dependencies ?? {})));
    const problems: string[] = [];
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) visit(path);
        else if (entry.name.endsWith(".ts")) {
          const where = relative(repoRoot, path);
          for (const spec of importsOf(readFileSync(path, "utf8"))) {
            if (spec.startsWith(".")) {
              if (!/^(src|generated)\//.test(relative(repoRoot, join(dir, spec)))) problems.push(`${where} imports ${spec} (outside src/ and generated/)`);
            } else if (!spec.startsWith("node:") && !builtins.has(spec) && !deps.has(packageOf(spec))) {
              if (!(["tsx", "esbuild"].includes(packageOf(spec)) && where === join("src", "cli", "compile-hook.ts"))) problems.push(`${where} imports ${spec}, which is not a dependency`);
            }
          }
        }
      }
    };
    visit(join(repoRoot, "src"));
    expect(problems).toEqual([]);
    // the mock front door loads Prism's libraries through the CLI package
    expect(readFileSync(join(repoRoot, "src", "mock", "prism.ts"), "utf8")).toContain('"@stoplight/prism-cli/package.json"');
    expect(existsSync(join(repoRoot, "scripts", "lib", "mock"))).toBe(false);
  });
});

describe("docs/packages.md's sizes (scripts/package.ts --sizes; tests/package/pack.test.ts compares them with its own measurement)", () => {
  it("its generated part shows the figures it holds, for every export of vendor-api-contracts with JavaScript", () => {
    const doc = readFileSync(SIZES_DOC, "utf8");
    const sizes = documentedSizes(doc);
    expect(sizes, "run: npx tsx scripts/package.ts --sizes").toBeDefined();
    expect(doc).toContain(`${SIZE_MARKERS.begin}\n${renderSizes(sizes!)}\n${SIZE_MARKERS.end}`);
    const withCode = Object.entries(packages["vendor-api-contracts"].exports as Record<string, object | string>).filter(([, t]) => typeof t === "object" && "default" in t);
    expect(Object.keys(sizes!.bundles)).toEqual(withCode.map(([key]) => `${packages["vendor-api-contracts"].name}${key.slice(1)}`));
    // the budgets
    expect(sizes!["vendor-api"].unpackedSize).toBeLessThanOrEqual(15 * 2 ** 20);
    expect(sizes!["vendor-api-contracts"].installedBytes).toBeLessThanOrEqual(4 * 2 ** 20);
  });

  it("sizeDifferences: a byte figure may be 10 % (at least 2 KiB) off, a count 10 % (at least 1)", () => {
    const pkg = { size: 100_000, unpackedSize: 1_000_000, files: 50, installedPackages: 4, installedBytes: 2_000_000 };
    const measured: Sizes = { "vendor-api-contracts": pkg, "vendor-api": pkg, bundles: { "vendor-api-contracts/helpers": 5000 } };
    expect(sizeDifferences(measured, measured)).toEqual([]);
    const near: Sizes = { ...measured, "vendor-api-contracts": { ...pkg, unpackedSize: 1_099_000, installedPackages: 5, files: 55 }, bundles: { "vendor-api-contracts/helpers": 7000 } };
    expect(sizeDifferences(near, measured)).toEqual([]);
    const far: Sizes = {
      ...measured,
      "vendor-api-contracts": { ...pkg, unpackedSize: 1_101_000, installedPackages: 6 },
      bundles: { "vendor-api-contracts/helpers": 7100, "vendor-api-contracts/gone": 1 },
    };
    expect(sizeDifferences(far, measured)).toEqual([
      "vendor-api-contracts unpacked bytes: documented 1101000, measured 1000000",
      "vendor-api-contracts installed packages: documented 6, measured 4",
      "vendor-api-contracts/helpers gzipped bytes: documented 7100, measured 5000",
      "vendor-api-contracts/gone: documented, but not an export with JavaScript",
    ]);
  });
});
