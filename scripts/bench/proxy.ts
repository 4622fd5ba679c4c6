/**
 * The proxy section of npm run bench: each row of the request table sent to the emulator directly, through
 * the proxy in front of it, and through the proxy's floor (a bare node:http reverse proxy in a plain node
 * child: the request and the answer passed on, hop-by-hop headers dropped, nothing checked), all children
 * as `npm run emulator` and `npm run proxy` start them (the proxy without --har), the same way as the
 * request section (rounds, keep-alive, concurrency, the emulator's state restored before each run).
 * Measured: the CPU per exchange of the proxy and of the floor (from /proc, their process alone), beside
 * the emulator's for the same request, and the latency each adds (p50, p99 through it minus directly).
 * Targets (issue 30): the proxy's CPU at most the emulator's own, and at most 5 ms more at p99.
 */
import type { ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../lib/registry.js";
import { loadGenerator, type RunResult } from "./driver.js";
import { BenchError, cpuUs, request, startChild } from "./proc.js";
import { type Markers, replaceGenerated } from "./report.js";
import { receiver, send, setUp, startEmulator } from "./requests.js";
import { headersOf, type Row, requestRows } from "./rows.js";

/** Where the section's results go in docs/performance.md. */
export const PROXY_MARKERS: Markers = {
  begin: "<!-- npm run bench, proxy: begin (generated: a run with the proxy section replaces everything down to its end marker) -->",
  end: "<!-- npm run bench, proxy: end -->",
};

/** The targets: the proxy's CPU per exchange at most the emulator's for the request; at most 5 ms added at p99. */
export const PROXY_TARGET = { cpuRatio: 1, addedP99Ms: 5 };

export interface ProxyRow {
  row: Row;
  status: number;
  /** CPU µs per request, median of the rounds: the emulator alone (direct), the proxy alone and the floor alone (through each). */
  emulatorCpu: number;
  proxyCpu: number;
  floorCpu: number;
  /** Latency (ms) directly, through the proxy, through the floor. */
  direct: { p50: number; p99: number };
  proxied: { p50: number; p99: number };
  floored: { p50: number; p99: number };
  errors: number;
}

/** The ways a row is sent: to the emulator, through the proxy, through the floor. */
const VIA = ["direct", "proxy", "floor"] as const;
type Via = (typeof VIA)[number];

/** The floor: a bare node:http reverse proxy, nothing checked (a plain node child: no TypeScript loader). */
const FLOOR = `
const http = require("node:http");
const target = new URL(process.env.BENCH_TARGET);
const agent = new http.Agent({ keepAlive: true });
const hop = /^(connection|keep-alive|proxy-connection|te|transfer-encoding|upgrade)$/i;
const pass = (raw) => raw.filter((_, i, all) => !hop.test(all[i - (i % 2)]));
http.createServer((req, res) => {
  const headers = pass(req.rawHeaders);
  if (req.headers["transfer-encoding"]) headers.push("Transfer-Encoding", "chunked");
  const up = http.request({ hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent }, (answer) => {
    res.writeHead(answer.statusCode, pass(answer.rawHeaders));
    answer.pipe(res);
  });
  up.on("error", () => res.destroy());
  req.pipe(up);
}).listen(0, "127.0.0.1", function () { console.log("proxy floor on " + this.address().port); });`;

export interface ProxyBench {
  rounds: number;
  seconds: number;
  concurrency: number;
  rows: ProxyRow[];
  /** Lines the proxy printed while measuring (violations: none expected on these rows). */
  printed: string[];
  problems: string[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

export function proxyVerdict(r: ProxyRow): { ratio: number; added: number; cpuOk: boolean; latencyOk: boolean } {
  const ratio = r.proxyCpu / r.emulatorCpu;
  const added = r.proxied.p99 - r.direct.p99;
  return { ratio, added, cpuOk: ratio <= PROXY_TARGET.cpuRatio, latencyOk: added <= PROXY_TARGET.addedP99Ms };
}

/** The proxy as `npm run proxy` starts it (node with tsx's loader, the command), in front of `target`. */
const startProxyChild = (target: string) =>
  startChild("proxy", process.execPath, ["--import", "tsx", join(repoRoot, "scripts", "proxy.ts"), "--target", target, "--port", "0"], /Proxy ready on http:\/\/[^:]+:(\d+)/);

/** The rows named like `rows`, fresh (their `{{name}}` placeholders not filled by another section's emulator). */
const freshRows = (rows: Row[]) => {
  const names = new Set(rows.map((r) => r.name));
  return requestRows().filter((r) => names.has(r.name));
};

export async function benchProxy(options: { rows: Row[]; rounds: number; seconds: number; concurrency: number; log(line: string): void }): Promise<ProxyBench> {
  const { rounds, concurrency } = options;
  const rows = freshRows(options.rows);
  const ms = options.seconds * 1000;
  const problems: string[] = [];
  const children: ChildProcess[] = [];
  const printed: string[] = [];
  const hook = await receiver();
  const driver = loadGenerator();
  try {
    const emu = await startEmulator();
    children.push(emu.child);
    await setUp(emu.port, rows, hook.url);
    const proxy = await startProxyChild(`http://127.0.0.1:${emu.port}`);
    children.push(proxy.child);
    const floor = await startChild("proxy floor", process.execPath, ["-e", FLOOR], /proxy floor on (\d+)/, { BENCH_TARGET: `http://127.0.0.1:${emu.port}` });
    children.push(floor.child);
    const server: Record<Via, { port: number; child: ChildProcess }> = { direct: emu, proxy, floor };
    proxy.child.stdout?.on("data", (c: Buffer) => printed.push(...c.toString().split("\n").filter(Boolean)));
    const snapshot = await request(emu.port, "GET", "/_emulator/snapshot");
    if (snapshot.status !== 200) throw new BenchError(`GET /_emulator/snapshot answered ${snapshot.status}`);
    const restore = async () => {
      const a = await request(emu.port, "POST", "/_emulator/restore", { "content-type": "application/json" }, snapshot.body);
      if (a.status !== 200) throw new BenchError(`POST /_emulator/restore answered ${a.status} ${a.body.slice(0, 200)}`);
    };
    options.log("proxy: the emulator and the proxy started and the emulator set up");
    // what each row answers (a repeated request's answer), directly: the status every answer must have
    const expected: number[] = [];
    for (const row of rows) {
      await restore();
      await send(emu.port, row);
      expected.push((await send(emu.port, row)).status);
    }
    const measured = rows.map(() => ({ cpu: { direct: [], proxy: [], floor: [] } as Record<Via, number[]>, latencies: { direct: [], proxy: [], floor: [] } as Record<Via, number[]>, errors: 0 }));
    const runOne = async (i: number, via: Via, runMs: number, measure: boolean) => {
      const row = rows[i]!;
      await restore();
      const spec = { port: server[via].port, concurrency, method: row.method, path: row.path, headers: headersOf(row), body: row.body, expected: expected[i]! };
      // a restore starts fresh module instances: warm them up first, as the request section does
      if (measure) await driver({ ...spec, ms: Math.min(250, runMs) });
      // the CPU of the server the row is sent to: the emulator directly, else the proxy or the floor alone
      const pid = server[via].child.pid!;
      const before = cpuUs(pid);
      const result: RunResult = await driver({ ...spec, ms: runMs });
      const used = cpuUs(pid) - before;
      if (!measure) return;
      const m = measured[i]!;
      m.cpu[via].push(used / result.requests);
      m.latencies[via].push(...result.latencies);
      const wrong = result.requests - (result.statuses[String(spec.expected)] ?? 0);
      m.errors += wrong;
      if (wrong > 0) problems.push(`${row.name}: ${via}: ${wrong} of ${result.requests} answers were not ${spec.expected} (first: ${result.unexpected})`);
    };
    options.log(`proxy: ${rows.length} rows, directly, through the proxy and through its floor, ${rounds} rounds × ${options.seconds} s each, concurrency ${concurrency}; warming up`);
    for (let i = 0; i < rows.length; i++) for (const via of VIA) await runOne(i, via, Math.min(300, ms), false);
    for (let r = 0; r < rounds; r++) {
      for (let i = 0; i < rows.length; i++) for (let k = 0; k < VIA.length; k++) await runOne(i, VIA[(k + r + i) % VIA.length]!, ms, true);
      options.log(`proxy: round ${r + 1}/${rounds} done`);
    }
    const results = rows.map((row, i): ProxyRow => {
      const m = measured[i]!;
      const latency = (via: Via) => {
        const sorted = [...m.latencies[via]].sort((a, b) => a - b);
        return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
      };
      return {
        row,
        status: expected[i]!,
        emulatorCpu: median(m.cpu.direct),
        proxyCpu: median(m.cpu.proxy),
        floorCpu: median(m.cpu.floor),
        direct: latency("direct"),
        proxied: latency("proxy"),
        floored: latency("floor"),
        errors: m.errors,
      };
    });
    return { rounds, seconds: options.seconds, concurrency, rows: results, printed, problems };
  } finally {
    driver.stop();
    hook.close();
    for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
  }
}

const µs = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : "-");
const msText = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : "-");
const mark = (ok: boolean) => (ok ? "✓" : "✗");
const violations = (b: ProxyBench) => b.printed.filter((l) => /^#\d+ /.test(l)).length;

/** The section as printed. */
export function formatProxy(b: ProxyBench): string {
  const lines = [
    `proxy: CPU µs per exchange of the proxy and of its floor (a bare node:http reverse proxy) beside the emulator's for the same request, and latency ms directly and through each (median of ${b.rounds} rounds of ${b.seconds} s; concurrency ${b.concurrency}); targets: proxy ≤ ${PROXY_TARGET.cpuRatio} × emulator, added p99 ≤ ${PROXY_TARGET.addedP99Ms} ms`,
    `${"family".padEnd(20)}${"kind".padEnd(12)}${"request".padEnd(32)}${"status".padStart(7)}${"emulator".padStart(10)}${"proxy".padStart(7)}${"floor".padStart(7)}${"proxy/emu".padStart(11)}${"p99 direct".padStart(12)}${"proxy".padStart(8)}${"floor".padStart(8)}${"added".padStart(11)}`,
  ];
  for (const r of b.rows) {
    const v = proxyVerdict(r);
    lines.push(
      `${r.row.family.padEnd(20)}${r.row.kind.padEnd(12)}${r.row.name.padEnd(32)}${String(r.status).padStart(7)}${µs(r.emulatorCpu).padStart(10)}${µs(r.proxyCpu).padStart(7)}${µs(r.floorCpu).padStart(7)}` +
        `${`${v.ratio.toFixed(2)} ${mark(v.cpuOk)}`.padStart(11)}${msText(r.direct.p99).padStart(12)}${msText(r.proxied.p99).padStart(8)}${msText(r.floored.p99).padStart(8)}${`${msText(v.added)} ${mark(v.latencyOk)}`.padStart(11)}`,
    );
  }
  const met = b.rows.filter((r) => proxyVerdict(r).cpuOk && proxyVerdict(r).latencyOk).length;
  lines.push(`both targets met on ${met} of ${b.rows.length} rows; the proxy reported ${violations(b)} violations while measuring`);
  lines.push(...b.problems.map((p) => `PROBLEM ${p}`));
  return lines.join("\n");
}

/** The generated part of docs/performance.md's proxy section. */
export function proxyMarkdown(b: ProxyBench, run: { date: string; commit: string; machine: string; loadStart: string }): string {
  const lines = [
    `Run of ${run.date.slice(0, 16).replace("T", " ")} UTC at commit \`${run.commit}\`; ${run.machine}; load average ${run.loadStart} at the start of the bench. ${b.rounds} rounds of ${b.seconds} s per row, directly, through the proxy and through its floor, concurrency ${b.concurrency} over keep-alive connections.`,
    "",
    `| family | kind | request | answer | emulator CPU | proxy CPU | floor CPU | proxy / emulator (≤ ${PROXY_TARGET.cpuRatio}) | proxy / floor | p99 direct | p99 proxy | p99 floor | added at p99 (≤ ${PROXY_TARGET.addedP99Ms} ms) |`,
    "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const r of b.rows) {
    const v = proxyVerdict(r);
    lines.push(
      `| ${r.row.family} | ${r.row.kind} | ${r.row.name.replace(/\|/g, "\\|")} | ${r.status} | ${µs(r.emulatorCpu)} µs | ${µs(r.proxyCpu)} µs | ${µs(r.floorCpu)} µs | ${v.ratio.toFixed(2)} ${mark(v.cpuOk)} | ${(r.proxyCpu / r.floorCpu).toFixed(2)} | ${msText(r.direct.p99)} ms | ${msText(r.proxied.p99)} ms | ${msText(r.floored.p99)} ms | ${msText(v.added)} ms ${mark(v.latencyOk)} |`,
    );
  }
  const met = b.rows.filter((r) => proxyVerdict(r).cpuOk && proxyVerdict(r).latencyOk).length;
  lines.push("", `**${met} of ${b.rows.length} rows meet both targets.** The proxy reported ${violations(b)} violations while measuring.`);
  if (b.problems.length) lines.push("", "Problems:", ...b.problems.map((p) => `- ${p}`));
  return lines.join("\n");
}

/** Write the section's results into `doc`, between PROXY_MARKERS. */
export function writeProxy(doc: string, b: ProxyBench, run: Parameters<typeof proxyMarkdown>[1]): void {
  writeFileSync(doc, replaceGenerated(readFileSync(doc, "utf8"), proxyMarkdown(b, run), PROXY_MARKERS));
}
