/**
 * The emulator's own routes under `/_emulator/` (no contract, never validated): health, the virtual
 * clock, and the control routes of the API modules; behind a bearer token when the emulator has one.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { parseQuery } from "../contract/validator.js";
import { parseJsonBody } from "../http/body.js";
import { CLOCK_RANGE_TEXT, clockHolds } from "./clock.js";
import { ApiError, answerFor, CoreCode, plainCatalogue } from "../http/errors.js";
import type { EmuResponse } from "../http/front-door.js";
import { EmulatorError, LifecycleError } from "./errors.js";
import { StoreError } from "./store.js";
import type { ApiModule, DispatchRequest, EmulatorContext, EmuRequest } from "./types.js";

/** Where the control routes live. */
export const CONTROL = "/_emulator";

/** Control bodies (a snapshot to restore) may be larger than an API's. */
export const MAX_CONTROL_BODY_BYTES = 32 * 1024 * 1024;

/** Seconds a 503 of the emulator's own (closing, a data directory it could not write) asks the client to wait. */
export const RETRY_AFTER_S = 1;

/**
 * Whether a request is a reset or a restore: these do not run as requests under way (server.ts's barrier
 * lets them wait for those), they swap the state themselves, alone.
 */
export function isStateRoute(request: DispatchRequest): boolean {
  if (request.method !== "POST" || request.api !== undefined) return false;
  const q = request.target.indexOf("?");
  const path = q < 0 ? request.target : request.target.slice(0, q);
  return path === `${CONTROL}/reset` || path === `${CONTROL}/restore`;
}

/** The state operations of the running emulator (server.ts), offered at `/_emulator/reset`, `/snapshot`, `/restore`. */
export interface StateControl {
  reset(): Promise<void>;
  snapshot(): unknown;
  restore(snapshot: unknown): Promise<void>;
  /** When set, every control route requires `Authorization: Bearer <controlToken>` (401 otherwise). */
  controlToken?: string;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether an Authorization header carries `token` as its bearer token (compared in constant time). */
function carriesToken(authorization: string | undefined, token: string): boolean {
  const given = /^bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? "")?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** A function, not a constant: dispatch.ts and this file import each other, so CONTROL is not set yet while this module loads. */
const known = () => `GET ${CONTROL}/health, GET ${CONTROL}/clock, POST ${CONTROL}/clock/advance, POST ${CONTROL}/reset, GET ${CONTROL}/snapshot, POST ${CONTROL}/restore`;

/** The longest jump of the clock in one call: ten years. */
export const MAX_ADVANCE_MS = 10 * 365 * 86_400_000;

/** What is wrong with `ms` as a jump of the clock (here and in startEmulator's clock.advance), or undefined. */
export function advanceProblem(ms: unknown): string | undefined {
  if (typeof ms === "number" && Number.isInteger(ms) && ms >= 0 && ms <= MAX_ADVANCE_MS) return undefined;
  return `ms must be an integer from 0 to ${MAX_ADVANCE_MS} (milliseconds), got ${JSON.stringify(ms) ?? "nothing"}`;
}

const fail = (status: number, code: string, message: string): EmuResponse => answerFor(plainCatalogue, new ApiError(status, code, message));

/** A reset or restore that could not run: 503 while the emulator closes or cannot write its data directory, 400 for a snapshot that does not fit. */
async function swap(run: () => Promise<void>, ctx: EmulatorContext): Promise<EmuResponse> {
  try {
    await run();
  } catch (err) {
    if (err instanceof LifecycleError || err instanceof StoreError) {
      const message = err instanceof LifecycleError ? `${err.message}; nothing was changed` : err.message;
      return { ...fail(503, CoreCode.ServiceUnavailable, message), headers: { "retry-after": String(RETRY_AFTER_S) } };
    }
    if (err instanceof EmulatorError) return fail(400, CoreCode.InvalidRequestBody, `${err.message} (/request/body)`);
    throw err;
  }
  return { status: 200, body: { now: ctx.clock.nowIso() } };
}

export async function controlRoute(request: DispatchRequest, sub: string, queryString: string, ctx: EmulatorContext, modules: ApiModule[], state?: StateControl): Promise<EmuResponse> {
  const { method, headers } = request;
  const { clock } = ctx;
  if (state?.controlToken !== undefined && !carriesToken(headers.authorization, state.controlToken)) {
    const refused = fail(
      401,
      CoreCode.Unauthorized,
      `${CONTROL}${sub} needs this emulator's control token: send Authorization: Bearer <token> (the token it printed at start, or the one given with --control-token)`,
    );
    return { ...refused, headers: { "www-authenticate": 'Bearer realm="emulator control"' } };
  }
  if (sub === "/health" && (method === "GET" || method === "HEAD")) {
    return { status: 200, body: { status: "ok", now: clock.nowIso(), apis: [...ctx.contracts.keys()] } };
  }
  if (sub === "/clock" && method === "GET") return { status: 200, body: { now: clock.nowIso() } };
  if (sub === "/snapshot" && method === "GET" && state) return { status: 200, body: state.snapshot() };
  const tooLarge = (): EmuResponse => ({ ...fail(413, CoreCode.PayloadTooLarge, `Request body exceeds ${MAX_CONTROL_BODY_BYTES} bytes`), headers: { connection: "close" } });
  let raw = request.body;
  if (typeof raw === "function") {
    const read = await raw(MAX_CONTROL_BODY_BYTES);
    if (read === "aborted") return { status: 0, abort: true };
    if (read === "too large") return tooLarge();
    raw = read;
  } else if (Buffer.isBuffer(raw) && raw.length > MAX_CONTROL_BODY_BYTES) return tooLarge();
  let body: unknown = request.json;
  if (raw !== undefined && raw.length > 0) {
    const parsed = parseJsonBody(typeof raw === "string" ? raw : raw.toString("utf8"));
    if (!("value" in parsed)) return fail(400, parsed.code, `${parsed.finding.message} (${parsed.finding.pointer})`);
    body = parsed.value;
  }
  if (sub === "/clock/advance" && method === "POST") {
    const ms = (body as { ms?: unknown } | undefined)?.ms;
    const problem = advanceProblem(ms) ?? (clockHolds(clock.now() + (ms as number)) ? undefined : `ms ${ms} would move the clock out of ${CLOCK_RANGE_TEXT}`);
    if (problem) return fail(400, CoreCode.InvalidRequestBody, `${problem} (/request/body/ms)`);
    await clock.advance(ms as number);
    return { status: 200, body: { now: clock.nowIso() } };
  }
  if (state && sub === "/reset" && method === "POST") return swap(() => state.reset(), ctx);
  if (state && sub === "/restore" && method === "POST") return swap(() => state.restore(body), ctx);
  const req: EmuRequest = {
    method,
    path: sub,
    baseUrl: request.baseUrl,
    pathParams: {},
    query: parseQuery(queryString).options as Record<string, string>,
    headers,
    body,
    api: "",
    operationId: "_emulator",
  };
  for (const m of modules) {
    if (!m.control) continue;
    try {
      const answer = await m.control(req, ctx);
      if (answer) return answer;
    } catch (err) {
      if (err instanceof ApiError) return answerFor(m.errors(m.apis[0]!), err);
      throw err;
    }
  }
  return fail(404, CoreCode.NotFound, `No emulator control route ${method} ${CONTROL}${sub}; known: ${known()}`);
}
