/**
 * The Store: key-value state by collection, in memory, optionally journaled to disk.
 *
 * With a data directory, every write is appended to `journal.jsonl` and fsynced before its promise
 * resolves (writes that arrive together share one write and one fsync). One JSON object per line:
 *   {"c":"<collection>","i":"<id>","v":<value>}   put
 *   {"c":"<collection>","i":"<id>","d":1}         delete
 * On open the journal is replayed (a torn last line, left by a crash in the middle of an append, is
 * ignored: its write was never acknowledged), then compacted: the live state is written to a temporary
 * file, fsynced and renamed over the journal, so the journal never grows across restarts.
 *
 * Values are kept by reference: treat what `get` and `list` return as immutable and `put` a new object.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { join } from "node:path";
import type { Store } from "./types.js";

export class StoreError extends Error {}

export interface OpenStore extends Store {
  /** Flush pending writes and release the journal. */
  close(): Promise<void>;
}

interface Entry {
  c: string;
  i: string;
  v?: unknown;
  d?: 1;
}

interface Waiter {
  line: string;
  resolve: () => void;
  reject: (err: unknown) => void;
}

export class MemoryStore implements OpenStore {
  protected readonly data = new Map<string, Map<string, unknown>>();

  get<T>(collection: string, id: string): T | undefined {
    return this.data.get(collection)?.get(id) as T | undefined;
  }

  list<T>(collection: string): T[] {
    const c = this.data.get(collection);
    return c ? ([...c.values()] as T[]) : [];
  }

  put<T>(collection: string, id: string, value: T): Promise<void> {
    this.apply({ c: collection, i: id, v: value });
    return Promise.resolve();
  }

  delete(collection: string, id: string): Promise<boolean> {
    return Promise.resolve(this.apply({ c: collection, i: id, d: 1 }));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  /** Apply one journal entry to memory; true when something changed on delete. */
  protected apply(e: Entry): boolean {
    let c = this.data.get(e.c);
    if (e.d) return c?.delete(e.i) ?? false;
    if (!c) this.data.set(e.c, (c = new Map()));
    c.set(e.i, e.v);
    return true;
  }
}

export class JournalStore extends MemoryStore {
  private file?: FileHandle;
  private queue: Waiter[] = [];
  private flushing?: Promise<void>;
  private failed?: Error;

  private constructor(readonly path: string) {
    super();
  }

  /** Replay and compact `<dir>/journal.jsonl`, then open it for appending. */
  static async open(dir: string): Promise<JournalStore> {
    try {
      mkdirSync(dir, { recursive: true });
    } catch (err) {
      throw new StoreError(`cannot create the data directory ${dir}: ${(err as Error).message}`);
    }
    const store = new JournalStore(join(dir, "journal.jsonl"));
    store.replay();
    store.compact(dir);
    store.file = await open(store.path, "a");
    return store;
  }

  override put<T>(collection: string, id: string, value: T): Promise<void> {
    const entry: Entry = { c: collection, i: id, v: value };
    const line = JSON.stringify(entry); // serialise first: a value that cannot be stored changes nothing
    this.apply(entry);
    return this.append(line);
  }

  override delete(collection: string, id: string): Promise<boolean> {
    const entry: Entry = { c: collection, i: id, d: 1 };
    const changed = this.apply(entry);
    return changed ? this.append(JSON.stringify(entry)).then(() => true) : Promise.resolve(false);
  }

  override async close(): Promise<void> {
    await this.flushing;
    await this.file?.close();
    this.file = undefined;
  }

  private replay(): void {
    if (!existsSync(this.path)) return;
    const text = readFileSync(this.path, "utf8");
    const lines = text.split("\n");
    lines.forEach((line, n) => {
      if (line === "") return;
      let entry: Entry;
      try {
        entry = JSON.parse(line) as Entry;
        if (typeof entry.c !== "string" || typeof entry.i !== "string") throw new Error("not a journal entry");
      } catch (err) {
        // the last line may be torn by a crash during its append; anything earlier is corruption
        if (n === lines.length - 1) return;
        throw new StoreError(`${this.path}:${n + 1} is corrupt (${(err as Error).message}); move the file away to start empty`);
      }
      this.apply(entry);
    });
  }

  /** Rewrite the journal as the live state only: temp file, fsync, rename, fsync the directory. */
  private compact(dir: string): void {
    const tmp = `${this.path}.tmp`;
    const fd = openSync(tmp, "w");
    try {
      const chunks: string[] = [];
      for (const [c, items] of this.data) for (const [i, v] of items) chunks.push(`${JSON.stringify({ c, i, v })}\n`);
      writeSync(fd, chunks.join(""));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, this.path);
    try {
      const dfd = openSync(dir, "r");
      fsyncSync(dfd);
      closeSync(dfd);
    } catch {
      // some platforms cannot fsync a directory; the rename is still atomic
    }
  }

  private append(line: string): Promise<void> {
    if (this.failed) return Promise.reject(this.failed);
    if (!this.file) return Promise.reject(new StoreError("the store is closed"));
    return new Promise((resolve, reject) => {
      this.queue.push({ line, resolve, reject });
      this.flushing ??= this.flush();
    });
  }

  /** Group commit: everything queued so far in one write and one fsync, until the queue is empty. */
  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      try {
        await this.file!.write(batch.map((w) => `${w.line}\n`).join(""));
        await this.file!.sync();
        batch.forEach((w) => w.resolve());
      } catch (err) {
        this.failed = new StoreError(`cannot write ${this.path}: ${(err as Error).message}`);
        batch.forEach((w) => w.reject(this.failed));
        this.queue.forEach((w) => w.reject(this.failed));
        this.queue = [];
      }
    }
    this.flushing = undefined;
  }
}

/** A memory store, or a journaled one when `dataDir` is given. */
export async function openStore(dataDir?: string): Promise<OpenStore> {
  return dataDir ? JournalStore.open(dataDir) : new MemoryStore();
}
