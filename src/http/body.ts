/**
 * Request bodies as the pipeline reads them: the size limit, the bytes decoded as strict UTF-8, and JSON
 * parsed with a nesting limit (a finding that names the problem instead of a value).
 */
import { CoreCode } from "./errors.js";
import type { Finding } from "../contract/validator.js";
import { utf8Text } from "./front-door.js";

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

/**
 * A body's bytes as text: a fatal UTF-8 decoding (the mock front door reads bodies the same way), so
 * that bytes which are not UTF-8 are refused, never stored as U+FFFD.
 */
export function bodyText(raw: Buffer | string): { text: string } | { finding: Finding } {
  if (typeof raw === "string") return { text: raw };
  const text = utf8Text(raw);
  return text !== undefined ? { text } : { finding: { pointer: "/request/body", rule: "encoding", message: "request body is not valid UTF-8" } };
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
