/**
 * The subscriber's side of the webhook subscriptions of the business application service (seed 000),
 * published as `vendor-api/webhook-receiver` (the tools package: it validates with ajv, which the light
 * `vendor-api-contracts` leaves out). One receiver for the notificationUrl that
 *
 * - answers the handshake (`POST {notificationUrl}?validationToken=<token>`, empty body): 200 with the
 *   token as the whole body, in the media type the contract's `subscriptionValidation` webhook declares
 *   for its 200 answer (`text/plain` in v1.0 and v2.0; a JSON string if a version declares JSON);
 * - reads a push (`changeNotification`): tolerates a UTF-8 byte order mark (services before version 19
 *   sent one), parses the JSON, validates the request against the contract (headers and body, with the
 *   same ajv views as the tests: src/contract/validator.ts), then checks `clientState` of every item in
 *   constant time (SHA-256 of both sides, then crypto.timingSafeEqual);
 * - hands the items, typed by the contract, to `onNotifications`, and answers 202 once it has returned.
 *
 * A push that fails any check is never passed on: malformed (not UTF-8, not JSON, not the contract's
 * shape) → 400; wrong media type → 415; too large → 413; a clientState that does not match (or an item
 * of a subscription the receiver does not know) → 403, the whole push. An `onNotifications` that throws
 * gives 500, so the service retries (408, 429 and 5xx keep its retries going; any other 4xx makes it
 * delete the subscription).
 *
 * Three ways to mount it:
 * - node:http: `http.createServer(receiver.node)`;
 * - Express / Connect: `app.post("/hooks", receiver.middleware)` (works with or without a body parser:
 *   a raw Buffer, a string, a parsed object or an unread stream);
 * - anything else (Fastify, Koa, serverless): `await receiver.handle({ method, url, headers, body })` with
 *   the raw body as a Buffer, then send `{ status, headers, body }`. For Fastify, register
 *   `addContentTypeParser("application/json", { parseAs: "buffer" }, (_r, b, done) => done(null, b))`;
 *   for Koa, `readBody(ctx.req)`.
 *
 * The contract is named by its registry key (`"webhooks@v2.0"`: its bundled document, which the installed
 * package finds in vendor-api-contracts) or given as a Contract or a bundled document. The type parameter
 * is the generated `webhooks` interface of the same version: `createWebhookReceiver<webhooks>({ contract: "webhooks@v2.0", ... })`.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { existsSync } from "node:fs";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { Contract, type Finding } from "../contract/validator.js";
import { loadRegistry } from "../registry.js";

export { Contract, type Finding };

/** Fields every notification item has (seed 000, "Notification (item of the pushed payload)"). */
export interface NotificationItemLike {
  subscriptionId: string;
  clientState: string;
  expirationDateTime: string;
  resource: string;
  changeType: string;
  lastModifiedDateTime: string;
}

/** The JSON body of the `changeNotification` webhook of a generated `webhooks` interface. */
export type NotificationPayloadOf<W> = W extends { changeNotification: { post: { requestBody?: infer B } } }
  ? NonNullable<B> extends { content: { "application/json": infer P } }
    ? P
    : never
  : never;
/** One notification item of a generated `webhooks` interface (without one: NotificationItemLike). */
export type NotificationOf<W> = [W] extends [{ changeNotification: unknown }] ? (NotificationPayloadOf<W> extends { value: ReadonlyArray<infer I> } ? I : never) : NotificationItemLike;

/** The request as the core function takes it. `body` is the raw body (empty when there is none). */
export interface WebhookRequest {
  method: string;
  /** Path with query string (or an absolute URL). */
  url: string;
  headers: IncomingHttpHeaders | Record<string, string | string[] | undefined>;
  body: Uint8Array;
}

export interface PushInfo {
  /** `clientRequestId` of the push (one GUID per push). */
  clientRequestId?: string;
  /** `x-vendor-correlation-id` of the push. */
  correlationId?: string;
}

export interface WebhookResult<N> {
  status: number;
  headers: Record<string, string>;
  /** Text to send; "" for none. */
  body: string;
  kind: "handshake" | "notifications" | "rejected";
  /** The items handed to onNotifications (empty unless kind is "notifications"). */
  notifications: N[];
  /** Why a request was rejected, for logs (not sent for a 403). */
  reason?: string;
}

export interface WebhookReceiverOptions<N> {
  /** `"webhooks@v2.0"` (the bundled document of that API), a Contract, or a bundled document. */
  contract: string | Contract | object;
  /**
   * The clientState given when subscribing: one value for every subscription, or a lookup by
   * subscriptionId (undefined: unknown subscription, the push is refused).
   */
  clientState: string | ((subscriptionId: string, item: N) => string | undefined | Promise<string | undefined>);
  /** Receives the items of each accepted push; the answer (202) waits for it. Throwing answers 500. */
  onNotifications?: (items: N[], push: PushInfo) => void | Promise<void>;
  /** Largest body accepted, in bytes. Default 4 MiB. */
  maxBodyBytes?: number;
  /** Webhook names in the contract. Defaults: subscriptionValidation and changeNotification. */
  handshakeWebhook?: string;
  notificationWebhook?: string;
  /** Called with every rejected request (status and reason), e.g. to log forged pushes. */
  onRejected?: (status: number, reason: string) => void;
}

export interface WebhookReceiver<N> {
  /** The framework-free core. */
  handle(request: WebhookRequest): Promise<WebhookResult<N>>;
  /** A node:http request listener. */
  node: (req: IncomingMessage, res: ServerResponse) => void;
  /** Express / Connect middleware; errors go to `next(err)`. */
  middleware: (req: IncomingMessage & { body?: unknown; rawBody?: unknown; originalUrl?: string }, res: ServerResponse, next: (err?: unknown) => void) => void;
  readonly contract: Contract;
}

export class WebhookReceiverError extends Error {}

const DEFAULT_MAX_BODY = 4 * 1024 * 1024;
const BOM = [0xef, 0xbb, 0xbf];

/** The bundled document of a registry key (src/registry.ts: generated/ in the repository, vendor-api-contracts when installed). */
function contractOf(source: WebhookReceiverOptions<unknown>["contract"]): Contract {
  if (source instanceof Contract) return source;
  if (typeof source !== "string") return new Contract(source);
  const m = /^([a-z0-9][a-z0-9-]*)@([A-Za-z0-9._-]+)$/.exec(source);
  if (!m || m[2] === "." || m[2] === "..") throw new WebhookReceiverError(`contract "${source}" is not a registry key shaped <api>@<version>`);
  const file = loadRegistry().find((e) => e.key === source)?.bundle;
  if (!file || !existsSync(file)) throw new WebhookReceiverError(`no bundled document for ${source} (${file ? `looked for ${file}` : "not in the registry"})`);
  return Contract.fromFile(file, source);
}

const digest = (s: string) => createHash("sha256").update(s, "utf8").digest();
/** Equal strings, compared in constant time (both sides hashed first, so lengths do not leak either). */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

const header = (headers: WebhookRequest["headers"], name: string): string | undefined => {
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === name) return Array.isArray(v) ? v.join(", ") : v;
  return undefined;
};

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** Read a request body, at most `limit` bytes (undefined when it is larger). */
export function readBody(req: IncomingMessage, limit = DEFAULT_MAX_BODY): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      else chunks.push(chunk);
    });
    req.on("end", () => resolve(over ? undefined : Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** A receiver for the notificationUrl of webhook subscriptions. */
export function createWebhookReceiver<W = unknown>(options: WebhookReceiverOptions<NotificationOf<W>>): WebhookReceiver<NotificationOf<W>> {
  type N = NotificationOf<W>;
  const contract = contractOf(options.contract);
  const handshakeName = options.handshakeWebhook ?? "subscriptionValidation";
  const notificationName = options.notificationWebhook ?? "changeNotification";
  const webhooks = (contract.doc.webhooks ?? {}) as Record<string, unknown>;
  for (const name of [handshakeName, notificationName]) {
    if (!(name in webhooks)) throw new WebhookReceiverError(`${contract.name} has no webhook ${name}`);
  }
  const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY;
  if (typeof options.clientState === "string" && options.clientState === "") throw new WebhookReceiverError("clientState must not be empty");
  // the media type of the handshake answer, as the contract declares it (text/plain in v1.0 and v2.0)
  const handshakeMatch = contract.matchWebhook("POST", "/?validationToken=x", handshakeName);
  const answerTypes = Object.keys((contract.deref(`${handshakeMatch?.pointer ?? ""}/responses/200`)?.value.content ?? {}) as object);
  const answerType = answerTypes[0] ?? "text/plain";

  const reject = (status: number, code: string, message: string, reason = message): WebhookResult<N> => {
    options.onRejected?.(status, reason);
    return {
      status,
      headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
      body: JSON.stringify({ error: { code, message } }),
      kind: "rejected",
      notifications: [],
      reason,
    };
  };
  const invalid = (findings: Finding[], mediaTypeMatters: boolean): WebhookResult<N> => {
    const f = findings[0]!;
    const text = `${f.message} (${f.pointer})${findings.length > 1 ? `; ${findings.length - 1} more` : ""}`;
    if (f.rule === "content-type" && mediaTypeMatters) return reject(415, "UnsupportedMediaType", text);
    return reject(400, "BadRequest", text);
  };

  async function handle(request: WebhookRequest): Promise<WebhookResult<N>> {
    const method = request.method.toUpperCase();
    if (method !== "POST") {
      const r = reject(405, "MethodNotAllowed", `${method} is not accepted; the service sends POST`);
      return { ...r, headers: { ...r.headers, allow: "POST" } };
    }
    if (request.body.length > maxBody) return reject(413, "PayloadTooLarge", `the body exceeds ${maxBody} bytes`);
    let bytes = request.body;
    if (bytes.length >= 3 && BOM.every((b, i) => bytes[i] === b)) bytes = bytes.subarray(3);

    const match = contract.matchWebhook(method, request.url);
    // --- handshake ---
    if (match?.template === handshakeName) {
      const findings = contract.validateRequest({ method, url: request.url, headers: request.headers, body: bytes.length > 0 ? Buffer.from(bytes) : undefined }, { match });
      if (findings.length > 0) return invalid(findings, false);
      const token = new URL(request.url, "http://receiver.invalid").searchParams.get("validationToken") ?? "";
      const json = /json/i.test(answerType);
      return {
        status: 200,
        headers: { "content-type": `${json ? "application/json" : answerType}; charset=utf-8`, "x-content-type-options": "nosniff", "cache-control": "no-store" },
        body: json ? JSON.stringify(token) : token,
        kind: "handshake",
        notifications: [],
      };
    }
    const push = contract.matchWebhook(method, request.url, notificationName);
    if (!push) return reject(404, "NotFound", `${contract.name} has no webhook ${notificationName}`);

    // --- notification push ---
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      return reject(400, "BadRequest", "the body is not UTF-8");
    }
    let payload: unknown;
    try {
      payload = text === "" ? undefined : (JSON.parse(text) as unknown);
    } catch (err) {
      return reject(400, "BadRequest", `the body is not JSON: ${(err as Error).message}`);
    }
    const findings = contract.validateRequest({ method, url: request.url, headers: request.headers, body: payload }, { match: push });
    if (findings.length > 0) return invalid(findings, true);

    const items = (payload as { value: N[] }).value;
    for (const item of items) {
      const { subscriptionId, clientState } = item as unknown as NotificationItemLike;
      const expected = typeof options.clientState === "string" ? options.clientState : await options.clientState(subscriptionId, item);
      // compare even when the subscription is unknown, so that both cases take the same time
      const ok = sameSecret(expected ?? "", typeof clientState === "string" ? clientState : "") && expected !== undefined && expected !== "";
      if (!ok) {
        return reject(403, "Forbidden", "the notification was refused", `clientState of an item of subscription ${String(subscriptionId)} does not match`);
      }
    }
    const info: PushInfo = {
      ...(header(request.headers, "clientrequestid") !== undefined ? { clientRequestId: header(request.headers, "clientrequestid") } : {}),
      ...(header(request.headers, "x-vendor-correlation-id") !== undefined ? { correlationId: header(request.headers, "x-vendor-correlation-id") } : {}),
    };
    try {
      await options.onNotifications?.(items, info);
    } catch (err) {
      options.onRejected?.(500, `onNotifications failed: ${(err as Error).message}`);
      return {
        status: 500,
        headers: { "content-type": "application/json; charset=utf-8" },
        body: JSON.stringify({ error: { code: "InternalServerError", message: "the notifications could not be processed; retry later" } }),
        kind: "rejected",
        notifications: [],
        reason: `onNotifications failed: ${(err as Error).message}`,
      };
    }
    return { status: 202, headers: {}, body: "", kind: "notifications", notifications: items };
  }

  const send = (res: ServerResponse, r: WebhookResult<N>) => {
    res.writeHead(r.status, { ...r.headers, "content-length": String(Buffer.byteLength(r.body)) });
    res.end(r.body);
  };

  async function fromNode(req: IncomingMessage & { body?: unknown; rawBody?: unknown; originalUrl?: string }): Promise<WebhookResult<N>> {
    let body: Buffer | undefined;
    const declared = Number(req.headers["content-length"] ?? "0");
    if (Buffer.isBuffer(req.rawBody)) body = req.rawBody;
    else if (Buffer.isBuffer(req.body)) body = req.body;
    else if (typeof req.body === "string") body = Buffer.from(req.body, "utf8");
    else if (req.body !== undefined && req.body !== null && typeof req.body === "object" && req.readableEnded) {
      // parsed by a JSON body parser: no bytes left to check a byte order mark on, the value is what counts
      body = declared === 0 && req.headers["transfer-encoding"] === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(req.body), "utf8");
    } else if (req.readableEnded) body = Buffer.alloc(0);
    else {
      if (declared > maxBody) return reject(413, "PayloadTooLarge", `the body exceeds ${maxBody} bytes`);
      body = await readBody(req, maxBody);
      if (body === undefined) return reject(413, "PayloadTooLarge", `the body exceeds ${maxBody} bytes`);
    }
    return handle({ method: req.method ?? "GET", url: req.originalUrl ?? req.url ?? "/", headers: req.headers, body });
  }

  return {
    contract,
    handle,
    node(req, res) {
      fromNode(req).then(
        (r) => send(res, r),
        (err: unknown) => {
          options.onRejected?.(500, `receiver failed: ${(err as Error).message}`);
          if (!res.headersSent) send(res, { status: 500, headers: {}, body: "", kind: "rejected", notifications: [] });
          else res.destroy();
        },
      );
    },
    middleware(req, res, next) {
      fromNode(req).then((r) => send(res, r), next);
    },
  };
}
