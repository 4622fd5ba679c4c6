/**
 * What every command of this project shares: the name its messages start with, its usage line, and
 * how it fails (one line on stderr, then exit: 2 for a user mistake, 1 for anything else).
 * `npm run mock` and `vendor-api mock` run the same command under different names.
 */
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
