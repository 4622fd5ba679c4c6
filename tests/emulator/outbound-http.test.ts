/**
 * The webhooks module's outgoing HTTP (src/emulator/apis/webhooks/outbound-http.ts): requests to one
 * receiver share a kept-alive connection, over TLS too, and a request that goes out on a connection the
 * receiver has just dropped is sent again on a new one rather than failing.
 */
import http from "node:http";
import https from "node:https";
import type { AddressInfo, Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { OutboundHttp } from "../../src/emulator/apis/webhooks/outbound-http.js";
import { selfSignedCertificate } from "../../scripts/lib/self-signed.js";

const closers: Array<() => void> = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** A receiver answering 200 with the validation token; counts the connections it accepted. */
async function receiver(tls: boolean, onRequest?: (n: number, socket: Socket) => boolean): Promise<{ url: string; connections: () => number }> {
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
  return { url: `${tls ? "https" : "http"}://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, connections: () => connections };
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

  it("sends a request again on a new connection when the receiver drops the kept-alive one under it", async () => {
    // the second request arrives on the kept-alive connection, which the receiver then drops unanswered
    const r = await receiver(false, (n, socket) => {
      if (n !== 2) return true;
      socket.destroy();
      return false;
    });
    const out = new OutboundHttp();
    closers.push(() => out.close());
    expect(await out.handshake(r.url, 5_000)).toBeUndefined();
    expect(await out.handshake(r.url, 5_000)).toBeUndefined();
    expect(r.connections()).toBe(2);
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
