/**
 * npm run lint [-- --api <key>]
 * 1. Redocly lint of every registered API (rules in redocly.yaml).
 * 2. Spectral (.spectral.yaml: spectral:oas, OWASP and the project rules in rules/) on every freshly
 *    bundled document: what users get.
 * 3. Without --api: Redocly lint of the Arazzo workflows of specs/workflows/ and their support document.
 * Zero errors and zero warnings, or a non-zero exit.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { bundleApi } from "./lib/build.js";
import { findApi, loadRegistry, repoRoot } from "./lib/registry.js";
import { oneLine } from "./lib/cli.js";
import { lintWorkflows } from "./lib/workflow-files.js";

const bin = (pkg: string, file: string) => join(repoRoot, "node_modules", ...pkg.split("/"), file);

async function main(): Promise<number> {
  let api: string | undefined;
  try {
    ({ values: { api } } = parseArgs({ options: { api: { type: "string" } }, strict: true }));
  } catch (err) {
    console.error(`lint: ${oneLine((err as Error).message)}; usage: npm run lint [-- --api <key>]`);
    return 2;
  }
  const registry = loadRegistry();
  const apis = api ? [findApi(registry, api)] : registry;
  const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };

  const bundles = new Map<string, Record<string, unknown>>();
  for (const a of apis) bundles.set(a.key, await bundleApi(a));
  // Component-only documents (no paths, no webhooks) publish schemas that no operation "uses".
  const componentOnly = (key: string) => {
    const doc = bundles.get(key)!;
    return Object.keys(doc.paths ?? {}).length === 0 && Object.keys(doc.webhooks ?? {}).length === 0;
  };

  let redoclyOk = true;
  const groups = [
    { keys: apis.filter((a) => !componentOnly(a.key)).map((a) => a.key), extra: [] as string[] },
    { keys: apis.filter((a) => componentOnly(a.key)).map((a) => a.key), extra: ["--skip-rule", "no-unused-components"] },
  ];
  for (const { keys, extra } of groups) {
    if (!keys.length) continue;
    console.log(`lint: redocly lint ${keys.join(" ")} ${extra.join(" ")}`);
    const redocly = spawnSync(process.execPath, [bin("@redocly/cli", "bin/cli.js"), "lint", ...keys, ...extra, "--max-problems", "200"], {
      cwd: repoRoot,
      env,
      encoding: "utf8",
    });
    const out = `${redocly.stdout}${redocly.stderr}`;
    process.stdout.write(out.replace(/^.*(╔|║|╚).*\n/gm, ""));
    // Redocly exits 0 on warnings; zero warnings is our bar.
    if (redocly.status !== 0 || /You have \d+ warnings?/.test(out)) redoclyOk = false;
  }

  if (!api) {
    console.log("lint: redocly lint specs/workflows/*.arazzo.yaml (and the support document)");
    const workflows = await lintWorkflows();
    process.stdout.write(workflows.output);
    if (!workflows.ok) redoclyOk = false;
  }

  // Inside the repository (git-ignored out/): Spectral resolves `overrides` globs relative to .spectral.yaml.
  mkdirSync(join(repoRoot, "out"), { recursive: true });
  const dir = mkdtempSync(join(repoRoot, "out", "lint-"));
  try {
    const files: string[] = [];
    for (const a of apis) {
      const file = join(dir, `${a.key}${componentOnly(a.key) ? ".components" : ""}.json`);
      writeFileSync(file, JSON.stringify(bundles.get(a.key), null, 2));
      files.push(file);
    }
    console.log(`lint: spectral lint (bundled) ${apis.map((a) => a.key).join(" ")}`);
    const spectral = spawnSync(
      process.execPath,
      [bin("@stoplight/spectral-cli", "dist/index.js"), "lint", ...files, "--ruleset", join(repoRoot, ".spectral.yaml"), "--fail-severity", "hint", "--display-only-failures"],
      { cwd: repoRoot, env, encoding: "utf8" },
    );
    process.stdout.write(`${spectral.stdout}${spectral.stderr}`);
    const ok = redoclyOk && spectral.status === 0;
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
