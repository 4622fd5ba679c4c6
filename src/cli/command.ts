/**
 * What every command of this project shares: the name its messages start with, its usage line, and
 * how it fails (one line on stderr, then exit: 2 for a user mistake, 1 for anything else).
 * `npm run mock` and `vendor-api mock` run the same command under different names.
 */
import { parseArgs } from "node:util";
import { oneLine } from "../one-line.js";

export interface CommandInfo {
  /** Prefix of every message: "mock", "vendor-api mock". */
  name: string;
  /** The usage line, starting with "usage: ". */
  usage: string;
}

export function fail(command: Pick<CommandInfo, "name">, message: string, code: number): never {
  process.stderr.write(`${command.name}: ${message}\n`);
  process.exit(code);
}

type Options = NonNullable<Parameters<typeof parseArgs>[0]>["options"];

/**
 * The flags of a command: parsed by node's parseArgs with `--help` added; a mistake is one line and exit
 * 2; `--help` prints the usage (and `help`) and gives undefined. `ports` names flags that must hold a port.
 */
export function parseFlags<T extends Record<string, string | boolean | undefined>>(
  argv: string[],
  command: CommandInfo,
  options: Options,
  extra: { ports?: string[]; help?: string } = {},
): T | undefined {
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({ args: argv, options: { ...options, help: { type: "boolean", short: "h" } }, strict: true }));
  } catch (err) {
    fail(command, `${oneLine((err as Error).message)}; ${command.usage}`, 2);
  }
  if (values.help) {
    process.stdout.write(`${command.usage}\n${extra.help ?? ""}`);
    return undefined;
  }
  for (const flag of extra.ports ?? []) {
    const text = String(values[flag] ?? "");
    if (!/^\d+$/.test(text) || Number(text) > 65535) fail(command, `--${flag} must be a port number, got "${text}"; ${command.usage}`, 2);
  }
  return values as T;
}

/** Keep serving until SIGINT or SIGTERM, then close and exit 0. */
export function serveUntilSignal(close: () => Promise<void>): void {
  const stop = () => void close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
