/**
 * Document classifier copy (document-classifiers@2024-11-30): authorizeCopy issues a single-use
 * authorization valid 24 hours, copyTo starts a copy that runs notStarted → running → succeeded on the clock.
 */
import { hash, randomBytes, randomUUID } from "node:crypto";
import type { components as Docs, Readable as DocsView } from "../../../../generated/document-classifiers/2024-11-30/schema.js";
import { isoTime } from "../../clock.js";
import { copyOf } from "../../copy.js";
import { ApiError, type ErrorCatalogue, mapWith } from "../../../http/errors.js";
import type { Claim, Gap } from "../../parity.js";
import { TokenBuckets } from "../../rate-limit.js";
import { defaultSettings } from "../../settings.js";
import type { ApiModule, EmulatorContext, EmuRequest, Handler } from "../../types.js";
import type { ApiPart } from "../compose.js";
import { errorEnvelope } from "../findings.js";
import { type ClassifierDetails, seededClassifiers } from "../seed-data.js";
import { absolute, pathOf, prefixBefore } from "../urls.js";

export const DOCUMENT_CLASSIFIERS = "document-classifiers@2024-11-30";
/** Authorizations by the hash of their access token (the token itself is never stored). */
const AUTHORIZATIONS = "lifecycle.copyAuthorizations";
/** Copies by operation id; index `target`: by target classifier id. */
const COPIES = "lifecycle.copyOperations";

/** Lifetime of a copy authorization (gap decision: 24 hours, single use). */
export const AUTHORIZATION_LIFETIME_MS = 24 * 3_600_000;
/** A copy waits this long as notStarted, then runs for COPY_RUNNING_MS. */
export const COPY_QUEUED_MS = 2_000;
export const COPY_RUNNING_MS = 8_000;
/** The document-analysis resource this emulator stands for (target of every authorization). */
const RESOURCE_ID = "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/emulator-rg/providers/Vendor.DocumentAnalysis/accounts/emulator-docs";
const RESOURCE_REGION = "westeurope";
/** The operations under the model-management request limit. */
const MODEL_MANAGEMENT = new Set(["DocumentClassifiers_AuthorizeClassifierCopy", "DocumentClassifiers_CopyClassifierTo"]);

type AuthorizeRequest = Docs["schemas"]["AuthorizeClassifierCopyRequest"];
type CopyAuthorization = Docs["schemas"]["ClassifierCopyAuthorization"];
type CopyOperationDetails = DocsView<Docs["schemas"]["DocumentClassifierCopyToOperationDetails"]>;
type DocsError = Docs["schemas"]["Error"];

interface AuthorizationRecord {
  /** The authorization as issued, without its access token; its targetClassifierLocation is a path (each answer adds its own origin). */
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
  /** Path of the source classifier (the public service's resourceLocation, made absolute on the origin of each poll). */
  resourceLocation: string;
  source: ClassifierDetails;
  target: { classifierId: string; description?: string; tags?: Record<string, string> };
  /** Set when the copy cannot run (authorization used, expired or unknown). */
  failure?: DocsError;
}

const iso = isoTime;
/** SHA-256 of the token, hex (crypto.hash: one call, no Hash object). */
const tokenHash = (token: string) => hash("sha256", token, "hex");

/** 32 random bytes, base64url: an access token. */
const newAccessToken = (): string => randomBytes(32).toString("base64url");

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
  const seeded = seededClassifiers().find((c) => c.classifierId === classifierId);
  if (seeded) return seeded;
  const now = ctx.clock.now();
  const copy = ctx.store.find<CopyRecord>(COPIES, "target", classifierId).find((c) => copyStatus(c, now).status === "succeeded");
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
    throw new ApiError(409, "Conflict", `A classifier with id '${classifierId}' already exists.`, {
      findings: [{ pointer: "/request/body/classifierId", rule: "ModelExists", message: "Choose a classifierId that is not in use on the target resource" }],
    });
  }
  const now = ctx.clock.now();
  const accessToken = newAccessToken();
  const authorization: Omit<CopyAuthorization, "accessToken"> = {
    targetResourceId: RESOURCE_ID,
    targetResourceRegion: RESOURCE_REGION,
    targetClassifierId: classifierId,
    targetClassifierLocation: `${servicePrefix(req)}/documentClassifiers/${classifierId}`,
    expirationDateTime: iso(now + AUTHORIZATION_LIFETIME_MS),
  };
  const record: AuthorizationRecord = { authorization, description, tags, expiresAt: now + AUTHORIZATION_LIFETIME_MS };
  await ctx.store.put(AUTHORIZATIONS, tokenHash(accessToken), record);
  const body = copyOf(authorization) as CopyAuthorization;
  body.targetClassifierLocation = absolute(req, authorization.targetClassifierLocation);
  body.accessToken = accessToken;
  return { status: 200, body };
};

/**
 * A stored link as a path. Records written before links were built per answer (a data directory or a
 * snapshot of that time) hold absolute URLs on the origin of the client that made them: they are
 * accepted, and read as their path, so no answer carries that origin. Copies are rewritten at start; an
 * authorization when it is used (its id is its token's hash, known only then).
 */
const pathOnly = (link: string): string => (link.startsWith("/") ? link : (pathOf(link) ?? link));

/** A member of an authorization as issued: its location by path alone (the client that copies may reach the emulator at another origin than the one that authorized). */
const issued = (k: keyof CopyAuthorization, value: string | undefined) => (k === "targetClassifierLocation" && value !== undefined ? pathOf(value) : value);

/** Why an authorization cannot be used now, or undefined when it can. */
function authorizationProblem(record: AuthorizationRecord | undefined, sent: CopyAuthorization, now: number): DocsError["innererror"] | undefined {
  const same = record && (Object.keys(record.authorization) as Array<keyof typeof record.authorization>).every((k) => issued(k, record.authorization[k]) === issued(k, sent[k]));
  if (!record || !same) return { code: "CopyAuthorizationInvalid", message: "The authorization was not issued by authorizeCopy on this resource, or it was changed." };
  if (record.usedAt !== undefined)
    return { code: "CopyAuthorizationUsed", message: "The authorization has already been used for a copy. Request a new authorization with authorizeCopy on the target resource." };
  if (now >= record.expiresAt) return { code: "CopyAuthorizationExpired", message: "The authorization has expired. Request a new authorization with authorizeCopy on the target resource." };
  return undefined;
}

const DocumentClassifiers_CopyClassifierTo: Handler = async (req, ctx) => {
  const classifierId = req.pathParams.classifierId ?? "";
  const source = findClassifier(ctx, classifierId);
  if (!source) {
    throw new ApiError(404, "NotFound", `The classifier '${classifierId}' was not found.`, {
      findings: [{ pointer: "/request/path/classifierId", rule: "ModelNotFound", message: "classifierId names no classifier of this resource" }],
    });
  }
  const sent = req.body as CopyAuthorization;
  const now = ctx.clock.now();
  const key = tokenHash(sent.accessToken);
  const record = ctx.store.get<AuthorizationRecord>(AUTHORIZATIONS, key);
  const problem = authorizationProblem(record, sent, now);
  const location = record && pathOnly(record.authorization.targetClassifierLocation);
  if (record && (!problem || location !== record.authorization.targetClassifierLocation)) {
    await ctx.store.put(AUTHORIZATIONS, key, { ...record, authorization: { ...record.authorization, targetClassifierLocation: location }, ...(problem ? {} : { usedAt: now }) });
  }
  const prefix = servicePrefix(req);
  const apiVersion = req.query["api-version"] ?? "2024-11-30";
  const copy: CopyRecord = {
    operationId: randomUUID(),
    createdAt: now,
    apiVersion,
    resourceLocation: `${prefix}/documentClassifiers/${classifierId}`,
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
  if (!copy) throw new ApiError(404, "NotFound", `The operation '${operationId}' was not found.`);
  const { status, percent, updatedAt } = copyStatus(copy, ctx.clock.now());
  const body: CopyOperationDetails = {
    operationId: copy.operationId,
    status,
    percentCompleted: percent,
    createdDateTime: iso(copy.createdAt),
    lastUpdatedDateTime: iso(updatedAt),
    kind: "documentClassifierCopyTo",
    resourceLocation: absolute(req, pathOnly(copy.resourceLocation)),
    apiVersion: copy.apiVersion,
    ...(copy.target.tags ? { tags: copy.target.tags } : {}),
    ...(copy.failure ? { error: copy.failure } : {}),
    ...(status === "succeeded" ? { result: copiedClassifier(copy) } : {}),
  };
  return { status: 200, body };
};

/**
 * The gap decisions' limit of model management (authorizeCopy and copyTo), as an `around` with its own
 * buckets: modelManagementPerSecond (5) requests per second per caller (its subscription key, or its
 * token), then 429 with Retry-After.
 */
export function modelManagementLimit(): NonNullable<ApiModule["around"]> {
  const buckets = new TokenBuckets();
  // not async: the other operations (and allowed requests) get the handler's own promise, not one more around it
  return (req, ctx, next) => {
    if (!MODEL_MANAGEMENT.has(req.operationId)) return next();
    const perSecond = ctx.settings.modelManagementPerSecond;
    const caller = req.headers["vendor-subscription-key"] ?? req.headers.authorization ?? "";
    const taken = buckets.take(caller, perSecond, perSecond, ctx.clock.now());
    if (taken.allowed) return next();
    const seconds = taken.retryAfterSeconds;
    return Promise.reject(
      new ApiError(
        429,
        "429",
        `Requests to the document classifier copy operations have exceeded the rate limit of ${perSecond} requests per second. Retry after ${seconds} second${seconds === 1 ? "" : "s"}.`,
        {
          headers: { "retry-after": String(seconds) },
        },
      ),
    );
  };
}

/**
 * The document-analysis service's errors, `{ error: { code, message, target?, details[]? } }`: every
 * request it cannot take is 400 InvalidRequest (the details name the field), a request without a key or
 * token is 401 with code "401", an address it does not serve 404 NotFound.
 */
export const documentClassifiersErrors: ErrorCatalogue = {
  map: mapWith({
    Unauthorized: "401",
    MissingApiVersion: "InvalidRequest",
    UnsupportedApiVersion: "InvalidRequest",
    InvalidPathParameter: "InvalidRequest",
    InvalidQueryParameter: "InvalidRequest",
    InvalidHeader: "InvalidRequest",
    MalformedJson: "InvalidRequest",
    InvalidRequestBody: "InvalidRequest",
    UnsupportedMediaType: "InvalidRequest",
  }),
  shape: errorEnvelope.shape,
};

const COPY_LIMIT: Claim = {
  claim: "classifier-copy.request-limit",
  kind: "limit",
  says: `authorizeCopy and copyTo together: modelManagementPerSecond (default ${defaultSettings().modelManagementPerSecond}) requests a second per caller (its key, else its token); over it 429 with Retry-After.`,
};
const COPY_ASYNC: Claim = {
  claim: "classifier-copy.async",
  kind: "async",
  says: `copyTo answers 202 with Operation-Location and Retry-After; the operation reads notStarted, running (with percentCompleted), then succeeded on the virtual clock (${COPY_QUEUED_MS / 1000} s queued, ${COPY_RUNNING_MS / 1000} s running), and the copied classifier then exists.`,
};
const SINGLE_USE: Claim = {
  claim: "classifier-copy.single-use",
  kind: "clock",
  says: `An authorization is issued for a classifierId not in use (409 Conflict otherwise) and works once, for ${AUTHORIZATION_LIFETIME_MS / 3_600_000} hours on the virtual clock: a copy with a used or expired one fails (status failed, code AuthorizationFailed).`,
};
const ONE_RESOURCE: Gap = {
  claim: "classifier-copy.one-resource",
  says: "There is one document-analysis resource: every authorization targets the emulator's own (its targetResourceId and region are fixed) and every copy is made inside it; no model is trained or moved.",
};

export const documentClassifiers: ApiPart = {
  api: DOCUMENT_CLASSIFIERS,
  handlers: { DocumentClassifiers_AuthorizeClassifierCopy, DocumentClassifiers_CopyClassifierTo, MiscellaneousOperations_GetDocumentClassifierCopyToOperation },
  errors: documentClassifiersErrors,
  parity: {
    every: { doesNot: [ONE_RESOURCE] },
    operations: {
      DocumentClassifiers_AuthorizeClassifierCopy: { reproduces: [SINGLE_USE, COPY_LIMIT] },
      DocumentClassifiers_CopyClassifierTo: { reproduces: [COPY_ASYNC, SINGLE_USE, COPY_LIMIT] },
      MiscellaneousOperations_GetDocumentClassifierCopyToOperation: { reproduces: [COPY_ASYNC] },
    },
  },
  collections: {
    [AUTHORIZATIONS]: {
      schema: {
        type: "object",
        required: ["authorization", "expiresAt"],
        properties: { authorization: { type: "object" }, description: { type: "string" }, tags: { type: "object" }, expiresAt: { type: "number" }, usedAt: { type: "number" } },
      },
    },
    [COPIES]: {
      schema: {
        type: "object",
        required: ["operationId", "createdAt", "apiVersion", "resourceLocation", "source", "target"],
        properties: {
          operationId: { type: "string" },
          createdAt: { type: "number" },
          apiVersion: { type: "string" },
          resourceLocation: { type: "string" },
          source: { type: "object" },
          target: { type: "object", required: ["classifierId"], properties: { classifierId: { type: "string" }, description: { type: "string" }, tags: { type: "object" } } },
          failure: { type: "object" },
        },
      },
      idOf: (c: CopyRecord) => c.operationId,
    },
  },
  async start(ctx) {
    ctx.store.defineIndex<CopyRecord>(COPIES, "target", (c) => c.target.classifierId);
    for (const copy of ctx.store.list<CopyRecord>(COPIES)) {
      const path = pathOnly(copy.resourceLocation);
      if (path !== copy.resourceLocation) await ctx.store.put(COPIES, copy.operationId, { ...copy, resourceLocation: path });
    }
  },
};
