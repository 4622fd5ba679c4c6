/**
 * Mock every API of the registry behind one address:
 *   npm run mock -- [--api <key-or-name>] [--port 4010] [--host 127.0.0.1]
 * One process: the front door routes each request by its path to the Prism of its API (Prism's own
 * libraries, in this process), bare or under the base path of the API's servers. The command is
 * src/mock/cli.ts (the package's `vendor-api mock` runs the same).
 */
import { type CommandInfo, isMain } from "../src/cli/command.js";
import { MOCK_FLAGS, mockCommand } from "../src/mock/cli.js";

export const COMMAND: CommandInfo = { name: "mock", usage: `usage: npm run mock -- ${MOCK_FLAGS}`, context: "repository", npmScript: "mock" };

/** The command (serving until SIGINT or SIGTERM); a mistake or a failure is one line and exit (src/cli/command.ts). */
export const main = (argv: string[]) => mockCommand(argv, COMMAND);

if (isMain(import.meta.url)) await main(process.argv.slice(2));
