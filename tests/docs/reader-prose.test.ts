/**
 * What a reader of the docs sees is API-reference prose: no titles, summaries or descriptions of a bundle speak of
 * seeds, gap decisions, the "source contract" or paths of this repository. The seeds' own words live in `x-source`,
 * the reasoning of a decision in `x-decision` (DESIGN.md, "The docs speak to the API's users"). Fast: no servers.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadRegistry } from "../../scripts/lib/registry.js";

/** Members whose text Redoc shows a reader. */
const READER_FIELDS = new Set(["title", "summary", "description"]);

/** Derivation vocabulary: words about how the contract was made, not about the API. */
const DERIVATION: Array<[RegExp, string]> = [
  [/\bseeds?\b/i, "the word seed"],
  [/gap[- ]decision/i, "gap decision"],
  [/source contract/i, "source contract"],
  [/not shown/i, "not shown"],
  [/\b(?:shared|specs|generated|sources|scripts|tests|src)\/[\w.-]/, "a repository path"],
  [/\b[\w-]+\.(?:md|ya?ml|ts)\b/, "a repository file"],
];

/** [pointer, text] of every reader-visible string (skips `x-` extensions, example values and schema `default`/`const`/`enum`). */
function* readerText(value: unknown, pointer = ""): Generator<[string, string]> {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) yield* readerText(value[i], `${pointer}/${i}`);
    return;
  }
  if (!value || typeof value !== "object") return;
  for (const [k, v] of Object.entries(value)) {
    if (k.startsWith("x-") || k === "value" || k === "example" || k === "default" || k === "const" || k === "enum") continue;
    const at = `${pointer}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    if (typeof v === "string" && READER_FIELDS.has(k)) yield [at, v];
    else yield* readerText(v, at);
  }
}

describe("the docs speak to the API's users", () => {
  it("finds derivation vocabulary where it is, and not in x-source", () => {
    const doc = { info: { description: 'Seed 001: "x"' }, paths: { "/a": { get: { summary: "List", "x-source": 'Seed 001: "y"', description: "See shared/gap-decisions.md" } } } };
    expect([...readerText(doc)].map(([p]) => p)).toEqual(["/info/description", "/paths/~1a/get/summary", "/paths/~1a/get/description"]);
    const hits = [...readerText(doc)].flatMap(([p, t]) => DERIVATION.filter(([re]) => re.test(t)).map(([, what]) => `${p}: ${what}`));
    expect(hits).toEqual([
      "/info/description: the word seed",
      "/paths/~1a/get/description: gap decision",
      "/paths/~1a/get/description: a repository path",
      "/paths/~1a/get/description: a repository file",
    ]);
  });

  for (const api of loadRegistry()) {
    it(`${api.key}: no title, summary or description speaks of seeds, gap decisions or repository paths`, () => {
      const doc = JSON.parse(readFileSync(api.bundle, "utf8"));
      const hits = [...readerText(doc)].flatMap(([p, t]) => DERIVATION.filter(([re]) => re.test(t)).map(([re, what]) => `${p}: ${what} ("${re.exec(t)?.[0]}")`));
      expect(hits).toEqual([]);
    });
  }
});
