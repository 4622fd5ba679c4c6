/**
 * The HTTP adapter: node:http (or node:https, the same server over TLS) in (its parser, timeouts and
 * back-pressure), `dispatch` in the middle, JSON out. A body is read only when the pipeline asks, up to the
 * limit it asks for; what the server refuses itself (what node's parser refuses, CONNECT, a request not
 * complete in time, a missing or malformed Host, a cross-site page on the control routes) gets the common
 * error shape, a Host it does not answer the shape of the API the request routes to (src/http/local.ts).
 */
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { bodyReader, type ConnectionTimeouts, type EmuResponse, sendAnswer, timeoutOptions, timeoutsOf } from "../http/front-door.js";
import { type LocalOptions, LocalPolicy } from "../http/local.js";
import { clientOrigin, urlHost } from "../http/origin.js";
import { answerClientError, PARSER_MAX_HEADER_BYTES, type Refusal, refuseConnect } from "../http/refusals.js";
import type { TlsCredentials } from "../tls.js";
import { CoreCode } from "../http/errors.js";
import { EmulatorError } from "./errors.js";
import type { DispatchRequest } from "./types.js";

export interface HttpAdapter {
  url: string;
  /** The connection timeouts the server enforces. */
  timeouts: ConnectionTimeouts;
  /** The node:http server itself (tests watch its connections); with TLS, the node:https one. */
  server: http.Server;
  close(): Promise<void>;
}

/**
 * An answer in the common error shape to a request that reaches no API; the connection closes after it
 * (after the rest of a body, if one comes: `bodyComing` false when the client waits for a go-ahead first).
 */
function refuse(req: http.IncomingMessage, res: http.ServerResponse, { status, code, message }: Refusal, bodyComing = true): void {
  sendAnswer(req, res, { status, headers: { connection: "close" }, body: { error: { code, message } } }, bodyComing);
}

export async function listen(
  dispatch: (request: DispatchRequest) => Promise<EmuResponse>,
  options: LocalOptions & {
    host: string;
    port: number;
    loud(line: string): void;
    timeouts?: Partial<ConnectionTimeouts>;
    /** Serve https with this certificate and key (PEM). */
    tls?: TlsCredentials;
  },
): Promise<HttpAdapter> {
  const { host, port, loud, tls } = options;
  const connection: { scheme: "http" | "https"; listening: string } = { scheme: tls ? "https" : "http", listening: "" };
  // the Hosts and Origins it answers (a value that is none throws here, before anything listens)
  const local = new LocalPolicy(options, connection.scheme);
  // the base URL of the last request's origin headers (a client sends the same ones on every request)
  let lastKey: string | undefined;
  let lastBaseUrl: string | undefined;
  const baseUrlOf = (headers: http.IncomingHttpHeaders): string | undefined => {
    const key = `${headers.host ?? ""}\n${headers.forwarded ?? ""}\n${headers["x-forwarded-proto"] ?? ""}\n${headers["x-forwarded-host"] ?? ""}`;
    if (key !== lastKey) [lastKey, lastBaseUrl] = [key, clientOrigin(headers, connection)];
    return lastBaseUrl;
  };
  const onRequest = (req: http.IncomingMessage, res: http.ServerResponse, expectsContinue = false) => {
    // what the mock front door refuses the same way first: a request-target over 8 KiB (414), header fields
    // over 16 KiB (431), a missing or malformed Host (400), a Host it does not answer (403), a CORS
    // preflight (204, or 403 for an origin not allowed), a cross-site page or a write without JSON on the control routes
    const verdict = local.check(req);
    for (const [name, value] of Object.entries(verdict.headers)) res.setHeader(name, value as string);
    if (verdict.preflight) return void res.writeHead(204).end();
    if (verdict.refusal && !verdict.refusal.inApiShape) return refuse(req, res, verdict.refusal, !expectsContinue);
    const baseUrl = baseUrlOf(req.headers);
    // the policy checked the Host: only a bug leaves none
    if (baseUrl === undefined) return refuse(req, res, { status: 400, code: "BadRequest_Malformed", message: "Malformed HTTP request (the Host header is not a host[:port])" });
    const target = req.url ?? "/";
    // node joins repeated headers with ", " except set-cookie, which a request does not carry
    const headers = req.headers as Record<string, string>;
    if (Array.isArray(req.headers["set-cookie"])) headers["set-cookie"] = req.headers["set-cookie"].join(", ");
    // Expect: 100-continue: the 100 is written when the pipeline reads the body (not before a 404, nor for a body declared too large)
    let waiting = expectsContinue;
    const reading = () => {
      if (waiting) res.writeContinue();
      waiting = false;
    };
    // a Host refusal is answered by the pipeline, in the shape of the API the request routes to; its body is never read
    const request = verdict.refusal ? { refusal: verdict.refusal } : { body: bodyReader(req, reading) };
    dispatch({ method: req.method ?? "GET", target, headers, baseUrl, ...request })
      .then((answer) => sendAnswer(req, res, answer, !waiting))
      .catch((err: unknown) => {
        loud(`${req.method} ${target}: emulator bug: ${(err as Error).stack ?? String(err)}`);
        if (res.headersSent) return void res.destroy();
        sendAnswer(req, res, { status: 500, body: { error: { code: CoreCode.InternalServerError, message: `The emulator failed: ${(err as Error).message}` } } });
      });
  };
  const serverOptions: http.ServerOptions = { ...timeoutOptions(options.timeouts), maxHeaderSize: PARSER_MAX_HEADER_BYTES, requireHostHeader: false };
  // node:https is node:http's own connection handling over a TLS socket (the same parser, timeouts and
  // events); the handshake gets the time the request line and headers get
  const server = tls
    ? (https.createServer({ ...serverOptions, ...tls, handshakeTimeout: serverOptions.headersTimeout }, onRequest) as unknown as http.Server)
    : http.createServer(serverOptions, onRequest);
  // a client that half-closes after its requests gets each of them answered, then the connection closes
  (server as { httpAllowHalfOpen?: boolean }).httpAllowHalfOpen = true;
  server.on("checkContinue", (req: http.IncomingMessage, res: http.ServerResponse) => onRequest(req, res, true));
  server.on("checkExpectation", (req: http.IncomingMessage, res: http.ServerResponse) =>
    refuse(req, res, { status: 417, code: "ExpectationFailed", message: `Expect: ${req.headers.expect} is not supported` }, false),
  );
  // CONNECT (a proxy request) is no operation of any API; a request node's parser refuses or that is not
  // complete in time reaches no API: both are answered as the mock front door answers them
  server.on("connect", (_req: http.IncomingMessage, socket: Duplex) => refuseConnect(socket, "emulator"));
  server.on("clientError", answerClientError);
  // every TLS connection, to close on close: node:http's closeAllConnections knows only those past their handshake
  const connections = new Set<Duplex>();
  if (tls) {
    server.on("connection", (socket: Duplex) => {
      connections.add(socket);
      socket.once("close", () => connections.delete(socket));
    });
  }
  await new Promise<void>((resolve, reject) => {
    server.once("error", (err: NodeJS.ErrnoException) => reject(new EmulatorError(`cannot listen on ${host}:${port}: ${err.code === "EADDRINUSE" ? "port in use (try --port)" : err.message}`)));
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  connection.listening = `${urlHost(address)}:${address.port}`;
  local.listening(host, address);
  return {
    url: `${connection.scheme}://${connection.listening}`,
    timeouts: timeoutsOf(server),
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const socket of connections) socket.destroy();
      }),
  };
}
