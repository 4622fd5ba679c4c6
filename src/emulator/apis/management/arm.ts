/**
 * The resource-manager conventions the management APIs share: the ARM error body, `$skiptoken` paging
 * with nextLink, and the request-rate token buckets.
 */
import { ApiError, type CodeTable, type ErrorCatalogue, mapWith } from "../../../http/errors.js";
import { decodeToken, encodeToken, ODataError } from "../../odata.js";
import { TokenBuckets } from "../../rate-limit.js";
import type { ApiModule, EmulatorContext, EmuRequest } from "../../types.js";
import { errorEnvelope } from "../findings.js";
import { absolute } from "../urls.js";
import { isoTime } from "../../clock.js";
import { copyOf } from "../../copy.js";
import type { OperationParity } from "../../parity.js";
import { defaultSettings } from "../../settings.js";

export type Json = Record<string, unknown>;
export const isRecord = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
export const iso = isoTime;

/** The tenant the emulated identities belong to. */
export const TENANT_ID = "72f988bf-86f1-41af-91ab-2d7cd011db47";

/**
 * The resource manager's codes for the core's refusals: its front door's (token, api-version, JSON,
 * media type, an address no provider serves) and the providers' common ones (a parameter or body that
 * breaks the contract). A provider's own words for a refusal go in its catalogue's overrides.
 */
export const ARM_CODES: CodeTable = {
  Unauthorized: "InvalidAuthenticationToken",
  MissingApiVersion: "MissingApiVersionParameter",
  UnsupportedApiVersion: "InvalidApiVersionParameter",
  InvalidPathParameter: "InvalidParameter",
  InvalidQueryParameter: "InvalidParameter",
  InvalidHeader: "InvalidParameter",
  MalformedJson: "InvalidRequestContent",
  InvalidRequestBody: "InvalidRequestContent",
  NotFound: "InvalidResourceType",
};

/** A management API's errors: ARM_CODES with its own `overrides`, in its body `shape` (default: `{ error: { code, message, target?, details[]? } }`). */
export function armCatalogue(overrides: CodeTable = {}, shape: ErrorCatalogue["shape"] = errorEnvelope.shape): ErrorCatalogue {
  return { map: mapWith({ ...ARM_CODES, ...overrides }), shape };
}

/** The ARM error body, `{ error: { code, message, target?, details[]? } }` (gap decisions, seed 001), with ARM_CODES. */
export const armErrors: ErrorCatalogue = armCatalogue();

// --- paging ------------------------------------------------------------------------------------------

/** Items per page of the lists (health events, quotas). */
export const PAGE_SIZE = 10;

/** Where a list is: the next item, and whatever else the first page fixed (opaque base64url JSON to the client). */
export interface ListState {
  skip: number;
}

/** The state of the request's `$skiptoken` (undefined on a first page); one that is not ours answers 400 with `code` (the API's code for a bad query parameter). */
export function skipToken<T extends ListState>(req: EmuRequest, valid: (state: T) => boolean = () => true, code = "InvalidParameter"): T | undefined {
  try {
    return decodeToken<T>(req.query.$skiptoken, (state) => Number.isInteger(state.skip) && valid(state as unknown as T));
  } catch (err) {
    if (err instanceof ODataError) {
      throw new ApiError(400, code, err.message, { findings: [{ pointer: "/request/query/$skiptoken", rule: "skiptoken", message: "Send the $skiptoken of a nextLink this API gave, unchanged" }] });
    }
    throw err;
  }
}

/** The page of `items` at `state.skip`, with a nextLink (this path, `query`, the next `$skiptoken`) when more follow. */
export function pageOf<T, S extends ListState>(req: EmuRequest, items: readonly T[], state: S, query: Record<string, string | undefined>): { value: T[]; nextLink?: string } {
  const next = state.skip + PAGE_SIZE;
  const value = items.slice(state.skip, next);
  if (next >= items.length) return { value };
  return { value, nextLink: absolute(req, req.path, { ...query, $skiptoken: encodeToken({ ...state, skip: next }) }) };
}

// --- request-rate limits -----------------------------------------------------------------------------

const DEFAULTS = defaultSettings();

/** What every management operation reproduces (the parity ledger): the request-rate buckets and the resource manager's paths. */
export const ARM_PARITY: OperationParity = {
  reproduces: [
    {
      claim: "arm.request-limit",
      kind: "limit",
      says:
        `Token buckets per subscription and principal: reads (GET) hold ${DEFAULTS.managementReadsBucket} requests refilled at ${DEFAULTS.managementReadsPerSecond} a second, ` +
        `writes and deletes ${DEFAULTS.managementWritesBucket} each refilled at ${DEFAULTS.managementWritesPerSecond} a second (settings managementReadsBucket, managementWritesBucket and their rates); ` +
        "an empty bucket answers 429 with Retry-After and x-vendor-ratelimit-remaining-subscription-<reads|writes|deletes>: 0.",
    },
    {
      claim: "arm.path-case",
      kind: "state",
      says: "Paths match without regard to case (literal segments, provider namespaces, resource types, resource group and resource names), as the public resource manager matches them.",
    },
  ],
};

type BucketKind = "reads" | "writes" | "deletes";
/** The header that says what is left in a bucket of each kind. */
const REMAINING: Record<BucketKind, string> = {
  reads: "x-vendor-ratelimit-remaining-subscription-reads",
  writes: "x-vendor-ratelimit-remaining-subscription-writes",
  deletes: "x-vendor-ratelimit-remaining-subscription-deletes",
};

/**
 * The gap decisions' management-plane limits, as the module's `around` (its buckets are its own): a token
 * bucket per subscription and principal (the Authorization header) for reads (GET: 250, refilled at 25/s),
 * writes (PUT, PATCH, POST: 200 at 10/s) and deletes (DELETE: 200 at 10/s), all settings. An empty bucket
 * answers 429 with Retry-After and `x-vendor-ratelimit-remaining-subscription-<kind>: 0`; an answer whose
 * response declares that header carries what is left. Requests that break the contract are refused by
 * the core before they reach a bucket.
 */
export function requestRateLimit(): NonNullable<ApiModule["around"]> {
  const buckets = new TokenBuckets();
  /**
   * Whether an operation's answer of a status declares the remaining header of a kind, by "api operationId
   * status kind", read from the contract once. Reading it on every request (listOperations) costs 20–40 µs
   * of CPU per management request, a fifth or more of those bench rows: in process, "DELETE a deleting
   * namespace" 58 → 16 µs, "GET a namespace delete status" 50 → 13 µs, "GET a container group" 52 → 27 µs.
   * Bounded by the contracts: an operation's key has one entry per status it answers and kind, no caller's value.
   */
  const declared = new Map<string, boolean>();
  const declares = (ctx: EmulatorContext, req: EmuRequest, status: number, kind: BucketKind): boolean => {
    const key = `${req.api} ${req.operationId} ${status} ${kind}`;
    let found = declared.get(key);
    if (found === undefined) {
      const contract = ctx.contracts.get(req.api);
      const op = contract?.listOperations().find((o) => o.operationId === req.operationId);
      const headers = op ? contract!.deref(`${op.pointer}/responses/${status}`)?.value.headers : undefined;
      found = isRecord(headers) && Object.keys(headers).some((h) => h.toLowerCase() === REMAINING[kind]);
      declared.set(key, found);
    }
    return found;
  };

  return async (req, ctx, next) => {
    const kind: BucketKind = req.method === "GET" || req.method === "HEAD" ? "reads" : req.method === "DELETE" ? "deletes" : "writes";
    const s = ctx.settings;
    const capacity = kind === "reads" ? s.managementReadsBucket : s.managementWritesBucket;
    const perSecond = kind === "reads" ? s.managementReadsPerSecond : s.managementWritesPerSecond;
    const taken = buckets.take(`${kind} ${(req.pathParams.subscriptionId ?? "").toLowerCase()} ${req.headers.authorization ?? ""}`, capacity, perSecond, ctx.clock.now());
    const header = REMAINING[kind];
    if (!taken.allowed) {
      const seconds = taken.retryAfterSeconds;
      throw new ApiError(
        429,
        "TooManyRequests",
        `The request was throttled because the ${kind} limit of the subscription and principal was reached (${capacity}, refilled at ${perSecond} per second). Retry after ${seconds} second${seconds === 1 ? "" : "s"}.`,
        {
          headers: { "retry-after": String(seconds), [header]: "0" },
        },
      );
    }
    const remaining = String(taken.remaining);
    try {
      const answer = await next();
      if (!declares(ctx, req, answer.status, kind)) return answer;
      // { ...answer, headers: { ...answer.headers, [header]: remaining } }, copied by copyOf
      const headers = answer.headers ? copyOf(answer.headers) : {};
      headers[header] = remaining;
      const out = copyOf(answer);
      out.headers = headers;
      return out;
    } catch (err) {
      if (!(err instanceof ApiError) || !declares(ctx, req, err.status, kind)) throw err;
      throw new ApiError(err.status, err.code, err.message, { ...err.options, headers: { ...err.options.headers, [header]: remaining } });
    }
  };
}
