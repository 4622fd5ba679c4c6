/**
 * A tester's own test (node:test), run by tests/package/pack.test.ts in a scratch project where vendor-api
 * and vendor-api-contracts are installed from their tarballs: the webhook receiver of vendor-api (its
 * contract, webhooks@v2.0, read from the installed vendor-api-contracts) behind a node:http server gets the
 * emulator's handshake and push, and refuses a forged push (403) and one not in the contract's shape (400).
 */
import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "node:test";
import { startEmulator } from "vendor-api/emulator";
import { createWebhookReceiver, type NotificationOf } from "vendor-api/webhook-receiver";
import { createWebhooksV2_0Client } from "vendor-api-contracts/webhooks/v2.0";
import type { webhooks } from "vendor-api-contracts/webhooks/v2.0/types";

const company = "3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51";

test("the webhook receiver of vendor-api: handshake and push from the emulator, forged and malformed pushes refused", async (t) => {
  const emulator = await startEmulator({ settings: { ApiSubscriptionDelayTime: 1000 } });
  t.after(() => emulator.close());
  const received: NotificationOf<webhooks>[] = [];
  const rejected: number[] = [];
  const receiver = createWebhookReceiver<webhooks>({
    contract: "webhooks@v2.0",
    clientState: "tester-secret",
    onNotifications: (items) => void received.push(...items),
    onRejected: (status) => void rejected.push(status),
  });
  const server = http.createServer(receiver.node);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  t.after(() => new Promise((resolve) => server.close(resolve)));
  const hook = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;

  const client = createWebhooksV2_0Client({ baseUrl: emulator.url, headers: { Authorization: "Bearer tester" } });
  const created = await client.POST("/api/v2.0/subscriptions", { body: { notificationUrl: hook, resource: `/api/v2.0/companies(${company})/customers`, clientState: "tester-secret" } });
  assert.equal(created.response.status, 201, "the handshake was answered");
  const changed = await fetch(`${emulator.url}/_emulator/entities/companies(${company})/customers`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ displayName: "Tester customer" }),
  });
  assert.equal(changed.status, 201);
  await emulator.clock.advance(1000);
  assert.equal(received.length, 1);
  assert.equal(received[0]?.changeType, "created");
  assert.equal(received[0]?.subscriptionId, created.data?.subscriptionId);

  // the headers the contract requires of a push: only the body differs from a real one
  const headers = { "content-type": "application/json", clientrequestid: "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d", "x-vendor-correlation-id": "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b" };
  const push = (body: unknown) => fetch(hook, { method: "POST", headers, body: JSON.stringify(body) });
  const forged = await push({ value: [{ ...received[0], clientState: "guessed" }] });
  assert.equal(forged.status, 403);
  const malformed = await push({ value: [{ subscriptionId: 7 }] });
  assert.equal(malformed.status, 400, "the push is checked against the contract's schema");
  assert.deepEqual(rejected, [403, 400]);
  assert.equal(received.length, 1, "neither was passed on");
});
