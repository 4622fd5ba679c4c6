/**
 * Conformance of recorded traffic, for every API of the registry:
 * - tests/recorded/<api>/<version>/*.har: each entry without `_expect` conforms to the bundled contract;
 *   each entry with `_expect` is rejected with exactly those findings (pointer and rule), so every
 *   negative case proves the contract rejects it for its own reason.
 * - Every operation and webhook of a contract is exercised by at least one conforming entry.
 * - Component-only documents: tests/recorded/<api>/<version>/{valid,invalid}/*.json hold
 *   `{ schema, value, _expect? }` checked against that component schema.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkHar, type HarEntry, readHar } from "../src/conform/har.js";
import { type Finding, loadContract } from "../src/contract/validator.js";
import { loadRegistry } from "../scripts/lib/registry.js";

interface Expectation {
  pointer: string;
  rule: string;
}

const key = (f: Expectation) => `${f.pointer} ${f.rule}`;
/** Findings compare as sets of (pointer, rule): the checker reports each place and rule once. */
const keys = (fs: Expectation[]) => [...new Set(fs.map(key))].sort();
const files = (dir: string, ext: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(ext))
        .sort()
    : [];

for (const api of loadRegistry()) {
  describe(`conformance of ${api.key}`, () => {
    const contract = loadContract(api.bundle, api.key);
    const doc = contract.doc as { paths?: object; webhooks?: object };
    const componentOnly = Object.keys(doc.paths ?? {}).length === 0 && Object.keys(doc.webhooks ?? {}).length === 0;

    if (componentOnly) {
      for (const kind of ["valid", "invalid"] as const) {
        const dir = join(api.recordedDir, kind);
        it(`has ${kind} component fixtures`, () => expect(files(dir, ".json").length).toBeGreaterThan(0));
        for (const file of files(dir, ".json")) {
          it(`${kind}/${file}`, () => {
            const fixture = JSON.parse(readFileSync(join(dir, file), "utf8")) as { schema: string; value: unknown; _expect?: Expectation[] };
            const expected = kind === "valid" ? [] : (fixture._expect ?? []);
            if (kind === "invalid") expect(expected.length, `${file} has no _expect`).toBeGreaterThan(0);
            for (const view of ["request", "response"] as const) {
              const found = contract.validateSchema(fixture.schema, fixture.value, view);
              expect(keys(found), `${file} (${view} view): ${found.map((f) => f.message).join("; ")}`).toEqual(keys(expected));
            }
          });
        }
      }
      return;
    }

    const hars = files(api.recordedDir, ".har");
    const exercised = new Set<string>();
    let positives = 0;
    let negatives = 0;

    it("has recorded traffic", () => expect(hars.length).toBeGreaterThan(0));

    for (const file of hars) {
      const har = readHar(join(api.recordedDir, file));
      const entries = har.log.entries as (HarEntry & { _expect?: Expectation[] })[];
      const results = checkHar(har, { [api.key]: contract });
      results.forEach((result, i) => {
        const entry = entries[i]!;
        const expected = entry._expect;
        if (expected) negatives++;
        else {
          positives++;
          if (result.findings.length === 0) exercised.add(result.operationId ?? `webhook ${result.webhook ?? "?"}`);
        }
        it(`${file} ${result.label}${expected ? " is rejected for its reason" : " conforms"}`, () => {
          const detail = (fs: Finding[]) => fs.map((f) => `${f.pointer}: ${f.rule}: ${f.message}`).join("\n");
          if (expected) {
            expect(expected.length, "a negative entry names at least one finding").toBeGreaterThan(0);
            expect(keys(result.findings), detail(result.findings)).toEqual(keys(expected));
          } else {
            expect(result.findings, detail(result.findings)).toEqual([]);
          }
        });
      });
    }

    it("has positive and negative entries", () => {
      expect(positives).toBeGreaterThan(0);
      expect(negatives).toBeGreaterThan(0);
    });

    it("exercises every operation and webhook with a conforming entry", () => {
      const missing = contract
        .listOperations()
        .map((op) => op.operationId ?? (op.kind === "webhook" ? `webhook ${op.template}` : `${op.method} ${op.template}`))
        .filter((id) => !exercised.has(id));
      expect(missing).toEqual([]);
    });
  });
}
