/**
 * --data-dir: a restart loses no acknowledged write, resumes pending deliveries and keeps virtual time;
 * the journal tolerates a torn last line and is compacted on start.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { JournalStore, StoreError } from "../../src/emulator/store.js";
import { COMPANY, resourceOf, startHarness, Subscriber } from "./helpers.js";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "emulator-data-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe("a restart with --data-dir", () => {
  it("keeps subscriptions, entities, pending deliveries and virtual time, and pushes once", async () => {
    const dataDir = tempDir();
    const sub = await new Subscriber().start();
    let h = await startHarness({}, { dataDir });
    const created = (await h.client.POST("/api/v2.0/subscriptions", { body: { notificationUrl: sub.url, resource: resourceOf("customers"), clientState: "kept" } })).data!;
    const customer = await h.change("POST", `companies(${COMPANY})/customers`, { displayName: "Durable" });
    const before = await h.advance(10_000);
    await h.close();
    expect(sub.pushes).toHaveLength(0);

    h = await startHarness({}, { dataDir });
    const { data } = await h.client.GET("/api/v2.0/subscriptions({subscriptionId})", { params: { path: { subscriptionId: created.subscriptionId } } });
    expect(data).toEqual(created);
    const clock = JSON.parse((await h.raw("GET", "/_emulator/clock")).body) as { now: string };
    expect(Date.parse(clock.now)).toBeGreaterThanOrEqual(Date.parse(before));
    await h.advance(20_000);
    expect(sub.items().map((i) => [i.changeType, i.clientState])).toEqual([["created", "kept"]]);
    expect(sub.items()[0]?.resource).toContain(String(customer.body.id));
    expect(h.findings).toEqual([]);
    await h.close();

    h = await startHarness({}, { dataDir });
    await h.advance(24 * 3_600_000);
    expect(sub.pushes).toHaveLength(1);
    expect(h.emu.violations).toEqual([]);
    await h.close();
    await sub.close();
    expect(sub.findings).toEqual([]);
  });
});

describe("the journal", () => {
  it("replays puts and deletes, ignores a torn last line and compacts on open", async () => {
    const dir = tempDir();
    const store = await JournalStore.open(dir);
    await Promise.all([store.put("a", "1", { v: 1 }), store.put("a", "2", { v: 2 }), store.put("b", "1", { v: 3 })]);
    await store.put("a", "1", { v: 4 });
    expect(await store.delete("a", "2")).toBe(true);
    expect(await store.delete("a", "2")).toBe(false);
    await store.close();
    const journal = join(dir, "journal.jsonl");
    expect(readFileSync(journal, "utf8").trim().split("\n")).toHaveLength(5);
    appendFileSync(journal, '{"c":"a","i":"3","v":{"v"');

    const again = await JournalStore.open(dir);
    expect(again.get("a", "1")).toEqual({ v: 4 });
    expect(again.get("a", "2")).toBeUndefined();
    expect(again.list("b")).toEqual([{ v: 3 }]);
    expect(again.get("a", "3")).toBeUndefined();
    await again.close();
    expect(readFileSync(journal, "utf8").trim().split("\n")).toHaveLength(2);
  });

  it("refuses a corrupt line that is not the last, naming it", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, "journal.jsonl"), 'garbage\n{"c":"a","i":"1","v":1}\n');
    await expect(JournalStore.open(dir)).rejects.toThrow(StoreError);
    await expect(JournalStore.open(dir)).rejects.toThrow(/journal\.jsonl:1 is corrupt/);
  });
});
