/** Probes of the management plane's claims: container groups, streaming jobs, namespaces, approval stages, health events, quotas. */
import { expect } from "vitest";
import { DAY, type Probe, SUBSCRIPTION } from "./harness.js";
import type { ProbeFn } from "./probes-core.js";
import { eventsPath, example, groupPath, jobPath, namespacePath, quotasPath, stagePath } from "./samples.js";

const CONTAINER_INSTANCE = "container-instance@2025-09-01";
const STREAM_ANALYTICS = "stream-analytics@2020-03-01";
/** The documented defaults the claims name (docs/emulator.md, Settings). */
const PROVISIONING_MS = 10_000;
const ASYNC_DELETE_MS = 10_000;
/** The seeded namespaces (docs/emulator.md, What it seeds). */
const NAMESPACES = [
  ["telemetry-rg", "contoso-telemetry-ns"],
  ["telemetry-rg", "contoso-telemetry-dr"],
  ["orders-rg", "contoso-orders-ns"],
  ["orders-rg", "contoso-orders-test"],
] as const;
const APPROVAL = "6d8d41e6-b1c4-4f5e-9c7a-1f3b2a9e8c10";
const FIRST_STAGE = "2f7c9b84-3a61-4d0e-8f52-7b1e4c6d9a35";
const NEXT_STAGE = "9b1e6a3c-5d2f-4a7e-b8c9-0d1e2f3a4b5c";

/** Bearer token: a JWT with these claims (the emulator reads them, never checks the signature). */
const jwt = (claims: Record<string, unknown>) => `Bearer ${[{ alg: "none", typ: "JWT" }, claims].map((v) => Buffer.from(JSON.stringify(v)).toString("base64url")).join(".")}.`;

/** A new container group from the contract's example (its image replaced when given). */
async function putGroup(p: Probe, image?: string) {
  const body = example(CONTAINER_INSTANCE, "CreateWebGroup");
  if (image) for (const c of body.properties.containers) c.properties.image = image;
  const target = groupPath(`parity-${p.unique()}`);
  const created = await p.send({ method: "PUT", target, body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { target, body, created };
}

/** Every health event a subscription sees since 2020, all pages. */
const allEvents = (p: Probe, subscription = SUBSCRIPTION) => p.all({ method: "GET", target: eventsPath(subscription) }, p.token());

async function followDeletion(p: Probe, group: string, name: string) {
  const accepted = await p.send({ method: "DELETE", target: namespacePath(group, name) });
  expect(accepted.status).toBe(202);
  expect(Number(accepted.headers["retry-after"])).toBeGreaterThanOrEqual(1);
  return { accepted, status: () => p.send({ method: "GET", target: accepted.headers["vendor-asyncoperation"]! }) };
}

export const MANAGEMENT_PROBES: Record<string, ProbeFn> = {
  async "container-group.state"(p) {
    const { target, created } = await putGroup(p);
    expect(created.body).toMatchObject({ name: expect.stringMatching(/^parity-/), type: "Vendor.ContainerInstance/containerGroups", id: expect.stringContaining("/containerGroups/parity-") });
    expect((await p.send({ method: "GET", target })).body).toEqual(created.body);
    await p.advance(PROVISIONING_MS);
    const update = example(CONTAINER_INSTANCE, "UpdateWebGroup");
    const updated = await p.send({ method: "PUT", target, body: update });
    expect(updated.status).toBe(200);
    expect((await p.send({ method: "GET", target })).body.tags).toEqual(update.tags);
  },

  async "container-group.provisioning"(p) {
    const { target, body } = await putGroup(p);
    const state = async () => (await p.send({ method: "GET", target })).body.properties;
    expect((await state()).provisioningState).toBe("Pending");
    const busy = await p.send({ method: "PUT", target, body });
    expect([busy.status, busy.body.error.code]).toEqual([409, "ContainerGroupTransitioning"]);
    await p.advance(PROVISIONING_MS - 1);
    expect((await state()).provisioningState).toBe("Pending");
    await p.advance(1);
    expect(await state()).toMatchObject({ provisioningState: "Succeeded", instanceView: { state: "Running" } });
  },

  async "container-group.secrets"(p) {
    const { target, body, created } = await putGroup(p);
    const secrets = [
      body.properties.imageRegistryCredentials[0].password,
      body.properties.volumes[0].azureFile.storageAccountKey,
      body.properties.diagnostics.logAnalytics.workspaceKey,
      ...Object.values(body.properties.volumes[1].secret),
      ...body.properties.containers.flatMap((c: { properties: { environmentVariables?: Array<{ secureValue?: string }> } }) =>
        (c.properties.environmentVariables ?? []).flatMap((v) => (v.secureValue ? [v.secureValue] : [])),
      ),
    ] as string[];
    expect(secrets.length).toBeGreaterThan(3);
    for (const answer of [created, await p.send({ method: "GET", target })]) for (const secret of secrets) expect(JSON.stringify(answer.body)).not.toContain(secret);
  },

  async "container-group.never-runs"(p) {
    const { target } = await putGroup(p, "registry.invalid/no-such-image:never");
    await p.advance(PROVISIONING_MS);
    const group = (await p.send({ method: "GET", target })).body;
    expect(group.properties).toMatchObject({ provisioningState: "Succeeded", instanceView: { state: "Running", events: expect.arrayContaining([expect.objectContaining({ name: "Started" })]) } });
  },

  async "streaming-job.state"(p) {
    const target = jobPath(`parity-${p.unique()}`);
    const created = await p.send({ method: "PUT", target, body: example(STREAM_ANALYTICS, "CreateShellJob") });
    expect(created.status).toBe(201);
    await p.advance(60_000);
    const replaced = await p.send({ method: "PUT", target, body: example(STREAM_ANALYTICS, "ReplaceJob") });
    expect(replaced.status).toBe(200);
    expect([replaced.body.properties.jobId, replaced.body.properties.createdDate]).toEqual([created.body.properties.jobId, created.body.properties.createdDate]);
    expect(replaced.body.properties.inputs.length).toBeGreaterThan(0);
    for (const input of replaced.body.properties.inputs) expect(input.id).toBe(`${replaced.body.id}/inputs/${input.name}`);
  },

  async "streaming-job.etag"(p) {
    const target = jobPath(`parity-${p.unique()}`);
    const body = example(STREAM_ANALYTICS, "CreateShellJob");
    const created = await p.send({ method: "PUT", target, body, headers: { "If-None-Match": "*" } });
    const tag = created.headers.etag!;
    expect(tag).toBe(`"${created.body.properties.etag}"`);
    const again = await p.send({ method: "PUT", target, body, headers: { "If-None-Match": "*" } });
    const stale = await p.send({ method: "PUT", target, body, headers: { "If-Match": '"0d1e2f3a-stale"' } });
    expect([again.status, again.body.error.code, stale.status, stale.body.error.code]).toEqual([412, "PreconditionFailed", 412, "PreconditionFailed"]);
    const current = await p.send({ method: "PUT", target, body, headers: { "If-Match": tag } });
    expect(current.status).toBe(200);
    expect(current.headers.etag).not.toBe(tag);
  },

  async "streaming-job.never-runs"(p) {
    const target = jobPath(`parity-${p.unique()}`);
    await p.send({ method: "PUT", target, body: example(STREAM_ANALYTICS, "CreateCompleteJob") });
    await p.advance(DAY);
    const later = await p.send({ method: "PUT", target, body: example(STREAM_ANALYTICS, "CreateCompleteJob") });
    expect([later.status, later.body.properties.jobState, later.body.properties.lastOutputEventTime]).toEqual([200, "Created", null]);
  },

  async "namespace.async-delete"(p) {
    const { accepted, status } = await followDeletion(p, "telemetry-rg", "contoso-telemetry-ns");
    const running = await status();
    expect(running.body).toMatchObject({ status: "InProgress", percentComplete: expect.any(Number) });
    expect(running.body.percentComplete).toBeLessThan(100);
    const again = await p.send({ method: "DELETE", target: namespacePath("telemetry-rg", "contoso-telemetry-ns") });
    expect([again.status, again.headers["vendor-asyncoperation"]]).toEqual([202, accepted.headers["vendor-asyncoperation"]]);
    await p.advance(ASYNC_DELETE_MS);
    expect((await status()).body).toMatchObject({ status: "Succeeded", percentComplete: 100, endTime: expect.any(String) });
    expect((await p.send({ method: "DELETE", target: namespacePath("telemetry-rg", "contoso-telemetry-ns") })).status).toBe(204);
  },

  async "namespace.seeded"(p) {
    for (const [group, name] of NAMESPACES) expect((await p.send({ method: "DELETE", target: namespacePath(group, name) })).status, name).toBe(202);
    expect((await p.send({ method: "DELETE", target: namespacePath("telemetry-rg", "contoso-never-made") })).status).toBe(204);
  },

  async "namespace.never-fails"(p) {
    const { status } = await followDeletion(p, "orders-rg", "contoso-orders-ns");
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      seen.push((await status()).body.status);
      await p.advance(ASYNC_DELETE_MS / 4);
    }
    expect(new Set(seen)).toEqual(new Set(["InProgress", "Succeeded"]));
  },

  async "approval-stage.decision"(p) {
    const token = jwt({ oid: "7d1c2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f", name: "Parity Reviewer", upn: "parity.reviewer@contoso.example" });
    const decided = await p.send({ method: "PATCH", target: stagePath(APPROVAL, FIRST_STAGE), body: { reviewResult: "Approve", justification: "Checked." } }, token);
    expect(decided.body.properties).toMatchObject({
      status: "Completed",
      reviewResult: "Approve",
      reviewedBy: { principalId: "7d1c2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f", principalName: "Parity Reviewer", userPrincipalName: "parity.reviewer@contoso.example" },
      reviewedDateTime: p.engine.clock.nowIso(),
    });
  },

  async "approval-stage.once"(p) {
    expect((await p.send({ method: "PATCH", target: stagePath(APPROVAL, FIRST_STAGE), body: { reviewResult: "Deny" } })).status).toBe(200);
    const twice = await p.send({ method: "PATCH", target: stagePath(APPROVAL, FIRST_STAGE), body: { reviewResult: "Approve" } });
    expect([twice.status, twice.body.error.code]).toEqual([409, "RoleAssignmentApprovalStepNotInProgress"]);
    const renamed = await p.send({ method: "PATCH", target: stagePath(APPROVAL, FIRST_STAGE), body: { displayName: "Renamed afterwards" } });
    expect([renamed.status, renamed.body.properties.displayName, renamed.body.properties.reviewResult]).toEqual([200, "Renamed afterwards", "Deny"]);
  },

  async "approval-stage.no-workflow"(p) {
    expect((await p.send({ method: "PATCH", target: stagePath(APPROVAL, FIRST_STAGE), body: { reviewResult: "Approve" } })).body.properties.status).toBe("Completed");
    await p.advance(DAY);
    const next = await p.send({ method: "PATCH", target: stagePath(APPROVAL, NEXT_STAGE), body: { reviewResult: "Approve" } });
    expect([next.status, next.body.error.code]).toEqual([409, "RoleAssignmentApprovalStepNotInProgress"]);
  },

  async "health-events.paging"(p) {
    const token = p.token();
    const first = await p.send({ method: "GET", target: eventsPath() }, token);
    expect(first.body.value).toHaveLength(10);
    const all = await allEvents(p);
    expect(all.length).toBeGreaterThan(10);
    expect(new Set(all.map((e: { name: string }) => e.name)).size).toBe(all.length);
    const times = all.map((e: { properties: { lastUpdateTime: string } }) => Date.parse(e.properties.lastUpdateTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const forged = await p.send({ method: "GET", target: `${eventsPath()}&$skiptoken=not-a-token` }, token);
    expect(forged.status).toBe(400);
  },

  async "health-events.window"(p) {
    const now = p.engine.clock.now();
    const recent = await p.all({ method: "GET", target: eventsPath(SUBSCRIPTION, "") }, p.token());
    const all = await allEvents(p);
    const ages = (events: Array<{ properties: { lastUpdateTime: string } }>) => events.map((e) => now - Date.parse(e.properties.lastUpdateTime));
    expect(recent.length).toBeGreaterThan(0);
    expect(Math.max(...ages(recent))).toBeLessThanOrEqual(3 * DAY);
    expect(all.length).toBeGreaterThan(recent.length);
    expect(Math.min(...ages(all))).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages(all))).toBeLessThanOrEqual(200 * 3_600_000);
    await p.advance(30 * DAY);
    expect(await p.all({ method: "GET", target: eventsPath(SUBSCRIPTION, "") }, p.token())).toEqual([]);
  },

  async "health-events.fixed"(p) {
    const seen = (events: Array<{ name: string; properties: { lastUpdateTime: string } }>) => events.map((e) => `${e.name} ${e.properties.lastUpdateTime}`);
    const before = seen(await allEvents(p));
    expect(seen(await allEvents(p, "0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b"))).toEqual(before);
    await p.advance(DAY);
    expect(seen(await allEvents(p))).toEqual(before);
  },

  async "health-events.details"(p) {
    const sensitive = (await allEvents(p)).find((e: { properties: { isEventSensitive?: boolean } }) => e.properties.isEventSensitive);
    expect(sensitive.properties.description).toBeUndefined();
    const details = await p.send({ method: "POST", target: `/subscriptions/${SUBSCRIPTION}/providers/Vendor.ResourceHealth/events/${sensitive.name}/fetchEventDetails?api-version=2025-05-01` });
    expect(details.body).toMatchObject({ name: sensitive.name, properties: { description: expect.any(String), summary: expect.any(String) } });
  },

  async "quotas.seeded"(p) {
    for (const location of ["westeurope", "northeurope", "eastus"]) {
      const quotas = await p.all({ method: "GET", target: quotasPath(location) }, p.token());
      expect(new Set(quotas.map((q: { type: string }) => q.type))).toEqual(new Set(["Vendor.MachineLearningServices/vmFamily/quotas", "Vendor.MachineLearningServices/workspaces/quotas"]));
      expect(quotas.filter((q: { id: string }) => q.id.includes("/resourceGroups/ml-research/")).length).toBeGreaterThan(0);
    }
    const elsewhere = await p.send({ method: "GET", target: quotasPath("southcentralus") });
    expect([elsewhere.status, elsewhere.body.error.code]).toEqual([404, "LocationNotAvailableForResourceType"]);
  },

  async "quotas.paging"(p) {
    const first = await p.send({ method: "GET", target: quotasPath("westeurope") });
    expect(first.body.value).toHaveLength(10);
    expect(first.body.nextLink).toEqual(expect.any(String));
    const all = await p.all({ method: "GET", target: quotasPath("westeurope") }, p.token());
    expect(new Set(all.map((q: { id: string }) => q.id)).size).toBe(all.length);
    expect((await p.send({ method: "GET", target: `${quotasPath("westeurope")}&$skiptoken=not-a-token` })).status).toBe(400);
  },

  async "quotas.fixed"(p) {
    const before = await p.all({ method: "GET", target: quotasPath("westeurope") }, p.token());
    await putGroup(p);
    await p.advance(DAY);
    expect(await p.all({ method: "GET", target: quotasPath("westeurope") }, p.token())).toEqual(before);
  },
};
