/**
 * A short bounded load run (scripts/load.ts) against an emulator child with a journal: a write/read mix
 * over the contracts from 10 connections for 3 s. No timing is asserted: zero errors (connection errors,
 * timeouts, non-2xx) and every acknowledged write read back afterwards.
 */
import { describe, expect, it } from "vitest";
import { formatLoad, runLoad } from "../../scripts/load.js";

describe("the emulator under a short load", () => {
  it("answers every request of a write/read mix with 2xx and keeps every acknowledged write", async () => {
    const result = await runLoad({ durationSec: 3, connections: 10 });
    process.stderr.write(`${formatLoad(result)}\n`);
    expect(result.requests).toBeGreaterThan(0);
    expect(result.detail).toMatchObject({ errors: 0, timeouts: 0, non2xx: 0 });
    expect(result.errors).toBe(0);
    expect(result.writes.acknowledged).toBeGreaterThan(0);
    expect(result.readBack.checked).toBeGreaterThan(0);
    expect(result.readBack.problems).toEqual([]);
  }, 90_000);
});
