/**
 * Emulator settings, named as the seeds name them. Each one is read, in increasing priority, from its
 * default, an environment variable of the same name (`ApiSubscriptionDelayTime=1000`), and a command-line
 * flag (`--ApiSubscriptionDelayTime 1000` or `--ApiSubscriptionDelayTime=1000`).
 */
import { nearest } from "../nearest.js";
import type { Settings } from "./types.js";

export class SettingsError extends Error {}

interface Spec {
  default: number;
  unit: string;
  min: number;
  /** Largest value accepted (default Number.MAX_SAFE_INTEGER). */
  max?: number;
  help: string;
}

export const SETTINGS: Record<keyof Settings, Spec> = {
  ApiSubscriptionDelayTime: { default: 30_000, unit: "ms", min: 0, help: "delay window of notifications, from the first change" },
  ApiSubscriptionMaxNumberOfNotifications: { default: 1000, unit: "notifications", min: 1, help: "more than this many changes per notificationUrl in one window give one collection item" },
  ApiSubscriptionExpiration: { default: 3, unit: "days", min: 0, help: "subscription lifetime from creation or renewal" },
  ApiSubscriptionMaxNumberOfSubscriptions: { default: 1000, unit: "subscriptions", min: 0, help: "maximum subscriptions of the tenant" },
  requestsPerWindow: { default: 6000, unit: "requests", min: 1, help: "per-user requests in a 5-minute sliding window (webhooks API)" },
  managementReadsBucket: {
    default: 250,
    unit: "requests",
    min: 1,
    max: 250,
    help: "management plane: reads bucket per subscription and principal (at most 250, the contracts' bound of the remaining-reads header)",
  },
  managementReadsPerSecond: { default: 25, unit: "requests/s", min: 1, help: "management plane: reads bucket refill" },
  managementWritesBucket: {
    default: 200,
    unit: "requests",
    min: 1,
    max: 200,
    help: "management plane: writes bucket and deletes bucket per subscription and principal (at most 200, the contracts' bound of the remaining-writes and -deletes headers)",
  },
  managementWritesPerSecond: { default: 10, unit: "requests/s", min: 1, help: "management plane: writes and deletes bucket refill" },
  modelManagementPerSecond: { default: 5, unit: "requests/s", min: 1, help: "document classifiers: authorizeCopy and copyTo per caller" },
  provisioningDelayMs: { default: 10_000, unit: "ms", min: 0, help: "container group Pending → Succeeded delay" },
  asyncDeleteMs: { default: 10_000, unit: "ms", min: 0, help: "namespace asynchronous delete duration" },
  allowLoopbackHttp: {
    default: 1,
    unit: "0 or 1",
    min: 0,
    max: 1,
    help: "the emulator's own relaxation for local test receivers, not the contract (https only): 1 accepts http://localhost, 127.0.0.1 or [::1] as notificationUrl, and a self-signed certificate of an https one",
  },
  handshakeTimeoutMs: { default: 5000, unit: "ms", min: 1, max: 120_000, help: "handshake timeout (at most 2 minutes: an operation runs at most 8)" },
  pushTimeoutMs: { default: 30_000, unit: "ms", min: 1, help: "notification push timeout" },
};

export const SETTING_NAMES = Object.keys(SETTINGS) as Array<keyof Settings>;

export function defaultSettings(): Settings {
  return Object.fromEntries(SETTING_NAMES.map((n) => [n, SETTINGS[n].default])) as unknown as Settings;
}

/** Parse one value; throws a one-line SettingsError naming the setting as `subject` (where it came from). */
export function parseSetting(name: keyof Settings, raw: string, subject: string = name): number {
  const spec = SETTINGS[name];
  const text = raw.trim();
  const value = /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
  // fractional days are allowed (ApiSubscriptionExpiration=0.5 is 12 hours); everything else is whole
  const whole = name === "ApiSubscriptionExpiration" || Number.isInteger(value);
  const max = spec.max ?? Number.MAX_SAFE_INTEGER;
  if (!Number.isFinite(value) || !whole || value < spec.min || value > max) {
    const range = spec.max === undefined ? `>= ${spec.min}` : `from ${spec.min} to ${spec.max}`;
    throw new SettingsError(`${subject} must be ${name === "ApiSubscriptionExpiration" ? "a number" : "an integer"} ${range} (${spec.unit}), got "${raw}"`);
  }
  return value;
}

/** Check a settings object given in code (createEmulator({ settings })). */
export function resolveSettings(overrides: Partial<Settings> = {}, env: Record<string, string | undefined> = {}): Settings {
  const settings = defaultSettings();
  for (const name of SETTING_NAMES) {
    const fromEnv = env[name];
    if (fromEnv !== undefined && fromEnv !== "") settings[name] = parseSetting(name, fromEnv, `environment variable ${name}`);
    const given = overrides[name];
    if (given !== undefined) settings[name] = parseSetting(name, String(given), `setting ${name}`);
  }
  for (const name of Object.keys(overrides)) {
    if (Object.hasOwn(SETTINGS, name)) continue;
    const near = nearest(name, SETTING_NAMES);
    throw new SettingsError(`unknown setting ${name}; ${near === undefined ? "" : `did you mean ${near}? `}known: ${SETTING_NAMES.join(", ")}`);
  }
  return settings;
}

/**
 * Take the setting flags out of `argv`: returns the settings (defaults, then env, then flags) and the
 * arguments that are not settings, for the caller to parse.
 */
export function settingsFromArgs(argv: string[], env: Record<string, string | undefined> = process.env): { settings: Settings; rest: string[] } {
  const flags: Partial<Record<keyof Settings, number>> = {};
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const m = /^--([A-Za-z]+)(?:=(.*))?$/s.exec(arg);
    const name = m && (SETTING_NAMES as string[]).includes(m[1]!) ? (m[1] as keyof Settings) : undefined;
    if (!name) {
      rest.push(arg);
      continue;
    }
    let value = m![2];
    if (value === undefined) {
      value = argv[i + 1];
      if (value === undefined || value.startsWith("--")) throw new SettingsError(`flag --${name} needs a value (${SETTINGS[name].unit})`);
      i++;
    }
    flags[name] = parseSetting(name, value, `--${name}`);
  }
  const settings = resolveSettings({}, env);
  Object.assign(settings, flags);
  return { settings, rest };
}

/** One line per setting, for --help. */
export function settingsHelp(): string {
  return SETTING_NAMES.map((n) => `  --${n} <${SETTINGS[n].unit}>  ${SETTINGS[n].help} (default ${SETTINGS[n].default})`).join("\n");
}
