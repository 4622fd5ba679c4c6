/**
 * What the parity probes share: one in-process emulator (createEngine, every module, its clock frozen
 * and reset before each probe), a raw node:http receiver for handshakes and pushes, and the ledger's
 * operations as targets. The probes themselves are in probes-*.ts; parity.test.ts runs them.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Ledger, LedgerOperation } from "../../../scripts/lib/parity.js";
import { PARITY_FILE } from "../../../scripts/lib/parity.js";
import { repoRoot } from "../../../scripts/lib/registry.js";
import { createEngine, type Engine } from "../../../src/emulator/index.js";
import type { Settings } from "../../../src/emulator/types.js";

export const START = Date.parse("2026-03-01T12:00:00.000Z");
export const BASE_URL = "http://127.0.0.1:4020";
export const COMPANY = "3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51";
export const SUBSCRIPTION = "5c3e8a1f-2d4b-4f6a-9e7c-1b0d3f5a7c92";
export const MINUTE = 60_000;
export const DAY = 24 * 3_600_000;

/** Limits low enough to reach in a few requests (the claims name the settings; the defaults are the contracts'). */
export const SETTINGS: Partial<Settings> = {
  requestsPerWindow: 12,
  managementReadsBucket: 8,
  managementWritesBucket: 8,
  modelManagementPerSecond: 5,
  ApiSubscriptionMaxNumberOfNotifications: 3,
  handshakeTimeoutMs: 1500,
  pushTimeoutMs: 2000,
};

/** The committed ledger: the probes check what it says. */
export const ledger = JSON.parse(readFileSync(join(repoRoot, PARITY_FILE), "utf8")) as Ledger;

/** One operation or webhook of the ledger, with one of its claims. */
export interface Target {
  api: string;
  /** operationId, or the webhook's name. */
  id: string;
  webhook: boolean;
  op: LedgerOperation;
}

/** Every (operation, claim) the ledger states, reproduces and doesNot alike. */
export function ledgerClaims(): Array<{ target: Target; claim: string }> {
  return Object.entries(ledger.apis).flatMap(([api, entry]) =>
    [...Object.entries(entry.operations).map(([id, op]) => ({ api, id, op, webhook: false })), ...Object.entries(entry.webhooks).map(([id, op]) => ({ api, id, op, webhook: true }))].flatMap(
      (target) => [...target.op.reproduces, ...target.op.doesNot].map((c) => ({ target, claim: c.claim })),
    ),
  );
}

export interface Request {
  method: string;
  /** Path and query; an absolute URL (a nextLink, a status address) is sent to its path. */
  target: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: any;
}

/** How a notificationUrl answers a handshake: 200 with the token, 200 with another text, never, or a status. */
export type Handshake = "echo" | "wrong-token" | "silent" | number;

/** A receiver on a loopback port (node:http, not the package's helper): each notificationUrl is a path with its own answers, and everything it gets is kept. */
export class Receiver {
  private readonly server = http.createServer((req, res) => this.handle(req, res));
  private origin = "";
  private n = 0;
  private readonly answers = new Map<string, { handshake: Handshake; pushes: number[] }>();
  readonly got: Array<{ path: string; validationToken: string | null; body: string }> = [];

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** A new notificationUrl: the handshake answered as `handshake` says, pushes with `pushes` in turn, then 200. */
  url(handshake: Handshake = "echo", pushes: number[] = []): string {
    const path = `/hook/${++this.n}`;
    this.answers.set(path, { handshake, pushes: [...pushes] });
    return `${this.origin}${path}`;
  }

  /** Change how a notificationUrl answers handshakes from now on. */
  answerHandshakes(url: string, handshake: Handshake): void {
    this.answers.get(new URL(url).pathname)!.handshake = handshake;
  }

  handshakes(url: string): string[] {
    const path = new URL(url).pathname;
    return this.got.filter((g) => g.path === path && g.validationToken !== null).map((g) => g.validationToken!);
  }

  pushes(url: string): any[] {
    const path = new URL(url).pathname;
    return this.got.filter((g) => g.path === path && g.validationToken === null).map((g) => JSON.parse(g.body));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", this.origin);
      const validationToken = url.searchParams.get("validationToken");
      this.got.push({ path: url.pathname, validationToken, body: Buffer.concat(chunks).toString("utf8") });
      const answer = this.answers.get(url.pathname);
      if (validationToken !== null) {
        const how = answer?.handshake ?? 404;
        if (how === "silent") return; // never answered (closed with the receiver)
        if (typeof how === "number") res.writeHead(how).end();
        else res.writeHead(200, { "content-type": "text/plain" }).end(how === "echo" ? validationToken : "not-the-token");
        return;
      }
      res.writeHead(answer?.pushes.shift() ?? 200).end();
    });
  }
}

/** The probes' view of the emulator. */
export class Probe {
  private n = 0;
  private constructor(
    readonly engine: Engine,
    readonly receiver: Receiver,
  ) {}

  static async start(): Promise<Probe> {
    const receiver = new Receiver();
    const [engine] = await Promise.all([createEngine({ frozenAt: START, quiet: true, validateResponses: true, settings: SETTINGS }), receiver.start()]);
    return new Probe(engine, receiver);
  }

  close(): Promise<unknown> {
    return Promise.all([this.engine.close(), this.receiver.close()]);
  }

  /** A bearer token of its own (callers are told apart by it: its own request limits). */
  token(): string {
    return `Bearer parity-probe-${++this.n}`;
  }

  /** A number of its own (project ids, names). */
  unique(): number {
    return ++this.n;
  }

  /** Send one request through the pipeline, with `token` (null: none; default: a token of its own). */
  async send(request: Request, token: string | null = this.token()): Promise<Answer> {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(request.headers ?? {})) headers[k.toLowerCase()] = v;
    if (token !== null) headers.authorization ??= token;
    if (request.body !== undefined) headers["content-type"] ??= "application/json";
    const address = new URL(request.target, BASE_URL);
    const answer = await this.engine.dispatch({
      method: request.method,
      target: address.pathname + address.search,
      headers,
      baseUrl: BASE_URL,
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
    });
    return {
      status: answer.status,
      headers: Object.fromEntries(Object.entries(answer.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
      body: answer.body === undefined ? undefined : JSON.parse(JSON.stringify(answer.body)),
    };
  }

  /** Move the virtual clock; resolves when what fell due (pushes included) has run. */
  advance(ms: number): Promise<void> {
    return this.engine.clock.advance(ms);
  }

  /** Every item of a list, following its next links (`link`: the member that holds it). */
  async all(request: Request, token: string, link: "nextLink" | "@odata.nextLink" = "nextLink"): Promise<Answer["body"][]> {
    const items: unknown[] = [];
    let next: Request | undefined = request;
    for (let page = 0; next && page < 50; page++) {
      const answer = await this.send(next, token);
      if (answer.status !== 200) throw new Error(`${next.method} ${next.target} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      items.push(...answer.body.value);
      const url = answer.body[link] as string | undefined;
      next = url ? { ...request, target: url } : undefined;
    }
    return items;
  }
}
