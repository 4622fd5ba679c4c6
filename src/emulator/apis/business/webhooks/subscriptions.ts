/**
 * Webhook subscriptions (Subscriptions_*, CustomApiSubscriptions_*): create and renew with the handshake,
 * ETags and If-Match, lifetime ApiSubscriptionExpiration days, at most ApiSubscriptionMaxNumberOfSubscriptions.
 */
import { randomUUID } from "node:crypto";
import type { EmulatorContext, EmuRequest, Handler } from "../../../types.js";
import { badBody, entityNotSupported, notFound, webhooksError } from "./errors.js";
import { checkIfMatch, etagOf } from "./etags.js";
import { DAY_MS, isEntitySet, iso, sameId, scopeOf, type StoredSubscription, type Subscription, userIdOf } from "./model.js";
import { notificationUrlProblem } from "./notification-urls.js";
import type { OutboundHttp } from "./outbound-http.js";
import type { Outbox } from "./outbox.js";
import { reposOf } from "./repositories.js";
import type { EmuResponse } from "../../../../http/front-door.js";

type SubscriptionBody = { notificationUrl: string; resource: string; clientState?: string };

/** A resource value `/api/<scope>/companies(<id>)/<entity>`. */
function parseResource(resource: string): { scope: string; companyId: string; entitySet: string } | undefined {
  const m = /^\/?api\/(.+)\/companies\(([0-9a-fA-F-]{36})\)\/([A-Za-z][A-Za-z0-9]*)$/.exec(resource);
  return m ? { scope: m[1]!, companyId: m[2]!, entitySet: m[3]! } : undefined;
}

/** The notificationUrl rule (notification-urls.ts), refused as a bad body. */
function checkNotificationUrl(c: EmulatorContext, value: string): void {
  const problem = notificationUrlProblem(c.settings, value);
  if (problem) throw badBody(`${problem} (/request/body/notificationUrl)`);
}

/**
 * The resource must name an entity of an existing company, through the API of the path: a webhook-enabled
 * entity set of the standard API, or any entity set of a custom API (publisher/group/version), whose sets
 * are its own and unknown here.
 */
function checkResource(c: EmulatorContext, req: EmuRequest, resource: string) {
  const parsed = parseResource(resource);
  if (!parsed) throw badBody(`resource must be shaped /api/<version>/companies(<company_id>)/<entity>, got '${resource}' (/request/body/resource).`);
  const scope = scopeOf(req);
  if (parsed.scope !== scope) throw badBody(`resource must carry the same API elements as the path (${scope}), got '${parsed.scope}' (/request/body/resource).`);
  const custom = scope.includes("/");
  if (!custom && !isEntitySet(parsed.entitySet)) throw badBody(`${entityNotSupported(parsed.entitySet)} (/request/body/resource)`);
  if (!reposOf(c.store).entities.company(parsed.companyId)) throw badBody(`resource names the company '${parsed.companyId}', which does not exist (/request/body/resource).`);
  return parsed;
}

/** The fields a create or a renewal writes: the body's, and a new lifetime from now. */
function writtenFields(c: EmulatorContext, req: EmuRequest, body: SubscriptionBody) {
  const now = c.clock.now();
  const user = userIdOf(req.headers.authorization);
  return {
    notificationUrl: body.notificationUrl,
    resource: body.resource,
    ...(body.clientState !== undefined ? { clientState: body.clientState } : {}),
    lastModifiedDateTime: iso(now),
    expirationDateTime: iso(now + c.settings.ApiSubscriptionExpiration * DAY_MS),
    systemModifiedAt: iso(now),
    systemModifiedBy: user,
  };
}

const handshakeFailed = (url: string, why: string, outcome: string) => webhooksError(400, "BadRequest_NotificationUrlValidationFailed", `The notification URL ${url} ${why}; ${outcome}.`);

/** A subscription as served: its fields with `@odata.etag`. */
const view = (s: StoredSubscription): Subscription => ({ "@odata.etag": etagOf(s.fields.subscriptionId, s.rev), ...s.fields });

export class Subscriptions {
  constructor(
    private readonly outbox: Outbox,
    private readonly http: OutboundHttp,
  ) {}

  private answer(status: number, s: StoredSubscription): EmuResponse {
    const body = view(s);
    return { status, headers: { etag: body["@odata.etag"] }, body };
  }

  private list(c: EmulatorContext, scope: string): { value: Subscription[] } {
    return { value: reposOf(c.store).subscriptions.byScope(scope).map(view) };
  }

  private required(c: EmulatorContext, req: EmuRequest): StoredSubscription {
    const id = req.pathParams.subscriptionId ?? "";
    const s = reposOf(c.store).subscriptions.get(id);
    if (!s || s.scope !== scopeOf(req)) throw notFound(`The subscription '${id}' does not exist.`);
    return s;
  }

  /** The subscription of the path, whose tag the If-Match header names (required). */
  private matching(c: EmulatorContext, req: EmuRequest): StoredSubscription {
    const s = this.required(c, req);
    checkIfMatch(req.headers["if-match"], etagOf(s.fields.subscriptionId, s.rev), true);
    return s;
  }

  private readonly create: Handler = async (req, c) => {
    const body = req.body as SubscriptionBody;
    checkNotificationUrl(c, body.notificationUrl);
    const target = checkResource(c, req, body.resource);
    const { subscriptions } = reposOf(c.store);
    const max = c.settings.ApiSubscriptionMaxNumberOfSubscriptions;
    const full = () => subscriptions.all().length >= max;
    const limit = () => webhooksError(400, "BadRequest_MaximumNumberOfSubscriptionsReached", `The tenant already has the maximum of ${max} subscriptions (ApiSubscriptionMaxNumberOfSubscriptions).`);
    if (full()) throw limit();
    const why = await this.http.handshake(body.notificationUrl, c.settings.handshakeTimeoutMs);
    if (why) throw handshakeFailed(body.notificationUrl, why, "the subscription was not created");
    if (full()) throw limit();
    const written = writtenFields(c, req, body);
    const fields: StoredSubscription["fields"] = {
      subscriptionId: randomUUID().replace(/-/g, ""),
      userId: written.systemModifiedBy,
      systemCreatedAt: written.systemModifiedAt,
      systemCreatedBy: written.systemModifiedBy,
      ...written,
    };
    const stored: StoredSubscription = { fields, rev: 1, scope: target.scope, companyId: target.companyId, entitySet: target.entitySet };
    await subscriptions.put(stored);
    this.outbox.expireAt(c, fields.subscriptionId, Date.parse(fields.expirationDateTime));
    return this.answer(201, stored);
  };

  /** Renewal: a new handshake and a new lifetime; a failed handshake keeps the old expiry. */
  private readonly update: Handler = async (req, c) => {
    const current = this.matching(c, req);
    const body = req.body as SubscriptionBody;
    checkNotificationUrl(c, body.notificationUrl);
    const target = checkResource(c, req, body.resource);
    if (target.entitySet !== current.entitySet || !sameId(target.companyId, current.companyId)) {
      throw badBody(`resource cannot change (it is '${current.fields.resource}'); create a new subscription instead (/request/body/resource).`);
    }
    const why = await this.http.handshake(body.notificationUrl, c.settings.handshakeTimeoutMs);
    if (why) throw handshakeFailed(body.notificationUrl, why, `the subscription was not renewed and keeps its expiry ${current.fields.expirationDateTime}`);
    const latest = this.matching(c, req); // it may have changed during the handshake
    const fields: StoredSubscription["fields"] = { ...latest.fields, ...writtenFields(c, req, body) };
    const stored: StoredSubscription = { ...latest, fields, rev: latest.rev + 1 };
    const repos = reposOf(c.store);
    await repos.subscriptions.put(stored);
    this.outbox.expireAt(c, fields.subscriptionId, Date.parse(fields.expirationDateTime));
    // pending items follow the subscription to its new address
    if (fields.notificationUrl !== latest.fields.notificationUrl && repos.pendingAt(fields.notificationUrl).length > 0)
      await this.outbox.ensureQueue(c, fields.notificationUrl, Date.parse(fields.lastModifiedDateTime));
    return this.answer(200, stored);
  };

  private readonly delete: Handler = async (req, c) => {
    const current = this.matching(c, req);
    await this.outbox.dropSubscriptions(c, [current.fields.subscriptionId], "deleted by its owner");
    return { status: 204 };
  };

  /** The handlers by operationId: the custom-API paths share them (their scope is publisher/group/version). */
  readonly handlers: Record<string, Handler> = Object.fromEntries(
    ["", "CustomApi"].flatMap((prefix) => [
      [`${prefix}Subscriptions_Create`, this.create],
      [`${prefix}Subscriptions_List`, (req: EmuRequest, c: EmulatorContext) => ({ status: 200, body: this.list(c, scopeOf(req)) })],
      [`${prefix}Subscriptions_Get`, (req: EmuRequest, c: EmulatorContext) => this.answer(200, this.required(c, req))],
      [`${prefix}Subscriptions_Update`, this.update],
      [`${prefix}Subscriptions_Delete`, this.delete],
    ]),
  );
}
