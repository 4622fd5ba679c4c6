/**
 * Hostile pushes against the webhook receiver, for every API of the registry whose contract declares the
 * changeNotification webhook: through its framework-free core (`handle()`) and through its node:http
 * handler on a loopback server (raw sockets: the bytes exactly as generated). A forged clientState is
 * never handed over; nothing answers 5xx; rejections are `{ error: { code, message } }`; a valid push,
 * with or without a byte order mark, is handed over exactly once, as sent.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebhookReceiver } from "../../src/helpers/webhook-receiver.js";
import { contractsWithPaths } from "./arbitraries.js";
import { count, loadRegressions, newStats, runProperty } from "./harness.js";
import { sendWire } from "./raw-http.js";
import { checkReceiverAnswer, pushCaseArb, receiverUnderTest, throughCore, type PushCase } from "./receiver-cases.js";

const apis = [...contractsWithPaths()].filter(([, c]) => c.listOperations().some((o) => o.kind === "webhook" && o.template === "changeNotification"));

describe("the webhook receiver with its default limit", () => {
  it("answers 413 to a body just over 4 MiB, declared or streamed, and hands nothing over", async () => {
    const delivered: unknown[] = [];
    const receiver = createWebhookReceiver({ contract: "webhooks@v2.0", clientState: "s", onNotifications: (items) => void delivered.push(items) });
    const server = http.createServer(receiver.node);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const framing of ["length", "chunked"] as const) {
        const res = await sendWire(url, { method: "POST", target: "/hooks", headers: [["Content-Type", "application/json"]], body: { kind: "fill", size: 4 * 1024 * 1024 + 1, char: " " }, framing });
        expect([framing, res.status, JSON.parse(res.body).error.code]).toEqual([framing, 413, "PayloadTooLarge"]);
      }
      expect(delivered).toEqual([]);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe.each(apis.map(([api, contract]) => ({ api, contract })))("the webhook receiver of $api under hostile pushes", ({ api, contract }) => {
  it("replays every saved receiver case of this API (tests/hostile/regressions/receiver-*.json)", async () => {
    const saved = loadRegressions().filter((r) => r.property.startsWith("receiver-") && (r.counterexample as PushCase).api === api);
    for (const r of saved) expect([r.file, await throughCore(r.counterexample as PushCase)]).toEqual([r.file, undefined]);
  });

  it("refuses every forged, malformed or oversized push through handle(), and hands over every honest one", async () => {
    const stats = newStats();
    await runProperty(
      `receiver-core`,
      pushCaseArb(contract, api),
      async (c) => {
        count(stats, c.mutation);
        return throughCore(c);
      },
      { numRuns: 400, stats },
    );
    // every kind of push came up
    for (const kind of ["valid", "bom", "forged-client-state", "malformed-json", "oversized", "content-type", "method", "handshake"]) expect(stats.counts.get(kind) ?? 0).toBeGreaterThan(0);
  }, 60_000);

  describe("through its node:http handler", () => {
    let server: http.Server;
    let url: string;
    let current: ReturnType<typeof receiverUnderTest>;

    beforeAll(async () => {
      server = http.createServer((req, res) => current.receiver.node(req, res));
      await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    });

    it("answers the same on the wire, and stays up", async () => {
      await runProperty(
        `receiver-node`,
        pushCaseArb(contract, api),
        async (c) => {
          current = receiverUnderTest(c.api);
          const res = await sendWire(url, { method: c.method, target: c.url, headers: c.headers, ...(c.body ? { body: c.body } : {}), ...(c.framing ? { framing: c.framing } : {}) });
          return checkReceiverAnswer(c, res, current.delivered);
        },
        { numRuns: 120 },
      );
      for (const r of loadRegressions().filter((x) => x.property === "receiver-node" && (x.counterexample as PushCase).api === api)) {
        const c = r.counterexample as PushCase;
        current = receiverUnderTest(c.api);
        const res = await sendWire(url, { method: c.method, target: c.url, headers: c.headers, ...(c.body ? { body: c.body } : {}), ...(c.framing ? { framing: c.framing } : {}) });
        expect([r.file, checkReceiverAnswer(c, res, current.delivered)]).toEqual([r.file, undefined]);
      }
      current = receiverUnderTest(api);
      const alive = await sendWire(url, { method: "POST", target: "/h?validationToken=alive", headers: [] });
      expect([alive.status, alive.body]).toEqual([200, "alive"]);
    }, 60_000);
  });
});
