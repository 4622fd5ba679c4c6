/**
 * npm run lint [-- --api <key>]
 * 1. Redocly lint of every registered API (rules in redocly.yaml), by the Redocly CLI.
 * 2. Spectral (.spectral.yaml: spectral:oas, OWASP and the project rules in rules/) on every freshly
 *    bundled document, what users get: bundled and linted in-process (scripts/lib/build.ts, scripts/lib/spectral.ts).
 * 3. Without --api: Redocly lint of the Arazzo workflows of specs/workflows/ and their support document.
 * Zero errors and zero warnings, or a non-zero exit.
 *
 * Why Redocly lint is still the CLI: the CLI (2.x) carries its own Redocly engine, published nowhere as a
 * library of the same version; the library installed here (@redocly/openapi-core 1.34, which the build bundles
 * with, byte for byte as the CLI does) lints with an older recommended-strict: ten of the rules the CLI's turns
 * on are missing or off there (no-unsafe-markdown, spec-ref-siblings, security-scopes-defined,
 * no-duplicated-tag-names, no-invalid-schema-examples, ...), and its example check ignores readOnly
 * (166 findings on a tree the CLI finds clean: request examples "missing" server-set fields).
 * Its two processes run while this one bundles and runs Spectral; the output keeps its order.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { bundleApi, loadRedoclyConfig } from "./lib/build.js";
import { findApi, loadRegistry, repoRoot } from "./lib/registry.js";
import { formatResults, loadSpectral, spectralLint } from "./lib/spectral.js";
import { oneLine } from "./lib/cli.js";
import { lintWorkflows } from "./lib/workflow-files.js";

const redoclyBin = join(repoRoot, "node_modules", "@redocly", "cli", "bin", "cli.js");

/** One `redocly lint` process; resolves with its output (the Node 20 deprecation box left out) and whether it was clean. */
function redoclyLint(keys: string[], extra: string[]): Promise<{ output: string; ok: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [redoclyBin, "lint", ...keys, ...extra, "--max-problems", "200"], {
      cwd: repoRoot,
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    child.once("error", (e) => resolve({ output: `lint: cannot run the Redocly CLI: ${e.message}\n`, ok: false }));
    child.once("close", (code) => {
      const output = `${out}${err}`;
      // Redocly exits 0 on warnings; zero warnings is our bar.
      resolve({ output: output.replace(/^.*(╔|║|╚).*\n/gm, ""), ok: code === 0 && !/You have \d+ warnings?/.test(output) });
    });
  });
}

async function main(): Promise<number> {
  let api: string | undefined;
  try {
    ({
      values: { api },
    } = parseArgs({ options: { api: { type: "string" } }, strict: true }));
  } catch (err) {
    console.error(`lint: ${oneLine((err as Error).message)}; usage: npm run lint [-- --api <key>]`);
    return 2;
  }
  const registry = loadRegistry();
  const apis = api ? [findApi(registry, api)] : registry;

  const config = await loadRedoclyConfig();
  const bundles = new Map<string, Record<string, unknown>>();
  for (const a of apis) bundles.set(a.key, (await bundleApi(a, { config })).doc);
  // Component-only documents (no paths, no webhooks) publish schemas that no operation "uses".
  const componentOnly = (key: string) => {
    const doc = bundles.get(key)!;
    return Object.keys(doc.paths ?? {}).length === 0 && Object.keys(doc.webhooks ?? {}).length === 0;
  };

  const groups = [
    { keys: apis.filter((a) => !componentOnly(a.key)).map((a) => a.key), extra: [] as string[] },
    { keys: apis.filter((a) => componentOnly(a.key)).map((a) => a.key), extra: ["--skip-rule", "no-unused-components"] },
  ].filter((g) => g.keys.length);
  const redocly = groups.map((g) => ({ ...g, run: redoclyLint(g.keys, g.extra) }));

  // Spectral here, meanwhile. Each bundle is known by a path inside the repository (nothing is written):
  // Spectral matches the `overrides` globs of .spectral.yaml against it.
  const spectral = await loadSpectral();
  const results = await spectralLint(
    spectral,
    apis.map((a) => ({
      source: join(repoRoot, "out", "lint", `${a.key}${componentOnly(a.key) ? ".components" : ""}.json`),
      text: JSON.stringify(bundles.get(a.key), null, 2),
    })),
  );

  let redoclyOk = true;
  for (const { keys, extra, run } of redocly) {
    console.log(`lint: redocly lint ${keys.join(" ")} ${extra.join(" ")}`);
    const { output, ok } = await run;
    process.stdout.write(output);
    redoclyOk &&= ok;
  }
  if (!api) {
    console.log("lint: redocly lint specs/workflows/*.arazzo.yaml (and the support document)");
    const workflows = await lintWorkflows();
    process.stdout.write(workflows.output);
    redoclyOk &&= workflows.ok;
  }
  console.log(`lint: spectral lint (bundled, in-process) ${apis.map((a) => a.key).join(" ")}`);
  process.stdout.write(formatResults(results));
  const ok = redoclyOk && results.length === 0;
  console.log(ok ? "lint: clean (0 errors, 0 warnings)" : "lint: FAILED");
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`lint: ${(err as Error).message}`);
    process.exit(1);
  },
);
