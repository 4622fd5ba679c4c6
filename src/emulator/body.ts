/**
 * Request bodies as the pipeline reads them: the size limit, and JSON parsed with a nesting limit (a
 * finding that names the problem instead of a value).
 */
import { CoreCode } from "./errors.js";
import type { Finding } from "../contract/validator.js";

export const MAX_BODY_BYTES = 1024 * 1024;
/** JSON bodies nested deeper are refused (400): validation, handlers and JSON.stringify recurse. */
export const MAX_JSON_DEPTH = 64;

/**
 * True when arrays and objects in `value` (a JSON.parse result) nest more than `max` levels. It recurses
 * at most `max` calls deep (it stops there), allocating nothing: it runs on every JSON body.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  return deeper(value, 0, max);
}

function deeper(v: unknown, depth: number, max: number): boolean {
  if (typeof v !== "object" || v === null) return false;
  if (depth >= max) return true;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const child: unknown = v[i];
      if (typeof child === "object" && child !== null && deeper(child, depth + 1, max)) return true;
    }
    return false;
  }
  const o = v as Record<string, unknown>;
  for (const key in o) {
    const child = o[key];
    if (typeof child === "object" && child !== null && deeper(child, depth + 1, max)) return true;
  }
  return false;
}

/** A body as JSON: the value, or the finding that says why it is not usable. */
export function parseJsonBody(text: string): { value: unknown } | { finding: Finding; code: CoreCode } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { code: CoreCode.MalformedJson, finding: { pointer: "/request/body", rule: "json", message: `request body is not valid JSON: ${(err as Error).message}` } };
  }
  if (nestedDeeperThan(value, MAX_JSON_DEPTH)) {
    return { code: CoreCode.InvalidRequestBody, finding: { pointer: "/request/body", rule: "depth", message: `request body nests deeper than ${MAX_JSON_DEPTH} levels` } };
  }
  return { value };
}
