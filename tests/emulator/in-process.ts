/**
 * The in-process engine harness for API module tests, through the real pipeline: `startEngine` is the
 * emulator core without HTTP (a frozen virtual clock at START, the real store), `call` sends one request
 * through its dispatch and checks the answer against the contract of the operation it reached.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { parse } from "yaml";
import { type Contract, entryContract, type Finding } from "../../src/contract/validator.js";
import { loadRegistry, repoRoot } from "../../src/registry.js";
import { Router } from "../../src/emulator/router.js";
import { createEngine, type Engine } from "../../src/emulator/server.js";
import type { ApiModule, DispatchRequest, Settings } from "../../src/emulator/types.js";

export const START = Date.parse("2026-03-01T12:00:00.000Z");
export const BASE_URL = "http://127.0.0.1:4020";

const registry = loadRegistry();
let contracts: Map<string, Contract> | undefined;
/** Every registered contract, routed as the emulator routes it (its family decides). */
export function allContracts(): Map<string, Contract> {
  contracts ??= new Map(registry.map((e) => [e.key, entryContract(e)]));
  return contracts;
}

const open = new Set<Engine>();

/**
 * An engine serving a fresh instance of a module (every other registered API is routed but unserved:
 * 501), its clock frozen at START. Close it with closeEngines (afterEach): no timer outlives a test.
 */
export async function startEngine(createModule: () => ApiModule, settings: Partial<Settings> = {}): Promise<Engine> {
  const engine = await createEngine({ modules: [createModule()], frozenAt: START, settings, quiet: true, validateResponses: false, contracts: allContracts() });
  open.add(engine);
  return engine;
}

/** Close every engine started since the last call. */
export async function closeEngines(): Promise<void> {
  const engines = [...open];
  open.clear();
  await Promise.all(engines.map((e) => e.close()));
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

/** A router over the engine's contracts, to know which operation's responses an answer is checked against. */
const routers = new WeakMap<ReadonlyMap<string, Contract>, Router>();
function routerOf(engine: Engine): Router {
  let router = routers.get(engine.ctx.contracts);
  if (!router) routers.set(engine.ctx.contracts, (router = new Router(engine.ctx.contracts)));
  return router;
}

/**
 * Send one request through the engine's pipeline. `url` is a path with query (or an absolute URL, for
 * following nextLink and status addresses); a string body is sent as is, a function as the transport's
 * body reader (DispatchRequest.body), anything else as JSON.
 */
export async function call(engine: Engine, method: string, url: string, init: { headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
  const headers = Object.fromEntries(Object.entries(init.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  if (init.body !== undefined) headers["content-type"] ??= "application/json";
  const address = new URL(url, BASE_URL);
  const target = address.pathname + address.search;
  const body = init.body === undefined || typeof init.body === "string" || typeof init.body === "function" ? (init.body as DispatchRequest["body"]) : JSON.stringify(init.body);
  const response = await engine.dispatch({ method, target, headers, baseUrl: BASE_URL, ...(body !== undefined ? { body } : {}) });

  const wire = response.body === undefined ? undefined : (JSON.parse(JSON.stringify(response.body)) as unknown);
  const routed = routerOf(engine).route(method, address.pathname).routed;
  const contentType = wire === undefined ? {} : { "Content-Type": typeof wire === "string" ? "text/plain" : "application/json" };
  const findings = routed ? routed.contract.validateResponse({ status: response.status, headers: { ...response.headers, ...contentType }, body: wire }, routed.match) : [];
  return {
    status: response.status,
    headers: Object.fromEntries(Object.entries(response.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    body: wire,
    operationId: routed?.match.operationId,
    findings,
  };
}

/** Fail the test, listing them, when the answer has contract findings. */
export function ok(answer: Answer): void {
  expect(answer.findings, JSON.stringify(answer.findings, null, 1)).toEqual([]);
}

/** Bearer token: a JWT with the claims a reviewer is read from (signature not checked by the emulator). */
export function jwt(claims: Record<string, unknown>): string {
  const part = (v: object) => Buffer.from(JSON.stringify(v)).toString("base64url");
  return `${part({ alg: "none", typ: "JWT" })}.${part(claims)}.`;
}

/** A signed-in user's bearer token for the management plane (approval stages record this reviewer). */
export const USER_AUTH = { Authorization: `Bearer ${jwt({ oid: "11111111-2222-4333-8444-555555555555", name: "Dana Whitfield", upn: "dana.whitfield@contoso.example" })}` };

export { registry, repoRoot };
