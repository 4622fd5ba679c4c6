/**
 * The docs command (`vendor-api docs`): serve the docs site, prebuilt in the package (dist/site; in the
 * repository, site/ after `npm run docs`), until SIGINT or SIGTERM. Its pages show the mock and the
 * emulator at --mock-url and --emulator-url (default their default addresses) and how to start them.
 */
import { join } from "node:path";
import { type CommandInfo, EXIT_USAGE, fail, failWith, parseFlags, pick, serveUntilSignal } from "../cli/command.js";
import { repoRoot } from "../registry.js";
import { type AddressOptions, DEFAULT_EMULATOR_URL, DEFAULT_MOCK_URL, originOf, siteAddresses } from "./addresses.js";
import { ListenError, serveSite, SiteMissingError } from "./serve.js";

/** The flags after the command. */
export const DOCS_FLAGS = `[--port 4000] [--host 127.0.0.1] [--dir <site folder>] [--mock-url ${DEFAULT_MOCK_URL}] [--emulator-url ${DEFAULT_EMULATOR_URL}]`;

/** How to get the site that is missing, where the command runs: the repository builds it, the package ships it. */
export function siteHint(command: CommandInfo, err: SiteMissingError, given: boolean): string {
  return pick(command, {
    repository: given ? `build one there with npm run docs -- --out ${err.dir}` : "build it with npm run docs",
    package: given ? "give the folder of a built site" : "the package ships it in dist/site: reinstall the package",
  });
}

export async function docsCommand(argv: string[], command: CommandInfo): Promise<void> {
  const values = parseFlags<{ port: string; host: string; dir?: string; "mock-url": string; "emulator-url": string }>(
    argv,
    command,
    {
      port: { type: "string", default: "4000" },
      host: { type: "string", default: "127.0.0.1" },
      dir: { type: "string" },
      "mock-url": { type: "string", default: DEFAULT_MOCK_URL },
      "emulator-url": { type: "string", default: DEFAULT_EMULATOR_URL },
    },
    { ports: ["port"] },
  );
  if (!values) return;
  for (const [flag, example] of [
    ["mock-url", DEFAULT_MOCK_URL],
    ["emulator-url", DEFAULT_EMULATOR_URL],
  ] as const) {
    if (!originOf(values[flag])) fail(command, `--${flag} must be an address such as ${example}, got "${values[flag]}"; ${command.usage}`, EXIT_USAGE);
  }
  const addresses: AddressOptions = { mockUrl: values["mock-url"], emulatorUrl: values["emulator-url"], context: command.context };
  try {
    const server = await serveSite({ dir: values.dir ?? join(repoRoot, "site"), port: Number(values.port), host: values.host, addresses });
    const shown = siteAddresses(addresses);
    process.stdout.write(`Docs: ${server.url}\n`);
    process.stdout.write(
      `The pages show the mocks at ${shown.mockUrl} and the emulator at ${shown.emulatorUrl} (--mock-url, --emulator-url); this command starts neither: ${shown.mockCommand} and ${shown.emulatorCommand} do.\n`,
    );
    serveUntilSignal(() => server.close());
  } catch (err) {
    if (err instanceof SiteMissingError) err.message += `; ${siteHint(command, err, values.dir !== undefined)}`;
    if (err instanceof ListenError && err.code === "EADDRINUSE") err.message += "; choose another with --port <port>";
    failWith(command, err);
  }
}
