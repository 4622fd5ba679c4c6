/** Addresses the emulator hands out: absolute URLs on the request's own origin, and the prefix a client mounted a service under. */
import type { EmuRequest } from "../types.js";

/** URLs made, by origin, path and query (status addresses and nextLinks repeat); forgotten all at once past this many. */
const made = new Map<string, string>();
const MAX_MADE = 2000;

/** An absolute URL on the emulator for `path` (the request's own origin), with the query members that are set. */
export function absolute(req: EmuRequest, path: string, query: Record<string, string | undefined> = {}): string {
  // each part with its length before it: no two different inputs share a key
  let key = `${req.baseUrl.length} ${req.baseUrl}${path.length} ${path}`;
  for (const name in query) {
    const value = query[name];
    if (value !== undefined) key += `${name.length} ${name}${value.length} ${value}`;
  }
  let found = made.get(key);
  if (found !== undefined) return found;
  // a `%` that starts no escape (the client sent it raw) is kept as `%25`, so the URL stays a valid URI
  const url = new URL(path.replace(/%(?![0-9A-Fa-f]{2})/g, "%25"), req.baseUrl);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, value);
  found = url.toString();
  if (made.size >= MAX_MADE) made.clear();
  made.set(key, found);
  return found;
}

/** The part of the received path before `marker` (a server prefix such as /vendordocs, or a mount point). */
export function prefixBefore(path: string, marker: string): string {
  const at = path.toLowerCase().indexOf(marker.toLowerCase());
  return at > 0 ? path.slice(0, at) : "";
}
