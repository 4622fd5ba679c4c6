/**
 * The mock command (`npm run mock`, `vendor-api mock`): every API of the registry, or one, behind the
 * mock front door, until SIGINT or SIGTERM. Prints the routing table and the address.
 */
import { type CommandInfo, chooseApi, EXIT_USAGE, fail, failWith, parseFlags, serveUntilSignal } from "../cli/command.js";
import { checkLocalOptions } from "../http/local.js";
import { loadRegistry } from "../registry.js";
import { formatRouteTable, startMocks } from "./server.js";

/** The flags after the command. */
export const MOCK_FLAGS = "[--api <key-or-name>] [--port 4010] [--host 127.0.0.1] [--allowed-host <name> ...] [--cors-origin <origin> ...]";

export async function mockCommand(argv: string[], command: CommandInfo): Promise<void> {
  const values = parseFlags<{ api?: string; port: string; host: string; "allowed-host"?: string[]; "cors-origin"?: string[] }>(
    argv,
    command,
    {
      api: { type: "string" },
      port: { type: "string", default: "4010" },
      host: { type: "string", default: "127.0.0.1" },
      "allowed-host": { type: "string", multiple: true },
      "cors-origin": { type: "string", multiple: true },
    },
    { ports: ["port"] },
  );
  if (!values) return;
  const local = { allowedHosts: values["allowed-host"] ?? [], corsOrigins: values["cors-origin"] ?? [] };
  try {
    checkLocalOptions(local);
  } catch (err) {
    fail(command, `${(err as Error).message}; ${command.usage}`, EXIT_USAGE);
  }
  try {
    const all = loadRegistry();
    const entries = values.api ? [chooseApi(command, all, values.api)] : all;
    const mocks = await startMocks({ entries, port: Number(values.port), host: values.host, ...local });
    process.stdout.write(`${formatRouteTable(mocks.routes)}\nMock front door ready on ${mocks.url}\n`);
    serveUntilSignal(() => mocks.close());
  } catch (err) {
    // an --api the registry lacks (UsageError): 2; a busy port, a missing bundle (MockError), an unreadable registry: 1
    failWith(command, err);
  }
}
