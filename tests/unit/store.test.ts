/**
 * The store on its own: secondary indexes follow every write, a transaction is seen only through itself
 * until commit, and a journaled write is visible only once it is on disk.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { JournalStore } from "../../src/emulator/journal.js";
import { MemoryStore, whenCommitted } from "../../src/emulator/store.js";

interface Sub {
  id: string;
  url: string;
}
const byUrl = (s: Sub) => s.url;

describe("indexes", () => {
  it("follow puts, replacements and deletes, in first-written order", async () => {
    const store = new MemoryStore();
    await store.put<Sub>("subs", "a", { id: "a", url: "u1" });
    store.defineIndex<Sub>("subs", "url", byUrl); // built from what is there
    await store.put<Sub>("subs", "b", { id: "b", url: "u1" });
    await store.put<Sub>("subs", "c", { id: "c", url: "u2" });
    expect(store.find<Sub>("subs", "url", "u1").map((s) => s.id)).toEqual(["a", "b"]);
    await store.put<Sub>("subs", "a", { id: "a", url: "u2" });
    expect(store.find<Sub>("subs", "url", "u1").map((s) => s.id)).toEqual(["b"]);
    expect(store.find<Sub>("subs", "url", "u2").map((s) => s.id)).toEqual(["c", "a"]);
    await store.delete("subs", "c");
    expect(store.find<Sub>("subs", "url", "u2").map((s) => s.id)).toEqual(["a"]);
    expect(store.find<Sub>("subs", "url", "nothing")).toEqual([]);
  });

  it("follow a replace: nothing of the old state is left, the new one in its order", async () => {
    const store = new MemoryStore();
    store.defineIndex<Sub>("subs", "url", byUrl);
    store.defineIndex<Sub>("empty", "url", byUrl); // an index of a collection with nothing in it
    for (const id of ["a", "b", "c"]) await store.put<Sub>("subs", id, { id, url: "u1" });
    await store.put<Sub>("subs", "d", { id: "d", url: "u2" });
    await store.replace({ subs: { c: { id: "c", url: "u3" }, b: { id: "b", url: "u1" }, e: { id: "e", url: "u1" } } });
    expect(store.dump()).toEqual({ subs: { c: { id: "c", url: "u3" }, b: { id: "b", url: "u1" }, e: { id: "e", url: "u1" } } });
    expect(store.list<Sub>("subs").map((s) => s.id)).toEqual(["c", "b", "e"]);
    expect(store.find<Sub>("subs", "url", "u1").map((s) => s.id)).toEqual(["b", "e"]);
    expect(store.find<Sub>("subs", "url", "u2")).toEqual([]);
    expect(store.find<Sub>("subs", "url", "u3").map((s) => s.id)).toEqual(["c"]);
    expect(store.list("empty")).toEqual([]);
    // writes after the replace are indexed as before
    await store.put<Sub>("subs", "b", { id: "b", url: "u2" });
    expect(store.find<Sub>("subs", "url", "u1").map((s) => s.id)).toEqual(["e"]);
    expect(store.find<Sub>("subs", "url", "u2").map((s) => s.id)).toEqual(["b"]);
    expect(await store.delete("subs", "d")).toBe(false);
    expect(await store.delete("subs", "e")).toBe(true);
    expect(store.find<Sub>("subs", "url", "u1")).toEqual([]);
  });

  it("leave out values whose key is undefined, and refuse an index nobody declared", async () => {
    const store = new MemoryStore();
    store.defineIndex<Sub>("subs", "url", (s) => (s.url === "" ? undefined : s.url));
    await store.put<Sub>("subs", "a", { id: "a", url: "" });
    expect(store.find("subs", "url", "")).toEqual([]);
    expect(() => store.find("subs", "other", "x")).toThrow(/no index other on subs/);
  });
});

describe("transactions", () => {
  it("are seen only through themselves until commit, then all at once", async () => {
    const store = new MemoryStore();
    store.defineIndex<Sub>("subs", "url", byUrl);
    await store.put<Sub>("subs", "a", { id: "a", url: "u1" });
    await store.put<Sub>("subs", "b", { id: "b", url: "u1" });
    const tx = store.transaction();
    await tx.put<Sub>("subs", "a", { id: "a", url: "u2" });
    await tx.put<Sub>("subs", "c", { id: "c", url: "u1" });
    expect(await tx.delete("subs", "b")).toBe(true);
    const ran: string[] = [];
    whenCommitted(tx, () => ran.push("after"));
    // inside: the transaction's view
    expect(tx.get<Sub>("subs", "a")?.url).toBe("u2");
    expect(tx.get("subs", "b")).toBeUndefined();
    expect(tx.list<Sub>("subs").map((s) => s.id)).toEqual(["a", "c"]);
    expect(tx.find<Sub>("subs", "url", "u1").map((s) => s.id)).toEqual(["c"]);
    expect(tx.find<Sub>("subs", "url", "u2").map((s) => s.id)).toEqual(["a"]);
    // outside: nothing yet
    expect(store.list<Sub>("subs").map((s) => `${s.id}:${s.url}`)).toEqual(["a:u1", "b:u1"]);
    expect(store.find<Sub>("subs", "url", "u2")).toEqual([]);
    expect(ran).toEqual([]);
    await tx.commit();
    expect(store.list<Sub>("subs").map((s) => `${s.id}:${s.url}`)).toEqual(["a:u2", "c:u1"]);
    expect(store.find<Sub>("subs", "url", "u1").map((s) => s.id)).toEqual(["c"]);
    expect(ran).toEqual(["after"]);
  });

  it("dropped without commit keeps nothing; outside the transaction, whenCommitted runs at once", async () => {
    const store = new MemoryStore();
    const tx = store.transaction();
    await tx.put("subs", "a", { id: "a", url: "u" });
    let ran = false;
    whenCommitted(store, () => (ran = true));
    expect(ran).toBe(true);
    expect(store.get("subs", "a")).toBeUndefined();
  });

  it("nest: an inner commit lands in the outer transaction, not in the store", async () => {
    const store = new MemoryStore();
    const outer = store.transaction();
    const inner = outer.transaction();
    await inner.put("subs", "a", { id: "a", url: "u" });
    const ran: string[] = [];
    inner.afterCommit(() => ran.push("inner"));
    await inner.commit();
    expect(outer.get("subs", "a")).toBeDefined();
    expect(store.get("subs", "a")).toBeUndefined();
    expect(ran).toEqual([]);
    await outer.commit();
    expect(store.get("subs", "a")).toBeDefined();
    expect(ran).toEqual(["inner"]);
  });
});

describe("the journal store", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("shows a write at once, acknowledges it and durable() once it is on disk, and rebuilds indexes after a restart", async () => {
    dir = mkdtempSync(join(tmpdir(), "store-"));
    const store = await JournalStore.open(dir);
    store.defineIndex<Sub>("subs", "url", byUrl);
    const written = store.put<Sub>("subs", "a", { id: "a", url: "u1" });
    // the next read-modify-write sees it (a counter read twice in a row is not read stale)
    expect(store.get<Sub>("subs", "a")?.url).toBe("u1");
    expect(store.find<Sub>("subs", "url", "u1").map((s) => s.id)).toEqual(["a"]);
    // but nothing may be answered from it before the fsync
    let durable = false;
    const waiting = store.durable().then(() => (durable = true));
    await Promise.resolve();
    expect(durable).toBe(false);
    await written;
    await waiting;
    expect(durable).toBe(true);
    const deleted = store.delete("subs", "a");
    expect(store.get("subs", "a")).toBeUndefined();
    expect(await deleted).toBe(true);
    expect(await store.delete("subs", "a")).toBe(false);
    await store.put<Sub>("subs", "b", { id: "b", url: "u2" });
    await store.close();

    const again = await JournalStore.open(dir);
    again.defineIndex<Sub>("subs", "url", byUrl);
    expect(again.find<Sub>("subs", "url", "u2").map((s) => s.id)).toEqual(["b"]);
    expect(again.get("subs", "a")).toBeUndefined();
    await again.close();
  });

  it("does not skip a delete that follows a put still waiting for its fsync", async () => {
    dir = mkdtempSync(join(tmpdir(), "store-"));
    const store = await JournalStore.open(dir);
    const put = store.put<Sub>("subs", "a", { id: "a", url: "u1" });
    const deleted = store.delete("subs", "a");
    await put;
    expect(await deleted).toBe(true);
    expect(store.get("subs", "a")).toBeUndefined();
    await store.close();
    const again = await JournalStore.open(dir);
    expect(again.get("subs", "a")).toBeUndefined();
    await again.close();
  });

  it("replaces everything at once on disk (restore), and the replacement survives a restart", async () => {
    dir = mkdtempSync(join(tmpdir(), "store-"));
    const store = await JournalStore.open(dir);
    store.defineIndex<Sub>("subs", "url", byUrl);
    await store.put<Sub>("subs", "a", { id: "a", url: "u1" });
    await store.replace({ subs: { b: { id: "b", url: "u1" } }, other: { x: 1 } });
    expect(store.dump()).toEqual({ subs: { b: { id: "b", url: "u1" } }, other: { x: 1 } });
    expect(store.find<Sub>("subs", "url", "u1").map((s) => s.id)).toEqual(["b"]);
    await store.put<Sub>("subs", "c", { id: "c", url: "u2" });
    await store.close();
    const again = await JournalStore.open(dir);
    expect(again.dump()).toEqual({ subs: { b: { id: "b", url: "u1" }, c: { id: "c", url: "u2" } }, other: { x: 1 } });
    await again.close();
  });
});
