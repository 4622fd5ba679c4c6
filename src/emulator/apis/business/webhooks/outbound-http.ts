/**
 * The webhooks module's outgoing HTTP: the handshake with a notificationUrl and the POST of a push, each
 * with its timeout; the instance keeps its open requests so that `close` can end them. Connections to a
 * receiver are kept alive between requests (a TLS handshake per push cost milliseconds of CPU). A request
 * is sent once: only when the receiver closed a kept-alive connection before any byte of the request
 * went out on it is it sent on a new one; any failure after that is the caller's (the retry schedule).
 * When it holds the module's socket budget (capacity.ts), it closes its idle connections before it opens one.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import https from "node:https";
import type { Socket } from "node:net";
import { processPushCapacity } from "./capacity.js";

export type HttpResult = { status: number; body: string } | { error: string };

/** At most this much of an answer's body is kept (a handshake token is short). */
const MAX_ANSWER_BYTES = 64 * 1024;

/** Hosts of a local test receiver. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Kept-alive connections idle longer are closed (below the 5 s of node's own servers; a shorter Keep-Alive: timeout=N of the receiver wins). */
const IDLE_CONNECTION_MS = 4_000;

/**
 * The agents' options. Connections are kept alive (a TLS handshake per push cost milliseconds of CPU).
 * maxSockets per receiver host stays unlimited (node's default): many notificationUrls on one receiver
 * go out side by side, a connection each; the outbox's lanes bound the pushes in flight. maxFreeSockets
 * (node's default, 256 per host) keeps a burst's connections for the next one. Idle connections of all
 * hosts together are bounded by the socket budget: at the budget, `post` closes them before opening one
 * (an agent never closes one host's idle connections for another's: maxTotalSockets would make the new
 * request wait until they idle out). lifo (node's default) reuses the most recently used connection, so
 * the others idle out first.
 */
const AGENT_OPTIONS = { keepAlive: true, timeout: IDLE_CONNECTION_MS, maxSockets: Number.POSITIVE_INFINITY, maxFreeSockets: 256, scheduling: "lifo" } as const;

export class OutboundHttp {
  /** Open requests, and how each ends when `close` ends it. */
  private readonly open = new Map<http.ClientRequest, (r: HttpResult) => void>();
  /** Keep-alive agents: plain, TLS, and TLS that accepts a loopback receiver's self-signed certificate; made on first use. */
  private agents: { http: http.Agent; https: https.Agent; lenient: https.Agent } | undefined;
  /** Every connection of this instance, in flight or idle, until it closes. */
  private readonly sockets = new Set<Socket>();
  /** The socket budget, read at the first request. */
  private budget?: number;
  /**
   * The emulator's relaxation for local test receivers (allowLoopbackHttp = 1): an https receiver on a
   * loopback host may use a self-signed certificate. Every other certificate is checked.
   */
  trustLoopbackCertificates = true;

  /** `maxSockets`: connections this instance may hold at once (default: the budget of this process's file descriptors and memory). */
  constructor(private readonly maxSockets: () => number = () => processPushCapacity().sockets) {}

  /** POST `body` to `url`; the status and (the start of) the answer, or why there is none. */
  post(url: string, body: string, headers: Record<string, string>, timeoutMs: number, fresh = false): Promise<HttpResult> {
    return new Promise((resolve) => {
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        return resolve({ error: "not a valid URL" });
      }
      let settled = false;
      /** Whether the request was handed to the connection (then a failure is never followed by a resend). */
      let sent = false;
      const done = (r: HttpResult | Promise<HttpResult>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.open.delete(req);
        resolve(r);
      };
      const tls = target.protocol === "https:";
      const client = tls ? https : http;
      const lenient = tls && this.trustLoopbackCertificates && LOOPBACK_HOSTS.has(target.hostname);
      const agents = (this.agents ??= {
        http: new http.Agent(AGENT_OPTIONS),
        https: new https.Agent(AGENT_OPTIONS),
        lenient: new https.Agent({ ...AGENT_OPTIONS, rejectUnauthorized: false }),
      });
      // at the budget, the idle connections close: this request may need a connection of its own
      if (this.sockets.size >= (this.budget ??= this.maxSockets())) this.closeIdle();
      const agent = fresh ? false : tls ? (lenient ? agents.lenient : agents.https) : agents.http;
      const options = { method: "POST", agent, headers: { ...headers, "content-length": String(Buffer.byteLength(body)) }, ...(lenient ? { rejectUnauthorized: false } : {}) };
      const req = client.request(target, options, (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
        });
        res.on("end", () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", (err) => done({ error: err.message }));
      });
      const timer = setTimeout(() => {
        done({ error: `no answer within ${timeoutMs} ms` });
        req.destroy();
      }, timeoutMs);
      req.on("error", (err: NodeJS.ErrnoException) => {
        if (settled) return; // timed out, or closed: nothing is sent again
        // the receiver closed a kept-alive connection before anything of this request went out on it: once more, on a new one
        done(!sent && req.reusedSocket ? this.post(url, body, headers, timeoutMs, true) : { error: err.code ?? err.message });
      });
      this.open.set(req, done);
      const send = () => {
        if (settled) return;
        sent = true;
        req.end(body);
      };
      // on a reused connection, nothing is written until the event loop has taken in a close of the
      // receiver already on its way (the request then fails unsent, above); on a new one, at once
      req.once("socket", (socket: Socket) => {
        this.track(socket);
        if (req.reusedSocket) setImmediate(() => setImmediate(send));
        else send();
      });
    });
  }

  /** The handshake (gap decisions): undefined when the subscriber answered 200 with the token; else why not. */
  async handshake(notificationUrl: string, timeoutMs: number): Promise<string | undefined> {
    const token = randomUUID();
    const base = notificationUrl.replace(/#.*$/, "");
    const target = `${base}${base.includes("?") ? "&" : "?"}validationToken=${encodeURIComponent(token)}`;
    const result = await this.post(target, "", {}, timeoutMs);
    if ("error" in result) {
      return result.error.startsWith("no answer") ? `did not answer the validation request within ${timeoutMs} ms` : `could not be reached for the validation request (${result.error})`;
    }
    if (result.status !== 200) return `answered the validation request with status ${result.status}, not 200`;
    const text = result.body.replace(/^\uFEFF/, "").trim();
    let echoed = text === token;
    if (!echoed && text.startsWith('"')) {
      try {
        echoed = JSON.parse(text) === token;
      } catch {
        echoed = false;
      }
    }
    return echoed ? undefined : "did not return the validation token as the body of its 200 answer";
  }

  /** Count `socket` until it closes. */
  private track(socket: Socket): void {
    if (this.sockets.has(socket)) return;
    this.sockets.add(socket);
    socket.once("close", () => this.sockets.delete(socket));
  }

  /** Close every kept-alive idle connection of the agents. */
  private closeIdle(): void {
    for (const agent of Object.values(this.agents ?? {})) for (const idle of Object.values(agent.freeSockets)) for (const socket of idle ?? []) socket.destroy();
  }

  /** Connections held now, in flight or idle (tests). */
  get connections(): number {
    return this.sockets.size;
  }

  /** End every open request and kept-alive connection (shutdown). */
  close(): void {
    for (const [req, done] of this.open) {
      done({ error: "the emulator is stopping" });
      req.destroy();
    }
    this.open.clear();
    if (this.agents) for (const agent of Object.values(this.agents)) agent.destroy();
    this.agents = undefined;
  }
}
