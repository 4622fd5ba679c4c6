/**
 * npm run bench -- [--all | --rows <regex>] [--rounds 5] [--seconds 0.7] [--concurrency 8] [--profile-seconds 2]
 *                  [--doc docs/performance.md] [--no-write] [--note <text>]
 *                  [--build-rounds 0] [--start-rounds 0] [--load-duration 0] [--load-connections 20] [--instances 0] [--fanout | --no-fanout]
 *                  [--proxy | --no-proxy] [--verbose]
 *
 * The performance budget (docs/performance.md): every request costs the emulator at most 2.5 × the CPU of a bare
 * node:http server doing the same I/O and JSON work (the floor), and at least 5 × less than the Prism CLI.
 * 1. build (scripts/bench-build.ts, --build-rounds, off by default): `npm run build` timed in a copy of
 *    the repository: a full build (--force), a no-op build and a one-spec build.
 * 2. npm start (scripts/bench/start.ts, --start-rounds, off by default): in a copy of the repository
 *    without site/, the time until the docs, the mocks and the emulator all answer, and the memory then.
 * 3. instances (scripts/bench/instances.ts, --instances, off by default): that many emulators created one
 *    after another in a fresh process: creation time of the 2nd and later, MiB per extra instance.
 * 4. fan-out (scripts/bench/fanout.ts; in a plain run, alone with --fanout, skipped by --no-fanout, --rows
 *    and --all): one change pushed to 1,000 subscribers by a fresh emulator, with none, 20 and 100 of the
 *    receivers hanging: when the healthy ones have their push after the delay window, and the RSS growth.
 * 5. requests (scripts/bench/requests.ts; not with --fanout or --proxy): the rows of the request table (scripts/bench/rows.ts; by default
 *    the first row of each family and kind, --all every row, --rows those whose "family kind name"
 *    matches) against the emulator, the floor and the Prism CLI: server CPU per request (from /proc,
 *    median of the rounds), the two ratios with ✓/✗. Each row that misses a target is then profiled
 *    (scripts/bench/profile.ts, --profile-seconds, 0 skips).
 * 6. proxy (scripts/bench/proxy.ts; in a plain run after the request rows, on the same rows; alone with
 *    --proxy, on the rows --rows or --all choose; skipped by --no-proxy, --rows and --all): each row
 *    directly, through the proxy in front of the emulator and through a bare node:http reverse proxy: the
 *    proxy's CPU per exchange beside the emulator's, the latency it adds at p50 and p99.
 * 7. load (scripts/load.ts, --load-duration, off by default): a bounded autocannon run of a write/read mix
 *    against an emulator with a journal: requests/s, p99, errors (must be 0), the read-back of every write.
 * Then the table, the misses with their profiles and a chart (performance.svg beside the markdown) replace
 * the generated part of --doc (between its markers; scripts/bench/report.ts), and the fan-out's results
 * the part between its own markers. A --rows run writes only when --doc is given; --no-write never writes.
 * Timings are not tests: exit 0 whatever they are; exit 1 when a server cannot be started, an answer has
 * another status than the one recorded, a build does not do what its case expects, or the load section
 * finds errors; exit 2, with one line, on a bad option or a --doc without the markers.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join, relative } from "node:path";
import { benchBuild, formatBuildBench } from "./bench-build.js";
import { loadGenerator } from "./bench/driver.js";
import { benchFanout, formatFanout, writeFanout } from "./bench/fanout.js";
import { BENCH_COMMAND, benchOptions, USAGE } from "./bench/options.js";
import { expectedErrors, runAsProgram, runCommand } from "../src/cli/command.js";
import { benchInstances, formatInstances, type InstancesBench, runInfo, writeInstances } from "./bench/instances.js";
import { benchProxy, formatProxy, type ProxyBench, writeProxy } from "./bench/proxy.js";
import { BenchError } from "./bench/proc.js";
import { profileRow, type RowProfile, share } from "./bench/profile.js";
import { svgPath, writeReport } from "./bench/report.js";
import { benchRequests, formatRequests, formatRuns, loadavg, receiver, type RequestBench, verdict } from "./bench/requests.js";
import { requestRows } from "./bench/rows.js";
import { benchStart, formatStart } from "./bench/start.js";
import { repoRoot } from "./lib/registry.js";
import { formatLoad, runLoad } from "./load.js";

/** The command as run, for the report: arguments quoted as a shell reads them back, the --note (printed apart) left out. */
function commandLine(args: string[]): string {
  const quote = (arg: string) => (/^[\w./=:-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, "'\\''")}'`);
  const shown = args.filter((arg, i) => !arg.startsWith("--note=") && arg !== "--note" && args[i - 1] !== "--note");
  return `npm run bench${shown.length ? ` -- ${shown.map(quote).join(" ")}` : ""}`;
}

/** The bench as a program: 0 measured, 1 a section found a problem (or failed), 2 bad usage (before anything starts). */
export function main(argv: string[]): Promise<number> {
  return runCommand(BENCH_COMMAND, () => bench(argv), expectedErrors(BenchError));
}

async function bench(argv: string[]): Promise<number> {
  const began = performance.now();
  const date = new Date().toISOString();
  const options = benchOptions(argv);
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  let code = 0;
  const { rows, rounds, seconds, concurrency, profileSeconds, doc } = options;

  process.once("SIGINT", () => process.exit(130));
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const loadStart = loadavg();
  log(`machine: load average ${loadStart} at the start (1, 5, 15 min)`);

  // the build section, before any server runs
  if (options.buildRounds > 0) {
    const build = await benchBuild({ rounds: options.buildRounds });
    log(`${formatBuildBench(build)}\n`);
    if (build.problems.length) code = 1;
  }
  // npm start, with nothing else of the bench running
  if (options.startRounds > 0) {
    const start = await benchStart({ rounds: options.startRounds });
    log(`${formatStart(start)}\n`);
    if (start.problems.length) code = 1;
  }
  // many emulators in one process, in a child of its own
  let instances: InstancesBench | undefined;
  if (options.instances > 0) {
    instances = await benchInstances({ count: options.instances });
    log(`${formatInstances(instances)}\n`);
    if (instances.problems.length) code = 1;
  }
  const runRequests = options.fanout !== "only" && options.proxy !== "only";
  // the fan-out, with nothing else of the bench running
  const fanout = options.fanout === "off" ? undefined : await benchFanout({ log });
  if (fanout) {
    log(`${formatFanout(fanout)}\n`);
    if (fanout.problems.length || fanout.cases.some((c) => c.problems.length)) code = 1;
  }
  let requests: RequestBench | undefined;
  if (runRequests) {
    requests = await benchRequests({ rows, rounds, seconds, concurrency, log });
    log(`\n${formatRequests(requests)}`);
    if (options.verbose) log(`\n${formatRuns(requests)}`);
    if (requests.problems.length) code = 1;
  }

  // the emulator's profile on each row that misses a target (a fresh row: setUp fills it for its own emulator)
  const profiles: RowProfile[] = [];
  const misses = (requests?.rows ?? []).filter((r) => !(verdict(r).floorOk && verdict(r).prismOk));
  if (profileSeconds > 0 && misses.length > 0) {
    log(`\nprofiling the emulator on the ${misses.length} row${misses.length === 1 ? "" : "s"} that miss a target, ${profileSeconds} s each`);
    const hook = await receiver();
    const driver = loadGenerator();
    const dir = mkdtempSync(join(tmpdir(), "bench-profile-"));
    try {
      for (const miss of misses) {
        const row = requestRows().find((r) => r.name === miss.row.name)!;
        const p = await profileRow(row, { seconds: profileSeconds, concurrency, hookUrl: hook.url, driver, dir: join(dir, String(profiles.length)) });
        profiles.push(p);
        const top = p.summary?.self.slice(0, 5).map(([name, ms]) => `${share(ms, p.summary!.total)} ${name}`);
        const bad = p.bad ? ` (${p.bad} answers not ${p.expected}: ${p.unexpected})` : "";
        log(`  ${row.name}: ${p.cpuPerRequest.toFixed(0)} µs per request under the profiler${bad}; most self time: ${top?.join(", ") ?? "no profile written"}`);
      }
    } finally {
      driver.stop();
      hook.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }

  // the proxy in front of the emulator, on the same rows
  let proxy: ProxyBench | undefined;
  if (options.proxy === "only" || (options.proxy === "with" && runRequests)) {
    proxy = await benchProxy({ rows, rounds, seconds, concurrency, log });
    log(`\n${formatProxy(proxy)}`);
    if (proxy.problems.length) code = 1;
  }

  if (options.loadDuration > 0) {
    log("");
    const load = await runLoad({ durationSec: options.loadDuration, connections: options.loadConnections });
    log(formatLoad(load));
    if (load.errors > 0 || load.readBack.problems.length > 0) code = 1;
  }
  const loadEnd = loadavg();
  log(`\nmachine: load average ${loadEnd} at the end; the run took ${((performance.now() - began) / 1000).toFixed(0)} s`);
  if (doc) {
    const git = (...args: string[]) => spawnSync("git", args, { cwd: repoRoot, encoding: "utf8" }).stdout?.trim() ?? "";
    const commit = git("rev-parse", "--short", "HEAD") || "unknown";
    const dirty = git("status", "--porcelain", "--", "src", "scripts", "specs", "generated").length > 0;
    const cpu = cpus();
    const machine = `${cpu.length} × ${cpu[0]?.model.trim() ?? "unknown CPU"}, Node ${process.versions.node}`;
    const at = `${commit}${dirty ? " with uncommitted changes" : ""}`;
    if (fanout) writeFanout(doc, fanout, { date, commit: at, machine, loadStart });
    if (proxy) writeProxy(doc, proxy, { date, commit: at, machine, loadStart });
    if (requests) {
      writeReport(doc, requests, profiles, {
        date,
        commit: at,
        command: commandLine(argv),
        machine,
        loadStart,
        loadEnd,
        seconds: (performance.now() - began) / 1000,
        note: options.note,
        tableRows: options.tableRows,
      });
    }
    if (instances) writeInstances(doc, instances, { ...runInfo(), date });
    log(`wrote ${relative(process.cwd(), doc)}${requests ? ` and ${relative(process.cwd(), svgPath(doc))}` : ""}`);
  }
  return code; // 0, or 1 when a section found a problem
}

runAsProgram(import.meta.url, main);
