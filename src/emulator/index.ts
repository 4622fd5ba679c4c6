/**
 * The emulator: `createEmulator()` serves every API of the registry with paths on one port, with the
 * modules below (see server.ts and types.ts).
 */
import { createEmulator as createCore, type Emulator, type EmulatorOptions } from "./server.js";
import { createWebhooksModule } from "./apis/webhooks.js";
import { managementModule } from "./apis/management.js";
import { lifecycleModule } from "./apis/lifecycle.js";
import type { ApiModule } from "./types.js";

// ---------------------------------------------------------------------------------------------------
// THE MODULE LIST. One factory per module, so that each emulator gets its own module instances (the
// webhooks module keeps timers and throttling windows; management and lifecycle keep all their state in
// the Store and are shared plain objects).
// ---------------------------------------------------------------------------------------------------
export const moduleFactories: Array<() => ApiModule> = [
  createWebhooksModule,
  () => managementModule,
  () => lifecycleModule,
];

/** Fresh instances of every module. */
export const defaultModules = (): ApiModule[] => moduleFactories.map((create) => create());

/** Start an emulator with every module (unless `options.modules` says otherwise). */
export function createEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  return createCore({ ...options, modules: options.modules ?? defaultModules() });
}

export { createWebhooksModule };
export { CoreCode, EmulatorError, MAX_BODY_BYTES, type Emulator, type EmulatorOptions } from "./server.js";
export { defaultSettings, settingsFromArgs, SettingsError } from "./settings.js";
export type * from "./types.js";
