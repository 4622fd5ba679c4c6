/**
 * The label style (path; RFC 6570 `{.x}`): `.blue`; an array `.blue,black`, exploded `.blue.black`; an object `.R,100,G,200`, exploded `.R=100.G=200`.
 */
import { type Decoded, nameEqualsValue, nameValueList, type Sent, split, splitItems, type Want } from "./shape.js";

export function decodeLabel(sent: Sent, want: Want): Decoded {
  const text = sent.raw[0];
  if (text === undefined) return undefined;
  if (!text.startsWith(".")) return { error: `must start with "." in label style (got ${JSON.stringify(text)})` };
  const rest = text.slice(1);
  if (want.shape === "primitive") return { value: sent.decode(rest) };
  if (want.shape === "array") return { value: splitItems(sent, rest, want.explode ? "." : ",") };
  if (!want.explode) return nameValueList(splitItems(sent, rest, ","));
  // RFC 6570 leaves an unreserved "." in a value as is (`{.keys*}` gives `.semi=%3B.dot=..comma=%2C`): a piece without "=" continues the value before it
  const items: string[] = [];
  for (const piece of split(rest, ".")) {
    if (piece.includes("=") || items.length === 0) items.push(piece);
    else items[items.length - 1] += `.${piece}`;
  }
  return nameEqualsValue(items, sent.decode);
}
