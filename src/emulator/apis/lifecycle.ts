/**
 * Emulator handlers for seed 002: document-classifier copy (authorizeCopy, copyTo, operation polling)
 * and environment database movement (refresh, export).
 *
 * - An authorization is valid 24 hours and for one copy. Only a hash of its access token is stored.
 * - A copy runs notStarted → running → succeeded, derived from the Clock (no timers to resume); a used,
 *   expired or unknown authorization makes the copy fail (status failed, error AuthorizationFailed).
 * - authorizeCopy and copyTo are limited to modelManagementPerSecond (5) per caller: 429 with Retry-After.
 * - Database operations answer 200 whatever happens (seed 002), except 401 when unauthenticated: a
 *   failed rule, a request that breaks the contract and the 4th operation of a project within 24 hours
 *   all answer `IsSuccess: false` with the reason in ErrorMessage.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Finding } from "../../contract/validator.js";
import type { ApiModule, EmuRequest, EmuResponse, EmulatorContext, Handler } from "../types.js";
import type { components as Docs, Readable as DocsView } from "../../../generated/document-classifiers/2024-11-30/schema.js";
import type { components as Db } from "../../../generated/database-movement/v1/schema.js";
import { absolute, commonTarget, prefixBefore, targetOf } from "./management.js";
import { bucketsFor } from "../rate-limit.js";
import { productionEnvironmentIds, seededClassifiers, type ClassifierDetails } from "./seed-data.js";

/** Registry keys (redocly.yaml) of the APIs served here. */
const DOCUMENT_CLASSIFIERS = "document-classifiers@2024-11-30";
const DATABASE_MOVEMENT = "database-movement@v1";

/** Store collections. */
const AUTHORIZATIONS = "lifecycle.copyAuthorizations";
const COPIES = "lifecycle.copyOperations";
const DATABASE_OPERATIONS = "lifecycle.databaseOperations";

const HOUR = 3_600_000;
/** Lifetime of a copy authorization (gap decision: 24 hours, single use). */
export const AUTHORIZATION_LIFETIME_MS = 24 * HOUR;
/** A copy waits this long as notStarted, then runs for COPY_RUNNING_MS. */
export const COPY_QUEUED_MS = 2_000;
export const COPY_RUNNING_MS = 8_000;
/** Database operations that start work, per project, in any 24 hours (gap decision). */
export const DATABASE_OPERATIONS_PER_DAY = 3;
const VERSION_EOL = "9999-12-31T23:59:59.9999999";
/** The document-analysis resource this emulator stands for (target of every authorization). */
const RESOURCE_ID = "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/emulator-rg/providers/Vendor.DocumentAnalysis/accounts/emulator-docs";
const RESOURCE_REGION = "westeurope";

type AuthorizeRequest = Docs["schemas"]["AuthorizeClassifierCopyRequest"];
type CopyAuthorization = Docs["schemas"]["ClassifierCopyAuthorization"];
type CopyOperationDetails = DocsView<Docs["schemas"]["DocumentClassifierCopyToOperationDetails"]>;
type DocsError = Docs["schemas"]["Error"];
type DatabaseOperationResult = Db["schemas"]["DatabaseOperationResult"];

interface AuthorizationRecord {
  /** The authorization as issued, without its access token. */
  authorization: Omit<CopyAuthorization, "accessToken">;
  description?: string;
  tags?: Record<string, string>;
  expiresAt: number;
  usedAt?: number;
}
interface CopyRecord {
  operationId: string;
  createdAt: number;
  apiVersion: string;
  /** URL of the source classifier (the public service's resourceLocation). */
  resourceLocation: string;
  source: ClassifierDetails;
  target: { classifierId: string; description?: string; tags?: Record<string, string> };
  /** Set when the copy cannot run (authorization used, expired or unknown). */
  failure?: DocsError;
}
interface DatabaseOperationRecord {
  id: string;
  projectId: string;
  kind: "refresh" | "export";
  startedAt: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

// --- errors --------------------------------------------------------------------------------------

function docsError(code: string, message: string, findings: Finding[] = []): { error: DocsError } {
  const target = commonTarget(findings);
  const details = findings.map((f): DocsError => ({ code: f.rule, message: f.message, ...(targetOf(f) ? { target: targetOf(f) } : {}) }));
  return { error: { code, message, ...(target ? { target } : {}), ...(details.length ? { details } : {}) } };
}

const databaseResult = (errorMessage: string | null, id: string = randomUUID()): EmuResponse => {
  const body: DatabaseOperationResult = { IsSuccess: errorMessage === null, OperationActivityId: id, ErrorMessage: errorMessage, VersionEOL: VERSION_EOL };
  return { status: 200, body };
};

/**
 * Document classifiers: `{ error: { code, message, target?, details? } }` with the given status.
 * Database movement (seed 002: "the status is always 200 OK, except when the caller is not correctly
 * authenticated"): 401 stays 401 without a body; a request that matches no operation (404, 405) or an
 * emulator fault (5xx) keeps its status without a body (the contract's `default`, no content); every
 * other failure, contract violations included, answers 200 with IsSuccess false and the reason.
 */
function error(api: string, status: number, code: string, message: string, findings: Finding[] = []): EmuResponse {
  if (api === DATABASE_MOVEMENT) {
    // 413: the emulator's own body limit, refused before the API sees the request (like 404 and 405)
    if (status === 401 || status === 404 || status === 405 || status === 413 || status >= 500) return { status };
    return databaseResult(`${code}: ${message}${findings.length ? ` ${findings.map((f) => f.message).join("; ")}.` : ""}`);
  }
  return { status, body: docsError(code, message, findings) };
}

// --- document classifiers (document-classifiers@2024-11-30) ----------------------------------------

/** Path prefix of the service (the `/vendordocs` of `{endpoint}/vendordocs`) as the client sent it. */
const servicePrefix = (req: EmuRequest) => prefixBefore(req.path, req.operationId === "MiscellaneousOperations_GetDocumentClassifierCopyToOperation" ? "/operations/" : "/documentClassifiers");

function copyStatus(copy: CopyRecord, now: number): { status: CopyOperationDetails["status"]; percent: number; updatedAt: number } {
  const startsAt = copy.createdAt + COPY_QUEUED_MS;
  const endsAt = startsAt + COPY_RUNNING_MS;
  if (copy.failure) return { status: "failed", percent: 0, updatedAt: copy.createdAt };
  if (now < startsAt) return { status: "notStarted", percent: 0, updatedAt: copy.createdAt };
  if (now < endsAt) return { status: "running", percent: Math.floor(((now - startsAt) / COPY_RUNNING_MS) * 100), updatedAt: now };
  return { status: "succeeded", percent: 100, updatedAt: endsAt };
}

/** A classifier of this resource: seeded, or the target of a copy that has succeeded. */
function findClassifier(ctx: EmulatorContext, classifierId: string): ClassifierDetails | undefined {
  const seeded = seededClassifiers.find((c) => c.classifierId === classifierId);
  if (seeded) return seeded;
  const now = ctx.clock.now();
  const copy = ctx.store.list<CopyRecord>(COPIES).find((c) => c.target.classifierId === classifierId && copyStatus(c, now).status === "succeeded");
  return copy && copiedClassifier(copy);
}

function copiedClassifier(copy: CopyRecord): ClassifierDetails {
  const created = iso(copy.createdAt + COPY_QUEUED_MS + COPY_RUNNING_MS);
  return {
    classifierId: copy.target.classifierId,
    ...(copy.target.description !== undefined ? { description: copy.target.description } : {}),
    createdDateTime: created,
    apiVersion: copy.apiVersion,
    docTypes: copy.source.docTypes,
  };
}

const DocumentClassifiers_AuthorizeClassifierCopy: Handler = async (req, ctx) => {
  const { classifierId, description, tags } = req.body as AuthorizeRequest;
  if (findClassifier(ctx, classifierId)) {
    return { status: 409, body: docsError("Conflict", `A classifier with id '${classifierId}' already exists.`, [{ pointer: "/request/body/classifierId", rule: "ModelExists", message: "Choose a classifierId that is not in use on the target resource" }]) };
  }
  const now = ctx.clock.now();
  const accessToken = randomBytes(32).toString("base64url");
  const authorization: Omit<CopyAuthorization, "accessToken"> = {
    targetResourceId: RESOURCE_ID,
    targetResourceRegion: RESOURCE_REGION,
    targetClassifierId: classifierId,
    targetClassifierLocation: absolute(req, `${servicePrefix(req)}/documentClassifiers/${classifierId}`),
    expirationDateTime: iso(now + AUTHORIZATION_LIFETIME_MS),
  };
  const record: AuthorizationRecord = { authorization, description, tags, expiresAt: now + AUTHORIZATION_LIFETIME_MS };
  await ctx.store.put(AUTHORIZATIONS, tokenHash(accessToken), record);
  const body: CopyAuthorization = { ...authorization, accessToken };
  return { status: 200, body };
};

/** Why an authorization cannot be used now, or undefined when it can. */
function authorizationProblem(record: AuthorizationRecord | undefined, sent: CopyAuthorization, now: number): DocsError["innererror"] | undefined {
  const same = record && (Object.keys(record.authorization) as Array<keyof typeof record.authorization>).every((k) => record.authorization[k] === sent[k]);
  if (!record || !same) return { code: "CopyAuthorizationInvalid", message: "The authorization was not issued by authorizeCopy on this resource, or it was changed." };
  if (record.usedAt !== undefined) return { code: "CopyAuthorizationUsed", message: "The authorization has already been used for a copy. Request a new authorization with authorizeCopy on the target resource." };
  if (now >= record.expiresAt) return { code: "CopyAuthorizationExpired", message: "The authorization has expired. Request a new authorization with authorizeCopy on the target resource." };
  return undefined;
}

const DocumentClassifiers_CopyClassifierTo: Handler = async (req, ctx) => {
  const classifierId = req.pathParams.classifierId ?? "";
  const source = findClassifier(ctx, classifierId);
  if (!source) return { status: 404, body: docsError("NotFound", `The classifier '${classifierId}' was not found.`, [{ pointer: "/request/path/classifierId", rule: "ModelNotFound", message: "classifierId names no classifier of this resource" }]) };
  const sent = req.body as CopyAuthorization;
  const now = ctx.clock.now();
  const key = tokenHash(sent.accessToken);
  const record = ctx.store.get<AuthorizationRecord>(AUTHORIZATIONS, key);
  const problem = authorizationProblem(record, sent, now);
  if (record && !problem) await ctx.store.put(AUTHORIZATIONS, key, { ...record, usedAt: now });
  const prefix = servicePrefix(req);
  const apiVersion = req.query["api-version"] ?? "2024-11-30";
  const copy: CopyRecord = {
    operationId: randomUUID(),
    createdAt: now,
    apiVersion,
    resourceLocation: absolute(req, `${prefix}/documentClassifiers/${classifierId}`),
    source,
    target: { classifierId: sent.targetClassifierId, ...(record?.description !== undefined ? { description: record.description } : {}), ...(record?.tags ? { tags: record.tags } : {}) },
    ...(problem ? { failure: { code: "AuthorizationFailed", message: "The copy authorization has already been used, has expired or is not valid.", innererror: problem } } : {}),
  };
  await ctx.store.put(COPIES, copy.operationId, copy);
  return {
    status: 202,
    headers: {
      "Operation-Location": absolute(req, `${prefix}/operations/${copy.operationId}`, { "api-version": apiVersion }),
      "Retry-After": String(Math.ceil(COPY_QUEUED_MS / 1000)),
    },
  };
};

const MiscellaneousOperations_GetDocumentClassifierCopyToOperation: Handler = (req, ctx) => {
  const operationId = req.pathParams.operationId ?? "";
  const copy = ctx.store.get<CopyRecord>(COPIES, operationId);
  if (!copy) return { status: 404, body: docsError("NotFound", `The operation '${operationId}' was not found.`) };
  const { status, percent, updatedAt } = copyStatus(copy, ctx.clock.now());
  const body: CopyOperationDetails = {
    operationId: copy.operationId,
    status,
    percentCompleted: percent,
    createdDateTime: iso(copy.createdAt),
    lastUpdatedDateTime: iso(updatedAt),
    kind: "documentClassifierCopyTo",
    resourceLocation: copy.resourceLocation,
    apiVersion: copy.apiVersion,
    ...(copy.target.tags ? { tags: copy.target.tags } : {}),
    ...(copy.failure ? { error: copy.failure } : {}),
    ...(status === "succeeded" ? { result: copiedClassifier(copy) } : {}),
  };
  return { status: 200, body };
};

// --- database movement (database-movement@v1) ---------------------------------------------------

/** Start an operation unless the project has used its 3 operations of the last 24 hours. */
async function startDatabaseOperation(ctx: EmulatorContext, projectId: string, kind: DatabaseOperationRecord["kind"]): Promise<EmuResponse> {
  const now = ctx.clock.now();
  const project = String(Number(projectId));
  const recent = ctx.store.list<DatabaseOperationRecord>(DATABASE_OPERATIONS).filter((op) => op.projectId === project && now - op.startedAt < 24 * HOUR);
  if (recent.length >= DATABASE_OPERATIONS_PER_DAY) {
    return databaseResult(`The limit of ${DATABASE_OPERATIONS_PER_DAY} database operations in 24 hours has been reached. Try again later.`);
  }
  const op: DatabaseOperationRecord = { id: randomUUID(), projectId: project, kind, startedAt: now };
  await ctx.store.put(DATABASE_OPERATIONS, op.id, op);
  return databaseResult(null, op.id);
}

const isProduction = (environmentId: string) => productionEnvironmentIds.has(environmentId.toLowerCase());

const DatabaseMovement_Refresh: Handler = (req, ctx) => {
  const { projectId = "", sourceEnvironmentId = "", targetEnvironmentId = "" } = req.pathParams;
  if (sourceEnvironmentId.toLowerCase() === targetEnvironmentId.toLowerCase()) {
    return databaseResult("The source and target environments are the same. Choose a different target environment.");
  }
  if (isProduction(targetEnvironmentId)) {
    return databaseResult("The target environment is not a sandbox environment. A database refresh can only replace the database of a sandbox environment.");
  }
  return startDatabaseOperation(ctx, projectId, "refresh");
};

const DatabaseMovement_Export: Handler = (req, ctx) => {
  const { projectId = "", environmentId = "" } = req.pathParams;
  if (isProduction(environmentId)) {
    return databaseResult("The environment is not a sandbox environment. Database export is only available for sandbox environments.");
  }
  return startDatabaseOperation(ctx, projectId, "export");
};

// --- request-rate limit of model management ----------------------------------------------------------

/**
 * The gap decisions' limit of model management (authorizeCopy and copyTo): modelManagementPerSecond
 * (5) requests per second per caller (its subscription key, or its token), then 429 with Retry-After.
 */
const modelManagement = (handler: Handler): Handler => (req, ctx) => {
  const perSecond = ctx.settings.modelManagementPerSecond;
  const caller = req.headers["vendor-subscription-key"] ?? req.headers.authorization ?? "";
  const taken = bucketsFor(ctx, "model management").take(caller, perSecond, perSecond, ctx.clock.now());
  if (taken.allowed) return handler(req, ctx);
  const seconds = taken.retryAfterSeconds;
  const refused = error(req.api, 429, "429", `Requests to the document classifier copy operations have exceeded the rate limit of ${perSecond} requests per second. Retry after ${seconds} second${seconds === 1 ? "" : "s"}.`);
  return { ...refused, headers: { "retry-after": String(seconds) } };
};

// --- the module ------------------------------------------------------------------------------------

export const lifecycleModule: ApiModule = {
  apis: [DOCUMENT_CLASSIFIERS, DATABASE_MOVEMENT],
  handlers: {
    DocumentClassifiers_AuthorizeClassifierCopy: modelManagement(DocumentClassifiers_AuthorizeClassifierCopy),
    DocumentClassifiers_CopyClassifierTo: modelManagement(DocumentClassifiers_CopyClassifierTo),
    MiscellaneousOperations_GetDocumentClassifierCopyToOperation,
    DatabaseMovement_Refresh,
    DatabaseMovement_Export,
  },
  error,
};
