/**
 * tsx scripts/bench/profile.ts [--rows <regex>] [--seconds 5] [--concurrency 8] [--top 25] [--out <dir>]
 *
 * Where the emulator's time goes, per row of the bench's request table: for each row a fresh emulator
 * child runs under `node --cpu-prof`, is set up as the bench sets it up, is driven with that one request
 * for `seconds` (restored to its set-up state every second, as the bench does), then stopped (SIGTERM: the profile is written). Prints the functions with the most self
 * time and the most inclusive time (idle time left out), and CPU µs per request from /proc. The
 * .cpuprofile files stay in --out (default: a temporary folder) for Chrome DevTools or speedscope.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { oneLine } from "../lib/cli.js";
import { repoRoot } from "../lib/registry.js";
import { loadGenerator } from "./driver.js";
import { cpuUs, request } from "./proc.js";
import { receiver, send, setUp, startEmulator } from "./requests.js";
import { headersOf, requestRows } from "./rows.js";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self and inclusive time (ms) by function, idle and program left out of inclusive. */
export function summarize(profile: Profile): { total: number; self: Array<[string, number]>; inclusive: Array<[string, number]> } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n: ProfileNode) => {
    const f = n.callFrame;
    const where = f.url ? `${relative(repoRoot, f.url.replace(/^file:\/\//, ""))}:${f.lineNumber + 1}` : "";
    return `${f.functionName || "(anonymous)"} ${where}`.trim();
  };
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(id)!;
    const key = name(node);
    if (key === "(idle)") return;
    total += ms;
    self.set(key, (self.get(key) ?? 0) + ms);
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const k = name(byId.get(n)!);
      if (seen.has(k) || k === "(root)") continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + ms);
    }
  });
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return { total, self: sorted(self), inclusive: sorted(inclusive) };
}

async function main(): Promise<void> {
  const usage = "usage: tsx scripts/bench/profile.ts [--rows <regex>] [--seconds 5] [--concurrency 8] [--top 25] [--out <dir>]";
  let values: { rows?: string; seconds?: string; concurrency?: string; top?: string; out?: string };
  try {
    ({ values } = parseArgs({
      options: { rows: { type: "string" }, seconds: { type: "string", default: "5" }, concurrency: { type: "string", default: "8" }, top: { type: "string", default: "25" }, out: { type: "string" } },
    }));
  } catch (err) {
    process.stderr.write(`profile: ${oneLine((err as Error).message)}; ${usage}\n`);
    process.exit(2);
  }
  const only = values.rows ? new RegExp(values.rows, "i") : undefined;
  const rows = requestRows().filter((r) => !only || only.test(`${r.family} ${r.kind} ${r.name}`));
  const out = values.out ?? mkdtempSync(join(tmpdir(), "bench-profile-"));
  const top = Number(values.top);
  const hook = await receiver();
  const driver = loadGenerator();
  for (const row of rows) {
    const dir = join(out, row.name.replace(/[^A-Za-z0-9]+/g, "-"));
    const emu = await startEmulator(["--cpu-prof", "--cpu-prof-dir", dir]);
    await setUp(emu.port, [row], hook.url);
    const snapshot = (await request(emu.port, "GET", "/_emulator/snapshot")).body;
    await send(emu.port, row);
    const expected = (await send(emu.port, row)).status;
    // one second at a time from the same state, as the bench measures (a row that creates things does not pile them up)
    let used = 0;
    const result = { requests: 0, statuses: {} as Record<string, number>, unexpected: undefined as string | undefined };
    for (let s = 0; s < Number(values.seconds); s++) {
      await request(emu.port, "POST", "/_emulator/restore", { "content-type": "application/json" }, snapshot);
      const before = cpuUs(emu.child.pid!);
      const run = await driver({ port: emu.port, ms: 1000, concurrency: Number(values.concurrency), method: row.method, path: row.path, headers: headersOf(row), body: row.body, expected });
      used += cpuUs(emu.child.pid!) - before;
      result.requests += run.requests;
      for (const [k, n] of Object.entries(run.statuses)) result.statuses[k] = (result.statuses[k] ?? 0) + n;
      result.unexpected ??= run.unexpected;
    }
    await request(emu.port, "GET", "/_emulator/health");
    const exited = new Promise((r) => emu.child.once("exit", r));
    emu.child.kill("SIGTERM");
    await exited;
    const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
    const bad = result.requests - (result.statuses[String(expected)] ?? 0);
    process.stdout.write(
      `\n== ${row.method} ${row.path.slice(0, 90)}: ${(used / result.requests).toFixed(0)} µs CPU per request, ${result.requests} requests${bad ? `, ${bad} not ${expected} (${result.unexpected})` : ""}\n`,
    );
    if (!file) continue;
    const s = summarize(JSON.parse(readFileSync(join(dir, file), "utf8")) as Profile);
    const pct = (ms: number) => `${((ms / s.total) * 100).toFixed(1).padStart(5)}%`;
    process.stdout.write(`profile ${join(dir, file)} (${s.total.toFixed(0)} ms busy)\n  self:\n`);
    for (const [k, ms] of s.self.slice(0, top)) process.stdout.write(`    ${pct(ms)} ${k}\n`);
    process.stdout.write("  inclusive:\n");
    for (const [k, ms] of s.inclusive.slice(0, top)) process.stdout.write(`    ${pct(ms)} ${k}\n`);
  }
  driver.stop();
  hook.close();
  process.exit(0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err: unknown) => {
    process.stderr.write(`profile: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  });
}
