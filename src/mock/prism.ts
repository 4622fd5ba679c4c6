/**
 * Prism in this process: one Prism HTTP server per API, made by Prism's own libraries exactly as
 * `prism mock -v silent <bundle>` makes it (@stoplight/prism-cli 5.14.2, dist/util/createServer.js),
 * but never listening. The front door hands it each request with `server.emit("request", req, res)`,
 * so Prism's own handler (prism-http-server: Prefer and __code/__example, request and security
 * validation, examples, `sl-violations`, ProblemJson errors) writes the answer. Prism's CORS is off
 * (`prism mock --cors=false`): the front door answers CORS as the emulator does.
 *
 * The libraries are the ones installed with @stoplight/prism-cli (resolved from its folder, the
 * versions the CLI runs) and are loaded on first use: importing the route table costs nothing.
 */
import type http from "node:http";
import { createRequire } from "node:module";
import { oneLine } from "../one-line.js";
import { MockError } from "./routes.js";

interface Logger {
  child(bindings: Record<string, unknown>): Logger;
}

interface PrismLibs {
  /** @stoplight/prism-http-server: the HTTP server of `prism mock` (micri + Prism's handler). */
  createServer(operations: unknown[], options: { cors: boolean; config: Record<string, unknown>; components: { logger: Logger } }): unknown;
  /** @stoplight/prism-http: the CLI's loader (json-schema-ref-parser dereference, then http-spec's oas3 transformer). */
  getHttpOperationsFromSpec(document: string): Promise<unknown[]>;
  resetJSONSchemaGenerator(): void;
  /** @stoplight/prism-core: Prism's pino logger. */
  createLogger(name: string, options: Record<string, unknown>): Logger;
  /** @stoplight/prism-cli: applies a document's `x-json-schema-faker` options (process-wide). */
  configureExtensionsUserProvided(document: string, cliParams: Record<string, unknown>): Promise<void>;
  /** The `http` module the server library calls `createServer` on. */
  http: { createServer: typeof http.createServer };
}

let libs: PrismLibs | undefined;

function prismLibs(): PrismLibs {
  if (libs) return libs;
  const here = createRequire(import.meta.url);
  const fromCli = createRequire(here.resolve("@stoplight/prism-cli/package.json"));
  const server = fromCli("@stoplight/prism-http-server") as Pick<PrismLibs, "createServer">;
  const prismHttp = fromCli("@stoplight/prism-http") as Pick<PrismLibs, "getHttpOperationsFromSpec" | "resetJSONSchemaGenerator">;
  const core = fromCli("@stoplight/prism-core") as Pick<PrismLibs, "createLogger">;
  const extensions = fromCli("./dist/extensions.js") as Pick<PrismLibs, "configureExtensionsUserProvided">;
  libs = {
    createServer: server.createServer,
    getHttpOperationsFromSpec: prismHttp.getHttpOperationsFromSpec,
    resetJSONSchemaGenerator: prismHttp.resetJSONSchemaGenerator,
    createLogger: core.createLogger,
    configureExtensionsUserProvided: extensions.configureExtensionsUserProvided,
    http: here("node:http") as PrismLibs["http"],
  };
  return libs;
}

/** The configuration `prism mock` gives its server (no --dynamic, --errors, --ignoreExamples or --seed). */
const MOCK_CONFIG = {
  validateRequest: true,
  validateResponse: true,
  checkSecurity: true,
  errors: false,
  upstreamProxy: undefined,
  mock: { dynamic: false, ignoreExamples: false, seed: null },
  isProxy: false,
} as const;

/** One API's Prism: give it a request (its `url` without the base path) and the response to write. */
export interface InProcessPrism {
  api: string;
  operations: number;
  handle(req: http.IncomingMessage, res: http.ServerResponse): void;
}

/**
 * Load one bundle with Prism's loader and make its server, as the CLI does, without a port. Throws a
 * MockError naming the API when Prism cannot load the document or finds no operation in it.
 */
export async function loadPrism(api: string, bundle: string): Promise<InProcessPrism> {
  const prism = prismLibs();
  let operations: unknown[];
  try {
    operations = await prism.getHttpOperationsFromSpec(bundle);
  } catch (err) {
    throw new MockError(`Prism for ${api} failed to start: ${oneLine((err as Error).message ?? String(err))}`);
  }
  // the CLI's own check
  if (operations.length === 0) throw new MockError(`Prism for ${api} failed to start: No operations found in the current file.`);
  // `-v silent`: Prism's default logging doubles its CPU cost per request (see DESIGN.md)
  const logger = prism.createLogger("CLI", { level: "silent" }).child({ name: "HTTP SERVER" });
  // cors: false: Prism would echo any Origin with credentials allowed; the front door answers CORS (src/http/local.ts)
  const server = mountWithoutPort(() => prism.createServer(operations, { cors: false, config: { ...MOCK_CONFIG }, components: { logger } }));
  return {
    api,
    operations: operations.length,
    handle: (req, res) => void server.emit("request", req, res),
  };
}

/**
 * prism-http-server's createServer makes its node:http server (micri's) and keeps it to itself, with
 * the request handler inside. Catch that server as it is made, never listen on it, and emit requests
 * at it: the handler then runs as it does behind Prism's own port.
 */
function mountWithoutPort(create: () => unknown): http.Server {
  const { http: httpModule } = prismLibs();
  const original = httpModule.createServer;
  const made: http.Server[] = [];
  httpModule.createServer = ((...args: Parameters<typeof http.createServer>) => {
    const server = original(...args);
    made.push(server);
    return server;
  }) as typeof http.createServer;
  try {
    create();
  } finally {
    httpModule.createServer = original;
  }
  const [server] = made;
  if (made.length !== 1 || !server || server.listenerCount("request") !== 1) {
    throw new MockError(`cannot mount Prism in process: @stoplight/prism-http-server made ${made.length} HTTP servers, expected 1 with one request handler (a Prism version other than 5.14.2?)`);
  }
  return server;
}

/**
 * What the CLI does before loading each document: reset the example generator, then apply the
 * document's `x-json-schema-faker` options. Those options are process-wide in json-schema-faker, so
 * in one process at most one document may set them.
 */
export async function configureGenerator(bundles: { api: string; bundle: string; doc: unknown }[]): Promise<void> {
  const prism = prismLibs();
  prism.resetJSONSchemaGenerator();
  const withOptions = bundles.filter((b) => (b.doc as Record<string, unknown> | null)?.["x-json-schema-faker"] !== undefined);
  if (withOptions.length > 1) {
    throw new MockError(`${withOptions.map((b) => b.api).join(" and ")} both set x-json-schema-faker; the mocks share one process, so at most one document may set it`, 2);
  }
  for (const b of withOptions) await prism.configureExtensionsUserProvided(b.bundle, {});
}
