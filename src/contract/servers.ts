/**
 * The base paths of a document's `servers`: the part of each server URL after its origin, where the
 * docs place every operation (`{endpoint}/vendordocs` → `/vendordocs`, `https://host/v2.0/{environmentName}`
 * → `/v2.0/{environmentName}`, `https://management.vendor.example` → none). The mock front door serves
 * each operation under these paths as well as bare; the docs show the first server's, with its variables
 * at their defaults.
 */

interface ServerVariable {
  default?: unknown;
  enum?: unknown;
}
interface Server {
  url?: unknown;
  variables?: Record<string, ServerVariable | undefined>;
}
const serversOf = (doc: unknown): Server[] => {
  const servers = (doc as { servers?: unknown } | null)?.servers;
  return Array.isArray(servers) ? servers.filter((s): s is Server => !!s && typeof s === "object") : [];
};

/**
 * The path template of a server URL, without trailing slashes: "" when the URL has no path. A leading
 * variable (`{endpoint}/vendordocs`) stands for the origin, as in the contract validator.
 */
export function serverPath(url: string): string {
  const path = url
    .replace(/^(?:[a-z][a-z0-9+.-]*:|\{[^}]+\}:)?\/\/[^/]*/i, "")
    .replace(/^\{[^}]+\}/, "")
    .replace(/\/+$/, "");
  return path.startsWith("/") ? path : "";
}

export interface BasePath {
  /** The path as the document writes it, variables included: `/v2.0/{environmentName}`. */
  template: string;
  /** Allowed values of each variable that has an `enum` (others take any one segment). */
  enums: Record<string, string[]>;
}

/** Every distinct non-empty base path of the document's servers, in document order. */
export function basePaths(doc: unknown): BasePath[] {
  const out = new Map<string, BasePath>();
  for (const server of serversOf(doc)) {
    if (typeof server.url !== "string") continue;
    const template = serverPath(server.url);
    if (template === "" || out.has(template)) continue;
    const enums: Record<string, string[]> = {};
    for (const [name, variable] of Object.entries(server.variables ?? {})) {
      if (Array.isArray(variable?.enum) && variable.enum.length > 0) enums[name] = variable.enum.map(String);
    }
    out.set(template, { template, enums });
  }
  return [...out.values()];
}

/**
 * The documented base path: the first server's path with each variable at its default (`/vendordocs`,
 * `/v2.0/production`), or "" when the document's addresses have no path. Prefix it to an operation's
 * path, after the mock's or the emulator's origin, to get the address the docs show.
 */
export function documentedBasePath(doc: unknown): string {
  const first = serversOf(doc)[0];
  if (!first || typeof first.url !== "string") return "";
  return serverPath(first.url).replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = first.variables?.[name];
    const value = variable?.default ?? (Array.isArray(variable?.enum) ? variable.enum[0] : undefined);
    return value === undefined ? whole : encodeURIComponent(String(value));
  });
}
