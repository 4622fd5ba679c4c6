/**
 * The HTTP adapter over a real socket: a body past the limit is answered 413 after a lingering read, so
 * a client that sends its whole body before reading (Node's fetch) sees the 413, not a reset.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../src/emulator/body.js";
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
