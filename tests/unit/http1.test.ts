/**
 * The emulator's HTTP/1.1 request parser (src/emulator/http1.ts) on its own: what it accepts, how it
 * names headers, and what it refuses, with the reason.
 */
import { describe, expect, it } from "vitest";
import { answerBytes, parseHead } from "../../src/emulator/http1.js";

const head = (lines: string[]) => `${lines.join("\r\n")}\r\n`;

describe("parseHead", () => {
  it("reads method, target, version and headers (names lower-cased, values trimmed)", () => {
    expect(parseHead(head(["POST /api/v2.0/$batch?x=1 HTTP/1.1", "Host: a:1", "Content-Type:  application/json \t", "X-Empty:", "accept: */*"]))).toEqual({
      method: "POST",
      target: "/api/v2.0/$batch?x=1",
      minor: 1,
      headers: { host: "a:1", "content-type": "application/json", "x-empty": "", accept: "*/*" },
    });
    expect(parseHead(head(["GET / HTTP/1.0"]))).toEqual({ method: "GET", target: "/", minor: 0, headers: {} });
  });

  it("joins repeated headers as node does: ', ' (cookie '; '), the first of single-valued ones, equal lengths once", () => {
    const parsed = parseHead(head(["GET / HTTP/1.1", "Host: a", "X-A: 1", "x-a: 2", "Cookie: a=1", "Cookie: b=2", "Host: b", "Content-Length: 3", "content-length: 3"]));
    expect(parsed).toMatchObject({ headers: { host: "a", "x-a": "1, 2", cookie: "a=1; b=2", "content-length": "3" } });
  });

  it("keeps raw bytes over 0x7f in the target and in values (latin1), and drops a __proto__ header", () => {
    const parsed = parseHead(head(["GET /caf\xe9 HTTP/1.1", "X-Name: gr\xfc\xdf", "__proto__: x"]));
    expect(parsed).toMatchObject({ target: "/caf\xe9", headers: { "x-name": "gr\xfc\xdf" } });
    expect(Object.getPrototypeOf((parsed as { headers: object }).headers)).toBe(Object.prototype);
  });

  it.each([
    ["no space after the method", ["GET/ HTTP/1.1"], "request line"],
    ["an empty method", [" / HTTP/1.1"], "invalid method"],
    ["a method with a bad character", ["GE(T / HTTP/1.1"], "request line"],
    ["two spaces", ["GET  / HTTP/1.1"], "invalid request-target"],
    ["a space in the target", ["GET /a b HTTP/1.1"], "request line"],
    ["a control character in the target", ["GET /a\x01b HTTP/1.1"], "request line"],
    ["a lower-case version", ["GET / http/1.1"], "invalid HTTP version"],
    ["a header without a colon", ["GET / HTTP/1.1", "Host a"], "invalid header name"],
    ["a space before the colon", ["GET / HTTP/1.1", "Host : a"], "invalid header name"],
    ["obsolete line folding", ["GET / HTTP/1.1", "X-A: 1", " 2"], "obsolete line folding"],
    ["a NUL in a value", ["GET / HTTP/1.1", "X-A: a\x00b"], "invalid character"],
    ["a bare LF in a value", ["GET / HTTP/1.1", "X-A: a\nb"], "invalid character"],
    ["a bare CR in a value", ["GET / HTTP/1.1", "X-A: a\rb"], "CR without LF"],
    ["differing Content-Length headers", ["POST / HTTP/1.1", "Content-Length: 1", "Content-Length: 2"], "differing Content-Length"],
  ])("refuses %s with 400 naming it", (_name, lines, reason) => {
    const r = parseHead(head(lines));
    expect(r).toMatchObject({ status: 400, code: "BadRequest_Malformed" });
    expect((r as { message: string }).message).toContain(reason);
  });

  it("answers 505 to another HTTP version", () => {
    expect(parseHead(head(["GET / HTTP/2.0"]))).toMatchObject({ status: 505, code: "HttpVersionNotSupported" });
  });
});

describe("answerBytes", () => {
  const text = (b: Buffer) => b.toString("latin1");

  it("writes the status line, the headers as given, Content-Length, Date and Connection, then the payload", () => {
    const out = text(answerBytes({ status: 201, headers: { "Content-Type": "application/json", ETag: 'W/"1"' }, payload: '{"a":"é"}' }, true, false));
    expect(out).toMatch(
      /^HTTP\/1\.1 201 Created\r\nContent-Type: application\/json\r\nETag: W\/"1"\r\nContent-Length: 10\r\nDate: [A-Z][a-z]{2}, \d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d GMT\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\n/,
    );
    expect(Buffer.from(out, "latin1").subarray(-10).toString("utf8")).toBe('{"a":"é"}');
  });

  it("leaves the payload out for HEAD, and Content-Length too for 204 and 304; the handler's own Connection and Content-Length are not repeated", () => {
    expect(text(answerBytes({ status: 200, payload: "abc" }, false, true))).toMatch(/Content-Length: 3\r\n.*Connection: close\r\n\r\n$/s);
    const noContent = text(answerBytes({ status: 204, headers: { connection: "close", "content-length": "9" } }, true, false));
    expect(noContent).toMatch(/^HTTP\/1\.1 204 No Content\r\nDate: [^\r]+\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\n$/);
  });

  it("writes a payload of parts (text and kept bytes) in order, with their byte length", () => {
    const out = answerBytes({ status: 200, payload: ['{"a":"é","k":', Buffer.from('{"z":"ü"}'), "}"] }, true, false);
    expect(out.toString("latin1")).toMatch(/Content-Length: 25\r\n/);
    expect(out.subarray(-25).toString("utf8")).toBe('{"a":"é","k":{"z":"ü"}}');
  });

  it("writes contentType after the handler's headers", () => {
    expect(text(answerBytes({ status: 200, headers: { ETag: "x" }, contentType: "application/json; charset=utf-8", payload: "{}" }, true, false))).toMatch(
      /^HTTP\/1\.1 200 OK\r\nETag: x\r\nContent-Type: application\/json; charset=utf-8\r\nContent-Length: 2\r\n/,
    );
  });

  it("throws on a header it must not write (CR/LF in a value, a bad name) before writing anything", () => {
    expect(() => answerBytes({ status: 200, headers: { Location: "/a\r\nSet-Cookie: x" } }, true, false)).toThrow(/invalid header/);
    expect(() => answerBytes({ status: 200, headers: { "Bad Name": "x" } }, true, false)).toThrow(/invalid header/);
  });
});
