/**
 * The saved failing cases (tests/hostile/regressions/*.json, written by runProperty when fast-check finds
 * a failure): each names a property that replays it (emulator-* in emulator.test.ts, mock-* in
 * mock-front-door.test.ts, receiver-* in webhook-receiver.test.ts), so none is silently dropped.
 */
import { describe, expect, it } from "vitest";
import { loadRegressions } from "./harness.js";

const REPLAYED_BY = [/^emulator-(valid|mutated|mixed)$/, /^mock-mixed$/, /^receiver-(core|node)$/];

describe("saved regression cases", () => {
  const saved = loadRegressions();

  it("are well-formed and each is replayed by a property test", () => {
    for (const r of saved) {
      expect(
        REPLAYED_BY.some((re) => re.test(r.property)),
        `${r.file}: no test replays property ${r.property}`,
      ).toBe(true);
      expect(typeof r.error, r.file).toBe("string");
      expect(r.seed === null || Number.isInteger(r.seed), r.file).toBe(true);
      const c = r.counterexample as { wire?: { method?: unknown; target?: unknown }; method?: unknown; url?: unknown };
      const request = c.wire ?? c;
      expect(typeof request.method, r.file).toBe("string");
      expect(typeof (c.wire ? c.wire.target : c.url), r.file).toBe("string");
    }
  });
});
