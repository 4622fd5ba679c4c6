/**
 * The journal store on its own: a replace racing many writes never breaks the journal, a replace that
 * fails leaves the old state serving, the lifecycle refuses calls in the wrong status, the journal is
 * compacted while running and read as a stream of strictly decoded lines, and damage is reported and
 * kept aside. The oracle is the raw journal file, replayed by the small reader below, and a model kept
 * by the test.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { COMPACT_FLOOR_BYTES, JournalStore } from "../../src/emulator/journal.js";
import { rawLines } from "../../src/emulator/journal-file.js";
import { MemoryStore, RESET_HINT, StoreError } from "../../src/emulator/store.js";
import type { StoreData } from "../../src/emulator/types.js";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "journal-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

type Line = { c: string; i: string; v?: unknown; d?: 1 };

/** The journal file replayed by the test itself: JSON lines of puts, deletes and transactions, in order. */
function replayFile(path: string): StoreData {
  const state: StoreData = {};
  const text = readFileSync(path, "utf8");
  const lines = text.split("\n");
  expect(lines.at(-1), "the journal ends with a newline").toBe("");
  for (const line of lines.slice(0, -1)) {
    const parsed = JSON.parse(line) as Line | { t: Line[] };
    for (const e of "t" in parsed ? parsed.t : [parsed]) {
      if (e.d) delete state[e.c]?.[e.i];
      else (state[e.c] ??= {})[e.i] = e.v;
    }
  }
  for (const c of Object.keys(state)) if (Object.keys(state[c]!).length === 0) delete state[c];
  return state;
}

describe("a replace racing writes (restore, reset)", () => {
  it("never breaks the journal: 8 writers put without pause while 30 replaces run; every write acknowledged, each before or after the replace it was made around", async () => {
    const dir = tempDir();
    const store = await JournalStore.open(dir, { warn: () => undefined });
    // every call in the order it was made (JavaScript runs one at a time): a put lands after the last replace called before it
    let calls = 0;
    let lastReplace = { at: -1, data: {} as Record<string, unknown> };
    const puts: Array<{ at: number; key: string; value: unknown; ack: Promise<void> }> = [];
    let stop = false;
    const writers = Array.from({ length: 8 }, async (_, w) => {
      for (let n = 0; !stop; n++) {
        const key = `w${w}-${n}`;
        const ack = store.put("c", key, { w, n });
        puts.push({ at: calls++, key, value: { w, n }, ack });
        if (n % 3 === 0) await ack;
        else await new Promise((r) => setImmediate(r));
      }
    });
    for (let round = 0; round < 30; round++) {
      const data = { [`kept-${round}`]: { round } };
      lastReplace = { at: calls++, data };
      await store.replace({ c: data });
      await new Promise((r) => setTimeout(r, 1));
    }
    stop = true;
    await Promise.all(writers);
    const results = await Promise.allSettled(puts.map((p) => p.ack));
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    await store.durable();
    const expected = { c: { ...lastReplace.data, ...Object.fromEntries(puts.filter((p) => p.at > lastReplace.at).map((p) => [p.key, p.value])) } };
    expect(puts.filter((p) => p.at < lastReplace.at).length).toBeGreaterThan(100);
    expect(store.dump()).toEqual(expected);
    expect(replayFile(join(dir, "journal.jsonl"))).toEqual(expected);
    await store.close();
    const again = await JournalStore.open(dir);
    expect(again.dump()).toEqual(expected);
    await again.close();
  });

  it("that fails (its temporary file cannot be written) leaves memory, journal and later writes as they were", async () => {
    const dir = tempDir();
    const store = await JournalStore.open(dir);
    await store.put("c", "a", { v: 1 });
    const journal = join(dir, "journal.jsonl");
    const before = readFileSync(journal);
    mkdirSync(`${journal}.tmp`); // the temporary file's name is taken by a directory
    const pending = store.put("c", "b", { v: 2 });
    await expect(store.replace({ c: { x: { v: 9 } } })).rejects.toThrow(StoreError);
    await pending;
    expect(store.state).toBe("serving");
    expect(store.dump()).toEqual({ c: { a: { v: 1 }, b: { v: 2 } } });
    expect(readFileSync(journal).subarray(0, before.length)).toEqual(before);
    await store.put("c", "d", { v: 4 });
    expect(replayFile(journal)).toEqual({ c: { a: { v: 1 }, b: { v: 2 }, d: { v: 4 } } });
    rmSync(`${journal}.tmp`, { recursive: true });
    await store.close();
  });
});

describe("the store's lifecycle", () => {
  it("refuses writes and a replace once closed, with a clear error; reads still work", async () => {
    const memory = new MemoryStore();
    await memory.put("c", "a", 1);
    await memory.close();
    expect(memory.state).toBe("closed");
    expect(() => memory.put("c", "b", 2)).toThrow(new StoreError("the store is closed: cannot put"));
    await expect(memory.replace({})).rejects.toThrow("the store is closed: cannot replace its state");
    expect(memory.get("c", "a")).toBe(1);

    const store = await JournalStore.open(tempDir());
    expect(store.state).toBe("serving");
    const last = store.put("c", "a", 1);
    const closed = store.close();
    expect(store.state).toBe("closing");
    expect(() => store.put("c", "b", 2)).toThrow(new StoreError("the store is closing: cannot put"));
    await last; // queued before the close: on disk before the file is released
    await closed;
    expect(store.state).toBe("closed");
    expect(() => store.delete("c", "a")).toThrow(new StoreError("the store is closed: cannot delete"));
    await expect(store.replace({})).rejects.toThrow("the store is closed: cannot replace its state");
  });

  it("takes one replace at a time", async () => {
    const store = await JournalStore.open(tempDir());
    const first = store.replace({ c: { a: 1 } });
    await expect(store.replace({ c: { b: 2 } })).rejects.toThrow("the store is swapping: cannot replace its state");
    await first;
    expect(store.dump()).toEqual({ c: { a: 1 } });
    await store.close();
  });
});

describe("compaction while running", () => {
  it("keeps the journal within twice the live state plus the floor across 300 overwrites of a 100 KB record, and a restart reads the last one", async () => {
    const dir = tempDir();
    const journal = join(dir, "journal.jsonl");
    const store = await JournalStore.open(dir);
    await store.put("small", "other", { v: "kept" });
    let largest = 0;
    for (let n = 0; n < 300; n++) {
      await store.put("big", "one", { n, text: String(n % 10).repeat(100 * 1024) });
      largest = Math.max(largest, statSync(journal).size);
    }
    await store.close();
    // without compaction: 300 × 100 KB = 30 MiB; the rule compacts past 2 × ~100 KB + the floor (writes go on while it runs)
    expect(largest).toBeLessThan(10 * 1024 * 1024);
    expect(statSync(journal).size).toBeLessThan(2 * 110 * 1024 + COMPACT_FLOOR_BYTES + 10 * 110 * 1024);
    const again = await JournalStore.open(dir);
    expect(again.get("big", "one")).toEqual({ n: 299, text: "9".repeat(100 * 1024) });
    expect(again.get("small", "other")).toEqual({ v: "kept" });
    await again.close();
  });

  it("loses and reorders no write made while it runs (many writers, several compactions)", async () => {
    const dir = tempDir();
    const journal = join(dir, "journal.jsonl");
    const store = await JournalStore.open(dir);
    const model = new Map<string, unknown>();
    const pad = "x".repeat(8 * 1024);
    let compactions = 0;
    let size = 0;
    // 8 writers, each overwriting its own 4 keys and adding one new key per round
    await Promise.all(
      Array.from({ length: 8 }, async (_, w) => {
        for (let n = 0; n < 150; n++) {
          const key = `w${w}-k${n % 4}`;
          const value = { w, n, pad };
          model.set(key, value);
          const writes = [store.put("c", key, value), store.put("added", `w${w}-${n}`, n)];
          model.set(`added/w${w}-${n}`, n);
          if (n % 10 === 9) {
            writes.push(store.delete("added", `w${w}-${n - 5}`).then(() => undefined));
            model.delete(`added/w${w}-${n - 5}`);
          }
          await Promise.all(writes);
          const now = statSync(journal).size;
          if (now < size) compactions++;
          size = now;
        }
      }),
    );
    await store.close();
    expect(compactions).toBeGreaterThanOrEqual(2);
    const expected: StoreData = { c: {}, added: {} };
    for (const [key, value] of model) {
      if (key.startsWith("added/")) expected.added![key.slice(6)] = value;
      else expected.c![key] = value;
    }
    expect(replayFile(journal)).toEqual(expected);
    const again = await JournalStore.open(dir);
    expect(again.dump()).toEqual(expected);
    await again.close();
  });
});

describe("a compaction that fails", () => {
  it("is reported in one line, leaves the journal as it is and every write acknowledged, and is tried again later", async () => {
    const dir = tempDir();
    const journal = join(dir, "journal.jsonl");
    const warnings: string[] = [];
    const store = await JournalStore.open(dir, { warn: (l) => warnings.push(l) });
    mkdirSync(`${journal}.tmp`); // the temporary file's name is taken by a directory
    const value = (n: number) => ({ n, text: "z".repeat(100 * 1024) });
    for (let n = 0; n < 20; n++) await store.put("big", "one", value(n));
    // the compaction runs beside the writes: wait for its report (polled, with a deadline)
    for (const deadline = Date.now() + 10_000; warnings.length === 0; ) {
      if (Date.now() > deadline) throw new Error("no report of the failed compaction within 10 s");
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(warnings).toEqual([expect.stringMatching(new RegExp(`^${journal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: compaction failed \\(.*EISDIR.*\\); the journal is kept as it is$`))]);
    expect(replayFile(journal)).toEqual({ big: { one: value(19) } });
    rmSync(`${journal}.tmp`, { recursive: true });
    const grown = statSync(journal).size;
    // the next try comes once the journal has doubled again
    for (let n = 20; statSync(journal).size >= grown && n < 200; n++) await store.put("big", "one", value(n));
    expect(statSync(journal).size).toBeLessThan(grown);
    await store.close();
    expect(warnings).toHaveLength(1);
  });
});

describe("reading the journal at start", () => {
  it("streams lines longer than its read size, multi-byte characters split between reads included", async () => {
    const dir = tempDir();
    const journal = join(dir, "journal.jsonl");
    const long = "é€😀".repeat(300);
    const lines = Array.from({ length: 400 }, (_, n) => JSON.stringify({ c: "c", i: `k${n % 50}`, v: { n, text: n % 7 === 0 ? long : "short" } }));
    writeFileSync(journal, `${lines.join("\n")}\n`);
    const seen: number[] = [];
    for await (const line of rawLines(journal, 61)) seen.push(line.bytes.length);
    expect(seen).toEqual(lines.map((l) => Buffer.byteLength(l)));

    const store = await JournalStore.open(dir, { chunkSize: 61 });
    expect(store.list("c")).toHaveLength(50);
    expect(store.get("c", "k0")).toEqual({ n: 350, text: long });
    expect(store.get("c", "k48")).toEqual({ n: 398, text: "short" });
    await store.close();
  });

  it("refuses invalid UTF-8 in a whole line, naming file and line and the way out, and keeps the file as it was", async () => {
    const dir = tempDir();
    const journal = join(dir, "journal.jsonl");
    const bytes = Buffer.concat([Buffer.from('{"c":"c","i":"a","v":"ok"}\n{"c":"c","i":"b","v":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}\n{"c":"c","i":"d","v":1}\n')]);
    writeFileSync(journal, bytes);
    const warnings: string[] = [];
    await expect(JournalStore.open(dir, { warn: (l) => warnings.push(l) })).rejects.toThrow(new StoreError(`${journal}:2 is corrupt (not valid UTF-8); ${RESET_HINT}`));
    expect(readFileSync(journal)).toEqual(bytes);
    expect(readdirSync(dir)).toEqual(["journal.jsonl"]);
    expect(warnings).toEqual([]);
  });

  it("drops a torn last line with one line naming file and line, and keeps the journal as it was aside (invalid UTF-8 in it too)", async () => {
    for (const torn of [Buffer.from('{"c":"c","i":"b","v":{"x'), Buffer.from([0x7b, 0x22, 0x63, 0xe2, 0x82])]) {
      const dir = tempDir();
      const journal = join(dir, "journal.jsonl");
      const bytes = Buffer.concat([Buffer.from('{"c":"c","i":"a","v":"ok"}\n{"c":"c","i":"a","v":"newer"}\n'), torn]);
      writeFileSync(journal, bytes);
      const warnings: string[] = [];
      const store = await JournalStore.open(dir, { warn: (l) => warnings.push(l) });
      expect(store.dump()).toEqual({ c: { a: "newer" } });
      await store.close();
      const aside = readdirSync(dir).filter((f) => /^journal\.\d{4}-\d\d-\d\dT[\d-]+Z\.damaged\.jsonl$/.test(f));
      expect(aside).toHaveLength(1);
      expect(readFileSync(join(dir, aside[0]!))).toEqual(bytes);
      expect(warnings).toEqual([
        `${journal}:3: the last line is torn (a crash in the middle of its append; its writes were never acknowledged) and is dropped; the journal as it was is kept as ${join(dir, aside[0]!)}`,
      ]);
      expect(replayFile(journal)).toEqual({ c: { a: "newer" } });
    }
  });
});
