/** What the webhooks module reproduces of webhooks@v1.0 and webhooks@v2.0, and what it does not (the parity ledger, src/emulator/parity.ts). */
import type { ApiParity, Claim, Difference, Gap, OperationParity } from "../../../parity.js";
import { defaultSettings } from "../../../settings.js";
import { COMPANY_ID, ENTITY_SETS, RETRY_EVERY_MINUTES, RETRY_SCHEDULE_MINUTES, RETRY_WINDOW_MS } from "./model.js";

const DEFAULTS = defaultSettings();

const REQUEST_LIMIT: Claim = {
  claim: "webhooks.request-limit",
  kind: "limit",
  says: `Per user (the Authorization value): at most requestsPerWindow (default ${DEFAULTS.requestsPerWindow}) requests in a sliding 5-minute window; over it, 429 Application_TooManyRequests with Retry-After (a $batch counts once and once per request in it).`,
};

const HANDSHAKE: Claim = {
  claim: "subscription.handshake",
  kind: "handshake",
  says: `POSTs <notificationUrl>?validationToken=<token> and goes on only when the receiver answers 200 with the token within handshakeTimeoutMs (default ${DEFAULTS.handshakeTimeoutMs} ms); otherwise 400 BadRequest_NotificationUrlValidationFailed, and nothing is created or renewed.`,
};
const SUBSCRIPTION_STATE: Claim = {
  claim: "subscription.state",
  kind: "state",
  says: "Subscriptions are kept per API path (a version, or a custom API's publisher/group/version): what a create, renewal or delete does is what Subscriptions_Get and Subscriptions_List answer next.",
};
const SUBSCRIPTION_ETAG: Claim = {
  claim: "subscription.etag",
  kind: "etag",
  says: "Answers carry the subscription's entity tag in ETag and @odata.etag; every renewal changes it.",
};
const SUBSCRIPTION_IF_MATCH: Claim = {
  claim: "subscription.if-match",
  kind: "etag",
  says: "If-Match is required: another tag answers 409 Request_EntityChanged, none 400 BadRequest_InvalidToken, and nothing changes.",
};
const EXPIRY: Claim = {
  claim: "subscription.expiry",
  kind: "clock",
  says: `A subscription lives ApiSubscriptionExpiration (default ${DEFAULTS.ApiSubscriptionExpiration}) days from its creation or last renewal on the virtual clock; then it is deleted.`,
};
const LOOPBACK: Difference = {
  says: "Also takes a plain-http notificationUrl on localhost, 127.0.0.1 or [::1], and a self-signed certificate there (the contract takes https only), so that a test receiver needs no certificate.",
  ref: "emulator setting allowLoopbackHttp (default 1; 0 turns it off)",
};

const ENTITY_STATE: Claim = {
  claim: "entity.state",
  kind: "state",
  says: "Entities are kept per company and entity set: what a create, update or delete does is what the reads and lists answer next.",
};
const ENTITY_ETAG: Claim = {
  claim: "entity.etag",
  kind: "etag",
  says: "Answers carry the entity's tag in ETag and @odata.etag; every write changes it.",
};
const ENTITY_IF_MATCH: Claim = {
  claim: "entity.if-match",
  kind: "etag",
  says: "If-Match is required: another tag answers 409 Request_EntityChanged, none 400 BadRequest_InvalidToken, and nothing changes.",
};
const NOTIFIES: Claim = {
  claim: "entity.notifies",
  kind: "push",
  says: `The change is pushed to every subscription on the entity set: one push per notificationUrl once ApiSubscriptionDelayTime (default ${DEFAULTS.ApiSubscriptionDelayTime} ms) has passed on the virtual clock since the first change, not before; more than ApiSubscriptionMaxNumberOfNotifications changes give one collection item.`,
};
const PAGING: Claim = {
  claim: "entity.paging",
  kind: "paging",
  says: "Server-driven paging: Prefer: odata.maxpagesize=<n> pages the list with @odata.nextLink, and the pages together hold the whole list.",
};
const NO_RULES: Gap = {
  claim: "entity.no-business-rules",
  says: "Entity sets are plain stores: fields are kept as sent, with no business rules (no amounts computed from a document's lines, no check of the fields the contract leaves open).",
};

const RETRY: Claim = {
  claim: "push.retry",
  kind: "clock",
  says: `A push answered 408, 429 or 5xx, or not answered, is sent again at +${RETRY_SCHEDULE_MINUTES.join(", +")} minutes on the virtual clock, then every ${RETRY_EVERY_MINUTES} minutes while less than ${RETRY_WINDOW_MS / 3_600_000} hours have passed since the first failed attempt, and once more when they end; then the subscription is deleted.`,
};

const subscriptionOps: Record<string, OperationParity> = {
  Subscriptions_Create: { reproduces: [HANDSHAKE, SUBSCRIPTION_STATE, SUBSCRIPTION_ETAG, EXPIRY], differences: [LOOPBACK] },
  Subscriptions_List: { reproduces: [SUBSCRIPTION_STATE] },
  Subscriptions_Get: { reproduces: [SUBSCRIPTION_STATE, SUBSCRIPTION_ETAG] },
  Subscriptions_Update: { reproduces: [HANDSHAKE, SUBSCRIPTION_IF_MATCH, SUBSCRIPTION_ETAG, EXPIRY], differences: [LOOPBACK] },
  Subscriptions_Delete: { reproduces: [SUBSCRIPTION_IF_MATCH, SUBSCRIPTION_STATE] },
};

/** The entity operations of one kind (the generic entity sets, or sales quotes with their lines). */
const entityOps = (prefix: "Entities" | "SalesQuotes"): Record<string, OperationParity> => {
  const deepInsert: Claim[] =
    prefix === "SalesQuotes" ? [{ claim: "sales-quote.deep-insert", kind: "state", says: "Deep insert: salesQuoteLines sent with a new quote are created with it and answered with it." }] : [];
  return {
    [`${prefix}_List`]: { reproduces: [ENTITY_STATE, PAGING], doesNot: [NO_RULES] },
    [`${prefix}_Create`]: { reproduces: [ENTITY_STATE, ...deepInsert, ENTITY_ETAG, NOTIFIES], doesNot: [NO_RULES] },
    [`${prefix}_Get`]: { reproduces: [ENTITY_STATE, ENTITY_ETAG], doesNot: [NO_RULES] },
    [`${prefix}_Update`]: { reproduces: [ENTITY_IF_MATCH, ENTITY_STATE, NOTIFIES], doesNot: [NO_RULES] },
    [`${prefix}_Delete`]: { reproduces: [ENTITY_IF_MATCH, ENTITY_STATE, NOTIFIES] },
  };
};

export const WEBHOOKS_PARITY: ApiParity = {
  every: { reproduces: [REQUEST_LIMIT] },
  operations: {
    ...subscriptionOps,
    ...Object.fromEntries(Object.entries(subscriptionOps).map(([op, parity]) => [`CustomApi${op}`, parity])),
    WebhookSupportedResources_List: {
      reproduces: [{ claim: "webhooks.supported-resources", kind: "seed", says: `Lists the ${ENTITY_SETS.length} webhook-enabled entity sets, of v1.0 and of v2.0.` }],
    },
    Companies_List: { reproduces: [{ claim: "webhooks.seeded-company", kind: "seed", says: `Lists the seeded company ${COMPANY_ID} (the id of the contract's examples), with customers and items.` }] },
    ...entityOps("Entities"),
    ...entityOps("SalesQuotes"),
    Batch_Execute: {
      reproduces: [
        {
          claim: "batch.items",
          kind: "state",
          says: "Runs each request of the batch in order through the same checks and handlers as a single request, and answers each one's status, headers and body.",
        },
        { claim: "batch.isolation", kind: "state", says: "With Isolation: snapshot the batch is all or nothing: when a request fails, nothing of the batch is kept and the others answer 424." },
      ],
    },
  },
  webhooks: {
    subscriptionValidation: { reproduces: [HANDSHAKE], differences: [LOOPBACK] },
    changeNotification: { reproduces: [NOTIFIES, RETRY], differences: [LOOPBACK] },
  },
};
