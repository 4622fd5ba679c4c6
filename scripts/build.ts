/**
 * npm run build [-- --check] [-- --api <key>]
 * Bundles every API of the registry to generated/<api>/<version>/openapi.json, generates schema.d.ts
 * (openapi-typescript) and client.ts (openapi-fetch factory). One line per API: what, how long.
 * --check writes nothing and exits 1 when committed output is stale (or orphaned).
 */
import { readdirSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { BuildError, buildAll, staleFiles, writeFiles } from "./lib/build.js";
import { findApi, loadRegistry, RegistryError, repoRoot, toPosix } from "./lib/registry.js";
import { oneLine } from "./lib/cli.js";

function fail(message: string, code = 2): never {
  console.error(`build: ${message}`);
  process.exit(code);
}

/** generated/<api>/<version> folders that no registry entry produces any more. */
function orphanDirs(keep: Set<string>): string[] {
  const root = join(repoRoot, "generated");
  const found: string[] = [];
  let names: string[] = [];
  try {
    names = readdirSync(root);
  } catch {
    return found;
  }
  for (const name of names) {
    let versions: string[] = [];
    try {
      versions = readdirSync(join(root, name));
    } catch {
      continue;
    }
    for (const v of versions) if (!keep.has(join(root, name, v))) found.push(join(root, name, v));
  }
  return found;
}

async function main() {
  let values: { check?: boolean; api?: string };
  try {
    ({ values } = parseArgs({ options: { check: { type: "boolean" }, api: { type: "string" } }, strict: true }));
  } catch (err) {
    fail(`${oneLine((err as Error).message)}; usage: npm run build [-- --check] [-- --api <key>]`);
  }
  const registry = loadRegistry();
  const apis = values.api ? [findApi(registry, values.api)] : registry;
  const results = await buildAll(apis);
  const orphans = values.api ? [] : orphanDirs(new Set(registry.map((a) => a.generatedDir)));

  if (values.check) {
    const stale = await staleFiles(results.flatMap((r) => r.files));
    stale.push(...orphans.map((o) => `${toPosix(relative(repoRoot, o))}/ (no registry entry)`));
    if (stale.length) {
      console.error(`build: generated output is stale; run npm run build and commit:\n  ${stale.join("\n  ")}`);
      process.exit(1);
    }
    console.log(`build: generated output of ${results.length} APIs is up to date`);
    return;
  }
  for (const r of results) {
    await writeFiles(r.files);
    const names = r.files.map((f) => f.path.split("/").pop()).join(", ");
    console.log(
      `${r.api.key.padEnd(28)} ${toPosix(relative(repoRoot, r.api.generatedDir))}/{${names}}  ${r.operations} operations  ${Math.round(r.ms)} ms`,
    );
  }
  for (const o of orphans) {
    rmSync(o, { recursive: true, force: true });
    console.log(`removed ${toPosix(relative(repoRoot, o))} (no registry entry)`);
  }
}

main().catch((err) => {
  if (err instanceof BuildError || err instanceof RegistryError) fail(err.message, 1);
  fail(`unexpected failure: ${(err as Error).message}`, 1);
});
