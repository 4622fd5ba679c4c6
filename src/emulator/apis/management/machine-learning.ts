/** Workspace quotas (machine-learning@2025-09-01): the seeded quotas of a subscription and location, paged with nextLink. */
import type { components as Ml, Readable as MlView } from "../../../../generated/machine-learning/2025-09-01/schema.js";
import { ApiError } from "../../errors.js";
import type { Handler } from "../../types.js";
import type { ApiPart } from "../compose.js";
import { deepFreeze, LastAnswer } from "../../freeze.js";
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

/** The last page answered, with what it depends on. */
const last = new LastAnswer<QuotaList>();

const Quotas_List: Handler = (req) => {
  const { subscriptionId = "", location = "" } = req.pathParams;
  const { $skiptoken: skiptoken, "api-version": apiVersion } = req.query;
  const inputs = [subscriptionId, location, skiptoken, apiVersion, req.baseUrl, req.path];
  const kept = last.get(inputs);
  if (kept) return { status: 200, body: kept };
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
  return { status: 200, body: last.set(inputs, pageOf(req, quotasOf(subscriptionId), { skip: token?.skip ?? 0 }, { "api-version": apiVersion })) };
};

export const machineLearning: ApiPart = {
  api: MACHINE_LEARNING,
  handlers: { Quotas_List },
  errors: armErrors,
};
