/**
 * The webhooks module's outgoing HTTP (src/emulator/apis/business/webhooks/outbound-http.ts): requests to one
 * receiver share a kept-alive connection, over TLS too; a request whose kept-alive connection the
 * receiver closed before the request went out is sent on a new one, and one the receiver read is never
 * sent twice. At its socket budget it closes its idle connections before it opens another.
 */
import http from "node:http";
import https from "node:https";
import type { AddressInfo, Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { OutboundHttp } from "../../../src/emulator/apis/business/webhooks/outbound-http.js";
import { selfSignedCertificate } from "../../../scripts/lib/self-signed.js";

const closers: Array<() => void> = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** A receiver answering 200 with the validation token; counts the connections it accepted. */
async function receiver(tls: boolean, onRequest?: (n: number, socket: Socket) => boolean): Promise<{ url: string; connections: () => number; closeIdle: () => void }> {
  let connections = 0;
  let requests = 0;
  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    req.resume();
    if (onRequest && !onRequest(++requests, req.socket)) return;
    res.writeHead(200, { "content-type": "text/plain" }).end(new URL(req.url ?? "/", "http://x").searchParams.get("validationToken") ?? "");
  };
  const server = tls ? https.createServer(selfSignedCertificate(), handler) : http.createServer(handler);
  server.on(tls ? "secureConnection" : "connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  closers.push(() => {
    server.close();
    server.closeAllConnections();
  });
  return { url: `${tls ? "https" : "http"}://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, connections: () => connections, closeIdle: () => server.closeIdleConnections() };
}

describe("OutboundHttp", () => {
  it.each([false, true])("reuses one connection for requests to one receiver (TLS: %s)", async (tls) => {
    const r = await receiver(tls);
    const out = new OutboundHttp();
    closers.push(() => out.close());
    for (let i = 0; i < 4; i++) expect(await out.handshake(r.url, 5_000)).toBeUndefined();
    expect(await out.post(r.url, "{}", { "content-type": "application/json" }, 5_000)).toMatchObject({ status: 200 });
    expect(r.connections()).toBe(1);
  });

  it.each([false, true])("sends a request on a new connection when the receiver closed the kept-alive one before the request went out (TLS: %s)", async (tls) => {
    let received = 0;
    const r = await receiver(tls, () => ++received > 0);
    const out = new OutboundHttp();
    closers.push(() => out.close());
    expect(await out.handshake(r.url, 5_000)).toBeUndefined();
    // the receiver closes the idle connection, and the next request is made before its close arrives
    r.closeIdle();
    expect(await out.handshake(r.url, 5_000)).toBeUndefined();
    expect(r.connections()).toBe(2);
    expect(received).toBe(2);
  });

  it("does not send again a request the receiver read before it reset the kept-alive connection", async () => {
    let received = 0;
    // the second request is read whole, then its connection reset without an answer
    const r = await receiver(false, (n, socket) => {
      received = n;
      if (n !== 2) return true;
      socket.resetAndDestroy();
      return false;
    });
    const out = new OutboundHttp();
    closers.push(() => out.close());
    expect(await out.post(r.url, "{}", { "content-type": "application/json" }, 5_000)).toMatchObject({ status: 200 });
    expect(await out.post(r.url, '{"n":2}', { "content-type": "application/json" }, 5_000)).toEqual({ error: "ECONNRESET" });
    // a third request is the next one the receiver sees: the second was not sent again
    expect(await out.post(r.url, '{"n":3}', { "content-type": "application/json" }, 5_000)).toMatchObject({ status: 200 });
    expect(received).toBe(3);
  });

  it("ends its open requests at once on close()", async () => {
    const r = await receiver(false, () => false);
    const out = new OutboundHttp();
    const pending = out.post(r.url, "{}", {}, 60_000);
    await new Promise<void>((resolve) => {
      const check = () => (r.connections() > 0 ? resolve() : setTimeout(check, 5));
      check();
    });
    out.close();
    expect(await pending).toEqual({ error: "the emulator is stopping" });
  });

  it("does not send again a request that timed out on a kept-alive connection", async () => {
    let received = 0;
    // the second request is never answered
    const r = await receiver(false, () => ++received !== 2);
    const out = new OutboundHttp();
    closers.push(() => out.close());
    expect(await out.handshake(r.url, 5_000)).toBeUndefined();
    expect(await out.handshake(r.url, 200)).toMatch(/did not answer the validation request within 200 ms/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toBe(2);
  });

  it("closes its idle kept-alive connections to other receivers when it holds its socket budget, before opening another", async () => {
    // the receivers' own view: how many of their connections are open
    const open = [0, 0, 0];
    const urls: string[] = [];
    for (const i of [0, 1, 2]) {
      const server = http.createServer((req, res) => {
        req.resume();
        res.end(new URL(req.url ?? "/", "http://x").searchParams.get("validationToken") ?? "");
      });
      server.on("connection", (s: Socket) => {
        open[i]!++;
        s.on("close", () => open[i]!--);
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
      closers.push(() => {
        server.close();
        server.closeAllConnections();
      });
      urls.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`);
    }
    const out = new OutboundHttp(() => 2);
    closers.push(() => out.close());
    for (const url of urls.slice(0, 2)) expect(await out.handshake(url, 5_000)).toBeUndefined();
    expect([open, out.connections]).toEqual([[1, 1, 0], 2]);
    expect(await out.handshake(urls[2]!, 5_000)).toBeUndefined();
    // closed at once: well before the 4 s after which idle connections close anyway
    const deadline = Date.now() + 2_000;
    while ((open[0]! + open[1]! > 0 || out.connections > 1) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect([open, out.connections]).toEqual([[0, 0, 1], 1]);
  });

  it("closes its kept-alive connections on close()", async () => {
    let open = 0;
    const server = http.createServer((req, res) => {
      req.resume();
      res.end("x");
    });
    server.on("connection", (s: Socket) => {
      open++;
      s.on("close", () => open--);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    closers.push(() => server.close());
    const out = new OutboundHttp();
    await out.post(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, "", {}, 5_000);
    expect(open).toBe(1);
    out.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(open).toBe(0);
  });
});
