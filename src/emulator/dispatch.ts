/**
 * The request pipeline, once, free of any transport: the checks (check.ts: route → credentials →
 * api-version → parameters and headers → body read, decoded, parsed, validated; shared with the mock front
 * door) → drop the body's server-set and secret members → the module's handler → (in tests) check the
 * answer against the contract. The first refusal is answered, in the API's status and code (its
 * catalogue). The HTTP adapter (http.ts), each `$batch` item and the module tests all call `dispatch`.
 */
import { type Contract, type Finding, type OperationMatch, parseQuery } from "../contract/validator.js";
import { createRequestCheck, tolerated } from "./check.js";
import type { BodyRemovers } from "./contracts.js";
import { CONTROL, controlRoute, type StateControl } from "./control.js";
import { ApiError, answerFor, CoreCode, type ErrorCatalogue, plainCatalogue, type Problem } from "../http/errors.js";
import type { EmuResponse } from "../http/front-door.js";
import type { Routed } from "./router.js";
import type { ApiModule, DispatchRequest, EmulatorContext, EmuRequest } from "./types.js";

export interface PipelineOptions {
  contracts: ReadonlyMap<string, Contract>;
  modules: ApiModule[];
  /** Check every answer against the contract; a violation is recorded and answered 500 (tests). */
  validateResponses?: boolean;
  /** Where emulator faults and contract violations are reported (always, even when quiet). */
  loud(line: string): void;
  /** Reset, snapshot and restore, offered as control routes. */
  state?: StateControl;
  /** Where contract violations of answers are recorded (default: a new list). */
  violations?: string[];
  /** What each operation's request body must not keep (`bodyRemovers(contracts)`, made once per engine). */
  removers: BodyRemovers;
}

export interface Pipeline {
  dispatch(request: DispatchRequest, ctx: EmulatorContext): Promise<EmuResponse>;
  /** A refusal before anything of the request is read (the emulator closing), in the error shape of the API its path belongs to (control routes: the common one). */
  refuse(request: DispatchRequest, problem: Problem): EmuResponse;
  /** Which module serves each API. */
  moduleOf: ReadonlyMap<string, ApiModule>;
  /** Contract violations of the emulator's own answers (validateResponses). */
  violations: string[];
}

export function createPipeline(options: PipelineOptions): Pipeline {
  const { contracts, modules, validateResponses = false, loud } = options;
  const moduleOf = new Map<string, ApiModule>();
  for (const m of modules) for (const api of m.apis) if (contracts.has(api) && !moduleOf.has(api)) moduleOf.set(api, m);
  const violations = options.violations ?? [];

  const catalogueOf = (api: string | undefined): ErrorCatalogue => (api !== undefined ? moduleOf.get(api)?.errors(api) : undefined) ?? plainCatalogue;
  // the checks before a handler, shared with the mock front door (check.ts)
  const { check, problem, router } = createRequestCheck(contracts, catalogueOf);

  /** The answer of a matched operation, checked against its contract when asked. */
  function checked(r: Routed, answer: EmuResponse, ctx: EmulatorContext): EmuResponse {
    if (!validateResponses || answer.abort || answer.status === 500 || answer.status === 501) return answer;
    const headers: Record<string, string> = { ...answer.headers };
    if (answer.body !== undefined) headers["content-type"] ??= typeof answer.body === "string" ? "text/plain" : "application/json";
    const module = moduleOf.get(r.api);
    const accept = module?.tolerates && ((f: Finding, value: unknown) => module.tolerates!(f, value, ctx));
    const findings = tolerated(r.contract.validateResponse({ status: answer.status, headers, body: answer.body }, r.match), "/response/body", answer.body, accept);
    if (findings.length === 0) return answer;
    const line = `${r.api} ${r.match.operationId ?? r.match.template} answered ${answer.status} against its contract: ${findings.map((f) => `${f.pointer}: ${f.message}`).join("; ")}`;
    violations.push(line);
    loud(`CONTRACT VIOLATION: ${line}`);
    return answerFor(catalogueOf(r.api), new ApiError(500, CoreCode.EmulatorContractViolation, line));
  }

  /**
   * The answer, held until every write the request could have seen is acknowledged (store.durable()):
   * no answer shows a write that a crash could still take back.
   */
  async function dispatch(request: DispatchRequest, ctx: EmulatorContext): Promise<EmuResponse> {
    const answer = await answerOf(request, ctx);
    await ctx.store.durable();
    return answer;
  }

  async function answerOf(request: DispatchRequest, ctx: EmulatorContext): Promise<EmuResponse> {
    const { method, target, headers } = request;
    if (request.api === undefined && !request.refusal) {
      const q = target.indexOf("?");
      const path = q < 0 ? target : target.slice(0, q);
      if (path === CONTROL || path.startsWith(`${CONTROL}/`)) return controlRoute(request, path.slice(CONTROL.length), queryString(target, q), ctx, modules, options.state);
    }
    // the module's documented relaxations (its settings) are the emulator's, not the contract's
    const tolerates = (api: string, f: Finding, value: unknown) => moduleOf.get(api)?.tolerates?.(f, value, ctx) ?? false;
    const pending = check(request, tolerates);
    const result = pending instanceof Promise ? await pending : pending;
    if ("refusal" in result) return result.routed ? checked(result.routed, result.refusal, ctx) : result.refusal;
    const { routed, body, path } = result;
    const { api, match } = routed;
    const module = moduleOf.get(api);
    // no handler sees what the contract marks server-set or secret
    if (body !== undefined) options.removers.get(routed.contract)?.get(match.pointer)?.(body);

    const handler = match.operationId ? module?.handlers[match.operationId] : undefined;
    if (!module || !handler) {
      return problem(api, { code: CoreCode.NotImplemented, status: 501, message: `${operationName(match, method)} of ${api} is not implemented by the emulator`, findings: [] });
    }
    const req: EmuRequest = {
      method,
      path,
      baseUrl: request.baseUrl,
      pathParams: match.pathParams,
      query: parseQuery(result.queryString).options as Record<string, string>,
      headers,
      body,
      api,
      operationId: match.operationId!,
      ...(request.inBatch ? { inBatch: true } : {}),
    };
    let answer: EmuResponse;
    try {
      const run = async () => handler(req, ctx);
      answer = await (module.around ? module.around(req, ctx, run) : run());
    } catch (err) {
      if (err instanceof ApiError) answer = answerFor(catalogueOf(api), err);
      else {
        loud(`${method} ${target}: handler ${match.operationId} failed: ${(err as Error).stack ?? String(err)}`);
        answer = problem(api, { code: CoreCode.InternalServerError, status: 500, message: `The emulator failed: ${(err as Error).message}`, findings: [] });
      }
    }
    return checked(routed, answer, ctx);
  }

  function refuse(request: DispatchRequest, p: Problem): EmuResponse {
    const q = request.target.indexOf("?");
    const path = q < 0 ? request.target : request.target.slice(0, q);
    if (request.api === undefined && (path === CONTROL || path.startsWith(`${CONTROL}/`))) return problem(undefined, p);
    return problem(request.api ?? router.route(request.method, path).routed?.api ?? router.nearestApi(path), p);
  }

  return { dispatch, refuse, moduleOf, violations };
}

const operationName = (match: OperationMatch, method: string) => match.operationId ?? `${method} ${match.template}`;
const queryString = (target: string, q: number) => (q < 0 ? "" : target.slice(q + 1));

/** The value a JSON pointer names in a value (check.ts; the tests' contract checks use it too). */
export { valueAt } from "./check.js";
