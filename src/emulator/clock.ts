/**
 * The virtual clock: real time plus an offset that `advance` increases, and timers that fire when
 * virtual time reaches them, either as real time passes or at once when `advance` jumps over them.
 * Due timers run one at a time, in time order (ties in scheduling order); work a timer hands off to run
 * beside the others (a push, `track`) is waited for too, so a test that advances the clock sees every
 * delivery that fell due finished when `advance` resolves. A frozen clock (module tests) starts at a
 * fixed time and moves only by `advance`.
 */
import type { Clock } from "./types.js";

/** An instant (ms since epoch) as ISO 8601 text. */
export const isoTime = (ms: number): string => new Date(ms).toISOString();

/**
 * The instants virtual time may be put at: the four-digit years of RFC 3339, which every date-time the
 * APIs answer is (JavaScript's dates reach year 275760, but a date-time past 9999 fits no contract, and at
 * the very end of that range clock arithmetic and toISOString fail).
 */
export const CLOCK_RANGE = { min: Date.parse("0000-01-01T00:00:00.000Z"), max: Date.parse("9999-12-31T23:59:59.999Z") } as const;

/** The range in words, for the errors that name it. */
export const CLOCK_RANGE_TEXT = "the years 0000 to 9999 the emulator's clock holds (RFC 3339 date-times)";

/** Whether virtual time may be put at `at` (ms since epoch). */
export const clockHolds = (at: number): boolean => Number.isFinite(at) && at >= CLOCK_RANGE.min && at <= CLOCK_RANGE.max;

interface Timer {
  at: number;
  seq: number;
  fn: () => void | Promise<void>;
}

export class VirtualClock implements Clock {
  private offset: number;
  private timers: Timer[] = [];
  private seq = 0;
  private chain: Promise<void> = Promise.resolve();
  /** Work handed off by timers (`track`), until it settles. */
  private readonly work = new Set<Promise<void>>();
  private wake?: NodeJS.Timeout;
  private stopped = false;

  private readonly frozenAt?: number;
  private readonly onError: (err: unknown) => void;
  private readonly onAdvance?: (offsetMs: number) => void | Promise<void>;

  constructor(
    options: {
      /** How far virtual time starts ahead of real time (restored after a restart). */
      offsetMs?: number;
      /** Real time stands still at this instant (ms since epoch): only `advance` moves the clock. */
      frozenAt?: number;
      /** A timer that throws is reported here; the others still run. */
      onError?: (err: unknown) => void;
      /** Called after every `advance` with the new offset (to persist it), before the due timers run. */
      onAdvance?: (offsetMs: number) => void | Promise<void>;
    } = {},
  ) {
    this.offset = options.offsetMs ?? 0;
    this.frozenAt = options.frozenAt;
    this.onError = options.onError ?? (() => undefined);
    this.onAdvance = options.onAdvance;
  }

  /** How far virtual time is ahead of real time (persisted so that a restart keeps virtual time). */
  get offsetMs(): number {
    return this.offset;
  }

  /** How many timers are scheduled (tests wait on it to know that something is waiting for a time). */
  get pending(): number {
    return this.timers.length;
  }

  now(): number {
    return (this.frozenAt ?? Date.now()) + this.offset;
  }

  nowIso(): string {
    return isoTime(this.now());
  }

  at(at: number, fn: () => void | Promise<void>): () => void {
    const timer: Timer = { at, seq: this.seq++, fn };
    // keep the list sorted by (at, seq): insert after every timer due no later than this one
    let i = this.timers.length;
    while (i > 0 && this.timers[i - 1]!.at > at) i--;
    this.timers.splice(i, 0, timer);
    this.arm();
    return () => {
      const k = this.timers.indexOf(timer);
      if (k >= 0) this.timers.splice(k, 1);
    };
  }

  async advance(ms: number): Promise<void> {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`cannot advance the clock by ${ms} ms`);
    if (!clockHolds(this.now() + ms)) throw new RangeError(`cannot advance the clock by ${ms} ms: it would leave ${CLOCK_RANGE_TEXT}`);
    this.offset += ms;
    await this.onAdvance?.(this.offset);
    // the due timers, then the work they handed off, again while that work made more timers due
    await this.drain();
    while (this.work.size > 0) {
      await Promise.all(this.work);
      await this.drain();
    }
  }

  track(work: Promise<unknown>): void {
    const tracked: Promise<void> = work.then(
      () => undefined,
      (err: unknown) => this.onError(err),
    );
    this.work.add(tracked);
    void tracked.finally(() => this.work.delete(tracked));
  }

  /**
   * Put virtual time at `at` (ms since epoch), earlier or later, and cancel every timer: the emulator's
   * modules are stopped around it and schedule again from their state (restore, reset).
   */
  jumpTo(at: number): void {
    if (!clockHolds(at)) throw new RangeError(`cannot put the clock at ${at}: it is outside ${CLOCK_RANGE_TEXT}`);
    this.setOffset(at - (this.frozenAt ?? Date.now()));
  }

  /** Put virtual time `offsetMs` ahead of real time and cancel every timer (a failed restore puts the old offset back). */
  setOffset(offsetMs: number): void {
    this.timers = [];
    if (this.wake) clearTimeout(this.wake);
    this.wake = undefined;
    this.offset = offsetMs;
  }

  /** Cancel every timer and stop waking up (shutdown). Resolves when a running timer has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.timers = [];
    if (this.wake) clearTimeout(this.wake);
    await this.chain;
    await Promise.all(this.work);
  }

  /** Run every due timer; calls are serialised, so concurrent drains never run a timer twice. */
  private drain(): Promise<void> {
    this.chain = this.chain.then(() => this.runDue());
    return this.chain;
  }

  private async runDue(): Promise<void> {
    while (!this.stopped && this.timers.length > 0 && this.timers[0]!.at <= this.now()) {
      const timer = this.timers.shift()!;
      try {
        await timer.fn();
      } catch (err) {
        this.onError(err);
      }
    }
    this.arm();
  }

  /** One real timeout for the earliest timer (unref'd: timers never keep the process alive). */
  private arm(): void {
    if (this.wake) clearTimeout(this.wake);
    this.wake = undefined;
    const first = this.timers[0];
    if (this.stopped || !first) return;
    // a frozen clock reaches a later timer only by advance
    if (this.frozenAt !== undefined && first.at > this.now()) return;
    // setTimeout takes at most 2^31-1 ms; a far timer re-arms when that one fires
    const delay = Math.min(Math.max(0, first.at - this.now()), 2 ** 31 - 1);
    this.wake = setTimeout(() => void this.drain(), delay);
    this.wake.unref();
  }
}
