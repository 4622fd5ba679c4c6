/**
 * npm run diff -- <base> <revision> [--out <file>] [--report-only]
 *
 * Direction-aware breaking-change check between two versions of a document (scripts/lib/diff.ts).
 * <base> and <revision> are registry keys (`api-management@2016-07-07`: the committed bundle
 * generated/<api>/<version>/openapi.json is read), paths to bundled JSON documents, or bundles at a git
 * revision (`e3883ca:generated/container-instance/2025-09-01/openapi.json`, read with `git show`).
 * Writes a Markdown report to stdout, or to --out <file>.
 * Exit 0: no breaking change (or --report-only); 1: breaking changes; 2: bad input or usage.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { type CommandInfo, parseCommand, runAsProgram, runCommand, UsageError } from "../src/cli/command.js";
import { countBySeverity, DiffInputError, diffDocuments, type LoadedDocument, loadDocument, renderMarkdown } from "./lib/diff.js";

const COMMAND: CommandInfo = {
  name: "diff",
  usage: "usage: npm run diff -- <base> <revision> [--out <file>] [--report-only]  (registry keys such as webhooks@v1.0, paths to bundled JSON, or <git revision>:<path>)",
};

/** The check as a program: 0 no breaking change (or --report-only), 1 breaking changes, 2 bad input or usage. */
export function main(argv: string[]): Promise<number> {
  return runCommand(COMMAND, () => diff(argv));
}

function diff(argv: string[]): number {
  const parsed = parseCommand<{ out?: string; "report-only"?: boolean }>(argv, COMMAND, { out: { type: "string" }, "report-only": { type: "boolean" } }, { positionals: true });
  if (!parsed) return 0;
  const { values, positionals } = parsed;
  if (positionals.length !== 2) throw new UsageError(`expected two documents, got ${positionals.length}; ${COMMAND.usage}`);
  let base: LoadedDocument;
  let revision: LoadedDocument;
  try {
    base = loadDocument(positionals[0]!);
    revision = loadDocument(positionals[1]!);
  } catch (err) {
    // a document it cannot find or read is bad input: 2
    throw err instanceof DiffInputError ? new UsageError(err.message) : err;
  }
  const result = diffDocuments(base.doc, revision.doc);
  const markdown = renderMarkdown(result, base, revision);
  const counts = countBySeverity(result.changes);
  const summary = `diff: ${base.label} → ${revision.label}: ${counts.breaking} breaking, ${counts["potentially breaking"]} potentially breaking, ${counts["non-breaking"]} non-breaking`;
  if (values.out) {
    const target = resolve(values.out);
    try {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, markdown);
    } catch (err) {
      console.error(`diff: cannot write ${values.out}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
      return 2;
    }
    console.log(`${summary} (report: ${values.out})`);
  } else {
    process.stdout.write(markdown);
    console.error(summary);
  }
  return counts.breaking > 0 && !values["report-only"] ? 1 : 0;
}

runAsProgram(import.meta.url, main, { exit: false });
