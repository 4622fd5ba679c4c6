/**
 * The installable package: what `package.json` `exports` must say, derived from the registry (never
 * listed by hand), and the build of `dist/` that those entries point into.
 *
 * For every API of redocly.yaml, `<api>@<version>`:
 * - `./<api>/<version>`: the typed client factory and the types (generated client.ts → dist .js + .d.ts);
 * - `./<api>/<version>/types`: the types only (schema.d.ts, a declaration file with no import at all, so
 *   `import type` from it pulls no runtime code; it has no JavaScript target, so a value import fails);
 * - `./<api>/<version>/openapi.json`: the bundled document.
 * Then `./helpers` (src/helpers: retry, long-running operations, paging, webhook receiver), `./emulator`
 * (src/emulator/start.ts: startEmulator for the user's own tests) and `./package.json`; and the one
 * command, `bin` `vendor-api` (src/cli/vendor-api.ts).
 *
 * dist/ is laid out like the repository, so that the same code finds the same files from there: the
 * registry reader (src/registry.ts) takes the folder of the nearest redocly.yaml as the root, and in the
 * package that is dist/ (dist/redocly.yaml holds the registry's `apis:` map), so each API's bundle is
 * dist/generated/<api>/<version>/openapi.json and the docs site dist/site/.
 */
import { execFile } from "node:child_process";
import { copyFile, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { parse, stringify } from "yaml";
import { buildSite } from "./docs-site.js";
import { type ApiEntry, repoRoot } from "./registry.js";

const run = promisify(execFile);

export type ExportTarget = string | { types: string; default?: string };
export type ExportsMap = Record<string, ExportTarget>;

/** dist/ folder of an API's generated files, as a package-relative path. */
export const distDirOf = (api: ApiEntry) => `./dist/generated/${api.name}/${api.version}`;

/** The `exports` map the registry implies, in registry order. */
export function expectedExports(apis: ApiEntry[]): ExportsMap {
  const out: ExportsMap = {};
  for (const api of apis) {
    const dir = distDirOf(api);
    out[`./${api.name}/${api.version}`] = { types: `${dir}/client.d.ts`, default: `${dir}/client.js` };
    out[`./${api.name}/${api.version}/types`] = { types: `${dir}/schema.d.ts` };
    out[`./${api.name}/${api.version}/openapi.json`] = `${dir}/openapi.json`;
  }
  out["./helpers"] = { types: "./dist/src/helpers/index.d.ts", default: "./dist/src/helpers/index.js" };
  out["./emulator"] = { types: "./dist/src/emulator/start.d.ts", default: "./dist/src/emulator/start.js" };
  out["./package.json"] = "./package.json";
  return out;
}

/** The package's one command. */
export const expectedBin = (): Record<string, string> => ({ "vendor-api": "dist/src/cli/vendor-api.js" });

/** One line per difference between package.json `bin` and expectedBin(). */
export function binDiff(actual: unknown): string[] {
  const expected = expectedBin();
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

/** Set `exports` (and `bin`) in package.json to what the registry implies; returns whether the file changed. */
export async function writeExports(apis: ApiEntry[], file = join(repoRoot, "package.json")): Promise<boolean> {
  const text = await readFile(file, "utf8");
  const pkg = JSON.parse(text) as Record<string, unknown>;
  const expected = expectedExports(apis);
  if (exportsDiff(pkg.exports, expected).length === 0 && binDiff(pkg.bin).length === 0) return false;
  pkg.exports = expected;
  pkg.bin = expectedBin();
  await writeFile(file, `${JSON.stringify(pkg, null, 2)}\n`);
  return true;
}

/**
 * Build dist/ afresh: compile tsconfig.build.json (clients and all of src/ → ESM + .d.ts), then copy each
 * API's schema.d.ts (tsc does not emit input declaration files) and openapi.json next to its client,
 * write the shipped registry (dist/redocly.yaml: the `apis:` map of redocly.yaml, nothing else) and,
 * unless `site` is false, build the docs site into dist/site (scripts/lib/docs-site.ts, the addresses
 * at their defaults). Returns the package-relative files that the exports and the bin point to and
 * that are missing (none when sound).
 */
export async function buildDist(apis: ApiEntry[], root = repoRoot, { site = true }: { site?: boolean } = {}): Promise<string[]> {
  const dist = join(root, "dist");
  await rm(dist, { recursive: true, force: true });
  const tsc = join(root, "node_modules", "typescript", "bin", "tsc");
  try {
    await run(process.execPath, [tsc, "-p", join(root, "tsconfig.build.json")], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    throw new Error(`tsc -p tsconfig.build.json failed:\n${e.stdout || e.stderr || e.message}`);
  }
  const distApis: ApiEntry[] = [];
  for (const api of apis) {
    const target = join(root, distDirOf(api));
    await mkdir(target, { recursive: true });
    for (const file of ["schema.d.ts", "openapi.json"]) await copyFile(join(api.generatedDir, file), join(target, file));
    distApis.push({ ...api, generatedDir: target, bundle: join(target, "openapi.json") });
  }
  await writeFile(join(dist, "redocly.yaml"), shippedRegistry(await readFile(join(root, "redocly.yaml"), "utf8")));
  if (site) await buildSite({ entries: distApis, outDir: join(dist, "site") });
  const missing: string[] = [];
  const targets = [...Object.values(expectedExports(apis)), ...Object.values(expectedBin())];
  for (const target of targets) {
    for (const path of typeof target === "string" ? [target] : Object.values(target)) {
      if (!path) continue;
      const ok = await stat(join(root, path)).then(
        (s) => s.isFile(),
        () => false,
      );
      if (!ok) missing.push(path);
    }
  }
  if (!(await readFile(join(root, expectedBin()["vendor-api"]!), "utf8").catch(() => "")).startsWith("#!/usr/bin/env node\n")) {
    missing.push(`${expectedBin()["vendor-api"]} (with its #!/usr/bin/env node line)`);
  }
  if (
    site &&
    !(await stat(join(dist, "site", "index.html")).then(
      (s) => s.isFile(),
      () => false,
    ))
  )
    missing.push("dist/site/index.html");
  return missing;
}

/** The registry as the package ships it: only redocly.yaml's `apis:` map (its lint settings point at files the package leaves out). */
export function shippedRegistry(redoclyYaml: string): string {
  const apis = (parse(redoclyYaml) as { apis?: unknown } | null)?.apis;
  return `# The registry of the APIs in this package (redocly.yaml's apis: map, written by scripts/package.ts).\n# Bundles: generated/<api>/<version>/openapi.json next to this file.\n${stringify({ apis })}`;
}
