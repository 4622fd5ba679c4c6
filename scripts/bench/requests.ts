/**
 * The request section of npm run bench: every row of the request table (rows.ts: every operation of every
 * API that can be repeated with the same bytes and the same status, in both webhooks versions) against
 * four servers, each a child process on 127.0.0.1, measured the same way (server CPU per request, from /proc):
 *   emulator    the emulator as `npm run emulator` starts it (node + tsx, src/emulator/cli.ts), with its
 *               request limits out of the way (the bench is one user sending thousands of requests a
 *               second), no cap on subscriptions (creates add hundreds a second), provisioning immediate
 *               and a namespace deletion that outlasts every run
 *   front door  `npm run mock`: the Prism front door users call, every API in one process (-v silent)
 *   Prism CLI   `prism mock <bundle> -v silent`, one process for the row's API, as people run Prism
 *               today (and as the front door ran it, one per API, when issue 14 set its targets); the
 *               row's path without the documented base path, which the CLI does not serve
 *   floor       one bare node:http server that reads and JSON.parses each request body and answers, per
 *               route (method, target and body length), the exact bytes (status, headers, body) the
 *               emulator answered to that request
 * The emulator is set up once (setUp: subscriptions through each webhooks API with their handshakes to the
 * bench's https receiver, every PUT row's resource, a sales quote, a copy operation, a namespace deletion;
 * the rows' `{{name}}` placeholders get their ids), its state is kept as a snapshot and restored before
 * each of its runs, so a row that creates things (a deep insert, a subscription) measures the same state
 * every time. Within a round the rows take turns, and for each row the four servers (the order rotates);
 * each run lasts the same time over keep-alive connections at a fixed concurrency. Every answer's status is
 * checked against the one recorded before measuring.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import https from "node:https";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { buildRouteTable, resolve } from "../../src/mock/routes.js";
import { loadRegistry, repoRoot } from "../lib/registry.js";
import { selfSignedCertificate } from "../lib/self-signed.js";
import { loadGenerator, type RunResult } from "./driver.js";
import { type Answer, BenchError, cpuUs, freePort, request, startChild, treeRss } from "./proc.js";
import { COMPANY, CUSTOM_API, example, headersOf, MADE, type Made, NAMESPACE, requestRows, type Row, TOKEN } from "./rows.js";
import { UNTHROTTLED } from "../load.js";

/** The targets: at most a tenth of the front door's CPU per request, at most twice the floor's. */
export const TARGET_VS_DOOR = 0.1;
export const TARGET_VS_FLOOR = 2;

/**
 * Flags of the emulator child: the request limits refill faster than the bench can ask (buckets stay
 * capped at the contracts' bounds); no cap on the tenant's subscriptions (a subscription create row makes
 * hundreds a second until the next restore); a namespace deletion lasts a day (setUp's stays in progress
 * through every run, so its repeated DELETE answers 202 and its status InProgress, whatever --seconds).
 */
export const EMULATOR_FLAGS = [...UNTHROTTLED, "--ApiSubscriptionMaxNumberOfSubscriptions", "1000000000", "--asyncDeleteMs", "86400000"];

const TARGETS = ["emulator", "front door", "Prism CLI", "floor"] as const;
type TargetName = (typeof TARGETS)[number];

interface Measured {
  /** CPU µs per request of each measured run. */
  perRun: number[];
  requests: number;
  wallMs: number;
  latencies: number[];
  /** Answers whose status was not the expected one. */
  errors: number;
  unexpected?: string;
}

export interface RequestRow {
  row: Row;
  /** What the emulator answered (recorded before measuring; the floor answers these bytes). */
  status: number;
  bytes: number;
  /** What the front door answered. */
  doorStatus: number;
  /** CPU µs the bench's own process needs to JSON.stringify the emulator's answer once (parsed back): work the floor, which answers fixed bytes, does not do. */
  encodeUs: number;
  results: Record<TargetName, { cpu: number; best: number; runs: number[]; rps: number; p50: number; p99: number; errors: number; unexpected?: string }>;
}

export interface RequestBench {
  rounds: number;
  seconds: number;
  concurrency: number;
  rows: RequestRow[];
  /** Resident memory of the emulator after the section. */
  emulatorRss: number;
  problems: string[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/**
 * A receiver that passes the webhook handshake, over https (the contract's notificationUrl is https, which
 * the front door checks) with a throwaway self-signed certificate, which the emulator accepts from a
 * loopback receiver (its allowLoopbackHttp setting, on by default).
 */
export async function receiver(): Promise<{ url: string; close: () => void }> {
  let tls: { key: string; cert: string };
  try {
    tls = selfSignedCertificate();
  } catch (err) {
    throw new BenchError((err as Error).message);
  }
  const server = https.createServer(tls, (req, res) => {
    const token = new URL(req.url ?? "/", "http://x").searchParams.get("validationToken");
    req.resume();
    res.writeHead(200, { "content-type": "text/plain" }).end(token ?? "");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return { url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, close: () => server.close() };
}

/** The emulator as `npm run emulator` starts it (node with tsx's loader, the CLI), with EMULATOR_FLAGS; `nodeArgs` go before the loader (--cpu-prof). */
export const startEmulator = (nodeArgs: string[] = []) =>
  startChild(
    "emulator",
    process.execPath,
    [...nodeArgs, "--import", "tsx", join(repoRoot, "src", "emulator", "cli.ts"), "--port", "0", "--quiet", ...EMULATOR_FLAGS],
    /Emulator ready on http:\/\/[^:]+:(\d+)/,
  );

/** The Prism CLI's own entry point (its package's `bin`). */
function prismBin(): string {
  const pkg = createRequire(import.meta.url).resolve("@stoplight/prism-cli/package.json");
  return join(dirname(pkg), (JSON.parse(readFileSync(pkg, "utf8")) as { bin: { prism: string } }).bin.prism);
}

/**
 * One `prism mock <bundle> -v silent` per API the rows call, each on its own port; for each row, the
 * server and the path it takes there (without the documented base path: the CLI serves the bare form).
 */
export async function startPrismClis(rows: Row[]): Promise<Array<{ child: ChildProcess; port: number; path: string }>> {
  const entries = loadRegistry();
  const table = buildRouteTable(entries);
  const bin = prismBin();
  const byApi = new Map<string, Promise<{ child: ChildProcess; port: number }>>();
  const start = async (api: string) => {
    const entry = entries.find((e) => e.key === api)!;
    const port = await freePort();
    const child = spawn(process.execPath, [bin, "mock", "-h", "127.0.0.1", "-p", String(port), "-v", "silent", entry.bundle], { cwd: repoRoot, stdio: "ignore" });
    const until = Date.now() + 60_000;
    while ((await request(port, "GET", "/")).status === 0) {
      if (child.exitCode !== null || Date.now() > until) throw new BenchError(`prism mock ${entry.bundle} did not start within 60 s (exit ${child.exitCode})`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return { child, port };
  };
  return Promise.all(
    rows.map(async (row) => {
      const found = resolve(table, row.path);
      if (!found) throw new BenchError(`no API of the registry serves ${row.path}`);
      if (!byApi.has(found.api)) byApi.set(found.api, start(found.api));
      return { ...(await byApi.get(found.api)!), path: row.path.slice(found.prefixLength) };
    }),
  );
}

/** CPU µs to JSON.stringify `text` (parsed) once, in this process: the median of 5 batches of 20 ms. */
export function encodeUs(text: string): number {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 0;
  }
  const batches: number[] = [];
  for (let b = 0; b < 5; b++) {
    const start = process.cpuUsage();
    const t0 = performance.now();
    let n = 0;
    while (performance.now() - t0 < 20) {
      JSON.stringify(value);
      n++;
    }
    const used = process.cpuUsage(start);
    batches.push((used.user + used.system) / n);
  }
  return median(batches);
}

export const send = (port: number, row: Row, path = row.path) => request(port, row.method, path, headersOf(row), row.body);
const expect2xx = (what: string, a: Answer) => {
  if (a.status < 200 || a.status > 299) throw new BenchError(`${what}: the emulator answered ${a.status} ${a.body.slice(0, 300)}`);
  return a;
};

/** The value of an answer's header `name`, or "". */
const headerOf = (a: Answer, name: string) => a.rawHeaders[a.rawHeaders.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === name) + 1] ?? "";

/**
 * Make what the rows need in the emulator, all of it whatever rows run (so every row measures the same
 * state): through each of webhooks v2.0, v1.0 and the custom API two subscriptions (to items and
 * employees: no row writes those, so no notification is pushed while measuring) with their handshakes;
 * every PUT row's resource (a repeated PUT then replaces); a sales quote; a copy operation; the deletion of
 * a namespace. Then each `{{name}}` in a row's path or body becomes the value (rows.ts, MADE).
 */
export async function setUp(port: number, rows: Row[], hookUrl: string): Promise<void> {
  const auth = { authorization: TOKEN, "content-type": "application/json" };
  const values: Partial<Record<Made, string>> = { hook: hookUrl };
  /** A string member of a JSON answer. */
  const member = (what: string, a: Answer, name: string): string => {
    const value = (JSON.parse(a.body) as Record<string, unknown>)[name];
    if (typeof value !== "string") throw new BenchError(`${what} gave no ${name}: ${a.body.slice(0, 300)}`);
    return value;
  };
  const apis: Array<[api: string, made: Made]> = [
    ["/api/v2.0", "subscription"],
    ["/api/v1.0", "v1.0 subscription"],
    [CUSTOM_API, "custom subscription"],
  ];
  for (const [api, made] of apis) {
    for (const entity of ["items", "employees"]) {
      const what = `creating a subscription to ${entity} through ${api}`;
      const body = JSON.stringify({ notificationUrl: hookUrl, resource: `${api}/companies(${COMPANY})/${entity}`, clientState: "bench" });
      const created = expect2xx(what, await request(port, "POST", `${api}/subscriptions`, auth, body));
      if (entity === "items") values[made] = member(what, created, "subscriptionId");
    }
  }
  for (const row of requestRows()) if (row.method === "PUT") expect2xx(`${row.method} ${row.path}`, await send(port, row));
  const quote = JSON.stringify(example("business/webhooks/shared/examples/sales-quote-create-request.yaml"));
  values["sales quote"] = member("creating a sales quote", expect2xx("creating a sales quote", await request(port, "POST", `/api/v2.0/companies(${COMPANY})/salesQuotes`, auth, quote)), "id");
  const authorization = expect2xx(
    "authorizeCopy",
    await request(port, "POST", "/vendordocs/documentClassifiers:authorizeCopy?api-version=2024-11-30", auth, JSON.stringify({ classifierId: "bench-copy" })),
  );
  const copy = expect2xx("copyTo", await request(port, "POST", "/vendordocs/documentClassifiers/invoice-vs-receipt:copyTo?api-version=2024-11-30", auth, authorization.body));
  values["copy operation"] = /\/operations\/([^/?]+)/.exec(headerOf(copy, "operation-location"))?.[1];
  if (!values["copy operation"]) throw new BenchError(`copyTo gave no Operation-Location: ${headerOf(copy, "operation-location")}`);
  const deletion = expect2xx("deleting a namespace", await request(port, "DELETE", `${NAMESPACE}?api-version=2026-01-01`, { authorization: TOKEN }));
  values["namespace operation"] = /\/operationStatuses\/([^/?]+)/.exec(headerOf(deletion, "vendor-asyncoperation"))?.[1];
  if (deletion.status !== 202 || !values["namespace operation"]) throw new BenchError(`deleting ${NAMESPACE} answered ${deletion.status} without a status address (Vendor-AsyncOperation)`);

  /** `{{name}}` in `text` becomes the value made (`encode`d). */
  const fill = (text: string, encode: (value: string) => string) =>
    text.replace(/\{\{([^{}]+)\}\}/g, (_, name: string) => {
      const value = values[name as Made];
      if (value === undefined) throw new BenchError(`a row names {{${name}}}, which setUp does not make (known: ${MADE.join(", ")})`);
      return encode(value);
    });
  for (const row of rows) {
    row.path = fill(row.path, encodeURIComponent);
    if (row.body !== undefined) row.body = fill(row.body, (v) => JSON.stringify(v).slice(1, -1));
  }
}

/** Headers the floor repeats (the connection's own are node's business). */
const HOP = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
const FLOOR = `
const fs = require("node:fs"), http = require("node:http");
const routes = new Map();
for (const r of JSON.parse(fs.readFileSync(process.env.BENCH_ROUTES, "utf8"))) routes.set(r.method + " " + r.path + " " + r.length, { status: r.status, headers: r.headers, body: Buffer.from(r.body) });
http.createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    if (chunks.length > 0) { try { JSON.parse(Buffer.concat(chunks).toString("utf8")); } catch {} }
    const r = routes.get(req.method + " " + req.url + " " + (req.headers["content-length"] ?? 0));
    if (!r) return void res.writeHead(404, { "content-length": 0 }).end();
    res.writeHead(r.status, r.headers);
    res.end(r.body);
  });
}).listen(0, "127.0.0.1", function () { console.log("floor on " + this.address().port); });`;

export async function benchRequests(options: { rounds: number; seconds: number; concurrency: number; only?: RegExp; log(line: string): void }): Promise<RequestBench> {
  const { rounds, concurrency, log } = options;
  const ms = options.seconds * 1000;
  const rows = requestRows().filter((r) => !options.only || options.only.test(`${r.family} ${r.kind} ${r.name}`));
  if (rows.length === 0) throw new BenchError("--rows matches no row of the request table");
  const problems: string[] = [];
  const children: ChildProcess[] = [];
  const hook = await receiver();
  const tmp = mkdtempSync(join(tmpdir(), "bench-floor-"));
  const driver = loadGenerator();
  try {
    const emu = await startEmulator();
    children.push(emu.child);
    const door = await startChild("front door", process.execPath, ["--import", "tsx", join(repoRoot, "scripts", "mock.ts"), "--port", "0"], /Mock front door ready on http:\/\/[^:]+:(\d+)/);
    children.push(door.child);

    await setUp(emu.port, rows, hook.url);
    const snapshot = await request(emu.port, "GET", "/_emulator/snapshot");
    if (snapshot.status !== 200) throw new BenchError(`GET /_emulator/snapshot answered ${snapshot.status}`);
    const restore = async () => {
      const a = await request(emu.port, "POST", "/_emulator/restore", { "content-type": "application/json" }, snapshot.body);
      if (a.status !== 200) throw new BenchError(`POST /_emulator/restore answered ${a.status} ${a.body.slice(0, 200)}`);
    };

    // what each server answers, before measuring: the emulator's second answer (a repeated request's) is what the floor answers
    // after setUp, which puts the values it made in the rows' paths and bodies
    const prisms = await startPrismClis(rows);
    for (const p of new Set(prisms.map((p) => p.child))) children.push(p);
    const recorded: Array<{ row: Row; emu: Answer; door: Answer; prism: Answer }> = [];
    for (const [i, row] of rows.entries()) {
      await restore();
      await send(emu.port, row);
      const answer = expect2xx(`${row.method} ${row.path}`, await send(emu.port, row));
      await send(door.port, row);
      const doorAnswer = await send(door.port, row);
      if (doorAnswer.status < 200 || doorAnswer.status > 299) problems.push(`${row.name}: the front door answers ${doorAnswer.status} ${doorAnswer.body.slice(0, 200)}`);
      const prism = prisms[i]!;
      await send(prism.port, row, prism.path);
      const prismAnswer = await send(prism.port, row, prism.path);
      if (prismAnswer.status < 200 || prismAnswer.status > 299) problems.push(`${row.name}: prism mock answers ${prismAnswer.status} ${prismAnswer.body.slice(0, 200)}`);
      recorded.push({ row, emu: answer, door: doorAnswer, prism: prismAnswer });
    }
    const routes = recorded.map(({ row, emu: a }) => {
      const headers: Record<string, string> = {};
      for (let i = 0; i < a.rawHeaders.length; i += 2) if (!HOP.has(a.rawHeaders[i]!.toLowerCase())) headers[a.rawHeaders[i]!.toLowerCase()] = a.rawHeaders[i + 1]!;
      return { method: row.method, path: row.path, length: row.body === undefined ? 0 : Buffer.byteLength(row.body), status: a.status, headers, body: a.body };
    });
    const routesFile = join(tmp, "routes.json");
    writeFileSync(routesFile, JSON.stringify(routes));
    const floor = await startChild("floor", process.execPath, ["-e", FLOOR], /floor on (\d+)/, { BENCH_ROUTES: routesFile });
    children.push(floor.child);
    for (const { row, emu: a } of recorded) {
      const f = await send(floor.port, row);
      if (f.status !== a.status || f.body !== a.body) throw new BenchError(`the floor does not answer what the emulator answered to ${row.method} ${row.path}`);
    }

    /** Where a row is sent on each target, and the status every answer must have. */
    const serverOf = (target: TargetName, i: number): { port: number; child: ChildProcess; path: string; expected: number } => {
      const { row, emu: a, door: d, prism: p } = recorded[i]!;
      if (target === "Prism CLI") return { ...prisms[i]!, expected: p.status };
      const server = target === "emulator" ? emu : target === "front door" ? door : floor;
      return { ...server, path: row.path, expected: target === "front door" ? d.status : a.status };
    };
    const measured = recorded.map(() => Object.fromEntries(TARGETS.map((t) => [t, { perRun: [], requests: 0, wallMs: 0, latencies: [], errors: 0 } as Measured])) as Record<TargetName, Measured>);
    const runOne = async (i: number, target: TargetName, runMs: number, measure: boolean) => {
      const { row } = recorded[i]!;
      const server = serverOf(target, i);
      if (target === "emulator") await restore();
      const before = cpuUs(server.child.pid!);
      const result: RunResult = await driver({
        port: server.port,
        ms: runMs,
        concurrency,
        method: row.method,
        path: server.path,
        headers: headersOf(row),
        body: row.body,
        expected: server.expected,
      });
      const used = cpuUs(server.child.pid!) - before;
      if (!measure) return;
      const m = measured[i]![target];
      m.perRun.push(used / result.requests);
      m.requests += result.requests;
      m.wallMs += result.wallMs;
      m.latencies.push(...result.latencies);
      const wrong = result.requests - (result.statuses[String(server.expected)] ?? 0);
      m.errors += wrong;
      if (wrong > 0) m.unexpected ??= result.unexpected;
    };

    log(`requests: ${rows.length} rows × ${TARGETS.length} servers, ${rounds} rounds × ${options.seconds} s each, concurrency ${concurrency}, keep-alive; warming up`);
    for (let i = 0; i < recorded.length; i++) for (const t of TARGETS) await runOne(i, t, Math.min(500, ms), false);
    for (let r = 0; r < rounds; r++) {
      for (let i = 0; i < recorded.length; i++) {
        for (let k = 0; k < TARGETS.length; k++) await runOne(i, TARGETS[(k + r + i) % TARGETS.length]!, ms, true);
      }
      log(`round ${r + 1}/${rounds} done (load ${loadavg()})`);
    }
    const emulatorRss = treeRss(emu.child.pid!).bytes;

    const results = recorded.map(({ row, emu: a, door: d }, i): RequestRow => {
      const out = {} as RequestRow["results"];
      for (const t of TARGETS) {
        const m = measured[i]![t];
        const sorted = [...m.latencies].sort((x, y) => x - y);
        out[t] = {
          cpu: median(m.perRun),
          best: Math.min(...m.perRun),
          runs: m.perRun,
          rps: (m.requests / m.wallMs) * 1000,
          p50: quantile(sorted, 0.5),
          p99: quantile(sorted, 0.99),
          errors: m.errors,
          unexpected: m.unexpected,
        };
        if (m.errors > 0) problems.push(`${row.name}: ${t}: ${m.errors} of ${m.requests} answers were not ${serverOf(t, i).expected} (first: ${m.unexpected})`);
      }
      return { row, status: a.status, bytes: Buffer.byteLength(a.body), doorStatus: d.status, encodeUs: encodeUs(a.body), results: out };
    });
    return { rounds, seconds: options.seconds, concurrency, rows: results, emulatorRss, problems };
  } finally {
    driver.stop();
    hook.close();
    for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The 1, 5 and 15 minute load averages. */
export const loadavg = () => {
  try {
    return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  } catch {
    return "?";
  }
};

const µs = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : "-");
const mark = (ok: boolean) => (ok ? "✓" : "✗");

export function formatRequests(b: RequestBench): string {
  const lines = [
    `requests: server CPU µs per request (median of ${b.rounds} rounds of ${b.seconds} s; concurrency ${b.concurrency}); targets: emulator ≤ ${TARGET_VS_DOOR} × front door, ≤ ${TARGET_VS_FLOOR} × floor`,
    "  encode: this process's CPU to JSON.stringify the answer once (work the floor, answering fixed bytes, does not do); floor/door: the floor's own share of the front door",
    `${"family".padEnd(11)}${"kind".padEnd(12)}${"request".padEnd(32)}${"status".padStart(7)}${"bytes".padStart(7)}${"emulator".padStart(10)}${"door".padStart(7)}${"prism".padStart(7)}${"floor".padStart(7)}${"encode".padStart(8)}${"emu/door".padStart(11)}${"emu/prism".padStart(11)}${"emu/floor".padStart(11)}${"floor/door".padStart(12)}${"emu req/s".padStart(11)}${"errors".padStart(8)}`,
  ];
  for (const r of b.rows) {
    const { emulator: e, "front door": d, "Prism CLI": p, floor: f } = r.results;
    const vsDoor = e.cpu / d.cpu;
    const vsPrism = e.cpu / p.cpu;
    const vsFloor = e.cpu / f.cpu;
    const errors = e.errors + d.errors + p.errors + f.errors;
    lines.push(
      `${r.row.family.padEnd(11)}${r.row.kind.padEnd(12)}${r.row.name.padEnd(32)}${String(r.status).padStart(7)}${String(r.bytes).padStart(7)}${µs(e.cpu).padStart(10)}${µs(d.cpu).padStart(7)}${µs(p.cpu).padStart(7)}${µs(f.cpu).padStart(7)}${r.encodeUs.toFixed(1).padStart(8)}` +
        `${`${vsDoor.toFixed(3)} ${mark(vsDoor <= TARGET_VS_DOOR)}`.padStart(11)}${`${vsPrism.toFixed(3)} ${mark(vsPrism <= TARGET_VS_DOOR)}`.padStart(11)}${`${vsFloor.toFixed(2)} ${mark(vsFloor <= TARGET_VS_FLOOR)}`.padStart(11)}${(f.cpu / d.cpu).toFixed(3).padStart(12)}${e.rps.toFixed(0).padStart(11)}${String(errors).padStart(8)}`,
    );
  }
  const met = b.rows.filter((r) => r.results.emulator.cpu / r.results["front door"].cpu <= TARGET_VS_DOOR && r.results.emulator.cpu / r.results.floor.cpu <= TARGET_VS_FLOOR).length;
  const metPrism = b.rows.filter((r) => r.results.emulator.cpu / r.results["Prism CLI"].cpu <= TARGET_VS_DOOR && r.results.emulator.cpu / r.results.floor.cpu <= TARGET_VS_FLOOR).length;
  lines.push(
    `both targets met on ${met} of ${b.rows.length} rows (${metPrism} of ${b.rows.length} with the tenth taken of the Prism CLI); emulator RSS after the section ${(b.emulatorRss / 2 ** 20).toFixed(0)} MiB`,
  );
  lines.push(...b.problems.map((p) => `PROBLEM ${p}`));
  return lines.join("\n");
}

/** Each row's runs, sorted, for a closer look (--verbose). */
export function formatRuns(b: RequestBench): string {
  return b.rows
    .map(
      (r) =>
        `${r.row.name}\n${TARGETS.map(
          (t) =>
            `  ${t.padEnd(11)} ${[...r.results[t].runs]
              .sort((x, y) => x - y)
              .map((x) => µs(x).padStart(6))
              .join("")}   p50 ${r.results[t].p50.toFixed(2)} ms p99 ${r.results[t].p99.toFixed(2)} ms ${r.results[t].rps.toFixed(0)} req/s`,
        ).join("\n")}`,
    )
    .join("\n");
}
