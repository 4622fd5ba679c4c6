/**
 * A small stand-in for the emulator core, to test API modules without a server: a virtual Clock, an
 * in-memory Store, the registry's contracts (plus the proposed additions), and `call`, which does what
 * the core does (match the operation, validate the request, answer violations with the module's
 * `error()`, dispatch by operationId) and then validates the response against the contract.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { Contract, type Finding } from "../../src/contract/validator.js";
import type { ApiModule, Clock, EmuRequest, EmulatorContext, Settings, Store } from "../../src/emulator/types.js";
import { loadRegistry, repoRoot } from "../../scripts/lib/registry.js";
import { defaultSettings } from "../../src/emulator/settings.js";

export const START = Date.parse("2026-03-01T12:00:00.000Z");
export const BASE_URL = "http://127.0.0.1:4020";

export class TestClock implements Clock {
  private timers: Array<{ at: number; fn: () => void | Promise<void> }> = [];
  constructor(private t = START) {}
  now() {
    return this.t;
  }
  nowIso() {
    return new Date(this.t).toISOString();
  }
  at(at: number, fn: () => void | Promise<void>) {
    const timer = { at, fn };
    this.timers.push(timer);
    return () => void (this.timers = this.timers.filter((x) => x !== timer));
  }
  async advance(ms: number) {
    const until = this.t + ms;
    for (;;) {
      const next = this.timers.filter((x) => x.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      this.timers = this.timers.filter((x) => x !== next);
      this.t = Math.max(this.t, next.at);
      await next.fn();
    }
    this.t = until;
  }
}

export class MemoryStore implements Store {
  private data = new Map<string, Map<string, unknown>>();
  private of(collection: string) {
    let c = this.data.get(collection);
    if (!c) this.data.set(collection, (c = new Map()));
    return c;
  }
  get<T>(collection: string, id: string) {
    return structuredClone(this.of(collection).get(id)) as T | undefined;
  }
  list<T>(collection: string) {
    return [...this.of(collection).values()].map((v) => structuredClone(v) as T);
  }
  async put<T>(collection: string, id: string, value: T) {
    this.of(collection).set(id, structuredClone(value));
  }
  async delete(collection: string, id: string) {
    return this.of(collection).delete(id);
  }
}

const registry = loadRegistry();
let contracts: Map<string, Contract> | undefined;
/** Every registered contract. */
export function allContracts(): Map<string, Contract> {
  contracts ??= new Map(registry.map((e) => [e.key, new Contract(JSON.parse(readFileSync(e.bundle, "utf8")), e.key)]));
  return contracts;
}

export function makeContext(settings: Partial<Settings> = {}): EmulatorContext & { clock: TestClock } {
  return {
    clock: new TestClock(),
    store: new MemoryStore(),
    settings: {
      ...defaultSettings(),
      ApiSubscriptionDelayTime: 30_000,
      ApiSubscriptionMaxNumberOfNotifications: 30_000,
      ApiSubscriptionExpiration: 3 * 86_400_000,
      ApiSubscriptionMaxNumberOfSubscriptions: 1000,
      requestsPerWindow: 6000,
      provisioningDelayMs: 20_000,
      asyncDeleteMs: 30_000,
      handshakeTimeoutMs: 5000,
      pushTimeoutMs: 30_000,
      ...settings,
    },
    contracts: allContracts(),
    log: () => {},
  };
}

/** A named example of a spec (its `value`). */
export function example(api: string, name: string): Record<string, unknown> {
  const entry = registry.find((e) => e.key === api)!;
  const doc = parse(readFileSync(join(entry.root, "..", "examples", `${name}.yaml`), "utf8")) as { value: Record<string, unknown> };
  return doc.value;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  /** JSON from the wire (checked against the contract by `findings`). */
  body: any;
  operationId?: string;
  /** Contract findings about the response: must be empty. */
  findings: Finding[];
}

/**
 * Send one request through `module` as the core would. `url` is a path with query (or an absolute URL,
 * for following nextLink and status addresses).
 */
export async function call(module: ApiModule, ctx: EmulatorContext, method: string, url: string, init: { headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
  const headers = Object.fromEntries(Object.entries(init.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  if (init.body !== undefined) headers["content-type"] ??= "application/json";
  const target = new URL(url, BASE_URL);
  const pathAndQuery = target.pathname + target.search;
  const found = module.apis
    .map((api) => ({ api, contract: ctx.contracts.get(api)! }))
    .map((c) => ({ ...c, match: c.contract.matchOperation(method, pathAndQuery) }))
    .filter((c) => c.match)
    .sort((a, b) => Number(a.match!.via === "fallback") - Number(b.match!.via === "fallback"))[0];
  if (!found?.match?.operationId) throw new Error(`no operation of ${module.apis.join(", ")} matches ${method} ${pathAndQuery}`);
  const { api, contract, match } = found;
  const body = init.body === undefined ? undefined : JSON.parse(JSON.stringify(init.body));

  const violations = contract.validateRequest({ method, url: pathAndQuery, headers, body }, { match });
  let response;
  if (violations.length > 0) {
    const unauthenticated = violations.some((f) => f.rule === "security");
    response = unauthenticated
      ? module.error(api, 401, "AuthenticationFailed", "Authentication failed: the Authorization header is missing or invalid.", violations)
      : module.error(api, 400, "InvalidRequestContent", "The request does not match the contract.", violations);
  } else {
    const req: EmuRequest = {
      method,
      path: target.pathname,
      baseUrl: BASE_URL,
      pathParams: match.pathParams,
      query: Object.fromEntries(target.searchParams),
      headers,
      body,
      api,
      operationId: match.operationId!,
    };
    const handler = module.handlers[match.operationId!];
    response = handler ? await handler(req, ctx) : module.error(api, 501, "NotImplemented", `${match.operationId} is not implemented.`);
  }
  const wire = response.body === undefined ? undefined : JSON.parse(JSON.stringify(response.body));
  const responseHeaders = { ...(response.headers ?? {}), ...(wire !== undefined ? { "Content-Type": "application/json" } : {}) };
  const findings = contract.validateResponse({ status: response.status, headers: responseHeaders, body: wire }, match);
  return { status: response.status, headers: Object.fromEntries(Object.entries(response.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])), body: wire, operationId: match.operationId, findings };
}

/** Bearer token: a JWT with the claims a reviewer is read from (signature not checked by the emulator). */
export function jwt(claims: Record<string, unknown>): string {
  const part = (v: object) => Buffer.from(JSON.stringify(v)).toString("base64url");
  return `${part({ alg: "none", typ: "JWT" })}.${part(claims)}.`;
}

export { registry, repoRoot };
