/**
 * npm run emulator -- [--port 4020] [--host 127.0.0.1] [--https [--cert <file> --key <file>]] [--data-dir <dir> [--reset-data-dir]] ...
 * (the package's `vendor-api emulate` takes the same flags and runs emulatorCommand below).
 * Serves every API of the registry with paths on one port; settings also come from environment variables
 * of the same name. SIGINT / SIGTERM close cleanly; a bad flag prints one line and exits 2; a data
 * directory it cannot use, or a certificate and key that do not belong together, one line and exit 1.
 * Off loopback the control routes need a token (printed). It answers loopback Hosts and its own address
 * only, and pages of loopback origins (--allowed-host and --cors-origin add more; src/http/local.ts). With --https the start lines say where the
 * certificate is, for clients to trust it (NODE_EXTRA_CA_CERTS=<file>).
 *
 * Speed: started from TypeScript, it imports the server after src/cli/compile-hook.ts's hook (without
 * esbuild's keepNames, a third of the CPU); EMULATOR_TSX=1 turns that off.
 */
import { type CommandInfo, fail, isMain, parseFlags, serveUntilSignal } from "../cli/command.js";
import { compileWithoutKeepNames } from "../cli/compile-hook.js";
import { checkLocalOptions } from "../http/local.js";
import { oneLine } from "../one-line.js";
import { RegistryError } from "../registry.js";
import { LOOPBACK_NAMES, readCredentials, type TlsCredentials } from "../tls.js";
import { SETTING_NAMES, SettingsError, settingsFromArgs, settingsHelp } from "./settings.js";
import type { Settings } from "./types.js";

/** The flags after the command; `vendor-api emulate` takes the same. */
export const EMULATOR_FLAGS =
  "[--port 4020] [--host 127.0.0.1] [--allowed-host <name> ...] [--cors-origin <origin> ...] [--https [--cert <file> --key <file>]] [--data-dir <dir> [--reset-data-dir]] [--control-token <token>] [--quiet] [--<Setting> <value> ...]";
const NPM_RUN: CommandInfo = { name: "emulator", usage: `usage: npm run emulator -- ${EMULATOR_FLAGS}` };

/** Run the emulator until SIGINT or SIGTERM (a mistake: one line, exit 2). */
export async function emulatorCommand(argv: string[], command: CommandInfo = NPM_RUN): Promise<void> {
  try {
    await main(argv, command);
  } catch (err) {
    if (err instanceof SettingsError || err instanceof RegistryError) fail(command, err.message, 2);
    // EmulatorError, StoreError, ContractError, TlsError: one line; anything else: the stack
    const known = err instanceof Error && ["EmulatorError", "StoreError", "ContractError", "TlsError"].includes(err.constructor.name);
    fail(command, known ? (err as Error).message : err instanceof Error ? (err.stack ?? err.message) : String(err), 1);
  }
}

async function main(argv: string[], command: CommandInfo): Promise<void> {
  let parsed: { settings: Settings; rest: string[] };
  try {
    parsed = settingsFromArgs(argv, process.env);
  } catch (err) {
    fail(command, `${oneLine((err as Error).message)}; ${command.usage}`, 2);
  }
  const { settings } = parsed;
  const values = parseFlags<{
    port: string;
    host: string;
    https?: boolean;
    cert?: string;
    key?: string;
    "data-dir"?: string;
    "reset-data-dir"?: boolean;
    "control-token"?: string;
    quiet?: boolean;
    "allowed-host"?: string[];
    "cors-origin"?: string[];
  }>(
    parsed.rest,
    command,
    {
      port: { type: "string", default: "4020" },
      host: { type: "string", default: "127.0.0.1" },
      https: { type: "boolean" },
      cert: { type: "string" },
      key: { type: "string" },
      "data-dir": { type: "string" },
      "reset-data-dir": { type: "boolean" },
      "control-token": { type: "string" },
      quiet: { type: "boolean", short: "q" },
      "allowed-host": { type: "string", multiple: true },
      "cors-origin": { type: "string", multiple: true },
    },
    { ports: ["port"], help: `settings (flags or environment variables):\n${settingsHelp()}\n`, alsoKnown: SETTING_NAMES },
  );
  if (!values) return;
  const port = Number(values.port);
  if (values["reset-data-dir"] && !values["data-dir"]) fail(command, `--reset-data-dir needs --data-dir <dir>; ${command.usage}`, 2);
  const controlToken = values["control-token"];
  if (controlToken !== undefined && !/^[\x21-\x7e]{16,}$/.test(controlToken)) fail(command, `--control-token must be at least 16 visible ASCII characters without spaces; ${command.usage}`, 2);
  if ((values.cert === undefined) !== (values.key === undefined)) fail(command, `--cert and --key go together (your certificate and its key, PEM files); ${command.usage}`, 2);
  // your own certificate (read and checked before anything starts), or one made at start
  const own: TlsCredentials | undefined = values.cert !== undefined && values.key !== undefined ? readCredentials(values.cert, values.key) : undefined;
  const https = own ?? values.https === true;
  // the Hosts and origins it answers besides loopback ones: checked now, one line and exit 2 for a value that is none
  const local = { allowedHosts: values["allowed-host"] ?? [], corsOrigins: values["cors-origin"] ?? [] };
  try {
    checkLocalOptions(local);
  } catch (err) {
    fail(command, `${(err as Error).message}; ${command.usage}`, 2);
  }

  compileWithoutKeepNames(import.meta.url);
  const { createEmulator } = await import("./index.js");
  const emulator = await createEmulator({ port, host: values.host, dataDir: values["data-dir"], resetDataDir: values["reset-data-dir"], controlToken, settings, quiet: values.quiet, https, ...local });
  const lines = emulator.apis.map((a) => `  ${a.key.padEnd(36)} ${a.handled}/${a.operations} operations emulated`);
  if (emulator.controlToken !== undefined) {
    const token = controlToken === undefined ? emulator.controlToken : "<the --control-token value>";
    lines.push(`Control routes (${emulator.url}/_emulator/*) need: Authorization: Bearer ${token}`);
  }
  if (emulator.certificateFile !== undefined) {
    const names = [...LOOPBACK_NAMES.dns, ...LOOPBACK_NAMES.ip].join(", ");
    lines.push(`TLS certificate (self-signed, for ${names}): ${emulator.certificateFile}; trust it, e.g. NODE_EXTRA_CA_CERTS=${emulator.certificateFile}`);
  } else if (own) lines.push(`TLS certificate: ${values.cert} (--cert)`);
  process.stdout.write(`${lines.join("\n")}\nEmulator ready on ${emulator.url}${values["data-dir"] ? ` (state in ${values["data-dir"]})` : " (state in memory)"}\n`);

  serveUntilSignal(() => emulator.close());
}

// `npm run emulator` runs this file; `vendor-api emulate` imports it.
if (isMain(import.meta.url)) await emulatorCommand(process.argv.slice(2));
