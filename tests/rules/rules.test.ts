/**
 * The project's Spectral rules (.spectral.yaml, functions in rules/functions/): each rule has a fixture that
 * makes it fire (tests/rules/fixtures/<rule>/fires.yaml) and one that passes (passes.yaml). The fixtures are
 * linted with the repository's own ruleset file, loaded and run in-process exactly as `npm run lint` does
 * (scripts/lib/spectral.ts, which loads it as the Spectral CLI does), so a function that lint cannot load
 * fails here too.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../scripts/lib/registry.js";
import { loadSpectral, spectralLint } from "../../scripts/lib/spectral.js";

interface SpectralResult {
  code: string;
  path: (string | number)[];
  message: string;
  severity: number;
  source: string;
}

const fixturesDir = join(repoRoot, "tests", "rules", "fixtures");
const ruleset = join(repoRoot, ".spectral.yaml");

/** Where each rule must fire in its fires.yaml, as JSON paths joined with " > ". */
const expected: Record<string, string[]> = {
  "vendor-secrets-write-only": [
    "components > schemas > Connection > properties > password",
    "components > schemas > Token > properties > accessToken",
    "paths > /connections > post > requestBody > content > application/json > schema > properties > clientSecret",
  ],
  "vendor-operation-error-response": ["paths > /things > get > responses", "paths > /things > post > responses", "webhooks > thingChanged > post > responses"],
  "vendor-management-api-version": ["paths > /providers/Vendor.Things/operations > get > parameters > 0", "paths > /subscriptions/{subscriptionId}/providers/Vendor.Things/things > get"],
  "vendor-202-async-headers": ["paths > /things/{thingId} > delete > responses > 202", "paths > /things/{thingId}:copy > post > responses > 202"],
};

const projectRules = Object.keys((parse(readFileSync(ruleset, "utf8")) as { rules: Record<string, unknown> }).rules).filter((r) => r.startsWith("vendor-"));

let results: SpectralResult[] = [];

beforeAll(async () => {
  const files = projectRules.flatMap((rule) => ["fires.yaml", "passes.yaml"].map((f) => join(fixturesDir, rule, f))).filter(existsSync);
  const spectral = await loadSpectral(ruleset);
  results = (
    await spectralLint(
      spectral,
      files.map((source) => ({ source, text: readFileSync(source, "utf8") })),
    )
  ).map((r) => ({
    code: String(r.code),
    path: [...r.path],
    message: r.message,
    severity: r.severity,
    source: r.source ?? "",
  }));
}, 120_000);

const found = (rule: string, fixture: string) =>
  results
    .filter((r) => r.code === rule && r.source === join(fixturesDir, rule, fixture))
    .map((r) => r.path.join(" > "))
    .sort();

describe("project Spectral rules", () => {
  it("every project rule in .spectral.yaml has fixtures and expectations, and every fixture folder has a rule", () => {
    expect(projectRules.sort()).toEqual(Object.keys(expected).sort());
    expect(readdirSync(fixturesDir).sort()).toEqual(projectRules.sort());
    for (const rule of projectRules) {
      expect(existsSync(join(fixturesDir, rule, "fires.yaml")), `${rule}/fires.yaml`).toBe(true);
      expect(existsSync(join(fixturesDir, rule, "passes.yaml")), `${rule}/passes.yaml`).toBe(true);
    }
  });

  for (const [rule, paths] of Object.entries(expected)) {
    describe(rule, () => {
      it("fires on its bad fixture at exactly the expected places, as an error", () => {
        expect(found(rule, "fires.yaml")).toEqual([...paths].sort());
        for (const r of results.filter((x) => x.code === rule)) expect(r.severity, r.message).toBe(0);
      });

      it("is silent on its good fixture (and so are the other project rules)", () => {
        const source = join(fixturesDir, rule, "passes.yaml");
        expect(results.filter((r) => r.source === source && r.code.startsWith("vendor-")).map((r) => `${r.code}: ${r.message}`)).toEqual([]);
      });
    });
  }

  it("the bad fixtures fire no project rule other than their own", () => {
    for (const rule of projectRules) {
      const source = join(fixturesDir, rule, "fires.yaml");
      const others = results.filter((r) => r.source === source && r.code.startsWith("vendor-") && r.code !== rule);
      expect(
        others.map((r) => `${r.code}: ${r.message}`),
        rule,
      ).toEqual([]);
    }
  });
});
