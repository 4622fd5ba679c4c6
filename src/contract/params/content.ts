/**
 * A parameter described by `content` (one media type) rather than a style: JSON parsed, text as is, any other media type not decoded (a finding).
 */
import { essence, isJsonMedia, isTextMedia } from "../media.js";
import type { Sent } from "./shape.js";

export type DecodedContent = { value: unknown } | { error: string; rule: string } | undefined;

export function decodeContent(sent: Sent, mediaType: string): DecodedContent {
  const text = sent.values[0];
  if (text === undefined) return undefined;
  const media = essence(mediaType) ?? "";
  if (isJsonMedia(media)) {
    try {
      return { value: JSON.parse(text) as unknown };
    } catch (err) {
      return { error: `is not valid JSON: ${(err as Error).message}`, rule: "json" };
    }
  }
  if (isTextMedia(media)) return { value: text };
  return { error: `is described as ${mediaType} content, which this validator does not decode`, rule: "style" };
}
