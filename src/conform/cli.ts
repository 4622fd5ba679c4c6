/**
 * The conform command (`npm run conform`, `vendor-api conform`): check recorded HTTP exchanges (HAR
 * files) against the bundled contracts of the registry.
 *
 *   <command> <file.har> [more.har ...] [--api <key>] [--contract <openapi.json>]
 *
 * --api       check against one registered API only (`webhooks@v2.0`, or `webhooks` when it has one version)
 * --contract  check against this bundled document instead of the registry's (repeatable)
 *
 * Only the entries an API serves are checked (their URL matches a server URL or a path template of a
 * contract, or they name their API or webhook with `_api`/`_webhook`); the others are skipped and counted.
 * Exit status: 0 every checked entry conforms; 1 some entry does not, or a file cannot be read or
 * checked (a HAR, a bundle, a contract); 2 bad usage (no file, an unknown flag or API).
 */
import { existsSync } from "node:fs";
import { relative } from "node:path";
import { type CommandInfo, chooseApi, EXIT_FAILURE, parseCommand, pick, UsageError } from "../cli/command.js";
import { Contract, ContractError, entryContract } from "../contract/validator.js";
import { type ApiEntry, loadRegistry, RegistryError, repoRoot } from "../registry.js";
import { checkHar, type Har, HarError, readHar } from "./har.js";

/** The flags and arguments after the command. */
export const CONFORM_FLAGS = "<file.har> [more.har ...] [--api <key>] [--contract <openapi.json>]";

/** The command as `npm run conform` runs it (scripts/conform.ts); `vendor-api conform` gives its own. */
export const NPM_CONFORM: CommandInfo = { name: "conform", usage: `usage: npm run conform -- ${CONFORM_FLAGS}`, context: "repository", npmScript: "conform" };

const HELP = `Entries are checked when an API serves their address (a server URL or a path of its contract) or when they
name their API or webhook (the entry fields _api and _webhook; mark webhook deliveries recorded at your receiver
with _webhook); the others are skipped and counted.
`;

interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** A bundle, a contract or the registry cannot be used: a runtime failure (exit 1). */
class CheckError extends Error {}

/** Contracts of the registry (all APIs, or the one `--api` names); a missing bundle is a runtime failure. */
export function registryContracts(entries: ApiEntry[], api?: string, command: CommandInfo = NPM_CONFORM): Record<string, Contract> {
  const chosen = api === undefined ? entries : [chooseApi(command, entries, api)];
  const contracts: Record<string, Contract> = {};
  for (const entry of chosen) {
    if (!existsSync(entry.bundle)) {
      const file = relative(repoRoot, entry.bundle);
      throw new CheckError(pick(command, { repository: `${file} does not exist: run \`npm run build\` first`, package: `${file} is missing from the package: reinstall it` }));
    }
    contracts[entry.key] = entryContract(entry);
  }
  return contracts;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Run the command; returns the exit status. Error lines start with the command's name ("conform", "vendor-api conform"). */
export function run(argv: string[], io: Io = { out: console.log, err: console.error }, registry: () => ApiEntry[] = () => loadRegistry(), command: CommandInfo = NPM_CONFORM): number {
  try {
    const parsed = parseCommand<{ api?: string; contract?: string[] }>(
      argv,
      command,
      { api: { type: "string" }, contract: { type: "string", multiple: true } },
      { positionals: true, help: HELP, out: (text) => io.out(text.trimEnd()) },
    );
    if (!parsed) return 0;
    const { values, positionals: files } = parsed;
    if (files.length === 0) throw new UsageError(`no HAR file given; ${command.usage}`);
    const documents = values.contract ?? [];
    if (documents.length > 0 && values.api !== undefined) throw new UsageError(`--api and --contract do not go together: --contract replaces the registry's contracts; ${command.usage}`);

    const contracts = documents.length > 0 ? Object.fromEntries(documents.map((d) => [d, Contract.fromFile(d, d)])) : registryContracts(registry(), values.api, command);
    const hars: Array<[string, Har]> = files.map((f) => [f, readHar(f)]);

    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const [file, har] of hars) {
      if (hars.length > 1) io.out(file);
      for (const result of checkHar(har, contracts, { onlyServed: true })) {
        if (result.skipped) skipped++;
        else if (result.findings.length === 0) {
          passed++;
          const what = [result.api, result.webhook ? `webhook ${result.webhook}` : result.operationId].filter(Boolean).join(" ");
          io.out(`${result.label}: ok${what ? ` (${what})` : ""}`);
        } else {
          failed++;
          for (const f of result.findings) io.out(`${result.label}: ${f.pointer}: ${f.rule}: ${f.message}`);
        }
      }
    }
    const skip = skipped > 0 ? `; ${skipped} skipped (no API serves their address)` : "";
    io.out(`${plural(passed + failed, "entry", "entries")} checked, ${passed} passed, ${failed} failed${skip}`);
    return failed > 0 ? EXIT_FAILURE : 0;
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`${command.name}: ${err.message}`);
      return err.exitCode;
    }
    // files and documents that cannot be used carry a readable message; anything else is our bug
    const known = [CheckError, RegistryError, HarError, ContractError].some((k) => err instanceof k);
    io.err(`${command.name}: ${known ? "" : "internal error: "}${(err as Error).message}`);
    return EXIT_FAILURE;
  }
}

/** `vendor-api conform`: the same command under its own name and usage line; returns the exit status. */
export const conformCommand = (argv: string[], command: CommandInfo): number => run(argv, undefined, undefined, command);
