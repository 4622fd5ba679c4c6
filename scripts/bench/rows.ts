/**
 * The bench's request table: every operation of every API of the registry that has paths (the two
 * api-management versions have none; generated/<api>/<version>/openapi.json) and can be measured by
 * sending the same request bytes again and again with the same status, the operations of webhooks that
 * are in both versions once per version (v1.0 and v2.0). `npm run bench` runs the representative rows
 * (representativeRows: the first row of each family and kind, so the order below matters), `--all` every
 * row. Bodies are the specs' named examples (specs/**\/examples/*.yaml): the large deep insert
 * repeats its example's lines, a notificationUrl is the bench's receiver, and where a row changes an
 * example to be repeatable or accepted its comment says why. Every request stays valid when repeated (PUT
 * of the same resource, PATCH with `If-Match: *`, creates that number their entities themselves, a DELETE
 * of a namespace whose deletion runs); what a row needs first (a subscription, a sales quote, a copy
 * operation, a namespace deletion) setUp (requests.ts) makes before the snapshot, and its value fills the
 * row's `{{name}}` (Made). Left out, each with a one-line comment where its row would be: the webhooks
 * DELETEs (in both versions; a repeated one answers 404) and the classifier copyTo (its authorization is
 * single use).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { repoRoot } from "../lib/registry.js";

export const TOKEN = "Bearer bench-token";
export const COMPANY = "3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51";
const CUSTOMER = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const SUBSCRIPTION = "3f2a8c1e-7b4d-4e9a-a6c2-5d1e8f0b9a47";
const ARM = `/subscriptions/${SUBSCRIPTION}/resourceGroups/shop-rg/providers`;
/** The custom API of the custom-API subscription examples (publisher acme, group sales, version v1.0). */
export const CUSTOM_API = "/api/acme/sales/v1.0";
/** The emulator's seeded namespaces belong to its seed subscription (src/emulator/apis/seed-data.ts); the name is the contract's example. */
export const NAMESPACE = "/subscriptions/5c3e8a1f-2d4b-4f6a-9e7c-1b0d3f5a7c92/resourceGroups/telemetry-rg/providers/Vendor.EventHub/namespaces/contoso-telemetry-ns";
/** Lines of the large deep insert: the example's lines, repeated. */
export const DEEP_INSERT_LINES = 100;

/**
 * What setUp (requests.ts) makes in the emulator before the snapshot (all of it, whatever rows run, so
 * every row measures the same state), by the name a row writes as `{{name}}` in its path or body:
 *   hook                 the bench's webhook receiver (https, a loopback address)
 *   subscription         the v2.0 subscription to items (setUp subscribes to items and employees through
 *                        each of v2.0, v1.0 and the custom API; no row writes those entities, so nothing
 *                        is pushed while measuring)
 *   v1.0 subscription    the v1.0 one
 *   custom subscription  the custom API's one
 *   sales quote          a sales quote made with the deep insert example
 *   copy operation       the operation of a classifier copy
 *   namespace operation  the deletion of the namespace NAMESPACE (running while measuring)
 */
export const MADE = ["hook", "subscription", "v1.0 subscription", "custom subscription", "sales quote", "copy operation", "namespace operation"] as const;
export type Made = (typeof MADE)[number];
/** The placeholder of a value setUp makes. */
const made = (name: Made) => `{{${name}}}`;

export interface Row {
  /** business, management, document-lifecycle (the families of specs/) */
  family: string;
  /**
   * read, list; a write without a body, with a small or a large one; a $batch; a subscription create or
   * renewal (the emulator makes its handshake request to the receiver before it answers).
   */
  kind: "read" | "list" | "write" | "small write" | "large write" | "batch" | "handshake";
  /** Short name for the table (at most 32 characters; v1.0 rows say so). */
  name: string;
  method: string;
  /** Path and query, the same on every target; `{{name}}` is a value setUp makes (Made). */
  path: string;
  headers: Record<string, string>;
  /** JSON text, or none; `{{name}}` as in `path`. */
  body?: string;
}

/** The `value` of a named example. */
export function example<T = unknown>(file: string): T {
  return (parse(readFileSync(join(repoRoot, "specs", file), "utf8")) as { value: T }).value;
}

const json = (value: unknown) => JSON.stringify(value);
const withBody = { "content-type": "application/json" };
const ifMatchAny = { ...withBody, "if-match": "*" };

type SubscriptionBody = { notificationUrl: string; resource: string; clientState?: string };

/**
 * The rows of one webhooks version (the same operations and examples in both). v1.0 has no large deep
 * insert: it is the operation of its 2-line row (SalesQuotes_Create) with a larger body, and the handler
 * is the one v2.0 measures with that body.
 */
function businessRows(version: "v2.0" | "v1.0", quote: { salesQuoteLines: unknown[] }): Row[] {
  const v1 = version === "v1.0";
  const api = `/api/${version}`;
  const company = `${api}/companies(${COMPANY})`;
  /** The v2.0 name, or "v1.0 " and the short name (the table prints 32 characters). */
  const name = (v2Name: string, short = v2Name) => (v1 ? `v1.0 ${short}` : v2Name);
  const family = "business";
  const lines = Array.from({ length: DEEP_INSERT_LINES }, (_, i) => quote.salesQuoteLines[i % quote.salesQuoteLines.length]);
  const create = example<SubscriptionBody>(`business/webhooks/${version}/examples/subscription-create-request.yaml`);
  const renew = example<SubscriptionBody>(`business/webhooks/${version}/examples/subscription-renew-request.yaml`);
  const rows: Row[] = [
    // the first fifteen's (v2.0)
    { family, kind: "read", name: name("GET a customer"), method: "GET", path: `${company}/customers(${CUSTOMER})`, headers: {} },
    // setUp's subscriptions to items and employees
    { family, kind: "list", name: name("GET subscriptions (2)"), method: "GET", path: `${api}/subscriptions`, headers: {} },
    { family, kind: "list", name: name("GET items (2)"), method: "GET", path: `${company}/items`, headers: {} },
    {
      family,
      kind: "small write",
      name: name("PATCH a customer, If-Match: *", "PATCH a customer"),
      method: "PATCH",
      path: `${company}/customers(${CUSTOMER})`,
      headers: ifMatchAny,
      body: json(example("business/webhooks/shared/examples/customer-update-request.yaml")),
    },
    { family, kind: "small write", name: name("POST salesQuotes, 2 lines"), method: "POST", path: `${company}/salesQuotes`, headers: withBody, body: json(quote) },
    ...(v1
      ? []
      : [
          {
            family,
            kind: "large write",
            name: `POST salesQuotes, ${DEEP_INSERT_LINES} lines`,
            method: "POST",
            path: `${company}/salesQuotes`,
            headers: withBody,
            body: json({ ...quote, salesQuoteLines: lines }),
          } satisfies Row,
        ]),
    {
      family,
      kind: "batch",
      name: name("POST $batch (2 requests)"),
      method: "POST",
      path: `${api}/$batch`,
      headers: withBody,
      body: json(example("business/webhooks/shared/examples/batch-request.yaml")),
    },
    // the other operations
    // a create with its handshake to the receiver, each time a new subscription (EMULATOR_FLAGS lifts the tenant's maximum)
    {
      family,
      kind: "handshake",
      name: name("POST a subscription (handshake)", "POST a subscription"),
      method: "POST",
      path: `${api}/subscriptions`,
      headers: withBody,
      body: json({ ...create, notificationUrl: made("hook") }),
    },
    // left out: DELETE subscriptions({subscriptionId}), the first deletes the subscription and every later one answers 404
    { family, kind: "read", name: name("GET a subscription"), method: "GET", path: `${api}/subscriptions('${made(v1 ? "v1.0 subscription" : "subscription")}')`, headers: {} },
    // a renewal (a new handshake) of setUp's subscription to items: a renewal cannot change the resource, and one to the example's customers would be pushed the changes of the customer rows
    {
      family,
      kind: "handshake",
      name: name("PATCH a subscription (renewal)", "PATCH a subscription"),
      method: "PATCH",
      path: `${api}/subscriptions('${made(v1 ? "v1.0 subscription" : "subscription")}')`,
      headers: ifMatchAny,
      body: json({ ...renew, notificationUrl: made("hook"), resource: renew.resource.replace(/\/customers$/, "/items") }),
    },
    // left out: DELETE companies({companyId})/{entitySetName}({entityId}), the first deletes the entity and every later one answers 404
    { family, kind: "list", name: name("GET companies (1)"), method: "GET", path: `${api}/companies`, headers: {} },
    {
      family,
      kind: "small write",
      name: name("POST customers"),
      method: "POST",
      path: `${company}/customers`,
      headers: withBody,
      body: json(example("business/webhooks/shared/examples/customer-create-request.yaml")),
    },
    // left out: DELETE companies({companyId})/salesQuotes({salesQuoteId}), the first deletes the quote and every later one answers 404
    { family, kind: "list", name: name("GET salesQuotes (1)"), method: "GET", path: `${company}/salesQuotes`, headers: {} },
    { family, kind: "read", name: name("GET a sales quote"), method: "GET", path: `${company}/salesQuotes(${made("sales quote")})`, headers: {} },
    {
      family,
      kind: "small write",
      name: name("PATCH a sales quote, If-Match: *", "PATCH a sales quote"),
      method: "PATCH",
      path: `${company}/salesQuotes(${made("sales quote")})`,
      headers: ifMatchAny,
      body: json(example("business/webhooks/shared/examples/sales-quote-update-request.yaml")),
    },
  ];
  return rows;
}

/**
 * The custom-API subscriptions and the supported resources: one path in both webhooks versions (the path
 * names no version of webhooks), so one row each (the router picks the version that serves it).
 */
function sharedBusinessRows(): Row[] {
  const family = "business";
  const create = example<SubscriptionBody>("business/webhooks/shared/examples/custom-subscription-create-request.yaml");
  const renew = example<SubscriptionBody>("business/webhooks/shared/examples/custom-subscription-renew-request.yaml");
  // the examples subscribe to the custom API's `vehicles`, which the contract allows and the emulator refuses (400: only the 22 webhook entities of the standard APIs); items is one of those, and setUp's subscription
  const items = (body: SubscriptionBody): SubscriptionBody => ({ ...body, notificationUrl: made("hook"), resource: body.resource.replace(/\/vehicles$/, "/items") });
  return [
    { family, kind: "handshake", name: "POST a custom-API subscription", method: "POST", path: `${CUSTOM_API}/subscriptions`, headers: withBody, body: json(items(create)) },
    { family, kind: "list", name: "GET custom-API subscriptions (2)", method: "GET", path: `${CUSTOM_API}/subscriptions`, headers: {} },
    { family, kind: "read", name: "GET a custom-API subscription", method: "GET", path: `${CUSTOM_API}/subscriptions('${made("custom subscription")}')`, headers: {} },
    {
      family,
      kind: "handshake",
      name: "PATCH a custom-API subscription",
      method: "PATCH",
      path: `${CUSTOM_API}/subscriptions('${made("custom subscription")}')`,
      headers: ifMatchAny,
      body: json(items(renew)),
    },
    // left out: DELETE of a custom-API subscription, the first deletes it and every later one answers 404
    { family, kind: "list", name: "GET webhookSupportedResources", method: "GET", path: `/api/vendor/runtime/beta/companies(${COMPANY})/webhookSupportedResources`, headers: {} },
  ];
}

export function requestRows(): Row[] {
  const quote = example<{ salesQuoteLines: unknown[] }>("business/webhooks/shared/examples/sales-quote-create-request.yaml");
  const webGroup = example("management/container-instance/2025-09-01/examples/CreateWebGroup.yaml");
  const deny = example<{ displayName?: string; reviewResult?: string; justification?: string }>("management/approval-stages/2021-01-01-preview/examples/DenyStage.yaml");
  const advisory = example<{ name: string }>("management/resource-health/2025-05-01/examples/SecurityAdvisoryDetails.yaml");
  return [
    // business (webhooks@v2.0, the custom API, then webhooks@v1.0)
    ...businessRows("v2.0", quote),
    ...sharedBusinessRows(),
    ...businessRows("v1.0", quote),
    // management
    // setUp PUTs every PUT row's resource first: this is the container group of "PUT a container group"
    {
      family: "management",
      kind: "read",
      name: "GET a container group",
      method: "GET",
      path: `${ARM}/Vendor.ContainerInstance/containerGroups/shop-web?api-version=2025-09-01`,
      headers: {},
    },
    { family: "management", kind: "list", name: "GET health events", method: "GET", path: `/subscriptions/${SUBSCRIPTION}/providers/Vendor.ResourceHealth/events?api-version=2025-05-01`, headers: {} },
    {
      family: "management",
      kind: "list",
      name: "GET quotas",
      method: "GET",
      path: `/subscriptions/${SUBSCRIPTION}/providers/Vendor.MachineLearningServices/locations/westeurope/quotas?api-version=2025-09-01`,
      headers: {},
    },
    {
      family: "management",
      kind: "small write",
      name: "PUT a streaming job (shell)",
      method: "PUT",
      path: `${ARM.replace("resourceGroups", "resourcegroups")}/Vendor.StreamAnalytics/streamingjobs/fleet-shell?api-version=2020-03-01`,
      headers: withBody,
      body: json(example("management/stream-analytics/2020-03-01/examples/CreateShellJob.yaml")),
    },
    {
      family: "management",
      kind: "large write",
      name: "PUT a container group",
      method: "PUT",
      path: `${ARM}/Vendor.ContainerInstance/containerGroups/shop-web?api-version=2025-09-01`,
      headers: withBody,
      body: json(webGroup),
    },
    // a decision (Approve, Deny) completes the stage and a second one answers 409, so the Deny example without its reviewResult: a rename and a justification, repeatable
    {
      family: "management",
      kind: "small write",
      name: "PATCH a stage, no decision",
      method: "PATCH",
      path: "/providers/Vendor.Authorization/roleAssignmentApprovals/6d8d41e6-b1c4-4f5e-9c7a-1f3b2a9e8c10/stages/2f7c9b84-3a61-4d0e-8f52-7b1e4c6d9a35?api-version=2021-01-01-preview",
      headers: withBody,
      body: json({ displayName: deny.displayName, justification: deny.justification }),
    },
    // setUp starts the deletion; while it runs (EMULATOR_FLAGS: a day) a repeated DELETE answers 202 with the same status address
    { family: "management", kind: "write", name: "DELETE a deleting namespace", method: "DELETE", path: `${NAMESPACE}?api-version=2026-01-01`, headers: {} },
    {
      family: "management",
      kind: "read",
      name: "GET a namespace delete status",
      method: "GET",
      path: `/subscriptions/5c3e8a1f-2d4b-4f6a-9e7c-1b0d3f5a7c92/providers/Vendor.EventHub/locations/westeurope/operationStatuses/${made("namespace operation")}?api-version=2026-01-01`,
      headers: {},
    },
    {
      family: "management",
      kind: "read",
      name: "POST fetchEventDetails",
      method: "POST",
      path: `/subscriptions/${SUBSCRIPTION}/providers/Vendor.ResourceHealth/events/${advisory.name}/fetchEventDetails?api-version=2025-05-01`,
      headers: {},
    },
    // document-lifecycle (seed 002)
    // left out: POST documentClassifiers/{classifierId}:copyTo, its body is a single-use copy authorization (a second copyTo still answers 202, but its copy fails with AuthorizationFailed: a row would measure refused copies)
    { family: "document-lifecycle", kind: "read", name: "GET a copy operation", method: "GET", path: `/vendordocs/operations/${made("copy operation")}?api-version=2024-11-30`, headers: {} },
    {
      family: "document-lifecycle",
      kind: "small write",
      name: "POST authorizeCopy",
      method: "POST",
      path: "/vendordocs/documentClassifiers:authorizeCopy?api-version=2024-11-30",
      headers: withBody,
      body: json(example("document-lifecycle/document-classifiers/2024-11-30/examples/AuthorizeClassifierCopyRequest.yaml")),
    },
    {
      family: "document-lifecycle",
      kind: "write",
      name: "POST database refresh",
      method: "POST",
      path: "/databasemovement/v1/refresh/project/1234567/source/3c2a5f4e-8b1d-4c6e-9f0a-1b2c3d4e5f60/target/7d9e1f20-4a3b-4c5d-8e6f-a0b1c2d3e4f5",
      headers: { "x-vendor-version": "2017-09-15" },
    },
    // after the project's 3 operations of the day the answer is still 200 (IsSuccess false), as the refresh's
    {
      family: "document-lifecycle",
      kind: "write",
      name: "POST database export",
      method: "POST",
      path: "/databasemovement/v1/export/project/1234567/environment/3c2a5f4e-8b1d-4c6e-9f0a-1b2c3d4e5f60/backupName/sandbox-2024-12-01.bacpac",
      headers: {},
    },
  ];
}

/** The headers every request carries, then the row's own. */
export const headersOf = (row: Row): Record<string, string> => ({ authorization: TOKEN, accept: "application/json", ...row.headers });

/** The first row of each family and kind, in table order: what a plain `npm run bench` measures. */
export function representativeRows(rows = requestRows()): Row[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = `${r.family} ${r.kind}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
