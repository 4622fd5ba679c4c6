/**
 * Every `pattern` of every bundle has an example that fits it (its schema's `examples`, or the example of
 * the parameter or header that holds the schema), so that a value breaking it is told the shape a person
 * reads, not only the regular expression (docs/SPEC-AUTHORING.md). Fast: reads the bundles, starts nothing.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadRegistry } from "../../scripts/lib/registry.js";

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);
const strings = (list: unknown[]) => list.filter((v): v is string => typeof v === "string");

/** Where each pattern is, and whether one of its examples fits it. */
function patternsOf(doc: Node): { at: string; fits: boolean }[] {
  const found: { at: string; fits: boolean }[] = [];
  const walk = (node: unknown, at: string, holder: Node | undefined) => {
    if (Array.isArray(node)) return node.forEach((v, i) => walk(v, `${at}/${i}`, undefined));
    if (!isNode(node)) return;
    if (typeof node.pattern === "string") {
      const own = [...(Array.isArray(node.examples) ? node.examples : []), node.example];
      const held = holder ? [holder.example, ...Object.values(isNode(holder.examples) ? holder.examples : {}).map((e) => (isNode(e) ? e.value : undefined))] : [];
      const re = new RegExp(node.pattern, "u");
      found.push({ at, fits: strings([...own, ...held]).some((v) => re.test(v)) });
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === "x-codeSamples") continue;
      // a parameter's or header's schema: the parameter holds its examples (a property named "schema" does not)
      walk(child, `${at}/${key}`, key === "schema" && !at.endsWith("/properties") ? node : undefined);
    }
  };
  walk(doc, "", undefined);
  return found;
}

describe("every pattern has an example that fits it", () => {
  it("finds a pattern without one", () => {
    const doc = { components: { schemas: { A: { type: "string", pattern: "^a$", examples: ["b"] } }, parameters: { P: { name: "p", in: "query", schema: { pattern: "^p$" }, example: "p" } } } };
    expect(patternsOf(doc)).toEqual([
      { at: "/components/schemas/A", fits: false },
      { at: "/components/parameters/P/schema", fits: true },
    ]);
  });

  for (const api of loadRegistry()) {
    it(api.key, () => {
      const doc = JSON.parse(readFileSync(api.bundle, "utf8")) as Node;
      expect(
        patternsOf(doc)
          .filter((p) => !p.fits)
          .map((p) => p.at),
      ).toEqual([]);
    });
  }
});
