/**
 * Direction-aware breaking-change check between two versions of an OpenAPI document.
 *
 * "Direction-aware" (the style of GitHub's REST description checks): what breaks a client depends on
 * who produces the data. Data the client SENDS (path operations' parameters and request bodies; the
 * answers a subscriber gives to a webhook) breaks clients when the new version accepts less: a new
 * required field, a removed field or enum value, a narrower type, bound or pattern. Data the client
 * RECEIVES (path operations' responses; webhook payloads and the parameters a webhook delivery
 * carries) breaks clients when the new version promises less: a removed field, a field that became
 * optional, a changed type; a new enum value is "potentially breaking" (exhaustive switches).
 *
 * Operations are matched by method and path (path parameter names ignored); operations left over are
 * matched by method and operationId when their paths differ only by a version segment (/api/v1.0/...
 * and /api/v2.0/...; a segment v<n>[.<n>...] or a date api-version), and the report lists those pairs.
 * A path renamed in any other way is a removed operation and an added one: clients calling the old
 * address get 404, whatever the operationId. Component-only documents (no paths,
 * no webhooks) are compared schema by schema, by name, in both directions, since the same schema is
 * sent and received.
 *
 * Schemas: local $refs are resolved, allOf members merged (properties, required, bounds, enums),
 * readOnly properties are left out of the sending direction and writeOnly ones out of the receiving
 * direction. What every alternative of a oneOf/anyOf declares or requires holds for the schema as a
 * whole (a requirement moved from the variants to the schema that holds them is no change), and a
 * variant that changed only its name (an inline enum that became a named schema) is the same variant. Recursion-safe: a pair of schemas already being compared (same $ref chain on both
 * sides, same direction) is not entered again.
 */
import { compareOperation, matchOperations, operationsOf } from "./diff/operations.js";
import { type Change, type Ctx, type DiffResult, type OpenApiDocument, severities } from "./diff/rules.js";
import { compareSchema } from "./diff/schemas.js";
import { type Json, code, escapePointer, isObj, json } from "./diff/views.js";

// ---------------------------------------------------------------------------------------------------------------
// Documents.
// ---------------------------------------------------------------------------------------------------------------

const schemasOf = (doc: Json): Json => (isObj(doc.components) && isObj(doc.components.schemas) ? doc.components.schemas : {});

/** Compare two OpenAPI documents; `base` is the older version, `revision` the newer. */
export function diffDocuments(base: OpenApiDocument, revision: OpenApiDocument): DiffResult {
  const changes: Change[] = [];
  const componentOnly = operationsOf(base).length === 0 && operationsOf(revision).length === 0;
  if (componentOnly) {
    const os = schemasOf(base);
    const ns = schemasOf(revision);
    const both = new Set(Object.keys(os).filter((k) => k in ns));
    for (const name of Object.keys(os)) {
      const location = `components.schemas.${name}`;
      if (!both.has(name)) {
        changes.push({ severity: "breaking", locations: [location], pointer: "", change: `schema ${code(name)} removed`, why: "Code that uses the type, and payloads validated against it, break." });
        continue;
      }
      for (const [viewName, mode] of [
        ["request", "write"],
        ["response", "read"],
      ] as const) {
        const ctx: Ctx = { base, rev: revision, location, view: viewName, out: changes, stack: new Set(), stopAt: both };
        compareSchema(ctx, mode, { $ref: `#/components/schemas/${escapePointer(name)}` }, { $ref: `#/components/schemas/${escapePointer(name)}` }, [], name);
      }
    }
    for (const name of Object.keys(ns)) {
      if (!(name in os))
        changes.push({ severity: "non-breaking", locations: [`components.schemas.${name}`], pointer: "", change: `schema ${code(name)} added`, why: "A new type; nothing that existed changes." });
    }
    return {
      kind: "components",
      matches: [],
      added: [],
      removed: [],
      componentCounts: { base: Object.keys(os).length, revision: Object.keys(ns).length, both: both.size },
      changes: sortChanges(groupChanges(changes)),
    };
  }
  const { pairs, removed, added } = matchOperations(base, revision);
  for (const op of removed) {
    changes.push({
      severity: "breaking",
      locations: [op.label],
      pointer: "",
      change: op.section === "webhooks" ? "webhook removed" : "operation removed",
      why: op.section === "webhooks" ? "Subscribers no longer receive these deliveries." : "Clients that call it get 404 or 405.",
    });
  }
  for (const [o, n] of pairs) compareOperation(base, revision, o, n, changes);
  for (const op of added) {
    changes.push({ severity: "non-breaking", locations: [op.label], pointer: "", change: op.section === "webhooks" ? "webhook added" : "operation added", why: "Nothing that existed changes." });
  }
  return {
    kind: "operations",
    matches: pairs.map(([, , m]) => m),
    added: added.map((op) => op.label),
    removed: removed.map((op) => op.label),
    changes: sortChanges(groupChanges(changes)),
  };
}

/** Changes that differ only by operation (a shared schema seen by several operations) become one, naming every operation. */
function groupChanges(changes: Change[]): Change[] {
  const groups = new Map<string, Change>();
  for (const c of changes) {
    const key = json([c.severity, c.pointer, c.view, c.schema, c.change, c.why]);
    const g = groups.get(key);
    if (!g) groups.set(key, { ...c, locations: [...c.locations] });
    else for (const l of c.locations) if (!g.locations.includes(l)) g.locations.push(l);
  }
  return [...groups.values()];
}

function sortChanges(changes: Change[]): Change[] {
  return changes
    .map((c, i) => [c, i] as const)
    .sort(([a, i], [b, j]) => severities.indexOf(a.severity) - severities.indexOf(b.severity) || i - j)
    .map(([c]) => c);
}

export { DiffInputError, type LoadedDocument, loadDocument } from "./diff/load.js";
export { committedReports, renderMarkdown } from "./diff/markdown.js";
export { type Change, countBySeverity, type DiffResult, type OpenApiDocument, type OperationMatch, type Severity, severities } from "./diff/rules.js";
