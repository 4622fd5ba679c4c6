/**
 * The lifecycle module (seed 002): classifier copy authorization, copy and polling; database refresh and
 * export with the 3-per-24-hours limit. Every response is checked against its contract.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AUTHORIZATION_LIFETIME_MS, COPY_QUEUED_MS, COPY_RUNNING_MS, createDocumentLifecycleModule } from "../../../src/emulator/apis/document-lifecycle/index.js";
import type { Engine } from "../../../src/emulator/server.js";
import { allContracts, call, closeEngines, registry, startEngine, type Answer } from "../in-process.js";

const ok = (a: Answer) => expect(a.findings, JSON.stringify(a.findings, null, 1)).toEqual([]);
const key = { "Vendor-Subscription-Key": "0123456789abcdef0123456789abcdef" };
const docs = (path: string) => `/vendordocs${path}${path.includes("?") ? "&" : "?"}api-version=2024-11-30`;
const mod = createDocumentLifecycleModule();
afterEach(closeEngines);

describe("lifecycle module", () => {
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
});

describe("document classifiers: authorizeCopy gives a single-use authorization valid 24 hours", () => {
  let emu: Engine;
  beforeEach(async () => {
    emu = await startEngine(createDocumentLifecycleModule);
  });

  const authorize = (classifierId: string) =>
    call(emu, "POST", docs("/documentClassifiers:authorizeCopy"), { headers: key, body: { classifierId, description: "Copied for the audit team.", tags: { team: "audit" } } });
  const copy = (source: string, authorization: unknown) => call(emu, "POST", docs(`/documentClassifiers/${source}:copyTo`), { headers: key, body: authorization });
  const poll = (location: string) => call(emu, "GET", location, { headers: key });

  it("authorizes, copies (202 + Operation-Location + Retry-After) and runs notStarted → running → succeeded on the clock", async () => {
    const auth = await authorize("audit-classifier");
    ok(auth);
    expect(auth.status).toBe(200);
    expect(auth.body).toMatchObject({
      targetClassifierId: "audit-classifier",
      targetClassifierLocation: "http://127.0.0.1:4020/vendordocs/documentClassifiers/audit-classifier",
      expirationDateTime: new Date(emu.clock.now() + AUTHORIZATION_LIFETIME_MS).toISOString(),
      accessToken: expect.stringMatching(/^[\w-]{40,}$/),
    });
    expect(JSON.stringify(emu.store.list("lifecycle.copyAuthorizations"))).not.toContain(auth.body.accessToken);

    const accepted = await copy("invoice-vs-receipt", auth.body);
    ok(accepted);
    expect(accepted.status).toBe(202);
    expect(accepted.headers["retry-after"]).toBe("2");
    const location = accepted.headers["operation-location"]!;
    expect(location).toMatch(/^http:\/\/127\.0\.0\.1:4020\/vendordocs\/operations\/[0-9a-f-]{36}\?api-version=2024-11-30$/);

    const queued = await poll(location);
    ok(queued);
    expect(queued.body).toMatchObject({
      status: "notStarted",
      kind: "documentClassifierCopyTo",
      percentCompleted: 0,
      resourceLocation: "http://127.0.0.1:4020/vendordocs/documentClassifiers/invoice-vs-receipt",
    });

    await emu.clock.advance(COPY_QUEUED_MS + COPY_RUNNING_MS / 2);
    const running = await poll(location);
    ok(running);
    expect(running.body).toMatchObject({ status: "running", percentCompleted: 50 });

    await emu.clock.advance(COPY_RUNNING_MS / 2);
    const done = await poll(location);
    ok(done);
    expect(done.body).toMatchObject({
      status: "succeeded",
      percentCompleted: 100,
      tags: { team: "audit" },
      result: { classifierId: "audit-classifier", description: "Copied for the audit team.", docTypes: { invoice: {}, receipt: {} } },
    });

    // The copy now exists on this resource: it cannot be authorized again, and it can be copied on.
    const conflict = await authorize("audit-classifier");
    ok(conflict);
    expect(conflict.status).toBe(409);
    const onward = await copy("audit-classifier", (await authorize("audit-classifier-2")).body);
    expect(onward.status).toBe(202);
  });

  it("MiscellaneousOperations_GetDocumentClassifierCopyToOperation: a poll asked again is the same while the copy shows the same status, and follows it when it moves", async () => {
    const accepted = await copy("invoice-vs-receipt", (await authorize("polled-copy")).body);
    const location = new URL(accepted.headers["operation-location"]!);
    const send = () =>
      emu
        .dispatch({ method: "GET", target: location.pathname + location.search, headers: { "vendor-subscription-key": key["Vendor-Subscription-Key"] }, baseUrl: "http://127.0.0.1:4020" })
        .then((a) => a.body as { status: string; percentCompleted: number; lastUpdatedDateTime: string });
    const queued = await send();
    expect(await send()).toEqual(queued);
    await emu.clock.advance(COPY_QUEUED_MS + 1000);
    const running = await send();
    expect([running.status, running.percentCompleted]).toEqual(["running", 12]);
    await emu.clock.advance(1000);
    const further = await send();
    expect([further.status, further.percentCompleted, further.lastUpdatedDateTime]).toEqual(["running", 25, new Date(emu.clock.now()).toISOString()]);
    await emu.clock.advance(COPY_RUNNING_MS);
    const done = await send();
    expect(done.status).toBe("succeeded");
    await emu.clock.advance(60_000);
    expect(await send()).toEqual(done);
  });

  it("fails a copy with an authorization already used", async () => {
    const auth = await authorize("single-use");
    expect((await copy("tax-forms", auth.body)).status).toBe(202);
    const reused = await copy("tax-forms", auth.body);
    ok(reused);
    expect(reused.status).toBe(202);
    const failed = await poll(reused.headers["operation-location"]!);
    ok(failed);
    expect(failed.body).toMatchObject({ status: "failed", error: { code: "AuthorizationFailed", innererror: { code: "CopyAuthorizationUsed" } } });
    expect(failed.body.result).toBeUndefined();
  });

  it("fails a copy with an expired or altered authorization", async () => {
    const auth = await authorize("late-copy");
    await emu.clock.advance(AUTHORIZATION_LIFETIME_MS);
    const late = await poll((await copy("tax-forms", auth.body)).headers["operation-location"]!);
    ok(late);
    expect(late.body).toMatchObject({ status: "failed", error: { innererror: { code: "CopyAuthorizationExpired" } } });

    const fresh = await authorize("altered-copy");
    const altered = await poll((await copy("tax-forms", { ...fresh.body, targetClassifierId: "someone-else" })).headers["operation-location"]!);
    expect(altered.body).toMatchObject({ status: "failed", error: { innererror: { code: "CopyAuthorizationInvalid" } } });
  });

  it("answers 404 for an unknown source classifier or operation, and 400 in the { error } shape", async () => {
    const auth = await authorize("nowhere-copy");
    const unknown = await copy("no-such-classifier", auth.body);
    ok(unknown);
    expect([unknown.status, unknown.body.error.code]).toEqual([404, "NotFound"]);
    const noOp = await poll(docs("/operations/00000000-0000-4000-8000-000000000000"));
    ok(noOp);
    expect(noOp.status).toBe(404);
    const invalid = await authorize("-bad");
    ok(invalid);
    expect([invalid.status, invalid.body.error.target]).toEqual([400, "classifierId"]);
    const anonymous = await call(emu, "POST", docs("/documentClassifiers:authorizeCopy"), { body: { classifierId: "x1" } });
    ok(anonymous);
    expect(anonymous.status).toBe(401);
  });
});

describe("database movement: refresh and export return an OperationActivityId; the 4th in 24 hours fails with 200", () => {
  const bearer = { Authorization: "Bearer eyJ0eXAiOiJKV1QifQ.e30." };
  const sandboxA = "3c2a5f4e-8b1d-4c6e-9f0a-1b2c3d4e5f60";
  const sandboxB = "7d9e1f20-4a3b-4c5d-8e6f-a0b1c2d3e4f5";
  const production = "8f14e45f-ceea-4167-a5a5-2c0e1d9b7a61";
  const refresh = (emu: Engine, source: string, target: string, headers: Record<string, string> = { ...bearer, "x-vendor-version": "2017-09-15" }, project = 1234567) =>
    call(emu, "POST", `/databasemovement/v1/refresh/project/${project}/source/${source}/target/${target}`, { headers });
  const exportDb = (emu: Engine, environment: string, project = 1234567) =>
    call(emu, "POST", `/databasemovement/v1/export/project/${project}/environment/${environment}/backupName/sandbox-2026-03-01.bacpac`, { headers: bearer });

  it("starts three operations, refuses the fourth with IsSuccess false, and allows one again 24 hours later", async () => {
    const emu = await startEngine(createDocumentLifecycleModule);
    const started = [await refresh(emu, production, sandboxA), await exportDb(emu, sandboxA), await refresh(emu, sandboxA, sandboxB)];
    for (const answer of started) {
      ok(answer);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ IsSuccess: true, ErrorMessage: null, VersionEOL: "9999-12-31T23:59:59.9999999", OperationActivityId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    }
    expect(new Set(started.map((a) => a.body.OperationActivityId)).size).toBe(3);

    const fourth = await exportDb(emu, sandboxB);
    ok(fourth);
    expect(fourth.status).toBe(200);
    expect(fourth.body).toMatchObject({ IsSuccess: false, ErrorMessage: "The limit of 3 database operations in 24 hours has been reached. Try again later." });
    expect((await exportDb(emu, sandboxB, 7654321)).body.IsSuccess).toBe(true); // another project has its own limit

    await emu.clock.advance(24 * 3_600_000);
    expect((await exportDb(emu, sandboxB)).body.IsSuccess).toBe(true);
  });

  it("answers the validation rules with 200 and IsSuccess false, without using up the limit", async () => {
    const emu = await startEngine(createDocumentLifecycleModule);
    const same = await refresh(emu, sandboxA, sandboxA);
    ok(same);
    expect(same.body).toMatchObject({ IsSuccess: false, ErrorMessage: expect.stringContaining("same") });
    const intoProduction = await refresh(emu, sandboxA, production);
    ok(intoProduction);
    expect(intoProduction.body.IsSuccess).toBe(false);
    const fromProduction = await exportDb(emu, production);
    ok(fromProduction);
    expect(fromProduction.body.ErrorMessage).toMatch(/not a sandbox environment/);
    for (let i = 0; i < 3; i++) expect((await exportDb(emu, sandboxA)).body.IsSuccess).toBe(true);
  });

  it("answers a contract violation with 200 IsSuccess false, and a missing token with a bare 401", async () => {
    const emu = await startEngine(createDocumentLifecycleModule);
    const noVersion = await refresh(emu, sandboxA, sandboxB, bearer);
    ok(noVersion);
    expect(noVersion.status).toBe(200);
    expect(noVersion.body).toMatchObject({ IsSuccess: false, ErrorMessage: expect.stringContaining("x-vendor-version") });
    const notGuid = await refresh(emu, "prod", sandboxB);
    ok(notGuid);
    expect(notGuid.body.IsSuccess).toBe(false);
    const anonymous = await refresh(emu, sandboxA, sandboxB, { "x-vendor-version": "2017-09-15" });
    ok(anonymous);
    expect([anonymous.status, anonymous.body]).toEqual([401, undefined]);
  });

  it("keeps 404 and 405 (no operation matched) without a body, and answers a body too large or one it does not take with 200 IsSuccess false", async () => {
    const emu = await startEngine(createDocumentLifecycleModule);
    const path = `/databasemovement/v1/refresh/project/1234567/source/${sandboxA}/target/${sandboxB}`;
    const headers = { ...bearer, "x-vendor-version": "2017-09-15" };
    const wrongMethod = await call(emu, "GET", path, { headers });
    expect([wrongMethod.status, wrongMethod.headers.allow, wrongMethod.body]).toEqual([405, "POST", undefined]);
    const nowhere = await call(emu, "POST", "/databasemovement/v1/nothing/here", { headers });
    expect([nowhere.status, nowhere.body]).toEqual([404, undefined]);
    const huge = await call(emu, "POST", path, { headers, body: async () => "too large" as const }); // as the HTTP adapter reads a body over 1 MB
    // seed 002: always 200 but for 401 (the contract declares 200 and 401 only)
    ok(huge);
    expect([huge.status, huge.body]).toEqual([200, expect.objectContaining({ IsSuccess: false, ErrorMessage: expect.stringMatching(/^PayloadTooLarge: /) })]);
    const withBody = await call(emu, "POST", path, { headers: { ...headers, "Content-Type": "text/plain" }, body: "hello" });
    ok(withBody);
    expect(withBody.body).toMatchObject({ IsSuccess: false, ErrorMessage: expect.stringMatching(/^UnsupportedMediaType: /) });
  });
});
