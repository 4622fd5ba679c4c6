/**
 * The mock front door's routing table, as `npm start` prints it and `GET /_mock/routes` serves it: which
 * API serves which path templates, bare and under each base path of its `servers` (the address the docs
 * show). The front door routes with the emulator's router (src/emulator/router.ts); this table describes
 * it, and `prismPath` gives an API's Prism the path of a routed request as its contract writes it.
 */
import { existsSync } from "node:fs";
import { relative } from "node:path";
import { compileTemplate, compareRank, templateRank } from "../contract/routing.js";
import { basePaths } from "../contract/servers.js";
import type { Contract, OperationMatch } from "../contract/validator.js";
import { loadBundle } from "../emulator/contracts.js";
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
}

export interface BasePathRoute {
  template: string;
  /** The APIs whose servers have this base path, in registry order. */
  apis: string[];
}

export interface RouteTable {
  apis: ApiRow[];
  /** Most literal first (the router's order), then registry order. */
  routes: Route[];
  /** Longest first. */
  basePaths: BasePathRoute[];
}

const PARAM = /\{[^{}/]+\}/g;
const sameShape = (template: string) => template.replace(PARAM, "{}");

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
    if (!existsSync(entry.bundle)) {
      throw new MockError(`${entry.key}: ${shortPath(entry.bundle)} is missing; run npm run build first`);
    }
    // the emulator's shared cache: each bundle is parsed once per process (the mock's checks and `npm start`'s emulator read the same Contract)
    let doc: { paths?: unknown };
    try {
      doc = loadBundle(entry).doc;
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
      else bases.set(base.template, { template: base.template, apis: [entry.key] });
    }
    for (const template of templates) {
      const owner = byShape.get(sameShape(template));
      if (owner) {
        if (owner.api !== entry.key && !owner.alsoDeclaredBy.includes(entry.key)) owner.alsoDeclaredBy.push(entry.key);
        continue;
      }
      const r: Route = { template, api: entry.key, alsoDeclaredBy: [] };
      byShape.set(sameShape(template), r);
      routes.push(r);
    }
  });
  // Array.prototype.sort is stable: equal scores keep registry order, then document order.
  routes.sort((a, b) => compareRank(templateRank(b.template), templateRank(a.template)));
  const basePathList = [...bases.values()].sort((a, b) => b.template.split("/").length - a.template.split("/").length || b.template.length - a.template.length);
  return { apis, routes, basePaths: basePathList };
}

/**
 * The path an API's Prism is given for a request the router matched: the path as the template met it
 * (without the base path), literal segments as the template writes them (Prism matches as written; the
 * resource manager's literals match in any case), the values as sent (percent-encoding kept).
 * `patterns`: the caller's cache of compiled templates.
 */
export function prismPath(contract: Contract, match: OperationMatch, patterns: Map<string, RegExp>): string {
  const { template, matchedPath = template } = match;
  const key = `${contract.name} ${template}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    pattern = compileTemplate(template, contract.routing.ignoreCase?.(template) ?? false).regex;
    patterns.set(key, pattern);
  }
  const values = pattern.exec(matchedPath);
  if (!values) return matchedPath;
  let i = 1;
  return template.replace(PARAM, () => values[i++] ?? "");
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
