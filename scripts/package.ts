/**
 * tsx scripts/package.ts [--write-exports | --check]
 * The installable package (scripts/lib/package-exports.ts).
 * - no flag (npm pack runs it as `prepack`): fails when package.json `exports` or `bin` differ from what
 *   redocly.yaml implies, then builds dist/ afresh (compiled JavaScript, the bundles, the shipped
 *   registry, the docs site) and checks that every export and bin target exists;
 * - --write-exports: sets package.json `exports` and `bin` from the registry (run it after adding an API);
 * - --check: only compares `exports` and `bin` with the registry (exit 1 when they differ).
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { binDiff, buildDist, expectedExports, exportsDiff, writeExports } from "./lib/package-exports.js";
import { loadRegistry, RegistryError, repoRoot } from "./lib/registry.js";
import { oneLine } from "./lib/cli.js";

async function main(): Promise<number> {
  let values: { "write-exports"?: boolean; check?: boolean };
  try {
    ({ values } = parseArgs({ options: { "write-exports": { type: "boolean" }, check: { type: "boolean" } } }));
  } catch (err) {
    console.error(`package: ${oneLine((err as Error).message)}; usage: tsx scripts/package.ts [--write-exports | --check]`);
    return 2;
  }
  const apis = loadRegistry();
  if (values["write-exports"]) {
    const changed = await writeExports(apis);
    console.log(changed ? `package: package.json exports rewritten for ${apis.length} APIs` : "package: package.json exports already match the registry");
    return 0;
  }
  const pkg = JSON.parse(await readFile(join(repoRoot, "package.json"), "utf8")) as { exports?: unknown; bin?: unknown };
  const diff = [...exportsDiff(pkg.exports, expectedExports(apis)), ...binDiff(pkg.bin)];
  if (diff.length > 0) {
    console.error(`package: package.json exports or bin differ from redocly.yaml (run: npx tsx scripts/package.ts --write-exports):\n  ${diff.join("\n  ")}`);
    return 1;
  }
  if (values.check) {
    console.log(`package: exports match the registry (${apis.length} APIs)`);
    return 0;
  }
  const started = performance.now();
  const missing = await buildDist(apis);
  if (missing.length > 0) {
    console.error(`package: dist/ lacks files that exports point to:\n  ${missing.join("\n  ")}`);
    return 1;
  }
  console.log(`package: dist/ built for ${apis.length} APIs (clients, helpers, emulator, mocks, vendor-api, docs site) in ${Math.round(performance.now() - started)} ms`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`package: ${err instanceof RegistryError ? err.message : err instanceof Error ? err.message : String(err)}`);
    process.exit(err instanceof RegistryError ? 2 : 1);
  },
);
