/**
 * Resource-manager paths without regard to case (gap decisions, Amendments (turn 3)): literal segments and
 * resource group names match in any case, resource names too; answers keep the case a resource was created with.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createManagementModule } from "../../../src/emulator/apis/management/index.js";
import { SEED_SUBSCRIPTION_ID } from "../../../src/emulator/apis/seed-data.js";
import { nearestApi, Router } from "../../../src/emulator/router.js";
import { allContracts, call, closeEngines, example, ok, startEngine, USER_AUTH as auth } from "../in-process.js";

afterEach(closeEngines);

describe("container groups through differently cased paths (container-instance@2025-09-01)", () => {
  const api = "container-instance@2025-09-01";
  const sub = "3f2a8c1e-7b4d-4e9a-a6c2-5d1e8f0b9a47";
  const query = "?api-version=2025-09-01";
  const created = `/subscriptions/${sub}/resourceGroups/Shop-RG/providers/Vendor.ContainerInstance/containerGroups/Shop-Web`;

  it("ContainerGroups_Get: a group created under resourceGroups/Shop-RG is found through resourcegroups/shop-rg/providers/vendor.containerinstance/... (the issue)", async () => {
    const emu = await startEngine(createManagementModule, { provisioningDelayMs: 0 });
    const put = await call(emu, "PUT", created + query, { headers: auth, body: example(api, "CreateWebGroup") });
    ok(put);
    expect([put.status, put.body.id, put.body.name]).toEqual([201, created, "Shop-Web"]);

    for (const path of [
      `/subscriptions/${sub}/resourcegroups/shop-rg/providers/vendor.containerinstance/containergroups/shop-web`,
      `/SUBSCRIPTIONS/${sub.toUpperCase()}/RESOURCEGROUPS/SHOP-RG/PROVIDERS/VENDOR.CONTAINERINSTANCE/CONTAINERGROUPS/SHOP-WEB`,
    ]) {
      const got = await call(emu, "GET", path + query, { headers: auth });
      ok(got);
      expect([got.operationId, got.status, got.body.id, got.body.name], path).toEqual(["ContainerGroups_Get", 200, created, "Shop-Web"]);
    }
  });

  it("ContainerGroups_CreateOrUpdate: a PUT through shop-rg when Shop-RG holds the group updates it (200) and keeps the created case", async () => {
    const emu = await startEngine(createManagementModule, { provisioningDelayMs: 0 });
    ok(await call(emu, "PUT", created + query, { headers: auth, body: example(api, "CreateWebGroup") }));
    const body = example(api, "CreateWebGroup") as { tags?: Record<string, string> };
    const updated = await call(emu, "PUT", `/subscriptions/${sub}/resourcegroups/shop-rg/providers/Vendor.ContainerInstance/containergroups/shop-web${query}`, {
      headers: auth,
      body: { ...body, tags: { ...body.tags, stage: "second" } },
    });
    ok(updated);
    expect([updated.status, updated.body.id, updated.body.name, updated.body.tags.stage]).toEqual([200, created, "Shop-Web", "second"]);
    const again = await call(emu, "GET", `/subscriptions/${sub}/RESOURCEGROUPS/shop-RG/providers/Vendor.ContainerInstance/containerGroups/SHOP-web${query}`, { headers: auth });
    expect([again.status, again.body.id, again.body.tags.stage]).toEqual([200, created, "second"]);
    // a group of another name or another resource group is another group
    const other = await call(emu, "GET", created.replace("Shop-RG", "Shop-RG2") + query, { headers: auth });
    expect([other.status, other.body.error.code]).toEqual([404, "ResourceNotFound"]);
  });

  it("ContainerGroups_Get: 405 with Allow stays 405 through a case-changed path; a path no template has stays 404 in the CloudError shape", async () => {
    const emu = await startEngine(createManagementModule);
    const notAllowed = await call(emu, "DELETE", `/subscriptions/${sub}/RESOURCEGROUPS/shop-rg/providers/vendor.containerinstance/containergroups/x${query}`, { headers: auth });
    expect([notAllowed.status, notAllowed.headers.allow]).toEqual([405, "GET, PUT"]);
    const missing = await call(emu, "GET", `/SUBSCRIPTIONS/${sub}/resourcegroups/shop-rg/providers/vendor.containerinstance/containergroups${query}`, { headers: auth });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

describe("streaming jobs through differently cased paths (stream-analytics@2020-03-01)", () => {
  const api = "stream-analytics@2020-03-01";
  const sub = "56b5e0a9-b645-407d-99b0-c64f86013e3d";
  const query = "?api-version=2020-03-01";

  it("StreamingJobs_CreateOrReplace: a PUT through resourceGroups (capital G; the contract writes resourcegroups) creates the job (the issue)", async () => {
    const emu = await startEngine(createManagementModule);
    const put = await call(emu, "PUT", `/subscriptions/${sub}/resourceGroups/SJ-RG/providers/Vendor.StreamAnalytics/streamingjobs/Job-One${query}`, {
      headers: { ...auth, "If-None-Match": "*" },
      body: example(api, "CreateCompleteJob"),
    });
    ok(put);
    expect([put.operationId, put.status]).toEqual(["StreamingJobs_CreateOrReplace", 201]);
    const id = `/subscriptions/${sub}/resourcegroups/SJ-RG/providers/Vendor.StreamAnalytics/streamingjobs/Job-One`;
    expect([put.body.id, put.body.name, put.body.properties.inputs[0].id]).toEqual([id, "Job-One", `${id}/inputs/vehicletelemetry`]);

    // the same job through any case: If-None-Match: * refuses, If-Match with its tag replaces it, the id keeps the created case
    const upper = `/SUBSCRIPTIONS/${sub}/RESOURCEGROUPS/sj-rg/PROVIDERS/vendor.streamanalytics/STREAMINGJOBS/JOB-ONE${query}`;
    const exists = await call(emu, "PUT", upper, { headers: { ...auth, "If-None-Match": "*" }, body: example(api, "CreateCompleteJob") });
    ok(exists);
    expect([exists.status, exists.body.error.code]).toEqual([412, "PreconditionFailed"]);
    const replaced = await call(emu, "PUT", upper, { headers: { ...auth, "If-Match": put.headers.etag! }, body: example(api, "ReplaceJob") });
    ok(replaced);
    expect([replaced.status, replaced.body.id, replaced.body.name, replaced.body.properties.jobId]).toEqual([200, id, "Job-One", put.body.properties.jobId]);
    expect(replaced.body.properties.inputs.every((i: { id: string }) => i.id.startsWith(`${id}/inputs/`))).toBe(true);
  });
});

describe("namespaces through differently cased paths (event-hub@2026-01-01)", () => {
  const seeded = `/subscriptions/${SEED_SUBSCRIPTION_ID}/resourceGroups/telemetry-rg/providers/Vendor.EventHub/namespaces/contoso-telemetry-ns?api-version=2026-01-01`;

  it("Namespaces_Delete: the seeded namespace is deleted through TELEMETRY-RG and Contoso-Telemetry-NS; OperationStatuses_Get in any case; then gone in the seed's case", async () => {
    const emu = await startEngine(createManagementModule, { asyncDeleteMs: 30_000 });
    const changed = `/Subscriptions/${SEED_SUBSCRIPTION_ID}/RESOURCEGROUPS/Telemetry-RG/providers/vendor.eventhub/NAMESPACES/Contoso-Telemetry-NS?api-version=2026-01-01`;
    const accepted = await call(emu, "DELETE", changed, { headers: auth });
    ok(accepted);
    expect([accepted.operationId, accepted.status]).toEqual(["Namespaces_Delete", 202]);
    const statusUrl = accepted.headers["vendor-asyncoperation"]!;
    // the same deletion, asked for through the seed's case
    const repeated = await call(emu, "DELETE", seeded, { headers: auth });
    expect([repeated.status, repeated.headers["vendor-asyncoperation"]]).toEqual([202, statusUrl]);

    const status = new URL(statusUrl);
    const lower = `${status.pathname.toLowerCase().replace("westeurope", "WestEurope")}${status.search}`;
    const progress = await call(emu, "GET", lower, { headers: auth });
    ok(progress);
    expect([progress.operationId, progress.body.status]).toEqual(["OperationStatuses_Get", "InProgress"]);

    await emu.clock.advance(30_000);
    const gone = await call(emu, "DELETE", seeded.replace("telemetry-rg", "TELEMETRY-RG"), { headers: auth });
    expect(gone.status).toBe(204);
  });
});

describe("approval stages through differently cased paths (approval-stages@2021-01-01-preview)", () => {
  const id = "/providers/Vendor.Authorization/roleAssignmentApprovals/6d8d41e6-b1c4-4f5e-9c7a-1f3b2a9e8c10/stages/2f7c9b84-3a61-4d0e-8f52-7b1e4c6d9a35";
  const query = "?api-version=2021-01-01-preview";

  it("RoleAssignmentApprovalStep_Patch: a decision through an upper-case path is the seeded stage's, and its id keeps the seed's case", async () => {
    const emu = await startEngine(createManagementModule);
    const decided = await call(emu, "PATCH", id.toUpperCase() + query, { headers: auth, body: example("approval-stages@2021-01-01-preview", "ApproveStage") });
    ok(decided);
    expect([decided.operationId, decided.status, decided.body.id, decided.body.properties.status]).toEqual(["RoleAssignmentApprovalStep_Patch", 200, id, "Completed"]);
    const twice = await call(emu, "PATCH", id + query, { headers: auth, body: { reviewResult: "Deny" } });
    expect([twice.status, twice.body.error.code]).toEqual([409, "RoleAssignmentApprovalStepNotInProgress"]);
  });
});

describe("lists and nextLinks through differently cased paths", () => {
  /** Follow nextLink to the end from `url`; every page checked against the contract. */
  async function pages(url: string): Promise<{ links: string[]; count: number }> {
    const emu = await startEngine(createManagementModule);
    const links: string[] = [];
    let count = 0;
    for (let next: string | undefined = url; next; ) {
      const page = await call(emu, "GET", next, { headers: auth });
      ok(page);
      expect(page.status).toBe(200);
      count += page.body.value.length;
      next = page.body.nextLink;
      if (next) links.push(next);
    }
    return { links, count };
  }

  it("Events_ListBySubscriptionId and Quotas_List: the pages of a case-changed path are those of the contract's path", async () => {
    const events = `/subscriptions/${SEED_SUBSCRIPTION_ID}/providers/Vendor.ResourceHealth/events?api-version=2025-05-01`;
    const quotas = "/subscriptions/7b2e4f91-3c6d-4a85-b0e7-9d1c5a3f8e26/providers/Vendor.MachineLearningServices/locations/westeurope/quotas?api-version=2025-09-01";
    for (const url of [events, quotas]) {
      const plain = await pages(url);
      const changed = await pages(url.replace("/subscriptions/", "/SUBSCRIPTIONS/").replace("/providers/Vendor.", "/Providers/vendor."));
      expect(changed.count, url).toBe(plain.count);
      expect(changed.links.length, url).toBe(plain.links.length);
      expect(changed.links.length, url).toBeGreaterThan(0);
    }
  });
});

describe("routing by the registry entry's family", () => {
  const router = new Router(allContracts());

  it("webhooks (business) and lifecycle paths stay exact: Subscriptions_List and DocumentClassifiers_AuthorizeClassifierCopy", () => {
    expect(router.route("GET", "/api/v2.0/subscriptions").routed?.match.operationId).toBe("Subscriptions_List");
    for (const path of ["/api/v2.0/Subscriptions", "/API/v2.0/subscriptions", "/api/V2.0/subscriptions"]) expect(router.route("GET", path).routed, path).toBeUndefined();
    expect(router.route("POST", "/documentClassifiers:authorizeCopy").routed?.match.operationId).toBe("DocumentClassifiers_AuthorizeClassifierCopy");
    expect(router.route("POST", "/documentclassifiers:authorizecopy").routed).toBeUndefined();
  });

  it("the nearest API of an unrouted path compares literal segments in any case only where routing does", () => {
    const contracts = allContracts();
    const management = nearestApi(contracts, "/subscriptions/x/providers/Vendor.Nothing/things");
    expect(management).toMatch(/^(?:container-instance|stream-analytics|event-hub|machine-learning|resource-health)@/);
    expect(nearestApi(contracts, "/SUBSCRIPTIONS/x/PROVIDERS/Vendor.Nothing/things")).toBe(management);
    expect(nearestApi(contracts, "/api/v2.0/nothing")).toBe("webhooks@v2.0");
    expect(nearestApi(contracts, "/API/V2.0/nothing")).toBeUndefined();
  });
});
