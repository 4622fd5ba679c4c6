/**
 * The journal's file work: reading it as a stream of lines (never one string: a journal may be larger
 * than the longest string V8 can make), writing a whole state to a temporary file that a rename makes
 * the journal, and keeping a file aside under a name with the time.
 */
import { copyFileSync, createReadStream, linkSync, renameSync } from "node:fs";
import { type FileHandle, open, rename, rm } from "node:fs/promises";
import { dirname } from "node:path";

/** One line of the file, without its "\n": `terminated` is false for the last piece when the file does not end with one. */
export interface RawLine {
  /** 1-based. */
  n: number;
  bytes: Buffer;
  terminated: boolean;
}

/**
 * The lines of `path`, read `chunkSize` bytes at a time. Lines are split on the byte 0x0A (which no
 * multi-byte UTF-8 sequence contains) and handed over as bytes, to be decoded strictly: node:readline
 * would decode them itself and replace invalid UTF-8 by U+FFFD without a word.
 */
export async function* rawLines(path: string, chunkSize = 1 << 20): AsyncGenerator<RawLine> {
  let pending: Buffer[] = [];
  let n = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: chunkSize }) as AsyncIterable<Buffer>) {
    let start = 0;
    for (let end = chunk.indexOf(10, start); end >= 0; end = chunk.indexOf(10, start)) {
      const piece = chunk.subarray(start, end);
      const bytes = pending.length === 0 ? piece : Buffer.concat([...pending, piece]);
      pending = [];
      start = end + 1;
      yield { n: ++n, bytes, terminated: true };
    }
    if (start < chunk.length) pending.push(chunk.subarray(start));
  }
  if (pending.length > 0) yield { n: ++n, bytes: Buffer.concat(pending), terminated: false };
}

/** A state written to `<path>.tmp`, fsynced, still open for appending: `commit` makes it the journal. */
export interface TempJournal {
  tmp: string;
  file: FileHandle;
  bytes: number;
}

/** Text is handed to the file in pieces of about this size (the event loop runs between them). */
const WRITE_PIECE = 1 << 20;

/** Write `lines` (each ending in "\n") to `<path>.tmp`, in pieces, and fsync it; on failure nothing is left behind. */
export async function writeTemp(path: string, lines: Iterable<string>): Promise<TempJournal> {
  const tmp = `${path}.tmp`;
  const file = await open(tmp, "w");
  let bytes = 0;
  try {
    let piece = "";
    for (const line of lines) {
      piece += line;
      if (piece.length < WRITE_PIECE) continue;
      bytes += (await file.write(piece)).bytesWritten;
      piece = "";
    }
    if (piece !== "") bytes += (await file.write(piece)).bytesWritten;
    await file.sync();
  } catch (err) {
    await discardTemp({ tmp, file, bytes });
    throw err;
  }
  return { tmp, file, bytes };
}

/** The temporary file becomes `path` (an atomic rename), and the directory entry is made durable. */
export async function commitTemp(temp: TempJournal, path: string): Promise<void> {
  await rename(temp.tmp, path);
  try {
    const dir = await open(dirname(path), "r");
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  } catch {
    // some platforms cannot fsync a directory; the rename is still atomic
  }
}

export async function discardTemp(temp: TempJournal): Promise<void> {
  await temp.file.close().catch(() => undefined);
  await rm(temp.tmp, { force: true }).catch(() => undefined);
}

/** `journal.jsonl` → `journal.<time>[.<label>].jsonl` beside it (the time with ":" and "." as "-"). */
export function asidePath(path: string, label?: string): string {
  const time = new Date().toISOString().replace(/[:.]/g, "-");
  return path.replace(/\.jsonl$/, `.${time}${label ? `.${label}` : ""}.jsonl`);
}

/** Move `path` aside (--reset-data-dir); the name it now has. */
export function moveAside(path: string): string {
  const aside = asidePath(path);
  renameSync(path, aside);
  return aside;
}

/** Keep a copy of `path` aside, under the name returned (a hard link where the file system has them: no bytes copied). */
export function keepAside(path: string, label: string): string {
  const aside = asidePath(path, label);
  try {
    linkSync(path, aside);
  } catch {
    copyFileSync(path, aside);
  }
  return aside;
}
