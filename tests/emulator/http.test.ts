/**
 * The HTTP layer over real sockets: a body past the limit is answered 413 with a lingering read, so a
 * client that sends its whole body before reading (Node's fetch) sees the 413, not a reset; and the
 * HTTP/1.1 connection loop (keep-alive, pipelining, chunked bodies, 100-continue, refusals, timeouts).
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../src/emulator/body.js";
import { type Http1Server, serveHttp1 } from "../../src/emulator/http1.js";
import { type Emulator, createEmulator } from "../../src/emulator/server.js";

let emu: Emulator;
beforeAll(async () => {
  emu = await createEmulator({ quiet: true, modules: [] });
});
afterAll(() => emu.close());

describe("a body too large", () => {
  it.each([
    ["declared by Content-Length, 60 MiB", 60 * 1024 * 1024, false],
    ["sent chunked, 3 MiB", 3 * 1024 * 1024, true],
    ["sent chunked and slowly, 4 MiB", 4 * 1024 * 1024, "slow"],
  ] as Array<[string, number, boolean | "slow"]>)("%s: fetch sees 413 in the API's shape", async (_name, size, chunked) => {
    const bytes = new Uint8Array(size);
    const body = chunked
      ? new ReadableStream({
          async start(controller) {
            if (chunked === "slow") {
              // as over a real network: the server has answered long before the client is done
              for (let at = 0; at < size; at += 64 * 1024) {
                controller.enqueue(bytes.subarray(at, at + 64 * 1024));
                await new Promise((r) => setTimeout(r, 2));
              }
              return controller.close();
            }
            for (let at = 0; at < size; at += 256 * 1024) controller.enqueue(bytes.subarray(at, at + 256 * 1024));
            controller.close();
          },
        })
      : bytes;
    const res = await fetch(`${emu.url}/api/v2.0/subscriptions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer x" },
      body,
      ...(chunked ? { duplex: "half" } : {}),
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
    expect(await res.json()).toEqual({ error: { code: "PayloadTooLarge", message: `Request body exceeds ${MAX_BODY_BYTES} bytes` } });
  });

  it("a client still sending after the limit is never cut off: every byte is accepted, then the 413 arrives", async () => {
    const { port } = new URL(emu.url);
    const size = 4 * 1024 * 1024;
    const socket = net.connect(Number(port), "127.0.0.1");
    let received = "";
    let failure: string | undefined;
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("error", (err: NodeJS.ErrnoException) => (failure = err.code ?? err.message));
    const closed = new Promise((resolve) => socket.on("close", resolve));
    await new Promise((resolve) => socket.on("connect", resolve));
    socket.write(`POST /api/v2.0/subscriptions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer x\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    for (let sent = 0; sent < size && !failure; sent += chunk.length) {
      if (!socket.write(chunk)) await new Promise((resolve) => socket.once("drain", resolve));
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await closed;
    expect(failure).toBeUndefined();
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
  }, 20_000);
});

/** Bytes on one raw connection; resolves with all the server sent once it closes (or after `ms`). */
function exchange(port: number, send: (socket: net.Socket) => unknown, ms = 5_000): Promise<{ text: string; closed: boolean; error?: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    let error: string | undefined;
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closed: false, error });
    }, ms);
    socket.on("data", (c: Buffer) => (text += c.toString("latin1")));
    socket.on("error", (err: NodeJS.ErrnoException) => (error = err.code ?? err.message));
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ text, closed: true, error });
    });
    socket.on("connect", () => void send(socket));
  });
}

const statuses = (text: string) => [...text.matchAll(/HTTP\/1\.1 (\d{3}) [A-Z]/g)].map((m) => Number(m[1]));

describe("HTTP/1.1 connections (src/emulator/http1.ts)", () => {
  let server: Http1Server;
  let port: number;
  const seen: Array<{ method: string; target: string; headers: Record<string, string>; body?: string }> = [];
  beforeAll(async () => {
    server = await serveHttp1({
      host: "127.0.0.1",
      port: 0,
      maxBodyBytes: 1024,
      lingerBytes: 64 * 1024,
      lingerMs: 2_000,
      keepAliveMs: 300,
      headersTimeoutMs: 300,
      requestTimeoutMs: 600,
      refusal: (_status, code, message) => JSON.stringify({ error: { code, message } }),
      handle: async (req) => {
        const read = typeof req.body === "function" ? await req.body() : req.body;
        if (read === "aborted") return { status: 0, abort: true };
        if (read === "too large") return { status: 413, headers: { "content-type": "application/json" }, payload: '{"error":{"code":"PayloadTooLarge"}}', close: true };
        // a slow answer for /slow, so that a pipelined request behind it must wait
        if (req.target === "/slow") await new Promise((r) => setTimeout(r, 100));
        seen.push({ method: req.method, target: req.target, headers: req.headers, body: read?.toString("utf8") });
        return { status: 200, headers: { "content-type": "text/plain" }, payload: `${req.method} ${req.target} ${read?.toString("utf8") ?? "-"}` };
      },
    });
    port = server.address.port;
  });
  afterAll(() => server.close());

  it("keeps a connection alive and answers pipelined requests in order", async () => {
    const r = await exchange(port, (s) => s.write("GET /slow HTTP/1.1\r\nHost: x\r\n\r\nGET /fast HTTP/1.1\r\nHost: x\r\n\r\nGET /last HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"));
    expect(statuses(r.text)).toEqual([200, 200, 200]);
    expect([...r.text.matchAll(/GET (\/\w+) -/g)].map((m) => m[1])).toEqual(["/slow", "/fast", "/last"]);
    expect(r.text.match(/Connection: \S+/g)).toEqual(["Connection: keep-alive", "Connection: keep-alive", "Connection: close"]);
    expect(r.closed).toBe(true);
  });

  it("reads a chunked body (with extensions and trailers) and a Content-Length body split across packets", async () => {
    const chunked = await exchange(port, (s) =>
      s.write("POST /c HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n3;ext=1\r\nabc\r\n2\r\nde\r\n0\r\nX-Trailer: t\r\n\r\n"),
    );
    expect(chunked.text).toMatch(/\r\n\r\nPOST \/c abcde$/);
    const split = await exchange(port, async (s) => {
      s.write("POST /l HTTP/1.1\r\nHo");
      await new Promise((r) => setTimeout(r, 20));
      s.write("st: x\r\nContent-Length: 5\r\nConnection: close\r\n\r\nab");
      await new Promise((r) => setTimeout(r, 20));
      s.write("cde");
    });
    expect(split.text).toMatch(/\r\n\r\nPOST \/l abcde$/);
  });

  it("sends 100 Continue to Expect: 100-continue before the body, and 417 to another expectation", async () => {
    const r = await exchange(port, async (s) => {
      s.write("POST /e HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n");
      await new Promise((r) => setTimeout(r, 50));
      s.write("ok");
    });
    expect(r.text).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 OK\r\n/);
    const other = await exchange(port, (s) => s.write("POST /e HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nExpect: magic\r\n\r\nok"));
    expect(statuses(other.text)).toEqual([417]);
  });

  it("closes after an HTTP/1.0 request unless it asks for keep-alive", async () => {
    const closed = await exchange(port, (s) => s.write("GET /a HTTP/1.0\r\n\r\n"));
    expect(closed.text).toMatch(/Connection: close/);
    expect(closed.closed).toBe(true);
    const kept = await exchange(port, (s) => s.write("GET /a HTTP/1.0\r\nConnection: keep-alive\r\n\r\n"), 150);
    expect(kept.text).toMatch(/Connection: keep-alive/);
    expect(kept.closed).toBe(false);
  });

  it("answers a client that half-closes after its requests (each of them, in order), then closes", async () => {
    const r = await exchange(port, (s) => {
      s.end("GET /slow HTTP/1.1\r\nHost: x\r\n\r\nPOST /next HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nok");
    });
    expect(statuses(r.text)).toEqual([200, 200]);
    expect(r.text).toMatch(/GET \/slow -.*POST \/next ok$/s);
    expect(r.closed).toBe(true);
    const cut = await exchange(port, (s) => {
      s.end("POST /cut HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc");
    });
    expect(statuses(cut.text)).toEqual([400]);
    expect(cut.text).toContain("the body ended before its Content-Length");
    expect(cut.closed).toBe(true);
  });

  it.each([
    ["a bare LF line ending", "GET / HTTP/1.1\nHost: x\n\n", 400, "line ending without CR"],
    ["Content-Length with Transfer-Encoding", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400, "Content-Length with Transfer-Encoding"],
    ["a Transfer-Encoding that does not end with chunked", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n", 400, "does not end with chunked"],
    ["a bad Content-Length", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n", 400, "invalid Content-Length"],
    ["a bad chunk size", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", 400, "invalid chunk size"],
    ["chunk data longer than its size", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nabc\r\n0\r\n\r\n", 400, "not followed by CRLF"],
    ["no Host in HTTP/1.1", "GET / HTTP/1.1\r\n\r\n", 400, "no Host header"],
    ["CONNECT", "CONNECT a:443 HTTP/1.1\r\nHost: a:443\r\n\r\n", 405, "not a proxy"],
    ["a header block over 16 KiB", `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(17 * 1024)}\r\n\r\n`, 431, "exceed"],
  ])("refuses %s in the error shape, then closes", async (_name, raw, status, reason) => {
    const r = await exchange(port, (s) => s.write(raw));
    expect(statuses(r.text)).toEqual([status]);
    expect(r.text).toMatch(/Connection: close/);
    expect(r.text).toContain(reason);
    expect(r.closed).toBe(true);
  });

  it("refuses a body past the limit with the handler's 413, reads the rest (a lingering close), then closes", async () => {
    const r = await exchange(port, async (s) => {
      s.write("POST /big HTTP/1.1\r\nHost: x\r\nContent-Length: 20000\r\n\r\n");
      for (let i = 0; i < 20; i++) {
        s.write(Buffer.alloc(1000, 0x61));
        await new Promise((r) => setTimeout(r, 2));
      }
    });
    expect(statuses(r.text)).toEqual([413]);
    expect(r.error).toBeUndefined();
    expect(r.closed).toBe(true);
  });

  it("closes an idle keep-alive connection, and answers 408 to a head that does not arrive in time", async () => {
    const idle = await exchange(port, (s) => s.write("GET /a HTTP/1.1\r\nHost: x\r\n\r\n"), 3_000);
    expect(statuses(idle.text)).toEqual([200]);
    expect(idle.closed).toBe(true);
    const slow = await exchange(port, (s) => s.write("GET /a HTTP/1.1\r\nHost: x\r\n"), 3_000);
    expect(statuses(slow.text)).toEqual([408]);
    expect(slow.closed).toBe(true);
  });

  it("gives each request of a connection its own headers, the same lines parsed once", async () => {
    seen.length = 0;
    await exchange(port, (s) => s.write("GET /1 HTTP/1.1\r\nHost: x\r\nX-A: 1\r\n\r\nGET /2 HTTP/1.1\r\nHost: x\r\nX-A: 1\r\n\r\nGET /3 HTTP/1.1\r\nHost: x\r\nX-B: 2\r\nConnection: close\r\n\r\n"));
    expect(seen.map((r) => [r.target, r.headers])).toEqual([
      ["/1", { host: "x", "x-a": "1" }],
      ["/2", { host: "x", "x-a": "1" }],
      ["/3", { host: "x", "x-b": "2", connection: "close" }],
    ]);
    expect(seen[1]!.headers).toBe(seen[0]!.headers);
    expect(Object.isFrozen(seen[0]!.headers)).toBe(true);
  });

  it("answers HEAD without a body and passes the request's headers as node names them", async () => {
    seen.length = 0;
    const r = await exchange(port, (s) => s.write("HEAD /h HTTP/1.1\r\nHost: x\r\nX-A: 1\r\nX-A: 2\r\nConnection: close\r\n\r\n"));
    expect(r.text).toMatch(/Content-Length: 9\r\n(?:.*\r\n)*\r\n$/);
    expect(seen[0]?.headers).toEqual({ host: "x", "x-a": "1, 2", connection: "close" });
  });
});
