/**
 * npm run workflows -- [--file <name>]... [--verbose] [--lint-only]
 * Runs every Arazzo workflow of specs/workflows/ with `redocly respect` (one process per file) against a
 * fresh emulator, reset before each file, and a small webhook receiver: one line per workflow, then a
 * summary; exit 1 on any failure, 2 on a bad flag. --lint-only lints the workflow files with Redocly
 * instead (npm run lint does it too).
 */
import { basename, join, resolve } from "node:path";
import { existsSync } from "node:fs";
import { formatWorkflow, lintWorkflows, listWorkflowFiles, runWorkflows, WORKFLOWS_DIR, WorkflowsError } from "./lib/workflows.js";
import { type CommandInfo, expectedErrors, parseCommand, runAsProgram, runCommand, UsageError } from "../src/cli/command.js";

const COMMAND: CommandInfo = { name: "workflows", usage: "usage: npm run workflows -- [--file <name>]... [--verbose] [--lint-only]" };

/** The workflows as a program: 0 all passed, 1 a failure, 2 bad usage. */
export function main(argv: string[]): Promise<number> {
  return runCommand(
    COMMAND,
    async () => {
      const parsed = parseCommand<{ file?: string[]; verbose?: boolean; "lint-only"?: boolean }>(argv, COMMAND, {
        file: { type: "string", multiple: true },
        verbose: { type: "boolean" },
        "lint-only": { type: "boolean" },
      });
      return parsed ? workflows(parsed.values) : 0;
    },
    expectedErrors(WorkflowsError),
  );
}

async function workflows(values: { file?: string[]; verbose?: boolean; "lint-only"?: boolean }): Promise<number> {
  const all = await listWorkflowFiles();
  let files = all;
  if (values.file) {
    files = [];
    for (const name of values.file) {
      const candidates = [resolve(name), join(WORKFLOWS_DIR, name), join(WORKFLOWS_DIR, `${name}.arazzo.yaml`)];
      const found = candidates.find((c) => c.endsWith(".arazzo.yaml") && existsSync(c));
      if (!found) throw new UsageError(`no workflow file "${name}"; known: ${all.map((f) => basename(f, ".arazzo.yaml")).join(", ")}; ${COMMAND.usage}`);
      files.push(found);
    }
  }
  if (values["lint-only"]) {
    const lint = await lintWorkflows(files);
    process.stdout.write(lint.output);
    console.log(lint.ok ? `workflows: lint clean (${files.length} files and the support document)` : "workflows: lint FAILED");
    return lint.ok ? 0 : 1;
  }
  const result = await runWorkflows({ files, verbose: values.verbose, onWorkflow: (w) => console.log(formatWorkflow(w)) });
  for (const f of result.files) {
    // respect's own account, when it could not even start a workflow of the file
    if (f.exitCode !== 0 && f.workflows.every((w) => w.steps.length === 0)) process.stdout.write(`--- respect ${f.file} (exit ${f.exitCode})\n${f.output.trim()}\n`);
  }
  for (const v of result.violations) console.log(`emulator answer outside its contract: ${v}`);
  const total = result.passed + result.failed;
  const ok = result.failed === 0 && result.violations.length === 0;
  console.log(`workflows: ${result.passed}/${total} passed in ${result.files.length} files, ${(result.ms / 1000).toFixed(1)} s${ok ? "" : " - FAILED"}`);
  return ok ? 0 : 1;
}

runAsProgram(import.meta.url, main);
