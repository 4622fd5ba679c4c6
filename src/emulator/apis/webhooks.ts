/**
 * Webhook subscriptions of the business application service (seed 000 and its gap decisions), for
 * webhooks@v1.0 and webhooks@v2.0 (and the custom-API subscription paths both declare).
 *
 * - Subscriptions: create and renew perform the handshake (POST {notificationUrl}?validationToken=...,
 *   200 with the token as the body within handshakeTimeoutMs, else 400
 *   BadRequest_NotificationUrlValidationFailed; a failed renewal keeps the old expiry); ETags as
 *   `@odata.etag` and `ETag`, If-Match on PATCH and DELETE (mismatch 409 Request_EntityChanged, missing or
 *   unparseable 400 BadRequest_InvalidToken); lifetime ApiSubscriptionExpiration days; at most
 *   ApiSubscriptionMaxNumberOfSubscriptions.
 * - Business data: one company seeded at first start; the 22 webhook-enabled entity sets (shared by both
 *   API versions) with $filter, $expand (multi-level), $select, $top/$skip and server-driven paging
 *   (@odata.nextLink, Prefer: odata.maxpagesize), salesQuotes deep insert, $batch (Isolation: snapshot is
 *   all-or-nothing), entity create/update/delete (Entities_*, SalesQuotes_*). Writes the contract has no
 *   operation for (document lines) and changes made "inside the service" go through the control route
 *   `/_emulator/entities/companies(<id>)/<set>[(<id>)][/<lines>[(<id>)]]` (POST, PATCH, DELETE, GET): a
 *   change made in the service by someone else, as a subscriber sees it.
 * - Notification engine: see the comment above `recordChange`.
 * - Request limits (gap decisions), per Authorization token: requestsPerWindow (6000) per 5-minute
 *   sliding window and at most 100 open requests, else 429 with Retry-After; 5 run at once and the
 *   others wait in order; one that waits 8 minutes (virtual time) without starting answers 503 with
 *   Retry-After. A $batch stops between its requests once it has run 8 minutes (408) or is 10 minutes
 *   old (504): nothing more runs, and with Isolation: snapshot nothing is kept. (A single operation
 *   ends within handshakeTimeoutMs, at most 2 minutes, so only a batch can run that long.)
 */
import { createHash, randomUUID } from "node:crypto";
import http from "node:http";
import https from "node:https";
import type { components, Readable } from "../../../generated/webhooks/v2.0/schema.js";
import type { Finding } from "../../contract/validator.js";
import type { ApiModule, EmuRequest, EmuResponse, EmulatorContext, Handler, Store } from "../types.js";

type Schemas = components["schemas"];
type Subscription = Readable<Schemas["Subscription"]>;
type NotificationItem = Readable<Schemas["NotificationItemBase"]>;
type Company = Readable<Schemas["Company"]>;
type BatchRequest = Schemas["BatchRequest"];
type BatchRequestItem = Schemas["BatchRequestItem"];
type BatchResponseItem = Schemas["BatchResponseItem"];
type ErrorResponse = Schemas["ErrorResponse"];
type Json = Record<string, unknown>;
type EntityChange = "created" | "updated" | "deleted";

export const WEBHOOK_APIS = ["webhooks@v1.0", "webhooks@v2.0"];
/** The company created at first start (the id of the contract's examples). */
export const COMPANY_ID = "3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51";
export const ENTITY_SETS: ReadonlyArray<Schemas["WebhookEntityName"]> = [
  "accounts", "companyInformation", "countriesRegions", "currencies", "customerPaymentJournals", "customers",
  "dimensions", "employees", "generalLedgerEntries", "itemCategories", "items", "journals", "paymentMethods",
  "paymentTerms", "purchaseInvoices", "salesCreditMemos", "salesInvoices", "salesOrders", "salesQuotes",
  "shipmentMethods", "unitsOfMeasure", "vendors",
];
/** Document headers and their line sets: a line change notifies the header's subscriptions. */
const LINES: Record<string, string> = {
  salesQuotes: "salesQuoteLines", salesOrders: "salesOrderLines", salesInvoices: "salesInvoiceLines",
  salesCreditMemos: "salesCreditMemoLines", purchaseInvoices: "purchaseInvoiceLines",
};
const HEADER_OF = Object.fromEntries(Object.entries(LINES).map(([h, l]) => [l, h]));
/** Navigation property `<name>` follows `<name>Id` into this set. */
const NAV: Record<string, string> = {
  item: "items", customer: "customers", vendor: "vendors", account: "accounts", currency: "currencies",
  employee: "employees", itemCategory: "itemCategories", paymentTerm: "paymentTerms", paymentMethod: "paymentMethods",
  shipmentMethod: "shipmentMethods", unitOfMeasure: "unitsOfMeasure",
};
const NUMBER_PREFIX: Record<string, string> = {
  customers: "C", vendors: "V", items: "I", employees: "E", salesQuotes: "S-QUO", salesOrders: "S-ORD",
  salesInvoices: "S-INV", salesCreditMemos: "S-CR", purchaseInvoices: "P-INV",
};
/** Gap decision: retries at +1, +1, +1, +10, +100, +1000 minutes, then the subscription is deleted. */
export const RETRY_SCHEDULE_MINUTES = [1, 1, 1, 10, 100, 1000];
const THROTTLE_WINDOW_MS = 5 * 60_000;
const MAX_OPEN_PER_USER = 100;
/** Requests of one user that run at once; the others (up to MAX_OPEN_PER_USER in all) wait in order. */
export const MAX_RUNNING_PER_USER = 5;
/** A waiting request that has not started after this long answers 503 (gap decisions: 8 minutes). */
export const QUEUE_TIMEOUT_MS = 8 * 60_000;
/** An operation running longer answers 408 (gap decisions: 8 minutes). */
export const OPERATION_TIMEOUT_MS = 8 * 60_000;
/** A request older than this (waiting included) answers 504 (seed 000: 10 minutes). */
export const REQUEST_TIMEOUT_MS = 10 * 60_000;
const MAX_PAGE_SIZE = 20_000;
const DAY_MS = 86_400_000;

const COL = {
  companies: "webhooks/companies",
  subscriptions: "webhooks/subscriptions",
  pending: "webhooks/pending",
  queues: "webhooks/queues",
  counters: "webhooks/counters",
  entities: (set: string) => `webhooks/entities/${set}`,
};

interface StoredSubscription {
  fields: Omit<Subscription, "@odata.etag">;
  rev: number;
  /** `v1.0`, `v2.0` or `<publisher>/<group>/<version>`: the API the subscription was made through. */
  scope: string;
  companyId: string;
  entitySet: string;
}
interface StoredEntity {
  companyId: string;
  rev: number;
  /** The entity as served (without `@odata.etag`); `id` is its key; lines carry `documentId`. */
  data: Json;
}
/** One change waiting for delivery to one subscription. */
interface Pending {
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
interface Queue {
  url: string;
  dueAt: number;
  /** Failed attempts so far (0: first delivery pending). */
  attempt: number;
  /** Pending ids in the push being delivered (never merged into, removed only when acknowledged). */
  inflight: string[];
}

/** An answer in the API's error shape, thrown from anywhere inside a handler. */
class Fail extends Error {
  constructor(readonly status: number, readonly code: string, message: string, readonly headers?: Record<string, string>) {
    super(message);
  }
}
const badQuery = (message: string) => new Fail(400, "BadRequest_InvalidQueryOption", message);
const badBody = (message: string) => new Fail(400, "BadRequest_InvalidRequestBody", message);
const notFound = (message: string) => new Fail(404, "BadRequest_NotFound", message);

const CODES: Record<string, string> = {
  InvalidRequestBody: "BadRequest_InvalidRequestBody",
  MalformedJson: "BadRequest_InvalidRequestBody",
  InvalidQueryParameter: "BadRequest_InvalidQueryOption",
  InvalidHeader: "BadRequest_InvalidHeader",
  InvalidPathParameter: "BadRequest_NotFound",
  UnsupportedMediaType: "BadRequest_UnsupportedMediaType",
  Unauthorized: "Authentication_InvalidCredentials",
  NotFound: "BadRequest_NotFound",
  MethodNotAllowed: "BadRequest_MethodNotAllowed",
  PayloadTooLarge: "BadRequest_RequestEntityTooLarge",
  NotImplemented: "Application_NotImplemented",
  InternalServerError: "Application_InternalServerError",
};

function webhookError(status: number, code: string, message: string, findings?: Finding[]): EmuResponse {
  const first = findings?.[0];
  let mapped = CODES[code] ?? code;
  // gap decision: a missing or unparseable If-Match tag is 400 BadRequest_InvalidToken
  if (first?.pointer === "/request/header/if-match") mapped = "BadRequest_InvalidToken";
  // a path key that cannot exist (bad GUID, unknown entity set) is a key that is not found; the custom-API
  // elements (publisher, group, version) are no keys, and collection paths declare no 404: 400
  if (first && /^\/request\/path\/api(Publisher|Group|Version)$/.test(first.pointer)) mapped = "BadRequest_InvalidPathSegment";
  else if (first?.pointer.startsWith("/request/path/")) status = 404;
  const body: ErrorResponse = { error: { code: mapped, message } };
  return { status, body };
}

const iso = (ms: number) => new Date(ms).toISOString();
const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const isPlainObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const etagOf = (id: string, rev: number) => `W/"${Buffer.from(`${rev};${id}`).toString("base64")}"`;
/** A GUID per user, derived from the bearer token (the emulator does not check tokens, only their presence). */
const userIdOf = (authorization: string | undefined) => {
  const h = createHash("sha256").update(authorization ?? "").digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/** A resource value `/api/<scope>/companies(<id>)/<entity>`. */
function parseResource(resource: string): { scope: string; companyId: string; entitySet: string } | undefined {
  const m = /^\/?api\/(.+)\/companies\(([0-9a-fA-F-]{36})\)\/([A-Za-z][A-Za-z0-9]*)$/.exec(resource);
  return m ? { scope: m[1]!, companyId: m[2]!, entitySet: m[3]! } : undefined;
}

/** The notificationUrl rule of the contract: https, or http on a loopback host. */
function checkNotificationUrl(value: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badBody(`notificationUrl is not a URL: ${value}`);
  }
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback)) {
    throw badBody(`notificationUrl must use https (plain http only for localhost, 127.0.0.1 or [::1]), got ${value}`);
  }
}

// --- OData query options ----------------------------------------------------------------------

type Pred = (row: Json) => boolean;
type Literal = { kind: "string"; v: string } | { kind: "number"; v: number } | { kind: "date"; v: number } | { kind: "bool"; v: boolean } | { kind: "null" };
const OPS = new Set(["eq", "ne", "gt", "ge", "lt", "le"]);
const MAX_FILTER_NESTING = 100;

/**
 * `$filter`: comparisons `<field> eq|ne|gt|ge|lt|le <value>` joined by `and` / `or`, `not`, parentheses,
 * and `startswith|endswith|contains(<field>,'<text>')`. Values: 'text' (a trailing * matches a prefix),
 * numbers, true, false, null, GUIDs and date-times (unquoted). `lastDateTimeModified`, the seed's name,
 * is read as `lastModifiedDateTime`.
 */
export function parseFilter(text: string): Pred {
  const tokens: Array<{ kind: string; v: string; at: number }> = [];
  const re = /\s*(?:(\()|(\))|(,)|('(?:[^']|'')*')|([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})|(\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2})?)?)|(-?\d+(?:\.\d+)?)|([A-Za-z_][\w]*(?:\/[A-Za-z_]\w*)*))\s*/y;
  let pos = 0;
  while (pos < text.length) {
    re.lastIndex = pos;
    const m = re.exec(text);
    if (!m || m[0].length === 0) throw badQuery(`Syntax error at position ${pos} in '${text}'.`);
    const kinds = ["(", ")", ",", "string", "guid", "date", "number", "id"];
    const k = kinds.findIndex((_, i) => m[i + 1] !== undefined);
    tokens.push({ kind: kinds[k]!, v: m[k + 1]!, at: pos + m[0].indexOf(m[k + 1]!) });
    pos = re.lastIndex;
  }
  let i = 0;
  const fail = (what: string): never => {
    const t = tokens[i];
    throw badQuery(`Syntax error at position ${t ? t.at : text.length} in '${text}': expected ${what}.`);
  };
  const isWord = (w: string) => tokens[i]?.kind === "id" && tokens[i]!.v.toLowerCase() === w;
  const expect = (kind: string) => (tokens[i]?.kind === kind ? tokens[i++]! : fail(`'${kind}'`));

  const literal = (): Literal => {
    const t = tokens[i++];
    if (!t) return fail("a value");
    if (t.kind === "string") return { kind: "string", v: t.v.slice(1, -1).replace(/''/g, "'") };
    if (t.kind === "guid") return { kind: "string", v: t.v };
    if (t.kind === "number") return { kind: "number", v: Number(t.v) };
    if (t.kind === "date") {
      const ms = Date.parse(t.v);
      if (Number.isNaN(ms)) throw badQuery(`'${t.v}' is not a valid date-time in '${text}'.`);
      return { kind: "date", v: ms };
    }
    if (t.kind === "id" && (t.v === "true" || t.v === "false")) return { kind: "bool", v: t.v === "true" };
    if (t.kind === "id" && t.v === "null") return { kind: "null" };
    i--;
    return fail("a value ('text', number, true, false, null, GUID or date-time)");
  };

  const comparison = (field: string, op: string, lit: Literal): Pred => {
    const get = fieldReader(field);
    return (row) => {
      const v = get(row);
      if (lit.kind === "null") return op === "eq" ? v == null : op === "ne" ? v != null : false;
      let c: number;
      if (lit.kind === "date") {
        const t = typeof v === "string" ? Date.parse(v) : NaN;
        if (Number.isNaN(t)) return op === "ne";
        c = Math.sign(t - lit.v);
      } else if (lit.kind === "number") {
        const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : NaN;
        if (Number.isNaN(n)) return op === "ne";
        c = Math.sign(n - lit.v);
      } else if (lit.kind === "bool") {
        if (op !== "eq" && op !== "ne") return false;
        c = v === lit.v ? 0 : 1;
      } else {
        if (v == null) return op === "ne";
        const s = String(v).toLowerCase();
        const w = lit.v.toLowerCase();
        if ((op === "eq" || op === "ne") && w.endsWith("*")) return s.startsWith(w.slice(0, -1)) === (op === "eq");
        c = s < w ? -1 : s > w ? 1 : 0;
      }
      switch (op) {
        case "eq": return c === 0;
        case "ne": return c !== 0;
        case "gt": return c > 0;
        case "ge": return c >= 0;
        case "lt": return c < 0;
        default: return c <= 0;
      }
    };
  };

  // `not` and parentheses recurse: a hostile filter nests them thousands deep
  let nesting = 0;
  const nested = <T>(inner: () => T): T => {
    if (++nesting > MAX_FILTER_NESTING) throw badQuery(`'${text.length > 60 ? `${text.slice(0, 60)}...` : text}' nests 'not' and parentheses more than ${MAX_FILTER_NESTING} levels deep.`);
    try {
      return inner();
    } finally {
      nesting--;
    }
  };
  const unary = (): Pred => {
    if (isWord("not")) {
      i++;
      const p = nested(unary);
      return (row) => !p(row);
    }
    if (tokens[i]?.kind === "(") {
      i++;
      const p = nested(or);
      expect(")");
      return p;
    }
    const name = tokens[i]?.kind === "id" ? tokens[i++]!.v : fail("a property name");
    const fn = name.toLowerCase();
    if (tokens[i]?.kind === "(" && ["startswith", "endswith", "contains"].includes(fn)) {
      i++;
      const field = tokens[i]?.kind === "id" ? tokens[i++]!.v : fail("a property name");
      expect(",");
      const lit = literal();
      expect(")");
      if (lit.kind !== "string") throw badQuery(`${fn} needs a 'text' value in '${text}'.`);
      const get = fieldReader(field);
      const w = lit.v.toLowerCase();
      return (row) => {
        const s = String(get(row) ?? "").toLowerCase();
        return fn === "startswith" ? s.startsWith(w) : fn === "endswith" ? s.endsWith(w) : s.includes(w);
      };
    }
    const op = tokens[i]?.kind === "id" && OPS.has(tokens[i]!.v.toLowerCase()) ? tokens[i++]!.v.toLowerCase() : fail("eq, ne, gt, ge, lt or le");
    return comparison(name, op, literal());
  };
  const and = (): Pred => {
    let left = unary();
    while (isWord("and")) {
      i++;
      const [a, b] = [left, unary()];
      left = (row) => a(row) && b(row);
    }
    return left;
  };
  const or = (): Pred => {
    let left = and();
    while (isWord("or")) {
      i++;
      const [a, b] = [left, and()];
      left = (row) => a(row) || b(row);
    }
    return left;
  };
  const pred = or();
  if (i < tokens.length) fail("'and', 'or' or the end of the filter");
  return pred;
}

function fieldReader(field: string): (row: Json) => unknown {
  const parts = field.split("/").map((p) => (p === "lastDateTimeModified" ? "lastModifiedDateTime" : p));
  return (row) => parts.reduce<unknown>((v, k) => (isPlainObject(v) ? v[k] : undefined), row);
}

interface Expand {
  name: string;
  expand: Expand[];
  select?: string[];
}

/** Split at `sep` outside parentheses and quotes. */
function splitTop(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "'") quoted = !quoted;
    else if (!quoted && ch === "(") depth++;
    else if (!quoted && ch === ")") depth--;
    else if (!quoted && depth === 0 && ch === sep) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
    if (depth < 0) throw badQuery(`Unbalanced parentheses in '${text}'.`);
  }
  if (depth !== 0 || quoted) throw badQuery(`Unbalanced parentheses or quotes in '${text}'.`);
  parts.push(text.slice(start));
  return parts;
}

/** `$expand`: `nav,nav($expand=nav($expand=...);$select=a,b)`. */
export function parseExpand(text: string): Expand[] {
  return splitTop(text, ",").map((part) => {
    const m = /^\s*([A-Za-z_]\w*)\s*(?:\((.*)\))?\s*$/s.exec(part);
    if (!m) throw badQuery(`Syntax error in $expand at '${part.trim()}'.`);
    const node: Expand = { name: m[1]!, expand: [] };
    for (const option of m[2] !== undefined ? splitTop(m[2], ";") : []) {
      const o = /^\s*\$(expand|select)\s*=(.*)$/s.exec(option);
      if (!o) throw badQuery(`Unsupported option '${option.trim()}' in $expand of ${node.name}; use $expand or $select.`);
      if (o[1] === "expand") node.expand = parseExpand(o[2]!);
      else node.select = parseSelect(o[2]!);
    }
    return node;
  });
}

function parseSelect(text: string): string[] {
  const names = text.split(",").map((s) => s.trim());
  const bad = names.find((n) => !/^[A-Za-z_]\w*$/.test(n));
  if (bad !== undefined) throw badQuery(`'${bad}' in $select is not a property name.`);
  return names;
}

function applySelect(row: Json, select: string[] | undefined, keep: string[]): Json {
  if (!select) return row;
  const out: Json = {};
  for (const k of ["@odata.etag", ...select, ...keep]) if (k in row) out[k] = row[k];
  return out;
}

/** `odata.maxpagesize=N` out of a Prefer header; at most 20,000. */
function pageSize(prefer: string | undefined): number {
  const m = prefer ? /(?:^|[,;\s])odata\.maxpagesize\s*=\s*(\d+)/i.exec(prefer) : null;
  const n = m ? Number(m[1]) : MAX_PAGE_SIZE;
  return n >= 1 ? Math.min(n, MAX_PAGE_SIZE) : MAX_PAGE_SIZE;
}

/** $filter, $skip, $top, then one page of server-driven paging ($skiptoken is the offset in the result). */
function queryPage(rows: Json[], req: EmuRequest, paging = true): { value: Json[]; nextLink?: string } {
  const q = req.query;
  let result = q.$filter !== undefined ? rows.filter(parseFilter(q.$filter)) : rows;
  const skip = q.$skip !== undefined ? Number(q.$skip) : 0;
  const top = q.$top !== undefined ? Number(q.$top) : undefined;
  result = result.slice(skip, top === undefined ? undefined : skip + top);
  if (!paging) return { value: result };
  const size = pageSize(req.headers.prefer);
  const offset = q.$skiptoken !== undefined ? Number(q.$skiptoken) : 0;
  if (!Number.isInteger(offset) || offset < 0) throw badQuery(`$skiptoken '${q.$skiptoken}' is not a continuation token of this emulator; follow @odata.nextLink as-is.`);
  const value = result.slice(offset, offset + size);
  if (offset + size >= result.length) return { value };
  const params = Object.entries(q).filter(([k]) => k !== "$skiptoken");
  params.push(["$skiptoken", String(offset + size)]);
  const qs = params.map(([k, v]) => `${encodeURIComponent(k).replace(/^%24/, "$")}=${encodeURIComponent(v)}`).join("&");
  return { value, nextLink: `${req.baseUrl}${req.path}?${qs}` };
}

// --- transactions ($batch with Isolation: snapshot) ----------------------------------------------

const DELETED = Symbol("deleted");

/** Writes kept aside until `commit`; reads see them. Work that must wait for the commit goes in `afterCommit`. */
class TxStore implements Store {
  private readonly overlay = new Map<string, Map<string, unknown>>();
  /** Base values replaced or deleted in the overlay, by reference, per collection → their id. */
  private readonly replaced = new Map<string, Map<unknown, string>>();
  readonly afterCommit: Array<() => void> = [];

  constructor(private readonly base: Store) {}

  get<T>(collection: string, id: string): T | undefined {
    const o = this.overlay.get(collection);
    if (o?.has(id)) {
      const v = o.get(id);
      return v === DELETED ? undefined : (v as T);
    }
    return this.base.get<T>(collection, id);
  }

  list<T>(collection: string): T[] {
    const o = this.overlay.get(collection);
    if (!o) return this.base.list<T>(collection);
    const refs = this.replaced.get(collection)!;
    const out: unknown[] = [];
    const seen = new Set<string>();
    for (const v of this.base.list(collection)) {
      const id = refs.get(v);
      if (id === undefined) out.push(v);
      else {
        seen.add(id);
        const nv = o.get(id);
        if (nv !== DELETED) out.push(nv);
      }
    }
    for (const [id, v] of o) if (!seen.has(id) && v !== DELETED && !refs.has(this.base.get(collection, id))) out.push(v);
    return out as T[];
  }

  put<T>(collection: string, id: string, value: T): Promise<void> {
    this.note(collection, id).set(id, value);
    return Promise.resolve();
  }

  delete(collection: string, id: string): Promise<boolean> {
    const existed = this.get(collection, id) !== undefined;
    this.note(collection, id).set(id, DELETED);
    return Promise.resolve(existed);
  }

  async commit(): Promise<void> {
    const writes: Array<Promise<unknown>> = [];
    for (const [collection, o] of this.overlay) {
      for (const [id, v] of o) writes.push(v === DELETED ? this.base.delete(collection, id) : this.base.put(collection, id, v));
    }
    await Promise.all(writes);
    this.afterCommit.forEach((fn) => fn());
  }

  private note(collection: string, id: string): Map<string, unknown> {
    let o = this.overlay.get(collection);
    if (!o) {
      this.overlay.set(collection, (o = new Map()));
      this.replaced.set(collection, new Map());
    }
    if (!o.has(id)) {
      const original = this.base.get(collection, id);
      if (original !== undefined) this.replaced.get(collection)!.set(original, id);
    }
    return o;
  }
}

/** Run now, or after the commit when inside a snapshot batch. */
const whenCommitted = (c: EmulatorContext, fn: () => void) => (c.store instanceof TxStore ? c.store.afterCommit.push(fn) : fn());

// --- outgoing HTTP (handshake and pushes) -------------------------------------------------------

type HttpResult = { status: number; body: string } | { error: string };

function post(url: string, body: string, headers: Record<string, string>, timeoutMs: number, open: Set<http.ClientRequest>): Promise<HttpResult> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return resolve({ error: "not a valid URL" });
    }
    let settled = false;
    const done = (r: HttpResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      open.delete(req);
      resolve(r);
    };
    const client = target.protocol === "https:" ? https : http;
    const req = client.request(target, { method: "POST", agent: false, headers: { ...headers, "content-length": String(Buffer.byteLength(body)) } }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size <= 64 * 1024) chunks.push(chunk);
      });
      res.on("end", () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", (err) => done({ error: err.message }));
    });
    const timer = setTimeout(() => {
      done({ error: `no answer within ${timeoutMs} ms` });
      req.destroy();
    }, timeoutMs);
    req.on("error", (err: NodeJS.ErrnoException) => done({ error: err.code ?? err.message }));
    open.add(req);
    req.end(body);
  });
}

// --- the module ---------------------------------------------------------------------------------

export function createWebhooksModule(): ApiModule {
  let engine: EmulatorContext | undefined;
  let stopped = false;
  let seq = 0;
  const deliveryTimers = new Map<string, () => void>();
  const expiryTimers = new Map<string, () => void>();
  const running = new Set<string>();
  const openRequests = new Set<http.ClientRequest>();
  const windows = new Map<string, number[]>();
  const openPerUser = new Map<string, number>();
  /** Running requests per user, and the requests waiting for one of the MAX_RUNNING_PER_USER places. */
  const runningPerUser = new Map<string, number>();
  const waitingPerUser = new Map<string, Array<() => void>>();
  /** When a request that had to wait for a place arrived (a batch's 504 counts the wait). */
  const waitedSince = new WeakMap<EmuRequest, number>();
  /** Requests of a batch: they run in the place of their batch. */
  const insideBatch = new WeakSet<EmuRequest>();

  const ctxOf = (): EmulatorContext => {
    if (!engine) throw new Error("the webhooks module is not started");
    return engine;
  };

  // --- business data -------------------------------------------------------------------------------

  const company = (c: EmulatorContext, id: string) => c.store.list<Company>(COL.companies).find((x) => sameId(x.id, id));
  const requireCompany = (c: EmulatorContext, id: string): Company => {
    const found = company(c, id);
    if (!found) throw notFound(`The company '${id}' does not exist.`);
    return found;
  };
  const entityView = (e: StoredEntity): Json => ({ "@odata.etag": etagOf(String(e.data.id), e.rev), ...e.data });
  const getEntity = (c: EmulatorContext, companyId: string, set: string, id: string): StoredEntity | undefined => {
    const e = c.store.get<StoredEntity>(COL.entities(set), id.toLowerCase());
    return e && sameId(e.companyId, companyId) ? e : undefined;
  };
  const requireEntity = (c: EmulatorContext, companyId: string, set: string, id: string): StoredEntity => {
    const e = getEntity(c, companyId, set, id);
    if (!e) throw notFound(`The ${set} entity '${id}' does not exist in company '${companyId}'.`);
    return e;
  };

  const nextNumber = async (c: EmulatorContext, set: string): Promise<string | undefined> => {
    const prefix = NUMBER_PREFIX[set];
    if (!prefix) return undefined;
    const n = (c.store.get<{ n: number }>(COL.counters, set)?.n ?? 1000) + 1;
    await c.store.put(COL.counters, set, { n });
    return `${prefix}${n}`;
  };

  /** The fields a client may set: everything but keys, tags, server times and nested lines. */
  const clientFields = (input: Json, set: string): Json => {
    const out: Json = {};
    for (const [k, v] of Object.entries(input)) {
      if (k.startsWith("@odata") || k === "id" || k === "lastModifiedDateTime" || k === "documentId" || k === LINES[set]) continue;
      out[k] = v;
    }
    return out;
  };

  /** Expand navigation properties of one row (already an entity view). */
  const expandRow = (c: EmulatorContext, companyId: string, set: string, row: Json, expand: Expand[]): Json => {
    if (expand.length === 0) return row;
    const out: Json = { ...row };
    for (const node of expand) {
      const shape = (targetSet: string, e: StoredEntity) =>
        applySelect(expandRow(c, companyId, targetSet, entityView(e), node.expand), node.select, node.expand.map((x) => x.name));
      if (LINES[set] === node.name) {
        const lines = c.store.list<StoredEntity>(COL.entities(node.name)).filter((l) => l.data.documentId === row.id);
        out[node.name] = lines.map((l) => shape(node.name, l));
      } else if (NAV[node.name]) {
        const key = row[`${node.name}Id`];
        const target = typeof key === "string" ? getEntity(c, companyId, NAV[node.name]!, key) : undefined;
        out[node.name] = target ? shape(NAV[node.name]!, target) : null;
      }
    }
    return out;
  };

  /** Reject unknown navigation properties before reading anything. */
  const checkExpand = (set: string, expand: Expand[]): void => {
    for (const node of expand) {
      const target = LINES[set] === node.name ? node.name : NAV[node.name];
      if (!target) {
        const known = [LINES[set], ...Object.keys(NAV)].filter(Boolean).join(", ");
        throw badQuery(`Could not find a navigation property named '${node.name}' on '${set}' in $expand (known: ${known}).`);
      }
      checkExpand(target, node.expand);
    }
  };

  const readOptions = (req: EmuRequest, set: string) => {
    const expand = req.query.$expand !== undefined ? parseExpand(req.query.$expand) : [];
    checkExpand(set, expand);
    const select = req.query.$select !== undefined ? parseSelect(req.query.$select) : undefined;
    const shape = (c: EmulatorContext, companyId: string, row: Json) => applySelect(expandRow(c, companyId, set, row, expand), select, expand.map((x) => x.name));
    return shape;
  };

  // --- entity writes (control route, deep insert, batch) --------------------------------------------

  const checkIfMatch = (header: string | undefined, etag: string, required: boolean): void => {
    if (header === undefined) {
      if (required) throw new Fail(400, "BadRequest_InvalidToken", "Could not validate the client concurrency token required by the service. Provide an If-Match header.");
      return;
    }
    const tags = header.split(",").map((t) => t.trim());
    if (!tags.every((t) => t === "*" || /^(W\/)?"[^"]*"$/.test(t))) {
      throw new Fail(400, "BadRequest_InvalidToken", `The If-Match header '${header}' is not an entity tag (W/"..." or *) (/request/header/if-match).`);
    }
    const bare = (t: string) => t.replace(/^W\//, "");
    if (!tags.some((t) => t === "*" || bare(t) === bare(etag))) {
      throw new Fail(409, "Request_EntityChanged", "The record you are trying to edit has changed since it was read. Read it again and retry.");
    }
  };

  async function createEntity(c: EmulatorContext, companyId: string, set: string, input: unknown, parent?: StoredEntity): Promise<StoredEntity> {
    if (!isPlainObject(input)) throw badBody(`The body of a new ${set} entity must be a JSON object.`);
    const now = c.clock.now();
    const id = randomUUID();
    const number = parent ? undefined : await nextNumber(c, set);
    const data: Json = { id, ...(number ? { number } : {}), ...clientFields(input, set), ...(parent ? { documentId: parent.data.id } : {}), lastModifiedDateTime: iso(now) };
    const lineSet = LINES[set];
    const lines = lineSet ? input[lineSet] : undefined;
    if (lines !== undefined && (!Array.isArray(lines) || !lines.every(isPlainObject))) throw badBody(`${lineSet} must be an array of objects (/request/body/${lineSet}).`);
    const entity: StoredEntity = { companyId: parent?.companyId ?? companyId, rev: 1, data };
    await c.store.put(COL.entities(set), id, entity);
    if (lineSet && Array.isArray(lines)) {
      for (const [n, line] of (lines as Json[]).entries()) {
        const lineId = randomUUID();
        const lineData: Json = { id: lineId, documentId: id, sequence: (n + 1) * 10000, ...clientFields(line, lineSet), lastModifiedDateTime: iso(now) };
        await c.store.put(COL.entities(lineSet), lineId, { companyId, rev: 1, data: lineData } satisfies StoredEntity);
      }
    }
    if (parent) await touchHeader(c, set, parent, now);
    else await recordChange(c, companyId, set, id, "created", now);
    return entity;
  }

  async function updateEntity(c: EmulatorContext, e: StoredEntity, set: string, input: unknown, ifMatch: string | undefined, required: boolean, parent?: StoredEntity): Promise<StoredEntity> {
    if (!isPlainObject(input)) throw badBody(`The body of a ${set} update must be a JSON object.`);
    checkIfMatch(ifMatch, etagOf(String(e.data.id), e.rev), required);
    const now = c.clock.now();
    const updated: StoredEntity = { ...e, rev: e.rev + 1, data: { ...e.data, ...clientFields(input, set), lastModifiedDateTime: iso(now) } };
    await c.store.put(COL.entities(set), String(e.data.id), updated);
    if (parent) await touchHeader(c, set, parent, now);
    else await recordChange(c, e.companyId, set, String(e.data.id), "updated", now);
    return updated;
  }

  async function deleteEntity(c: EmulatorContext, e: StoredEntity, set: string, ifMatch: string | undefined, required: boolean, parent?: StoredEntity): Promise<void> {
    checkIfMatch(ifMatch, etagOf(String(e.data.id), e.rev), required);
    const now = c.clock.now();
    await c.store.delete(COL.entities(set), String(e.data.id));
    const lineSet = LINES[set];
    if (lineSet) {
      const lines = c.store.list<StoredEntity>(COL.entities(lineSet)).filter((l) => l.data.documentId === e.data.id);
      await Promise.all(lines.map((l) => c.store.delete(COL.entities(lineSet), String(l.data.id))));
    }
    if (parent) await touchHeader(c, set, parent, now);
    else await recordChange(c, e.companyId, set, String(e.data.id), "deleted", now);
  }

  /** A line changed: the header is modified too and its subscriptions are notified ("updated"). */
  async function touchHeader(c: EmulatorContext, lineSet: string, header: StoredEntity, now: number): Promise<void> {
    const set = HEADER_OF[lineSet]!;
    const current = c.store.get<StoredEntity>(COL.entities(set), String(header.data.id)) ?? header;
    await c.store.put(COL.entities(set), String(header.data.id), { ...current, rev: current.rev + 1, data: { ...current.data, lastModifiedDateTime: iso(now) } });
    await recordChange(c, header.companyId, set, String(header.data.id), "updated", now);
  }

  // --- notification engine -------------------------------------------------------------------------
  /*
   * A change to an entity creates one Pending record per active subscription on its collection (a line
   * change: on the header's collection), or updates the record of the same entity that is still waiting
   * (created + updated stays created; a delete wins), so one push covers several quick changes. The first
   * change for a notificationUrl creates its Queue, due ApiSubscriptionDelayTime later. When it is due,
   * one push goes to the URL with the items of all its subscriptions (or, over
   * ApiSubscriptionMaxNumberOfNotifications items, one collection item per subscription). The pushed ids
   * are written as `inflight` first; they are deleted only when the subscriber acknowledges (2xx), so
   * nothing is dropped while it is slow or failing and nothing is pushed twice; changes arriving during a
   * push wait for the next one. 408, 429, 5xx or no answer: retried at +1, +1, +1, +10, +100, +1000
   * minutes with whatever is pending then; after that, or on any other status, the subscriptions in the
   * push are deleted with their pending items. All of it is in the Store, so a restart resumes it
   * (a push that was in flight during a crash is sent again: the only case of a duplicate).
   */

  async function recordChange(c: EmulatorContext, companyId: string, set: string, id: string, changeType: EntityChange, at: number): Promise<void> {
    const subs = c.store.list<StoredSubscription>(COL.subscriptions).filter((s) => s.entitySet === set && sameId(s.companyId, companyId) && Date.parse(s.fields.expirationDateTime) > at);
    if (subs.length === 0) return;
    const path = `companies(${companyId})/${set}(${id})`;
    const pending = c.store.list<Pending>(COL.pending);
    for (const sub of subs) {
      const url = sub.fields.notificationUrl;
      const inflight = new Set(c.store.get<Queue>(COL.queues, url)?.inflight ?? []);
      const waiting = pending.find((p) => p.subscriptionId === sub.fields.subscriptionId && p.path === path && !inflight.has(p.id));
      if (waiting) {
        const merged: EntityChange = changeType === "deleted" ? "deleted" : waiting.changeType === "created" ? "created" : changeType;
        await c.store.put(COL.pending, waiting.id, { ...waiting, changeType: merged, at });
      } else {
        const n = ++seq;
        const record: Pending = { id: String(n).padStart(12, "0"), seq: n, subscriptionId: sub.fields.subscriptionId, path, companyId, entitySet: set, changeType, firstAt: at, at };
        await c.store.put(COL.pending, record.id, record);
      }
      await ensureQueue(c, url, at);
    }
  }

  async function ensureQueue(c: EmulatorContext, url: string, at: number): Promise<void> {
    if (c.store.get<Queue>(COL.queues, url)) return;
    const queue: Queue = { url, dueAt: at + c.settings.ApiSubscriptionDelayTime, attempt: 0, inflight: [] };
    await c.store.put(COL.queues, url, queue);
    whenCommitted(c, () => schedule(url, queue.dueAt));
  }

  function schedule(url: string, at: number): void {
    if (stopped) return;
    deliveryTimers.get(url)?.();
    deliveryTimers.set(url, ctxOf().clock.at(at, () => deliver(url)));
  }

  function scheduleExpiry(id: string, at: number): void {
    if (stopped) return;
    expiryTimers.get(id)?.();
    expiryTimers.set(id, ctxOf().clock.at(at, () => purgeExpired()));
  }

  const pendingFor = (c: EmulatorContext, url: string): Pending[] => {
    const subs = new Map(c.store.list<StoredSubscription>(COL.subscriptions).map((s) => [s.fields.subscriptionId, s]));
    return c.store.list<Pending>(COL.pending).filter((p) => subs.get(p.subscriptionId)?.fields.notificationUrl === url).sort((a, b) => a.seq - b.seq);
  };

  /** Delete subscriptions with their pending items ("deleted by the next notification run"). */
  async function dropSubscriptions(c: EmulatorContext, ids: Set<string>, reason: string): Promise<void> {
    for (const id of ids) {
      if (await c.store.delete(COL.subscriptions, id)) c.log(`webhooks: subscription ${id} deleted: ${reason}`);
      whenCommitted(c, () => {
        expiryTimers.get(id)?.();
        expiryTimers.delete(id);
      });
    }
    const orphans = c.store.list<Pending>(COL.pending).filter((p) => ids.has(p.subscriptionId));
    await Promise.all(orphans.map((p) => c.store.delete(COL.pending, p.id)));
  }

  async function purgeExpired(): Promise<void> {
    const c = ctxOf();
    const now = c.clock.now();
    const expired = c.store.list<StoredSubscription>(COL.subscriptions).filter((s) => Date.parse(s.fields.expirationDateTime) <= now);
    if (expired.length > 0) await dropSubscriptions(c, new Set(expired.map((s) => s.fields.subscriptionId)), "expired");
  }

  /** After an acknowledged or abandoned push: the next window for what is still pending, or no queue. */
  async function settle(c: EmulatorContext, url: string): Promise<void> {
    const remaining = pendingFor(c, url);
    if (remaining.length === 0) {
      if (c.store.get(COL.queues, url)) await c.store.delete(COL.queues, url);
      return;
    }
    const first = Math.min(...remaining.map((p) => p.firstAt));
    const queue: Queue = { url, dueAt: Math.max(c.clock.now(), first + c.settings.ApiSubscriptionDelayTime), attempt: 0, inflight: [] };
    await c.store.put(COL.queues, url, queue);
    schedule(url, queue.dueAt);
  }

  function notificationItems(c: EmulatorContext, items: Pending[]): NotificationItem[] {
    const subs = new Map(c.store.list<StoredSubscription>(COL.subscriptions).map((s) => [s.fields.subscriptionId, s]));
    const base = (s: StoredSubscription) => ({
      subscriptionId: s.fields.subscriptionId,
      clientState: s.fields.clientState ?? "",
      expirationDateTime: s.fields.expirationDateTime,
    });
    if (items.length <= c.settings.ApiSubscriptionMaxNumberOfNotifications) {
      return items.map((p) => ({
        ...base(subs.get(p.subscriptionId)!),
        resource: `api/${subs.get(p.subscriptionId)!.scope}/${p.path}`,
        changeType: p.changeType,
        lastModifiedDateTime: iso(p.at),
      }));
    }
    // over the threshold: one collection item per subscription, filtered from just before its first change
    const bySub = new Map<string, Pending[]>();
    for (const p of items) bySub.set(p.subscriptionId, [...(bySub.get(p.subscriptionId) ?? []), p]);
    return [...bySub].map(([id, list]) => {
      const s = subs.get(id)!;
      const since = iso(Math.min(...list.map((p) => p.firstAt)) - 1);
      return {
        ...base(s),
        resource: `api/${s.scope}/companies(${s.companyId})/${s.entitySet}?$filter=lastDateTimeModified gt ${since}`,
        changeType: "collection" as const,
        lastModifiedDateTime: iso(Math.max(...list.map((p) => p.at))),
      };
    });
  }

  async function deliver(url: string): Promise<void> {
    if (stopped || running.has(url)) return;
    running.add(url);
    try {
      const c = ctxOf();
      await purgeExpired();
      const queue = c.store.get<Queue>(COL.queues, url);
      if (!queue) return;
      if (queue.dueAt > c.clock.now()) return schedule(url, queue.dueAt);
      const items = pendingFor(c, url);
      if (items.length === 0) {
        await c.store.delete(COL.queues, url);
        return;
      }
      const value = notificationItems(c, items);
      await c.store.put(COL.queues, url, { ...queue, inflight: items.map((p) => p.id) });
      const pushId = randomUUID();
      const result = await post(url, JSON.stringify({ value }), {
        "content-type": "application/json; charset=utf-8",
        clientRequestId: pushId,
        "x-vendor-correlation-id": pushId,
      }, c.settings.pushTimeoutMs, openRequests);
      if (stopped) return; // shutting down: the push stays in flight and is sent again after a restart
      const subsInPush = new Set(items.map((p) => p.subscriptionId));
      const status = "status" in result ? result.status : 0;
      c.log(`webhooks: push of ${value.length} item(s) to ${url}: ${"status" in result ? result.status : result.error}`);
      if (status >= 200 && status < 300) {
        await Promise.all(items.map((p) => c.store.delete(COL.pending, p.id)));
        await settle(c, url);
      } else if (status === 0 || status === 408 || status === 429 || status >= 500) {
        const attempt = queue.attempt + 1;
        if (attempt > RETRY_SCHEDULE_MINUTES.length) {
          await dropSubscriptions(c, subsInPush, `${url} failed ${attempt} deliveries`);
          await settle(c, url);
        } else {
          const next: Queue = { url, dueAt: c.clock.now() + RETRY_SCHEDULE_MINUTES[attempt - 1]! * 60_000, attempt, inflight: [] };
          await c.store.put(COL.queues, url, next);
          schedule(url, next.dueAt);
        }
      } else {
        await dropSubscriptions(c, subsInPush, `${url} answered a push with ${status}`);
        await settle(c, url);
      }
    } finally {
      running.delete(url);
    }
  }

  // --- handshake -----------------------------------------------------------------------------------

  /** Undefined when the subscriber answered 200 with the token; else why not. */
  async function handshake(c: EmulatorContext, notificationUrl: string): Promise<string | undefined> {
    const token = randomUUID();
    const base = notificationUrl.replace(/#.*$/, "");
    const target = `${base}${base.includes("?") ? "&" : "?"}validationToken=${encodeURIComponent(token)}`;
    const result = await post(target, "", {}, c.settings.handshakeTimeoutMs, openRequests);
    if ("error" in result) {
      return result.error.startsWith("no answer") ? `did not answer the validation request within ${c.settings.handshakeTimeoutMs} ms` : `could not be reached for the validation request (${result.error})`;
    }
    if (result.status !== 200) return `answered the validation request with status ${result.status}, not 200`;
    const text = result.body.replace(/^\uFEFF/, "").trim();
    let echoed = text === token;
    if (!echoed && text.startsWith('"')) {
      try {
        echoed = JSON.parse(text) === token;
      } catch {
        echoed = false;
      }
    }
    return echoed ? undefined : "did not return the validation token as the body of its 200 answer";
  }

  // --- subscriptions -------------------------------------------------------------------------------

  const scopeOf = (req: EmuRequest) =>
    req.pathParams.apiPublisher !== undefined ? `${req.pathParams.apiPublisher}/${req.pathParams.apiGroup}/${req.pathParams.apiVersion}` : req.api.slice(req.api.indexOf("@") + 1);
  // stored records are never changed in place (a write puts a new object), so their views can be kept
  const subscriptionViews = new WeakMap<StoredSubscription, Subscription>();
  const subscriptionView = (s: StoredSubscription): Subscription => {
    let view = subscriptionViews.get(s);
    // frozen: the core serialises a frozen body once (server.ts send)
    if (!view) subscriptionViews.set(s, (view = Object.freeze({ "@odata.etag": etagOf(s.fields.subscriptionId, s.rev), ...s.fields })));
    return view;
  };
  /**
   * The list body of a scope, kept while the scope's stored records are the same objects (a write puts
   * a new object), frozen so the core reuses its serialisation: polling the list costs no rebuild.
   */
  const listBodies = new Map<string, { records: StoredSubscription[]; body: { value: Subscription[] } }>();
  const subscriptionList = (c: EmulatorContext, scope: string): { value: Subscription[] } => {
    const records = c.store.list<StoredSubscription>(COL.subscriptions).filter((s) => s.scope === scope);
    const kept = listBodies.get(scope);
    if (kept && kept.records.length === records.length && kept.records.every((r, i) => r === records[i])) return kept.body;
    const body = Object.freeze({ value: Object.freeze(records.map(subscriptionView)) as Subscription[] });
    if (listBodies.size >= 1000) listBodies.clear();
    listBodies.set(scope, { records, body });
    return body;
  };
  const withEtag = (status: number, s: StoredSubscription): EmuResponse => {
    const body = subscriptionView(s);
    return { status, headers: { etag: body["@odata.etag"] }, body };
  };
  const requireSubscription = (c: EmulatorContext, req: EmuRequest): StoredSubscription => {
    const id = req.pathParams.subscriptionId ?? "";
    const s = c.store.get<StoredSubscription>(COL.subscriptions, id);
    if (!s || s.scope !== scopeOf(req)) throw notFound(`The subscription '${id}' does not exist.`);
    return s;
  };
  type SubscriptionBody = { notificationUrl: string; resource: string; clientState?: string };

  /** The resource must name a webhook-enabled entity of an existing company, through the API of the path. */
  const checkResource = (c: EmulatorContext, req: EmuRequest, resource: string) => {
    const parsed = parseResource(resource);
    if (!parsed) throw badBody(`resource must be shaped /api/<version>/companies(<company_id>)/<entity>, got '${resource}' (/request/body/resource).`);
    const scope = scopeOf(req);
    if (parsed.scope !== scope) throw badBody(`resource must carry the same API elements as the path (${scope}), got '${parsed.scope}' (/request/body/resource).`);
    if (!(ENTITY_SETS as readonly string[]).includes(parsed.entitySet)) {
      throw badBody(`resource names '${parsed.entitySet}', which does not support webhooks; see webhookSupportedResources (/request/body/resource).`);
    }
    if (!company(c, parsed.companyId)) throw badBody(`resource names the company '${parsed.companyId}', which does not exist (/request/body/resource).`);
    return parsed;
  };

  async function createSubscription(req: EmuRequest, c: EmulatorContext): Promise<EmuResponse> {
    const body = req.body as SubscriptionBody;
    checkNotificationUrl(body.notificationUrl);
    const target = checkResource(c, req, body.resource);
    const max = c.settings.ApiSubscriptionMaxNumberOfSubscriptions;
    const full = () => c.store.list(COL.subscriptions).length >= max;
    const limit = () => new Fail(400, "BadRequest_MaximumNumberOfSubscriptionsReached", `The tenant already has the maximum of ${max} subscriptions (ApiSubscriptionMaxNumberOfSubscriptions).`);
    if (full()) throw limit();
    const why = await handshake(c, body.notificationUrl);
    if (why) throw new Fail(400, "BadRequest_NotificationUrlValidationFailed", `The notification URL ${body.notificationUrl} ${why}; the subscription was not created.`);
    if (full()) throw limit();
    const now = c.clock.now();
    const user = userIdOf(req.headers.authorization);
    const fields: StoredSubscription["fields"] = {
      subscriptionId: randomUUID().replace(/-/g, ""),
      notificationUrl: body.notificationUrl,
      resource: body.resource,
      ...(body.clientState !== undefined ? { clientState: body.clientState } : {}),
      userId: user,
      lastModifiedDateTime: iso(now),
      expirationDateTime: iso(now + c.settings.ApiSubscriptionExpiration * DAY_MS),
      systemCreatedAt: iso(now),
      systemCreatedBy: user,
      systemModifiedAt: iso(now),
      systemModifiedBy: user,
    };
    const stored: StoredSubscription = { fields, rev: 1, scope: target.scope, companyId: target.companyId, entitySet: target.entitySet };
    await c.store.put(COL.subscriptions, fields.subscriptionId, stored);
    whenCommitted(c, () => scheduleExpiry(fields.subscriptionId, Date.parse(fields.expirationDateTime)));
    return withEtag(201, stored);
  }

  async function updateSubscription(req: EmuRequest, c: EmulatorContext): Promise<EmuResponse> {
    const current = requireSubscription(c, req);
    const etag = etagOf(current.fields.subscriptionId, current.rev);
    checkIfMatch(req.headers["if-match"], etag, true);
    const body = req.body as SubscriptionBody;
    checkNotificationUrl(body.notificationUrl);
    const target = checkResource(c, req, body.resource);
    if (target.entitySet !== current.entitySet || !sameId(target.companyId, current.companyId)) {
      throw badBody(`resource cannot change (it is '${current.fields.resource}'); create a new subscription instead (/request/body/resource).`);
    }
    const why = await handshake(c, body.notificationUrl);
    if (why) throw new Fail(400, "BadRequest_NotificationUrlValidationFailed", `The notification URL ${body.notificationUrl} ${why}; the subscription was not renewed and keeps its expiry ${current.fields.expirationDateTime}.`);
    const latest = requireSubscription(c, req);
    if (latest.rev !== current.rev) checkIfMatch(req.headers["if-match"], etagOf(latest.fields.subscriptionId, latest.rev), true);
    const now = c.clock.now();
    const user = userIdOf(req.headers.authorization);
    const fields: StoredSubscription["fields"] = {
      ...latest.fields,
      notificationUrl: body.notificationUrl,
      resource: body.resource,
      ...(body.clientState !== undefined ? { clientState: body.clientState } : {}),
      lastModifiedDateTime: iso(now),
      expirationDateTime: iso(now + c.settings.ApiSubscriptionExpiration * DAY_MS),
      systemModifiedAt: iso(now),
      systemModifiedBy: user,
    };
    const stored: StoredSubscription = { ...latest, fields, rev: latest.rev + 1 };
    await c.store.put(COL.subscriptions, fields.subscriptionId, stored);
    whenCommitted(c, () => scheduleExpiry(fields.subscriptionId, Date.parse(fields.expirationDateTime)));
    // pending items follow the subscription to its new address
    if (fields.notificationUrl !== latest.fields.notificationUrl && pendingFor(c, fields.notificationUrl).length > 0) await ensureQueue(c, fields.notificationUrl, now);
    return withEtag(200, stored);
  }

  async function deleteSubscription(req: EmuRequest, c: EmulatorContext): Promise<EmuResponse> {
    const current = requireSubscription(c, req);
    checkIfMatch(req.headers["if-match"], etagOf(current.fields.subscriptionId, current.rev), true);
    await dropSubscriptions(c, new Set([current.fields.subscriptionId]), "deleted by its owner");
    return { status: 204 };
  }

  // --- entity API handlers ---------------------------------------------------------------------------

  const contextUrl = (req: EmuRequest, what: string) => `${req.baseUrl}/api/${scopeOf(req)}/$metadata#${what}`;

  async function listEntities(req: EmuRequest, c: EmulatorContext): Promise<EmuResponse> {
    const companyId = req.pathParams.companyId!;
    const set = req.pathParams.entitySetName ?? "salesQuotes";
    requireCompany(c, companyId);
    const shape = readOptions(req, set);
    const rows = c.store.list<StoredEntity>(COL.entities(set)).filter((e) => sameId(e.companyId, companyId)).map(entityView);
    const page = queryPage(rows, req);
    const applied = req.headers.prefer && /odata\.maxpagesize/i.test(req.headers.prefer) ? { "preference-applied": `odata.maxpagesize=${pageSize(req.headers.prefer)}` } : undefined;
    return {
      status: 200,
      ...(applied ? { headers: applied } : {}),
      body: {
        "@odata.context": contextUrl(req, `companies(${companyId})/${set}`),
        value: page.value.map((row) => shape(c, companyId, row)),
        ...(page.nextLink ? { "@odata.nextLink": page.nextLink } : {}),
      },
    };
  }

  async function readEntity(req: EmuRequest, c: EmulatorContext): Promise<EmuResponse> {
    const companyId = req.pathParams.companyId!;
    const set = req.pathParams.entitySetName ?? "salesQuotes";
    requireCompany(c, companyId);
    const shape = readOptions(req, set);
    const e = requireEntity(c, companyId, set, req.pathParams.entityId ?? req.pathParams.salesQuoteId ?? "");
    const body = { "@odata.context": contextUrl(req, `companies(${companyId})/${set}/$entity`), ...shape(c, companyId, entityView(e)) };
    return { status: 200, headers: { etag: etagOf(String(e.data.id), e.rev) }, body };
  }

  async function createEntityHandler(req: EmuRequest, c: EmulatorContext): Promise<EmuResponse> {
    const companyId = req.pathParams.companyId!;
    const set = req.pathParams.entitySetName ?? "salesQuotes";
    requireCompany(c, companyId);
    const e = await createEntity(c, companyId, set, req.body);
    const view = expandRow(c, companyId, set, entityView(e), LINES[set] ? [{ name: LINES[set]!, expand: [] }] : []);
    return { status: 201, headers: { etag: etagOf(String(e.data.id), e.rev) }, body: { "@odata.context": contextUrl(req, `companies(${companyId})/${set}/$entity`), ...view } };
  }

  /** Entities_Update / Entities_Delete / SalesQuotes_Update / SalesQuotes_Delete (If-Match required). */
  async function writeEntityHandler(req: EmuRequest, c: EmulatorContext): Promise<EmuResponse> {
    const companyId = req.pathParams.companyId!;
    const set = req.pathParams.entitySetName ?? "salesQuotes";
    requireCompany(c, companyId);
    const e = requireEntity(c, companyId, set, req.pathParams.entityId ?? req.pathParams.salesQuoteId ?? "");
    if (req.method === "DELETE") {
      await deleteEntity(c, e, set, req.headers["if-match"], true);
      return { status: 204 };
    }
    const updated = await updateEntity(c, e, set, req.body, req.headers["if-match"], true);
    return { status: 200, headers: { etag: etagOf(String(updated.data.id), updated.rev) }, body: entityView(updated) };
  }

  async function listCompanies(req: EmuRequest, c: EmulatorContext): Promise<EmuResponse> {
    const select = req.query.$select !== undefined ? parseSelect(req.query.$select) : undefined;
    const page = queryPage(c.store.list<Company>(COL.companies) as unknown as Json[], req, false);
    // id and name are required by the contract's Company: $select keeps them
    return { status: 200, body: { "@odata.context": contextUrl(req, "companies"), value: page.value.map((r) => applySelect(r, select, ["id", "name"])) } };
  }

  async function listSupportedResources(req: EmuRequest, c: EmulatorContext): Promise<EmuResponse> {
    requireCompany(c, req.pathParams.companyId!);
    const rows = ["v1.0", "v2.0"].flatMap((v) => ENTITY_SETS.map((e) => ({ resource: `${v}/${e}` })));
    return { status: 200, body: { value: queryPage(rows, req, false).value } };
  }

  // --- $batch --------------------------------------------------------------------------------------

  async function batch(req: EmuRequest, c: EmulatorContext): Promise<EmuResponse> {
    const { requests } = req.body as BatchRequest;
    const ids = new Set<string>();
    for (const [n, r] of requests.entries()) {
      if (ids.has(r.id)) throw badBody(`requests/${n}/id '${r.id}' is used twice; ids must be unique in a batch (/request/body/requests/${n}/id).`);
      ids.add(r.id);
    }
    const snapshot = req.headers.isolation?.toLowerCase() === "snapshot";
    const tx = snapshot ? new TxStore(c.store) : undefined;
    const inner: EmulatorContext = tx ? { ...c, store: tx } : c;
    const root = req.path.slice(0, req.path.lastIndexOf("/") + 1);
    const responses: BatchResponseItem[] = [];
    let failed: string | undefined;
    const startedAt = c.clock.now();
    const arrivedAt = waitedSince.get(req) ?? startedAt;
    for (const item of requests) {
      const now = c.clock.now();
      if (now - startedAt > OPERATION_TIMEOUT_MS || now - arrivedAt > REQUEST_TIMEOUT_MS) {
        const ran = responses.map((r) => `'${r.id}'`).join(", ") || "none";
        const kept = tx ? "Nothing was kept (Isolation: snapshot)." : `Requests that ran and were kept: ${ran}.`;
        const notRun = `Not run: '${item.id}' and the ${requests.length - responses.length - 1} requests after it.`;
        if (now - arrivedAt > REQUEST_TIMEOUT_MS) {
          return webhookError(504, "Application_GatewayTimeout", `The request ran longer than 10 minutes and was aborted. Split the work into several requests. ${notRun} ${kept}`);
        }
        return webhookError(408, "Application_RequestTimeout", `The operation exceeded the time limit of 8 minutes and was canceled. Split the work into several requests. ${notRun} ${kept}`);
      }
      if (failed !== undefined) {
        responses.push({ id: item.id, status: 424, body: { error: { code: "BadRequest_BatchRolledBack", message: `Not run: request '${failed}' failed and the batch is all-or-nothing (Isolation: snapshot).` } } });
        continue;
      }
      const answer = await runBatchItem(req, inner, root, item);
      const headers: Record<string, string> = { ...answer.headers };
      if (answer.body !== undefined) headers["content-type"] = typeof answer.body === "string" ? "text/plain" : "application/json; odata.metadata=minimal";
      responses.push({ id: item.id, status: answer.status, headers, ...(answer.body !== undefined ? { body: answer.body } : {}) });
      if (tx && answer.status >= 400) failed = item.id;
    }
    if (tx && failed === undefined) await tx.commit();
    if (tx && failed !== undefined) {
      for (const r of responses) {
        if (r.status < 400) Object.assign(r, { status: 424, headers: {}, body: { error: { code: "BadRequest_BatchRolledBack", message: `Rolled back: request '${failed}' failed and the batch is all-or-nothing (Isolation: snapshot).` } } });
      }
    }
    return { status: 200, body: { responses } };
  }

  async function runBatchItem(outer: EmuRequest, c: EmulatorContext, root: string, item: BatchRequestItem): Promise<EmuResponse> {
    const raw = item.url;
    const url = /^https?:\/\//i.test(raw) ? raw.replace(/^https?:\/\/[^/]+/i, "") : raw.startsWith("/") ? raw : `${root}${raw}`;
    const q = url.indexOf("?");
    const path = q < 0 ? url : url.slice(0, q);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(item.headers ?? {})) headers[k.toLowerCase()] = v;
    if (headers.authorization === undefined && outer.headers.authorization !== undefined) headers.authorization = outer.headers.authorization;
    if (item.body !== undefined) headers["content-type"] ??= "application/json";
    if (path.endsWith("/$batch")) return webhookError(400, "BadRequest_InvalidRequestBody", "A batch cannot contain another batch.");
    const contract = c.contracts.get(outer.api)!;
    const found = contract.locate(item.method, url);
    const match = found.match && found.match.via !== "fallback" ? found.match : undefined;
    if (!match) {
      return found.template && found.match === undefined
        ? webhookError(405, "MethodNotAllowed", `${item.method} is not allowed on ${found.template}; allowed: ${found.methods?.join(", ")}`)
        : webhookError(404, "NotFound", `No operation of ${outer.api} matches ${item.method} ${path}.`);
    }
    const findings = contract.validateRequest({ method: item.method, url, headers, body: item.body }, { match });
    if (findings.length > 0) {
      const f = findings[0]!;
      const more = findings.length > 1 ? `; ${findings.length - 1} more problem(s)` : "";
      const message = `${f.message} (${f.pointer})${more}`;
      if (f.rule === "security") return webhookError(401, "Unauthorized", message, findings);
      const code = f.pointer.startsWith("/request/query") ? "InvalidQueryParameter" : f.pointer.startsWith("/request/header") ? "InvalidHeader" : f.pointer.startsWith("/request/path") ? "InvalidPathParameter" : "InvalidRequestBody";
      return webhookError(400, code, message, findings);
    }
    const handler = match.operationId ? handlers[match.operationId] : undefined;
    if (!handler) return webhookError(501, "NotImplemented", `${match.operationId} is not implemented by the emulator.`);
    const query = Object.fromEntries(new URLSearchParams(q < 0 ? "" : url.slice(q + 1)));
    const inner: EmuRequest = { method: item.method, path, baseUrl: outer.baseUrl, pathParams: match.pathParams, query, headers, body: item.body, api: outer.api, operationId: match.operationId! };
    insideBatch.add(inner);
    return handler(inner, c);
  }

  // --- throttling and error handling -----------------------------------------------------------------

  function throttle(req: EmuRequest, c: EmulatorContext): EmuResponse | undefined {
    const user = req.headers.authorization ?? "";
    const now = c.clock.now();
    let times = windows.get(user);
    if (!times) windows.set(user, (times = []));
    let old = 0;
    while (old < times.length && times[old]! <= now - THROTTLE_WINDOW_MS) old++;
    if (old > 0) times.splice(0, old);
    const limit = c.settings.requestsPerWindow;
    const tooMany = (seconds: number, why: string): EmuResponse => {
      const r = webhookError(429, "Application_TooManyRequests", `Too many requests reached: ${why}. Retry after ${seconds} seconds.`);
      return { ...r, headers: { "retry-after": String(seconds) } };
    };
    if (times.length >= limit) {
      return tooMany(Math.max(1, Math.ceil((times[0]! + THROTTLE_WINDOW_MS - now) / 1000)), `more than ${limit} requests in 5 minutes`);
    }
    if ((openPerUser.get(user) ?? 0) >= MAX_OPEN_PER_USER) return tooMany(1, `more than ${MAX_OPEN_PER_USER} open requests`);
    times.push(now);
    return undefined;
  }

  /** A place to run: true at once when one is free, else a promise of true (started) or false (waited too long). */
  function acquire(user: string, c: EmulatorContext): true | Promise<boolean> {
    const n = runningPerUser.get(user) ?? 0;
    if (n < MAX_RUNNING_PER_USER) {
      runningPerUser.set(user, n + 1);
      return true;
    }
    let waiting = waitingPerUser.get(user);
    if (!waiting) waitingPerUser.set(user, (waiting = []));
    const queue = waiting;
    return new Promise<boolean>((resolve) => {
      const start = () => {
        cancel();
        resolve(true);
      };
      const cancel = c.clock.at(c.clock.now() + QUEUE_TIMEOUT_MS, () => {
        const i = queue.indexOf(start);
        if (i >= 0) queue.splice(i, 1);
        resolve(false);
      });
      queue.push(start);
    });
  }

  /** Hand the place to the first waiting request of the user, or free it. */
  function release(user: string): void {
    const waiting = waitingPerUser.get(user);
    const next = waiting?.shift();
    if (waiting?.length === 0) waitingPerUser.delete(user);
    if (next) return next();
    const n = (runningPerUser.get(user) ?? 1) - 1;
    if (n > 0) runningPerUser.set(user, n);
    else runningPerUser.delete(user);
  }

  async function run(fn: (req: EmuRequest, c: EmulatorContext) => Promise<EmuResponse>, req: EmuRequest, c: EmulatorContext): Promise<EmuResponse> {
    try {
      return await fn(req, c);
    } catch (err) {
      if (err instanceof Fail) return { ...webhookError(err.status, err.code, err.message), ...(err.headers ? { headers: err.headers } : {}) };
      throw err;
    }
  }

  const handle = (fn: (req: EmuRequest, c: EmulatorContext) => Promise<EmuResponse>): Handler => async (req, c) => {
    const limited = throttle(req, c);
    if (limited) return limited;
    if (insideBatch.has(req)) return run(fn, req, c);
    const user = req.headers.authorization ?? "";
    openPerUser.set(user, (openPerUser.get(user) ?? 0) + 1);
    try {
      const place = acquire(user, c);
      if (place !== true) {
        waitedSince.set(req, c.clock.now());
        if (!(await place)) {
          const seconds = 60;
          const r = webhookError(503, "Application_ServiceUnavailable", `The request waited in the queue for 8 minutes without starting (${MAX_RUNNING_PER_USER} requests of the user run at once). Retry after ${seconds} seconds.`);
          return { ...r, headers: { "retry-after": String(seconds) } };
        }
      }
      try {
        return await run(fn, req, c);
      } finally {
        release(user);
      }
    } finally {
      const open = (openPerUser.get(user) ?? 1) - 1;
      if (open > 0) openPerUser.set(user, open);
      else openPerUser.delete(user);
    }
  };

  const handlers: Record<string, Handler> = {
    Subscriptions_Create: handle(createSubscription),
    Subscriptions_List: handle(async (req, c) => {
      return { status: 200, body: subscriptionList(c, scopeOf(req)) };
    }),
    Subscriptions_Get: handle(async (req, c) => withEtag(200, requireSubscription(c, req))),
    Subscriptions_Update: handle(updateSubscription),
    Subscriptions_Delete: handle(deleteSubscription),
    WebhookSupportedResources_List: handle(listSupportedResources),
    Companies_List: handle(listCompanies),
    Entities_List: handle(listEntities),
    Entities_Get: handle(readEntity),
    SalesQuotes_List: handle(listEntities),
    SalesQuotes_Get: handle(readEntity),
    SalesQuotes_Create: handle(createEntityHandler),
    Batch_Execute: handle(batch),
    // entity writes (following the public service; not in seed 000)
    Entities_Create: handle(createEntityHandler),
    Entities_Update: handle(writeEntityHandler),
    Entities_Delete: handle(writeEntityHandler),
    SalesQuotes_Update: handle(writeEntityHandler),
    SalesQuotes_Delete: handle(writeEntityHandler),
  };
  for (const op of ["Create", "List", "Get", "Update", "Delete"]) handlers[`CustomApiSubscriptions_${op}`] = handlers[`Subscriptions_${op}`]!;

  // --- control route: changes made in the service ------------------------------------------------------

  async function control(req: EmuRequest, c: EmulatorContext): Promise<EmuResponse | undefined> {
    if (req.path === "/webhooks/queues" && req.method === "GET") {
      return { status: 200, body: { queues: c.store.list(COL.queues), pending: c.store.list(COL.pending) } };
    }
    const m = /^\/entities\/companies\(([^)/]+)\)\/([A-Za-z]+)(?:\(([^)/]+)\))?(?:\/([A-Za-z]+)(?:\(([^)/]+)\))?)?$/.exec(req.path);
    if (!m) return undefined;
    const [, companyId = "", set = "", id, lineSet, lineId] = m;
    try {
      requireCompany(c, companyId);
      if (!(ENTITY_SETS as readonly string[]).includes(set)) throw notFound(`'${set}' is not a webhook-enabled entity set; known: ${ENTITY_SETS.join(", ")}.`);
      if (lineSet !== undefined && LINES[set] !== lineSet) throw notFound(`'${set}' has no line set '${lineSet}'${LINES[set] ? `; it has ${LINES[set]}` : ""}.`);
      const header = id !== undefined ? requireEntity(c, companyId, set, id) : undefined;
      const targetSet = lineSet ?? set;
      const targetId = lineSet !== undefined ? lineId : id;
      let target = targetId !== undefined ? requireEntity(c, companyId, targetSet, targetId) : undefined;
      if (lineSet !== undefined && target && target.data.documentId !== header!.data.id) throw notFound(`Line '${lineId}' is not a line of ${set}(${id}).`);
      const parent = lineSet !== undefined ? header : undefined;
      const etag = (e: StoredEntity) => ({ etag: etagOf(String(e.data.id), e.rev) });
      switch (req.method) {
        case "GET":
          if (target) return { status: 200, headers: etag(target), body: entityView(target) };
          return { status: 200, body: { value: c.store.list<StoredEntity>(COL.entities(targetSet)).filter((e) => sameId(e.companyId, companyId) && (!parent || e.data.documentId === parent.data.id)).map(entityView) } };
        case "POST":
          if (target) throw new Fail(405, "BadRequest_MethodNotAllowed", "POST creates in a collection; PATCH or DELETE an entity.");
          target = await createEntity(c, companyId, targetSet, req.body, parent);
          return { status: 201, headers: etag(target), body: entityView(target) };
        case "PATCH":
          if (!target) throw new Fail(405, "BadRequest_MethodNotAllowed", "PATCH needs an entity key.");
          target = await updateEntity(c, target, targetSet, req.body, req.headers["if-match"], false, parent);
          return { status: 200, headers: etag(target), body: entityView(target) };
        case "DELETE":
          if (!target) throw new Fail(405, "BadRequest_MethodNotAllowed", "DELETE needs an entity key.");
          await deleteEntity(c, target, targetSet, req.headers["if-match"], false, parent);
          return { status: 204 };
        default:
          throw new Fail(405, "BadRequest_MethodNotAllowed", `${req.method} is not supported here; use GET, POST, PATCH or DELETE.`);
      }
    } catch (err) {
      if (err instanceof Fail) return webhookError(err.status, err.code, err.message);
      throw err;
    }
  }

  // --- lifecycle -------------------------------------------------------------------------------------

  async function start(c: EmulatorContext): Promise<void> {
    engine = c;
    stopped = false;
    if (c.store.list(COL.companies).length === 0) await seed(c);
    seq = Math.max(0, ...c.store.list<Pending>(COL.pending).map((p) => p.seq));
    for (const q of c.store.list<Queue>(COL.queues)) schedule(q.url, q.dueAt);
    for (const s of c.store.list<StoredSubscription>(COL.subscriptions)) scheduleExpiry(s.fields.subscriptionId, Date.parse(s.fields.expirationDateTime));
  }

  async function seed(c: EmulatorContext): Promise<void> {
    const now = iso(c.clock.now());
    const first: Company = { id: COMPANY_ID, systemVersion: "26.0.0.0", name: "STAND-IN TRADING", displayName: "Stand-in Trading Ltd.", businessProfileId: "", systemCreatedAt: now, systemModifiedAt: now };
    await c.store.put(COL.companies, COMPANY_ID, first);
    const put = (set: string, data: Json) => c.store.put(COL.entities(set), String(data.id), { companyId: COMPANY_ID, rev: 1, data: { ...data, lastModifiedDateTime: now } } satisfies StoredEntity);
    await put("customers", { id: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", number: "C00010", displayName: "Stand-in Outfitters Ltd.", email: "orders@outfitters.example", currencyCode: "EUR" });
    await put("items", { id: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e", number: "1896-S", displayName: "Stand-in Desk, oak", unitPrice: 649 });
    await put("items", { id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f", number: "1900-S", displayName: "Stand-in Chair, oak", unitPrice: 192.8 });
  }

  async function stop(): Promise<void> {
    stopped = true;
    for (const cancel of [...deliveryTimers.values(), ...expiryTimers.values()]) cancel();
    deliveryTimers.clear();
    expiryTimers.clear();
    for (const r of openRequests) r.destroy();
    openRequests.clear();
  }

  return {
    apis: WEBHOOK_APIS,
    handlers,
    error: (_api, status, code, message, findings) => webhookError(status, code, message, findings),
    control,
    start,
    stop,
  };
}
