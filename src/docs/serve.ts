/**
 * The docs site's static file server (`npm start`, `vendor-api docs`): serves a folder built by the docs
 * build (scripts/docs.ts; the package ships it prebuilt in dist/site) over node:http, GET and HEAD only,
 * never outside the folder; its HTML pages with the addresses in use filled in (addresses.ts).
 */
import { createReadStream, existsSync } from "node:fs";
import { readFile, realpath, stat } from "node:fs/promises";
import http from "node:http";
import type net from "node:net";
import { extname, join, resolve, sep } from "node:path";
import { type AddressOptions, fillAddresses, siteAddresses } from "./addresses.js";
import { urlHost } from "../http/origin.js";

/** The site folder is missing (a runtime failure, exit 1); the command adds how to get one where it runs. */
export class SiteMissingError extends Error {
  readonly exitCode = 1;
  constructor(readonly dir: string) {
    super(`docs site folder ${dir} does not exist`);
  }
}

export const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".yaml": "application/yaml; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

export interface ServeOptions {
  dir: string;
  /** Default 4000; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The mock's and the emulator's addresses the pages show, and the commands they name (default: the defaults, the repository's commands). */
  addresses?: AddressOptions;
}

export interface SiteServer {
  /** With a trailing slash, e.g. http://127.0.0.1:4000/ */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Thrown when the server cannot listen (a runtime failure, exit 1); `code` is EADDRINUSE when the port is taken. */
export class ListenError extends Error {
  readonly exitCode = 1;
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly port: number,
  ) {
    super(message);
  }
}

type Resolved = { status: 200; file: string } | { status: 301; location: string } | { status: 400 | 404 };

/**
 * Map a raw request target to a file inside `root` (a real path). Refuses `.`/`..` segments (raw or
 * percent-encoded), backslashes, NUL, malformed encoding and anything that is not origin-form;
 * symlinks that lead out of the folder are not followed.
 */
export async function resolveRequest(root: string, target: string): Promise<Resolved> {
  if (!target.startsWith("/") || target.startsWith("//")) return { status: 400 };
  const rawPath = target.split(/[?#]/)[0] ?? "/";
  let segments: string[];
  try {
    segments = rawPath.split("/").map((s) => decodeURIComponent(s));
  } catch {
    return { status: 400 };
  }
  if (segments.some((s) => s === "." || s === ".." || s.includes("\\") || s.includes("\0") || s.includes("/"))) {
    return { status: 400 };
  }
  const candidate = join(root, ...segments);
  if (candidate !== root && !candidate.startsWith(root + sep)) return { status: 400 };
  let real: string;
  try {
    real = await realpath(candidate);
  } catch {
    return { status: 404 };
  }
  if (real !== root && !real.startsWith(root + sep)) return { status: 404 };
  const info = await stat(real);
  if (info.isDirectory()) {
    if (!rawPath.endsWith("/")) return { status: 301, location: `${rawPath}/${target.slice(rawPath.length)}` };
    const index = join(real, "index.html");
    return existsSync(index) ? { status: 200, file: index } : { status: 404 };
  }
  if (!info.isFile()) return { status: 404 };
  // Dot files (the site marker) are not part of the site.
  if (segments.some((s) => s.startsWith("."))) return { status: 404 };
  return { status: 200, file: real };
}

export async function serveSite(options: ServeOptions): Promise<SiteServer> {
  const { port = 4000, host = "127.0.0.1" } = options;
  // a bad address fails here, before the server listens
  siteAddresses(options.addresses);
  const root = await realpath(resolve(options.dir)).catch(() => {
    throw new SiteMissingError(options.dir);
  });
  const send = (res: http.ServerResponse, status: number, text: string, headers: http.OutgoingHttpHeaders = {}) => {
    res.writeHead(status, {
      "content-type": "text/plain; charset=utf-8",
      "content-length": Buffer.byteLength(text),
      "x-content-type-options": "nosniff",
      ...headers,
    });
    res.end(text);
  };
  const server = http.createServer((req, res) => {
    const method = req.method ?? "GET";
    if (method !== "GET" && method !== "HEAD") return send(res, 405, "Method not allowed\n", { allow: "GET, HEAD" });
    resolveRequest(root, req.url ?? "/").then(
      (r) => {
        if (r.status === 301) return send(res, 301, `Moved to ${r.location}\n`, { location: r.location });
        if (r.status !== 200) return send(res, r.status, r.status === 400 ? "Bad request path\n" : "Not found\n");
        const type = CONTENT_TYPES[extname(r.file).toLowerCase()] ?? "application/octet-stream";
        if (type.startsWith("text/html")) {
          return readFile(r.file, "utf8").then(
            (html) => {
              const body = Buffer.from(fillAddresses(html, siteAddresses(options.addresses, req.headers.host)));
              res.writeHead(200, { "content-type": type, "content-length": body.length, "cache-control": "no-cache", "x-content-type-options": "nosniff" });
              res.end(method === "HEAD" ? undefined : body);
            },
            () => send(res, 404, "Not found\n"),
          );
        }
        stat(r.file).then(
          (info) => {
            res.writeHead(200, {
              "content-type": type,
              "content-length": info.size,
              "cache-control": "no-cache",
              "x-content-type-options": "nosniff",
            });
            if (method === "HEAD") return void res.end();
            const stream = createReadStream(r.file);
            stream.once("error", () => res.destroy());
            stream.pipe(res);
          },
          () => send(res, 404, "Not found\n"),
        );
      },
      () => send(res, 500, "Internal error\n"),
    );
  });
  await new Promise<void>((resolvePromise, reject) => {
    server.once("error", (err: NodeJS.ErrnoException) =>
      reject(new ListenError(`docs site cannot listen on ${host}:${port}: ${err.code === "EADDRINUSE" ? "port in use" : err.message}`, err.code, port)),
    );
    server.listen(port, host, () => resolvePromise());
  });
  const address = server.address() as net.AddressInfo;
  const shownHost = urlHost(address);
  return {
    url: `http://${shownHost}:${address.port}/`,
    port: address.port,
    close: () =>
      new Promise<void>((resolvePromise) => {
        server.close(() => resolvePromise());
        server.closeAllConnections();
      }),
  };
}
