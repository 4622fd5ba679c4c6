/**
 * Routing: which operation of a document a method and path mean (templates, server prefixes, most literal wins, 404 vs 405, OData keys),
 * and which of several documents' operations wins (`routeAmong`, what the emulator's router asks).
 */
import { esc, isObject, type Located, type OperationMatch, percentDecode, splitUrl } from "./exchange.js";
import { basePaths } from "./servers.js";

export const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

type Via = NonNullable<OperationMatch["via"]>;

/** The operation of a path item for one method. */
interface Operation {
  pointer: string;
  operationId?: string;
}

interface Template {
  path: string;
  regex: RegExp;
  names: string[];
  rank: number[];
  /** lower-case method → operation, in METHODS order */
  operations: Map<string, Operation>;
}

/** What a method and path found: the operation, or the template the path has without that method. */
export interface Lookup {
  match?: OperationMatch;
  /** When the path has no operation with the method: the most literal template it matches, and its methods (upper case). */
  template?: string;
  methods?: string[];
  /** How the path met its template (set with `match`, and with `template`). */
  via?: Via;
}

export interface LocateOptions {
  /** Whether a path may also be met by dropping its leading segments, the weakest match (default true). */
  fallback?: boolean;
}

export interface RoutingOptions {
  /**
   * Templates whose literal segments match without regard to case (the resource manager's paths:
   * `resourceGroups` = `resourcegroups`). None unless given.
   */
  ignoreCase?: (template: string) => boolean;
}

/**
 * The routing of a registry entry's contract, decided by its family: the management family's paths are the
 * resource manager's, whose literal segments (`subscriptions`, `resourceGroups`, `providers`, provider
 * namespaces, resource types) match in any case; the business and lifecycle services match as written.
 */
export function routingOf(entry: { family: string }): RoutingOptions {
  return entry.family === "management" ? { ignoreCase: () => true } : {};
}

/**
 * How literal a path template is, segment by segment: a wholly literal segment beats any templated one,
 * and among templated segments more literal characters win. Compare with compareRank.
 */
export function templateRank(path: string): number[] {
  return path.split("/").map((segment) => (segment.includes("{") ? segment.replace(/\{[^}]*\}/g, "").length : 10_000));
}

/** Order two template ranks: positive when `a` is the more literal. */
export const compareRank = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
};

/** A path template as a pattern: one capture per `{name}`, never across a `/`; literal text matched as written (or in any case). */
export function compileTemplate(path: string, ignoreCase = false): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const parts = path.split("/").map((segment) => {
    const pieces = segment.split(/(\{[^}/]+\})/).filter((p) => p !== "");
    return pieces
      .map((p) => {
        if (!p.startsWith("{")) return p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        names.push(p.slice(1, -1));
        return pieces.length === 1 ? "([^/]+)" : "([^/]+?)";
      })
      .join("");
  });
  return { regex: new RegExp(`^${parts.join("/")}$`, ignoreCase ? "i" : ""), names };
}

/** A path value as the service means it: percent-decoded, OData string key quotes removed (`'O''Brien'` → `O'Brien`). */
export function pathValue(raw: string): string {
  const v = percentDecode(raw);
  const quoted = /^'(.*)'$/s.exec(v);
  return quoted ? (quoted[1] ?? "").replace(/''/g, "'") : v;
}

/** The path operations of one document, and how a method and path find one of them. */
export class Routes {
  private readonly templates: Template[];
  /** The servers' base paths as patterns, longest first (a variable takes one segment, one of its `enum` values where it has one). */
  private readonly prefixes: RegExp[];

  constructor(doc: unknown, deref: (pointer: string) => Located | undefined, options: RoutingOptions = {}) {
    const paths = isObject(doc) && isObject(doc.paths) ? Object.keys(doc.paths) : [];
    this.templates = paths.map((path) => {
      const { regex, names } = compileTemplate(path, options.ignoreCase?.(path) ?? false);
      return { path, regex, names, rank: templateRank(path), operations: operationsAt(deref, `/paths/${esc(path)}`) };
    });
    // a variable takes one segment: one of its `enum` values where it has one
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    this.prefixes = basePaths(doc)
      .sort((a, b) => b.template.length - a.template.length)
      .map(({ template, enums }) => {
        const pattern = template
          .split(/\{([^}]+)\}/)
          .map((part, i) => (i % 2 === 0 ? literal(part) : enums[part] ? `(?:${enums[part].map(literal).join("|")})` : "[^/]+"))
          .join("");
        return new RegExp(`^${pattern}(?=/|$)`);
      });
  }

  /** Every path operation, in document order. */
  operations(): OperationMatch[] {
    return this.templates.flatMap((t) => [...t.operations].map(([method, op]) => operationMatch("path", method, t.path, op, {})));
  }

  /**
   * The operation for a method and a path (or absolute URL, with or without query string). The path is
   * tried after removing a server's base path, then as is, then without its leading segments one by one
   * (`via`); the first form any template matches decides, and there the most literal template with the
   * method wins. When none of those templates has the method, the answer names the most literal one
   * and its methods (a 405, not a 404).
   */
  locate(method: string, url: string, options: LocateOptions = {}): Lookup {
    const m = method.toLowerCase();
    const { path } = splitUrl(url);
    for (const [candidate, via] of this.candidates(path, options.fallback ?? true)) {
      const hits: Array<{ t: Template; groups: RegExpExecArray }> = [];
      for (const t of this.templates) {
        const groups = t.regex.exec(candidate);
        if (groups) hits.push({ t, groups });
      }
      if (hits.length === 0) continue;
      hits.sort((a, b) => compareRank(b.t.rank, a.t.rank));
      const best = hits.find((h) => h.t.operations.has(m));
      if (!best) {
        const top = hits[0]!.t;
        return { template: top.path, methods: [...top.operations.keys()].map((x) => x.toUpperCase()), via };
      }
      const rawPathParams = Object.fromEntries(best.t.names.map((n, i) => [n, best.groups[i + 1] ?? ""]));
      const params = Object.fromEntries(Object.entries(rawPathParams).map(([n, raw]) => [n, pathValue(raw)]));
      return { match: { ...operationMatch("path", m, best.t.path, best.t.operations.get(m)!, params), rawPathParams, via, matchedPath: candidate }, via };
    }
    return {};
  }

  /** The forms of a path to try, strongest first. */
  private candidates(path: string, fallback: boolean): Array<[string, Via]> {
    const segments = fallback ? path.split("/").slice(1) : [];
    return [
      ...this.prefixes.flatMap((re): Array<[string, Via]> => (re.test(path) ? [[path.replace(re, "") || "/", "server"]] : [])),
      [path, "path"],
      ...segments.slice(1).map((_, i): [string, Via] => [`/${segments.slice(i + 1).join("/")}`, "fallback"]),
    ];
  }
}

/** The operations of the path item (or webhook) at `itemPointer`, by lower-case method in METHODS order. */
export function operationsAt(deref: (pointer: string) => Located | undefined, itemPointer: string): Map<string, Operation> {
  const operations = new Map<string, Operation>();
  const item = deref(itemPointer);
  if (!item) return operations;
  for (const method of METHODS) {
    if (!isObject(item.value[method])) continue;
    const op = deref(`${item.pointer}/${method}`);
    if (op) operations.set(method, { pointer: op.pointer, operationId: typeof op.value.operationId === "string" ? op.value.operationId : undefined });
  }
  return operations;
}

export function operationMatch(kind: OperationMatch["kind"], method: string, template: string, op: Operation, pathParams: Record<string, string>): OperationMatch {
  return { kind, method: method.toUpperCase(), template, operationId: op.operationId, pointer: op.pointer, pathParams };
}

/** What routeAmong found: the operation that wins, or else a document whose path has other methods. */
export interface RouteAmong<K> {
  best?: { key: K; match: OperationMatch };
  notAllowed?: { key: K; template: string; methods: string[] };
}

/**
 * The operation for a method and path over several documents: the most literal template wins, the
 * first document breaks ties; a path met only by dropping leading segments counts for none. Without
 * one, the first document whose path has other methods (a 405 with them, rather than a 404).
 */
export function routeAmong<K>(tables: Iterable<readonly [K, { locate(method: string, path: string, options?: LocateOptions): Lookup }]>, method: string, path: string): RouteAmong<K> {
  let best: RouteAmong<K>["best"];
  let notAllowed: RouteAmong<K>["notAllowed"];
  for (const [key, table] of tables) {
    const found = table.locate(method, path, { fallback: false });
    if (found.match) {
      if (!best || compareRank(templateRank(found.match.template), templateRank(best.match.template)) > 0) best = { key, match: found.match };
    } else if (found.template && found.methods?.length && !notAllowed) {
      notAllowed = { key, template: found.template, methods: found.methods };
    }
  }
  return best ? { best } : { notAllowed };
}
