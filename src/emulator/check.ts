/**
 * The request checks, once, for both servers: route (404, 405 with Allow) → credentials → api-version →
 * parameters and headers → body (read, decode, parse, validate). The first refusal is answered in the
 * API's status, code and shape (its catalogue). The emulator's pipeline (dispatch.ts) runs them before a
 * handler, the mock front door (src/mock/server.ts) before Prism: a request gets the same refusal from both.
 */
import { bearerChallenge } from "../contract/security.js";
import { type Contract, type Finding, splitUrl } from "../contract/validator.js";
import { mediaTypeProblem, PAYLOAD_TOO_LARGE, readOperationBody, refusalAnswer } from "../http/refusals.js";
import { apiVersionProblem, servedVersions } from "./api-version.js";
import { type EmuResponse, MAX_BODY_BYTES } from "../http/front-door.js";
import { answerFor, CoreCode, describeFindings, type ErrorCatalogue, errorOf, type Problem } from "../http/errors.js";
import { type Routed, Router } from "./router.js";
import type { DispatchRequest } from "./types.js";

/**
 * A finding the server knowingly accepts in a request body (the emulator's documented relaxations, a
 * module's `tolerates`); `value` is what the finding's pointer names. The mock has none: it holds to the contract.
 */
export type Tolerance = (api: string, finding: Finding, value: unknown) => boolean;

/** What the checks made of a request: the refusal to answer, or the operation and its body. */
export type Checked =
  | {
      refusal: EmuResponse;
      /** The operation whose contract documents this refusal (the emulator checks the answer against it in tests); none for a 404, 405, 413 or unreadable body. */
      routed?: Routed;
    }
  | {
      routed: Routed;
      /** The body as a handler sees it: parsed JSON, text, or undefined when none. */
      body: unknown;
      /** The bytes as they came (none when the body came parsed, as a `$batch` item's does). */
      raw?: Buffer | string;
      /** The path, and the query string (without `?`), as sent. */
      path: string;
      queryString: string;
    };

export interface RequestCheck {
  /** The checks of one request; a promise only when its body is still arriving. */
  check(request: DispatchRequest, tolerates?: Tolerance): Checked | Promise<Checked>;
  /** A core problem, answered in the terms of `api` (undefined: the common shape). */
  problem(api: string | undefined, p: Problem): EmuResponse;
  router: Router;
}

/** A body read: the value and its bytes, or the answer that refuses it. */
type Read = { body?: unknown; raw?: Buffer | string } | { answer: EmuResponse };

export function createRequestCheck(contracts: ReadonlyMap<string, Contract>, catalogueOf: (api: string | undefined) => ErrorCatalogue): RequestCheck {
  const router = new Router(contracts);

  const problem = (api: string | undefined, p: Problem): EmuResponse => {
    const catalogue = catalogueOf(api);
    return answerFor(catalogue, errorOf(catalogue, p));
  };

  /** What the checks read of an operation's contract, once per operation: the api-versions it serves, its 401 challenge. */
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
    // one sentence, no details: what the operation asks for, and what was sent instead (src/contract/security.ts)
    const message = `${findings.map((f) => f.message).join("; ")}.`;
    return { code: CoreCode.Unauthorized, status: 401, message, findings: [], ...(challenge ? { headers: { "www-authenticate": challenge } } : {}) };
  }

  /** The problem of the first finding: content type → 415 (where declared, else 400), else 400 by location. */
  function findingProblem(r: Routed, findings: Finding[], body: unknown): Problem {
    const f = findings[0]!;
    if (f.rule === "content-type") return mediaTypeProblem(r.contract.requestBodyRule(r.match), findings);
    const code = f.pointer.startsWith("/request/query")
      ? CoreCode.InvalidQueryParameter
      : f.pointer.startsWith("/request/header")
        ? CoreCode.InvalidHeader
        : f.pointer.startsWith("/request/path")
          ? CoreCode.InvalidPathParameter
          : CoreCode.InvalidRequestBody;
    return { code, status: 400, message: describeFindings(findings), findings, body };
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

  /** The body read (a media type the operation does not declare, bytes that are not UTF-8, JSON that is not JSON: refused; src/http/refusals.ts). */
  function parseBody(r: Routed, request: DispatchRequest, raw: Buffer | string | undefined): Read {
    const read = readOperationBody(r.contract.requestBodyRule(r.match), request.headers["content-type"], raw);
    return "problem" in read ? { answer: problem(r.api, read.problem) } : { ...read, ...(raw === undefined ? {} : { raw }) };
  }

  function check(request: DispatchRequest, tolerates?: Tolerance): Checked | Promise<Checked> {
    const { method, target, headers } = request;
    const q = target.indexOf("?");
    const path = q < 0 ? target : target.slice(0, q);
    const queryString = q < 0 ? "" : target.slice(q + 1);

    // refused by the front door before anything runs: in the shape of the API it routes to (the nearest for a 404)
    const { routed, notAllowed } = router.route(method, path, request.api);
    if (request.refusal) return { refusal: refusalAnswer(catalogueOf(routed?.api ?? notAllowed?.api ?? request.api ?? router.nearestApi(path)), request.refusal) };
    if (!routed) {
      if (notAllowed) {
        const allowed = notAllowed.methods.join(", ");
        const message = `${method} is not allowed on ${notAllowed.template}; allowed: ${allowed}`;
        return { refusal: problem(notAllowed.api, { code: CoreCode.MethodNotAllowed, status: 405, message, findings: [], headers: { allow: allowed } }) };
      }
      const api = request.api ?? router.nearestApi(path);
      return { refusal: problem(api, { code: CoreCode.NotFound, status: 404, message: `No operation of ${request.api ?? "the served APIs"} matches ${method} ${path}`, findings: [] }) };
    }
    const { api, match, contract } = routed;
    const head = { method, url: target, headers };

    // credentials first: nothing else of a request without them is looked at, its body is not even read
    const unauthenticated = contract.validateCredentials(head, match);
    if (unauthenticated.length > 0) return { refusal: problem(api, unauthorized(routed, unauthenticated)), routed };
    const { versions } = factsOf(routed);
    const version = versions && apiVersionProblem(versions, splitUrl(target).query);
    if (version) return { refusal: problem(api, version), routed };
    const parameters = contract.validateParameters(head, match);
    if (parameters.length > 0) return { refusal: problem(api, findingProblem(routed, parameters, undefined)), routed };

    const validate = (read: Read): Checked => {
      if ("answer" in read) return { refusal: read.answer };
      const accept = tolerates && ((f: Finding, value: unknown) => tolerates(api, f, value));
      const findings = tolerated(contract.validateBody({ ...head, body: read.body }, match), "/request/body", read.body, accept);
      if (findings.length > 0) return { refusal: problem(api, findingProblem(routed, findings, read.body)), routed };
      return { routed, body: read.body, ...(read.raw === undefined ? {} : { raw: read.raw }), path, queryString };
    };
    const pending = readBody(routed, request);
    return pending instanceof Promise ? pending.then(validate) : validate(pending);
  }

  return { check, problem, router };
}

/** Findings less those `accept` takes (under `prefix`: `/request/body`, `/response/body`), each with the value its pointer names in `body`. */
export function tolerated(findings: Finding[], prefix: string, body: unknown, accept: ((finding: Finding, value: unknown) => boolean) | undefined): Finding[] {
  if (findings.length === 0 || !accept) return findings;
  return findings.filter((f) => !f.pointer.startsWith(prefix) || !accept(f, valueAt(body, f.pointer.slice(prefix.length))));
}

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
