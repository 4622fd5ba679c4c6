/**
 * The deepObject style (query): an object's properties as `color[R]=100&color[G]=200`, one level deep (deeper nesting is undefined in OpenAPI).
 * It reads the decoded pairs: clients send the brackets percent-encoded (`color%5BR%5D`), and a value is never split.
 */
import { type Decoded, objectOf, type Sent, type Want } from "./shape.js";

export function decodeDeepObject(sent: Sent, want: Want): Decoded {
  const open = `${sent.name}[`;
  const pairs = sent.pairs.filter(([n]) => n.startsWith(open) && n.endsWith("]"));
  if (pairs.length === 0) return sent.values.length === 0 ? undefined : { error: `must be sent as ${sent.name}[property]=value in deepObject style` };
  if (want.shape !== "object") return { error: "uses style deepObject for a value that is not an object, which this validator does not decode" };
  const entries: Array<[string, string]> = [];
  for (const [n, v] of pairs) {
    const key = n.slice(open.length, -1);
    if (/[[\]]/.test(key)) return { error: `has a nested deepObject key ${JSON.stringify(n)}, which this validator does not decode` };
    entries.push([key, v]);
  }
  return { value: objectOf(entries) };
}
