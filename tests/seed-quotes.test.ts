/**
 * Every quotation the bundled documents attribute to a seed is the seed's own words: each passage quoted
 * as `Seed 00N: "…"` (also `Seed 00N, operation (a): "…"` and `(seed 00N: "…")`) is found in seed 00N,
 * and each passage quoted as `Source contract: "…"` (or `Seed: "…"`, `the seed: "…"`) is found in the seed of the
 * document's family.
 * Comparison is whitespace-, case- and Markdown-insensitive: list markers are dropped, a table row may be
 * quoted as written ("duration | integer (int32) | Seconds.") or with its cells joined by ": " (how the
 * documents quote a row, "Batch too large: A timeout occurs."), and "..." in a quotation marks an
 * elision (each part must be found). Fast: no servers.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadRegistry, repoRoot } from "../scripts/lib/registry.js";

const SEED_FILES: Record<string, string> = {
  "000": "000_bd5166a92e359536.txt",
  "001": "001_6ca8f2e4b2b195c8.txt",
  "002": "002_fefe427889110314.txt",
};
const FAMILY_SEED: Record<string, string> = { business: "000", management: "001", "document-lifecycle": "002" };

const norm = (s: string) =>
  s
    .replace(/`|\*\*/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/** The seed as one normalised text: list markers dropped, each table row as written and as its cells joined by ": ". */
function seedText(seed: string): string {
  const lines = seed.split("\n").map((raw) => {
    const line = raw.trim();
    if (/^\|[\s|:-]+\|$/.test(line)) return "";
    if (line.startsWith("|")) {
      const cells = line
        .replace(/^\||\|$/g, "")
        .split("|")
        .map((c) => c.trim());
      return `${cells.join(" | ")}\n${cells.join(": ")}`;
    }
    return line.replace(/^(\d+\.|-)\s+/, "").replace(/^#+\s*/, "");
  });
  return norm(lines.join("\n"));
}

/** Parts of a quotation to look for: split at elisions, trimmed of edge punctuation. */
function quoteParts(quote: string): string[] {
  return quote
    .split(/\.\.\.|…/)
    .map((p) => norm(p).replace(/^[\s.,;:]+|[\s.,;:]+$/g, ""))
    .filter((p) => p.length > 0);
}

interface Quotation {
  seed: string;
  quote: string;
  pointer: string;
}

function* strings(value: unknown, pointer = ""): Generator<[string, string]> {
  if (typeof value === "string") yield [pointer, value];
  else if (Array.isArray(value)) for (let i = 0; i < value.length; i++) yield* strings(value[i], `${pointer}/${i}`);
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) yield* strings(v, `${pointer}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`);
}

/** Quotations attributed to a seed in one bundled document (familySeed: the seed of its family). */
function quotations(doc: unknown, familySeed: string): Quotation[] {
  const out: Quotation[] = [];
  for (const [pointer, text] of strings(doc)) {
    for (const m of text.matchAll(/\b[Ss]eed (00[0-9])[^":\n]{0,60}:\s*"([^"]+)"/g)) out.push({ seed: m[1]!, quote: m[2]!, pointer });
    for (const m of text.matchAll(/\b(?:the )?seed(?:'s words)?:\s*"([^"]+)"/gi)) out.push({ seed: familySeed, quote: m[1]!, pointer });
    for (const m of text.matchAll(/\bSource contract(?:'s own words)?[^":(\n]{0,40}[:(]\s*"([^"]+)"/gi)) out.push({ seed: familySeed, quote: m[1]!, pointer });
  }
  return out;
}

const seedTexts = Object.fromEntries(Object.entries(SEED_FILES).map(([n, file]) => [n, seedText(readFileSync(join(repoRoot, "sources", "seeds", file), "utf8"))]));

const missingParts = (q: Quotation) => {
  const text = seedTexts[q.seed];
  if (text === undefined) return [`(no seed ${q.seed})`];
  return quoteParts(q.quote).filter((p) => !text.includes(p));
};

/** Every quotation the documents held when their prose was rewritten for readers (none may be lost). */
const KEPT: Record<string, Array<{ seed: string; quote: string }>> = JSON.parse(readFileSync(join(repoRoot, "tests", "fixtures", "seed-quotations.json"), "utf8"));

describe("quotations of the seeds are the seeds' own words", () => {
  it("finds a seed's words and refuses words it does not have", () => {
    const real: Quotation = { seed: "001", quote: "200: the approval stage object.", pointer: "" };
    const row: Quotation = { seed: "000", quote: "Batch too large: A timeout occurs.", pointer: "" };
    const elided: Quotation = { seed: "000", quote: "Opaque token, usable as a shared secret; ... echoed in every notification.", pointer: "" };
    const madeUp: Quotation = { seed: "001", quote: "The shape of that status resource is not part of the source contract.", pointer: "" };
    expect(missingParts(real)).toEqual([]);
    expect(missingParts(row)).toEqual([]);
    expect(missingParts(elided)).toEqual([]);
    expect(missingParts(madeUp)).not.toEqual([]);
    expect(quotations({ description: 'Seed 002: "No request body." and (seed 001: "0 to 23; 0 is highest.")' }, "000").map((q) => q.seed)).toEqual(["002", "001"]);
    expect(quotations({ description: 'Source contract: "Removes the subscription."' }, "000")).toEqual([{ seed: "000", quote: "Removes the subscription.", pointer: "/description" }]);
  });

  for (const api of loadRegistry()) {
    it(`every quotation in ${api.key} is found in the seed it names`, () => {
      const doc = JSON.parse(readFileSync(api.bundle, "utf8"));
      const found = quotations(doc, FAMILY_SEED[api.family] ?? "?");
      expect(found.length).toBeGreaterThan(0);
      const wrong = found
        .map((q) => ({ ...q, missing: missingParts(q) }))
        .filter((q) => q.missing.length > 0)
        .map((q) => `${q.pointer}: seed ${q.seed} has no ${JSON.stringify(q.missing)}`);
      expect(wrong).toEqual([]);
    });
  }

  for (const api of loadRegistry()) {
    it(`${api.key} keeps every passage of the seed it quoted before in x-source (tests/fixtures/seed-quotations.json)`, () => {
      const doc = JSON.parse(readFileSync(api.bundle, "utf8"));
      // the seed's words are kept in `x-source` members (a string or a list of strings), out of the reader's way
      const have = new Set(
        quotations(doc, FAMILY_SEED[api.family] ?? "?")
          .filter((q) => /\/x-source(?:\/\d+)?$/.test(q.pointer))
          .map((q) => `${q.seed} ${norm(q.quote)}`),
      );
      const lost = (KEPT[api.key] ?? []).filter((q) => !have.has(`${q.seed} ${norm(q.quote)}`)).map((q) => `seed ${q.seed}: "${q.quote}"`);
      expect(lost).toEqual([]);
    });
  }
});
