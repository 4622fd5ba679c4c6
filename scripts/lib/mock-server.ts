/** The mock front door lives in src/mock/ (the package's `vendor-api mock` runs it too); scripts and tests import it from here. */
export * from "../../src/mock/server.js";
