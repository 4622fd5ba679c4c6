/**
 * Check recorded HTTP exchanges (HAR files) against the bundled contracts of the registry:
 *   tsx scripts/conform.ts <file.har> [more.har ...] [--api <key>] [--contract <openapi.json>]
 * Exit 0 all entries conform, 1 some entry does not, 2 usage error. The command is src/conform/cli.ts
 * (the package's `vendor-api conform` runs the same).
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { run } from "../src/conform/cli.js";

export { registryContracts, run } from "../src/conform/cli.js";

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = run(process.argv.slice(2));
}
