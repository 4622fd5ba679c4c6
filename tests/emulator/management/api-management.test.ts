/**
 * api-management (management): the API gateway entries are components only (the resource body of an API
 * entry, no path, no webhook), so the emulator serves no operation of either version and routes nothing there.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createManagementModule } from "../../../src/emulator/apis/management/index.js";
import { call, closeEngines, registry, repoRoot, startEngine, USER_AUTH as auth } from "../in-process.js";

afterEach(closeEngines);

describe("api-management: components only, nothing to serve", () => {
  it.each(["api-management@2016-07-07", "api-management@2020-12-01"])("%s: its bundle declares schemas and no path or webhook; the management module does not claim it", (key) => {
    expect(registry.map((e) => e.key)).toContain(key);
    const [api, version] = key.split("@") as [string, string];
    // the oracle is the committed bundle, read raw
    const bundle = JSON.parse(readFileSync(join(repoRoot, "generated", api, version, "openapi.json"), "utf8")) as { paths?: object; webhooks?: object; components: { schemas: object } };
    expect([Object.keys(bundle.paths ?? {}), Object.keys(bundle.webhooks ?? {})]).toEqual([[], []]);
    expect(Object.keys(bundle.components.schemas)).toContain("ApiContract");
    expect(createManagementModule().apis).not.toContain(key);
  });

  it("an API entry's resource address answers 404 InvalidResourceType: no operation routes there", async () => {
    const emu = await startEngine(createManagementModule);
    const url = "/subscriptions/3f2a8c1e-7b4d-4e9a-a6c2-5d1e8f0b9a47/resourceGroups/shop-rg/providers/Vendor.ApiManagement/service/shop-gateway/apis/orders?api-version=2020-12-01";
    const answer = await call(emu, "GET", url, { headers: auth });
    expect([answer.status, answer.operationId, answer.body.error.code]).toEqual([404, undefined, "InvalidResourceType"]);
  });
});
