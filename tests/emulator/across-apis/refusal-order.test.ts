/**
 * What the resource manager's own clients found (issue 22): an api-version the operation does not serve
 * is refused (400, naming the supported versions) and changes nothing; a request without a token is 401
 * with the contract's code and a `WWW-Authenticate` challenge naming the sign-in address of the
 * contract's security scheme; the token is checked before any header, parameter or body; a path
 * parameter that breaks its schema has the code the operation's examples give.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createDocumentLifecycleModule } from "../../../src/emulator/apis/document-lifecycle/index.js";
import { createManagementModule } from "../../../src/emulator/apis/management/index.js";
import { SEED_SUBSCRIPTION_ID } from "../../../src/emulator/apis/seed-data.js";
import type { ApiModule } from "../../../src/emulator/types.js";
import { allContracts, type Answer, call, closeEngines, example, jwt, ok, startEngine } from "../in-process.js";

const auth = { Authorization: `Bearer ${jwt({ oid: "11111111-2222-4333-8444-555555555555", name: "Dana Whitfield" })}` };
afterEach(closeEngines);

const SUB = "3f2a8c1e-7b4d-4e9a-a6c2-5d1e8f0b9a47";
const GROUP = `/subscriptions/${SUB}/resourceGroups/shop-rg/providers/Vendor.ContainerInstance/containerGroups/shop-web`;
const NAMESPACE = `/subscriptions/${SEED_SUBSCRIPTION_ID}/resourceGroups/telemetry-rg/providers/Vendor.EventHub/namespaces`;
const JOB = `/subscriptions/${SUB}/resourcegroups/sales-rg/providers/Vendor.StreamAnalytics/streamingjobs/sales-job`;
const STAGE = "/providers/Vendor.Authorization/roleAssignmentApprovals/6d8d41e6-b1c4-4f5e-9c7a-1f3b2a9e8c10/stages/2f7c9b84-3a61-4d0e-8f52-7b1e4c6d9a35";
const EVENTS = `/subscriptions/${SUB}/providers/Vendor.ResourceHealth/events`;
const QUOTAS = `/subscriptions/${SUB}/providers/Vendor.MachineLearningServices/locations/westeurope/quotas`;
const DATABASE = "/databasemovement/v1/refresh/project/1234567/source/3c2a5f4e-8b1d-4c6e-9f0a-1b2c3d4e5f60/target/7d9e1f20-4a3b-4c5d-8e6f-a0b1c2d3e4f5";

/** The sign-in address the contract's security scheme documents for an API (the oracle for the challenge). */
function authorizationUrl(api: string): string {
  const schemes = (allContracts().get(api)!.doc.components as { securitySchemes: Record<string, { flows?: Record<string, { authorizationUrl?: string }> }> }).securitySchemes;
  const url = Object.values(schemes)
    .flatMap((s) => Object.values(s.flows ?? {}))
    .map((f) => f.authorizationUrl)
    .find((u) => u !== undefined);
  if (!url) throw new Error(`${api} documents no authorization URL`);
  return url;
}
const code = (a: Answer): unknown => a.body?.error?.code ?? a.body?.code;
const message = (a: Answer): string => String(a.body?.error?.message ?? a.body?.message);

interface VersionCase {
  operationId: string;
  api: string;
  module: () => ApiModule;
  method: string;
  path: string;
  body?: unknown;
  /** The code the operation's 400 examples give an unsupported api-version. */
  code: string;
}

const versionCases: VersionCase[] = [
  {
    operationId: "ContainerGroups_CreateOrUpdate",
    api: "container-instance@2025-09-01",
    module: createManagementModule,
    method: "PUT",
    path: GROUP,
    body: example("container-instance@2025-09-01", "CreateWebGroup"),
    code: "InvalidApiVersionParameter",
  },
  { operationId: "ContainerGroups_Get", api: "container-instance@2025-09-01", module: createManagementModule, method: "GET", path: GROUP, code: "InvalidApiVersionParameter" },
  {
    operationId: "StreamingJobs_CreateOrReplace",
    api: "stream-analytics@2020-03-01",
    module: createManagementModule,
    method: "PUT",
    path: JOB,
    body: example("stream-analytics@2020-03-01", "CreateShellJob"),
    code: "InvalidApiVersionParameter",
  },
  {
    operationId: "RoleAssignmentApprovalStep_Patch",
    api: "approval-stages@2021-01-01-preview",
    module: createManagementModule,
    method: "PATCH",
    path: STAGE,
    body: example("approval-stages@2021-01-01-preview", "ApproveStage"),
    code: "InvalidApiVersionParameter",
  },
  { operationId: "Events_ListBySubscriptionId", api: "resource-health@2025-05-01", module: createManagementModule, method: "GET", path: EVENTS, code: "InvalidApiVersionParameter" },
  { operationId: "Namespaces_Delete", api: "event-hub@2026-01-01", module: createManagementModule, method: "DELETE", path: `${NAMESPACE}/contoso-telemetry-ns`, code: "InvalidApiVersionParameter" },
  {
    operationId: "OperationStatuses_Get",
    api: "event-hub@2026-01-01",
    module: createManagementModule,
    method: "GET",
    path: `/subscriptions/${SEED_SUBSCRIPTION_ID}/providers/Vendor.EventHub/locations/westeurope/operationStatuses/8f2b6c1e-4d7a-4e93-b0c5-3a9d1e7f6b28`,
    code: "InvalidApiVersionParameter",
  },
  { operationId: "Quotas_List", api: "machine-learning@2025-09-01", module: createManagementModule, method: "GET", path: QUOTAS, code: "InvalidApiVersionParameter" },
  {
    operationId: "DocumentClassifiers_AuthorizeClassifierCopy",
    api: "document-classifiers@2024-11-30",
    module: createDocumentLifecycleModule,
    method: "POST",
    path: "/vendordocs/documentClassifiers:authorizeCopy",
    body: { classifierId: "audit-classifier" },
    code: "InvalidRequest",
  },
  {
    operationId: "MiscellaneousOperations_GetDocumentClassifierCopyToOperation",
    api: "document-classifiers@2024-11-30",
    module: createDocumentLifecycleModule,
    method: "GET",
    path: "/vendordocs/operations/b704bb00-d130-4f3f-a1d8-ca96de3eabb4",
    code: "InvalidRequest",
  },
];

describe("api-version: each operation serves its contract's version only", () => {
  it.each(versionCases.map((c) => [c.operationId, c] as const))("%s answers another api-version 400 naming the supported one, and changes nothing", async (_id, c) => {
    const emu = await startEngine(c.module);
    const served = String((allContracts().get(c.api)!.doc.info as { version: string }).version);
    const before = JSON.stringify(emu.snapshot().data);
    const refused = await call(emu, c.method, `${c.path}?api-version=1999-01-01`, { headers: auth, ...(c.body !== undefined ? { body: c.body } : {}) });
    ok(refused);
    expect([refused.status, code(refused)]).toEqual([400, c.code]);
    expect(message(refused)).toContain("'1999-01-01'");
    expect(message(refused)).toContain(`'${served}'`);
    expect(JSON.stringify(emu.snapshot().data)).toBe(before);
    // the served version, same request otherwise: not refused for its version
    const accepted = await call(emu, c.method, `${c.path}?api-version=${served}`, { headers: auth, ...(c.body !== undefined ? { body: c.body } : {}) });
    ok(accepted);
    expect(accepted.status === 400 && /api-version/i.test(message(accepted))).toBe(false);
  });

  it("ContainerGroups_CreateOrUpdate without api-version answers 400 MissingApiVersionParameter", async () => {
    const emu = await startEngine(createManagementModule);
    const missing = await call(emu, "PUT", GROUP, { headers: auth, body: example("container-instance@2025-09-01", "CreateWebGroup") });
    ok(missing);
    expect([missing.status, code(missing)]).toEqual([400, "MissingApiVersionParameter"]);
    expect(message(missing)).toContain("'2025-09-01'");
  });
});

describe("401: the contract's code and a WWW-Authenticate challenge", () => {
  const cases = [
    {
      operationId: "ContainerGroups_CreateOrUpdate",
      api: "container-instance@2025-09-01",
      module: createManagementModule,
      method: "PUT",
      url: `${GROUP}?api-version=2025-09-01`,
      code: "InvalidAuthenticationToken",
    },
    { operationId: "Quotas_List", api: "machine-learning@2025-09-01", module: createManagementModule, method: "GET", url: `${QUOTAS}?api-version=2025-09-01`, code: "AuthenticationFailed" },
    {
      operationId: "Events_ListBySubscriptionId",
      api: "resource-health@2025-05-01",
      module: createManagementModule,
      method: "GET",
      url: `${EVENTS}?api-version=2025-05-01`,
      code: "InvalidAuthenticationToken",
    },
    {
      operationId: "RoleAssignmentApprovalStep_Patch",
      api: "approval-stages@2021-01-01-preview",
      module: createManagementModule,
      method: "PATCH",
      url: `${STAGE}?api-version=2021-01-01-preview`,
      code: "InvalidAuthenticationToken",
    },
    {
      operationId: "DocumentClassifiers_CopyClassifierTo",
      api: "document-classifiers@2024-11-30",
      module: createDocumentLifecycleModule,
      method: "POST",
      url: "/vendordocs/documentClassifiers/invoice-vs-receipt:copyTo?api-version=2024-11-30",
      code: "401",
    },
  ];
  it.each(cases.map((c) => [c.operationId, c] as const))("%s without a token answers 401 with its documented code and the challenge", async (_id, c) => {
    const emu = await startEngine(c.module);
    const refused = await call(emu, c.method, c.url, { body: { any: "body" } });
    ok(refused);
    expect([refused.status, code(refused)]).toEqual([401, c.code]);
    expect(refused.headers["www-authenticate"]).toBe(`Bearer authorization_uri="${authorizationUrl(c.api)}", error="invalid_token"`);
  });

  it("DatabaseMovement_Refresh without a token answers a bare 401 with the bearer challenge (its scheme names no sign-in address)", async () => {
    const emu = await startEngine(createDocumentLifecycleModule);
    const refused = await call(emu, "POST", DATABASE, { headers: { "x-vendor-version": "2017-09-15" } });
    ok(refused);
    expect([refused.status, refused.body, refused.headers["www-authenticate"]]).toEqual([401, undefined, 'Bearer error="invalid_token"']);
  });

  it("ContainerGroups_Get with a token of another scheme (Basic) answers 401 too", async () => {
    const emu = await startEngine(createManagementModule);
    const refused = await call(emu, "GET", `${GROUP}?api-version=2025-09-01`, { headers: { Authorization: "Basic dXNlcjpwYXNz" } });
    ok(refused);
    expect([refused.status, code(refused)]).toEqual([401, "InvalidAuthenticationToken"]);
  });
});

describe("authentication first: checked before any header, parameter or body", () => {
  it("DatabaseMovement_Refresh without a token and without x-vendor-version answers 401, not 200 about the header", async () => {
    const emu = await startEngine(createDocumentLifecycleModule);
    const refused = await call(emu, "POST", DATABASE);
    ok(refused);
    expect([refused.status, refused.body]).toEqual([401, undefined]);
    // with the token, the missing header is the answer: 200 IsSuccess false
    const withToken = await call(emu, "POST", DATABASE, { headers: auth });
    ok(withToken);
    expect([withToken.status, withToken.body.IsSuccess, withToken.body.ErrorMessage]).toEqual([200, false, expect.stringContaining("x-vendor-version")]);
  });

  it("ContainerGroups_CreateOrUpdate without a token and with malformed JSON answers 401, and never reads the body", async () => {
    const emu = await startEngine(createManagementModule);
    let read = 0;
    const body = async () => {
      read++;
      return Buffer.from('{"location": ');
    };
    const refused = await call(emu, "PUT", `${GROUP}?api-version=2025-09-01`, { headers: { "Content-Type": "application/json" }, body });
    ok(refused);
    expect([refused.status, code(refused), read]).toEqual([401, "InvalidAuthenticationToken", 0]);
    const malformed = await call(emu, "PUT", `${GROUP}?api-version=2025-09-01`, { headers: { ...auth, "Content-Type": "application/json" }, body });
    ok(malformed);
    expect([malformed.status, code(malformed), read]).toEqual([400, "InvalidRequestContent", 1]);
  });

  it("Namespaces_Delete without a token and with a namespace name too short answers 401; with the token, 400 InvalidParameter as its examples say", async () => {
    const emu = await startEngine(createManagementModule);
    const anonymous = await call(emu, "DELETE", `${NAMESPACE}/ab?api-version=2026-01-01`);
    ok(anonymous);
    expect([anonymous.status, code(anonymous)]).toEqual([401, "InvalidAuthenticationToken"]);
    const tooShort = await call(emu, "DELETE", `${NAMESPACE}/ab?api-version=2026-01-01`, { headers: auth });
    ok(tooShort);
    expect([tooShort.status, code(tooShort), tooShort.body.error.target]).toEqual([400, "InvalidParameter", "namespaceName"]);
  });

  it("ContainerGroups_CreateOrUpdate checks the api-version before a bad path parameter, and both before the body", async () => {
    const emu = await startEngine(createManagementModule);
    const badGroup = "/subscriptions/not-a-uuid/resourceGroups/shop-rg/providers/Vendor.ContainerInstance/containerGroups/shop-web";
    const version = await call(emu, "PUT", `${badGroup}?api-version=1999-01-01`, { headers: auth, body: "{" });
    expect([version.status, code(version)]).toEqual([400, "InvalidApiVersionParameter"]);
    const parameter = await call(emu, "PUT", `${badGroup}?api-version=2025-09-01`, { headers: auth, body: "{" });
    expect([parameter.status, code(parameter), parameter.body.error.target]).toEqual([400, "InvalidParameter", "subscriptionId"]);
  });
});
