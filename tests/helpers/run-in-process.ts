/**
 * Run a command's main in this process, as its program would run: what it wrote to stderr (lines) and
 * stdout, and its exit status: the number main returns, else the code it gave process.exit (trapped), else
 * process.exitCode. Nothing it does after its first process.exit counts, as in a real process. Tests of one
 * file run one at a time, so trapping process.exit and the outputs is theirs while a command runs.
 */
import { format } from "node:util";
import { vi } from "vitest";

class Exit extends Error {
  constructor(readonly code: number) {
    super(`process.exit(${code})`);
  }
}

export interface Outcome {
  status: number;
  stderr: string[];
  stdout: string;
}

/** The lines of an output, without empty ones. */
export const lines = (text: string) => text.split("\n").filter((l) => l !== "" && !l.startsWith("npm warn"));

export async function runInProcess(main: () => unknown): Promise<Outcome> {
  let exited: number | undefined;
  let stderr = "";
  let stdout = "";
  const savedExitCode = process.exitCode;
  process.exitCode = undefined;
  const err = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    if (exited === undefined) stderr += String(chunk);
    return true;
  });
  const out = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    if (exited === undefined) stdout += String(chunk);
    return true;
  });
  // vitest takes console's output for itself: what the command writes through console counts too
  const consoleErr = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (exited === undefined) stderr += `${format(...args)}\n`;
  });
  const consoleOut = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
    if (exited === undefined) stdout += `${format(...args)}\n`;
  });
  const exit = vi.spyOn(process, "exit").mockImplementation((code?: string | number | null) => {
    exited ??= Number(code ?? process.exitCode ?? 0);
    throw new Exit(exited);
  });
  try {
    let returned: unknown;
    try {
      returned = await main();
    } catch (e) {
      if (!(e instanceof Exit)) throw e;
    }
    // a command that shuts down asynchronously (start) exits once its pending promises settle
    if (exited === undefined && typeof returned !== "number") await new Promise((resolve) => setImmediate(resolve));
    const status = exited ?? (typeof returned === "number" ? returned : Number(process.exitCode ?? 0));
    return { status, stderr: lines(stderr), stdout };
  } finally {
    exit.mockRestore();
    consoleOut.mockRestore();
    consoleErr.mockRestore();
    out.mockRestore();
    err.mockRestore();
    process.exitCode = savedExitCode;
  }
}
