/**
 * The label style (path; RFC 6570 `{.x}`): `.blue`; an array `.blue,black`, exploded `.blue.black`; an object `.R,100,G,200`, exploded `.R=100.G=200`.
 */
import { type Decoded, nameEqualsValue, nameValueList, type Sent, split, type Want } from "./shape.js";

export function decodeLabel(sent: Sent, want: Want): Decoded {
  const text = sent.values[0];
  if (text === undefined) return undefined;
  if (!text.startsWith(".")) return { error: `must start with "." in label style (got ${JSON.stringify(text)})` };
  const rest = text.slice(1);
  if (want.shape === "primitive") return { value: rest };
  const items = split(rest, want.explode ? "." : ",");
  if (want.shape === "array") return { value: items };
  return want.explode ? nameEqualsValue(items) : nameValueList(items);
}
