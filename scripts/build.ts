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
import { BuildError } from "./lib/build.js";
import { loadRegistry, RegistryError } from "./lib/registry.js";
import { chooseApi, type CommandInfo, parseCommand, runAsProgram, runCommand, UsageError } from "../src/cli/command.js";
import { runBuild } from "./lib/build-incremental.js";
import { updateLedger } from "./lib/parity.js";

const COMMAND: CommandInfo = { name: "build", usage: "usage: npm run build -- [--check] [--force] [--api <key>]" };

/** The build as a program: its exit status (bad usage 2; stale output with --check, or a failure, 1). */
export function main(argv: string[]): Promise<number> {
  return runCommand(
    COMMAND,
    async () => {
      const parsed = parseCommand<{ check?: boolean; force?: boolean; api?: string }>(argv, COMMAND, { check: { type: "boolean" }, force: { type: "boolean" }, api: { type: "string" } });
      if (!parsed) return 0;
      const { values } = parsed;
      if (values.check && values.force) throw new UsageError(`--check writes nothing, so --force means nothing with it; ${COMMAND.usage}`);
      // an API the registry lacks is bad usage (2), as with mock and conform
      const only = values.api === undefined ? undefined : chooseApi(COMMAND, loadRegistry(), values.api).key;
      const report = await runBuild({ only, force: values.force, check: values.check });
      const ledger = await updateLedger({ check: values.check });
      if (ledger.stale && values.check) report.stale.push(`${ledger.file} (the parity ledger)`);
      else if (ledger.stale) console.log(`build: ${ledger.file} written (the parity ledger)`);
      if (!values.check) return 0;
      if (report.stale.length) {
        console.error(`build: generated output is stale; run npm run build and commit:\n  ${report.stale.join("\n  ")}`);
        return 1;
      }
      console.log(`build: generated output of ${report.apis} API${report.apis === 1 ? "" : "s"} is up to date`);
      return 0;
    },
    (err) => (err instanceof BuildError || err instanceof RegistryError || err instanceof UsageError ? (err as Error).message : `unexpected failure: ${(err as Error).message}`),
  );
}

runAsProgram(import.meta.url, main);
