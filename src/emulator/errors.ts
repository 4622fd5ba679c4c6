/** The emulator's own errors: it cannot start or run as asked, or a call comes in a status that does not take it. */

/** The emulator cannot start or run as asked (one line for the CLI). */
export class EmulatorError extends Error {}

/** A call the emulator does not take in its status ("the emulator is closed: cannot reset"); over HTTP: 503 with Retry-After. */
export class LifecycleError extends Error {}
