/**
 * The matrix style (path; RFC 6570 `{;x}`): `;color=blue` (`;color` when empty); an array `;color=blue,black`, exploded
 * `;color=blue;color=black`; an object `;color=R,100,G,200`, exploded `;R=100;G=200`.
 */
import { type Decoded, nameEqualsValue, nameValueList, type Sent, splitItems, type Want } from "./shape.js";

export function decodeMatrix(sent: Sent, want: Want): Decoded {
  const text = sent.raw[0];
  if (text === undefined) return undefined;
  if (!text.startsWith(";")) return { error: `must start with ";" in matrix style (got ${JSON.stringify(text)})` };
  const parts = text.slice(1).split(";");
  if (want.shape === "object" && want.explode) return nameEqualsValue(parts, sent.decode);
  const values: string[] = [];
  for (const part of parts) {
    const eq = part.indexOf("=");
    if (sent.decode(eq < 0 ? part : part.slice(0, eq)) !== sent.name) return { error: `must be ;${sent.name}=... in matrix style (got ${JSON.stringify(text)})` };
    values.push(eq < 0 ? "" : part.slice(eq + 1));
  }
  if (want.shape === "array" && want.explode) return { value: values.map(sent.decode) };
  if (values.length !== 1) return { error: `must be one ;${sent.name}=... in matrix style (got ${JSON.stringify(text)})` };
  const value = values[0]!;
  if (want.shape === "primitive") return { value: sent.decode(value) };
  if (want.shape === "array") return { value: splitItems(sent, value, ",") };
  return nameValueList(splitItems(sent, value, ","));
}
