/**
 * The mock command (`npm run mock`, `vendor-api mock`): every API of the registry, or one, behind the
 * mock front door, until SIGINT or SIGTERM. Prints the routing table and the address.
 */
import { type CommandInfo, fail, parseFlags, serveUntilSignal } from "../cli/command.js";
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
  const values = parseFlags<{ api?: string; port: string; host: string }>(
    argv,
    command,
    { api: { type: "string" }, port: { type: "string", default: "4010" }, host: { type: "string", default: "127.0.0.1" } },
    { ports: ["port"] },
  );
  if (!values) return;
  const all = loadRegistry();
  const entries = values.api ? [findApi(all, values.api)] : all;
  const mocks = await startMocks({ entries, port: Number(values.port), host: values.host });
  process.stdout.write(`${formatRouteTable(mocks.routes)}\nMock front door ready on ${mocks.url}\n`);
  serveUntilSignal(() => mocks.close());
}
