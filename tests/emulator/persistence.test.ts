/**
 * --data-dir: a restart loses no acknowledged write, resumes pending deliveries and keeps virtual time;
 * the journal tolerates a torn last line (a transaction's too: none of it is kept) and is compacted on
 * start and while running (300 overwrites of a 100 KB customer keep it under 10 MiB); a data directory the
 * emulator cannot start from (a record that does not fit, a directory it cannot make) is one line and exit
 * 1, and --reset-data-dir starts from the seed with the old journal kept; a snapshot whose now the clock
 * cannot hold is refused with nothing changed, and the data directory starts again after it.
 */
import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../scripts/lib/registry.js";
import { SNAPSHOT_FORMAT } from "../../src/emulator/index.js";
import { JournalStore } from "../../src/emulator/journal.js";
import { StoreError } from "../../src/emulator/store.js";
import { COMPANY, resourceOf, spawnEmulatorCli, startHarness, Subscriber, TOKEN } from "./helpers.js";

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

describe("the journal of a long run", () => {
  it("stays under 10 MiB across 300 overwrites of a 100 KB customer (compacted while running), and a restart reads the last one", async () => {
    const dataDir = tempDir();
    const journal = join(dataDir, "journal.jsonl");
    let h = await startHarness({}, { dataDir });
    const created = await h.change("POST", `companies(${COMPANY})/customers`, { displayName: "Large" });
    const path = `/_emulator/entities/companies(${COMPANY})/customers(${String(created.body.id)})`;
    let largest = 0;
    for (let n = 0; n < 300; n++) {
      const displayName = `${n}:${"x".repeat(100 * 1024)}`;
      const res = await h.raw("PATCH", path, { headers: { "content-type": "application/json", "if-match": "*" }, body: JSON.stringify({ displayName }) });
      expect(res.status).toBe(200);
      largest = Math.max(largest, statSync(journal).size);
    }
    // 300 × 100 KB is 30 MiB without compaction
    expect(largest).toBeLessThan(10 * 1024 * 1024);
    await h.close();
    h = await startHarness({}, { dataDir });
    const read = await h.raw("GET", `/api/v2.0/companies(${COMPANY})/customers(${String(created.body.id)})`, { headers: { authorization: TOKEN } });
    expect(read.status).toBe(200);
    expect((JSON.parse(read.body) as { displayName: string }).displayName).toBe(`299:${"x".repeat(100 * 1024)}`);
    await h.close();
  });
});

describe("a transaction in the journal", () => {
  it("Batch_Execute under Isolation: snapshot is one journal entry: a crash in the middle of writing it keeps none of the batch", async () => {
    const dataDir = tempDir();
    let h = await startHarness({}, { dataDir });
    expect((await h.change("POST", `companies(${COMPANY})/customers`, { displayName: "Before the batch" })).status).toBe(201);
    const requests = ["Batch A", "Batch B", "Batch C"].map((displayName, n) => ({ id: String(n + 1), method: "POST" as const, url: `companies(${COMPANY})/customers`, body: { displayName } }));
    const batch = await h.client.POST("/api/v2.0/$batch", { params: { header: { Isolation: "snapshot" } }, body: { requests } });
    expect(batch.data!.responses.map((r) => r.status)).toEqual([201, 201, 201]);
    await h.close();

    // a crash in the middle of the commit's write: the journal ends inside the last line that holds the batch
    const journal = join(dataDir, "journal.jsonl");
    const text = readFileSync(journal, "utf8");
    const lines = text.split("\n");
    const last = lines.map((l) => l.includes("Batch ")).lastIndexOf(true);
    expect(["Batch A", "Batch B", "Batch C"].every((name) => lines[last]!.includes(name))).toBe(true);
    const start = lines.slice(0, last).reduce((n, l) => n + Buffer.byteLength(l) + 1, 0);
    truncateSync(journal, start + Math.floor(Buffer.byteLength(lines[last]!) / 2));

    h = await startHarness({}, { dataDir });
    const names = (await h.client.GET("/api/v2.0/companies({companyId})/{entitySetName}", { params: { path: { companyId: COMPANY, entitySetName: "customers" } } })).data!.value.map(
      (c) => c.displayName,
    );
    expect(names).toContain("Before the batch");
    expect(names.filter((n) => String(n).startsWith("Batch "))).toEqual([]);
    await h.close();
  });

  it("writes a committed transaction as one line", async () => {
    const dir = tempDir();
    const store = await JournalStore.open(dir);
    const tx = store.transaction();
    await Promise.all([tx.put("a", "1", { v: 1 }), tx.put("a", "2", { v: 2 }), tx.delete("a", "3")]);
    await tx.commit();
    await store.close();
    expect(readFileSync(join(dir, "journal.jsonl"), "utf8").trim().split("\n")).toHaveLength(1);
    const again = await JournalStore.open(dir);
    expect(again.list("a")).toEqual([{ v: 1 }, { v: 2 }]);
    await again.close();
  });
});

describe("a data directory the emulator cannot start from", () => {
  const tsx = join(repoRoot, "node_modules", ".bin", "tsx");
  const cli = join(repoRoot, "src", "emulator", "cli.ts");

  it("refuses a record that does not fit in one line naming it and the way out, keeps the files, and --reset-data-dir starts from the seed with the old journal kept aside", async () => {
    const dataDir = tempDir();
    const journal = join(dataDir, "journal.jsonl");
    const damaged = '{"c":"webhooks/subscriptions","i":"5d0c","v":{}}\n';
    writeFileSync(journal, damaged);
    const run = spawnSync(tsx, [cli, "--port", "0", "--quiet", "--data-dir", dataDir], { cwd: repoRoot, encoding: "utf8", timeout: 60_000 });
    expect(run.status).toBe(1);
    const lines = run.stderr.split("\n").filter((l) => l !== "");
    expect(lines).toEqual([
      `emulator: ${journal} holds a state this emulator cannot start from: record "5d0c" of webhooks/subscriptions does not fit: must have required property 'fields'; start with --reset-data-dir to begin from the seed (the old journal is kept aside, renamed with the time)`,
    ]);
    expect(readFileSync(journal, "utf8")).toBe(damaged);

    const started = await spawnEmulatorCli(["--port", "0", "--quiet", "--data-dir", dataDir, "--reset-data-dir"], /Emulator ready on (http:\/\/\S+)/);
    try {
      const url = started.match[1]!;
      const aside = readdirSync(dataDir).find((f) => /^journal\.\d{4}-\d\d-\d\dT[\d-]+Z\.jsonl$/.test(f));
      expect(aside).toBeDefined();
      expect(readFileSync(join(dataDir, aside!), "utf8")).toBe(damaged);
      expect(started.err()).toBe(`emulator: --reset-data-dir: the old journal is kept as ${join(dataDir, aside!)}; starting from the seed\n`);
      const companies = (await (await fetch(`${url}/api/v2.0/companies`, { headers: { authorization: TOKEN } })).json()) as { value: unknown[] };
      expect(companies.value).toHaveLength(1);
    } finally {
      started.child.kill("SIGKILL");
    }
  }, 120_000);

  it("exits 1 with one line at once for a data directory that cannot be made", () => {
    const run = spawnSync(tsx, [cli, "--port", "0", "--quiet", "--data-dir", "/proc/nope"], { cwd: repoRoot, encoding: "utf8", timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr.split("\n").filter((l) => l !== "")).toEqual([expect.stringMatching(/^emulator: cannot create the data directory \/proc\/nope: ENOENT/)]);
    expect(existsSync("/proc/nope")).toBe(false);
  }, 120_000);

  it("refuses a snapshot whose now the clock cannot hold with 400 before anything changes: state, journal and clock as they were, health 200, and a restart serves", async () => {
    const dataDir = tempDir();
    let h = await startHarness({}, { dataDir });
    await h.change("POST", `companies(${COMPANY})/customers`, { displayName: "Kept on disk" });
    const journal = join(dataDir, "journal.jsonl");
    const before = { journal: readFileSync(journal), snapshot: h.emu.snapshot() };
    const refused = await h.raw("POST", "/_emulator/restore", {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...before.snapshot, now: "+275760-09-13T00:00:00.000Z" }),
    });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toEqual({
      error: {
        code: "InvalidRequestBody",
        message: "snapshot.now +275760-09-13T00:00:00.000Z is outside the years 0000 to 9999 the emulator's clock holds (RFC 3339 date-times); nothing was changed (/request/body)",
      },
    });
    expect(readFileSync(journal)).toEqual(before.journal);
    const after = h.emu.snapshot();
    expect(after.data).toEqual(before.snapshot.data);
    const clock = JSON.parse((await h.raw("GET", "/_emulator/clock")).body) as { now: string };
    // real time went on; the clock was not moved
    expect(Date.parse(clock.now) - Date.parse(before.snapshot.now)).toBeGreaterThanOrEqual(0);
    expect(Date.parse(clock.now) - Date.parse(before.snapshot.now)).toBeLessThan(60_000);
    expect((await h.raw("GET", "/_emulator/health")).status).toBe(200);
    await h.close();
    h = await startHarness({}, { dataDir });
    expect((await h.raw("GET", "/_emulator/health")).status).toBe(200);
    expect(h.emu.snapshot().data["webhooks/entities/customers"]).toEqual(before.snapshot.data["webhooks/entities/customers"]);
    await h.close();
  });

  it("answers 503 with Retry-After to a restore whose journal cannot be written, keeps serving the state before, and restores once it can", async () => {
    const dataDir = tempDir();
    const h = await startHarness({}, { dataDir });
    const snapshot = h.emu.snapshot();
    await h.change("POST", `companies(${COMPANY})/customers`, { displayName: "Made after the snapshot" });
    const journal = join(dataDir, "journal.jsonl");
    mkdirSync(`${journal}.tmp`); // the temporary file's name is taken by a directory
    const restore = () => h.raw("POST", "/_emulator/restore", { headers: { "content-type": "application/json" }, body: JSON.stringify(snapshot) });
    const refused = await restore();
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(JSON.parse(refused.body).error.message).toMatch(/^cannot write .*journal\.jsonl\.tmp: EISDIR.*; the state before is kept$/);
    const names = async () => ((await h.change("GET", `companies(${COMPANY})/customers`)).body.value as Array<{ displayName: string }>).map((c) => c.displayName);
    expect(await names()).toContain("Made after the snapshot");
    expect((await h.change("POST", `companies(${COMPANY})/customers`, { displayName: "Made after the refusal" })).status).toBe(201);
    expect((await h.raw("GET", "/_emulator/health")).status).toBe(200);
    rmSync(`${journal}.tmp`, { recursive: true });
    expect((await restore()).status).toBe(200);
    expect(await names()).not.toContain("Made after the snapshot");
    await h.close();
  });

  it("leaves the journal as it was when a restore is refused", async () => {
    const dataDir = tempDir();
    const h = await startHarness({}, { dataDir });
    await h.change("POST", `companies(${COMPANY})/customers`, { displayName: "Kept on disk" });
    const before = readFileSync(join(dataDir, "journal.jsonl"));
    const refused = await h.raw("POST", "/_emulator/restore", {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ format: SNAPSHOT_FORMAT, now: "2026-11-26T00:00:00Z", data: { "webhooks/entities/customers": { x: 5 } } }),
    });
    expect(refused.status).toBe(400);
    expect(readFileSync(join(dataDir, "journal.jsonl"))).toEqual(before);
    await h.close();
  });
});
