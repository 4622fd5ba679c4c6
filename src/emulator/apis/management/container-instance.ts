/**
 * Container groups (container-instance@2025-09-01): PUT creates or updates, GET reads back (the secrets
 * never reach the handler: the pipeline drops what the contract marks writeOnly); provisioning runs
 * Pending → Succeeded, derived from the clock (no timers, survives a restart).
 */
import type { components as Ci, Readable as CiView } from "../../../../generated/container-instance/2025-09-01/schema.js";
import { ApiError } from "../../../http/errors.js";
import { copyOf } from "../../copy.js";
import type { Claim, Gap } from "../../parity.js";
import { defaultSettings } from "../../settings.js";
import type { Handler } from "../../types.js";
import type { ApiPart } from "../compose.js";
import { guidFrom } from "../seed-data.js";
import { armErrors, iso, TENANT_ID } from "./arm.js";

export const CONTAINER_INSTANCE = "container-instance@2025-09-01";
/** Container groups by lower-case resource id. */
const GROUPS = "management.containerGroups";

type ContainerGroup = CiView<Ci["schemas"]["ContainerGroup"]>;
interface ContainerGroupRecord {
  /** The group as returned, secrets removed, without provisioningState and instanceView. */
  group: ContainerGroup;
  readyAt: number;
}

const groupId = (p: Record<string, string>) =>
  `/subscriptions/${p.subscriptionId ?? ""}/resourceGroups/${p.resourceGroupName ?? ""}/providers/Vendor.ContainerInstance/containerGroups/${p.containerGroupName ?? ""}`;

/** The group as answered: the record with its provisioning state and instance view at `now`. */
function view(record: ContainerGroupRecord, now: number): ContainerGroup {
  const ready = now >= record.readyAt;
  const at = iso(record.readyAt);
  const { group } = record;
  // { ...group, properties: { ...group.properties, provisioningState, instanceView } }, copied by copyOf
  const properties = copyOf(group.properties);
  properties.provisioningState = ready ? "Succeeded" : "Pending";
  properties.instanceView = {
    state: ready ? "Running" : "Pending",
    events: ready ? group.properties.containers.map((c) => ({ count: 1, firstTimestamp: at, lastTimestamp: at, name: "Started", message: `Started container ${c.name}`, type: "Normal" })) : [],
  };
  const made = copyOf(group);
  made.properties = properties;
  return made;
}

const ContainerGroups_CreateOrUpdate: Handler = async (req, ctx) => {
  const { containerGroupName = "" } = req.pathParams;
  const id = groupId(req.pathParams);
  // one group whatever the case of the path (resource group and group names too); id and name keep the case it was created with
  const key = id.toLowerCase();
  const now = ctx.clock.now();
  const existing = ctx.store.get<ContainerGroupRecord>(GROUPS, key);
  if (existing && now < existing.readyAt) {
    throw new ApiError(409, "ContainerGroupTransitioning", `The container group '${containerGroupName}' is still transitioning, please retry later.`);
  }
  // the body as the pipeline hands it over: without the fields the contract marks readOnly or writeOnly
  const input = req.body as ContainerGroup;
  // { ...input, id, name, type, properties: { ...input.properties, isCreatedFromStandbyPool } }, copied by copyOf
  const properties = copyOf(input.properties);
  properties.isCreatedFromStandbyPool = input.properties.standbyPoolProfile !== undefined;
  const group = copyOf(input);
  group.id = existing?.group.id ?? id;
  group.name = existing?.group.name ?? containerGroupName;
  group.type = "Vendor.ContainerInstance/containerGroups";
  group.properties = properties;
  if (input.identity && input.identity.type !== "None") {
    const system = input.identity.type?.startsWith("SystemAssigned") ?? false;
    const users = input.identity.userAssignedIdentities;
    const identity = copyOf(input.identity);
    identity.tenantId = TENANT_ID;
    if (system) identity.principalId = guidFrom(`${key}/principal`);
    if (users) {
      const assigned: Record<string, { principalId: string; clientId: string }> = {};
      for (const k of Object.keys(users)) {
        const ids = { principalId: guidFrom(`${k}/principal`), clientId: guidFrom(`${k}/client`) };
        // an identity named __proto__ (JSON allows it) is a member, as Object.fromEntries makes it
        if (k === "__proto__") Object.defineProperty(assigned, k, { value: ids, enumerable: true, writable: true, configurable: true });
        else assigned[k] = ids;
      }
      identity.userAssignedIdentities = assigned;
    }
    group.identity = identity;
  }
  const ip = group.properties.ipAddress;
  if (ip) {
    const n = parseInt(guidFrom(key).slice(0, 4), 16);
    ip.ip = ip.type === "Public" ? `20.61.${n >> 8}.${n & 255}` : `10.0.${n >> 8}.${n & 255}`;
    if (ip.dnsNameLabel) ip.fqdn = `${ip.dnsNameLabel}.${(group.location ?? "westeurope").replace(/\s+/g, "").toLowerCase()}.containers.vendor.example`;
  }
  const record: ContainerGroupRecord = { group, readyAt: now + ctx.settings.provisioningDelayMs };
  await ctx.store.put(GROUPS, key, record);
  return { status: existing ? 200 : 201, body: view(record, now) };
};

const ContainerGroups_Get: Handler = (req, ctx) => {
  const { resourceGroupName = "", containerGroupName = "" } = req.pathParams;
  const record = ctx.store.get<ContainerGroupRecord>(GROUPS, groupId(req.pathParams).toLowerCase());
  if (!record) {
    throw new ApiError(404, "ResourceNotFound", `The Resource 'Vendor.ContainerInstance/containerGroups/${containerGroupName}' under resource group '${resourceGroupName}' was not found.`);
  }
  return { status: 200, body: view(record, ctx.clock.now()) };
};

const GROUP_STATE: Claim = {
  claim: "container-group.state",
  kind: "state",
  says: "A PUT creates the group (201) or updates it (200); ContainerGroups_Get reads it back as written, with its id, name and type set by the service.",
};
const PROVISIONING: Claim = {
  claim: "container-group.provisioning",
  kind: "clock",
  says: `provisioningState is Pending, then Succeeded (instanceView Running) once provisioningDelayMs (default ${defaultSettings().provisioningDelayMs} ms) has passed on the virtual clock; a PUT meanwhile answers 409 ContainerGroupTransitioning.`,
};
const SECRETS: Claim = {
  claim: "container-group.secrets",
  kind: "state",
  says: "Secrets (the fields the contract marks writeOnly: secure environment values, secret volumes, registry passwords) are taken and never returned.",
};
const NEVER_RUNS: Gap = {
  claim: "container-group.never-runs",
  says: "Containers never run: no image is pulled or started, so any image, even one that does not exist, reaches Succeeded and Running with a made-up Started event.",
};

export const containerInstance: ApiPart = {
  api: CONTAINER_INSTANCE,
  handlers: { ContainerGroups_CreateOrUpdate, ContainerGroups_Get },
  errors: armErrors,
  parity: {
    every: { doesNot: [NEVER_RUNS] },
    operations: {
      ContainerGroups_CreateOrUpdate: { reproduces: [GROUP_STATE, PROVISIONING, SECRETS] },
      ContainerGroups_Get: { reproduces: [GROUP_STATE, PROVISIONING, SECRETS] },
    },
  },
  collections: {
    [GROUPS]: {
      schema: {
        type: "object",
        required: ["group", "readyAt"],
        properties: {
          group: {
            type: "object",
            required: ["id", "name", "properties"],
            properties: {
              id: { type: "string" },
              name: { type: "string" },
              properties: {
                type: "object",
                required: ["containers"],
                properties: { containers: { type: "array", items: { type: "object", required: ["name"], properties: { name: { type: "string" } } } } },
              },
            },
          },
          readyAt: { type: "number" },
        },
      },
      idOf: (r: ContainerGroupRecord) => r.group.id!.toLowerCase(),
    },
  },
};
