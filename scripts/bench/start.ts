/**
 * The npm start section of npm run bench: `npm start` run as users run it, in a copy of the repository
 * without site/ (a fresh clone: every docs page is rendered), never touching this one. Measures the time
 * from spawn until all three services answer (the docs site's index, the mock front door's routing table,
 * the emulator's health), and the resident memory of the whole process tree (npm and everything under
 * it, the sum of VmRSS) at that moment and its peak until then; then stops it with SIGINT (Ctrl-C).
 */
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { repoRoot } from "../lib/registry.js";
import { freePort, request, treeRss } from "./proc.js";

/** What issue 14 measured before (ready after 31 s, 15 processes, about 1,970 MB) and the targets. */
export const START_BEFORE = { seconds: 31, processes: 15, mb: 1970 };
export const START_TARGET = { seconds: 10, mb: 500 };

export interface StartRound {
  /** Seconds from spawn until all three answer. */
  ready: number;
  /** Resident memory of the process tree at ready, and its peak until then (sampled), in bytes. */
  rss: number;
  peakRss: number;
  processes: number;
  /** When each service first answered, seconds from spawn. */
  services: Record<string, number>;
}

export interface StartBench {
  rounds: StartRound[];
  problems: string[];
}

const TIMEOUT_MS = 180_000;

export async function benchStart({ rounds = 1 } = {}): Promise<StartBench> {
  const root = mkdtempSync(join(tmpdir(), "bench-start-"));
  const out: StartBench = { rounds: [], problems: [] };
  try {
    for (const item of ["package.json", "redocly.yaml", "tsconfig.json", "scripts", "src", "specs", "generated", "docs"]) cpSync(join(repoRoot, item), join(root, item), { recursive: true });
    symlinkSync(realpathSync(join(repoRoot, "node_modules")), join(root, "node_modules"), "dir");
    for (let r = 0; r < rounds; r++) {
      rmSync(join(root, "site"), { recursive: true, force: true });
      const round = await startOnce(root);
      if (typeof round === "string") {
        out.problems.push(round);
        break;
      }
      out.rounds.push(round);
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  return out;
}

async function startOnce(root: string): Promise<StartRound | string> {
  const [docs, mocks, emulator] = [await freePort(), await freePort(), await freePort()];
  const t0 = performance.now();
  const child = spawn("npm", ["start", "--", "--docs-port", String(docs), "--mock-port", String(mocks), "--emulator-port", String(emulator)], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group: SIGINT reaches npm and everything it started, as Ctrl-C does
  });
  let output = "";
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const probes: Array<[string, number, string]> = [
    ["docs", docs, "/"],
    ["mocks", mocks, "/_mock/routes"],
    ["emulator", emulator, "/_emulator/health"],
  ];
  const services: Record<string, number> = {};
  let peakRss = 0;
  try {
    while (Object.keys(services).length < probes.length) {
      if (child.exitCode !== null) return `npm start exited with code ${child.exitCode} before it was ready: ${output.slice(-400)}`;
      if (performance.now() - t0 > TIMEOUT_MS) return `npm start was not ready within ${TIMEOUT_MS / 1000} s: ${output.slice(-400)}`;
      peakRss = Math.max(peakRss, treeRss(child.pid!).bytes);
      await Promise.all(
        probes
          .filter(([name]) => services[name] === undefined)
          .map(async ([name, port, path]) => {
            if ((await request(port, "GET", path)).status === 200) services[name] = (performance.now() - t0) / 1000;
          }),
      );
      if (Object.keys(services).length < probes.length) await new Promise((r) => setTimeout(r, 100));
    }
    const ready = (performance.now() - t0) / 1000;
    const { bytes, processes } = treeRss(child.pid!);
    return { ready, rss: bytes, peakRss: Math.max(peakRss, bytes), processes, services };
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      process.kill(-child.pid!, "SIGINT");
      const timer = setTimeout(() => child.exitCode === null && process.kill(-child.pid!, "SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
  }
}

export function formatStart(b: StartBench): string {
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? NaN;
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
  const lines = [`npm start in a copy of the repository without site/ (every docs page rendered), ${b.rounds.length} round${b.rounds.length === 1 ? "" : "s"}`];
  if (b.rounds.length > 0) {
    const ready = median(b.rounds.map((r) => r.ready));
    const rss = median(b.rounds.map((r) => r.rss));
    const peak = median(b.rounds.map((r) => r.peakRss));
    const processes = median(b.rounds.map((r) => r.processes));
    const first = (name: string) => median(b.rounds.map((r) => r.services[name] ?? NaN)).toFixed(1);
    lines.push(
      `  ready (all three answer): ${ready.toFixed(1)} s (before: ${START_BEFORE.seconds} s; target ≤ ${START_TARGET.seconds} s ${ready <= START_TARGET.seconds ? "✓" : "✗"}); docs at ${first("docs")} s, mocks at ${first("mocks")} s, emulator at ${first("emulator")} s`,
      `  memory at ready: ${mb(rss)} resident in ${processes} processes, peak ${mb(peak)} (before: about ${START_BEFORE.mb.toLocaleString("en")} MB in ${START_BEFORE.processes}; target ≤ ${START_TARGET.mb} MB ${rss <= START_TARGET.mb * 1e6 ? "✓" : "✗"})`,
      ...(b.rounds.length > 1 ? [`  rounds: ${b.rounds.map((r) => `${r.ready.toFixed(1)} s ${mb(r.rss)}`).join(", ")}`] : []),
    );
  }
  lines.push(...b.problems.map((p) => `PROBLEM ${p}`));
  return lines.join("\n");
}
