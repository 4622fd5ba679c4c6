/**
 * npm run check
 * The gates a change must pass before the tests, in order, stopping at the first that fails:
 * 1. typecheck   tsc over the whole tree (scripts, src, tests, generated, vitest.config.ts)
 * 2. lint:code   Biome: format and lint of the TypeScript and JavaScript (biome.jsonc)
 * 3. lint        the spec lint: Redocly, then Spectral on every bundled document
 * 4. build:check generated/ is what `npm run build` would write
 * Each gate is the npm script of that name, so there is one definition of each. Exit 0 when all pass,
 * else the failing gate's exit code, with its name on the last line.
 */
import { spawnSync } from "node:child_process";
import { type CommandInfo, parseCommand, runAsProgram, runCommand } from "../src/cli/command.js";
import { repoRoot } from "./lib/registry.js";

const GATES = ["typecheck", "lint:code", "lint", "build:check"] as const;

const COMMAND: CommandInfo = { name: "check", usage: "usage: npm run check" };

/** The gates as a program: 0 when all pass, else the failing gate's exit status; bad usage 2. */
export function main(argv: string[]): Promise<number> {
  return runCommand(COMMAND, () => (parseCommand(argv, COMMAND, {}, { help: `the gates, in order: ${GATES.join(", ")}\n` }) ? gates() : 0));
}

function gates(): number {
  // Under `npm run`, npm_execpath is npm's own CLI script: run it with this node, no shell needed.
  const npm = process.env.npm_execpath;
  const started = Date.now();
  for (const [i, gate] of GATES.entries()) {
    console.log(`\ncheck: [${i + 1}/${GATES.length}] npm run ${gate}`);
    const t = Date.now();
    const run = npm
      ? spawnSync(process.execPath, [npm, "run", gate], { cwd: repoRoot, stdio: "inherit" })
      : spawnSync("npm", ["run", gate], { cwd: repoRoot, stdio: "inherit", shell: process.platform === "win32" });
    const seconds = ((Date.now() - t) / 1000).toFixed(1);
    if (run.error || run.status !== 0) {
      const why = run.error ? run.error.message : run.signal ? `killed by ${run.signal}` : `exit ${run.status}`;
      console.error(`\ncheck: FAILED at gate ${i + 1}/${GATES.length} "${gate}" (${why}, ${seconds} s); fix it and run npm run check again`);
      return run.status || 1;
    }
    console.log(`check: ${gate} passed (${seconds} s)`);
  }
  console.log(`\ncheck: all ${GATES.length} gates passed (${GATES.join(", ")}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

runAsProgram(import.meta.url, main, { exit: false });
