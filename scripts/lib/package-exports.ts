/**
 * The two installable packages, built from src/ and generated/ into packages/<name>/dist/: what each
 * package.json's `exports` and `bin` must say, derived from the registry (never listed by hand), and the
 * build of each dist/.
 *
 * vendor-api-contracts (packages/vendor-api-contracts), one runtime dependency, openapi-fetch; for every API of
 * redocly.yaml, `<api>@<version>`:
 * - `./<api>/<version>`: the typed client factory and the types (generated client.ts → dist .js + .d.ts);
 * - `./<api>/<version>/types`: the types only (schema.d.ts, a declaration file with no import at all, so
 *   `import type` from it pulls no runtime code; it has no JavaScript target, so a value import fails);
 * - `./<api>/<version>/openapi.json`: the bundled document;
 * then `./helpers` (src/helpers/index.ts: retry, long-running operations, paging) and `./package.json`.
 *
 * vendor-api (packages/vendor-api), which depends on vendor-api-contracts at the same version and on the heavy
 * runtime libraries: `./emulator` (startEmulator), `./webhook-receiver` (it validates with ajv, so it is
 * not a helper of the light package), `./parity.json` (the emulator's parity ledger, docs/parity.json),
 * `./package.json`, and the one command, `bin` `vendor-api`. Its dist/
 * holds the compiled src/, the registry (dist/redocly.yaml: the `apis:` map and `bundles:
 * vendor-api-contracts`, so src/registry.ts finds each bundle in that package, not in a copy) and the
 * docs site (dist/site, one copy of Redoc's script for every page).
 *
 * vendor-api's declarations use node's types (Buffer, node:http's request and response, node:crypto), so the
 * declaration file of each of its exports starts with `/// <reference types="node" />` (NODE_TYPES_REFERENCE)
 * and the package has @types/node as a peer dependency: TypeScript 6 and later include no @types package
 * unless `types` names it or a declaration refers to it, and tsc (since 5.5) neither writes nor keeps that
 * line by itself. vendor-api-contracts uses nothing of node's and needs neither.
 *
 * Each dist/ is laid out like the repository (dist/generated/..., dist/src/...), so the same relative
 * imports hold, and tests/types.test.ts maps an export back to its source file by dropping `./dist/`.
 */
import { execFile } from "node:child_process";
import { copyFile, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { parse, stringify } from "yaml";
import { buildSite, SCALAR_ASSET } from "./docs-site.js";
import { PACKAGE_KEYS, PACKAGES, type PackageKey } from "./packages.js";
import { PARITY_FILE } from "./parity.js";
import { type ApiEntry, repoRoot } from "./registry.js";

export { PACKAGE_KEYS, PACKAGES, type PackageKey };

const run = promisify(execFile);

export type ExportTarget = string | { types: string; default?: string };
export type ExportsMap = Record<string, ExportTarget>;

/** dist/ folder of an API's generated files, as a package-relative path. */
export const distDirOf = (api: ApiEntry) => `./dist/generated/${api.name}/${api.version}`;

/** The `exports` map the registry implies for a package, in registry order. */
export function expectedExports(which: PackageKey, apis: ApiEntry[]): ExportsMap {
  const out: ExportsMap = {};
  if (which === "vendor-api-contracts") {
    for (const api of apis) {
      const dir = distDirOf(api);
      out[`./${api.name}/${api.version}`] = { types: `${dir}/client.d.ts`, default: `${dir}/client.js` };
      out[`./${api.name}/${api.version}/types`] = { types: `${dir}/schema.d.ts` };
      out[`./${api.name}/${api.version}/openapi.json`] = `${dir}/openapi.json`;
    }
    out["./helpers"] = { types: "./dist/src/helpers/index.d.ts", default: "./dist/src/helpers/index.js" };
  } else {
    out["./emulator"] = { types: "./dist/src/emulator/start.d.ts", default: "./dist/src/emulator/start.js" };
    out["./webhook-receiver"] = { types: "./dist/src/helpers/webhook-receiver.d.ts", default: "./dist/src/helpers/webhook-receiver.js" };
    out["./parity.json"] = `./dist/${PARITY_FILE}`;
  }
  out["./package.json"] = "./package.json";
  return out;
}

/** A package's commands: the tools package has the one, `vendor-api`; the contracts package none. */
export const expectedBin = (which: PackageKey): Record<string, string> | undefined => (which === "vendor-api" ? { "vendor-api": "dist/src/cli/vendor-api.js" } : undefined);

/** One line per difference between package.json `bin` and expectedBin(which). */
export function binDiff(which: PackageKey, actual: unknown): string[] {
  const expected = expectedBin(which);
  return JSON.stringify(actual) === JSON.stringify(expected) ? [] : [`bin is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`];
}

/** One line per difference between `actual` and `expected` (empty: they agree, order included). */
export function exportsDiff(actual: unknown, expected: ExportsMap): string[] {
  if (typeof actual !== "object" || actual === null || Array.isArray(actual)) return ['package.json has no "exports" map'];
  const have = actual as Record<string, unknown>;
  const lines: string[] = [];
  for (const [key, target] of Object.entries(expected)) {
    if (!(key in have)) lines.push(`missing ${key} → ${JSON.stringify(target)}`);
    else if (JSON.stringify(have[key]) !== JSON.stringify(target)) lines.push(`${key} is ${JSON.stringify(have[key])}, expected ${JSON.stringify(target)}`);
  }
  for (const key of Object.keys(have)) if (!(key in expected)) lines.push(`extra ${key} (no such API in redocly.yaml)`);
  if (lines.length === 0 && Object.keys(have).join() !== Object.keys(expected).join()) lines.push("the entries are not in registry order");
  return lines;
}

/** The package.json of a package (root: the repository). */
export async function readManifest(which: PackageKey, root = repoRoot): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(join(root, PACKAGES[which].folder, "package.json"), "utf8")) as Record<string, unknown>;
}

/** One line per way a package's package.json differs from what the registry implies (exports, bin). */
export async function manifestDiff(which: PackageKey, apis: ApiEntry[], root = repoRoot): Promise<string[]> {
  const pkg = await readManifest(which, root);
  return [...exportsDiff(pkg.exports, expectedExports(which, apis)), ...binDiff(which, pkg.bin)].map((line) => `${PACKAGES[which].folder}/package.json: ${line}`);
}

/** Set `exports` (and `bin`) of each package.json to what the registry implies; returns the packages changed. */
export async function writeExports(apis: ApiEntry[], root = repoRoot): Promise<PackageKey[]> {
  const changed: PackageKey[] = [];
  for (const which of PACKAGE_KEYS) {
    if ((await manifestDiff(which, apis, root)).length === 0) continue;
    const pkg = await readManifest(which, root);
    pkg.exports = expectedExports(which, apis);
    const bin = expectedBin(which);
    if (bin) pkg.bin = bin;
    else delete pkg.bin;
    await writeFile(join(root, PACKAGES[which].folder, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
    changed.push(which);
  }
  return changed;
}

/** tsc -p <package>/tsconfig.build.json (its entry points and what they import → dist/, ESM + .d.ts). */
async function compile(folder: string, root: string): Promise<void> {
  const tsc = join(root, "node_modules", "typescript", "bin", "tsc");
  try {
    await run(process.execPath, [tsc, "-p", join(folder, "tsconfig.build.json")], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    throw new Error(`tsc -p ${join(folder, "tsconfig.build.json")} failed:\n${e.stdout || e.stderr || e.message}`);
  }
}

const isFile = (path: string) =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  );

/**
 * Build a package's dist/ afresh and return the package-relative files that are missing (none when sound):
 * the targets of its exports and bin (the bin with its #! line), and for the tools package its registry and
 * docs site. Both: compile its tsconfig.build.json and copy the repository's LICENSE next to its
 * package.json. The contracts package: each API's schema.d.ts (tsc does not emit input declaration files)
 * and openapi.json next to its client. The tools package: node's types referred to from the declaration
 * file of each export (NODE_TYPES_REFERENCE), the shipped registry, the parity ledger and, unless `site` is
 * false, the docs site (scripts/lib/docs-site.ts, the addresses at their defaults, from generated/).
 */
export async function buildPackage(which: PackageKey, apis: ApiEntry[], root = repoRoot, { site = true }: { site?: boolean } = {}): Promise<string[]> {
  const folder = join(root, PACKAGES[which].folder);
  const dist = join(folder, "dist");
  await rm(dist, { recursive: true, force: true });
  await compile(folder, root);
  await copyFile(join(root, "LICENSE"), join(folder, "LICENSE"));
  const missing: string[] = [];
  if (which === "vendor-api-contracts") {
    for (const api of apis) {
      const target = join(folder, distDirOf(api));
      await mkdir(target, { recursive: true });
      for (const file of ["schema.d.ts", "openapi.json"]) await copyFile(join(api.generatedDir, file), join(target, file));
    }
  } else {
    for (const target of Object.values(expectedExports(which, apis))) {
      if (typeof target !== "string") await referNodeTypes(join(folder, target.types));
    }
    await writeFile(join(dist, "redocly.yaml"), shippedRegistry(await readFile(join(root, "redocly.yaml"), "utf8")));
    await mkdir(join(dist, PARITY_FILE, ".."), { recursive: true });
    await copyFile(join(root, PARITY_FILE), join(dist, PARITY_FILE));
    if (site) {
      await buildSite({ entries: apis, outDir: join(dist, "site") });
      for (const file of ["dist/site/index.html", `dist/site/${SCALAR_ASSET}`]) if (!(await isFile(join(folder, file)))) missing.push(file);
    }
  }
  const targets = [...Object.values(expectedExports(which, apis)), ...Object.values(expectedBin(which) ?? {})];
  for (const target of targets) {
    for (const path of typeof target === "string" ? [target] : Object.values(target)) {
      if (path && !(await isFile(join(folder, path)))) missing.push(path);
    }
  }
  for (const bin of Object.values(expectedBin(which) ?? {})) {
    if (!(await readFile(join(folder, bin), "utf8").catch(() => "")).startsWith("#!/usr/bin/env node\n")) missing.push(`${bin} (with its #!/usr/bin/env node line)`);
  }
  return missing;
}

/** The first line of each declaration file of vendor-api's exports: it brings node's types into the consumer's program. */
export const NODE_TYPES_REFERENCE = '/// <reference types="node" />';

/** Prepend NODE_TYPES_REFERENCE to a declaration file (once). */
async function referNodeTypes(file: string): Promise<void> {
  const text = await readFile(file, "utf8");
  if (!text.startsWith(NODE_TYPES_REFERENCE)) await writeFile(file, `${NODE_TYPES_REFERENCE}\n${text}`);
}

/** The package whose exports hold the bundles: the tools package's registry points there. */
export const BUNDLES_PACKAGE = PACKAGES["vendor-api-contracts"].name;

/**
 * The registry as the tools package ships it: redocly.yaml's `apis:` map (its lint settings point at
 * files the package leaves out) and `bundles:`, the package that holds the bundles (src/registry.ts).
 */
export function shippedRegistry(redoclyYaml: string): string {
  const apis = (parse(redoclyYaml) as { apis?: unknown } | null)?.apis;
  return `# The registry of the APIs of this package (redocly.yaml's apis: map, written by scripts/package.ts).\n# Bundles: the exports <api>/<version>/openapi.json of the package named by bundles:.\n${stringify({ bundles: BUNDLES_PACKAGE, apis })}`;
}
