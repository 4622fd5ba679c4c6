/**
 * The Arazzo workflows of specs/workflows/, run with `redocly respect` against a fresh emulator and a
 * small webhook receiver (npm run workflows; tests/workflows.test.ts).
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { basename, join, relative } from "node:path";
import { documentedBasePath } from "../../src/contract/servers.js";
import { createEmulator, type Emulator } from "../../src/emulator/index.js";
import type { Settings } from "../../src/emulator/types.js";
import { createWebhookReceiver } from "../../src/helpers/webhook-receiver.js";
import { selfSignedCertificate } from "./self-signed.js";
import { repoRoot, toPosix } from "./registry.js";
import { bundleOf, listWorkflowFiles, readWorkflowFile, runRedocly, type WorkflowFile, WORKFLOWS_DIR, WorkflowsError } from "./workflow-files.js";

export * from "./workflow-files.js";

/** Credentials and values the workflows take as inputs (the emulator checks only that credentials are present). */
export const WORKFLOW_INPUTS = {
  token: "Bearer workflow-token",
  subscriptionKey: "workflow-subscription-key",
  clientState: "workflow-client-state",
} as const;

/** The source names of the support document (specs/workflows/support/emulator-control.yaml). */
const SUPPORT_SOURCES = ["emulator", "receiver"] as const;

// --- the receiver ------------------------------------------------------------------------------

export interface Received {
  handshakes: string[];
  notifications: unknown[];
  pushes: number;
  rejected: Array<{ status: number; reason: string }>;
}

export interface Receiver {
  /** Origin of the receiver (its /_receiver/ routes). */
  url: string;
  /** The notificationUrl the webhook workflows subscribe with. */
  hookUrl: string;
  received(): Received;
  clear(): void;
  close(): Promise<void>;
}

/**
 * The subscriber's side of the webhook workflows on free loopback ports: `POST /hooks/v2.0` over https
 * (the contract's notificationUrl is https; a throwaway self-signed certificate, which the emulator accepts
 * from a loopback receiver) is the package's receiver helper (handshake answered with the token; pushes
 * checked against the webhooks@v2.0 contract and the clientState, then recorded); `GET /_receiver/received`
 * over plain http tells what it got, `DELETE` forgets it.
 */
export async function startReceiver(clientState: string = WORKFLOW_INPUTS.clientState): Promise<Receiver> {
  const got: Received = { handshakes: [], notifications: [], pushes: 0, rejected: [] };
  const hook = createWebhookReceiver({
    contract: "webhooks@v2.0",
    clientState,
    onNotifications: (items) => {
      got.pushes++;
      got.notifications.push(...items);
    },
    onRejected: (status, reason) => got.rejected.push({ status, reason }),
  });
  const json = (res: http.ServerResponse, status: number, body?: unknown) => {
    const text = body === undefined ? "" : JSON.stringify(body);
    res.writeHead(status, body === undefined ? {} : { "content-type": "application/json; charset=utf-8" }).end(text);
  };
  const hooks = https.createServer(selfSignedCertificate(), (req, res) => {
    const url = new URL(req.url ?? "/", "https://receiver.invalid");
    if (url.pathname === "/hooks/v2.0") {
      const token = url.searchParams.get("validationToken");
      if (token !== null && req.method === "POST") got.handshakes.push(token);
      return hook.node(req, res);
    }
    json(res, 404, { error: { code: "NotFound", message: `no receiver route ${req.method} ${url.pathname}; known: POST /hooks/v2.0` } });
  });
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://receiver.invalid");
    if (url.pathname === "/_receiver/received") {
      if (req.method === "GET") return json(res, 200, got);
      if (req.method === "DELETE") {
        clear();
        return json(res, 204);
      }
    }
    json(res, 404, {
      error: { code: "NotFound", message: `no receiver route ${req.method} ${url.pathname}; known: GET and DELETE /_receiver/received (the hook is POST /hooks/v2.0 on the https port)` },
    });
  });
  const clear = () => {
    got.handshakes = [];
    got.notifications = [];
    got.pushes = 0;
    got.rejected = [];
  };
  await new Promise<void>((done, fail) => server.once("error", fail).listen(0, "127.0.0.1", () => done()));
  await new Promise<void>((done, fail) => hooks.once("error", fail).listen(0, "127.0.0.1", () => done()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    hookUrl: `https://127.0.0.1:${(hooks.address() as AddressInfo).port}/hooks/v2.0`,
    received: () => structuredClone(got),
    clear,
    close: () =>
      Promise.all(
        [server, hooks].map(
          (s) =>
            new Promise<void>((done) => {
              s.closeAllConnections();
              s.close(() => done());
            }),
        ),
      ).then(() => undefined),
  };
}

/**
 * The address of every source of a workflow file: a contract's bundle (generated/<api>/<version>/openapi.json)
 * gets the emulator's origin plus the document's documented base path (`/vendordocs`, `/v2.0/production`);
 * the support document's `emulator` and `receiver` get those two origins.
 */
export async function serverMap(wf: WorkflowFile, emulatorUrl: string, receiverUrl: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const source of wf.sources) {
    const bundle = bundleOf(wf, source);
    if (bundle) {
      const doc = JSON.parse(await readFile(bundle.file, "utf8")) as unknown;
      out[source.name] = `${emulatorUrl}${documentedBasePath(doc)}`;
    } else if ((SUPPORT_SOURCES as readonly string[]).includes(source.name)) {
      out[source.name] = source.name === "emulator" ? emulatorUrl : receiverUrl;
    } else {
      throw new WorkflowsError(
        `${wf.rel}: source "${source.name}" (${source.url}) is neither a bundled contract (generated/<api>/<version>/openapi.json) nor the support document's emulator or receiver`,
      );
    }
  }
  return out;
}

// --- running -----------------------------------------------------------------------------------

export interface StepResult {
  stepId: string;
  passed: boolean;
  /** One line per failed check. */
  failures: string[];
  /** For a failed step: the request and the answer (body cut at 300 characters). */
  exchange?: string;
}

export interface WorkflowResult {
  file: string;
  workflowId: string;
  passed: boolean;
  steps: StepResult[];
  ms: number;
}

export interface FileResult {
  file: string;
  workflows: WorkflowResult[];
  /** respect's exit code. */
  exitCode: number;
  /** respect's output, for a failure without a JSON report. */
  output: string;
  ms: number;
}

export interface RunOptions {
  /** Workflow files (default: every *.arazzo.yaml of specs/workflows/). */
  files?: string[];
  /** Emulator settings (defaults otherwise: the workflows advance the virtual clock themselves). */
  settings?: Partial<Settings>;
  /** Called once per workflow as soon as its file has run. */
  onWorkflow?: (result: WorkflowResult) => void;
  /** Passed to respect: print every request and response. */
  verbose?: boolean;
}

export interface RunResult {
  files: FileResult[];
  passed: number;
  failed: number;
  ms: number;
  /** Answers of the emulator that broke their contract (it validates its own answers here). */
  violations: string[];
}

interface RespectJson {
  files?: Record<string, { executedWorkflows?: RespectWorkflow[] }>;
}
interface RespectWorkflow {
  workflowId?: string;
  totalTimeMs?: number;
  executedSteps?: Array<RespectStep | RespectWorkflow>;
}
interface RespectStep {
  type?: string;
  stepId?: string;
  checks?: Array<{ name?: string; passed?: boolean; message?: string; condition?: string }>;
  request?: { method?: string; url?: string };
  response?: { statusCode?: number; body?: unknown };
}

/** respect's process: one file, its sources pointed at the stand-ins, the inputs given. */
function respect(file: string, servers: Record<string, string>, inputs: Record<string, string>, jsonOut: string, verbose: boolean): Promise<{ code: number; output: string }> {
  const server = Object.entries(servers)
    .map(([k, v]) => `${k}=${v}`)
    .join(",");
  const args = ["respect", file, "--input", JSON.stringify(inputs), "--json-output", jsonOut, "--no-secrets-masking"];
  if (server) args.push("--server", server);
  if (verbose) args.push("--verbose");
  return runRedocly(args);
}

function exchangeOf(step: RespectStep): string {
  const body = step.response?.body === undefined ? "" : typeof step.response.body === "string" ? step.response.body : JSON.stringify(step.response.body);
  const cut = body.length > 300 ? `${body.slice(0, 300)}...` : body;
  return `${(step.request?.method ?? "?").toUpperCase()} ${step.request?.url ?? "?"} -> ${step.response?.statusCode ?? "no answer"} ${cut}`.trim();
}

function stepsOf(executed: RespectWorkflow["executedSteps"] = []): StepResult[] {
  const out: StepResult[] = [];
  for (const s of executed) {
    if ((s as RespectStep).type !== "step") {
      // a step that runs another workflow: its steps count as this workflow's
      out.push(...stepsOf((s as RespectWorkflow).executedSteps));
      continue;
    }
    const step = s as RespectStep;
    const failed = (step.checks ?? []).filter((c) => c.passed === false);
    out.push({
      stepId: step.stepId ?? "?",
      passed: failed.length === 0,
      failures: failed.map((c) => `${c.name ?? "check"}: ${(c.message ?? c.condition ?? "").replace(/\s+/g, " ").trim()}`),
      ...(failed.length > 0 && step.request?.url ? { exchange: exchangeOf(step) } : {}),
    });
  }
  return out;
}

/** Run every workflow file against a fresh emulator (reset before each file) and a fresh receiver. */
export async function runWorkflows(options: RunOptions = {}): Promise<RunResult> {
  const started = performance.now();
  const files = options.files ?? (await listWorkflowFiles());
  if (files.length === 0) throw new WorkflowsError(`no *.arazzo.yaml in ${toPosix(relative(repoRoot, WORKFLOWS_DIR))}`);
  const parsed = await Promise.all(files.map(readWorkflowFile));
  const emulator: Emulator = await createEmulator({ quiet: true, validateResponses: true, settings: options.settings });
  const receiver = await startReceiver();
  const work = await mkdtemp(join(tmpdir(), "workflows-"));
  const result: RunResult = { files: [], passed: 0, failed: 0, ms: 0, violations: [] };
  try {
    for (const wf of parsed) {
      const fileStarted = performance.now();
      await emulator.reset();
      receiver.clear();
      const servers = await serverMap(wf, emulator.url, receiver.url);
      const jsonOut = join(work, `${basename(wf.file)}.json`);
      const inputs = { ...WORKFLOW_INPUTS, notificationUrl: receiver.hookUrl };
      const run = await respect(wf.file, servers, inputs, jsonOut, options.verbose ?? false);
      let report: RespectJson = {};
      try {
        report = JSON.parse(await readFile(jsonOut, "utf8")) as RespectJson;
      } catch {
        // no report: respect failed before running (the output says why)
      }
      const executed = Object.values(report.files ?? {}).flatMap((f) => f.executedWorkflows ?? []);
      const workflows: WorkflowResult[] = wf.workflows.map(({ workflowId }) => {
        const ran = executed.find((w) => w.workflowId === workflowId);
        const steps = stepsOf(ran?.executedSteps);
        const passed = !!ran && steps.length > 0 && steps.every((s) => s.passed);
        return { file: wf.rel, workflowId, passed, steps, ms: ran?.totalTimeMs ?? 0 };
      });
      // respect's own verdict counts too (a workflow it could not start leaves no report)
      if (run.code !== 0 && workflows.every((w) => w.passed)) for (const w of workflows) w.passed = false;
      for (const w of workflows) {
        if (w.passed) result.passed++;
        else result.failed++;
        options.onWorkflow?.(w);
      }
      result.files.push({ file: wf.rel, workflows, exitCode: run.code, output: run.output, ms: performance.now() - fileStarted });
    }
  } finally {
    result.violations = [...emulator.violations];
    await receiver.close();
    await emulator.close();
    await rm(work, { recursive: true, force: true });
  }
  result.ms = performance.now() - started;
  return result;
}

/** One line per workflow: verdict, file, workflow id, steps passed / run, time; failures below it. */
export function formatWorkflow(w: WorkflowResult): string {
  const ok = w.steps.filter((s) => s.passed).length;
  const head = `${w.passed ? "pass" : "FAIL"}  ${w.file.replace(/^specs\/workflows\//, "")} ${w.workflowId}  ${ok}/${w.steps.length} steps  ${Math.round(w.ms)} ms`;
  if (w.passed) return head;
  const details = w.steps.flatMap((s) => [...s.failures.map((f) => `        ${s.stepId}: ${f}`), ...(s.exchange ? [`        ${s.stepId}: ${s.exchange}`] : [])]);
  return [head, ...(details.length ? details : ["        (not run; see respect's output above)"])].join("\n");
}
