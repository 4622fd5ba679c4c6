/**
 * The HTTP adapter: HTTP/1.1 in (http1.ts), `dispatch` in the middle, bytes out. A body is kept up to
 * the limit the pipeline asks for (MAX_BODY_BYTES; more for a snapshot to restore); an answer is
 * serialised with JSON.stringify; what the server refuses itself (a malformed request,
 * CONNECT, a timeout) gets the common error shape.
 */
import { MAX_BODY_BYTES } from "./body.js";
import { MAX_CONTROL_BODY_BYTES } from "./control.js";
import { CoreCode, EmulatorError } from "./errors.js";
import { type Http1Answer, serveHttp1 } from "./http1.js";
import type { DispatchRequest, EmuResponse } from "./types.js";

export interface HttpAdapter {
  url: string;
  close(): Promise<void>;
}

/** Past the limit, the rest of a body is read and dropped up to this many bytes (a lingering close) ... */
export const LINGER_BYTES = 64 * 1024 * 1024;
/** ... and for at most this long. */
const LINGER_MS = 10_000;

/** The wire form of an answer: a JSON body serialised (content-type added), "connection: close" honoured. */
function wireAnswer(answer: EmuResponse): Http1Answer {
  if (answer.abort) return { status: 0, abort: true };
  const { headers, body } = answer;
  if (body === undefined) return { status: answer.status, headers, close: headers?.connection === "close" };
  const text = typeof body === "string";
  return {
    status: answer.status,
    headers,
    contentType: headers?.["content-type"] !== undefined ? undefined : text ? "text/plain; charset=utf-8" : "application/json; charset=utf-8",
    payload: text ? body : JSON.stringify(body),
    close: headers?.connection === "close",
  };
}

const refusal = (_status: number, code: string, message: string) => JSON.stringify({ error: { code, message } });

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
  const server = await serveHttp1({
    host,
    port,
    // the largest body a route reads (a snapshot to restore); the pipeline asks for its own limit per request
    maxBodyBytes: Math.max(MAX_BODY_BYTES, MAX_CONTROL_BODY_BYTES),
    lingerBytes: LINGER_BYTES,
    lingerMs: LINGER_MS,
    refusal,
    fault: (err) => loud(`emulator bug: an answer could not be written: ${(err as Error).message}`),
    handle: (req) =>
      dispatch({ method: req.method, target: req.target, headers: req.headers, baseUrl: baseUrlOf(req.headers.host), body: req.body }).then(wireAnswer, (err: unknown) => {
        loud(`${req.method} ${req.target}: emulator bug: ${(err as Error).stack ?? String(err)}`);
        return wireAnswer({ status: 500, body: { error: { code: CoreCode.InternalServerError, message: `The emulator failed: ${(err as Error).message}` } } });
      }),
  }).catch((err: NodeJS.ErrnoException) => {
    throw new EmulatorError(`cannot listen on ${host}:${port}: ${err.code === "EADDRINUSE" ? "port in use (try --port)" : err.message}`);
  });
  const { address, family, port: bound } = server.address;
  return { url: `http://${family === "IPv6" ? `[${address}]` : address}:${bound}`, close: () => server.close() };
}
