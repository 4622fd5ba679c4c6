/**
 * The HTTP adapter: node:http in, `dispatch` in the middle, bytes out. It reads a body (up to
 * MAX_BODY_BYTES) only when the pipeline asks, serialises answers (a frozen body once, its bytes kept), and answers what
 * node's parser refuses, and CONNECT, in the common error shape.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { MAX_BODY_BYTES } from "./body.js";
import { copyOf } from "./copy.js";
import { CoreCode, EmulatorError } from "./errors.js";
import { wireBody } from "./freeze.js";
import type { DispatchRequest, EmuResponse } from "./types.js";

export interface HttpAdapter {
  url: string;
  close(): Promise<void>;
}

/** Past the limit, the rest of a body is read and dropped up to this many bytes before the 413 is sent. */
export const LINGER_BYTES = 64 * 1024 * 1024;
/** ... and for at most this long. */
const LINGER_MS = 10_000;

/**
 * Read and drop the rest of a body that is too large, up to LINGER_BYTES and LINGER_MS, then say "too
 * large": closing a connection with unread bytes makes the kernel send a reset, and clients that send
 * their whole body before reading the answer (Node's fetch, browsers) would see that, not the 413.
 */
function drainThenRefuse(req: http.IncomingMessage, resolve: (result: "too large") => void): void {
  let dropped = 0;
  const done = () => {
    clearTimeout(timer);
    req.removeAllListeners("data");
    resolve("too large");
  };
  const timer = setTimeout(done, LINGER_MS);
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) {
      req.pause();
      done();
    }
  });
  req.on("end", done);
  req.resume();
}

/** The body of a request, read on demand: the bytes, "too large" past the limit, or "aborted". */
function bodyReader(req: http.IncomingMessage): DispatchRequest["body"] {
  const declared = req.headers["content-length"];
  if (declared === undefined && req.headers["transfer-encoding"] === undefined) return undefined;
  return (limit = MAX_BODY_BYTES) =>
    new Promise((resolve) => {
      // the client went away before its body was complete: nobody to answer
      req.on("error", () => resolve("aborted"));
      if (Number(declared) > limit) {
        if (Number(declared) > LINGER_BYTES) resolve("too large");
        else drainThenRefuse(req, resolve);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      req.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) {
          req.removeAllListeners("end");
          drainThenRefuse(req, resolve);
        } else chunks.push(chunk);
      });
      req.on("end", () => resolve(Buffer.concat(chunks)));
    });
}

function send(res: http.ServerResponse, answer: EmuResponse): void {
  if (answer.abort) return void res.destroy();
  const headers: http.OutgoingHttpHeaders = answer.headers ? copyOf(answer.headers) : {};
  let payload: Buffer | string | undefined;
  const body = answer.body;
  if (typeof body === "string") {
    payload = body;
    headers["content-type"] ??= "text/plain; charset=utf-8";
  } else if (body !== undefined) {
    payload = wireBody(body);
    headers["content-type"] ??= "application/json; charset=utf-8";
  }
  if (payload !== undefined) headers["content-length"] = typeof payload === "string" ? Buffer.byteLength(payload) : payload.length;
  else if (answer.status !== 204 && answer.status !== 304) headers["content-length"] = 0;
  res.writeHead(answer.status, headers);
  res.end(payload);
}

/** A whole raw HTTP answer in the common error shape, for a socket no request object stands for. */
function rawError(status: number, code: string, message: string): string {
  const payload = JSON.stringify({ error: { code, message } });
  return `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`;
}

export async function listen(dispatch: (request: DispatchRequest) => Promise<EmuResponse>, options: { host: string; port: number; loud(line: string): void }): Promise<HttpAdapter> {
  const { host, port, loud } = options;
  // the base URL of the last Host header seen (clients send the same one on every request)
  let lastHost: string | undefined;
  let lastBaseUrl = "";
  const baseUrlOf = (sent: string | undefined): string => {
    if (sent === undefined) return `http://${host}:${port}`;
    if (sent !== lastHost) [lastHost, lastBaseUrl] = [sent, `http://${sent}`];
    return lastBaseUrl;
  };
  const server = http.createServer((req, res) => {
    const target = req.url ?? "/";
    // node joins repeated headers with ", " except set-cookie, which a request does not carry
    const headers = req.headers as Record<string, string>;
    if (Array.isArray(req.headers["set-cookie"])) headers["set-cookie"] = req.headers["set-cookie"].join(", ");
    dispatch({ method: req.method ?? "GET", target, headers, baseUrl: baseUrlOf(req.headers.host), body: bodyReader(req) })
      .then((answer) => send(res, answer))
      .catch((err: unknown) => {
        loud(`${req.method} ${target}: emulator bug: ${(err as Error).stack ?? String(err)}`);
        if (!res.headersSent) send(res, { status: 500, body: { error: { code: CoreCode.InternalServerError, message: `The emulator failed: ${(err as Error).message}` } } });
        else res.destroy();
      });
  });
  // CONNECT (a proxy request) is no operation of any API; node drops the connection unless someone answers
  server.on("connect", (_req: http.IncomingMessage, socket: Duplex) => {
    socket.end(rawError(405, CoreCode.MethodNotAllowed, "CONNECT is not allowed: the emulator is not a proxy"));
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
    socket.end(rawError(status, code, text));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", (err: NodeJS.ErrnoException) => reject(new EmulatorError(`cannot listen on ${host}:${port}: ${err.code === "EADDRINUSE" ? "port in use (try --port)" : err.message}`)));
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${address.family === "IPv6" ? `[${address.address}]` : address.address}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
