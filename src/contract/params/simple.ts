/**
 * The simple style (path, header; RFC 6570 `{x}`): `blue`; an array `blue,black`; an object `R,100,G,200`, exploded `R=100,G=200`.
 */
import { type Decoded, nameEqualsValue, nameValueList, type Sent, split, type Want } from "./shape.js";

export function decodeSimple(sent: Sent, want: Want): Decoded {
  const text = sent.values[0];
  if (text === undefined) return undefined;
  if (want.shape === "primitive") return { value: text };
  // a header's list items are separated by a comma and optional white space (RFC 9110, section 5.6.1)
  const items = sent.in === "header" ? split(text, ",").map((v) => v.trim()) : split(text, ",");
  if (want.shape === "array") return { value: items };
  return want.explode ? nameEqualsValue(items) : nameValueList(items);
}
