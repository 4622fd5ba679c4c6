/**
 * Addresses the emulator hands out. State keeps paths; an answer makes them absolute on the origin of the
 * request it answers (`absolute`), never on one that was stored. Also the prefix a client mounted a service under.
 */
import type { EmuRequest } from "../types.js";

/** A base for reading a path alone as a URL (a reserved name: RFC 6761). */
const PATH_BASE = "http://path.invalid";

/**
 * An absolute URL on the emulator for `path` (on the origin of the request being answered), with the query
 * members that are set. `path` is always read as a path: one that starts `//` stays on this origin.
 */
export function absolute(req: EmuRequest, path: string, query: Record<string, string | undefined> = {}): string {
  // a `%` that starts no escape (the client sent it raw) is kept as `%25`, so the URL stays a valid URI
  const url = new URL(`${req.baseUrl}${path.startsWith("/") ? "" : "/"}${path.replace(/%(?![0-9A-Fa-f]{2})/g, "%25")}`);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * The path and query of a link, without its origin: what state keeps of an address. An absolute URL (a
 * client's copy of a link, or a record written before links were built per answer) loses its origin; a
 * path is normalised as a URL normalises it. Undefined when `link` is not a URL or a path.
 */
export function pathOf(link: string): string | undefined {
  try {
    const url = link.startsWith("/") ? new URL(`${PATH_BASE}${link.replace(/%(?![0-9A-Fa-f]{2})/g, "%25")}`) : new URL(link);
    return `${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}

/** The part of the received path before `marker` (a server prefix such as /vendordocs, or a mount point). */
export function prefixBefore(path: string, marker: string): string {
  const at = path.toLowerCase().indexOf(marker.toLowerCase());
  return at > 0 ? path.slice(0, at) : "";
}
