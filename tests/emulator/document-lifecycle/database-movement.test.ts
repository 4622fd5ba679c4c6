/**
 * database-movement (document-lifecycle): refresh and export with the 3-per-24-hours limit, through the
 * in-process engine; every answer checked against its contract.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createDocumentLifecycleModule } from "../../../src/emulator/apis/document-lifecycle/index.js";
import type { Engine } from "../../../src/emulator/server.js";
import { call, closeEngines, ok, startEngine } from "../in-process.js";

afterEach(closeEngines);

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
