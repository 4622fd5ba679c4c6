/**
 * The load generator: a plain node child (no TypeScript loader in its way, so its own CPU never counts as
 * a server's), driven by one JSON line per run on stdin. A run sends one request again and again over
 * keep-alive connections, `concurrency` at a time, for `ms`; it answers one JSON line with the wall time,
 * the count of each status, the first answer whose status was not the expected one, and every latency.
 */
import { spawn } from "node:child_process";

const LOAD_GENERATOR = `
const http = require("node:http");
const agents = new Map();
require("node:readline").createInterface({ input: process.stdin }).on("line", async (line) => {
  const { port, ms, concurrency, method, path, headers, body, expected } = JSON.parse(line);
  const key = port + " " + concurrency;
  let agent = agents.get(key);
  if (!agent) agents.set(key, (agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })));
  const payload = body === undefined ? undefined : Buffer.from(body);
  const all = payload ? { ...headers, "content-length": payload.length } : headers;
  const latencies = [];
  const statuses = {};
  let done = 0, unexpected;
  const one = () => new Promise((resolve) => {
    const t0 = process.hrtime.bigint();
    const finish = (status, text) => {
      latencies[done++] = Number(process.hrtime.bigint() - t0) / 1e6;
      statuses[status] = (statuses[status] || 0) + 1;
      if (status !== expected && unexpected === undefined) unexpected = status + " " + (text || "").slice(0, 300);
      resolve();
    };
    const req = http.request({ host: "127.0.0.1", port, method, path, headers: all, agent }, (res) => {
      if (res.statusCode === expected) { res.resume(); res.on("end", () => finish(res.statusCode)); return; }
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => finish(res.statusCode, Buffer.concat(chunks).toString()));
    });
    req.on("error", (err) => finish(0, err.message));
    req.end(payload);
  });
  const start = process.hrtime.bigint();
  const end = Date.now() + ms;
  await Promise.all(Array.from({ length: concurrency }, async () => { while (Date.now() < end) await one(); }));
  process.stdout.write(JSON.stringify({ wallMs: Number(process.hrtime.bigint() - start) / 1e6, requests: done, statuses, unexpected, latencies }) + "\\n");
});`;

export interface RunSpec {
  port: number;
  ms: number;
  concurrency: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The status every answer should have; others are counted and the first is kept. */
  expected: number;
}

export interface RunResult {
  wallMs: number;
  requests: number;
  statuses: Record<string, number>;
  /** `<status> <start of the body>` of the first answer with another status than expected. */
  unexpected?: string;
  latencies: number[];
}

export type Driver = ((spec: RunSpec) => Promise<RunResult>) & { stop(): void };

export function loadGenerator(): Driver {
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
  const run = (spec: RunSpec) =>
    new Promise<RunResult>((resolve) => {
      waiting.push((line) => resolve(JSON.parse(line) as RunResult));
      child.stdin!.write(`${JSON.stringify(spec)}\n`);
    });
  return Object.assign(run, { stop: () => child.kill("SIGTERM") });
}
