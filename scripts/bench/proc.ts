/**
 * What the bench reads of its children and how it starts them: CPU time and resident memory of a process
 * tree from /proc, children started with their port read from their output, free ports, plain requests.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { repoRoot } from "../lib/registry.js";

const TICK_US = 1e6 / (Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100);

/** A process and all its descendants (the ones alive now). */
export function processTree(pid: number): number[] {
  const out: number[] = [];
  const visit = (p: number) => {
    out.push(p);
    try {
      for (const task of readdirSync(`/proc/${p}/task`)) {
        const children = readFileSync(`/proc/${p}/task/${task}/children`, "utf8").trim();
        if (children) children.split(" ").forEach((c) => visit(Number(c)));
      }
    } catch {
      // the process is gone
    }
  };
  visit(pid);
  return out;
}

/** utime + stime of a process and all its descendants, in µs. */
export function cpuUs(pid: number): number {
  let ticks = 0;
  for (const p of processTree(pid)) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    } catch {
      // the process is gone
    }
  }
  return ticks * TICK_US;
}

/** Resident memory of a process and all its descendants (the sum of their VmRSS), in bytes, and how many processes. */
export function treeRss(pid: number): { bytes: number; processes: number } {
  let kb = 0;
  let processes = 0;
  for (const p of processTree(pid)) {
    try {
      const m = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${p}/status`, "utf8"));
      if (m) kb += Number(m[1]);
      processes++;
    } catch {
      // the process is gone
    }
  }
  return { bytes: kb * 1024, processes };
}

export class BenchError extends Error {}

/** How long a server may take to start (a Prism CLI takes seconds alone, minutes on a loaded machine). */
export const START_TIMEOUT_MS = 180_000;

/** Start a child and read its port from the first line of its output matching `pattern`. */
export function startChild(name: string, command: string, args: string[], pattern: RegExp, env: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new BenchError(`${name} did not start within ${START_TIMEOUT_MS / 1000} s: ${out.slice(-500)}`));
    }, START_TIMEOUT_MS);
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
    child.once("exit", (code) => reject(new BenchError(`${name} exited with code ${code}: ${out.slice(-500)}`)));
  });
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = http.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

export interface Answer {
  status: number;
  /** Raw header pairs, as sent. */
  rawHeaders: string[];
  body: string;
}

/** One request; status 0 when it could not be sent. */
export function request(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string, agent?: http.Agent): Promise<Answer> {
  return new Promise((resolve) => {
    const all: http.OutgoingHttpHeaders = { ...headers };
    if (body !== undefined) all["content-length"] = Buffer.byteLength(body);
    const req = http.request({ host: "127.0.0.1", port, method, path, headers: all, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", () => resolve({ status: 0, rawHeaders: [], body: "" }));
    req.end(body);
  });
}
