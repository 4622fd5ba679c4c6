/**
 * The emulator's module interface. The core (server.ts) matches each request to an operation of a
 * registered contract (src/contract/validator.ts), validates it with the same ajv views as the tests,
 * answers contract violations in the API's own error shape, and dispatches valid requests by
 * operationId to the handlers of an ApiModule. Modules keep their state in the Store, read time from the
 * Clock (virtual: `POST /_emulator/clock/advance`), and schedule work with Clock timers.
 */
import type { Contract, Finding } from "../contract/validator.js";

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
}

export interface EmuResponse {
  status: number;
  headers?: Record<string, string>;
  /**
   * JSON-serialisable body, or a string sent as text/plain; undefined for no body. A frozen object is
   * serialised once and its text reused while the object lives: freeze only what is deeply immutable.
   */
  body?: unknown;
}

/** Virtual time: real time plus an offset that `advance` increases. */
export interface Clock {
  now(): number;
  nowIso(): string;
  /** Run `fn` when virtual time reaches `at` (ms since epoch); returns a cancel function. */
  at(at: number, fn: () => void | Promise<void>): () => void;
  /** Move virtual time forward and run every timer that falls due, in time order; resolves when they have run. */
  advance(ms: number): Promise<void>;
}

/**
 * Durable key-value state by collection. With --data-dir every write is on disk (appended and fsynced)
 * before the promise resolves, so an acknowledged write survives a crash.
 */
export interface Store {
  get<T>(collection: string, id: string): T | undefined;
  list<T>(collection: string): T[];
  put<T>(collection: string, id: string, value: T): Promise<void>;
  delete(collection: string, id: string): Promise<boolean>;
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
}

export type Handler = (req: EmuRequest, ctx: EmulatorContext) => EmuResponse | Promise<EmuResponse>;

export interface ApiModule {
  /** Registry keys whose operations this module handles. */
  apis: string[];
  /** Handlers by operationId. An operation of those APIs without a handler answers 501 in the API's error shape. */
  handlers: Record<string, Handler>;
  /** Shape an error in this API's documented error body (used for validation failures, 404, 405, 429...). */
  error(api: string, status: number, code: string, message: string, findings?: Finding[]): EmuResponse;
  /**
   * Optional emulator-only control routes under `/_emulator/` (not part of any contract, never
   * validated): called with `req.path` relative to `/_emulator` (e.g. `/entities/...`), `req.api` "" and
   * `req.operationId` "_emulator". Return undefined when the path is not yours.
   */
  control?(req: EmuRequest, ctx: EmulatorContext): EmuResponse | undefined | Promise<EmuResponse | undefined>;
  /** Called once at start, after the store is loaded: seed data, resume timers. */
  start?(ctx: EmulatorContext): void | Promise<void>;
  /** Called on shutdown: cancel timers, close sockets. */
  stop?(): void | Promise<void>;
}
