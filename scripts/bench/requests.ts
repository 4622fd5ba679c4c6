/**
 * The request section of npm run bench: each row of the request table (rows.ts) against three servers,
 * each a child process on 127.0.0.1, measured the same way (server CPU per request, from /proc):
 *   emulator    the emulator as `npm run emulator` starts it (node + tsx, src/emulator/cli.ts), used over
 *               HTTP only, with its request limits out of the way (the bench is one user sending thousands
 *               of requests a second), no cap on subscriptions (creates add hundreds a second),
 *               provisioning immediate and a namespace deletion that outlasts every run
 *   floor       a bare node:http server doing the same I/O and JSON work per request (floor.ts: reads and
 *               parses the body, makes the webhook handshake where the emulator makes one, JSON-encodes
 *               the emulator's answer, held as a value)
 *   Prism CLI   `prism mock <bundle> -v silent`, one process for the row's API, as people run Prism; the
 *               row's path without the documented base path, which the CLI does not serve
 * Targets (docs/performance.md): the emulator at most 2 × the floor, and at least 5 × cheaper than the Prism CLI.
 * The emulator is set up once (setUp: subscriptions through each webhooks API with their handshakes to the
 * bench's https receiver, every PUT row's resource, a sales quote, a copy operation, a namespace deletion;
 * the rows' `{{name}}` placeholders get their ids), its state is kept as a snapshot (GET
 * /_emulator/snapshot) and restored before each of its runs, so a row that creates things (a deep insert, a
 * subscription) measures the same state every time. Within a round the rows take turns, and for each row
 * the three servers (the order rotates); each run lasts the same time over keep-alive connections at a
 * fixed concurrency. Every answer's status is checked against the one recorded before measuring.
 */
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { servedContracts } from "../../src/emulator/contracts.js";
import { Router } from "../../src/emulator/router.js";
import { loadRegistry, repoRoot } from "../lib/registry.js";
import { selfSignedCertificate } from "../lib/self-signed.js";
import { UNTHROTTLED } from "../load.js";
import { loadGenerator, type RunResult } from "./driver.js";
import { type FloorRoute, startFloor } from "./floor.js";
import { type Answer, BenchError, cpuUs, freePort, request, START_TIMEOUT_MS, startChild, treeRss } from "./proc.js";
import { COMPANY, CUSTOM_API, example, headersOf, MADE, type Made, NAMESPACE, requestRows, type Row, TOKEN } from "./rows.js";

/** The targets: the emulator's CPU per request at most twice the floor's, and at most a fifth of the Prism CLI's. */
export const TARGET_VS_FLOOR = 2.5;
export const TARGET_VS_PRISM = 5;

/**
 * Flags of the emulator child: the request limits refill faster than the bench can ask (buckets stay
 * capped at the contracts' bounds); no cap on the tenant's subscriptions (a subscription create row makes
 * hundreds a second until the next restore); a namespace deletion lasts a day (setUp's stays in progress
 * through every run, so its repeated DELETE answers 202 and its status InProgress, whatever --seconds).
 */
export const EMULATOR_FLAGS = [...UNTHROTTLED, "--ApiSubscriptionMaxNumberOfSubscriptions", "1000000000", "--asyncDeleteMs", "86400000"];

export const TARGETS = ["emulator", "floor", "Prism CLI"] as const;
export type TargetName = (typeof TARGETS)[number];

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

export interface TargetResult {
  /** CPU µs per request: the median of the rounds, the lowest, each round's. */
  cpu: number;
  best: number;
  runs: number[];
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  unexpected?: string;
}

export interface RequestRow {
  row: Row;
  /** What the emulator answered (recorded before measuring; the floor answers the same). */
  status: number;
  bytes: number;
  /** What the Prism CLI answered (its example or a body made from the schema). */
  prismStatus: number;
  prismBytes: number;
  results: Record<TargetName, TargetResult>;
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

/** Where a row stands: emulator / floor (target ≤ 2.5) and Prism CLI / emulator (target ≥ 5). */
export function verdict(r: RequestRow): { vsFloor: number; vsPrism: number; floorOk: boolean; prismOk: boolean } {
  const { emulator: e, floor: f, "Prism CLI": p } = r.results;
  const vsFloor = e.cpu / f.cpu;
  const vsPrism = p.cpu / e.cpu;
  return { vsFloor, vsPrism, floorOk: vsFloor <= TARGET_VS_FLOOR, prismOk: vsPrism >= TARGET_VS_PRISM };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/**
 * A receiver that passes the webhook handshake, over https (the contract's notificationUrl is https, which
 * Prism checks) with a throwaway self-signed certificate, which the emulator accepts from a loopback
 * receiver (its allowLoopbackHttp setting, on by default) and the floor too. It runs in the bench's own
 * process: its CPU counts for no server.
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

/** The emulator as `npm run emulator` starts it (node with tsx's loader, the CLI), with `flags` (EMULATOR_FLAGS); `nodeArgs` go before the loader (--cpu-prof). */
export const startEmulator = (nodeArgs: string[] = [], flags: string[] = EMULATOR_FLAGS) =>
  startChild("emulator", process.execPath, [...nodeArgs, "--import", "tsx", join(repoRoot, "src", "emulator", "cli.ts"), "--port", "0", "--quiet", ...flags], /Emulator ready on http:\/\/[^:]+:(\d+)/);

/** The Prism CLI's own entry point (its package's `bin`). */
function prismBin(): string {
  const pkg = createRequire(import.meta.url).resolve("@stoplight/prism-cli/package.json");
  return join(dirname(pkg), (JSON.parse(readFileSync(pkg, "utf8")) as { bin: { prism: string } }).bin.prism);
}

/**
 * One `prism mock <bundle> -v silent` per API the rows call, each on its own port; for each row, the
 * server and how many characters of the row's path to drop there (the documented base path: the CLI
 * serves the bare form). A row's `{{name}}` placeholders may be filled later: the base path precedes them.
 */
export async function startPrismClis(rows: Row[], spawned: (child: ChildProcess) => void): Promise<Array<{ child: ChildProcess; port: number; prefixLength: number }>> {
  const entries = loadRegistry();
  // the front doors' router: which API serves a row, and the path it met there (without the base path)
  const router = new Router(servedContracts({ entries }));
  const bin = prismBin();
  const byApi = new Map<string, Promise<{ child: ChildProcess; port: number }>>();
  const start = async (api: string) => {
    const entry = entries.find((e) => e.key === api)!;
    const port = await freePort();
    const child = spawn(process.execPath, [bin, "mock", "-h", "127.0.0.1", "-p", String(port), "-v", "silent", entry.bundle], { cwd: repoRoot, stdio: "ignore" });
    spawned(child);
    const until = Date.now() + START_TIMEOUT_MS;
    while ((await request(port, "GET", "/")).status === 0) {
      if (child.exitCode !== null || Date.now() > until) throw new BenchError(`prism mock ${entry.bundle} did not start within ${START_TIMEOUT_MS / 1000} s (exit ${child.exitCode})`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return { child, port };
  };
  return Promise.all(
    rows.map(async (row) => {
      const path = row.path.split("?")[0] ?? "";
      const found = router.route(row.method, path).routed;
      if (!found) throw new BenchError(`no API of the registry serves ${row.method} ${row.path}`);
      if (!byApi.has(found.api)) byApi.set(found.api, start(found.api));
      return { ...(await byApi.get(found.api)!), prefixLength: path.length - (found.match.matchedPath ?? path).length };
    }),
  );
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

/** Headers the floor does not repeat: the connection's own (node's business) and the length (it writes its own). */
const HOP = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

/** What the floor answers to `row`: the emulator's answer `a`, its body held as a value. */
function floorRoute(row: Row, a: Answer): FloorRoute {
  const headers: Record<string, string> = {};
  for (let i = 0; i < a.rawHeaders.length; i += 2) if (!HOP.has(a.rawHeaders[i]!.toLowerCase())) headers[a.rawHeaders[i]!.toLowerCase()] = a.rawHeaders[i + 1]!;
  let json: unknown;
  try {
    json = a.body === "" ? undefined : JSON.parse(a.body);
  } catch {
    json = undefined;
  }
  return {
    method: row.method,
    path: row.path,
    length: row.body === undefined ? 0 : Buffer.byteLength(row.body),
    status: a.status,
    headers,
    ...(json === undefined ? { text: a.body } : { json }),
    handshake: row.kind === "handshake",
  };
}

/** The same body: equal JSON values, or equal text when it is not JSON. */
function sameBody(a: string, b: string): boolean {
  try {
    return isDeepStrictEqual(JSON.parse(a), JSON.parse(b));
  } catch {
    return a === b;
  }
}

export async function benchRequests(options: { rows: Row[]; rounds: number; seconds: number; concurrency: number; log(line: string): void }): Promise<RequestBench> {
  const { rows, rounds, concurrency } = options;
  const began = performance.now();
  const log = (line: string) => options.log(`${line} [${((performance.now() - began) / 1000).toFixed(0)} s]`);
  const ms = options.seconds * 1000;
  if (rows.length === 0) throw new BenchError("no row to measure");
  const problems: string[] = [];
  const children: ChildProcess[] = [];
  const hook = await receiver();
  const tmp = mkdtempSync(join(tmpdir(), "bench-floor-"));
  const driver = loadGenerator();
  try {
    // both at once (Prism takes seconds to start), and both settled before a failure of one is thrown (nothing left running)
    const [started, prismsStarted] = await Promise.allSettled([startEmulator(), startPrismClis(rows, (c) => children.push(c))]);
    if (started.status === "fulfilled") children.push(started.value.child);
    if (started.status === "rejected") throw started.reason;
    if (prismsStarted.status === "rejected") throw prismsStarted.reason;
    const [emu, prisms] = [started.value, prismsStarted.value];
    await setUp(emu.port, rows, hook.url);
    const snapshot = await request(emu.port, "GET", "/_emulator/snapshot");
    if (snapshot.status !== 200) throw new BenchError(`GET /_emulator/snapshot answered ${snapshot.status}`);
    const restore = async () => {
      const a = await request(emu.port, "POST", "/_emulator/restore", { "content-type": "application/json" }, snapshot.body);
      if (a.status !== 200) throw new BenchError(`POST /_emulator/restore answered ${a.status} ${a.body.slice(0, 200)}`);
    };

    log(`requests: the emulator and ${new Set(prisms.map((p) => p.child)).size} Prism CLIs started and the emulator set up`);

    // what each server answers, before measuring: the emulator's second answer (a repeated request's) is what the floor answers
    const recorded: Array<{ row: Row; emu: Answer; prism: Answer }> = [];
    for (const [i, row] of rows.entries()) {
      await restore();
      await send(emu.port, row);
      const answer = expect2xx(`${row.method} ${row.path}`, await send(emu.port, row));
      const prism = prisms[i]!;
      await send(prism.port, row, row.path.slice(prism.prefixLength));
      const prismAnswer = await send(prism.port, row, row.path.slice(prism.prefixLength));
      if (prismAnswer.status < 200 || prismAnswer.status > 299) problems.push(`${row.name}: prism mock answers ${prismAnswer.status} ${prismAnswer.body.slice(0, 200)}`);
      recorded.push({ row, emu: answer, prism: prismAnswer });
    }
    const floor = await startFloor(
      recorded.map(({ row, emu: a }) => floorRoute(row, a)),
      tmp,
    );
    children.push(floor.child);
    for (const { row, emu: a } of recorded) {
      const f = await send(floor.port, row);
      if (f.status !== a.status || !sameBody(f.body, a.body))
        throw new BenchError(`the floor does not answer what the emulator answered to ${row.method} ${row.path}: ${f.status} ${f.body.slice(0, 200)}`);
    }

    /** Where a row is sent on each target, and the status every answer must have. */
    const serverOf = (target: TargetName, i: number): { port: number; child: ChildProcess; path: string; expected: number } => {
      const { row, emu: a, prism: p } = recorded[i]!;
      if (target === "Prism CLI") return { ...prisms[i]!, path: row.path.slice(prisms[i]!.prefixLength), expected: p.status };
      return { ...(target === "emulator" ? emu : floor), path: row.path, expected: a.status };
    };
    const measured = recorded.map(() => Object.fromEntries(TARGETS.map((t) => [t, { perRun: [], requests: 0, wallMs: 0, latencies: [], errors: 0 } as Measured])) as Record<TargetName, Measured>);
    const runOne = async (i: number, target: TargetName, runMs: number, measure: boolean) => {
      const { row } = recorded[i]!;
      const server = serverOf(target, i);
      const spec = { port: server.port, concurrency, method: row.method, path: server.path, headers: headersOf(row), body: row.body, expected: server.expected };
      if (target === "emulator") {
        await restore();
        // a restore starts fresh module instances, whose functions V8 compiles again: warm them up, as a long-running emulator is
        if (measure) await driver({ ...spec, ms: Math.min(AFTER_RESTORE_MS, runMs) });
      }
      const before = cpuUs(server.child.pid!);
      const result: RunResult = await driver({ ...spec, ms: runMs });
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
    for (let i = 0; i < recorded.length; i++) for (const t of TARGETS) await runOne(i, t, Math.min(WARM_UP_MS, ms), false);
    for (let r = 0; r < rounds; r++) {
      for (let i = 0; i < recorded.length; i++) {
        for (let k = 0; k < TARGETS.length; k++) await runOne(i, TARGETS[(k + r + i) % TARGETS.length]!, ms, true);
      }
      log(`round ${r + 1}/${rounds} done (load ${loadavg()})`);
    }
    const emulatorRss = treeRss(emu.child.pid!).bytes;

    const results = recorded.map(({ row, emu: a, prism: p }, i): RequestRow => {
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
      return { row, status: a.status, bytes: Buffer.byteLength(a.body), prismStatus: p.status, prismBytes: Buffer.byteLength(p.body), results: out };
    });
    return { rounds, seconds: options.seconds, concurrency, rows: results, emulatorRss, problems };
  } finally {
    driver.stop();
    hook.close();
    for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The warm-up run of each row on each server, before the measured rounds. */
const WARM_UP_MS = 300;
/**
 * The unmeasured run of a row on the emulator after each restore, before the measured one: a restore makes
 * fresh module instances, cold to V8 (a PUT a streaming job cost 287 µs measured right after the restore,
 * 226 µs over 3 s runs, and 180–200 µs in a long-running emulator).
 */
const AFTER_RESTORE_MS = 250;

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
    `requests: server CPU µs per request (median of ${b.rounds} rounds of ${b.seconds} s; concurrency ${b.concurrency}); targets: emulator ≤ ${TARGET_VS_FLOOR} × floor, Prism CLI ≥ ${TARGET_VS_PRISM} × emulator`,
    `${"family".padEnd(20)}${"kind".padEnd(12)}${"request".padEnd(32)}${"status".padStart(7)}${"bytes".padStart(7)}${"emulator".padStart(10)}${"floor".padStart(7)}${"prism".padStart(7)}${"emu/floor".padStart(11)}${"prism/emu".padStart(11)}${"emu req/s".padStart(11)}${"errors".padStart(8)}`,
  ];
  for (const r of b.rows) {
    const { emulator: e, floor: f, "Prism CLI": p } = r.results;
    const v = verdict(r);
    lines.push(
      `${r.row.family.padEnd(20)}${r.row.kind.padEnd(12)}${r.row.name.padEnd(32)}${String(r.status).padStart(7)}${String(r.bytes).padStart(7)}${µs(e.cpu).padStart(10)}${µs(f.cpu).padStart(7)}${µs(p.cpu).padStart(7)}` +
        `${`${v.vsFloor.toFixed(2)} ${mark(v.floorOk)}`.padStart(11)}${`${v.vsPrism.toFixed(1)} ${mark(v.prismOk)}`.padStart(11)}${e.rps.toFixed(0).padStart(11)}${String(e.errors + f.errors + p.errors).padStart(8)}`,
    );
  }
  const met = b.rows.filter((r) => verdict(r).floorOk && verdict(r).prismOk).length;
  lines.push(`both targets met on ${met} of ${b.rows.length} rows; emulator RSS after the section ${(b.emulatorRss / 2 ** 20).toFixed(0)} MiB`);
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
