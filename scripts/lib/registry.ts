/** The registry reader lives in src/ (runtime code needs it too); scripts import it from here. */
export * from "../../src/registry.js";
