/**
 * Local by default: which Hosts and browser Origins the two front doors (the emulator's and the mock's)
 * answer, decided here once, against DNS rebinding and cross-site requests, as webpack-dev-server, Vite
 * and Bun do. docs/emulator.md ("Local by default") says what is refused and why.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { isIP } from "node:net";
import { networkInterfaces } from "node:os";
import { essence, isJsonMedia } from "../contract/media.js";
import { originOf, urlHost } from "./origin.js";
import { headRefusal, type Refusal } from "./refusals.js";

/** What a user adds to the defaults: the flags `--allowed-host` and `--cors-origin`, the options `allowedHosts` and `corsOrigins`. */
export interface LocalOptions {
  /**
   * More Host names the server answers (the port is ignored): a name or an IP address, `.example.com` for
   * that domain and every name under it, or `all` to turn the Host check off.
   */
  allowedHosts?: readonly string[];
  /** More origins a web page may call the server from (`https://app.example:8443`); loopback origins always may. */
  corsOrigins?: readonly string[];
}

/** An `allowedHosts` or `corsOrigins` value that is none (the CLIs answer it with exit 2). */
export class LocalOptionError extends Error {
  readonly exitCode = 2;
}

/** The `allowedHosts` value that turns the Host check off (webpack-dev-server's and Vite's word). */
export const ALL_HOSTS = "all";

/**
 * The front doors' own routes: the emulator's control routes (`CONTROL` of src/emulator/control.ts) and
 * the mock's (`ROUTES_PATH` of src/mock/server.ts). Both front doors guard both, so that a request to one
 * gets the same refusal from either.
 */
export const CONTROL_PREFIXES: readonly string[] = ["/_emulator", "/_mock"];

/**
 * The response headers a page's script may read (CORS hides the others): `*` (every header, for requests
 * without credentials) and, by name, those the contracts declare and the front doors send, for a client
 * that sends credentials. tests/unit/local.test.ts checks every response header of every contract is here.
 */
export const EXPOSED_HEADERS = [
  "*",
  "Location",
  "Operation-Location",
  "Vendor-AsyncOperation",
  "ETag",
  "Retry-After",
  "WWW-Authenticate",
  "Allow",
  "Preference-Applied",
  "x-vendor-correlation-id",
  "x-vendor-ratelimit-remaining-subscription-reads",
  "x-vendor-ratelimit-remaining-subscription-writes",
  "x-vendor-ratelimit-remaining-subscription-deletes",
  "sl-violations",
].join(", ");

/** How long a browser may keep a preflight's answer (s). */
const PREFLIGHT_MAX_AGE = "600";
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A Host's name as a URL writes it (lower case, IPv6 in brackets, IPv4 dotted), without the port or a final dot; undefined when `host` is no host[:port]. */
function nameOf(host: string): string | undefined {
  const origin = originOf("http", host);
  return origin === undefined ? undefined : new URL(origin).hostname.replace(/\.$/, "");
}

/** localhost, a name under .localhost (RFC 6761), 127.x.x.x, [::1], or IPv4-mapped 127.x.x.x. */
export const isLoopbackName = (name: string): boolean =>
  name === "localhost" || name.endsWith(".localhost") || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name) || name === "[::1]" || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(name);

/** A wildcard address (every interface): 0.0.0.0 or ::. */
const isWildcard = (address: string): boolean => address === "0.0.0.0" || address === "::" || address === "[::]" || address === "";

/** The machine's own addresses, as Host names (IPv6 in brackets; link-local ones with a zone cannot be a Host). */
function machineNames(): Set<string> {
  const names = new Set<string>();
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) {
      if (a.scopeid) continue;
      const name = nameOf(urlHost(a));
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * The origins (http) a browser reaches a server listening on `host` at `port` by: that host, or on a
 * wildcard address the machine's own addresses and the `allowedHosts` names. For the docs site's origin,
 * which `npm start` gives both front doors.
 */
export function originsAt(host: string, port: number, allowedHosts: readonly string[] = []): string[] {
  const names = isWildcard(host) ? [...machineNames(), ...allowedHosts.filter((h) => h !== ALL_HOSTS && !h.startsWith("."))] : [isIP(host) === 6 ? `[${host}]` : host];
  return [...new Set(names.flatMap((name) => originOf("http", `${isIP(name) === 6 ? `[${name}]` : name}:${port}`) ?? []))];
}

export interface CheckedOptions {
  allHosts: boolean;
  /** Names allowed as they are. */
  names: ReadonlySet<string>;
  /** Domains allowed with every name under them (`.example.com` given). */
  domains: readonly string[];
  origins: ReadonlySet<string>;
}

/** The options checked and normalised; a value that is no host name or no origin throws a LocalOptionError naming the flag. */
export function checkLocalOptions(options: LocalOptions = {}): CheckedOptions {
  let allHosts = false;
  const names = new Set<string>();
  const domains: string[] = [];
  for (const value of options.allowedHosts ?? []) {
    if (value === ALL_HOSTS) {
      allHosts = true;
      continue;
    }
    const domain = value.startsWith(".");
    const host = domain ? value.slice(1) : value;
    // a bare IPv6 address gets its brackets; then a port is what follows the name or the brackets
    const bracketed = isIP(host) === 6 ? `[${host}]` : host;
    const name = nameOf(bracketed);
    if (name === undefined || /:\d*$/.test(bracketed.replace(/^\[[^\]]*\]/, ""))) {
      throw new LocalOptionError(`--allowed-host must be a host name or address without a port (or .example.com for a domain and its subdomains, or ${ALL_HOSTS}), got ${JSON.stringify(value)}`);
    }
    if (domain) domains.push(name);
    else names.add(name);
  }
  const origins = new Set<string>();
  for (const value of options.corsOrigins ?? []) {
    const url = URL.canParse(value) ? new URL(value) : undefined;
    // scheme, host and port: a path of "/" (a trailing slash) is all the rest may be
    const bare = url && url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password && !value.endsWith("#") && !value.endsWith("?");
    if (!url || !bare || (url.protocol !== "http:" && url.protocol !== "https:")) {
      throw new LocalOptionError(`--cors-origin must be an origin such as http://localhost:5173 (http or https, a host and a port, no path), got ${JSON.stringify(value)}`);
    }
    origins.add(url.origin);
  }
  return { allHosts, names, domains, origins };
}

/** What a front door does with a request before it routes it. */
export interface Verdict {
  /** Headers every answer to this request carries: CORS, when its Origin is allowed; else none. */
  headers: OutgoingHttpHeaders;
  /** Refuse it, in the common shape; `inApiShape`: in the shape of the API the request routes to. */
  refusal?: Refusal & { inApiShape?: boolean };
  /** An allowed CORS preflight: answer 204 with `headers` and nothing else. */
  preflight?: boolean;
}

/** The parts of a request the checks read (an http.IncomingMessage has them). */
export interface RequestHead {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  httpVersion: string;
}

/**
 * One front door's rules: its options, and the address it listens on (`listening`, once it does). The
 * checks, in order: the request-target and header sizes (414, 431), the Host (400 when missing in HTTP/1.1
 * or malformed, 403 when not a name the server answers), a CORS preflight (204, or 403 for an origin not
 * allowed), and the control routes (403 for a cross-site request, 415 for a write without JSON).
 */
export class LocalPolicy {
  readonly #options: CheckedOptions;
  readonly #scheme: "http" | "https";
  /** Names of the address the server listens on (the --host given and the bound address). */
  readonly #listening = new Set<string>();
  #wildcard = false;
  #listeningHost = "";
  // the last Host and Origin seen, with their verdicts (a client sends the same ones on every request)
  #lastHost: string | undefined;
  #lastHostName: string | undefined;
  #lastHostAllowed = false;
  #lastOrigin: string | undefined;
  #lastOriginHost: string | undefined;
  #lastOriginAllowed = false;

  constructor(options: LocalOptions | CheckedOptions, scheme: "http" | "https") {
    this.#options = "allHosts" in options ? options : checkLocalOptions(options);
    this.#scheme = scheme;
  }

  /** The server listens: `host` as given (a name or an address, or a wildcard), `address` as bound. */
  listening(host: string, address: AddressInfo): void {
    const bound = urlHost(address);
    this.#listeningHost = `${bound}:${address.port}`;
    this.#wildcard = isWildcard(host) || isWildcard(address.address);
    // the bound address too when it is a wildcard: the address the server prints (http://0.0.0.0:4020) works on this machine
    for (const given of [isIP(host) === 6 ? `[${host}]` : host, bound]) {
      const name = given === "" ? undefined : nameOf(given);
      if (name) this.#listening.add(name);
    }
    this.#lastHost = undefined;
  }

  /** Whether the server answers a request whose Host header names `name`. */
  #hostAllowed(name: string): boolean {
    const { allHosts, names, domains } = this.#options;
    if (allHosts || isLoopbackName(name) || names.has(name) || this.#listening.has(name)) return true;
    if (domains.some((d) => name === d || name.endsWith(`.${d}`))) return true;
    // on a wildcard address, the machine's own addresses (read now: interfaces come and go)
    return this.#wildcard && machineNames().has(name);
  }

  /** Whether a page of `origin` may call this server: loopback origins, the given ones, and the server's own origin (`host`). */
  originAllowed(origin: string, host: string | undefined): boolean {
    if (origin === this.#lastOrigin && host === this.#lastOriginHost) return this.#lastOriginAllowed;
    let allowed = false;
    try {
      const url = new URL(origin);
      allowed =
        (url.protocol === "http:" || url.protocol === "https:") &&
        url.origin === origin &&
        (isLoopbackName(url.hostname) || this.#options.origins.has(origin) || (host !== undefined && originOf(this.#scheme, host) === origin));
    } catch {
      // "null" (a sandboxed frame, a file) and anything else that is no origin
    }
    [this.#lastOrigin, this.#lastOriginHost, this.#lastOriginAllowed] = [origin, host, allowed];
    return allowed;
  }

  check(req: RequestHead): Verdict {
    const target = req.url ?? "/";
    const tooLong = headRefusal(target, req.rawHeaders);
    if (tooLong) return { headers: {}, refusal: tooLong };
    const { headers } = req;
    const host = headers.host;
    // node's own answer to this is an empty 400 (HTTP/1.0 may omit the Host: the listening address stands for it)
    if (host === undefined && req.httpVersion === "1.1") return { headers: {}, refusal: { status: 400, code: "BadRequest_Malformed", message: "Malformed HTTP request (no Host header)" } };
    const refused = host ? this.#hostRefusal(host) : undefined;
    if (refused) return { headers: {}, refusal: refused };

    const method = req.method ?? "GET";
    const origin = headers.origin;
    const allowed = origin !== undefined && this.originAllowed(origin, host || this.#listeningHost);
    const cors: OutgoingHttpHeaders = allowed ? { "access-control-allow-origin": origin, vary: "Origin", "access-control-expose-headers": EXPOSED_HEADERS } : {};
    const asked = headers["access-control-request-method"];
    if (method === "OPTIONS" && origin !== undefined && asked !== undefined) return this.#preflight(origin, allowed, asked, headers);

    const path = target.split("?", 1)[0]!;
    if (CONTROL_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) {
      const control = this.#controlRefusal(method, path, origin, allowed, headers);
      if (control) return { headers: cors, refusal: control };
    }
    return { headers: cors };
  }

  /** 400 for a Host that is no host[:port], 403 for one the server does not answer, else nothing. */
  #hostRefusal(host: string): Verdict["refusal"] {
    if (host !== this.#lastHost) {
      const name = nameOf(host);
      // RFC 9112: a Host that is no host[:port] is answered 400 (it would make every link the server answers)
      if (name === undefined) return { status: 400, code: "BadRequest_Malformed", message: "Malformed HTTP request (the Host header is not a host[:port])" };
      [this.#lastHost, this.#lastHostName, this.#lastHostAllowed] = [host, name, this.#hostAllowed(name)];
    }
    if (this.#lastHostAllowed) return undefined;
    const name = this.#lastHostName;
    return {
      status: 403,
      code: "HostNotAllowed",
      message:
        `Host ${JSON.stringify(host)} is not a name this server answers: it answers localhost, *.localhost, 127.0.0.1 (any 127.x), [::1] and the address it listens on, ` +
        `against DNS rebinding; to answer this one (behind a proxy that keeps the public Host, say), start it with --allowed-host ${name} (option allowedHosts)`,
      inApiShape: true,
    };
  }

  /** 204 with the method and headers the preflight asks for, when its origin is allowed; else 403. */
  #preflight(origin: string, allowed: boolean, asked: string, headers: IncomingHttpHeaders): Verdict {
    if (!allowed) {
      const message =
        `Origin ${JSON.stringify(origin)} may not call this server from a browser: it allows pages from loopback origins (http or https, localhost, 127.0.0.1, [::1], any port) ` +
        `and the origins given to it; to allow this one, start it with --cors-origin ${origin} (option corsOrigins)`;
      return { headers: {}, refusal: { status: 403, code: "OriginNotAllowed", message } };
    }
    if (!TOKEN.test(asked)) return { headers: {}, refusal: { status: 400, code: "BadRequest_Malformed", message: `Access-Control-Request-Method ${JSON.stringify(asked)} is not a method` } };
    const requested = (headers["access-control-request-headers"] ?? "")
      .split(",")
      .map((h) => h.trim())
      .filter((h) => TOKEN.test(h));
    const answer: OutgoingHttpHeaders = {
      "access-control-allow-origin": origin,
      "access-control-allow-methods": asked,
      ...(requested.length > 0 ? { "access-control-allow-headers": requested.join(", ") } : {}),
      "access-control-max-age": PREFLIGHT_MAX_AGE,
      // Chrome asks before a public page calls a private address; the origin is allowed, so it may
      ...(headers["access-control-request-private-network"] === "true" ? { "access-control-allow-private-network": "true" } : {}),
      vary: "Origin, Access-Control-Request-Method, Access-Control-Request-Headers",
    };
    return { headers: answer, preflight: true };
  }

  /**
   * The control routes change or reveal the whole state: a page from another site may not call them, and
   * a write must carry JSON (text/plain and form bodies are what a page sends anywhere without a preflight).
   */
  #controlRefusal(method: string, path: string, origin: string | undefined, allowed: boolean, headers: IncomingHttpHeaders): Refusal | undefined {
    if (origin !== undefined && !allowed) {
      const message =
        `Origin ${JSON.stringify(origin)} may not use ${path}: the control routes answer pages from loopback origins and the origins given with --cors-origin only, ` +
        "so that a page elsewhere can neither read nor change this server's state";
      return { status: 403, code: "OriginNotAllowed", message };
    }
    if (!allowed && headers["sec-fetch-site"] === "cross-site") {
      return {
        status: 403,
        code: "OriginNotAllowed",
        message: `A cross-site request (Sec-Fetch-Site: cross-site) may not use ${path}: the control routes answer pages from loopback origins and the origins given with --cors-origin only`,
      };
    }
    if (!WRITES.has(method)) return undefined;
    const type = essence(headers["content-type"]);
    const hasBody = headers["transfer-encoding"] !== undefined || Number(headers["content-length"] ?? 0) > 0;
    if (type === undefined ? !hasBody : isJsonMedia(type)) return undefined;
    const message =
      `${method} ${path} takes a JSON body (Content-Type: application/json), got ${type === undefined ? "a body without Content-Type" : type}: ` +
      "a web page can send text/plain or a form to any address without asking first, so the control routes refuse them";
    return { status: 415, code: "UnsupportedMediaType", message };
  }
}
