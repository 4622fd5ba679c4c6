/**
 * Service health events (resource-health@2025-05-01): the seeded events, listed with `$filter`,
 * `queryStartTime` and nextLink paging, and fetched with their details. Errors are the flat `{ code, message, details }`.
 */
import { ApiError, type ErrorCatalogue } from "../../../http/errors.js";
import { healthEventFilter, ODataError } from "../../odata.js";
import type { ApiParity, Gap } from "../../parity.js";
import type { EmulatorContext, Handler } from "../../types.js";
import type { ApiPart } from "../compose.js";
import { type HealthEvent, healthEvents, seedAnchor } from "../seed-data.js";
import { armCatalogue, type ListState, PAGE_SIZE, pageOf, skipToken } from "./arm.js";

export const RESOURCE_HEALTH = "resource-health@2025-05-01";

/**
 * The flat `{ code, message, details }` of the health events API (details is a string: the findings), with
 * the resource manager's codes; a query parameter that breaks the contract is its `InvalidQueryParameter`.
 */
export const resourceHealthErrors: ErrorCatalogue = armCatalogue({ InvalidQueryParameter: "InvalidQueryParameter" }, (e) => ({
  status: e.status,
  body: { code: e.code, message: e.message, ...(e.findings.length ? { details: e.findings.map((f) => f.message).join("; ") } : {}), ...e.options.extra },
}));

/** M/D/YYYY (slashes possibly still percent-encoded) as UTC midnight; undefined when not a calendar date. */
function parseQueryStartTime(text: string): number | undefined {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.replace(/%2f/gi, "/"));
  if (!m) return undefined;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(year, month - 1, day);
  const d = new Date(ms);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? ms : undefined;
}

/** Without queryStartTime, the list starts this long before now. */
const DEFAULT_WINDOW_MS = 3 * 24 * 3_600_000;

/** An event as the list shows it: a sensitive one without description, summary and updates (fetchEventDetails has them). */
function listed(e: HealthEvent): HealthEvent {
  if (!e.properties?.isEventSensitive) return e;
  const { description: _description, summary: _summary, ...properties } = e.properties;
  if (properties.impact) properties.impact = properties.impact.map((i) => ({ ...i, impactedRegions: i.impactedRegions?.map(({ updates: _updates, ...region }) => region) }));
  return { ...e, properties };
}

const FIXED_EVENTS: Gap = {
  claim: "health-events.fixed",
  says: "No event happens: the list is a fixed seed of events, the same for every subscription, that never changes; only their distance from now grows with the clock.",
};

/** What the emulator reproduces of the health events API (the parity ledger). */
const RESOURCE_HEALTH_PARITY: ApiParity = {
  every: { doesNot: [FIXED_EVENTS] },
  operations: {
    Events_ListBySubscriptionId: {
      reproduces: [
        {
          claim: "health-events.paging",
          kind: "paging",
          says: `Pages of ${PAGE_SIZE} events, newest first, with a nextLink carrying an opaque $skiptoken; a $skiptoken the list cannot read answers 400.`,
        },
        {
          claim: "health-events.window",
          kind: "clock",
          says: "The seeded events are dated back from the emulator's first start (up to 200 hours); without queryStartTime the list holds those updated in the 3 days before now on the virtual clock.",
        },
      ],
    },
    Event_fetchDetailsBySubscriptionIdAndTrackingId: {
      reproduces: [
        {
          claim: "health-events.details",
          kind: "state",
          says: "Answers the whole event, with the description and summary that the list leaves out of a sensitive event (isEventSensitive).",
        },
      ],
    },
  },
};

/** The health events API of one management module instance: the seeded events, made once for it. */
export function createResourceHealth(): ApiPart {
  /**
   * The seeded events of the store's seed anchor, made once (never changed: answers copy what they change).
   * Making them on every request costs more than the rest of the answer: CPU per request in process
   * (dispatch and JSON encoding, median of 40 batches), bench rows "GET health events" 412 → 165 µs and
   * "POST fetchEventDetails" 367 → 51 µs with this cache.
   */
  let seeded: { anchor: number; events: HealthEvent[] } | undefined;
  /** The seeded events as a subscription sees them (the ids name it). */
  const eventsOf = (ctx: EmulatorContext, subscriptionId: string): HealthEvent[] => {
    const anchor = seedAnchor(ctx);
    if (seeded?.anchor !== anchor) seeded = { anchor, events: healthEvents(anchor) };
    return seeded.events.map((e) => ({ ...e, id: `/subscriptions/${subscriptionId}/providers/Vendor.ResourceHealth/events/${e.name}` }));
  };

  const Events_ListBySubscriptionId: Handler = (req, ctx) => {
    const { subscriptionId = "" } = req.pathParams;
    const { $filter: filterText, queryStartTime: startText, "api-version": apiVersion } = req.query;
    let filter: ((e: HealthEvent) => boolean) | undefined;
    try {
      filter = filterText === undefined ? undefined : healthEventFilter<HealthEvent>(filterText);
    } catch (err) {
      if (!(err instanceof ODataError)) throw err;
      throw new ApiError(400, "InvalidFilter", `The value '${filterText}' of query parameter '$filter' is not supported.`, {
        findings: [{ pointer: "/request/query/$filter", rule: "filter", message: "Use service eq '<name>' or region eq '<name>', joined with and / or." }],
      });
    }
    const token = skipToken<ListState & { start: number }>(req, (t) => typeof t.start === "number", "InvalidQueryParameter");
    // without a token or a date, the window starts 3 days before now
    const start = token?.start ?? (startText === undefined ? ctx.clock.now() - DEFAULT_WINDOW_MS : parseQueryStartTime(startText));
    if (start === undefined) {
      throw new ApiError(400, "InvalidQueryParameter", `The value '${startText}' of query parameter 'queryStartTime' is not a valid date.`, {
        findings: [{ pointer: "/request/query/queryStartTime", rule: "date", message: "Use a date shaped M/D/YYYY, for example 5/12/2025 or 5%2F12%2F2025" }],
      });
    }
    // newest first (a stable sort: equal times keep the seed's order)
    const selected = eventsOf(ctx, subscriptionId)
      .filter((e) => Date.parse(e.properties?.lastUpdateTime ?? "") >= start && (!filter || filter(e)))
      .sort((a, b) => (b.properties?.lastUpdateTime ?? "").localeCompare(a.properties?.lastUpdateTime ?? ""))
      .map(listed);
    return { status: 200, body: pageOf(req, selected, { skip: token?.skip ?? 0, start }, { "api-version": apiVersion, $filter: filterText, queryStartTime: startText }) };
  };

  const Event_fetchDetailsBySubscriptionIdAndTrackingId: Handler = (req, ctx) => {
    const { subscriptionId = "", eventTrackingId = "" } = req.pathParams;
    const event = eventsOf(ctx, subscriptionId).find((e) => e.name?.toLowerCase() === eventTrackingId.toLowerCase());
    if (!event) {
      throw new ApiError(404, "EventNotFound", `The event with tracking id '${eventTrackingId}' was not found.`, {
        findings: [{ pointer: "/request/path/eventTrackingId", rule: "found", message: "The tracking id is the name of an event returned by the list." }],
      });
    }
    return { status: 200, body: event };
  };

  return {
    api: RESOURCE_HEALTH,
    handlers: { Events_ListBySubscriptionId, Event_fetchDetailsBySubscriptionIdAndTrackingId },
    errors: resourceHealthErrors,
    parity: RESOURCE_HEALTH_PARITY,
  };
}
