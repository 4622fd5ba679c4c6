/** An API module composed of one part per API: each part brings its handlers, its error catalogue and what it sets up in the store. */
import { type ErrorCatalogue, plainCatalogue } from "../../http/errors.js";
import type { ApiParity } from "../parity.js";
import type { ApiModule, EmulatorContext, Handler, RecordShapes } from "../types.js";

/** One API of a module. */
export interface ApiPart {
  /** Registry key (redocly.yaml), e.g. container-instance@2025-09-01. */
  api: string;
  /** Handlers by operationId. */
  handlers: Record<string, Handler>;
  errors: ErrorCatalogue;
  /** The store collections the part keeps and the shape of their records. */
  collections?: RecordShapes;
  /** What the emulator reproduces of this API, and not (the parity ledger). */
  parity?: ApiParity;
  /** At every start: declare the store indexes the handlers use. */
  start?(ctx: EmulatorContext): void | Promise<void>;
  /** What a fresh store gets (the module decides when a store is fresh). */
  seed?(ctx: EmulatorContext): Promise<void>;
}

/** The apis, handlers, errors, collections, parity and start of a module made of `parts`. */
export function composeParts(parts: ApiPart[]): Required<Pick<ApiModule, "apis" | "handlers" | "errors" | "collections" | "start" | "parity">> {
  const byApi = new Map(parts.map((p) => [p.api, p]));
  return {
    apis: parts.map((p) => p.api),
    handlers: Object.assign({}, ...parts.map((p) => p.handlers)) as Record<string, Handler>,
    errors: (api) => byApi.get(api)?.errors ?? plainCatalogue,
    parity: (api) => byApi.get(api)?.parity,
    collections: Object.assign({}, ...parts.map((p) => p.collections)) as RecordShapes,
    async start(ctx) {
      for (const part of parts) await part.start?.(ctx);
    },
  };
}
