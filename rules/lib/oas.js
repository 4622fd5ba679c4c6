/**
 * Helpers shared by the project's Spectral functions (rules/functions/*.js).
 *
 * The functions run with `resolved: false`: they receive the raw document and follow local `$ref`s
 * themselves, so every result points at the place in the document where the fix belongs (the
 * operation, the response, the property definition), not at a copy made by dereferencing.
 *
 * ES modules: the package is `"type": "module"`, and Spectral's ruleset bundler (rollup) bundles
 * the files listed under `functions:` in .spectral.yaml together with their relative imports.
 */

export const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

const unescapePointer = (s) => decodeURIComponent(s).replace(/~1/g, "/").replace(/~0/g, "~");

/** Follow local `$ref`s (`#/...`) from `node`; returns the target (or the node itself when it is no reference). */
export function deref(root, node, seen = new Set()) {
  let cur = node;
  while (cur && typeof cur === "object" && typeof cur.$ref === "string" && cur.$ref.startsWith("#")) {
    if (seen.has(cur.$ref)) return undefined;
    seen.add(cur.$ref);
    let target = root;
    for (const seg of cur.$ref.slice(1).split("/").filter(Boolean).map(unescapePointer)) {
      target = target && typeof target === "object" ? target[seg] : undefined;
    }
    if (target === undefined) return undefined;
    cur = target;
  }
  return cur;
}

/**
 * Every operation of the document: { section: "paths" | "webhooks", key, method, operation, pathItem, path }.
 * Path items given as `$ref` are followed.
 */
export function* operations(root, sections = ["paths", "webhooks"]) {
  for (const section of sections) {
    const items = root && typeof root === "object" ? root[section] : undefined;
    if (!items || typeof items !== "object") continue;
    for (const [key, rawItem] of Object.entries(items)) {
      const item = deref(root, rawItem);
      if (!item || typeof item !== "object") continue;
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation || typeof operation !== "object") continue;
        yield { section, key, method, operation, pathItem: item, path: [section, key, method] };
      }
    }
  }
}

/** A short human name for an operation in messages, e.g. `DELETE /namespaces/{name}` or `webhook changeNotification (POST)`. */
export function operationName(op) {
  const id = op.operation.operationId ? ` (${op.operation.operationId})` : "";
  return op.section === "webhooks" ? `webhook ${op.key} ${op.method.toUpperCase()}${id}` : `${op.method.toUpperCase()} ${op.key}${id}`;
}
