/**
 * npm run build -- [--check] [--force] [--api <key>]
 * Bundles the APIs of the registry in-process to generated/<api>/<version>/openapi.json, generates schema.d.ts
 * (openapi-typescript) and client.ts (openapi-fetch factory). Incremental (scripts/lib/build-incremental.ts):
 * only the APIs whose input files, outputs or build settings changed are rebuilt, one line each (what was
 * written, how long, why); with nothing changed it says so in one line and writes nothing.
 * --force rebuilds every API (files whose bytes are unchanged are still not rewritten).
 * --check writes nothing, rebuilds everything in memory and exits 1 when committed output is stale (or orphaned).
 * Then the parity ledger, docs/parity.json (scripts/lib/parity.ts), from the bundles and the emulator's
 * declarations: written when it changed (one line), or, with --check, counted as stale output.
 */
import { parseArgs } from "node:util";
import { BuildError } from "./lib/build.js";
import { runBuild } from "./lib/build-incremental.js";
import { updateLedger } from "./lib/parity.js";
import { RegistryError } from "./lib/registry.js";
import { oneLine } from "./lib/cli.js";

const USAGE = "usage: npm run build -- [--check] [--force] [--api <key>]";

function fail(message: string, code = 2): never {
  console.error(`build: ${message}`);
  process.exit(code);
}

async function main() {
  let values: { check?: boolean; force?: boolean; api?: string; help?: boolean };
  try {
    ({ values } = parseArgs({ options: { check: { type: "boolean" }, force: { type: "boolean" }, api: { type: "string" }, help: { type: "boolean", short: "h" } }, strict: true }));
  } catch (err) {
    fail(`${oneLine((err as Error).message)}; ${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (values.check && values.force) fail(`--check writes nothing, so --force means nothing with it; ${USAGE}`);
  const report = await runBuild({ only: values.api, force: values.force, check: values.check });
  const ledger = await updateLedger({ check: values.check });
  if (ledger.stale && values.check) report.stale.push(`${ledger.file} (the parity ledger)`);
  else if (ledger.stale) console.log(`build: ${ledger.file} written (the parity ledger)`);
  if (values.check) {
    if (report.stale.length) {
      console.error(`build: generated output is stale; run npm run build and commit:\n  ${report.stale.join("\n  ")}`);
      process.exit(1);
    }
    console.log(`build: generated output of ${report.apis} API${report.apis === 1 ? "" : "s"} is up to date`);
  }
}

main().catch((err) => {
  if (err instanceof BuildError || err instanceof RegistryError) fail(err.message, 1);
  fail(`unexpected failure: ${(err as Error).message}`, 1);
});
