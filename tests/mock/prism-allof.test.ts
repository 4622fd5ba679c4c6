/**
 * Prism's request-body check merges `allOf` (with @stoplight/json-schema-merge-allof, as prism-http's body
 * validator calls it) before it drops the readOnly properties a client must not send. When the merge fails,
 * Prism keeps the `allOf` and then demands readOnly required fields: the mock answers 400 to a valid request.
 * The merge fails on keywords it has no rule for that two members give different values (an `x-source` on
 * two members, say). So every request body of every bundle must merge. Fast: no servers.
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadRegistry } from "../../scripts/lib/registry.js";

const mergeAllOf = createRequire(import.meta.url)("@stoplight/json-schema-merge-allof") as (schema: unknown, options: object) => unknown;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** A schema with its local `$ref`s replaced by what they point to (recursion cut at `depth`), as Prism hands it to the merge. */
function inline(doc: Json, value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((v) => inline(doc, v, depth));
  if (!isObject(value)) return value;
  if (typeof value.$ref === "string" && value.$ref.startsWith("#/")) {
    if (depth > 8) return {};
    const target = value.$ref
      .slice(2)
      .split("/")
      .reduce<unknown>((node, key) => (isObject(node) ? node[key.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined), doc);
    const { $ref: _ref, ...rest } = value;
    return { ...(inline(doc, target, depth + 1) as Json), ...(inline(doc, rest, depth) as Json) };
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inline(doc, v, depth)]));
}

describe("Prism can merge the allOf of every request body", () => {
  it("finds the failure it guards against", () => {
    const doc = { components: { schemas: { A: { "x-source": "a", properties: { id: { readOnly: true } } }, B: { "x-source": "b" } } } };
    const schema = inline(doc, { allOf: [{ $ref: "#/components/schemas/A" }, { $ref: "#/components/schemas/B" }] });
    expect(() => mergeAllOf(schema, { deep: true, ignoreAdditionalProperties: true })).toThrow(/x-source/);
  });

  for (const api of loadRegistry()) {
    it(`${api.key}: every operation's request body merges`, () => {
      const doc = JSON.parse(readFileSync(api.bundle, "utf8")) as Json;
      const failures: string[] = [];
      for (const [path, item] of Object.entries((doc.paths as Json | undefined) ?? {})) {
        for (const [method, op] of Object.entries(item as Json)) {
          const body = isObject(op) ? (inline(doc, op.requestBody) as Json | undefined) : undefined;
          for (const [media, content] of Object.entries((body?.content as Json | undefined) ?? {})) {
            try {
              mergeAllOf((content as Json).schema, { deep: true, ignoreAdditionalProperties: true });
            } catch (err) {
              failures.push(`${method.toUpperCase()} ${path} (${media}): ${(err as Error).message}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
