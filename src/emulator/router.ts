/**
 * The router: which operation of which registered contract a method and path mean (the contract layer's routeAmong), or why none does (404, or 405).
 */
import { routeAmong } from "../contract/routing.js";
import type { Contract, OperationMatch } from "../contract/validator.js";

export interface Routed {
  api: string;
  contract: Contract;
  match: OperationMatch;
}

export interface Route {
  routed?: Routed;
  /** The path exists in this API, but not with this method. */
  notAllowed?: { api: string; template: string; methods: string[] };
}

/**
 * Routes remembered (polling repeats the same paths), forgotten all at once past this many: routing over the 12 contracts costs
 * 5-12 µs of CPU, a remembered route 0.2-0.4 µs, where a whole read costs the emulator 110-180 µs (docs/performance.md): up to a tenth of it.
 * Only paths up to REMEMBERED_PATH characters are remembered, so the cache holds at most about 5000 × 0.5 KB of keys, whatever paths callers send.
 */
const MAX_REMEMBERED = 5000;
const REMEMBERED_PATH = 256;

export class Router {
  private readonly remembered = new Map<string, Route>();

  constructor(readonly contracts: ReadonlyMap<string, Contract>) {}

  /** The operation for `method path` over every contract, or over the contract of `only`. */
  route(method: string, path: string, only?: string): Route {
    const key = `${only ?? ""} ${method} ${path}`;
    const kept = this.remembered.get(key);
    if (kept) return kept;
    const contracts = only === undefined ? this.contracts : [...this.contracts].filter(([api]) => api === only);
    const { best, notAllowed } = routeAmong(contracts, method, path);
    const route: Route = best
      ? { routed: { api: best.key, contract: this.contracts.get(best.key)!, match: best.match } }
      : { notAllowed: notAllowed && { api: notAllowed.key, template: notAllowed.template, methods: notAllowed.methods } };
    if (path.length > REMEMBERED_PATH) return route;
    if (this.remembered.size >= MAX_REMEMBERED) this.remembered.clear();
    this.remembered.set(key, route);
    return route;
  }

  /**
   * The API whose templates share the most leading literal segments (at least two; in any case where its
   * routing ignores case) with a path: a 404 for a path no operation matches is answered in that API's error shape.
   */
  nearestApi(path: string): string | undefined {
    return nearestApi(this.contracts, path);
  }
}

/** See Router.nearestApi (exported for the hostile-input harness, which predicts the core's 404 shape). */
export function nearestApi(contracts: ReadonlyMap<string, Contract>, path: string): string | undefined {
  const segs = path.split("/");
  let best: { api: string; score: number } | undefined;
  const lower = segs.map((s) => s.toLowerCase());
  for (const [api, contract] of contracts) {
    for (const template of Object.keys(contract.doc.paths as object)) {
      // a template whose literal segments match in any case (the resource manager's) compares them so here too
      const folded = contract.routing.ignoreCase?.(template) ?? false;
      const t = (folded ? template.toLowerCase() : template).split("/");
      const path = folded ? lower : segs;
      let score = 0;
      while (score < t.length && score < path.length && t[score] === path[score]) score++;
      if (score > 1 && (!best || score > best.score)) best = { api, score };
    }
  }
  return best?.api;
}
