/**
 * The emulator: `createEmulator()` serves every API of the registry with paths on one port, with one
 * fresh instance of every API module (server.ts assembles it, dispatch.ts is the pipeline).
 */
import { createDocumentLifecycleModule } from "./apis/document-lifecycle/index.js";
import { createManagementModule } from "./apis/management/index.js";
import { createBusinessModule } from "./apis/business/index.js";
import { type Emulator, type EmulatorOptions, type EmulatorSnapshot, type Engine, type EngineOptions, createEmulator as createServer, createEngine as createBare } from "./server.js";
import { type ErrorCatalogue, plainCatalogue } from "../http/errors.js";
import type { ApiModule } from "./types.js";

/** One factory per module: each emulator gets its own instances, with their own state and timers. */
export const moduleFactories: Array<() => ApiModule> = [createBusinessModule, createManagementModule, createDocumentLifecycleModule];

/** Fresh instances of every module. */
export const defaultModules = (): ApiModule[] => moduleFactories.map((create) => create());

/**
 * Each API's error catalogue, as the modules answer it: the mock front door answers the refusals it shares
 * with the emulator (src/http/refusals.ts) in the same API's terms. Unknown APIs get the plain shape.
 */
export function errorCatalogues(): (api: string) => ErrorCatalogue {
  const modules = defaultModules();
  return (api) => modules.find((m) => m.apis.includes(api))?.errors(api) ?? plainCatalogue;
}

/** Start an emulator with every module (unless `options.modules` says otherwise); reset and restore start fresh instances. */
export function createEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  return createServer({ ...options, modules: options.modules ?? defaultModules });
}

/** The pipeline without HTTP, with every module (unless `options.modules` says otherwise). */
export function createEngine(options: EngineOptions = {}): Promise<Engine> {
  return createBare({ ...options, modules: options.modules ?? defaultModules });
}

export { MAX_BODY_BYTES } from "../http/front-door.js";
export { ApiError, CoreCode } from "../http/errors.js";
export { EmulatorError } from "./errors.js";
export { defaultSettings, SettingsError, settingsFromArgs } from "./settings.js";
export { checkSnapshot, SNAPSHOT_FORMAT } from "./server.js";
export type { Emulator, EmulatorOptions, EmulatorSnapshot, Engine, EngineOptions };
export type * from "./types.js";
