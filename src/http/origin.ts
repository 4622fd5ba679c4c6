/**
 * The origin (scheme://host[:port]) a client reached a server at, for the absolute URLs the server
 * answers: the connection's scheme and Host, or what a proxy in front says in `Forwarded` (RFC 7239) or
 * `X-Forwarded-Proto` / `X-Forwarded-Host`. A value that is not a plain scheme or host[:port] is ignored.
 */
import type { IncomingHttpHeaders } from "node:http";

/** Characters of a host[:port] we accept: a DNS name or IPv4 address (RFC 3986 unreserved), an IPv6 literal in brackets, a port. */
const HOST_PORT = /^(?:[A-Za-z0-9._~-]+|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/** `scheme://host[:port]` as a URL carries it (lower-case name, default port dropped), or undefined when `host` is not a valid host[:port]. */
export function originOf(scheme: "http" | "https", host: string): string | undefined {
  if (!HOST_PORT.test(host)) return undefined;
  try {
    // the WHATWG parser checks what the pattern lets through: the IPv6 literal, the port's range, a dotted IPv4
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/** The first value of a comma-separated header, trimmed. */
const first = (value: string | string[] | undefined): string | undefined => (typeof value === "string" ? value.split(",", 1)[0]!.trim() : undefined);

/** http or https, case-insensitive, or undefined. */
const schemeOf = (value: string | undefined): "http" | "https" | undefined => {
  const lower = value?.toLowerCase();
  return lower === "http" || lower === "https" ? lower : undefined;
};

/**
 * `proto` and `host` of the first element of a Forwarded header (the hop nearest the client), or nothing
 * when that element is malformed. Why not a library: the npm packages for it (forwarded-parse, ...) are
 * unmaintained for years; this is one sticky pattern over RFC 7239's grammar.
 */
export function forwardedOf(value: string | undefined): { proto?: string; host?: string } {
  if (value === undefined) return {};
  // a `name=value` pair (the value a token or a quoted string), and what ends it
  const pairs = /[ \t]*([A-Za-z]+)[ \t]*=[ \t]*(?:"((?:[^"\\]|\\.)*)"|([^;,"\s]*))[ \t]*(;|,|$)/y;
  const found: { proto?: string; host?: string } = {};
  for (;;) {
    const at = pairs.lastIndex;
    const pair = pairs.exec(value);
    if (!pair || pairs.lastIndex === at) return {};
    const name = pair[1]!.toLowerCase();
    if ((name === "proto" || name === "host") && found[name] === undefined) found[name] = pair[2]?.replace(/\\(.)/g, "$1") ?? pair[3];
    if (pair[4] !== ";") return found;
  }
}

/**
 * The origin of the client's view of this server. `connection`: its own scheme, and the host[:port] it
 * listens on (for a request without a Host header). Forwarded wins over X-Forwarded-*, which win over
 * the connection and Host; each value only when valid. Undefined: the Host header itself is malformed
 * (RFC 9112: answer 400).
 */
export function clientOrigin(headers: IncomingHttpHeaders, connection: { scheme: "http" | "https"; listening: string }): string | undefined {
  const host = headers.host || connection.listening;
  if (originOf("http", host) === undefined) return undefined;
  const forwarded = forwardedOf(headers.forwarded);
  const scheme = schemeOf(forwarded.proto) ?? schemeOf(first(headers["x-forwarded-proto"])) ?? connection.scheme;
  for (const proxied of [forwarded.host, first(headers["x-forwarded-host"])]) {
    const origin = proxied ? originOf(scheme, proxied) : undefined;
    if (origin) return origin;
  }
  return originOf(scheme, host);
}

/** An address as a URL's host: an IPv6 address in brackets (`[::1]`), an IPv4 address as it is. */
export const urlHost = (a: { family: string; address: string }): string => (a.family === "IPv6" ? `[${a.address}]` : a.address);
