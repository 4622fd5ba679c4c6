/**
 * Put the contracts between a client and a server:
 *   npm run proxy -- --target <url> [--port 4030] [--har <file>] [--fail-on-violation] ...
 * Every exchange passes through and is checked against the operation it matches; violations are printed
 * as they happen, a summary at exit. The command is src/proxy/cli.ts (the package's `vendor-api proxy`
 * runs the same).
 */
import { type CommandInfo, isMain } from "../src/cli/command.js";
import { PROXY_FLAGS, proxyCommand } from "../src/proxy/cli.js";

export const COMMAND: CommandInfo = { name: "proxy", usage: `usage: npm run proxy -- ${PROXY_FLAGS}`, context: "repository", npmScript: "proxy" };

/** The command (serving until SIGINT or SIGTERM); a mistake or a failure is one line and exit (src/cli/command.ts). */
export const main = (argv: string[]) => proxyCommand(argv, COMMAND);

if (isMain(import.meta.url)) await main(process.argv.slice(2));
