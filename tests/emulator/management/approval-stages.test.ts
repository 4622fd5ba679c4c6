/**
 * approval-stages (management): the decision, the reviewer and the time a stage records, through the
 * in-process engine, every answer checked against its contract.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createManagementModule } from "../../../src/emulator/apis/management/index.js";
import type { Engine } from "../../../src/emulator/server.js";
import { call, closeEngines, example, jwt, ok, startEngine, USER_AUTH as auth } from "../in-process.js";

afterEach(closeEngines);

describe("approval stages record the decision, the reviewer and the time", () => {
  const url = "/providers/Vendor.Authorization/roleAssignmentApprovals/6d8d41e6-b1c4-4f5e-9c7a-1f3b2a9e8c10/stages/2f7c9b84-3a61-4d0e-8f52-7b1e4c6d9a35?api-version=2021-01-01-preview";
  const api = "approval-stages@2021-01-01-preview";
  let emu: Engine;
  beforeEach(async () => {
    emu = await startEngine(createManagementModule);
  });

  it("approves an InProgress stage, then refuses a second decision", async () => {
    await emu.clock.advance(60_000);
    const approved = await call(emu, "PATCH", url, { headers: auth, body: example(api, "ApproveStage") });
    ok(approved);
    expect(approved.status).toBe(200);
    expect(approved.body.properties).toEqual({
      displayName: "Manager approval",
      status: "Completed",
      assignedToMe: true,
      reviewResult: "Approve",
      justification: example(api, "ApproveStage").justification,
      reviewedBy: { principalId: "11111111-2222-4333-8444-555555555555", principalName: "Dana Whitfield", principalType: "user", userPrincipalName: "dana.whitfield@contoso.example" },
      reviewedDateTime: "2026-03-01T12:01:00.000Z",
    });
    const twice = await call(emu, "PATCH", url, { headers: auth, body: example(api, "DenyStage") });
    ok(twice);
    expect([twice.status, twice.body.error.code]).toEqual([409, "RoleAssignmentApprovalStepNotInProgress"]);
  });

  it("keeps NotReviewed edits as edits, and answers 404 and 400 in the { error: { code, message } } shape", async () => {
    const edit = await call(emu, "PATCH", url, { headers: auth, body: { justification: "Looking into it." } });
    ok(edit);
    expect(edit.body.properties).toMatchObject({ status: "InProgress", reviewResult: "NotReviewed", justification: "Looking into it." });
    expect(edit.body.properties.reviewedBy).toBeUndefined();
    const missing = await call(emu, "PATCH", url.replace("2f7c9b84", "00000000"), { headers: auth, body: { reviewResult: "Deny" } });
    ok(missing);
    expect(missing.status).toBe(404);
    const invalid = await call(emu, "PATCH", url, { headers: auth, body: { reviewResult: "Maybe" } });
    ok(invalid);
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.error)).toEqual(["code", "message"]);
  });

  it("denies with a service principal token", async () => {
    const stage = "/providers/Vendor.Authorization/roleAssignmentApprovals/c3a7e2d1-4b5f-4c6a-9d8e-7f6a5b4c3d2e/stages/e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b?api-version=2021-01-01-preview";
    const denied = await call(emu, "PATCH", stage, {
      headers: { Authorization: `Bearer ${jwt({ oid: "9f8e7d6c-0000-4000-8000-000000000001", name: "release-bot", idtyp: "app", appid: "x" })}` },
      body: { reviewResult: "Deny", justification: "Outside the change window." },
    });
    ok(denied);
    expect(denied.body.properties).toMatchObject({ status: "Completed", reviewResult: "Deny", reviewedBy: { principalType: "servicePrincipal", principalName: "release-bot" } });
  });
});
