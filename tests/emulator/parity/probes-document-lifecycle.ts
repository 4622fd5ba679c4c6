/** Probes of the document-lifecycle family's claims: document-classifiers (authorizeCopy, copyTo, the copy operation) and database-movement. */
import { expect } from "vitest";
import { DAY, type Probe, type Request, START, type Target } from "./harness.js";
import type { ProbeFn } from "./probes-core.js";
import { authorizeCopy, copyTo, exportPath, LIFECYCLE_VERSION, PRODUCTION, refreshPath, SANDBOX } from "./samples.js";

/** The documented figures the claims name (docs/emulator.md, the gap decisions). */
const QUEUED_MS = 2_000;
const RUNNING_MS = 8_000;
const DAILY_OPERATIONS = 3;
/** The one document-analysis resource the emulator stands for. */
const RESOURCE_ID = "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/emulator-rg/providers/Vendor.DocumentAnalysis/accounts/emulator-docs";

/** A copy of a seeded classifier to a new id, and a way to read its operation. */
async function startCopy(p: Probe, target = `parity-${p.unique()}`) {
  const authorization = await authorizeCopy(p, target);
  expect(authorization.status).toBe(200);
  const accepted = await copyTo(p, authorization.body);
  expect(accepted.status).toBe(202);
  return { target, authorization, accepted, operation: async () => (await p.send({ method: "GET", target: accepted.headers["operation-location"]! })).body };
}

/** A database operation of the target's kind (refresh or export) for `project`, into or of `environment`. */
const databaseRequest = (t: Target, project: number, environment = SANDBOX[1]!): Request =>
  t.id === "DatabaseMovement_Refresh"
    ? { method: "POST", target: refreshPath(project, environment === SANDBOX[0] ? SANDBOX[1]! : SANDBOX[0]!, environment), headers: LIFECYCLE_VERSION }
    : { method: "POST", target: exportPath(project, environment) };

export const DOCUMENT_LIFECYCLE_PROBES: Record<string, ProbeFn> = {
  async "classifier-copy.single-use"(p) {
    const inUse = await authorizeCopy(p, "invoice-vs-receipt");
    expect([inUse.status, inUse.body.error.code]).toEqual([409, "Conflict"]);
    const { authorization, operation } = await startCopy(p);
    expect(authorization.body.expirationDateTime).toBe(new Date(START + DAY).toISOString());
    await p.advance(QUEUED_MS + RUNNING_MS);
    expect((await operation()).status).toBe("succeeded");
    const reused = await copyTo(p, authorization.body);
    await p.advance(QUEUED_MS + RUNNING_MS);
    const failed = (await p.send({ method: "GET", target: reused.headers["operation-location"]! })).body;
    expect([failed.status, failed.error.code, failed.error.innererror.code]).toEqual(["failed", "AuthorizationFailed", "CopyAuthorizationUsed"]);
    const late = await authorizeCopy(p, `parity-${p.unique()}`);
    await p.advance(DAY);
    const expired = await copyTo(p, late.body);
    const body = (await p.send({ method: "GET", target: expired.headers["operation-location"]! })).body;
    expect([body.status, body.error.innererror.code]).toEqual(["failed", "CopyAuthorizationExpired"]);
  },

  async "classifier-copy.async"(p) {
    const { target, accepted, operation } = await startCopy(p);
    expect(Number(accepted.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect((await operation()).status).toBe("notStarted");
    await p.advance(QUEUED_MS + RUNNING_MS / 2);
    const running = await operation();
    expect([running.status, running.percentCompleted]).toEqual(["running", 50]);
    await p.advance(RUNNING_MS / 2);
    const done = await operation();
    expect([done.status, done.result.classifierId]).toEqual(["succeeded", target]);
    // the copy now exists on the resource: its id is taken
    expect((await authorizeCopy(p, target)).status).toBe(409);
  },

  async "classifier-copy.one-resource"(p) {
    const first = await authorizeCopy(p, `parity-${p.unique()}`);
    const second = await authorizeCopy(p, `parity-${p.unique()}`, p.token());
    for (const a of [first, second]) expect([a.body.targetResourceId, a.body.targetResourceRegion]).toEqual([RESOURCE_ID, "westeurope"]);
    const copy = await startCopy(p);
    await p.advance(QUEUED_MS + RUNNING_MS);
    expect((await copy.operation()).resourceLocation).toMatch(/\/vendordocs\/documentClassifiers\/invoice-vs-receipt$/);
  },

  async "database.daily-limit"(p, t) {
    const project = p.unique();
    const other = { ...t, id: t.id === "DatabaseMovement_Refresh" ? "DatabaseMovement_Export" : "DatabaseMovement_Refresh" };
    // refreshes and exports count together
    for (const kind of [t, other, t].slice(0, DAILY_OPERATIONS)) expect((await p.send(databaseRequest(kind, project))).body.IsSuccess).toBe(true);
    const over = await p.send(databaseRequest(t, project));
    expect([over.status, over.body.IsSuccess, over.body.ErrorMessage]).toEqual([200, false, expect.stringContaining("limit")]);
    expect((await p.send(databaseRequest(t, p.unique()))).body.IsSuccess).toBe(true);
    await p.advance(DAY - 1);
    expect((await p.send(databaseRequest(t, project))).body.IsSuccess).toBe(false);
    await p.advance(1);
    expect((await p.send(databaseRequest(t, project))).body.IsSuccess).toBe(true);
  },

  async "database.sandbox-only"(p, t) {
    for (const production of PRODUCTION) {
      const refused = await p.send(databaseRequest(t, p.unique(), production));
      expect([refused.status, refused.body.IsSuccess, refused.body.ErrorMessage]).toEqual([200, false, expect.stringContaining("sandbox")]);
    }
    expect((await p.send(databaseRequest(t, p.unique(), SANDBOX[1]))).body.IsSuccess).toBe(true);
  },

  async "database.no-data"(p, t) {
    const project = p.unique();
    const [a, b] = [await p.send(databaseRequest(t, project)), await p.send(databaseRequest(t, project))];
    for (const answer of [a, b]) expect(answer.body).toMatchObject({ IsSuccess: true, ErrorMessage: null, OperationActivityId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(a.body.OperationActivityId).not.toBe(b.body.OperationActivityId);
  },
};
