/**
 * Long-running operations: after a call that answers 202 (or 201) with a status address in
 * `Operation-Location` (document-analysis service) or `Vendor-AsyncOperation` (management plane), poll
 * that address with the same client, waiting `Retry-After` (or `intervalMs`) between polls, until the
 * operation ends; the outcome is typed by the contract's status operation (`statusPath`).
 *
 * ```ts
 * const started = await docs.POST("/documentClassifiers/{classifierId}:copyTo", { params, body });
 * const outcome = await pollOperation(docs, started, { statusPath: "/operations/{operationId}" });
 * if (outcome.ok) console.log(outcome.result?.result?.classifierId);
 * else if (outcome.kind === "failed") console.error(outcome.result.error?.code);
 * ```
 *
 * - A start answer without a status address (200, 201 or 204: done at once) is a success with no result.
 * - The state is read from the status body: `status`, else `properties.provisioningState`, else
 *   `provisioningState` (case-insensitive): succeeded / completed → success; failed → `failed`;
 *   canceled, cancelled, skipped → `canceled`; anything else → still running. A poll answered 200 or 204
 *   with no state field means done; 202 means still running.
 * - A poll answered 408, 429, 503 or 504 is polled again after its `Retry-After` (the operation is not
 *   lost to throttling); any other error answer ends with `kind: "poll"` and the contract's error body.
 * - `timeoutMs` (default 10 minutes) bounds the whole wait: no poll is started after it; `signal`
 *   aborts (its reason is thrown: an AbortError unless the caller gave another). The status address must be
 *   on the origin of the start call unless `allowCrossOrigin`, and its path must fit `statusPath`.
 * - Waits use the platform's setTimeout (no node: import), so the helper runs in browsers and workers too.
 */
import type { Client } from "openapi-fetch";
import type { ErrorOf, GetPath, PageOf } from "./paging.js";
import { parseRetryAfter, RETRYABLE_STATUSES } from "./retry.js";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
// biome-ignore lint/suspicious/noExplicitAny: any client of any API: openapi-fetch's Client is invariant in its path and media types
type AnyClient = Client<any, any>;

/** Where an operation is. */
export type OperationState = "running" | "succeeded" | "failed" | "canceled";

/** Headers that carry a status address, in the order they are looked for. */
export const STATUS_HEADERS: readonly string[] = ["Operation-Location", "Vendor-AsyncOperation"];

/** The answer of the call that started the operation (an openapi-fetch result). */
export interface StartedCall<D = unknown, E = unknown> {
  data?: D;
  error?: E;
  response: Response;
}

export interface PollOptions<C extends AnyClient, P extends GetPath<C>> {
  /** The contract's path of the status operation (types the result; the address's path must fit it). */
  statusPath: P;
  /** Wait between polls when an answer has no Retry-After, in ms. Default 1000. */
  intervalMs?: number;
  /** Give up (kind "timeout") when the next wait would end later than this after the start, in ms. Default 600 000. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Headers for each poll, besides the client's own (its defaults and middleware apply). */
  headers?: Record<string, string>;
  /** Follow a status address on another origin (the client's credentials go there). Default false. */
  allowCrossOrigin?: boolean;
  /** The state of a status body. Default: see the module comment. */
  state?: (status: PageOf<C, P>, response: Response) => OperationState;
  /** Called after each poll. */
  onPoll?: (poll: { attempt: number; state: OperationState; status: PageOf<C, P> | undefined; response: Response }) => void;
  /** How to wait (default: a timer). Tests pass one that moves a virtual clock. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** The outcome of an operation: the final status body (typed by `statusPath`) or a typed error. */
export type OperationOutcome<Status, PollError, StartData, StartError> =
  /** Done. `result` is the last status body (undefined when the start answer finished at once). */
  | { ok: true; kind: "succeeded"; result: Status | undefined; initial: StartData | undefined; response: Response; polls: number }
  /** The operation ended without success; `result` is its status body (its `error` field says why, where the contract has one). */
  | { ok: false; kind: "failed" | "canceled"; result: Status; response: Response; polls: number }
  /** The start call answered an error (the contract's error body of that operation). */
  | { ok: false; kind: "start"; error: StartError; response: Response; polls: 0 }
  /** A poll answered an error other than a transient one (the contract's error body of the status operation). */
  | { ok: false; kind: "poll"; error: PollError; response: Response; polls: number }
  /** Still running when `timeoutMs` ran out; `result` is the last status body seen. */
  | { ok: false; kind: "timeout"; result: Status | undefined; response: Response; polls: number }
  /** The status address is missing a path that fits `statusPath`, or is on another origin. */
  | { ok: false; kind: "protocol"; message: string; response: Response; polls: number };

export type OperationOutcomeOf<C extends AnyClient, P extends GetPath<C>, StartData = unknown, StartError = unknown> = OperationOutcome<PageOf<C, P>, ErrorOf<C, P>, StartData, StartError>;

/** The state of a status body, by `status` / `provisioningState`. */
export function operationState(body: unknown, response?: Response): OperationState {
  const o = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const props = typeof o.properties === "object" && o.properties !== null ? (o.properties as Record<string, unknown>) : {};
  const raw = [o.status, props.provisioningState, o.provisioningState].find((v) => typeof v === "string") as string | undefined;
  if (raw === undefined) return response?.status === 202 ? "running" : "succeeded";
  switch (raw.toLowerCase()) {
    case "succeeded":
    case "completed":
      return "succeeded";
    case "failed":
      return "failed";
    case "canceled":
    case "cancelled":
    case "skipped":
      return "canceled";
    default:
      return "running";
  }
}

/** The status address of a start answer, if it has one. */
export function statusAddress(response: Response): string | undefined {
  for (const name of STATUS_HEADERS) {
    const v = response.headers.get(name);
    if (v) return v;
  }
  return undefined;
}

/** Wait `ms` with the platform's timer; the signal cancels the timer and rejects with its reason. */
function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const aborted = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", aborted);
      resolve();
    }, ms);
    signal?.addEventListener("abort", aborted, { once: true });
  });
}

const templateRegex = (template: string) => new RegExp(`${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`);

type Loose = { GET(path: string, init?: Record<string, unknown>): Promise<{ data?: unknown; error?: unknown; response: Response }> };

/**
 * Follow a long-running operation to its end. `started` is the result of the call that started it (or
 * its promise).
 */
export async function pollOperation<C extends AnyClient, P extends GetPath<C>, SD = unknown, SE = unknown>(
  client: C,
  started: StartedCall<SD, SE> | Promise<StartedCall<SD, SE>>,
  options: PollOptions<C, P>,
): Promise<OperationOutcome<PageOf<C, P>, ErrorOf<C, P>, SD, SE>> {
  type Status = PageOf<C, P>;
  type Outcome = OperationOutcome<Status, ErrorOf<C, P>, SD, SE>;
  const start = (await started) as StartedCall<SD, SE>;
  const { signal } = options;
  const sleep = options.sleep ?? delay;
  const stateOf = (options.state ?? operationState) as (status: unknown, response: Response) => OperationState;
  const timeoutMs = options.timeoutMs ?? 600_000;
  const began = performance.now();

  if (start.error !== undefined || !start.response.ok) {
    return { ok: false, kind: "start", error: start.error as SE, response: start.response, polls: 0 } satisfies Outcome;
  }
  const address = statusAddress(start.response);
  if (address === undefined) {
    return { ok: true, kind: "succeeded", result: undefined, initial: start.data, response: start.response, polls: 0 } satisfies Outcome;
  }
  let url: URL;
  try {
    url = new URL(address, start.response.url || undefined);
  } catch {
    return { ok: false, kind: "protocol", message: `the status address ${address} is not a URL`, response: start.response, polls: 0 };
  }
  if (start.response.url && new URL(start.response.url).origin !== url.origin && !options.allowCrossOrigin) {
    return {
      ok: false,
      kind: "protocol",
      message: `the status address ${url.origin} is on another origin than the start call; pass allowCrossOrigin to follow it`,
      response: start.response,
      polls: 0,
    };
  }
  if (!templateRegex(options.statusPath as string).test(url.pathname)) {
    return { ok: false, kind: "protocol", message: `the status address ${url.pathname} does not fit ${String(options.statusPath)}`, response: start.response, polls: 0 };
  }

  const loose = client as unknown as Loose;
  let last: { response: Response; status: Status | undefined } = { response: start.response, status: undefined };
  for (let polls = 0; ; ) {
    const wait = parseRetryAfter(last.response.headers.get("retry-after")) ?? options.intervalMs ?? 1000;
    if (performance.now() - began + wait > timeoutMs) {
      return { ok: false, kind: "timeout", result: last.status, response: last.response, polls };
    }
    signal?.throwIfAborted();
    await sleep(wait, signal);
    polls++;
    const r = await loose.GET(`${url.pathname}${url.search}`, {
      baseUrl: url.origin,
      ...(options.headers ? { headers: options.headers } : {}),
      ...(signal ? { signal } : {}),
    });
    if (r.error !== undefined || !r.response.ok) {
      if (RETRYABLE_STATUSES.includes(r.response.status)) {
        last = { response: r.response, status: last.status };
        continue;
      }
      return { ok: false, kind: "poll", error: r.error as ErrorOf<C, P>, response: r.response, polls };
    }
    const status = r.data as Status | undefined;
    const state = stateOf(status, r.response);
    options.onPoll?.({ attempt: polls, state, status, response: r.response });
    last = { response: r.response, status };
    if (state === "succeeded") return { ok: true, kind: "succeeded", result: status, initial: start.data, response: r.response, polls };
    if (state === "failed" || state === "canceled") return { ok: false, kind: state, result: status as Status, response: r.response, polls };
  }
}
