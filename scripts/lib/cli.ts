/** Shared by the command-line scripts; the one copy lives in src/ (the emulator's CLI uses it too). */
export { oneLine } from "../../src/one-line.js";
