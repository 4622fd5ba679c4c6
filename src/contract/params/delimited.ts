/**
 * What spaceDelimited and pipeDelimited share (query): an array's items or an object's names and values in one value; exploded, as the form style.
 * These split the decoded value: their delimiters are sent percent-encoded (`%20` or `+`; `|` is `%7C` in OpenAPI 3.1.1's table, `|` in 3.1.0's),
 * so an encoded delimiter is a delimiter, and OpenAPI leaves a delimiter inside an item to the API (3.1.1, Style Examples).
 */
import { decodeForm } from "./form.js";
import { type Decoded, nameValueList, type Sent, split, type Want } from "./shape.js";

export function decodeDelimited(sent: Sent, want: Want, separator: string, style: string): Decoded {
  if (want.shape === "primitive") {
    return sent.values.length === 0 ? undefined : { error: `uses style ${style} for a value that is neither an array nor an object, which this validator does not decode` };
  }
  if (want.explode) return decodeForm(sent, want);
  if (sent.values.length === 0) return undefined;
  const items = sent.values.flatMap((v) => split(v, separator));
  return want.shape === "array" ? { value: items } : nameValueList(items);
}
