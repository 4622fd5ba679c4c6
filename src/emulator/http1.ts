/**
 * HTTP/1.1 on net sockets, for the emulator: a strict request parser (request line, header block,
 * Content-Length or chunked bodies) and one loop per connection (keep-alive, pipelined requests
 * answered in order, Expect: 100-continue, a lingering close after a refused body, idle, header and
 * request timeouts). It does what node:http does for a server, without a stream object, an event and
 * a header copy per request: on the emulator's cheap requests that was most of their CPU.
 * Anything ambiguous (bare LF, obsolete line folding, Content-Length beside Transfer-Encoding,
 * differing lengths, a bad chunk) is refused, as node's strict parser refuses it, and the connection closed.
 */
import net from "node:net";
import { STATUS_CODES } from "node:http";

/** Request line and headers, as node's default maxHeaderSize. */
export const MAX_HEAD_BYTES = 16 * 1024;
/** A chunk-size line (with extensions) longer than this is refused. */
const MAX_CHUNK_LINE = 4096;

export interface Http1Request {
  method: string;
  /** The request-target as sent (latin1 for bytes over 0x7f, as node gives req.url). */
  target: string;
  /** Lower-case names; a repeated header's values joined with ", " (node's few single-valued headers keep their first). */
  headers: Record<string, string>;
  /** 0 for HTTP/1.0, 1 for HTTP/1.1. */
  minor: number;
  /**
   * The body: its bytes when they came with the head (the reader of them checks no limit: at most
   * maxBodyBytes), else read on demand (once): the bytes, "too large" past `limit` (default maxBodyBytes),
   * or "aborted"; undefined for none.
   */
  body: Buffer | ((limit?: number) => Promise<Buffer | "too large" | "aborted">) | undefined;
}

export interface Http1Answer {
  status: number;
  /** Header names as written; Content-Length, Date and Connection are the server's. */
  headers?: Record<string, string>;
  /** A Content-Type written after `headers` (which then have none). */
  contentType?: string;
  /** The body: text (UTF-8), bytes, or both in order. */
  payload?: Buffer | string | Array<Buffer | string>;
  /** Close the connection after this answer (the rest of an unread body is still read, up to the linger bounds). */
  close?: boolean;
  /** Drop the connection without an answer. */
  abort?: boolean;
}

export interface Http1Options {
  host: string;
  port: number;
  handle(request: Http1Request): Promise<Http1Answer>;
  /** The JSON body of a refusal the server makes itself (a malformed request, 408, 431, ...). */
  refusal(status: number, code: string, message: string): string;
  /**
   * No body is kept past this many bytes (then it is read and dropped, up to lingerBytes): the largest a
   * reader may ask for. A reader's own limit (default this) is checked as it is called and while it waits.
   */
  maxBodyBytes: number;
  /** After a body is refused, read and drop at most this many more bytes of it before closing ... */
  lingerBytes: number;
  /** ... for at most this long. */
  lingerMs: number;
  /** An idle keep-alive connection is closed after this long (node's keepAliveTimeout, 5 s). */
  keepAliveMs?: number;
  /** The request line and headers must arrive within this long (node's headersTimeout, 60 s) ... */
  headersTimeoutMs?: number;
  /** ... and the whole request within this long (node's requestTimeout, 300 s); else 408. */
  requestTimeoutMs?: number;
  /** An answer that cannot be written (a bad header): the client gets a 500 and this hears why. */
  fault?(err: unknown): void;
}

export interface Http1Server {
  address: net.AddressInfo;
  close(): Promise<void>;
}

// --- parsing -------------------------------------------------------------------------------------

export interface ParsedHead {
  method: string;
  target: string;
  minor: number;
  headers: Record<string, string>;
}

/** Why a request is refused before it reaches the handler. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
}

/** 1 for the characters of a token (RFC 9110 §5.6.2), by char code. */
const TOKEN_CHARS = new Uint8Array(256);
for (const c of "!#$%&'*+-.^_`|~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") TOKEN_CHARS[c.charCodeAt(0)] = 1;
/** Whether `s` is a token (a method or a header name). */
function isToken(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) if (TOKEN_CHARS[s.charCodeAt(i)] !== 1) return false;
  return true;
}
/** A header value may hold HTAB, visible ASCII, space and obs-text; nothing else. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters a header value must not hold
const BAD_VALUE = /[\x00-\x08\x0a-\x1f\x7f]/;
/** Headers node keeps the first of when repeated (IncomingMessage's discard list). */
const SINGLE = new Set([
  "age",
  "authorization",
  "content-length",
  "content-type",
  "etag",
  "expires",
  "from",
  "host",
  "if-modified-since",
  "if-unmodified-since",
  "last-modified",
  "location",
  "max-forwards",
  "proxy-authorization",
  "referer",
  "retry-after",
  "server",
  "user-agent",
]);

/** A chunk-size line: hex digits, then optional extensions (no controls but HTAB). */
const CHUNK_SIZE = /^([0-9A-Fa-f]{1,12})[ \t]*(?:;[\t\x20-\x7e\x80-\xff]*)?$/;
const HEAD_TOO_LARGE: Refusal = { status: 431, code: "RequestHeaderFieldsTooLarge", message: `Request line and headers exceed ${MAX_HEAD_BYTES} bytes` };
const TIMED_OUT: Refusal = { status: 408, code: "RequestTimeout", message: "The request was not complete in time" };
const malformed = (what: string): Refusal => ({ status: 400, code: "BadRequest_Malformed", message: `Malformed HTTP request (${what})` });

/** SP and HTAB off both ends (the optional whitespace around a field value). */
function trimOws(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && (s.charCodeAt(a) === 32 || s.charCodeAt(a) === 9)) a++;
  while (b > a && (s.charCodeAt(b - 1) === 32 || s.charCodeAt(b - 1) === 9)) b--;
  return a === 0 && b === s.length ? s : s.slice(a, b);
}

/**
 * A request head: `text` is the request line and the header lines, each ending in CRLF, without the
 * empty line that ends the block (latin1, one character a byte).
 */
export function parseHead(text: string): ParsedHead | Refusal {
  const line = parseRequestLine(text);
  if ("status" in line) return line;
  const block = parseHeaderLines(text, line.next);
  if ("status" in block) return block;
  return { method: line.method, target: line.target, minor: line.minor, headers: block.headers };
}

/** The request line at the start of `text`, and where the header lines start. */
function parseRequestLine(text: string): { method: string; target: string; minor: number; next: number } | Refusal {
  const n = text.length;
  let i = 0;
  while (i < n && TOKEN_CHARS[text.charCodeAt(i)] === 1) i++;
  if (i === 0 || text.charCodeAt(i) !== 32) return malformed(i === 0 ? "invalid method" : "request line is not: method SP target SP version");
  const method = text.slice(0, i);
  const from = ++i;
  // a request-target has no controls and no spaces (bytes over 0x7f pass, as node lets them)
  for (let c = text.charCodeAt(i); i < n && c > 32 && c !== 127; c = text.charCodeAt(++i));
  if (i === from || text.charCodeAt(i) !== 32) return malformed(i === from ? "invalid request-target" : "request line is not: method SP target SP version");
  const target = text.slice(from, i);
  i++;
  let minor: number;
  if (text.startsWith("HTTP/1.1\r\n", i)) minor = 1;
  else if (text.startsWith("HTTP/1.0\r\n", i)) minor = 0;
  else {
    const version = text.slice(i, text.indexOf("\r\n", i));
    if (/^HTTP\/\d\.\d$/.test(version)) return { status: 505, code: "HttpVersionNotSupported", message: `${version} is not supported: send HTTP/1.1` };
    return malformed(version.includes(" ") ? "request line is not: method SP target SP version" : "invalid HTTP version");
  }
  return { method, target, minor, next: i + 10 };
}

/** The header lines of `text` from `i` on (each ending in CRLF), by lower-case name. */
function parseHeaderLines(text: string, i: number): { headers: Record<string, string> } | Refusal {
  const n = text.length;
  const headers: Record<string, string> = {};
  while (i < n) {
    const start = i;
    let upper = false;
    for (let c = text.charCodeAt(i); i < n && TOKEN_CHARS[c] === 1; c = text.charCodeAt(++i)) if (c >= 65 && c <= 90) upper = true;
    if (i === start) {
      const c = text.charCodeAt(i);
      return malformed(c === 32 || c === 9 ? "obsolete line folding" : "invalid header name");
    }
    if (text.charCodeAt(i) !== 58) return malformed("invalid header name");
    const raw = text.slice(start, i);
    // the value: optional whitespace around it, then CRLF; HTAB, space, visible ASCII and obs-text only
    let c = text.charCodeAt(++i);
    while (c === 32 || c === 9) c = text.charCodeAt(++i);
    const from = i;
    let to = i;
    for (; i < n; c = text.charCodeAt(++i)) {
      if (c === 13) break;
      if ((c < 32 && c !== 9) || c === 127) return malformed("invalid character in a header value");
      if (c !== 32 && c !== 9) to = i + 1;
    }
    if (text.charCodeAt(i + 1) !== 10) return malformed("CR without LF");
    i += 2;
    const value = text.slice(from, to);
    const name = upper ? raw.toLowerCase() : raw;
    if (name === "__proto__") continue;
    const before = headers[name];
    if (before === undefined) headers[name] = value;
    else if (name === "content-length") {
      if (before !== value) return malformed("differing Content-Length headers");
    } else if (!SINGLE.has(name)) headers[name] = `${before}${name === "cookie" ? "; " : ", "}${value}`;
  }
  return { headers };
}

/** Whether a Connection header asks to close (HTTP/1.1), or to keep alive (HTTP/1.0). */
function connectionSays(connection: string | undefined, token: "close" | "keep-alive"): boolean {
  if (connection === undefined) return false;
  if (connection === "keep-alive" || connection === "close") return connection === token;
  const lower = connection.toLowerCase();
  return lower === token || lower.split(",").some((t) => trimOws(t) === token);
}

// --- answering -----------------------------------------------------------------------------------

/** Header names a handler may write: tokens. Values: HTAB, visible ASCII, space, obs-text (node refuses the rest). */
const BAD_OUT_VALUE = /[^\t\x20-\x7e\x80-\xff]/;

let dateText = "";
let dateUntil = 0;
/** The Date header's value, made at most once a second. */
function httpDate(): string {
  const now = Date.now();
  if (now >= dateUntil) {
    dateText = new Date(now).toUTCString();
    dateUntil = now - (now % 1000) + 1000;
  }
  return dateText;
}

const reasons = new Map<number, string>();
const reasonOf = (status: number): string => {
  let r = reasons.get(status);
  if (r === undefined) reasons.set(status, (r = STATUS_CODES[status] ?? "Unknown"));
  return r;
};

/** Header names written before (valid tokens), and whether the handler's value is written (Content-Length and Connection are the server's). */
const names = new Map<string, boolean>();

/**
 * The bytes of an answer: status line, the handler's headers (checked: a bad name or value throws
 * before anything is written), Content-Length, Date and Connection, then the payload (none for HEAD,
 * 1xx, 204 and 304).
 */
export function answerBytes(answer: Http1Answer, keepAlive: boolean, head: boolean): Buffer {
  const { status } = answer;
  if (!Number.isInteger(status) || status < 200 || status > 999) throw new Error(`invalid status ${status}`);
  let text = `HTTP/1.1 ${status} ${reasonOf(status)}\r\n`;
  const headers = answer.headers;
  if (headers !== undefined) {
    for (const name in headers) {
      const value = headers[name];
      if (value === undefined) continue;
      const v = String(value);
      let known = names.get(name);
      if (known === undefined) {
        if (!isToken(name)) throw new Error(`invalid header name ${JSON.stringify(name)}`);
        const lower = name.toLowerCase();
        known = lower !== "content-length" && lower !== "connection";
        if (names.size < 1000) names.set(name, known);
      }
      if (BAD_OUT_VALUE.test(v)) throw new Error(`invalid header ${JSON.stringify(name)}: ${JSON.stringify(v)}`);
      if (known) text += `${name}: ${v}\r\n`;
    }
  }
  if (answer.contentType !== undefined) text += `Content-Type: ${answer.contentType}\r\n`;
  const payload = answer.payload;
  const bodyless = status === 204 || status === 304;
  let length = 0;
  if (bodyless || payload === undefined) length = 0;
  else if (typeof payload === "string") length = Buffer.byteLength(payload);
  else if (Buffer.isBuffer(payload)) length = payload.length;
  else for (const part of payload) length += typeof part === "string" ? Buffer.byteLength(part) : part.length;
  if (!bodyless) text += `Content-Length: ${length}\r\n`;
  text += `Date: ${httpDate()}\r\n${keepAlive ? "Connection: keep-alive\r\nKeep-Alive: timeout=5" : "Connection: close"}\r\n\r\n`;
  const withBody = !head && !bodyless && length > 0;
  const headLength = text.length;
  const out = Buffer.allocUnsafe(headLength + (withBody ? length : 0));
  out.write(text, 0, headLength, "latin1");
  if (withBody) {
    if (typeof payload === "string") out.write(payload, headLength, length, "utf8");
    else if (Buffer.isBuffer(payload)) payload.copy(out, headLength);
    else {
      let at = headLength;
      for (const part of payload as Array<Buffer | string>) at += typeof part === "string" ? out.write(part, at, "utf8") : part.copy(out, at);
    }
  }
  return out;
}

// --- connections ---------------------------------------------------------------------------------

const CRLF2 = Buffer.from("\r\n\r\n", "latin1");
const CONTINUE = Buffer.from("HTTP/1.1 100 Continue\r\n\r\n", "latin1");

/** Where a chunked body is: a size line next, chunk data, the CRLF after the data, or trailer lines. */
const SIZE = 0;
const DATA = 1;
const DATA_END = 2;
const TRAILERS = 3;

/** A request body as it arrives: kept up to the limit, dropped past it. */
interface Body {
  chunked: boolean;
  /** Bytes left: of the whole body (Content-Length) or of the current chunk. */
  remaining: number;
  phase: number;
  trailerBytes: number;
  kept: Buffer[];
  size: number;
  /** Past this many bytes the body is "too large": maxBodyBytes, or the reader's own limit once it asks. */
  limit: number;
  /** Bytes are dropped, not kept: the body is past the limit, or its answer is out. */
  drop: boolean;
  /** Bytes dropped. */
  dropped: number;
  done: boolean;
  /** The reader's promise, settled once. */
  settle?: (result: Buffer | "too large" | "aborted") => void;
  result?: Buffer | "too large" | "aborted";
}

class Connection {
  private pending: Buffer | undefined;
  /** A request is with the handler: what follows it waits (answers go out in order). */
  private busy = false;
  private body: Body | undefined;
  /** No more requests: close once the current body is read (or the linger bounds pass). */
  private closing = false;
  private ended = false;
  /** The header lines of the last request and what they parsed to. */
  private lastBlock: string | undefined;
  private lastHeaders: Readonly<Record<string, string>> | undefined;
  /** The client has half-closed: the requests it sent are answered, then the connection ends. */
  private clientEnded = false;
  private droppedAfterEnd = 0;
  /** When the connection last did anything, when the current head started arriving, when the current request's head was complete, when closing began. */
  lastActive = Date.now();
  headStarted = 0;
  requestStarted = 0;
  closingSince = 0;

  constructor(
    readonly socket: net.Socket,
    private readonly options: Http1Options,
  ) {
    socket.setNoDelay(true);
    socket.on("data", (chunk: Buffer) => this.onData(chunk));
    socket.on("end", () => this.onEnd());
    socket.on("error", () => socket.destroy());
    socket.on("close", () => this.settleBody("aborted"));
  }

  /** Timeouts, checked about once a second by the server. */
  tick(now: number): void {
    const o = this.options;
    if (this.socket.destroyed) return;
    if (this.closing) {
      // the linger bound runs from the last answer (a handler still at work is not cut off)
      if (this.closingSince > 0 && now - this.closingSince > o.lingerMs) this.socket.destroy();
      return;
    }
    if (this.headStarted > 0 && now - this.headStarted > (o.headersTimeoutMs ?? 60_000)) {
      this.refuse(TIMED_OUT);
      return;
    }
    if (this.body && !this.body.done && now - this.requestStarted > (o.requestTimeoutMs ?? 300_000)) {
      // the handler waits for the body: it gets "aborted" (its answer is not sent) and the client a 408
      if (!this.busy) return void this.socket.destroy();
      this.settleBody("aborted");
      this.busy = false;
      this.refuse(TIMED_OUT);
      return;
    }
    if (!this.busy && this.body === undefined && this.pending === undefined && now - this.lastActive > (o.keepAliveMs ?? 5_000)) this.socket.destroy();
  }

  private onData(chunk: Buffer): void {
    this.lastActive = Date.now();
    if (this.ended) {
      // read and dropped (closing on unread bytes would reset the connection before the client reads the answer)
      this.droppedAfterEnd += chunk.length;
      if (this.droppedAfterEnd > this.options.lingerBytes) this.socket.destroy();
      return;
    }
    this.pending = this.pending === undefined ? chunk : Buffer.concat([this.pending, chunk]);
    this.pump();
  }

  /** The client sent all it will send (a half-close): answer what it asked, then close. */
  private onEnd(): void {
    this.clientEnded = true;
    const body = this.body;
    if (body !== undefined && !body.done) {
      // the body ends before its framing says: the handler's read is aborted (its answer is not sent) and,
      // if no answer went out yet, the request is refused as node's parser refuses it
      this.settleBody("aborted");
      body.done = true;
      body.drop = true;
      if (this.busy) {
        this.busy = false;
        this.refuse(malformed("the body ended before its Content-Length or last chunk"));
        return;
      }
    }
    if (!this.busy) this.pump();
  }

  /** Read bodies and heads from what has arrived, as far as the state allows. */
  private pump(): void {
    while (!this.socket.destroyed) {
      const body = this.body;
      if (body !== undefined && !body.done) {
        if (this.pending === undefined || !this.feed(body)) return;
        continue;
      }
      if (body?.done && !this.busy) {
        this.body = undefined;
        if (this.closing) {
          this.finish();
          return;
        }
      }
      if (this.busy || this.closing || this.pending === undefined) {
        // pipelined requests wait; past a head's worth of them, stop reading until this answer is out
        if (this.busy && this.pending !== undefined && this.pending.length > MAX_HEAD_BYTES) this.socket.pause();
        if (this.clientEnded && !this.busy) this.finish();
        return;
      }
      if (!this.head()) {
        if (this.clientEnded && !this.busy) this.finish();
        return;
      }
    }
  }

  /** Parse one request head from `pending` and hand the request over; false when more bytes are needed or the connection is done. */
  private head(): boolean {
    let buf = this.pending!;
    // empty lines before a request line are ignored (RFC 9112 §2.2)
    let start = 0;
    while (start + 1 < buf.length && buf[start] === 13 && buf[start + 1] === 10) start += 2;
    const end = buf.indexOf(CRLF2, start);
    if (end < 0) {
      if (buf.length - start > MAX_HEAD_BYTES) this.refuse(HEAD_TOO_LARGE);
      else if (hasBareLf(buf, start)) this.refuse(malformed("line ending without CR"));
      else if (this.headStarted === 0) this.headStarted = Date.now();
      return false;
    }
    if (end - start > MAX_HEAD_BYTES) {
      this.refuse(HEAD_TOO_LARGE);
      return false;
    }
    const text = buf.toString("latin1", start, end + 2);
    buf = end + 4 < buf.length ? buf.subarray(end + 4) : (undefined as unknown as Buffer);
    this.pending = buf;
    this.headStarted = 0;
    const parsed = parseRequestLine(text);
    if ("status" in parsed) {
      this.refuse(parsed);
      return false;
    }
    // a client sends the same header lines request after request: parsed once, the (frozen) headers are handed out again
    const block = text.slice(parsed.next);
    let headers = block === this.lastBlock ? this.lastHeaders : undefined;
    if (headers === undefined) {
      const lines = parseHeaderLines(block, 0);
      if ("status" in lines) {
        this.refuse(lines);
        return false;
      }
      headers = Object.freeze(lines.headers);
      this.lastBlock = block;
      this.lastHeaders = headers;
    }
    if (parsed.method === "CONNECT") {
      this.refuse({ status: 405, code: "MethodNotAllowed", message: "CONNECT is not allowed: the emulator is not a proxy" });
      return false;
    }
    if (parsed.minor === 1 && headers.host === undefined) {
      this.refuse(malformed("no Host header"));
      return false;
    }
    const expect = headers.expect;
    const expectContinue = expect !== undefined && expect.toLowerCase() === "100-continue";
    if (expect !== undefined && !expectContinue) {
      this.refuse({ status: 417, code: "ExpectationFailed", message: `Expect: ${expect} is not supported` });
      return false;
    }
    const te = headers["transfer-encoding"];
    const cl = headers["content-length"];
    let body: Body | undefined;
    let refusal: Refusal | undefined;
    if (te !== undefined) {
      if (cl !== undefined) refusal = malformed("Content-Length with Transfer-Encoding");
      // chunked must come last (RFC 9112 §6.3); codings before it are not undone: the body is what was sent
      else if (!/(?:^|,)[ \t]*chunked[ \t]*$/i.test(te)) refusal = malformed("Transfer-Encoding does not end with chunked");
      else body = newBody(true, 0, this.options.maxBodyBytes);
    } else if (cl !== undefined) {
      if (!/^\d{1,15}$/.test(cl)) refusal = malformed("invalid Content-Length");
      else if (cl !== "0") body = newBody(false, Number(cl), this.options.maxBodyBytes);
    }
    if (refusal !== undefined) {
      this.refuse(refusal);
      return false;
    }
    this.busy = true;
    this.requestStarted = Date.now();
    this.body = body;
    const keepAlive = parsed.minor === 1 ? !connectionSays(headers.connection, "close") : connectionSays(headers.connection, "keep-alive");
    let reader: Http1Request["body"];
    if (body !== undefined) {
      const o = this.options;
      if (!body.chunked && body.remaining > o.maxBodyBytes) {
        // declared too large: refused before a byte is read; the body is read and dropped after the answer
        // unless it is past the linger bound or the client waits for a 100 it will not get
        body.drop = true;
        body.result = "too large";
        if (expectContinue || body.remaining > o.lingerBytes) {
          body.done = true;
          this.closing = true;
        }
      } else if (expectContinue) this.socket.write(CONTINUE);
      // a body that came with its head (the usual case) is handed over as it is
      if (!body.done && this.pending !== undefined) this.feed(body);
      if (this.ended) return false;
      reader = body.result instanceof Buffer ? body.result : (limit = o.maxBodyBytes) => this.read(body, limit);
    }
    const isHead = parsed.method === "HEAD";
    this.options.handle({ method: parsed.method, target: parsed.target, headers, minor: parsed.minor, body: reader }).then(
      (answer) => this.answer(answer, keepAlive, isHead),
      () => this.socket.destroy(),
    );
    return true;
  }

  /** The body once it is all there, or "too large" as soon as it (or its declared length) is past `limit`. */
  private read(body: Body, limit: number): Promise<Buffer | "too large" | "aborted"> {
    return new Promise((resolve) => {
      const done = body.result;
      if (done !== undefined) return resolve(done instanceof Buffer && done.length > limit ? "too large" : done);
      body.limit = limit;
      if (body.size > limit || (!body.chunked && body.size + body.remaining > limit)) this.tooLarge(body);
      if (body.result !== undefined) return resolve(body.result);
      body.settle = resolve;
    });
  }

  /** The body is past its limit: dropped from now on, its reader told. */
  private tooLarge(body: Body): void {
    body.drop = true;
    body.dropped = body.size;
    body.kept = [];
    this.settleBody("too large");
  }

  /** Feed `pending` to the body; false when it needs more bytes (or the connection is done). */
  private feed(body: Body): boolean {
    if (!body.chunked) {
      this.take(body, body.remaining);
      if (body.remaining === 0) this.complete(body);
      return body.done;
    }
    while (!body.done) {
      const buf = this.pending;
      if (buf === undefined) return false;
      if (body.phase === DATA) {
        this.take(body, body.remaining);
        if (body.remaining > 0) return false;
        body.phase = DATA_END;
      } else if (body.phase === DATA_END) {
        if (buf.length < 2) return false;
        if (buf[0] !== 13 || buf[1] !== 10) return this.badBody("chunk data not followed by CRLF");
        this.advance(2);
        body.phase = SIZE;
      } else {
        const eol = buf.indexOf("\r\n", 0, "latin1");
        if (eol < 0) {
          if (buf.length > MAX_CHUNK_LINE || hasBareLf(buf, 0)) return this.badBody(body.phase === SIZE ? "chunk size line" : "trailer line");
          return false;
        }
        const line = buf.toString("latin1", 0, eol);
        this.advance(eol + 2);
        if (body.phase === SIZE) {
          const m = CHUNK_SIZE.exec(line);
          if (!m) return this.badBody("invalid chunk size");
          const size = Number.parseInt(m[1]!, 16);
          if (size === 0) body.phase = TRAILERS;
          else {
            body.phase = DATA;
            body.remaining = size;
          }
        } else if (line === "") this.complete(body);
        else {
          body.trailerBytes += line.length + 2;
          if (body.trailerBytes > MAX_HEAD_BYTES || BAD_VALUE.test(line)) return this.badBody("trailer fields");
        }
      }
    }
    return true;
  }

  /** Up to `want` bytes of `pending` into the body (kept, or dropped past the limit). */
  private take(body: Body, want: number): void {
    const buf = this.pending!;
    const n = Math.min(want, buf.length);
    if (n === 0) return;
    const piece = n === buf.length ? buf : buf.subarray(0, n);
    this.advance(n);
    body.remaining -= n;
    if (body.drop) {
      body.dropped += n;
      if (body.dropped > this.options.lingerBytes) this.socket.destroy();
      return;
    }
    body.kept.push(piece);
    body.size += n;
    if (body.size > body.limit) this.tooLarge(body);
  }

  private advance(n: number): void {
    const buf = this.pending!;
    this.pending = n >= buf.length ? undefined : buf.subarray(n);
  }

  private complete(body: Body): void {
    body.done = true;
    if (!body.drop) this.settleBody(body.kept.length === 1 ? body.kept[0]! : Buffer.concat(body.kept, body.size));
    body.kept = [];
  }

  private settleBody(result: Buffer | "too large" | "aborted"): void {
    const body = this.body;
    if (body === undefined || body.result !== undefined) return;
    body.result = result;
    body.settle?.(result);
  }

  /** A body that breaks chunked framing: the request is refused and the connection closed. */
  private badBody(what: string): false {
    if (this.busy) {
      // the handler may be waiting for the body: it gets "aborted" and its answer is not sent
      this.settleBody("aborted");
      this.busy = false;
    }
    this.refuse(malformed(what));
    return false;
  }

  private answer(answer: Http1Answer, keepAlive: boolean, isHead: boolean): void {
    const socket = this.socket;
    if (socket.destroyed || !this.busy) return;
    if (answer.abort) return void socket.destroy();
    const close = !keepAlive || answer.close === true || this.closing;
    let bytes: Buffer;
    try {
      bytes = answerBytes(answer, !close, isHead);
    } catch (err) {
      this.options.fault?.(err);
      this.busy = false;
      this.refuse({ status: 500, code: "InternalServerError", message: `The emulator failed: ${(err as Error).message}` });
      return;
    }
    socket.write(bytes);
    this.busy = false;
    this.lastActive = Date.now();
    const body = this.body;
    // the rest of a body nobody reads is dropped, not kept
    if (body !== undefined && !body.done) body.drop = true;
    if (close) {
      this.closing = true;
      this.closingSince = Date.now();
      if (body === undefined || body.done) {
        this.finish();
        return;
      }
    }
    if (socket.isPaused()) socket.resume();
    this.pump();
  }

  /** A refusal the server makes itself, then the connection closes (after reading the rest of a body, up to the linger bounds). */
  private refuse(r: Refusal): void {
    if (this.socket.destroyed || this.ended) return;
    if (!this.busy) {
      const payload = this.options.refusal(r.status, r.code, r.message);
      this.socket.write(answerBytes({ status: r.status, headers: { "Content-Type": "application/json; charset=utf-8" }, payload }, false, false));
    }
    this.busy = false;
    this.closing = true;
    this.closingSince = Date.now();
    this.body = undefined;
    this.finish();
  }

  /** No more answers: end the connection (the client then closes; a linger timer destroys it if not). */
  private finish(): void {
    if (this.ended) return;
    this.ended = true;
    this.pending = undefined;
    this.closingSince ||= Date.now();
    this.closing = true;
    this.socket.end();
  }
}

function newBody(chunked: boolean, remaining: number, limit: number): Body {
  return { chunked, remaining, phase: SIZE, trailerBytes: 0, kept: [], size: 0, limit, drop: false, dropped: 0, done: false };
}

/** An LF not preceded by CR at or after `from`. */
function hasBareLf(buf: Buffer, from: number): boolean {
  for (let i = buf.indexOf(10, from); i >= 0; i = buf.indexOf(10, i + 1)) if (i === from || buf[i - 1] !== 13) return true;
  return false;
}

/** Listen on host:port; each connection gets its own loop. Rejects with the listen error. */
export async function serveHttp1(options: Http1Options): Promise<Http1Server> {
  const connections = new Set<Connection>();
  const server = net.createServer({ allowHalfOpen: true, noDelay: true }, (socket) => {
    const c = new Connection(socket, options);
    connections.add(c);
    socket.on("close", () => connections.delete(c));
  });
  const ticker = setInterval(() => {
    const now = Date.now();
    for (const c of connections) c.tick(now);
  }, 1000);
  ticker.unref();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return {
    address: server.address() as net.AddressInfo,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(ticker);
        server.close(() => resolve());
        for (const c of connections) c.socket.destroy();
      }),
  };
}
