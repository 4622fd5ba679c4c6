/**
 * Type tests for webhooks@v2.0: what must compile, and (`@ts-expect-error`) what must not.
 * Compiled by tests/types.test.ts; nothing here runs.
 */
import { type components, createWebhooksV2_0Client, type webhooks } from "../../generated/webhooks/v2.0/client.js";

const client = createWebhooksV2_0Client({ baseUrl: "http://127.0.0.1:4010", headers: { Authorization: "Bearer token" } });
const resource = "/api/v2.0/companies(f64eba74-dacd-4854-a584-1834f68cfc3a)/customers";

export async function lifecycle() {
  const created = await client.POST("/api/v2.0/subscriptions", {
    body: { notificationUrl: "https://hooks.example.com/bc", resource, clientState: "s3cret" },
  });
  if (!created.data) return created.error?.error.code;
  // Server-set fields are typed on the response.
  const id: string = created.data.subscriptionId;
  const expires: string = created.data.expirationDateTime;
  const etag: string = created.data["@odata.etag"];

  await client.PATCH("/api/v2.0/subscriptions({subscriptionId})", {
    params: { path: { subscriptionId: id }, header: { "If-Match": etag } },
    body: { notificationUrl: "https://hooks.example.com/bc", resource },
  });
  await client.DELETE("/api/v2.0/subscriptions({subscriptionId})", {
    params: { path: { subscriptionId: id }, header: { "If-Match": etag } },
  });

  // @ts-expect-error resource is required in a create body
  await client.POST("/api/v2.0/subscriptions", { body: { notificationUrl: "https://hooks.example.com/bc" } });
  // @ts-expect-error readOnly subscriptionId cannot be sent by a client
  await client.POST("/api/v2.0/subscriptions", { body: { notificationUrl: "https://x.example", resource, subscriptionId: "mine" } });
  // @ts-expect-error If-Match is required on PATCH (renew)
  await client.PATCH("/api/v2.0/subscriptions({subscriptionId})", { params: { path: { subscriptionId: id } }, body: { notificationUrl: "https://x.example", resource } });
  // @ts-expect-error the subscription path needs its key
  await client.GET("/api/v2.0/subscriptions({subscriptionId})", {});
  // @ts-expect-error clientState is a string
  await client.POST("/api/v2.0/subscriptions", { body: { notificationUrl: "https://x.example", resource, clientState: 42 } });
  // @ts-expect-error v1.0 paths are not part of the v2.0 client
  await client.GET("/api/v1.0/subscriptions", {});
  return expires;
}

export async function entities(companyId: string) {
  const page = await client.GET("/api/v2.0/companies({companyId})/{entitySetName}", {
    params: { path: { companyId, entitySetName: "customers" }, query: { $filter: "lastModifiedDateTime gt 2026-11-20T00:00:00Z" } },
  });
  const next: string | undefined = page.data?.["@odata.nextLink"];
  // @ts-expect-error unknown entity set
  await client.GET("/api/v2.0/companies({companyId})/{entitySetName}", { params: { path: { companyId, entitySetName: "widgets" } } });
  await client.POST("/api/v2.0/companies({companyId})/salesQuotes", {
    params: { path: { companyId } },
    body: { customerId: "c1", salesQuoteLines: [{ itemId: "i1", quantity: 2 }] },
  });
  // @ts-expect-error quantity is an integer, not a string
  await client.POST("/api/v2.0/companies({companyId})/salesQuotes", { params: { path: { companyId } }, body: { customerId: "c1", salesQuoteLines: [{ itemId: "i1", quantity: "2" }] } });
  return next;
}

type Push = NonNullable<webhooks["changeNotification"]["post"]["requestBody"]>["content"]["application/json"];

/** A receiver narrows notification items on changeType. */
export function handle(push: Push): string[] {
  return push.value.map((item: components["schemas"]["NotificationItem"]) => {
    if (item.changeType === "collection") {
      const only: "collection" = item.changeType;
      return `${only} ${item.resource}`;
    }
    // @ts-expect-error after the collection branch, changeType cannot be collection
    const never: "collection" = item.changeType;
    return `${item.changeType} ${item.resource} ${never}`;
  });
}
