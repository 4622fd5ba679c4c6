/**
 * tsx scripts/package.ts [vendor-api-contracts | vendor-api ...] [--write-exports | --check | --sizes]
 * The two installable packages (scripts/lib/package-exports.ts), both when none is named.
 * - no flag (each package's `prepack` runs it for itself, so `npm pack --workspaces` builds both): fails
 *   when a package.json's `exports` or `bin` differ from what redocly.yaml implies, then builds its dist/
 *   afresh and checks that every export and bin target exists; after vendor-api, says how to install
 *   its tarball before vendor-api-contracts is published (both tarballs in one npm install);
 * - --write-exports: sets `exports` and `bin` from the registry (run it after adding an API);
 * - --check: only compares `exports` and `bin` with the registry (exit 1 when they differ);
 * - --sizes: packs both, installs them in scratch projects and bundles the light package's exports for the
 *   browser (scripts/lib/package-sizes.ts), then writes the figures into docs/packages.md between its markers.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { type CommandInfo, parseCommand, runAsProgram, runCommand, UsageError } from "../src/cli/command.js";
import { docProblem, replaceGenerated } from "./bench/report.js";
import { buildPackage, manifestDiff, PACKAGE_KEYS, PACKAGES, type PackageKey, readManifest, writeExports } from "./lib/package-exports.js";
import { installBoth, MiB, measureSizes, renderSizes, SIZE_MARKERS, SIZES_DOC, tarballName } from "./lib/package-sizes.js";
import { loadRegistry, RegistryError, repoRoot } from "./lib/registry.js";

const COMMAND: CommandInfo = { name: "package", usage: `usage: tsx scripts/package.ts [${PACKAGE_KEYS.join(" | ")} ...] [--write-exports | --check | --sizes]` };

/** The command as a program: 0 done, 1 a failure, 2 bad usage (a flag, a package name, the registry). */
export function main(argv: string[]): Promise<number> {
  // a registry that does not load is the user's to fix: 2, as before
  return runCommand(COMMAND, () => run(argv).catch((err: unknown) => Promise.reject(err instanceof RegistryError ? new UsageError(err.message) : err)));
}

async function run(argv: string[]): Promise<number> {
  const parsed = parseCommand<{ "write-exports"?: boolean; check?: boolean; sizes?: boolean }>(
    argv,
    COMMAND,
    { "write-exports": { type: "boolean" }, check: { type: "boolean" }, sizes: { type: "boolean" } },
    { positionals: true },
  );
  if (!parsed) return 0;
  const { values, positionals } = parsed;
  const unknown = positionals.filter((p) => !(PACKAGE_KEYS as string[]).includes(p));
  if (unknown.length > 0) throw new UsageError(`unknown package "${unknown[0]}"; packages: ${PACKAGE_KEYS.join(", ")}; ${COMMAND.usage}`);
  if (values.sizes) return sizes();
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
    const what = key === "vendor-api-contracts" ? "bundles, types, clients, helpers" : "vendor-api, emulator, mocks, webhook receiver, registry, docs site";
    console.log(`package: ${PACKAGES[key].name}: ${PACKAGES[key].folder}/dist/ built for ${apis.length} APIs (${what}) in ${Math.round(performance.now() - started)} ms`);
  }
  if (which.includes("vendor-api")) {
    const [contracts, tools] = await Promise.all([readManifest("vendor-api-contracts"), readManifest("vendor-api")]);
    const names = {
      "vendor-api-contracts": { filename: tarballName(String(contracts.name), String(contracts.version)) },
      "vendor-api": { filename: tarballName(String(tools.name), String(tools.version)) },
    };
    console.log(`package: ${tools.name} needs ${contracts.name}@${contracts.version}; until that is published, install both tarballs together: ${installBoth(names)}`);
  }
  return 0;
}

/** --sizes: measure, write the figures into docs/packages.md, print them. */
async function sizes(): Promise<number> {
  const problem = docProblem(SIZES_DOC, SIZE_MARKERS);
  if (problem) {
    console.error(`package: ${problem}`);
    return 1;
  }
  const started = performance.now();
  const { sizes, tarballs } = await measureSizes();
  writeFileSync(SIZES_DOC, replaceGenerated(readFileSync(SIZES_DOC, "utf8"), renderSizes(sizes), SIZE_MARKERS));
  const mib = (bytes: number) => `${(bytes / MiB).toFixed(2)} MiB`;
  for (const key of PACKAGE_KEYS) {
    const s = sizes[key];
    console.log(`package: ${tarballs[key].filename}: ${mib(s.size)}, unpacked ${mib(s.unpackedSize)} (${s.files} files); installed ${s.installedPackages} packages, ${mib(s.installedBytes)}`);
  }
  const bundles = Object.values(sizes.bundles);
  console.log(`package: ${bundles.length} exports bundled for the browser, ${Math.min(...bundles)} to ${Math.max(...bundles)} bytes gzipped`);
  console.log(
    `package: figures written to ${relative(repoRoot, SIZES_DOC)} in ${Math.round((performance.now() - started) / 1000)} s; to install both tarballs before publishing: ${installBoth(tarballs)}`,
  );
  return 0;
}

runAsProgram(import.meta.url, main);
