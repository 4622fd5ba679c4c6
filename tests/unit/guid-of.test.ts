/** guidOf (seed-data.ts): guidFrom of a base and a suffix, the last few found by comparing them. */
import { describe, expect, it } from "vitest";
import { guidFrom, guidOf } from "../../src/emulator/apis/seed-data.js";

describe("guidOf", () => {
  it("is guidFrom of base and suffix joined, for texts asked again and for more texts than it keeps", () => {
    const group = "/subscriptions/3f2a8c1e-7b4d-4e9a-a6c2-5d1e8f0b9a47/resourcegroups/shop-rg/providers/vendor.containerinstance/containergroups/shop-web";
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 20; i++) {
        const base = `${group}-${i % (round + 5)}`;
        expect(guidOf(base, "/principal")).toBe(guidFrom(`${base}/principal`));
        expect(guidOf(base, "/client")).toBe(guidFrom(`${base}/client`));
        expect(guidOf(base)).toBe(guidFrom(base));
      }
    }
    // the same text split differently is the same text
    expect(guidOf("ab", "c")).toBe(guidOf("a", "bc"));
    expect(guidOf("a", "/principal")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
