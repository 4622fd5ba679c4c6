/**
 * The mock front door routes resource-manager paths without regard to case, as the emulator does: the
 * management family's literal segments match in any case, and Prism (which matches as written) is given
 * the path as the contract writes it. The business and lifecycle paths stay exact.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findApi, loadRegistry, type ApiEntry } from "../../src/registry.js";
import { servedContracts } from "../../src/emulator/contracts.js";
import { Router } from "../../src/emulator/router.js";
import { type MockServer, prismPath, startMocks } from "../../src/mock/server.js";

const dir = mkdtempSync(join(tmpdir(), "mock-case-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fixture(name: string, family: string, paths: Record<string, unknown>): ApiEntry {
  const bundle = join(dir, `${name}.json`);
  writeFileSync(bundle, JSON.stringify({ openapi: "3.1.0", info: { title: name, version: "1" }, paths }));
  return { key: `${name}@v1`, name, version: "v1", family, root: bundle, generatedDir: dir, bundle, recordedDir: dir };
}
const get = { get: { responses: { "200": { description: "OK" } } } };

describe("the path Prism is given: literal segments in any case where the entry's family says so", () => {
  // the front door routes with the emulator's router, over the same contracts
  const router = new Router(
    servedContracts({
      entries: [
        fixture("arm", "management", { "/subscriptions/{s}/resourceGroups/{g}/providers/Vendor.Thing/things/{name}": get, "/providers/Vendor.Thing/items({id})/Parts": get }),
        fixture("odata", "business", { "/api/v2.0/companies({id})/salesQuotes": get }),
      ],
    }),
  );
  const forPrism = (path: string) => {
    const routed = router.route("GET", path).routed;
    return routed && { api: routed.api, path: prismPath(routed.contract, routed.match, new Map()) };
  };

  it("gives Prism the literal segments as the template writes them, the values as sent (percent-encoding kept)", () => {
    expect(forPrism("/SUBSCRIPTIONS/1/resourcegroups/Shop-RG/providers/vendor.thing/THINGS/My%20Thing")).toEqual({
      api: "arm@v1",
      path: "/subscriptions/1/resourceGroups/Shop-RG/providers/Vendor.Thing/things/My%20Thing",
    });
    // a segment with a value in it: its literals rewritten, its value kept
    expect(forPrism("/PROVIDERS/vendor.thing/ITEMS(a%2Fb)/parts")).toMatchObject({ path: "/providers/Vendor.Thing/items(a%2Fb)/Parts" });
    // a path already in the contract's case goes as sent, byte for byte
    expect(forPrism("/providers/Vendor.Thing/items(%41)/Parts")?.path).toBe("/providers/Vendor.Thing/items(%41)/Parts");
  });

  it("keeps the business family's paths exact", () => {
    expect(forPrism("/api/v2.0/companies(1)/salesQuotes")).toEqual({ api: "odata@v1", path: "/api/v2.0/companies(1)/salesQuotes" });
    expect(forPrism("/api/v2.0/companies(1)/salesquotes")).toBeUndefined();
    expect(forPrism("/API/v2.0/companies(1)/salesQuotes")).toBeUndefined();
  });
});

describe("front door with Prism: a case-changed resource-manager path reaches its API's Prism", () => {
  const registry = loadRegistry();
  const entries = [findApi(registry, "container-instance@2025-09-01"), findApi(registry, "webhooks@v2.0")];
  let mocks: MockServer;
  beforeAll(async () => {
    mocks = await startMocks({ entries, port: 0, log: () => undefined });
  }, 60_000);
  afterAll(async () => mocks?.close());

  it("ContainerGroups_Get: resourcegroups/shop-rg/providers/vendor.containerinstance/containergroups/... answers as the contract's path does", async () => {
    const sub = "3f2a8c1e-7b4d-4e9a-a6c2-5d1e8f0b9a47";
    const headers = { authorization: "Bearer token" };
    const plain = await fetch(`${mocks.url}/subscriptions/${sub}/resourceGroups/Shop-RG/providers/Vendor.ContainerInstance/containerGroups/shop-web?api-version=2025-09-01`, { headers });
    const changed = await fetch(`${mocks.url}/SUBSCRIPTIONS/${sub}/resourcegroups/shop-rg/providers/vendor.containerinstance/CONTAINERGROUPS/shop-web?api-version=2025-09-01`, { headers });
    expect(plain.status).toBe(200);
    expect([changed.status, await changed.json()]).toEqual([plain.status, await plain.json()]);
  });

  it("Subscriptions_List: webhooks paths stay exact (404 in another case)", async () => {
    expect((await fetch(`${mocks.url}/api/v2.0/subscriptions`, { headers: { authorization: "Bearer token" } })).status).not.toBe(404);
    const changed = await fetch(`${mocks.url}/api/v2.0/Subscriptions`, { headers: { authorization: "Bearer token" } });
    expect(changed.status).toBe(404);
    expect(JSON.stringify(await changed.json())).toContain("No operation of the served APIs matches GET /api/v2.0/Subscriptions");
  });
});
