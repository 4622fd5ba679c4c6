/**
 * tsx scripts/bench/profile.ts [--rows <regex>] [--seconds 5] [--concurrency 8] [--top 25] [--out <dir>]
 *
 * Where the emulator's time goes, per row of the bench's request table (profileRow, which npm run bench
 * also runs on each row that misses a target): prints the functions with the most self time and the most
 * inclusive time (idle time left out), and CPU µs per request from /proc. The .cpuprofile files stay in
 * --out (default: a temporary folder) for Chrome DevTools or speedscope.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { type CommandInfo, expectedErrors, numberFlag, parseCommand, runAsProgram, runCommand, UsageError } from "../../src/cli/command.js";
import { oneLine } from "../lib/cli.js";
import { repoRoot } from "../lib/registry.js";
import { type Driver, loadGenerator } from "./driver.js";
import { cpuUs, request } from "./proc.js";
import { receiver, send, setUp, startEmulator } from "./requests.js";
import { headersOf, type Row, requestRows } from "./rows.js";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  /** µs on the machine's monotonic clock (CLOCK_MONOTONIC, as process.hrtime in any process here). */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The monotonic clock in µs, as a profile's startTime counts. */
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Self and inclusive time (ms) by function, idle and program left out of inclusive; with `windows` ([from,
 * to] in µs of the monotonic clock), only the samples taken in one of them (start-up left out).
 */
export function summarize(profile: Profile, windows?: Array<[number, number]>): { total: number; self: Array<[string, number]>; inclusive: Array<[string, number]> } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n: ProfileNode) => {
    const f = n.callFrame;
    const where = f.url ? `${relative(repoRoot, f.url.replace(/^file:\/\//, ""))}:${f.lineNumber + 1}` : "";
    return `${f.functionName || "(anonymous)"} ${where}`.trim();
  };
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  let at = profile.startTime;
  /** A native function (no script) is named with the nearest caller that has one: `writeBuffer (in writeGeneric node:...)`. */
  const selfName = (node: ProfileNode) => {
    if (node.callFrame.url || node.callFrame.functionName.startsWith("(")) return name(node);
    let caller = parent.get(node.id);
    while (caller !== undefined && !byId.get(caller)!.callFrame.url) caller = parent.get(caller);
    return caller === undefined ? name(node) : `${name(node)} (in ${name(byId.get(caller)!)})`;
  };
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (windows && !windows.some(([from, to]) => at >= from && at <= to)) return;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(id)!;
    const key = selfName(node);
    if (key === "(idle)") return;
    total += ms;
    self.set(key, (self.get(key) ?? 0) + ms);
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const k = name(byId.get(n)!);
      if (seen.has(k) || k === "(root)") continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + ms);
    }
  });
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return { total, self: sorted(self), inclusive: sorted(inclusive) };
}

export interface RowProfile {
  row: Row;
  /** CPU µs per request from /proc while profiled (the profiler's own cost included). */
  cpuPerRequest: number;
  requests: number;
  /** Answers whose status was not the expected one, and the first of them. */
  bad: number;
  unexpected?: string;
  expected: number;
  /** The .cpuprofile written, and its summary (none when the emulator wrote no profile). */
  file?: string;
  summary?: ReturnType<typeof summarize>;
}

/**
 * Profile the emulator on one row: a fresh emulator child under `node --cpu-prof` (profile in `dir`), set
 * up as the bench sets it up, driven with that one request for `seconds` (restored to its set-up state
 * every second, as the bench restores before each run) after half a second of warm-up, then stopped (SIGTERM: the profile is written);
 * the summary keeps the samples taken while the request was driven (start-up, set-up, restores left out).
 * `row` must be a fresh row of requestRows() (setUp fills its placeholders with this emulator's ids).
 */
export async function profileRow(row: Row, options: { seconds: number; concurrency: number; hookUrl: string; driver: Driver; dir: string }): Promise<RowProfile> {
  const emu = await startEmulator(["--cpu-prof", "--cpu-prof-dir", options.dir]);
  try {
    await setUp(emu.port, [row], options.hookUrl);
    const snapshot = (await request(emu.port, "GET", "/_emulator/snapshot")).body;
    await send(emu.port, row);
    const expected = (await send(emu.port, row)).status;
    // warmed up first, as the bench's emulator is, so the profile shows the steady state rather than the compiler
    await options.driver({ port: emu.port, ms: 500, concurrency: options.concurrency, method: row.method, path: row.path, headers: headersOf(row), body: row.body, expected });
    let used = 0;
    const windows: Array<[number, number]> = [];
    const result = { requests: 0, statuses: {} as Record<string, number>, unexpected: undefined as string | undefined };
    for (let left = options.seconds * 1000; left > 0; left -= 1000) {
      await request(emu.port, "POST", "/_emulator/restore", { "content-type": "application/json" }, snapshot);
      const before = cpuUs(emu.child.pid!);
      const from = nowUs();
      const run = await options.driver({
        port: emu.port,
        ms: Math.min(1000, left),
        concurrency: options.concurrency,
        method: row.method,
        path: row.path,
        headers: headersOf(row),
        body: row.body,
        expected,
      });
      windows.push([from, nowUs()]);
      used += cpuUs(emu.child.pid!) - before;
      result.requests += run.requests;
      for (const [k, n] of Object.entries(run.statuses)) result.statuses[k] = (result.statuses[k] ?? 0) + n;
      result.unexpected ??= run.unexpected;
    }
    const exited = new Promise((r) => emu.child.once("exit", r));
    emu.child.kill("SIGTERM");
    await exited;
    const name = readdirSync(options.dir).find((f) => f.endsWith(".cpuprofile"));
    const file = name && join(options.dir, name);
    return {
      row,
      cpuPerRequest: used / result.requests,
      requests: result.requests,
      bad: result.requests - (result.statuses[String(expected)] ?? 0),
      unexpected: result.unexpected,
      expected,
      file,
      summary: file ? summarize(JSON.parse(readFileSync(file, "utf8")) as Profile, windows) : undefined,
    };
  } finally {
    if (emu.child.exitCode === null) emu.child.kill("SIGKILL");
  }
}

/** A function's share of the busy time, as a percentage. */
export const share = (ms: number, total: number) => `${((ms / total) * 100).toFixed(1)}%`;

const COMMAND: CommandInfo = { name: "profile", usage: "usage: tsx scripts/bench/profile.ts [--rows <regex>] [--seconds 5] [--concurrency 8] [--top 25] [--out <dir>]" };

/** The profiler as a program: 0 profiled, 1 a failure, 2 bad usage. */
export function main(argv: string[]): Promise<number> {
  return runCommand(COMMAND, () => profile(argv), expectedErrors());
}

async function profile(argv: string[]): Promise<number> {
  const parsed = parseCommand<{ rows?: string; seconds: string; concurrency: string; top: string; out?: string }>(argv, COMMAND, {
    rows: { type: "string" },
    seconds: { type: "string", default: "5" },
    concurrency: { type: "string", default: "8" },
    top: { type: "string", default: "25" },
    out: { type: "string" },
  });
  if (!parsed) return 0;
  const { values } = parsed;
  let only: RegExp | undefined;
  try {
    only = values.rows ? new RegExp(values.rows, "i") : undefined;
  } catch (err) {
    throw new UsageError(`--rows must be a regular expression: ${oneLine((err as Error).message)}; ${COMMAND.usage}`);
  }
  const seconds = numberFlag(COMMAND, "seconds", values.seconds, { min: Number.MIN_VALUE, what: "a positive number" });
  const concurrency = numberFlag(COMMAND, "concurrency", values.concurrency, { min: 1, integer: true, what: "a positive integer" });
  const top = numberFlag(COMMAND, "top", values.top, { min: 1, integer: true, what: "a positive integer" });
  const rows = requestRows().filter((r) => !only || only.test(`${r.family} ${r.kind} ${r.name}`));
  const out = values.out ?? mkdtempSync(join(tmpdir(), "bench-profile-"));
  const hook = await receiver();
  const driver = loadGenerator();
  for (const row of rows) {
    const p = await profileRow(row, { seconds, concurrency, hookUrl: hook.url, driver, dir: join(out, row.name.replace(/[^A-Za-z0-9]+/g, "-")) });
    process.stdout.write(
      `\n== ${row.method} ${row.path.slice(0, 90)}: ${p.cpuPerRequest.toFixed(0)} µs CPU per request, ${p.requests} requests${p.bad ? `, ${p.bad} not ${p.expected} (${p.unexpected})` : ""}\n`,
    );
    const s = p.summary;
    if (!s) continue;
    const pct = (ms: number) => share(ms, s.total).padStart(6);
    process.stdout.write(`profile ${p.file} (${s.total.toFixed(0)} ms busy)\n  self:\n`);
    for (const [k, ms] of s.self.slice(0, top)) process.stdout.write(`    ${pct(ms)} ${k}\n`);
    process.stdout.write("  inclusive:\n");
    for (const [k, ms] of s.inclusive.slice(0, top)) process.stdout.write(`    ${pct(ms)} ${k}\n`);
  }
  driver.stop();
  hook.close();
  return 0;
}

runAsProgram(import.meta.url, main);
