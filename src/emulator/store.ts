/**
 * The Store: key-value state by collection, in memory, optionally journaled to disk.
 *
 * With a data directory, every write is appended to `journal.jsonl` and fsynced before its promise
 * resolves (writes that arrive together share one write and one fsync). One JSON object per line:
 *   {"c":"<collection>","i":"<id>","v":<value>}   put
 *   {"c":"<collection>","i":"<id>","d":1}         delete
 *   {"t":[<put or delete>, ...]}                  a transaction's writes, all or none
 * On open the journal is replayed (a torn last line, left by a crash in the middle of an append, is
 * ignored whole: its writes were never acknowledged), checked (a record that does not fit refuses the
 * start, the files untouched), then compacted: the live state is written to a temporary file, fsynced
 * and renamed over the journal, so the journal never grows across restarts.
 *
 * Values are kept by reference: treat what `get` and `list` return as immutable and `put` a new object.
 *
 * What readers see: a write is visible at once, so that a read-modify-write of one request (a number
 * counter, a subscription count) sees the writes of the requests before it; it is acknowledged (its
 * promise resolves) once its line is fsynced. No answer shows a write that could still be lost: the
 * pipeline holds every answer until `durable()`, until every write queued before it is on disk (the
 * memory store: at once). After a failed write the journal store refuses every later write and every
 * `durable()`, so what was seen but not written is never answered. Secondary indexes
 * (`defineIndex`/`find`) follow the visible state. A transaction (`transaction()`)
 * keeps its writes aside, seen only through it, until `commit` writes them all.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, type Stats, statSync, writeSync } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Store, Transaction } from "./types.js";

export class StoreError extends Error {}

/** Every value of a store as plain data: collection → id → value. */
export type StoreData = Record<string, Record<string, unknown>>;

export interface OpenStore extends Store {
  /** Every value, as plain data (a snapshot). */
  dump(): StoreData;
  /** Replace everything with `data` (journaled: on disk before it resolves); indexes follow. */
  replace(data: StoreData): Promise<void>;
  /** Flush pending writes and release the journal. */
  close(): Promise<void>;
}

/** One write of the journal: a put (`v`) or a delete (`d`). */
export interface Entry {
  c: string;
  i: string;
  v?: unknown;
  d?: 1;
}

/** The way out of a data directory the emulator cannot start from (the CLI's flag). */
export const RESET_HINT = "start with --reset-data-dir to begin from the seed (the old journal is kept aside, renamed with the time)";

interface Waiter {
  line: string;
  resolve: () => void;
  reject: (err: unknown) => void;
}

interface Index {
  keyOf: (value: never) => string | undefined;
  /** key → ids, in the order they were first indexed */
  ids: Map<string, Set<string>>;
}

/** One collection: its values by id and its indexes (by name, and as a list that every write walks). */
interface Collection {
  items: Map<string, unknown>;
  indexes: Map<string, Index>;
  indexList: Index[];
}

/** Settled promises, shared: a memory write is done when it returns. */
const DONE: Promise<void> = Promise.resolve();
const DELETED_TRUE: Promise<boolean> = Promise.resolve(true);
const DELETED_FALSE: Promise<boolean> = Promise.resolve(false);

export class MemoryStore implements OpenStore {
  /** collection → its values and indexes */
  protected readonly data = new Map<string, Collection>();

  get<T>(collection: string, id: string): T | undefined {
    return this.data.get(collection)?.items.get(id) as T | undefined;
  }

  list<T>(collection: string): T[] {
    const c = this.data.get(collection);
    return c ? ([...c.items.values()] as T[]) : [];
  }

  put<T>(collection: string, id: string, value: T): Promise<void> {
    this.write(collection, id, value);
    return DONE;
  }

  delete(collection: string, id: string): Promise<boolean> {
    return this.remove(collection, id) ? DELETED_TRUE : DELETED_FALSE;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  /** In memory a write is durable as soon as it is made. */
  durable(): Promise<void> {
    return DONE;
  }

  dump(): StoreData {
    const out: StoreData = {};
    for (const [c, { items }] of this.data) if (items.size > 0) out[c] = Object.fromEntries(items);
    return out;
  }

  replace(data: StoreData): Promise<void> {
    this.load(data);
    return Promise.resolve();
  }

  /** A transaction's writes, applied together (one journal entry: all or none of them survive a crash). */
  applyAll(entries: Entry[]): Promise<void> {
    for (const e of entries) this.apply(e);
    return DONE;
  }

  /** Memory and indexes as `data` says: everything emptied at once, then `data` written in its order. */
  protected load(data: StoreData): void {
    for (const c of this.data.values()) {
      c.items.clear();
      for (const index of c.indexList) index.ids.clear();
    }
    for (const [c, items] of Object.entries(data)) for (const [i, v] of Object.entries(items)) this.write(c, i, v);
  }

  defineIndex<T>(collection: string, index: string, keyOf: (value: T) => string | undefined): void {
    const c = this.collection(collection);
    if (c.indexes.has(index)) return;
    const built: Index = { keyOf: keyOf as Index["keyOf"], ids: new Map() };
    c.indexes.set(index, built);
    c.indexList.push(built);
    for (const [id, value] of c.items) indexOne(built, id, undefined, value);
  }

  find<T>(collection: string, index: string, key: string): T[] {
    const ids = this.indexOf(collection, index).ids.get(key);
    if (!ids) return [];
    const items = this.data.get(collection)!.items;
    const out: T[] = [];
    for (const id of ids) out.push(items.get(id) as T);
    return out;
  }

  /** The key function of an index (a transaction reads its own writes through it). */
  indexOf(collection: string, index: string): Index {
    const found = this.data.get(collection)?.indexes.get(index);
    if (!found) throw new StoreError(`no index ${index} on ${collection}: declare it with defineIndex first`);
    return found;
  }

  transaction(): Transaction {
    return new TxStore(this, this);
  }

  /** Apply one journal entry to memory and the indexes; true when something changed on delete. */
  protected apply(e: Entry): boolean {
    if (e.d) return this.remove(e.c, e.i);
    this.write(e.c, e.i, e.v);
    return true;
  }

  /** Put `value` in memory and the indexes. */
  protected write(collection: string, id: string, value: unknown): void {
    const c = this.collection(collection);
    const list = c.indexList;
    if (list.length === 0) {
      c.items.set(id, value);
      return;
    }
    const before = c.items.get(id);
    c.items.set(id, value);
    for (let n = 0; n < list.length; n++) indexOne(list[n]!, id, before, value);
  }

  /** Take `id` out of memory and the indexes; false when it was not there. */
  protected remove(collection: string, id: string): boolean {
    const c = this.data.get(collection);
    if (!c) return false;
    const before = c.items.get(id);
    if (!c.items.delete(id)) return false;
    const list = c.indexList;
    for (let n = 0; n < list.length; n++) indexOne(list[n]!, id, before, undefined);
    return true;
  }

  private collection(name: string): Collection {
    let c = this.data.get(name);
    if (!c) this.data.set(name, (c = { items: new Map(), indexes: new Map(), indexList: [] }));
    return c;
  }
}

/** Move `id` in `index` from the key of `before` to the key of `after` (undefined: no value). */
function indexOne(index: Index, id: string, before: unknown, after: unknown): void {
  const keyOf = index.keyOf as (v: unknown) => string | undefined;
  const was = before === undefined ? undefined : keyOf(before);
  const now = after === undefined ? undefined : keyOf(after);
  if (was === now) return;
  if (was !== undefined) {
    const ids = index.ids.get(was);
    if (ids?.delete(id) && ids.size === 0) index.ids.delete(was);
  }
  if (now !== undefined) {
    const ids = index.ids.get(now);
    if (ids) ids.add(id);
    else index.ids.set(now, new Set<string>().add(id));
  }
}

const DELETED = Symbol("deleted");

/** Writes kept aside until `commit`; reads (get, list, find) see them. */
class TxStore implements Transaction {
  /** collection → id → written value (or DELETED) */
  private readonly overlay = new Map<string, Map<string, unknown>>();
  private readonly after: Array<() => void> = [];

  constructor(
    private readonly base: Store,
    private readonly root: MemoryStore,
  ) {}

  get<T>(collection: string, id: string): T | undefined {
    const o = this.overlay.get(collection);
    if (o?.has(id)) {
      const v = o.get(id);
      return v === DELETED ? undefined : (v as T);
    }
    return this.base.get<T>(collection, id);
  }

  list<T>(collection: string): T[] {
    const o = this.overlay.get(collection);
    if (!o) return this.base.list<T>(collection);
    return this.merge<T>(collection, this.base.list<T>(collection), () => true);
  }

  find<T>(collection: string, index: string, key: string): T[] {
    const o = this.overlay.get(collection);
    const found = this.base.find<T>(collection, index, key);
    if (!o) return found;
    const keyOf = this.root.indexOf(collection, index).keyOf as (v: unknown) => string | undefined;
    return this.merge<T>(collection, found, (v) => keyOf(v) === key);
  }

  put<T>(collection: string, id: string, value: T): Promise<void> {
    this.written(collection).set(id, value);
    return DONE;
  }

  delete(collection: string, id: string): Promise<boolean> {
    const existed = this.get(collection, id) !== undefined;
    this.written(collection).set(id, DELETED);
    return existed ? DELETED_TRUE : DELETED_FALSE;
  }

  defineIndex<T>(collection: string, index: string, keyOf: (value: T) => string | undefined): void {
    this.root.defineIndex(collection, index, keyOf);
  }

  transaction(): Transaction {
    return new TxStore(this, this.root);
  }

  afterCommit(fn: () => void): void {
    this.after.push(fn);
  }

  durable(): Promise<void> {
    return this.base.durable();
  }

  async commit(): Promise<void> {
    if (this.base instanceof TxStore) {
      // a nested transaction: its writes join its parent's, which commits them
      for (const [collection, o] of this.overlay) for (const [id, v] of o) void (v === DELETED ? this.base.delete(collection, id) : this.base.put(collection, id, v));
    } else {
      const entries: Entry[] = [];
      for (const [c, o] of this.overlay) for (const [i, v] of o) entries.push(v === DELETED ? { c, i, d: 1 } : { c, i, v });
      if (entries.length > 0) await this.root.applyAll(entries);
    }
    this.after.forEach((fn) => (this.base instanceof TxStore ? this.base.afterCommit(fn) : fn()));
  }

  /** Base values with the overlay applied: replaced ones in their place, the others written (that pass `keep`) after. */
  private merge<T>(collection: string, base: T[], keep: (v: unknown) => boolean): T[] {
    const o = this.overlay.get(collection)!;
    // stored values are never changed in place, so a replaced base value is known by identity
    const replaced = new Map<unknown, string>();
    for (const id of o.keys()) {
      const old = this.base.get(collection, id);
      if (old !== undefined) replaced.set(old, id);
    }
    const out: unknown[] = [];
    const placed = new Set<string>();
    for (const v of base) {
      const id = replaced.get(v);
      if (id === undefined) {
        out.push(v);
        continue;
      }
      placed.add(id);
      const nv = o.get(id);
      if (nv !== DELETED && keep(nv)) out.push(nv);
    }
    for (const [id, v] of o) if (!placed.has(id) && v !== DELETED && keep(v)) out.push(v);
    return out as T[];
  }

  private written(collection: string): Map<string, unknown> {
    let o = this.overlay.get(collection);
    if (!o) this.overlay.set(collection, (o = new Map()));
    return o;
  }
}

/** Run `fn` now, or after the commit when `store` is a transaction. */
export function whenCommitted(store: Store, fn: () => void): void {
  if (store instanceof TxStore) store.afterCommit(fn);
  else fn();
}

export class JournalStore extends MemoryStore {
  private file?: FileHandle;
  private queue: Waiter[] = [];
  private flushing?: Promise<void>;
  /** The promise of the last write queued (durable() waits for it). */
  private lastWrite: Promise<void> = Promise.resolve();
  private failed?: Error;
  /** Where open() moved the old journal (`setAside`). */
  setAsideTo?: string;

  private constructor(readonly path: string) {
    super();
  }

  /**
   * Replay `<dir>/journal.jsonl`, check its state (`check`: what does not fit, or undefined), compact it,
   * then open it for appending. `setAside`: first move the journal away (renamed with the time) and
   * start empty. Anything in the way (a directory that cannot be made or written, a corrupt line, a
   * record that does not fit) is a StoreError in one line, and the files stay as they were.
   */
  static async open(dir: string, options: { check?: (data: StoreData) => string | undefined; setAside?: boolean } = {}): Promise<JournalStore> {
    try {
      makeDirectory(dir);
    } catch (err) {
      throw new StoreError(`cannot create the data directory ${dir}: ${(err as Error).message}`);
    }
    const store = new JournalStore(join(dir, "journal.jsonl"));
    try {
      if (options.setAside && existsSync(store.path)) {
        const aside = join(dir, `journal.${new Date().toISOString().replace(/[:.]/g, "-")}.jsonl`);
        renameSync(store.path, aside);
        store.setAsideTo = aside;
      }
      store.replay();
      const problem = options.check?.(store.dump());
      if (problem) throw new StoreError(`${store.path} holds a state this emulator cannot start from: ${problem}; ${RESET_HINT}`);
      store.compact();
      store.file = await open(store.path, "a");
    } catch (err) {
      if (err instanceof StoreError) throw err;
      throw new StoreError(`cannot use the data directory ${dir}: ${(err as Error).message}`);
    }
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

  /** The transaction's writes in memory at once, and on disk as one line: a crash keeps all of them or none. */
  override applyAll(entries: Entry[]): Promise<void> {
    const line = JSON.stringify({ t: entries }); // serialise first: a value that cannot be stored changes nothing
    for (const e of entries) this.apply(e);
    return this.append(line);
  }

  /** Resolves when every write queued so far is on disk (writes are flushed in order: the last one's promise says it). */
  override durable(): Promise<void> {
    return this.failed ? Promise.reject(this.failed) : this.lastWrite;
  }

  /** Everything replaced at once: the new state is written as a compacted journal (temp file, fsync, rename) before memory changes. */
  override async replace(data: StoreData): Promise<void> {
    await this.flushing;
    await this.file?.close();
    this.file = undefined;
    try {
      this.writeState(Object.entries(data).flatMap(([c, items]) => Object.entries(items).map(([i, v]) => ({ c, i, v }))));
    } finally {
      this.file = await open(this.path, "a");
    }
    this.load(data);
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
      let entries: Entry[];
      try {
        const parsed = JSON.parse(line) as Entry | { t?: unknown };
        entries = "t" in parsed && Array.isArray(parsed.t) ? (parsed.t as Entry[]) : [parsed as Entry];
        if (!entries.every((e) => typeof e?.c === "string" && typeof e.i === "string")) throw new Error("not a journal entry");
      } catch (err) {
        // the last line may be torn by a crash during its append (a transaction's too: none of it is kept); anything earlier is corruption
        if (n === lines.length - 1) return;
        throw new StoreError(`${this.path}:${n + 1} is corrupt (${(err as Error).message}); ${RESET_HINT}`);
      }
      for (const e of entries) this.apply(e);
    });
  }

  /** Rewrite the journal as the live state only. */
  private compact(): void {
    this.writeState([...this.data].flatMap(([c, { items }]) => [...items].map(([i, v]) => ({ c, i, v }))));
  }

  /** The journal as exactly these entries: temp file, fsync, rename, fsync the directory. */
  private writeState(entries: Entry[]): void {
    const tmp = `${this.path}.tmp`;
    const fd = openSync(tmp, "w");
    try {
      writeSync(fd, entries.map((e) => `${JSON.stringify(e)}\n`).join(""));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, this.path);
    try {
      const dfd = openSync(dirname(this.path), "r");
      fsyncSync(dfd);
      closeSync(dfd);
    } catch {
      // some platforms cannot fsync a directory; the rename is still atomic
    }
  }

  private append(line: string): Promise<void> {
    if (this.failed) return Promise.reject(this.failed);
    if (!this.file) return Promise.reject(new StoreError("the store is closed"));
    const written = new Promise<void>((resolve, reject) => {
      this.queue.push({ line, resolve, reject });
      this.flushing ??= this.flush();
    });
    this.lastWrite = written;
    return written;
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

/** A memory store, or a journaled one when `dataDir` is given (see JournalStore.open for `options`). */
export async function openStore(dataDir?: string, options: Parameters<typeof JournalStore.open>[1] = {}): Promise<OpenStore> {
  return dataDir ? JournalStore.open(dataDir, options) : new MemoryStore();
}
