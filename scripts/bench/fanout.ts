/**
 * The fan-out section of npm run bench: one change pushed to 1,000 subscribers, each with its own
 * notificationUrl, by the emulator as `npm run emulator` starts it (a child process), with none, 20 or
 * 100 of the receivers hanging. Measures when each healthy receiver has its push, after the end of the
 * delay window, and the emulator's resident memory during the fan-out.
 *
 * The receivers live in the bench's process: a few node:http servers on 127.0.0.1, each serving many
 * paths (`/hook/<n>`); the outbox keys its queues and its per-URL order on the whole notificationUrl
 * string, so 1,000 paths are 1,000 receivers to it, as 1,000 ports would be. A healthy receiver answers
 * the handshake at once and a push 200 after 50 ms; a hanging one takes the push and never answers.
 * The emulator keeps its default push timeout (30 s): the hanging pushes are still open when the bench
 * has measured the healthy ones. Each case gets a fresh emulator, stopped after it.
 * The floor, for comparison: a bare node:http client in a child process sending the same number of
 * one-item POSTs to the same receivers at once, on new keep-alive connections, as the emulator does.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { UNTHROTTLED } from "../load.js";
import { BenchError, cpuUs, request, treeRss } from "./proc.js";
import { type Markers, replaceGenerated } from "./report.js";
import { startEmulator } from "./requests.js";
import { COMPANY, TOKEN } from "./rows.js";

/** Where the section's results go in docs/performance.md. */
export const FANOUT_MARKERS: Markers = {
  begin: "<!-- npm run bench, fan-out: begin (generated: a run with the fan-out section replaces everything down to its end marker) -->",
  end: "<!-- npm run bench, fan-out: end -->",
};

/** The targets (issue 27): every healthy push within 1 s of the end of the delay window; RSS growth under 50 MiB. */
export const FANOUT_TARGET = { lateMs: 1000, rssMiB: 50 };
/** What issue 27 measured at f6b144a (16 pushes at a time): the last of 1,000 pushes 3.3 s late; with 20 hanging, the push timeout (30 s). */
export const FANOUT_BEFORE = "on f6b144a (16 pushes at a time) the last of 1,000 pushes came 3.3 s after the window, and with 20 receivers hanging the healthy ones waited for the 30 s push timeout";

export interface FanoutOptions {
  /** Subscribers, each with its own notificationUrl. */
  receivers?: number;
  /** The cases: how many of them hang, one emulator each. */
  hanging?: number[];
  /** The emulator's ApiSubscriptionDelayTime (ms). */
  delayMs?: number;
  /** How long a healthy receiver takes to answer a push (ms). */
  answerMs?: number;
  /** Receiver servers the paths are spread over. */
  servers?: number;
  /** How long to wait for the healthy pushes after the window ends before giving up on the rest (ms). */
  waitMs?: number;
  log?: (line: string) => void;
}

export interface FanoutCase {
  receivers: number;
  hanging: number;
  /** Healthy receivers that had their push, and how many there are. */
  healthyPushed: number;
  healthy: number;
  /** Hanging receivers whose push arrived (they never answer it). */
  hangingPushed: number;
  /** When the healthy pushes arrived, ms after the end of the delay window (sorted). */
  lateMs: number[];
  /** How long the change took to answer (it records one pending item per subscriber); the window is counted from before it. */
  changeMs: number;
  /** Seconds to create the subscriptions (each with its handshake). */
  subscribeSeconds: number;
  /** The emulator's resident memory before the change and its peak until the healthy pushes were answered (bytes). */
  rssBefore: number;
  rssPeak: number;
  /** CPU time of the emulator from just before the change until the healthy pushes were answered (ms). */
  cpuMs: number;
  problems: string[];
}

/** The floor: when a bare node:http client's POSTs arrived, ms after it began sending (sorted), and its CPU time (ms). */
export interface FanoutFloor {
  lateMs: number[];
  cpuMs: number;
}

export interface FanoutBench {
  cases: FanoutCase[];
  floor?: FanoutFloor;
  delayMs: number;
  answerMs: number;
  servers: number;
  problems: string[];
}

/** The emulator's flags here: no request limit in the way, no cap on subscriptions, a short delay window; the default push timeout. */
const flags = (delayMs: number) => [...UNTHROTTLED, "--ApiSubscriptionMaxNumberOfSubscriptions", "1000000", "--ApiSubscriptionDelayTime", String(delayMs)];
/** Subscription creates in flight at once (one user: the webhooks API runs 5 of them at a time and queues the rest). */
const SUBSCRIBE_CONCURRENCY = 20;
/** RSS is sampled this often during the fan-out (ms). */
const SAMPLE_MS = 20;

/** The receivers: `servers` node:http servers; path `/hook/<n>` is receiver n. */
class Receivers {
  /** performance.now() when each receiver's push arrived, and what it held. */
  readonly arrived = new Map<number, { at: number; items: Array<{ changeType?: string }> }>();
  private readonly hanging = new Set<http.ServerResponse>();
  private readonly listeners: Array<() => void> = [];
  private readonly list: http.Server[] = [];
  private readonly ports: number[] = [];

  constructor(
    private readonly hangs: (n: number) => boolean,
    private readonly answerMs: number,
  ) {}

  async start(servers: number): Promise<void> {
    for (let s = 0; s < servers; s++) {
      const server = http.createServer((req, res) => this.handle(req, res));
      server.keepAliveTimeout = 10_000; // above the emulator's 4 s idle close: the emulator closes first
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", 2048, () => resolve()));
      this.list.push(server);
      this.ports.push((server.address() as AddressInfo).port);
    }
  }

  url(n: number): string {
    return `http://127.0.0.1:${this.ports[n % this.ports.length]}/hook/${n}`;
  }

  /** Resolves when `done()` holds (checked on each push), or after `ms`. */
  until(done: () => boolean, ms: number): Promise<void> {
    if (done()) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(finish, ms);
      function finish() {
        clearTimeout(timer);
        resolve();
      }
      this.listeners.push(() => done() && finish());
    });
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    await Promise.all(
      this.list.map((server) => {
        server.closeAllConnections();
        return new Promise<void>((resolve) => server.close(() => resolve()));
      }),
    );
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://x");
      const token = url.searchParams.get("validationToken");
      if (token !== null) return void res.writeHead(200, { "content-type": "text/plain" }).end(token);
      const at = performance.now();
      const n = Number(/^\/hook\/(\d+)$/.exec(url.pathname)?.[1] ?? -1);
      let items: Array<{ changeType?: string }> = [];
      try {
        items = (JSON.parse(Buffer.concat(chunks).toString("utf8")) as { value: Array<{ changeType?: string }> }).value;
      } catch {
        // counted as a push without the expected item
      }
      if (!this.arrived.has(n)) this.arrived.set(n, { at, items });
      for (const listener of this.listeners) listener();
      if (this.hangs(n)) {
        this.hanging.add(res);
        return;
      }
      setTimeout(() => res.writeHead(200).end(), this.answerMs);
    });
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Stop the emulator child (SIGTERM: it closes its pushes), SIGKILL after 10 s. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

async function fanoutCase(receivers: number, hangingCount: number, o: Required<Omit<FanoutOptions, "hanging" | "receivers" | "log">>): Promise<FanoutCase> {
  // the hanging receivers spread evenly, the first one among the first subscribed
  const every = hangingCount > 0 ? receivers / hangingCount : Infinity;
  const hangs = (n: number) => hangingCount > 0 && n % every < 1;
  const out: FanoutCase = {
    receivers,
    hanging: hangingCount,
    healthyPushed: 0,
    healthy: 0,
    hangingPushed: 0,
    lateMs: [],
    changeMs: NaN,
    subscribeSeconds: NaN,
    rssBefore: NaN,
    rssPeak: NaN,
    cpuMs: NaN,
    problems: [],
  };
  for (let n = 0; n < receivers; n++) if (!hangs(n)) out.healthy++;
  const hooks = new Receivers(hangs, o.answerMs);
  await hooks.start(o.servers);
  const emu = await startEmulator([], flags(o.delayMs));
  const agent = new http.Agent({ keepAlive: true });
  try {
    // the subscriptions, each with its handshake
    const began = performance.now();
    let next = 0;
    const body = (n: number) => JSON.stringify({ notificationUrl: hooks.url(n), resource: `/api/v2.0/companies(${COMPANY})/customers` });
    const headers = { authorization: TOKEN, "content-type": "application/json" };
    await Promise.all(
      Array.from({ length: SUBSCRIBE_CONCURRENCY }, async () => {
        for (let n = next++; n < receivers; n = next++) {
          const a = await request(emu.port, "POST", "/api/v2.0/subscriptions", headers, body(n), agent);
          if (a.status !== 201) throw new BenchError(`fan-out: subscribing ${hooks.url(n)} answered ${a.status} ${a.body.slice(0, 300)}`);
        }
      }),
    );
    out.subscribeSeconds = (performance.now() - began) / 1000;
    agent.destroy();
    await sleep(500); // the handshakes' connections settle
    out.rssBefore = treeRss(emu.child.pid!).bytes;
    let peak = out.rssBefore;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, treeRss(emu.child.pid!).bytes);
        await sleep(SAMPLE_MS);
      }
    })();

    // one change: a pending item for every subscription, pushed when the window ends
    const cpuBefore = cpuUs(emu.child.pid!);
    const changed = performance.now();
    const a = await request(emu.port, "POST", `/_emulator/entities/companies(${COMPANY})/customers`, { "content-type": "application/json" }, JSON.stringify({ displayName: "Fan-out" }));
    out.changeMs = performance.now() - changed;
    if (a.status !== 201) throw new BenchError(`fan-out: the change answered ${a.status} ${a.body.slice(0, 300)}`);
    const windowEnd = changed + o.delayMs; // the queues are due one window after the change was recorded: no earlier than this
    const healthyDone = () => [...hooks.arrived.keys()].filter((n) => !hangs(n)).length >= out.healthy;
    await hooks.until(healthyDone, o.delayMs + o.waitMs);
    await sleep(o.answerMs + 200); // their answers, then what the emulator does with them
    sampling = false;
    await sampler;
    out.rssPeak = peak;
    out.cpuMs = (cpuUs(emu.child.pid!) - cpuBefore) / 1000;

    for (const [n, push] of hooks.arrived) {
      if (hangs(n)) {
        out.hangingPushed++;
        continue;
      }
      out.healthyPushed++;
      out.lateMs.push(push.at - windowEnd);
      if (push.items.length !== 1 || push.items[0]?.changeType !== "created") out.problems.push(`receiver ${n} got ${JSON.stringify(push.items).slice(0, 200)}, not the one created item`);
    }
    out.lateMs.sort((x, y) => x - y);
    if (out.healthyPushed < out.healthy)
      out.problems.push(`${out.healthy - out.healthyPushed} of ${out.healthy} healthy receivers had no push ${((o.delayMs + o.waitMs) / 1000).toFixed(0)} s after the change`);
    return out;
  } finally {
    agent.destroy();
    await stop(emu.child);
    await hooks.close();
  }
}

/** The floor's client, run by `node -e`: POSTs a one-item push to each receiver at once; prints when it began (ms since the epoch) and its CPU. */
const FLOOR_CLIENT = `
const http = require("node:http");
const [urls, body] = JSON.parse(process.argv[1]);
const agent = new http.Agent({ keepAlive: true });
const cpu = process.cpuUsage();
const began = performance.timeOrigin + performance.now();
let left = urls.length;
for (const url of urls) {
  const req = http.request(url, { method: "POST", agent, headers: { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(body) } }, (res) => {
    res.resume();
    res.on("end", () => {
      if (--left > 0) return;
      const used = process.cpuUsage(cpu);
      process.stdout.write(JSON.stringify({ began, cpuMs: (used.user + used.system) / 1000 }));
      process.exit(0);
    });
  });
  req.on("error", (err) => { process.stderr.write(err.message); process.exit(1); });
  req.end(body);
}`;

/** A push body of one item, the size the emulator sends. */
const ONE_ITEM = JSON.stringify({
  value: [
    {
      subscriptionId: "5b1e8c2a-3f4d-4e6a-9b7c-1d2e3f4a5b6c",
      clientState: "",
      expirationDateTime: "2026-01-04T00:00:00.000Z",
      resource: `api/v2.0/companies(${COMPANY})/customers(5b1e8c2a-3f4d-4e6a-9b7c-1d2e3f4a5b6c)`,
      changeType: "created",
      lastModifiedDateTime: "2026-01-01T00:00:00.000Z",
    },
  ],
});

async function floorCase(receivers: number, answerMs: number, servers: number): Promise<FanoutFloor> {
  const hooks = new Receivers(() => false, answerMs);
  await hooks.start(servers);
  try {
    const urls = Array.from({ length: receivers }, (_, n) => hooks.url(n));
    const child = spawn(process.execPath, ["-e", FLOOR_CLIENT, JSON.stringify([urls, ONE_ITEM])], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    if (code !== 0) throw new BenchError(`fan-out floor: the client exited with ${code}: ${out.slice(0, 300)}`);
    const { began, cpuMs } = JSON.parse(out) as { began: number; cpuMs: number };
    const lateMs = [...hooks.arrived.values()].map((a) => performance.timeOrigin + a.at - began).sort((x, y) => x - y);
    return { lateMs, cpuMs };
  } finally {
    await hooks.close();
  }
}

export async function benchFanout(options: FanoutOptions = {}): Promise<FanoutBench> {
  const { receivers = 1000, hanging = [0, 20, 100], delayMs = 2000, answerMs = 50, servers = 8, waitMs = 75_000, log = () => undefined } = options;
  const b: FanoutBench = { cases: [], delayMs, answerMs, servers, problems: [] };
  for (const h of hanging) {
    log(`fan-out: ${receivers.toLocaleString("en")} receivers, ${h} hanging`);
    try {
      b.cases.push(await fanoutCase(receivers, h, { delayMs, answerMs, servers, waitMs }));
    } catch (err) {
      if (!(err instanceof BenchError)) throw err;
      b.problems.push(err.message);
    }
  }
  log("fan-out: the floor (a bare node:http client)");
  try {
    b.floor = await floorCase(receivers, answerMs, servers);
  } catch (err) {
    if (!(err instanceof BenchError)) throw err;
    b.problems.push(err.message);
  }
  return b;
}

/** The floor in a sentence. */
const floorLine = (f: FanoutFloor) =>
  `the floor, a bare node:http client sending ${f.lateMs.length.toLocaleString("en")} one-item POSTs at once to the same receivers: the last arrived ${ms(f.lateMs.at(-1) ?? NaN)} after it began (median ${ms(quantile(f.lateMs, 0.5))}), ${ms(f.cpuMs)} of CPU`;

const MiB = 2 ** 20;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const ms = (x: number) => (Number.isFinite(x) ? `${Math.round(x).toLocaleString("en")} ms` : "-");
const mib = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / MiB).toFixed(1)} MiB` : "-");

/** Whether a case meets the targets: every healthy push within 1 s of the window's end, RSS growth under 50 MiB. */
export function fanoutVerdict(c: FanoutCase): { lateOk: boolean; rssOk: boolean; last: number; growth: number } {
  const last = c.lateMs.at(-1) ?? NaN;
  const growth = c.rssPeak - c.rssBefore;
  return { lateOk: c.healthyPushed === c.healthy && last <= FANOUT_TARGET.lateMs, rssOk: growth < FANOUT_TARGET.rssMiB * MiB, last, growth };
}

const what = (c: FanoutCase) => `${c.receivers.toLocaleString("en")} receivers, ${c.hanging ? `${c.hanging} hanging` : "none hanging"}`;

function caseLine(c: FanoutCase): string {
  const v = fanoutVerdict(c);
  return (
    `${what(c)}: ${c.healthyPushed} of ${c.healthy} healthy pushes, the last ${ms(v.last)} after the window (median ${ms(quantile(c.lateMs, 0.5))}, target ≤ ${ms(FANOUT_TARGET.lateMs)} ${v.lateOk ? "✓" : "✗"}); ` +
    `RSS ${mib(c.rssBefore)} → peak ${mib(c.rssPeak)}, +${mib(v.growth)} (target < ${FANOUT_TARGET.rssMiB} MiB ${v.rssOk ? "✓" : "✗"}); emulator CPU ${ms(c.cpuMs)}`
  );
}

/** The section as printed. */
export function formatFanout(b: FanoutBench): string {
  return [
    `fan-out: one change pushed to each subscriber (delay window ${b.delayMs} ms, receivers answer in ${b.answerMs} ms, hanging ones never; push timeout 30 s)`,
    ...b.cases.map((c) => `  ${caseLine(c)}`),
    ...(b.floor ? [`  ${floorLine(b.floor)}`] : []),
    ...[...b.cases.flatMap((c) => c.problems), ...b.problems].map((p) => `PROBLEM ${p}`),
  ].join("\n");
}

/** The generated part of docs/performance.md's fan-out section. */
export function fanoutMarkdown(b: FanoutBench, run: { date: string; commit: string; machine: string; loadStart: string }): string {
  const lines = [
    `Run of ${run.date.slice(0, 16).replace("T", " ")} UTC at commit \`${run.commit}\`; ${run.machine}; load average ${run.loadStart} at the start of the bench. Delay window ${b.delayMs} ms, receivers answer a push in ${b.answerMs} ms (hanging ones never), push timeout 30 s (the default), receivers on ${b.servers} servers in the bench's process.`,
    "",
    `| receivers | hanging | healthy pushes | last after the window (≤ ${FANOUT_TARGET.lateMs.toLocaleString("en")} ms) | median | p90 | RSS before | RSS growth (< ${FANOUT_TARGET.rssMiB} MiB) | emulator CPU | change recorded in | subscribing took |`,
    "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const c of b.cases) {
    const v = fanoutVerdict(c);
    lines.push(
      `| ${c.receivers.toLocaleString("en")} | ${c.hanging} | ${c.healthyPushed} of ${c.healthy} | ${ms(v.last)} ${v.lateOk ? "✓" : "✗"} | ${ms(quantile(c.lateMs, 0.5))} | ${ms(quantile(c.lateMs, 0.9))} | ${mib(c.rssBefore)} | ${mib(v.growth)} ${v.rssOk ? "✓" : "✗"} | ${ms(c.cpuMs)} | ${ms(c.changeMs)} | ${c.subscribeSeconds.toFixed(1)} s |`,
    );
  }
  if (b.floor) lines.push("", `For comparison, ${floorLine(b.floor)}.`);
  const problems = [...b.cases.flatMap((c) => c.problems), ...b.problems];
  if (problems.length) lines.push("", "Problems:", ...problems.map((p) => `- ${p}`));
  return lines.join("\n");
}

/** Write the section's results into `doc`, between FANOUT_MARKERS. */
export function writeFanout(doc: string, b: FanoutBench, run: Parameters<typeof fanoutMarkdown>[1]): void {
  writeFileSync(doc, replaceGenerated(readFileSync(doc, "utf8"), fanoutMarkdown(b, run), FANOUT_MARKERS));
}
