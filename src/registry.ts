/**
 * The registry: `redocly.yaml`'s `apis:` map is the single list of APIs in this repository.
 * Every script, test and the emulator ask this module, and nothing else, which APIs exist.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

/**
 * The folder holding redocly.yaml: this file's parent (src/registry.ts) or grandparent (dist/src/registry.js
 * of the installed vendor-api package, whose dist/redocly.yaml is the registry it was built with).
 */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 3; up++, dir = dirname(dir)) if (existsSync(join(dir, "redocly.yaml"))) return dir;
  return resolve(dirname(fileURLToPath(import.meta.url)), "..");
}

export const repoRoot = findRoot();

export interface ApiEntry {
  /** Registry key, `<api>@<version>`, as Redocly knows it. */
  key: string;
  /** Short API name, e.g. `webhooks`. */
  name: string;
  /** Version as written in the key, e.g. `v2.0` or `2025-09-01`. */
  version: string;
  /** Family folder under specs/, e.g. `business`. */
  family: string;
  /** Absolute path of the hand-written root document. */
  root: string;
  /** Absolute folder of generated output: generated/<api>/<version>/ (installed: the bundle's folder in vendor-api-contracts). */
  generatedDir: string;
  /** Absolute path of the bundled document. */
  bundle: string;
  /** Absolute folder of recorded HAR payloads: tests/recorded/<api>/<version>/. */
  recordedDir: string;
}

export class RegistryError extends Error {}

/**
 * Where an API's bundle is, for a registry that names a package in `bundles:` (the installed vendor-api
 * ships `bundles: vendor-api-contracts`): that package's export `<api>/<version>/openapi.json`, resolved
 * from here as Node resolves it, so the tools use the contracts package they depend on, never a copy.
 */
function bundleIn(pkg: string, key: string, name: string, version: string): string {
  try {
    return createRequire(import.meta.url).resolve(`${pkg}/${name}/${version}/openapi.json`);
  } catch (err) {
    const code = (err as { code?: string }).code ?? (err as Error).message;
    throw new RegistryError(`${key}: no bundle in the installed ${pkg} (${code}); install the ${pkg} version this package depends on`);
  }
}

/**
 * The registry of `file`; its roots are relative to the file's folder, as Redocly reads them (default: this
 * repository's). Bundles are generated/<api>/<version>/openapi.json next to the file, or, when the file
 * names a package in `bundles:`, that package's (bundleIn).
 */
export function loadRegistry(file = join(repoRoot, "redocly.yaml")): ApiEntry[] {
  const base = dirname(file);
  let doc: unknown;
  try {
    doc = parse(readFileSync(file, "utf8"));
  } catch (err) {
    throw new RegistryError(`cannot read the registry ${relative(repoRoot, file)}: ${(err as Error).message}`);
  }
  const apis = (doc as { apis?: Record<string, { root?: string }> } | null)?.apis;
  if (!apis || typeof apis !== "object") throw new RegistryError(`${relative(repoRoot, file)} has no apis: map`);
  const bundles = (doc as { bundles?: unknown }).bundles;
  if (bundles !== undefined && (typeof bundles !== "string" || bundles === "")) throw new RegistryError(`${relative(repoRoot, file)}: bundles: must name a package`);
  return Object.entries(apis).map(([key, value]) => {
    const m = /^([a-z0-9][a-z0-9-]*)@([A-Za-z0-9._-]+)$/.exec(key);
    if (!m) throw new RegistryError(`registry key "${key}" is not shaped <api>@<version>`);
    const [, name = "", version = ""] = m;
    if (!value?.root) throw new RegistryError(`registry entry "${key}" has no root`);
    const rel = value.root.split("/");
    // specs/<family>/<api>/<version>/openapi.yaml
    if (rel.length !== 5 || rel[0] !== "specs" || rel[2] !== name || rel[3] !== version) {
      throw new RegistryError(`registry entry "${key}": root must be specs/<family>/${name}/${version}/openapi.yaml, got ${value.root}`);
    }
    const bundle = typeof bundles === "string" ? bundleIn(bundles, key, name, version) : join(base, "generated", name, version, "openapi.json");
    return {
      key,
      name,
      version,
      family: rel[1] ?? "",
      root: join(base, ...rel),
      generatedDir: dirname(bundle),
      bundle,
      recordedDir: join(base, "tests", "recorded", name, version),
    };
  });
}

/**
 * Find one API by `<api>@<version>` or by `<api>` when that name has a single version. `where` says where
 * the list lives in the message ("in redocly.yaml"; the package's command: "in this package").
 */
export function findApi(entries: ApiEntry[], wanted: string, where = "in redocly.yaml"): ApiEntry {
  const exact = entries.find((e) => e.key === wanted);
  if (exact) return exact;
  const byName = entries.filter((e) => e.name === wanted);
  if (byName.length === 1) return byName[0]!;
  const known = entries.map((e) => e.key).join(", ");
  if (byName.length > 1) throw new RegistryError(`"${wanted}" has several versions; name one of: ${byName.map((e) => e.key).join(", ")}`);
  throw new RegistryError(`no API "${wanted}" ${where}; known: ${known}`);
}

export const toPosix = (p: string) => p.split(sep).join("/");
