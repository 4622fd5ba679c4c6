/**
 * Connections that never send a byte are closed at the header timeout by both front doors (the emulator's
 * HTTP adapter and the mock front door; src/http/refusals.ts), over plain http and over TLS. The clients
 * here are the worst kind: half-open capable, they never send, never read and never close. The oracles are
 * the clients' own `close` events and the kernel's socket table (/proc/net/tcp: sockets of the server's
 * port that a process still holds), never the servers' bookkeeping.
 */
import { existsSync, readFileSync } from "node:fs";
import net from "node:net";
import tls from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findApi, loadRegistry } from "../../scripts/lib/registry.js";
import { type HttpAdapter, listen } from "../../src/emulator/http.js";
import { startMocks, type MockServer } from "../../src/mock/server.js";
import { selfSignedCertificate } from "../../src/tls.js";

const TIMEOUTS = { headersMs: 300, requestMs: 600, keepAliveMs: 300 };
const COUNT = 20;
/** Generous: the server closes them after 300 ms; the machine may be busy. */
const DEADLINE_MS = 15_000;

/** Sockets on `port` (IPv4, the server's side) that a process still holds: the kernel's view, not node's. */
function held(port: number): number {
  const hex = `:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  return readFileSync("/proc/net/tcp", "utf8")
    .split("\n")
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f[1]?.endsWith(hex) && f[3] !== "0A" && f[9] !== undefined && f[9] !== "0").length;
}

/** Resolves when `condition` holds; rejects at the deadline. */
async function until(condition: () => boolean, what: string): Promise<void> {
  const end = Date.now() + DEADLINE_MS;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`not within ${DEADLINE_MS} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * `COUNT` connections that send nothing and never close their side; resolves once the server ended every
 * one: plain http resets them (`close` even on a client that keeps its side open), TLS ends them (`end`).
 */
async function silentClients(port: number, secure?: { ca: string }): Promise<{ opened: number; closedWithin: number }> {
  const started = Date.now();
  const closes = Array.from({ length: COUNT }, () => {
    const socket = secure
      ? tls.connect({ port, host: "127.0.0.1", ca: secure.ca, servername: "localhost", allowHalfOpen: true } as tls.ConnectionOptions)
      : net.connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    socket.on("error", () => undefined);
    return new Promise<void>((resolve) => socket.once(secure ? "end" : "close", () => resolve()));
  });
  const all = Promise.all(closes);
  const timer = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${COUNT} silent connections still open after ${DEADLINE_MS} ms`)), DEADLINE_MS).unref());
  await Promise.race([all, timer]);
  return { opened: closes.length, closedWithin: Date.now() - started };
}

const procNet = existsSync("/proc/net/tcp");

describe("connections that never send a byte are closed at the header timeout", () => {
  const credentials = selfSignedCertificate();
  let emulator: HttpAdapter;
  let emulatorTls: HttpAdapter;
  let mock: MockServer;
  const ok = async () => ({ status: 200 });
  beforeAll(async () => {
    const loud = (line: string) => {
      throw new Error(`unexpected: ${line}`);
    };
    [emulator, emulatorTls, mock] = await Promise.all([
      listen(ok, { host: "127.0.0.1", port: 0, loud, timeouts: TIMEOUTS }),
      listen(ok, { host: "127.0.0.1", port: 0, loud, timeouts: TIMEOUTS, tls: credentials }),
      startMocks({ entries: [findApi(loadRegistry(), "webhooks@v2.0")], port: 0, watch: false, log: () => undefined, timeouts: TIMEOUTS }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([emulator?.close(), emulatorTls?.close(), mock?.close()]);
  });

  it.each([
    ["the emulator, plain http", () => emulator.url],
    ["the mock front door, plain http", () => mock.url],
  ])("%s: every one is closed, and the server holds none of them", async (_name, url) => {
    const port = Number(new URL(url()).port);
    const { opened } = await silentClients(port);
    expect(opened).toBe(COUNT);
    if (procNet) await until(() => held(port) === 0, `the server still holds ${held(port)} sockets`);
  });

  it("the emulator over TLS: a connection that completed its handshake and then sends nothing is closed too", async () => {
    const port = Number(new URL(emulatorTls.url).port);
    const { opened } = await silentClients(port, { ca: credentials.cert });
    expect(opened).toBe(COUNT);
    if (procNet) await until(() => held(port) === 0, `the server still holds ${held(port)} sockets`);
  });

  it.skipIf(!procNet)("the emulator: a client that sends part of a head, then neither reads nor closes, gets 408 and is let go", async () => {
    const port = Number(new URL(emulator.url).port);
    const sockets = Array.from({ length: 5 }, () => {
      const socket = net.connect({ port, host: "127.0.0.1", allowHalfOpen: true }, () => socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n"));
      socket.on("error", () => undefined);
      socket.pause();
      return socket;
    });
    try {
      await Promise.all(sockets.map((s) => new Promise((resolve) => s.once("connect", resolve))));
      if (procNet) {
        await until(() => held(port) === sockets.length, "the connections were not accepted");
        // 408 at 300 ms, then the client has as long again to read it before the server lets go
        await until(() => held(port) === 0, `the server still holds ${held(port)} sockets`);
      }
    } finally {
      for (const s of sockets) s.destroy();
    }
  });
});
