/**
 * resource-health (management): Events_ListBySubscriptionId ($filter, queryStartTime, nextLink) and
 * fetchEventDetails through the in-process engine, every answer checked against its contract.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createManagementModule, PAGE_SIZE } from "../../../src/emulator/apis/management/index.js";
import { SEED_SUBSCRIPTION_ID } from "../../../src/emulator/apis/seed-data.js";
import type { Engine } from "../../../src/emulator/server.js";
import { type Answer, call, closeEngines, ok, startEngine, USER_AUTH as auth } from "../in-process.js";

afterEach(closeEngines);

describe("health events: seeded, with $filter, queryStartTime and nextLink paging", () => {
  const list = (query = "") => `/subscriptions/${SEED_SUBSCRIPTION_ID}/providers/Vendor.ResourceHealth/events?api-version=2025-05-01${query}`;
  let emu: Engine;
  beforeEach(async () => {
    emu = await startEngine(createManagementModule);
  });

  /** Follow nextLink to the end; every page checked against the contract. */
  async function all(url: string): Promise<{ pages: number; events: any[] }> {
    const events: any[] = [];
    let pages = 0;
    for (let next: string | undefined = url; next; pages++) {
      const page: Answer = await call(emu, "GET", next, { headers: auth });
      ok(page);
      expect(page.status).toBe(200);
      expect(page.body.value.length).toBeLessThanOrEqual(PAGE_SIZE);
      events.push(...page.body.value);
      next = page.body.nextLink;
    }
    return { pages, events };
  }

  it("lists the last 3 days by default, 10 a page, newest first", async () => {
    const { pages, events } = await all(list());
    expect([pages, events.length]).toEqual([2, 19]);
    const times = events.map((e) => e.properties.lastUpdateTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(events[0].id).toBe(`/subscriptions/${SEED_SUBSCRIPTION_ID}/providers/Vendor.ResourceHealth/events/${events[0].name}`);
  });

  it("lists from queryStartTime (M/D/YYYY, slashes plain or encoded)", async () => {
    const { pages, events } = await all(list("&queryStartTime=2/1/2026"));
    expect([pages, events.length]).toEqual([3, 25]);
    // The seed anchor is 3/1/2026 12:00 UTC: 15 events updated within 36 hours, 7 within 12.
    expect((await all(list("&queryStartTime=2%252F28%252F2026"))).events.length).toBe(15);
    expect((await all(list("&queryStartTime=03/01/2026"))).events.length).toBe(7);
  });

  it("filters by service or region", async () => {
    const vms = (await all(list(`&queryStartTime=1/1/2026&$filter=${encodeURIComponent("service eq 'Virtual Machines'")}`))).events;
    expect(vms.length).toBe(5);
    expect(vms.every((e) => e.properties.impact[0].impactedService === "Virtual Machines")).toBe(true);
    const both = (await all(list(`&queryStartTime=1/1/2026&$filter=${encodeURIComponent("service eq 'Storage' and region eq 'North Europe' or region eq 'Global'")}`))).events;
    expect(both.map((e) => e.name).sort()).toEqual(["6JXQ-0LD", "7TR2-L8D", "A8DP-2YS", "C4VE-9NU", "J3QT-1VC", "QLK4-9TZ", "R5GT-3HX", "V3DZ-6QJ"]);
  });

  it("withholds description, summary and updates of sensitive events; fetchEventDetails returns them", async () => {
    const { events } = await all(list());
    const sensitive = events.find((e) => e.name === "QLK4-9TZ");
    expect(sensitive.properties.isEventSensitive).toBe(true);
    expect([sensitive.properties.description, sensitive.properties.summary, sensitive.properties.impact[0].impactedRegions[0].updates]).toEqual([undefined, undefined, undefined]);
    expect(events.find((e) => e.name === "BC_1-FXZ").properties.description).toEqual(expect.any(String));
    const details = await call(emu, "POST", `/subscriptions/${SEED_SUBSCRIPTION_ID}/providers/Vendor.ResourceHealth/events/QLK4-9TZ/fetchEventDetails?api-version=2025-05-01`, { headers: auth });
    ok(details);
    expect(details.body.properties).toMatchObject({ description: expect.any(String), summary: expect.any(String) });
    expect(details.body.properties.impact[0].impactedRegions[0].updates).toHaveLength(1);
  });

  it("Events_ListBySubscriptionId: a list asked again is the same; it follows the window, the query and the address", async () => {
    const send = (target: string, baseUrl = "http://127.0.0.1:4020") =>
      emu.dispatch({ method: "GET", target, headers: { authorization: auth.Authorization }, baseUrl }).then((a) => a.body as { value: unknown[]; nextLink?: string });
    const first = await send(list());
    expect(await send(list())).toEqual(first);
    const token = (b: { nextLink?: string }) => JSON.parse(Buffer.from(new URL(b.nextLink!).searchParams.get("$skiptoken")!, "base64url").toString()) as { start: number };
    await emu.clock.advance(60_000);
    const later = await send(list());
    expect(later).not.toBe(first);
    expect(token(later).start).toBe(token(first).start + 60_000);
    const elsewhere = await send(list(), "http://emulator.example:8080");
    expect(elsewhere.nextLink?.startsWith("http://emulator.example:8080/")).toBe(true);
    expect((await send(list("&queryStartTime=03/01/2026"))).value).toHaveLength(7);
    expect((await send(list(`&queryStartTime=1/1/2026&$filter=${encodeURIComponent("service eq 'Virtual Machines'")}`))).value).toHaveLength(5);
  });

  it("answers 400 and 404 in the flat { code, message, details } shape", async () => {
    const badDate = await call(emu, "GET", list("&queryStartTime=2/30/2025"), { headers: auth });
    ok(badDate);
    expect([badDate.status, badDate.body.code]).toEqual([400, "InvalidQueryParameter"]);
    const badShape = await call(emu, "GET", list("&queryStartTime=2025-02-01"), { headers: auth });
    ok(badShape);
    expect(badShape.status).toBe(400);
    // a value of another shape is told the shape it should have (the parameter's example), the pattern last for tools
    expect(badShape.body.message).toMatch(/^query parameter queryStartTime must look like 5\/12\/2025 \(got "2025-02-01"; pattern \^\(0\?\[1-9\].*\$\) \(\/request\/query\/queryStartTime\)$/);
    const badFilter = await call(emu, "GET", list(`&$filter=${encodeURIComponent("status eq 'Active'")}`), { headers: auth });
    ok(badFilter);
    expect([badFilter.status, badFilter.body.code]).toEqual([400, "InvalidFilter"]);
    const missing = await call(emu, "POST", `/subscriptions/${SEED_SUBSCRIPTION_ID}/providers/Vendor.ResourceHealth/events/NOPE-000/fetchEventDetails?api-version=2025-05-01`, { headers: auth });
    ok(missing);
    expect([missing.status, missing.body.code]).toEqual([404, "EventNotFound"]);
    const unauthenticated = await call(emu, "GET", list());
    ok(unauthenticated);
    expect(unauthenticated.status).toBe(401);
  });
});
