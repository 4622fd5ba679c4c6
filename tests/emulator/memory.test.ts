/**
 * Nothing per caller grows for ever (issue 27, point 5), in the manner of Prism's
 * memory-leak-prevention.spec.ts: through the real modules, 20,000 requests with distinct tokens to the
 * webhooks API (its throttle), 10,000 to the management plane (its token buckets), 300 subscriptions
 * created (with a handshake) and deleted, each with its own token and notificationUrl; then a virtual
 * day. After GC the heap is back within 8 MiB of where it started. The measurement runs in its own node
 * process with --expose-gc (tests/emulator/memory-probe.ts): vitest's own heap is not in it.
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { repoRoot } from "../../scripts/lib/registry.js";

const MiB = 1024 * 1024;
/** What the heap may keep after the load, once every window has passed: the "small stated bound". */
const BOUND = 8 * MiB;

interface Probe {
  baseline: number;
  loaded: number;
  after: number;
  windowsDuring: number;
  sizesAfter: { windows: number; open: number; running: number; waiting: number };
  subscriptionsLeft: number;
  ms: number;
}

it("the heap is back within 8 MiB after 20,000 webhooks tokens, 10,000 management tokens and 300 subscriptions created and deleted, a virtual day later", async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ["--expose-gc", "--import", "tsx", join(repoRoot, "tests", "emulator", "memory-probe.ts")], {
    cwd: repoRoot,
    timeout: 120_000,
  });
  const probe = JSON.parse(stdout.trim().split("\n").at(-1)!) as Probe;
  const report = `baseline ${(probe.baseline / MiB).toFixed(1)} MiB, loaded +${((probe.loaded - probe.baseline) / MiB).toFixed(1)} MiB, after +${((probe.after - probe.baseline) / MiB).toFixed(1)} MiB (${probe.ms} ms)`;
  // the load reached the throttle (one window per token) and the heap saw it: the bound below is not vacuous
  expect(probe.windowsDuring, report).toBeGreaterThanOrEqual(20_000);
  expect(probe.loaded - probe.baseline, report).toBeGreaterThan(4 * MiB);
  // a day later: one window (the request that came after), nothing open, no subscription, and the heap back
  expect(probe.sizesAfter).toEqual({ windows: 1, open: 0, running: 0, waiting: 0 });
  expect(probe.subscriptionsLeft).toBe(0);
  expect(probe.after - probe.baseline, report).toBeLessThanOrEqual(BOUND);
}, 180_000);
