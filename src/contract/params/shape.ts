/**
 * What the parameter style units share: what was sent for a parameter, the shape its schema wants, and the text-level value a style decodes.
 */
import type { Pairs } from "../exchange.js";

export type Shape = "primitive" | "array" | "object";

/** What a request sent for one parameter. */
export interface Sent {
  name: string;
  /** path, query, header or cookie */
  in: string;
  /** The values sent under the parameter's name, in order, each decoded whole (a path value's OData quotes removed; a header's values joined by ", "). */
  values: readonly string[];
  /** The same values as sent, still percent-encoded: a style splits these on its literal delimiters, then decodes each item with `decode`. */
  raw: readonly string[];
  /** Decodes one item of a raw value as its location encodes it (query: `+` a space, then percent-decoding; path, cookie: percent-decoding; header: as is). */
  decode: (item: string) => string;
  /** Every name-value pair of the parameter's location (query pairs, cookies), decoded: an exploded object spreads over several names. */
  pairs: Pairs;
}

/** The form the parameter's schema describes. */
export interface Want {
  shape: Shape;
  explode: boolean;
  /**
   * An object's declared property names (the names an exploded form object takes from the query); when
   * it declares none, it takes every name no other parameter of the operation has (`taken`).
   */
  properties: readonly string[];
  taken: ReadonlySet<string>;
}

/** A value still as text, in the shape the schema wants. */
export type Text = string | string[] | Record<string, string>;

/**
 * What a style made of what was sent: the value, or why the text is not in that style (the rest of a
 * finding's message: `query parameter x <error>`), or undefined when the parameter was not sent.
 */
export type Decoded = { value: Text } | { error: string; rule?: string } | undefined;

export type StyleDecoder = (sent: Sent, want: Want) => Decoded;

/** An object from a list of names and values in turn (`R,100,G,200`); a repeated name keeps its first value. */
export function nameValueList(items: readonly string[]): Decoded {
  if (items.length % 2 !== 0) return { error: `must list names and values in pairs (got ${items.length} items: ${items.join(",")})` };
  const entries: Array<[string, string]> = [];
  for (let i = 0; i < items.length; i += 2) entries.push([items[i]!, items[i + 1]!]);
  return { value: objectOf(entries) };
}

/** An object from `name=value` items as sent (`R=100`, `G=200`), each name and value decoded after the split; a repeated name keeps its first value. */
export function nameEqualsValue(items: readonly string[], decode: (item: string) => string): Decoded {
  const entries: Array<[string, string]> = [];
  for (const item of items) {
    const eq = item.indexOf("=");
    if (eq < 0) return { error: `must give each property as name=value (got ${JSON.stringify(item)})` };
    entries.push([decode(item.slice(0, eq)), decode(item.slice(eq + 1))]);
  }
  return { value: objectOf(entries) };
}

/** An object of name-value pairs, the first of a repeated name kept. */
export function objectOf(entries: Iterable<readonly [string, string]>): Record<string, string> {
  const object: Record<string, string> = {};
  for (const [name, value] of entries) if (!Object.hasOwn(object, name)) Object.defineProperty(object, name, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

/** Items separated by `sep`; an empty text is an empty list. */
export const split = (text: string, sep: string) => (text === "" ? [] : text.split(sep));

/** The items of a raw value: split on the literal `sep` first, then each decoded (so an encoded `sep` stays inside its item). */
export const splitItems = (sent: Sent, text: string, sep: string) => split(text, sep).map(sent.decode);

/** The pairs an exploded form object takes: its declared properties, or (none declared) every name no other parameter has. */
export function spreadPairs(sent: Sent, want: Want): Array<readonly [string, string]> {
  return sent.pairs.filter(([n]) => (want.properties.length > 0 ? want.properties.includes(n) : !want.taken.has(n)));
}
