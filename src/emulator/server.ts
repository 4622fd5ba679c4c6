/**
 * The emulator, assembled: contracts from the registry, the store, the virtual clock, the API modules
 * and the one pipeline (`createEngine`, used as is by module tests), served over HTTP by `createEmulator`.
 */
import { existsSync } from "node:fs";
import { Contract } from "../contract/validator.js";
import { type ApiEntry, loadRegistry } from "../registry.js";
import { VirtualClock } from "./clock.js";
import { bodyRemovers, createPipeline } from "./dispatch.js";
import { EmulatorError } from "./errors.js";
import { listen } from "./http.js";
import { resolveSettings } from "./settings.js";
import { type OpenStore, openStore, type StoreData } from "./store.js";
import type { ApiModule, DispatchRequest, EmulatorContext, EmuResponse, Settings } from "./types.js";

const CORE_COLLECTION = "_emulator";
const CLOCK_ID = "clock";

export interface EngineOptions {
  /** Persist state in this directory (journal); memory only when absent. */
  dataDir?: string;
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
  /** Default 127.0.0.1. */
  host?: string;
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
  /** Back to a snapshot's state and time; one of another format (or not a snapshot) is refused with EmulatorError and nothing changes. */
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
}

/** The contract of a registry entry, loaded from its bundle (each engine its own: ajv compiles its schemas as requests need them). */
function loadBundle(entry: ApiEntry): Contract {
  if (!existsSync(entry.bundle)) throw new EmulatorError(`${entry.key}: ${entry.bundle} is missing; run npm run build first`);
  return Contract.fromFile(entry.bundle, entry.key);
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

  const store = await openStore(options.dataDir);
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
      await reload(structuredClone(snapshot.data), Date.parse(snapshot.now));
    },
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
  const startModules = async () => {
    const modules = makeModules();
    pipeline = pipelineOf(modules);
    for (const m of modules) {
      await m.start?.(ctx);
      started.push(m);
    }
  };
  /** Stop the modules, replace the state and the time, start them again. */
  let reloading = Promise.resolve();
  const reload = (data: StoreData, at: number) =>
    (reloading = reloading.then(async () => {
      await stopModules();
      await store.replace(data);
      clock.jumpTo(at);
      await store.put(CORE_COLLECTION, CLOCK_ID, { offset: clock.offsetMs });
      await startModules();
    }));

  const stopAll = async () => {
    await stopModules();
    await clock.stop();
    await store.close();
  };
  try {
    await startModules();
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
  const engine = await createEngine(options);
  const loud = (line: string) => process.stderr.write(`emulator: ${line}\n`);
  const server = await listen(engine.dispatch, { host, port, loud }).catch(async (err: unknown) => {
    await engine.close();
    throw err;
  });
  let closing: Promise<void> | undefined;
  return {
    ...engine,
    url: server.url,
    close: () =>
      (closing ??= (async () => {
        await server.close();
        await engine.close();
      })()),
  };
}
