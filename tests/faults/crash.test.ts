/**
 * Crash safety: the emulator CLI as a child process with --data-dir, writes fired concurrently through
 * the contracts (entity creates and updates, subscription creates with a real handshake, container group
 * upserts, `$batch` transactions under `Isolation: snapshot`), SIGKILL in the middle of the stream,
 * restart on the same directory: every write that was acknowledged (2xx received) is there, in its
 * acknowledged version or a later one that was in flight, and every transaction is there whole or not at
 * all (whole when acknowledged).
 * Several rounds on the same directory, so writes of earlier rounds must survive later crashes too.
 */
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { COMPANY, LOAD_SETTINGS, startEmulatorProcess, startHandshakeSubscriber, type EmulatorProcess } from "../../scripts/load.js";

const TOKEN = "Bearer crash-token";
const ARM = "/subscriptions/00000000-0000-4000-8000-00000000c4a5/resourceGroups/crash/providers/Vendor.ContainerInstance/containerGroups";
const WORKERS = 12;
const ROUNDS = 4;

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

interface Ledger {
  /** Writes acknowledged in the current round. */
  round: number;
  customers: Map<string, { name: string; updateSent?: string; updateAcked?: string }>;
  subscriptions: Set<string>;
  groups: Map<string, { acked: number; sent: number }>;
  /** `$batch` transactions by the prefix of their creates' names: acknowledged or still in flight at the kill. */
  batches: Map<string, { acked: boolean }>;
}

/** The creates of one transaction: three customers named after it. */
const BATCH_PARTS = ["A", "B", "C"];

/** One request on its own connection (no keep-alive: a killed server fails it at once). */
function call(url: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${url}${path}`,
      {
        method,
        agent: false,
        headers: { authorization: TOKEN, ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          try {
            resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
          } catch (err) {
            reject(err as Error);
          }
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

const ok = (status: number) => status >= 200 && status < 300;

/** A worker: writes until a request fails (the server died). */
async function worker(emu: EmulatorProcess, n: number, round: number, ledger: Ledger, hookUrl: string): Promise<number> {
  let acked = 0;
  const group = `${ARM}/crash-${n}?api-version=2025-09-01`;
  try {
    for (let i = 0; ; i++) {
      const name = `r${round}-w${n}-${i}`;
      const created = await call(emu.url, "POST", `/api/v2.0/companies(${COMPANY})/customers`, { displayName: name });
      if (!ok(created.status)) throw new Error(`create answered ${created.status}`);
      const id = String(created.body.id);
      ledger.customers.set(id, { name });
      acked++;
      ledger.round++;

      const entry = ledger.customers.get(id)!;
      entry.updateSent = `${name}-v2`;
      const updated = await call(emu.url, "PATCH", `/_emulator/entities/companies(${COMPANY})/customers(${id})`, { displayName: entry.updateSent }, { "if-match": "*" });
      if (!ok(updated.status)) throw new Error(`update answered ${updated.status}`);
      entry.updateAcked = entry.updateSent;
      acked++;
      ledger.round++;

      if (i % 3 === 0) {
        const sub = await call(emu.url, "POST", "/api/v2.0/subscriptions", { notificationUrl: hookUrl, resource: `/api/v2.0/companies(${COMPANY})/items`, clientState: name });
        if (!ok(sub.status)) throw new Error(`subscription answered ${sub.status}`);
        ledger.subscriptions.add(String(sub.body.subscriptionId));
        acked++;
        ledger.round++;
      }

      if (i % 2 === 1) {
        const prefix = `b${round}-w${n}-${i}`;
        ledger.batches.set(prefix, { acked: false });
        const requests = BATCH_PARTS.map((part, k) => ({ id: String(k + 1), method: "POST", url: `companies(${COMPANY})/customers`, body: { displayName: `${prefix}-${part}` } }));
        const batch = await call(emu.url, "POST", "/api/v2.0/$batch", { requests }, { isolation: "snapshot" });
        if (!ok(batch.status)) throw new Error(`$batch answered ${batch.status}`);
        ledger.batches.get(prefix)!.acked = true;
        acked++;
        ledger.round++;
      }

      const g = ledger.groups.get(group) ?? { acked: 0, sent: 0 };
      const seq = g.sent + 1;
      ledger.groups.set(group, { ...g, sent: seq });
      const put = await call(emu.url, "PUT", group, {
        location: "westeurope",
        tags: { seq: String(seq) },
        properties: { osType: "Linux", containers: [{ name: "c", properties: { image: "registry.vendor.example/crash:1", resources: { requests: { cpu: 1, memoryInGB: 1 } } } }] },
      });
      if (!ok(put.status)) throw new Error(`upsert answered ${put.status}`);
      ledger.groups.get(group)!.acked = seq;
      acked++;
      ledger.round++;
    }
  } catch (err) {
    // a connection error is the crash; an answer that is not 2xx is a bug
    if (!/ECONNRESET|ECONNREFUSED|socket hang up|EPIPE/.test((err as Error).message) && !("code" in (err as object))) throw err;
  }
  return acked;
}

/** Every acknowledged write of the ledger, read back. */
async function verify(emu: EmulatorProcess, ledger: Ledger): Promise<string[]> {
  const problems: string[] = [];
  for (const [id, c] of ledger.customers) {
    const r = await call(emu.url, "GET", `/api/v2.0/companies(${COMPANY})/customers(${id})`);
    if (r.status !== 200) problems.push(`customer ${id} (${c.name}): acknowledged, GET answered ${r.status}`);
    else if (c.updateAcked !== undefined ? r.body.displayName !== c.updateAcked : ![c.name, c.updateSent].includes(String(r.body.displayName))) {
      problems.push(`customer ${id}: displayName ${String(r.body.displayName)}; created ${c.name}, update sent ${c.updateSent ?? "-"}, acknowledged ${c.updateAcked ?? "-"}`);
    }
  }
  for (const id of ledger.subscriptions) {
    const r = await call(emu.url, "GET", `/api/v2.0/subscriptions(${id})`);
    if (r.status !== 200) problems.push(`subscription ${id}: acknowledged, GET answered ${r.status}`);
  }
  for (const [prefix, b] of ledger.batches) {
    const filter = encodeURIComponent(`startswith(displayName,'${prefix}-')`);
    const r = await call(emu.url, "GET", `/api/v2.0/companies(${COMPANY})/customers?$filter=${filter}`);
    const found = ((r.body.value as Array<{ displayName: string }> | undefined) ?? []).map((c) => c.displayName).sort();
    const whole = BATCH_PARTS.map((part) => `${prefix}-${part}`);
    if (r.status !== 200) problems.push(`$batch ${prefix}: list answered ${r.status}`);
    else if (b.acked ? found.join() !== whole.join() : found.length !== 0 && found.join() !== whole.join()) {
      problems.push(`$batch ${prefix} (${b.acked ? "acknowledged" : "in flight"}): found ${found.join(", ") || "none"} of ${whole.join(", ")}`);
    }
  }
  for (const [path, g] of ledger.groups) {
    if (g.acked === 0) continue;
    const r = await call(emu.url, "GET", path);
    const seq = Number((r.body.tags as Record<string, string> | undefined)?.seq ?? 0);
    if (r.status !== 200 || seq < g.acked || seq > g.sent) problems.push(`${path}: GET ${r.status} seq ${seq}; acknowledged ${g.acked}, sent ${g.sent}`);
  }
  return problems;
}

describe("the emulator killed with SIGKILL during writes", () => {
  it("loses no acknowledged write across restarts on the same --data-dir", async () => {
    const dir = mkdtempSync(join(tmpdir(), "emulator-crash-"));
    dirs.push(dir);
    const hook = await startHandshakeSubscriber();
    const ledger: Ledger = { round: 0, customers: new Map(), subscriptions: new Set(), groups: new Map(), batches: new Map() };
    const args = [...LOAD_SETTINGS, "--data-dir", dir];
    const perRound: number[] = [];
    let current: EmulatorProcess | undefined;
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        const emu = (current = await startEmulatorProcess(args));
        expect(await verify(emu, ledger), `before round ${round}`).toEqual([]);
        ledger.round = 0;
        const writers = Array.from({ length: WORKERS }, (_, n) => worker(emu, n, round, ledger, hook.url));
        // kill at a different moment each round, while every worker is in the middle of its stream (and
        // only once some writes went through: a busy machine may start slowly)
        const killAt = Date.now() + 250 + round * 150;
        const giveUp = Date.now() + 30_000;
        while ((Date.now() < killAt || ledger.round < 3 * WORKERS) && Date.now() < giveUp) await new Promise((r) => setTimeout(r, 10));
        await emu.kill();
        expect(emu.child.signalCode).toBe("SIGKILL");
        perRound.push((await Promise.all(writers)).reduce((a, b) => a + b, 0));
      }
      const emu = (current = await startEmulatorProcess(args));
      const problems = await verify(emu, ledger);
      await emu.stop();
      expect(problems).toEqual([]);
      // the rounds really wrote something before each crash
      expect(
        perRound.every((n) => n > 0),
        `acknowledged writes per round: ${perRound.join(", ")}`,
      ).toBe(true);
      process.stderr.write(
        `crash safety: ${ROUNDS} SIGKILLs; acknowledged writes per round ${perRound.join(", ")}; ${ledger.customers.size} entities, ${ledger.subscriptions.size} subscriptions, ${ledger.groups.size} upserted groups, ${ledger.batches.size} transactions read back intact\n`,
      );
    } finally {
      await current?.kill();
      await hook.close();
    }
  }, 120_000);
});
