/**
 * A HAR 1.2 file written as traffic arrives: the head and an empty entry list at once, then each entry
 * written where the closing brackets were, with the brackets after it, in one positioned write. Between
 * two writes the file is a whole HAR document, so a crash keeps every entry written before it.
 */
import { closeSync, openSync, write, writeSync } from "node:fs";

/** What follows the last entry: the end of the list, of `log` and of the document. */
const TAIL = "\n]}}\n";

/** The file cannot be written: a runtime failure (exit 1). */
export class HarFileError extends Error {
  readonly exitCode = 1;
}

export class HarFile {
  readonly path: string;
  readonly #fd: number;
  /** Where the tail starts: the next entry goes there. */
  #end: number;
  #entries = 0;
  /** Entries serialised and waiting for the write in progress. */
  #pending: string[] = [];
  #writing = false;
  #failed: Error | undefined;
  #closed = false;
  /** Called once the pending entries are written (close waits on them). */
  #drained: Array<() => void> = [];
  readonly #onError: (err: Error) => void;

  /** Create (or empty) `path` and write an empty HAR document to it; a HarFileError names what failed. */
  constructor(path: string, creator: { name: string; version: string }, onError: (err: Error) => void) {
    this.path = path;
    this.#onError = onError;
    const head = `{"log":{"version":"1.2","creator":${JSON.stringify(creator)},"pages":[],"entries":[`;
    try {
      this.#fd = openSync(path, "w");
      writeSync(this.#fd, `${head}${TAIL}`, 0);
    } catch (err) {
      throw new HarFileError(`cannot write the HAR file ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
    }
    this.#end = Buffer.byteLength(head);
  }

  /** How many entries were handed to the file. */
  get entries(): number {
    return this.#entries;
  }

  /** Queue an entry; it is written with whatever else arrives meanwhile, in order. */
  append(entry: object): void {
    if (this.#failed || this.#closed) return;
    this.#pending.push(`${this.#entries++ === 0 ? "\n" : ",\n"}${JSON.stringify(entry)}`);
    this.#flush();
  }

  #flush(): void {
    if (this.#writing) return;
    if (this.#pending.length === 0 || this.#failed) {
      for (const done of this.#drained.splice(0)) done();
      return;
    }
    const text = Buffer.from(`${this.#pending.join("")}${TAIL}`);
    this.#pending = [];
    this.#writing = true;
    write(this.#fd, text, 0, text.length, this.#end, (err, written) => {
      this.#writing = false;
      if (err || written !== text.length) {
        this.#failed = err ?? new Error(`wrote ${written} of ${text.length} bytes`);
        this.#onError(new HarFileError(`cannot write to the HAR file ${this.path} (${(this.#failed as NodeJS.ErrnoException).code ?? this.#failed.message}); recording stopped`));
      } else this.#end += text.length - TAIL.length;
      this.#flush();
    });
  }

  /** Write what is pending, then close the file. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    if (this.#writing || this.#pending.length > 0) await new Promise<void>((resolve) => this.#drained.push(resolve));
    closeSync(this.#fd);
  }
}
