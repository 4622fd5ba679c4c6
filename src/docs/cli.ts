/**
 * The docs command (`vendor-api docs`): serve the docs site, prebuilt in the package (dist/site; in the
 * repository, site/ after `npm run docs`), until SIGINT or SIGTERM.
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type CommandInfo, fail } from "../cli/command.js";
import { oneLine } from "../one-line.js";
import { repoRoot } from "../registry.js";
import { serveSite } from "./serve.js";

/** The flags after the command. */
export const DOCS_FLAGS = "[--port 4000] [--host 127.0.0.1] [--dir <site folder>]";

export async function docsCommand(argv: string[], command: CommandInfo): Promise<void> {
  let values: { port?: string; host?: string; dir?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: "string", default: "4000" },
        host: { type: "string", default: "127.0.0.1" },
        dir: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (err) {
    fail(command, `${oneLine((err as Error).message)}; ${command.usage}`, 2);
  }
  if (values.help) {
    process.stdout.write(`${command.usage}\n`);
    return;
  }
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port ?? "") || port > 65535) fail(command, `--port must be a port number, got "${values.port}"; ${command.usage}`, 2);
  try {
    const server = await serveSite({ dir: values.dir ?? join(repoRoot, "site"), port, host: values.host });
    process.stdout.write(`Docs: ${server.url}\n`);
    const stop = () => void server.close().then(() => process.exit(0));
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  } catch (err) {
    const code = (err as { exitCode?: unknown }).exitCode;
    fail(command, (err as Error).message, typeof code === "number" ? code : (err as { code?: string }).code === "EADDRINUSE" ? 2 : 1);
  }
}
