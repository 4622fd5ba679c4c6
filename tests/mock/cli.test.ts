import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../scripts/lib/registry.js";

const mock = (...args: string[]) =>
  spawnSync(join(repoRoot, "node_modules", ".bin", "tsx"), [join(repoRoot, "scripts", "mock.ts"), ...args], {
    cwd: repoRoot,
    encoding: "utf8",
    timeout: 20_000,
  });

describe("scripts/mock.ts user mistakes", () => {
  it("names the known keys, in one line, exit 2, when --api names no API", () => {
    const run = mock("--api", "no-such-api@v0");
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(/^mock: no API "no-such-api@v0" in redocly\.yaml; known: \S+@\S+/);
  });

  it("rejects a bad port and unknown options with exit 2", () => {
    expect(mock("--port", "http").status).toBe(2);
    const run = mock("--bogus");
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^mock: Unknown option '--bogus'; usage: /);
  });
});
