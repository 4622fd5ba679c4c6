/**
 * The emulator's interfaces. The pipeline (dispatch.ts) matches each request to an operation of a
 * registered contract, validates it, and calls the ApiModule handler for its operationId; modules keep
 * state in the Store, read time from the Clock and answer errors from their ErrorCatalogue.
 */
import type { Contract, Finding } from "../contract/validator.js";
import type { ErrorCatalogue } from "../http/errors.js";
import type { EmuResponse, RawBody } from "../http/front-door.js";
import type { Refusal } from "../http/refusals.js";
import type { ApiParity } from "./parity.js";

/** A request after matching and validation. Header names are lower-case. */
export interface EmuRequest {
  method: string;
  /** Path as received (without query). */
  path: string;
  /** Absolute base URL the client used, e.g. http://127.0.0.1:4020 (for nextLink and status addresses). */
  baseUrl: string;
  pathParams: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Parsed JSON body (or text for text/* bodies), undefined when none. */
  body: unknown;
  /** Registry key of the API the request matched, e.g. webhooks@v2.0. */
  api: string;
  operationId: string;
  /** Part of a $batch (see DispatchRequest.inBatch). */
  inBatch?: boolean;
}

/** Virtual time: real time plus an offset that `advance` increases. */
export interface Clock {
  now(): number;
  nowIso(): string;
  /** Run `fn` when virtual time reaches `at` (ms since epoch); returns a cancel function. */
  at(at: number, fn: () => void | Promise<void>): () => void;
  /** Move virtual time forward and run every timer that falls due, in time order; resolves when they, and the work they started (`track`), have finished. */
  advance(ms: number): Promise<void>;
  /** Work a timer started and does not wait for (a push, beside the others): `advance` waits for it too; a failure is reported like a timer's. */
  track(work: Promise<unknown>): void;
}

/** Every value of a store as plain data: collection → id → value (a snapshot, a data directory's state). */
export type StoreData = Record<string, Record<string, unknown>>;

/** The shape of a collection's records (src/emulator/shapes.ts checks a whole state against them). */
export interface RecordShape {
  /** JSON Schema (draft-07) of a record: what the module's code relies on; other members are allowed. */
  schema: object;
  /** The id a record is stored under, where the record names it itself (a subscription's subscriptionId). */
  idOf?: (record: never) => string;
}

/** Collection name → the shape of its records. */
export type RecordShapes = Readonly<Record<string, RecordShape>>;

/**
 * Durable key-value state by collection. With --data-dir every write is on disk (appended and fsynced)
 * before the promise resolves, so an acknowledged write survives a crash; a write is visible to readers
 * at once, and no answer leaves before `durable()`. Values are kept by reference:
 * treat what `get`, `list` and `find` return as immutable and `put` a new object.
 */
export interface Store {
  get<T>(collection: string, id: string): T | undefined;
  list<T>(collection: string): T[];
  put<T>(collection: string, id: string, value: T): Promise<void>;
  delete(collection: string, id: string): Promise<boolean>;
  /**
   * Declare a secondary index of a collection: `keyOf` gives a value's key (undefined: not indexed).
   * Declaring the same index again is a no-op. Indexes are memory only, rebuilt from the data.
   */
  defineIndex<T>(collection: string, index: string, keyOf: (value: T) => string | undefined): void;
  /** The values of a collection whose key in `index` is `key`, in the order they were first written; the work is in proportion to the result. */
  find<T>(collection: string, index: string, key: string): T[];
  /** A transaction over this store: its writes are seen only through it until `commit`. */
  transaction(): Transaction;
  /** Resolves when every write made so far is acknowledged (on disk, with a journal); the pipeline holds each answer until then. */
  durable(): Promise<void>;
}

/** Writes kept aside until `commit` writes them all to the store (and runs `afterCommit` work); dropping it keeps nothing. */
export interface Transaction extends Store {
  commit(): Promise<void>;
  /** Run `fn` after the commit (timers that must not start for writes that may be dropped). */
  afterCommit(fn: () => void): void;
}

/** Settings named as the seeds name them (see src/emulator/settings.ts). */
export interface Settings {
  ApiSubscriptionDelayTime: number;
  ApiSubscriptionMaxNumberOfNotifications: number;
  ApiSubscriptionExpiration: number;
  ApiSubscriptionMaxNumberOfSubscriptions: number;
  /** Per-user request limit within a 5-minute sliding window (gap decisions: 6000). */
  requestsPerWindow: number;
  /** Management plane token buckets per subscription and principal (gap decisions: reads 250 at 25/s; writes and deletes 200 at 10/s each). */
  managementReadsBucket: number;
  managementReadsPerSecond: number;
  managementWritesBucket: number;
  managementWritesPerSecond: number;
  /** Document classifiers' model management (authorizeCopy, copyTo): requests per second per caller (gap decisions: 5). */
  modelManagementPerSecond: number;
  /** Container group Pending → Succeeded delay, ms. */
  provisioningDelayMs: number;
  /** Namespace asynchronous delete duration, ms. */
  asyncDeleteMs: number;
  /** The emulator's own relaxation, not the contract: 1 accepts plain http to a loopback host as notificationUrl (the contract says https). */
  allowLoopbackHttp: number;
  /** Handshake timeout (5000) and push timeout (30000), ms. */
  handshakeTimeoutMs: number;
  pushTimeoutMs: number;
}

export interface EmulatorContext {
  clock: Clock;
  store: Store;
  settings: Settings;
  contracts: ReadonlyMap<string, Contract>;
  /** Log one line (quiet in tests). */
  log(line: string): void;
  /** The one request pipeline (dispatch.ts): a $batch runs each of its requests through it. */
  dispatch(request: DispatchRequest, ctx?: EmulatorContext): Promise<EmuResponse>;
}

/** A request as it arrives at the pipeline, from the HTTP adapter, a $batch or a test. */
export interface DispatchRequest {
  method: string;
  /** Path and query as sent (no scheme or host). */
  target: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** Absolute base URL the client used (for nextLink and status addresses). */
  baseUrl: string;
  /** The raw body (src/http/front-door.ts says what the reader answers). */
  body?: RawBody;
  /** An already-parsed JSON body (a $batch item carries JSON, not bytes). */
  json?: unknown;
  /** Route only to operations of this API (a $batch item stays in its batch's API). */
  api?: string;
  /** Part of a $batch: it runs in its batch's place (no throttling of its own). */
  inBatch?: boolean;
  /** The front door refuses it (a Host it does not answer): answered in the shape of the API it routes to, nothing else runs. */
  refusal?: Refusal;
}

export type Handler = (req: EmuRequest, ctx: EmulatorContext) => EmuResponse | Promise<EmuResponse>;

export interface ApiModule {
  /** Registry keys whose operations this module handles. */
  apis: string[];
  /** Handlers by operationId. An operation of those APIs without a handler answers 501 in the API's error shape. */
  handlers: Record<string, Handler>;
  /** Each API's errors: how core problems map to its status and code, and its documented body. */
  errors(api: string): ErrorCatalogue;
  /**
   * Contract findings this module knowingly accepts: the emulator's own documented relaxations (a
   * setting), never a rule of the contract. `value` is what the finding's pointer names.
   */
  tolerates?(finding: Finding, value: unknown, ctx: EmulatorContext): boolean;
  /**
   * Runs around every handler of the module (request limits): call `next` to run the handler, or
   * return (or throw) an answer instead.
   */
  around?(req: EmuRequest, ctx: EmulatorContext, next: () => Promise<EmuResponse>): Promise<EmuResponse>;
  /**
   * Optional emulator-only control routes under `/_emulator/` (not part of any contract, never
   * validated): called with `req.path` relative to `/_emulator` (e.g. `/entities/...`), `req.api` "" and
   * `req.operationId` "_emulator". Return undefined when the path is not yours.
   */
  control?(req: EmuRequest, ctx: EmulatorContext): EmuResponse | undefined | Promise<EmuResponse | undefined>;
  /**
   * The collections this module keeps in the store and the shape of their records: a snapshot to
   * restore, or a data directory at start, is refused when it holds another collection or a record
   * that does not fit.
   */
  collections?: RecordShapes;
  /**
   * What a whole state to take in (a snapshot to restore, a data directory at start) holds that this
   * module's own operations would refuse (a subscription's notificationUrl, say), in words naming the
   * record and the rule; undefined when nothing. Called after the records were checked against
   * `collections`, on any instance of the module: it reads only `data` and the settings.
   */
  checkState?(data: StoreData, ctx: Pick<EmulatorContext, "settings">): string | undefined;
  /** What the module claims to reproduce, and not, for an API's operations (the parity ledger; src/emulator/parity.ts). */
  parity?(api: string): ApiParity | undefined;
  /** Called once at start, after the store is loaded: seed data, resume timers. */
  start?(ctx: EmulatorContext): void | Promise<void>;
  /** Called on shutdown: cancel timers, close sockets. */
  stop?(): void | Promise<void>;
}
