/**
 * The docs command (`vendor-api docs`): serve the docs site, prebuilt in the package (dist/site; in the
 * repository, site/ after `npm run docs`), until SIGINT or SIGTERM.
 */
import { join } from "node:path";
import { type CommandInfo, fail, parseFlags, serveUntilSignal } from "../cli/command.js";
import { repoRoot } from "../registry.js";
import { serveSite } from "./serve.js";

/** The flags after the command. */
export const DOCS_FLAGS = "[--port 4000] [--host 127.0.0.1] [--dir <site folder>]";

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
    const code = (err as { exitCode?: unknown }).exitCode;
    fail(command, (err as Error).message, typeof code === "number" ? code : (err as { code?: string }).code === "EADDRINUSE" ? 2 : 1);
  }
}
