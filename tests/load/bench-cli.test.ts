/**
 * scripts/bench.ts user mistakes: one line naming the option, exit 2, before any server starts.
 * (The bench's timings are not tested: they belong to `npm run bench`.)
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../scripts/lib/registry.js";

const bench = (...args: string[]) => spawnSync(join(repoRoot, "node_modules", ".bin", "tsx"), [join(repoRoot, "scripts", "bench.ts"), ...args], { cwd: repoRoot, encoding: "utf8", timeout: 20_000 });

describe("scripts/bench.ts user mistakes", () => {
  it.each([
    [["--bogus"], /^bench: Unknown option '--bogus'; usage: npm run bench -- /],
    [["--seconds", "x"], /^bench: --seconds must be a number from 0\.1 to 600, got "x"; usage: /],
    [["--rounds", "0"], /^bench: --rounds and --concurrency must be positive integers; usage: /],
    [["--load-duration=-1"], /^bench: --load-duration must be >= 0 seconds/],
  ])("%j: one line, exit 2", (args, message) => {
    const run = bench(...args);
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(message);
  });

  it("prints its usage on --help and exits 0", () => {
    const run = bench("--help");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^usage: npm run bench -- \[--rounds 9\] \[--seconds 1\]/);
  });
});
