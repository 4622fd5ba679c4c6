/**
 * document-classifiers (document-lifecycle): copy authorization, copy and polling, and the 5 requests per
 * second of model management, through the in-process engine; every answer checked against its contract.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AUTHORIZATION_LIFETIME_MS, COPY_QUEUED_MS, COPY_RUNNING_MS, createDocumentLifecycleModule } from "../../../src/emulator/apis/document-lifecycle/index.js";
import type { Engine } from "../../../src/emulator/server.js";
import { call, closeEngines, ok, startEngine } from "../in-process.js";

const key = { "Vendor-Subscription-Key": "0123456789abcdef0123456789abcdef" };
const docs = (path: string) => `/vendordocs${path}${path.includes("?") ? "&" : "?"}api-version=2024-11-30`;
afterEach(closeEngines);

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

describe("document classifiers: model management at 5 requests per second per caller", () => {
  const key = (k: string) => ({ "Vendor-Subscription-Key": k.repeat(32 / k.length) });
  const authorize = (emu: Engine, k = "ab") => call(emu, "POST", "/vendordocs/documentClassifiers:authorizeCopy?api-version=2024-11-30", { headers: key(k), body: { classifierId: "invoices-v2" } });

  it("answers the 6th within a second 429 with Retry-After in the API's error shape; another key, or a second later, passes", async () => {
    const emu = await startEngine(createDocumentLifecycleModule);
    for (let i = 0; i < 5; i++) expect((await authorize(emu)).status).toBe(200);
    const refused = await authorize(emu);
    ok(refused);
    expect([refused.status, refused.headers["retry-after"]]).toEqual([429, "1"]);
    expect(refused.body.error).toEqual({ code: "429", message: "Requests to the document classifier copy operations have exceeded the rate limit of 5 requests per second. Retry after 1 second." });
    expect((await authorize(emu, "cd")).status).toBe(200);
    await emu.clock.advance(1000);
    expect((await authorize(emu)).status).toBe(200);
  });
});
