/**
 * The committed breaking-change reports (reports/breaking-changes/) are what `npm run diff` writes for
 * the committed bundles today: regenerate them and fail when a committed report is stale.
 * To refresh one: npm run diff -- <base> <revision> --report-only --out <file>
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { committedReports, countBySeverity, diffDocuments, loadDocument, renderMarkdown } from "../../scripts/lib/diff.js";
import { repoRoot } from "../../scripts/lib/registry.js";

describe("committed breaking-change reports", () => {
  for (const { base, revision, file } of committedReports) {
    it(`${file} is up to date (npm run diff -- ${base} ${revision} --report-only --out ${file})`, () => {
      const a = loadDocument(base);
      const b = loadDocument(revision);
      const fresh = renderMarkdown(diffDocuments(a.doc, b.doc), a, b);
      const committed = readFileSync(join(repoRoot, file), "utf8");
      expect(committed, `stale: run npm run diff -- ${base} ${revision} --report-only --out ${file}`).toBe(fresh);
    });
  }

  it("the API entry versions' layout change (fields moved under properties) is reported as breaking", () => {
    const a = loadDocument("api-management@2016-07-07");
    const b = loadDocument("api-management@2020-12-01");
    const result = diffDocuments(a.doc, b.doc);
    expect(result.kind).toBe("components");
    const changes = result.changes.map((c) => `${c.severity} ${c.locations.join()} ${c.view} ${c.pointer} ${c.change}`);
    expect(changes).toContain("breaking components.schemas.ApiContract request /properties/properties required field `properties` added");
    expect(changes).toContain("breaking components.schemas.ApiContract response /properties/serviceUrl field `serviceUrl` removed (it was required)");
  });

  it("the webhook API versions differ in the version a subscription's resource must name", () => {
    const a = loadDocument("webhooks@v1.0");
    const b = loadDocument("webhooks@v2.0");
    const result = diffDocuments(a.doc, b.doc);
    expect(result.matches.filter((m) => m.by === "operationId").every((m) => m.note?.endsWith("paths differ only by the version segment"))).toBe(true);
    expect(countBySeverity(result.changes).breaking).toBeGreaterThan(0);
    const breaking = result.changes.filter((c) => c.severity === "breaking");
    expect(breaking.every((c) => c.pointer.endsWith("/properties/resource") && c.change.startsWith("pattern"))).toBe(true);
  });
});
