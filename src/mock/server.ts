/**
 * The mock front door: one node:http server that serves every API of the registry with Prism, in this
 * process (prism.ts: one Prism server per API, made by Prism's own libraries, never listening). It
 * refuses first what the emulator refuses, the same way: a Host it does not answer, a page of another
 * origin, an overlong URL or header block (src/http/local.ts, src/http/refusals.ts), then the emulator's
 * own checks (src/emulator/check.ts: route with 404 and 405 with Allow, credentials, api-version, parameters
 * and headers, then the body: over 1 MiB 413, unreadable, or against its schema), each refusal in the API's
 * error shape with the status and code its contract documents. A request that passes them all goes to
 * its API's Prism (under its base path or bare, in the contract's case), which answers it with the
 * contract's example (Prism validates too, as a backstop: what reaches it has passed ours).
 * Connections are cut as the emulator's are (headers 60 s, request 300 s, idle keep-alive 5 s).
 * Prism keeps no state; see /work/shared/DESIGN.md.
 */
import { watch, type FSWatcher } from "node:fs";
import http from "node:http";
import type net from "node:net";
import { basename, dirname } from "node:path";
import { Readable } from "node:stream";
import { essence } from "../contract/media.js";
import { type Checked, createRequestCheck, type RequestCheck } from "../emulator/check.js";
import { servedContracts } from "../emulator/contracts.js";
import { errorCatalogues } from "../emulator/index.js";
import type { DispatchRequest } from "../emulator/types.js";
import { bodyReader, type ConnectionTimeouts, refuseBody, sendAnswer, timeoutOptions, timeoutsOf } from "../http/front-door.js";
import { type LocalOptions, LocalPolicy } from "../http/local.js";
import { answerClientError, PARSER_MAX_HEADER_BYTES, plainErrorBody, refuseConnect } from "../http/refusals.js";
import type { ApiEntry } from "../registry.js";
import { configureGenerator, loadPrism, type InProcessPrism } from "./prism.js";
import { buildRouteTable, MockError, prismPath, routesJson, type RouteTable } from "./routes.js";
import { urlHost } from "../http/origin.js";

export { buildRouteTable, formatRouteTable, MockError, prismPath, routesJson } from "./routes.js";
export type { ApiRow, BasePathRoute, Route, RouteTable } from "./routes.js";

/** The body limit of both front doors (src/http/front-door.ts says where it comes from); Prism's own is 10 MiB. */
export { MAX_BODY_BYTES } from "../http/front-door.js";
export const ROUTES_PATH = "/_mock/routes";

/** The headers of the front door's own JSON answers (Prism's are Prism's; CORS headers are the policy's, src/http/local.ts). */
const JSON_HEADERS = { "content-type": "application/json" };

/**
 * A media type as Prism reads it: type "/" subtype, then `; name=value` parameters (value a token or a
 * quoted string). Prism answers 500 to anything else (an empty parameter too, which RFC 9110 allows), so
 * what the checks pass is given to Prism as its essence (`application/json`), or refused when even that is none.
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

/** The request as Prism is given it: the same head (`headers`: where the front door changed one), the path without the base path, the body read. */
function forPrism(req: http.IncomingMessage, url: string, headers: http.IncomingHttpHeaders, body: Buffer | string | undefined): http.IncomingMessage {
  const copy = new Readable({
    read() {
      if (body !== undefined && body.length > 0) this.push(body);
      this.push(null);
    },
  });
  const rawHeaders =
    headers === req.headers ? req.rawHeaders : Object.entries(headers).flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((v) => [name, v]) : value === undefined ? [] : [name, value]));
  return Object.assign(copy, {
    method: req.method,
    url,
    headers,
    rawHeaders,
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
  const prisms = new Map<string, InProcessPrism>();
  // the emulator's checks over each API's contract (its shared cache: `npm start` parses each bundle once),
  // each refusal in the API's terms (its error catalogue): a request gets the refusal the emulator gives it
  const catalogueOf = errorCatalogues();
  const checksOf = (): RequestCheck => createRequestCheck(servedContracts({ entries }), (api) => catalogueOf(api ?? ""));
  let checks = checksOf();
  /** Compiled path templates (prismPath), per API and template: as many as the contracts have. */
  let patterns = new Map<string, RegExp>();
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
  const url = `http://${urlHost(address)}:${address.port}`;
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
      const nextChecks = checksOf();
      for (const p of loaded) prisms.set(p.api, p);
      [checks, patterns] = [nextChecks, new Map()];
      Object.assign(routes, next);
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
    const contracts = servedContracts({ entries });
    const bundles = mocked.map((api) => {
      const entry = entries.find((e) => e.key === api.key) as ApiEntry;
      return { api: api.key, bundle: entry.bundle, doc: contracts.get(api.key)?.doc as unknown };
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
    // answered, then the connection closes (after the rest of a body, if one comes), as the emulator does
    if (verdict.refusal && !verdict.refusal.inApiShape) return void refuseBody(req, res, verdict.refusal.status, JSON_HEADERS, plainErrorBody(verdict.refusal.code, verdict.refusal.message));
    if (!verdict.refusal && (target === ROUTES_PATH || target.startsWith(`${ROUTES_PATH}?`)) && (method === "GET" || method === "HEAD")) {
      const body = JSON.stringify(routesJson(routes, url), null, 2);
      res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
      return void res.end(method === "HEAD" ? undefined : body);
    }
    // node joins repeated headers with ", " except set-cookie, which a request does not carry
    const headers = req.headers as Record<string, string>;
    if (Array.isArray(req.headers["set-cookie"])) headers["set-cookie"] = req.headers["set-cookie"].join(", ");
    // the emulator's checks (src/emulator/check.ts), its body read only when they get to it; a Host refusal in the API's shape
    const request: DispatchRequest = { method, target, headers, baseUrl: url, ...(verdict.refusal ? { refusal: verdict.refusal } : { body: bodyReader(req, () => undefined) }) };
    const pending = checks.check(request);
    const answer = (result: Checked): void => ("refusal" in result ? sendAnswer(req, res, result.refusal) : toPrism(req, res, result));
    if (!(pending instanceof Promise)) return void answer(pending);
    pending.then(answer).catch((err: unknown) => {
      log(`mock: ${method} ${target}: front door bug: ${(err as Error).stack ?? String(err)}`);
      sendError(res, 500, "InternalError_MockFrontDoor", `The mock front door failed: ${(err as Error).message}`);
    });
  }

  /**
   * A request that passed every check, handed to its API's Prism: the path as its contract writes it
   * (without the base path), the query as sent, the body as read. What Prism cannot take although the
   * checks pass (a malformed percent-encoding in the path, a Content-Type Prism cannot parse) is dealt
   * with here: Prism would answer 500.
   */
  function toPrism(req: http.IncomingMessage, res: http.ServerResponse, { routed, raw, path }: Extract<Checked, { path: string }>): void {
    const prism = prisms.get(routed.api);
    if (!prism) throw new Error(`${routed.api} is routed but has no Prism`);
    const forward = prismPath(routed.contract, routed.match, patterns);
    try {
      decodeURIComponent(forward);
    } catch {
      return void sendError(res, 400, "BadRequest_MalformedPath", `Request path ${path} has malformed percent-encoding`);
    }
    let headers = req.headers;
    const type = headers["content-type"];
    if (type !== undefined && !isMediaType(type)) {
      const plain = essence(type);
      if (raw !== undefined && raw.length > 0 && !(plain && isMediaType(plain))) {
        return void sendError(
          res,
          400,
          "BadRequest_MalformedContentType",
          `Content-Type ${JSON.stringify(type.slice(0, 200))} is not a media type (type/subtype, then optional "; name=value" parameters)`,
        );
      }
      const { "content-type": _, ...rest } = headers;
      headers = raw !== undefined && raw.length > 0 ? { ...rest, "content-type": plain } : rest;
    }
    // the query as sent
    const target = req.url ?? "";
    const tail = target.search(/[?#]/);
    prism.handle(forPrism(req, forward + (tail < 0 ? "" : target.slice(tail)), headers, raw), res);
  }

  return { url, routes, timeouts: timeoutsOf(server), close };
}
