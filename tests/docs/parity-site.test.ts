/**
 * The docs build carries the parity ledger: parity.json (the committed ledger, byte for byte), parity.html,
 * a link from the index, and the "In the emulator" note in each operation of a rendered page (one API built,
 * to stay lean; tests/unit/docs-parity.test.ts checks the notes of every API).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../scripts/lib/docs-site.js";
import { PARITY_FILE } from "../../scripts/lib/parity.js";
import { findApi, loadRegistry, repoRoot } from "../../scripts/lib/registry.js";

const out = mkdtempSync(join(tmpdir(), "parity-site-"));
const read = (file: string) => readFileSync(join(out, file), "utf8");

beforeAll(async () => {
  await buildSite({ entries: [findApi(loadRegistry(), "event-hub@2026-01-01")], outDir: out });
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("the docs site and the parity ledger", () => {
  it("ships parity.json, the committed ledger, and parity.html, linked from the index", () => {
    expect(read("parity.json")).toBe(readFileSync(join(repoRoot, PARITY_FILE), "utf8"));
    expect(read("parity.html")).toContain('id="event-hub@2026-01-01:Namespaces_Delete"');
    expect(read("index.html")).toContain('<a class="parity" href="parity.html">');
  });

  it("ends each operation of a page (Namespaces_Delete, OperationStatuses_Get) with what the emulator does there", () => {
    const page = read("event-hub/2026-01-01/index.html");
    for (const id of ["Namespaces_Delete", "OperationStatuses_Get"]) expect(page).toContain(`parity.html#event-hub%402026-01-01%3A${id}`);
    expect(page).toContain("In the emulator");
  });
});
