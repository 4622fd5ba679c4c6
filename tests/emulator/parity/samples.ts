/**
 * One valid request per operation of the ledger, written here by hand (not from the emulator's code), with
 * what it needs made first under a token of its own: the probes that hold for every operation (credentials,
 * request limits, paths in any case) send it. The bodies come from the contracts' named examples.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { loadRegistry } from "../../../scripts/lib/registry.js";
import { type Answer, COMPANY, type Probe, type Request, SUBSCRIPTION, type Target } from "./harness.js";

const registry = loadRegistry();

/** A named example of a contract (its `value`). */
export function example(api: string, name: string): any {
  const entry = registry.find((e) => e.key === api)!;
  return (parse(readFileSync(join(entry.root, "..", "examples", `${name}.yaml`), "utf8")) as { value: unknown }).value;
}

// --- webhooks ------------------------------------------------------------------------------------

/** The path prefix of a webhooks operation: its version's, or a custom API's publisher/group/version. */
export const prefixOf = (t: Pick<Target, "api" | "id">) => (t.id.startsWith("CustomApi") ? "/api/contoso/app/v1.0" : `/api/${t.api.split("@")[1]}`);
/** The resource a subscription of that prefix names: a collection of the seeded company. */
export const resourceOf = (t: Pick<Target, "api" | "id">, set = "customers") => `${prefixOf(t)}/companies(${COMPANY})/${set}`;

/** Subscribe `url` to a collection through the prefix of `t`; the answer must be 201. */
export async function subscribe(p: Probe, t: Pick<Target, "api" | "id">, url: string, set = "customers", token = p.token()): Promise<{ id: string; etag: string; body: Answer["body"] }> {
  const answer = await p.send({ method: "POST", target: `${prefixOf(t)}/subscriptions`, body: { notificationUrl: url, resource: resourceOf(t, set), clientState: "parity-client-state" } }, token);
  if (answer.status !== 201) throw new Error(`subscribe: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { id: answer.body.subscriptionId, etag: answer.headers.etag!, body: answer.body };
}

/** The collection path of an entity operation (Entities_* use customers; SalesQuotes_* their own path). */
export const collectionOf = (t: Pick<Target, "api" | "id">) => `/api/${t.api.split("@")[1]}/companies(${COMPANY})/${t.id.startsWith("SalesQuotes") ? "salesQuotes" : "customers"}`;

/** A new entity of that collection; its path and entity tag. */
export async function createEntity(p: Probe, t: Pick<Target, "api" | "id">, fields: Record<string, unknown> = {}, token = p.token()): Promise<{ path: string; etag: string; body: Answer["body"] }> {
  const body = t.id.startsWith("SalesQuotes") ? { customerId: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", ...fields } : { displayName: `Parity ${p.unique()}`, ...fields };
  const answer = await p.send({ method: "POST", target: collectionOf(t), body }, token);
  if (answer.status !== 201) throw new Error(`create: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { path: `${collectionOf(t)}(${answer.body.id})`, etag: answer.headers.etag!, body: answer.body };
}

async function webhooksSample(p: Probe, t: Target): Promise<Request> {
  const prefix = prefixOf(t);
  const action = t.id.slice(t.id.indexOf("_") + 1);
  if (t.id.includes("Subscriptions_")) {
    if (action === "Create") return { method: "POST", target: `${prefix}/subscriptions`, body: { notificationUrl: p.receiver.url(), resource: resourceOf(t) } };
    if (action === "List") return { method: "GET", target: `${prefix}/subscriptions` };
    return subscribe(p, t, p.receiver.url()).then(({ id, etag, body }) => {
      const target = `${prefix}/subscriptions(${id})`;
      if (action === "Get") return { method: "GET", target };
      if (action === "Update") return { method: "PATCH", target, headers: { "If-Match": etag }, body: { notificationUrl: body.notificationUrl, resource: body.resource } };
      return { method: "DELETE", target, headers: { "If-Match": etag } };
    });
  }
  if (t.id === "WebhookSupportedResources_List") return { method: "GET", target: `/api/vendor/runtime/beta/companies(${COMPANY})/webhookSupportedResources` };
  if (t.id === "Companies_List") return { method: "GET", target: `${prefix}/companies` };
  if (t.id === "Batch_Execute") return { method: "POST", target: `${prefix}/$batch`, body: { requests: [{ id: "1", method: "GET", url: "companies" }] } };
  if (action === "List") return { method: "GET", target: collectionOf(t) };
  if (action === "Create") return { method: "POST", target: collectionOf(t), body: { displayName: "Parity sample" } };
  return createEntity(p, t).then(({ path, etag }) => {
    if (action === "Get") return { method: "GET", target: path };
    if (action === "Update") return { method: "PATCH", target: path, headers: { "If-Match": etag }, body: { displayName: "Parity sample, changed" } };
    return { method: "DELETE", target: path, headers: { "If-Match": etag } };
  });
}

// --- management and lifecycle ------------------------------------------------------------------------

const ARM = `/subscriptions/${SUBSCRIPTION}`;
export const groupPath = (name: string) => `${ARM}/resourceGroups/parity-rg/providers/Vendor.ContainerInstance/containerGroups/${name}?api-version=2025-09-01`;
export const jobPath = (name: string) => `${ARM}/resourcegroups/parity-rg/providers/Vendor.StreamAnalytics/streamingjobs/${name}?api-version=2020-03-01`;
export const namespacePath = (group: string, name: string) => `${ARM}/resourceGroups/${group}/providers/Vendor.EventHub/namespaces/${name}?api-version=2026-01-01`;
export const stagePath = (approval: string, stage: string) => `/providers/Vendor.Authorization/roleAssignmentApprovals/${approval}/stages/${stage}?api-version=2021-01-01-preview`;
export const eventsPath = (subscription = SUBSCRIPTION, query = "&queryStartTime=1/1/2020") => `/subscriptions/${subscription}/providers/Vendor.ResourceHealth/events?api-version=2025-05-01${query}`;
export const quotasPath = (location: string, subscription = SUBSCRIPTION) =>
  `/subscriptions/${subscription}/providers/Vendor.MachineLearningServices/locations/${location}/quotas?api-version=2025-09-01`;
export const DOCS = "/vendordocs";
export const DOCS_VERSION = "api-version=2024-11-30";
/** Production environments of the seed; any other GUID is a sandbox. */
export const PRODUCTION = ["8f14e45f-ceea-4167-a5a5-2c0e1d9b7a61", "c9f0f895-fb98-4b91-b3a2-6e4d1f2a0b37"];
export const SANDBOX = ["0b7e2f4a-1c3d-4e5f-8a9b-0c1d2e3f4a5b", "1c8f3a5b-2d4e-4f6a-9b0c-1d2e3f4a5b6c"];
export const refreshPath = (project: number, source: string, target: string) => `/databasemovement/v1/refresh/project/${project}/source/${source}/target/${target}`;
export const exportPath = (project: number, environment: string) => `/databasemovement/v1/export/project/${project}/environment/${environment}/backupName/parity-backup`;
/** The x-vendor-version the refresh requires. */
export const LIFECYCLE_VERSION = { "x-vendor-version": "2017-09-15" };

/** authorizeCopy for `classifierId`: the authorization (the body copyTo takes). */
export async function authorizeCopy(p: Probe, classifierId: string, token = p.token()): Promise<Answer> {
  return p.send({ method: "POST", target: `${DOCS}/documentClassifiers:authorizeCopy?${DOCS_VERSION}`, body: { classifierId } }, token);
}

/** copyTo from a seeded classifier with an authorization. */
export const copyTo = (p: Probe, authorization: unknown, token = p.token(), source = "invoice-vs-receipt") =>
  p.send({ method: "POST", target: `${DOCS}/documentClassifiers/${source}:copyTo?${DOCS_VERSION}`, body: authorization }, token);

async function othersSample(p: Probe, t: Target): Promise<Request> {
  switch (t.id) {
    case "ContainerGroups_CreateOrUpdate":
      return { method: "PUT", target: groupPath(`parity-${p.unique()}`), body: example(t.api, "CreateWebGroup") };
    case "ContainerGroups_Get": {
      const target = groupPath(`parity-${p.unique()}`);
      await p.send({ method: "PUT", target, body: example(t.api, "CreateWebGroup") });
      return { method: "GET", target };
    }
    case "StreamingJobs_CreateOrReplace":
      return { method: "PUT", target: jobPath(`parity-${p.unique()}`), body: example(t.api, "CreateShellJob") };
    case "Namespaces_Delete":
      return { method: "DELETE", target: namespacePath("parity-rg", `parity-${p.unique()}`) };
    case "OperationStatuses_Get": {
      const accepted = await p.send({ method: "DELETE", target: namespacePath("orders-rg", "contoso-orders-test") });
      return { method: "GET", target: accepted.headers["vendor-asyncoperation"]! };
    }
    case "RoleAssignmentApprovalStep_Patch":
      return { method: "PATCH", target: stagePath("c3a7e2d1-4b5f-4c6a-9d8e-7f6a5b4c3d2e", "f0e9d8c7-b6a5-4f4e-9d3c-2b1a0f9e8d7c"), body: { justification: "Reviewed by the parity probe." } };
    case "Events_ListBySubscriptionId":
      return { method: "GET", target: eventsPath() };
    case "Event_fetchDetailsBySubscriptionIdAndTrackingId":
      return { method: "POST", target: `${ARM}/providers/Vendor.ResourceHealth/events/BC_1-FXZ/fetchEventDetails?api-version=2025-05-01` };
    case "Quotas_List":
      return { method: "GET", target: quotasPath("westeurope") };
    case "DocumentClassifiers_AuthorizeClassifierCopy":
      return { method: "POST", target: `${DOCS}/documentClassifiers:authorizeCopy?${DOCS_VERSION}`, body: { classifierId: `parity-${p.unique()}` } };
    case "DocumentClassifiers_CopyClassifierTo": {
      const authorization = await authorizeCopy(p, `parity-${p.unique()}`);
      return { method: "POST", target: `${DOCS}/documentClassifiers/invoice-vs-receipt:copyTo?${DOCS_VERSION}`, body: authorization.body };
    }
    case "MiscellaneousOperations_GetDocumentClassifierCopyToOperation": {
      const accepted = await copyTo(p, (await authorizeCopy(p, `parity-${p.unique()}`)).body);
      return { method: "GET", target: accepted.headers["operation-location"]! };
    }
    case "DatabaseMovement_Refresh":
      return { method: "POST", target: refreshPath(p.unique(), SANDBOX[0]!, SANDBOX[1]!), headers: LIFECYCLE_VERSION };
    case "DatabaseMovement_Export":
      return { method: "POST", target: exportPath(p.unique(), SANDBOX[0]!) };
    default:
      throw new Error(`no sample request for ${t.api} ${t.id}: add one to tests/emulator/parity/samples.ts`);
  }
}

/** A request of the operation that succeeds on a fresh emulator, with what it needs made first. */
export async function sample(p: Probe, t: Target): Promise<Request> {
  if (t.webhook) throw new Error(`${t.api} ${t.id} is a webhook: the emulator sends it, nobody sends it to the emulator`);
  return t.api.startsWith("webhooks@") ? webhooksSample(p, t) : othersSample(p, t);
}
