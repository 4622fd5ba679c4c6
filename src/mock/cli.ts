/**
 * The mock command (`npm run mock`, `vendor-api mock`): every API of the registry, or one, behind the
 * mock front door, until SIGINT or SIGTERM. Prints the routing table and the address.
 */
import { parseArgs } from "node:util";
import { type CommandInfo, fail } from "../cli/command.js";
import { oneLine } from "../one-line.js";
import { findApi, loadRegistry, RegistryError } from "../registry.js";
import { formatRouteTable, MockError, startMocks } from "./server.js";

export async function mockCommand(argv: string[], command: CommandInfo): Promise<void> {
  try {
    await run(argv, command);
  } catch (err) {
    if (err instanceof MockError) fail(command, err.message, err.exitCode);
    if (err instanceof RegistryError) fail(command, err.message, 2);
    fail(command, err instanceof Error ? err.message : String(err), 1);
  }
}

async function run(argv: string[], command: CommandInfo): Promise<void> {
  let values: { api?: string; port?: string; host?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        api: { type: "string" },
        port: { type: "string", default: "4010" },
        host: { type: "string", default: "127.0.0.1" },
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

  const all = loadRegistry();
  const entries = values.api ? [findApi(all, values.api)] : all;
  const mocks = await startMocks({ entries, port, host: values.host });
  process.stdout.write(`${formatRouteTable(mocks.routes)}\nMock front door ready on ${mocks.url}\n`);

  const stop = () => {
    void mocks.close().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
