/**
 * Retries for the openapi-fetch clients: a `fetch` wrapper (`withRetry`, for `ClientOptions.fetch`) and
 * an openapi-fetch middleware (`retryMiddleware`, for `client.use`). Both run the same policy:
 *
 * - retried answers: 408, 429, 503 and 504 (seed 000, Errors: "Request limit exceeded (throttling): HTTP
 *   429 ... The client retries with a cool-off period"; gap decisions: a queued request that waits 8
 *   minutes gives 503, an operation over 8 minutes 408, a request over 10 minutes 504), and network
 *   errors (the connection failed or was reset); never a request the caller aborted;
 * - the wait: `Retry-After` (delay-seconds or HTTP-date) when the answer carries it, otherwise the
 *   schedule: the seed's cool-off periods "regular interval, incremental interval, exponential back-off,
 *   optionally randomized" (`regular`, `incremental`, `exponential`, each with jitter or none);
 * - bounds: `maxAttempts` (the first try included) and `maxElapsedMs` (no retry is started whose wait
 *   would end after that time; the last answer is returned as it is);
 * - methods: by default only the methods that are safe to repeat (idempotent, RFC 9110 section 9.2.2:
 *   GET, HEAD, OPTIONS, TRACE, PUT, DELETE). A POST is not retried unless `methods` says so.
 *
 * The retry loop and the back-off schedules are cockatiel's (`retry`, `ConstantBackoff`,
 * `DelegateBackoff`, `ExponentialBackoff` with its jitter generators); this module decides what is
 * retried and for how long, and reads `Retry-After`.
 */
import {
  ConstantBackoff,
  DelegateBackoff,
  ExponentialBackoff,
  decorrelatedJitterGenerator,
  fullJitterGenerator,
  halfJitterGenerator,
  handleWhen,
  noJitterGenerator,
  retry,
  type IBackoff,
  type IBackoffFactory,
  type IRetryBackoffContext,
} from "cockatiel";
import type { Middleware } from "openapi-fetch";

/** Answers retried by default. */
export const RETRYABLE_STATUSES: readonly number[] = [408, 429, 503, 504];
/** Methods that are safe to repeat (idempotent, RFC 9110 section 9.2.2): the default of `methods`. */
export const IDEMPOTENT_METHODS: readonly string[] = ["GET", "HEAD", "OPTIONS", "TRACE", "PUT", "DELETE"];

/** How much randomness a schedule adds: none, or a share of each delay (`ratio` 0..1, default 0.5). */
export type Jitter = "none" | { ratio?: number };

/**
 * The cool-off schedule used when an answer carries no `Retry-After` (seed 000: "regular interval,
 * incremental interval, exponential back-off, optionally randomized").
 */
export type BackoffSchedule =
  /** The same wait every time. */
  | { kind: "regular"; delayMs: number; jitter?: Jitter }
  /** `initialDelayMs`, then `stepMs` more on each retry, at most `maxDelayMs`. */
  | { kind: "incremental"; initialDelayMs: number; stepMs: number; maxDelayMs?: number; jitter?: Jitter }
  /**
   * Exponential growth from `initialDelayMs` by `exponent` (default 2), at most `maxDelayMs` (default
   * 30 s). Jitter: `decorrelated` (default, cockatiel's and Polly's recommendation), `full` (uniform in
   * [0, delay)), `half` (uniform in [delay/2, delay)) or `none`.
   */
  | { kind: "exponential"; initialDelayMs?: number; maxDelayMs?: number; exponent?: number; jitter?: "decorrelated" | "full" | "half" | "none" };

export interface RetryEvent {
  /** 1 for the first retry. */
  attempt: number;
  /** What will be waited before the retry, in ms. */
  delayMs: number;
  /** Where the wait comes from. */
  reason: "retry-after" | "backoff";
  method: string;
  url: string;
  /** Status of the answer that is retried; undefined after a network error. */
  status?: number;
  error?: unknown;
}

export interface RetryOptions {
  /** Total tries, the first included. Default 4 (one try and three retries). */
  maxAttempts?: number;
  /** Time budget for the whole call, in ms: no retry starts whose wait would end later. Default 60 000. */
  maxElapsedMs?: number;
  /** Statuses retried. Default 408, 429, 503, 504. */
  statuses?: readonly number[];
  /** Methods retried, or "all". Default: IDEMPOTENT_METHODS (a POST is never repeated unless asked). */
  methods?: readonly string[] | "all";
  /** Retry when fetch itself fails (connection refused or reset). Default true. An abort is never retried. */
  retryNetworkErrors?: boolean;
  /** Honour `Retry-After` on retried answers. Default true. */
  respectRetryAfter?: boolean;
  /** Schedule when there is no `Retry-After`. Default exponential from 500 ms, at most 30 s, decorrelated jitter. */
  backoff?: BackoffSchedule;
  /** Called before each wait (for logs and metrics). */
  onRetry?: (event: RetryEvent) => void;
}

type Fetch = (input: Request, init?: RequestInit) => Promise<Response>;

/** `Retry-After` in ms: delay-seconds or an HTTP-date (RFC 9110 section 10.2.3); undefined when absent or invalid. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const randomize = (delay: number, jitter: Jitter | undefined) => {
  if (jitter === undefined || jitter === "none") return delay;
  const ratio = Math.min(1, Math.max(0, jitter.ratio ?? 0.5));
  // uniform in [delay * (1 - ratio), delay]: never longer than the schedule says
  return delay * (1 - ratio * Math.random());
};

/** A cockatiel back-off factory for a schedule. */
export function backoffFor(schedule: BackoffSchedule): IBackoffFactory<unknown> {
  switch (schedule.kind) {
    case "regular":
      if (schedule.jitter === undefined || schedule.jitter === "none") return new ConstantBackoff(schedule.delayMs);
      return new DelegateBackoff(() => randomize(schedule.delayMs, schedule.jitter));
    case "incremental":
      return new DelegateBackoff<unknown, number>((_ctx, step = 0) => ({
        delay: randomize(Math.min(schedule.maxDelayMs ?? Infinity, schedule.initialDelayMs + step * schedule.stepMs), schedule.jitter),
        state: step + 1,
      }));
    case "exponential": {
      const options = { initialDelay: schedule.initialDelayMs ?? 500, maxDelay: schedule.maxDelayMs ?? 30_000, exponent: schedule.exponent ?? 2 };
      switch (schedule.jitter ?? "decorrelated") {
        case "none":
          return new ExponentialBackoff({ ...options, generator: noJitterGenerator });
        case "full":
          return new ExponentialBackoff({ ...options, generator: fullJitterGenerator });
        case "half":
          return new ExponentialBackoff({ ...options, generator: halfJitterGenerator });
        default:
          return new ExponentialBackoff({ ...options, generator: decorrelatedJitterGenerator });
      }
    }
  }
}

/** The first `count` delays of a schedule, in ms (to show or test a schedule). */
export function scheduleDelays(schedule: BackoffSchedule, count: number): number[] {
  const out: number[] = [];
  let b: IBackoff<unknown> | undefined;
  const factory = backoffFor(schedule);
  for (let i = 0; i < count; i++) {
    b = b ? b.next(undefined) : factory.next(undefined);
    out.push(b.duration);
  }
  return out;
}

const isResponse = (v: unknown): v is Response => typeof v === "object" && v !== null && typeof (v as Response).status === "number" && typeof (v as Response).headers?.get === "function";
const isAbort = (err: unknown) => err instanceof Error && (err.name === "AbortError" || err.name === "TimeoutError");
/** fetch's own failures (undici: TypeError "fetch failed" with the socket error as cause; others: a system error code), not a bug of the caller. */
const isNetworkError = (err: unknown) => {
  if (!(err instanceof Error) || isAbort(err)) return false;
  const code = (err as { code?: unknown; cause?: { code?: unknown } }).code ?? (err as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === "string" || (err instanceof TypeError && (/fetch failed|network/i.test(err.message) || err.cause !== undefined));
};

/**
 * Send `request` (a fresh clone per try) until an answer is not retryable, the attempts or the time
 * budget run out, or the caller aborts. `first`, when given, is the answer of the first try, already
 * received (the middleware's case).
 */
async function send(request: Request, doFetch: (r: Request) => Promise<Response>, options: RetryOptions, first?: Response): Promise<Response> {
  const statuses = options.statuses ?? RETRYABLE_STATUSES;
  const methods = options.methods ?? IDEMPOTENT_METHODS;
  const method = request.method.toUpperCase();
  const repeatable = methods === "all" || methods.some((m) => m.toUpperCase() === method);
  if (!repeatable) return first ?? doFetch(request);

  const started = performance.now();
  const budget = options.maxElapsedMs ?? 60_000;
  const maxAttempts = Math.max(1, Math.floor(options.maxAttempts ?? 4));
  const schedule = backoffFor(options.backoff ?? { kind: "exponential" });
  let scheduled: IBackoff<unknown> | undefined;
  /** The wait chosen for the failure at hand (set by the filter, read by the back-off). */
  let planned: { delayMs: number; reason: RetryEvent["reason"] } | undefined;
  let tries = 0;

  /** Decide whether the failure at hand is retried: a wait must fit in the budget. */
  const plan = (response: Response | undefined): boolean => {
    if (tries >= maxAttempts || request.signal.aborted) return false;
    let delayMs: number | undefined;
    let reason: RetryEvent["reason"] = "backoff";
    if (response && options.respectRetryAfter !== false) {
      delayMs = parseRetryAfter(response.headers.get("retry-after"));
      if (delayMs !== undefined) reason = "retry-after";
    }
    if (delayMs === undefined) {
      scheduled = scheduled ? scheduled.next(undefined) : schedule.next(undefined);
      delayMs = scheduled.duration;
    }
    delayMs = Math.max(0, Math.round(delayMs));
    if (performance.now() - started + delayMs > budget) return false;
    planned = { delayMs, reason };
    return true;
  };

  const policy = retry(
    handleWhen((err) => {
      if (!isNetworkError(err) || options.retryNetworkErrors === false) return false;
      return plan(undefined);
    }).orWhenResult((value) => isResponse(value) && statuses.includes(value.status) && plan(value)),
    {
      maxAttempts: maxAttempts - 1,
      backoff: new DelegateBackoff((_ctx: IRetryBackoffContext<unknown>) => planned?.delayMs ?? 0),
    },
  );
  policy.onRetry((event) => {
    const response = "value" in event && isResponse(event.value) ? event.value : undefined;
    // free the connection of an answer that is thrown away
    void response?.body?.cancel().catch(() => undefined);
    options.onRetry?.({
      attempt: event.attempt,
      delayMs: event.delay,
      reason: planned?.reason ?? "backoff",
      method,
      url: request.url,
      ...(response ? { status: response.status } : { error: "error" in event ? event.error : undefined }),
    });
  });
  return policy.execute(async () => {
    tries++;
    if (tries === 1 && first) return first;
    return doFetch(request.clone());
  }, request.signal);
}

/**
 * A `fetch` that retries, for `create<Api>Client({ fetch: withRetry() })` or any code that calls
 * fetch with a Request or a URL.
 */
export function withRetry(options: RetryOptions = {}, baseFetch: Fetch = (r, init) => globalThis.fetch(r, init)): (input: Request | string | URL, init?: RequestInit) => Promise<Response> {
  return (input, init) => {
    // openapi-fetch passes undici options as the second argument (requestInitExt): keep them per try
    const request = input instanceof Request ? input : new Request(input, init);
    const ext = input instanceof Request ? init : undefined;
    return send(request, (r) => baseFetch(r, ext), options);
  };
}

/**
 * The same policy as an openapi-fetch middleware: `client.use(retryMiddleware())`. A retried request is
 * sent again with the client's own fetch, as the middleware chain had prepared it (`onRequest` of other
 * middleware is not run again).
 */
export function retryMiddleware(options: RetryOptions = {}): Middleware {
  const pending = new Map<string, Request>();
  return {
    onRequest({ request, id }) {
      // a request answered by another middleware's onRequest never reaches onResponse: keep the map bounded
      if (pending.size >= 1000) pending.delete(pending.keys().next().value!);
      pending.set(id, request.clone());
      return undefined;
    },
    async onResponse({ response, id, options: client }) {
      const copy = pending.get(id);
      pending.delete(id);
      if (!copy) return undefined;
      const statuses = options.statuses ?? RETRYABLE_STATUSES;
      if (!statuses.includes(response.status)) return undefined;
      const final = await send(copy, (r) => client.fetch(r), options, response);
      return final === response ? undefined : final;
    },
    async onError({ error, id, options: client }) {
      const copy = pending.get(id);
      pending.delete(id);
      const methods = options.methods ?? IDEMPOTENT_METHODS;
      const repeatable = methods === "all" || methods.some((m) => m.toUpperCase() === copy?.method.toUpperCase());
      if (!copy || !repeatable || !isNetworkError(error) || options.retryNetworkErrors === false) return undefined;
      // the first try failed: run the remaining tries (the failed one counts as the first)
      let failedFirst = true;
      return send(
        copy,
        (r) => {
          if (failedFirst) {
            failedFirst = false;
            return Promise.reject(error);
          }
          return client.fetch(r);
        },
        options,
      );
    },
  };
}
