/**
 * The one walk over a document's operations, shared by the build, the docs site, the console, the parity
 * ledger and the breaking-change check: each path item's and webhook's methods, in document order.
 */

import { METHODS } from "../../src/contract/routing.js";

export { METHODS };
export type Method = (typeof METHODS)[number];

type Items = Record<string, unknown>;

export interface DocumentOperation {
  section: "paths" | "webhooks";
  kind: "path" | "webhook";
  /** The path template or the webhook's name. */
  name: string;
  method: Method;
  /** The path item (after `resolve`), and the operation in it. */
  item: Record<string, unknown>;
  op: Record<string, unknown>;
  /** JSON pointer of the operation (`#/paths/~1a~1{id}/get`). */
  pointer: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
const token = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * Every operation of `doc`'s paths, then its webhooks (or only the `sections` given). `resolve` reads a
 * path item that is a `$ref` (the bundles have none; the diff reads any document).
 */
export function* eachOperation(
  doc: { paths?: unknown; webhooks?: unknown },
  options: { sections?: ReadonlyArray<"paths" | "webhooks">; resolve?: (item: unknown) => unknown } = {},
): Generator<DocumentOperation> {
  for (const section of options.sections ?? (["paths", "webhooks"] as const)) {
    const items = doc[section];
    if (!isObject(items)) continue;
    for (const [name, raw] of Object.entries(items as Items)) {
      const item = options.resolve ? options.resolve(raw) : raw;
      if (!isObject(item)) continue;
      for (const method of METHODS) {
        const op = item[method];
        if (!isObject(op)) continue;
        yield { section, kind: section === "paths" ? "path" : "webhook", name, method, item, op, pointer: `#/${section}/${token(name)}/${method}` };
      }
    }
  }
}
