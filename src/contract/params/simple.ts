/**
 * The simple style (path, header; RFC 6570 `{x}`): `blue`; an array `blue,black`; an object `R,100,G,200`, exploded `R=100,G=200`.
 */
import { type Decoded, nameEqualsValue, nameValueList, type Sent, split, type Want } from "./shape.js";

export function decodeSimple(sent: Sent, want: Want): Decoded {
  const text = sent.values[0];
  if (text === undefined) return undefined;
  if (want.shape === "primitive") return { value: text };
  const raw = sent.raw[0] ?? text;
  // a header's list items are separated by a comma and optional white space (RFC 9110, section 5.6.1)
  const pieces = sent.in === "header" ? split(raw, ",").map((v) => v.trim()) : split(raw, ",");
  if (want.shape === "object" && want.explode) return nameEqualsValue(pieces, sent.decode);
  const items = pieces.map(sent.decode);
  return want.shape === "array" ? { value: items } : nameValueList(items);
}
