/**
 * The proxy command (`npm run proxy`, `vendor-api proxy`): the proxy (server.ts) in front of --target until
 * SIGINT or SIGTERM, then the summary; exit 1 when --fail-on-violation and a violation was seen. A bad
 * flag or value is one line and exit 2; a port in use, a HAR file or --target-ca it cannot use, one line
 * and exit 1.
 */
import { X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import { type CommandInfo, EXIT_FAILURE, EXIT_USAGE, fail, failWith, parseFlags, serveUntilSignal } from "../cli/command.js";
import { compileWithoutKeepNames } from "../cli/compile-hook.js";

/** The flags after the command. */
export const PROXY_FLAGS =
  "--target <url> [--port 4030] [--host 127.0.0.1] [--har <file>] [--fail-on-violation] [--https] [--target-ca <pem>] [--timeout 60000] [--allowed-host <name> ...] [--cors-origin <origin> ...]";

const HELP = `Passes every exchange to --target unchanged (streamed; hop-by-hop headers aside; X-Forwarded-For, -Proto
and -Host added) and checks it against the operation it matches, as conform checks a HAR entry: each
violation is printed as one line when it happens; exchanges no API serves are counted and passed through.
At exit (Ctrl-C, SIGTERM) a summary: exchanges, matched, violations by operation.
  --har <file>          record HAR 1.2 as traffic passes (credentials, cookies, API keys and secret fields redacted)
  --fail-on-violation   exit 1 at the end when a violation was seen (for CI)
  --https               serve TLS to clients (a self-signed certificate for localhost, 127.0.0.1 and ::1)
  --target-ca <pem>     trust this certificate authority for an https target (as NODE_EXTRA_CA_CERTS does)
  --timeout <ms>        how long the target may stay silent: before its answer (then 504), or within it
`;

/** The PEM certificates of a --target-ca file, checked: one line and exit 1 when it cannot be read or holds none. */
function readCa(command: CommandInfo, file: string): string {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    // node's words without the code and the path: "no such file or directory"
    fail(command, `cannot read --target-ca ${file}: ${(err as Error).message.replace(/^[A-Z]+: /, "").replace(/, \w+ '.*'$/, "")}`, EXIT_FAILURE);
  }
  const blocks = text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  try {
    if (blocks.length === 0) throw new Error("none");
    for (const block of blocks) new X509Certificate(block);
  } catch {
    fail(command, `--target-ca ${file} holds no PEM certificate (-----BEGIN CERTIFICATE----- ...)`, EXIT_FAILURE);
  }
  return blocks.join("\n");
}

export async function proxyCommand(argv: string[], command: CommandInfo): Promise<void> {
  const values = parseFlags<{
    target?: string;
    port: string;
    host: string;
    har?: string;
    "fail-on-violation"?: boolean;
    https?: boolean;
    "target-ca"?: string;
    timeout: string;
    "allowed-host"?: string[];
    "cors-origin"?: string[];
  }>(
    argv,
    command,
    {
      target: { type: "string" },
      port: { type: "string", default: "4030" },
      host: { type: "string", default: "127.0.0.1" },
      har: { type: "string" },
      "fail-on-violation": { type: "boolean" },
      https: { type: "boolean" },
      "target-ca": { type: "string" },
      timeout: { type: "string", default: "60000" },
      "allowed-host": { type: "string", multiple: true },
      "cors-origin": { type: "string", multiple: true },
    },
    { ports: ["port"], help: HELP },
  );
  if (!values) return;
  if (values.target === undefined) fail(command, `--target is required (the server to pass traffic to, e.g. http://127.0.0.1:4020); ${command.usage}`, EXIT_USAGE);
  const timeout = Number(values.timeout);
  if (!/^\d+$/.test(values.timeout) || timeout < 1 || timeout > 3_600_000) {
    fail(command, `--timeout must be a number of milliseconds from 1 to 3600000, got "${values.timeout}"; ${command.usage}`, EXIT_USAGE);
  }
  // the rest after the hook: the server and the contract layer compiled without keepNames when run from TypeScript
  compileWithoutKeepNames(import.meta.url);
  const { checkLocalOptions } = await import("../http/local.js");
  const { parseTarget, startProxy } = await import("./server.js");
  const local = { allowedHosts: values["allowed-host"] ?? [], corsOrigins: values["cors-origin"] ?? [] };
  try {
    checkLocalOptions(local);
    parseTarget(values.target);
  } catch (err) {
    fail(command, `${(err as Error).message}; ${command.usage}`, EXIT_USAGE);
  }
  const targetCa = values["target-ca"] === undefined ? undefined : readCa(command, values["target-ca"]);
  try {
    const proxy = await startProxy({ target: values.target, port: Number(values.port), host: values.host, har: values.har, https: values.https, targetCa, timeoutMs: timeout, ...local });
    const lines = [`Proxy ready on ${proxy.url} → ${proxy.target}${values.har ? `, recording to ${values.har}` : ""}`];
    if (proxy.certificateFile) lines.unshift(`TLS certificate (self-signed, for localhost, 127.0.0.1, ::1): ${proxy.certificateFile}; trust it, e.g. NODE_EXTRA_CA_CERTS=${proxy.certificateFile}`);
    process.stdout.write(`${lines.join("\n")}\n`);
    serveUntilSignal(async () => {
      const summary = await proxy.close();
      process.stdout.write(`${proxy.summaryLines().join("\n")}\n`);
      return values["fail-on-violation"] && summary.violations > 0 ? EXIT_FAILURE : 0;
    });
  } catch (err) {
    // a port in use, a HAR file it cannot write (ProxyError, HarFileError): 1
    failWith(command, err);
  }
}
