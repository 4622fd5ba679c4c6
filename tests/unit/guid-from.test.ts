/** guidFrom (seed-data.ts): the same GUID for the same text, in every emulator and every version (ids that must not change between starts). */
import { describe, expect, it } from "vitest";
import { guidFrom } from "../../src/emulator/apis/seed-data.js";

describe("guidFrom", () => {
  it("gives each text the GUID it has always had: a version 4 GUID shape, the same on every call", () => {
    // recorded from the emulator before this version: a changed value breaks ids that clients keep
    expect(guidFrom("/subscriptions/x/containerGroups/shop-web/principal")).toBe("fdb1eac0-691c-45dc-af49-2b054c9dd24d");
    expect(guidFrom("Virtual Machines")).toBe("5a0f5fcc-2b9d-4644-a79a-3c53a86a45d5");
    expect(guidFrom("Container Instances")).toBe("cd8852ae-40e8-4510-ab7d-cb17ced089b9");
    expect(guidFrom("Event Hubs")).toBe(guidFrom("Event Hubs"));
    expect(guidFrom("Event Hubs")).not.toBe(guidFrom("Event Hubs "));
    expect(guidFrom("a/principal")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
