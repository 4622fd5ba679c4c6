/**
 * npm run docs -- [--out <dir>] [--mock-url <url>] [--emulator-url <url>]
 * Builds the documentation site from the registry: one Redoc page per API and version, the bundled
 * openapi.json as its download, and an index page. Default folder: site/ (git-ignored).
 * Reads generated/<api>/<version>/openapi.json: run `npm run build` first (npm start does both).
 * Pages whose inputs did not change since the last build are kept, not rendered again: one line per page
 * rendered, or one line saying nothing changed. Bad usage: one line, exit 2; a failure: one line, exit 1.
 */
import { relative } from "node:path";
import { type CommandInfo, failWith, parseCommand, UsageError } from "../src/cli/command.js";
import { buildSite, DEFAULT_EMULATOR_URL, DEFAULT_MOCK_URL } from "./lib/docs-site.js";
import { loadRegistry, repoRoot, toPosix } from "./lib/registry.js";

const COMMAND: CommandInfo = {
  name: "docs",
  usage: "usage: npm run docs -- [--out <dir>] [--mock-url <url>] [--emulator-url <url>]",
  context: "repository",
  npmScript: "docs",
};

const shown = (p: string) => {
  const rel = relative(process.cwd(), p);
  return toPosix(rel.startsWith("..") ? p : rel || ".");
};

async function main(): Promise<void> {
  const parsed = parseCommand<{ out: string; "mock-url": string; "emulator-url": string }>(process.argv.slice(2), COMMAND, {
    out: { type: "string", default: `${repoRoot}/site` },
    "mock-url": { type: "string", default: DEFAULT_MOCK_URL },
    "emulator-url": { type: "string", default: DEFAULT_EMULATOR_URL },
  });
  if (!parsed) return;
  const { values } = parsed;
  const address = (flag: "mock-url" | "emulator-url", fallback: string) => {
    const url = values[flag];
    if (!/^https?:\/\/[^/\s]+\/?$/.test(url)) throw new UsageError(`--${flag} must be an address such as ${fallback}, got "${url}"; ${COMMAND.usage}`);
    return url;
  };
  const mockUrl = address("mock-url", DEFAULT_MOCK_URL);
  const emulatorUrl = address("emulator-url", DEFAULT_EMULATOR_URL);
  const entries = loadRegistry();
  const site = await buildSite({
    entries,
    outDir: values.out,
    mockUrl,
    emulatorUrl,
    onPage: (p) => {
      if (p.reused) return; // unchanged since the last build: counted below
      const ops = p.componentOnly ? "components only" : `${p.operations} ${p.operations === 1 ? "operation" : "operations"}`;
      process.stdout.write(`${p.key.padEnd(36)} ${shown(p.file)}  ${ops}  ${Math.round(p.bytes / 1024)} KiB  ${Math.round(p.ms)} ms\n`);
    },
  });
  const rendered = site.pages.filter((p) => !p.reused).length;
  if (rendered === 0) process.stdout.write(`docs: nothing changed: ${site.pages.length} pages up to date in ${shown(site.outDir)}\n`);
  else process.stdout.write(`index: ${shown(site.index)}  (${site.pages.length} pages: ${rendered} rendered, ${site.pages.length - rendered} unchanged; ${(site.ms / 1000).toFixed(1)} s)\n`);
}

// UsageError 2; DocsError its own (2: an --out folder it must not replace); the rest (the registry's errors included), 1
main().catch((err: unknown) => failWith(COMMAND, err));
