/**
 * The emulator in your own tests (package export `./emulator`): `startEmulator()` serves every API on a
 * free loopback port, with its own state, and gives the test its clock and its state (reset, snapshot,
 * restore) in code; the same operations are under `/_emulator/` over HTTP. Several can run in one process.
 *
 *   const emulator = await startEmulator({ settings: { ApiSubscriptionDelayTime: 1000 } });
 *   const client = createWebhooksV2_0Client({ baseUrl: emulator.url });
 *   ...
 *   await emulator.clock.advance(1000); // runs every timer that falls due, like POST /_emulator/clock/advance
 *   await emulator.close();
 *
 * `startEmulator({ https: true })` serves https with a self-signed certificate for localhost, 127.0.0.1
 * and ::1 (`emulator.certificate`, for a client's `ca`; `emulator.certificateFile` for NODE_EXTRA_CA_CERTS).
 */
import { advanceProblem } from "./control.js";
import { createEmulator } from "./index.js";
import type { RunStatus } from "./run-state.js";
import type { EmulatorSnapshot } from "./server.js";
import type { Settings } from "./types.js";
import type { TlsCredentials } from "../tls.js";

export interface StartEmulatorOptions {
  /** Port; default 0: a free one (read it from `port` or `url`). */
  port?: number;
  /**
   * Default 127.0.0.1. On loopback the control routes (`/_emulator/*`) are open; on any other address
   * they need `Authorization: Bearer <controlToken>` (the option, or a token made at start).
   */
  host?: string;
  /** The token the control routes require, on any host (default: none on loopback, a random one elsewhere). */
  controlToken?: string;
  /** The emulator's settings (ApiSubscriptionDelayTime, ...; `vendor-api emulate --help` lists them). Unknown names are refused. */
  settings?: Partial<Settings>;
  /** Keep the state in this folder (a journal: every acknowledged write survives a crash); default: memory only. */
  dataDir?: string;
  /** Move the folder's journal aside (renamed with the time) and start from the seed, as `--reset-data-dir` does. */
  resetDataDir?: boolean;
  /** No log lines. Default true (contract violations and faults are still printed). */
  quiet?: boolean;
  /** Check every answer of the emulator against the contract and collect mismatches in `violations`. Default false. */
  validateResponses?: boolean;
  /**
   * Serve https (the resource manager's client libraries send a bearer token over https only). `true`: a
   * self-signed certificate for localhost, 127.0.0.1 and ::1, kept in `dataDir` and reused while valid, or
   * made for this start; `{ cert, key }`: your own (PEM text), checked to belong together.
   */
  https?: boolean | TlsCredentials;
  /**
   * More Host names it answers (the port is ignored); by default only loopback names (localhost,
   * *.localhost, 127.x.x.x, [::1]) and its own address, against DNS rebinding. `.example.com` allows a
   * domain and the names under it, `all` any Host. Like `--allowed-host`.
   */
  allowedHosts?: string[];
  /** More origins a web page may call it from (CORS); pages of loopback origins always may. Like `--cors-origin`. */
  corsOrigins?: string[];
}

export interface EmulatorClock {
  /** Virtual time, in milliseconds since the epoch (real time plus every advance). */
  now(): number;
  /**
   * Move virtual time forward by `ms` (an integer from 0 to ten years) and run every timer that falls due
   * (deliveries, retries, expiry, provisioning), in time order; resolves with the new time once they ran.
   */
  advance(ms: number): Promise<number>;
}

export interface RunningEmulator {
  /** Base URL of every API, e.g. http://127.0.0.1:41234 (no trailing slash); https://... with `https`. */
  url: string;
  port: number;
  /** With `https`: the certificate served (PEM), e.g. for `https.request({ ca })`. */
  certificate?: string;
  /** With `https: true`: the certificate's PEM file, e.g. for NODE_EXTRA_CA_CERTS (removed on close unless kept in `dataDir`). */
  certificateFile?: string;
  /** The bearer token of the control routes over HTTP; undefined when they are open (loopback, no token given). */
  controlToken?: string;
  clock: EmulatorClock;
  /** Back to the seeded state: every stored value dropped, the seed written again, the clock where it started. */
  reset(): Promise<void>;
  /** The whole state as plain JSON (with its `format`), to `restore` later, here or in another emulator. */
  snapshot(): EmulatorSnapshot;
  /**
   * Back to a snapshot's state and time. The snapshot is checked whole first: one of another format, or
   * with a record that does not fit, is refused with an EmulatorError naming the first problem (the
   * collection and id of the record, and what is wrong), and nothing changes.
   */
  restore(snapshot: EmulatorSnapshot | unknown): Promise<void>;
  /** Contract mismatches of the emulator's own answers (with `validateResponses`). */
  violations: readonly string[];
  /** Where it is in its life: starting, serving, swapping (a reset or restore under way), closing, closed. */
  readonly state: RunStatus;
  /** Answer the requests under way (later ones get 503), then stop listening, stop the timers, close the store. */
  close(): Promise<void>;
}

export async function startEmulator(options: StartEmulatorOptions = {}): Promise<RunningEmulator> {
  const { port = 0, host = "127.0.0.1", quiet = true } = options;
  const emulator = await createEmulator({
    port,
    host,
    quiet,
    settings: options.settings,
    dataDir: options.dataDir,
    resetDataDir: options.resetDataDir,
    controlToken: options.controlToken,
    validateResponses: options.validateResponses,
    https: options.https,
    allowedHosts: options.allowedHosts,
    corsOrigins: options.corsOrigins,
  });
  return {
    url: emulator.url,
    port: Number(new URL(emulator.url).port),
    controlToken: emulator.controlToken,
    certificate: emulator.certificate,
    certificateFile: emulator.certificateFile,
    clock: {
      now: () => emulator.clock.now(),
      advance: async (ms: number) => {
        const problem = advanceProblem(ms);
        if (problem) throw new RangeError(`clock.advance: ${problem}`);
        await emulator.clock.advance(ms);
        return emulator.clock.now();
      },
    },
    reset: () => emulator.reset(),
    snapshot: () => emulator.snapshot(),
    restore: (snapshot) => emulator.restore(snapshot),
    violations: emulator.violations,
    get state() {
      return emulator.state;
    },
    close: () => emulator.close(),
  };
}

export { checkSnapshot, SNAPSHOT_FORMAT } from "./server.js";
export { defaultSettings, SettingsError } from "./settings.js";
export { EmulatorError } from "./errors.js";
export { TlsError } from "../tls.js";
export type { EmulatorSnapshot, RunStatus, Settings };
