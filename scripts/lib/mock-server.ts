/**
 * The mock front door: one Prism child per API that has paths, and one small node:http server that
 * routes each request by its path to the right Prism, so users have a single address.
 * Prism serves one document per process and keeps no state; see /work/shared/DESIGN.md.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import net from "node:net";
import { dirname, join, relative } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { repoRoot, toPosix, type ApiEntry } from "./registry.js";

/** A one-line, user-facing failure; `exitCode` 2 marks a user mistake (missing build, bad name). */
export class MockError extends Error {
  constructor(message: string, readonly exitCode = 1) {
    super(message);
  }
}

export const MAX_URL_BYTES = 8 * 1024;
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** Prism (plain node:http) refuses header blocks over 16 KB with an empty 431: refuse them first, with a body. */
export const MAX_HEADER_BYTES = 16 * 1024;
export const ROUTES_PATH = "/_mock/routes";

export interface ApiRow {
  key: string;
  /** Bundle path relative to the repository (absolute when outside it). */
  bundle: string;
  /** False for component-only documents (no paths): those get no Prism. */
  mocked: boolean;
  /** Path templates exactly as the document declares them, in document order. */
  templates: string[];
  /** Prism port and process id, once started. */
  port?: number;
  pid?: number;
}

export interface Route {
  template: string;
  /** Registry key of the API that serves this template (first in registry order). */
  api: string;
  /** Later APIs that declare the same template (same literals, any parameter names). */
  alsoDeclaredBy: string[];
  literalChars: number;
  templatedSegments: number;
  /** One matcher per `/`-separated segment, applied to the percent-decoded segment. */
  segments: RegExp[];
}

export interface RouteTable {
  apis: ApiRow[];
  /** Best match first: most literal characters, then fewest templated segments, then registry order. */
  routes: Route[];
}

const PARAM = /\{[^{}/]+\}/g;
const sameShape = (template: string) => template.replace(PARAM, "{}");
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function compile(template: string, api: string): Route {
  const parts = template.split("/");
  const segments = parts.map((seg) => new RegExp(`^${seg.split(PARAM).map(escapeRe).join("[\\s\\S]+")}$`));
  return {
    template,
    api,
    alsoDeclaredBy: [],
    literalChars: template.replace(PARAM, "").length,
    templatedSegments: parts.filter((seg) => seg.includes("{")).length,
    segments,
  };
}

const shortPath = (p: string) => {
  const rel = relative(repoRoot, p);
  return rel.startsWith("..") ? p : toPosix(rel);
};

/** Read each entry's bundle and compile its path templates into one ordered route table. */
export function buildRouteTable(entries: ApiEntry[]): RouteTable {
  const apis: ApiRow[] = [];
  const byShape = new Map<string, Route>();
  const routes: Route[] = [];
  entries.forEach((entry) => {
    if (!existsSync(entry.bundle)) {
      throw new MockError(`${entry.key}: ${shortPath(entry.bundle)} is missing; run npm run build first`, 2);
    }
    let doc: { paths?: unknown };
    try {
      doc = JSON.parse(readFileSync(entry.bundle, "utf8")) as { paths?: unknown };
    } catch (err) {
      throw new MockError(`${entry.key}: ${shortPath(entry.bundle)} is not JSON (${(err as Error).message}); run npm run build first`, 2);
    }
    const templates = doc.paths && typeof doc.paths === "object" ? Object.keys(doc.paths) : [];
    apis.push({ key: entry.key, bundle: shortPath(entry.bundle), mocked: templates.length > 0, templates });
    for (const template of templates) {
      const owner = byShape.get(sameShape(template));
      if (owner) {
        if (owner.api !== entry.key && !owner.alsoDeclaredBy.includes(entry.key)) owner.alsoDeclaredBy.push(entry.key);
        continue;
      }
      const r = compile(template, entry.key);
      byShape.set(sameShape(template), r);
      routes.push(r);
    }
  });
  // Array.prototype.sort is stable: equal scores keep registry order, then document order.
  routes.sort((a, b) => b.literalChars - a.literalChars || a.templatedSegments - b.templatedSegments);
  return { apis, routes };
}

/**
 * The best route for a raw request path (query ignored), or undefined when no API serves it.
 * Throws URIError when a segment's percent-encoding is malformed.
 */
export function route(table: RouteTable, rawPath: string): Route | undefined {
  const segments = (rawPath.split(/[?#]/)[0] ?? "").split("/").map((s) => decodeURIComponent(s));
  return table.routes.find(
    (r) => r.segments.length === segments.length && r.segments.every((re, i) => re.test(segments[i] ?? "")),
  );
}

/** Literal prefixes that the table serves, for the 404 message: `/api/v2.0`, `/subscriptions`, `/{endpoint}`. */
export function servedPrefixes(table: RouteTable): string[] {
  const prefixes = new Set(
    table.routes.map((r) => {
      const parts = r.template.split("/");
      const firstTemplated = parts.findIndex((p) => p.includes("{"));
      const cut = firstTemplated === -1 ? parts.length : firstTemplated;
      return cut <= 1 ? parts.slice(0, 2).join("/") : parts.slice(0, cut).join("/");
    }),
  );
  const all = [...prefixes].sort();
  return all.filter((p) => !all.some((q) => q !== p && p.startsWith(`${q}/`)));
}

/** The routing table as JSON, as `GET /_mock/routes` returns it. */
export function routesJson(table: RouteTable, url?: string) {
  const portOf = (api: string) => table.apis.find((a) => a.key === api)?.port;
  return {
    url,
    apis: table.apis.map(({ key, bundle, mocked, port, templates }) =>
      mocked ? { key, bundle, mocked, port, templates } : { key, bundle, mocked, note: "component-only, not mocked" },
    ),
    routes: table.routes.map((r) => ({ template: r.template, api: r.api, port: portOf(r.api), alsoDeclaredBy: r.alsoDeclaredBy })),
  };
}

/** The routing table as text, for the console. */
export function formatRouteTable(table: RouteTable): string {
  const owner = new Map(table.routes.map((r) => [sameShape(r.template), r]));
  const lines: string[] = [];
  for (const api of table.apis) {
    if (!api.mocked) {
      lines.push(`${api.key}  component-only, not mocked`);
      continue;
    }
    lines.push(`${api.key}  Prism on 127.0.0.1:${api.port ?? "?"}`);
    for (const t of api.templates) {
      const r = owner.get(sameShape(t));
      const note =
        r && r.api !== api.key
          ? `  (served by ${r.api})`
          : r?.alsoDeclaredBy.length
            ? `  (also declared by ${r.alsoDeclaredBy.join(", ")})`
            : "";
      lines.push(`    ${t}${note}`);
    }
  }
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------
// Prism children

const prismBin = (() => {
  const require = createRequire(import.meta.url);
  const pkgFile = require.resolve("@stoplight/prism-cli/package.json");
  const bin = (JSON.parse(readFileSync(pkgFile, "utf8")) as { bin: { prism: string } }).bin.prism;
  return join(dirname(pkgFile), bin);
})();

/** Preloaded into each Prism: exit when our end of its stdin closes, so a killed front door leaves no orphan. */
const WATCHDOG = `data:text/javascript,${encodeURIComponent('process.stdin.on("end",()=>process.exit(0)).resume()')}`;

interface Prism {
  api: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<void>;
}

/** One line out of what Prism printed (it prints its help text, then the error). */
export function prismSummary(output: string, code: number | null, signal: NodeJS.Signals | null): string {
  const lines = stripVTControlCharacters(output).split("\n").map((l) => l.trim()).filter(Boolean);
  const message = lines
    .find((l) => l.startsWith("message:"))
    ?.slice("message:".length)
    .trim()
    .replace(/^['"`]/, "")
    .replace(/['"`]?\s*[,+]?\s*$/, "");
  const last = lines.filter((l) => !/^[{}]$/.test(l) && !l.includes("Starting Prism")).at(-1);
  const why = (message ?? last ?? "").replace(/\s*\\n\s*/g, " ").trim();
  const how = signal ? `killed by ${signal}` : `exit code ${code}`;
  return why ? `${why} (${how})` : `${how}, nothing printed`;
}

function spawnPrism(api: string, bundle: string, port: number): Prism {
  const child = spawn(
    process.execPath,
    ["--import", WATCHDOG, prismBin, "mock", "-h", "127.0.0.1", "-p", String(port), "-v", "silent", bundle],
    { stdio: ["pipe", "pipe", "pipe"] },
  );
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-8192);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    // Spawning itself failed: there will be no exit event.
    child.once("error", (err) => {
      keep(Buffer.from(`\n${err.message}`));
      if (child.pid === undefined) resolve();
    });
  });
  return { api, port, child, output: () => output, exited };
}

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

async function waitListening(p: Prism, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (p.child.pid === undefined || p.child.exitCode !== null || p.child.signalCode !== null) {
      throw new MockError(`Prism for ${p.api} failed to start: ${prismSummary(p.output(), p.child.exitCode, p.child.signalCode)}`);
    }
    if (await canConnect(p.port)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new MockError(`Prism for ${p.api} did not listen on port ${p.port} within ${timeoutMs / 1000} s: ${prismSummary(p.output(), null, null)}`);
}

async function stopPrism(p: Prism): Promise<void> {
  if (p.child.pid === undefined || p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill("SIGTERM");
  const timer = setTimeout(() => p.child.kill("SIGKILL"), 3000);
  await p.exited;
  clearTimeout(timer);
}

/** Reserve `count` free ports on 127.0.0.1, from `base` upward (or any free ones when base is 0). */
async function freePorts(count: number, base: number): Promise<number[]> {
  const held: net.Server[] = [];
  const ports: number[] = [];
  const tryListen = (port: number) =>
    new Promise<net.Server | undefined>((resolve) => {
      const s = net.createServer();
      s.once("error", () => resolve(undefined));
      s.listen(port, "127.0.0.1", () => resolve(s));
    });
  for (let candidate = base; ports.length < count; candidate += base ? 1 : 0) {
    if (candidate > 65535) throw new MockError(`no free port for Prism from ${base} upward`);
    const s = await tryListen(candidate);
    if (!s) continue;
    held.push(s);
    ports.push((s.address() as net.AddressInfo).port);
  }
  await Promise.all(held.map((s) => new Promise((r) => s.close(r))));
  return ports;
}

// ---------------------------------------------------------------------------------------------
// The front door

const HOP_BY_HOP = new Set([
  "connection", "keep-alive", "proxy-connection", "transfer-encoding", "te", "trailer", "upgrade",
  "proxy-authenticate", "proxy-authorization", "expect",
]);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const named = String(headers.connection ?? "").toLowerCase().split(",").map((s) => s.trim());
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !HOP_BY_HOP.has(k) && !named.includes(k)));
}

const errorBody = (code: string, message: string) => JSON.stringify({ error: { code, message } });

/**
 * A media type as RFC 9110 writes it: type "/" subtype, then `; name=value` parameters (value a token
 * or a quoted string). Prism answers 500 to anything else, so the front door refuses it first.
 */
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED = '"(?:[\\t !#-\\[\\]-~\\x80-\\xff]|\\\\[\\t -~\\x80-\\xff])*"';
const MEDIA_TYPE = new RegExp(`^[ \\t]*${TOKEN}/${TOKEN}(?:[ \\t]*;[ \\t]*${TOKEN}[ \\t]*=[ \\t]*(?:${TOKEN}|${QUOTED}))*[ \\t]*$`);
const isMediaType = (value: string): boolean => MEDIA_TYPE.test(value);

function sendError(res: http.ServerResponse, status: number, code: string, message: string, close = false): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = errorBody(code, message);
  res.writeHead(status, {
    "content-type": "application/json",
    "access-control-allow-origin": "*",
    "content-length": Buffer.byteLength(body),
    ...(close ? { connection: "close" } : {}),
  });
  res.end(body);
}

export interface StartOptions {
  entries: ApiEntry[];
  /** Front door port; 0 picks a free one. Default 4010. */
  port?: number;
  /** Front door host. Default 127.0.0.1 (Prism children always listen on 127.0.0.1). */
  host?: string;
  /**
   * First Prism port; the next free ports from there are used. Default: any free ports the system
   * gives (Prism children are behind the front door; fixed ports next to it would collide with the
   * emulator's 4020 and the docs' 4000).
   */
  prismPort?: number;
  /** How long each Prism may take to listen. Default 60 s (a busy 2-CPU machine starting ten Prisms needs it). */
  startTimeoutMs?: number;
  /** Called once, after everything is closed, when a Prism child dies while serving. */
  onFatal?: (err: MockError) => void;
  /** Where 502s and other operational notes go. Default stderr. */
  log?: (line: string) => void;
}

export interface MockServer {
  url: string;
  routes: RouteTable;
  close(): Promise<void>;
}

export async function startMocks(options: StartOptions): Promise<MockServer> {
  const { entries, port = 4010, host = "127.0.0.1", startTimeoutMs = 60_000 } = options;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const routes = buildRouteTable(entries);
  const mocked = routes.apis.filter((a) => a.mocked);
  if (mocked.length === 0) {
    throw new MockError(`nothing to mock: ${routes.apis.map((a) => a.key).join(", ") || "no API"} has no paths (component-only)`, 2);
  }
  const prefixes = servedPrefixes(routes).join(", ");

  const agent = new http.Agent({ keepAlive: true });
  // Requests that arrive while the Prisms start wait for them.
  let started = (): void => undefined;
  let failed = (): void => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    started = resolve;
    failed = reject;
  });
  ready.catch(() => undefined);
  // A large parser limit so that long URLs reach `handle` and get a 414 rather than the parser's 431.
  const server = http.createServer({ maxHeaderSize: 1024 * 1024 }, (req, res) => {
    ready.then(
      () => {
        try {
          handle(req, res);
        } catch (err) {
          log(`mock: ${req.method} ${req.url}: front door bug: ${(err as Error).stack ?? String(err)}`);
          sendError(res, 500, "InternalError_MockFrontDoor", `The mock front door failed: ${(err as Error).message}`);
        }
      },
      () => res.destroy(),
    );
  });
  server.on("clientError", (err: NodeJS.ErrnoException, socket) => {
    if (err.code === "ECONNRESET" || !socket.writable) return socket.destroy();
    const [status, code, text] =
      err.code === "HPE_HEADER_OVERFLOW"
        ? [431, "RequestHeaderFieldsTooLarge", "Request URL and headers exceed 1 MiB"]
        : [400, "BadRequest_Malformed", `Malformed HTTP request (${err.code ?? err.message})`];
    const body = errorBody(code, text);
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });
  // CONNECT asks for a tunnel; node drops the connection unless someone answers: refuse it in our shape
  server.on("connect", (_req: http.IncomingMessage, socket: net.Socket) => {
    const body = errorBody("MethodNotAllowed", "CONNECT is not allowed: the mock front door is not a proxy");
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", (err: NodeJS.ErrnoException) =>
      reject(new MockError(`front door cannot listen on ${host}:${port}: ${err.code === "EADDRINUSE" ? "port in use (try --port)" : err.message}`)),
    );
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as net.AddressInfo;
  const url = `http://${address.family === "IPv6" ? `[${address.address}]` : address.address}:${address.port}`;

  let closing = false;
  const prisms: Prism[] = [];
  const close = async () => {
    closing = true;
    server.close();
    server.closeAllConnections();
    agent.destroy();
    await Promise.all(prisms.map(stopPrism));
  };

  try {
    const base = options.prismPort ?? 0;
    const ports = await freePorts(mocked.length, base);
    mocked.forEach((api, i) => {
      const entry = entries.find((e) => e.key === api.key) as ApiEntry;
      const p = spawnPrism(api.key, entry.bundle, ports[i] as number);
      api.port = p.port;
      api.pid = p.child.pid;
      prisms.push(p);
    });
    await Promise.all(prisms.map((p) => waitListening(p, startTimeoutMs)));
    // One that listened and then exited while the others were still starting.
    const gone = prisms.find((p) => p.child.exitCode !== null || p.child.signalCode !== null);
    if (gone) throw new MockError(`Prism for ${gone.api} exited right after starting: ${prismSummary(gone.output(), gone.child.exitCode, gone.child.signalCode)}`);
  } catch (err) {
    failed();
    await close();
    throw err;
  }
  started();

  for (const p of prisms) {
    p.child.once("exit", (code, signal) => {
      if (closing) return;
      const err = new MockError(`Prism for ${p.api} (port ${p.port}) died: ${prismSummary(p.output(), code, signal)}; stopping the mock front door`);
      void close().then(() => (options.onFatal ?? ((e: MockError) => log(e.message)))(err));
    });
  }

  function handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const method = req.method ?? "GET";
    const target = req.url ?? "/";
    if (Buffer.byteLength(target) > MAX_URL_BYTES) {
      sendError(res, 414, "UriTooLong", `Request URL is ${Buffer.byteLength(target)} bytes; the mock accepts at most ${MAX_URL_BYTES}`);
      return;
    }
    const headerBytes = req.rawHeaders.reduce((n, h) => n + Buffer.byteLength(h) + 2, 0);
    if (headerBytes > MAX_HEADER_BYTES) {
      sendError(res, 431, "RequestHeaderFieldsTooLarge", `Request headers are ${headerBytes} bytes; the mock accepts at most ${MAX_HEADER_BYTES}`);
      return;
    }
    const path = target.split("?")[0] ?? "/";
    if (path === ROUTES_PATH && (method === "GET" || method === "HEAD")) {
      const body = JSON.stringify(routesJson(routes, url), null, 2);
      res.writeHead(200, {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        "access-control-allow-origin": "*",
      });
      return void res.end(method === "HEAD" ? undefined : body);
    }
    let match: Route | undefined;
    try {
      match = route(routes, path);
    } catch {
      sendError(res, 400, "BadRequest_MalformedPath", `Request path ${path} has malformed percent-encoding`);
      return;
    }
    if (!match) {
      sendError(res, 404, "NotFound_NoRoute", `No API in the registry serves ${method} ${path}; served prefixes: ${prefixes}`);
      return;
    }
    const type = req.headers["content-type"];
    if (type !== undefined && !isMediaType(type)) {
      sendError(res, 400, "BadRequest_MalformedContentType", `Content-Type ${JSON.stringify(type.slice(0, 200))} is not a media type (type/subtype, then optional "; name=value" parameters)`);
      return;
    }
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      sendError(res, 413, "PayloadTooLarge", `Request body is ${declared} bytes; the mock accepts at most ${MAX_BODY_BYTES}`, true);
      return;
    }
    const api = routes.apis.find((a) => a.key === match.api) as ApiRow;
    proxy(req, res, api);
  }

  function proxy(req: http.IncomingMessage, res: http.ServerResponse, api: ApiRow): void {
    let tooLarge = false;
    const headers = endToEnd(req.headers);
    // A body framed by Transfer-Encoding must go on chunked: node writes the body of a GET (or DELETE...)
    // unframed unless told, and Prism then reads it as the next request on the connection.
    if (req.headers["transfer-encoding"] !== undefined && req.headers["content-length"] === undefined) headers["transfer-encoding"] = "chunked";
    const upstream = http.request(
      { host: "127.0.0.1", port: api.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
        answer.pipe(res);
        answer.once("error", () => res.destroy());
      },
    );
    upstream.once("error", (err: NodeJS.ErrnoException) => {
      if (tooLarge || closing) return;
      log(`mock: ${req.method} ${req.url}: Prism for ${api.key} on port ${api.port} is unreachable (${err.code ?? err.message})`);
      sendError(res, 502, "BadGateway_MockUnavailable", `The Prism mock for ${api.key} on port ${api.port} is unreachable (${err.code ?? err.message})`);
    });
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES && !tooLarge) {
        tooLarge = true;
        req.unpipe(upstream);
        upstream.destroy();
        sendError(res, 413, "PayloadTooLarge", `Request body exceeds ${MAX_BODY_BYTES} bytes`, true);
      }
    });
    req.pipe(upstream);
    res.once("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
  }

  return { url, routes, close };
}
