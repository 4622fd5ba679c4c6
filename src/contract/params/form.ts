/**
 * The form style (query, cookie; RFC 6570 `{?x}`): `x=blue`; an array `x=blue,black`, exploded `x=blue&x=black`; an object `x=R,100,G,200`, exploded `R=100&G=200`.
 */
import { type Decoded, nameValueList, objectOf, type Sent, splitItems, spreadPairs, type Want } from "./shape.js";

export function decodeForm(sent: Sent, want: Want): Decoded {
  if (want.shape === "object" && want.explode) {
    const pairs = spreadPairs(sent, want);
    return pairs.length === 0 ? undefined : { value: objectOf(pairs) };
  }
  const first = sent.raw[0];
  if (first === undefined) return undefined;
  // a service reads one of them (the emulator the last): which one would be a guess
  if (want.shape === "primitive") return sent.values.length > 1 ? { error: `is sent ${sent.values.length} times; it takes one value` } : { value: sent.values[0]! };
  if (want.shape === "array") return { value: want.explode ? [...sent.values] : sent.raw.flatMap((v) => splitItems(sent, v, ",")) };
  return nameValueList(splitItems(sent, first, ","));
}
