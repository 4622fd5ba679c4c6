/**
 * The proxy (`vendor-api proxy`, `startProxy`): a node:http (or node:https) front door that passes every
 * exchange to a target server, streamed both ways and unchanged but for the hop-by-hop headers (RFC 9110
 * 7.6.1) and the X-Forwarded-* it adds; checks each one against the operation it matches, as `vendor-api
 * conform` checks a HAR entry (src/conform/har.ts), printing each violation at once; and records HAR 1.2,
 * secrets redacted. docs/conformance.md says how to use it.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo, Socket } from "node:net";
import type { Duplex } from "node:stream";
import { rootCertificates } from "node:tls";
import { type EntryCheck, entryChecker } from "../conform/har.js";
import type { Contract } from "../contract/validator.js";
import { loadBundle, registryEntries } from "../emulator/contracts.js";
import { type ConnectionTimeouts, sendAnswer, timeoutOptions } from "../http/front-door.js";
import { type LocalOptions, LocalPolicy } from "../http/local.js";
import { answerClientError, PARSER_MAX_HEADER_BYTES, type Refusal, rawRefusal } from "../http/refusals.js";
import type { ApiEntry } from "../registry.js";
import { type CertificateFile, certificateFile, checkCredentials, type TlsCredentials } from "../tls.js";
import { Capture, type Captured, harEntry } from "./entry.js";
import { HarFile } from "./har-file.js";
import { Redactor } from "./redact.js";
import { type ProxySummary, Tally } from "./tally.js";
import { urlHost } from "../http/origin.js";

export type { ProxySummary } from "./tally.js";

/** How long the target may stay silent (before its answer, or within it) by default, in ms. */
export const DEFAULT_TARGET_TIMEOUT_MS = 60_000;

/** The proxy cannot start (a target that is no URL, a port in use, a HAR file it cannot write): exit 1. */
export class ProxyError extends Error {
  readonly exitCode = 1;
}

export interface ProxyOptions extends LocalOptions {
  /** The server to pass traffic to: http(s)://host[:port][/base path]. */
  target: string;
  /** Port; default 4030; 0 picks a free one. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Record the exchanges to this HAR file, written as they pass. */
  har?: string;
  /** Serve https: `true` with a self-signed certificate for the loopback names (made for this start), or your own. */
  https?: boolean | TlsCredentials;
  /** More certificate authorities (PEM) to trust for an https target, besides Node's and NODE_EXTRA_CA_CERTS. */
  targetCa?: string;
  /** How long the target may stay silent before answering (504) or while answering (the answer is cut), in ms. */
  timeoutMs?: number;
  /** The contracts to check against, keyed by registry key (default: every API of the registry). */
  contracts?: ReadonlyMap<string, Contract>;
  /** The registry's entries whose contracts to check against (when `contracts` is not given). */
  entries?: readonly ApiEntry[];
  /** Where violation lines and notes go, one line each (default stdout). */
  report?: (line: string) => void;
  /** The front door's connection timeouts (default: node's, as the emulator's). */
  timeouts?: Partial<ConnectionTimeouts>;
}

export interface RunningProxy {
  /** The front door's address. */
  url: string;
  /** The target, as given (without a trailing slash). */
  target: string;
  /** With https: the certificate served (PEM), and its file when made (for NODE_EXTRA_CA_CERTS). */
  certificate?: string;
  certificateFile?: string;
  /** The counts so far. */
  summary(): ProxySummary;
  /** The summary in lines (what the command prints at exit). */
  summaryLines(): string[];
  /** Stop: no more connections, those open are cut; the HAR file is completed. The final counts. */
  close(): Promise<ProxySummary>;
}

/** Hop-by-hop header fields (RFC 9110 7.6.1), besides those the Connection header names. */
const HOP_BY_HOP = new Set(["connection", "proxy-connection", "keep-alive", "te", "transfer-encoding", "upgrade"]);
/** Methods whose requests node sends without a body unless told: a request of another method without one gets Content-Length: 0. */
const BODYLESS = new Set(["GET", "HEAD", "DELETE", "OPTIONS", "TRACE", "CONNECT"]);

/** The header names a Connection header lists (lower case). */
function connectionTokens(raw: string[]): Set<string> | undefined {
  let tokens: Set<string> | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.length !== 10 || raw[i]!.toLowerCase() !== "connection") continue;
    for (const t of raw[i + 1]!.split(",")) (tokens ??= new Set()).add(t.trim().toLowerCase());
  }
  return tokens;
}

interface Target {
  protocol: "http:" | "https:";
  hostname: string;
  port: number | undefined;
  /** host[:port] as the Host header says it. */
  host: string;
  origin: string;
  /** Its path without the trailing slash ("" for none): requests go below it. */
  base: string;
}

/** The target URL read: http or https, a host, maybe a base path, nothing else; a ProxyError says what is wrong. */
export function parseTarget(text: string): Target {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ProxyError(`--target must be a URL such as http://127.0.0.1:4020 or https://management.vendor.example, got ${JSON.stringify(text)}`);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.search || url.hash || url.username || url.password || text.endsWith("?") || text.endsWith("#")) {
    throw new ProxyError(`--target must be an http or https URL without query, fragment or credentials, got ${JSON.stringify(text)}`);
  }
  return {
    protocol: url.protocol,
    hostname: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: url.port === "" ? undefined : Number(url.port),
    host: url.host,
    origin: url.origin,
    base: url.pathname.replace(/\/+$/, ""),
  };
}

/** Why the target gave no answer, in words for the 502's message. */
function gatewayMessage(err: NodeJS.ErrnoException, target: string): string {
  const code = err.code ?? "";
  if (code === "ECONNREFUSED") return `The target ${target} refused the connection (ECONNREFUSED)`;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return `The target's host name does not resolve (${code})`;
  if (code === "ECONNRESET" || err.message === "socket hang up") return `The target ${target} closed the connection without an answer (${code || "socket hang up"})`;
  if (/CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|ERR_TLS_CERT/.test(code)) {
    return `The target's TLS certificate is not trusted (${code}): give its certificate authority with --target-ca <pem> or NODE_EXTRA_CA_CERTS`;
  }
  return `The target ${target} could not be reached (${code || err.message})`;
}

export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const target = parseTarget(options.target);
  const { port = 4030, host = "127.0.0.1", timeoutMs = DEFAULT_TARGET_TIMEOUT_MS } = options;
  const report = options.report ?? ((line: string) => process.stdout.write(`${line}\n`));
  const contracts = options.contracts ?? new Map((options.entries ?? registryEntries()).map((e) => [e.key, loadBundle(e)]));
  // the same routing and checks as `vendor-api conform`; an entry no API serves is skipped, counted as unmatched
  const check = entryChecker(contracts, { onlyServed: true });
  const tally = new Tally();

  const given = typeof options.https === "object" ? options.https : undefined;
  if (given) checkCredentials(given, { cert: "https.cert", key: "https.key" });
  const scheme = options.https ? "https" : "http";
  const local = new LocalPolicy(options, scheme);
  // an https target: Node's authorities and NODE_EXTRA_CA_CERTS (node reads it at start), and --target-ca's
  const agent =
    target.protocol === "https:"
      ? new https.Agent({ keepAlive: true, ...(options.targetCa ? { ca: [...rootCertificates, ...extraCaCertificates(), options.targetCa] } : {}) })
      : new http.Agent({ keepAlive: true });
  const client = target.protocol === "https:" ? https : http;

  // what a recording and a printed line must not hold (credentials, secret fields)
  const redactor = new Redactor(contracts.values());
  const har = options.har === undefined ? undefined : new HarFile(options.har, { name: "vendor-api proxy", version: "1" }, (err) => report(`proxy: ${err.message}`));
  let made: CertificateFile | undefined;
  const open = new Set<Duplex>();
  /** The address it listens on (host:port), the Host of a request without one (HTTP/1.0). */
  let listening = "";
  /** Exchanges the target answered: the entry number of the next one (in the HAR file too). */
  let answeredCount = 0;

  const onRequest = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const started = Date.now();
    const t0 = performance.now();
    const method = req.method ?? "GET";
    const verdict = local.check(req);
    if (verdict.preflight) return void res.writeHead(204, verdict.headers).end();
    // an answer of the proxy's own in the common error shape (the CORS headers of an allowed page with it);
    // the connection closes after it when the request's body is still coming (read and dropped first)
    const refuse = ({ status, code, message }: Refusal, close = !req.complete) => {
      for (const [name, value] of Object.entries(verdict.headers)) res.setHeader(name, value as string);
      sendAnswer(req, res, { status, headers: close ? { connection: "close" } : {}, body: { error: { code, message } } });
    };
    if (verdict.refusal) return refuse(verdict.refusal, true);
    // the origin form of the request-target (an absolute form, which a proxy may get, is reduced to it)
    let path = req.url ?? "/";
    if (!path.startsWith("/")) {
      const absolute = URL.canParse(path) ? new URL(path) : undefined;
      if (!absolute) return refuse({ status: 400, code: "BadRequest_Malformed", message: `Malformed HTTP request (the request-target ${JSON.stringify(path.slice(0, 100))} is not a path)` });
      path = `${absolute.pathname}${absolute.search}`;
    }
    const url = `${target.origin}${target.base}${path}`;
    const headers = forwardHeaders(req, target.host, scheme, listening);
    let upstream: http.ClientRequest;
    try {
      // `timeout`: the socket's, set as the request gets it (a kept-alive socket's own would be the server's keep-alive hint)
      upstream = client.request({ protocol: target.protocol, hostname: target.hostname, port: target.port, method, path: `${target.base}${path}`, headers, agent, timeout: timeoutMs });
    } catch (err) {
      return refuse({ status: 400, code: "BadRequest_Malformed", message: `Malformed HTTP request (${(err as Error).message})` });
    }
    const sentBody = new Capture();
    const gotBody = new Capture();
    let sent = 0;
    let answered: http.IncomingMessage | undefined;
    let settled = false;
    const unanswered = (line: string) => {
      if (settled) return;
      settled = true;
      tally.unanswered();
      report(`${method} ${path}: ${line}`);
    };
    req.on("data", (chunk: Buffer) => sentBody.add(chunk));
    req.once("end", () => (sent = performance.now() - t0));
    req.pipe(upstream);
    // the client went away before its answer was all written: so does the target's connection
    res.once("close", () => {
      if (res.writableFinished) return;
      upstream.destroy();
      unanswered("the client closed the connection before the answer was complete");
    });
    upstream.once("timeout", () => upstream.destroy(Object.assign(new Error("timeout"), { code: "PROXY_TIMEOUT" })));
    upstream.on("error", (err: NodeJS.ErrnoException) => {
      req.unpipe(upstream);
      if (answered) {
        // the answer has begun: there is no status left to say it with
        res.destroy();
        return unanswered(`the target's answer broke off (${err.code === "PROXY_TIMEOUT" ? `no byte for ${timeoutMs} ms` : (err.code ?? err.message)})`);
      }
      const refusal: Refusal =
        err.code === "PROXY_TIMEOUT"
          ? { status: 504, code: "GatewayTimeout", message: `The target ${target.origin} did not answer within ${timeoutMs} ms` }
          : { status: 502, code: "BadGateway", message: gatewayMessage(err, target.origin) };
      unanswered(`${refusal.status} ${refusal.message}`);
      if (!res.headersSent && !res.destroyed) refuse(refusal);
    });
    upstream.once("response", (up: http.IncomingMessage) => {
      answered = up;
      const head = performance.now() - t0;
      res.writeHead(up.statusCode ?? 502, up.statusMessage || undefined, answerHeaders(up.rawHeaders, verdict.headers, req.headers.origin !== undefined));
      up.on("data", (chunk: Buffer) => gotBody.add(chunk));
      up.pipe(res);
      // the target's connection closed before its answer ended (a reset, or the timeout above): so is the client's
      up.once("close", () => {
        if (up.complete) return;
        res.destroy();
        unanswered("the target's answer broke off before its end");
      });
      up.once("end", () => {
        if (settled) return;
        settled = true;
        try {
          record();
        } catch (err) {
          // our bug (the exchange itself passed through): said, and the proxy goes on
          report(`${method} ${path}: the proxy could not check or record this exchange: ${(err as Error).stack ?? String(err)}`);
        }
      });
      const record = () => {
        const { entry, notes } = harEntry(har !== undefined, {
          started,
          sent,
          headers: head,
          ended: performance.now() - t0,
          method,
          url,
          httpVersion: req.httpVersion,
          requestHeaders: headers,
          requestBody: sentBody,
          requestComplete: req.readableEnded,
          status: up.statusCode ?? 0,
          statusText: up.statusMessage ?? "",
          responseHeaders: up.rawHeaders,
          responseBody: gotBody,
        } satisfies Captured);
        const checked: EntryCheck = check(entry, answeredCount++);
        for (const note of notes) report(`${checked.result.label}: note: ${note}`);
        const lines = tally.checked(checked);
        if (!har && lines.length === 0) return;
        const redacted = redactor.entry(entry, checked.routed, checked.result.findings);
        for (const line of lines) report(redacted.scrub(line));
        har?.append(redacted.entry);
      };
    });
  };

  const serverOptions: http.ServerOptions = { ...timeoutOptions(options.timeouts), maxHeaderSize: PARSER_MAX_HEADER_BYTES, requireHostHeader: false };
  if (options.https === true) made = certificateFile();
  const credentials = given ?? made;
  const server = credentials
    ? (https.createServer({ ...serverOptions, key: credentials.key, cert: credentials.cert, handshakeTimeout: serverOptions.headersTimeout }, onRequest) as unknown as http.Server)
    : http.createServer(serverOptions, onRequest);
  (server as { httpAllowHalfOpen?: boolean }).httpAllowHalfOpen = true;
  server.on("checkExpectation", (req: http.IncomingMessage, res: http.ServerResponse) =>
    sendAnswer(req, res, { status: 417, headers: { connection: "close" }, body: { error: { code: "ExpectationFailed", message: `Expect: ${req.headers.expect} is not supported` } } }, false),
  );
  server.on("connect", (_req: http.IncomingMessage, socket: Duplex) =>
    socket.end(rawRefusal({ status: 405, code: "MethodNotAllowed", message: "CONNECT is not allowed: this is a reverse proxy in front of one server, not a forward proxy" })),
  );
  server.on("clientError", answerClientError);
  server.on("connection", (socket: Duplex) => {
    open.add(socket);
    socket.once("close", () => open.delete(socket));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", (err: NodeJS.ErrnoException) => reject(new ProxyError(`cannot listen on ${host}:${port}: ${err.code === "EADDRINUSE" ? "port in use (try --port)" : err.message}`)));
      server.listen(port, host, () => resolve());
    });
  } catch (err) {
    made?.remove();
    await har?.close();
    throw err;
  }
  const address = server.address() as AddressInfo;
  local.listening(host, address);
  listening = `${urlHost(address)}:${address.port}`;
  let closing: Promise<ProxySummary> | undefined;
  return {
    url: `${scheme}://${listening}`,
    target: `${target.origin}${target.base}`,
    certificate: credentials?.cert,
    certificateFile: made?.certFile,
    summary: () => tally.summary(),
    summaryLines: () => tally.lines(),
    close: () =>
      (closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
          for (const socket of open) socket.destroy();
        });
        agent.destroy();
        await har?.close();
        made?.remove();
        return tally.summary();
      })()),
  };
}

/** The extra authorities NODE_EXTRA_CA_CERTS names (node trusts them by default, but not once `ca` is given). */
function extraCaCertificates(): string[] {
  const file = process.env.NODE_EXTRA_CA_CERTS;
  if (!file) return [];
  try {
    return [readFileSync(file, "utf8")];
  } catch {
    return [];
  }
}

/**
 * The request's header fields as the target gets them, in order: the hop-by-hop ones left out, Host the
 * target's, the body framed as it came (Transfer-Encoding: chunked when it came chunked, Content-Length:
 * 0 for a request of a method with a body that came without one), then X-Forwarded-For, -Proto and -Host,
 * each appended to what an earlier proxy sent.
 */
function forwardHeaders(req: http.IncomingMessage, targetHost: string, scheme: string, listening: string): string[] {
  const raw = req.rawHeaders;
  const listed = connectionTokens(raw);
  const out = ["Host", targetHost];
  let forwardedFor: string | undefined;
  let forwardedProto: string | undefined;
  let forwardedHost: string | undefined;
  let host: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    const lower = name.toLowerCase();
    const value = raw[i + 1]!;
    if (HOP_BY_HOP.has(lower) || listed?.has(lower)) continue;
    if (lower === "host") host ??= value;
    else if (lower === "x-forwarded-for") forwardedFor = forwardedFor === undefined ? value : `${forwardedFor}, ${value}`;
    else if (lower === "x-forwarded-proto") forwardedProto = forwardedProto === undefined ? value : `${forwardedProto}, ${value}`;
    else if (lower === "x-forwarded-host") forwardedHost = forwardedHost === undefined ? value : `${forwardedHost}, ${value}`;
    else out.push(name, value);
  }
  if (req.headers["transfer-encoding"] !== undefined) out.push("Transfer-Encoding", "chunked");
  else if (req.headers["content-length"] === undefined && !BODYLESS.has(req.method ?? "GET")) out.push("Content-Length", "0");
  const client = (req.socket as Socket).remoteAddress ?? "unknown";
  const append = (was: string | undefined, value: string) => (was === undefined ? value : `${was}, ${value}`);
  out.push("X-Forwarded-For", append(forwardedFor, client), "X-Forwarded-Proto", append(forwardedProto, scheme));
  out.push("X-Forwarded-Host", append(forwardedHost, host ?? listening));
  return out;
}

/**
 * The answer's header fields as the client gets them: the target's, the hop-by-hop ones left out. CORS is
 * the front door's (the browser calls the proxy's origin): for a request with an Origin, the target's
 * Access-Control-* fields give way to those the policy gives (none for an origin it does not allow), and
 * its Vary is merged with the policy's.
 */
function answerHeaders(raw: string[], cors: http.OutgoingHttpHeaders, fromPage: boolean): string[] {
  const listed = connectionTokens(raw);
  const out: string[] = [];
  let vary: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower) || listed?.has(lower)) continue;
    if (fromPage && lower.startsWith("access-control-")) continue;
    if (fromPage && lower === "vary" && cors.vary !== undefined) {
      vary = vary === undefined ? raw[i + 1] : `${vary}, ${raw[i + 1]}`;
      continue;
    }
    out.push(name, raw[i + 1]!);
  }
  for (const [name, value] of Object.entries(cors)) {
    if (name === "vary") out.push("Vary", vary === undefined ? String(value) : `${vary}, ${value}`);
    else out.push(name, String(value));
  }
  return out;
}
