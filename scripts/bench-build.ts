/**
 * npm run bench (build section) or: tsx scripts/bench-build.ts [--rounds 3]
 *
 * Times `npm run build` as users run it (a `node --import tsx scripts/build.ts` process) in a copy of the
 * repository (redocly.yaml, specs/, generated/ and the code; node_modules linked), never touching this one:
 *   full       --force: every API bundled, typed and compared with generated/ (same bytes: nothing written)
 *   no-op      nothing changed: the recorded files hashed, nothing bundled, nothing written
 *   one spec   webhooks@v2.0's openapi.yaml edited (its title; the largest API), that API rebuilt and written
 * in that order, `rounds` times; prints the median and the fastest wall time and CPU time of each (CPU: the
 * child's user + system time, from /proc). Timings never fail the run; a build that fails, or does not do
 * what its case expects (rebuild all, nothing, exactly one API), does (exit 1).
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CommandInfo, expectedErrors, numberFlag, parseCommand, runAsProgram, runCommand } from "../src/cli/command.js";
import { loadRegistry, repoRoot } from "./lib/registry.js";
import { oneLine } from "./lib/cli.js";

const SPEC = "specs/business/webhooks/v2.0/openapi.yaml";

export interface BuildCase {
  name: string;
  /** Seconds, one per round. */
  wall: number[];
  cpu: number[];
}

export interface BuildBench {
  rounds: number;
  apis: number;
  cases: BuildCase[];
  problems: string[];
}

/** User + system CPU seconds of this process's waited-for children (/proc/self/stat cutime + cstime), or NaN. */
function childrenCpu(tick: number): number {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[13]) + Number(fields[14])) / tick; // cutime, cstime (fields 16 and 17)
  } catch {
    return NaN;
  }
}

export async function benchBuild({ rounds = 3 } = {}): Promise<BuildBench> {
  const tick = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;
  const apis = loadRegistry().length;
  const root = mkdtempSync(join(tmpdir(), "bench-build-"));
  const cases: BuildCase[] = ["full (--force)", "no-op", "one spec"].map((name) => ({ name, wall: [], cpu: [] }));
  const problems: string[] = [];
  try {
    for (const item of ["package.json", "redocly.yaml", "scripts", "src", "specs", "generated"]) cpSync(join(repoRoot, item), join(root, item), { recursive: true });
    symlinkSync(realpathSync(join(repoRoot, "node_modules")), join(root, "node_modules"), "dir");
    const build = (c: BuildCase, args: string[], expected: RegExp) => {
      const cpu0 = childrenCpu(tick);
      const t0 = performance.now();
      const run = spawnSync(process.execPath, ["--import", "tsx", join(root, "scripts", "build.ts"), ...args], { cwd: root, encoding: "utf8" });
      c.wall.push((performance.now() - t0) / 1000);
      c.cpu.push(childrenCpu(tick) - cpu0);
      const last = run.stdout.trim().split("\n").at(-1) ?? "";
      if (run.status !== 0) problems.push(`${c.name}: the build failed (exit ${run.status}): ${oneLine(run.stderr).slice(0, 300)}`);
      else if (!expected.test(last)) problems.push(`${c.name}: expected ${expected}, the build said "${last}"`);
    };
    build(cases[0]!, [], /./); // settles the copy (a working tree ahead of its manifest); not measured
    cases[0]!.wall.length = cases[0]!.cpu.length = 0;
    problems.length = 0;
    for (let r = 1; r <= rounds; r++) {
      build(cases[0]!, ["--force"], new RegExp(`^build: ${apis} of ${apis} APIs rebuilt`));
      build(cases[1]!, [], new RegExp(`^build: nothing changed: ${apis} APIs up to date$`));
      const spec = join(root, SPEC);
      writeFileSync(spec, readFileSync(spec, "utf8").replace(/^( {2}title: .*?)( \(bench \d+\))?$/m, `$1 (bench ${r})`));
      build(cases[2]!, [], new RegExp(`^build: 1 of ${apis} APIs rebuilt`));
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  return { rounds, apis, cases, problems };
}

export function formatBuildBench(b: BuildBench): string {
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? NaN;
  const s = (x: number) => `${x.toFixed(2)} s`;
  const lines = [
    `build: npm run build (a process) in a copy of the repository, ${b.apis} APIs, ${b.rounds} round${b.rounds === 1 ? "" : "s"}; median (fastest)`,
    `${"case".padEnd(16)}${"wall".padStart(18)}${"CPU".padStart(18)}`,
    ...b.cases.map((c) => `${c.name.padEnd(16)}${`${s(median(c.wall))} (${s(Math.min(...c.wall))})`.padStart(18)}${`${s(median(c.cpu))} (${s(Math.min(...c.cpu))})`.padStart(18)}`),
    ...b.problems.map((p) => `PROBLEM ${p}`),
  ];
  return lines.join("\n");
}

const COMMAND: CommandInfo = { name: "bench-build", usage: "usage: tsx scripts/bench-build.ts [--rounds 3]" };

/** The build bench as a program: 0 measured, 1 a case failed, 2 bad usage. */
export function main(argv: string[]): Promise<number> {
  return runCommand(
    COMMAND,
    async () => {
      const parsed = parseCommand<{ rounds: string }>(argv, COMMAND, { rounds: { type: "string", default: "3" } });
      if (!parsed) return 0;
      const rounds = numberFlag(COMMAND, "rounds", parsed.values.rounds, { min: 1, integer: true, what: "a positive integer" });
      const result = await benchBuild({ rounds });
      process.stdout.write(`${formatBuildBench(result)}\n`);
      return result.problems.length ? 1 : 0;
    },
    expectedErrors(),
  );
}

runAsProgram(import.meta.url, main);
