/**
 * npm run docs -- [--out <dir>]
 * Builds the documentation site from the registry: one page per API and version (Scalar's API reference,
 * with its Try it console), the bundled openapi.json as its download, and an index page. Default folder: site/ (git-ignored). The mock's and
 * the emulator's addresses are filled in by the server that serves the site (npm start, vendor-api docs).
 * Reads generated/<api>/<version>/openapi.json: run `npm run build` first (npm start does both).
 * A page whose bytes did not change since the last build is not written again: one line per page
 * written, or one line saying nothing changed. Bad usage: one line, exit 2; a failure: one line, exit 1.
 */
import { relative } from "node:path";
import { type CommandInfo, parseCommand, runAsProgram, runCommand } from "../src/cli/command.js";
import { buildSite } from "./lib/docs-site.js";
import { loadRegistry, repoRoot, toPosix } from "./lib/registry.js";

const COMMAND: CommandInfo = {
  name: "docs",
  usage: "usage: npm run docs -- [--out <dir>]",
  context: "repository",
  npmScript: "docs",
};

const shown = (p: string) => {
  const rel = relative(process.cwd(), p);
  return toPosix(rel.startsWith("..") ? p : rel || ".");
};

/** The site build as a program: UsageError 2; DocsError its own (2: an --out folder it must not replace); the rest (the registry's errors included), 1. */
export function main(argv: string[]): Promise<number> {
  return runCommand(COMMAND, () => build(argv));
}

async function build(argv: string[]): Promise<void> {
  const parsed = parseCommand<{ out: string }>(argv, COMMAND, {
    out: { type: "string", default: `${repoRoot}/site` },
  });
  if (!parsed) return;
  const { values } = parsed;
  const entries = loadRegistry();
  const site = await buildSite({
    entries,
    outDir: values.out,
    onPage: (p) => {
      if (p.reused) return; // unchanged since the last build: counted below
      const ops = p.componentOnly ? "components only" : `${p.operations} ${p.operations === 1 ? "operation" : "operations"}`;
      process.stdout.write(`${p.key.padEnd(36)} ${shown(p.file)}  ${ops}  ${Math.round(p.bytes / 1024)} KiB  ${Math.round(p.ms)} ms\n`);
    },
  });
  const written = site.pages.filter((p) => !p.reused).length;
  if (written === 0) process.stdout.write(`docs: nothing changed: ${site.pages.length} pages up to date in ${shown(site.outDir)}\n`);
  else process.stdout.write(`index: ${shown(site.index)}  (${site.pages.length} pages: ${written} written, ${site.pages.length - written} unchanged; ${(site.ms / 1000).toFixed(1)} s)\n`);
}

runAsProgram(import.meta.url, main);
