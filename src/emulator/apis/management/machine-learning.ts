/** Workspace quotas (machine-learning@2025-09-01): the seeded quotas of a subscription and location, paged with nextLink. */
import { ApiError } from "../../../http/errors.js";
import type { Handler } from "../../types.js";
import type { ApiPart } from "../compose.js";
import { QUOTA_LOCATIONS, quotaEntries } from "../seed-data.js";
import { armCatalogue, PAGE_SIZE, pageOf, skipToken } from "./arm.js";

export const MACHINE_LEARNING = "machine-learning@2025-09-01";

const Quotas_List: Handler = (req) => {
  const { subscriptionId = "", location = "" } = req.pathParams;
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
  return { status: 200, body: pageOf(req, quotaEntries(subscriptionId), { skip: token?.skip ?? 0 }, { "api-version": req.query["api-version"] }) };
};

export const machineLearning: ApiPart = {
  api: MACHINE_LEARNING,
  handlers: { Quotas_List },
  parity: {
    operations: {
      Quotas_List: {
        reproduces: [
          {
            claim: "quotas.seeded",
            kind: "seed",
            says: `Every subscription has the seeded quotas in ${QUOTA_LOCATIONS.join(", ")}: one per VM family and one per family and workspace of ml-research; another location answers 404 LocationNotAvailableForResourceType.`,
          },
          { claim: "quotas.paging", kind: "paging", says: `Pages of ${PAGE_SIZE} entries with a nextLink carrying an opaque $skiptoken; a $skiptoken the list cannot read answers 400.` },
        ],
        doesNot: [{ claim: "quotas.fixed", says: "Usage is never counted: the limits are the seed's and stay as they are, whatever is created and whatever the time." }],
      },
    },
  },
  // its 401 example: AuthenticationFailed
  errors: armCatalogue({ Unauthorized: "AuthenticationFailed" }),
};
