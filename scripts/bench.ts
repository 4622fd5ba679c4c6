/**
 * npm run bench -- [--rounds 9] [--seconds 1] [--concurrency 8]
 *
 * First the build section (scripts/bench-build.ts; --build-rounds 0 skips it): `npm run build` timed in a
 * copy of the repository, [--build-rounds 3] times each: a full build (--force), a no-op build and a
 * one-spec build.
 *
 * Sends the same validated request (GET /api/v2.0/subscriptions with a bearer token; two subscriptions
 * exist, so the answer is about 1 KB) to four servers, each a child process on 127.0.0.1:
 *   emulator    npm run emulator (route, request validated, throttle, handler, JSON answer)
 *   front door  npm run mock -- --api webhooks@v2.0: the Prism front door users call (node:http proxy in
 *               front of one Prism 5.14, -v silent); the target is measured against this
 *   prism       that Prism alone, without the front door (for scale: the cost of Prism itself)
 *   floor       a bare node:http server answering the emulator's answer as a fixed body
 * Targets alternate within each round (the order rotates), each for the same time per round, over
 * keep-alive connections with a fixed concurrency (a fixed time rather than a fixed count: a fast
 * server then runs long enough for its CPU time to span many clock ticks). Server CPU is read from /proc/<pid>/stat (utime + stime of the process and its
 * children) before and after each run, so all are measured the same way. Prints requests/s, p50 and
 * p99 latency and CPU per request (median over the rounds, the best round, and each round), and the
 * ratios against the targets (emulator ≤ 1/10 of the front door's CPU per request, ≤ 2× the floor's).
 * Timings are not tests: exit 0 whatever they are (exit 1 only when a server cannot be started; exit 2,
 * with one line, on a bad option).
 *
 * Then the load section (scripts/load.ts; --load-duration 0 skips it): a bounded autocannon run of a
 * write/read mix against a fresh emulator child with a journal, [--load-duration 10] s with
 * [--load-connections 20]: requests/s, p99, errors (must be 0), the emulator's RSS over time, and the
 * read-back of every acknowledged write (exit 1 when there were errors or a write is missing).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { repoRoot } from "./lib/registry.js";
import { formatLoad, runLoad } from "./load.js";
import { benchBuild, formatBuildBench } from "./bench-build.js";
import { oneLine } from "./lib/cli.js";

const PATH = "/api/v2.0/subscriptions";
const TOKEN = "Bearer bench-token";
const COMPANY = "3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51";
const TICK_US = 1e6 / (Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100);

interface Target {
  name: string;
  port: number;
  child: ChildProcess;
  requests: number;
  wallMs: number;
  cpuUs: number;
  errors: number;
  latencies: number[];
  /** CPU µs per request of each measured run. */
  perRun: number[];
}

const USAGE = "usage: npm run bench -- [--rounds 9] [--seconds 1] [--concurrency 8] [--load-duration 10] [--load-connections 20] [--build-rounds 3]";

function fail(message: string, code = 1): never {
  process.stderr.write(`bench: ${message}\n`);
  process.exit(code);
}

/** utime + stime of a process and all its descendants, in µs. */
function cpuUs(pid: number): number {
  let ticks = 0;
  const visit = (p: number) => {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
      for (const task of readdirSync(`/proc/${p}/task`)) {
        const children = readFileSync(`/proc/${p}/task/${task}/children`, "utf8").trim();
        if (children) children.split(" ").forEach((c) => visit(Number(c)));
      }
    } catch {
      // the process is gone
    }
  };
  visit(pid);
  return ticks * TICK_US;
}

function request(port: number, agent: http.Agent, method = "GET", path = PATH, body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const headers: http.OutgoingHttpHeaders = { authorization: TOKEN, accept: "application/json" };
    if (body !== undefined) Object.assign(headers, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    const req = http.request({ host: "127.0.0.1", port, method, path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", () => resolve({ status: 0, body: "" }));
    req.end(body);
  });
}

async function waitReady(name: string, port: number, child: ChildProcess, agent: http.Agent): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`${name} exited with code ${child.exitCode}`);
    if ((await request(port, agent)).status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  fail(`${name} did not answer 200 on ${PATH} within 60 s`);
}

/** Start a child and read its port from the first line of its output matching `pattern`. */
function startChild(name: string, command: string, args: string[], pattern: RegExp, env: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  return new Promise((resolve) => {
    const t = setTimeout(() => fail(`${name} did not start within 60 s: ${out.slice(-500)}`), 60_000);
    const onData = (c: Buffer) => {
      out += c.toString();
      const m = pattern.exec(out);
      if (m) {
        clearTimeout(t);
        resolve({ child, port: Number(m[1]) });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => fail(`${name} exited with code ${code}: ${out.slice(-500)}`));
  });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = http.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** A subscriber that passes the handshake, so the emulator's list has something in it. */
async function subscriber(): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    const token = new URL(req.url ?? "/", "http://x").searchParams.get("validationToken");
    req.resume();
    res.writeHead(200, { "content-type": "text/plain" }).end(token ?? "");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, close: () => server.close() };
}

/**
 * The load generator: a plain node child (no TypeScript loader in its way), driven by one JSON line per
 * run on stdin; it answers one JSON line with the wall time, the non-200 count and every latency.
 */
const LOAD_GENERATOR = `
const http = require("node:http");
const agents = new Map();
require("node:readline").createInterface({ input: process.stdin }).on("line", async (line) => {
  const { port, ms, concurrency, path, token } = JSON.parse(line);
  let agent = agents.get(port);
  if (!agent) agents.set(port, (agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })));
  const latencies = [];
  let done = 0, errors = 0;
  const one = () => new Promise((resolve) => {
    const t0 = process.hrtime.bigint();
    const finish = (ok) => { latencies[done++] = Number(process.hrtime.bigint() - t0) / 1e6; if (!ok) errors++; resolve(); };
    const req = http.request({ host: "127.0.0.1", port, path, headers: { authorization: token, accept: "application/json" }, agent }, (res) => {
      res.resume();
      res.on("end", () => finish(res.statusCode === 200));
    });
    req.on("error", () => finish(false));
    req.end();
  });
  const start = process.hrtime.bigint();
  const end = Date.now() + ms;
  await Promise.all(Array.from({ length: concurrency }, async () => { while (Date.now() < end) await one(); }));
  process.stdout.write(JSON.stringify({ wallMs: Number(process.hrtime.bigint() - start) / 1e6, requests: done, errors, latencies }) + "\\n");
});`;

interface LoadResult {
  wallMs: number;
  requests: number;
  errors: number;
  latencies: number[];
}

function loadGenerator(): (port: number, ms: number, concurrency: number) => Promise<LoadResult> {
  const child = spawn(process.execPath, ["-e", LOAD_GENERATOR], { stdio: ["pipe", "pipe", "inherit"] });
  child.unref();
  let buffer = "";
  const waiting: Array<(line: string) => void> = [];
  child.stdout!.on("data", (c: Buffer) => {
    buffer += c.toString();
    let nl: number;
    while ((nl = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      waiting.shift()?.(line);
    }
  });
  return (port, ms, concurrency) =>
    new Promise((resolve) => {
      waiting.push((line) => resolve(JSON.parse(line) as LoadResult));
      child.stdin!.write(`${JSON.stringify({ port, ms, concurrency, path: PATH, token: TOKEN })}\n`);
    });
}

async function run(target: Target, ms: number, concurrency: number, load: ReturnType<typeof loadGenerator>, measure: boolean): Promise<void> {
  const cpuBefore = cpuUs(target.child.pid!);
  const result = await load(target.port, ms, concurrency);
  if (!measure) return;
  const n = result.requests;
  const used = cpuUs(target.child.pid!) - cpuBefore;
  target.cpuUs += used;
  target.perRun.push(used / n);
  target.requests += n;
  target.wallMs += result.wallMs;
  target.errors += result.errors;
  target.latencies.push(...result.latencies);
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

const parseOptions = () =>
  parseArgs({
    options: {
      rounds: { type: "string", default: "9" },
      seconds: { type: "string", default: "1" },
      concurrency: { type: "string", default: "8" },
      "load-duration": { type: "string", default: "10" },
      "load-connections": { type: "string", default: "20" },
      "build-rounds": { type: "string", default: "3" },
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
  const ms = Number(values.seconds) * 1000;
  const concurrency = Number(values.concurrency);
  if (![rounds, concurrency].every((x) => Number.isInteger(x) && x > 0)) fail(`--rounds and --concurrency must be positive integers; ${USAGE}`, 2);
  if (!(ms >= 100 && ms <= 600_000)) fail(`--seconds must be a number from 0.1 to 600, got "${values.seconds}"; ${USAGE}`, 2);
  const buildRounds = Number(values["build-rounds"]);
  if (!Number.isInteger(buildRounds) || buildRounds < 0) fail(`--build-rounds must be a whole number (0 skips the build section); ${USAGE}`, 2);

  // the build section, before any server runs
  if (buildRounds > 0) {
    const build = await benchBuild({ rounds: buildRounds });
    process.stdout.write(`${formatBuildBench(build)}\n\n`);
    if (build.problems.length) process.exitCode = 1;
  }

  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const children: ChildProcess[] = [];
  const stopAll = () => children.forEach((c) => c.exitCode === null && c.kill("SIGTERM"));
  process.once("exit", stopAll);
  process.once("SIGINT", () => process.exit(130));

  // the emulator, with throttling out of the way (the bench is one user)
  const emu = await startChild("emulator", process.execPath, ["--import", "tsx", join(repoRoot, "src", "emulator", "cli.ts"), "--port", "0", "--quiet", "--requestsPerWindow", "1000000000"], /Emulator ready on http:\/\/[^:]+:(\d+)/);
  children.push(emu.child);
  await waitReady("emulator", emu.port, emu.child, agent);
  const hook = await subscriber();
  for (const entity of ["customers", "items"]) {
    const created = await request(emu.port, agent, "POST", PATH, JSON.stringify({ notificationUrl: hook.url, resource: `/api/v2.0/companies(${COMPANY})/${entity}`, clientState: "bench" }));
    if (created.status !== 201) fail(`cannot create a subscription on the emulator: ${created.status} ${created.body}`);
  }
  hook.close();
  const answer = await request(emu.port, agent);

  // the Prism front door, as `npm run mock -- --api webhooks@v2.0` starts it (front door + one Prism)
  const door = await startChild("front door", process.execPath, ["--import", "tsx", join(repoRoot, "scripts", "mock.ts"), "--api", "webhooks@v2.0", "--port", "0"], /Mock front door ready on http:\/\/[^:]+:(\d+)/);
  children.push(door.child);
  await waitReady("front door", door.port, door.child, agent);

  // Prism alone, one process, started as the front door starts it
  const require = createRequire(import.meta.url);
  const prismPkg = require.resolve("@stoplight/prism-cli/package.json");
  const prismBin = join(dirname(prismPkg), (JSON.parse(readFileSync(prismPkg, "utf8")) as { bin: { prism: string } }).bin.prism);
  const prismPort = await freePort();
  const bundle = join(repoRoot, "generated", "webhooks", "v2.0", "openapi.json");
  const prismChild = spawn(process.execPath, [prismBin, "mock", "-h", "127.0.0.1", "-p", String(prismPort), "-v", "silent", bundle], { cwd: repoRoot, stdio: "ignore" });
  children.push(prismChild);
  await waitReady("prism", prismPort, prismChild, agent);

  // the floor: node:http and a fixed body, nothing else
  const floorCode = `const b=Buffer.from(process.env.BENCH_BODY);require("node:http").createServer((q,s)=>{q.resume();s.writeHead(200,{"content-type":"application/json; charset=utf-8","content-length":b.length});s.end(b)}).listen(0,"127.0.0.1",function(){console.log("floor on "+this.address().port)})`;
  const floor = await startChild("floor", process.execPath, ["-e", floorCode], /floor on (\d+)/, { BENCH_BODY: answer.body });
  children.push(floor.child);

  const targets: Target[] = [
    { name: "emulator", port: emu.port, child: emu.child },
    { name: "front door", port: door.port, child: door.child },
    { name: "prism", port: prismPort, child: prismChild },
    { name: "floor", port: floor.port, child: floor.child },
  ].map((t) => ({ ...t, requests: 0, wallMs: 0, cpuUs: 0, errors: 0, latencies: [], perRun: [] }));

  process.stdout.write(`GET ${PATH} (bearer token; ${Buffer.byteLength(answer.body)} bytes answered), ${rounds} rounds × ${ms / 1000} s per target, concurrency ${concurrency}, keep-alive\n`);
  const load = loadGenerator();
  for (const t of targets) await run(t, Math.min(1000, ms), concurrency, load, false); // warm-up
  for (let r = 0; r < rounds; r++) {
    const order = targets.map((_, i) => targets[(i + r) % targets.length]!);
    for (const t of order) await run(t, ms, concurrency, load, true);
    process.stdout.write(`round ${r + 1}/${rounds} done (${order.map((t) => t.name).join(", ")})\n`);
  }

  // CPU per request: the median over the rounds (other processes on the machine disturb single runs)
  const rows = targets.map((t) => {
    const sorted = [...t.latencies].sort((a, b) => a - b);
    const runs = [...t.perRun].sort((a, b) => a - b);
    return { name: t.name, rps: (t.requests / t.wallMs) * 1000, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), cpu: quantile(runs, 0.5), best: runs[0] ?? NaN, runs, errors: t.errors };
  });
  const pad = (s: string, w: number) => s.padStart(w);
  process.stdout.write(`\n${"target".padEnd(11)}${pad("req/s", 8)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}${pad("CPU µs/req", 12)}${pad("best", 6)}  rounds, sorted${" ".repeat(Math.max(0, rounds * 6 - 14))}${pad("non-200", 9)}\n`);
  for (const r of rows) {
    const perRound = r.runs.map((x) => pad(x.toFixed(0), 5)).join(" ");
    process.stdout.write(`${r.name.padEnd(11)}${pad(r.rps.toFixed(0), 8)}${pad(r.p50.toFixed(2), 8)}${pad(r.p99.toFixed(2), 8)}${pad(r.cpu.toFixed(0), 12)}${pad(r.best.toFixed(0), 6)}  ${perRound}${pad(String(r.errors), 9)}\n`);
  }
  const [emuRow, doorRow, prismRow, floorRow] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
  const ratio = (a: number, b: number, digits: number) => (a / b).toFixed(digits);
  const vsDoor = emuRow.cpu / doorRow.cpu;
  const vsFloor = emuRow.cpu / floorRow.cpu;
  process.stdout.write(
    `\nCPU per request (medians): emulator = ${vsDoor.toFixed(3)} × the Prism front door (target ≤ 0.1: ${vsDoor <= 0.1 ? "met" : "NOT met"}), ` +
      `${vsFloor.toFixed(2)} × floor (target ≤ 2: ${vsFloor <= 2 ? "met" : "NOT met"})\n` +
      `for scale: emulator = ${ratio(emuRow.cpu, prismRow.cpu, 3)} × Prism alone (best rounds: ${ratio(emuRow.best, prismRow.best, 3)}); ` +
      `floor = ${ratio(floorRow.cpu, doorRow.cpu, 3)} × the front door and ${ratio(floorRow.cpu, prismRow.cpu, 3)} × Prism alone on this machine now\n` +
      `throughput: emulator = ${ratio(emuRow.rps, doorRow.rps, 1)} × the front door, ${ratio(emuRow.rps, floorRow.rps, 2)} × floor\n`,
  );

  // the load section runs against its own emulator child; the idle servers above are stopped after it
  // (stopping them earlier would fire their exit handlers while this awaits)
  if (loadDuration > 0) {
    process.stdout.write("\n");
    const load = await runLoad({ durationSec: loadDuration, connections: loadConnections });
    process.stdout.write(`${formatLoad(load)}\n`);
    if (load.errors > 0 || load.readBack.problems.length > 0) {
      stopAll();
      process.exit(1);
    }
  }
  stopAll();
  process.exit(); // 0, or 1 when the build section found a problem (process.exitCode)
}

main().catch((err: unknown) => fail(err instanceof Error ? (err.stack ?? err.message) : String(err)));
