/**
 * Every command-line entry point reports a mistake in one line and exits 2. This covers the mistake
 * node's parseArgs explains over three lines: an option value that starts with a dash (`--port -1`).
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../scripts/lib/registry.js";

const cases: Array<[script: string, option: string, name: string]> = [
  ["scripts/build.ts", "--api", "build"],
  ["scripts/lint.ts", "--api", "lint"],
  ["scripts/mock.ts", "--port", "mock"],
  ["scripts/docs.ts", "--out", "docs"],
  ["scripts/diff.ts", "--out", "diff"],
  ["scripts/start.ts", "--docs-port", "start"],
  ["scripts/bench.ts", "--seconds", "bench"],
  ["scripts/load.ts", "--duration", "load"],
  ["src/emulator/cli.ts", "--port", "emulator"],
  ["scripts/package.ts", "--bogus", "package"], // no option of package.ts takes a value: an unknown one
  ["scripts/check.ts", "--bogus", "check"], // check.ts takes no option
  // the package's command (src/cli/vendor-api.ts, bin vendor-api): each subcommand names itself
  ["src/cli/vendor-api.ts emulate", "--port", "vendor-api emulate"],
  ["src/cli/vendor-api.ts mock", "--port", "vendor-api mock"],
  ["src/cli/vendor-api.ts docs", "--port", "vendor-api docs"],
  ["src/cli/vendor-api.ts start", "--docs-port", "vendor-api start"],
  ["scripts/workflows.ts", "--file", "workflows"],
];

describe("command-line mistakes", () => {
  it.each(cases)("%s %s -1: one line naming the option, exit 2", (script, option, name) => {
    const [file = "", ...args] = script.split(" ");
    const run = spawnSync(join(repoRoot, "node_modules", ".bin", "tsx"), [join(repoRoot, file), ...args, option, "-1"], { cwd: repoRoot, encoding: "utf8", timeout: 30_000 });
    expect(run.status).toBe(2);
    const lines = run.stderr.split("\n").filter((l) => l !== "" && !l.startsWith("npm warn"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${name}: .*'${option}'.*usage: `));
  });
});
