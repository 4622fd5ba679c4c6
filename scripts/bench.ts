/**
 * npm run bench -- [--rounds 9] [--seconds 1] [--concurrency 8] [--rows <regex>] [--start-rounds 1]
 *                  [--load-duration 10] [--load-connections 20] [--build-rounds 3] [--verbose]
 *
 * Four sections, each skipped when its count is 0:
 * 1. build (scripts/bench-build.ts, --build-rounds): `npm run build` timed in a copy of the repository:
 *    a full build (--force), a no-op build and a one-spec build.
 * 2. npm start (scripts/bench/start.ts, --start-rounds): in a copy of the repository without site/, the
 *    time from spawn until the docs, the mocks and the emulator all answer, and the resident memory of
 *    the process tree then, next to the figures issue 14 started from.
 * 3. requests (scripts/bench/requests.ts, --rounds): the request table (scripts/bench/rows.ts: every
 *    operation of every API that can be repeated with the same bytes and the same status, webhooks in both
 *    versions, first the original read, list, small and large write of each API family; bodies from the
 *    specs' named examples) against the emulator, the Prism front door (`npm run mock`), the Prism CLI
 *    (`prism mock` of the row's API, as people run Prism) and a floor (a bare node:http server answering
 *    the emulator's bytes). Prints server CPU per request (from /proc, median of the rounds), the ratios
 *    with ✓/✗ against the targets (emulator ≤ 1/10 of the front door, ≤ 2 × the floor; the tenth also of
 *    the Prism CLI), the CPU to JSON-encode each answer and the floor's own share of the front door.
 *    `--rows <regex>` keeps the rows whose "family kind name" matches.
 * 4. load (scripts/load.ts, --load-duration): a bounded autocannon run of a write/read mix against a
 *    fresh emulator child with a journal: requests/s, p99, errors (must be 0), RSS over time, and the
 *    read-back of every acknowledged write.
 * Timings are not tests: exit 0 whatever they are; exit 1 when a server cannot be started, an answer has
 * another status than the one recorded, a build does not do what its case expects, or the load section
 * finds errors; exit 2, with one line, on a bad option.
 */
import { parseArgs } from "node:util";
import { benchBuild, formatBuildBench } from "./bench-build.js";
import { BenchError } from "./bench/proc.js";
import { benchRequests, formatRequests, formatRuns, loadavg } from "./bench/requests.js";
import { benchStart, formatStart } from "./bench/start.js";
import { oneLine } from "./lib/cli.js";
import { formatLoad, runLoad } from "./load.js";

const USAGE = "usage: npm run bench -- [--rounds 9] [--seconds 1] [--concurrency 8] [--rows <regex>] [--start-rounds 1] [--load-duration 10] [--load-connections 20] [--build-rounds 3] [--verbose]";

function fail(message: string, code = 1): never {
  process.stderr.write(`bench: ${message}\n`);
  process.exit(code);
}

const parseOptions = () =>
  parseArgs({
    options: {
      rounds: { type: "string", default: "9" },
      seconds: { type: "string", default: "1" },
      concurrency: { type: "string", default: "8" },
      rows: { type: "string" },
      "start-rounds": { type: "string", default: "1" },
      "load-duration": { type: "string", default: "10" },
      "load-connections": { type: "string", default: "20" },
      "build-rounds": { type: "string", default: "3" },
      verbose: { type: "boolean", short: "v" },
      help: { type: "boolean", short: "h" },
    },
  });

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions();
  } catch (err) {
    fail(`${oneLine((err as Error).message)}; ${USAGE}`, 2);
  }
  const { values } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const loadDuration = Number(values["load-duration"]);
  const loadConnections = Number(values["load-connections"]);
  if (!(loadDuration >= 0) || !Number.isInteger(loadConnections) || loadConnections < 1) fail(`--load-duration must be >= 0 seconds and --load-connections a positive integer; ${USAGE}`, 2);
  const rounds = Number(values.rounds);
  const seconds = Number(values.seconds);
  const concurrency = Number(values.concurrency);
  if (![rounds, concurrency].every((x) => Number.isInteger(x) && x > 0)) fail(`--rounds and --concurrency must be positive integers; ${USAGE}`, 2);
  if (!(seconds >= 0.1 && seconds <= 600)) fail(`--seconds must be a number from 0.1 to 600, got "${values.seconds}"; ${USAGE}`, 2);
  const buildRounds = Number(values["build-rounds"]);
  if (!Number.isInteger(buildRounds) || buildRounds < 0) fail(`--build-rounds must be a whole number (0 skips the build section); ${USAGE}`, 2);
  const startRounds = Number(values["start-rounds"]);
  if (!Number.isInteger(startRounds) || startRounds < 0) fail(`--start-rounds must be a whole number (0 skips the npm start section); ${USAGE}`, 2);
  let only: RegExp | undefined;
  try {
    only = values.rows === undefined ? undefined : new RegExp(values.rows, "i");
  } catch (err) {
    fail(`--rows must be a regular expression: ${oneLine((err as Error).message)}; ${USAGE}`, 2);
  }
  process.once("SIGINT", () => process.exit(130));
  const log = (line: string) => process.stdout.write(`${line}\n`);
  log(`machine: load average ${loadavg()} at the start (1, 5, 15 min)`);

  // the build section, before any server runs
  if (buildRounds > 0) {
    const build = await benchBuild({ rounds: buildRounds });
    log(`${formatBuildBench(build)}\n`);
    if (build.problems.length) process.exitCode = 1;
  }
  // npm start, with nothing else of the bench running
  if (startRounds > 0) {
    const start = await benchStart({ rounds: startRounds });
    log(`${formatStart(start)}\n`);
    if (start.problems.length) process.exitCode = 1;
  }
  const requests = await benchRequests({ rounds, seconds, concurrency, only, log });
  log(`\n${formatRequests(requests)}`);
  if (values.verbose) log(`\n${formatRuns(requests)}`);
  if (requests.problems.length) process.exitCode = 1;

  if (loadDuration > 0) {
    log("");
    const load = await runLoad({ durationSec: loadDuration, connections: loadConnections });
    log(formatLoad(load));
    if (load.errors > 0 || load.readBack.problems.length > 0) process.exitCode = 1;
  }
  log(`\nmachine: load average ${loadavg()} at the end`);
  process.exit(); // 0, or 1 when a section found a problem (process.exitCode)
}

main().catch((err: unknown) => fail(err instanceof BenchError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)));
