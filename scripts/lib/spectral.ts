/**
 * Spectral in-process: the repository's ruleset (.spectral.yaml: spectral:oas, OWASP, the project functions in
 * rules/functions/) loaded exactly as the Spectral CLI 6 loads a YAML ruleset (its getRuleset: migrate to ESM,
 * bundle with the builtins, commonjs and node plugins, evaluate), and documents linted as the CLI lints files
 * (YAML parser, the file path as the source, so that `overrides` globs match). `npm run lint` and
 * tests/rules/rules.test.ts use it; no Spectral process.
 */
import * as fs from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
// CommonJS packages: imported whole (not every one declares its exports in a way ES modules can name).
import core, { type ISpectralDiagnostic, type Spectral as SpectralType } from "@stoplight/spectral-core";
import formatters from "@stoplight/spectral-formatters";
import parsers from "@stoplight/spectral-parsers";
import bundler from "@stoplight/spectral-ruleset-bundler";
import builtinsPlugin from "@stoplight/spectral-ruleset-bundler/plugins/builtins";
import commonjsPlugin from "@stoplight/spectral-ruleset-bundler/plugins/commonjs";
import stdinPlugin from "@stoplight/spectral-ruleset-bundler/plugins/stdin";
import nodePreset from "@stoplight/spectral-ruleset-bundler/presets/node";
import migrator from "@stoplight/spectral-ruleset-migrator";
import runtime from "@stoplight/spectral-runtime";
import { repoRoot } from "./registry.js";

const { Document, Ruleset, Spectral } = core;
const { stylish } = formatters;
const { Yaml } = parsers;
const { bundleRuleset } = bundler;
const { builtins } = builtinsPlugin;
const { commonjs } = commonjsPlugin;
const { stdin } = stdinPlugin;
const { node } = nodePreset;
const { isBasicRuleset, migrateRuleset } = migrator;
const { fetch } = runtime;

export type SpectralResult = ISpectralDiagnostic;

/** The bundled ruleset's code, evaluated as a CommonJS module whose requires resolve from the ruleset's folder (then the CLI's). */
function evaluate(source: string, rulesetFile: string): unknown {
  const req = createRequire(rulesetFile);
  const module: { exports?: unknown } = {};
  const paths = [dirname(rulesetFile), dirname(createRequire(import.meta.url).resolve("@stoplight/spectral-cli"))];
  const load = (id: string) => req(req.resolve(id, { paths }));
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the CLI evaluates the bundle the same way
  Function("module, require", source)(module, load);
  if (typeof module.exports !== "object" || module.exports === null) throw new Error(`${rulesetFile}: the ruleset exports nothing`);
  return module.exports;
}

/** A Spectral instance with the ruleset of `rulesetFile` (default: the repository's .spectral.yaml). */
export async function loadSpectral(rulesetFile = join(repoRoot, ".spectral.yaml")): Promise<SpectralType> {
  const io = { fs, fetch };
  let source: string;
  let file = rulesetFile;
  if (await isBasicRuleset(rulesetFile)) {
    const migrated = await migrateRuleset(rulesetFile, { format: "esm", fs: fs as never });
    file = join(dirname(rulesetFile), ".spectral.js"); // a virtual module: the stdin plugin serves it
    source = await bundleRuleset(file, { target: "node", format: "commonjs", plugins: [stdin(migrated, file), builtins(), commonjs(), ...node(io)] });
  } else {
    source = await bundleRuleset(file, { target: "node", format: "commonjs", plugins: [builtins(), commonjs(), ...node(io)] });
  }
  const spectral = new Spectral();
  spectral.setRuleset(new Ruleset(evaluate(source, file) as never, { severity: "recommended", source: file }));
  return spectral;
}

/**
 * Lint documents given as text; `source` is the path the document is known by (overrides match it; it need
 * not exist). In the CLI's order: by path (localeCompare).
 */
export async function spectralLint(spectral: SpectralType, documents: { source: string; text: string }[]): Promise<SpectralResult[]> {
  const results: SpectralResult[] = [];
  const sorted = [...documents].sort((a, b) => a.source.localeCompare(b.source));
  for (const { source, text } of sorted) results.push(...(await spectral.run(new Document(text, Yaml, source))));
  return results;
}

/** The CLI's default (stylish) report; empty results give the CLI's "No results ..." line (fail severity: hint). */
export function formatResults(results: SpectralResult[]): string {
  if (!results.length) return "No results with a severity of 'hint' or higher found!\n";
  return stylish(
    results.map((r) => ({ ...r, documentationUrl: undefined })),
    { failSeverity: 3 as never },
  );
}
