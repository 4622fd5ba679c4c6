/**
 * What the emulator's and the mock's node:http front doors share: the body-size limit, the connection
 * timeouts, reading a body when the checks ask for it, writing an answer, the lingering refusal of a body
 * (answer, read and drop the rest, then close), and the strict UTF-8 reading of a body.
 */
import type http from "node:http";

/** An answer as a front door writes it (sendAnswer): from an emulator handler, a refusal or the mock. */
export interface EmuResponse {
  status: number;
  headers?: Record<string, string>;
  /** JSON-serialisable body (a plain value, serialised with JSON.stringify), or a string sent as text/plain; undefined for no body. */
  body?: unknown;
  /** The client went away before its request was complete: nothing to answer, close the connection. */
  abort?: boolean;
}

/**
 * A request's raw body: bytes, or a reader to call once the request is routed (bodyReader; a body that
 * came whole with its head is handed over as bytes). "too large": over `limit` (default MAX_BODY_BYTES);
 * "aborted": the client went away.
 */
export type RawBody = Buffer | string | ((limit?: number) => Promise<Buffer | "too large" | "aborted">);

/**
 * The largest request body either front door reads (an API operation's; the emulator's control routes take
 * larger snapshots, MAX_CONTROL_BODY_BYTES): past it, 413. One limit, from the strictest service the APIs
 * are modelled on: the resource manager refuses a resource definition over 1 MB (and a template or
 * parameter file over 4 MB; "Resolve errors for job size exceeded", "ARM template best practices"), and
 * a management PUT is one resource definition. The business application service takes larger files (350
 * MB), but a body this emulator accepts is then one every modelled service accepts. docs/emulator.md.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

/** How long a connection may take (ms); node:http enforces them. */
export interface ConnectionTimeouts {
  /** The request line and headers must arrive within this long (counted from the connection or the last answer), else 408 and close. */
  headersMs: number;
  /** The whole request, body included, within this long, else 408 and close. */
  requestMs: number;
  /** A kept-alive connection with no request for this long is closed. */
  keepAliveMs: number;
}

/** node:http's own defaults, written down: both front doors use them unless told otherwise (tests shorten them). */
export const DEFAULT_TIMEOUTS: Readonly<ConnectionTimeouts> = Object.freeze({ headersMs: 60_000, requestMs: 300_000, keepAliveMs: 5_000 });

/**
 * The options of http.createServer for these timeouts. node:http checks them every 30 s by default (a
 * slow client cut between 60 and 90 s); here every second, or sooner for the short timeouts of tests.
 */
export function timeoutOptions(timeouts: Partial<ConnectionTimeouts> = {}): http.ServerOptions {
  const { headersMs, requestMs, keepAliveMs } = { ...DEFAULT_TIMEOUTS, ...timeouts };
  return {
    headersTimeout: headersMs,
    requestTimeout: requestMs,
    keepAliveTimeout: keepAliveMs,
    connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(headersMs / 4))),
  };
}

/** The timeouts a server enforces, read back from it. */
export const timeoutsOf = (server: http.Server): ConnectionTimeouts => ({ headersMs: server.headersTimeout, requestMs: server.requestTimeout, keepAliveMs: server.keepAliveTimeout });

/** After refusing a body, read and drop at most this many more bytes of it, for at most this long, then close. */
export interface LingerBounds {
  bytes: number;
  ms: number;
}
export const LINGER: Readonly<LingerBounds> = Object.freeze({ bytes: 64 * 1024 * 1024, ms: 10_000 });

/**
 * Refuse a request's body with a lingering close: the whole answer (`body`, Connection: close) goes out
 * at once, the rest of the body is read and dropped until it ends, or past `bounds`, then the connection
 * closes. Closing with unread bytes makes the kernel send a reset, which can reach a client that sends
 * its whole body before reading (Node's fetch, browsers) before the answer does: it would see the reset,
 * not the refusal.
 */
export function refuseBody(req: http.IncomingMessage, res: http.ServerResponse, status: number, headers: http.OutgoingHttpHeaders, body: string, bounds: LingerBounds = LINGER): void {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { ...headers, "content-length": Buffer.byteLength(body), connection: "close" });
  if (req.complete) return void res.end(body);
  // the answer is all written now; ending the response would close the connection
  res.write(body);
  let dropped = 0;
  const finish = () => {
    clearTimeout(timer);
    req.off("data", onData);
    if (!res.writableEnded) res.end();
  };
  const onData = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > bounds.bytes) finish();
  };
  const timer = setTimeout(finish, bounds.ms);
  timer.unref();
  req.on("data", onData);
  req.once("end", finish);
  req.once("close", finish);
  req.resume();
}

/**
 * The body of a request, read when the pipeline asks (once): the bytes, "too large" past `limit` (then
 * the reading stops, and the answer's lingering close drops the rest), or "aborted" when the client went
 * away or the request timed out. `reading` is called as the body is wanted (a client that waits for
 * 100 Continue gets it only then).
 */
export function bodyReader(req: http.IncomingMessage, reading: () => void): RawBody | undefined {
  const declared = req.headers["content-length"];
  if (declared === undefined && req.headers["transfer-encoding"] === undefined) return undefined;
  return (limit = MAX_BODY_BYTES) =>
    new Promise((resolve) => {
      if (Number(declared) > limit) return resolve("too large");
      // the client went away while the request waited for its turn (its close event is past)
      if (req.destroyed) return resolve("aborted");
      reading();
      const chunks: Buffer[] = [];
      let size = 0;
      const settle = (result: Buffer | "too large" | "aborted") => {
        req.off("data", onData);
        req.off("end", onEnd);
        req.off("close", onClose);
        resolve(result);
      };
      const onData = (chunk: Buffer) => {
        size += chunk.length;
        if (size <= limit) return void chunks.push(chunk);
        req.pause();
        settle("too large");
      };
      const onEnd = () => settle(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
      const onClose = () => settle("aborted");
      req.on("data", onData);
      req.once("end", onEnd);
      req.once("close", onClose);
    });
}

/**
 * Write an answer: a JSON body serialised, Content-Length set. An answer that closes the connection while
 * the body still arrives lingers (`bodyComing`: false when the client waits for a 100 Continue it never got).
 */
export function sendAnswer(req: http.IncomingMessage, res: http.ServerResponse, answer: EmuResponse, bodyComing = true): void {
  if (answer.abort) return void res.destroy();
  const { status, body } = answer;
  const headers: http.OutgoingHttpHeaders = { ...answer.headers };
  let payload: string | undefined;
  if (typeof body === "string") {
    payload = body;
    headers["content-type"] ??= "text/plain; charset=utf-8";
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers["content-type"] ??= "application/json; charset=utf-8";
  }
  // a refused body (413) still arriving: read and drop the rest before closing, so the client sees the answer
  if (headers.connection === "close" && !req.complete && bodyComing) return void refuseBody(req, res, status, headers, payload ?? "");
  if (status !== 204 && status !== 304) headers["content-length"] = payload === undefined ? 0 : Buffer.byteLength(payload);
  res.writeHead(status, headers);
  res.end(payload);
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** A body's bytes as text, or undefined when they are not valid UTF-8 (no byte is replaced by U+FFFD). */
export function utf8Text(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}
