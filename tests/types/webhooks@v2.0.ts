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

export async function entityWrites(companyId: string) {
  const path = { companyId, entitySetName: "customers" as const };
  const created = await client.POST("/api/v2.0/companies({companyId})/{entitySetName}", {
    params: { path },
    body: { displayName: "Stand-in Cycles Ltd.", email: "purchasing@cycles.example" },
  });
  if (!created.data) return created.error?.error.code;
  // The answer to a create carries the key, the tag and the time (required server-set fields).
  const entityId: string = created.data.id;
  const etag: string = created.data["@odata.etag"];
  const modified: string = created.data.lastModifiedDateTime;

  const updated = await client.PATCH("/api/v2.0/companies({companyId})/{entitySetName}({entityId})", {
    params: { path: { ...path, entityId }, header: { "If-Match": etag } },
    body: { email: "sales@cycles.example" },
  });
  const newTag: string = updated.data?.["@odata.etag"] ?? "*";
  await client.DELETE("/api/v2.0/companies({companyId})/{entitySetName}({entityId})", {
    params: { path: { ...path, entityId }, header: { "If-Match": newTag } },
  });

  const salesQuoteId = "4d3c2b1a-0f9e-4d8c-9b7a-6f5e4d3c2b1a";
  const quote = await client.PATCH("/api/v2.0/companies({companyId})/salesQuotes({salesQuoteId})", {
    params: { path: { companyId, salesQuoteId }, header: { "If-Match": etag } },
    body: { customerId: "c2" },
  });
  const quoteTag: string | undefined = quote.data?.["@odata.etag"];
  await client.DELETE("/api/v2.0/companies({companyId})/salesQuotes({salesQuoteId})", {
    params: { path: { companyId, salesQuoteId }, header: { "If-Match": quoteTag ?? "*" } },
  });

  // @ts-expect-error If-Match is required on PATCH of an entity
  await client.PATCH("/api/v2.0/companies({companyId})/{entitySetName}({entityId})", { params: { path: { ...path, entityId } }, body: { email: "x@example.com" } });
  // @ts-expect-error If-Match is required on DELETE of an entity
  await client.DELETE("/api/v2.0/companies({companyId})/{entitySetName}({entityId})", { params: { path: { ...path, entityId } } });
  // @ts-expect-error If-Match is required on PATCH of a sales quote
  await client.PATCH("/api/v2.0/companies({companyId})/salesQuotes({salesQuoteId})", { params: { path: { companyId, salesQuoteId } }, body: { customerId: "c2" } });
  // @ts-expect-error If-Match is required on DELETE of a sales quote
  await client.DELETE("/api/v2.0/companies({companyId})/salesQuotes({salesQuoteId})", { params: { path: { companyId, salesQuoteId } } });
  await client.PATCH("/api/v2.0/companies({companyId})/salesQuotes({salesQuoteId})", {
    params: { path: { companyId, salesQuoteId }, header: { "If-Match": etag } },
    // @ts-expect-error salesQuoteLines cannot be sent in a PATCH body (no deep update)
    body: { salesQuoteLines: [{ itemId: "i1", quantity: 1 }] },
  });
  // @ts-expect-error salesQuotes is not addressed by the generic entity path
  await client.POST("/api/v2.0/companies({companyId})/{entitySetName}", { params: { path: { companyId, entitySetName: "salesQuotes" } }, body: {} });
  return modified;
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
