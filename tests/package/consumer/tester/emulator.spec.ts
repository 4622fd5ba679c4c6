/**
 * A tester's own test (node:test), run by tests/package/pack.test.ts in a scratch project where vendor-api
 * and vendor-api-contracts are installed from their tarballs: the emulator started in code, a subscription with the
 * package's client against a receiver started here, a change, the clock advanced, the push received,
 * then snapshot, reset and restore.
 */
import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "node:test";
import { EmulatorError, type EmulatorSnapshot, SNAPSHOT_FORMAT, startEmulator } from "vendor-api/emulator";
import { createWebhooksV2_0Client } from "vendor-api-contracts/webhooks/v2.0";
import type { components } from "vendor-api-contracts/webhooks/v2.0/types";

const company = "3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51";
const delay = 5_000;

/** A webhook receiver: answers the handshake with its validationToken, keeps every push. */
async function startReceiver() {
  const pushes: Array<{ value: components["schemas"]["NotificationItem"][] }> = [];
  const server = http.createServer((req, res) => {
    const token = new URL(req.url ?? "/", "http://receiver").searchParams.get("validationToken");
    if (token !== null) {
      res.writeHead(200, { "content-type": "text/plain" }).end(token);
      return;
    }
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      pushes.push(JSON.parse(body));
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, pushes, close: () => new Promise((resolve) => server.close(resolve)) };
}

test("the emulator in my own test: subscribe, change, advance, receive, snapshot, reset, restore", async (t) => {
  const emulator = await startEmulator({ settings: { ApiSubscriptionDelayTime: delay } });
  t.after(() => emulator.close());
  const receiver = await startReceiver();
  t.after(() => receiver.close());
  assert.match(emulator.url, /^http:\/\/127\.0\.0\.1:\d+$/);
  assert.equal(emulator.url, `http://127.0.0.1:${emulator.port}`);

  const client = createWebhooksV2_0Client({ baseUrl: emulator.url, headers: { Authorization: "Bearer consumer" } });
  const subscriptions = async () => ((await client.GET("/api/v2.0/subscriptions")).data?.value ?? []).map((s) => s.subscriptionId);
  assert.deepEqual(await subscriptions(), []);

  const created = await client.POST("/api/v2.0/subscriptions", {
    body: { notificationUrl: receiver.url, resource: `/api/v2.0/companies(${company})/customers`, clientState: "consumer-secret" },
  });
  assert.equal(created.response.status, 201);
  const id = created.data?.subscriptionId;
  assert.ok(id);

  // someone changes a customer in the service
  const changed = await fetch(`${emulator.url}/_emulator/entities/companies(${company})/customers`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ displayName: "Consumer customer" }),
  });
  assert.equal(changed.status, 201);
  assert.equal(receiver.pushes.length, 0, "nothing is pushed before the delay window ends");

  const before = emulator.clock.now();
  const after = await emulator.clock.advance(delay);
  assert.ok(after - before >= delay);
  assert.equal(receiver.pushes.length, 1, "the push arrived once the clock passed the delay");
  assert.equal(receiver.pushes[0]?.value[0]?.changeType, "created");
  assert.equal(receiver.pushes[0]?.value[0]?.clientState, "consumer-secret");

  const snapshot: EmulatorSnapshot = emulator.snapshot();
  assert.equal(snapshot.format, SNAPSHOT_FORMAT);
  assert.deepEqual(JSON.parse(JSON.stringify(snapshot)), snapshot, "a snapshot is plain JSON");

  await emulator.reset();
  assert.deepEqual(await subscriptions(), [], "reset: back to the seeded state");

  // a snapshot of another format is refused, and nothing changes
  await assert.rejects(emulator.restore({ ...snapshot, format: "vendor-api-emulator-snapshot/0" }), EmulatorError);
  assert.deepEqual(await subscriptions(), []);

  await emulator.restore(JSON.parse(JSON.stringify(snapshot)));
  assert.deepEqual(await subscriptions(), [id], "restore: the subscription is back");
  assert.ok(Math.abs(emulator.clock.now() - Date.parse(snapshot.now)) < 5_000, "restore: the clock is back");

  // the same over HTTP, under /_emulator/
  const overHttp = (await (await fetch(`${emulator.url}/_emulator/snapshot`)).json()) as EmulatorSnapshot;
  assert.equal(overHttp.format, SNAPSHOT_FORMAT);
  assert.equal((await fetch(`${emulator.url}/_emulator/reset`, { method: "POST" })).status, 200);
  assert.deepEqual(await subscriptions(), []);
  const refused = await fetch(`${emulator.url}/_emulator/restore`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...overHttp, format: "x/9" }) });
  assert.equal(refused.status, 400);
  assert.deepEqual(await subscriptions(), []);
  const restored = await fetch(`${emulator.url}/_emulator/restore`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(overHttp) });
  assert.equal(restored.status, 200);
  assert.deepEqual(await subscriptions(), [id]);
});

test("several emulators in one process, each with its own state", async (t) => {
  const [a, b] = await Promise.all([startEmulator(), startEmulator()]);
  t.after(() => Promise.all([a.close(), b.close()]));
  assert.notEqual(a.port, b.port);
  const post = (url: string) =>
    fetch(`${url}/_emulator/entities/companies(${company})/customers`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ displayName: "Only in A" }) });
  assert.equal((await post(a.url)).status, 201);
  const names = async (url: string) =>
    ((await (await fetch(`${url}/_emulator/entities/companies(${company})/customers`)).json()) as { value: Array<{ displayName?: string }> }).value.map((c) => c.displayName);
  assert.ok((await names(a.url)).includes("Only in A"));
  assert.ok(!(await names(b.url)).includes("Only in A"));
  await assert.rejects(a.clock.advance(-1), RangeError);
});
