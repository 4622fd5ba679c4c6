/**
 * npm run docs [-- --out <dir>] [-- --mock-url <url>] [-- --emulator-url <url>]
 * Builds the documentation site from the registry: one Redoc page per API and version, the bundled
 * openapi.json as its download, and an index page. Default folder: site/ (git-ignored).
 * Reads generated/<api>/<version>/openapi.json: run `npm run build` first (npm start does both).
 * Pages whose inputs did not change since the last build are kept, not rendered again: one line per page
 * rendered, or one line saying nothing changed.
 */
import { relative } from "node:path";
import { parseArgs } from "node:util";
import { buildSite, DEFAULT_EMULATOR_URL, DEFAULT_MOCK_URL, DocsError } from "./lib/docs-site.js";
import { loadRegistry, RegistryError, repoRoot, toPosix } from "./lib/registry.js";
import { oneLine } from "./lib/cli.js";

const USAGE = "usage: npm run docs [-- --out <dir>] [-- --mock-url <url>] [-- --emulator-url <url>]";

function fail(message: string, code: number): never {
  process.stderr.write(`docs: ${message}\n`);
  process.exit(code);
}

const shown = (p: string) => {
  const rel = relative(process.cwd(), p);
  return toPosix(rel.startsWith("..") ? p : rel || ".");
};

async function main(): Promise<void> {
  let values: { out?: string; "mock-url"?: string; "emulator-url"?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        out: { type: "string", default: `${repoRoot}/site` },
        "mock-url": { type: "string", default: DEFAULT_MOCK_URL },
        "emulator-url": { type: "string", default: DEFAULT_EMULATOR_URL },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    }));
  } catch (err) {
    fail(`${oneLine((err as Error).message)}; ${USAGE}`, 2);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const address = (flag: "mock-url" | "emulator-url", fallback: string) => {
    const url = values[flag] ?? fallback;
    if (!/^https?:\/\/[^/\s]+\/?$/.test(url)) fail(`--${flag} must be an address such as ${fallback}, got "${url}"; ${USAGE}`, 2);
    return url;
  };
  const mockUrl = address("mock-url", DEFAULT_MOCK_URL);
  const emulatorUrl = address("emulator-url", DEFAULT_EMULATOR_URL);
  const entries = loadRegistry();
  const site = await buildSite({
    entries,
    outDir: values.out ?? "site",
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

main().catch((err: unknown) => {
  if (err instanceof DocsError) fail(err.message, err.exitCode);
  if (err instanceof RegistryError) fail(err.message, 2);
  fail(err instanceof Error ? err.message : String(err), 1);
});
