/**
 * npm run lint -- [--api <key>]
 * 1. Redocly lint of every registered API (rules in redocly.yaml, each API with its alias's), and without
 *    --api of the Arazzo workflows of specs/workflows/ and their support document: in-process, with the
 *    engine of the Redocly CLI's 2.x line (scripts/lib/redocly-lint.ts); the same findings as
 *    `redocly lint` of the CLI (2.77), which tests/redocly-lint.test.ts keeps in check.
 * 2. Spectral (.spectral.yaml: spectral:oas, OWASP and the project rules in rules/) on every freshly
 *    bundled document, what users get: bundled and linted in-process (scripts/lib/build.ts, scripts/lib/spectral.ts).
 * Zero errors and zero warnings, or a non-zero exit. No child process.
 *
 * Two Redocly libraries: the build bundles with @redocly/openapi-core 1.34 (byte for byte as the CLI does;
 * openapi-typescript 7 depends on it), but 1.34 lints with an older recommended-strict (ten of the CLI's rules
 * missing or off, an example check that ignores readOnly), so the lint uses @redocly/openapi-core 2.x,
 * installed as @redocly/openapi-core-2, whose rulesets are the CLI's.
 */
import { join } from "node:path";
import { bundleApi, loadRedoclyConfig } from "./lib/build.js";
import { chooseApi, type CommandInfo, parseCommand, runAsProgram, runCommand } from "../src/cli/command.js";
import { formatFindings, type RedoclyTarget, redoclyLint } from "./lib/redocly-lint.js";
import { loadRegistry, repoRoot } from "./lib/registry.js";
import { formatResults, loadSpectral, spectralLint } from "./lib/spectral.js";
import { workflowLintTargets } from "./lib/workflow-files.js";

const COMMAND: CommandInfo = { name: "lint", usage: "usage: npm run lint -- [--api <key>]" };

/** The lint as a program: 0 clean, 1 findings or a failure, 2 bad usage. */
export function main(argv: string[]): Promise<number> {
  return runCommand(COMMAND, async () => {
    const parsed = parseCommand<{ api?: string }>(argv, COMMAND, { api: { type: "string" } });
    return parsed ? lint(parsed.values.api) : 0;
  });
}

async function lint(api: string | undefined): Promise<number> {
  const registry = loadRegistry();
  const apis = api ? [chooseApi(COMMAND, registry, api)] : registry;

  const config = await loadRedoclyConfig();
  const bundles = new Map<string, Record<string, unknown>>();
  for (const a of apis) bundles.set(a.key, (await bundleApi(a, { config })).doc);
  // Component-only documents (no paths, no webhooks) publish schemas that no operation "uses".
  const componentOnly = (key: string) => {
    const doc = bundles.get(key)!;
    return Object.keys(doc.paths ?? {}).length === 0 && Object.keys(doc.webhooks ?? {}).length === 0;
  };

  // Redocly: component-only APIs without no-unused-components; the workflows when the whole registry is linted.
  const targets: RedoclyTarget[] = apis.map((a) => ({ ref: a.root, alias: a.key, skipRules: componentOnly(a.key) ? ["no-unused-components"] : [] }));
  if (!api) targets.push(...(await workflowLintTargets()));
  const redocly = await redoclyLint(targets);
  console.log(`lint: redocly lint (in-process) ${apis.map((a) => a.key).join(" ")}${api ? "" : " specs/workflows/*.arazzo.yaml (and the support document)"}`);
  process.stdout.write(formatFindings(redocly));

  // Spectral. Each bundle is known by a path inside the repository (nothing is written):
  // Spectral matches the `overrides` globs of .spectral.yaml against it.
  const spectral = await loadSpectral();
  const results = await spectralLint(
    spectral,
    apis.map((a) => ({
      source: join(repoRoot, "out", "lint", `${a.key}${componentOnly(a.key) ? ".components" : ""}.json`),
      text: JSON.stringify(bundles.get(a.key), null, 2),
    })),
  );
  console.log(`lint: spectral lint (bundled, in-process) ${apis.map((a) => a.key).join(" ")}`);
  process.stdout.write(formatResults(results));
  const ok = redocly.length === 0 && results.length === 0;
  console.log(ok ? "lint: clean (0 errors, 0 warnings)" : "lint: FAILED");
  return ok ? 0 : 1;
}

runAsProgram(import.meta.url, main);
