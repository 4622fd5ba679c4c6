/**
 * The Store: key-value state by collection, in memory (MemoryStore, here), or journaled to disk
 * (JournalStore, journal.ts, which says how the journal is written, read and compacted).
 *
 * Values are kept by reference: treat what `get` and `list` return as immutable and `put` a new object.
 *
 * What readers see: a write is visible at once, so that a read-modify-write of one request (a number
 * counter, a subscription count) sees the writes of the requests before it; it is acknowledged (its
 * promise resolves) once it is durable (the memory store: at once). No answer shows a write that could
 * still be lost: the pipeline holds every answer until `durable()`. Secondary indexes
 * (`defineIndex`/`find`) follow the visible state. A transaction (`transaction()`) keeps its writes
 * aside, seen only through it, until `commit` writes them all.
 *
 * Lifecycle (`state`): starting (a journal being read), serving, swapping (a `replace` under way: writes
 * made meanwhile wait for it and land after it), closing, closed. A write, a replace or a close in a
 * status that does not take it throws a StoreError ("the store is closed: cannot put"); reads always work.
 */
import { RunState, type RunStatus } from "./run-state.js";
import type { Store, StoreData, Transaction } from "./types.js";

export class StoreError extends Error {}

export interface OpenStore extends Store {
  /** Where the store is in its life (see the file's opening). */
  readonly state: RunStatus;
  /** Every value, as plain data (a snapshot). */
  dump(): StoreData;
  /**
   * Replace everything with `data` (journaled: on disk before it resolves); indexes follow. A replace
   * that fails leaves the state as it was; writes made while it runs land after it.
   */
  replace(data: StoreData): Promise<void>;
  /** Flush pending writes and release the journal; later writes throw. */
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
  protected readonly life: RunState;
  /** While a replace runs: resolves when it has ended (a write made meanwhile waits for it). */
  protected swapped?: Promise<void>;

  constructor(initial: RunStatus = "serving") {
    this.life = new RunState("the store", initial, (message) => new StoreError(message));
  }

  get state(): RunStatus {
    return this.life.current;
  }

  get<T>(collection: string, id: string): T | undefined {
    return this.data.get(collection)?.items.get(id) as T | undefined;
  }

  list<T>(collection: string): T[] {
    const c = this.data.get(collection);
    return c ? ([...c.items.values()] as T[]) : [];
  }

  put<T>(collection: string, id: string, value: T): Promise<void> {
    if (this.life.current !== "serving") return this.later("put", () => this.put(collection, id, value));
    this.write(collection, id, value);
    return DONE;
  }

  delete(collection: string, id: string): Promise<boolean> {
    if (this.life.current !== "serving") return this.later("delete", () => this.delete(collection, id));
    return this.remove(collection, id) ? DELETED_TRUE : DELETED_FALSE;
  }

  async close(): Promise<void> {
    if (this.life.current === "closed") return;
    this.life.to("closing", "close");
    this.life.to("closed");
  }

  /** In memory a write is durable as soon as it is made. */
  durable(): Promise<void> {
    return DONE;
  }

  /**
   * A write that comes while the store is not serving: after the replace under way (so it lands on the
   * new state, in the order it was made), or a StoreError ("the store is closed: cannot put").
   */
  protected later<T>(doing: string, again: () => Promise<T>): Promise<T> {
    if (this.life.current === "swapping" && this.swapped) return this.swapped.then(again);
    this.life.mustBe(doing, "serving");
    return again();
  }

  dump(): StoreData {
    const out: StoreData = {};
    for (const [c, { items }] of this.data) if (items.size > 0) out[c] = Object.fromEntries(items);
    return out;
  }

  async replace(data: StoreData): Promise<void> {
    this.life.to("swapping", "replace its state");
    try {
      this.load(data);
    } finally {
      this.life.to("serving");
    }
  }

  /** A transaction's writes, applied together (one journal entry: all or none of them survive a crash). */
  applyAll(entries: Entry[]): Promise<void> {
    if (this.life.current !== "serving") return this.later("commit a transaction", () => this.applyAll(entries));
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
