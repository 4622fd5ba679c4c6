/**
 * The request pipeline, once, free of any transport: route → credentials → api-version → parameters and
 * headers → body (read, decode, parse, validate) → drop the body's server-set and secret members → the
 * module's handler → (in tests) check the answer against the contract. The first refusal is answered,
 * in the API's status and code (its catalogue). The HTTP adapter (http.ts), each `$batch` item and the
 * module tests all call `dispatch`; nothing else matches, validates or maps findings to statuses.
 */
import { bearerChallenge } from "../contract/security.js";
import { type Contract, type Finding, type OperationMatch, parseQuery, splitUrl } from "../contract/validator.js";
import { apiVersionProblem, servedVersions } from "./api-version.js";
import { mediaTypeProblem, PAYLOAD_TOO_LARGE, readOperationBody, refusalAnswer } from "../http/refusals.js";
import { MAX_BODY_BYTES } from "./body.js";
import type { BodyRemovers } from "./contracts.js";
import { CONTROL, controlRoute, type StateControl } from "./control.js";
import { ApiError, answerFor, CoreCode, describeFindings, type ErrorCatalogue, errorOf, plainCatalogue, type Problem } from "./errors.js";
import { type Routed, Router } from "./router.js";
import type { ApiModule, DispatchRequest, EmulatorContext, EmuRequest, EmuResponse } from "./types.js";

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

/** A request body read: the value the handler gets (none: undefined), or the answer that refuses it. */
type Read = { body?: unknown } | { answer: EmuResponse };

export function createPipeline(options: PipelineOptions): Pipeline {
  const { contracts, modules, validateResponses = false, loud } = options;
  const router = new Router(contracts);
  const moduleOf = new Map<string, ApiModule>();
  for (const m of modules) for (const api of m.apis) if (contracts.has(api) && !moduleOf.has(api)) moduleOf.set(api, m);
  const violations = options.violations ?? [];

  const catalogueOf = (api: string | undefined): ErrorCatalogue => (api !== undefined ? moduleOf.get(api)?.errors(api) : undefined) ?? plainCatalogue;
  /** A core problem, answered in the API's terms (its catalogue maps the status and code). */
  const problem = (api: string | undefined, p: Problem): EmuResponse => {
    const catalogue = catalogueOf(api);
    return answerFor(catalogue, errorOf(catalogue, p));
  };
  /** What the core reads of an operation's contract, once per operation: the api-versions it serves, its 401 challenge. */
  type Facts = { versions?: string[]; challenge?: string };
  const facts = new Map<string, Facts>();
  function factsOf(r: Routed): Facts {
    const key = `${r.api} ${r.match.pointer}`;
    let found = facts.get(key);
    if (!found) {
      const op = r.contract.deref(r.match.pointer)?.value ?? {};
      found = { versions: servedVersions(r.contract, r.match.pointer), challenge: bearerChallenge(r.contract.doc, op) };
      facts.set(key, found);
    }
    return found;
  }

  /** No credentials of the operation's security requirements: 401 with the challenge its bearer scheme documents. */
  function unauthorized(r: Routed, findings: Finding[]): Problem {
    const { challenge } = factsOf(r);
    // one sentence, no details: what the operation asks for
    const message = `${findings.map((f) => f.message).join("; ")}.`;
    return { code: CoreCode.Unauthorized, status: 401, message, findings: [], ...(challenge ? { headers: { "www-authenticate": challenge } } : {}) };
  }

  /** The problem of the first finding: content type → 415 (where declared, else 400), else 400 by location. */
  function findingProblem(r: Routed, findings: Finding[], body: unknown): Problem {
    const f = findings[0]!;
    const message = describeFindings(findings);
    if (f.rule === "content-type") return mediaTypeProblem(r.contract.requestBodyRule(r.match), findings);
    const code = f.pointer.startsWith("/request/query")
      ? CoreCode.InvalidQueryParameter
      : f.pointer.startsWith("/request/header")
        ? CoreCode.InvalidHeader
        : f.pointer.startsWith("/request/path")
          ? CoreCode.InvalidPathParameter
          : CoreCode.InvalidRequestBody;
    return { code, status: 400, message, findings, body };
  }

  /** Findings less those the module knowingly accepts (its documented relaxations). */
  function tolerated(module: ApiModule | undefined, findings: Finding[], prefix: string, body: unknown, ctx: EmulatorContext): Finding[] {
    if (findings.length === 0 || !module?.tolerates) return findings;
    return findings.filter((f) => !f.pointer.startsWith(prefix) || !module.tolerates!(f, valueAt(body, f.pointer.slice(prefix.length)), ctx));
  }

  /** The answer of a matched operation, checked against its contract when asked. */
  function checked(r: Routed, answer: EmuResponse, ctx: EmulatorContext): EmuResponse {
    if (!validateResponses || answer.abort || answer.status === 500 || answer.status === 501) return answer;
    const headers: Record<string, string> = { ...answer.headers };
    if (answer.body !== undefined) headers["content-type"] ??= typeof answer.body === "string" ? "text/plain" : "application/json";
    const findings = tolerated(moduleOf.get(r.api), r.contract.validateResponse({ status: answer.status, headers, body: answer.body }, r.match), "/response/body", answer.body, ctx);
    if (findings.length === 0) return answer;
    const line = `${r.api} ${r.match.operationId ?? r.match.template} answered ${answer.status} against its contract: ${findings.map((f) => `${f.pointer}: ${f.message}`).join("; ")}`;
    violations.push(line);
    loud(`CONTRACT VIOLATION: ${line}`);
    return answerFor(catalogueOf(r.api), new ApiError(500, CoreCode.EmulatorContractViolation, line));
  }

  /** The body as the handler sees it: parsed JSON (by Content-Type, or the operation's only media type), text, or a problem; a promise only when the body is still arriving. */
  function readBody(r: Routed, request: DispatchRequest): Read | Promise<Read> {
    if (request.json !== undefined) return { body: request.json };
    const raw = request.body;
    if (typeof raw !== "function") return Buffer.isBuffer(raw) && raw.length > MAX_BODY_BYTES ? tooLarge(r) : parseBody(r, request, raw);
    return raw(MAX_BODY_BYTES).then((read): Read => {
      if (read === "aborted") return { answer: { status: 0, abort: true } };
      if (read === "too large") return tooLarge(r);
      return parseBody(r, request, read);
    });
  }

  /** 413 in the API's terms; the connection closes after it (the rest of the body is read and dropped first). */
  function tooLarge(r: Routed): Read {
    const answer = problem(r.api, PAYLOAD_TOO_LARGE);
    return { answer: { ...answer, headers: { ...answer.headers, connection: "close" } } };
  }

  /** The body read as the mock front door reads it too (one refusal, one answer: src/http/refusals.ts). */
  function parseBody(r: Routed, request: DispatchRequest, raw: Buffer | string | undefined): Read {
    const read = readOperationBody(r.contract.requestBodyRule(r.match), request.headers["content-type"], raw);
    return "problem" in read ? { answer: problem(r.api, read.problem) } : read;
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
    const q = target.indexOf("?");
    const path = q < 0 ? target : target.slice(0, q);
    const queryString = q < 0 ? "" : target.slice(q + 1);

    // refused by the front door before anything runs: in the shape of the API it routes to (the nearest for a 404)
    if (request.refusal) {
      const { routed, notAllowed } = router.route(method, path, request.api);
      return refusalAnswer(catalogueOf(routed?.api ?? notAllowed?.api ?? request.api ?? router.nearestApi(path)), request.refusal);
    }
    if (request.api === undefined && (path === CONTROL || path.startsWith(`${CONTROL}/`))) return controlRoute(request, path.slice(CONTROL.length), queryString, ctx, modules, options.state);

    const { routed, notAllowed } = router.route(method, path, request.api);
    if (!routed) {
      if (notAllowed) {
        return problem(notAllowed.api, {
          code: CoreCode.MethodNotAllowed,
          status: 405,
          message: `${method} is not allowed on ${notAllowed.template}; allowed: ${notAllowed.methods.join(", ")}`,
          findings: [],
          headers: { allow: notAllowed.methods.join(", ") },
        });
      }
      const api = request.api ?? router.nearestApi(path);
      return problem(api, { code: CoreCode.NotFound, status: 404, message: `No operation of ${request.api ?? "the emulated APIs"} matches ${method} ${path}`, findings: [] });
    }
    const { api, match, contract } = routed;
    const head = { method, url: target, headers };

    // credentials first: nothing else of a request without them is looked at, its body is not even read
    const unauthenticated = contract.validateCredentials(head, match);
    if (unauthenticated.length > 0) return checked(routed, problem(api, unauthorized(routed, unauthenticated)), ctx);
    const { versions } = factsOf(routed);
    const version = versions && apiVersionProblem(versions, splitUrl(target).query);
    if (version) return checked(routed, problem(api, version), ctx);
    const parameters = contract.validateParameters(head, match);
    if (parameters.length > 0) return checked(routed, problem(api, findingProblem(routed, parameters, undefined)), ctx);

    const pending = readBody(routed, request);
    const read = pending instanceof Promise ? await pending : pending;
    if ("answer" in read) return read.answer;
    const module = moduleOf.get(api);
    const findings = tolerated(module, contract.validateBody({ ...head, body: read.body }, match), "/request/body", read.body, ctx);
    if (findings.length > 0) return checked(routed, problem(api, findingProblem(routed, findings, read.body)), ctx);
    // no handler sees what the contract marks server-set or secret
    if (read.body !== undefined) options.removers.get(routed.contract)?.get(match.pointer)?.(read.body);

    const handler = match.operationId ? module?.handlers[match.operationId] : undefined;
    if (!module || !handler) {
      return problem(api, { code: CoreCode.NotImplemented, status: 501, message: `${operationName(match, method)} of ${api} is not implemented by the emulator`, findings: [] });
    }
    const req: EmuRequest = {
      method,
      path,
      baseUrl: request.baseUrl,
      pathParams: match.pathParams,
      query: parseQuery(queryString).options as Record<string, string>,
      headers,
      body: read.body,
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

/** The value a JSON pointer (`/value/0/notificationUrl`) names in `root`; undefined when there is none. */
export function valueAt(root: unknown, pointer: string): unknown {
  let v = root;
  for (const raw of pointer.split("/").slice(1)) {
    if (typeof v !== "object" || v === null) return undefined;
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    v = Object.hasOwn(v, key) ? (v as Record<string, unknown>)[key] : undefined;
  }
  return v;
}
