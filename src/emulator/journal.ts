/**
 * The journaled store (--data-dir): the memory store, with every write appended to `journal.jsonl` and
 * fsynced before its promise resolves (writes that arrive together share one write and one fsync).
 * One JSON object per line:
 *   {"c":"<collection>","i":"<id>","v":<value>}   put
 *   {"c":"<collection>","i":"<id>","d":1}         delete
 *   {"t":[<put or delete>, ...]}                  a transaction's writes, all or none
 *
 * Start: the journal is read as a stream, line by line (never as one string), each line decoded as
 * strict UTF-8, and replayed; then checked (a record that does not fit refuses the start, the files
 * untouched), then compacted (the live state written to a temporary file, fsynced and renamed over it).
 * Damage: a torn last line (no "\n" after it: a crash in the middle of an append, whose writes were
 * never acknowledged) is dropped whole, with one line on stderr naming file and line; a line before it
 * that is not valid UTF-8, or not a journal entry, refuses the start in one line naming file:line and
 * the way out (--reset-data-dir), the file untouched: such a line was written whole, so it is not a
 * crash's doing, and dropping it could lose acknowledged writes. Before the compaction rewrites a
 * journal that had a torn line, the journal as it was is kept aside (`journal.<time>.damaged.jsonl`).
 *
 * Running: the journal is compacted again whenever it grows past twice the live state (as measured at
 * the last compaction) plus 1 MiB (COMPACT_FLOOR_BYTES), so an emulator that overwrites one record for
 * ever keeps a journal of about its live state. The live state is taken at one instant (values are
 * immutable), written to the temporary file while writes keep going to the journal; then, between two
 * flushes, the lines flushed meanwhile are appended to it, and it is fsynced and renamed over the
 * journal. Writes wait only for that last step; a compaction that fails leaves the journal as it is.
 *
 * Every use of the file (a flush, the switch of a compaction, the swap of a replace, close) runs on one
 * chain, one after the other: no write starts on a file handle that another step closed. A replace
 * (restore, reset) waits for the writes queued before it to be on disk, writes the new state to the
 * temporary file, renames it over the journal and only then changes memory; a failure before the rename
 * leaves memory, journal and file handle as they were. After a failed write the store refuses every
 * later write and every `durable()`, so what was seen but not written is never answered.
 */
import { existsSync, mkdirSync, type Stats, statSync } from "node:fs";
import type { FileHandle } from "node:fs/promises";
import { dirname, join } from "node:path";
import { utf8Text } from "../http/front-door.js";
import { commitTemp, discardTemp, keepAside, moveAside, rawLines, type TempJournal, writeTemp } from "./journal-file.js";
import { type Entry, MemoryStore, type OpenStore, RESET_HINT, StoreError } from "./store.js";
import type { StoreData } from "./types.js";

/** The journal is compacted while running when it is larger than twice the live state plus this. */
export const COMPACT_FLOOR_BYTES = 1 << 20;

interface Waiter {
  line: string;
  resolve: () => void;
  reject: (err: unknown) => void;
}

export interface JournalOptions {
  /** What does not fit in the state read (undefined: it does); the start is refused with it. */
  check?: (data: StoreData) => string | undefined;
  /** Move the journal aside (renamed with the time) and start empty (--reset-data-dir). */
  setAside?: boolean;
  /** Where damage found in the journal and a failed compaction are reported (one line each; default stderr). */
  warn?: (line: string) => void;
  /** Bytes read at a time at start (tests make it small). */
  chunkSize?: number;
}

const noop = () => undefined;
const lineOf = (e: Entry) => `${JSON.stringify(e)}\n`;

function* linesOf(data: StoreData): Iterable<string> {
  for (const [c, items] of Object.entries(data)) for (const [i, v] of Object.entries(items)) yield lineOf({ c, i, v });
}

export class JournalStore extends MemoryStore {
  private file?: FileHandle;
  private queue: Waiter[] = [];
  /** Every use of the file, one after the other (see the opening). */
  private io: Promise<void> = Promise.resolve();
  private flushScheduled = false;
  /** The promise of the last write queued (durable() waits for it). */
  private lastWrite: Promise<void> = Promise.resolve();
  private failed?: Error;
  /** Bytes in the journal; bytes of the live state when it was last compacted. */
  private bytes = 0;
  private liveBytes = 0;
  /** A compaction under way, and the text flushed since it took the live state (appended before the switch). */
  private compacting?: Promise<void>;
  private tail?: string[];
  private closing?: Promise<void>;
  private readonly warn: (line: string) => void;
  /** Where open() moved the old journal (`setAside`). */
  setAsideTo?: string;
  /** Where open() kept the damaged journal before compacting it. */
  damagedKeptAs?: string;

  private constructor(
    readonly path: string,
    private readonly options: JournalOptions,
  ) {
    super("starting");
    this.warn = options.warn ?? ((line) => process.stderr.write(`${line}\n`));
  }

  /**
   * Read `<dir>/journal.jsonl`, check its state, compact it, and serve. Anything in the way (a directory
   * that cannot be made or written, a corrupt line, a record that does not fit) is a StoreError in one
   * line, and the files stay as they were.
   */
  static async open(dir: string, options: JournalOptions = {}): Promise<JournalStore> {
    try {
      makeDirectory(dir);
    } catch (err) {
      throw new StoreError(`cannot create the data directory ${dir}: ${(err as Error).message}`);
    }
    const store = new JournalStore(join(dir, "journal.jsonl"), options);
    try {
      if (options.setAside && existsSync(store.path)) store.setAsideTo = moveAside(store.path);
      const torn = await store.replay();
      const problem = options.check?.(store.dump());
      if (problem) throw new StoreError(`${store.path} holds a state this emulator cannot start from: ${problem}; ${RESET_HINT}`);
      if (torn !== undefined) {
        store.damagedKeptAs = keepAside(store.path, "damaged");
        store.warn(
          `${store.path}:${torn}: the last line is torn (a crash in the middle of its append; its writes were never acknowledged) and is dropped; the journal as it was is kept as ${store.damagedKeptAs}`,
        );
      }
      const temp = await writeTemp(store.path, store.liveLines());
      await commitTemp(temp, store.path);
      store.useFile(temp);
      store.life.to("serving");
    } catch (err) {
      store.life.to("closing");
      store.life.to("closed");
      if (err instanceof StoreError) throw err;
      throw new StoreError(`cannot use the data directory ${dir}: ${(err as Error).message}`);
    }
    return store;
  }

  override put<T>(collection: string, id: string, value: T): Promise<void> {
    if (this.life.current !== "serving") return this.later("put", () => this.put(collection, id, value));
    const entry: Entry = { c: collection, i: id, v: value };
    const line = JSON.stringify(entry); // serialise first: a value that cannot be stored changes nothing
    this.apply(entry);
    return this.append(line);
  }

  override delete(collection: string, id: string): Promise<boolean> {
    if (this.life.current !== "serving") return this.later("delete", () => this.delete(collection, id));
    const entry: Entry = { c: collection, i: id, d: 1 };
    const changed = this.apply(entry);
    return changed ? this.append(JSON.stringify(entry)).then(() => true) : Promise.resolve(false);
  }

  /** The transaction's writes in memory at once, and on disk as one line: a crash keeps all of them or none. */
  override applyAll(entries: Entry[]): Promise<void> {
    if (this.life.current !== "serving") return this.later("commit a transaction", () => this.applyAll(entries));
    const line = JSON.stringify({ t: entries }); // serialise first: a value that cannot be stored changes nothing
    for (const e of entries) this.apply(e);
    return this.append(line);
  }

  /** Resolves when every write queued so far is on disk (writes are flushed in order: the last one's promise says it). */
  override durable(): Promise<void> {
    if (this.failed) return Promise.reject(this.failed);
    if (this.life.current === "swapping" && this.swapped) return this.swapped.then(() => this.durable());
    return this.lastWrite;
  }

  /** Everything replaced at once (see the opening): the new journal is in place before memory changes. */
  override async replace(data: StoreData): Promise<void> {
    this.life.to("swapping", "replace its state");
    let swapped: () => void = noop;
    this.swapped = new Promise<void>((resolve) => (swapped = resolve));
    try {
      await this.compacting;
      let temp: TempJournal;
      try {
        temp = await writeTemp(this.path, linesOf(data));
      } catch (err) {
        throw new StoreError(`cannot write ${this.path}.tmp: ${(err as Error).message}; the state before is kept`);
      }
      await this.onFile(async () => {
        try {
          if (this.failed) throw this.failed;
          await commitTemp(temp, this.path);
        } catch (err) {
          await discardTemp(temp);
          throw err instanceof StoreError ? err : new StoreError(`cannot replace ${this.path}: ${(err as Error).message}; the state before is kept`);
        }
        const old = this.file;
        this.useFile(temp);
        await old?.close().catch(noop);
      });
      this.load(data);
    } finally {
      if (this.life.current === "swapping") this.life.to("serving");
      this.swapped = undefined;
      swapped();
    }
  }

  override close(): Promise<void> {
    this.closing ??= (async () => {
      if (this.life.current === "swapping") await this.swapped;
      this.life.to("closing", "close");
      await this.compacting;
      await this.onFile(async () => {
        await this.file?.close();
        this.file = undefined;
      });
      this.life.to("closed");
    })();
    return this.closing;
  }

  /** Replay the journal into memory; the line number of a torn last line, if there is one. */
  private async replay(): Promise<number | undefined> {
    if (!existsSync(this.path)) return undefined;
    for await (const { n, bytes, terminated } of rawLines(this.path, this.options.chunkSize)) {
      if (bytes.length === 0) continue;
      let entries: Entry[];
      try {
        const text = utf8Text(bytes);
        if (text === undefined) throw new Error("not valid UTF-8");
        const parsed = JSON.parse(text) as Entry | { t?: unknown };
        entries = "t" in parsed && Array.isArray(parsed.t) ? (parsed.t as Entry[]) : [parsed as Entry];
        if (!entries.every((e) => typeof e?.c === "string" && typeof e.i === "string")) throw new Error("not a journal entry");
      } catch (err) {
        // the last line may be torn by a crash during its append (a transaction's too: none of it is kept); a whole line is corruption
        if (!terminated) return n;
        throw new StoreError(`${this.path}:${n} is corrupt (${(err as Error).message}); ${RESET_HINT}`);
      }
      for (const e of entries) this.apply(e);
    }
    return undefined;
  }

  /** The live state as journal lines: taken now, turned into text as they are written (values are immutable: later writes do not change them). */
  private liveLines(): Iterable<string> {
    const captured: Array<[string, Array<[string, unknown]>]> = [];
    for (const [c, { items }] of this.data) if (items.size > 0) captured.push([c, [...items]]);
    return (function* () {
      for (const [c, items] of captured) for (const [i, v] of items) yield lineOf({ c, i, v });
    })();
  }

  /** A freshly written journal becomes the one appended to. */
  private useFile(temp: TempJournal): void {
    this.file = temp.file;
    this.bytes = temp.bytes;
    this.liveBytes = temp.bytes;
  }

  /** Run `fn` on the file chain (after every use queued before it); the chain goes on whatever it does. */
  private onFile<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.io.then(fn);
    this.io = run.then(noop, noop);
    return run;
  }

  private append(line: string): Promise<void> {
    if (this.failed) return Promise.reject(this.failed);
    const written = new Promise<void>((resolve, reject) => this.queue.push({ line, resolve, reject }));
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      void this.onFile(() => this.flush());
    }
    this.lastWrite = written;
    return written;
  }

  /** Group commit: everything queued so far in one write and one fsync, until the queue is empty. */
  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      const text = batch.map((w) => `${w.line}\n`).join("");
      try {
        if (!this.file) throw new StoreError("the journal is closed");
        this.bytes += (await this.file.write(text)).bytesWritten;
        await this.file.sync();
        this.tail?.push(text);
        batch.forEach((w) => w.resolve());
      } catch (err) {
        this.failed ??= new StoreError(`cannot write ${this.path}: ${(err as Error).message}`);
        batch.forEach((w) => w.reject(this.failed));
        this.queue.forEach((w) => w.reject(this.failed));
        this.queue = [];
      }
    }
    this.flushScheduled = false;
    if (this.bytes > 2 * this.liveBytes + COMPACT_FLOOR_BYTES && !this.compacting && !this.failed && this.life.current === "serving") {
      this.compacting = this.compact().finally(() => (this.compacting = undefined));
    }
  }

  /** Compact while serving (see the opening); a failure is reported and leaves the journal as it is. */
  private async compact(): Promise<void> {
    const lines = this.liveLines();
    this.tail = [];
    let temp: TempJournal | undefined;
    try {
      temp = await writeTemp(this.path, lines);
      const written = temp;
      await this.onFile(async () => {
        if (this.failed) throw this.failed;
        const tail = this.tail!.join("");
        const tailBytes = tail === "" ? 0 : (await written.file.write(tail)).bytesWritten;
        if (tail !== "") await written.file.sync();
        await commitTemp(written, this.path);
        const old = this.file;
        this.useFile(written);
        this.bytes += tailBytes;
        await old?.close().catch(noop);
      });
    } catch (err) {
      if (temp) await discardTemp(temp);
      // the next try once the journal has doubled again
      this.liveBytes = this.bytes;
      this.warn(`${this.path}: compaction failed (${(err as Error).message}); the journal is kept as it is`);
    } finally {
      this.tail = undefined;
    }
  }
}

/**
 * `mkdir -p`, one level at a time: node's recursive mkdirSync never returns for a path under /proc (it
 * retries the ENOENT there forever); this fails at once.
 */
function makeDirectory(dir: string): void {
  let stat: Stats | undefined;
  try {
    stat = statSync(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  if (stat) {
    if (!stat.isDirectory()) throw new Error("it is not a directory");
    return;
  }
  const parent = dirname(dir);
  if (parent !== dir) makeDirectory(parent);
  mkdirSync(dir);
}

/** A memory store, or a journaled one when `dataDir` is given. */
export async function openStore(dataDir?: string, options: JournalOptions = {}): Promise<OpenStore> {
  return dataDir ? JournalStore.open(dataDir, options) : new MemoryStore();
}
