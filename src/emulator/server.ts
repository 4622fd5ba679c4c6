/**
 * The emulator core: one node:http server for every API of the registry that has paths.
 *
 * For each request: `/_emulator/*` control routes (health, virtual clock, module control routes);
 * otherwise the operation is found by path over all contracts (Contract.locate; the most literal
 * template wins, registry order breaks ties), the request is validated with the contract's ajv request
 * view, and a valid request is dispatched by operationId to the ApiModule that serves the API. Every
 * error is shaped by that module's `error()` in the API's own documented body. With
 * `validateResponses` (tests), every answer is validated against the contract too, and a violation is
 * logged loudly, recorded in `violations` and answered 500.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { existsSync, statSync } from "node:fs";
import { compareRank, Contract, type Finding, type OperationMatch, templateRank } from "../contract/validator.js";
import { loadRegistry, type ApiEntry } from "../../scripts/lib/registry.js";
import { VirtualClock } from "./clock.js";
import { openStore } from "./store.js";
import { resolveSettings } from "./settings.js";
import type { ApiModule, EmuRequest, EmuResponse, EmulatorContext, Settings } from "./types.js";

export const MAX_BODY_BYTES = 1024 * 1024;
/** JSON bodies nested deeper are refused (400): validation, handlers and JSON.stringify recurse. */
export const MAX_JSON_DEPTH = 64;
const CONTROL = "/_emulator";
const CLOCK_ID = "clock";
const CORE_COLLECTION = "_emulator";

/**
 * Codes the core passes to `ApiModule.error()`; a module maps them to its API's own codes (or keeps them).
 */
export const CoreCode = {
  InvalidRequestBody: "InvalidRequestBody",
  InvalidQueryParameter: "InvalidQueryParameter",
  InvalidHeader: "InvalidHeader",
  InvalidPathParameter: "InvalidPathParameter",
  MalformedJson: "MalformedJson",
  Unauthorized: "Unauthorized",
  UnsupportedMediaType: "UnsupportedMediaType",
  PayloadTooLarge: "PayloadTooLarge",
  NotFound: "NotFound",
  MethodNotAllowed: "MethodNotAllowed",
  NotImplemented: "NotImplemented",
  InternalServerError: "InternalServerError",
} as const;

export interface EmulatorOptions {
  /** Port; 0 (default) picks a free one. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Persist state in this directory (journal); memory only when absent. */
  dataDir?: string;
  settings?: Partial<Settings>;
  modules?: ApiModule[];
  /** No log lines (contract violations are still printed). */
  quiet?: boolean;
  /** Validate every answer against the contract (on in tests). */
  validateResponses?: boolean;
  /** Registry entries to serve (default: the whole registry). */
  entries?: ApiEntry[];
}

export interface Emulator {
  url: string;
  ctx: EmulatorContext;
  clock: VirtualClock;
  /** APIs served, with the module that handles them (undefined: no module, every operation answers 501). */
  apis: Array<{ key: string; operations: number; handled: number }>;
  /** Contract violations of the emulator's own answers (validateResponses). */
  violations: string[];
  close(): Promise<void>;
}

export class EmulatorError extends Error {}

interface Routed {
  api: string;
  contract: Contract;
  match: OperationMatch;
}

interface RouteResult {
  routed?: Routed;
  /** The path exists in this API, but not with this method. */
  notAllowed?: { api: string; template: string; methods: string[] };
}

const essence = (v: string | undefined) => v?.split(";")[0]?.trim().toLowerCase() ?? "";
const isJson = (m: string) => m === "application/json" || m.endsWith("+json");


/** True when arrays and objects in `value` nest more than `max` levels (iterative: no recursion). */
function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== "object" || v === null) continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) if (typeof child === "object" && child !== null) stack.push([child, depth + 1]);
  }
  return false;
}

function genericError(status: number, code: string, message: string): EmuResponse {
  return { status, body: { error: { code, message } } };
}

/** One line that names the field: the first finding's message and pointer. */
export function describeFindings(findings: Finding[]): string {
  const f = findings[0]!;
  const more = findings.length > 1 ? `; ${findings.length - 1} more problem${findings.length > 2 ? "s" : ""}` : "";
  return `${f.message} (${f.pointer})${more}`;
}

/**
 * The API whose templates share the most leading literal segments (at least two) with a path: a 404
 * for a path no operation matches is answered in that API's error shape.
 */
export function nearestApi(contracts: ReadonlyMap<string, Contract>, path: string): string | undefined {
  const segs = path.split("/");
  let best: { api: string; score: number } | undefined;
  for (const [api, contract] of contracts) {
    for (const template of Object.keys(contract.doc.paths as object)) {
      const t = template.split("/");
      let score = 0;
      while (score < t.length && score < segs.length && t[score] === segs[score]) score++;
      if (score > 1 && (!best || score > best.score)) best = { api, score };
    }
  }
  return best?.api;
}

/** Contracts by bundle, reused while the file is unchanged (ajv compiles each schema once per process). */
const bundleCache = new Map<string, { mtimeMs: number; contract: Contract }>();
function loadBundle(entry: ApiEntry): Contract {
  if (!existsSync(entry.bundle)) throw new EmulatorError(`${entry.key}: ${entry.bundle} is missing; run npm run build first`);
  const { mtimeMs } = statSync(entry.bundle);
  const cached = bundleCache.get(`${entry.key} ${entry.bundle}`);
  if (cached?.mtimeMs === mtimeMs) return cached.contract;
  const contract = Contract.fromFile(entry.bundle, entry.key);
  bundleCache.set(`${entry.key} ${entry.bundle}`, { mtimeMs, contract });
  return contract;
}

export async function createEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const { host = "127.0.0.1", port = 0, quiet = false, validateResponses = false } = options;
  const settings = resolveSettings(options.settings);
  const log = quiet ? () => undefined : (line: string) => process.stderr.write(`emulator: ${line}\n`);
  const loud = (line: string) => process.stderr.write(`emulator: ${line}\n`);

  // contracts of every API with paths
  const contracts = new Map<string, Contract>();
  for (const entry of options.entries ?? loadRegistry()) {
    const contract = loadBundle(entry);
    if (Object.keys((contract.doc.paths as object | undefined) ?? {}).length > 0) contracts.set(entry.key, contract);
  }
  const modules = options.modules ?? [];
  const moduleOf = new Map<string, ApiModule>();
  for (const m of modules) for (const api of m.apis) if (contracts.has(api) && !moduleOf.has(api)) moduleOf.set(api, m);

  const store = await openStore(options.dataDir);
  const saved = store.get<{ offset: number }>(CORE_COLLECTION, CLOCK_ID);
  const clock = new VirtualClock(saved?.offset ?? 0, (err) => loud(`timer failed: ${(err as Error).stack ?? String(err)}`));
  const ctx: EmulatorContext = { clock, store, settings, contracts, log };
  const violations: string[] = [];

  const started: ApiModule[] = [];
  try {
    for (const m of modules) {
      await m.start?.(ctx);
      started.push(m);
    }
  } catch (err) {
    await Promise.all(started.map((m) => m.stop?.()));
    await clock.stop();
    await store.close();
    throw err;
  }

  // --- routing ---------------------------------------------------------------------------------

  const routeCache = new Map<string, RouteResult>();
  function route(method: string, path: string): RouteResult {
    const key = `${method} ${path}`;
    const cached = routeCache.get(key);
    if (cached) return cached;
    let best: Routed | undefined;
    let notAllowed: RouteResult["notAllowed"];
    for (const [api, contract] of contracts) {
      const found = contract.locate(method, path);
      if (found.match) {
        if (found.match.via === "fallback") continue;
        if (!best || compareRank(templateRank(found.match.template), templateRank(best.match.template)) > 0) best = { api, contract, match: found.match };
      } else if (found.template && found.methods?.length && !notAllowed) {
        const probe = contract.locate(found.methods[0]!, path).match;
        if (probe && probe.via !== "fallback") notAllowed = { api, template: found.template, methods: found.methods };
      }
    }
    const result: RouteResult = best ? { routed: best } : { notAllowed };
    if (routeCache.size >= 5000) routeCache.clear();
    routeCache.set(key, result);
    return result;
  }

  const errorFor = (api: string | undefined, status: number, code: string, message: string, findings?: Finding[]): EmuResponse => {
    const m = api ? moduleOf.get(api) : undefined;
    return m && api ? m.error(api, status, code, message, findings) : genericError(status, code, message);
  };

  const declares = (r: Routed, status: number) => {
    const responses = r.contract.deref(`${r.match.pointer}/responses`)?.value ?? {};
    return String(status) in responses;
  };

  // --- the request pipeline ---------------------------------------------------------------------

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const method = req.method ?? "GET";
    const target = req.url ?? "/";
    const q = target.indexOf("?");
    const path = q < 0 ? target : target.slice(0, q);
    const queryString = q < 0 ? "" : target.slice(q + 1);
    const baseUrl = `http://${req.headers.host ?? `${host}:${port}`}`;
    // node joins repeated headers with ", " except set-cookie, which a request does not carry
    const headers = req.headers as Record<string, string>;
    if (Array.isArray(req.headers["set-cookie"])) headers["set-cookie"] = req.headers["set-cookie"].join(", ");

    if (path === CONTROL || path.startsWith(`${CONTROL}/`)) return control(req, res, method, path.slice(CONTROL.length), queryString, headers, baseUrl);

    const { routed, notAllowed } = route(method, path);
    if (!routed) {
      if (notAllowed) {
        const r = errorFor(notAllowed.api, 405, CoreCode.MethodNotAllowed, `${method} is not allowed on ${notAllowed.template}; allowed: ${notAllowed.methods.join(", ")}`);
        return send(res, { ...r, headers: { ...r.headers, allow: notAllowed.methods.join(", ") } });
      }
      return send(res, errorFor(nearestApi(contracts, path), 404, CoreCode.NotFound, `No operation of the emulated APIs matches ${method} ${path}`));
    }
    const { api, contract, match } = routed;

    // body: size limit, content type, JSON
    const hasBody = req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined;
    const body = hasBody ? await readBody(req) : undefined;
    if (body === "aborted") return void res.destroy();
    if (body === "too large") {
      return send(res, { ...errorFor(api, 413, CoreCode.PayloadTooLarge, `Request body exceeds ${MAX_BODY_BYTES} bytes`), headers: { connection: "close" } });
    }
    let parsed: unknown;
    const media = essence(headers["content-type"]);
    if (body !== undefined && body.length > 0) {
      const text = body.toString("utf8");
      // without a media type the validator reads a body as the operation's only declared one: so does the core
      const declaredMedia = media === "" ? Object.keys((contract.deref(`${match.pointer}/requestBody`)?.value.content as object | undefined) ?? {}) : [];
      if (isJson(media) || (declaredMedia.length === 1 && isJson(essence(declaredMedia[0])))) {
        try {
          parsed = JSON.parse(text);
        } catch (err) {
          const finding: Finding = { pointer: "/request/body", rule: "json", message: `request body is not valid JSON: ${(err as Error).message}` };
          return respond(res, routed, errorFor(api, 400, CoreCode.MalformedJson, describeFindings([finding]), [finding]));
        }
        if (nestedDeeperThan(parsed, MAX_JSON_DEPTH)) {
          const finding: Finding = { pointer: "/request/body", rule: "depth", message: `request body nests deeper than ${MAX_JSON_DEPTH} levels` };
          return respond(res, routed, errorFor(api, 400, CoreCode.InvalidRequestBody, describeFindings([finding]), [finding]));
        }
      } else parsed = text;
    }

    const findings = validate(contract, match, method, target, req, parsed);
    if (findings.length > 0) {
      const f = findings[0]!;
      let status = 400;
      let code: string = CoreCode.InvalidRequestBody;
      if (f.rule === "security") [status, code] = [declares(routed, 401) ? 401 : 400, CoreCode.Unauthorized];
      else if (f.rule === "content-type") [status, code] = [declares(routed, 415) ? 415 : 400, CoreCode.UnsupportedMediaType];
      else if (f.pointer.startsWith("/request/query")) code = CoreCode.InvalidQueryParameter;
      else if (f.pointer.startsWith("/request/header")) code = CoreCode.InvalidHeader;
      else if (f.pointer.startsWith("/request/path")) code = CoreCode.InvalidPathParameter;
      return respond(res, routed, errorFor(api, status, code, describeFindings(findings), findings));
    }

    const module = moduleOf.get(api);
    const handler = match.operationId ? module?.handlers[match.operationId] : undefined;
    if (!handler) {
      return respond(res, routed, errorFor(api, 501, CoreCode.NotImplemented, `${match.operationId ?? `${method} ${match.template}`} of ${api} is not implemented by the emulator`));
    }
    const emuReq: EmuRequest = {
      method,
      path,
      baseUrl,
      pathParams: match.pathParams,
      query: queryString === "" ? {} : Object.fromEntries(new URLSearchParams(queryString)),
      headers,
      body: parsed,
      api,
      operationId: match.operationId!,
    };
    let answer: EmuResponse;
    try {
      answer = await handler(emuReq, ctx);
    } catch (err) {
      loud(`${method} ${target}: handler ${match.operationId} failed: ${(err as Error).stack ?? String(err)}`);
      answer = errorFor(api, 500, CoreCode.InternalServerError, `The emulator failed: ${(err as Error).message}`);
    }
    respond(res, routed, answer);
  }

  /**
   * Contract.validateRequest, remembered for requests without a body: its findings depend only on the
   * method, the URL and the headers, so a repeated identical request (polling) reuses them.
   */
  const validated = new Map<string, Finding[]>();
  function validate(contract: Contract, match: OperationMatch, method: string, target: string, req: http.IncomingMessage, body: unknown): Finding[] {
    if (body !== undefined) return contract.validateRequest({ method, url: target, headers: req.headers, body }, { match });
    const key = `${method} ${target}\n${req.rawHeaders.join("\n")}`;
    let findings = validated.get(key);
    if (!findings) {
      findings = contract.validateRequest({ method, url: target, headers: req.headers }, { match });
      if (validated.size >= 2000) validated.clear();
      validated.set(key, findings);
    }
    return findings;
  }

  /** Send an answer to a matched operation, validating it first when asked. */
  function respond(res: http.ServerResponse, r: Routed, answer: EmuResponse): void {
    if (validateResponses && answer.status !== 500 && answer.status !== 501) {
      const headers: Record<string, string> = { ...answer.headers };
      if (answer.body !== undefined) headers["content-type"] = typeof answer.body === "string" ? "text/plain" : "application/json";
      const findings = r.contract.validateResponse({ status: answer.status, headers, body: answer.body }, r.match);
      if (findings.length > 0) {
        const line = `${r.api} ${r.match.operationId ?? r.match.template} answered ${answer.status} against its contract: ${findings.map((f) => `${f.pointer}: ${f.message}`).join("; ")}`;
        violations.push(line);
        loud(`CONTRACT VIOLATION: ${line}`);
        return send(res, errorFor(r.api, 500, "EmulatorContractViolation", line));
      }
    }
    send(res, answer);
  }

  /** Serialisations of frozen bodies (a module freezes a body it hands out again, e.g. a kept list). */
  const serialized = new WeakMap<object, string>();
  function send(res: http.ServerResponse, answer: EmuResponse): void {
    const headers: http.OutgoingHttpHeaders = answer.headers ? { ...answer.headers } : {};
    let payload: string | undefined;
    const body = answer.body;
    if (typeof body === "string") {
      payload = body;
      headers["content-type"] ??= "text/plain; charset=utf-8";
    } else if (body !== undefined) {
      if (typeof body === "object" && body !== null && Object.isFrozen(body)) {
        payload = serialized.get(body);
        if (payload === undefined) serialized.set(body, (payload = JSON.stringify(body)));
      } else payload = JSON.stringify(body);
      headers["content-type"] ??= "application/json; charset=utf-8";
    }
    if (payload !== undefined) headers["content-length"] = Buffer.byteLength(payload);
    else if (answer.status !== 204 && answer.status !== 304) headers["content-length"] = 0;
    res.writeHead(answer.status, headers);
    res.end(payload);
  }

  function readBody(req: http.IncomingMessage): Promise<Buffer | undefined | "too large" | "aborted"> {
    const declared = req.headers["content-length"];
    if (declared === undefined && req.headers["transfer-encoding"] === undefined) return Promise.resolve(undefined);
    if (Number(declared) > MAX_BODY_BYTES) return Promise.resolve("too large");
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          req.removeAllListeners("data");
          req.pause();
          resolve("too large");
        } else chunks.push(chunk);
      });
      req.on("end", () => resolve(Buffer.concat(chunks)));
      // the client went away before its body was complete: nobody to answer
      req.on("error", () => resolve("aborted"));
    });
  }

  // --- control routes ----------------------------------------------------------------------------

  async function control(req: http.IncomingMessage, res: http.ServerResponse, method: string, sub: string, queryString: string, headers: Record<string, string>, baseUrl: string): Promise<void> {
    if (sub === "/health" && (method === "GET" || method === "HEAD")) {
      return send(res, { status: 200, body: { status: "ok", now: clock.nowIso(), apis: [...contracts.keys()] } });
    }
    if (sub === "/clock" && method === "GET") return send(res, { status: 200, body: { now: clock.nowIso() } });
    const raw = await readBody(req);
    if (raw === "aborted") return void res.destroy();
    if (raw === "too large") return send(res, genericError(413, CoreCode.PayloadTooLarge, `Request body exceeds ${MAX_BODY_BYTES} bytes`));
    let body: unknown;
    if (raw && raw.length > 0) {
      try {
        body = JSON.parse(raw.toString("utf8"));
      } catch (err) {
        return send(res, genericError(400, CoreCode.MalformedJson, `request body is not valid JSON: ${(err as Error).message} (/request/body)`));
      }
      if (nestedDeeperThan(body, MAX_JSON_DEPTH)) return send(res, genericError(400, CoreCode.InvalidRequestBody, `request body nests deeper than ${MAX_JSON_DEPTH} levels (/request/body)`));
    }
    if (sub === "/clock/advance" && method === "POST") {
      const ms = (body as { ms?: unknown } | undefined)?.ms;
      if (typeof ms !== "number" || !Number.isInteger(ms) || ms < 0 || ms > 10 * 365 * 86_400_000) {
        return send(res, genericError(400, CoreCode.InvalidRequestBody, `ms must be an integer from 0 to ${10 * 365 * 86_400_000} (milliseconds), got ${JSON.stringify(ms) ?? "nothing"} (/request/body/ms)`));
      }
      await clock.advance(ms);
      await store.put(CORE_COLLECTION, CLOCK_ID, { offset: clock.offsetMs });
      return send(res, { status: 200, body: { now: clock.nowIso() } });
    }
    const emuReq: EmuRequest = {
      method,
      path: sub,
      baseUrl,
      pathParams: {},
      query: Object.fromEntries(new URLSearchParams(queryString)),
      headers,
      body,
      api: "",
      operationId: "_emulator",
    };
    for (const m of modules) {
      if (!m.control) continue;
      const answer = await m.control(emuReq, ctx);
      if (answer) return send(res, answer);
    }
    send(res, genericError(404, CoreCode.NotFound, `No emulator control route ${method} ${CONTROL}${sub}; known: GET ${CONTROL}/health, GET ${CONTROL}/clock, POST ${CONTROL}/clock/advance`));
  }

  // --- the server --------------------------------------------------------------------------------

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      loud(`${req.method} ${req.url}: emulator bug: ${(err as Error).stack ?? String(err)}`);
      if (!res.headersSent) send(res, genericError(500, CoreCode.InternalServerError, `The emulator failed: ${(err as Error).message}`));
      else res.destroy();
    });
  });
  // CONNECT (a proxy request) is no operation of any API; node drops the connection unless someone answers
  server.on("connect", (_req: http.IncomingMessage, socket: Duplex) => {
    const payload = JSON.stringify({ error: { code: CoreCode.MethodNotAllowed, message: "CONNECT is not allowed: the emulator is not a proxy" } });
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`);
  });
  // a request node's parser refuses (bad header bytes, lying framing, headers over the limit) reaches no
  // API: answer it in the common error shape rather than node's empty 400
  server.on("clientError", (err: NodeJS.ErrnoException, socket) => {
    if (err.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
    const [status, code, text] =
      err.code === "HPE_HEADER_OVERFLOW"
        ? [431, "RequestHeaderFieldsTooLarge", `Request line and headers exceed ${http.maxHeaderSize} bytes`]
        : err.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? [408, "RequestTimeout", "The request was not complete in time"]
          : [400, "BadRequest_Malformed", `Malformed HTTP request (${err.code ?? err.message})`];
    const payload = JSON.stringify({ error: { code, message: text } });
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", (err: NodeJS.ErrnoException) =>
      reject(new EmulatorError(`cannot listen on ${host}:${port}: ${err.code === "EADDRINUSE" ? "port in use (try --port)" : err.message}`)),
    );
    server.listen(port, host, () => resolve());
  }).catch(async (err: unknown) => {
    await Promise.all(modules.map((m) => m.stop?.()));
    await clock.stop();
    await store.close();
    throw err;
  });
  const address = server.address() as AddressInfo;
  const url = `http://${address.family === "IPv6" ? `[${address.address}]` : address.address}:${address.port}`;

  const apis = [...contracts].map(([key, c]) => {
    const ops = c.listOperations().filter((o) => o.kind === "path");
    const handlers = moduleOf.get(key)?.handlers ?? {};
    return { key, operations: ops.length, handled: ops.filter((o) => o.operationId && handlers[o.operationId]).length };
  });

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      for (const m of modules) await m.stop?.();
      await clock.stop();
      await store.close();
    })());

  return { url, ctx, clock, apis, violations, close };
}
