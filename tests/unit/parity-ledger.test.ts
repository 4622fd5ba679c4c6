/**
 * The parity ledger (docs/parity.json) is fresh, lists every operation and webhook of every registry API
 * (read here from the bundles, not through the ledger's code), and every difference points at an
 * x-decision that says it or at a seed. Its claims are checked by requests in tests/emulator/parity.test.ts.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildLedger, type Ledger, ledgerText, PARITY_FILE, updateLedger } from "../../scripts/lib/parity.js";
import { loadRegistry, repoRoot } from "../../scripts/lib/registry.js";
import { plainCatalogue } from "../../src/http/errors.js";
import type { ApiModule } from "../../src/emulator/types.js";

const committed = readFileSync(join(repoRoot, PARITY_FILE), "utf8");
const ledger = JSON.parse(committed) as Ledger;
const registry = loadRegistry();
const HTTP_METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

type Bundle = { paths?: Record<string, Record<string, { operationId?: string }>>; webhooks?: Record<string, Record<string, unknown>> };
const bundles = new Map(registry.map((e) => [e.key, JSON.parse(readFileSync(e.bundle, "utf8")) as Bundle]));

/** The value at a JSON pointer of a bundle (the oracle for an x-decision reference). */
function at(doc: unknown, pointer: string): unknown {
  return pointer
    .replace(/^#\/?/, "")
    .split("/")
    .filter((t) => t !== "")
    .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
}

describe("the parity ledger", () => {
  it(`${PARITY_FILE} is what npm run build writes (run npm run build if this fails)`, async () => {
    expect(committed).toBe(ledgerText(await buildLedger()));
  });

  it("is stale for npm run build:check when edited by hand, and npm run build writes it back (in a copy of the repository)", async () => {
    const root = mkdtempSync(join(tmpdir(), "parity-ledger-"));
    try {
      cpSync(join(repoRoot, "redocly.yaml"), join(root, "redocly.yaml"));
      cpSync(join(repoRoot, "generated"), join(root, "generated"), { recursive: true });
      mkdirSync(join(root, "docs"));
      writeFileSync(join(root, PARITY_FILE), committed.replace('"emulator": "emulated"', '"emulator": "mock-only"'));
      expect(await updateLedger({ check: true, root })).toEqual({ stale: true, file: PARITY_FILE });
      expect(readFileSync(join(root, PARITY_FILE), "utf8")).not.toBe(committed);
      expect(await updateLedger({ root })).toEqual({ stale: true, file: PARITY_FILE });
      expect(readFileSync(join(root, PARITY_FILE), "utf8")).toBe(committed);
      expect(await updateLedger({ check: true, root })).toEqual({ stale: false, file: PARITY_FILE });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("has every API of the registry, in its order, and every operation and webhook of each bundle", () => {
    expect(Object.keys(ledger.apis)).toEqual(registry.map((e) => e.key));
    for (const entry of registry) {
      const doc = bundles.get(entry.key)!;
      const api = ledger.apis[entry.key]!;
      const operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([m]) => HTTP_METHODS.has(m))
          .map(([m, op]) => `${op.operationId} ${m.toUpperCase()} ${path}`),
      );
      const webhooks = Object.entries(doc.webhooks ?? {}).flatMap(([name, item]) =>
        Object.keys(item)
          .filter((m) => HTTP_METHODS.has(m))
          .map((m) => `${name} ${m.toUpperCase()}`),
      );
      expect(
        Object.entries(api.operations)
          .map(([id, op]) => `${id} ${op.method} ${op.path}`)
          .sort(),
        entry.key,
      ).toEqual(operations.sort());
      expect(
        Object.entries(api.webhooks)
          .map(([name, op]) => `${name} ${op.method}`)
          .sort(),
        entry.key,
      ).toEqual(webhooks.sort());
      expect(api.served, entry.key).toBe(operations.length + webhooks.length === 0 ? "components only" : "emulator and mock");
    }
  });

  it("says of every operation whether it is emulated, and gives each claim a name, a kind and words", () => {
    const kinds = new Map<string, string>();
    for (const [key, api] of Object.entries(ledger.apis)) {
      for (const [id, op] of [...Object.entries(api.operations), ...Object.entries(api.webhooks)]) {
        expect(["emulated", "mock-only", "not sent"], `${key} ${id}`).toContain(op.emulator);
        if (op.emulator === "emulated") expect(op.reproduces.length, `${key} ${id} claims nothing`).toBeGreaterThan(0);
        for (const c of op.reproduces) {
          expect(Object.keys(ledger.kinds)).toContain(c.kind);
          expect(kinds.get(c.claim) ?? c.kind, `${c.claim} has one kind`).toBe(c.kind);
          kinds.set(c.claim, c.kind);
        }
        for (const c of [...op.reproduces, ...op.doesNot]) {
          expect(c.claim).toMatch(/^[a-z-]+\.[a-z-]+$/);
          expect(c.says.length).toBeGreaterThan(20);
        }
      }
    }
  });

  it("names for each difference the x-decision that says it, or a seed or setting", () => {
    let decisions = 0;
    for (const [key, api] of Object.entries(ledger.apis)) {
      const all = [...api.differences, ...Object.values(api.operations).flatMap((o) => o.differences), ...Object.values(api.webhooks).flatMap((o) => o.differences)];
      for (const d of all) {
        const m = /^x-decision at openapi\.json(#\/.*)$/.exec(d.ref);
        if (!m) {
          expect(d.ref, `${key}: ${d.says}`).toMatch(/^(Seed 00\d|emulator setting \w+)/);
          continue;
        }
        decisions += 1;
        const text = at(bundles.get(key), `${m[1]}/x-decision`);
        expect(typeof text === "string" ? text.trim().replace(/\s+/g, " ") : text, `${key} ${d.ref}`).toBe(d.says);
      }
    }
    expect(decisions).toBeGreaterThan(20);
  });

  it("refuses a declaration for an operation the contract does not have", async () => {
    const entry = registry.find((e) => e.key === "event-hub@2026-01-01")!;
    const module: ApiModule = {
      apis: [entry.key],
      handlers: {},
      errors: () => plainCatalogue,
      parity: () => ({ operations: { Namespaces_Purge: { reproduces: [{ claim: "namespace.purge", kind: "state", says: "Purges the namespace." }] } } }),
    };
    await expect(buildLedger([entry], [module])).rejects.toThrow(/names Namespaces_Purge, which is no operation of its contract/);
  });

  it("marks an operation no module handles mock-only (the emulator answers 501)", async () => {
    const entry = registry.find((e) => e.key === "event-hub@2026-01-01")!;
    const built = await buildLedger([entry], []);
    const ops = Object.values(built.apis[entry.key]!.operations);
    expect(ops.map((o) => o.emulator)).toEqual(["mock-only", "mock-only"]);
    expect(ops[0]!.doesNot.map((g) => g.claim)).toEqual(["core.mock-only"]);
  });
});
