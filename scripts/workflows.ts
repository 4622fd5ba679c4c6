/**
 * npm run workflows -- [--file <name>]... [--verbose] [--lint-only]
 * Runs every Arazzo workflow of specs/workflows/ with `redocly respect` (one process per file) against a
 * fresh emulator, reset before each file, and a small webhook receiver: one line per workflow, then a
 * summary; exit 1 on any failure, 2 on a bad flag. --lint-only lints the workflow files with Redocly
 * instead (npm run lint does it too).
 */
import { parseArgs } from "node:util";
import { basename, join, resolve } from "node:path";
import { existsSync } from "node:fs";
import { formatWorkflow, lintWorkflows, listWorkflowFiles, runWorkflows, WORKFLOWS_DIR, WorkflowsError } from "./lib/workflows.js";
import { oneLine } from "./lib/cli.js";

const USAGE = "usage: npm run workflows -- [--file <name>]... [--verbose] [--lint-only]";

async function main(): Promise<number> {
  let values: { file?: string[]; verbose?: boolean; "lint-only"?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        file: { type: "string", multiple: true },
        verbose: { type: "boolean" },
        "lint-only": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    console.error(`workflows: ${oneLine((err as Error).message)}; ${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const all = await listWorkflowFiles();
  let files = all;
  if (values.file) {
    files = [];
    for (const name of values.file) {
      const candidates = [resolve(name), join(WORKFLOWS_DIR, name), join(WORKFLOWS_DIR, `${name}.arazzo.yaml`)];
      const found = candidates.find((c) => c.endsWith(".arazzo.yaml") && existsSync(c));
      if (!found) {
        console.error(`workflows: no workflow file "${name}"; known: ${all.map((f) => basename(f, ".arazzo.yaml")).join(", ")}; ${USAGE}`);
        return 2;
      }
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

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`workflows: ${err instanceof WorkflowsError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exit(1);
  },
);
