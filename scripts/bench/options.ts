/**
 * The options of npm run bench (scripts/bench.ts), checked before anything starts: a mistake is a
 * UsageError whose message is one line naming the option (the bench prints it and exits 2).
 */
import { resolve } from "node:path";
import { type CommandInfo, numberFlag, parseCommand, UsageError } from "../../src/cli/command.js";
import { oneLine } from "../lib/cli.js";
import { repoRoot } from "../lib/registry.js";
import { instancesDocProblem } from "./instances.js";
import { FANOUT_MARKERS } from "./fanout.js";
import { PROXY_MARKERS } from "./proxy.js";
import { docProblem } from "./report.js";
import { representativeRows, requestRows, type Row } from "./rows.js";

export const USAGE =
  "usage: npm run bench -- [--all | --rows <regex>] [--rounds 5] [--seconds 0.7] [--concurrency 8] [--profile-seconds 2] [--doc docs/performance.md] [--no-write] [--note <text>] [--build-rounds 0] [--start-rounds 0] [--load-duration 0] [--load-connections 20] [--instances 0] [--fanout | --no-fanout] [--proxy | --no-proxy] [--verbose]";
/** `npm run bench`, as src/cli/command.ts knows a command. */
export const BENCH_COMMAND: CommandInfo = { name: "bench", usage: USAGE };
export const DEFAULT_DOC = resolve(repoRoot, "docs", "performance.md");

/** A mistake on the command line: src/cli/command.ts's, the one every command throws. */
export { UsageError };

export interface BenchOptions {
  help: boolean;
  /** The rows to measure, and how many the table has. */
  rows: Row[];
  tableRows: number;
  rounds: number;
  seconds: number;
  concurrency: number;
  /** Seconds of profile per row that misses a target (0: none). */
  profileSeconds: number;
  /** The markdown to write the report into (its markers checked), or undefined: print only. */
  doc?: string;
  note?: string;
  buildRounds: number;
  startRounds: number;
  loadDuration: number;
  loadConnections: number;
  /** Emulators the instances section creates in one process (0: no instances section). */
  instances: number;
  /** The fan-out section: alone (--fanout: no request rows), with the rows (a plain run), or not at all (--no-fanout, --rows, --all). */
  fanout: "only" | "with" | "off";
  /** The proxy section: alone (--proxy: no request rows, on the rows --rows or --all choose; with --fanout too, both), in a plain run after the request rows, or not at all (--no-proxy, --rows, --all). */
  proxy: "only" | "with" | "off";
  verbose: boolean;
}

export function benchOptions(argv: string[]): BenchOptions {
  // --help is answered by bench.ts (options.help), so this function prints nothing
  const parsed = parseCommand<Record<string, string | boolean | undefined>>(
    argv,
    BENCH_COMMAND,
    {
      all: { type: "boolean" },
      rows: { type: "string" },
      rounds: { type: "string", default: "5" },
      seconds: { type: "string", default: "0.7" },
      concurrency: { type: "string", default: "8" },
      "profile-seconds": { type: "string", default: "2" },
      doc: { type: "string" },
      "no-write": { type: "boolean" },
      note: { type: "string" },
      "build-rounds": { type: "string", default: "0" },
      "start-rounds": { type: "string", default: "0" },
      "load-duration": { type: "string", default: "0" },
      "load-connections": { type: "string", default: "20" },
      instances: { type: "string", default: "0" },
      fanout: { type: "boolean" },
      "no-fanout": { type: "boolean" },
      proxy: { type: "boolean" },
      "no-proxy": { type: "boolean" },
      verbose: { type: "boolean", short: "v" },
    },
    { out: () => undefined },
  );
  const values = parsed?.values ?? {};
  const table = requestRows();
  const base = { rows: [], tableRows: table.length, verbose: values.verbose === true };
  if (!parsed)
    return {
      ...base,
      help: true,
      rounds: 0,
      seconds: 0,
      concurrency: 0,
      profileSeconds: 0,
      buildRounds: 0,
      startRounds: 0,
      loadDuration: 0,
      loadConnections: 0,
      instances: 0,
      fanout: "off",
      proxy: "off",
    };
  const bad = (message: string): never => {
    throw new UsageError(`${message}; ${USAGE}`);
  };
  const command = { usage: USAGE };
  /** A whole number ≥ min. */
  const whole = (name: string, min: number, what: string) => numberFlag(command, name, values[name], { min, integer: true, what });
  /** A number from min to max. */
  const number = (name: string, min: number, max: number, what: string) => numberFlag(command, name, values[name], { min, max, what });
  const options = {
    ...base,
    help: false,
    rounds: whole("rounds", 1, "a positive integer"),
    seconds: number("seconds", 0.1, 600, "a number from 0.1 to 600"),
    concurrency: whole("concurrency", 1, "a positive integer"),
    profileSeconds: number("profile-seconds", 0, 600, "a number from 0 (no profiles) to 600"),
    buildRounds: whole("build-rounds", 0, "a whole number (0 skips the build section)"),
    startRounds: whole("start-rounds", 0, "a whole number (0 skips the npm start section)"),
    loadDuration: number("load-duration", 0, 3600, "a number of seconds from 0 (no load section) to 3600"),
    loadConnections: whole("load-connections", 1, "a positive integer"),
    instances: whole("instances", 0, "a whole number of emulators (0 skips the instances section)"),
    note: values.note as string | undefined,
  };
  if (options.instances === 1) bad("--instances must be 0 (no instances section) or at least 2: the section measures the instances after the first");
  if (values.all && values.rows !== undefined) bad("--all and --rows exclude each other");
  if (values.fanout && values["no-fanout"]) bad("--fanout and --no-fanout exclude each other");
  if (values.fanout && (values.all || values.rows !== undefined)) bad("--fanout runs the fan-out section without request rows; --all and --rows choose request rows");
  if (values.proxy && values["no-proxy"]) bad("--proxy and --no-proxy exclude each other");
  // in a plain run after the request rows; alone with --proxy (on the rows --rows or --all choose)
  const proxy = values.proxy ? "only" : values["no-proxy"] || values.all || values.rows !== undefined ? "off" : "with";
  // --proxy alone runs the proxy section alone; with --fanout, both
  const fanout = values.fanout ? "only" : values["no-fanout"] || values.all || values.rows !== undefined || values.proxy ? "off" : "with";
  const regex = (source: string) => {
    try {
      return new RegExp(source, "i");
    } catch (err) {
      return bad(`--rows must be a regular expression: ${oneLine((err as Error).message)}`);
    }
  };
  const only = values.rows === undefined ? undefined : regex(values.rows as string);
  const rows = only ? table.filter((r) => only.test(`${r.family} ${r.kind} ${r.name}`)) : values.all ? table : representativeRows(table);
  if (rows.length === 0) bad(`--rows "${values.rows}" matches no row of the request table (matched against "family kind name", e.g. "business read GET a customer")`);
  // a --rows run prints only, unless it names the file to write
  const write = !values["no-write"] && (only === undefined || values.doc !== undefined);
  const doc = write ? resolve(typeof values.doc === "string" ? values.doc : DEFAULT_DOC) : undefined;
  const requests = fanout !== "only" && proxy !== "only";
  const problem =
    doc &&
    ((requests && docProblem(doc)) ||
      (fanout !== "off" && docProblem(doc, FANOUT_MARKERS)) ||
      (proxy !== "off" && (requests || proxy === "only") && docProblem(doc, PROXY_MARKERS)) ||
      (options.instances > 0 ? instancesDocProblem(doc) : undefined));
  if (problem) throw new UsageError(`--doc: ${problem}`);
  return { ...options, rows, doc, fanout, proxy };
}
