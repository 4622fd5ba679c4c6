/**
 * The mock refuses what the contract refuses in a request. The front door checks a request body against the
 * request view of its schema (the emulator's checks; Prism validates the bundle as written after them), so the
 * PUT bodies' own schemas (ContainerGroupRequest, StreamingJobRequest) carry the closed value sets and the
 * members required on PUT, and the subscription bodies' (StandardApiSubscriptionRequest) close the object; a valid PUT gets the first documented success (200), a refused one 400 whose
 * message names the member at fault.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { findApi, loadRegistry } from "../../scripts/lib/registry.js";
import { type MockServer, startMocks } from "../../src/mock/server.js";

const registry = loadRegistry();
const containers = findApi(registry, "container-instance@2025-09-01");
const jobs = findApi(registry, "stream-analytics@2020-03-01");
const webhooks = findApi(registry, "webhooks@v2.0");

type Body = Record<string, any>;
const example = (root: string, name: string): Body => (parse(readFileSync(join(root, "..", "examples", `${name}.yaml`), "utf8")) as { value: Body }).value;

function put(base: string, path: string, body: unknown, method = "PUT"): Promise<{ status: number; message: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers: { authorization: "Bearer any", "content-type": "application/json", connection: "close" }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        const message = res.statusCode === 400 ? String((JSON.parse(text) as { error?: { message?: string } }).error?.message) : "";
        resolve({ status: res.statusCode ?? 0, message });
      });
    });
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

const groupPath = "/subscriptions/3f2a8c1e-7b4d-4e9a-a6c2-5d1e8f0b9a47/resourceGroups/shop-rg/providers/Vendor.ContainerInstance/containerGroups/shop-web?api-version=2025-09-01";
const jobPath = "/subscriptions/56b5e0a9-b645-407d-99b0-c64f86013e3d/resourcegroups/sjrg3276/providers/Vendor.StreamAnalytics/streamingjobs/sj7804?api-version=2020-03-01";

describe("the mock validates request bodies with the request schemas", () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMocks({ entries: [containers, jobs, webhooks], port: 0, watch: false, log: () => undefined });
  }, 120_000);
  afterAll(async () => mock?.close());

  it("ContainerGroups_CreateOrUpdate: ipAddress.type Internal is refused (closed in requests); secret with secretReference in one volume is accepted; a volume without a kind is refused", async () => {
    const base = example(containers.root, "CreateWebGroup");
    expect((await put(mock.url, groupPath, base)).status).toBe(200);

    const internal = structuredClone(base);
    internal.properties.ipAddress.type = "Internal";
    const refused = await put(mock.url, groupPath, internal);
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/\/request\/body\/properties\/ipAddress\/type/);

    const both = structuredClone(base);
    both.properties.volumes.push({ name: "app-secrets", secret: { "api-key": "c3RhbmQtaW4ta2V5" }, secretReference: { "db-password": "db-password" } });
    expect((await put(mock.url, groupPath, both)).status).toBe(200);

    const kindless = structuredClone(base);
    kindless.properties.volumes.push({ name: "nothing" });
    expect((await put(mock.url, groupPath, kindless)).status).toBe(400);
  });

  it("StreamingJobs_CreateOrReplace: a PUT without an output's serialization, an input's name or the query is refused", async () => {
    const base = example(jobs.root, "CreateCompleteJob");
    expect((await put(mock.url, jobPath, base)).status).toBe(200);

    const noSerialization = structuredClone(base);
    delete noSerialization.properties.outputs[0].properties.serialization;
    const refused = await put(mock.url, jobPath, noSerialization);
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/serialization is required .*\/request\/body\/properties\/outputs\/0\/properties\/serialization/);

    const noName = structuredClone(base);
    delete noName.properties.inputs[0].name;
    expect((await put(mock.url, jobPath, noName)).status).toBe(400);

    const noQuery = structuredClone(base);
    delete noQuery.properties.transformation.properties.query;
    expect((await put(mock.url, jobPath, noQuery)).status).toBe(400);
  });

  it("Subscriptions_Create: a member a subscription does not define (clientstate) is refused; the three it defines are accepted", async () => {
    const resource = "/api/v2.0/companies(3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51)/customers";
    expect((await put(mock.url, "/api/v2.0/subscriptions", { notificationUrl: "https://x.example/h", resource, clientState: "s" }, "POST")).status).toBe(201);
    const refused = await put(mock.url, "/api/v2.0/subscriptions", { notificationUrl: "https://x.example/h", resource, clientstate: "s" }, "POST");
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/^clientstate: not a member of a subscription; did you mean clientState\? \(\/request\/body\/clientstate\)/);
  });
});
