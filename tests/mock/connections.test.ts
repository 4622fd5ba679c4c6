/**
 * The mock front door keeps its connections in bounds, as the emulator does: idle keep-alive connections,
 * connections that send nothing and clients that send their headers a byte at a time are cut (shortened
 * timeouts here; the defaults are node's documented ones). It refuses a request body that is not UTF-8.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiEntry } from "../../scripts/lib/registry.js";
import { type MockServer, startMocks } from "../../src/mock/server.js";

const dir = mkdtempSync(join(tmpdir(), "mock-connections-test-"));
const example = { "application/json": { schema: { type: "object" }, example: { id: "sub-1" } } };
const bundle = join(dir, "alpha.json");
writeFileSync(
  bundle,
  JSON.stringify({
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: { title: "alpha", version: "1.0" },
    paths: {
      "/api/v2.0/subscriptions": {
        get: { operationId: "Subscriptions_List", responses: { "200": { description: "OK", content: example } } },
        post: {
          operationId: "Subscriptions_Create",
          requestBody: { required: true, content: { "application/json": { schema: { type: "object" } } } },
          responses: { "201": { description: "Created", content: example } },
        },
      },
    },
  }),
);
const entries: ApiEntry[] = [{ key: "alpha@v1.0", name: "alpha", version: "v1.0", family: "test", root: bundle, generatedDir: dir, bundle, recordedDir: dir }];

let short: MockServer;
let plain: MockServer;
beforeAll(async () => {
  [short, plain] = await Promise.all([
    startMocks({ entries, port: 0, watch: false, log: () => undefined, timeouts: { headersMs: 300, requestMs: 600, keepAliveMs: 300 } }),
    startMocks({ entries, port: 0, watch: false, log: () => undefined }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([short?.close(), plain?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

/** A raw connection: what the server sent, and a promise of its close (the server cut it). */
function connect(url: string): { socket: net.Socket; text: () => string; closed: Promise<void> } {
  const socket = net.connect(Number(new URL(url).port), "127.0.0.1");
  let text = "";
  socket.on("data", (c: Buffer) => (text += c.toString("latin1")));
  socket.on("error", () => undefined);
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  return { socket, text: () => text, closed };
}

describe("mock front door connections", () => {
  it("Subscriptions_List: cuts a kept-alive connection that stays idle after its answer", async () => {
    const c = connect(short.url);
    c.socket.write("GET /api/v2.0/subscriptions HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await c.closed;
    expect(c.text()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(c.text()).toMatch(/Connection: keep-alive\r\n/i);
  });

  it("cuts a connection that never sends a request", async () => {
    const c = connect(short.url);
    await c.closed;
    expect(c.text()).toMatch(/^(HTTP\/1\.1 408 |$)/);
  });

  it("cuts a client that sends its headers a byte at a time, with 408", async () => {
    const c = connect(short.url);
    const head = Buffer.from(`GET /api/v2.0/subscriptions HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${"a".repeat(10_000)}\r\n\r\n`);
    let at = 0;
    const drip = setInterval(() => {
      if (at < head.length && !c.socket.destroyed) c.socket.write(head.subarray(at, ++at));
    }, 10);
    await c.closed;
    clearInterval(drip);
    expect(at).toBeLessThan(head.length);
    expect(c.text()).toMatch(/^HTTP\/1\.1 408 /);
    expect(c.text()).toContain('"code":"RequestTimeout"');
  });

  it("Subscriptions_Create: answers 408 to a body that does not arrive in time", async () => {
    const c = connect(short.url);
    c.socket.write("POST /api/v2.0/subscriptions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{}");
    await c.closed;
    expect(c.text()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("uses node's documented timeouts by default: headers 60 s, request 300 s, keep-alive 5 s", async () => {
    expect(plain.timeouts).toEqual({ headersMs: 60_000, requestMs: 300_000, keepAliveMs: 5_000 });
    expect(short.timeouts).toEqual({ headersMs: 300, requestMs: 600, keepAliveMs: 300 });
    const res = await fetch(`${plain.url}/api/v2.0/subscriptions`);
    expect(res.status).toBe(200);
    expect(res.headers.get("keep-alive")).toBe("timeout=5");
  });

  it("Subscriptions_Create: refuses a body that is not UTF-8 with 400 naming the encoding, as the emulator does", async () => {
    const bytes = Buffer.concat([Buffer.from('{"displayName":"bad'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]);
    const res = await fetch(`${plain.url}/api/v2.0/subscriptions`, { method: "POST", headers: { "content-type": "application/json" }, body: bytes });
    expect(res.status).toBe(400);
    // alpha is no API the emulator answers for: the core's code, in the plain shape (refusal-parity.test.ts covers the real APIs)
    expect(await res.json()).toEqual({ error: { code: "MalformedJson", message: "request body is not valid UTF-8 (/request/body)" } });
    const good = await fetch(`${plain.url}/api/v2.0/subscriptions`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"displayName":"ÿþÃ"}' });
    expect(good.status).toBe(201);
  });
});
