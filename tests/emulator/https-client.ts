/**
 * An app's client against the emulator over https, run as its own node process by tls.test.ts (Node's
 * fetch has no `ca` option: the emulator's certificate is trusted through NODE_EXTRA_CA_CERTS): the
 * generated openapi-fetch clients with a bearer token, following the nextLinks and the status address the
 * emulator gave, as they are. Prints what it saw as one JSON line.
 *
 *   NODE_EXTRA_CA_CERTS=<certificate> node --import tsx tests/emulator/https-client.ts <emulator url>
 */
import { createEventHub2026_01_01Client } from "../../generated/event-hub/2026-01-01/client.js";
import { createResourceHealth2025_05_01Client } from "../../generated/resource-health/2025-05-01/client.js";
import { pollOperation } from "../../src/helpers/lro.js";
import { paginate } from "../../src/helpers/paging.js";

const [baseUrl = ""] = process.argv.slice(2);
const SUBSCRIPTION = "5c3e8a1f-2d4b-4f6a-9e7c-1b0d3f5a7c92";
const headers = { Authorization: "Bearer eyJ0eXAiOiJKV1QifQ.e30.https-client" };

// Events_ListBySubscriptionId, every page
const health = createResourceHealth2025_05_01Client({ baseUrl, headers });
const pages: Array<{ url: string; items: number; nextLink?: string }> = [];
const list = paginate(health, "/subscriptions/{subscriptionId}/providers/Vendor.ResourceHealth/events", {
  params: { path: { subscriptionId: SUBSCRIPTION }, query: { "api-version": "2025-05-01", queryStartTime: "1/1/2000" } },
});
for await (const page of list.pages()) pages.push({ url: page.response.url, items: page.data.value?.length ?? 0, nextLink: page.data.nextLink });

// Namespaces_Delete (202 + Vendor-AsyncOperation), polled to the end; each wait moves the emulator's clock instead of real time
const hub = createEventHub2026_01_01Client({ baseUrl, headers });
const polled: string[] = [];
const started = await hub.DELETE("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Vendor.EventHub/namespaces/{namespaceName}", {
  params: { path: { subscriptionId: SUBSCRIPTION, resourceGroupName: "orders-rg", namespaceName: "contoso-orders-test" }, query: { "api-version": "2026-01-01" } },
});
const outcome = await pollOperation(hub, started, {
  statusPath: "/subscriptions/{subscriptionId}/providers/Vendor.EventHub/locations/{location}/operationStatuses/{operationId}",
  sleep: async (ms) => {
    const moved = await fetch(`${baseUrl}/_emulator/clock/advance`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ms }) });
    if (!moved.ok) throw new Error(`clock/advance answered ${moved.status}`);
  },
  onPoll: ({ response }) => polled.push(response.url),
});

process.stdout.write(
  `${JSON.stringify({ pages, started: started.response.status, statusAddress: started.response.headers.get("vendor-asyncoperation"), polled, outcome: { ok: outcome.ok, kind: outcome.kind } })}\n`,
);
