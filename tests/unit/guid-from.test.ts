/** guidFrom (seed-data.ts) of a base and a suffix: the GUID of the two joined, whether remembered or made. */
import { describe, expect, it } from "vitest";
import { guidFrom } from "../../src/emulator/apis/seed-data.js";

describe("guidFrom of a base and a suffix", () => {
  it("is guidFrom of base and suffix joined, for texts asked again and for more texts than it keeps", () => {
    const group = "/subscriptions/3f2a8c1e-7b4d-4e9a-a6c2-5d1e8f0b9a47/resourcegroups/shop-rg/providers/vendor.containerinstance/containergroups/shop-web";
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 20; i++) {
        const base = `${group}-${i % (round + 5)}`;
        expect(guidFrom(base, "/principal")).toBe(guidFrom(`${base}/principal`));
        expect(guidFrom(base, "/client")).toBe(guidFrom(`${base}/client`));
      }
    }
    // the ids of earlier starts stay what they were (the GUID of the joined text, as guidFrom always made it)
    expect(guidFrom("/subscriptions/x/containerGroups/shop-web", "/principal")).toBe("fdb1eac0-691c-45dc-af49-2b054c9dd24d");
    expect(guidFrom("/subscriptions/x/containerGroups/shop-web/principal")).toBe("fdb1eac0-691c-45dc-af49-2b054c9dd24d");
    // past the number it remembers, it forgets and still answers the same
    const first = guidFrom("first", "/client");
    for (let i = 0; i < 10_050; i++) guidFrom(`text ${i}`, "/principal");
    expect(guidFrom("first", "/client")).toBe(first);
    // the same text split differently is the same text
    expect(guidFrom("ab", "c")).toBe(guidFrom("a", "bc"));
    expect(guidFrom("a", "/principal")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
