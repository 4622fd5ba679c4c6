/**
 * Check recorded HTTP exchanges (HAR files) against the bundled contracts of the registry:
 *   npm run conform -- <file.har> [more.har ...] [--api <key>] [--contract <openapi.json>]
 * Entries no API serves are skipped and counted. Exit 0 every checked entry conforms; 1 some entry does
 * not, or a file cannot be read; 2 bad usage. The command is src/conform/cli.ts (the package's
 * `vendor-api conform` runs the same).
 */
import { isMain } from "../src/cli/command.js";
import { run } from "../src/conform/cli.js";

export { registryContracts, run } from "../src/conform/cli.js";

if (isMain(import.meta.url)) process.exitCode = run(process.argv.slice(2));
