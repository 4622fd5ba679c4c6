/** Media types: their essence (`application/json` of `application/json; charset=utf-8`), JSON and text kinds, and which declared content a sent type selects. */
import type { JsonObject } from "./exchange.js";

export const essence = (mediaType: string | undefined) => mediaType?.split(";")[0]?.trim().toLowerCase() || undefined;
export const isJsonMedia = (m: string) => /^application\/(?:[\w.+-]+\+)?json$/.test(m) || m.endsWith("+json");
export const isTextMedia = (m: string) => m.startsWith("text/");

/**
 * The key of `content` a sent media type selects: the same type, else `type/*`, else `*\/*`. Without a
 * sent type, the only declared one (none when several are declared).
 */
export function pickMedia(content: JsonObject, mediaType: string | undefined): string | undefined {
  const keys = Object.keys(content);
  if (!mediaType) return keys.length === 1 ? keys[0] : undefined;
  const [major] = mediaType.split("/");
  return keys.find((k) => essence(k) === mediaType) ?? keys.find((k) => essence(k) === `${major}/*`) ?? keys.find((k) => essence(k) === "*/*");
}
