/**
 * container-instance (management): ContainerGroups_CreateOrUpdate and ContainerGroups_Get through the in-process engine,
 * every answer checked against its contract.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createManagementModule } from "../../../src/emulator/apis/management/index.js";
import type { Engine } from "../../../src/emulator/server.js";
import { allContracts, call, closeEngines, example, ok, startEngine, USER_AUTH as auth } from "../in-process.js";

afterEach(closeEngines);

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
