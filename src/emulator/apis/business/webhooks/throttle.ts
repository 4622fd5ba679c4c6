/**
 * Request limits per Authorization token (gap decisions), the module's `around`: a sliding window and
 * open requests (429), a few running at once and the others waiting in order (503); $batch items run in its place.
 */
import { CallerMap } from "../../../caller-map.js";
import type { EmulatorContext, EmuRequest } from "../../../types.js";
import { webhooksError } from "./errors.js";
import { MAX_OPEN_PER_USER, MAX_RUNNING_PER_USER, QUEUE_TIMEOUT_MS, THROTTLE_WINDOW_MS } from "./model.js";
import type { EmuResponse } from "../../../../http/front-door.js";

/** Seconds a 503 asks the client to wait. */
const RETRY_AFTER_QUEUE_TIMEOUT_S = 60;

/** The 429 of a limit (made once, not a closure per request). */
const tooMany = (seconds: number, why: string) =>
  webhooksError(429, "Application_TooManyRequests", `Too many requests reached: ${why}. Retry after ${seconds} seconds.`, { "retry-after": String(seconds) });

/**
 * Windows kept, one per user (Authorization value): 50,000 and 32 Mi characters of tokens. A window is
 * dropped once its newest request has left it (it then counts nothing), by a sweep at most once a window;
 * past a bound, the least recently used goes first (its user starts an empty window: more lenient, never
 * stricter). Memory: at most the tokens' 32 MiB, plus about 150 bytes a user and 8 bytes a request in its
 * window (a busy user's 6,000 requests: 48 KB).
 */
const MAX_WINDOWS = 50_000;
const MAX_TOKEN_CHARS = 32 * 1024 * 1024;

export class Throttle {
  /** Per user: the times of the requests in the current window, oldest first (see MAX_WINDOWS). */
  private readonly windows: CallerMap<number[]>;
  /**
   * Per user with requests open: how many are open (running or waiting), how many run, and those waiting
   * for one of the places (in order). An entry goes when its count is back to 0 or its queue is empty:
   * these hold no more users than there are requests open.
   */
  private readonly openPerUser = new Map<string, number>();
  private readonly runningPerUser = new Map<string, number>();
  private readonly waitingPerUser = new Map<string, Array<() => void>>();
  /** When a request that had to wait for a place arrived (a batch's 504 counts the wait); gone with the request. */
  private readonly waitedSince = new WeakMap<EmuRequest, number>();

  constructor(options: { maxWindows?: number } = {}) {
    this.windows = new CallerMap({ max: options.maxWindows ?? MAX_WINDOWS, maxKeyChars: MAX_TOKEN_CHARS, sweepEveryMs: THROTTLE_WINDOW_MS });
  }

  /** How many users each map holds now (tests read it). */
  sizes(): { windows: number; open: number; running: number; waiting: number } {
    return { windows: this.windows.size, open: this.openPerUser.size, running: this.runningPerUser.size, waiting: this.waitingPerUser.size };
  }

  /** When `req` arrived, if it had to wait for its place (else it started when it arrived). */
  arrivedAt(req: EmuRequest): number | undefined {
    return this.waitedSince.get(req);
  }

  /** Count the request in its user's window and open requests, wait for a place, then run `next`. */
  async around(req: EmuRequest, c: EmulatorContext, next: () => Promise<EmuResponse>): Promise<EmuResponse> {
    this.count(req, c);
    if (req.inBatch) return next();
    const user = req.headers.authorization ?? "";
    this.openPerUser.set(user, (this.openPerUser.get(user) ?? 0) + 1);
    try {
      const place = this.acquire(user, c);
      if (place !== true) {
        this.waitedSince.set(req, c.clock.now());
        if (!(await place)) {
          const message = `The request waited in the queue for 8 minutes without starting (${MAX_RUNNING_PER_USER} requests of the user run at once). Retry after ${RETRY_AFTER_QUEUE_TIMEOUT_S} seconds.`;
          throw webhooksError(503, "Application_ServiceUnavailable", message, { "retry-after": String(RETRY_AFTER_QUEUE_TIMEOUT_S) });
        }
      }
      try {
        return await next();
      } finally {
        this.release(user);
      }
    } finally {
      const open = (this.openPerUser.get(user) ?? 1) - 1;
      if (open > 0) this.openPerUser.set(user, open);
      else this.openPerUser.delete(user);
    }
  }

  /** 429 over the window's limit or the open requests' limit; else the request is counted. */
  private count(req: EmuRequest, c: EmulatorContext): void {
    const user = req.headers.authorization ?? "";
    const now = c.clock.now();
    const times = this.windows.get(user, now) ?? [];
    let old = 0;
    while (old < times.length && times[old]! <= now - THROTTLE_WINDOW_MS) old++;
    if (old > 0) times.splice(0, old);
    const limit = c.settings.requestsPerWindow;
    if (times.length >= limit) throw tooMany(Math.max(1, Math.ceil((times[0]! + THROTTLE_WINDOW_MS - now) / 1000)), `more than ${limit} requests in 5 minutes`);
    if ((this.openPerUser.get(user) ?? 0) >= MAX_OPEN_PER_USER) throw tooMany(1, `more than ${MAX_OPEN_PER_USER} open requests`);
    times.push(now);
    // kept until this request leaves the window
    this.windows.set(user, times, now + THROTTLE_WINDOW_MS, now);
  }

  /** A place to run: true at once when one is free, else a promise of true (started) or false (waited too long). */
  private acquire(user: string, c: EmulatorContext): true | Promise<boolean> {
    const n = this.runningPerUser.get(user) ?? 0;
    if (n < MAX_RUNNING_PER_USER) {
      this.runningPerUser.set(user, n + 1);
      return true;
    }
    let waiting = this.waitingPerUser.get(user);
    if (!waiting) this.waitingPerUser.set(user, (waiting = []));
    const queue = waiting;
    return new Promise<boolean>((resolve) => {
      const start = () => {
        cancel();
        resolve(true);
      };
      const cancel = c.clock.at(c.clock.now() + QUEUE_TIMEOUT_MS, () => {
        const i = queue.indexOf(start);
        if (i >= 0) queue.splice(i, 1);
        if (queue.length === 0 && this.waitingPerUser.get(user) === queue) this.waitingPerUser.delete(user);
        resolve(false);
      });
      queue.push(start);
    });
  }

  /** Hand the place to the first waiting request of the user, or free it. */
  private release(user: string): void {
    const waiting = this.waitingPerUser.get(user);
    const next = waiting?.shift();
    if (waiting?.length === 0) this.waitingPerUser.delete(user);
    if (next) {
      next();
      return;
    }
    const n = (this.runningPerUser.get(user) ?? 1) - 1;
    if (n > 0) this.runningPerUser.set(user, n);
    else this.runningPerUser.delete(user);
  }
}
