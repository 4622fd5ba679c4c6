/**
 * Put the contracts between a client and a server:
 *   npm run proxy -- --target <url> [--port 4030] [--har <file>] [--fail-on-violation] ...
 * Every exchange passes through and is checked against the operation it matches; violations are printed
 * as they happen, a summary at exit. The command is src/proxy/cli.ts (the package's `vendor-api proxy`
 * runs the same).
 */
import { PROXY_FLAGS, proxyCommand } from "../src/proxy/cli.js";

await proxyCommand(process.argv.slice(2), { name: "proxy", usage: `usage: npm run proxy -- ${PROXY_FLAGS}`, context: "repository", npmScript: "proxy" });
