/**
 * The parity ledger in the docs: every operation and webhook of every bundle gets its "In the emulator"
 * note (placeholders kept visible, its link to its place on parity.html), and parity.html has a section
 * for every one of them. The built site is checked in tests/docs/parity-site.test.ts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parityAnchor, parityHtml, parityNote, withParityNotes } from "../../scripts/lib/docs-parity.js";
import { type Ledger, PARITY_FILE } from "../../scripts/lib/parity.js";
import { loadRegistry, repoRoot } from "../../scripts/lib/registry.js";

const ledger = JSON.parse(readFileSync(join(repoRoot, PARITY_FILE), "utf8")) as Ledger;
const registry = loadRegistry();
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

type Op = { operationId?: string; description?: string };
type Doc = { paths?: Record<string, Record<string, Op>>; webhooks?: Record<string, Record<string, Op>> };

describe("the parity ledger in the docs", () => {
  it("ends the description of every operation and webhook of every API with its note, linked to parity.html", () => {
    let notes = 0;
    for (const entry of registry) {
      const doc = withParityNotes(JSON.parse(readFileSync(entry.bundle, "utf8")) as Doc, ledger.apis[entry.key], entry.key);
      for (const [section, items] of [
        ["paths", doc.paths],
        ["webhooks", doc.webhooks],
      ] as const) {
        for (const [name, item] of Object.entries(items ?? {})) {
          for (const op of METHODS.flatMap((m) => (item[m] ? [item[m]] : []))) {
            const id = section === "paths" ? op.operationId! : name;
            expect(op.description, `${entry.key} ${id}`).toMatch(/\*\*In the emulator\*\*/);
            expect(op.description).toContain(`](../../parity.html#${encodeURIComponent(parityAnchor(entry.key, id))})`);
            notes += 1;
          }
        }
      }
    }
    expect(notes).toBe(Object.values(ledger.apis).reduce((n, api) => n + Object.keys(api.operations).length + Object.keys(api.webhooks).length, 0));
  });

  it("lists what the emulator reproduces and does not, with placeholders written as text and no emphasis from a lone *", () => {
    const op = ledger.apis["webhooks@v2.0"]!.operations.Subscriptions_Create!;
    const note = parityNote("webhooks@v2.0", "Subscriptions_Create", op);
    expect(note).toContain("POSTs &lt;notificationUrl&gt;?validationToken=&lt;token&gt;");
    expect(note.split("\n").filter((l) => l.startsWith("- "))).toHaveLength(op.reproduces.length + op.doesNot.length + op.differences.filter((d) => !d.ref.startsWith("x-decision")).length);
    const job = parityNote("stream-analytics@2020-03-01", "StreamingJobs_CreateOrReplace", ledger.apis["stream-analytics@2020-03-01"]!.operations.StreamingJobs_CreateOrReplace!);
    expect(job).toContain("If-None-Match: \\* on a job");
    expect(parityNote("x@1", "Op", { ...op, emulator: "mock-only" })).toMatch(/the mock only: the emulator answers 501/);
  });

  it("parity.html has a section for every operation and webhook, and each API's docs link", () => {
    const html = parityHtml(ledger, (key) => `${key.replace("@", "/")}/`);
    for (const [key, api] of Object.entries(ledger.apis)) {
      expect(html).toContain(`<section class="api" id="${key}"`);
      for (const id of [...Object.keys(api.operations), ...Object.keys(api.webhooks)]) {
        expect(html).toContain(`id="${parityAnchor(key, id)}"`);
        expect(html).toContain(`href="#${encodeURIComponent(parityAnchor(key, id))}"`);
      }
    }
    expect(html).toContain('<a class="docs" href="event-hub/2026-01-01/">docs</a>');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
  });
});
