/**
 * machine-learning (management): Quotas_List, seeded and paged, through the in-process engine, every
 * answer checked against its contract.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createManagementModule } from "../../../src/emulator/apis/management/index.js";
import { type Answer, call, closeEngines, ok, startEngine, USER_AUTH as auth } from "../in-process.js";

afterEach(closeEngines);

describe("quotas: seeded, paged with nextLink", () => {
  const url = (location: string) => `/subscriptions/7b2e4f91-3c6d-4a85-b0e7-9d1c5a3f8e26/providers/Vendor.MachineLearningServices/locations/${location}/quotas?api-version=2025-09-01`;

  it("lists subscription-level and workspace-level entries over three pages", async () => {
    const emu = await startEngine(createManagementModule);
    const entries: any[] = [];
    let pages = 0;
    for (let next: string | undefined = url("westeurope"); next; pages++) {
      const page: Answer = await call(emu, "GET", next, { headers: auth });
      ok(page);
      entries.push(...page.body.value);
      next = page.body.nextLink;
    }
    expect([pages, entries.length]).toEqual([3, 24]);
    expect(new Set(entries.map((e) => e.type))).toEqual(new Set(["Vendor.MachineLearningServices/vmFamily/quotas", "Vendor.MachineLearningServices/workspaces/quotas"]));
    expect(entries.some((e) => e.limit === 0)).toBe(true);
  });

  it("Quotas_List: a page asked again is the same; another page, subscription or address gets its own", async () => {
    const emu = await startEngine(createManagementModule);
    const send = (target: string, baseUrl = "http://127.0.0.1:4020") =>
      emu.dispatch({ method: "GET", target, headers: { authorization: auth.Authorization }, baseUrl }).then((a) => a.body as { value: Array<{ id: string }>; nextLink?: string });
    const first = await send(url("westeurope"));
    expect(await send(url("westeurope"))).toEqual(first);
    const next = new URL(first.nextLink!);
    const second = await send(next.pathname + next.search);
    expect(second.value[0]!.id).not.toBe(first.value[0]!.id);
    const other = await send(url("westeurope").replace("7b2e4f91-3c6d-4a85-b0e7-9d1c5a3f8e26", "0b2e4f91-3c6d-4a85-b0e7-9d1c5a3f8e26"));
    expect(other.value[0]!.id.startsWith("/subscriptions/0b2e4f91-")).toBe(true);
    expect((await send(url("westeurope"), "http://emulator.example:8080")).nextLink?.startsWith("http://emulator.example:8080/")).toBe(true);
    expect((await send(url("eastus"))).nextLink).toContain("/locations/eastus/");
  });

  it("answers 404 for a location without the service and 400 for a location that breaks the pattern", async () => {
    const emu = await startEngine(createManagementModule);
    const nowhere = await call(emu, "GET", url("antarctica"), { headers: auth });
    ok(nowhere);
    expect([nowhere.status, nowhere.body.error.code, nowhere.body.error.additionalInfo[0].info.locations]).toEqual([
      404,
      "LocationNotAvailableForResourceType",
      ["westeurope", "northeurope", "eastus"],
    ]);
    const bad = await call(emu, "GET", url("west%20europe"), { headers: auth });
    ok(bad);
    expect([bad.status, bad.body.error.target]).toEqual([400, "location"]);
  });

  it("answers 400 InvalidSubscriptionId for a subscription id with a slash (%2F), whose quota ids could not be shaped", async () => {
    const emu = await startEngine(createManagementModule);
    const slashed = await call(emu, "GET", "/subscriptions/a%2Fb/providers/Vendor.MachineLearningServices/locations/westeurope/quotas?api-version=2025-09-01", { headers: auth });
    ok(slashed);
    expect([slashed.status, slashed.body.error.code, slashed.body.error.target]).toEqual([400, "InvalidSubscriptionId", "subscriptionId"]);
  });
});
