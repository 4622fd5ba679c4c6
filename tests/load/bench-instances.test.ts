/**
 * The instances section of the bench (scripts/bench/instances.ts, npm run bench -- --instances <n>): its flags,
 * its figures and report from a made-up run (written between its own markers only), and the shape of a tiny real
 * run. (The timings are not tested: they belong to `npm run bench`.)
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BEGIN, END, formatInstances, type InstancesBench, instancesFigures, writeInstances } from "../../scripts/bench/instances.js";
import { benchOptions, UsageError } from "../../scripts/bench/options.js";
import { BEGIN as BENCH_BEGIN, END as BENCH_END } from "../../scripts/bench/report.js";
import { repoRoot } from "../../scripts/lib/registry.js";

const tmp = mkdtempSync(join(tmpdir(), "bench-instances-test-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const MiB = 1024 * 1024;

/** A markdown file with the request table's markers and, unless `instances` is false, the instances section's. */
function doc(name: string, instances = true): string {
  const file = join(tmp, name);
  const section = instances ? `\n${BEGIN}\nold instances figures\n${END}\n` : "";
  writeFileSync(file, `# Performance\n\n${BENCH_BEGIN}\nold table\n${BENCH_END}\n${section}\nAfter.\n`);
  return file;
}

/** Run the section alone; its exit status and output. */
const run = (args: string[]) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(join(repoRoot, "node_modules", ".bin", "tsx"), [join(repoRoot, "scripts", "bench", "instances.ts"), ...args], { cwd: repoRoot, timeout: 120_000 });
    let [stdout, stderr] = ["", ""];
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });

/** A made-up run of 11 instances: the first 80 ms, the others 1..10 ms; 2 MiB of heap and 4 MiB of RSS per extra one, then 2.5 and 5 once used. */
const madeUp: InstancesBench = {
  count: 11,
  createMs: [80, 5, 1, 9, 3, 7, 2, 10, 4, 8, 6],
  heap: { one: 20 * MiB, all: 40 * MiB, used: 45 * MiB },
  rss: { one: 100 * MiB, all: 140 * MiB, used: 150 * MiB },
  problems: [],
};

describe("npm run bench -- --instances", () => {
  it.each([
    [["--instances", "1"], /^--instances must be 0 \(no instances section\) or at least 2: /],
    [["--instances", "x"], /^--instances must be a whole number of emulators \(0 skips the instances section\), got "x"; usage: /],
    [
      ["--instances", "5", "--no-fanout", "--no-proxy", "--doc", doc("no-section.md", false)],
      /^--doc: .*no-section\.md must hold the line "<!-- npm run bench instances: begin .* once, then "<!-- npm run bench instances: end -->" once \(found 0 and 0\)$/,
    ],
  ])("%j: one line naming the mistake", (args, message) => {
    expect(() => benchOptions(args)).toThrow(UsageError);
    expect(() => benchOptions(args)).toThrow(message);
  });

  it("off by default; on with a count, and a doc that has the section's markers", () => {
    expect(benchOptions([]).instances).toBe(0);
    const file = doc("both.md");
    expect(benchOptions(["--instances", "50", "--no-fanout", "--no-proxy", "--doc", file])).toMatchObject({ instances: 50, doc: file });
    // without the section, a doc without its markers is fine
    expect(benchOptions(["--no-fanout", "--no-proxy", "--doc", doc("table-only.md", false)]).instances).toBe(0);
  });
});

describe("the instances section's figures and report", () => {
  it("median and p90 of the creations after the first, MiB per extra instance", () => {
    expect(instancesFigures(madeUp)).toEqual({ median: 6, p90: 10, heapMiB: 2, rssMiB: 4, usedHeapMiB: 2.5, usedRssMiB: 5 });
  });

  it("prints ✓ or ✗ against 5 ms and 3 MiB", () => {
    const text = formatInstances(madeUp);
    expect(text).toContain("creation of instances 2..11: median 6.0 ms (issue 27 measured: 13 ms; target ≤ 5 ms ✗), p90 10.0 ms");
    expect(text).toContain("RSS 5.00 MiB (target ≤ 3 MiB ✗)");
    const fast = formatInstances({ ...madeUp, createMs: [80, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], rss: { one: 0, all: 10 * MiB, used: 20 * MiB }, heap: { one: 0, all: 0, used: 0 } });
    expect(fast).toContain("median 1.0 ms (issue 27 measured: 13 ms; target ≤ 5 ms ✓)");
    expect(fast).toContain("RSS 2.00 MiB (target ≤ 3 MiB ✓)");
  });

  it("writes between its own markers only: the request table's part and the text around stay as they were", () => {
    const file = doc("write.md");
    const before = readFileSync(file, "utf8");
    writeInstances(file, madeUp, { date: "2026-11-28T10:00:00.000Z", commit: "abc1234", machine: "2 × test CPU" });
    const after = readFileSync(file, "utf8");
    const outside = (text: string) => text.slice(0, text.indexOf(BEGIN)) + text.slice(text.indexOf(END));
    expect(outside(after)).toBe(outside(before));
    const section = after.slice(after.indexOf(BEGIN), after.indexOf(END));
    expect(section).not.toContain("old instances figures");
    expect(section).toContain("Run of 2026-11-28 10:00 UTC at commit `abc1234` (2 × test CPU): 11 emulators");
    expect(section).toContain("| creation, median | 6.0 ms ✗ | ≤ 5 ms");
    expect(section).toContain("| heap per extra instance, after GC | 2.00 MiB ✓ | ≤ 3 MiB |");
    expect(section).toContain("| RSS per extra instance once each served a POST customers, after GC | 5.00 MiB ✗ | ≤ 3 MiB |");
  });
});

describe("scripts/bench/instances.ts alone", () => {
  it("3 emulators in a fresh process: the figures on stdout and in --doc, every instance answered, exit 0", async () => {
    const file = doc("real.md");
    const out = await run(["--count", "3", "--doc", file]);
    expect(out.stderr).toBe("");
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(
      /^3 emulators in one process .*\n {2}creation of instances 2\.\.3: median [\d.]+ ms .*\n {2}memory per extra instance, after GC: heap -?[\d.]+ MiB, RSS -?[\d.]+ MiB; after each served a POST customers: /,
    );
    expect(out.stdout).not.toContain("PROBLEM");
    const section = readFileSync(file, "utf8").split(BEGIN)[1]!.split(END)[0]!;
    expect(section).toMatch(/\| creation, median \| [\d.]+ ms [✓✗] \|/);
  });

  it("a mistake: one line and exit 2", async () => {
    const out = await run(["--count", "1"]);
    expect(out.status).toBe(2);
    expect(out.stderr).toMatch(/^instances: --count must be an integer of at least 2, got "1"; usage: tsx scripts\/bench\/instances\.ts [^\n]*\n$/);
  });
});
