/**
 * A tester's use of vendor-api's exports, type-checked by tests/package/pack.test.ts with TypeScript 5.9
 * and 7 and their defaults (tsconfig.defaults.json: strict, NodeNext, no `types` setting): the packages'
 * declarations bring what they need of Node's types themselves. exports.ts, written by the test, imports
 * every export of both packages. Never run.
 */
import { EmulatorError, type EmulatorSnapshot, startEmulator } from "vendor-api/emulator";
import { createWebhookReceiver, type NotificationOf } from "vendor-api/webhook-receiver";
import { createWebhooksV2_0Client } from "vendor-api-contracts/webhooks/v2.0";
import type { webhooks } from "vendor-api-contracts/webhooks/v2.0/types";

export async function tester(): Promise<NotificationOf<webhooks>[]> {
  const emulator = await startEmulator({ settings: { ApiSubscriptionDelayTime: 1000 } });
  const received: NotificationOf<webhooks>[] = [];
  const receiver = createWebhookReceiver<webhooks>({ contract: "webhooks@v2.0", clientState: "secret", onNotifications: (items) => void received.push(...items) });
  const client = createWebhooksV2_0Client({ baseUrl: emulator.url, headers: { Authorization: "Bearer tester" } });
  await client.POST("/api/v2.0/subscriptions", { body: { notificationUrl: "https://127.0.0.1/hook", resource: "/api/v2.0/companies(c)/customers", clientState: "secret" } });
  await emulator.clock.advance(1000);
  const snapshot: EmulatorSnapshot = emulator.snapshot();
  await emulator.restore(snapshot).catch((err: unknown) => {
    if (!(err instanceof EmulatorError)) throw err;
  });
  void receiver.node;
  await emulator.close();
  return received;
}
