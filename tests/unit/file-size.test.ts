/**
 * The layout's size rule (docs/development.md, "Layout"): no code file under src/, scripts/, tests/ or
 * rules/ is over 600 lines; a file that grows past it is split by job.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../scripts/lib/registry.js";

const MAX_LINES = 600;

describe("file sizes", () => {
  it(`no code file of src/, scripts/, tests/ or rules/ is over ${MAX_LINES} lines`, () => {
    const files = ["src", "scripts", "tests", "rules"]
      .flatMap((dir) => readdirSync(join(repoRoot, dir), { recursive: true, encoding: "utf8" }).map((f) => join(dir, f)))
      .filter((f) => /\.(ts|mts|cts|js|mjs|cjs)$/.test(f) && !f.split(/[\\/]/).includes("node_modules"));
    expect(files.length).toBeGreaterThan(100);
    const over = files
      .map((f) => ({ f, lines: readFileSync(join(repoRoot, f), "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ f, lines }) => `${f}: ${lines} lines`);
    expect(over).toEqual([]);
  });
});
