/**
 * A browser app's use of vendor-api-contracts, type-checked by tests/package/pack.test.ts with TypeScript
 * 7 and its defaults (tsconfig.browser.json: strict, NodeNext, no `types` setting, so no @types package at
 * all) and with 5.9 (tsconfig.json): the client, the types and the helpers need nothing of Node's.
 * exports.ts, written by the test, imports every export. Never run.
 */
import { paginate, pollOperation, withRetry } from "vendor-api-contracts/helpers";
import { createDocumentClassifiers2024_11_30Client } from "vendor-api-contracts/document-classifiers/2024-11-30";
import { createWebhooksV2_0Client } from "vendor-api-contracts/webhooks/v2.0";
import type { components } from "vendor-api-contracts/webhooks/v2.0/types";

type Item = components["schemas"]["NotificationItem"];

export async function app(signal: AbortSignal, pushed: Item): Promise<string[]> {
  const client = createWebhooksV2_0Client({ baseUrl: location.origin, fetch: withRetry() });
  const names: string[] = [];
  for await (const item of paginate(client, "/api/v2.0/companies({companyId})/{entitySetName}", { params: { path: { companyId: "c", entitySetName: "items" } } })) {
    names.push(String(item.displayName));
  }
  const subscription = (await client.GET("/api/v2.0/subscriptions")).data?.value?.[0];
  const docs = createDocumentClassifiers2024_11_30Client({ baseUrl: location.origin });
  const started = docs.POST("/documentClassifiers:authorizeCopy", { params: { query: { "api-version": "2024-11-30" } }, body: { classifierId: "c" } });
  const outcome = await pollOperation(docs, started, { statusPath: "/operations/{operationId}", signal });
  // @ts-expect-error no such path in the contract
  void client.GET("/api/v2.0/nothing");
  return [...names, String(subscription?.subscriptionId), outcome.kind, pushed.changeType];
}
