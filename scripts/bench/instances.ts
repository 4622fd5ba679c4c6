/**
 * The instances section of npm run bench (--instances <n>), or alone: tsx scripts/bench/instances.ts [--count 50] [--profile] [--doc <file>]
 * Many emulators in one process, as parallel test files start them: a fresh child process (this file with --child)
 * makes <n> `startEmulator()` (memory store, port 0) one after another, all kept open; the creation time of each, the
 * heap and RSS after GC per extra instance, then again once each has served a validated POST, and (--profile) where
 * the 2nd..nth creations spend their time (node --cpu-prof).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type CommandInfo, expectedErrors, numberFlag, parseCommand, runAsProgram, runCommand, UsageError } from "../../src/cli/command.js";
import { oneLine } from "../lib/cli.js";
import { repoRoot } from "../lib/registry.js";
import { BenchError } from "./proc.js";
import { share, summarize } from "./profile.js";
import { COMPANY, TOKEN } from "./rows.js";

/** What issue 27 measured (13 ms median, 23 ms p90 for the 2nd and later creation) and the targets. */
export const INSTANCES_BEFORE = { medianMs: 13, p90Ms: 23 };
export const INSTANCES_TARGET = { medianMs: 5, mibPerInstance: 3 };
export const DEFAULT_INSTANCES = 50;

export const BEGIN = "<!-- npm run bench instances: begin (generated: a run of the instances section replaces everything down to the end marker) -->";
export const END = "<!-- npm run bench instances: end -->";

export interface InstancesBench {
  count: number;
  /** Milliseconds of each creation, in order (the first included). */
  createMs: number[];
  /** Bytes after GC with one instance open, with all of them, and with all of them after each served a validated POST. */
  heap: { one: number; all: number; used: number };
  rss: { one: number; all: number; used: number };
  /** With --profile: the functions with the most self and inclusive time (ms) during the 2nd..nth creations. */
  profile?: { total: number; self: Array<[string, number]>; inclusive: Array<[string, number]> };
  problems: string[];
}

const MiB = 1024 * 1024;
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};

/** Median, p90 (ms) of the creations after the first, and MiB per extra instance (heap, RSS). */
export function instancesFigures(b: InstancesBench): { median: number; p90: number; heapMiB: number; rssMiB: number; usedHeapMiB: number; usedRssMiB: number } {
  const later = b.createMs.slice(1);
  const extra = Math.max(1, b.count - 1);
  return {
    median: quantile(later, 0.5),
    p90: quantile(later, 0.9),
    heapMiB: (b.heap.all - b.heap.one) / extra / MiB,
    rssMiB: (b.rss.all - b.rss.one) / extra / MiB,
    // from one open instance (that has served nothing) to n that have each served a POST: the instance's share of what serving it made
    usedHeapMiB: (b.heap.used - b.heap.one) / extra / MiB,
    usedRssMiB: (b.rss.used - b.rss.one) / extra / MiB,
  };
}

/** Run the section: a fresh child process (node --expose-gc with tsx's loader) creates `count` emulators. */
export async function benchInstances({ count = DEFAULT_INSTANCES, profile = false } = {}): Promise<InstancesBench> {
  const dir = profile ? mkdtempSync(join(tmpdir(), "bench-instances-")) : undefined;
  try {
    const args = ["--expose-gc", ...(dir ? ["--cpu-prof", "--cpu-prof-dir", dir] : []), "--import", "tsx", fileURLToPath(import.meta.url), "--child", String(count)];
    const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    const code = await new Promise<number | null>((done) => child.on("close", done));
    const line = out.split("\n").find((l) => l.startsWith("RESULT "));
    if (code !== 0 || !line) throw new BenchError(`the instances child exited with code ${code}: ${oneLine(err.slice(-600) || out.slice(-600))}`);
    const result = JSON.parse(line.slice("RESULT ".length)) as InstancesBench & { windows: Array<[number, number]> };
    const { windows, ...bench } = result;
    if (dir) {
      const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
      if (file) bench.profile = summarize(JSON.parse(readFileSync(join(dir, file), "utf8")), windows);
    }
    return bench;
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

/** The child: create the emulators, measure, check each one answers, close them, print one RESULT line. */
async function child(count: number): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("run with --expose-gc");
  const settle = () => {
    for (let i = 0; i < 3; i++) gc();
  };
  const { startEmulator } = await import("../../src/emulator/start.js");
  const nowUs = () => Number(process.hrtime.bigint() / 1000n);
  const createMs: number[] = [];
  const windows: Array<[number, number]> = [];
  const emulators: Array<Awaited<ReturnType<typeof startEmulator>>> = [];
  let heapOne = 0;
  let rssOne = 0;
  for (let i = 0; i < count; i++) {
    const from = nowUs();
    const t0 = performance.now();
    emulators.push(await startEmulator());
    createMs.push(performance.now() - t0);
    if (i > 0) windows.push([from, nowUs()]);
    if (i === 0) {
      settle();
      heapOne = process.memoryUsage().heapUsed;
      rssOne = process.memoryUsage.rss();
    }
  }
  settle();
  const heap = { one: heapOne, all: process.memoryUsage().heapUsed, used: 0 };
  const rss = { one: rssOne, all: process.memoryUsage.rss(), used: 0 };
  // then each one serves a validated write (its body checked against the contract: ajv compiles the schema on first use)
  const problems: string[] = [];
  for (const [i, e] of emulators.entries()) {
    const body = JSON.stringify({ displayName: `instance ${i + 1}` });
    const headers = { authorization: TOKEN, "content-type": "application/json", "content-length": Buffer.byteLength(body) };
    const status = await new Promise<number>((done) => {
      http
        .request(`${e.url}/api/v2.0/companies(${COMPANY})/customers`, { method: "POST", headers, agent: false }, (res) => {
          res.resume();
          done(res.statusCode ?? 0);
        })
        .on("error", () => done(0))
        .end(body);
    });
    if (status !== 201) problems.push(`instance ${i + 1} answered ${status || "nothing"} to POST customers`);
  }
  settle();
  heap.used = process.memoryUsage().heapUsed;
  rss.used = process.memoryUsage.rss();
  await Promise.all(emulators.map((e) => e.close()));
  process.stdout.write(`RESULT ${JSON.stringify({ count, createMs, heap, rss, problems, windows })}\n`);
}

const ms = (x: number) => `${x.toFixed(1)} ms`;
const mib = (x: number) => `${x.toFixed(2)} MiB`;

export function formatInstances(b: InstancesBench): string {
  const f = instancesFigures(b);
  const lines = [
    `${b.count} emulators in one process (startEmulator, memory store, port 0, all kept open), created one after another in a fresh child process`,
    `  creation of instances 2..${b.count}: median ${ms(f.median)} (issue 27 measured: ${INSTANCES_BEFORE.medianMs} ms; target ≤ ${INSTANCES_TARGET.medianMs} ms ${f.median <= INSTANCES_TARGET.medianMs ? "✓" : "✗"}), p90 ${ms(f.p90)} (issue 27 measured: ${INSTANCES_BEFORE.p90Ms} ms); the first: ${ms(b.createMs[0] ?? Number.NaN)}`,
    `  memory per extra instance, after GC: heap ${mib(f.heapMiB)}, RSS ${mib(f.rssMiB)}; after each served a POST customers: heap ${mib(f.usedHeapMiB)}, RSS ${mib(f.usedRssMiB)} (target ≤ ${INSTANCES_TARGET.mibPerInstance} MiB ${Math.max(f.heapMiB, f.rssMiB, f.usedHeapMiB, f.usedRssMiB) <= INSTANCES_TARGET.mibPerInstance ? "✓" : "✗"}); with one open: heap ${mib(b.heap.one / MiB)}, RSS ${mib(b.rss.one / MiB)}`,
  ];
  if (b.profile) {
    const top = (list: Array<[string, number]>) => list.slice(0, 12).map(([name, t]) => `    ${share(t, b.profile!.total).padStart(6)} ${name}`);
    lines.push(`  profile of creations 2..${b.count} (${b.profile.total.toFixed(0)} ms busy); most self time:`, ...top(b.profile.self), "  most inclusive time:", ...top(b.profile.inclusive));
  }
  lines.push(...b.problems.map((p) => `PROBLEM ${p}`));
  return lines.join("\n");
}

/** Why `doc` cannot take this section's report (not exactly one begin marker before one end marker), or undefined. */
export function instancesDocProblem(doc: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(doc, "utf8");
  } catch {
    return `${doc} cannot be read (it holds the instances section's markers: ${BEGIN} ... ${END})`;
  }
  const begins = text.split(BEGIN).length - 1;
  const ends = text.split(END).length - 1;
  if (begins !== 1 || ends !== 1 || text.indexOf(BEGIN) > text.indexOf(END)) return `${doc} must hold the line "${BEGIN}" once, then "${END}" once (found ${begins} and ${ends})`;
  return undefined;
}

/** Write the section's figures into `doc`, between its own markers; `run` says when, where and at which commit. */
export function writeInstances(doc: string, b: InstancesBench, run: { date: string; commit: string; machine: string }): void {
  const f = instancesFigures(b);
  const ok = (x: boolean) => (x ? "✓" : "✗");
  const generated = [
    `Run of ${run.date.slice(0, 16).replace("T", " ")} UTC at commit \`${run.commit}\` (${run.machine}): ${b.count} emulators created one after another in one fresh process, all kept open.`,
    "",
    "| | instances 2..n | target |",
    "|---|---:|---:|",
    `| creation, median | ${ms(f.median)} ${ok(f.median <= INSTANCES_TARGET.medianMs)} | ≤ ${INSTANCES_TARGET.medianMs} ms (issue 27 measured: ${INSTANCES_BEFORE.medianMs} ms) |`,
    `| creation, p90 | ${ms(f.p90)} | (issue 27 measured: ${INSTANCES_BEFORE.p90Ms} ms) |`,
    `| heap per extra instance, after GC | ${mib(f.heapMiB)} ${ok(f.heapMiB <= INSTANCES_TARGET.mibPerInstance)} | ≤ ${INSTANCES_TARGET.mibPerInstance} MiB |`,
    `| RSS per extra instance, after GC | ${mib(f.rssMiB)} ${ok(f.rssMiB <= INSTANCES_TARGET.mibPerInstance)} | ≤ ${INSTANCES_TARGET.mibPerInstance} MiB |`,
    `| heap per extra instance once each served a POST customers, after GC | ${mib(f.usedHeapMiB)} ${ok(f.usedHeapMiB <= INSTANCES_TARGET.mibPerInstance)} | ≤ ${INSTANCES_TARGET.mibPerInstance} MiB |`,
    `| RSS per extra instance once each served a POST customers, after GC | ${mib(f.usedRssMiB)} ${ok(f.usedRssMiB <= INSTANCES_TARGET.mibPerInstance)} | ≤ ${INSTANCES_TARGET.mibPerInstance} MiB |`,
    "",
    `The first creation (contracts read and parsed, the process's shared part) took ${ms(b.createMs[0] ?? Number.NaN)}; with one instance open the process held ${mib(b.heap.one / MiB)} of heap and ${mib(b.rss.one / MiB)} resident.`,
    ...b.problems.map((p) => `- PROBLEM: ${p}`),
  ].join("\n");
  const text = readFileSync(doc, "utf8");
  const start = text.indexOf(BEGIN) + BEGIN.length;
  writeFileSync(doc, `${text.slice(0, start)}\n${generated}\n${text.slice(text.indexOf(END))}`);
}

const COMMAND: CommandInfo = { name: "instances", usage: "usage: tsx scripts/bench/instances.ts [--count 50] [--profile] [--doc <file>]" };

/** The standalone command (and, with --child, the child it spawns): 0 measured, 1 a problem, 2 bad usage. */
export function main(argv: string[]): Promise<number> {
  return runCommand(COMMAND, () => instances(argv), expectedErrors(BenchError));
}

async function instances(argv: string[]): Promise<number> {
  const parsed = parseCommand<{ count: string; child?: string; profile?: boolean; doc?: string }>(argv, COMMAND, {
    count: { type: "string", default: String(DEFAULT_INSTANCES) },
    child: { type: "string" },
    profile: { type: "boolean" },
    doc: { type: "string" },
  });
  if (!parsed) return 0;
  const { values } = parsed;
  if (values.child !== undefined) {
    await child(Number(values.child));
    return 0;
  }
  const count = numberFlag(COMMAND, "count", values.count, { min: 2, integer: true, what: "an integer of at least 2" });
  const doc = values.doc === undefined ? undefined : resolve(values.doc);
  const problem = doc && instancesDocProblem(doc);
  if (problem) throw new UsageError(`--doc: ${problem}; ${COMMAND.usage}`);
  const b = await benchInstances({ count, profile: values.profile === true });
  process.stdout.write(`${formatInstances(b)}\n`);
  if (doc) {
    writeInstances(doc, b, runInfo());
    process.stdout.write(`wrote ${doc}\n`);
  }
  return b.problems.length ? 1 : 0;
}

/** When, at which commit and on what machine (for the report). */
export function runInfo(): { date: string; commit: string; machine: string } {
  const git = (...args: string[]) => spawnSync("git", args, { cwd: repoRoot, encoding: "utf8" }).stdout?.trim() ?? "";
  const dirty = git("status", "--porcelain", "--", "src", "scripts").length > 0;
  const cpu = cpus();
  return {
    date: new Date().toISOString(),
    commit: `${git("rev-parse", "--short", "HEAD") || "unknown"}${dirty ? " with uncommitted changes" : ""}`,
    machine: `${cpu.length} × ${cpu[0]?.model.trim() ?? "unknown CPU"}, Node ${process.versions.node}, load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}`,
  };
}

runAsProgram(import.meta.url, main, { exit: false });
