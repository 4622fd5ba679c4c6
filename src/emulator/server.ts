/**
 * The emulator, assembled: contracts from the registry, the store, the virtual clock, the API modules
 * and the one pipeline (`createEngine`, used as is by module tests), served over HTTP by `createEmulator`.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { type Contract, entryContract } from "../contract/validator.js";
import { checkLocalOptions } from "../http/local.js";
import { type ApiEntry, loadRegistry } from "../registry.js";
import { type CertificateFile, certificateFile, checkCredentials, type TlsCredentials } from "../tls.js";
import { VirtualClock } from "./clock.js";
import { bodyRemovers, createPipeline } from "./dispatch.js";
import { EmulatorError } from "./errors.js";
import { listen } from "./http.js";
import { resolveSettings } from "./settings.js";
import { recordChecker, type RecordShapes } from "./shapes.js";
import { JournalStore, type OpenStore, openStore, type StoreData } from "./store.js";
import type { ApiModule, DispatchRequest, EmulatorContext, EmuResponse, Settings } from "./types.js";

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

export interface Engine {
  ctx: EmulatorContext;
  clock: VirtualClock;
  store: OpenStore;
  /** The pipeline with this engine's context. */
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
   * Back to a snapshot's state and time. The snapshot is checked whole first (format, time, every
   * collection and record against the shapes the modules declare): one that does not fit is refused
   * with an EmulatorError naming the first problem, and nothing changes.
   */
  restore(snapshot: unknown): Promise<void>;
  close(): Promise<void>;
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

/** The contract of a registry entry, loaded from its bundle (each engine its own: ajv compiles its schemas as requests need them). */
function loadBundle(entry: ApiEntry): Contract {
  if (!existsSync(entry.bundle)) throw new EmulatorError(`${entry.key}: ${entry.bundle} is missing; run npm run build first`);
  return entryContract(entry);
}

/** Contracts of every API with paths (components-only documents have nothing to serve). */
function servedContracts(options: EngineOptions): Map<string, Contract> {
  const all = options.contracts ?? new Map((options.entries ?? loadRegistry()).map((e) => [e.key, loadBundle(e)]));
  return new Map([...all].filter(([, c]) => Object.keys((c.doc.paths as object | undefined) ?? {}).length > 0));
}

export async function createEngine(options: EngineOptions = {}): Promise<Engine> {
  const settings = resolveSettings(options.settings);
  const loud = (line: string) => process.stderr.write(`emulator: ${line}\n`);
  const log = options.quiet ? () => undefined : loud;
  const contracts = servedContracts(options);
  const given = options.modules ?? [];
  const makeModules = typeof given === "function" ? given : () => given;

  // the first instances of the modules declare the collections they keep, then they are started
  const first = makeModules();
  const checkRecords = recordChecker(Object.assign({}, CORE_SHAPES, ...first.map((m) => m.collections ?? {})));
  const store = await openStore(options.dataDir, { check: checkRecords, setAside: options.resetDataDir });
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
    reset: () => reload({}, startedAt),
    snapshot: (): EmulatorSnapshot => ({ format: SNAPSHOT_FORMAT, now: clock.nowIso(), data: structuredClone(store.dump()) }),
    restore: async (value: unknown) => {
      const snapshot = checkSnapshot(value);
      const problem = checkRecords(snapshot.data);
      if (problem) throw new EmulatorError(`snapshot.data: ${problem}; nothing was changed`);
      await reload(structuredClone(snapshot.data), Date.parse(snapshot.now));
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
  /** Stop the modules, replace the state and the time, start them again (on the old state when the new one could not be written). One at a time; a failed one does not hold up the next. */
  let reloading = Promise.resolve();
  const reload = (data: StoreData, at: number) => {
    const run = reloading.then(async () => {
      await stopModules();
      try {
        await store.replace(data);
        clock.jumpTo(at);
        await store.put(CORE_COLLECTION, CLOCK_ID, { offset: clock.offsetMs });
      } finally {
        await startModules();
      }
    });
    reloading = run.catch(() => undefined);
    return run;
  };

  const stopAll = async () => {
    await stopModules();
    await clock.stop();
    await store.close();
  };
  try {
    await startModules(first);
  } catch (err) {
    await stopAll();
    throw err;
  }

  const apis = [...contracts].map(([key, c]) => {
    const ops = c.listOperations().filter((o) => o.kind === "path");
    const handlers = pipeline.moduleOf.get(key)?.handlers ?? {};
    return { key, operations: ops.length, handled: ops.filter((o) => o.operationId && handlers[o.operationId]).length };
  });
  let closing: Promise<void> | undefined;
  return {
    ctx,
    clock,
    store,
    dispatch: (request) => pipeline.dispatch(request, ctx),
    apis,
    violations,
    ...state,
    close: () => (closing ??= stopAll()),
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
    url: server.url,
    controlToken,
    certificate: (made ?? given)?.cert,
    certificateFile: made?.certFile,
    close: () =>
      (closing ??= (async () => {
        await server.close();
        await engine.close();
        made?.remove();
      })()),
  };
}
