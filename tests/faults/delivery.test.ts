/**
 * Delivery faults, on the virtual clock with a short delay window and push timeout:
 *
 * - a subscriber that answers 500 twice, then hangs past the push timeout, then refuses connections
 *   (its server closed), then comes back on the same port and answers 202 through the real webhook
 *   receiver, gets every notification (entity id + changeType, after the documented merge of quick
 *   changes) acknowledged exactly once: nothing lost while it failed, nothing delivered twice after;
 * - a subscriber that answers 404 loses its subscription (GET → 404) and receives nothing more.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createEmulator, type Emulator } from "../../src/emulator/index.js";
import { RETRY_SCHEDULE_MINUTES } from "../../src/emulator/apis/business/webhooks/index.js";
import { createWebhookReceiver } from "../../src/helpers/webhook-receiver.js";

const COMPANY = "3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51";
const TOKEN = "Bearer faults-token";
const SECRET = "faults-client-state";
const MINUTE = 60_000;
const DELAY_MS = 1000;
const PUSH_TIMEOUT_MS = 1500;

type Mode = "500" | "hang" | "404" | "ok";
interface Item {
  resource: string;
  changeType: string;
  clientState: string;
}
interface Push {
  mode: Mode;
  status: number;
  items: Item[];
}

/** A subscriber whose answer to pushes is scripted; handshakes are always echoed while it listens. */
class ScriptedSubscriber {
  mode: Mode = "ok";
  readonly pushes: Push[] = [];
  readonly handshakes: string[] = [];
  /** Items the receiver accepted (onNotifications), in order. */
  readonly accepted: Item[] = [];
  port = 0;
  private server?: http.Server;
  private readonly hanging = new Set<http.ServerResponse>();
  private readonly receiver = createWebhookReceiver({
    contract: "webhooks@v2.0",
    clientState: SECRET,
    onNotifications: (items) => void this.accepted.push(...(items as unknown as Item[])),
  });

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks/business`;
  }

  async listen(): Promise<void> {
    const server = http.createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  /** Stop listening: connections are refused until listen() again. */
  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const token = new URL(req.url ?? "/", "http://x").searchParams.get("validationToken");
      if (token !== null) {
        this.handshakes.push(token);
        return void res.writeHead(200, { "content-type": "text/plain" }).end(token);
      }
      const items = (JSON.parse(body.toString("utf8")) as { value: Item[] }).value;
      const mode = this.mode;
      if (mode === "hang") {
        this.pushes.push({ mode, status: 0, items });
        this.hanging.add(res);
        return;
      }
      if (mode === "500" || mode === "404") {
        this.pushes.push({ mode, status: Number(mode), items });
        return void res.writeHead(Number(mode)).end();
      }
      void this.receiver.handle({ method: req.method ?? "POST", url: req.url ?? "/", headers: req.headers, body }).then((r) => {
        this.pushes.push({ mode, status: r.status, items });
        res.writeHead(r.status, r.headers).end(r.body);
      });
    });
  }
}

let emu: Emulator | undefined;
let subscriber: ScriptedSubscriber | undefined;
afterEach(async () => {
  await emu?.close();
  await subscriber?.close();
  emu = undefined;
  subscriber = undefined;
});

async function start(): Promise<{ emu: Emulator; sub: ScriptedSubscriber }> {
  emu = await createEmulator({
    quiet: true,
    validateResponses: true,
    settings: { ApiSubscriptionDelayTime: DELAY_MS, pushTimeoutMs: PUSH_TIMEOUT_MS, handshakeTimeoutMs: 5000 },
  });
  subscriber = new ScriptedSubscriber();
  await subscriber.listen();
  return { emu, sub: subscriber };
}

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${emu!.url}${path}`, {
    method,
    headers: { authorization: TOKEN, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const advance = async (ms: number) => {
  const r = await call("POST", "/_emulator/clock/advance", { ms });
  expect(r.status).toBe(200);
};
const entities = `/_emulator/entities/companies(${COMPANY})/customers`;
const createCustomer = async (name: string) => {
  const r = await call("POST", entities, { displayName: name });
  expect(r.status).toBe(201);
  return String(r.body.id);
};
const keyOf = (item: Item) => `${/\(([0-9a-f-]{36})\)$/i.exec(item.resource)?.[1] ?? item.resource} ${item.changeType}`;

async function subscribe(sub: ScriptedSubscriber): Promise<string> {
  const r = await call("POST", "/api/v2.0/subscriptions", { notificationUrl: sub.url, resource: `/api/v2.0/companies(${COMPANY})/customers`, clientState: SECRET });
  expect(r.status).toBe(201);
  return String(r.body.subscriptionId);
}

describe("a subscriber that fails in every way, then recovers", () => {
  it("gets every notification acknowledged exactly once", async () => {
    const { sub } = await start();
    await subscribe(sub);
    const expected: string[] = [];

    // three changes in one window
    const [a, b, c] = [await createCustomer("A"), await createCustomer("B"), await createCustomer("C")];
    expected.push(`${a} created`, `${b} created`, `${c} created`);

    // 500, twice (the first push, then the first retry one minute later)
    sub.mode = "500";
    await advance(DELAY_MS);
    await advance(RETRY_SCHEDULE_MINUTES[0]! * MINUTE);
    expect(sub.pushes.map((p) => p.status)).toEqual([500, 500]);

    // changes while it fails join the pending ones (a created + updated stays created)
    const d = await createCustomer("D");
    expected.push(`${d} created`);
    expect((await call("PATCH", `${entities}(${c})`, { displayName: "C, renamed while failing" })).status).toBe(200);

    // a hang past the push timeout
    sub.mode = "hang";
    await advance(RETRY_SCHEDULE_MINUTES[1]! * MINUTE);
    expect(sub.pushes.at(-1)?.mode).toBe("hang");

    // connection refused: the server is gone; a change arrives meanwhile
    await sub.close();
    const e = await createCustomer("E");
    expected.push(`${e} created`);
    await advance(RETRY_SCHEDULE_MINUTES[2]! * MINUTE);
    const refusedAt = sub.pushes.length;

    // back on the same port, answering through the receiver
    await sub.listen();
    sub.mode = "ok";
    await advance(RETRY_SCHEDULE_MINUTES[3]! * MINUTE);
    expect(sub.pushes.length).toBe(refusedAt + 1);
    expect(sub.pushes.at(-1)?.status).toBe(202);

    // after recovery, new changes flow normally, as new notifications
    expect((await call("PATCH", `${entities}(${a})`, { displayName: "A, renamed after" })).status).toBe(200);
    const current = await call("GET", `${entities}(${b})`);
    expect((await call("DELETE", `${entities}(${b})`, undefined, { "if-match": String(current.body["@odata.etag"]) })).status).toBe(204);
    expected.push(`${a} updated`, `${b} deleted`);
    await advance(DELAY_MS);
    // and nothing else is ever sent: far into the future
    await advance(2 * 24 * 60 * MINUTE);

    const acknowledged = sub.pushes.filter((p) => p.status >= 200 && p.status < 300).flatMap((p) => p.items);
    expect(acknowledged.map(keyOf).sort()).toEqual([...expected].sort());
    expect(sub.accepted.map(keyOf).sort()).toEqual([...expected].sort());
    expect(acknowledged.every((i) => i.clientState === SECRET)).toBe(true);
    // every failed push carried only what was still pending; the last acknowledged push ended the backlog
    expect(sub.pushes.map((p) => p.mode)).toEqual(["500", "500", "hang", "ok", "ok"]);
    const queues = await call("GET", "/_emulator/webhooks/queues");
    expect(queues.body).toEqual({ queues: [], pending: [] });
    expect(emu!.violations).toEqual([]);
  }, 60_000);
});

describe("a subscriber that answers 404", () => {
  it("loses its subscription and receives nothing more", async () => {
    const { sub } = await start();
    const id = await subscribe(sub);
    sub.mode = "404";
    await createCustomer("X");
    await advance(DELAY_MS);
    expect(sub.pushes.map((p) => p.status)).toEqual([404]);

    const gone = await call("GET", `/api/v2.0/subscriptions(${id})`);
    expect(gone.status).toBe(404);
    expect((gone.body.error as { code?: string }).code).toBe("BadRequest_NotFound");

    sub.mode = "ok";
    await createCustomer("Y");
    await createCustomer("Z");
    await advance(DELAY_MS);
    await advance(2 * 24 * 60 * MINUTE);
    expect(sub.pushes).toHaveLength(1);
    expect((await call("GET", "/api/v2.0/subscriptions")).body.value).toEqual([]);
    expect(emu!.violations).toEqual([]);
  }, 30_000);
});
