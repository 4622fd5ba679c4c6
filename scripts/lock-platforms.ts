/**
 * tsx scripts/lock-platforms.ts: adds to package-lock.json the platform packages of @biomejs/biome that
 * the registry this machine reaches does not serve (npm then leaves them out of the lock, and `npm ci`
 * refuses the lock as out of sync). Each entry names its os and cpu, so npm installs only the one that
 * fits the machine, fetched by name on a machine that can reach it. Run it after `npm install` changes
 * the lock; tests/unit/lockfile.test.ts fails while an entry is missing.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../src/registry.js";
import { type CommandInfo, parseCommand, runAsProgram, runCommand } from "../src/cli/command.js";

type Entry = Record<string, unknown> & { version?: string; optionalDependencies?: Record<string, string> };

const PLATFORM = /^@biomejs\/cli-(android|darwin|linux|win32)-(arm64|x64)(?:-(musl))?$/;

/** The lock with an entry for every optional platform package of @biomejs/biome; the names added. */
export function completeLock(lock: { packages: Record<string, Entry> }): string[] {
  const biome = lock.packages["node_modules/@biomejs/biome"];
  const added: string[] = [];
  for (const [name, version] of Object.entries(biome?.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const m = PLATFORM.exec(name);
    if (lock.packages[key] || !m) continue;
    const [, os, cpu, musl] = m;
    lock.packages[key] = {
      version,
      cpu: [cpu],
      dev: true,
      ...(os === "linux" ? { libc: [musl ? "musl" : "glibc"] } : {}),
      license: "MIT OR Apache-2.0",
      optional: true,
      os: [os],
      engines: { node: ">=14.21.3" },
    };
    added.push(name);
  }
  const keys = Object.keys(lock.packages).sort((a, b) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : a > b ? 1 : 0));
  lock.packages = Object.fromEntries(keys.map((k) => [k, lock.packages[k]!]));
  return added;
}

const COMMAND: CommandInfo = { name: "lock-platforms", usage: "usage: tsx scripts/lock-platforms.ts" };

/** Complete package-lock.json in place: 0 done, 1 a failure, 2 bad usage. */
export function main(argv: string[]): Promise<number> {
  return runCommand(COMMAND, () => {
    if (!parseCommand(argv, COMMAND, {})) return 0;
    const file = join(repoRoot, "package-lock.json");
    const lock = JSON.parse(readFileSync(file, "utf8")) as { packages: Record<string, Entry> };
    const added = completeLock(lock);
    writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
    console.log(added.length ? `lock-platforms: added ${added.join(", ")}` : "lock-platforms: nothing missing");
    return 0;
  });
}

runAsProgram(import.meta.url, main, { exit: false });
