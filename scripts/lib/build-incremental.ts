/**
 * The incremental build behind `npm run build`: generated/.build-manifest.json records, per API, every file
 * its bundle read and every file it wrote, with a content hash of each, and the build's settings (tool
 * versions and the build code, the API's part of redocly.yaml). An API is rebuilt only when one of these
 * differs; a build with nothing changed reads and hashes files, bundles nothing and writes nothing.
 * The manifest is committed and deterministic (relative posix paths, sorted, no times), so a fresh clone
 * builds nothing; `--check` never relies on it: it rebuilds everything in memory and compares bytes, the
 * manifest's included.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
// Types only: the build itself (Redocly's library, openapi-typescript and TypeScript) is loaded when there is something to build.
import type { BuildResult, BuiltFile } from "./build.js";
import { contentHash } from "./content-hash.js";
import { type ApiEntry, findApi, loadRegistry, repoRoot, toPosix } from "./registry.js";

export const MANIFEST = "generated/.build-manifest.json";

export interface ApiRecord {
  /** Hash of the tool versions and the build code this API was built with (toolsOf). */
  tools: string;
  /** Hash of redocly.yaml as it concerns this API: everything but the other APIs' entries. */
  config: string;
  /** Every file the bundle read, relative posix path → content hash. */
  inputs: Record<string, string>;
  /** Every file written, relative posix path → content hash. */
  outputs: Record<string, string>;
}

export interface Manifest {
  about: string;
  /** What the build ran with (for readers; each record keeps the hash it was built with). */
  tools: Record<string, string>;
  apis: Record<string, ApiRecord>;
}

const ABOUT =
  "Written by npm run build (scripts/lib/build-incremental.ts): per API, each file its bundle read and each file it wrote, with a content hash. A build skips the APIs whose files and settings are unchanged; --check rebuilds everything and compares.";

/** Tool versions and the hash of the code that turns a bundle into files: a change to any of them rebuilds every API. */
export function toolsOf(): Record<string, string> {
  const version = (pkg: string) => {
    try {
      return (JSON.parse(readFileSync(join(repoRoot, "node_modules", ...pkg.split("/"), "package.json"), "utf8")) as { version: string }).version;
    } catch {
      return "unknown";
    }
  };
  const code = (file: string) => contentHash(readFileSync(fileURLToPath(new URL(file, import.meta.url)), "utf8"));
  return {
    "@redocly/openapi-core": version("@redocly/openapi-core"),
    "openapi-typescript": version("openapi-typescript"),
    typescript: version("typescript"),
    "scripts/lib/build.ts": code("./build.ts"),
    "scripts/lib/code-samples.ts": code("./code-samples.ts"),
    // the package name the samples import the clients from
    "scripts/lib/packages.ts": code("./packages.ts"),
  };
}

/** Hash of redocly.yaml without the other APIs' entries: adding an API leaves the others alone; a rule, decorator or extends change rebuilds all. */
function configHashes(root: string, keys: string[]): Map<string, string> {
  const doc = (parse(readFileSync(join(root, "redocly.yaml"), "utf8")) ?? {}) as Record<string, unknown>;
  const apis = (doc.apis ?? {}) as Record<string, unknown>;
  return new Map(keys.map((key) => [key, contentHash(JSON.stringify({ ...doc, apis: { [key]: apis[key] } }))]));
}

export function readManifest(root = repoRoot): { manifest?: Manifest; text?: string } {
  let text: string;
  try {
    text = readFileSync(join(root, MANIFEST), "utf8");
  } catch {
    return {};
  }
  try {
    const manifest = JSON.parse(text) as Manifest;
    return manifest && typeof manifest.apis === "object" ? { manifest, text } : { text };
  } catch {
    return { text };
  }
}

export const manifestText = (manifest: Manifest) => `${JSON.stringify(manifest, null, 2)}\n`;

function recordOf(result: BuildResult, toolsHash: string, configHash: string): ApiRecord {
  return {
    tools: toolsHash,
    config: configHash,
    inputs: result.inputs,
    outputs: Object.fromEntries(result.files.map((f) => [f.path, contentHash(f.content)])),
  };
}

/** The manifest a build writes: records of `keys` in that order, the fresh ones replacing the previous ones. */
function nextManifest(previous: Manifest | undefined, fresh: Map<string, ApiRecord>, keys: string[], tools: Record<string, string>): Manifest {
  const apis: Record<string, ApiRecord> = {};
  for (const key of keys) {
    const record = fresh.get(key) ?? previous?.apis[key];
    if (record) apis[key] = record;
  }
  return { about: ABOUT, tools, apis };
}

/** Why an API must be rebuilt, or undefined when its record matches every file and setting. */
async function staleness(
  api: ApiEntry,
  record: ApiRecord | undefined,
  toolsHash: string,
  configHash: string,
  root: string,
  hashOf: (path: string) => Promise<string | undefined>,
): Promise<string | undefined> {
  if (!record) return "not built before";
  if (record.tools !== toolsHash) return "build tools, scripts/lib/build.ts, code-samples.ts or packages.ts changed";
  if (record.config !== configHash) return "its redocly.yaml settings changed";
  const changed: string[] = [];
  for (const [path, hash] of Object.entries(record.inputs ?? {})) {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) return `reads ${path}, which cannot be checked without fetching it`;
    const now = await hashOf(path);
    if (now !== hash) changed.push(now === undefined ? `${path} is gone` : `${path} changed`);
  }
  if (changed.length) return changed.length > 3 ? `${changed.slice(0, 3).join(", ")} and ${changed.length - 3} more` : changed.join(", ");
  if (Object.keys(record.inputs ?? {}).length === 0) return "no inputs recorded";
  const dir = toPosix(relative(root, api.generatedDir));
  const expected = [`${dir}/openapi.json`, `${dir}/schema.d.ts`, `${dir}/client.ts`];
  if (Object.keys(record.outputs ?? {}).join("\n") !== expected.join("\n")) return "its recorded outputs are not the expected files";
  for (const [path, hash] of Object.entries(record.outputs)) {
    const now = await hashOf(path);
    if (now !== hash) return now === undefined ? `${path} is missing` : `${path} differs from what the last build wrote`;
  }
  return undefined;
}

/** generated/<api>/<version> folders that no registry entry produces any more. */
export function orphanDirs(registry: ApiEntry[], root = repoRoot): string[] {
  const keep = new Set(registry.map((a) => a.generatedDir));
  const generated = join(root, "generated");
  const found: string[] = [];
  const dirs = (dir: string) => {
    try {
      return readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name);
    } catch {
      return [];
    }
  };
  for (const name of dirs(generated)) for (const v of dirs(join(generated, name))) if (!keep.has(join(generated, name, v))) found.push(join(generated, name, v));
  return found;
}

/** Write the files whose bytes differ from what is on disk; returns the paths written. */
export async function writeChanged(files: BuiltFile[], root = repoRoot): Promise<string[]> {
  const written: string[] = [];
  for (const f of files) {
    const target = join(root, f.path);
    if ((await readFile(target, "utf8").catch(() => undefined)) === f.content) continue;
    await mkdir(join(target, ".."), { recursive: true });
    await writeFile(target, f.content);
    written.push(f.path);
  }
  return written;
}

export interface RunOptions {
  /** Repository to build (its redocly.yaml, specs/ and generated/). Default: this one. */
  root?: string;
  /** Build this API only (`--api`). */
  only?: string;
  /** Rebuild whatever the manifest says (`--force`). */
  force?: boolean;
  /** Write nothing; list every generated file (manifest included) whose committed bytes a build would change (`--check`). */
  check?: boolean;
  log?: (line: string) => void;
}

export interface RunReport {
  /** APIs considered. */
  apis: number;
  rebuilt: { key: string; why: string; written: string[]; ms: number; operations: number }[];
  upToDate: string[];
  /** Orphaned generated folders removed. */
  removed: string[];
  manifestWritten: boolean;
  /** --check only: stale files, posix paths relative to the root (empty: up to date). */
  stale: string[];
  /** --check only: what the build made in memory. */
  built?: BuildResult[];
}

export async function runBuild(options: RunOptions = {}): Promise<RunReport> {
  const started = performance.now();
  const root = options.root ?? repoRoot;
  const log = options.log ?? ((line: string) => console.log(line));
  const registry = loadRegistry(join(root, "redocly.yaml"));
  const selected = options.only ? [findApi(registry, options.only)] : registry;
  const tools = toolsOf();
  const toolsHash = contentHash(JSON.stringify(tools));
  const keys = registry.map((a) => a.key);
  const configs = configHashes(root, keys);
  const { manifest: previous, text: previousText } = readManifest(root);
  const report: RunReport = { apis: selected.length, rebuilt: [], upToDate: [], removed: [], manifestWritten: false, stale: [] };
  const orphans = options.only ? [] : orphanDirs(registry, root);
  const shown = (p: string) => toPosix(relative(root, p));

  if (options.check) {
    const { buildAll, staleFiles } = await import("./build.js");
    const results = await buildAll(selected, { root });
    report.built = results;
    report.stale = await staleFiles(
      results.flatMap((r) => r.files),
      root,
    );
    const fresh = new Map(results.map((r) => [r.api.key, recordOf(r, toolsHash, configs.get(r.api.key)!)]));
    // One API (--api): its record only. Everything: the whole manifest as a build would write it.
    const manifestStale = options.only
      ? selected.some((a) => JSON.stringify(previous?.apis[a.key]) !== JSON.stringify(fresh.get(a.key)))
      : manifestText(nextManifest(previous, fresh, keys, tools)) !== previousText;
    if (manifestStale) report.stale.push(MANIFEST);
    report.stale.push(...orphans.map((o) => `${shown(o)}/ (no registry entry)`));
    return report;
  }

  // What to rebuild: every input and output file is hashed once, however many APIs share it.
  const hashes = new Map<string, Promise<string | undefined>>();
  const hashOf = (path: string) => {
    let h = hashes.get(path);
    if (!h) hashes.set(path, (h = readFile(join(root, path), "utf8").then(contentHash, () => undefined)));
    return h;
  };
  const stale: { api: ApiEntry; why: string }[] = [];
  for (const api of selected) {
    const why = options.force
      ? "--force"
      : previous
        ? await staleness(api, previous.apis[api.key], toolsHash, configs.get(api.key)!, root, hashOf)
        : existsSync(join(root, MANIFEST))
          ? `${MANIFEST} is not readable`
          : `no ${MANIFEST}`;
    if (why) stale.push({ api, why });
    else report.upToDate.push(api.key);
  }

  const fresh = new Map<string, ApiRecord>();
  if (stale.length) {
    const { buildAll, loadRedoclyConfig } = await import("./build.js");
    // openapi-typescript (and TypeScript) loaded before the first API's clock starts.
    const [config] = await Promise.all([loadRedoclyConfig(root), import("openapi-typescript")]);
    for (const { api, why } of stale) {
      const [result] = await buildAll([api], { root, config });
      const r = result!;
      const written = await writeChanged(r.files, root);
      fresh.set(api.key, recordOf(r, toolsHash, configs.get(api.key)!));
      report.rebuilt.push({ key: api.key, why, written, ms: r.ms, operations: r.operations });
      const dir = shown(api.generatedDir);
      const what = written.length ? `${dir}/{${written.map((p) => p.split("/").pop()).join(", ")}} written` : `${dir}/ unchanged`;
      log(`${api.key.padEnd(34)} ${what}  ${r.operations} operations  ${Math.round(r.ms)} ms  (${why})`);
    }
  }
  // With --api, the records of the other APIs stay as they are (those no longer in the registry too).
  const kept = options.only ? Object.keys(previous?.apis ?? {}).filter((k) => !keys.includes(k)) : [];
  const text = manifestText(nextManifest(previous, fresh, [...keys, ...kept], tools));
  if (text !== previousText) {
    await mkdir(join(root, "generated"), { recursive: true });
    await writeFile(join(root, MANIFEST), text);
    report.manifestWritten = true;
  }
  for (const o of orphans) {
    await rm(o, { recursive: true, force: true });
    report.removed.push(shown(o));
    log(`removed ${shown(o)} (no registry entry)`);
  }
  const n = (count: number, what: string) => `${count} ${what}${count === 1 ? "" : "s"}`;
  if (!report.rebuilt.length && !report.removed.length && !report.manifestWritten) {
    log(`build: nothing changed: ${n(selected.length, "API")} up to date`);
  } else {
    const files = report.rebuilt.reduce((sum, r) => sum + r.written.length, 0);
    log(
      `build: ${report.rebuilt.length} of ${n(selected.length, "API")} rebuilt (${n(files, "file")} written${report.manifestWritten ? ", manifest updated" : ""}), ` +
        `${report.upToDate.length} up to date, ${Math.round(performance.now() - started)} ms`,
    );
  }
  return report;
}
