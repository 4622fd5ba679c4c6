/**
 * The management-plane module (seed 001), handler by handler, with every response checked against its
 * contract.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createManagementModule, PAGE_SIZE } from "../../src/emulator/apis/management/index.js";
import { SEED_SUBSCRIPTION_ID } from "../../src/emulator/apis/seed-data.js";
import { ApiError } from "../../src/http/errors.js";
import type { Engine } from "../../src/emulator/server.js";
import { allContracts, call, closeEngines, example, jwt, registry, startEngine, type Answer } from "./harness.js";

const auth = { Authorization: `Bearer ${jwt({ oid: "11111111-2222-4333-8444-555555555555", name: "Dana Whitfield", upn: "dana.whitfield@contoso.example" })}` };
const ok = (a: Answer) => expect(a.findings, JSON.stringify(a.findings, null, 1)).toEqual([]);
const mod = createManagementModule();
afterEach(closeEngines);

describe("management module", () => {
  it("serves registered APIs, with a handler for every operation they declare", () => {
    const keys = registry.map((e) => e.key);
    expect(mod.apis.every((api) => keys.includes(api))).toBe(true);
    const declared = mod.apis.flatMap((api) =>
      allContracts()
        .get(api)!
        .listOperations()
        .map((o) => o.operationId),
    );
    expect(declared.sort()).toEqual(Object.keys(mod.handlers).sort());
  });

  it("answers contract violations in each API's own error shape", () => {
    const finding = { pointer: "/request/body/properties/containers", rule: "required", message: "properties/containers is required" };
    for (const api of mod.apis) {
      const contract = allContracts().get(api)!;
      const op = contract.listOperations()[0]!;
      const answer = mod.errors(api).shape(new ApiError(400, "InvalidRequestContent", "The request content was invalid.", { findings: [finding] }));
      expect(contract.validateResponse({ ...answer, headers: { "Content-Type": "application/json" } }, op), api).toEqual([]);
    }
    const shape = (api: string, code: string, message: string) => mod.errors(api).shape(new ApiError(400, code, message, { findings: [finding] })).body;
    expect(shape("container-instance@2025-09-01", "InvalidRequestContent", "Invalid.")).toEqual({
      error: { code: "InvalidRequestContent", message: "Invalid.", target: "properties.containers", details: [{ code: "required", message: finding.message, target: "properties.containers" }] },
    });
    expect(shape("resource-health@2025-05-01", "InvalidFilter", "Bad.")).toEqual({ code: "InvalidFilter", message: "Bad.", details: finding.message });
    expect(shape("approval-stages@2021-01-01-preview", "InvalidRequestContent", "Bad.")).toEqual({ error: { code: "InvalidRequestContent", message: `Bad. ${finding.message}.` } });
  });
});

describe("container groups: PUT creates then updates, GET reads back without secrets, Pending → Succeeded", () => {
  const api = "container-instance@2025-09-01";
  const url = "/subscriptions/3f2a8c1e-7b4d-4e9a-a6c2-5d1e8f0b9a47/resourceGroups/shop-rg/providers/Vendor.ContainerInstance/containerGroups/shop-web?api-version=2025-09-01";
  let emu: Engine;
  beforeEach(async () => {
    emu = await startEngine(createManagementModule, { provisioningDelayMs: 20_000 });
  });

  it("creates (201, Pending), refuses a PUT while transitioning (409), reaches Succeeded after the delay, updates (200)", async () => {
    const created = await call(emu, "PUT", url, { headers: auth, body: example(api, "CreateWebGroup") });
    ok(created);
    expect(created.status).toBe(201);
    expect(created.body.properties.provisioningState).toBe("Pending");
    expect(created.body.properties.instanceView.state).toBe("Pending");
    expect(created.body.id).toBe("/subscriptions/3f2a8c1e-7b4d-4e9a-a6c2-5d1e8f0b9a47/resourceGroups/shop-rg/providers/Vendor.ContainerInstance/containerGroups/shop-web");

    const busy = await call(emu, "PUT", url, { headers: auth, body: example(api, "UpdateWebGroup") });
    ok(busy);
    expect([busy.status, busy.body.error.code]).toEqual([409, "ContainerGroupTransitioning"]);

    const pending = await call(emu, "GET", url, { headers: auth });
    ok(pending);
    expect(pending.body).toEqual(created.body);

    await emu.clock.advance(20_000);
    const running = await call(emu, "GET", url, { headers: auth });
    ok(running);
    expect(running.body.properties.provisioningState).toBe("Succeeded");
    expect(running.body.properties.instanceView.state).toBe("Running");

    const updated = await call(emu, "PUT", url, { headers: auth, body: example(api, "UpdateWebGroup") });
    ok(updated);
    expect(updated.status).toBe(200);
    expect(updated.body.tags).toEqual(example(api, "UpdateWebGroup").tags);
  });

  it("GET returns what was PUT minus the secrets, plus the server-set fields", async () => {
    const sent = example(api, "CreateWebGroup") as any;
    await call(emu, "PUT", url, { headers: auth, body: sent });
    const got = await call(emu, "GET", url, { headers: auth });
    ok(got);
    const text = JSON.stringify(got.body);
    for (const secret of [
      sent.properties.imageRegistryCredentials[0].password,
      sent.properties.volumes[0].azureFile.storageAccountKey,
      sent.properties.diagnostics.logAnalytics.workspaceKey,
      ...Object.values(sent.properties.volumes[1].secret),
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(got.body.properties.volumes).toEqual([
      { name: "content", azureFile: { shareName: "web-content", storageAccountName: "shopcontent" } },
      { name: "tls", secret: {} },
      { name: "scratch", emptyDir: {} },
    ]);
    expect(got.body.properties.imageRegistryCredentials).toEqual([{ server: "shopregistry.registry.vendor.example", username: "shop-pull" }]);
    const { workspaceKey: _key, ...logAnalytics } = sent.properties.diagnostics.logAnalytics;
    expect(got.body.properties.diagnostics.logAnalytics).toEqual(logAnalytics);
    // Everything else comes back as sent.
    expect(got.body.properties.containers).toEqual(sent.properties.containers);
    expect([got.body.location, got.body.tags, got.body.zones, got.body.properties.secretReferences]).toEqual([sent.location, sent.tags, sent.zones, sent.properties.secretReferences]);
    expect(got.body.identity).toMatchObject({ type: sent.identity.type, tenantId: expect.any(String), principalId: expect.any(String) });
    expect(got.body.properties.ipAddress).toMatchObject({ ...sent.properties.ipAddress, ip: expect.any(String), fqdn: "shop-web.westeurope.containers.vendor.example" });
  });

  it("ContainerGroups_CreateOrUpdate: a PUT of what is stored answers as for a new group, Pending again and ready a provisioning delay later", async () => {
    const first = await call(emu, "PUT", url, { headers: auth, body: example(api, "CreateWebGroup") });
    await emu.clock.advance(20_000);
    const again = await call(emu, "PUT", url, { headers: auth, body: example(api, "CreateWebGroup") });
    ok(again);
    expect(again.status).toBe(200);
    // what a new group answers: the first PUT's answer, ready 20 s later (its instant in the instance view)
    const at = new Date(emu.clock.now() + 20_000).toISOString();
    expect(again.body.properties.instanceView).toEqual({ state: "Pending", events: [] });
    expect({ ...again.body, properties: { ...again.body.properties, instanceView: undefined } }).toEqual({ ...first.body, properties: { ...first.body.properties, instanceView: undefined } });
    await emu.clock.advance(20_000);
    const ready = await call(emu, "GET", url, { headers: auth });
    ok(ready);
    expect(ready.body.properties.instanceView.events.map((e: any) => e.firstTimestamp)).toEqual([at, at]);

    // the same members in another order: stored and answered as sent
    const { location, tags, ...rest } = example(api, "CreateWebGroup");
    const reordered = await call(emu, "PUT", url, { headers: auth, body: { tags, location, ...rest } });
    ok(reordered);
    expect(Object.keys(reordered.body).slice(0, 2)).toEqual(["tags", "location"]);
    await emu.clock.advance(20_000);
    const changed = { ...example(api, "CreateWebGroup"), tags: { environment: "production" } };
    const updated = await call(emu, "PUT", url, { headers: auth, body: changed });
    ok(updated);
    expect(updated.body.tags).toEqual({ environment: "production" });
    expect((await call(emu, "GET", url, { headers: auth })).body.tags).toEqual({ environment: "production" });
  });

  it("(control) the contract check catches a secret echoed back", () => {
    const contract = allContracts().get(api)!;
    const match = contract.matchOperation("PUT", url)!;
    const echoed = { ...example(api, "CreateWebGroup"), id: "x", name: "shop-web", type: "Vendor.ContainerInstance/containerGroups" };
    const findings = contract.validateResponse({ status: 201, headers: { "Content-Type": "application/json" }, body: echoed }, match);
    expect(
      findings
        .filter((f) => f.rule === "writeOnly")
        .map((f) => f.pointer)
        .sort(),
    ).toEqual([
      "/response/body/properties/diagnostics/logAnalytics/workspaceKey",
      "/response/body/properties/imageRegistryCredentials/0/password",
      "/response/body/properties/volumes/0/azureFile/storageAccountKey",
      "/response/body/properties/volumes/1/secret/tls.crt",
      "/response/body/properties/volumes/1/secret/tls.key",
    ]);
  });

  it("ContainerGroups_CreateOrUpdate: a volume with secret and secretReference together is stored, its secret never returned", async () => {
    const body = example(api, "CreateWebGroup") as any;
    const volume = { name: "app-secrets", secret: { "api-key": "c3RhbmQtaW4ta2V5" }, secretReference: { "db-password": "db-password" } };
    body.properties.volumes = [...body.properties.volumes, volume];
    const created = await call(emu, "PUT", url, { headers: auth, body });
    ok(created);
    expect(created.status).toBe(201);
    const returned = { name: "app-secrets", secret: {}, secretReference: { "db-password": "db-password" } };
    expect(created.body.properties.volumes.at(-1)).toEqual(returned);
    const got = await call(emu, "GET", url, { headers: auth });
    ok(got);
    expect(got.body.properties.volumes.at(-1)).toEqual(returned);
    expect(JSON.stringify(got.body)).not.toContain("c3RhbmQtaW4ta2V5");
  });

  it("ContainerGroups_CreateOrUpdate: a value outside a closed value set (ipAddress.type Internal) is refused 400, a volume without a kind too; nothing is stored", async () => {
    const internal = example(api, "CreateWebGroup") as any;
    internal.properties.ipAddress.type = "Internal";
    const refused = await call(emu, "PUT", url, { headers: auth, body: internal });
    ok(refused);
    expect([refused.status, refused.body.error.target]).toEqual([400, "properties.ipAddress.type"]);
    // the code of every body the schema refuses: the same as for a body without containers (example InvalidRequestContent)
    const missing = await call(emu, "PUT", url, { headers: auth, body: { location: "westeurope", properties: {} } });
    expect(refused.body.error.code).toBe(missing.body.error.code);
    expect(refused.body.error.details).toEqual([{ code: "enum", message: expect.stringContaining('"Public", "Private"'), target: "properties.ipAddress.type" }]);
    const kindless = example(api, "CreateWebGroup") as any;
    kindless.properties.volumes = [{ name: "scratch" }];
    const noKind = await call(emu, "PUT", url, { headers: auth, body: kindless });
    ok(noKind);
    expect([noKind.status, noKind.body.error.target, noKind.body.error.details[0].code]).toEqual([400, "properties.volumes[0]", "anyOf"]);
    expect((await call(emu, "GET", url, { headers: auth })).status).toBe(404);
  });

  it("answers 404 for a group that does not exist, and 400 in the CloudError shape for a body without containers", async () => {
    const missing = await call(emu, "GET", url.replace("shop-web", "nothing-here"), { headers: auth });
    ok(missing);
    expect([missing.status, missing.body.error.code]).toEqual([404, "ResourceNotFound"]);
    const invalid = await call(emu, "PUT", url, { headers: auth, body: { location: "westeurope", properties: {} } });
    ok(invalid);
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.target).toBe("properties.containers");
  });

  it("answers a method the path does not have 405 with Allow, and a body that is not JSON 415 (as ContainerGroups_CreateOrUpdate declares), in the CloudError shape", async () => {
    const wrong = await call(emu, "PATCH", url, { headers: auth, body: {} });
    expect([wrong.status, wrong.headers.allow, wrong.body.error.code]).toEqual([405, "GET, PUT", "MethodNotAllowed"]);
    const text = await call(emu, "PUT", url, { headers: { ...auth, "Content-Type": "text/plain" }, body: "hello" });
    ok(text);
    expect([text.status, text.body.error.code, text.body.error.target]).toEqual([415, "UnsupportedMediaType", "content-type"]);
  });
});

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

describe("approval stages record the decision, the reviewer and the time", () => {
  const url = "/providers/Vendor.Authorization/roleAssignmentApprovals/6d8d41e6-b1c4-4f5e-9c7a-1f3b2a9e8c10/stages/2f7c9b84-3a61-4d0e-8f52-7b1e4c6d9a35?api-version=2021-01-01-preview";
  const api = "approval-stages@2021-01-01-preview";
  let emu: Engine;
  beforeEach(async () => {
    emu = await startEngine(createManagementModule);
  });

  it("approves an InProgress stage, then refuses a second decision", async () => {
    await emu.clock.advance(60_000);
    const approved = await call(emu, "PATCH", url, { headers: auth, body: example(api, "ApproveStage") });
    ok(approved);
    expect(approved.status).toBe(200);
    expect(approved.body.properties).toEqual({
      displayName: "Manager approval",
      status: "Completed",
      assignedToMe: true,
      reviewResult: "Approve",
      justification: example(api, "ApproveStage").justification,
      reviewedBy: { principalId: "11111111-2222-4333-8444-555555555555", principalName: "Dana Whitfield", principalType: "user", userPrincipalName: "dana.whitfield@contoso.example" },
      reviewedDateTime: "2026-03-01T12:01:00.000Z",
    });
    const twice = await call(emu, "PATCH", url, { headers: auth, body: example(api, "DenyStage") });
    ok(twice);
    expect([twice.status, twice.body.error.code]).toEqual([409, "RoleAssignmentApprovalStepNotInProgress"]);
  });

  it("keeps NotReviewed edits as edits, and answers 404 and 400 in the { error: { code, message } } shape", async () => {
    const edit = await call(emu, "PATCH", url, { headers: auth, body: { justification: "Looking into it." } });
    ok(edit);
    expect(edit.body.properties).toMatchObject({ status: "InProgress", reviewResult: "NotReviewed", justification: "Looking into it." });
    expect(edit.body.properties.reviewedBy).toBeUndefined();
    const missing = await call(emu, "PATCH", url.replace("2f7c9b84", "00000000"), { headers: auth, body: { reviewResult: "Deny" } });
    ok(missing);
    expect(missing.status).toBe(404);
    const invalid = await call(emu, "PATCH", url, { headers: auth, body: { reviewResult: "Maybe" } });
    ok(invalid);
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.error)).toEqual(["code", "message"]);
  });

  it("denies with a service principal token", async () => {
    const stage = "/providers/Vendor.Authorization/roleAssignmentApprovals/c3a7e2d1-4b5f-4c6a-9d8e-7f6a5b4c3d2e/stages/e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b?api-version=2021-01-01-preview";
    const denied = await call(emu, "PATCH", stage, {
      headers: { Authorization: `Bearer ${jwt({ oid: "9f8e7d6c-0000-4000-8000-000000000001", name: "release-bot", idtyp: "app", appid: "x" })}` },
      body: { reviewResult: "Deny", justification: "Outside the change window." },
    });
    ok(denied);
    expect(denied.body.properties).toMatchObject({ status: "Completed", reviewResult: "Deny", reviewedBy: { principalType: "servicePrincipal", principalName: "release-bot" } });
  });
});

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
