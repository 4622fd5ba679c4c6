/** Addresses the emulator hands out: absolute URLs on the request's own origin, and the prefix a client mounted a service under. */
import type { EmuRequest } from "../types.js";

/** An absolute URL on the emulator for `path` (the request's own origin), with the query members that are set. */
export function absolute(req: EmuRequest, path: string, query: Record<string, string | undefined> = {}): string {
  // a `%` that starts no escape (the client sent it raw) is kept as `%25`, so the URL stays a valid URI
  const url = new URL(path.replace(/%(?![0-9A-Fa-f]{2})/g, "%25"), req.baseUrl);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

/** The part of the received path before `marker` (a server prefix such as /vendordocs, or a mount point). */
export function prefixBefore(path: string, marker: string): string {
  const at = path.toLowerCase().indexOf(marker.toLowerCase());
  return at > 0 ? path.slice(0, at) : "";
}
