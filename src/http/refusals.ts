/**
 * One refusal, one answer: what the mock front door and the emulator both refuse before a request reaches
 * Prism or a handler, decided here once so that the same malformed request gets the same answer from both.
 *
 * - The head: a request-target over 8 KiB is 414, header fields over 16 KiB 431 (both front doors give
 *   node's parser a 1 MiB limit so that these reach the application and get a body that names the limit).
 * - The body of an operation, in this order: a media type the operation does not declare (415 where its
 *   contract declares 415, else 400), bytes that are not UTF-8, a JSON media type whose body is not JSON,
 *   JSON nested too deep. These are core problems; each front door answers them in the API's own terms
 *   (its error catalogue), after the credentials and parameters, as the emulator's pipeline orders them.
 */
import { STATUS_CODES } from "node:http";
import type net from "node:net";
import type { Duplex } from "node:stream";
import { selectContent } from "../contract/bodies.js";
import type { Finding } from "../contract/exchange.js";
import { essence, isJsonMedia } from "../contract/media.js";
import type { Contract } from "../contract/validator.js";
import { bodyText, parseJsonBody } from "./body.js";
import { ApiError, answerFor, CoreCode, describeFindings, type ErrorCatalogue, errorOf, plainCatalogue, type Problem } from "./errors.js";
import { type EmuResponse, LINGER, MAX_BODY_BYTES } from "./front-door.js";

/** The request-target (path and query) may hold this many bytes, else 414. */
export const MAX_TARGET_BYTES = 8 * 1024;
/** The header fields (names, values, separators) may hold this many bytes, else 431. */
export const MAX_HEADER_BYTES = 16 * 1024;
/** node's parser limit for the request line and headers: past it node's parser refuses the request itself (431). */
export const PARSER_MAX_HEADER_BYTES = 1024 * 1024;

/** A refusal that reaches no API: answered `{ error: { code, message } }`. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
}

/** The common error body of a refusal that reaches no API. */
export const plainErrorBody = (code: string, message: string): string => JSON.stringify({ error: { code, message } });

/** A body over MAX_BODY_BYTES, in the same words from both front doors (each in the API's terms). */
export const PAYLOAD_TOO_LARGE: Readonly<Problem> = Object.freeze({ code: CoreCode.PayloadTooLarge, status: 413, message: `Request body exceeds ${MAX_BODY_BYTES} bytes`, findings: [] });

/**
 * A refusal of the front door (a Host it does not answer) in the terms of the API the request routes to:
 * the API's error shape where its catalogue keeps the status and gives a body, else the common one (the
 * database-movement API answers every problem 200 and a 401 without a body: a refusal keeps its status
 * and says why).
 */
export function refusalAnswer(catalogue: ErrorCatalogue, { status, code, message }: Refusal): EmuResponse {
  const answer = answerFor(catalogue, errorOf(catalogue, { code: code as CoreCode, status, message, findings: [] }));
  return answer.status === status && answer.body !== undefined ? answer : answerFor(plainCatalogue, new ApiError(status, code, message));
}

/** What node's parser refuses past PARSER_MAX_HEADER_BYTES, in the same words from both front doors. */
export const PARSER_OVERFLOW: Refusal = { status: 431, code: "RequestHeaderFieldsTooLarge", message: `Request line and headers exceed ${PARSER_MAX_HEADER_BYTES} bytes` };

/** 414 for a request-target over MAX_TARGET_BYTES, 431 for header fields over MAX_HEADER_BYTES, else nothing. */
export function headRefusal(target: string, rawHeaders: readonly string[]): Refusal | undefined {
  const targetBytes = Buffer.byteLength(target);
  if (targetBytes > MAX_TARGET_BYTES) return { status: 414, code: "UriTooLong", message: `Request URL is ${targetBytes} bytes; at most ${MAX_TARGET_BYTES} are accepted` };
  // each field as `name: value\r\n`
  let headerBytes = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) headerBytes += Buffer.byteLength(rawHeaders[i]!) + Buffer.byteLength(rawHeaders[i + 1] ?? "") + 4;
  if (headerBytes > MAX_HEADER_BYTES) return { status: 431, code: "RequestHeaderFieldsTooLarge", message: `Request headers exceed ${MAX_HEADER_BYTES} bytes (${headerBytes} sent)` };
  return undefined;
}

/** What an operation accepts as a body: its declared content, and whether its contract declares a 415 (Contract.requestBodyRule). */
export type BodyRule = ReturnType<Contract["requestBodyRule"]>;

/** A media-type finding as a problem: 415 where the operation's contract declares 415, else 400, the same code. */
export const mediaTypeProblem = (rule: BodyRule, findings: Finding[]): Problem => ({
  code: CoreCode.UnsupportedMediaType,
  status: rule.declares415 ? 415 : 400,
  message: describeFindings(findings),
  findings,
});

/**
 * A request body as the operation reads it: none (empty), the parsed JSON (a JSON media type, or none sent
 * and JSON the only one declared), the text (another declared type), or the problem that refuses it.
 */
export function readOperationBody(rule: BodyRule, contentType: string | undefined, raw: Buffer | string | undefined): { body?: unknown } | { problem: Problem } {
  if (raw === undefined || raw.length === 0) return {};
  const media = essence(contentType);
  const selected = selectContent("request", rule.plan, media);
  if ("finding" in selected) return { problem: mediaTypeProblem(rule, [selected.finding]) };
  const json = isJsonMedia(media ?? essence(selected.key) ?? "");
  const decoded = bodyText(raw);
  if ("finding" in decoded) {
    const { finding } = decoded;
    return { problem: { code: json ? CoreCode.MalformedJson : CoreCode.InvalidRequestBody, status: 400, message: describeFindings([finding]), findings: [finding] } };
  }
  if (!json) return { body: decoded.text };
  const parsed = parseJsonBody(decoded.text);
  if ("value" in parsed) return { body: parsed.value };
  return { problem: { code: parsed.code, status: 400, message: describeFindings([parsed.finding]), findings: [parsed.finding] } };
}

/** A whole raw HTTP answer `{ error: { code, message } }` that closes the connection, for a socket no request object stands for. */
export function rawRefusal({ status, code, message }: Refusal): string {
  const payload = plainErrorBody(code, message);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`;
}

/**
 * The answer to a request node's parser refuses (bad bytes, ambiguous framing, a head over the parser's
 * limit) or that is not complete in time: the common error shape rather than node's empty one. Nothing is
 * written over an answer already going out (node's own rule), nor on a connection that failed its TLS
 * handshake (a plain-http request to the https port: nothing can be written in clear): those are dropped.
 * node 20 counts the header timeout from the connection, so a connection that never sends a byte ends
 * here too: it is closed, never left half-open (closeSilent, closeAfterAnswer).
 */
export function answerClientError(err: NodeJS.ErrnoException & { reason?: string }, socket: Duplex): void {
  const current = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (err.code === "ECONNRESET" || !socket.writable || current?.headersSent) return void socket.destroy();
  if (err.code?.startsWith("ERR_TLS_") || err.code?.startsWith("ERR_SSL_")) return void socket.destroy();
  // a connection that sent nothing by the header timeout asked nothing: it is reset, not answered
  if (err.code === "ERR_HTTP_REQUEST_TIMEOUT" && (socket as net.Socket).bytesRead === 0) return void closeSilent(socket as net.Socket);
  const refusal: Refusal =
    err.code === "HPE_HEADER_OVERFLOW"
      ? PARSER_OVERFLOW
      : err.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? { status: 408, code: "RequestTimeout", message: "The request was not complete in time" }
        : err.code === "HPE_INVALID_EOF_STATE"
          ? { status: 400, code: "BadRequest_Malformed", message: "Malformed HTTP request (the client ended the connection before the request was complete)" }
          : { status: 400, code: "BadRequest_Malformed", message: `Malformed HTTP request (${err.reason ?? err.code ?? err.message})` };
  socket.end(rawRefusal(refusal));
  closeAfterAnswer(socket as net.Socket);
}

/**
 * node:http's servers keep a socket half-open after `end()` until the client closes its side; a client
 * that never reads nor closes would hold the descriptor for ever. So once the answer is written out, the
 * client has as long as the server gave it for its headers (at least 1 s, at most LINGER.ms) to close.
 */
function closeAfterAnswer(socket: net.Socket): void {
  const server = (socket as { server?: { headersTimeout?: number } }).server;
  const grace = Math.min(LINGER.ms, Math.max(1_000, server?.headersTimeout || LINGER.ms));
  let timer: NodeJS.Timeout | undefined;
  socket.once("finish", () => {
    timer = setTimeout(() => socket.destroy(), grace);
    timer.unref();
  });
  socket.once("close", () => clearTimeout(timer));
}

/** Reset a plain TCP connection (both ends free at once, the client sees it even if it never reads); destroy a TLS one. */
function closeSilent(socket: net.Socket): void {
  if ((socket as { encrypted?: boolean }).encrypted) return void socket.destroy();
  socket.resetAndDestroy();
}

/** CONNECT asks for a tunnel, which neither front door is: 405 (node drops the connection unless someone answers). */
export function refuseConnect(socket: Duplex, who: string): void {
  socket.end(rawRefusal({ status: 405, code: "MethodNotAllowed", message: `CONNECT is not allowed: the ${who} is not a proxy` }));
}
