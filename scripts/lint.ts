/**
 * npm run lint [-- --api <key>]
 * 1. Redocly lint of every registered API (rules in redocly.yaml).
 * 2. Spectral (.spectral.yaml: spectral:oas + OWASP) on every freshly bundled document: what users get.
 * Zero errors and zero warnings, or a non-zero exit.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { bundleApi } from "./lib/build.js";
import { findApi, loadRegistry, repoRoot } from "./lib/registry.js";

const bin = (pkg: string, file: string) => join(repoRoot, "node_modules", ...pkg.split("/"), file);

async function main(): Promise<number> {
  let api: string | undefined;
  try {
    ({ values: { api } } = parseArgs({ options: { api: { type: "string" } }, strict: true }));
  } catch (err) {
    console.error(`lint: ${(err as Error).message}; usage: npm run lint [-- --api <key>]`);
    return 2;
  }
  const registry = loadRegistry();
  const apis = api ? [findApi(registry, api)] : registry;
  const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };

  console.log(`lint: redocly lint ${apis.map((a) => a.key).join(" ")}`);
  const redocly = spawnSync(process.execPath, [bin("@redocly/cli", "bin/cli.js"), "lint", ...apis.map((a) => a.key), "--max-problems", "200"], {
    cwd: repoRoot,
    env,
    encoding: "utf8",
  });
  const redoclyOut = `${redocly.stdout}${redocly.stderr}`;
  process.stdout.write(redoclyOut.replace(/^.*(╔|║|╚).*\n/gm, ""));
  // Redocly exits 0 on warnings; zero warnings is our bar.
  const redoclyWarned = /You have \d+ warnings?/.test(redoclyOut);

  const dir = mkdtempSync(join(tmpdir(), "lint-"));
  try {
    const files: string[] = [];
    for (const a of apis) {
      const file = join(dir, `${a.name}@${a.version}.json`);
      writeFileSync(file, JSON.stringify(await bundleApi(a), null, 2));
      files.push(file);
    }
    console.log(`lint: spectral lint (bundled) ${apis.map((a) => a.key).join(" ")}`);
    const spectral = spawnSync(
      process.execPath,
      [bin("@stoplight/spectral-cli", "dist/index.js"), "lint", ...files, "--ruleset", join(repoRoot, ".spectral.yaml"), "--fail-severity", "hint", "--display-only-failures"],
      { cwd: repoRoot, env, encoding: "utf8" },
    );
    process.stdout.write(`${spectral.stdout}${spectral.stderr}`);
    const ok = redocly.status === 0 && !redoclyWarned && spectral.status === 0;
    console.log(ok ? "lint: clean (0 errors, 0 warnings)" : "lint: FAILED");
    return ok ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`lint: ${(err as Error).message}`);
    process.exit(1);
  },
);
