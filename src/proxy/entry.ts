/**
 * One exchange that passed through the proxy as a HAR 1.2 entry: what the target was sent and answered,
 * the bodies as far as the front doors' limit kept them (decoded from their Content-Encoding, base64 when
 * not text), and notes on what could not be kept (the entry then says the body was not recorded).
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import type { HarEntry, HarNameValue } from "../conform/har.js";
import { MAX_BODY_BYTES, utf8Text } from "../http/front-door.js";

/** The first bytes of a body, up to a limit; past it nothing more is kept, the size still counted. */
export class Capture {
  #chunks: Buffer[] = [];
  /** Bytes seen in all. */
  size = 0;
  constructor(readonly limit: number = MAX_BODY_BYTES) {}

  add(chunk: Buffer): void {
    this.size += chunk.length;
    if (this.size <= this.limit) this.#chunks.push(chunk);
    else this.#chunks = [];
  }

  get over(): boolean {
    return this.size > this.limit;
  }

  /** The body, or undefined past the limit. */
  bytes(): Buffer | undefined {
    if (this.over) return undefined;
    return this.#chunks.length === 1 ? this.#chunks[0]! : Buffer.concat(this.#chunks, this.size);
  }
}

/** A whole exchange as the proxy saw it. Headers are raw name/value lists (node's rawHeaders). */
export interface Captured {
  /** When the request arrived (ms since the epoch), and the times of its steps (ms from then). */
  started: number;
  sent: number;
  headers: number;
  ended: number;
  method: string;
  /** The target's URL of the request. */
  url: string;
  httpVersion: string;
  requestHeaders: string[];
  requestBody: Capture;
  /** Whether the request's body had ended when the answer did (else it is not checked). */
  requestComplete: boolean;
  status: number;
  statusText: string;
  responseHeaders: string[];
  responseBody: Capture;
}

/** A HAR 1.2 entry as the proxy records it (the fields HAR requires that `vendor-api conform` does not read too). */
export type RecordedEntry = HarEntry & Record<string, unknown>;

const pairs = (raw: string[]): HarNameValue[] => {
  const out: HarNameValue[] = [];
  for (let i = 0; i < raw.length; i += 2) out.push({ name: raw[i]!, value: raw[i + 1] ?? "" });
  return out;
};

const headerOf = (raw: string[], name: string): string | undefined => {
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() === name) return raw[i + 1];
  return undefined;
};

/** A body's bytes as its Content-Encoding (gzip, deflate, br) names them decoded, at most `limit` bytes; a string says why not. */
function decoded(bytes: Buffer, encoding: string | undefined, limit: number): Buffer | string {
  const codings = (encoding ?? "")
    .split(",")
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== "" && c !== "identity");
  let out = bytes;
  try {
    for (const coding of codings.reverse()) {
      const options = { maxOutputLength: limit };
      if (coding === "gzip" || coding === "x-gzip") out = gunzipSync(out, options);
      else if (coding === "deflate") out = inflateSync(out, options);
      else if (coding === "br") out = brotliDecompressSync(out, options);
      else return `its Content-Encoding ${coding} is not one the proxy decodes`;
    }
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE" ? `it decodes to more than ${limit} bytes` : `its Content-Encoding ${encoding} does not decode`;
  }
  return out;
}

/**
 * The HAR entry of an exchange, and notes on the bodies it could not keep (those are not checked either).
 * Not `recorded`, it lacks what only a recording reads (the query string's pairs: the check reads the URL).
 */
export function harEntry(recorded: boolean, c: Captured): { entry: RecordedEntry; notes: string[] } {
  const notes: string[] = [];
  const query = c.url.indexOf("?");
  const queryString = query < 0 || !recorded ? [] : [...new URLSearchParams(c.url.slice(query + 1).replace(/#.*$/, ""))].map(([name, value]) => ({ name, value }));
  const request: RecordedEntry["request"] & Record<string, unknown> = {
    method: c.method,
    url: c.url,
    httpVersion: `HTTP/${c.httpVersion}`,
    cookies: [],
    headers: pairs(c.requestHeaders),
    queryString,
    headersSize: -1,
    bodySize: c.requestBody.size,
  };
  if (c.requestBody.size > 0) {
    const bytes = c.requestComplete ? c.requestBody.bytes() : undefined;
    const text = bytes && utf8Text(bytes);
    const mimeType = headerOf(c.requestHeaders, "content-type") ?? "";
    if (text !== undefined) request.postData = { mimeType, text };
    else {
      const why = !c.requestComplete ? "had not ended when the answer did" : bytes ? "is not UTF-8 text" : `is over ${c.requestBody.limit} bytes`;
      notes.push(`request body ${why}: not checked nor recorded`);
      request.postData = { mimeType, comment: `body not recorded: it ${why}` } as { mimeType: string };
    }
  }
  const mimeType = headerOf(c.responseHeaders, "content-type") ?? "";
  const content: NonNullable<HarEntry["response"]["content"]> & Record<string, unknown> = { size: c.responseBody.size, mimeType };
  if (c.responseBody.size > 0) {
    const bytes = c.responseBody.bytes();
    const body = bytes ? decoded(bytes, headerOf(c.responseHeaders, "content-encoding"), c.responseBody.limit) : `it is over ${c.responseBody.limit} bytes`;
    if (typeof body === "string") {
      notes.push(`response body not checked nor recorded: ${body}`);
      content.comment = `body not recorded: ${body}`;
    } else {
      content.size = body.length;
      const text = utf8Text(body);
      if (text !== undefined) content.text = text;
      else Object.assign(content, { text: body.toString("base64"), encoding: "base64" });
    }
  }
  const entry: RecordedEntry = {
    startedDateTime: new Date(c.started).toISOString(),
    time: c.ended,
    request,
    response: {
      status: c.status,
      statusText: c.statusText,
      httpVersion: `HTTP/${c.httpVersion}`,
      cookies: [],
      headers: pairs(c.responseHeaders),
      content,
      redirectURL: headerOf(c.responseHeaders, "location") ?? "",
      headersSize: -1,
      bodySize: c.responseBody.size,
    } as RecordedEntry["response"],
    cache: {},
    timings: { send: c.sent, wait: Math.max(0, c.headers - c.sent), receive: Math.max(0, c.ended - c.headers) },
  };
  return { entry, notes };
}
