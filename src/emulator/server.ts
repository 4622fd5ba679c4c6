/**
 * The emulator, assembled: contracts from the registry, the store, the virtual clock, the API modules
 * and the one pipeline (`createEngine`, used as is by module tests), served over HTTP by `createEmulator`.
 */
import { randomBytes } from "node:crypto";
import type { Contract } from "../contract/validator.js";
import type { ApiEntry } from "../registry.js";
import { checkLocalOptions } from "../http/local.js";
import { type CertificateFile, certificateFile, checkCredentials, type TlsCredentials } from "../tls.js";
import { Barrier } from "./barrier.js";
import { CLOCK_RANGE_TEXT, clockHolds, VirtualClock } from "./clock.js";
import { bodyRemovers, servedContracts } from "./contracts.js";
import { isStateRoute, RETRY_AFTER_S } from "./control.js";
import { createPipeline } from "./dispatch.js";
import { CoreCode } from "../http/errors.js";
import type { EmuResponse } from "../http/front-door.js";
import { EmulatorError, LifecycleError } from "./errors.js";
import { listen } from "./http.js";
import { JournalStore, openStore } from "./journal.js";
import { RunState, type RunStatus } from "./run-state.js";
import { resolveSettings } from "./settings.js";
import { recordChecker } from "./shapes.js";
import { type OpenStore, StoreError } from "./store.js";
import type { ApiModule, DispatchRequest, EmulatorContext, RecordShapes, Settings, StoreData } from "./types.js";

const CORE_COLLECTION = "_emulator";
const CLOCK_ID = "clock";
/** The core's own records: the clock's offset from real time. */
const CORE_SHAPES: RecordShapes = { [CORE_COLLECTION]: { schema: { type: "object", required: ["offset"], properties: { offset: { type: "integer" } } } } };

export interface EngineOptions {
  /** Persist state in this directory (journal); memory only when absent. */
  dataDir?: string;
  /** Move the data directory's journal aside (renamed with the time) and start from the seed (--reset-data-dir). */
  resetDataDir?: boolean;
  /** Every control route (`/_emulator/*`) requires `Authorization: Bearer <controlToken>`; open when absent. */
  controlToken?: string;
  settings?: Partial<Settings>;
  /** The API modules, or a function making fresh ones (then reset and restore start from fresh instances). */
  modules?: ApiModule[] | (() => ApiModule[]);
  /** No log lines (contract violations and faults are still printed). */
  quiet?: boolean;
  /** Validate every answer against the contract (on in tests). */
  validateResponses?: boolean;
  /** Registry entries to serve (default: the whole registry). */
  entries?: ApiEntry[];
  /** Contracts to serve, by registry key, instead of loading `entries`. */
  contracts?: ReadonlyMap<string, Contract>;
  /** Freeze real time at this instant: the clock moves only by advance (module tests). */
  frozenAt?: number;
}

export interface EmulatorOptions extends EngineOptions {
  /** Port; 0 (default) picks a free one. */
  port?: number;
  /** Default 127.0.0.1. On any other address the control routes need a token: `controlToken`, or one made at start. */
  host?: string;
  /**
   * Serve https. `true`: with a self-signed certificate for localhost, 127.0.0.1 and ::1, kept in `dataDir`
   * (reused while valid) or made for this start in a temporary folder; or the given certificate and key (PEM).
   */
  https?: boolean | TlsCredentials;
  /** More Host names it answers besides loopback and its address (`.example.com`: a domain; `all`: any); src/http/local.ts. */
  allowedHosts?: readonly string[];
  /** More origins a web page may call it from, besides loopback origins. */
  corsOrigins?: readonly string[];
}

/**
 * Reset, restore and close are barriers: requests under way finish first, a request that arrives
 * meanwhile waits and is answered after it, on the new state (one whose body is still arriving holds
 * nothing until it is in). A request that arrives once close has begun is answered 503 with
 * Retry-After, in its API's error shape.
 */
export interface Engine {
  ctx: EmulatorContext;
  clock: VirtualClock;
  store: OpenStore;
  /**
   * Where the engine is in its life: starting, serving, swapping (a reset or restore under way), closing,
   * closed. A call it does not take in its status throws a LifecycleError ("the emulator is closed: cannot reset").
   */
  readonly state: RunStatus;
  /** The pipeline with this engine's context, behind the barrier. */
  dispatch(request: DispatchRequest): Promise<EmuResponse>;
  /** APIs served, with how many of their operations a module handles. */
  apis: Array<{ key: string; operations: number; handled: number }>;
  /** Contract violations of the emulator's own answers (validateResponses). */
  violations: string[];
  /** Back to the seeded state: every stored value dropped, the seed written again, the clock where it started. */
  reset(): Promise<void>;
  /** The whole state as plain JSON (with its format version), to `restore` later, here or in another emulator. */
  snapshot(): EmulatorSnapshot;
  /**
   * Back to a snapshot's state and time. The snapshot is checked whole first (format, a time the clock
   * holds, every collection and record against the shapes the modules declare and what their creates
   * refuse): one that does not fit is refused with an EmulatorError naming the first problem, and nothing
   * changes. A failure later in the swap puts the state, the journal and the time before back.
   */
  restore(snapshot: unknown): Promise<void>;
  close(): Promise<void>;
}

/** A request whose body arrived while a swap or close passed: to run again (or refuse) with the body read. */
class Restart {
  constructor(readonly body: Buffer | "too large" | "aborted") {}
}

/** The format of snapshots this emulator writes and reads. */
export const SNAPSHOT_FORMAT = "vendor-api-emulator-snapshot/1";

export interface EmulatorSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  /** Virtual time when the snapshot was taken (ISO 8601). */
  now: string;
  /** Every stored value: collection → id → value. */
  data: StoreData;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The snapshot, checked; an EmulatorError says what is wrong with anything else. */
export function checkSnapshot(value: unknown): EmulatorSnapshot {
  if (!isPlainObject(value)) throw new EmulatorError("not an emulator snapshot: expected a JSON object");
  if (value.format !== SNAPSHOT_FORMAT) {
    throw new EmulatorError(`snapshot format ${JSON.stringify(value.format) ?? "missing"} is not ${SNAPSHOT_FORMAT}, the format this emulator reads; take a new snapshot with this version`);
  }
  if (typeof value.now !== "string" || Number.isNaN(Date.parse(value.now))) throw new EmulatorError("snapshot.now must be an ISO 8601 date-time");
  if (!clockHolds(Date.parse(value.now))) throw new EmulatorError(`snapshot.now ${value.now} is outside ${CLOCK_RANGE_TEXT}; nothing was changed`);
  if (!isPlainObject(value.data) || !Object.values(value.data).every(isPlainObject)) throw new EmulatorError("snapshot.data must map collections to objects of stored values");
  return value as unknown as EmulatorSnapshot;
}

export interface Emulator extends Engine {
  url: string;
  /** With https: the certificate served (PEM), for a client's `ca`. */
  certificate?: string;
  /** With a made certificate: its PEM file, for clients to trust (NODE_EXTRA_CA_CERTS=<file>). */
  certificateFile?: string;
  /** The token the control routes require (given, or made because the host is not loopback); undefined: they are open. */
  controlToken?: string;
}

/** Whether `host` is a loopback address, where the control routes stay open without a token. */
export const isLoopbackHost = (host: string): boolean => host === "localhost" || host === "::1" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);

export async function createEngine(options: EngineOptions = {}): Promise<Engine> {
  const settings = resolveSettings(options.settings);
  const loud = (line: string) => process.stderr.write(`emulator: ${line}\n`);
  const log = options.quiet ? () => undefined : loud;
  const contracts = servedContracts(options);
  const given = options.modules ?? [];
  const makeModules = typeof given === "function" ? given : () => given;
  const life = new RunState("the emulator", "starting", (message) => new LifecycleError(message));
  /** Requests share it; reset, restore and close hold it alone (see Engine). */
  const barrier = new Barrier();
  /** Swaps so far (a request whose body arrived across one starts again). */
  let swaps = 0;

  // the first instances of the modules declare the collections they keep and check a state's records, then they are started
  const first = makeModules();
  const checkRecords = recordChecker(Object.assign({}, CORE_SHAPES, ...first.map((m) => m.collections ?? {})));
  /** What a state to take in (a snapshot, a data directory) holds that this emulator refuses: records that do not fit, a clock it cannot hold, what a module's create refuses. */
  const checkState = (data: StoreData): string | undefined => {
    const recordProblem = checkRecords(data);
    if (recordProblem) return recordProblem;
    const offset = (data[CORE_COLLECTION]?.[CLOCK_ID] as { offset?: number } | undefined)?.offset;
    if (offset !== undefined && !clockHolds((options.frozenAt ?? Date.now()) + offset)) return `record "${CLOCK_ID}" of ${CORE_COLLECTION} puts virtual time outside ${CLOCK_RANGE_TEXT}`;
    for (const m of first) {
      const problem = m.checkState?.(data, { settings });
      if (problem) return problem;
    }
    return undefined;
  };
  const store = await openStore(options.dataDir, { check: checkState, setAside: options.resetDataDir, warn: loud });
  if (store instanceof JournalStore && store.setAsideTo) loud(`--reset-data-dir: the old journal is kept as ${store.setAsideTo}; starting from the seed`);
  const saved = store.get<{ offset: number }>(CORE_COLLECTION, CLOCK_ID);
  const clock = new VirtualClock({
    offsetMs: saved?.offset ?? 0,
    frozenAt: options.frozenAt,
    onError: (err) => loud(`timer failed: ${(err as Error).stack ?? String(err)}`),
    onAdvance: (offset) => store.put(CORE_COLLECTION, CLOCK_ID, { offset }),
  });
  const ctx: EmulatorContext = { clock, store, settings, contracts, log, dispatch: (request, inner) => pipeline.dispatch(request, inner ?? ctx) };
  const state = {
    reset: () => swap("reset", {}, startedAt),
    snapshot: (): EmulatorSnapshot => {
      life.mustBe("take a snapshot (a reset or restore is under way: await it first)", "serving", "closing", "closed");
      return { format: SNAPSHOT_FORMAT, now: clock.nowIso(), data: structuredClone(store.dump()) };
    },
    restore: async (value: unknown) => {
      life.mustBe("restore", "serving", "swapping");
      const snapshot = checkSnapshot(value);
      const problem = checkState(snapshot.data);
      if (problem) throw new EmulatorError(`snapshot.data: ${problem}; nothing was changed`);
      await swap("restore", structuredClone(snapshot.data), Date.parse(snapshot.now));
    },
    controlToken: options.controlToken,
  };
  const violations: string[] = [];
  const removers = bodyRemovers(contracts);
  const pipelineOf = (modules: ApiModule[]) => createPipeline({ contracts, modules, validateResponses: options.validateResponses, loud, state, violations, removers });
  let pipeline = pipelineOf([]);
  const startedAt = clock.now();

  const started: ApiModule[] = [];
  const stopModules = async () => {
    for (const m of started.splice(0)) await m.stop?.();
  };
  /** Fresh module instances on a new pipeline, started (seeded when the store is empty, timers resumed). */
  const startModules = async (modules = makeModules()) => {
    pipeline = pipelineOf(modules);
    for (const m of modules) {
      await m.start?.(ctx);
      started.push(m);
    }
  };
  /**
   * Reset or restore, alone (the barrier: requests under way finish first, later ones wait for it): stop
   * the modules, replace the state and the time, start fresh modules. When anything in it fails, the
   * state, the journal and the time before are put back and the modules started on them: a snapshot that
   * fails there is refused (EmulatorError), a data directory that cannot be written keeps its StoreError.
   */
  const swap = async (doing: string, data: StoreData, at: number): Promise<void> => {
    life.mustBe(doing, "serving", "swapping");
    return barrier.exclusive(async () => {
      life.to("swapping", doing);
      swaps++;
      try {
        await stopModules();
        const before = store.dump();
        const offset = clock.offsetMs;
        try {
          await store.replace(data);
          clock.jumpTo(at);
          await store.put(CORE_COLLECTION, CLOCK_ID, { offset: clock.offsetMs });
          await startModules();
        } catch (err) {
          // put the state before back; whatever happens, the modules run again
          await stopModules().catch(() => undefined);
          await store.replace(before).catch((again: unknown) => loud(`${doing} failed (${(err as Error).message}), and the state before it could not be written back: ${(again as Error).message}`));
          clock.setOffset(offset);
          await startModules();
          if (err instanceof EmulatorError || err instanceof StoreError || err instanceof LifecycleError) throw err;
          throw new EmulatorError(`the ${doing} failed (${(err as Error).message}); the state before it is kept`);
        }
      } finally {
        if (life.current === "swapping") life.to("serving");
      }
    });
  };

  const stopAll = async () => {
    await stopModules();
    await clock.stop();
    await store.close();
  };
  try {
    await startModules(first);
  } catch (err) {
    life.to("closing");
    await stopAll();
    life.to("closed");
    throw err;
  }
  life.to("serving");

  const apis = [...contracts].map(([key, c]) => {
    const ops = c.listOperations().filter((o) => o.kind === "path");
    const handlers = pipeline.moduleOf.get(key)?.handlers ?? {};
    return { key, operations: ops.length, handled: ops.filter((o) => o.operationId && handlers[o.operationId]).length };
  });

  /**
   * A request under way holds the barrier shared: a reset, restore or close waits for it, and it for
   * them. While its body is still arriving it lets go (a slow upload holds up no reset); when a swap or
   * close passed meanwhile, it starts again on the new state with the body read (nothing of the state
   * was touched before the body: the pipeline reads it before any handler runs), or answers 503.
   */
  const served = async (request: DispatchRequest): Promise<EmuResponse> => {
    let holding = true;
    const read = request.body;
    const began = swaps;
    const reading =
      typeof read !== "function"
        ? request
        : {
            ...request,
            body: async (limit?: number) => {
              barrier.leave();
              holding = false;
              const body = await read(limit);
              await barrier.enter();
              holding = true;
              if (swaps !== began || life.current === "closing" || life.current === "closed") throw new Restart(body);
              return body;
            },
          };
    try {
      return await pipeline.dispatch(reading, ctx);
    } catch (err) {
      if (!(err instanceof Restart)) throw err;
      if (life.current === "closing" || life.current === "closed") return unavailable(request);
      const { body } = err;
      return await pipeline.dispatch({ ...request, body: async () => body }, ctx);
    } finally {
      if (holding) barrier.leave();
    }
  };
  const unavailable = (request: DispatchRequest): EmuResponse => {
    const message = `The emulator is ${life.current === "closed" ? "closed" : "shutting down"}: it takes no more requests`;
    const answer = pipeline.refuse(request, { code: CoreCode.ServiceUnavailable, status: 503, message, findings: [] });
    return { ...answer, headers: { ...answer.headers, "retry-after": String(RETRY_AFTER_S), connection: "close" } };
  };
  const dispatch = (request: DispatchRequest): Promise<EmuResponse> => {
    const now = life.current;
    if (now === "closing" || now === "closed") return Promise.resolve(unavailable(request));
    // a reset or restore takes the barrier alone itself (its body is read first, without holding anything)
    if (isStateRoute(request)) return pipeline.dispatch(request, ctx);
    if (barrier.tryEnter()) return served(request);
    return barrier.enter().then(() => served(request));
  };

  let closing: Promise<void> | undefined;
  return {
    ctx,
    clock,
    store,
    get state() {
      return life.current;
    },
    dispatch,
    apis,
    violations,
    ...state,
    close: () =>
      (closing ??= (async () => {
        life.to("closing", "close");
        await barrier.exclusive(stopAll);
        life.to("closed");
      })()),
  };
}

export async function createEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const { host = "127.0.0.1", port = 0 } = options;
  const controlToken = options.controlToken ?? (isLoopbackHost(host) ? undefined : randomBytes(24).toString("base64url"));
  // given PEM is checked before anything starts; a certificate is made once the data folder is known usable
  const given = typeof options.https === "object" ? options.https : undefined;
  if (given) checkCredentials(given, { cert: "https.cert", key: "https.key" });
  checkLocalOptions(options);
  const engine = await createEngine({ ...options, controlToken });
  const loud = (line: string) => process.stderr.write(`emulator: ${line}\n`);
  let made: CertificateFile | undefined;
  const server = await (async () => {
    if (options.https === true) made = certificateFile(options.dataDir);
    return listen(engine.dispatch, { host, port, loud, tls: made ?? given, allowedHosts: options.allowedHosts, corsOrigins: options.corsOrigins });
  })().catch(async (err: unknown) => {
    made?.remove();
    await engine.close();
    throw err;
  });
  let closing: Promise<void> | undefined;
  return {
    ...engine,
    get state() {
      return engine.state;
    },
    url: server.url,
    controlToken,
    certificate: (made ?? given)?.cert,
    certificateFile: made?.certFile,
    // the engine first: requests under way are answered, later ones get 503, then the server stops
    close: () =>
      (closing ??= (async () => {
        await engine.close();
        await server.close();
        made?.remove();
      })()),
  };
}
