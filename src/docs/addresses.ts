/**
 * The addresses the docs site shows, filled in when it is served: the build writes placeholders
 * (`{vendor-api:mock-url}`, ...) where the mock's and the emulator's addresses and the commands that start
 * them go, and the docs server (serve.ts) fills them in every HTML page with the addresses in use.
 */

export const DEFAULT_MOCK_URL = "http://127.0.0.1:4010";
export const DEFAULT_EMULATOR_URL = "http://127.0.0.1:4020";

/**
 * The placeholders the build writes. The values are plain text (no markup, no character HTML, JSON or
 * markdown would escape), so one replacement fits the rendered HTML and the JSON state Redoc hydrates from.
 */
export const PLACEHOLDERS = {
  /** The mock front door's origin: http://127.0.0.1:4010 */
  mockUrl: "{vendor-api:mock-url}",
  /** The emulator's origin: http://127.0.0.1:4020 */
  emulatorUrl: "{vendor-api:emulator-url}",
  /** Before a command: "started with these docs by" (start serves them), or "start it with" (the docs alone). */
  how: "{vendor-api:how}",
  /** The command that starts the mock: npm run mock, npx vendor-api mock --port 5010, npx vendor-api start. */
  mockCommand: "{vendor-api:mock-command}",
  /** The command that starts the emulator: npm run emulator, npx vendor-api emulate, npm start. */
  emulatorCommand: "{vendor-api:emulator-command}",
} as const;

export type SiteAddresses = Record<keyof typeof PLACEHOLDERS, string>;

export interface AddressOptions {
  /** The mock front door's origin. Default http://127.0.0.1:4010. */
  mockUrl?: string;
  /** The emulator's origin. Default http://127.0.0.1:4020. */
  emulatorUrl?: string;
  /** Where the docs are served from: "repository" names npm start and npm run ..., "package" npx vendor-api .... Default repository. */
  context?: "repository" | "package";
  /** When start serves the docs with the mock and the emulator: the flags it was given, shown in its command. */
  start?: string[];
}

/** An address or an option the docs cannot show. */
export class AddressError extends Error {}

/** Hosts only, with an optional port: what a page may carry as is (nothing to escape in HTML, JSON or markdown). */
const ORIGIN = /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;
const WILDCARD = new Set(["0.0.0.0", "[::]"]);

/** The origin of `text` (http://127.0.0.1:4010), or undefined when it is not an http(s) address of a host alone. */
export function originOf(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.pathname !== "/" || url.search || url.hash || text.includes("?") || text.includes("#")) return undefined;
  return ORIGIN.test(url.origin) ? url.origin : undefined;
}

/** The command a user types, where the docs are served from: `npm run mock -- --port 5010`, `npx vendor-api mock --port 5010`. */
export function commandLine(context: AddressOptions["context"], name: "start" | "mock" | "emulate", args: string[] = []): string {
  if (context === "package") return ["npx vendor-api", name, ...args].join(" ");
  const script = { start: "npm start", mock: "npm run mock", emulate: "npm run emulator" }[name];
  return args.length > 0 ? `${script} -- ${args.join(" ")}` : script;
}

/** The flags that start a service at `origin` on this machine: --host and --port where they are not the defaults. */
function flagsFor(origin: string, defaultPort: number, https: boolean): string[] {
  const url = new URL(origin);
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return [...(host === "127.0.0.1" ? [] : ["--host", host]), ...(port === defaultPort ? [] : ["--port", String(port)]), ...(https && url.protocol === "https:" ? ["--https"] : [])];
}

/** A wildcard host (0.0.0.0, ::) is not an address to browse: the host the reader's browser used instead, else 127.0.0.1. */
function browsable(origin: string, requestHost: string | undefined): string {
  const url = new URL(origin);
  if (!WILDCARD.has(url.hostname)) return origin;
  let host = "127.0.0.1";
  try {
    const seen = requestHost ? new URL(`http://${requestHost}`).hostname : "";
    if (seen && !WILDCARD.has(seen) && ORIGIN.test(`http://${seen}`)) host = seen;
  } catch {
    // a Host that is no host[:port]: the loopback address
  }
  url.hostname = host;
  return url.origin;
}

/**
 * The values of the placeholders for these options; `requestHost` (the request's Host header) stands in
 * for a wildcard host. An address that is not one is an AddressError.
 */
export function siteAddresses(options: AddressOptions = {}, requestHost?: string): SiteAddresses {
  const origin = (given: string | undefined, fallback: string, what: string) => {
    const found = originOf(given ?? fallback);
    if (!found) throw new AddressError(`the ${what} address must be an http(s) address such as ${fallback}, got "${given}"`);
    return found;
  };
  const mockUrl = origin(options.mockUrl, DEFAULT_MOCK_URL, "mock");
  const emulatorUrl = origin(options.emulatorUrl, DEFAULT_EMULATOR_URL, "emulator");
  const start = options.start && commandLine(options.context, "start", options.start);
  if (start !== undefined && !/^[\w .:[\]-]*$/.test(start)) throw new AddressError(`start's flags cannot be shown in the docs: ${start}`);
  return {
    mockUrl: browsable(mockUrl, requestHost),
    emulatorUrl: browsable(emulatorUrl, requestHost),
    how: start ? "started with these docs by" : "start it with",
    mockCommand: start ?? commandLine(options.context, "mock", flagsFor(mockUrl, 4010, false)),
    emulatorCommand: start ?? commandLine(options.context, "emulate", flagsFor(emulatorUrl, 4020, true)),
  };
}

const NAMES = new Map<string, keyof SiteAddresses>(Object.entries(PLACEHOLDERS).map(([name, placeholder]) => [placeholder, name as keyof SiteAddresses]));

/** Every placeholder of `text` replaced by its value; anything else (an unknown `{vendor-api:...}` too) stays. */
export function fillAddresses(text: string, values: SiteAddresses): string {
  return text.replace(/\{vendor-api:[a-z-]+\}/g, (placeholder) => {
    const name = NAMES.get(placeholder);
    return name ? values[name] : placeholder;
  });
}
