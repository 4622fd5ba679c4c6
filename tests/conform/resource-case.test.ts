/**
 * The conformance check routes recorded exchanges as the emulator does: the registry's management
 * contracts match resource-manager paths without regard to case, the business contracts as written.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { registryContracts } from "../../src/conform/cli.js";
import { checkHar, type Har, readHar } from "../../src/conform/har.js";
import { loadRegistry } from "../../src/registry.js";

const registry = loadRegistry();
const recording = (api: string, file: string) => readHar(join(registry.find((e) => e.key === api)!.recordedDir, file));
/** The recording with every URL's path changed by `change` (host and query as recorded). */
function withPaths(har: Har, change: (path: string) => string): Har {
  const entries = har.log.entries.map((entry) => {
    const url = new URL(entry.request.url);
    return { ...entry, request: { ...entry.request, url: `${url.origin}${change(url.pathname)}${url.search}` } };
  });
  return { log: { ...har.log, entries } };
}
const outcome = (results: ReturnType<typeof checkHar>) => results.map((r) => [r.api, r.operationId, r.findings]);

describe("conform routes by the registry entry's family", () => {
  it("ContainerGroups_CreateOrUpdate: a recording through resourcegroups/SHOP-RG/providers/vendor.containerinstance/... checks as the recorded one", () => {
    const contracts = registryContracts(registry, "container-instance@2025-09-01");
    const recorded = recording("container-instance@2025-09-01", "positive.har");
    const expected = outcome(checkHar(recorded, contracts));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.every(([api, operationId]) => api === "container-instance@2025-09-01" && typeof operationId === "string")).toBe(true);
    const changed = withPaths(recorded, (p) =>
      p.replace("/resourceGroups/shop-rg/providers/Vendor.ContainerInstance/containerGroups/", "/resourcegroups/SHOP-RG/providers/vendor.containerinstance/CONTAINERGROUPS/"),
    );
    expect(changed.log.entries[0]!.request.url).toContain("/resourcegroups/SHOP-RG/");
    expect(outcome(checkHar(changed, contracts))).toEqual(expected);
  });

  it("Companies_List: a business path in another case is no operation of webhooks@v2.0", () => {
    const contracts = registryContracts(registry, "webhooks@v2.0");
    const har = recording("webhooks@v2.0", "subscriptions.har");
    const companies = { log: { ...har.log, entries: har.log.entries.filter((e) => new URL(e.request.url).pathname.endsWith("/api/v2.0/companies")) } };
    expect(checkHar(companies, contracts).map((r) => r.operationId)).toEqual(["Companies_List"]);
    const [changed] = checkHar(
      withPaths(companies, (p) => p.replace("/api/v2.0/companies", "/api/v2.0/Companies")),
      contracts,
    );
    expect(changed?.operationId).toBeUndefined();
    expect(changed?.findings[0]?.rule).toBe("operation");
  });
});
