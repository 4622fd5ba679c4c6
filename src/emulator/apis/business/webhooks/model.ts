/**
 * The webhooks module's vocabulary: the stored record shapes and their collections, the entity sets and
 * their relations, the limits of seed 000 and its gap decisions, and small helpers (ids, scopes). Entity
 * tags are in etags.ts.
 */
import { createHash } from "node:crypto";
import type { components, Readable } from "../../../../../generated/webhooks/v2.0/schema.js";
import type { EmuRequest } from "../../../types.js";
import { isoTime } from "../../../clock.js";

type Schemas = components["schemas"];
export type Subscription = Readable<Schemas["Subscription"]>;
export type NotificationItem = Readable<Schemas["NotificationItemBase"]>;
export type Company = Readable<Schemas["Company"]>;
export type BatchRequest = Schemas["BatchRequest"];
export type BatchResponseItem = Schemas["BatchResponseItem"];
export type Json = Record<string, unknown>;
export type EntityChange = "created" | "updated" | "deleted";

export const WEBHOOK_APIS = ["webhooks@v1.0", "webhooks@v2.0"];
/** The company created at first start (the id of the contract's examples). */
export const COMPANY_ID = "3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51";
// biome-ignore format: a name table, kept packed
export const ENTITY_SETS: ReadonlyArray<Schemas["WebhookEntityName"]> = [
  "accounts", "companyInformation", "countriesRegions", "currencies", "customerPaymentJournals", "customers",
  "dimensions", "employees", "generalLedgerEntries", "itemCategories", "items", "journals", "paymentMethods",
  "paymentTerms", "purchaseInvoices", "salesCreditMemos", "salesInvoices", "salesOrders", "salesQuotes",
  "shipmentMethods", "unitsOfMeasure", "vendors",
];
export const isEntitySet = (set: string): boolean => (ENTITY_SETS as readonly string[]).includes(set);
/** Document headers and their line sets: a line change notifies the header's subscriptions. */
// biome-ignore format: a name table, kept packed
export const LINES: Record<string, string> = {
  salesQuotes: "salesQuoteLines", salesOrders: "salesOrderLines", salesInvoices: "salesInvoiceLines",
  salesCreditMemos: "salesCreditMemoLines", purchaseInvoices: "purchaseInvoiceLines",
};
export const HEADER_OF: Record<string, string> = Object.fromEntries(Object.entries(LINES).map(([h, l]) => [l, h]));
/** Navigation property `<name>` follows `<name>Id` into this set. */
// biome-ignore format: a name table, kept packed
export const NAV: Record<string, string> = {
  item: "items", customer: "customers", vendor: "vendors", account: "accounts", currency: "currencies",
  employee: "employees", itemCategory: "itemCategories", paymentTerm: "paymentTerms", paymentMethod: "paymentMethods",
  shipmentMethod: "shipmentMethods", unitOfMeasure: "unitsOfMeasure",
};
// biome-ignore format: a name table, kept packed
export const NUMBER_PREFIX: Record<string, string> = {
  customers: "C", vendors: "V", items: "I", employees: "E", salesQuotes: "S-QUO", salesOrders: "S-ORD",
  salesInvoices: "S-INV", salesCreditMemos: "S-CR", purchaseInvoices: "P-INV",
};
/** Gap decision: retries at +1, +1, +1, +10, +100, +1000 minutes, then the subscription is deleted. */
/** A plain-http notificationUrl on a loopback host: what the emulator's allowLoopbackHttp setting accepts (the contract says https). */
export const LOOPBACK_HTTP = /^http:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::[0-9]{1,5})?(?:[/?#]\S*)?$/;

/** The emulator's relaxation of the contract (allowLoopbackHttp): the https pattern finding on a loopback http notificationUrl. */
export function isLoopbackHttpFinding(finding: { pointer: string; rule: string }, value: unknown): boolean {
  return finding.rule === "pattern" && finding.pointer.endsWith("/notificationUrl") && typeof value === "string" && LOOPBACK_HTTP.test(value);
}

export const RETRY_SCHEDULE_MINUTES = [1, 1, 1, 10, 100, 1000];
/** Gap decisions: after the six steps, a retry every 1000 minutes while less than 36 hours have passed since the first failed attempt. */
export const RETRY_EVERY_MINUTES = 1000;
/** ... one last attempt when the 36 hours end; only when it fails is the subscription deleted (seed 000: "Retries are made over the next 36 hours"). */
export const RETRY_WINDOW_MS = 36 * 3_600_000;

/**
 * When the attempt after failed attempt number `failed` (1, 2, ...) is due, the first failure having
 * happened at `firstFailedAt`; undefined when the 36 hours are over and the subscription goes.
 */
export function nextAttemptAt(failed: number, firstFailedAt: number, now: number): number | undefined {
  const end = firstFailedAt + RETRY_WINDOW_MS;
  if (now >= end) return undefined;
  const step = RETRY_SCHEDULE_MINUTES[failed - 1] ?? RETRY_EVERY_MINUTES;
  return Math.min(now + step * 60_000, end);
}
/** The sliding window of requestsPerWindow (gap decisions: 5 minutes). */
export const THROTTLE_WINDOW_MS = 5 * 60_000;
/** Requests of one user open at once (running or waiting); more answer 429. */
export const MAX_OPEN_PER_USER = 100;
/** Requests of one user that run at once; the others (up to MAX_OPEN_PER_USER in all) wait in order. */
export const MAX_RUNNING_PER_USER = 5;
/** A waiting request that has not started after this long answers 503 (gap decisions: 8 minutes). */
export const QUEUE_TIMEOUT_MS = 8 * 60_000;
/** An operation running longer answers 408 (gap decisions: 8 minutes). */
export const OPERATION_TIMEOUT_MS = 8 * 60_000;
/** A request older than this (waiting included) answers 504 (seed 000: 10 minutes). */
export const REQUEST_TIMEOUT_MS = 10 * 60_000;
export const DAY_MS = 86_400_000;

/** The Store collections of the module (their records below). */
export const COL = {
  companies: "webhooks/companies",
  subscriptions: "webhooks/subscriptions",
  pending: "webhooks/pending",
  queues: "webhooks/queues",
  counters: "webhooks/counters",
  entities: (set: string) => `webhooks/entities/${set}`,
};

export interface StoredSubscription {
  fields: Omit<Subscription, "@odata.etag">;
  rev: number;
  /** `v1.0`, `v2.0` or `<publisher>/<group>/<version>`: the API the subscription was made through. */
  scope: string;
  companyId: string;
  entitySet: string;
}
export interface StoredEntity {
  companyId: string;
  rev: number;
  /** The entity as served (without `@odata.etag`); `id` is its key; lines carry `documentId`. */
  data: Json;
}
/** One change waiting for delivery to one subscription. */
export interface Pending {
  id: string;
  seq: number;
  subscriptionId: string;
  /** `companies(<company>)/<set>(<id>)` of the (header) entity. */
  path: string;
  companyId: string;
  entitySet: string;
  changeType: EntityChange;
  /** First and last change of this entity in the window (ms, virtual). */
  firstAt: number;
  at: number;
}
/** Delivery state of one notificationUrl. */
export interface Queue {
  url: string;
  dueAt: number;
  /** Failed attempts so far (0: first delivery pending). */
  attempt: number;
  /** When the first of those failed attempts was made (ms, virtual); absent while none failed. */
  firstFailedAt?: number;
  /** Pending ids in the push being delivered (never merged into, removed only when acknowledged). */
  inflight: string[];
}

export const iso = isoTime;

export const sameId = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();
export const isPlainObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** A GUID per user, derived from the bearer token (the emulator does not check tokens, only their presence). */
export const userIdOf = (authorization: string | undefined): string => {
  const h = createHash("sha256")
    .update(authorization ?? "")
    .digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/** `v1.0`, `v2.0` or `<publisher>/<group>/<version>`: the API elements of the request's path. */
export const scopeOf = (req: EmuRequest): string =>
  req.pathParams.apiPublisher !== undefined ? `${req.pathParams.apiPublisher}/${req.pathParams.apiGroup}/${req.pathParams.apiVersion}` : req.api.slice(req.api.indexOf("@") + 1);
