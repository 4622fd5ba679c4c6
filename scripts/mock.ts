/**
 * Mock every API of the registry behind one address:
 *   tsx scripts/mock.ts [--api <key-or-name>] [--port 4010] [--host 127.0.0.1]
 * One process: the front door routes each request by its path to the Prism of its API (Prism's own
 * libraries, in this process), bare or under the base path of the API's servers.
 */
import { parseArgs } from "node:util";
import { findApi, loadRegistry, RegistryError } from "./lib/registry.js";
import { formatRouteTable, MockError, startMocks } from "./lib/mock-server.js";
import { oneLine } from "./lib/cli.js";

const USAGE = "usage: tsx scripts/mock.ts [--api <key-or-name>] [--port 4010] [--host 127.0.0.1]";

function fail(message: string, code: number): never {
  process.stderr.write(`mock: ${message}\n`);
  process.exit(code);
}

async function main(): Promise<void> {
  let values: { api?: string; port?: string; host?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        api: { type: "string" },
        port: { type: "string", default: "4010" },
        host: { type: "string", default: "127.0.0.1" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (err) {
    fail(`${oneLine((err as Error).message)}; ${USAGE}`, 2);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a port number, got "${values.port}"`, 2);

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

main().catch((err: unknown) => {
  if (err instanceof MockError) fail(err.message, err.exitCode);
  if (err instanceof RegistryError) fail(err.message, 2);
  fail(err instanceof Error ? err.message : String(err), 1);
});
