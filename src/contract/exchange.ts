/**
 * The vocabulary of the contract layer: an HTTP exchange as the validator reads it (headers, query, cookies), its findings, the operation matched.
 */

export interface Finding {
  /** JSON pointer into the exchange: `/request/query/$filter`, `/response/body/value/0/id`, ... */
  pointer: string;
  /** JSON Schema keyword (`required`, `enum`, ...) or our rule (`status`, `operation`, `security`, `style`, ...). */
  rule: string;
  /** One readable line that names the field. */
  message: string;
}

/** Header names are matched case-insensitively. */
export type HeaderInput = Record<string, string | string[] | undefined> | ReadonlyArray<readonly [string, string]>;

export interface HttpRequest {
  method: string;
  /** Path or absolute URL, with its query string. */
  url: string;
  headers?: HeaderInput;
  /** Raw text (parsed by content type), bytes, or an already parsed value; undefined or "" = no body. */
  body?: unknown;
  /** Media type to assume when there is a body but no Content-Type header (HAR `postData.mimeType`). */
  mimeType?: string;
  /** True when a body was sent but not recorded (over a recorder's limit): body checks are skipped. */
  bodyUnknown?: boolean;
}

export interface HttpResponse {
  status: number;
  headers?: HeaderInput;
  body?: unknown;
  /** Media type to assume when there is a body but no Content-Type header (HAR `content.mimeType`). */
  mimeType?: string;
  /** True when the body was not recorded (HAR content without text): body checks are skipped. */
  bodyUnknown?: boolean;
}

export interface OperationMatch {
  kind: "path" | "webhook";
  /** Upper-case HTTP method. */
  method: string;
  /** Path template (`/api/v2.0/subscriptions({subscriptionId})`) or webhook name. */
  template: string;
  operationId?: string;
  /** JSON pointer of the Operation Object in the document. */
  pointer: string;
  /** Decoded path parameter values (OData quotes removed). */
  pathParams: Record<string, string>;
  /** The same values as sent, still percent-encoded: a list style splits them before decoding each item (src/contract/params/sent.ts). */
  rawPathParams?: Record<string, string>;
  /**
   * How the path was matched: as is, after removing a `servers[].url` path, or only after dropping
   * unknown leading segments (the weakest match, used when nothing else fits).
   */
  via?: "path" | "server" | "fallback";
  /** The path as the template met it (as sent, without the base path or the leading segments `via` dropped). */
  matchedPath?: string;
}

export class ContractError extends Error {}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
/** An object of the document and the JSON pointer where it is (after following `$ref`s). */
export interface Located {
  value: JsonObject;
  pointer: string;
}
/** Name-value pairs in the order sent (query pairs, cookies). */
export type Pairs = ReadonlyArray<readonly [string, string]>;

export const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);
/** Escape one JSON pointer segment. */
export const esc = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");
export const unesc = (s: string) => s.replace(/~1/g, "/").replace(/~0/g, "~");

/** Percent-decoded text, or the text as is when it is not valid percent-encoding. */
export function percentDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Lower-cased header name → values. */
export function headerMap(input: HeaderInput | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  if (Array.isArray(input)) for (const [n, v] of input as ReadonlyArray<readonly [string, string]>) addHeader(map, n, v);
  else if (input) {
    const object = input as Record<string, string | string[] | undefined>;
    for (const n in object) {
      if (!Object.hasOwn(object, n)) continue;
      const v = object[n];
      if (Array.isArray(v)) for (const x of v) addHeader(map, n, x);
      else if (v !== undefined) addHeader(map, n, v);
    }
  }
  return map;
}

function addHeader(map: Map<string, string[]>, name: string, value: string): void {
  const key = name.toLowerCase();
  const had = map.get(key);
  if (had) had.push(value);
  else map.set(key, [value]);
}

/** The cookies of the Cookie header(s), values percent-decoded (or as sent, with `decode` the identity), in the order sent. */
export function cookiePairs(headers: Map<string, string[]>, decode: (value: string) => string = percentDecode): Array<[string, string]> {
  return (headers.get("cookie") ?? [])
    .join(";")
    .split(";")
    .map((c): [string, string] => {
      const [n, ...v] = c.trim().split("=");
      return [n ?? "", decode(v.join("="))];
    });
}

/** Split a path or absolute URL into its (still encoded) path, its decoded query pairs and its query string as sent (without `?`). */
export function splitUrl(url: string): { path: string; query: Array<[string, string]>; rawQuery: string } {
  let rest = url.includes("#") ? url.replace(/#.*$/, "") : url;
  // a path (what a server receives) has no scheme: only an absolute URL needs the pattern
  const abs = rest.startsWith("/") ? null : /^[a-z][a-z0-9+.-]*:\/\/[^/?]*/i.exec(rest);
  if (abs) rest = rest.slice(abs[0].length);
  const q = rest.indexOf("?");
  const path = (q < 0 ? rest : rest.slice(0, q)) || "/";
  const rawQuery = q < 0 ? "" : rest.slice(q + 1);
  return { path, query: rawQuery === "" ? [] : [...new URLSearchParams(rawQuery)], rawQuery };
}

/** A query string decoded: its pairs in order, and its options by name (the last of a repeated name winning). */
export interface ParsedQuery {
  pairs: Pairs;
  options: Readonly<Record<string, string>>;
}

/** `text` (a query string, without `?`) decoded as URLSearchParams decodes it. */
export function parseQuery(text: string): ParsedQuery {
  const pairs = [...new URLSearchParams(text)];
  return { pairs, options: Object.fromEntries(pairs) };
}
