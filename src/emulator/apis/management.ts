/**
 * Emulator handlers for the management-plane APIs of seed 001 that have HTTP operations: container
 * groups, streaming jobs, namespaces (delete + operation status), approval stages, health events and
 * quotas. (The API gateway entries, api-management@*, are components only: nothing to serve.)
 *
 * State lives in the Store; time comes from the Clock. Progress (container group provisioning, namespace
 * deletion) is derived from timestamps compared with `clock.now()`, so it follows `advance` and survives a
 * restart without timers. Secrets (writeOnly fields) are removed before anything is stored.
 *
 * Every operation draws from a token bucket per subscription and principal (reads, writes, deletes; see
 * rateLimited): an empty bucket answers 429 with Retry-After, as the gap decisions describe.
 */
import { randomUUID } from "node:crypto";
import type { Finding } from "../../contract/validator.js";
import type { ApiModule, EmuRequest, EmuResponse, EmulatorContext, Handler } from "../types.js";
import { bucketsFor } from "../rate-limit.js";
import type { components as Ci, Readable as CiView } from "../../../generated/container-instance/2025-09-01/schema.js";
import type { components as Sa, Readable as SaView, Writable as SaInput } from "../../../generated/stream-analytics/2020-03-01/schema.js";
import type { components as Eh, Readable as EhView } from "../../../generated/event-hub/2026-01-01/schema.js";
import type { components as Stages, Readable as StagesView, Writable as StagesInput } from "../../../generated/approval-stages/2021-01-01-preview/schema.js";
import type { components as Health, Readable as HealthView } from "../../../generated/resource-health/2025-05-01/schema.js";
import type { components as Ml, Readable as MlView } from "../../../generated/machine-learning/2025-09-01/schema.js";
import {
  guidFrom, healthEvents, quotaEntries, seededApprovalStages, seededNamespaces, QUOTA_LOCATIONS,
  type ApprovalStage, type HealthEvent, type NamespaceRecord,
} from "./seed-data.js";

/** Registry keys (redocly.yaml) of the APIs served here. */
const CONTAINER_INSTANCE = "container-instance@2025-09-01";
const STREAM_ANALYTICS = "stream-analytics@2020-03-01";
const EVENT_HUB = "event-hub@2026-01-01";
const APPROVAL_STAGES = "approval-stages@2021-01-01-preview";
const RESOURCE_HEALTH = "resource-health@2025-05-01";
const MACHINE_LEARNING = "machine-learning@2025-09-01";

/** Store collections. */
const SEED = "management.seed";
const GROUPS = "management.containerGroups";
const JOBS = "management.streamingJobs";
const NAMESPACES = "management.namespaces";
const NAMESPACE_OPERATIONS = "management.namespaceOperations";
const STAGES = "management.approvalStages";

/** Items per page of the health event and quota lists. */
export const PAGE_SIZE = 10;
/** The tenant the emulated identities belong to. */
const TENANT_ID = "72f988bf-86f1-41af-91ab-2d7cd011db47";

type ContainerGroup = CiView<Ci["schemas"]["ContainerGroup"]>;
type StreamingJob = SaView<Sa["schemas"]["StreamingJob"]>;
type StreamingJobInput = SaInput<Sa["schemas"]["StreamingJob"]>;
/** The status address of a namespace deletion (`OperationStatuses_Get`). */
type OperationStatusResult = EhView<Eh["schemas"]["OperationStatusResult"]>;
type StageDecision = StagesInput<Stages["schemas"]["RoleAssignmentApprovalStepProperties"]>;
type UserPrincipal = StagesView<Stages["schemas"]["UserPrincipal"]>;
type EventList = HealthView<Health["schemas"]["Events"]>;
type QuotaList = MlView<Ml["schemas"]["ListWorkspaceQuotas"]>;

interface ContainerGroupRecord {
  /** The group as returned, secrets removed, without provisioningState and instanceView. */
  group: ContainerGroup;
  readyAt: number;
}
interface NamespaceOperation {
  id: string;
  name: string;
  subscriptionId: string;
  location: string;
  namespaceKey: string;
  startedAt: number;
  doneAt: number;
}

// --- small helpers -------------------------------------------------------------------------------

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const iso = (ms: number) => new Date(ms).toISOString();
const json = (status: number, body: unknown, headers?: Record<string, string>): EmuResponse => ({ status, body, ...(headers ? { headers } : {}) });

/**
 * Delete fields given as dotted paths (`a.b[].c`: every item of array b); a last segment `*` empties an
 * object. Used for secrets (never stored, never returned) and for server-set fields a client sent.
 */
export function removeFields(value: unknown, paths: readonly string[]): void {
  const strip = (node: unknown, [head, ...rest]: string[]): void => {
    if (head === undefined || !isRecord(node)) return;
    if (head === "*") {
      for (const key of Object.keys(node)) delete node[key];
      return;
    }
    const key = head.replace(/\[\]$/, "");
    if (rest.length === 0) {
      delete node[key];
      return;
    }
    const child = node[key];
    for (const item of head.endsWith("[]") ? (Array.isArray(child) ? child : []) : [child]) strip(item, rest);
  };
  for (const path of paths) strip(value, path.split("."));
}

/** An absolute URL on the emulator for `path` (the request's own origin). */
export function absolute(req: EmuRequest, path: string, query: Record<string, string | undefined> = {}): string {
  // a `%` that starts no escape (the client sent it raw) is kept as `%25`, so the URL stays a valid URI
  const url = new URL(path.replace(/%(?![0-9A-Fa-f]{2})/g, "%25"), req.baseUrl);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

/** The part of the received path before `marker` (a server prefix such as /vendordocs, or a mount point). */
export function prefixBefore(path: string, marker: string): string {
  const at = path.toLowerCase().indexOf(marker.toLowerCase());
  return at > 0 ? path.slice(0, at) : "";
}

/** `properties.containers[0].name`, `api-version`, ...: the field a finding is about, ARM style. */
export function targetOf(finding: Finding): string | undefined {
  const m = /^\/request\/(body|query|path|header|cookie)(?:\/(.*))?$/.exec(finding.pointer);
  if (!m) return undefined;
  const parts = (m[2] ?? "").split("/").filter((p) => p !== "").map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
  return parts.reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), "") || undefined;
}

/** Opaque continuation tokens of the lists: base64url JSON. */
const encodeToken = (state: object) => Buffer.from(JSON.stringify(state)).toString("base64url");
function decodeToken<T extends object>(token: string | undefined): T | undefined | "invalid" {
  if (token === undefined) return undefined;
  try {
    const value = JSON.parse(Buffer.from(token, "base64url").toString("utf8")) as unknown;
    return isRecord(value) ? (value as T) : "invalid";
  } catch {
    return "invalid";
  }
}

// --- errors: each API's own documented body ------------------------------------------------------

/** The field all findings are about, when they agree on one. */
export function commonTarget(findings: Finding[]): string | undefined {
  const targets = new Set(findings.map(targetOf));
  return targets.size === 1 ? [...targets][0] : undefined;
}

const armError = (code: string, message: string, findings: Finding[], extra: Json = {}) => {
  const target = commonTarget(findings);
  const details = findings.map((f) => ({ code: f.rule, message: f.message, ...(targetOf(f) ? { target: targetOf(f) } : {}) }));
  return { error: { code, message, ...(target ? { target } : {}), ...(details.length ? { details } : {}), ...extra } };
};
const withFindings = (message: string, findings: Finding[]) => (findings.length ? `${message} ${findings.map((f) => f.message).join("; ")}.` : message);

const errorBodies: Record<string, (code: string, message: string, findings: Finding[]) => unknown> = {
  // { error: { code, message, target, details[] } } (gap decisions, seed 001)
  [CONTAINER_INSTANCE]: armError,
  [STREAM_ANALYTICS]: armError,
  [EVENT_HUB]: armError,
  [MACHINE_LEARNING]: armError,
  // { error: { code, message } }: no details field, so findings go into the message
  [APPROVAL_STAGES]: (code, message, findings) => ({ error: { code, message: withFindings(message, findings) } }),
  // the flat { code, message, details } of the health events API (details is a string)
  [RESOURCE_HEALTH]: (code, message, findings) => ({ code, message, ...(findings.length ? { details: findings.map((f) => f.message).join("; ") } : {}) }),
};

function error(api: string, status: number, code: string, message: string, findings: Finding[] = []): EmuResponse {
  const shape = errorBodies[api] ?? armError;
  return json(status, shape(code, message, findings));
}

// --- container groups (container-instance@2025-09-01) --------------------------------------------

/** writeOnly fields (seed 001: "Secret values ... are omitted from responses"); secret volume values are emptied. */
const CONTAINER_GROUP_SECRETS = [
  "properties.imageRegistryCredentials[].password",
  "properties.volumes[].azureFile.storageAccountKey",
  "properties.volumes[].secret.*",
  "properties.diagnostics.logAnalytics.workspaceKey",
  "properties.extensions[].properties.protectedSettings",
];
/** readOnly fields a client may have sent back: the service sets them. */
const CONTAINER_GROUP_SERVER_SET = [
  "id", "name", "type", "identity.principalId", "identity.tenantId",
  "properties.provisioningState", "properties.instanceView", "properties.isCreatedFromStandbyPool",
  "properties.ipAddress.ip", "properties.ipAddress.fqdn", "properties.containers[].properties.instanceView",
];

function containerGroupView(record: ContainerGroupRecord, now: number): ContainerGroup {
  const group = structuredClone(record.group);
  const ready = now >= record.readyAt;
  const at = iso(record.readyAt);
  group.properties.provisioningState = ready ? "Succeeded" : "Pending";
  group.properties.instanceView = {
    state: ready ? "Running" : "Pending",
    events: ready ? group.properties.containers.map((c) => ({ count: 1, firstTimestamp: at, lastTimestamp: at, name: "Started", message: `Started container ${c.name}`, type: "Normal" })) : [],
  };
  return group;
}

const ContainerGroups_CreateOrUpdate: Handler = async (req, ctx) => {
  const { subscriptionId = "", resourceGroupName = "", containerGroupName = "" } = req.pathParams;
  const id = `/subscriptions/${subscriptionId}/resourceGroups/${resourceGroupName}/providers/Vendor.ContainerInstance/containerGroups/${containerGroupName}`;
  const key = id.toLowerCase();
  const now = ctx.clock.now();
  const existing = ctx.store.get<ContainerGroupRecord>(GROUPS, key);
  if (existing && now < existing.readyAt) {
    return error(req.api, 409, "ContainerGroupTransitioning", `The container group '${containerGroupName}' is still transitioning, please retry later.`);
  }
  const body = structuredClone(req.body) as Json;
  removeFields(body, [...CONTAINER_GROUP_SECRETS, ...CONTAINER_GROUP_SERVER_SET]);
  const input = body as unknown as ContainerGroup;
  const group: ContainerGroup = {
    ...input,
    id: existing?.group.id ?? id,
    name: existing?.group.name ?? containerGroupName,
    type: "Vendor.ContainerInstance/containerGroups",
    properties: { ...input.properties, isCreatedFromStandbyPool: input.properties.standbyPoolProfile !== undefined },
  };
  if (input.identity && input.identity.type !== "None") {
    const system = input.identity.type?.startsWith("SystemAssigned") ?? false;
    const users = input.identity.userAssignedIdentities;
    group.identity = {
      ...input.identity,
      tenantId: TENANT_ID,
      ...(system ? { principalId: guidFrom(`${key}/principal`) } : {}),
      ...(users ? { userAssignedIdentities: Object.fromEntries(Object.keys(users).map((k) => [k, { principalId: guidFrom(`${k}/principal`), clientId: guidFrom(`${k}/client`) }])) } : {}),
    };
  }
  const ip = group.properties.ipAddress;
  if (ip) {
    const n = parseInt(guidFrom(key).slice(0, 4), 16);
    ip.ip = ip.type === "Public" ? `20.61.${n >> 8}.${n & 255}` : `10.0.${n >> 8}.${n & 255}`;
    if (ip.dnsNameLabel) ip.fqdn = `${ip.dnsNameLabel}.${(group.location ?? "westeurope").replace(/\s+/g, "").toLowerCase()}.containers.vendor.example`;
  }
  const record: ContainerGroupRecord = { group, readyAt: now + ctx.settings.provisioningDelayMs };
  await ctx.store.put(GROUPS, key, record);
  return json(existing ? 200 : 201, containerGroupView(record, now));
};

const ContainerGroups_Get: Handler = (req, ctx) => {
  const { subscriptionId = "", resourceGroupName = "", containerGroupName = "" } = req.pathParams;
  const key = `/subscriptions/${subscriptionId}/resourceGroups/${resourceGroupName}/providers/Vendor.ContainerInstance/containerGroups/${containerGroupName}`.toLowerCase();
  const record = ctx.store.get<ContainerGroupRecord>(GROUPS, key);
  if (!record) {
    return error(req.api, 404, "ResourceNotFound", `The Resource 'Vendor.ContainerInstance/containerGroups/${containerGroupName}' under resource group '${resourceGroupName}' was not found.`);
  }
  return json(200, containerGroupView(record, ctx.clock.now()));
};

// --- streaming jobs (stream-analytics@2020-03-01) ------------------------------------------------

const STREAMING_JOB_SECRETS = [
  "properties.jobStorageAccount.accountKey",
  ...["inputs", "outputs"].flatMap((list) => [
    `properties.${list}[].properties.datasource.properties.storageAccounts[].accountKey`,
    `properties.${list}[].properties.datasource.properties.password`,
    `properties.${list}[].properties.datasource.properties.refreshToken`,
    `properties.${list}[].properties.datasource.properties.sharedAccessPolicyKey`,
  ]),
];
const STREAMING_JOB_SERVER_SET = [
  "id", "name", "type", "identity.principalId", "identity.tenantId",
  ...["jobId", "provisioningState", "jobState", "createdDate", "lastOutputEventTime", "etag"].map((f) => `properties.${f}`),
];

/** Entity tags compare without quotes and weakness marker. */
const bareTag = (tag: string) => tag.trim().replace(/^W\//, "").replace(/^"(.*)"$/, "$1");

const StreamingJobs_CreateOrReplace: Handler = async (req, ctx) => {
  const { subscriptionId = "", resourceGroupName = "", jobName = "" } = req.pathParams;
  const id = `/subscriptions/${subscriptionId}/resourcegroups/${resourceGroupName}/providers/Vendor.StreamAnalytics/streamingjobs/${jobName}`;
  const key = id.toLowerCase();
  const existing = ctx.store.get<StreamingJob>(JOBS, key);
  const ifMatch = req.headers["if-match"];
  const ifNoneMatch = req.headers["if-none-match"];
  const failed = (message: string, target: string) => json(412, { error: { code: "PreconditionFailed", message, target } });
  if (ifNoneMatch !== undefined && ifNoneMatch.trim() !== "*") {
    return failed(`The If-None-Match header value '${ifNoneMatch}' is not supported; only '*' is allowed. The streaming job '${jobName}' was not changed.`, "If-None-Match");
  }
  if (ifNoneMatch !== undefined && existing) {
    return failed(`The streaming job '${jobName}' already exists and If-None-Match is '*'. The streaming job was not changed.`, "If-None-Match");
  }
  if (ifMatch !== undefined) {
    const current = existing?.properties.etag;
    const matches = current !== undefined && ifMatch.split(",").some((t) => t.trim() === "*" || bareTag(t) === current);
    if (!matches) {
      return failed(`The If-Match header value '${ifMatch}' does not match the current entity tag of the streaming job '${jobName}'. The streaming job was not changed.`, "If-Match");
    }
  }

  const body = structuredClone(req.body) as Json;
  removeFields(body, [...STREAMING_JOB_SECRETS, ...STREAMING_JOB_SERVER_SET]);
  const input = body as unknown as StreamingJobInput;
  const p = input.properties;
  const now = iso(ctx.clock.now());
  const child = (kind: string, item: { name: string; properties: object }, extra: object = {}): Json => ({
    ...item,
    id: `${id}/${kind}/${item.name}`,
    type: `Vendor.StreamAnalytics/streamingjobs/${kind}`,
    properties: { ...item.properties, ...extra, etag: randomUUID() },
  });
  const t = p.transformation;
  const transformation = t && child("transformations", t, { streamingUnits: t.properties.streamingUnits ?? 3, validStreamingUnits: [1, 3, 6, 12, 18, 24, 30, 36, 42, 48] });
  const job = {
    ...input,
    id: existing?.id ?? id,
    name: existing?.name ?? jobName,
    type: "Vendor.StreamAnalytics/streamingjobs",
    ...(input.identity ? { identity: { ...input.identity, tenantId: TENANT_ID, principalId: guidFrom(`${key}/principal`) } } : {}),
    properties: {
      ...p,
      dataLocale: p.dataLocale ?? "en-US",
      jobId: existing?.properties.jobId ?? randomUUID(),
      provisioningState: "Succeeded",
      jobState: existing?.properties.jobState ?? "Created",
      createdDate: existing?.properties.createdDate ?? now,
      lastOutputEventTime: existing?.properties.lastOutputEventTime ?? null,
      inputs: (p.inputs ?? []).map((i) => child("inputs", i)),
      outputs: (p.outputs ?? []).map((o) => child("outputs", o)),
      functions: (p.functions ?? []).map((f) => child("functions", f)),
      ...(transformation ? { transformation } : {}),
      etag: randomUUID(),
    },
  } as unknown as StreamingJob;
  await ctx.store.put(JOBS, key, job);
  return json(existing ? 200 : 201, job, { ETag: `"${job.properties.etag}"` });
};

// --- namespaces (event-hub@2026-01-01) ---------------------------------------------------------

const namespaceKey = (p: Record<string, string>) =>
  `/subscriptions/${p.subscriptionId}/resourceGroups/${p.resourceGroupName}/providers/Vendor.EventHub/namespaces/${p.namespaceName}`.toLowerCase();

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
  if (!ns.deletion) {
    ns.deletion = { operationId: randomUUID(), startedAt: now, doneAt: now + ctx.settings.asyncDeleteMs };
    const { operationId, startedAt, doneAt } = ns.deletion;
    const operation: NamespaceOperation = { id: operationStatusPath(subscriptionId, ns.location, operationId), name: operationId, subscriptionId, location: ns.location, namespaceKey: key, startedAt, doneAt };
    await ctx.store.put(NAMESPACE_OPERATIONS, operationId, operation);
    await ctx.store.put(NAMESPACES, key, ns);
  }
  const { operationId, doneAt } = ns.deletion;
  const statusUrl = absolute(req, prefixBefore(req.path, "/subscriptions/") + operationStatusPath(subscriptionId, ns.location, operationId), { "api-version": req.query["api-version"] });
  return { status: 202, headers: { "Vendor-AsyncOperation": statusUrl, "Retry-After": String(Math.max(1, Math.ceil((doneAt - now) / 1000))) } };
};

/** GET .../locations/{location}/operationStatuses/{operationId}: progress of a namespace deletion. */
const OperationStatuses_Get: Handler = async (req, ctx) => {
  const { subscriptionId = "", location = "", operationId = "" } = req.pathParams;
  const op = ctx.store.get<NamespaceOperation>(NAMESPACE_OPERATIONS, operationId.toLowerCase());
  if (!op || op.subscriptionId.toLowerCase() !== subscriptionId.toLowerCase() || op.location.toLowerCase() !== location.toLowerCase()) {
    return error(req.api, 404, "OperationNotFound", `The operation '${operationId}' was not found in location '${location}'.`);
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
  return json(200, status);
};

// --- approval stages (approval-stages@2021-01-01-preview) --------------------------------------

const stageKey = (approvalId: string, stageId: string) => `${approvalId}/${stageId}`.toLowerCase();

/** The reviewer: the claims of a JWT bearer token when there is one, else the emulator's user. */
function reviewer(req: EmuRequest): UserPrincipal {
  const token = /^bearer\s+(.+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? "";
  try {
    const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === "string" ? v : undefined);
    const upn = str(claims.upn) ?? str(claims.preferred_username);
    return {
      principalId: str(claims.oid) ?? str(claims.sub) ?? guidFrom(token),
      principalName: str(claims.name) ?? upn ?? "Unknown principal",
      principalType: claims.idtyp === "app" || (!upn && claims.appid !== undefined) ? "servicePrincipal" : "user",
      ...(upn ? { userPrincipalName: upn } : {}),
    };
  } catch {
    return { principalId: "0c4f8e2a-5b7d-4c91-a3e6-9f1d2b8c7a54", principalName: "Emulator User", principalType: "user", userPrincipalName: "emulator.user@contoso.example" };
  }
}

/**
 * Records a decision. Transitions are not public (seed 001), so this emulator decides: only a stage
 * InProgress takes a decision; Approve or Deny completes it (status Completed) and records the reviewer
 * and the time; NotReviewed (or no reviewResult) only updates displayName and justification.
 */
const RoleAssignmentApprovalStep_Patch: Handler = async (req, ctx) => {
  const { approvalId = "", stageId = "" } = req.pathParams;
  const key = stageKey(approvalId, stageId);
  const stage = ctx.store.get<ApprovalStage>(STAGES, key);
  if (!stage) return error(req.api, 404, "RoleAssignmentApprovalStepNotFound", `The role assignment approval stage '${stageId}' was not found.`);
  const decision = (req.body ?? {}) as StageDecision;
  const deciding = decision.reviewResult === "Approve" || decision.reviewResult === "Deny";
  const props = { ...stage.properties };
  if (deciding && props.status !== "InProgress") {
    return error(req.api, 409, "RoleAssignmentApprovalStepNotInProgress", `The role assignment approval stage '${stageId}' is ${props.status ?? "not in progress"} and cannot take a decision.`);
  }
  if (decision.displayName !== undefined) props.displayName = decision.displayName;
  if (decision.justification !== undefined) props.justification = decision.justification;
  if (deciding) {
    props.reviewResult = decision.reviewResult;
    props.reviewedBy = reviewer(req);
    props.reviewedDateTime = ctx.clock.nowIso();
    props.status = "Completed";
  }
  const updated: ApprovalStage = { ...stage, properties: props };
  await ctx.store.put(STAGES, key, updated);
  return json(200, updated);
};

// --- health events (resource-health@2025-05-01) ------------------------------------------------

interface Clause { field: "service" | "region"; value: string }

/** `service eq 'x' and region eq 'y' or ...`: clauses grouped as OR of ANDs; undefined when unreadable. */
export function parseEventFilter(text: string): Clause[][] | undefined {
  const clause = /\s*(service|region)\s+eq\s+'((?:[^']|'')*)'\s*/iy;
  const joiner = /(and|or)\b/iy;
  const groups: Clause[][] = [[]];
  let at = 0;
  for (;;) {
    clause.lastIndex = at;
    const m = clause.exec(text);
    if (!m) return undefined;
    groups[groups.length - 1]!.push({ field: m[1]!.toLowerCase() as Clause["field"], value: m[2]!.replace(/''/g, "'") });
    at = clause.lastIndex;
    if (at === text.length) return groups;
    joiner.lastIndex = at;
    const j = joiner.exec(text);
    if (!j) return undefined;
    if (j[1]!.toLowerCase() === "or") groups.push([]);
    at = joiner.lastIndex;
  }
}

const matchesClause = (event: HealthEvent, { field, value }: Clause) =>
  (event.properties?.impact ?? []).some((impact) =>
    field === "service"
      ? impact.impactedService?.toLowerCase() === value.toLowerCase()
      : (impact.impactedRegions ?? []).some((r) => r.impactedRegion?.toLowerCase() === value.toLowerCase()));

/** M/D/YYYY (slashes possibly still percent-encoded) as UTC midnight; undefined when not a calendar date. */
function parseQueryStartTime(text: string): number | undefined {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.replace(/%2f/gi, "/"));
  if (!m) return undefined;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(year, month - 1, day);
  const d = new Date(ms);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? ms : undefined;
}

/** The time the seed data is anchored to (the first start of this store). */
const seedAnchor = (ctx: EmulatorContext) => ctx.store.get<{ anchor: number }>(SEED, "v1")?.anchor ?? ctx.clock.now();

const eventsOf = (ctx: EmulatorContext, subscriptionId: string): HealthEvent[] =>
  healthEvents(seedAnchor(ctx)).map((e) => ({ ...e, id: `/subscriptions/${subscriptionId}/providers/Vendor.ResourceHealth/events/${e.name}` }));

/** Sensitive events are listed without description, summary and updates (fetchEventDetails has them). */
const SENSITIVE_IN_LIST = ["properties.description", "properties.summary", "properties.impact[].impactedRegions[].updates"];

const Events_ListBySubscriptionId: Handler = (req, ctx) => {
  const { subscriptionId = "" } = req.pathParams;
  const filterText = req.query.$filter;
  const filter = filterText === undefined ? undefined : parseEventFilter(filterText);
  if (filterText !== undefined && !filter) {
    return error(req.api, 400, "InvalidFilter", `The value '${filterText}' of query parameter '$filter' is not supported.`, [
      { pointer: "/request/query/$filter", rule: "filter", message: "Use service eq '<name>' or region eq '<name>', joined with and / or." },
    ]);
  }
  const startText = req.query.queryStartTime;
  const token = decodeToken<{ skip: number; start: number }>(req.query.$skiptoken);
  if (token === "invalid" || (token && (!Number.isInteger(token.skip) || typeof token.start !== "number"))) {
    return error(req.api, 400, "InvalidSkipToken", "The $skiptoken is not valid; follow nextLink as returned.");
  }
  const start = token?.start ?? (startText === undefined ? ctx.clock.now() - 3 * 24 * 3_600_000 : parseQueryStartTime(startText));
  if (start === undefined) {
    return error(req.api, 400, "InvalidQueryParameter", `The value '${startText}' of query parameter 'queryStartTime' is not a valid date.`, [
      { pointer: "/request/query/queryStartTime", rule: "date", message: "Use a date shaped M/D/YYYY, for example 5/12/2025 or 5%2F12%2F2025" },
    ]);
  }
  const selected = eventsOf(ctx, subscriptionId)
    .filter((e) => Date.parse(e.properties?.lastUpdateTime ?? "") >= start)
    .filter((e) => !filter || filter.some((group) => group.every((c) => matchesClause(e, c))))
    .sort((a, b) => (b.properties?.lastUpdateTime ?? "").localeCompare(a.properties?.lastUpdateTime ?? ""));
  const skip = token?.skip ?? 0;
  const page = selected.slice(skip, skip + PAGE_SIZE).map((e) => {
    if (!e.properties?.isEventSensitive) return e;
    const listed = structuredClone(e);
    removeFields(listed, SENSITIVE_IN_LIST);
    return listed;
  });
  const more = skip + PAGE_SIZE < selected.length;
  const body: EventList = {
    value: page,
    ...(more
      ? { nextLink: absolute(req, req.path, { "api-version": req.query["api-version"], $filter: filterText, queryStartTime: startText, $skiptoken: encodeToken({ skip: skip + PAGE_SIZE, start }) }) }
      : {}),
  };
  return json(200, body);
};

const Event_fetchDetailsBySubscriptionIdAndTrackingId: Handler = (req, ctx) => {
  const { subscriptionId = "", eventTrackingId = "" } = req.pathParams;
  const event = eventsOf(ctx, subscriptionId).find((e) => e.name?.toLowerCase() === eventTrackingId.toLowerCase());
  if (!event) {
    return json(404, { code: "EventNotFound", message: `The event with tracking id '${eventTrackingId}' was not found.`, details: "The tracking id is the name of an event returned by the list." });
  }
  return json(200, event);
};

// --- quotas (machine-learning@2025-09-01) -------------------------------------------------------

const Quotas_List: Handler = (req) => {
  const { subscriptionId = "", location = "" } = req.pathParams;
  const known = QUOTA_LOCATIONS.find((l) => l === location.toLowerCase());
  if (!known) {
    return json(404, armError("LocationNotAvailableForResourceType", `The provided location '${location}' is not available for resource type 'Vendor.MachineLearningServices/locations/quotas'.`, [], {
      target: "location",
      additionalInfo: [{ type: "AvailableLocations", info: { locations: [...QUOTA_LOCATIONS] } }],
    }));
  }
  const token = decodeToken<{ skip: number }>(req.query.$skiptoken);
  if (token === "invalid" || (token && !Number.isInteger(token.skip))) {
    return error(req.api, 400, "InvalidSkipToken", "The $skiptoken is not valid; follow nextLink as returned.");
  }
  const all = quotaEntries(subscriptionId, known);
  const skip = token?.skip ?? 0;
  const body: QuotaList = {
    value: all.slice(skip, skip + PAGE_SIZE),
    ...(skip + PAGE_SIZE < all.length ? { nextLink: absolute(req, req.path, { "api-version": req.query["api-version"], $skiptoken: encodeToken({ skip: skip + PAGE_SIZE }) }) } : {}),
  };
  return json(200, body);
};

// --- request-rate limits -----------------------------------------------------------------------------

type BucketKind = "reads" | "writes" | "deletes";
/** Whether a response of an operation declares a header: `${api} ${operationId} ${status} ${header}`. */
const declaredHeaders = new Map<string, boolean>();

function declaresHeader(ctx: EmulatorContext, api: string, operationId: string, status: number, header: string): boolean {
  const key = `${api} ${operationId} ${status} ${header}`;
  let found = declaredHeaders.get(key);
  if (found === undefined) {
    const contract = ctx.contracts.get(api);
    const op = contract?.listOperations().find((o) => o.operationId === operationId);
    const headers = op ? contract!.deref(`${op.pointer}/responses/${status}`)?.value.headers : undefined;
    found = typeof headers === "object" && headers !== null && Object.keys(headers).some((h) => h.toLowerCase() === header);
    declaredHeaders.set(key, found);
  }
  return found;
}

/**
 * The gap decisions' management-plane limits, on every operation of these APIs: a token bucket per
 * subscription and principal (the Authorization header) for reads (GET: 250, refilled at 25/s), writes
 * (PUT, PATCH, POST: 200 at 10/s) and deletes (DELETE: 200 at 10/s), all settings. An empty bucket answers
 * 429 with Retry-After and `x-vendor-ratelimit-remaining-subscription-<kind>: 0`; an answer whose
 * response declares that header carries what is left. Requests that break the contract are refused by
 * the core before they reach a bucket.
 */
function rateLimited(handlers: Record<string, Handler>): Record<string, Handler> {
  const limit = (operationId: string, handler: Handler): Handler => async (req, ctx) => {
    const kind: BucketKind = req.method === "GET" || req.method === "HEAD" ? "reads" : req.method === "DELETE" ? "deletes" : "writes";
    const s = ctx.settings;
    const [capacity, perSecond] = kind === "reads" ? [s.managementReadsBucket, s.managementReadsPerSecond] : [s.managementWritesBucket, s.managementWritesPerSecond];
    const taken = bucketsFor(ctx, "management").take(`${kind} ${(req.pathParams.subscriptionId ?? "").toLowerCase()} ${req.headers.authorization ?? ""}`, capacity, perSecond, ctx.clock.now());
    const header = `x-vendor-ratelimit-remaining-subscription-${kind}`;
    if (!taken.allowed) {
      const seconds = taken.retryAfterSeconds;
      const refused = error(req.api, 429, "TooManyRequests", `The request was throttled because the ${kind} limit of the subscription and principal was reached (${capacity}, refilled at ${perSecond} per second). Retry after ${seconds} second${seconds === 1 ? "" : "s"}.`);
      return { ...refused, headers: { "retry-after": String(seconds), [header]: "0" } };
    }
    const answer = await handler(req, ctx);
    return declaresHeader(ctx, req.api, operationId, answer.status, header) ? { ...answer, headers: { ...answer.headers, [header]: String(taken.remaining) } } : answer;
  };
  return Object.fromEntries(Object.entries(handlers).map(([operationId, handler]) => [operationId, limit(operationId, handler)]));
}

// --- the module ------------------------------------------------------------------------------------

export const managementModule: ApiModule = {
  apis: [CONTAINER_INSTANCE, STREAM_ANALYTICS, EVENT_HUB, APPROVAL_STAGES, RESOURCE_HEALTH, MACHINE_LEARNING],
  handlers: rateLimited({
    ContainerGroups_CreateOrUpdate,
    ContainerGroups_Get,
    StreamingJobs_CreateOrReplace,
    Namespaces_Delete,
    OperationStatuses_Get,
    RoleAssignmentApprovalStep_Patch,
    Events_ListBySubscriptionId,
    Event_fetchDetailsBySubscriptionIdAndTrackingId,
    Quotas_List,
  }),
  error,
  /** Seed namespaces and approval stages once per store, and anchor the health events to that time. */
  async start(ctx) {
    if (ctx.store.get(SEED, "v1")) return;
    for (const ns of seededNamespaces()) await ctx.store.put(NAMESPACES, ns.id.toLowerCase(), ns);
    for (const stage of seededApprovalStages()) {
      const [, approvalId = "", stageId = ""] = /roleAssignmentApprovals\/([^/]+)\/stages\/([^/]+)$/.exec(stage.id ?? "") ?? [];
      await ctx.store.put(STAGES, stageKey(approvalId, stageId), stage);
    }
    await ctx.store.put(SEED, "v1", { anchor: ctx.clock.now() });
  },
};
