/**
 * Each family's module as a whole (management, document-lifecycle): it serves registered APIs with a handler
 * for every operation they declare, and answers in each API's own error shape.
 */
import { describe, expect, it } from "vitest";
import { createDocumentLifecycleModule } from "../../src/emulator/apis/document-lifecycle/index.js";
import { createManagementModule } from "../../src/emulator/apis/management/index.js";
import type { ApiModule } from "../../src/emulator/types.js";
import { ApiError } from "../../src/http/errors.js";
import { allContracts, registry } from "./in-process.js";

/** The module serves registered APIs only, with one handler per operation they declare (no more, no fewer). */
function servesItsApis(mod: ApiModule): void {
  const keys = registry.map((e) => e.key);
  expect(mod.apis.every((api) => keys.includes(api))).toBe(true);
  const declared = mod.apis.flatMap((api) =>
    allContracts()
      .get(api)!
      .listOperations()
      .map((o) => o.operationId),
  );
  expect(declared.sort()).toEqual(Object.keys(mod.handlers).sort());
}

describe("management module", () => {
  const mod = createManagementModule();
  it("serves registered APIs, with a handler for every operation they declare", () => servesItsApis(mod));

  it("answers contract violations in each API's own error shape", () => {
    const finding = { pointer: "/request/body/properties/containers", rule: "required", message: "properties/containers is required" };
    for (const api of mod.apis) {
      const contract = allContracts().get(api)!;
      const op = contract.listOperations()[0]!;
      const answer = mod.errors(api).shape(new ApiError(400, "InvalidRequestContent", "The request content was invalid.", { findings: [finding] }));
      expect(contract.validateResponse({ ...answer, headers: { "Content-Type": "application/json" } }, op), api).toEqual([]);
    }
    const shape = (api: string, code: string, message: string) => mod.errors(api).shape(new ApiError(400, code, message, { findings: [finding] })).body;
    expect(shape("container-instance@2025-09-01", "InvalidRequestContent", "Invalid.")).toEqual({
      error: { code: "InvalidRequestContent", message: "Invalid.", target: "properties.containers", details: [{ code: "required", message: finding.message, target: "properties.containers" }] },
    });
    expect(shape("resource-health@2025-05-01", "InvalidFilter", "Bad.")).toEqual({ code: "InvalidFilter", message: "Bad.", details: finding.message });
    expect(shape("approval-stages@2021-01-01-preview", "InvalidRequestContent", "Bad.")).toEqual({ error: { code: "InvalidRequestContent", message: `Bad. ${finding.message}.` } });
  });
});

describe("document-lifecycle module", () => {
  const mod = createDocumentLifecycleModule();
  it("serves registered APIs, with a handler for every operation they declare", () => servesItsApis(mod));
});
