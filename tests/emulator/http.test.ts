/**
 * The HTTP adapter (src/emulator/http.ts, node:http) over real sockets: a body past the limit is answered
 * 413 with a lingering read, so a client that sends its whole body before reading (Node's fetch) sees the
 * 413, not a reset; connections (keep-alive, pipelining in order, chunked bodies, 100-continue, HTTP/1.0,
 * half-close, timeouts); what node's parser refuses, in the common error shape; back-pressure on a client
 * that never reads; headers that are Object.prototype's names; bodies that are not UTF-8.
 */
import net from "node:net";
import v8 from "node:v8";
import vm from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TIMEOUTS, type EmuResponse, MAX_BODY_BYTES } from "../../src/http/front-door.js";
import { type HttpAdapter, listen } from "../../src/emulator/http.js";
import { createEmulator as createFullEmulator } from "../../src/emulator/index.js";
import { type Emulator, createEmulator } from "../../src/emulator/server.js";
import type { DispatchRequest } from "../../src/emulator/types.js";
import { COMPANY, TOKEN } from "./helpers.js";

const loud = (line: string) => {
  throw new Error(`unexpected: ${line}`);
};

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
  ] as Array<[string, number, boolean | "slow"]>)("Subscriptions_Create, %s: fetch sees 413 in the API's shape", async (_name, size, chunked) => {
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

  it("Subscriptions_Create: a client still sending after the limit is never cut off: every byte is accepted, then the 413 arrives", async () => {
    const { port } = new URL(emu.url);
    const size = 4 * 1024 * 1024;
    const socket = net.connect(Number(port), "127.0.0.1");
    let received = "";
    let failure: string | undefined;
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("error", (err: NodeJS.ErrnoException) => (failure = err.code ?? err.message));
    const closed = new Promise((resolve) => socket.on("close", resolve));
    await new Promise((resolve) => socket.on("connect", resolve));
    socket.write(`POST /api/v2.0/subscriptions HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer x\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`);
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

/** Bytes on one raw connection; resolves with all the server sent once it closes (or after `ms`: closed false). */
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

/** Resolves once the text read on `socket` matches `pattern`. */
function until(socket: net.Socket, pattern: RegExp): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    const onData = (c: Buffer) => {
      text += c.toString("latin1");
      if (!pattern.test(text)) return;
      socket.off("data", onData);
      resolve(text);
    };
    socket.on("data", onData);
  });
}

const statuses = (text: string) => [...text.matchAll(/HTTP\/1\.1 (\d{3}) [A-Z]/g)].map((m) => Number(m[1]));

describe("connections (node:http, with short timeouts)", () => {
  let adapter: HttpAdapter;
  let port: number;
  const seen: Array<{ method: string; target: string; headers: Record<string, string>; body?: string }> = [];
  /** Echoes each request; a body is read with a 1 KiB limit (413 past it, as the pipeline answers). */
  async function echo(req: DispatchRequest): Promise<EmuResponse> {
    const read = typeof req.body === "function" ? await req.body(1024) : req.body;
    if (read === "aborted") return { status: 0, abort: true };
    if (read === "too large") return { status: 413, headers: { connection: "close" }, body: { error: { code: "PayloadTooLarge", message: "too large" } } };
    // a slow answer for /slow, so that a pipelined request behind it must wait
    if (req.target === "/slow") await new Promise((r) => setTimeout(r, 100));
    const text = read === undefined ? "-" : read.toString() || "-";
    seen.push({ method: req.method, target: req.target, headers: req.headers, body: text });
    return { status: 200, headers: { "content-type": "text/plain" }, body: `${req.method} ${req.target} ${text}` };
  }
  beforeAll(async () => {
    adapter = await listen(echo, { host: "127.0.0.1", port: 0, loud, timeouts: { headersMs: 300, requestMs: 600, keepAliveMs: 300 } });
    port = Number(new URL(adapter.url).port);
  });
  afterAll(() => adapter.close());

  it("keeps a connection alive and answers pipelined requests in order", async () => {
    const r = await exchange(port, (s) =>
      s.write("GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\nGET /fast HTTP/1.1\r\nHost: localhost\r\n\r\nGET /last HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"),
    );
    expect(statuses(r.text)).toEqual([200, 200, 200]);
    expect([...r.text.matchAll(/GET (\/\w+) -/g)].map((m) => m[1])).toEqual(["/slow", "/fast", "/last"]);
    expect(r.text.match(/Connection: \S+/g)).toEqual(["Connection: keep-alive", "Connection: keep-alive", "Connection: close"]);
    expect(r.closed).toBe(true);
  });

  it("reads a chunked body (with extensions and trailers) and a Content-Length body split across packets", async () => {
    const chunked = await exchange(port, (s) =>
      s.write("POST /c HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n3;ext=1\r\nabc\r\n2\r\nde\r\n0\r\nX-Trailer: t\r\n\r\n"),
    );
    expect(chunked.text).toMatch(/\r\n\r\nPOST \/c abcde$/);
    const split = await exchange(port, async (s) => {
      s.write("POST /l HTTP/1.1\r\nHo");
      await new Promise((r) => setTimeout(r, 20));
      s.write("st: localhost\r\nContent-Length: 5\r\nConnection: close\r\n\r\nab");
      await new Promise((r) => setTimeout(r, 20));
      s.write("cde");
    });
    expect(split.text).toMatch(/\r\n\r\nPOST \/l abcde$/);
  });

  it("sends 100 Continue to Expect: 100-continue when the body is read, none for a body declared too large, and 417 to another expectation", async () => {
    const r = await exchange(port, async (s) => {
      s.write("POST /e HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n");
      await until(s, /100 Continue\r\n\r\n/);
      s.write("ok");
    });
    expect(r.text).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 OK\r\n/);
    expect(r.text).toMatch(/POST \/e ok$/);
    const tooLarge = await exchange(port, (s) => s.write("POST /e HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5000\r\nExpect: 100-continue\r\n\r\n"));
    expect(statuses(tooLarge.text)).toEqual([413]);
    expect(tooLarge.closed).toBe(true);
    expect(tooLarge.text).not.toContain("100 Continue");
    const other = await exchange(port, (s) => s.write("POST /e HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nExpect: magic\r\n\r\nok"));
    expect(statuses(other.text)).toEqual([417]);
    expect(other.text).toContain('"code":"ExpectationFailed"');
  });

  it("closes after an HTTP/1.0 request unless it asks for keep-alive", async () => {
    const closed = await exchange(port, (s) => s.write("GET /a HTTP/1.0\r\n\r\n"));
    expect(closed.text).toMatch(/Connection: close/);
    expect(closed.closed).toBe(true);
    // kept alive: a second request on the same connection is answered
    const kept = await exchange(port, async (s) => {
      s.write("GET /a HTTP/1.0\r\nConnection: keep-alive\r\n\r\n");
      await until(s, /GET \/a -$/);
      s.write("GET /b HTTP/1.0\r\n\r\n");
    });
    expect(statuses(kept.text)).toEqual([200, 200]);
    expect(kept.text.match(/Connection: \S+/g)).toEqual(["Connection: keep-alive", "Connection: close"]);
  });

  it("answers a client that half-closes after its requests (each of them, in order), then closes", async () => {
    const r = await exchange(port, (s) => {
      s.end("GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\nPOST /next HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\n\r\nok");
    });
    expect(statuses(r.text)).toEqual([200, 200]);
    expect(r.text).toMatch(/GET \/slow -.*POST \/next ok$/s);
    expect(r.closed).toBe(true);
    const cut = await exchange(port, (s) => {
      s.end("POST /cut HTTP/1.1\r\nHost: localhost\r\nContent-Length: 10\r\n\r\nabc");
    });
    expect(statuses(cut.text)).toEqual([400]);
    expect(cut.text).toContain("ended the connection before the request was complete");
    expect(cut.closed).toBe(true);
  });

  it.each([
    // the framings a hand-written parser accepted and node refuses (issue 20)
    ["Transfer-Encoding: chunked, chunked", "POST / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked, chunked\r\n\r\n2\r\nab\r\n0\r\n\r\n", 400, "Transfer-Encoding"],
    ["a chunk-size line with a space (2 SP CRLF)", "POST / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n2 \r\nab\r\n0\r\n\r\n", 400, "chunk size"],
    ["a lower-case method (get)", "get / HTTP/1.1\r\nHost: localhost\r\n\r\n", 400, "method"],
    ["a bare LF line ending", "GET / HTTP/1.1\nHost: localhost\n\n", 400, "BadRequest_Malformed"],
    ["Content-Length with Transfer-Encoding", "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400, "Content-Length"],
    ["a Transfer-Encoding that does not end with chunked", "POST / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: gzip\r\n\r\n", 400, "Transfer-Encoding"],
    ["obsolete line folding", "GET / HTTP/1.1\r\nHost: localhost\r\nX-A: a\r\n b\r\n\r\n", 400, "BadRequest_Malformed"],
    ["a bad Content-Length", "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: -1\r\n\r\n", 400, "Content-Length"],
    ["a bad chunk size", "POST / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", 400, "chunk size"],
    ["chunk data longer than its size", "POST / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nabc\r\n0\r\n\r\n", 400, "BadRequest_Malformed"],
    ["no Host in HTTP/1.1", "GET / HTTP/1.1\r\n\r\n", 400, "no Host header"],
    ["CONNECT", "CONNECT a:443 HTTP/1.1\r\nHost: a:443\r\n\r\n", 405, "not a proxy"],
    ["a header block over 16 KiB", `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(17 * 1024)}\r\n\r\n`, 431, "exceed 16384 bytes"],
  ])("refuses %s in the error shape, then closes", async (_name, raw, status, reason) => {
    const r = await exchange(port, (s) => s.write(raw));
    expect(statuses(r.text)).toEqual([status]);
    expect(r.text).toMatch(/Connection: close/i);
    expect(r.text).toMatch(/\r\n\r\n\{"error":\{"code":"\w+","message":"[^"]+"\}\}$/);
    expect(r.text).toContain(reason);
    expect(r.closed).toBe(true);
  });

  it("refuses a body past the limit with the handler's 413, reads the rest (a lingering close), then closes", async () => {
    const r = await exchange(port, async (s) => {
      s.write("POST /big HTTP/1.1\r\nHost: localhost\r\nContent-Length: 20000\r\n\r\n");
      for (let i = 0; i < 20; i++) {
        s.write(Buffer.alloc(1000, 0x61));
        await new Promise((r) => setTimeout(r, 2));
      }
    });
    expect(statuses(r.text)).toEqual([413]);
    expect(r.error).toBeUndefined();
    expect(r.closed).toBe(true);
  });

  it("tells the pipeline 'aborted' when the client went away before the pipeline asked for the body", async () => {
    let started!: () => void;
    const dispatched = new Promise<void>((r) => (started = r));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let readAs!: (read: unknown) => void;
    const read = new Promise<unknown>((r) => (readAs = r));
    const late = await listen(
      async (req) => {
        started();
        await gate;
        readAs(typeof req.body === "function" ? await req.body() : req.body);
        return { status: 0, abort: true };
      },
      { host: "127.0.0.1", port: 0, loud },
    );
    try {
      const closed = new Promise((r) => late.server.once("connection", (s: net.Socket) => s.once("close", r)));
      const client = net.connect(Number(new URL(late.url).port), "127.0.0.1");
      client.on("error", () => undefined);
      client.write("POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 10\r\n\r\nabc");
      await dispatched;
      client.destroy();
      await closed;
      release();
      expect(await read).toBe("aborted");
    } finally {
      await late.close();
    }
  });

  it("closes an idle keep-alive connection and a connection that sends nothing; 408 to a head or a body that does not arrive in time", async () => {
    const idle = await exchange(port, (s) => s.write("GET /a HTTP/1.1\r\nHost: localhost\r\n\r\n"), 4_000);
    expect(statuses(idle.text)).toEqual([200]);
    expect(idle.text).toMatch(/Keep-Alive: timeout=0\r\n/);
    expect(idle.closed).toBe(true);
    const silent = await exchange(port, () => undefined, 4_000);
    expect(silent.closed).toBe(true);
    const slowHead = await exchange(port, (s) => s.write("GET /a HTTP/1.1\r\nHost: localhost\r\n"), 4_000);
    expect(statuses(slowHead.text)).toEqual([408]);
    expect(slowHead.closed).toBe(true);
    const slowBody = await exchange(port, (s) => s.write("POST /a HTTP/1.1\r\nHost: localhost\r\nContent-Length: 10\r\n\r\nabc"), 4_000);
    expect(statuses(slowBody.text)).toEqual([408]);
    expect(slowBody.closed).toBe(true);
  });

  it("answers HEAD without a body and passes the request's headers as node names them", async () => {
    seen.length = 0;
    const r = await exchange(port, (s) => s.write("HEAD /h HTTP/1.1\r\nHost: localhost\r\nX-A: 1\r\nX-A: 2\r\nConnection: close\r\n\r\n"));
    expect(r.text).toMatch(/Content-Length: 9\r\n(?:.*\r\n)*\r\n$/i);
    expect(seen[0]?.headers).toEqual({ host: "localhost", "x-a": "1, 2", connection: "close" });
  });

  it("serves with node's timeouts by default: headers 60 s, request 300 s, keep-alive 5 s", async () => {
    const plain = await listen(echo, { host: "127.0.0.1", port: 0, loud });
    try {
      expect(plain.timeouts).toEqual({ headersMs: 60_000, requestMs: 300_000, keepAliveMs: 5_000 });
      expect(DEFAULT_TIMEOUTS).toEqual(plain.timeouts);
      const r = await exchange(Number(new URL(plain.url).port), (s) => s.write("GET /a HTTP/1.1\r\nHost: localhost\r\n\r\nGET /b HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"));
      expect(r.text).toMatch(/Keep-Alive: timeout=5\r\n/);
    } finally {
      await plain.close();
    }
  });
});

/** The heap's live bytes and the buffers outside it, after a full collection. */
function liveBytes(): number {
  v8.setFlagsFromString("--expose-gc");
  (vm.runInNewContext("gc") as () => void)();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

describe("back-pressure", () => {
  it("holds back a client that pipelines 100,000 requests and never reads: memory stays bounded, reading lets it go on in order, leaving frees it", async () => {
    const N = 100_000;
    // a 1 KiB answer: without back-pressure, 100,000 of them kept for a client that does not read are over 100 MiB
    const body = { value: Array.from({ length: 10 }, (_, i) => ({ id: `item-${i}`, displayName: "x".repeat(64) })) };
    let dispatched = 0;
    let allDispatched: () => void = () => undefined;
    const done = new Promise<void>((r) => (allDispatched = r));
    const adapter = await listen(
      async (req) => {
        if (++dispatched === N) allDispatched();
        return { status: 200, body: { ...body, n: req.target.slice(1) } };
      },
      { host: "127.0.0.1", port: 0, loud },
    );
    try {
      // node stops reading the connection ("pause") once the answers it wrote are not read
      let server: net.Socket | undefined;
      const paused = new Promise<void>((resolve) =>
        adapter.server.once("connection", (s: net.Socket) => {
          server = s;
          s.once("pause", () => resolve());
        }),
      );
      const before = liveBytes();
      const client = net.connect(Number(new URL(adapter.url).port), "127.0.0.1");
      client.pause();
      await new Promise((r) => client.once("connect", r));
      const gone = new Promise((r) => client.once("close", r));
      void (async () => {
        for (let i = 0; i < N && !client.destroyed; i++) {
          if (!client.write(`GET /${i} HTTP/1.1\r\nHost: localhost\r\n\r\n`)) await Promise.race([new Promise((r) => client.once("drain", r)), gone]);
        }
      })();
      await Promise.race([paused, done]);
      const held = dispatched;
      expect(held).toBeLessThan(N);
      expect(liveBytes() - before).toBeLessThan(64 * 1024 * 1024);

      // the client reads: the server goes on where it stopped, answers in order
      let tail = "";
      let answers = 0;
      let inOrder = true;
      await new Promise<void>((resolve) => {
        client.on("data", (c: Buffer) => {
          const text = tail + c.toString("latin1");
          for (const m of text.matchAll(/"n":"(\d+)"\}/g)) inOrder &&= Number(m[1]) === answers++;
          tail = text.slice(text.lastIndexOf('"}') + 2);
          if (answers >= held + 2_000) resolve();
        });
        client.resume();
      });
      expect(inOrder).toBe(true);
      expect(dispatched).toBeGreaterThanOrEqual(held + 2_000);

      // the client leaves: what the server kept for it goes too
      const closed = new Promise((r) => server!.once("close", r));
      client.destroy();
      await closed;
      expect(liveBytes() - before).toBeLessThan(16 * 1024 * 1024);
    } finally {
      await adapter.close();
    }
  }, 30_000);
});

describe("the emulator's pipeline over node:http", () => {
  let full: Emulator;
  beforeAll(async () => {
    full = await createFullEmulator({ quiet: true, validateResponses: true });
  });
  afterAll(() => full.close());
  const customers = `/api/v2.0/companies(${COMPANY})/customers`;
  const names = async () =>
    ((await (await fetch(`${full.url}${customers}`, { headers: { authorization: TOKEN } })).json()) as { value: Array<{ displayName: string }> }).value.map((c) => c.displayName);

  it("Entities_List: a header named Constructor, __proto__ or hasOwnProperty is harmless: answered normally, nothing polluted", async () => {
    const r = await exchange(Number(new URL(full.url).port), (s) =>
      s.write(`GET ${customers} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${TOKEN}\r\nConstructor: c\r\n__proto__: {"polluted":1}\r\nhasOwnProperty: h\r\nConnection: close\r\n\r\n`),
    );
    expect(statuses(r.text)).toEqual([200]);
    expect(r.text).toContain('"value":[');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(Object.hasOwn({}, "constructor")).toBe(false);
  });

  it("Entities_Create: a JSON body that is not UTF-8 is refused 400 naming the encoding, and nothing is stored", async () => {
    const before = await names();
    const bytes = Buffer.concat([Buffer.from('{"displayName":"bad'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]);
    const res = await fetch(`${full.url}${customers}`, { method: "POST", headers: { authorization: TOKEN, "content-type": "application/json" }, body: bytes });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain("request body is not valid UTF-8");
    expect(await names()).toEqual(before);
    // the same text in UTF-8 is stored
    const good = await fetch(`${full.url}${customers}`, { method: "POST", headers: { authorization: TOKEN, "content-type": "application/json" }, body: '{"displayName":"good ÿþÃ"}' });
    expect(good.status).toBe(201);
    expect(await names()).toEqual([...before, "good ÿþÃ"]);
  });
});
