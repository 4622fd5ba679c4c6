/**
 * npm start -- [--docs-port 4000] [--mock-port 4010] [--emulator-port 4020] [--host 127.0.0.1]
 *              [--allowed-host <name> ...] [--cors-origin <origin> ...] [--no-build]
 * Builds (npm run build), builds the docs site (npm run docs), then starts the services in order and
 * prints their addresses:
 *   Docs:     http://127.0.0.1:4000/   the docs site (index + one page per API, with its Try it console)
 *   Mocks:    http://127.0.0.1:4010/   the mock front door (every API's Prism, in this process)
 *   Emulator: http://127.0.0.1:4020    the stateful emulator (npm run emulator), state in memory
 * Ctrl-C (SIGINT) or SIGTERM stops the services in reverse order and exits 0. Busy ports are one line
 * naming each and the flag that changes it, exit 1; bad usage, exit 2. `npm start --docs-port 5600`
 * (without `--`) works too: npm keeps the flag in npm_config_docs_port, and the command reads it back.
 *
 * The services and their running are src/start.ts, which the package's `vendor-api start` runs too
 * (with the prebuilt site); this file adds the two build steps before them.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { isMain } from "../src/cli/command.js";
import { START_FLAGS, type StartCommand, StartError, startCommand } from "../src/start.js";
import { buildSite } from "./lib/docs-site.js";
import { repoRoot } from "./lib/registry.js";

/** `npm run build`, as its own process (the same program, the same output); SIGTERM when `signal` aborts. */
function runBuild(signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", join(repoRoot, "scripts", "build.ts")], { cwd: repoRoot, stdio: ["ignore", "inherit", "inherit"] });
    const stop = () => child.kill("SIGTERM");
    signal.addEventListener("abort", stop, { once: true });
    child.once("error", (err) => reject(new StartError(`cannot run the build: ${err.message}`)));
    child.once("exit", (code, exitSignal) => {
      signal.removeEventListener("abort", stop);
      if (code === 0) resolve();
      else reject(new StartError(exitSignal ? `the build was stopped (${exitSignal})` : `the build failed (exit ${code}); see above`));
    });
  });
}

/** The command (serving until SIGINT or SIGTERM); a mistake or a failure is one line and exit (src/cli/command.ts). */
export const main = (argv: string[]) => startCommand(argv, COMMAND);

export const COMMAND: StartCommand = {
  name: "start",
  usage: `usage: npm start -- ${START_FLAGS} [--no-build]`,
  context: "repository",
  npmScript: "start",
  flags: { "no-build": { type: "boolean", default: false } },
  durableHint: "npm run emulator -- --data-dir <dir>",
  prepare: async ({ flags, entries, siteDir, signal }) => {
    if (!flags["no-build"]) {
      process.stdout.write("Building (npm run build)...\n");
      await runBuild(signal);
    }
    if (signal.aborted) return;
    process.stdout.write("Building the docs site (npm run docs)...\n");
    const site = await buildSite({ entries, outDir: siteDir, signal });
    const written = site.pages.filter((p) => !p.reused).length;
    process.stdout.write(`  ${site.pages.length} pages (${written} written, ${site.pages.length - written} unchanged) and the index in site/ (${(site.ms / 1000).toFixed(1)} s)\n`);
  },
};

if (isMain(import.meta.url)) await main(process.argv.slice(2));
