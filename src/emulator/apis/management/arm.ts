/**
 * The resource-manager conventions the management APIs share: the ARM error body, secrets and server-set
 * fields taken out of what is stored, `$skiptoken` paging with nextLink, and the request-rate token buckets.
 */
import { ApiError, type ErrorCatalogue } from "../../errors.js";
import { decodeToken, encodeToken, ODataError } from "../../odata.js";
import { TokenBuckets } from "../../rate-limit.js";
import type { ApiModule, EmulatorContext, EmuRequest } from "../../types.js";
import { errorEnvelope } from "../findings.js";
import { absolute } from "../urls.js";
import { isoTime } from "../../clock.js";
import { copyOf } from "../../copy.js";

export type Json = Record<string, unknown>;
export const isRecord = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
export const iso = isoTime;

/** The tenant the emulated identities belong to. */
export const TENANT_ID = "72f988bf-86f1-41af-91ab-2d7cd011db47";

/** The ARM error body, `{ error: { code, message, target?, details[]? } }` (gap decisions, seed 001). */
export const armErrors: ErrorCatalogue = errorEnvelope;

/**
 * Delete fields given as dotted paths (`a.b[].c`: every item of array b); a last segment `*` empties an
 * object. Used for secrets (never stored, never returned) and for server-set fields a client sent.
 */
export function removeFields(value: unknown, paths: readonly string[]): void {
  fieldRemover(paths)(value);
}

/** The resource envelope's readOnly fields a client may send back (the service sets them): every ARM resource has them. */
export const ENVELOPE_SERVER_SET = ["id", "name", "type", "identity.principalId", "identity.tenantId"];

/** Dotted paths as a tree: what goes at this level, whether everything does (`*`), and where to go on (each item of an array, or the object). */
interface Removal {
  drop: string[];
  all: boolean;
  into: Array<{ key: string; each: boolean; next: Removal }>;
}

/**
 * removeFields with the paths read once: the handlers that run it on every request keep the function.
 * The value itself loses its fields in place; an object below it that loses some is replaced by a copy
 * without them (`delete` of a member other than the last turns an object into a slow dictionary, for
 * this request and for JSON.stringify after it), and one that loses all (`*`) by an empty object.
 */
export function fieldRemover(paths: readonly string[]): (value: unknown) => void {
  const tree: Removal = { drop: [], all: false, into: [] };
  for (const path of paths) {
    const heads = path.split(".");
    let at = tree;
    heads.forEach((head, i) => {
      const key = head.replace(/\[\]$/, "");
      if (i === heads.length - 1) {
        if (head === "*") at.all = true;
        else if (!at.drop.includes(key)) at.drop.push(key);
        return;
      }
      const each = head.endsWith("[]");
      let step = at.into.find((s) => s.key === key && s.each === each);
      if (!step) at.into.push((step = { key, each, next: { drop: [], all: false, into: [] } }));
      at = step.next;
    });
  }
  // a member that goes is not gone into
  const prune = (removal: Removal): void => {
    removal.into = removal.into.filter((step) => !removal.drop.includes(step.key));
    for (const step of removal.into) prune(step.next);
  };
  prune(tree);
  return (value) => {
    if (!isRecord(value)) return;
    if (tree.all) {
      for (const key of Object.keys(value)) delete value[key];
      return;
    }
    for (const key of tree.drop) if (Object.hasOwn(value, key)) delete value[key];
    descend(value, tree);
  };
}

/** `node` without the members `removal` names (itself when it has none of them, else a copy or an empty object). */
function removed(node: unknown, removal: Removal): unknown {
  if (!isRecord(node)) return node;
  if (removal.all) return Object.keys(node).length > 0 ? {} : node;
  let out = node;
  const { drop } = removal;
  for (let i = 0; i < drop.length; i++) {
    if (Object.hasOwn(node, drop[i]!)) {
      out = without(node, drop);
      break;
    }
  }
  if (removal.into.length > 0) descend(out, removal);
  return out;
}

/** Go on into the members of `node` that `removal` goes into. */
function descend(node: Json, removal: Removal): void {
  for (const { key, each, next } of removal.into) {
    if (!Object.hasOwn(node, key)) continue;
    const child = node[key];
    if (!each) {
      const kept = removed(child, next);
      if (kept !== child) node[key] = kept;
    } else if (Array.isArray(child)) {
      for (let i = 0; i < child.length; i++) {
        const item: unknown = child[i];
        const kept = removed(item, next);
        if (kept !== item) child[i] = kept;
      }
    }
  }
}

/** A copy of `node` without the members in `drop` (the others in order, an own `__proto__` member as a member). */
function without(node: Json, drop: readonly string[]): Json {
  const out: Json = {};
  for (const key in node) {
    if (drop.includes(key) || !Object.hasOwn(node, key)) continue;
    if (key === "__proto__") Object.defineProperty(out, key, { value: node[key], enumerable: true, writable: true, configurable: true });
    else out[key] = node[key];
  }
  return out;
}

// --- paging ------------------------------------------------------------------------------------------

/** Items per page of the lists (health events, quotas). */
export const PAGE_SIZE = 10;

/** Where a list is: the next item, and whatever else the first page fixed (opaque base64url JSON to the client). */
export interface ListState {
  skip: number;
}

/** The state of the request's `$skiptoken` (undefined on a first page); one that is not ours answers 400 InvalidSkipToken. */
export function skipToken<T extends ListState>(req: EmuRequest, valid: (state: T) => boolean = () => true): T | undefined {
  try {
    return decodeToken<T>(req.query.$skiptoken, (state) => Number.isInteger(state.skip) && valid(state as unknown as T));
  } catch (err) {
    if (err instanceof ODataError) throw new ApiError(400, "InvalidSkipToken", err.message);
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
   * status kind", read from the contract once. Reading it on every request (listOperations) costs 25–35 µs
   * of CPU per management request, a quarter or more of those bench rows: in process, "DELETE a deleting
   * namespace" 42 → 11 µs, "GET a namespace delete status" 47 → 11 µs, "GET a container group" 66 → 45 µs.
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
