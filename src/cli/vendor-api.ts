#!/usr/bin/env node
/**
 * The package's command, `vendor-api <command> [flags]` (bin; compiled to dist/src/cli/vendor-api.js):
 *   emulate   the stateful emulator (the flags of `npm run emulator`)
 *   mock      every API's Prism mock behind one front door
 *   docs      the prebuilt docs site
 *   start     all three, like `npm start` (serving the prebuilt site)
 *   conform   check recorded traffic (HAR) against the contracts
 *   proxy     check live traffic against the contracts on its way to a server (and record it as HAR)
 * Each takes --help. An unknown command or a bad flag is one line on stderr and exit 2; a runtime failure
 * (a busy port, a missing file) one line and exit 1. Usage lines read `npx vendor-api ...`, which works
 * when copied into the project that installed the package. Everything it reads (the registry, the
 * bundles, the site) comes from the installed package's dist/ folder; its messages name only that.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CONFORM_FLAGS, conformCommand } from "../conform/cli.js";
import { DOCS_FLAGS, docsCommand } from "../docs/cli.js";
import { EMULATOR_FLAGS, emulatorCommand } from "../emulator/cli.js";
import { MOCK_FLAGS, mockCommand } from "../mock/cli.js";
import { nearest } from "../nearest.js";
import { PROXY_FLAGS, proxyCommand } from "../proxy/cli.js";
import { START_FLAGS, startCommand } from "../start.js";
import { type CommandInfo, EXIT_USAGE, fail, isMain } from "./command.js";

const BIN = "vendor-api";
/** How a user runs the command in the project that installed the package. */
const RUN = `npx ${BIN}`;

const COMMANDS = {
  emulate: {
    flags: EMULATOR_FLAGS,
    about: "the stateful emulator of every API (webhook handshakes and pushes, ETags, limits, a virtual clock)",
    run: (argv: string[], command: CommandInfo) => emulatorCommand(argv, command),
  },
  mock: {
    flags: MOCK_FLAGS,
    about: "every API's Prism mock behind one front door (answers from the contracts' examples)",
    run: (argv: string[], command: CommandInfo) => mockCommand(argv, command),
  },
  docs: {
    flags: DOCS_FLAGS,
    about: "serve the docs site (one Redoc page per API and version)",
    run: (argv: string[], command: CommandInfo) => docsCommand(argv, command),
  },
  start: {
    flags: START_FLAGS,
    about: "the docs, the mocks and the emulator together",
    run: (argv: string[], command: CommandInfo) => startCommand(argv, { ...command, durableHint: `${RUN} emulate --data-dir <dir>` }),
  },
  conform: {
    flags: CONFORM_FLAGS,
    about: "check recorded traffic (HAR 1.2) against the contracts; exit 1 on a mismatch",
    run: async (argv: string[], command: CommandInfo) => {
      process.exitCode = conformCommand(argv, command);
    },
  },
  proxy: {
    flags: PROXY_FLAGS,
    about: "a reverse proxy that checks live traffic against the contracts (violations as they happen, HAR recording)",
    run: (argv: string[], command: CommandInfo) => proxyCommand(argv, command),
  },
} as const;

type CommandName = keyof typeof COMMANDS;

/** The name and version of the package this file belongs to (the nearest package.json above it). */
function version(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dir !== dirname(dir); dir = dirname(dir)) {
    if (!existsSync(join(dir, "package.json"))) continue;
    const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { name: string; version: string };
    return `${pkg.name} ${pkg.version}`;
  }
  return "unknown";
}

function help(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((c) => c.length));
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.about}`);
  return [
    `usage: ${RUN} <command> [flags]   (${RUN} <command> --help for its flags)`,
    "",
    "commands:",
    ...lines,
    "",
    `Defaults: docs http://127.0.0.1:4000/, mocks http://127.0.0.1:4010, emulator http://127.0.0.1:4020.`,
  ].join("\n");
}

/** The command line after `vendor-api`: a command and its flags. */
export async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const top = { name: BIN };
  if (command === undefined || command === "--help" || command === "-h" || command === "help") {
    process.stdout.write(`${help()}\n`);
    return;
  }
  if (command === "--version" || command === "-v") {
    process.stdout.write(`${version()}\n`);
    return;
  }
  if (!Object.hasOwn(COMMANDS, command)) {
    const near = nearest(command, Object.keys(COMMANDS));
    fail(top, `unknown command "${command}"; ${near === undefined ? "" : `did you mean ${near}? `}commands: ${Object.keys(COMMANDS).join(", ")}; usage: ${RUN} <command> [flags]`, EXIT_USAGE);
  }
  const chosen = COMMANDS[command as CommandName];
  await chosen.run(rest, { name: `${BIN} ${command}`, usage: `usage: ${RUN} ${command} ${chosen.flags}`, context: "package" });
}

if (isMain(import.meta.url)) await main(process.argv.slice(2));
