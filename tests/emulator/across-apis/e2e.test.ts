/**
 * End to end through the emulator core (createEmulator) with the generated clients: the management and
 * lifecycle modules on a real port, every answer validated by the core (validateResponses) against the
 * registry's bundles.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmulator, type Emulator } from "../../../src/emulator/index.js";
import { SEED_SUBSCRIPTION_ID } from "../../../src/emulator/apis/seed-data.js";
import { createContainerInstance2025_09_01Client } from "../../../generated/container-instance/2025-09-01/client.js";
import { createStreamAnalytics2020_03_01Client } from "../../../generated/stream-analytics/2020-03-01/client.js";
import { createEventHub2026_01_01Client } from "../../../generated/event-hub/2026-01-01/client.js";
import { createResourceHealth2025_05_01Client } from "../../../generated/resource-health/2025-05-01/client.js";
import { createDocumentClassifiers2024_11_30Client } from "../../../generated/document-classifiers/2024-11-30/client.js";
import { createDatabaseMovementV1Client } from "../../../generated/database-movement/v1/client.js";
import { example, registry } from "../in-process.js";

const headers = { Authorization: "Bearer eyJ0eXAiOiJKV1QifQ.e30." };

let emu: Emulator;
beforeAll(async () => {
  emu = await createEmulator({ entries: registry, quiet: true, validateResponses: true, settings: { provisioningDelayMs: 5_000, asyncDeleteMs: 10_000 } });
});
afterAll(async () => {
  await emu?.close();
});

describe("management and lifecycle modules through the emulator core", () => {
  it("creates a container group (201 Pending), then updates it once Succeeded (200)", async () => {
    const client = createContainerInstance2025_09_01Client({ baseUrl: emu.url, headers });
    const path = "/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Vendor.ContainerInstance/containerGroups/{containerGroupName}";
    const params = { path: { subscriptionId: "3f2a8c1e-7b4d-4e9a-a6c2-5d1e8f0b9a47", resourceGroupName: "shop-rg", containerGroupName: "e2e-web" }, query: { "api-version": "2025-09-01" } };
    const created = await client.PUT(path, { params, body: example("container-instance@2025-09-01", "CreateWebGroup") as never });
    expect(created.response.status).toBe(201);
    expect(created.data?.properties.provisioningState).toBe("Pending");
    await emu.clock.advance(5_000);
    const updated = await client.PUT(path, { params, body: example("container-instance@2025-09-01", "UpdateWebGroup") as never });
    expect(updated.response.status).toBe(200);
    const got = await fetch(`${emu.url}/subscriptions/${params.path.subscriptionId}/resourceGroups/shop-rg/providers/Vendor.ContainerInstance/containerGroups/e2e-web?api-version=2025-09-01`, {
      headers,
    });
    expect(got.status).toBe(200);
    const group = (await got.json()) as { tags: unknown; properties: { volumes: unknown[] } };
    expect(group.tags).toEqual(example("container-instance@2025-09-01", "UpdateWebGroup").tags);
    expect(JSON.stringify(group)).not.toMatch(/"workspaceKey"|"storageAccountKey"|"password"/);
    expect(emu.violations).toEqual([]);
  });

  it("gives each streaming job write a new ETag and 412 on a stale If-Match", async () => {
    const client = createStreamAnalytics2020_03_01Client({ baseUrl: emu.url, headers });
    const path = "/subscriptions/{subscriptionId}/resourcegroups/{resourceGroupName}/providers/Vendor.StreamAnalytics/streamingjobs/{jobName}";
    const params = { path: { subscriptionId: "56b5e0a9-b645-407d-99b0-c64f86013e3d", resourceGroupName: "sjrg3276", jobName: "e2e-job" }, query: { "api-version": "2020-03-01" } };
    const body = example("stream-analytics@2020-03-01", "CreateShellJob") as never;
    const first = await client.PUT(path, { params: { ...params, header: { "If-None-Match": "*" } }, body });
    expect(first.response.status).toBe(201);
    const tag = first.response.headers.get("etag")!;
    const second = await client.PUT(path, { params: { ...params, header: { "If-Match": tag } }, body });
    expect(second.response.status).toBe(200);
    expect(second.response.headers.get("etag")).not.toBe(tag);
    const stale = await client.PUT(path, { params: { ...params, header: { "If-Match": tag } }, body });
    expect(stale.response.status).toBe(412);
    expect(stale.error?.error.code).toBe("PreconditionFailed");
    expect(emu.violations).toEqual([]);
  });

  it("deletes a seeded namespace asynchronously (202), then answers 204", async () => {
    const client = createEventHub2026_01_01Client({ baseUrl: emu.url, headers });
    const path = "/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Vendor.EventHub/namespaces/{namespaceName}";
    const params = { path: { subscriptionId: SEED_SUBSCRIPTION_ID, resourceGroupName: "orders-rg", namespaceName: "contoso-orders-test" }, query: { "api-version": "2026-01-01" } };
    const accepted = await client.DELETE(path, { params });
    expect(accepted.response.status).toBe(202);
    const statusUrl = accepted.response.headers.get("vendor-asyncoperation")!;
    expect(statusUrl.startsWith(`${emu.url}/subscriptions/${SEED_SUBSCRIPTION_ID}/providers/Vendor.EventHub/locations/eastus/operationStatuses/`)).toBe(true);
    await emu.clock.advance(10_000);
    const status = await fetch(statusUrl, { headers });
    expect(status.status).toBe(200);
    expect(((await status.json()) as { status: string }).status).toBe("Succeeded");
    expect((await client.DELETE(path, { params })).response.status).toBe(204);
    expect(emu.violations).toEqual([]);
  });

  it("pages health events with nextLink", async () => {
    const client = createResourceHealth2025_05_01Client({ baseUrl: emu.url, headers });
    const first = await client.GET("/subscriptions/{subscriptionId}/providers/Vendor.ResourceHealth/events", {
      params: { path: { subscriptionId: SEED_SUBSCRIPTION_ID }, query: { "api-version": "2025-05-01", queryStartTime: "1/1/2000" } },
    });
    expect(first.data?.value).toHaveLength(10);
    let count = first.data!.value!.length;
    for (let next = first.data?.nextLink; next; ) {
      const page = (await (await fetch(next, { headers })).json()) as { value: unknown[]; nextLink?: string };
      count += page.value.length;
      next = page.nextLink;
    }
    expect(count).toBe(25);
    expect(emu.violations).toEqual([]);
  });

  it("copies a classifier with a fresh authorization, driven by the clock", async () => {
    const client = createDocumentClassifiers2024_11_30Client({ baseUrl: `${emu.url}/vendordocs`, headers: { "Vendor-Subscription-Key": "e2e-key" } });
    const query = { "api-version": "2024-11-30" };
    const auth = await client.POST("/documentClassifiers:authorizeCopy", { params: { query }, body: { classifierId: "e2e-copy" } });
    expect(auth.response.status).toBe(200);
    const copy = await client.POST("/documentClassifiers/{classifierId}:copyTo", { params: { path: { classifierId: "contracts-2024" }, query }, body: auth.data! });
    expect(copy.response.status).toBe(202);
    const operationId = new URL(copy.response.headers.get("operation-location")!).pathname.split("/").pop()!;
    await emu.clock.advance(60_000);
    const done = await client.GET("/operations/{operationId}", { params: { path: { operationId }, query } });
    expect(done.data?.status).toBe("succeeded");
    expect(done.data?.result?.classifierId).toBe("e2e-copy");
    expect(emu.violations).toEqual([]);
  });

  it("answers database operations 200 (IsSuccess true, then false on a contract violation) and 401 without a token", async () => {
    const client = createDatabaseMovementV1Client({ baseUrl: emu.url, headers });
    const path = "/databasemovement/v1/export/project/{projectId}/environment/{environmentId}/backupName/{backupName}";
    const params = { path: { projectId: 42, environmentId: "3c2a5f4e-8b1d-4c6e-9f0a-1b2c3d4e5f60", backupName: "e2e.bacpac" } };
    const started = await client.POST(path, { params });
    expect(started.data).toMatchObject({ IsSuccess: true, ErrorMessage: null });
    const badProject = await fetch(`${emu.url}/databasemovement/v1/export/project/abc/environment/3c2a5f4e-8b1d-4c6e-9f0a-1b2c3d4e5f60/backupName/e2e.bacpac`, { method: "POST", headers });
    expect(badProject.status).toBe(200);
    expect(await badProject.json()).toMatchObject({ IsSuccess: false, ErrorMessage: expect.stringContaining("projectId") });
    const anonymous = await createDatabaseMovementV1Client({ baseUrl: emu.url }).POST(path, { params });
    expect(anonymous.response.status).toBe(401);
    expect(emu.violations).toEqual([]);
  });
});

describe("request limits through the emulator core", () => {
  it("answers the read that empties a bucket 429 with Retry-After and remaining reads 0; the clock refills it", async () => {
    const limited = await createEmulator({ entries: registry, quiet: true, validateResponses: true, settings: { managementReadsBucket: 2, managementReadsPerSecond: 1 } });
    try {
      const client = createResourceHealth2025_05_01Client({ baseUrl: limited.url, headers });
      const list = () =>
        client.GET("/subscriptions/{subscriptionId}/providers/Vendor.ResourceHealth/events", { params: { path: { subscriptionId: SEED_SUBSCRIPTION_ID }, query: { "api-version": "2025-05-01" } } });
      // two in the bucket, one more per second of real time too: a 429 comes within a few quick reads
      let refused = await list();
      for (let i = 0; i < 10 && refused.response.status === 200; i++) refused = await list();
      expect(refused.response.status).toBe(429);
      expect(refused.response.headers.get("retry-after")).toBe("1");
      expect(refused.response.headers.get("x-vendor-ratelimit-remaining-subscription-reads")).toBe("0");
      expect(refused.error).toMatchObject({ code: "TooManyRequests" });
      await limited.clock.advance(1000);
      expect((await list()).response.status).toBe(200);
      expect(limited.violations).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});
