/**
 * The docs command (`vendor-api docs`): serve the docs site, prebuilt in the package (dist/site; in the
 * repository, site/ after `npm run docs`), until SIGINT or SIGTERM.
 */
import { join } from "node:path";
import { type CommandInfo, failWith, parseFlags, pick, serveUntilSignal } from "../cli/command.js";
import { repoRoot } from "../registry.js";
import { ListenError, serveSite, SiteMissingError } from "./serve.js";

/** The flags after the command. */
export const DOCS_FLAGS = "[--port 4000] [--host 127.0.0.1] [--dir <site folder>]";

/** How to get the site that is missing, where the command runs: the repository builds it, the package ships it. */
export function siteHint(command: CommandInfo, err: SiteMissingError, given: boolean): string {
  return pick(command, {
    repository: given ? `build one there with npm run docs -- --out ${err.dir}` : "build it with npm run docs",
    package: given ? "give the folder of a built site" : "the package ships it in dist/site: reinstall the package",
  });
}

export async function docsCommand(argv: string[], command: CommandInfo): Promise<void> {
  const values = parseFlags<{ port: string; host: string; dir?: string }>(
    argv,
    command,
    { port: { type: "string", default: "4000" }, host: { type: "string", default: "127.0.0.1" }, dir: { type: "string" } },
    { ports: ["port"] },
  );
  if (!values) return;
  try {
    const server = await serveSite({ dir: values.dir ?? join(repoRoot, "site"), port: Number(values.port), host: values.host });
    process.stdout.write(`Docs: ${server.url}\n`);
    serveUntilSignal(() => server.close());
  } catch (err) {
    if (err instanceof SiteMissingError) err.message += `; ${siteHint(command, err, values.dir !== undefined)}`;
    if (err instanceof ListenError && err.code === "EADDRINUSE") err.message += "; choose another with --port <port>";
    failWith(command, err);
  }
}
