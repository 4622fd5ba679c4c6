/**
 * The conform command (`npm run conform`, `vendor-api conform`): check recorded HTTP exchanges (HAR
 * files) against the bundled contracts of the registry.
 *
 *   <command> <file.har> [more.har ...] [--api <key>] [--contract <openapi.json>]
 *
 * --api       check against one registered API only (`webhooks@v2.0`, or `webhooks` when it has one version)
 * --contract  check against this bundled document instead of the registry's (repeatable)
 *
 * Exit status: 0 all entries conform, 1 some entry does not, 2 usage error (no file, unreadable or
 * invalid HAR, unknown API, missing bundle).
 */
import { existsSync } from "node:fs";
import { relative } from "node:path";
import type { CommandInfo } from "../cli/command.js";
import { Contract, ContractError } from "../contract/validator.js";
import { findApi, loadRegistry, RegistryError, repoRoot, type ApiEntry } from "../registry.js";
import { checkHar, HarError, readHar, type Har } from "./har.js";

/** The usage line of `npm run conform` (scripts/conform.ts); `vendor-api conform` gives its own. */
export const CONFORM_USAGE = "usage: tsx scripts/conform.ts <file.har> [more.har ...] [--api <key>] [--contract <openapi.json>]";

class UsageError extends Error {}

interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Contracts of the registry (all APIs, or the one `--api` names); a missing bundle is a usage error. */
export function registryContracts(entries: ApiEntry[], api?: string): Record<string, Contract> {
  const chosen = api === undefined ? entries : [findApi(entries, api)];
  const contracts: Record<string, Contract> = {};
  for (const entry of chosen) {
    if (!existsSync(entry.bundle)) {
      throw new UsageError(`${relative(repoRoot, entry.bundle)} does not exist: run \`npm run build\` first`);
    }
    contracts[entry.key] = Contract.fromFile(entry.bundle, entry.key);
  }
  return contracts;
}

/** Run the CLI; returns the exit status. `name` starts error lines ("conform", "vendor-api conform"). */
export function run(
  argv: string[],
  io: Io = { out: console.log, err: console.error },
  registry: () => ApiEntry[] = () => loadRegistry(),
  { name = "conform", usage = CONFORM_USAGE }: { name?: string; usage?: string } = {},
): number {
  try {
    const files: string[] = [];
    const documents: string[] = [];
    let api: string | undefined;
    for (let i = 0; i < argv.length; i++) {
      const arg = argv[i] ?? "";
      const [flag, inline] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
      if (flag === "-h" || flag === "--help") {
        io.out(usage);
        return 0;
      }
      if (flag === "--api" || flag === "--contract") {
        const value = inline ?? argv[++i];
        if (!value) throw new UsageError(`${flag} needs a value; ${usage}`);
        if (flag === "--api") api = value;
        else documents.push(value);
      } else if (arg.startsWith("-")) {
        throw new UsageError(`unknown option ${arg}; ${usage}`);
      } else files.push(arg);
    }
    if (files.length === 0) throw new UsageError(`no HAR file given; ${usage}`);

    const contracts = documents.length > 0 ? Object.fromEntries(documents.map((d) => [d, Contract.fromFile(d, d)])) : registryContracts(registry(), api);
    const hars: Array<[string, Har]> = files.map((f) => [f, readHar(f)]);

    let passed = 0;
    let failed = 0;
    for (const [file, har] of hars) {
      if (hars.length > 1) io.out(file);
      for (const result of checkHar(har, contracts)) {
        if (result.findings.length === 0) {
          passed++;
          const what = [result.api, result.webhook ? `webhook ${result.webhook}` : result.operationId].filter(Boolean).join(" ");
          io.out(`${result.label}: ok${what ? ` (${what})` : ""}`);
        } else {
          failed++;
          for (const f of result.findings) io.out(`${result.label}: ${f.pointer}: ${f.rule}: ${f.message}`);
        }
      }
    }
    io.out(`${passed + failed} entries, ${passed} passed, ${failed} failed`);
    return failed > 0 ? 1 : 0;
  } catch (err) {
    // Usage, registry, HAR and contract errors carry a readable message; anything else is our bug.
    const known = [UsageError, RegistryError, HarError, ContractError].some((k) => err instanceof k);
    io.err(`${name}: ${known ? "" : "internal error: "}${(err as Error).message}`);
    return 2;
  }
}

/** `vendor-api conform`: the same command under its own name and usage line; returns the exit status. */
export const conformCommand = (argv: string[], command: CommandInfo): number => run(argv, undefined, undefined, command);
