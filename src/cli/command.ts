/**
 * What every command of this project shares: the name its messages start with, its usage line, where it
 * runs (the repository or the installed package), its flags, and how it fails: one line on stderr, then
 * exit 2 for bad usage (a flag, a value or a name the command cannot take) or exit 1 for a runtime
 * failure (a busy port, a folder that cannot be made, a file that is missing). `npm run mock` and
 * `vendor-api mock` run the same command under different names.
 */
import { realpathSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { nearest } from "../nearest.js";
import { oneLine } from "../one-line.js";
import { type ApiEntry, findApi, RegistryError } from "../registry.js";

/** Exit status of bad usage: a flag, a value or a name the command cannot take. */
export const EXIT_USAGE = 2;
/** Exit status of a runtime failure: a busy port, a folder that cannot be made, a missing file. */
export const EXIT_FAILURE = 1;

export interface CommandInfo {
  /** Prefix of every message: "mock", "vendor-api mock". */
  name: string;
  /** The usage line, starting with "usage: ", that works when copied ("usage: npm run mock -- ..."). */
  usage: string;
  /**
   * Where the command runs: "repository" (`npm run ...`: messages may point to npm scripts and redocly.yaml)
   * or "package" (`npx vendor-api ...`: messages name only what the installed package has). Default "repository".
   */
  context?: "repository" | "package";
  /**
   * The npm script that runs this command ("start", "mock"): when npm runs it, the command's flags that npm
   * kept for itself (`npm start --docs-port 5600`, without `--`) are read back (see npmKeptFlags).
   */
  npmScript?: string;
}

/** A mistake in how the command was called: exit 2. The message ends with the usage line where that helps. */
export class UsageError extends Error {
  readonly exitCode = EXIT_USAGE;
}

/** The text for where the command runs: `pick(command, { repository: "run npm run docs", package: "reinstall the package" })`. */
export function pick<T>(command: Pick<CommandInfo, "context">, texts: { repository: T; package: T }): T {
  return command.context === "package" ? texts.package : texts.repository;
}

/** The API `--api` names (a registry key, or a name with one version); a name the registry lacks is a UsageError. */
export function chooseApi(command: CommandInfo, entries: ApiEntry[], wanted: string): ApiEntry {
  try {
    return findApi(entries, wanted, pick(command, { repository: "in redocly.yaml", package: "in this package" }));
  } catch (err) {
    throw err instanceof RegistryError ? new UsageError(err.message) : err;
  }
}

/** One line on stderr, then exit: EXIT_USAGE (2) for bad usage, EXIT_FAILURE (1) for a runtime failure. */
export function fail(command: Pick<CommandInfo, "name">, message: string, code: number): never {
  process.stderr.write(`${command.name}: ${oneLine(message)}\n`);
  process.exit(code);
}

/** The exit status an error asks for: its own numeric `exitCode` (UsageError, MockError, StartError...), else 1. */
export function exitCodeOf(err: unknown): number {
  const code = (err as { exitCode?: unknown } | null)?.exitCode;
  return typeof code === "number" ? code : EXIT_FAILURE;
}

/** Fail with an error's message, in one line, and the exit status it asks for (exitCodeOf). */
export function failWith(command: Pick<CommandInfo, "name">, err: unknown): never {
  fail(command, err instanceof Error ? err.message : String(err), exitCodeOf(err));
}

export type Options = NonNullable<NonNullable<Parameters<typeof parseArgs>[0]>["options"]>;

export interface ParseExtra {
  /** Flags that must hold a port number (0-65535). */
  ports?: string[];
  /** More text after the usage line for --help. */
  help?: string;
  /** Whether the command takes arguments besides flags (conform's HAR files). */
  positionals?: boolean;
  /** Where --help goes (default stdout). */
  out?: (text: string) => void;
  /** The environment npm's kept flags are read from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** More flag names the command takes, read elsewhere (the emulator's settings): an unknown flag may be near one of them. */
  alsoKnown?: readonly string[];
}

/**
 * node's message for an unknown long flag, with the known flag nearest to it (src/nearest.ts), then the
 * usage line: "Unknown option '--doc-port'; did you mean --docs-port? usage: npm start -- ...".
 */
export function unknownOptionMessage(message: string, flag: string | undefined, known: Iterable<string>, usage: string): string {
  const near = flag?.startsWith("--") ? nearest(flag.slice(2), known) : undefined;
  return near === undefined ? `${message}; ${usage}` : `${message}; did you mean --${near}? ${usage}`;
}

/**
 * The command's flags that npm kept for itself, read back as arguments. npm treats a flag written before
 * `--` as its own config: `npm start --docs-port=5600` leaves npm_config_docs_port=5600 and nothing else;
 * `npm start --docs-port 5600` leaves npm_config_docs_port=true and passes 5600 on as a bare argument;
 * `npm start --no-build` leaves npm_config_build="". A value that came in the variable is taken as is. A
 * bare value is taken when it can only belong to one flag: one such flag, and one bare argument, in a
 * command that takes no other arguments. Otherwise npm kept no trace of which value followed which flag
 * (`--docs-port 5600 --mock-port 5610` gives 5600 and 5610, in an environment without order), and
 * guessing could put the docs on the mock's port: a UsageError shows the `--` form instead.
 * Only when npm runs this command's own script (npm_lifecycle_event), so a variable inherited from an
 * outer `npm test` never counts.
 */
export function npmKeptFlags(argv: string[], command: CommandInfo, options: Options, extra: ParseExtra = {}): string[] {
  const env = extra.env ?? process.env;
  if (!command.npmScript || env.npm_lifecycle_event !== command.npmScript) return argv;
  const variable = (flag: string) => env[`npm_config_${flag.replace(/-/g, "_")}`];
  const taken: string[] = [];
  const bare: string[] = [];
  for (const [flag, spec] of Object.entries(options)) {
    if (flag === "help") continue;
    if (spec.type === "boolean") {
      // --no-build reaches npm as build=false, which it passes on as ""
      if (variable(flag) === "true" || (flag.startsWith("no-") && variable(flag.slice(3)) === "")) taken.push(`--${flag}`);
      continue;
    }
    const value = variable(flag);
    if (value === undefined || value === "") continue;
    if (value === "true") bare.push(flag);
    else taken.push(`--${flag}=${value}`);
  }
  if (bare.length === 0) return [...taken, ...argv];
  const { tokens = [] } = parseArgs({ args: argv, options, strict: false, allowPositionals: true, tokens: true });
  const strays = tokens.filter((t) => t.kind === "positional");
  const [only] = bare;
  if (only !== undefined && bare.length === 1 && !extra.positionals && strays.length <= 1) {
    // no bare argument: `--docs-port` came last without a value, which parseArgs names
    if (strays.length === 0) return [...taken, `--${only}`, ...argv];
    const at = strays[0]!.index;
    return [...taken, `--${only}=${argv[at]}`, ...argv.slice(0, at), ...argv.slice(at + 1)];
  }
  const names = bare.map((f) => `--${f}`).join(" and ");
  const values = bare.length > 1 ? "their values on without names" : "its value on without a name";
  throw new UsageError(`npm took ${names} as its own config and passed ${values}; write the flags after --; ${command.usage}`);
}

/**
 * The flags (and, with `positionals`, the other arguments) of a command: npm's kept flags read back,
 * then node's parseArgs with `--help` added. A mistake throws a UsageError whose message ends with the
 * usage line; `--help` prints the usage (and `help`) and gives undefined.
 */
export function parseCommand<T extends Record<string, string | boolean | string[] | undefined>>(
  argv: string[],
  command: CommandInfo,
  options: Options,
  extra: ParseExtra = {},
): { values: T; positionals: string[] } | undefined {
  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    const args = npmKeptFlags(argv, command, options, extra);
    parsed = parseArgs({ args, options: { ...options, help: { type: "boolean", short: "h" } }, strict: true, allowPositionals: extra.positionals ?? false });
  } catch (err) {
    if (err instanceof UsageError) throw new UsageError(oneLine(err.message));
    // node's words, without the full stop and the hint about positional arguments that start with a dash (conform's files)
    const message = oneLine((err as Error).message)
      .replace(/\. To specify a positional argument starting with a '-'.*$/, "")
      .replace(/\.$/, "");
    const unknown = (err as { code?: string }).code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? /^Unknown option '([^']+)'/.exec(message)?.[1] : undefined;
    throw new UsageError(unknownOptionMessage(message, unknown, [...Object.keys(options), "help", ...(extra.alsoKnown ?? [])], command.usage));
  }
  const { values, positionals } = parsed;
  if (values.help) {
    (extra.out ?? ((text) => process.stdout.write(text)))(`${command.usage}\n${extra.help ?? ""}`);
    return undefined;
  }
  for (const flag of extra.ports ?? []) {
    const text = String(values[flag] ?? "");
    if (!/^\d+$/.test(text) || Number(text) > 65535) throw new UsageError(`--${flag} must be a port number, got "${text}"; ${command.usage}`);
  }
  return { values: values as T, positionals };
}

/**
 * The flags of a command, as parseCommand reads them, for commands that take no other arguments: a
 * mistake is one line and exit 2; `--help` prints the usage (and `help`) and gives undefined.
 */
export function parseFlags<T extends Record<string, string | boolean | string[] | undefined>>(
  argv: string[],
  command: CommandInfo,
  options: Options,
  extra: Pick<ParseExtra, "ports" | "help" | "alsoKnown"> = {},
): T | undefined {
  try {
    return parseCommand<T>(argv, command, options, extra)?.values;
  } catch (err) {
    fail(command, (err as Error).message, EXIT_USAGE);
  }
}

/** What a whole- or real-number flag may hold: `what` is how the message says it ("a positive integer"). */
export interface NumberRule {
  min?: number;
  max?: number;
  integer?: boolean;
  what: string;
}

/**
 * A flag's text as a number that keeps `rule`, else a UsageError that names the flag, the rule and the text:
 * `--rounds must be a positive integer, got "0"; usage: ...`.
 */
export function numberFlag(command: Pick<CommandInfo, "usage">, flag: string, text: unknown, rule: NumberRule): number {
  const x = typeof text === "string" && text.trim() !== "" ? Number(text) : Number.NaN;
  const fits = Number.isFinite(x) && (!rule.integer || Number.isInteger(x)) && x >= (rule.min ?? -Infinity) && x <= (rule.max ?? Infinity);
  if (!fits) throw new UsageError(`--${flag} must be ${rule.what}, got "${String(text)}"; ${command.usage}`);
  return x;
}

/**
 * A `describe` for runCommand: the message of an error of the kinds the command expects (its own failures), the
 * stack of any other (a bug to report, with where it happened). UsageError is runCommand's own: always its message.
 */
export function expectedErrors(...kinds: Array<abstract new (...args: never[]) => Error>): (err: unknown) => string {
  return (err) => (kinds.some((kind) => err instanceof kind) ? (err as Error).message : err instanceof Error ? (err.stack ?? err.message) : String(err));
}

/**
 * Run a command's body and give its exit status, never throwing, so a test can call a script's main in
 * process: what the body returns (a number; nothing is 0), or for a thrown error one line on stderr
 * (`name: message`) and the status it asks for (exitCodeOf: a UsageError 2, the rest 1). `describe` may
 * word an error other than a UsageError (a stack for a bug).
 */
export async function runCommand(
  command: Pick<CommandInfo, "name">,
  body: () => unknown,
  describe: (err: unknown) => string = (err) => (err instanceof Error ? err.message : String(err)),
): Promise<number> {
  try {
    const code = await body();
    return typeof code === "number" ? code : 0;
  } catch (err) {
    process.stderr.write(`${command.name}: ${oneLine(err instanceof UsageError ? err.message : describe(err))}\n`);
    return exitCodeOf(err);
  }
}

/**
 * Whether the module at `moduleUrl` is the program node was started with (`tsx scripts/build.ts`, or a
 * bin through its symlink in node_modules/.bin), not a module a test imported.
 */
export function isMain(moduleUrl: string): boolean {
  const program = process.argv[1];
  if (!program) return false;
  try {
    return realpathSync(resolve(program)) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}

/**
 * When the module at `moduleUrl` is the program: run `main` on the command line and exit with its status.
 * process.exit by default, so that what a finished run left open (a client's keep-alive socket, a
 * worker) does not keep the process alive; `{ exit: false }` sets process.exitCode and lets node end.
 */
export function runAsProgram(moduleUrl: string, main: (argv: string[]) => Promise<number> | number, { exit = true }: { exit?: boolean } = {}): void {
  if (!isMain(moduleUrl)) return;
  void Promise.resolve(main(process.argv.slice(2))).then((code) => {
    process.exitCode = code;
    if (exit) process.exit(code);
  });
}

/** Keep serving until SIGINT or SIGTERM, then close and exit with the status `close` gives when it gives a number, else 0. */
export function serveUntilSignal(close: () => Promise<unknown>): void {
  const stop = () => void close().then((code) => process.exit(typeof code === "number" ? code : 0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
