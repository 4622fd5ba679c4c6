/**
 * npm start [-- --docs-port 4000] [-- --mock-port 4010] [-- --emulator-port 4020] [-- --host 127.0.0.1] [-- --no-build]
 * Builds (npm run build), builds the docs site (npm run docs), then starts the services in order and
 * prints their addresses:
 *   Docs:     http://127.0.0.1:4000/   the docs site (index + one Redoc page per API)
 *   Mocks:    http://127.0.0.1:4010/   the mock front door (every API's Prism, in this process)
 *   Emulator: http://127.0.0.1:4020    the stateful emulator (npm run emulator), state in memory
 * Ctrl-C (SIGINT) or SIGTERM stops the services in reverse order and exits 0. A busy port is one line
 * naming the port and the flag that changes it, exit 2.
 *
 * Services are a list: each has a name, the port it needs, the flag that sets it, and start() returning
 * { url, close() }. Another service is one more entry in `services()`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { buildSite, DocsError, ListenError, serveSite } from "./lib/docs-site.js";
import { formatRouteTable, MockError, startMocks } from "./lib/mock-server.js";
import { loadRegistry, RegistryError, repoRoot, type ApiEntry } from "./lib/registry.js";
import { oneLine } from "./lib/cli.js";

const USAGE = "usage: npm start [-- --docs-port 4000] [-- --mock-port 4010] [-- --emulator-port 4020] [-- --host 127.0.0.1] [-- --no-build]";
const PORT_FLAGS = ["docs-port", "mock-port", "emulator-port"] as const;

class StartError extends Error {
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

interface Options {
  docsPort: number;
  mockPort: number;
  emulatorPort: number;
  host: string;
  build: boolean;
}

function parse(): Options {
  let values: { "docs-port"?: string; "mock-port"?: string; "emulator-port"?: string; host?: string; build?: boolean; "no-build"?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        "docs-port": { type: "string", default: "4000" },
        "mock-port": { type: "string", default: "4010" },
        "emulator-port": { type: "string", default: "4020" },
        host: { type: "string", default: "127.0.0.1" },
        "no-build": { type: "boolean", default: false },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    }));
  } catch (err) {
    throw new StartError(`${oneLine((err as Error).message)}; ${USAGE}`, 2);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const port = (flag: (typeof PORT_FLAGS)[number]) => {
    const n = Number(values[flag]);
    if (!Number.isInteger(n) || n < 1 || n > 65535) throw new StartError(`--${flag} must be a port number (1-65535), got "${values[flag]}"`, 2);
    return n;
  };
  const ports = PORT_FLAGS.map(port);
  ports.forEach((p, i) => {
    const first = ports.indexOf(p);
    if (first < i) throw new StartError(`--${PORT_FLAGS[first]} and --${PORT_FLAGS[i]} are both ${p}; choose a port for each`, 2);
  });
  const [docsPort, mockPort, emulatorPort] = ports as [number, number, number];
  return { docsPort, mockPort, emulatorPort, host: values.host ?? "127.0.0.1", build: !values["no-build"] };
}

// ---------------------------------------------------------------------------------------------
// Ports

const busyMessage = (s: Service) => `port ${s.port} (${s.what}) is in use; choose another with ${s.flag} <port>`;

/** True when the port can be bound on host right now. */
function portFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

// ---------------------------------------------------------------------------------------------
// The steps

let buildChild: ChildProcess | undefined;

/** `npm run build`, as its own process (the same program, the same output). */
function runBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", join(repoRoot, "scripts", "build.ts")], { cwd: repoRoot, stdio: ["ignore", "inherit", "inherit"] });
    buildChild = child;
    child.once("error", (err) => reject(new StartError(`cannot run the build: ${err.message}`)));
    child.once("exit", (code, signal) => {
      buildChild = undefined;
      if (code === 0) resolve();
      else reject(new StartError(signal ? `the build was stopped (${signal})` : `the build failed (exit ${code}); see above`, code ?? 1));
    });
  });
}

function services(options: Options, entries: ApiEntry[]): Service[] {
  const siteDir = join(repoRoot, "site");
  return [
    {
      label: "Docs",
      what: "docs site",
      port: options.docsPort,
      flag: "--docs-port",
      start: async () => {
        const server = await serveSite({ dir: siteDir, port: options.docsPort, host: options.host });
        return { url: server.url, close: server.close };
      },
    },
    {
      label: "Mocks",
      what: "mock front door",
      port: options.mockPort,
      flag: "--mock-port",
      start: async () => {
        const mocks = await startMocks({ entries, port: options.mockPort, host: options.host });
        return { url: `${mocks.url}/`, close: mocks.close, details: formatRouteTable(mocks.routes) };
      },
    },
    {
      label: "Emulator",
      what: "emulator",
      port: options.emulatorPort,
      flag: "--emulator-port",
      start: async () => {
        // loaded here: the build above may just have written the generated types it imports
        const { createEmulator } = await import("../src/emulator/index.js");
        const emulator = await createEmulator({ port: options.emulatorPort, host: options.host, entries, quiet: true });
        const details = emulator.apis.map((a) => `  ${a.key.padEnd(36)} ${a.handled}/${a.operations} operations emulated`).join("\n");
        return { url: emulator.url, close: emulator.close, details: `Emulator (state in memory; npm run emulator -- --data-dir <dir> keeps it):\n${details}` };
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Running and stopping

const running: { service: Service; instance: Running }[] = [];
const docsBuild = new AbortController();
let stopping = false;

/** Stop the build if it runs, then every started service in reverse order, then exit with `code`. */
function shutdown(code: number, message?: string): void {
  if (stopping) return;
  stopping = true;
  if (message) process.stderr.write(`start: ${message}\n`);
  buildChild?.kill("SIGTERM");
  docsBuild.abort();
  void (async () => {
    for (const { instance } of [...running].reverse()) await instance.close().catch(() => undefined);
    running.length = 0;
    if (buildChild) await new Promise((r) => buildChild?.once("exit", r));
    process.exit(code);
  })();
}

async function main(): Promise<void> {
  const options = parse();
  const entries = loadRegistry();
  process.once("SIGINT", () => {
    process.stdout.write("\nstopping...\n");
    shutdown(0);
    // A second Ctrl-C does not wait.
    process.once("SIGINT", () => process.exit(0));
  });
  process.once("SIGTERM", () => shutdown(0));

  const list = services(options, entries);
  // A busy port fails before any time goes into the build.
  for (const s of list) if (!(await portFree(s.port, options.host))) throw new StartError(busyMessage(s), 2);

  if (options.build) {
    process.stdout.write("Building (npm run build)...\n");
    await runBuild();
  }
  if (stopping) return;
  process.stdout.write("Building the docs site (npm run docs)...\n");
  const site = await buildSite({
    entries,
    outDir: join(repoRoot, "site"),
    mockUrl: `http://${options.host}:${options.mockPort}`,
    emulatorUrl: `http://${options.host}:${options.emulatorPort}`,
    signal: docsBuild.signal,
  });
  const rendered = site.pages.filter((p) => !p.reused).length;
  process.stdout.write(`  ${site.pages.length} pages (${rendered} rendered, ${site.pages.length - rendered} unchanged) and the index in site/ (${(site.ms / 1000).toFixed(1)} s)\n`);

  for (const service of list) {
    if (stopping) return;
    process.stdout.write(`Starting the ${service.what} on port ${service.port}...\n`);
    try {
      running.push({ service, instance: await service.start() });
    } catch (err) {
      // the mock front door and the emulator say "port in use" when they cannot listen
      const busy = (err instanceof ListenError && err.code === "EADDRINUSE") || (err instanceof Error && /port in use/.test(err.message));
      throw new StartError(busy ? busyMessage(service) : (err as Error).message, busy ? 2 : err instanceof MockError ? err.exitCode : 1);
    }
  }
  if (stopping) return;
  for (const { instance } of running) if (instance.details) process.stdout.write(`${instance.details}\n`);
  const summary = running.map(({ service, instance }) => `${service.label}: ${instance.url}`).join("  ");
  process.stdout.write(`\n${summary}\nCtrl-C stops everything.\n`);
}

main().catch((err: unknown) => {
  if (stopping) return;
  const code =
    err instanceof StartError || err instanceof DocsError || err instanceof MockError ? err.exitCode : err instanceof RegistryError ? 2 : 1;
  shutdown(code, err instanceof Error ? err.message : String(err));
});
