/**
 * The webhooks outbox's capacity and lanes (src/emulator/apis/business/webhooks/capacity.ts, lanes.ts): how many
 * pushes at once from the file-descriptor limit and the heap, and the breaker per notificationUrl that
 * moves a receiver without an answer to the slow lane, with its own slots, until it answers again.
 */
import { describe, expect, it } from "vitest";
import { pushCapacity, softOpenFiles } from "../../src/emulator/apis/business/webhooks/capacity.js";
import { Lanes, MAX_BREAKERS } from "../../src/emulator/apis/business/webhooks/lanes.js";
import type { HttpResult } from "../../src/emulator/apis/business/webhooks/outbound-http.js";

const GiB = 2 ** 30;
const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max cpu time              unlimited            unlimited            seconds
Max open files            20000                524288               files
Max locked memory         8388608              8388608              bytes
`;

describe("push capacity", () => {
  it("reads the soft limit on open files from /proc/<pid>/limits", () => {
    expect(softOpenFiles(LIMITS)).toBe(20_000);
    expect(softOpenFiles(LIMITS.replace("20000   ", "unlimited"))).toBe(Number.POSITIVE_INFINITY);
    expect(softOpenFiles("Max processes 10 10 processes\n")).toBeUndefined();
  });

  // [open files, heap limit] → [sockets, healthy, slow]: a quarter of the descriptors (at least 256) kept
  // for the rest; a quarter of the heap at 64 KiB a push; the slow lane a sixteenth, from 4 to 256
  it.each([
    [20_000, 4 * GiB, 15_000, 14_744, 256],
    [1024, 4 * GiB, 768, 720, 48],
    [256, 4 * GiB, 20, 16, 4],
    [Number.POSITIVE_INFINITY, 1 * GiB, 4096, 3840, 256],
    [1_048_576, 2 * GiB, 8192, 7936, 256],
  ])("%d open files and a heap of %d bytes: %d sockets, %d healthy and %d slow pushes at once", (files, heap, sockets, healthy, slow) => {
    expect(pushCapacity(files, heap)).toEqual({ sockets, healthy, slow });
  });
});

const timeout: HttpResult = { error: "no answer within 100 ms" };
const refused: HttpResult = { error: "ECONNREFUSED" };
const answered = (status: number): HttpResult => ({ status, body: "" });

/** A promise and its resolver. */
function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("lanes and the breaker per notificationUrl", () => {
  const lanes = () => new Lanes(() => ({ sockets: 10, healthy: 1, slow: 1 }));

  it("opens at a push without an answer (timeout, refused, reset, DNS), not at an answered status; the next push is the probe, an answer closes it", async () => {
    const l = lanes();
    const send = (url: string, r: HttpResult) => l.send(url, async () => r);
    expect(await send("a", answered(500))).toEqual({ result: answered(500), moved: undefined });
    expect(l.isSlow("a")).toBe(false);
    for (const [url, failure] of [
      ["t", timeout],
      ["r", refused],
      ["s", { error: "ECONNRESET" }],
      ["d", { error: "ENOTFOUND" }],
    ] as const) {
      expect(await send(url, failure)).toEqual({ result: failure, moved: "slow" });
      expect(l.isSlow(url)).toBe(true);
    }
    // a failed probe keeps it open, an answered one (any status) closes it
    expect(await send("t", timeout)).toEqual({ result: timeout, moved: undefined });
    expect(l.isSlow("t")).toBe(true);
    expect(await send("t", answered(503))).toEqual({ result: answered(503), moved: "healthy" });
    expect(l.isSlow("t")).toBe(false);
    expect(await send("r", answered(200))).toEqual({ result: answered(200), moved: "healthy" });
    expect(l.size).toBe(2);
  });

  it("runs the slow lane's pushes in its own slots: a held slow push holds no healthy slot", async () => {
    const l = lanes();
    await l.send("hang-1", async () => timeout);
    await l.send("hang-2", async () => timeout);
    const held = deferred();
    const started: string[] = [];
    const push = (url: string, until?: Promise<void>) =>
      l.run(url, async () => {
        started.push(url);
        await until;
      });
    const slow1 = push("hang-1", held.promise);
    const slow2 = push("hang-2");
    await Promise.all([push("ok-1"), push("ok-2"), push("ok-3")]);
    // the healthy pushes ran one after the other in their one slot while the slow slot was held, and the second slow push waited
    expect(started).toEqual(["hang-1", "ok-1", "ok-2", "ok-3"]);
    held.resolve();
    await Promise.all([slow1, slow2]);
    expect(started.at(-1)).toBe("hang-2");
  });

  it(`keeps at most ${MAX_BREAKERS.toLocaleString("en")} breakers, the least recently failed going first; forget drops one`, async () => {
    const l = lanes();
    for (let i = 0; i <= MAX_BREAKERS; i++) await l.send(`https://r.example/${i}`, async () => refused);
    expect(l.size).toBe(MAX_BREAKERS);
    expect(l.isSlow("https://r.example/0")).toBe(false);
    expect(l.isSlow("https://r.example/1")).toBe(true);
    // a failure again makes it the most recent
    await l.send("https://r.example/1", async () => refused);
    await l.send("https://r.example/new", async () => refused);
    expect([l.isSlow("https://r.example/1"), l.isSlow("https://r.example/2")]).toEqual([true, false]);
    l.forget("https://r.example/1");
    expect(l.isSlow("https://r.example/1")).toBe(false);
    expect(l.size).toBe(MAX_BREAKERS - 1);
    l.clear();
    expect(l.size).toBe(0);
  });
});
