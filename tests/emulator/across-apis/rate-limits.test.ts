/**
 * Request-rate limits of the gap decisions, on the virtual clock: management-plane token buckets per
 * subscription and principal (reads 250 at 25/s; writes and deletes 200 at 10/s each), shared by every
 * management API. Every answer, 429s included, is checked against its contract. (The 5 per second of
 * document-classifiers' model management: tests/emulator/document-lifecycle/document-classifiers.test.ts.)
 */
import { afterEach, describe, expect, it } from "vitest";
import { createManagementModule } from "../../../src/emulator/apis/management/index.js";
import { SEED_SUBSCRIPTION_ID } from "../../../src/emulator/apis/seed-data.js";
import { call, closeEngines, example, jwt, ok, startEngine } from "../in-process.js";

afterEach(closeEngines);
const auth = { Authorization: `Bearer ${jwt({ oid: "11111111-2222-4333-8444-555555555555" })}` };
const otherPrincipal = { Authorization: `Bearer ${jwt({ oid: "99999999-2222-4333-8444-555555555555" })}` };
const quotas = (subscription = "7b2e4f91-3c6d-4a85-b0e7-9d1c5a3f8e26") => `/subscriptions/${subscription}/providers/Vendor.MachineLearningServices/locations/westeurope/quotas?api-version=2025-09-01`;
const job = (name: string) => `/subscriptions/56b5e0a9-b645-407d-99b0-c64f86013e3d/resourcegroups/sjrg3276/providers/Vendor.StreamAnalytics/streamingjobs/${name}?api-version=2020-03-01`;

describe("management plane: token buckets per subscription and principal", () => {
  it("allows 250 reads at once by default, then 429 with Retry-After and remaining reads 0, refilled at 25 per second", async () => {
    const emu = await startEngine(createManagementModule);
    for (let i = 0; i < 250; i++) expect((await call(emu, "GET", quotas(), { headers: auth })).status).toBe(200);
    const refused = await call(emu, "GET", quotas(), { headers: auth });
    ok(refused);
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe("1");
    expect(refused.headers["x-vendor-ratelimit-remaining-subscription-reads"]).toBe("0");
    expect(refused.body.error.code).toBe("TooManyRequests");
    expect(refused.body.error.message).toMatch(/reads limit .* \(250, refilled at 25 per second\)\. Retry after 1 second\./);

    await emu.clock.advance(1000); // 25 back
    for (let i = 0; i < 25; i++) expect((await call(emu, "GET", quotas(), { headers: auth })).status).toBe(200);
    expect((await call(emu, "GET", quotas(), { headers: auth })).status).toBe(429);
  });

  it("keeps one bucket per subscription, principal and kind", async () => {
    const emu = await startEngine(createManagementModule, { managementReadsBucket: 2, managementReadsPerSecond: 1, managementWritesBucket: 1, managementWritesPerSecond: 1 });
    await call(emu, "GET", quotas(), { headers: auth });
    await call(emu, "GET", quotas(), { headers: auth });
    expect((await call(emu, "GET", quotas(), { headers: auth })).status).toBe(429);
    expect((await call(emu, "GET", quotas(), { headers: otherPrincipal })).status).toBe(200);
    expect((await call(emu, "GET", quotas("0c5d7e9f-1a2b-4c3d-8e4f-5a6b7c8d9e0f"), { headers: auth })).status).toBe(200);
    // writes and deletes have their own buckets
    const put = await call(emu, "PUT", job("sj-a"), { headers: auth, body: example("stream-analytics@2020-03-01", "CreateShellJob") });
    expect(put.status).toBe(201);
    const namespace = `/subscriptions/${SEED_SUBSCRIPTION_ID}/resourceGroups/telemetry-rg/providers/Vendor.EventHub/namespaces/contoso-telemetry-ns?api-version=2026-01-01`;
    const deleted = await call(emu, "DELETE", namespace, { headers: auth });
    ok(deleted);
    expect(deleted.status).toBe(202);
    const again = await call(emu, "DELETE", namespace, { headers: auth });
    ok(again);
    expect([again.status, again.headers["x-vendor-ratelimit-remaining-subscription-deletes"]]).toEqual([429, "0"]);
  });

  it("says what is left where the response declares it, and how long to wait from the refill rate", async () => {
    const emu = await startEngine(createManagementModule, { managementWritesBucket: 3, managementWritesPerSecond: 1 });
    const body = example("stream-analytics@2020-03-01", "CreateShellJob");
    const left: Array<string | undefined> = [];
    for (const name of ["sj-1", "sj-2", "sj-3"]) {
      const created = await call(emu, "PUT", job(name), { headers: auth, body });
      ok(created);
      left.push(created.headers["x-vendor-ratelimit-remaining-subscription-writes"]);
    }
    expect(left).toEqual(["2", "1", "0"]);
    const refused = await call(emu, "PUT", job("sj-4"), { headers: auth, body });
    ok(refused);
    expect([refused.status, refused.headers["retry-after"]]).toEqual([429, "1"]);
    await emu.clock.advance(400); // 0.4 of a request back: still 1 second (rounded up)
    expect((await call(emu, "PUT", job("sj-4"), { headers: auth, body })).headers["retry-after"]).toBe("1");
    await emu.clock.advance(1000);
    const created = await call(emu, "PUT", job("sj-4"), { headers: auth, body });
    expect([created.status, created.headers["x-vendor-ratelimit-remaining-subscription-writes"]]).toEqual([201, "0"]);
    // a 429 writes nothing: sj-5 was refused and does not exist
    const slow = await startEngine(createManagementModule, { managementWritesBucket: 1, managementWritesPerSecond: 1 });
    await call(slow, "PUT", job("sj-x"), { headers: auth, body });
    expect((await call(slow, "PUT", job("sj-5"), { headers: auth, body })).status).toBe(429);
    await slow.clock.advance(1000);
    expect((await call(slow, "PUT", job("sj-5"), { headers: { ...auth, "If-None-Match": "*" }, body })).status).toBe(201);
  });
});

describe("each module instance counts on its own", () => {
  it("empties one emulator's bucket without touching another's", async () => {
    const settings = { managementReadsBucket: 1, managementReadsPerSecond: 1 };
    const [one, two] = [await startEngine(createManagementModule, settings), await startEngine(createManagementModule, settings)];
    expect((await call(one, "GET", quotas(), { headers: auth })).status).toBe(200);
    expect((await call(one, "GET", quotas(), { headers: auth })).status).toBe(429);
    expect((await call(two, "GET", quotas(), { headers: auth })).status).toBe(200);
  });
});
