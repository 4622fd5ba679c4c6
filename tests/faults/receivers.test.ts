/**
 * One receiver's faults cost the others nothing, on the virtual clock with a short delay window and push
 * timeout (changeNotification):
 *
 * - pushes to different notificationUrls go out side by side: with a receiver that hangs and one that
 *   answers only when the test lets it, a healthy receiver gets its push while the other two are still
 *   open (neither answered nor given up), and the advance settles only when they have ended (the slow
 *   one answered, the hanging one at its own timeout);
 * - pushes to one notificationUrl go one at a time, in the order of the changes, while those to the
 *   others are open at the same time;
 * - a receiver that timed out and one that refused the connection go to the slow lane: with one slot
 *   per lane, their retries take the slow one, one after the other, and the healthy receivers' pushes go
 *   past them; once the refusing one answers again it is back in the healthy lane;
 * - a push the receiver read before it reset its kept-alive connection is not sent again at once, only
 *   at the retry schedule's next attempt (+1 minute).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createEmulator, type Emulator, type EmulatorOptions } from "../../src/emulator/index.js";
import { createWebhooksModule, RETRY_SCHEDULE_MINUTES } from "../../src/emulator/apis/business/webhooks/index.js";

const COMPANY = "3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51";
const TOKEN = "Bearer receivers-token";
const DELAY_MS = 1000;
const PUSH_TIMEOUT_MS = 3000;

type Mode = "ok" | "hang" | "held" | "reset-once";

/** A receiver: echoes handshakes; answers pushes as its mode says. `pushed(n)` resolves when the n-th push has arrived. */
class Receiver {
  readonly pushes: Array<{ value: Array<{ resource: string; changeType: string }> }> = [];
  /** The most pushes it ever had open at once. */
  mostOpen = 0;
  private readonly open = new Set<http.ServerResponse>();
  private readonly held: Array<() => void> = [];
  private readonly waiters: Array<{ n: number; resolve: () => void }> = [];
  private readonly server = http.createServer((req, res) => this.handle(req, res));
  url = "";

  constructor(public mode: Mode) {}

  /** Listen, on the port it had before if it had one. */
  async listen(): Promise<this> {
    const port = this.url ? Number(new URL(this.url).port) : 0;
    await new Promise<void>((resolve) => this.server.listen(port, "127.0.0.1", () => resolve()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
    return this;
  }

  /** Pushes received and still open: not answered, and not given up by the emulator. */
  unanswered(): number {
    return this.open.size;
  }

  /** Reset the connections of the open pushes (the emulator sees no answer). */
  cut(): void {
    for (const res of this.open) res.destroy();
  }

  pushed(n: number): Promise<void> {
    return this.pushes.length >= n ? Promise.resolve() : new Promise((resolve) => this.waiters.push({ n, resolve }));
  }

  /** Answer the held pushes now (200). */
  release(): void {
    this.held.splice(0).forEach((answer) => answer());
  }

  async close(): Promise<void> {
    for (const res of this.open) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const token = new URL(req.url ?? "/", "http://x").searchParams.get("validationToken");
      if (token !== null) return void res.writeHead(200, { "content-type": "text/plain" }).end(token);
      this.pushes.push(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      for (const w of [...this.waiters]) if (this.pushes.length >= w.n) w.resolve();
      this.open.add(res);
      this.mostOpen = Math.max(this.mostOpen, this.open.size);
      res.once("close", () => this.open.delete(res));
      if (this.mode === "hang") return;
      if (this.mode === "held") return void this.held.push(() => res.writeHead(200).end());
      if (this.mode === "reset-once") {
        this.mode = "ok";
        return void req.socket.resetAndDestroy();
      }
      res.writeHead(200).end();
    });
  }
}

let emu: Emulator | undefined;
const receivers: Receiver[] = [];
afterEach(async () => {
  receivers.forEach((r) => r.release());
  await emu?.close();
  emu = undefined;
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

async function start(options: EmulatorOptions = {}): Promise<Emulator> {
  emu = await createEmulator({ quiet: true, settings: { ApiSubscriptionDelayTime: DELAY_MS, pushTimeoutMs: PUSH_TIMEOUT_MS, handshakeTimeoutMs: 2000 }, ...options });
  return emu;
}

async function receiver(mode: Mode): Promise<Receiver> {
  const r = await new Receiver(mode).listen();
  receivers.push(r);
  return r;
}

async function subscribe(e: Emulator, r: Receiver): Promise<void> {
  const res = await fetch(`${e.url}/api/v2.0/subscriptions`, {
    method: "POST",
    headers: { authorization: TOKEN, "content-type": "application/json" },
    body: JSON.stringify({ notificationUrl: r.url, resource: `/api/v2.0/companies(${COMPANY})/customers` }),
  });
  expect(res.status).toBe(201);
}

/** Create a customer in the service; its id. */
async function createCustomer(e: Emulator, displayName: string): Promise<string> {
  const res = await fetch(`${e.url}/_emulator/entities/companies(${COMPANY})/customers`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ displayName }) });
  expect(res.status).toBe(201);
  return String(((await res.json()) as { id: string }).id);
}

/** The entity ids of a push's items, in the push's order. */
const idsOf = (push: { value: Array<{ resource: string }> }) => push.value.map((i) => /\(([0-9a-f-]{36})\)$/i.exec(i.resource)?.[1]);

/** `promise`, or a failure naming `what` after `ms` of real time (the test's bound, not a sleep before an assertion). */
const within = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms).unref())]);

describe("deliveries to several receivers", () => {
  it("changeNotification: a receiver that hangs and one that crawls delay no other receiver's push", async () => {
    const e = await start();
    // subscribed in this order: the one that hangs first, the healthy one last
    const hanging = await receiver("hang");
    const slow = await receiver("held");
    const healthy = await receiver("ok");
    for (const r of [hanging, slow, healthy]) await subscribe(e, r);
    await createCustomer(e, "Seen by three");

    let settled = false;
    const advanced = e.clock.advance(DELAY_MS).then(() => (settled = true));
    await within(healthy.pushed(1), 10_000, "the healthy receiver's push");
    // the other two pushes went out at the same time and are still open: the healthy one waited for neither
    await within(Promise.all([hanging.pushed(1), slow.pushed(1)]), 10_000, "the pushes to the hanging and the slow receiver");
    expect([hanging.unanswered(), slow.unanswered()]).toEqual([1, 1]);
    expect(settled).toBe(false);
    slow.release();
    // the hanging receiver's push ends at its own timeout (real time, the emulator's pushTimeoutMs)
    await within(advanced, 10_000, "the advance");
    expect([hanging, slow, healthy].map((r) => r.pushes.length)).toEqual([1, 1, 1]);
    expect(healthy.pushes[0]!.value.map((i) => i.changeType)).toEqual(["created"]);
  }, 60_000);

  it("changeNotification: pushes to one notificationUrl go one at a time, in the order of the changes, while the others' are open at once", async () => {
    const e = await start();
    const rs = await Promise.all(Array.from({ length: 6 }, () => receiver("held")));
    for (const r of rs) await subscribe(e, r);
    const first = await createCustomer(e, "First");

    const advanced = e.clock.advance(DELAY_MS);
    await within(Promise.all(rs.map((r) => r.pushed(1))), 10_000, "the first pushes");
    expect(rs.map((r) => r.unanswered())).toEqual(rs.map(() => 1));
    // changes made while a URL's push is open wait for its next push, in their order
    const second = await createCustomer(e, "Second");
    const third = await createCustomer(e, "Third");
    for (const r of [...rs].reverse()) {
      r.mode = "ok";
      r.release();
    }
    await within(advanced, 10_000, "the first window");
    await within(e.clock.advance(DELAY_MS), 10_000, "the second window");
    for (const r of rs) {
      expect(r.pushes.map(idsOf)).toEqual([[first], [second, third]]);
      expect(r.mostOpen).toBe(1);
    }
  }, 30_000);

  it("changeNotification: a receiver that timed out and one that refused go to the slow lane; the healthy ones' pushes go past them; one that answers again is back", async () => {
    // one slot per lane: a receiver in the wrong lane would hold the slot the others need
    const e = await start({ frozenAt: Date.now(), modules: () => [createWebhooksModule({ pushCapacity: { sockets: 64, healthy: 1, slow: 1 } })] });
    const [retry1, retry2, retry3] = RETRY_SCHEDULE_MINUTES.map((m) => m * 60_000) as [number, number, number];
    // subscribed in this order: their pushes of one instant go out in it
    const hanging = await receiver("hang");
    const refusing = await receiver("ok");
    const [a, b] = [await receiver("ok"), await receiver("ok")];
    for (const r of [hanging, refusing, a, b]) await subscribe(e, r);
    await refusing.close();
    const c1 = await createCustomer(e, "One");

    // the first window: all four healthy so far, in the one healthy slot, the hanging one first (until its timeout)
    await within(e.clock.advance(DELAY_MS), 10_000, "the first window");
    expect([hanging, refusing, a, b].map((r) => r.pushes.length)).toEqual([1, 0, 1, 1]);

    // the retries (+1 minute), then a change for a and b: the two failed receivers in the slow lane, the hanging one first
    await e.clock.advance(retry1 - DELAY_MS / 2);
    refusing.mode = "hang";
    await refusing.listen();
    const c2 = await createCustomer(e, "Two");
    const second = e.clock.advance(DELAY_MS);
    await within(Promise.all([a.pushed(2), b.pushed(2)]), 10_000, "the healthy receivers' second pushes");
    // a and b went past the hanging receiver's retry, which holds the slow slot; the refusing one's waits behind it
    expect(hanging.unanswered()).toBe(1);
    expect(refusing.pushes).toHaveLength(0);
    hanging.cut();
    await within(refusing.pushed(1), 10_000, "the refusing receiver's retry");
    expect([hanging.pushes[1]!, refusing.pushes[0]!].map(idsOf)).toEqual([
      [c1, c2],
      [c1, c2],
    ]);
    refusing.cut();
    await within(second, 10_000, "the second window");

    // the next retries (+1 minute): the refusing receiver answers this time, behind the hanging one's retry
    refusing.mode = "ok";
    const third = e.clock.advance(retry2);
    await within(hanging.pushed(3), 10_000, "the hanging receiver's third push");
    expect(refusing.pushes).toHaveLength(1);
    hanging.cut();
    await within(third, 10_000, "the third window");
    expect(refusing.pushes.map(idsOf)).toEqual([
      [c1, c2],
      [c1, c2],
    ]);

    // its breaker closed: its next push goes in the healthy lane, past the hanging receiver's retry (+1 minute)
    await e.clock.advance(retry3 - DELAY_MS / 2);
    const c3 = await createCustomer(e, "Three");
    const fourth = e.clock.advance(DELAY_MS);
    await within(Promise.all([refusing.pushed(3), a.pushed(3), b.pushed(3)]), 10_000, "the pushes after the refusing receiver answered");
    expect(hanging.pushes).toHaveLength(4);
    expect(hanging.unanswered()).toBe(1);
    expect([refusing, a, b].map((r) => idsOf(r.pushes.at(-1)!))).toEqual([[c3], [c3], [c3]]);
    hanging.cut();
    await within(fourth, 10_000, "the fourth window");
  }, 30_000);

  it("changeNotification: a push the receiver read before resetting the connection comes again only at the next retry (+1 minute)", async () => {
    const e = await start();
    const r = await receiver("reset-once");
    await subscribe(e, r);
    await createCustomer(e, "Sent once");

    await e.clock.advance(DELAY_MS);
    expect(r.pushes).toHaveLength(1);
    const minute = RETRY_SCHEDULE_MINUTES[0]! * 60_000;
    await e.clock.advance(minute - 1000);
    expect(r.pushes).toHaveLength(1);
    await e.clock.advance(1000);
    expect(r.pushes).toHaveLength(2);
    expect(r.pushes[1]).toEqual(r.pushes[0]);
  }, 60_000);
});
