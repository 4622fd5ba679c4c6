/** Workspace quotas (machine-learning@2025-09-01): the seeded quotas of a subscription and location, paged with nextLink. */
import type { components as Ml, Readable as MlView } from "../../../../generated/machine-learning/2025-09-01/schema.js";
import { ApiError } from "../../errors.js";
import type { Handler } from "../../types.js";
import type { ApiPart } from "../compose.js";
import { deepFreeze } from "../../freeze.js";
import { QUOTA_LOCATIONS, type Quota, quotaEntries } from "../seed-data.js";
import { armErrors, pageOf, skipToken } from "./arm.js";

export const MACHINE_LEARNING = "machine-learning@2025-09-01";

type QuotaList = MlView<Ml["schemas"]["ListWorkspaceQuotas"]>;

/** The quota entries of a subscription (the same in every location), made once, frozen (serialised once); forgotten all at once past MAX_KEPT. */
const made = new Map<string, readonly Quota[]>();
const MAX_KEPT = 1000;

function quotasOf(subscriptionId: string): readonly Quota[] {
  let quotas = made.get(subscriptionId);
  if (!quotas) {
    quotas = deepFreeze(quotaEntries(subscriptionId));
    if (made.size >= MAX_KEPT) made.clear();
    made.set(subscriptionId, quotas);
  }
  return quotas;
}

/**
 * The last page answered, by what it depends on: a list asked for again (polling, paging clients) gets
 * the same frozen body, serialised once.
 */
let last: { subscriptionId: string; location: string; skiptoken: string | undefined; apiVersion: string | undefined; baseUrl: string; path: string; body: QuotaList } | undefined;

const Quotas_List: Handler = (req) => {
  const { subscriptionId = "", location = "" } = req.pathParams;
  const { $skiptoken: skiptoken, "api-version": apiVersion } = req.query;
  if (
    last !== undefined &&
    last.subscriptionId === subscriptionId &&
    last.location === location &&
    last.skiptoken === skiptoken &&
    last.apiVersion === apiVersion &&
    last.baseUrl === req.baseUrl &&
    last.path === req.path
  ) {
    return { status: 200, body: last.body };
  }
  const known = QUOTA_LOCATIONS.find((l) => l === location.toLowerCase());
  if (!known) {
    throw new ApiError(404, "LocationNotAvailableForResourceType", `The provided location '${location}' is not available for resource type 'Vendor.MachineLearningServices/locations/quotas'.`, {
      extra: { target: "location", additionalInfo: [{ type: "AvailableLocations", info: { locations: [...QUOTA_LOCATIONS] } }] },
    });
  }
  // a quota id is /subscriptions/<id>/quotas/<family>: an id with a slash (sent as %2F) names no subscription
  if (subscriptionId.includes("/")) {
    throw new ApiError(400, "InvalidSubscriptionId", `The provided subscription identifier '${subscriptionId}' is malformed or invalid.`, { extra: { target: "subscriptionId" } });
  }
  const token = skipToken(req);
  const body: QuotaList = Object.freeze(pageOf(req, quotasOf(subscriptionId), { skip: token?.skip ?? 0 }, { "api-version": apiVersion }));
  last = { subscriptionId, location, skiptoken, apiVersion, baseUrl: req.baseUrl, path: req.path, body };
  return { status: 200, body };
};

export const machineLearning: ApiPart = {
  api: MACHINE_LEARNING,
  handlers: { Quotas_List },
  errors: armErrors,
};
