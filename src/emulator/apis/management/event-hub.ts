/**
 * Messaging namespaces (event-hub@2026-01-01): DELETE runs asynchronously (202 and a status address that
 * reports progress, derived from the clock), then the namespace is gone (204).
 */
import { randomUUID } from "node:crypto";
import type { components as Eh, Readable as EhView } from "../../../../generated/event-hub/2026-01-01/schema.js";
import { ApiError } from "../../../http/errors.js";
import type { Claim } from "../../parity.js";
import { defaultSettings } from "../../settings.js";
import type { EmulatorContext, Handler } from "../../types.js";
import type { ApiPart } from "../compose.js";
import { type NamespaceRecord, seededNamespaces } from "../seed-data.js";
import { absolute, prefixBefore } from "../urls.js";
import { armErrors, iso } from "./arm.js";

export const EVENT_HUB = "event-hub@2026-01-01";
/** Namespaces by lower-case resource id. */
const NAMESPACES = "management.namespaces";
/** Namespace deletions by operation id. */
const NAMESPACE_OPERATIONS = "management.namespaceOperations";

/** The status address of a namespace deletion (`OperationStatuses_Get`). */
type OperationStatusResult = EhView<Eh["schemas"]["OperationStatusResult"]>;
interface NamespaceOperation {
  id: string;
  name: string;
  subscriptionId: string;
  location: string;
  namespaceKey: string;
  startedAt: number;
  doneAt: number;
}

const namespaceKey = (p: Record<string, string>) => `/subscriptions/${p.subscriptionId}/resourceGroups/${p.resourceGroupName}/providers/Vendor.EventHub/namespaces/${p.namespaceName}`.toLowerCase();

/** The namespace, or undefined when it does not exist or its deletion has finished (then it is removed). */
async function liveNamespace(ctx: EmulatorContext, key: string): Promise<NamespaceRecord | undefined> {
  const ns = ctx.store.get<NamespaceRecord>(NAMESPACES, key);
  if (ns?.deletion && ctx.clock.now() >= ns.deletion.doneAt) {
    await ctx.store.delete(NAMESPACES, key);
    return undefined;
  }
  return ns;
}

/** Path of the operation-status resource of a namespace deletion (see OperationStatuses_Get). */
const operationStatusPath = (subscriptionId: string, location: string, operationId: string) =>
  `/subscriptions/${subscriptionId}/providers/Vendor.EventHub/locations/${location}/operationStatuses/${operationId}`;

const Namespaces_Delete: Handler = async (req, ctx) => {
  const key = namespaceKey(req.pathParams);
  const ns = await liveNamespace(ctx, key);
  if (!ns) return { status: 204 };
  const now = ctx.clock.now();
  if (ctx.settings.asyncDeleteMs <= 0) {
    await ctx.store.delete(NAMESPACES, key);
    return { status: 200 };
  }
  const subscriptionId = req.pathParams.subscriptionId ?? "";
  const deletion = ns.deletion ?? { operationId: randomUUID(), startedAt: now, doneAt: now + ctx.settings.asyncDeleteMs };
  const { operationId, startedAt, doneAt } = deletion;
  if (!ns.deletion) {
    const operation: NamespaceOperation = {
      id: operationStatusPath(subscriptionId, ns.location, operationId),
      name: operationId,
      subscriptionId,
      location: ns.location,
      namespaceKey: key,
      startedAt,
      doneAt,
    };
    await ctx.store.put(NAMESPACE_OPERATIONS, operationId, operation);
    await ctx.store.put(NAMESPACES, key, { ...ns, deletion });
  }
  const statusUrl = absolute(req, prefixBefore(req.path, "/subscriptions/") + operationStatusPath(subscriptionId, ns.location, operationId), { "api-version": req.query["api-version"] });
  return { status: 202, headers: { "Vendor-AsyncOperation": statusUrl, "Retry-After": String(Math.max(1, Math.ceil((doneAt - now) / 1000))) } };
};

/** GET .../locations/{location}/operationStatuses/{operationId}: progress of a namespace deletion. */
const OperationStatuses_Get: Handler = async (req, ctx) => {
  const { subscriptionId = "", location = "", operationId = "" } = req.pathParams;
  const op = ctx.store.get<NamespaceOperation>(NAMESPACE_OPERATIONS, operationId.toLowerCase());
  if (!op || op.subscriptionId.toLowerCase() !== subscriptionId.toLowerCase() || op.location.toLowerCase() !== location.toLowerCase()) {
    throw new ApiError(404, "OperationNotFound", `The operation '${operationId}' was not found in location '${location}'.`);
  }
  const now = ctx.clock.now();
  const done = now >= op.doneAt;
  if (done) await liveNamespace(ctx, op.namespaceKey);
  const status: OperationStatusResult = {
    id: op.id,
    name: op.name,
    status: done ? "Succeeded" : "InProgress",
    startTime: iso(op.startedAt),
    ...(done ? { endTime: iso(op.doneAt) } : {}),
    percentComplete: done ? 100 : Math.floor(((now - op.startedAt) / (op.doneAt - op.startedAt)) * 100),
  };
  return { status: 200, body: status };
};

const ASYNC_DELETE: Claim = {
  claim: "namespace.async-delete",
  kind: "async",
  says:
    "Deleting a namespace answers 202 with Vendor-AsyncOperation (its OperationStatuses_Get address) and Retry-After; the status reads InProgress with percentComplete, " +
    `then Succeeded once asyncDeleteMs (default ${defaultSettings().asyncDeleteMs} ms) has passed on the virtual clock, and the namespace is gone: DELETE answers 204.`,
};

export const eventHub: ApiPart = {
  api: EVENT_HUB,
  handlers: { Namespaces_Delete, OperationStatuses_Get },
  errors: armErrors,
  parity: {
    operations: {
      Namespaces_Delete: {
        reproduces: [
          ASYNC_DELETE,
          {
            claim: "namespace.seeded",
            kind: "seed",
            says: "Four namespaces are seeded (contoso-telemetry-ns and contoso-telemetry-dr in telemetry-rg, contoso-orders-ns and contoso-orders-test in orders-rg); a name that does not exist answers 204.",
          },
        ],
        doesNot: [
          {
            claim: "namespace.never-fails",
            says: "A deletion never fails, is never canceled and is never done at once (200) while asyncDeleteMs is above 0; the namespace holds no event hubs to remove, and the contract has no way to create one.",
          },
        ],
      },
      OperationStatuses_Get: { reproduces: [ASYNC_DELETE] },
    },
  },
  collections: {
    [NAMESPACES]: {
      schema: {
        type: "object",
        required: ["id", "name", "location"],
        properties: {
          id: { type: "string" },
          name: { type: "string" },
          location: { type: "string" },
          deletion: { type: "object", required: ["operationId", "startedAt", "doneAt"], properties: { operationId: { type: "string" }, startedAt: { type: "number" }, doneAt: { type: "number" } } },
        },
      },
      idOf: (ns: NamespaceRecord) => ns.id.toLowerCase(),
    },
    [NAMESPACE_OPERATIONS]: {
      schema: {
        type: "object",
        required: ["id", "name", "subscriptionId", "location", "namespaceKey", "startedAt", "doneAt"],
        properties: Object.fromEntries([
          ...["id", "name", "subscriptionId", "location", "namespaceKey"].map((k) => [k, { type: "string" }]),
          ...["startedAt", "doneAt"].map((k) => [k, { type: "number" }]),
        ]),
      },
      idOf: (op: NamespaceOperation) => op.name,
    },
  },
  async seed(ctx) {
    for (const ns of seededNamespaces()) await ctx.store.put(NAMESPACES, ns.id.toLowerCase(), ns);
  },
};
