/**
 * Type tests for webhooks@v2.0: what must compile, and (`@ts-expect-error`) what must not.
 * Compiled by tests/types.test.ts; nothing here runs.
 */
import type { RequestBodyOption } from "openapi-fetch";
import { type components, createWebhooksV2_0Client, type paths, type webhooks } from "../../generated/webhooks/v2.0/client.js";

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

/**
 * A member a subscription does not define (a misspelt clientState) is a type error in a create or renew body
 * typed from the contract, as its request view closes the body. (Inside an inline `client.POST(...)` call,
 * openapi-fetch infers the options generically and checks no excess member once the required ones are
 * present: openapi-ts/openapi-typescript#1769. The emulator and the mock refuse it with 400.)
 */
type CreateBody = RequestBodyOption<paths["/api/v2.0/subscriptions"]["post"]>["body"];
type RenewBody = RequestBodyOption<paths["/api/v2.0/subscriptions({subscriptionId})"]["patch"]>["body"];
type CustomCreateBody = RequestBodyOption<paths["/api/{apiPublisher}/{apiGroup}/{apiVersion}/subscriptions"]["post"]>["body"];

export async function unknownMembers(etag: string) {
  const custom = { apiPublisher: "acme", apiGroup: "sales", apiVersion: "v1.0" };
  const customResource = "/api/acme/sales/v1.0/companies(f64eba74-dacd-4854-a584-1834f68cfc3a)/vehicles";
  // @ts-expect-error clientstate is not a member of a subscription (clientState is)
  const misspelt: CreateBody = { notificationUrl: "https://x.example", resource, clientstate: "s3cret" };
  // @ts-expect-error nor on renew
  const renewMisspelt: RenewBody = { notificationUrl: "https://x.example", resource, clientstate: "s3cret" };
  // @ts-expect-error nor of a custom API subscription
  const customMisspelt: CustomCreateBody = { notificationUrl: "https://x.example", resource: customResource, clientstate: "s3cret" };
  // the three members it defines are a body, sent as typed
  const body: CreateBody = { notificationUrl: "https://x.example", resource, clientState: "s3cret" };
  await client.POST("/api/v2.0/subscriptions", { body });
  const renewal: RenewBody = { notificationUrl: "https://x.example", resource };
  await client.PATCH("/api/v2.0/subscriptions({subscriptionId})", { params: { path: { subscriptionId: "s1" }, header: { "If-Match": etag } }, body: renewal });
  const customBody: CustomCreateBody = { notificationUrl: "https://x.example", resource: customResource };
  await client.POST("/api/{apiPublisher}/{apiGroup}/{apiVersion}/subscriptions", { params: { path: custom }, body: customBody });
  return [misspelt, renewMisspelt, customMisspelt];
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
