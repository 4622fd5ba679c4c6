/**
 * Every statement of seed 000 can be found in both webhook documents: each sentence, list item and
 * table cell of the seed (longer than 12 characters) appears, whitespace and Markdown aside, in the
 * text of the bundled v1.0 document and in that of the v2.0 document.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findApi, loadRegistry, repoRoot } from "../scripts/lib/registry.js";

const norm = (s: string) =>
  s
    .replace(/\\"/g, '"')
    .replace(/`|\*\*/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/** Sentences, list items and table cells of a seed. */
function statements(seed: string): string[] {
  const out: string[] = [];
  for (const raw of seed.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#") || /^[|\s-]+$/.test(line)) continue;
    if (line.startsWith("|")) {
      out.push(
        ...line
          .replace(/^\||\|$/g, "")
          .split("|")
          .map((c) => c.trim())
          .filter((c) => c.length > 12),
      );
    } else {
      const text = line.replace(/^(\d+\.|-)\s*/, "");
      out.push(...text.split(/(?<=[.;:])\s+/).filter((s) => s.length > 12));
    }
  }
  return out;
}

describe("seed 000 is in the webhook documents, statement by statement", () => {
  const seed = readFileSync(join(repoRoot, "sources", "seeds", "000_bd5166a92e359536.txt"), "utf8");
  const units = statements(seed);

  it("splits the seed into its statements", () => {
    expect(units.length).toBeGreaterThan(150);
    expect(units).toContain("Subscriber answers a notification delivery with a status other than 408, 429 or 500-599");
  });

  for (const key of ["webhooks@v1.0", "webhooks@v2.0"]) {
    it(`every statement appears in ${key}`, () => {
      const doc = readFileSync(findApi(loadRegistry(), key).bundle, "utf8");
      const text = norm(JSON.stringify(JSON.parse(doc)).replace(/\\n/g, " "));
      const missing = units.filter((u) => !text.includes(norm(u).replace(/\.$/, "")));
      expect(missing).toEqual([]);
    });
  }
});
