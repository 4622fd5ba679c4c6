/**
 * tsx scripts/package.ts [contracts | tools ...] [--write-exports | --check]
 * The two installable packages (scripts/lib/package-exports.ts), both when none is named.
 * - no flag (each package's `prepack` runs it for itself, so `npm pack --workspaces` builds both): fails
 *   when a package.json's `exports` or `bin` differ from what redocly.yaml implies, then builds its dist/
 *   afresh and checks that every export and bin target exists;
 * - --write-exports: sets `exports` and `bin` from the registry (run it after adding an API);
 * - --check: only compares `exports` and `bin` with the registry (exit 1 when they differ).
 */
import { parseArgs } from "node:util";
import { buildPackage, manifestDiff, PACKAGE_KEYS, PACKAGES, type PackageKey, writeExports } from "./lib/package-exports.js";
import { loadRegistry, RegistryError } from "./lib/registry.js";
import { oneLine } from "./lib/cli.js";

const USAGE = `tsx scripts/package.ts [${PACKAGE_KEYS.join(" | ")} ...] [--write-exports | --check]`;

async function main(): Promise<number> {
  let values: { "write-exports"?: boolean; check?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ options: { "write-exports": { type: "boolean" }, check: { type: "boolean" } }, allowPositionals: true }));
  } catch (err) {
    console.error(`package: ${oneLine((err as Error).message)}; usage: ${USAGE}`);
    return 2;
  }
  const unknown = positionals.filter((p) => !(PACKAGE_KEYS as string[]).includes(p));
  if (unknown.length > 0) {
    console.error(`package: unknown package "${unknown[0]}"; packages: ${PACKAGE_KEYS.join(", ")}; usage: ${USAGE}`);
    return 2;
  }
  const which = positionals.length > 0 ? [...new Set(positionals as PackageKey[])] : PACKAGE_KEYS;
  const apis = loadRegistry();
  if (values["write-exports"]) {
    const changed = await writeExports(apis);
    console.log(changed.length > 0 ? `package: exports rewritten for ${apis.length} APIs in ${changed.map((k) => PACKAGES[k].folder).join(", ")}` : "package: exports already match the registry");
    return 0;
  }
  const diff = (await Promise.all(which.map((k) => manifestDiff(k, apis)))).flat();
  if (diff.length > 0) {
    console.error(`package: exports or bin differ from redocly.yaml (run: npx tsx scripts/package.ts --write-exports):\n  ${diff.join("\n  ")}`);
    return 1;
  }
  if (values.check) {
    console.log(`package: exports match the registry (${apis.length} APIs)`);
    return 0;
  }
  for (const key of which) {
    const started = performance.now();
    const missing = await buildPackage(key, apis);
    if (missing.length > 0) {
      console.error(`package: ${PACKAGES[key].folder}/dist/ lacks files that its package.json points to:\n  ${missing.join("\n  ")}`);
      return 1;
    }
    const what = key === "contracts" ? "bundles, types, clients, helpers" : "vendor-api, emulator, mocks, webhook receiver, registry, docs site";
    console.log(`package: ${PACKAGES[key].name}: ${PACKAGES[key].folder}/dist/ built for ${apis.length} APIs (${what}) in ${Math.round(performance.now() - started)} ms`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`package: ${err instanceof RegistryError ? err.message : err instanceof Error ? err.message : String(err)}`);
    process.exit(err instanceof RegistryError ? 2 : 1);
  },
);
