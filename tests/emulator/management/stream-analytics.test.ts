/**
 * stream-analytics (management): StreamingJobs_CreateOrReplace with its ETags and preconditions, through the
 * in-process engine, every answer checked against its contract.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createManagementModule } from "../../../src/emulator/apis/management/index.js";
import type { Engine } from "../../../src/emulator/server.js";
import { call, closeEngines, example, ok, startEngine, USER_AUTH as auth } from "../in-process.js";

afterEach(closeEngines);

describe("streaming jobs: a new ETag on each write; stale If-Match and If-None-Match: * on an existing job give 412", () => {
  const api = "stream-analytics@2020-03-01";
  const url = "/subscriptions/56b5e0a9-b645-407d-99b0-c64f86013e3d/resourcegroups/sjrg3276/providers/Vendor.StreamAnalytics/streamingjobs/sj7804?api-version=2020-03-01";
  let emu: Engine;
  beforeEach(async () => {
    emu = await startEngine(createManagementModule);
  });

  it("creates with If-None-Match: *, then refuses a second create; replaces with the current tag only", async () => {
    const created = await call(emu, "PUT", url, { headers: { ...auth, "If-None-Match": "*" }, body: example(api, "CreateCompleteJob") });
    ok(created);
    expect(created.status).toBe(201);
    expect(created.body.properties).toMatchObject({ jobState: "Created", provisioningState: "Succeeded", dataLocale: "en-US" });
    const tag1 = created.headers.etag!;
    expect(tag1).toBe(`"${created.body.properties.etag}"`);
    expect(JSON.stringify(created.body)).not.toMatch(/accountKey|password|sharedAccessPolicyKey|refreshToken/);
    expect(created.body.properties.inputs[0].id).toMatch(/\/streamingjobs\/sj7804\/inputs\/vehicletelemetry$/);

    const again = await call(emu, "PUT", url, { headers: { ...auth, "If-None-Match": "*" }, body: example(api, "CreateCompleteJob") });
    ok(again);
    expect([again.status, again.body.error.code]).toEqual([412, "PreconditionFailed"]);

    const replaced = await call(emu, "PUT", url, { headers: { ...auth, "If-Match": tag1 }, body: example(api, "ReplaceJob") });
    ok(replaced);
    expect(replaced.status).toBe(200);
    const tag2 = replaced.headers.etag!;
    expect(tag2).not.toBe(tag1);
    expect(replaced.body.properties.jobId).toBe(created.body.properties.jobId);
    expect(replaced.body.properties.createdDate).toBe(created.body.properties.createdDate);

    const stale = await call(emu, "PUT", url, { headers: { ...auth, "If-Match": tag1 }, body: example(api, "ReplaceJob") });
    ok(stale);
    expect([stale.status, stale.body.error.target]).toEqual([412, "If-Match"]);

    const unconditional = await call(emu, "PUT", url, { headers: auth, body: example(api, "ReplaceJob") });
    ok(unconditional);
    expect(unconditional.status).toBe(200);
    expect(unconditional.headers.etag).not.toBe(tag2);
  });

  it("gives 412 for If-None-Match other than *, and for If-Match on a job that does not exist", async () => {
    const other = await call(emu, "PUT", url, { headers: { ...auth, "If-None-Match": '"3a1b2c3d"' }, body: example(api, "CreateShellJob") });
    ok(other);
    expect([other.status, other.body.error.target]).toEqual([412, "If-None-Match"]);
    const nothing = await call(emu, "PUT", url, { headers: { ...auth, "If-Match": '"3a1b2c3d"' }, body: example(api, "CreateShellJob") });
    ok(nothing);
    expect(nothing.status).toBe(412);
  });

  it("StreamingJobs_CreateOrReplace: members required on PUT are required in the request (400 without an output's serialization, nothing stored)", async () => {
    const body = example(api, "CreateCompleteJob") as any;
    delete body.properties.outputs[0].properties.serialization;
    const refused = await call(emu, "PUT", url, { headers: auth, body });
    ok(refused);
    expect([refused.status, refused.body.error.target]).toEqual([400, "properties.outputs[0].properties.serialization"]);
    expect(refused.body.error.details).toEqual([{ code: "required", message: expect.any(String), target: "properties.outputs[0].properties.serialization" }]);
    const nameless = example(api, "CreateCompleteJob") as any;
    delete nameless.properties.inputs[0].name;
    const noName = await call(emu, "PUT", url, { headers: auth, body: nameless });
    ok(noName);
    expect([noName.status, noName.body.error.target]).toEqual([400, "properties.inputs[0].name"]);
    // nothing was stored: a create guarded by If-None-Match: * still succeeds
    const created = await call(emu, "PUT", url, { headers: { ...auth, "If-None-Match": "*" }, body: example(api, "CreateCompleteJob") });
    ok(created);
    expect(created.status).toBe(201);
  });

  it("creates a shell job with empty inputs, outputs and functions", async () => {
    const shell = await call(emu, "PUT", url, { headers: auth, body: example(api, "CreateShellJob") });
    ok(shell);
    expect(shell.status).toBe(201);
    expect([shell.body.properties.inputs, shell.body.properties.outputs, shell.body.properties.functions]).toEqual([[], [], []]);
    expect(shell.body.identity).toMatchObject({ type: "SystemAssigned", tenantId: expect.any(String), principalId: expect.any(String) });
  });
});
