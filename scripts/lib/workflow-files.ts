/**
 * The Arazzo workflow files of specs/workflows/ and their support document: where they are and what
 * they hold (titles, sources, workflows and steps), for the runner and the docs index; their lint,
 * in-process (scripts/lib/redocly-lint.ts: the Redocly CLI's rules, no CLI process); and the Redocly CLI
 * process that the runner (respect) still needs.
 */
import { spawn } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { basename, dirname, join, relative, resolve } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { parse } from "yaml";
import type { RedoclyFinding, RedoclyTarget } from "./redocly-lint.js";
import { repoRoot, toPosix } from "./registry.js";

export const WORKFLOWS_DIR = join(repoRoot, "specs", "workflows");
/** The emulator's clock and the test receiver, described for the workflows (not a contract, not in the registry). */
export const SUPPORT_DOCUMENT = join(WORKFLOWS_DIR, "support", "emulator-control.yaml");

const REDOCLY = join(repoRoot, "node_modules", "@redocly", "cli", "bin", "cli.js");

export class WorkflowsError extends Error {}

export interface SourceDescription {
  name: string;
  url: string;
  type?: string;
}

export interface WorkflowFile {
  /** Absolute path. */
  file: string;
  /** Path from the repository root, posix. */
  rel: string;
  title: string;
  summary?: string;
  sources: SourceDescription[];
  workflows: Array<{ workflowId: string; summary?: string; steps: string[] }>;
}

/** Every `*.arazzo.yaml` of specs/workflows/, sorted by name. */
export async function listWorkflowFiles(dir: string = WORKFLOWS_DIR): Promise<string[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith(".arazzo.yaml")).sort();
  return names.map((n) => join(dir, n));
}

export async function readWorkflowFile(file: string): Promise<WorkflowFile> {
  let doc: {
    info?: { title?: string; summary?: string };
    sourceDescriptions?: SourceDescription[];
    workflows?: Array<{ workflowId?: string; summary?: string; steps?: Array<{ stepId?: string }> }>;
  };
  try {
    doc = parse(await readFile(file, "utf8")) as typeof doc;
  } catch (err) {
    throw new WorkflowsError(`${toPosix(relative(repoRoot, file))}: ${(err as Error).message}`);
  }
  return {
    file,
    rel: toPosix(relative(repoRoot, file)),
    title: doc?.info?.title ?? basename(file),
    ...(doc?.info?.summary ? { summary: doc.info.summary } : {}),
    sources: doc?.sourceDescriptions ?? [],
    workflows: (doc?.workflows ?? []).map((w) => ({
      workflowId: w.workflowId ?? "?",
      ...(w.summary ? { summary: w.summary } : {}),
      steps: (w.steps ?? []).map((s) => s.stepId ?? "?"),
    })),
  };
}

/** The bundle a source points at, as `generated/<api>/<version>/openapi.json` from the repository root, or undefined. */
export function bundleOf(wf: WorkflowFile, source: SourceDescription): { api: string; version: string; file: string } | undefined {
  const file = resolve(dirname(wf.file), source.url);
  const m = /^generated\/([^/]+)\/([^/]+)\/openapi\.json$/.exec(toPosix(relative(repoRoot, file)));
  return m ? { api: m[1]!, version: m[2]!, file } : undefined;
}

// --- the Redocly CLI: the runner (respect) and the reference of tests/redocly-lint.test.ts ------

/** One Redocly CLI run (no colour, no banner, no telemetry): its exit code, its output and, apart, its stdout. */
export function runRedocly(args: string[], cwd = repoRoot): Promise<{ code: number; output: string; stdout: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [REDOCLY, ...args], {
      cwd,
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1", FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    let stdout = "";
    child.stdout.on("data", (c: Buffer) => {
      output += c.toString("utf8");
      stdout += c.toString("utf8");
    });
    child.stderr.on("data", (c: Buffer) => (output += c.toString("utf8")));
    child.once("error", fail);
    child.once("close", (code) => done({ code: code ?? 1, output: stripVTControlCharacters(output).replace(/^.*[╔║╚].*\n/gm, ""), stdout }));
  });
}

// --- lint --------------------------------------------------------------------------------------

/**
 * What the lint of the workflows lints: each workflow file (Redocly's Arazzo rules) and the support document
 * (the OpenAPI rules of redocly.yaml, but operation-4xx-response: these are test routes, not a contract).
 */
export async function workflowLintTargets(files?: string[]): Promise<RedoclyTarget[]> {
  return [...(files ?? (await listWorkflowFiles())).map((ref) => ({ ref })), { ref: SUPPORT_DOCUMENT, skipRules: ["operation-4xx-response"] }];
}

/** Redocly lint of the workflow files and the support document, in-process; clean means no error and no warning. */
export async function lintWorkflows(files?: string[]): Promise<{ ok: boolean; output: string; findings: RedoclyFinding[] }> {
  // loaded here, not with this module: the docs site and npm start read the workflow files but never lint them
  const { formatFindings, redoclyLint } = await import("./redocly-lint.js");
  const findings = await redoclyLint(await workflowLintTargets(files));
  return { ok: findings.length === 0, output: formatFindings(findings), findings };
}
