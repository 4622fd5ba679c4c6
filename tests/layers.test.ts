/**
 * Dependencies point one way (docs/development.md, "Layers"): Biome's noImportCycles (type-only imports
 * counted) and the layer rules of biome.jsonc (noRestrictedImports per folder) hold for the tree, and they
 * fire on a small tree that breaks each of them, and only there. Spawns Biome: the slow project.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, isAbsolute, join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../src/registry.js";

const BIOME = join(repoRoot, "node_modules", "@biomejs", "biome", "bin", "biome");
const RULES = ["suspicious/noImportCycles", "style/noRestrictedImports"];

/** Biome's findings of the two rules under `cwd` (its biome.jsonc), as "rule file:line", sorted; and its exit status. */
function layerFindings(cwd: string, paths: string[]): { status: number | null; findings: string[]; output: string } {
  const args = ["lint", "--vcs-enabled=false", "--reporter=github", "--max-diagnostics=none", ...RULES.map((r) => `--only=${r}`), ...paths];
  const run = spawnSync(process.execPath, [BIOME, ...args], { cwd, encoding: "utf8" });
  const output = `${run.stdout}${run.stderr}`;
  // github reporter: ::error title=lint/<rule>,file=<path>,line=<n>,...::<message>
  const at = (file: string) => (isAbsolute(file) ? relative(cwd, file) : file);
  const findings = [...output.matchAll(/^::error title=lint\/([^,]+),file=([^,]+),line=(\d+)/gm)].map((m) => `${m[1]} ${at(m[2]!)}:${m[3]}`).sort();
  return { status: run.status, findings, output };
}

const scratch = mkdtempSync(join(tmpdir(), "layers-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("layers: imports point one way", () => {
  it("src/, scripts/ and tests/ have no import circle; src/contract, src/http and src/emulator import no layer above them; src/ no scripts/ or tests/", () => {
    const { status, findings, output } = layerFindings(repoRoot, ["src", "scripts", "tests"]);
    expect(findings).toEqual([]);
    expect(status, output).toBe(0);
  });

  it("the rules fire on a tree that breaks them (each finding named by rule, file and line)", () => {
    // a tree shaped like src/, checked with this repository's biome.jsonc
    const files: Record<string, string> = {
      // a circle made only of type imports, through three files
      "src/emulator/types.ts": 'import type { Shape } from "./shapes.js";\nexport type Data = { shape: Shape };\n',
      "src/emulator/shapes.ts": 'import type { Record } from "./store.js";\nexport type Shape = Record[];\n',
      "src/emulator/store.ts": 'import type { Data } from "./types.js";\nexport type Record = Data | string;\n',
      // src/http naming the emulator, src/contract naming src/http, the emulator naming the mock, src/ naming scripts/ and tests/
      "src/http/refusals.ts": 'import type { Data } from "../emulator/types.js";\nexport type Refusal = Data;\n',
      "src/contract/views.ts": 'import type { Refusal } from "../http/refusals.js";\nexport type View = Refusal;\n',
      "src/emulator/server.ts": 'import { routes } from "../mock/routes.js";\nexport const mine = routes;\n',
      "src/mock/routes.ts": "export const routes: string[] = [];\n",
      "src/mock/server.ts": 'import { repoRoot } from "../../scripts/lib/registry.js";\nimport { ok } from "../../tests/helpers/ok.js";\nexport const here = [repoRoot, ok];\n',
      // allowed: each layer importing the ones below it
      "src/http/local.ts": 'import type { View } from "../contract/views.js";\nimport { didYouMean } from "../nearest.js";\nexport type Local = View;\nexport const near = didYouMean;\n',
      "src/emulator/http.ts": 'import type { Refusal } from "../http/refusals.js";\nimport type { View } from "../contract/views.js";\nexport type Both = Refusal | View;\n',
      "src/nearest.ts": "export const didYouMean = (s: string): string => s;\n",
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(scratch, path)), { recursive: true });
      writeFileSync(join(scratch, path), text);
    }
    copyFileSync(join(repoRoot, "biome.jsonc"), join(scratch, "biome.jsonc"));
    const { status, findings, output } = layerFindings(scratch, ["src"]);
    expect(findings, output).toEqual(
      [
        "suspicious/noImportCycles src/emulator/types.ts:1",
        "suspicious/noImportCycles src/emulator/shapes.ts:1",
        "suspicious/noImportCycles src/emulator/store.ts:1",
        "style/noRestrictedImports src/http/refusals.ts:1",
        "style/noRestrictedImports src/contract/views.ts:1",
        "style/noRestrictedImports src/emulator/server.ts:1",
        "style/noRestrictedImports src/mock/server.ts:1",
        "style/noRestrictedImports src/mock/server.ts:2",
      ].sort(),
    );
    expect(status).toBe(1);
  });
});
