/**
 * The engine's lifecycle and its swaps, without HTTP: a restore that fails inside the swap (a module
 * that cannot start on the new state) puts memory, journal, clock and modules back; a snapshot whose
 * time the clock cannot hold, or whose state a module refuses (checkState), is refused before anything
 * changes, and a data directory holding such a state does not start; calls in the wrong status get a
 * clear LifecycleError; requests under way finish before a reset, and requests made during it wait.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { EmulatorError, LifecycleError } from "../../src/emulator/errors.js";
import { createEngine, type Engine, SNAPSHOT_FORMAT } from "../../src/emulator/server.js";
import { StoreError } from "../../src/emulator/store.js";
import type { ApiModule } from "../../src/emulator/types.js";

const FROZEN = Date.parse("2026-11-26T00:00:00.000Z");
const dirs: string[] = [];
const engines: Engine[] = [];
afterEach(async () => {
  await Promise.all(engines.splice(0).map((e) => e.close()));
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** A module keeping `test/items`: it refuses to start on an item named "boom", and its checkState refuses one named "refused". */
function testModule(log: string[]): ApiModule {
  return {
    apis: [],
    handlers: {},
    errors: () => ({ shape: (e) => ({ status: e.status, body: { error: { code: e.code, message: e.message } } }) }),
    collections: { "test/items": { schema: { type: "object" } } },
    checkState: (data) => (data["test/items"]?.refused ? `record "refused" of test/items: refused by the module's rule` : undefined),
    async start(ctx) {
      if (ctx.store.get("test/items", "boom")) throw new Error("cannot start on boom");
      if (!ctx.store.get("test/items", "seed")) await ctx.store.put("test/items", "seed", { seeded: true });
      log.push("start");
    },
    stop() {
      log.push("stop");
    },
  };
}

async function engine(options: { dataDir?: string } = {}, log: string[] = []): Promise<Engine> {
  const e = await createEngine({ contracts: new Map(), modules: () => [testModule(log)], frozenAt: FROZEN, quiet: true, ...options });
  engines.push(e);
  return e;
}

const snapshotOf = (data: Record<string, Record<string, unknown>>, now = "2026-12-01T00:00:00.000Z") => ({ format: SNAPSHOT_FORMAT, now, data });

describe("a restore that fails inside the swap", () => {
  it("puts back memory, journal, clock and running modules, and is refused as a bad snapshot", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "engine-"));
    dirs.push(dataDir);
    const log: string[] = [];
    const e = await engine({ dataDir }, log);
    await e.store.put("test/items", "mine", { v: 1 });
    await e.clock.advance(60_000);
    const before = e.snapshot();
    const journal = readFileSync(join(dataDir, "journal.jsonl"), "utf8");
    log.length = 0;

    const failing = e.restore(snapshotOf({ "test/items": { boom: { v: 2 } } }));
    await expect(failing).rejects.toThrow(new EmulatorError("the restore failed (cannot start on boom); the state before it is kept"));
    expect(e.state).toBe("serving");
    expect(e.snapshot()).toEqual(before);
    expect(e.clock.nowIso()).toBe(before.now);
    // the modules were stopped for the swap and run again on the old state
    expect(log).toEqual(["stop", "start"]);
    await e.close();
    // the journal holds the old state again: a restart reads it
    const again = await engine({ dataDir });
    expect(again.snapshot()).toEqual(before);
    expect(readFileSync(join(dataDir, "journal.jsonl"), "utf8").split("\n").sort()).toEqual(journal.split("\n").sort());
  });
});

describe("a snapshot refused before anything changes", () => {
  it("with a time the clock cannot hold (a valid date past year 9999), or a state a module's rule refuses", async () => {
    const log: string[] = [];
    const e = await engine({}, log);
    const before = e.snapshot();
    log.length = 0;
    for (const now of ["+275760-09-13T00:00:00.000Z", "+010000-01-01T00:00:00.000Z", "-000001-12-31T00:00:00.000Z"]) {
      expect(Number.isNaN(Date.parse(now))).toBe(false);
      await expect(e.restore(snapshotOf({}, now))).rejects.toThrow(EmulatorError);
      await expect(e.restore(snapshotOf({}, now))).rejects.toThrow(`snapshot.now ${now} is outside the years 0000 to 9999 the emulator's clock holds (RFC 3339 date-times); nothing was changed`);
    }
    await expect(e.restore(snapshotOf({ "test/items": { refused: {} } }))).rejects.toThrow(
      new EmulatorError(`snapshot.data: record "refused" of test/items: refused by the module's rule; nothing was changed`),
    );
    expect(e.snapshot()).toEqual(before);
    expect(log).toEqual([]);
    await expect(e.restore(snapshotOf({}, "9999-12-31T23:59:59.000Z"))).resolves.toBeUndefined();
  });

  it("and a data directory holding such a state does not start", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "engine-"));
    dirs.push(dataDir);
    const e = await engine({ dataDir });
    await e.store.put("test/items", "refused", {});
    await e.close();
    await expect(engine({ dataDir })).rejects.toThrow(StoreError);
    await expect(engine({ dataDir })).rejects.toThrow(/holds a state this emulator cannot start from: record "refused" of test\/items: refused by the module's rule; start with --reset-data-dir/);
  });
});

describe("the engine's lifecycle", () => {
  it("serving → swapping → serving → closing → closed; a call in the wrong status gets a clear LifecycleError", async () => {
    const e = await engine();
    expect(e.state).toBe("serving");
    const resetting = e.reset();
    // the swap holds the barrier alone: it begins once the requests before it (none) have left
    await Promise.resolve();
    expect(e.state).toBe("swapping");
    expect(() => e.snapshot()).toThrow(new LifecycleError("the emulator is swapping: cannot take a snapshot (a reset or restore is under way: await it first)"));
    await resetting;
    expect(e.state).toBe("serving");
    const closing = e.close();
    expect(e.state).toBe("closing");
    await closing;
    expect(e.state).toBe("closed");
    await expect(e.reset()).rejects.toThrow(new LifecycleError("the emulator is closed: cannot reset"));
    await expect(e.restore(e.snapshot())).rejects.toThrow(new LifecycleError("the emulator is closed: cannot restore"));
    expect(() => e.store.put("test/items", "x", {})).toThrow(new StoreError("the store is closed: cannot put"));
    const answer = await e.dispatch({ method: "GET", target: "/_emulator/health", headers: {}, baseUrl: "http://127.0.0.1" });
    expect(answer.status).toBe(503);
    expect(answer.headers?.["retry-after"]).toBe("1");
    expect(answer.body).toEqual({ error: { code: "ServiceUnavailable", message: "The emulator is closed: it takes no more requests" } });
  });

  it("a reset waits for the requests under way; a request made during it waits for it and sees the new state", async () => {
    const e = await engine();
    await e.store.put("test/items", "old", { v: 1 });
    const order: string[] = [];
    // a request under way: a clock advance whose timer waits for the test to let it finish
    let finish: () => void = () => undefined;
    e.clock.at(e.clock.now() + 1000, () => new Promise<void>((resolve) => (finish = resolve)));
    const advancing = e
      .dispatch({ method: "POST", target: "/_emulator/clock/advance", headers: { "content-type": "application/json" }, baseUrl: "http://x", body: Buffer.from('{"ms":1000}') })
      .then((a) => order.push(`advance ${a.status}`));
    const resetting = e.reset().then(() => order.push("reset"));
    const reading = e.dispatch({ method: "GET", target: "/_emulator/snapshot", headers: {}, baseUrl: "http://x" }).then((a) => {
      order.push(`snapshot ${a.status}`);
      return a.body as { data: Record<string, Record<string, unknown>> };
    });
    // nothing moves while the advance is under way; then all three, in that order
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([]);
    expect(e.state).toBe("serving");
    finish();
    const seen = await reading;
    await Promise.all([advancing, resetting]);
    expect(order).toEqual(["advance 200", "reset", "snapshot 200"]);
    expect(seen.data["test/items"]).toEqual({ seed: { seeded: true } });
  });
});
