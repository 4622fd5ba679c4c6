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
import { parseArgs } from "node:util";
import { countBySeverity, DiffInputError, diffDocuments, type LoadedDocument, loadDocument, renderMarkdown } from "./lib/diff.js";
import { oneLine } from "./lib/cli.js";

const usage = "usage: npm run diff -- <base> <revision> [--out <file>] [--report-only]  (registry keys such as webhooks@v1.0, paths to bundled JSON, or <git revision>:<path>)";

function main(argv: string[]): number {
  let values: { out?: string; "report-only"?: boolean; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      options: { out: { type: "string" }, "report-only": { type: "boolean" }, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true,
    }));
  } catch (err) {
    console.error(`diff: ${oneLine((err as Error).message)}; ${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (positionals.length !== 2) {
    console.error(`diff: expected two documents, got ${positionals.length}; ${usage}`);
    return 2;
  }
  let base: LoadedDocument;
  let revision: LoadedDocument;
  try {
    base = loadDocument(positionals[0]!);
    revision = loadDocument(positionals[1]!);
  } catch (err) {
    if (err instanceof DiffInputError) {
      console.error(`diff: ${err.message}`);
      return 2;
    }
    throw err;
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

process.exitCode = main(process.argv.slice(2));
