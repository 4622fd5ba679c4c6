/**
 * A raw HTTP/1.1 client over net.Socket, for requests that fetch and node:http refuse to send: targets
 * with raw non-ASCII bytes, NUL or `..`, header values with CR/LF, duplicated or contradictory framing
 * headers, bodies that lie about their length. Every request is sent with `Connection: close` and the
 * answer is read until the server closes, then parsed (Content-Length, chunked, or until close).
 *
 * A request is plain JSON (WireRequest), so that a failing case can be saved and replayed as is.
 */
import net from "node:net";

export type WireBody =
  /** UTF-8 text. */
  | { kind: "text"; text: string }
  /** Arbitrary bytes. */
  | { kind: "base64"; data: string }
  /** `size` bytes, all `char` (one ASCII character): bodies over the limit without storing them. */
  | { kind: "fill"; size: number; char: string }
  /** `prefix + open×depth + leaf + close×depth + suffix`: deep nesting without storing it. */
  | { kind: "deep"; prefix: string; open: string; leaf: string; close: string; depth: number; suffix: string };

export interface WireRequest {
  method: string;
  /** The request-target exactly as written on the request line (may hold raw bytes, `..`, `%00`). */
  target: string;
  /** Header lines as written (names and values are not checked: CR/LF and NUL go through). */
  headers: Array<[string, string]>;
  body?: WireBody;
  /**
   * How the body is framed: `length` (default: Content-Length of the real size), `chunked`
   * (Transfer-Encoding: chunked), `none` (no framing header: the headers say it all, or nothing).
   */
  framing?: "length" | "chunked" | "none";
}

export interface WireResponse {
  status: number;
  headers: Array<[string, string]>;
  body: string;
  /** Set when no complete answer came back (reset, timeout, garbage). */
  error?: string;
}

export function bodyBytes(body: WireBody | undefined): Buffer {
  if (!body) return Buffer.alloc(0);
  switch (body.kind) {
    case "text":
      return Buffer.from(body.text, "utf8");
    case "base64":
      return Buffer.from(body.data, "base64");
    case "fill":
      return Buffer.alloc(body.size, body.char.charCodeAt(0) & 0x7f);
    case "deep":
      return Buffer.from(`${body.prefix}${body.open.repeat(body.depth)}${body.leaf}${body.close.repeat(body.depth)}${body.suffix}`, "utf8");
  }
}

/** Size of a body without building it. */
export function bodySize(body: WireBody | undefined): number {
  if (!body) return 0;
  if (body.kind === "fill") return body.size;
  if (body.kind === "deep") return Buffer.byteLength(body.prefix + body.leaf + body.suffix) + body.depth * Buffer.byteLength(body.open + body.close);
  return bodyBytes(body).length;
}

export function encodeRequest(req: WireRequest, host: string): Buffer {
  const payload = bodyBytes(req.body);
  const framing = req.framing ?? "length";
  const lines = [`${req.method} ${req.target} HTTP/1.1`, `Host: ${host}`];
  for (const [n, v] of req.headers) lines.push(`${n}: ${v}`);
  if (req.body !== undefined && framing === "length") lines.push(`Content-Length: ${payload.length}`);
  if (req.body !== undefined && framing === "chunked") lines.push("Transfer-Encoding: chunked");
  lines.push("Connection: close", "", "");
  const head = Buffer.from(lines.join("\r\n"), "utf8");
  if (req.body === undefined) return head;
  if (framing !== "chunked") return Buffer.concat([head, payload]);
  const parts: Buffer[] = [head];
  const CHUNK = 64 * 1024;
  for (let i = 0; i < payload.length; i += CHUNK) {
    const piece = payload.subarray(i, i + CHUNK);
    parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from("0\r\n\r\n"));
  return Buffer.concat(parts);
}

/** Parse everything a server sent on one connection (the first answer only). */
export function parseResponse(input: Buffer, head = false): WireResponse | undefined {
  let raw = input;
  // skip interim answers (100 Continue)
  while (/^HTTP\/1\.[01] 1\d\d/.test(raw.subarray(0, 16).toString("latin1"))) {
    const interim = raw.indexOf("\r\n\r\n");
    if (interim < 0) return undefined;
    raw = raw.subarray(interim + 4);
  }
  const end = raw.indexOf("\r\n\r\n");
  if (end < 0) return undefined;
  const lines = raw.subarray(0, end).toString("latin1").split("\r\n");
  const m = /^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? "");
  if (!m) return undefined;
  const headers = lines.slice(1).map((l): [string, string] => {
    const i = l.indexOf(":");
    return [l.slice(0, i).trim().toLowerCase(), l.slice(i + 1).trim()];
  });
  const get = (n: string) => headers.find(([k]) => k === n)?.[1];
  let rest = raw.subarray(end + 4);
  let body: Buffer;
  const status = Number(m[1]);
  if (head || status === 204 || status === 304) return { status, headers, body: "" };
  const length = get("content-length");
  if (get("transfer-encoding")?.toLowerCase().includes("chunked")) {
    const parts: Buffer[] = [];
    for (;;) {
      const nl = rest.indexOf("\r\n");
      if (nl < 0) return undefined;
      const size = parseInt(rest.subarray(0, nl).toString("latin1"), 16);
      if (!Number.isFinite(size)) return undefined;
      if (size === 0) break;
      if (rest.length < nl + 2 + size) return undefined;
      parts.push(rest.subarray(nl + 2, nl + 2 + size));
      rest = rest.subarray(nl + 2 + size + 2);
    }
    body = Buffer.concat(parts);
  } else if (length !== undefined) {
    if (rest.length < Number(length)) return undefined;
    body = rest.subarray(0, Number(length));
  } else body = rest;
  return { status, headers, body: body.toString("utf8") };
}

/**
 * True when the framing headers promise more than the request carries (a Content-Length larger than
 * the body, or a Transfer-Encoding written by hand): the server cannot know the request has ended.
 */
export function promisesMore(req: WireRequest): boolean {
  const size = req.body === undefined ? 0 : bodySize(req.body);
  return req.headers.some(([n, v]) => {
    const name = n.toLowerCase();
    if (name === "content-length") return /^\s*\d+\s*$/.test(v) && Number(v) > size;
    return name === "transfer-encoding" && req.framing !== "chunked";
  });
}

/**
 * Send one request on a fresh connection and read the answer. The connection is not half-closed (a
 * server may drop a request whose client hangs up its side), except after a request that promises more
 * than it sends.
 */
export function sendWire(url: string, req: WireRequest, timeoutMs = 8_000): Promise<WireResponse> {
  const { hostname, port } = new URL(url);
  const host = hostname.replace(/^\[|\]$/g, "");
  const isHead = req.method.toUpperCase() === "HEAD";
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const raw = Buffer.concat(chunks);
      const parsed = parseResponse(raw, isHead);
      if (parsed) resolve(parsed);
      else resolve({ status: 0, headers: [], body: raw.toString("latin1").slice(0, 500), error: error ?? "connection closed without a complete answer" });
    };
    const socket = net.connect({ host, port: Number(port) });
    const timer = setTimeout(() => finish(`no complete answer within ${timeoutMs} ms`), timeoutMs);
    socket.on("data", (c: Buffer) => {
      chunks.push(c);
      // a complete answer is enough: the server may keep reading a body it will never use
      if (parseResponse(Buffer.concat(chunks), isHead)) finish();
    });
    socket.on("error", (err: NodeJS.ErrnoException) => finish(err.code ?? err.message));
    socket.on("close", () => finish());
    socket.on("connect", () => {
      socket.write(encodeRequest(req, `${hostname}:${port}`), () => {
        // a request that promises more body than it sends: the server rightly waits for the rest;
        // after a short while, hang up our side (as an impatient client does) and read what comes back
        if (promisesMore(req)) setTimeout(() => socket.end(), 300).unref();
      });
    });
  });
}

/** The JSON body of an answer, or undefined when it is not JSON. */
export function jsonOf(res: WireResponse): unknown {
  try {
    return res.body === "" ? undefined : (JSON.parse(res.body) as unknown);
  } catch {
    return undefined;
  }
}
