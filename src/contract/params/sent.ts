/**
 * What a request sent for each parameter, read once per request: every value decoded whole, and as sent (still percent-encoded) for a style to
 * split on its literal delimiters before it decodes each item (RFC 6570 section 3.2.1: `ids=a%2Cb` is one item, `a,b`; `ids=a,b` is two).
 */
import { unescape as unescapeQuery } from "node:querystring";
import { cookiePairs, type Pairs, percentDecode } from "../exchange.js";
import type { Sent } from "./shape.js";

/**
 * A query item decoded as application/x-www-form-urlencoded: `+` is a space, then percent-decoding, a malformed escape kept and bad UTF-8
 * replaced: what URLSearchParams does to a whole value (node's URLSearchParams decodes with node:querystring's unescape too).
 */
export const formDecode = (text: string): string => (/[%+]/.test(text) ? unescapeQuery(text.replace(/\+/g, " ")) : text);

const asIs = (text: string) => text;

/** The values of a query string (without `?`) as sent, split as URLSearchParams splits it (on `&`, empty pieces skipped, then the first `=`): one per pair it decodes. */
export function rawQueryValues(query: string): string[] {
  const values: string[] = [];
  for (const piece of query.split("&")) {
    if (piece === "") continue;
    const eq = piece.indexOf("=");
    values.push(eq < 0 ? "" : piece.slice(eq + 1));
  }
  return values;
}

/** What a request sent, by location. */
export interface Received {
  /** Path values decoded (OData quotes removed), and as sent when the router kept them. */
  pathParams: Record<string, string>;
  rawPathParams?: Record<string, string>;
  /** The query string as sent (without `?`), and its pairs decoded by URLSearchParams, in order (splitUrl gives both). */
  rawQuery: string;
  query: Pairs;
  headers: Map<string, string[]>;
}

/** A request's parameters as the style decoders read them; the query's and cookies' raw pairs are split once, when a parameter first asks. */
export class SentValues {
  private rawQuery?: string[];
  private cookies?: { raw: Pairs; decoded: Pairs };

  constructor(private readonly received: Received) {}

  /** What was sent for the parameter `name` in `where` (path, query, header or cookie). */
  of(name: string, where: string): Sent {
    const { received } = this;
    switch (where) {
      case "path": {
        const value = received.pathParams[name];
        if (value === undefined) return { name, in: "path", values: [], raw: [], decode: percentDecode, pairs: [] };
        const raw = received.rawPathParams?.[name];
        // a match made by hand carries no raw values: its decoded value is the only text there is
        return raw === undefined ? { name, in: "path", values: [value], raw: [value], decode: asIs, pairs: [] } : { name, in: "path", values: [value], raw: [raw], decode: percentDecode, pairs: [] };
      }
      case "header":
        return headerSent(name, received.headers.get(name.toLowerCase()));
      case "cookie": {
        this.cookies ??= cookiesOf(received.headers);
        const raw = this.cookies.raw.filter(([n]) => n === name).map(([, v]) => v);
        return { name, in: "cookie", values: raw.map(percentDecode), raw, decode: percentDecode, pairs: this.cookies.decoded };
      }
      default: {
        // the query's decoded pairs and its raw values are split alike: the same index is the same pair
        this.rawQuery ??= rawQueryValues(received.rawQuery);
        const values: string[] = [];
        const raw: string[] = [];
        received.query.forEach(([n, v], i) => {
          if (n !== name) return;
          values.push(v);
          raw.push(this.rawQuery?.[i] ?? v);
        });
        return { name, in: where, values, raw, decode: formDecode, pairs: received.query };
      }
    }
  }
}

/** What was sent for a request or response header: its values joined by ", " (headers are not percent-encoded: a style splits them, nothing more). */
export function headerSent(name: string, values: readonly string[] | undefined): Sent {
  const joined = values ? [values.join(", ")] : [];
  return { name, in: "header", values: joined, raw: joined, decode: asIs, pairs: [] };
}

function cookiesOf(headers: Map<string, string[]>): { raw: Pairs; decoded: Pairs } {
  const raw = cookiePairs(headers, asIs);
  return { raw, decoded: raw.map(([n, v]) => [n, percentDecode(v)] as const) };
}
