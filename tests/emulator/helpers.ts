/**
 * Test helpers for the emulator: an emulator on a free loopback port (answers validated by the core),
 * the generated webhooks v2.0 client with a middleware that validates every answer against the
 * contract again, and a real subscriber (node:http) that checks every handshake and push against the
 * contract's top-level webhooks.
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { Contract, type Finding } from "../../src/contract/validator.js";
import { isLoopbackHttpFinding } from "../../src/emulator/apis/business/webhooks/index.js";
import { valueAt } from "../../src/emulator/dispatch.js";
import { createEmulator, type Emulator, type EmulatorOptions } from "../../src/emulator/index.js";
import type { Settings } from "../../src/emulator/types.js";
import { createWebhooksV2_0Client, type components } from "../../generated/webhooks/v2.0/client.js";
import { repoRoot } from "../../scripts/lib/registry.js";

export const COMPANY = "3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51";
export const TOKEN = "Bearer eyJ0eXAiOiJKV1QifQ.e30.test";
export const contractV2 = Contract.fromFile(join(repoRoot, "generated", "webhooks", "v2.0", "openapi.json"), "webhooks@v2.0");
export type NotificationPayload = components["schemas"]["NotificationPayload"];

export interface Harness {
  emu: Emulator;
  client: ReturnType<typeof createWebhooksV2_0Client>;
  /** Findings of the client-side validation of every answer. */
  findings: string[];
  /** POST /_emulator/clock/advance. */
  advance(ms: number): Promise<string>;
  /** A change made in the service (control route): POST, PATCH or DELETE under /_emulator/entities/. */
  change(method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  /** Raw HTTP to the emulator, for what the typed client cannot send. */
  raw(method: string, path: string, init?: { headers?: Record<string, string>; body?: string }): Promise<{ status: number; headers: Headers; body: string }>;
  close(): Promise<void>;
}

export async function startHarness(settings: Partial<Settings> = {}, options: EmulatorOptions = {}): Promise<Harness> {
  const emu = await createEmulator({ quiet: true, validateResponses: true, settings: { pushTimeoutMs: 2000, handshakeTimeoutMs: 1000, ...settings }, ...options });
  const findings: string[] = [];
  const client = createWebhooksV2_0Client({ baseUrl: emu.url, headers: { Authorization: TOKEN } });
  client.use({
    async onResponse({ request, response }) {
      const match = contractV2.matchOperation(request.method, request.url);
      if (!match) {
        findings.push(`no operation for ${request.method} ${request.url}`);
        return undefined;
      }
      const text = await response.clone().text();
      const type = response.headers.get("content-type") ?? "";
      const body = text === "" ? undefined : type.includes("json") ? (JSON.parse(text) as unknown) : text;
      // the emulator's loopback-http relaxation (allowLoopbackHttp) is not the contract's: the test subscriber is plain http on 127.0.0.1
      const found = contractV2
        .validateResponse({ status: response.status, headers: [...response.headers], body }, match)
        .filter((f) => !isLoopbackHttpFinding(f, valueAt(body, f.pointer.slice("/response/body".length))));
      findings.push(...found.map((f) => `${request.method} ${request.url} → ${response.status}: ${f.pointer} ${f.message}`));
      return undefined;
    },
  });
  const raw: Harness["raw"] = async (method, path, init = {}) => {
    const res = await fetch(`${emu.url}${path}`, { method, headers: init.headers, body: init.body });
    return { status: res.status, headers: res.headers, body: await res.text() };
  };
  return {
    emu,
    client,
    findings,
    raw,
    async advance(ms) {
      const res = await raw("POST", "/_emulator/clock/advance", { headers: { "content-type": "application/json" }, body: JSON.stringify({ ms }) });
      if (res.status !== 200) throw new Error(`advance: ${res.status} ${res.body}`);
      return (JSON.parse(res.body) as { now: string }).now;
    },
    async change(method, path, body) {
      const res = await raw(method, `/_emulator/entities/${path}`, body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      return { status: res.status, body: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {} };
    },
    close: () => emu.close(),
  };
}

export interface Push {
  headers: http.IncomingHttpHeaders;
  body: NotificationPayload;
}

/**
 * A subscriber: answers the handshake as told (`echo` the token, or a fixed status / wrong body, or
 * never), and pushes with the next status of `statuses` (200 when empty). Records everything and checks
 * each request against the contract's webhooks (`findings`).
 */
export class Subscriber {
  handshake: "echo" | "wrong-token" | "silent" | number = "echo";
  statuses: number[] = [];
  /** Answer pushes after this many ms (real time), to play a slow subscriber. */
  pushDelayMs = 0;
  /** Keep handshakes unanswered (as `handshake` says, later) until `releaseHandshakes()`. */
  holdHandshakes = false;
  private held: Array<() => void> = [];
  readonly validations: string[] = [];
  readonly pushes: Push[] = [];
  readonly findings: string[] = [];
  url = "";
  private server = http.createServer((req, res) => this.handle(req, res));

  async start(path = "/hook"): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", () => resolve()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
    return this;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Answer every held handshake now. */
  releaseHandshakes(): void {
    const held = this.held;
    this.held = [];
    held.forEach((answer) => answer());
  }

  /** Every item pushed so far, in order. */
  items() {
    return this.pushes.flatMap((p) => p.body.value);
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const url = new URL(req.url ?? "/", "http://x");
      const token = url.searchParams.get("validationToken");
      const hook = token !== null ? "subscriptionValidation" : "changeNotification";
      const match = contractV2.matchWebhook(req.method ?? "", req.url ?? "", hook);
      const check = (f: Finding[]) => this.findings.push(...f.map((x) => `${hook}: ${x.pointer} ${x.message}`));
      if (!match) this.findings.push(`${req.method} ${req.url} is no webhook of the contract`);
      else check(contractV2.validateRequest({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: text }, { match }));
      if (token !== null) {
        this.validations.push(token);
        if (this.holdHandshakes) return void this.held.push(() => res.writeHead(200, { "content-type": "text/plain" }).end(token));
        if (this.handshake === "silent") return; // never answer
        if (this.handshake === "echo") return void res.writeHead(200, { "content-type": "text/plain" }).end(token);
        if (this.handshake === "wrong-token") return void res.writeHead(200, { "content-type": "text/plain" }).end("not-the-token");
        return void res.writeHead(this.handshake).end();
      }
      if (text.charCodeAt(0) === 0xfeff) this.findings.push("push body starts with a byte order mark");
      this.pushes.push({ headers: req.headers, body: JSON.parse(text) as NotificationPayload });
      const status = this.statuses.shift() ?? 200;
      setTimeout(() => res.writeHead(status).end(), this.pushDelayMs);
    });
  }
}

/** Wait (real time) until `predicate` holds, for what happens outside the virtual clock. */
export async function until(predicate: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const resourceOf = (entity: string) => `/api/v2.0/companies(${COMPANY})/${entity}`;

/** The emulator's command (`npm run emulator`), run from its TypeScript with tsx, as the tests start it. */
export const EMULATOR_CLI = { cli: join(repoRoot, "src", "emulator", "cli.ts") };

export interface CliRun {
  child: ChildProcessWithoutNullStreams;
  /** What `ready` matched on stdout. */
  match: RegExpExecArray;
  out(): string;
  err(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Start the emulator's command with `args`; resolves once stdout matches `ready` (rejects if it exits first). Kill `child` when done. */
export async function spawnEmulatorCli(args: string[], ready: RegExp = /Emulator ready on (\S+)/): Promise<CliRun> {
  // node itself with tsx's loader, not the tsx command: a kill (SIGKILL included) reaches the emulator, not a wrapper that would leave it running
  const child = spawn(process.execPath, ["--import", "tsx", EMULATOR_CLI.cli, ...args], { cwd: repoRoot });
  let out = "";
  let err = "";
  child.stderr.on("data", (c: Buffer) => (err += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const match = await new Promise<RegExpExecArray>((resolve, reject) => {
    void exited.then((code) => reject(new Error(`exit ${code}: ${err}${out}`)));
    child.stdout.on("data", (c: Buffer) => {
      out += c.toString();
      const m = ready.exec(out);
      if (m) resolve(m);
    });
  });
  return { child, match, out: () => out, err: () => err, exited };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** JSON from the wire. */
  body: any;
}

/**
 * One request to `url` on 127.0.0.1 (whatever its host name says: the Host header and the TLS server
 * name come from the URL), trusting `ca` for https.
 */
export function call(url: string, init: { method?: string; headers?: Record<string, string>; body?: unknown; ca?: string } = {}): Promise<Answer> {
  const target = new URL(url);
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  const options: https.RequestOptions = {
    host: "127.0.0.1",
    port: target.port,
    path: `${target.pathname}${target.search}`,
    method: init.method ?? "GET",
    headers: { host: target.host, ...(payload === undefined ? {} : { "content-type": "application/json" }), ...init.headers },
    agent: false,
    ...(target.protocol === "https:" ? { ca: init.ca, servername: net.isIP(target.hostname) ? undefined : target.hostname } : {}),
  };
  return new Promise((resolve, reject) => {
    const req = (target.protocol === "https:" ? https : http).request(options, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text === "" ? undefined : JSON.parse(text) }));
    });
    req.on("error", reject);
    req.end(payload);
  });
}
