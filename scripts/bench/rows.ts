/**
 * The bench's request table: for each API family a read, a list, a write with a small body and a write
 * with a large body, with bodies from the specs' named examples (specs/**\/examples/*.yaml; the large
 * deep insert repeats its example's lines). The lifecycle APIs have no list operation and no large body. Every
 * request is the same bytes each time and stays valid when repeated (PUT of the same resource, PATCH
 * with `If-Match: *`, creates that number their entities themselves).
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
/** Lines of the large deep insert: the example's lines, repeated. */
export const DEEP_INSERT_LINES = 100;

export interface Row {
  /** business, management, lifecycle */
  family: string;
  kind: "read" | "list" | "write" | "small write" | "large write";
  /** Short name for the table. */
  name: string;
  method: string;
  /** Path and query, the same on every target. */
  path: string;
  headers: Record<string, string>;
  /** JSON text, or none. */
  body?: string;
  /** What the setup makes first (a PUT is always sent once first, so repeating it replaces); `{{operation}}` in `path` becomes the copy operation's id. */
  needs?: "copy operation" | "container group" | "subscriptions";
}

/** The `value` of a named example. */
function example(file: string): unknown {
  return (parse(readFileSync(join(repoRoot, "specs", file), "utf8")) as { value: unknown }).value;
}

const json = (value: unknown) => JSON.stringify(value);
const withBody = { "content-type": "application/json" };

export function requestRows(): Row[] {
  const quote = example("business/webhooks/shared/examples/sales-quote-create-request.yaml") as { salesQuoteLines: unknown[] };
  const lines = Array.from({ length: DEEP_INSERT_LINES }, (_, i) => quote.salesQuoteLines[i % quote.salesQuoteLines.length]);
  const webGroup = example("management/container-instance/2025-09-01/examples/CreateWebGroup.yaml");
  return [
    // business (webhooks@v2.0)
    { family: "business", kind: "read", name: "GET a customer", method: "GET", path: `/api/v2.0/companies(${COMPANY})/customers(${CUSTOMER})`, headers: {} },
    { family: "business", kind: "list", name: "GET subscriptions (2)", method: "GET", path: "/api/v2.0/subscriptions", headers: {}, needs: "subscriptions" },
    { family: "business", kind: "list", name: "GET items (2)", method: "GET", path: `/api/v2.0/companies(${COMPANY})/items`, headers: {} },
    {
      family: "business",
      kind: "small write",
      name: "PATCH a customer, If-Match: *",
      method: "PATCH",
      path: `/api/v2.0/companies(${COMPANY})/customers(${CUSTOMER})`,
      headers: { ...withBody, "if-match": "*" },
      body: json(example("business/webhooks/shared/examples/customer-update-request.yaml")),
    },
    {
      family: "business",
      kind: "small write",
      name: "POST salesQuotes, 2 lines",
      method: "POST",
      path: `/api/v2.0/companies(${COMPANY})/salesQuotes`,
      headers: withBody,
      body: json(quote),
    },
    {
      family: "business",
      kind: "large write",
      name: `POST salesQuotes, ${DEEP_INSERT_LINES} lines`,
      method: "POST",
      path: `/api/v2.0/companies(${COMPANY})/salesQuotes`,
      headers: withBody,
      body: json({ ...quote, salesQuoteLines: lines }),
    },
    {
      family: "business",
      kind: "large write",
      name: "POST $batch (2 requests)",
      method: "POST",
      path: "/api/v2.0/$batch",
      headers: withBody,
      body: json(example("business/webhooks/shared/examples/batch-request.yaml")),
    },
    // management
    {
      family: "management",
      kind: "read",
      name: "GET a container group",
      method: "GET",
      path: `${ARM}/Vendor.ContainerInstance/containerGroups/shop-web?api-version=2025-09-01`,
      headers: {},
      needs: "container group",
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
    // lifecycle (seed 002)
    { family: "lifecycle", kind: "read", name: "GET a copy operation", method: "GET", path: "/vendordocs/operations/{{operation}}?api-version=2024-11-30", headers: {}, needs: "copy operation" },
    {
      family: "lifecycle",
      kind: "small write",
      name: "POST authorizeCopy",
      method: "POST",
      path: "/vendordocs/documentClassifiers:authorizeCopy?api-version=2024-11-30",
      headers: withBody,
      body: json(example("document-lifecycle/document-classifiers/2024-11-30/examples/AuthorizeClassifierCopyRequest.yaml")),
    },
    {
      family: "lifecycle",
      kind: "write",
      name: "POST database refresh",
      method: "POST",
      path: "/databasemovement/v1/refresh/project/1234567/source/3c2a5f4e-8b1d-4c6e-9f0a-1b2c3d4e5f60/target/7d9e1f20-4a3b-4c5d-8e6f-a0b1c2d3e4f5",
      headers: { "x-vendor-version": "2017-09-15" },
    },
  ];
}

/** The headers every request carries, then the row's own. */
export const headersOf = (row: Row): Record<string, string> => ({ authorization: TOKEN, accept: "application/json", ...row.headers });
