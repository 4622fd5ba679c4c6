/**
 * The start command, shared by `npm start` (scripts/start.ts: builds, builds the docs site, then this)
 * and the package's `vendor-api start` (serves the prebuilt site): the docs site, the mock front door
 * and the emulator on their ports, in this process, until SIGINT or SIGTERM, which stop them in reverse
 * order and exit 0. Bad usage is one line and exit 2; busy ports are one line naming each busy port
 * and the flag that changes it, exit 1, before anything is built or started.
 *
 * The mock and the emulator answer pages of the docs site's origin (and loopback ones, and --cors-origin
 * ones) and loopback Hosts (and --allowed-host ones): src/http/local.ts.
 *
 * Services are a list: each has a name, the port it needs, the flag that sets it, and start() returning
 * { url, close() }. Another service is one more entry in `services()`.
 */
import net from "node:net";
import { join } from "node:path";
import { type CommandInfo, exitCodeOf, type Options, parseCommand, UsageError } from "./cli/command.js";
import type { AddressOptions } from "./docs/addresses.js";
import { siteHint } from "./docs/cli.js";
import { ListenError, serveSite, SiteMissingError } from "./docs/serve.js";
import { checkLocalOptions, type LocalOptions, originsAt } from "./http/local.js";
import { formatRouteTable, startMocks } from "./mock/server.js";
import { oneLine } from "./one-line.js";
import { type ApiEntry, loadRegistry, repoRoot } from "./registry.js";

/** The flags every start takes, after the command. */
export const START_FLAGS = "[--docs-port 4000] [--mock-port 4010] [--emulator-port 4020] [--host 127.0.0.1] [--allowed-host <name> ...] [--cors-origin <origin> ...]";
const PORT_FLAGS = ["docs-port", "mock-port", "emulator-port"] as const;

export interface StartOptions {
  docsPort: number;
  mockPort: number;
  emulatorPort: number;
  host: string;
  /** More Host names the mock and the emulator answer (--allowed-host). */
  allowedHosts: string[];
  /** More origins whose pages may call them (--cors-origin); the docs site's own is added (docsOrigins). */
  corsOrigins: string[];
}

export interface StartCommand extends CommandInfo {
  /** More boolean flags of this command (npm start: `no-build`). */
  flags?: Record<string, { type: "boolean"; default?: boolean }>;
  /** The docs site folder. Default: `site/` next to the registry (the package ships it in dist/site). */
  siteDir?: string;
  /** How to keep the emulator's state on disk, for the summary: "npm run emulator -- --data-dir <dir>". */
  durableHint: string;
  /**
   * Runs once the ports are known to be free, before any service starts (npm start: the build and the
   * docs build). It must settle soon after `signal` aborts (Ctrl-C).
   */
  prepare?(context: { options: StartOptions; flags: Record<string, boolean | undefined>; entries: ApiEntry[]; siteDir: string; signal: AbortSignal }): Promise<void>;
}

/** A one-line failure with its exit status (1: a runtime failure; 2: bad usage). */
export class StartError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

interface Running {
  url: string;
  close(): Promise<void>;
  /** Extra lines printed once everything is up (e.g. the mock routing table). */
  details?: string;
}

interface Service {
  /** Shown in the summary line: "Docs", "Mocks". */
  label: string;
  /** What the port is for, in the busy-port message. */
  what: string;
  port: number;
  /** The command-line flag that changes `port`. */
  flag: string;
  start(): Promise<Running>;
}

/** The default of each flag every start takes. */
const DEFAULTS = { "docs-port": "4000", "mock-port": "4010", "emulator-port": "4020", host: "127.0.0.1" } as const;

function parse(argv: string[], command: StartCommand): { options: StartOptions; flags: Record<string, boolean | undefined> } | undefined {
  const options: Options = {
    ...Object.fromEntries(Object.entries(DEFAULTS).map(([flag, value]) => [flag, { type: "string", default: value }])),
    "allowed-host": { type: "string", multiple: true },
    "cors-origin": { type: "string", multiple: true },
    ...command.flags,
  };
  const parsed = parseCommand<Record<string, string | boolean | string[] | undefined>>(argv, command, options, { ports: [...PORT_FLAGS] });
  if (!parsed) return undefined;
  const { values } = parsed;
  const ports = PORT_FLAGS.map((flag) => {
    const n = Number(values[flag]);
    // the docs show the mock's and the emulator's addresses, served before they start: each port is fixed, never 0
    if (n === 0) throw new UsageError(`--${flag} must be a port number from 1 to 65535, got "0"; ${command.usage}`);
    return n;
  });
  ports.forEach((p, i) => {
    const first = ports.indexOf(p);
    if (first < i) throw new UsageError(`--${PORT_FLAGS[first]} and --${PORT_FLAGS[i]} are both ${p}; choose a port for each`);
  });
  const [docsPort, mockPort, emulatorPort] = ports as [number, number, number];
  const flags = Object.fromEntries(Object.keys(command.flags ?? {}).map((f) => [f, values[f] as boolean | undefined]));
  const local = { allowedHosts: (values["allowed-host"] as string[] | undefined) ?? [], corsOrigins: (values["cors-origin"] as string[] | undefined) ?? [] };
  try {
    checkLocalOptions(local);
  } catch (err) {
    throw new UsageError(`${(err as Error).message}; ${command.usage}`);
  }
  return { options: { docsPort, mockPort, emulatorPort, host: String(values.host), ...local }, flags };
}

/** One line naming each busy port, what it is for and the flag that changes it. */
function busyMessage(busy: Array<Pick<Service, "port" | "what" | "flag">>): string {
  const [one] = busy;
  if (one && busy.length === 1) return `port ${one.port} (${one.what}) is in use; choose another with ${one.flag} <port>`;
  const list = busy.map((s) => `${s.port} (${s.what})`);
  return `ports ${list.slice(0, -1).join(", ")} and ${list.at(-1)} are in use; choose others with ${busy.map((s) => `${s.flag} <port>`).join(" ")}`;
}

/** True when the port can be bound on host right now. */
function portFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** What the docs pages show: the mock's and the emulator's addresses, and this start's command with the flags that differ from the defaults. */
export function startAddresses(options: StartOptions, context: CommandInfo["context"]): AddressOptions {
  const given: Record<keyof typeof DEFAULTS, string> = {
    "docs-port": String(options.docsPort),
    "mock-port": String(options.mockPort),
    "emulator-port": String(options.emulatorPort),
    host: options.host,
  };
  const origin = (port: number) => `http://${net.isIPv6(options.host) ? `[${options.host}]` : options.host}:${port}`;
  return {
    mockUrl: origin(options.mockPort),
    emulatorUrl: origin(options.emulatorPort),
    context,
    start: [
      ...Object.entries(given).flatMap(([flag, value]) => (value === DEFAULTS[flag as keyof typeof DEFAULTS] ? [] : [`--${flag}`, value])),
      ...options.allowedHosts.flatMap((h) => ["--allowed-host", h]),
      ...options.corsOrigins.flatMap((o) => ["--cors-origin", o]),
    ],
  };
}

/**
 * What the mock and the emulator answer besides loopback: the Host names given, and pages of the origins
 * given and of the docs site (its "Try it" console calls both), as a browser reaches it on --host.
 */
export function localOptions(options: StartOptions): LocalOptions {
  return { allowedHosts: options.allowedHosts, corsOrigins: [...options.corsOrigins, ...originsAt(options.host, options.docsPort, options.allowedHosts)] };
}

function services(options: StartOptions, entries: ApiEntry[], siteDir: string, command: StartCommand): Service[] {
  return [
    {
      label: "Docs",
      what: "docs site",
      port: options.docsPort,
      flag: "--docs-port",
      start: async () => {
        const server = await serveSite({ dir: siteDir, port: options.docsPort, host: options.host, addresses: startAddresses(options, command.context) });
        return { url: server.url, close: server.close };
      },
    },
    {
      label: "Mocks",
      what: "mock front door",
      port: options.mockPort,
      flag: "--mock-port",
      start: async () => {
        const mocks = await startMocks({ entries, port: options.mockPort, host: options.host, ...localOptions(options) });
        return { url: `${mocks.url}/`, close: mocks.close, details: formatRouteTable(mocks.routes) };
      },
    },
    {
      label: "Emulator",
      what: "emulator",
      port: options.emulatorPort,
      flag: "--emulator-port",
      start: async () => {
        // loaded here: npm start's build may just have written the generated files it reads
        const { createEmulator } = await import("./emulator/index.js");
        const emulator = await createEmulator({ port: options.emulatorPort, host: options.host, entries, quiet: true, ...localOptions(options) });
        const lines = emulator.apis.map((a) => `  ${a.key.padEnd(36)} ${a.handled}/${a.operations} operations emulated`);
        // off loopback the control routes need the token the emulator made
        if (emulator.controlToken) lines.push(`  Control routes (/_emulator/*) need: Authorization: Bearer ${emulator.controlToken}`);
        const details = lines.join("\n");
        return { url: emulator.url, close: emulator.close, details: `Emulator (state in memory; ${command.durableHint} keeps it):\n${details}` };
      },
    },
  ];
}

/** Run the start command until SIGINT or SIGTERM; a mistake or a failure: one line, then exit. */
export async function startCommand(argv: string[], command: StartCommand): Promise<void> {
  const running: Running[] = [];
  const stop = new AbortController();
  let preparing: Promise<unknown> = Promise.resolve();
  let stopping = false;

  /** Stop what is being prepared, then every started service in reverse order, then exit with `code`. */
  const shutdown = (code: number, message?: string): void => {
    if (stopping) return;
    stopping = true;
    if (message) process.stderr.write(`${command.name}: ${message}\n`);
    stop.abort();
    void (async () => {
      for (const instance of running.splice(0).reverse()) await instance.close().catch(() => undefined);
      await preparing.catch(() => undefined);
      process.exit(code);
    })().catch(() => undefined); // process.exit does not return; a test's stand-in for it throws (tests/helpers/run-in-process.ts)
  };

  const main = async () => {
    const parsed = parse(argv, command);
    if (!parsed) return;
    const { options, flags } = parsed;
    const entries = loadRegistry();
    const siteDir = command.siteDir ?? join(repoRoot, "site");
    process.once("SIGINT", () => {
      process.stdout.write("\nstopping...\n");
      shutdown(0);
      // A second Ctrl-C does not wait.
      process.once("SIGINT", () => process.exit(0));
    });
    process.once("SIGTERM", () => shutdown(0));

    const list = services(options, entries, siteDir, command);
    // Busy ports fail, all named at once, before any time goes into preparing.
    const free = await Promise.all(list.map((s) => portFree(s.port, options.host)));
    const busy = list.filter((_, i) => !free[i]);
    if (busy.length > 0) throw new StartError(busyMessage(busy));

    if (command.prepare) {
      preparing = command.prepare({ options, flags, entries, siteDir, signal: stop.signal });
      await preparing;
    }
    for (const service of list) {
      if (stopping) return;
      process.stdout.write(`Starting the ${service.what} on port ${service.port}...\n`);
      try {
        running.push(await service.start());
      } catch (err) {
        // taken since the check: the docs server, the mock front door and the emulator say "port in use" when they cannot listen
        const busy = (err instanceof ListenError && err.code === "EADDRINUSE") || (err instanceof Error && /port in use/.test(err.message));
        if (err instanceof SiteMissingError) err.message += `; ${siteHint(command, err, false)}`;
        throw busy ? new StartError(busyMessage([service])) : err;
      }
    }
    if (stopping) return;
    for (const instance of running) if (instance.details) process.stdout.write(`${instance.details}\n`);
    const summary = list.map((service, i) => `${service.label}: ${running[i]?.url}`).join("  ");
    process.stdout.write(`\n${summary}\nCtrl-C stops everything.\n`);
  };

  await main().catch((err: unknown) => {
    if (stopping) return;
    // UsageError 2; StartError, MockError and the docs errors carry 1; the registry's and the emulator's errors are runtime failures, 1
    shutdown(exitCodeOf(err), oneLine(err instanceof Error ? err.message : String(err)));
  });
}
