/**
 * Every field the seeds name can be found in the contract of its family: a search for the field's name in
 * the rendered docs finds it as a property, a parameter or a server variable of some document.
 * Fields come from the seeds' field tables (first column, dotted paths by their last segment) and from
 * inline lists shaped `name (type ...)`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadRegistry, repoRoot } from "../scripts/lib/registry.js";

/** Which family's documents carry each seed (sources/README.md). */
const seeds: Record<string, string> = {
  "000_bd5166a92e359536.txt": "business",
  "001_6ca8f2e4b2b195c8.txt": "management",
  "002_fefe427889110314.txt": "document-lifecycle",
};

const TYPE_WORDS = new Set(["string", "integer", "number", "boolean", "object", "array"]);

function seedFields(seed: string): Set<string> {
  const names = new Set<string>();
  let fieldTable = false;
  for (const raw of seed.split("\n")) {
    const line = raw.trim();
    if (line.startsWith("|")) {
      const first = line.replace(/^\|/, "").split("|")[0]!.trim();
      if (/^-+$/.test(first)) continue;
      if (first === "Field" || first === "properties field") {
        fieldTable = true;
        continue;
      }
      if (fieldTable) {
        for (const part of first.split(",")) {
          const segment = part
            .trim()
            .replace(/ item$/, "")
            .split(".")
            .pop()!;
          if (/^[A-Za-z@$][A-Za-z0-9_]*$/.test(segment)) names.add(segment);
        }
      }
    } else {
      fieldTable = false;
    }
    for (const m of line.matchAll(/(?<![\w.-])(\$?[a-z][A-Za-z0-9-]*) \((?:string|integer|number|boolean|object|array|uri|uuid|int32|GUID|items)/g)) {
      if (!TYPE_WORDS.has(m[1]!)) names.add(m[1]!);
    }
  }
  return names;
}

/** Property names, parameter names and server variable names of a document. */
function namesIn(doc: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== "object" || node === null) return;
    const o = node as Record<string, unknown>;
    for (const key of ["properties", "variables"]) {
      if (typeof o[key] === "object" && o[key] !== null && !Array.isArray(o[key])) Object.keys(o[key] as object).forEach((k) => out.add(k));
    }
    if (typeof o.in === "string" && typeof o.name === "string") out.add(o.name);
    Object.values(o).forEach(walk);
  };
  walk(doc);
  return out;
}

describe("every field of the seeds is in its family's documents", () => {
  const registry = loadRegistry();
  for (const [file, family] of Object.entries(seeds)) {
    it(`${file} (${family})`, () => {
      const fields = seedFields(readFileSync(join(repoRoot, "sources", "seeds", file), "utf8"));
      expect(fields.size).toBeGreaterThan(10);
      const found = new Set<string>();
      for (const api of registry.filter((a) => a.family === family)) namesIn(JSON.parse(readFileSync(api.bundle, "utf8"))).forEach((n) => found.add(n));
      expect([...fields].filter((f) => !found.has(f)).sort()).toEqual([]);
    });
  }

  it("finds the fields of a table row and of an inline list", () => {
    const fields = seedFields(
      "| Field | Type |\n|---|---|\n| properties.reviewedBy.principalId | string |\n| billingId, currencyType | string |\n\nVolume item: name plus one of azureFile (shareName, ...), emptyDir (empty object)\n",
    );
    expect([...fields].sort()).toEqual(["billingId", "currencyType", "principalId"].sort().concat().sort());
  });
});
