/**
 * npm run bench (load section) or: tsx scripts/load.ts [--duration 10] [--connections 20] [--memory]
 *
 * A bounded load run against the emulator, loopback only: the emulator CLI as a child process on
 * 127.0.0.1 with a journal (--data-dir in a temporary folder, so an acknowledged write is on disk),
 * driven by autocannon. Each connection repeats one cycle of writes and reads through the contracts:
 *
 *   POST   /api/v2.0/companies(<company>)/customers              create an entity          (write)
 *   GET    /api/v2.0/companies(<company>)/customers(<id>)        read it back              (read)
 *   PUT    .../containerGroups/load-<connection>                 upsert, tags.seq = n      (write)
 *   GET    .../containerGroups/load-<connection>                 read it back              (read)
 *   POST   /api/v2.0/subscriptions                               handshake with a loopback subscriber (write)
 *   GET    /api/v2.0/subscriptions(<id>)                         read it back              (read)
 *   DELETE /api/v2.0/subscriptions(<id>)   If-Match               delete it                 (write)
 *   DELETE /api/v2.0/companies(<company>)/customers(<id>) If-Match  delete the entity        (write)
 *
 * so the live data stays bounded and memory must level off. Every acknowledged (2xx) write is recorded;
 * afterwards every one is read back: a created entity or subscription whose delete was not acknowledged
 * is there (or, when its delete was in flight at the end, may be gone), one whose delete was acknowledged
 * is gone, and each container group holds its last acknowledged seq (or the one in flight at the end).
 * RSS of the emulator is sampled every 250 ms; the slope of the last third is compared with the first.
 *
 * Prints requests/s, latency p50/p99, errors (connection errors, timeouts and non-2xx: must be 0), the RSS
 * trend and the read-back. Exit 1 when there were errors or an acknowledged write is missing; timings
 * never fail the run.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { type CommandInfo, expectedErrors, numberFlag, parseCommand, runAsProgram, runCommand } from "../src/cli/command.js";
import { repoRoot } from "./lib/registry.js";

export const COMPANY = "3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51";
const TOKEN = "Bearer load-token";
const ARM_SUBSCRIPTION = "00000000-0000-4000-8000-00000000a11d";
const CI_VERSION = "2025-09-01";

// --- the emulator as a child process ---------------------------------------------------------------

export interface EmulatorProcess {
  url: string;
  port: number;
  child: ChildProcess;
  pid: number;
  /** SIGTERM and wait (a clean close). */
  stop(): Promise<void>;
  /** SIGKILL and wait: no chance to flush anything. */
  kill(): Promise<void>;
}

/**
 * `node --import tsx src/emulator/cli.ts --port <port> --quiet [...args]`: one process (no tsx wrapper),
 * so that a signal reaches the emulator itself. Resolves when it prints its address.
 */
export function startEmulatorProcess(args: string[] = [], port = 0): Promise<EmulatorProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", join(repoRoot, "src", "emulator", "cli.ts"), "--port", String(port), "--quiet", ...args], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let out = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the emulator did not start within 60 s: ${out.slice(-800)}`));
    }, 60_000);
    const onData = (c: Buffer) => {
      out += c.toString();
      const m = /Emulator ready on (http:\/\/[^\s:]+:(\d+))/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      child.stdout?.removeListener("data", onData);
      child.stdout?.resume();
      const stopWith = (signal: NodeJS.Signals) => async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
        await exited;
      };
      resolve({ url: m[1]!, port: Number(m[2]), child, pid: child.pid!, stop: stopWith("SIGTERM"), kill: stopWith("SIGKILL") });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (c: Buffer) => (out += c.toString()));
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the emulator exited (${signal ?? code}) before it was ready: ${out.slice(-800)}`));
    });
  });
}

/** Resident set size of a process, in KiB (Linux /proc). */
export function rssKiB(pid: number): number | undefined {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** A loopback subscriber that passes every handshake. */
export async function startHandshakeSubscriber(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const token = new URL(req.url ?? "/", "http://x").searchParams.get("validationToken");
    req.resume();
    req.on("end", () => res.writeHead(200, { "content-type": "text/plain" }).end(token ?? ""));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/load`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** Emulator flags that take throttling and provisioning delays out of a measurement (buckets stay capped at the contracts' bounds: they refill faster than anyone asks). */
export const UNTHROTTLED = [
  "--requestsPerWindow",
  "1000000000",
  "--managementReadsPerSecond",
  "1000000000",
  "--managementWritesPerSecond",
  "1000000000",
  "--modelManagementPerSecond",
  "1000000000",
  "--provisioningDelayMs",
  "0",
];

/** Flags that take throttling and provisioning delays out of a load run. */
export const LOAD_SETTINGS = [...UNTHROTTLED, "--ApiSubscriptionMaxNumberOfSubscriptions", "1000000"];

// --- the run -----------------------------------------------------------------------------------------

export interface LoadOptions {
  durationSec: number;
  connections: number;
  /** Sample RSS every this many ms. */
  sampleMs?: number;
  /** Journal in a temporary folder (default true). */
  durable?: boolean;
}

export interface RssTrend {
  samples: Array<{ t: number; kib: number }>;
  startKiB: number;
  peakKiB: number;
  endKiB: number;
  /** Least-squares slope of the first and the last third of the samples, KiB/s. */
  firstThirdKiBs: number;
  lastThirdKiBs: number;
  /** The last third grows no faster than the first (or by less than 64 KiB/s). */
  levelsOff: boolean;
}

export interface LoadResult {
  durationSec: number;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors + timeouts + non-2xx answers. */
  errors: number;
  detail: { errors: number; timeouts: number; non2xx: number; resets: number; statusCodes: Record<string, number> };
  writes: { acknowledged: number; sent: number };
  readBack: { checked: number; problems: string[] };
  rss: RssTrend;
}

function slope(points: Array<{ t: number; kib: number }>): number {
  if (points.length < 2) return 0;
  const n = points.length;
  const mt = points.reduce((s, p) => s + p.t, 0) / n;
  const mk = points.reduce((s, p) => s + p.kib, 0) / n;
  const num = points.reduce((s, p) => s + (p.t - mt) * (p.kib - mk), 0);
  const den = points.reduce((s, p) => s + (p.t - mt) ** 2, 0);
  return den === 0 ? 0 : (num / den) * 1000;
}

export function rssTrend(samples: Array<{ t: number; kib: number }>): RssTrend {
  const third = Math.max(2, Math.floor(samples.length / 3));
  const first = slope(samples.slice(0, third));
  const last = slope(samples.slice(-third));
  const kibs = samples.map((s) => s.kib);
  return {
    samples,
    startKiB: kibs[0] ?? 0,
    peakKiB: Math.max(0, ...kibs),
    endKiB: kibs.at(-1) ?? 0,
    firstThirdKiBs: first,
    lastThirdKiBs: last,
    levelsOff: last <= Math.max(first, 64),
  };
}

interface Ledger {
  customers: Map<string, { name: string; deleteSent: boolean; deleteAcked: boolean }>;
  subscriptions: Map<string, { deleteSent: boolean; deleteAcked: boolean }>;
  groups: Map<number, { acked: number; sent: number }>;
  acknowledged: number;
  sent: number;
}

type Ctx = Record<string, string | undefined>;
interface Req {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function containerGroupBody(seq: number, conn: number): string {
  return JSON.stringify({
    location: "westeurope",
    tags: { seq: String(seq), connection: String(conn) },
    properties: {
      osType: "Linux",
      containers: [{ name: "web", properties: { image: "registry.vendor.example/load/web:1", resources: { requests: { cpu: 1, memoryInGB: 1.5 } } } }],
    },
  });
}

/** The request cycle of one connection (its own closures: connection number, sequence, ledger). */
function cycle(conn: number, ledger: Ledger, hookUrl: string): unknown[] {
  let seq = 0;
  const headers = { authorization: TOKEN, accept: "application/json" };
  const json = { ...headers, "content-type": "application/json" };
  const group = `/subscriptions/${ARM_SUBSCRIPTION}/resourceGroups/load/providers/Vendor.ContainerInstance/containerGroups/load-${conn}?api-version=${CI_VERSION}`;
  const customers = `/api/v2.0/companies(${COMPANY})/customers`;
  const write = () => ledger.sent++;
  const acked = (status: number) => status >= 200 && status < 300 && ++ledger.acknowledged > 0;
  const parse = (body: string): Record<string, unknown> => {
    try {
      return JSON.parse(body) as Record<string, unknown>;
    } catch {
      return {};
    }
  };
  return [
    {
      method: "POST",
      path: customers,
      headers: json,
      setupRequest: (req: Req, ctx: Ctx) => {
        ctx.name = `load ${conn}-${++seq}`;
        write();
        return { ...req, body: JSON.stringify({ displayName: ctx.name }) };
      },
      onResponse: (status: number, body: string, ctx: Ctx) => {
        if (!acked(status)) return;
        const b = parse(body);
        ctx.customer = String(b.id);
        ctx.customerTag = String(b["@odata.etag"]);
        ledger.customers.set(ctx.customer, { name: ctx.name ?? "", deleteSent: false, deleteAcked: false });
      },
    },
    { method: "GET", headers, setupRequest: (req: Req, ctx: Ctx) => (ctx.customer ? { ...req, path: `${customers}(${ctx.customer})` } : undefined) },
    {
      method: "PUT",
      path: group,
      headers: json,
      setupRequest: (req: Req, ctx: Ctx) => {
        const n = ++seq;
        ctx.seq = String(n);
        const g = ledger.groups.get(conn) ?? { acked: 0, sent: 0 };
        ledger.groups.set(conn, { ...g, sent: n });
        write();
        return { ...req, body: containerGroupBody(n, conn) };
      },
      onResponse: (status: number, _body: string, ctx: Ctx) => {
        if (!acked(status)) return;
        const g = ledger.groups.get(conn)!;
        g.acked = Math.max(g.acked, Number(ctx.seq));
      },
    },
    { method: "GET", path: group, headers },
    {
      method: "POST",
      path: "/api/v2.0/subscriptions",
      headers: json,
      body: JSON.stringify({ notificationUrl: hookUrl, resource: `/api/v2.0/companies(${COMPANY})/items`, clientState: `load-${conn}` }),
      setupRequest: (req: Req) => {
        write();
        return req;
      },
      onResponse: (status: number, body: string, ctx: Ctx) => {
        if (!acked(status)) return;
        const b = parse(body);
        ctx.subscription = String(b.subscriptionId);
        ctx.subscriptionTag = String(b["@odata.etag"]);
        ledger.subscriptions.set(ctx.subscription, { deleteSent: false, deleteAcked: false });
      },
    },
    { method: "GET", headers, setupRequest: (req: Req, ctx: Ctx) => (ctx.subscription ? { ...req, path: `/api/v2.0/subscriptions(${ctx.subscription})` } : undefined) },
    {
      method: "DELETE",
      setupRequest: (req: Req, ctx: Ctx) => {
        if (!ctx.subscription) return undefined;
        ledger.subscriptions.get(ctx.subscription)!.deleteSent = true;
        write();
        return { ...req, path: `/api/v2.0/subscriptions(${ctx.subscription})`, headers: { ...headers, "if-match": ctx.subscriptionTag ?? "*" } };
      },
      onResponse: (status: number, _body: string, ctx: Ctx) => {
        if (acked(status) && ctx.subscription) ledger.subscriptions.get(ctx.subscription)!.deleteAcked = true;
      },
    },
    {
      method: "DELETE",
      setupRequest: (req: Req, ctx: Ctx) => {
        if (!ctx.customer) return undefined;
        ledger.customers.get(ctx.customer)!.deleteSent = true;
        write();
        return { ...req, path: `${customers}(${ctx.customer})`, headers: { ...headers, "if-match": ctx.customerTag ?? "*" } };
      },
      onResponse: (status: number, _body: string, ctx: Ctx) => {
        if (acked(status) && ctx.customer) ledger.customers.get(ctx.customer)!.deleteAcked = true;
      },
    },
  ];
}

/** Read back every acknowledged write (keep-alive, a few at a time). */
async function readBack(url: string, ledger: Ledger): Promise<{ checked: number; problems: string[] }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const get = (path: string) =>
    new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
      const req = http.request(`${url}${path}`, { agent, headers: { authorization: TOKEN } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
        });
      });
      req.on("error", reject);
      req.end();
    });
  const problems: string[] = [];
  const checks: Array<() => Promise<void>> = [];
  for (const [id, c] of ledger.customers) {
    checks.push(async () => {
      const r = await get(`/api/v2.0/companies(${COMPANY})/customers(${id})`);
      if (c.deleteAcked) {
        if (r.status !== 404) problems.push(`customer ${id}: its delete was acknowledged, but GET answered ${r.status}`);
      } else if (r.status === 200) {
        if (r.body.displayName !== c.name) problems.push(`customer ${id}: displayName ${String(r.body.displayName)}, acknowledged ${c.name}`);
      } else if (!(c.deleteSent && r.status === 404)) problems.push(`customer ${id}: acknowledged, but GET answered ${r.status}`);
    });
  }
  for (const [id, s] of ledger.subscriptions) {
    checks.push(async () => {
      const r = await get(`/api/v2.0/subscriptions(${id})`);
      if (s.deleteAcked) {
        if (r.status !== 404) problems.push(`subscription ${id}: its delete was acknowledged, but GET answered ${r.status}`);
      } else if (r.status !== 200 && !(s.deleteSent && r.status === 404)) problems.push(`subscription ${id}: acknowledged, but GET answered ${r.status}`);
    });
  }
  for (const [conn, g] of ledger.groups) {
    if (g.acked === 0 && g.sent === 0) continue;
    checks.push(async () => {
      const r = await get(`/subscriptions/${ARM_SUBSCRIPTION}/resourceGroups/load/providers/Vendor.ContainerInstance/containerGroups/load-${conn}?api-version=${CI_VERSION}`);
      const seq = Number((r.body.tags as Record<string, string> | undefined)?.seq ?? 0);
      if (g.acked > 0 && r.status !== 200) problems.push(`container group load-${conn}: seq ${g.acked} acknowledged, but GET answered ${r.status}`);
      else if (r.status === 200 && (seq < g.acked || seq > g.sent)) problems.push(`container group load-${conn}: holds seq ${seq}, acknowledged ${g.acked}, last sent ${g.sent}`);
    });
  }
  const queue = [...checks];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await next();
    }),
  );
  agent.destroy();
  return { checked: checks.length, problems };
}

/** One bounded run against a fresh emulator child. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const dataDir = options.durable === false ? undefined : mkdtempSync(join(tmpdir(), "emulator-load-"));
  const emulator = await startEmulatorProcess([...LOAD_SETTINGS, ...(dataDir ? ["--data-dir", dataDir] : [])]);
  const hook = await startHandshakeSubscriber();
  const ledger: Ledger = { customers: new Map(), subscriptions: new Map(), groups: new Map(), acknowledged: 0, sent: 0 };
  const samples: Array<{ t: number; kib: number }> = [];
  const t0 = Date.now();
  const sample = () => {
    const kib = rssKiB(emulator.pid);
    if (kib !== undefined) samples.push({ t: Date.now() - t0, kib });
  };
  sample();
  const sampler = setInterval(sample, options.sampleMs ?? 250);
  try {
    let conn = 0;
    const result = await autocannon({
      url: emulator.url,
      connections: options.connections,
      duration: options.durationSec,
      timeout: 10,
      requests: [{ method: "GET", path: "/_emulator/health" }],
      setupClient: (client: { setRequests(r: unknown[]): void }) => client.setRequests(cycle(conn++, ledger, hook.url)),
    } as autocannon.Options);
    clearInterval(sampler);
    sample();
    const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, Number((v as { count: number | string }).count)]));
    const back = await readBack(emulator.url, ledger);
    return {
      durationSec: result.duration,
      connections: options.connections,
      requests: result.requests.total,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      detail: { errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, resets: result.resets ?? 0, statusCodes },
      writes: { acknowledged: ledger.acknowledged, sent: ledger.sent },
      readBack: back,
      rss: rssTrend(samples),
    };
  } finally {
    clearInterval(sampler);
    await hook.close();
    await emulator.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatLoad(r: LoadResult): string {
  const mib = (kib: number) => `${(kib / 1024).toFixed(1)} MiB`;
  const codes = Object.entries(r.detail.statusCodes)
    .map(([k, v]) => `${k}×${v}`)
    .join(" ");
  const spark = r.rss.samples
    .filter((_, i, all) => i % Math.max(1, Math.floor(all.length / 12)) === 0)
    .map((s) => (s.kib / 1024).toFixed(0))
    .join(" ");
  return [
    `load: ${r.connections} connections, ${r.durationSec.toFixed(1)} s, loopback; cycle of 5 writes (POST entity, PUT container group, POST + DELETE subscription, DELETE entity) and 3 reads`,
    `  requests   ${r.requests} (${r.rps.toFixed(0)} req/s), latency p50 ${r.p50} ms, p99 ${r.p99} ms`,
    `  errors     ${r.errors} (connection ${r.detail.errors}, timeouts ${r.detail.timeouts}, non-2xx ${r.detail.non2xx}); status codes ${codes}; pipeline resets ${r.detail.resets}`,
    `  writes     ${r.writes.acknowledged} acknowledged of ${r.writes.sent} sent; read back ${r.readBack.checked} records: ${r.readBack.problems.length === 0 ? "every acknowledged write is there" : `${r.readBack.problems.length} PROBLEMS`}`,
    ...r.readBack.problems.slice(0, 10).map((p) => `    ${p}`),
    `  RSS        start ${mib(r.rss.startKiB)}, peak ${mib(r.rss.peakKiB)}, end ${mib(r.rss.endKiB)}; slope first third ${r.rss.firstThirdKiBs.toFixed(0)} KiB/s, last third ${r.rss.lastThirdKiBs.toFixed(0)} KiB/s: ${r.rss.levelsOff ? "levels off" : "STILL GROWING"}`,
    `  RSS MiB    ${spark}`,
  ].join("\n");
}

const COMMAND: CommandInfo = { name: "load", usage: "usage: tsx scripts/load.ts [--duration 10] [--connections 20] [--memory]" };

/** The load run as a program: 0 no error and every acknowledged write read back, 1 otherwise, 2 bad usage. */
export function main(argv: string[]): Promise<number> {
  return runCommand(
    COMMAND,
    async () => {
      const parsed = parseCommand<{ duration: string; connections: string; memory: boolean }>(argv, COMMAND, {
        duration: { type: "string", default: "10" },
        connections: { type: "string", default: "20" },
        memory: { type: "boolean", default: false },
      });
      if (!parsed) return 0;
      const { values } = parsed;
      const durationSec = numberFlag(COMMAND, "duration", values.duration, { min: Number.MIN_VALUE, what: "a number of seconds above 0" });
      const connections = numberFlag(COMMAND, "connections", values.connections, { min: 1, integer: true, what: "a positive integer" });
      const result = await runLoad({ durationSec, connections, durable: !values.memory });
      process.stdout.write(`${formatLoad(result)}\n`);
      return result.errors === 0 && result.readBack.problems.length === 0 ? 0 : 1;
    },
    expectedErrors(),
  );
}

runAsProgram(import.meta.url, main);
