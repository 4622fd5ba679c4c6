/**
 * event-hub (management): Namespaces_Delete (202 and its status address, OperationStatuses_Get) through the
 * in-process engine, every answer checked against its contract.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createManagementModule } from "../../../src/emulator/apis/management/index.js";
import { SEED_SUBSCRIPTION_ID } from "../../../src/emulator/apis/seed-data.js";
import { call, closeEngines, ok, startEngine, USER_AUTH as auth } from "../in-process.js";

afterEach(closeEngines);

describe("namespaces: DELETE 202 with a status address that reports progress, then gone (204)", () => {
  const url = `/subscriptions/${SEED_SUBSCRIPTION_ID}/resourceGroups/telemetry-rg/providers/Vendor.EventHub/namespaces/contoso-telemetry-ns?api-version=2026-01-01`;

  it("runs the asynchronous delete to its end", async () => {
    const emu = await startEngine(createManagementModule, { asyncDeleteMs: 30_000 });
    const accepted = await call(emu, "DELETE", url, { headers: auth });
    ok(accepted);
    expect(accepted.status).toBe(202);
    expect(accepted.headers["retry-after"]).toBe("30");
    const statusUrl = accepted.headers["vendor-asyncoperation"]!;
    expect(statusUrl).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:4020/subscriptions/${SEED_SUBSCRIPTION_ID}/providers/Vendor\\.EventHub/locations/westeurope/operationStatuses/[0-9a-f-]{36}\\?api-version=2026-01-01$`),
    );

    const started = await call(emu, "GET", statusUrl, { headers: auth });
    ok(started);
    expect(started.operationId).toBe("OperationStatuses_Get");
    expect(started.body).toMatchObject({ status: "InProgress", percentComplete: 0 });

    await emu.clock.advance(15_000);
    const half = await call(emu, "GET", statusUrl, { headers: auth });
    expect(half.body).toMatchObject({ status: "InProgress", percentComplete: 50 });
    const repeated = await call(emu, "DELETE", url, { headers: auth });
    ok(repeated);
    expect([repeated.status, repeated.headers["vendor-asyncoperation"], repeated.headers["retry-after"]]).toEqual([202, statusUrl, "15"]);

    await emu.clock.advance(15_000);
    const done = await call(emu, "GET", statusUrl, { headers: auth });
    ok(done);
    expect(done.body).toMatchObject({ status: "Succeeded", percentComplete: 100, endTime: new Date(emu.clock.now()).toISOString() });

    const gone = await call(emu, "DELETE", url, { headers: auth });
    ok(gone);
    expect(gone.status).toBe(204);
  });

  it("deletes at once (200) when the asynchronous delay is 0; unknown namespaces and operations answer 204 and 404", async () => {
    const emu = await startEngine(createManagementModule, { asyncDeleteMs: 0 });
    const deleted = await call(emu, "DELETE", url, { headers: auth });
    ok(deleted);
    expect(deleted.status).toBe(200);
    expect((await call(emu, "DELETE", url, { headers: auth })).status).toBe(204);
    const other = await call(emu, "DELETE", url.replace(SEED_SUBSCRIPTION_ID, "0b6f2c1d-0000-4000-8000-000000000000"), { headers: auth });
    expect(other.status).toBe(204);
    const noOp = await call(emu, "GET", `/subscriptions/${SEED_SUBSCRIPTION_ID}/providers/Vendor.EventHub/locations/westeurope/operationStatuses/nope?api-version=2026-01-01`, { headers: auth });
    ok(noOp);
    expect([noOp.status, noOp.body.error.code]).toEqual([404, "OperationNotFound"]);
  });

  it("rejects a name that breaks the contract with the ErrorResponse shape", async () => {
    const emu = await startEngine(createManagementModule);
    const bad = await call(emu, "DELETE", url.replace("contoso-telemetry-ns", "ns"), { headers: auth });
    ok(bad);
    expect([bad.status, bad.body.error.target]).toEqual([400, "namespaceName"]);
  });
});
