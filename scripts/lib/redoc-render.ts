/**
 * Redoc pages rendered without a Redocly CLI process per page: the CLI's own `build-docs` handler (Redocly
 * CLI 2.77, the code `redocly build-docs` runs), called with redocly.yaml loaded by @redocly/openapi-core
 * 2.x (the CLI's line, installed as @redocly/openapi-core-2). The pages are the CLI's, byte for byte
 * (tests/docs/render.test.ts compares them). They are rendered as build-docs without --inlineBundle: Redoc's
 * script is not copied into every page (2.2 MB each); the page imports it, and the site serves one copy of
 * it, the CLI's own file (redocStandalone; scripts/lib/docs-site.ts points the pages there).
 *
 * The CLI has no public API: the handler is the `handlerBuildCommand` export of one of its bundle's chunks
 * (node_modules/@redocly/cli/lib/chunks/<hash>.js), found at run time by that exported name, never by the
 * hash; without it, every page fails with one line saying so. Called directly (not through the CLI's
 * command wrapper, which loads the config, sends telemetry and exits), it does not call process.exit; it
 * writes the page to its `o` (--output) itself, logs banners to stderr and throws on a failure. It
 * renders any number of pages in one process, in sequence or at the same time (the same bytes; in
 * sequence is faster).
 *
 * PageRenderer renders a build's pages one after the other, either in a worker thread of this process
 * ("thread", npm run docs) or in one child process for all of them ("process", npm start): either ends
 * when the pages are done, but a thread leaves some 25-40 MB resident in its process (measured with
 * scripts/bench/start.ts), which matters to npm start, whose process keeps running. It starts with the
 * first page to render: not at all when nothing changed.
 */
import { type Serializable, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

export interface RenderSettings {
  /** The repository (its node_modules/@redocly/cli and its redocly.yaml, loaded as the CLI run there loads it). */
  root: string;
  /** The page template (build-docs --template). */
  template: string;
  /** The Redoc options file (build-docs --openapi). */
  redocOptions: string;
}

/**
 * The render thread, plain JavaScript (as the bench's load generator): tsx 4 does not hook a worker
 * thread's imports on Node 20, and loading the CLI's 14 MB of chunks through its loader costs hundreds
 * of MB. It finds the chunk exporting handlerBuildCommand, loads redocly.yaml with openapi-core 2.x,
 * then renders each page asked for, one at a time: { id, source, output } in, { id } or { id, error }
 * out ("close" ends it). What the CLI's logger writes to stderr (banners) is dropped by the caller.
 */
const RENDER_THREAD = `
const { parentPort, workerData } = require("node:worker_threads");
// A worker thread (settings in workerData), or a child process (settings in argv, messages over IPC).
const { root, template, redocOptions } = parentPort ? workerData : JSON.parse(process.argv[1]);
const port = parentPort ?? process;
const send = (message) => (parentPort ? parentPort.postMessage(message) : process.send(message));
if (!parentPort) process.once("disconnect", () => process.exit(0));
const { readdirSync, readFileSync } = require("node:fs");
const { createRequire } = require("node:module");
const { join } = require("node:path");
const { pathToFileURL } = require("node:url");
async function load() {
  const dir = join(root, "node_modules", "@redocly", "cli", "lib", "chunks");
  let files = [];
  try { files = readdirSync(dir).filter((f) => f.endsWith(".js")).sort(); } catch {}
  const chunk = files.map((f) => join(dir, f)).find((file) => {
    const text = readFileSync(file, "utf8");
    return text.includes("handlerBuildCommand") && /export\\s*\\{[^}]*\\bhandlerBuildCommand\\b[^}]*\\}/.test(text);
  });
  if (!chunk) throw new Error("no chunk of node_modules/@redocly/cli/lib/chunks/ exports handlerBuildCommand (the build-docs of Redocly CLI 2.x)");
  const { handlerBuildCommand } = await import(pathToFileURL(chunk).href);
  if (typeof handlerBuildCommand !== "function") throw new Error(chunk + " names handlerBuildCommand but does not export a function");
  const core = createRequire(join(root, "package.json")).resolve("@redocly/openapi-core-2");
  const { loadConfig } = await import(pathToFileURL(core).href);
  const config = await loadConfig({ configPath: join(root, "redocly.yaml") });
  return (source, output) =>
    handlerBuildCommand({ argv: { api: source, o: output, template, openapi: redocOptions }, config });
}
let render;
let queue = Promise.resolve();
port.on("message", (message) => {
  // in a worker, process.exit ends the thread (and frees its memory), not the process
  if (message === "close") return void (queue = queue.then(() => process.exit(0)));
  queue = queue.then(async () => {
    try {
      render ??= load();
      await (await render)(message.source, message.output);
      send({ id: message.id });
    } catch (err) {
      send({ id: message.id, error: err instanceof Error ? err.message : String(err) });
    }
  });
});
`;

interface Reply {
  id: number;
  error?: string;
}

// ---------------------------------------------------------------------------------------------
// The calling side

/** A page the renderer could not render: the handler's message. */
export class RenderError extends Error {}

/** The renderer was stopped (close() before its pages were done, or the abort signal). */
export class RenderStopped extends Error {}

/** Where the pages render: a worker thread of this process, or one child process for all of them. */
export type RenderIn = "thread" | "process";

/** The render thread or process, as PageRenderer talks to it. */
interface Renderer {
  send(message: unknown): void;
  kill(): void;
}

/**
 * One render thread (or process) rendering pages one at a time, in the order asked. It starts with the
 * first page asked for and ends at close() (after the pages asked for) or at `signal`'s abort (at once).
 */
export class PageRenderer {
  private renderer?: Renderer;
  private nextId = 0;
  private readonly pending = new Map<number, { resolve(): void; reject(err: Error): void }>();
  private ended?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly settings: RenderSettings,
    private readonly options: { renderIn?: RenderIn; signal?: AbortSignal } = {},
  ) {
    options.signal?.addEventListener("abort", () => this.stop(), { once: true });
  }

  /** Render `source` (a docs copy) into `output`; rejects with RenderError or RenderStopped. */
  render(source: string, output: string): Promise<void> {
    if (this.stopped || this.options.signal?.aborted) return Promise.reject(new RenderStopped("stopped"));
    const renderer = this.renderer ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      renderer.send({ id, source, output });
    });
  }

  /** End the renderer once the pages asked for are rendered; resolves when it has ended. */
  close(): Promise<void> {
    if (this.renderer && !this.stopped) this.renderer.send("close");
    return this.ended ?? Promise.resolve();
  }

  /** End the renderer now; pages not rendered yet reject with RenderStopped. */
  stop(): Promise<void> {
    this.stopped = true;
    this.renderer?.kill();
    this.failAll(new RenderStopped("stopped"));
    return this.ended ?? Promise.resolve();
  }

  private failAll(err: Error): void {
    for (const { reject } of this.pending.values()) reject(err);
    this.pending.clear();
  }

  private onReply = (reply: Reply): void => {
    const waiting = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    if (reply.error === undefined) waiting?.resolve();
    else waiting?.reject(new RenderError(reply.error));
  };

  private onEnd = (what: string, code: number | null): void => {
    this.failAll(this.stopped ? new RenderStopped("stopped") : new RenderError(`the render ${what} ended (exit ${code})`));
  };

  private start(): Renderer {
    const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" };
    if (this.options.renderIn === "process") {
      // Plain node; its output (the CLI's banners) dropped, as the CLI processes' was.
      const child = spawn(process.execPath, ["-e", RENDER_THREAD, JSON.stringify(this.settings)], { env, stdio: ["ignore", "ignore", "ignore", "ipc"] });
      child.on("message", this.onReply);
      this.ended = new Promise((resolve) => {
        child.once("error", (err) => this.failAll(new RenderError(`cannot start the render process: ${err.message}`)));
        child.once("close", (code) => {
          this.onEnd("process", code);
          resolve();
        });
      });
      this.renderer = { send: (message) => child.connected && child.send(message as Serializable), kill: () => child.kill("SIGTERM") };
      return this.renderer;
    }
    const worker = new Worker(RENDER_THREAD, { eval: true, workerData: this.settings, env, stdout: true, stderr: true });
    // Its output (the CLI's banners) dropped, as the CLI processes' was.
    worker.stdout.resume();
    worker.stderr.resume();
    worker.on("message", this.onReply);
    this.ended = new Promise((resolve) => {
      worker.once("error", (err) => this.failAll(new RenderError(`the render thread failed: ${err.message}`)));
      worker.once("exit", (code) => {
        this.onEnd("thread", code);
        resolve();
      });
    });
    this.renderer = { send: (message) => worker.postMessage(message), kill: () => void worker.terminate() };
    return this.renderer;
  }
}

/** Redoc's script as the CLI ships it next to its build-docs chunk: the file its pages import (from its CDN, unless a site serves this copy). */
export const redocStandalone = (root: string) => join(root, "node_modules", "@redocly", "cli", "lib", "chunks", "redoc.standalone.js");

/** What the pages also depend on besides their inputs: this code and the versions of the Redocly CLI and of openapi-core 2.x (for page fingerprints). */
export function rendererIdentity(root: string): string {
  const version = (pkg: string) => {
    try {
      return (JSON.parse(readFileSync(join(root, "node_modules", pkg, "package.json"), "utf8")) as { version: string }).version;
    } catch {
      return "unknown";
    }
  };
  return [readFileSync(fileURLToPath(import.meta.url), "utf8"), version("@redocly/cli"), version("@redocly/openapi-core-2")].join("\0");
}
