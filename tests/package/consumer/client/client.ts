/**
 * A client user's program, type-checked and run by tests/package/pack.test.ts in a scratch project where
 * only vendor-api-contracts is installed (from its tarball): the typed client, the types-only entry and the
 * helpers, against the emulator at EMULATOR_URL (started by the test from the vendor-api tarball in another
 * scratch project), with a receiver of its own for the webhook push. Prints one JSON line of what it saw.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { paginate, type RetryEvent, withRetry } from "vendor-api-contracts/helpers";
import { apiKey, createWebhooksV2_0Client } from "vendor-api-contracts/webhooks/v2.0";
import type { components } from "vendor-api-contracts/webhooks/v2.0/types";

type Item = components["schemas"]["NotificationItem"];
const base = process.env.EMULATOR_URL;
if (!base) throw new Error("EMULATOR_URL is not set");
const company = "3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51";
const retries: RetryEvent[] = [];
const client = createWebhooksV2_0Client({ baseUrl: base, headers: { Authorization: "Bearer consumer" }, fetch: withRetry({ onRetry: (e) => retries.push(e) }) });

/** Never called: proves the contract's types reached the consumer. */
export function typeChecks() {
  // @ts-expect-error notificationUrl is required by the contract
  void client.POST("/api/v2.0/subscriptions", { body: { resource: "/api/v2.0/companies(x)/items" } });
  // @ts-expect-error no such path in the contract
  void client.GET("/api/v2.0/nothing");
}

const items: string[] = [];
for await (const item of paginate(client, "/api/v2.0/companies({companyId})/{entitySetName}", {
  params: { path: { companyId: company, entitySetName: "items" } },
  headers: { Prefer: "odata.maxpagesize=1" },
}))
  items.push(String(item.displayName));

// the notificationUrl: answers the handshake with its validationToken, keeps every push
const received: Item[] = [];
const server = http.createServer((req, res) => {
  const token = new URL(req.url ?? "/", "http://receiver").searchParams.get("validationToken");
  if (token !== null) return void res.writeHead(200, { "content-type": "text/plain" }).end(token);
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString()));
  req.on("end", () => {
    received.push(...(JSON.parse(body) as { value: Item[] }).value);
    res.writeHead(202).end();
  });
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const hook = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
const created = await client.POST("/api/v2.0/subscriptions", { body: { notificationUrl: hook, resource: `/api/v2.0/companies(${company})/customers`, clientState: "consumer-secret" } });
const control = (path: string, body: unknown) => fetch(`${base}/_emulator${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
await control(`/entities/companies(${company})/customers`, { displayName: "Packed customer" });
await control("/clock/advance", { ms: 1000 });
server.close();

const first: Item | undefined = received[0];
console.log(
  JSON.stringify({
    apiKey,
    items,
    subscription: created.response.status,
    expires: created.data?.expirationDateTime !== undefined,
    notifications: received.length,
    changeType: first?.changeType,
    clientState: first?.clientState,
    retries: retries.length,
  }),
);
