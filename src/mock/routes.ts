/**
 * The mock front door's routing table: which API serves a request path. Each API's path templates are
 * served bare (`/documentClassifiers:authorizeCopy`) and under each base path of its `servers`
 * (`/vendordocs/documentClassifiers:authorizeCopy`, the address the docs show); literal segments match
 * in any case where the contract's routing says so (routingOf: the resource manager's paths), as the emulator routes.
 */
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { routingOf } from "../contract/routing.js";
import { basePaths } from "../contract/servers.js";
import { repoRoot, toPosix, type ApiEntry } from "../registry.js";

/** A one-line, user-facing failure; `exitCode` 2 marks bad usage (a bad name), 1 a runtime failure (a busy port, a missing build). */
export class MockError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export interface ApiRow {
  key: string;
  /** Bundle path relative to the repository (absolute when outside it). */
  bundle: string;
  /** False for component-only documents (no paths): those get no Prism. */
  mocked: boolean;
  /** Path templates exactly as the document declares them, in document order. */
  templates: string[];
  /** Base paths of the document's servers (`/vendordocs`); its paths are served under each, and bare. */
  basePaths: string[];
}

export interface Route {
  template: string;
  /** Registry key of the API that serves this template (first in registry order). */
  api: string;
  /** Later APIs that declare the same template (same literals, any parameter names). */
  alsoDeclaredBy: string[];
  literalChars: number;
  templatedSegments: number;
  /** One matcher per `/`-separated segment, applied to the percent-decoded segment; each `{name}` captured. */
  segments: RegExp[];
  /** Whether literal segments match in any case (then Prism, which matches as written, is given them as the template writes them). */
  ignoreCase: boolean;
}

export interface BasePathRoute {
  template: string;
  /** The APIs whose servers have this base path, in registry order. */
  apis: string[];
  /** One matcher per `/`-separated segment (the first is the empty one before the leading `/`). */
  segments: RegExp[];
}

export interface RouteTable {
  apis: ApiRow[];
  /** Best match first: most literal characters, then fewest templated segments, then registry order. */
  routes: Route[];
  /** Longest first. */
  basePaths: BasePathRoute[];
}

/** Where a request goes: the route, the API that answers, and the path that API's Prism is given. */
export interface Resolved {
  route: Route;
  api: string;
  /** The base path template the request was sent under, or undefined for the bare form. */
  basePath?: string;
  /** Length of the raw prefix to drop from the request target (0 for the bare form). */
  prefixLength: number;
  /** The raw path that API's Prism is given: without the prefix, literal segments as the template writes them, values as sent. */
  path: string;
}

const PARAM = /\{[^{}/]+\}/g;
const sameShape = (template: string) => template.replace(PARAM, "{}");
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A segment matcher: literals as they are (or in any case), each `{name}` one or more characters, captured (or one of `enums[name]`). */
function segmentRe(segment: string, enums: Record<string, string[]> = {}, ignoreCase = false): RegExp {
  const names = [...segment.matchAll(PARAM)].map((m) => m[0].slice(1, -1));
  const literals = segment.split(PARAM).map(escapeRe);
  const parts = literals.flatMap((lit, i) => {
    if (i === literals.length - 1) return [lit];
    const allowed = enums[names[i] ?? ""];
    return [lit, allowed ? `(?:${allowed.map(escapeRe).join("|")})` : "([\\s\\S]+)"];
  });
  return new RegExp(`^${parts.join("")}$`, ignoreCase ? "i" : "");
}

function compile(template: string, api: string, ignoreCase: boolean): Route {
  const parts = template.split("/");
  return {
    template,
    api,
    alsoDeclaredBy: [],
    literalChars: template.replace(PARAM, "").length,
    templatedSegments: parts.filter((seg) => seg.includes("{")).length,
    segments: parts.map((seg) => segmentRe(seg, {}, ignoreCase)),
    ignoreCase,
  };
}

/**
 * The raw path segments (after any base path) as Prism must be given them: as sent, except, for a route
 * that ignores case, a segment whose literals differ in case from the template's: rewritten with the
 * template's literals and the values it captured (percent-encoded again).
 */
function contractCase(route: Route, raw: string[], decoded: string[]): string {
  if (!route.ignoreCase) return raw.join("/");
  const template = route.template.split("/");
  return raw
    .map((segment, i) => {
      const values = route.segments[i]?.exec(decoded[i] ?? "")?.slice(1) ?? [];
      const literals = (template[i] ?? "").split(PARAM);
      const plain = literals.map((lit, j) => lit + (values[j] ?? "")).join("");
      return plain === decoded[i] ? segment : literals.map((lit, j) => lit + encodeURIComponent(values[j] ?? "")).join("");
    })
    .join("/");
}

const shortPath = (p: string) => {
  const rel = relative(repoRoot, p);
  return rel.startsWith("..") ? p : toPosix(rel);
};

/** Read each entry's bundle and compile its path templates and base paths into one routing table. */
export function buildRouteTable(entries: ApiEntry[]): RouteTable {
  const apis: ApiRow[] = [];
  const byShape = new Map<string, Route>();
  const routes: Route[] = [];
  const bases = new Map<string, BasePathRoute>();
  entries.forEach((entry) => {
    const ignoreCase = routingOf(entry).ignoreCase ?? (() => false);
    if (!existsSync(entry.bundle)) {
      throw new MockError(`${entry.key}: ${shortPath(entry.bundle)} is missing; run npm run build first`);
    }
    let doc: { paths?: unknown };
    try {
      doc = JSON.parse(readFileSync(entry.bundle, "utf8")) as { paths?: unknown };
    } catch (err) {
      throw new MockError(`${entry.key}: ${shortPath(entry.bundle)} is not JSON (${(err as Error).message}); run npm run build first`);
    }
    const templates = doc.paths && typeof doc.paths === "object" ? Object.keys(doc.paths) : [];
    const mocked = templates.length > 0;
    const servers = mocked ? basePaths(doc) : [];
    apis.push({ key: entry.key, bundle: shortPath(entry.bundle), mocked, templates, basePaths: servers.map((b) => b.template) });
    for (const base of servers) {
      const known = bases.get(base.template);
      if (known) known.apis.push(entry.key);
      else bases.set(base.template, { template: base.template, apis: [entry.key], segments: base.template.split("/").map((seg) => segmentRe(seg, base.enums)) });
    }
    for (const template of templates) {
      const owner = byShape.get(sameShape(template));
      if (owner) {
        if (owner.api !== entry.key && !owner.alsoDeclaredBy.includes(entry.key)) owner.alsoDeclaredBy.push(entry.key);
        continue;
      }
      const r = compile(template, entry.key, ignoreCase(template));
      byShape.set(sameShape(template), r);
      routes.push(r);
    }
  });
  // Array.prototype.sort is stable: equal scores keep registry order, then document order.
  routes.sort((a, b) => b.literalChars - a.literalChars || a.templatedSegments - b.templatedSegments);
  const basePathList = [...bases.values()].sort((a, b) => b.segments.length - a.segments.length || b.template.length - a.template.length);
  return { apis, routes, basePaths: basePathList };
}

const matches = (segments: RegExp[], decoded: string[]) => segments.length === decoded.length && segments.every((re, i) => re.test(decoded[i] ?? ""));

/**
 * Where a raw request target goes (query ignored), or undefined when no API serves it. The form with a
 * base path comes first: after the base path, only the APIs whose servers have it are considered.
 * Throws URIError when a segment's percent-encoding is malformed.
 */
export function resolve(table: RouteTable, rawTarget: string): Resolved | undefined {
  const raw = (rawTarget.split(/[?#]/)[0] ?? "").split("/");
  const decoded = raw.map((s) => decodeURIComponent(s));
  for (const base of table.basePaths) {
    const n = base.segments.length;
    if (decoded.length <= n || !base.segments.every((re, i) => re.test(decoded[i] ?? ""))) continue;
    const rest = ["", ...decoded.slice(n)];
    for (const route of table.routes) {
      const api = base.apis.includes(route.api) ? route.api : route.alsoDeclaredBy.find((k) => base.apis.includes(k));
      if (api && matches(route.segments, rest)) {
        return { route, api, basePath: base.template, prefixLength: raw.slice(0, n).join("/").length, path: contractCase(route, ["", ...raw.slice(n)], rest) };
      }
    }
  }
  const route = table.routes.find((r) => matches(r.segments, decoded));
  return route && { route, api: route.api, prefixLength: 0, path: contractCase(route, raw, decoded) };
}

/** The best route for a raw request path (query ignored), or undefined; see resolve(). */
export function route(table: RouteTable, rawPath: string): Route | undefined {
  return resolve(table, rawPath)?.route;
}

/** Literal prefixes that the table serves, for the 404 message: `/api`, `/subscriptions`, `/vendordocs`. */
export function servedPrefixes(table: RouteTable): string[] {
  const prefixes = new Set(
    [...table.routes.map((r) => r.template), ...table.basePaths.map((b) => `${b.template}/`)].map((template) => {
      const parts = template.split("/");
      const firstTemplated = parts.findIndex((p) => p.includes("{"));
      const cut = firstTemplated === -1 ? parts.length : firstTemplated;
      return cut <= 1 ? parts.slice(0, 2).join("/") : parts.slice(0, cut).join("/");
    }),
  );
  const all = [...prefixes].filter((p) => p !== "").sort();
  return all.filter((p) => !all.some((q) => q !== p && p.startsWith(`${q}/`)));
}

/** The routing table as JSON, as `GET /_mock/routes` returns it. */
export function routesJson(table: RouteTable, url?: string) {
  return {
    url,
    apis: table.apis.map(({ key, bundle, mocked, templates, basePaths }) => (mocked ? { key, bundle, mocked, basePaths, templates } : { key, bundle, mocked, note: "component-only, not mocked" })),
    routes: table.routes.map((r) => ({ template: r.template, api: r.api, alsoDeclaredBy: r.alsoDeclaredBy })),
    basePaths: table.basePaths.map((b) => ({ template: b.template, apis: b.apis })),
  };
}

/** The routing table as text, for the console. */
export function formatRouteTable(table: RouteTable): string {
  const owner = new Map(table.routes.map((r) => [sameShape(r.template), r]));
  const lines: string[] = [];
  for (const api of table.apis) {
    if (!api.mocked) {
      lines.push(`${api.key}  component-only, not mocked`);
      continue;
    }
    lines.push(api.basePaths.length ? `${api.key}  under ${api.basePaths.join(", ")} (as the docs show) and bare` : api.key);
    for (const t of api.templates) {
      const r = owner.get(sameShape(t));
      const note = r && r.api !== api.key ? `  (served by ${r.api})` : r?.alsoDeclaredBy.length ? `  (also declared by ${r.alsoDeclaredBy.join(", ")})` : "";
      lines.push(`    ${t}${note}`);
    }
  }
  return lines.join("\n");
}
