/**
 * Service health events (resource-health@2025-05-01): the seeded events, listed with `$filter`,
 * `queryStartTime` and nextLink paging, and fetched with their details. Errors are the flat `{ code, message, details }`.
 */
import type { components as Health, Readable as HealthView } from "../../../../generated/resource-health/2025-05-01/schema.js";
import { ApiError, type ErrorCatalogue } from "../../errors.js";
import { deepFreeze, LastAnswer } from "../../freeze.js";
import { healthEventFilter, ODataError } from "../../odata.js";
import type { EmulatorContext, Handler } from "../../types.js";
import type { ApiPart } from "../compose.js";
import { type HealthEvent, healthEvents, seedAnchor } from "../seed-data.js";
import { type ListState, pageOf, removeFields, skipToken } from "./arm.js";

export const RESOURCE_HEALTH = "resource-health@2025-05-01";

type EventList = HealthView<Health["schemas"]["Events"]>;

/** The flat `{ code, message, details }` of the health events API (details is a string: the findings). */
export const resourceHealthErrors: ErrorCatalogue = {
  shape: (e) => ({ status: e.status, body: { code: e.code, message: e.message, ...(e.findings.length ? { details: e.findings.map((f) => f.message).join("; ") } : {}), ...e.options.extra } }),
};

/** M/D/YYYY (slashes possibly still percent-encoded) as UTC midnight; undefined when not a calendar date. */
function parseQueryStartTime(text: string): number | undefined {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.replace(/%2f/gi, "/"));
  if (!m) return undefined;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(year, month - 1, day);
  const d = new Date(ms);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? ms : undefined;
}

/** The events of a subscription, by seed anchor and subscription id: made once, frozen (serialised once). */
const made = new Map<string, readonly HealthEvent[]>();
const MAX_KEPT = 1000;

function eventsOf(ctx: EmulatorContext, subscriptionId: string): readonly HealthEvent[] {
  const anchor = seedAnchor(ctx);
  const key = `${anchor} ${subscriptionId}`;
  let events = made.get(key);
  if (!events) {
    events = deepFreeze(healthEvents(anchor).map((e) => ({ ...e, id: `/subscriptions/${subscriptionId}/providers/Vendor.ResourceHealth/events/${e.name}` })));
    if (made.size >= MAX_KEPT) made.clear();
    made.set(key, events);
  }
  return events;
}

/** Without queryStartTime, the list starts this long before now. */
const DEFAULT_WINDOW_MS = 3 * 24 * 3_600_000;

/** Sensitive events are listed without description, summary and updates (fetchEventDetails has them). */
const SENSITIVE_IN_LIST = ["properties.description", "properties.summary", "properties.impact[].impactedRegions[].updates"];

const listedViews = new WeakMap<HealthEvent, HealthEvent>();
/** An event as the list shows it (kept per event, frozen). */
const listed = (e: HealthEvent): HealthEvent => {
  if (!e.properties?.isEventSensitive) return e;
  let copy = listedViews.get(e);
  if (!copy) {
    copy = structuredClone(e);
    removeFields(copy, SENSITIVE_IN_LIST);
    listedViews.set(e, deepFreeze(copy));
  }
  return copy;
};

/** The last page answered, with what it depends on (the events, the query, the window's start, the address). */
const last = new LastAnswer<EventList>();

const Events_ListBySubscriptionId: Handler = (req, ctx) => {
  const { subscriptionId = "" } = req.pathParams;
  const { $filter: filterText, queryStartTime: startText, $skiptoken: skiptoken, "api-version": apiVersion } = req.query;
  const events = eventsOf(ctx, subscriptionId);
  // the same token or date gives the same start; without either, the window starts 3 days before now
  const defaultStart = skiptoken === undefined && startText === undefined ? ctx.clock.now() - DEFAULT_WINDOW_MS : undefined;
  const inputs = [events, filterText, startText, skiptoken, apiVersion, defaultStart, req.baseUrl, req.path];
  const kept = last.get(inputs);
  if (kept) return { status: 200, body: kept };
  let filter: ((e: HealthEvent) => boolean) | undefined;
  try {
    filter = filterText === undefined ? undefined : healthEventFilter<HealthEvent>(filterText);
  } catch (err) {
    if (!(err instanceof ODataError)) throw err;
    throw new ApiError(400, "InvalidFilter", `The value '${filterText}' of query parameter '$filter' is not supported.`, {
      findings: [{ pointer: "/request/query/$filter", rule: "filter", message: "Use service eq '<name>' or region eq '<name>', joined with and / or." }],
    });
  }
  const token = skipToken<ListState & { start: number }>(req, (t) => typeof t.start === "number");
  const start = token?.start ?? (startText === undefined ? (defaultStart ?? ctx.clock.now() - DEFAULT_WINDOW_MS) : parseQueryStartTime(startText));
  if (start === undefined) {
    throw new ApiError(400, "InvalidQueryParameter", `The value '${startText}' of query parameter 'queryStartTime' is not a valid date.`, {
      findings: [{ pointer: "/request/query/queryStartTime", rule: "date", message: "Use a date shaped M/D/YYYY, for example 5/12/2025 or 5%2F12%2F2025" }],
    });
  }
  const selected = listedSelection(events, (e, time) => time >= start && (!filter || filter(e)));
  return { status: 200, body: last.set(inputs, pageOf(req, selected, { skip: token?.skip ?? 0, start }, { "api-version": apiVersion, $filter: filterText, queryStartTime: startText })) };
};

/** The events of a list, newest first (a stable sort: equal times keep the list's order), and their times: made once per list. */
const newestFirst = new WeakMap<readonly HealthEvent[], { events: HealthEvent[]; times: number[]; selections: Map<string, readonly HealthEvent[]> }>();

/**
 * The events `keep` keeps, newest first, as the list shows them. Selections are kept (frozen, so their
 * pages are serialised once) by which events they hold: the same query answers the same array.
 */
function listedSelection(events: readonly HealthEvent[], keep: (e: HealthEvent, time: number) => boolean): readonly HealthEvent[] {
  let sorted = newestFirst.get(events);
  if (!sorted) {
    const ordered = [...events].sort((a, b) => (b.properties?.lastUpdateTime ?? "").localeCompare(a.properties?.lastUpdateTime ?? ""));
    sorted = { events: ordered, times: ordered.map((e) => Date.parse(e.properties?.lastUpdateTime ?? "")), selections: new Map() };
    newestFirst.set(events, sorted);
  }
  const kept: number[] = [];
  for (let i = 0; i < sorted.events.length; i++) if (keep(sorted.events[i]!, sorted.times[i]!)) kept.push(i);
  const signature = kept.join(",");
  let selection = sorted.selections.get(signature);
  if (!selection) {
    selection = deepFreeze(kept.map((i) => listed(sorted.events[i]!)));
    if (sorted.selections.size >= MAX_KEPT) sorted.selections.clear();
    sorted.selections.set(signature, selection);
  }
  return selection;
}

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

export const resourceHealth: ApiPart = {
  api: RESOURCE_HEALTH,
  handlers: { Events_ListBySubscriptionId, Event_fetchDetailsBySubscriptionIdAndTrackingId },
  errors: resourceHealthErrors,
};
