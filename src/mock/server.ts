/**
 * The mock front door: one node:http server that serves every API of the registry with Prism, in this
 * process (prism.ts: one Prism server per API, made by Prism's own libraries, never listening). It
 * routes each request by its path (routes.ts), bare or under the base
 * path of the API's servers, and refuses first what Prism would answer badly or not at all: a Host it
 * does not answer (403), a page of another origin (no CORS headers; 403 on /_mock/), an overlong URL
 * (414), an oversized header block (431), a malformed path (400) or Content-Type (400),
 * a path no API serves (404), a body over 1 MiB (413 in the API's shape, after which it reads the rest
 * of the body, up to a bound, before closing, so that every client sees the 413), and a body the operation cannot read
 * (a media type it does not declare, bytes that are not UTF-8, JSON that is not JSON). The URL, header
 * and body refusals are the emulator's own (src/http/refusals.ts), answered in the API's error shape:
 * the same malformed request gets the same answer from both.
 * Connections are cut as the emulator's are (headers 60 s, request 300 s, idle keep-alive 5 s).
 * Prism keeps no state; see /work/shared/DESIGN.md.
 */
import { readFileSync, watch, type FSWatcher } from "node:fs";
import http from "node:http";
import type net from "node:net";
import { basename, dirname } from "node:path";
import { Readable } from "node:stream";
import { entryContract, type Contract } from "../contract/validator.js";
import { answerFor, errorOf } from "../emulator/errors.js";
import { errorCatalogues } from "../emulator/index.js";
import type { EmuResponse } from "../emulator/types.js";
import { type ConnectionTimeouts, MAX_BODY_BYTES, refuseBody, timeoutOptions, timeoutsOf } from "../http/front-door.js";
import { type LocalOptions, LocalPolicy } from "../http/local.js";
import { answerClientError, PARSER_MAX_HEADER_BYTES, PAYLOAD_TOO_LARGE, plainErrorBody, readOperationBody, refusalAnswer, refuseConnect } from "../http/refusals.js";
import type { ApiEntry } from "../registry.js";
import { configureGenerator, loadPrism, type InProcessPrism } from "./prism.js";
import { buildRouteTable, MockError, resolve, routesJson, servedPrefixes, type Resolved, type RouteTable } from "./routes.js";

export { buildRouteTable, formatRouteTable, MockError, resolve, route, routesJson, servedPrefixes } from "./routes.js";
export type { ApiRow, BasePathRoute, Resolved, Route, RouteTable } from "./routes.js";

/** The body limit of both front doors (src/http/front-door.ts says where it comes from); Prism's own is 10 MiB. */
export { MAX_BODY_BYTES } from "../http/front-door.js";
export const ROUTES_PATH = "/_mock/routes";

/** The headers of the front door's own JSON answers (Prism's are Prism's; CORS headers are the policy's, src/http/local.ts). */
const JSON_HEADERS = { "content-type": "application/json" };

/**
 * A media type as RFC 9110 writes it: type "/" subtype, then `; name=value` parameters (value a token
 * or a quoted string). Prism answers 500 to anything else, so the front door refuses it first.
 */
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED = '"(?:[\\t !#-\\[\\]-~\\x80-\\xff]|\\\\[\\t -~\\x80-\\xff])*"';
const MEDIA_TYPE = new RegExp(`^[ \\t]*${TOKEN}/${TOKEN}(?:[ \\t]*;[ \\t]*${TOKEN}[ \\t]*=[ \\t]*(?:${TOKEN}|${QUOTED}))*[ \\t]*$`);
const isMediaType = (value: string): boolean => MEDIA_TYPE.test(value);

function sendError(res: http.ServerResponse, status: number, code: string, message: string): void {
  sendJson(res, status, plainErrorBody(code, message));
}

function sendJson(res: http.ServerResponse, status: number, body: string, headers: http.OutgoingHttpHeaders = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { ...headers, ...JSON_HEADERS, "content-length": Buffer.byteLength(body) });
  res.end(body);
}

/** The request as Prism is given it: the same head, the path without the base path, the body read. */
function forPrism(req: http.IncomingMessage, url: string, body: Buffer): http.IncomingMessage {
  const copy = new Readable({
    read() {
      if (body.length > 0) this.push(body);
      this.push(null);
    },
  });
  return Object.assign(copy, {
    method: req.method,
    url,
    headers: req.headers,
    rawHeaders: req.rawHeaders,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    socket: req.socket,
    connection: req.socket,
  }) as unknown as http.IncomingMessage;
}

export interface StartOptions extends LocalOptions {
  entries: ApiEntry[];
  /** Front door port; 0 picks a free one. Default 4010. */
  port?: number;
  /** Front door host. Default 127.0.0.1. */
  host?: string;
  /** Where front-door bugs (a 500) and reloads are reported. Default stderr. */
  log?: (line: string) => void;
  /**
   * Reload an API when its bundle changes (after `npm run build`), as `prism mock` does; the routing
   * table follows. Default true.
   */
  watch?: boolean;
  /** Connection timeouts (default: headers 60 s, request 300 s, idle keep-alive 5 s, as the emulator's). */
  timeouts?: Partial<ConnectionTimeouts>;
}

export interface MockServer {
  url: string;
  routes: RouteTable;
  /** The connection timeouts the front door enforces. */
  timeouts: ConnectionTimeouts;
  close(): Promise<void>;
}

export async function startMocks(options: StartOptions): Promise<MockServer> {
  const { entries, port = 4010, host = "127.0.0.1" } = options;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const routes = buildRouteTable(entries);
  const mocked = routes.apis.filter((a) => a.mocked);
  if (mocked.length === 0) {
    throw new MockError(`nothing to mock: ${routes.apis.map((a) => a.key).join(", ") || "no API"} has no paths (component-only)`, 2);
  }
  let prefixes = servedPrefixes(routes).join(", ");
  const prisms = new Map<string, InProcessPrism>();
  // each API's contract and error catalogue: the body refusals the emulator gives are given here in the same terms
  const contracts = new Map<string, Contract>();
  const catalogueOf = errorCatalogues();
  // the Hosts and Origins it answers, as the emulator does (a value that is none throws here, before anything starts)
  const local = new LocalPolicy(options, "http");

  // Requests that arrive while Prism loads the documents wait for it.
  let started = (): void => undefined;
  let failed = (): void => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    started = resolve;
    failed = reject;
  });
  ready.catch(() => undefined);
  // A large parser limit so that long URLs reach `handle` and get a 414 rather than the parser's 431.
  // No Host is the policy's to answer (node's own answer is an empty 400).
  const server = http.createServer({ ...timeoutOptions(options.timeouts), maxHeaderSize: PARSER_MAX_HEADER_BYTES, requireHostHeader: false }, (req, res) => {
    ready.then(
      () => {
        try {
          handle(req, res);
        } catch (err) {
          log(`mock: ${req.method} ${req.url}: front door bug: ${(err as Error).stack ?? String(err)}`);
          sendError(res, 500, "InternalError_MockFrontDoor", `The mock front door failed: ${(err as Error).message}`);
        }
      },
      () => res.destroy(),
    );
  });
  // what node's parser refuses, a request not complete in time, CONNECT: answered as the emulator answers them
  server.on("clientError", answerClientError);
  server.on("connect", (_req: http.IncomingMessage, socket: net.Socket) => refuseConnect(socket, "mock front door"));
  await new Promise<void>((resolve, reject) => {
    server.once("error", (err: NodeJS.ErrnoException) => reject(new MockError(`front door cannot listen on ${host}:${port}: ${err.code === "EADDRINUSE" ? "port in use (try --port)" : err.message}`)));
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as net.AddressInfo;
  const url = `http://${address.family === "IPv6" ? `[${address.address}]` : address.address}:${address.port}`;
  local.listening(host, address);

  const watchers: FSWatcher[] = [];
  const close = async () => {
    for (const w of watchers) w.close();
    clearTimeout(reloadTimer);
    server.close();
    server.closeAllConnections();
  };

  // Reloads after a bundle changed: one at a time, 500 ms after the last change (the CLI waits as long).
  let reloadTimer: NodeJS.Timeout | undefined;
  let reloading = Promise.resolve();
  const changed = new Set<string>();
  const reload = async (keys: string[]) => {
    try {
      const next = buildRouteTable(entries);
      const loaded = await Promise.all(
        next.apis.filter((a) => a.mocked && (keys.includes(a.key) || !prisms.has(a.key))).map((a) => loadPrism(a.key, (entries.find((e) => e.key === a.key) as ApiEntry).bundle)),
      );
      for (const p of loaded) prisms.set(p.api, p);
      for (const key of keys) contracts.delete(key);
      Object.assign(routes, next);
      prefixes = servedPrefixes(routes).join(", ");
      log(`mock: reloaded ${keys.join(", ")}`);
    } catch (err) {
      log(`mock: ${keys.join(", ")} changed but cannot be loaded, still serving the previous version: ${(err as Error).message}`);
    }
  };
  if (options.watch !== false) {
    for (const entry of entries) {
      const w = watch(dirname(entry.bundle), (_event, file) => {
        if (file !== null && file !== basename(entry.bundle)) return;
        changed.add(entry.key);
        clearTimeout(reloadTimer);
        reloadTimer = setTimeout(() => {
          const keys = [...changed];
          changed.clear();
          reloading = reloading.then(() => reload(keys));
        }, 500);
      });
      w.on("error", () => w.close());
      w.unref();
      watchers.push(w);
    }
  }

  try {
    const bundles = mocked.map((api) => {
      const entry = entries.find((e) => e.key === api.key) as ApiEntry;
      return { api: api.key, bundle: entry.bundle, doc: JSON.parse(readFileSync(entry.bundle, "utf8")) as unknown };
    });
    await configureGenerator(bundles);
    for (const p of await Promise.all(bundles.map((b) => loadPrism(b.api, b.bundle)))) prisms.set(p.api, p);
  } catch (err) {
    failed();
    await close();
    throw err;
  }
  started();

  function handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const method = req.method ?? "GET";
    const target = req.url ?? "/";
    // what the emulator refuses the same way first (src/http/local.ts): 414, 431, a missing or malformed Host
    // (400), a Host it does not answer (403, in the shape of the API the path routes to), a CORS preflight
    // (204, or 403 for an origin not allowed), a cross-site page or a write without JSON on the front doors' own routes
    const verdict = local.check(req);
    for (const [name, value] of Object.entries(verdict.headers)) res.setHeader(name, value as string);
    if (verdict.preflight) return void res.writeHead(204).end();
    if (verdict.refusal?.inApiShape) {
      const answer = refusalAnswer(catalogueOf(apiOfPath(target) ?? ""), verdict.refusal);
      return void sendJson(res, answer.status, JSON.stringify(answer.body), answer.headers);
    }
    // answered, then the connection closes (after the rest of a body, if one comes), as the emulator does
    if (verdict.refusal) return void refuseBody(req, res, verdict.refusal.status, JSON_HEADERS, plainErrorBody(verdict.refusal.code, verdict.refusal.message));
    const path = target.split("?")[0] ?? "/";
    if (path === ROUTES_PATH && (method === "GET" || method === "HEAD")) {
      const body = JSON.stringify(routesJson(routes, url), null, 2);
      res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
      return void res.end(method === "HEAD" ? undefined : body);
    }
    let match: Resolved | undefined;
    try {
      match = resolve(routes, path);
    } catch {
      sendError(res, 400, "BadRequest_MalformedPath", `Request path ${path} has malformed percent-encoding`);
      return;
    }
    if (!match) {
      sendError(res, 404, "NotFound_NoRoute", `No API in the registry serves ${method} ${path}; served prefixes: ${prefixes}`);
      return;
    }
    const type = req.headers["content-type"];
    if (type !== undefined && !isMediaType(type)) {
      sendError(res, 400, "BadRequest_MalformedContentType", `Content-Type ${JSON.stringify(type.slice(0, 200))} is not a media type (type/subtype, then optional "; name=value" parameters)`);
      return;
    }
    const api = match.api;
    if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) return void refuseTooLarge(req, res, api);
    const prism = prisms.get(api) as InProcessPrism;
    // the path as its contract writes it (Prism matches as written), then the query as sent
    const tail = target.search(/[?#]/);
    const forward = match.path + (tail < 0 ? "" : target.slice(tail));
    readBody(req, res, api, (body) => {
      const refused = body.length > 0 ? bodyRefusal(api, method, forward, req.headers, body) : undefined;
      if (refused) return sendJson(res, refused.status, JSON.stringify(refused.body), refused.headers);
      prism.handle(forPrism(req, forward, body), res);
    });
  }

  /** The API whose path the target is, if any (a malformed path: none). */
  function apiOfPath(target: string): string | undefined {
    try {
      return resolve(routes, target.split("?")[0] ?? "/")?.api;
    } catch {
      return undefined;
    }
  }

  /**
   * The emulator's answer to a body its operation cannot read (a media type it does not declare, bytes that
   * are not UTF-8, malformed JSON), in the API's error shape; none when the body is readable, or when the
   * request has no operation or lacks credentials or parameters: Prism answers those first, as the emulator does.
   */
  function bodyRefusal(api: string, method: string, url: string, headers: http.IncomingHttpHeaders, body: Buffer): EmuResponse | undefined {
    let contract = contracts.get(api);
    if (!contract) {
      contract = entryContract(entries.find((e) => e.key === api) as ApiEntry);
      contracts.set(api, contract);
    }
    const op = contract.matchOperation(method, url);
    if (!op) return undefined;
    const head = { method, url, headers };
    if (contract.validateCredentials(head, op).length > 0 || contract.validateParameters(head, op).length > 0) return undefined;
    const read = readOperationBody(contract.requestBodyRule(op), headers["content-type"], body);
    if (!("problem" in read)) return undefined;
    const catalogue = catalogueOf(api);
    return answerFor(catalogue, errorOf(catalogue, read.problem));
  }

  /**
   * 413 in the API's terms, as the emulator answers it; then the rest of the body is read and dropped (a
   * lingering close, up to a bound) before the connection closes.
   */
  function refuseTooLarge(req: http.IncomingMessage, res: http.ServerResponse, api: string): void {
    const { status, headers, body } = answerFor(catalogueOf(api), errorOf(catalogueOf(api), PAYLOAD_TOO_LARGE));
    refuseBody(req, res, status, { ...headers, ...JSON_HEADERS }, JSON.stringify(body));
  }

  /** Read the whole body (at most MAX_BODY_BYTES; a longer one gets its 413), then hand it on. */
  function readBody(req: http.IncomingMessage, res: http.ServerResponse, api: string, then: (body: Buffer) => void): void {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      req.off("data", onData);
      req.off("end", onEnd);
      chunks.length = 0;
      refuseTooLarge(req, res, api);
    };
    const onEnd = () => then(Buffer.concat(chunks, size));
    req.on("data", onData);
    req.once("end", onEnd);
    // a client that goes away mid-body gets no answer
    req.once("error", () => res.destroy());
  }

  return { url, routes, timeouts: timeoutsOf(server), close };
}
