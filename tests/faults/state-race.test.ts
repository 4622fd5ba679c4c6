/**
 * Restore and reset under traffic, on a data directory: the emulator CLI as a child process with
 * --data-dir, 8 clients creating customers (Entities_Create through the contract path) while a ninth
 * alternates 10 restores of a snapshot and 10 resets. Every answer is checked (201 for a create, 200 for a
 * swap, never a 5xx), and every acknowledged create against the swaps by the times the client saw: one
 * answered before a swap was sent is wiped by it, one sent after every swap was answered is there. Then
 * SIGKILL, and a restart on the same directory starts, serves, and holds exactly what was there before.
 */
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { COMPANY, LOAD_SETTINGS, startEmulatorProcess, type EmulatorProcess } from "../../scripts/load.js";

const WRITERS = 8;
const SWAPS = 20;

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** When the request was sent and when its answer was complete (performance.now(), this process). */
  sent: number;
  answered: number;
}

/** One request with node's own http client. */
function call(agent: http.Agent, url: string, method: string, path: string, token: string, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const sent = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}${path}`,
      { method, agent, headers: { authorization: token, ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, sent, answered: performance.now() });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

interface Write {
  name: string;
  id: string;
  sent: number;
  answered: number;
}

/** Whether each create is there: true, false, or the status of a GET that answered neither 200 nor 404. */
async function presence(emu: EmulatorProcess, writes: Write[]): Promise<Map<string, boolean | string>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const found = new Map<string, boolean | string>();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < writes.length) {
        const w = writes[next++]!;
        const r = await call(agent, emu.url, "GET", `/api/v2.0/companies(${COMPANY})/customers(${w.id})`, "Bearer reader");
        found.set(w.id, r.status === 200 && r.body.displayName === w.name ? true : r.status === 404 ? false : `GET ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
      }
    }),
  );
  agent.destroy();
  return found;
}

describe("restores and resets racing writers on --data-dir", () => {
  it("never answer 5xx, keep every acknowledged create or wipe it by a later swap, and the directory starts again after a SIGKILL", async () => {
    const dir = mkdtempSync(join(tmpdir(), "emulator-race-"));
    dirs.push(dir);
    const args = [...LOAD_SETTINGS, "--data-dir", dir];
    let emu = await startEmulatorProcess(args);
    try {
      const control = new http.Agent({ keepAlive: true });
      const snapshot = await call(control, emu.url, "GET", "/_emulator/snapshot", "Bearer control");
      expect(snapshot.status).toBe(200);

      const writes: Write[] = [];
      const refused: string[] = [];
      const swaps: Array<Answer & { kind: string }> = [];
      let swapping = true;
      const writer = async (w: number) => {
        const agent = new http.Agent({ keepAlive: true });
        // until the swaps are over, then a few more (sent after every swap was answered)
        for (let n = 0, after = 0; after < 5; n++) {
          if (!swapping) after++;
          const name = `w${w}-${n}`;
          const r = await call(agent, emu.url, "POST", `/api/v2.0/companies(${COMPANY})/customers`, `Bearer writer-${w}`, { displayName: name });
          if (r.status === 201) writes.push({ name, id: String(r.body.id), sent: r.sent, answered: r.answered });
          else refused.push(`${name}: ${r.status} ${JSON.stringify(r.body)}`);
        }
        agent.destroy();
      };
      const swapper = async () => {
        for (let n = 0; n < SWAPS; n++) {
          // let the writers get some creates in between
          await new Promise((r) => setTimeout(r, 5 + (n % 4) * 10));
          const kind = n % 2 === 0 ? "restore" : "reset";
          const r = await call(control, emu.url, "POST", `/_emulator/${kind}`, "Bearer control", kind === "restore" ? snapshot.body : undefined);
          swaps.push({ ...r, kind });
        }
        swapping = false;
      };
      await Promise.all([swapper(), ...Array.from({ length: WRITERS }, (_, w) => writer(w))]);
      control.destroy();

      expect(refused).toEqual([]);
      expect(swaps.map((s) => `${s.kind} ${s.status}`)).toEqual(Array.from({ length: SWAPS }, (_, n) => `${n % 2 === 0 ? "restore" : "reset"} 200`));
      // the race happened: creates under way while a swap was
      const overlapping = writes.filter((w) => swaps.some((s) => w.sent < s.answered && s.sent < w.answered)).length;
      expect(overlapping).toBeGreaterThan(0);

      const before = await presence(emu, writes);
      const problems: string[] = [];
      for (const w of writes) {
        const there = before.get(w.id);
        if (typeof there === "string") problems.push(`${w.name}: ${there}`);
        else if (swaps.some((s) => s.sent > w.answered) && there) problems.push(`${w.name}: acknowledged before a swap was sent, still there`);
        else if (swaps.every((s) => s.answered < w.sent) && !there) problems.push(`${w.name}: sent after every swap was answered, acknowledged, missing`);
      }
      expect(problems).toEqual([]);
      const kept = writes.filter((w) => before.get(w.id) === true).length;
      expect(kept).toBeGreaterThanOrEqual(WRITERS * 5);

      await emu.kill();
      expect(emu.child.signalCode).toBe("SIGKILL");
      emu = await startEmulatorProcess(args);
      const health = await call(new http.Agent(), emu.url, "GET", "/_emulator/health", "Bearer control");
      expect(health.status).toBe(200);
      const after = await presence(emu, writes);
      expect(Object.fromEntries(after)).toEqual(Object.fromEntries(before));
      process.stderr.write(`state race: ${writes.length} creates acknowledged (${overlapping} under way during a swap), ${SWAPS} swaps, ${kept} kept across a SIGKILL\n`);
    } finally {
      await emu.kill();
    }
  }, 120_000);
});
