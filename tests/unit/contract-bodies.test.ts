/**
 * Bodies and media types (src/contract/bodies.ts, media.ts): the declared content a sent media type
 * selects (exact, `type/*`, `*\/*`), and the body checked as JSON or text, or not at all (binary).
 */
import { describe, expect, it } from "vitest";
import { pickMedia } from "../../src/contract/media.js";
import { type Finding, loadContract } from "../../src/contract/validator.js";

const content = { "application/json": { schema: { type: "object", required: ["a"] } }, "text/*": { schema: { type: "string", maxLength: 3 } }, "application/octet-stream": {} };
const contract = loadContract(
  {
    openapi: "3.1.0",
    paths: {
      "/things": {
        post: {
          operationId: "Things_Create",
          requestBody: { required: true, content },
          responses: { "204": { description: "none" }, "200": { description: "ok", content: { "text/plain": { schema: { type: "string", minLength: 1 } } } } },
        },
      },
    },
  },
  "things@1",
);
const brief = (findings: Finding[]) => findings.map((f) => `${f.pointer} ${f.rule}`);
const post = (body: unknown, type?: string) => contract.validateRequest({ method: "POST", url: "/things", headers: type ? { "content-type": type } : {}, body });

describe("media selection", () => {
  it("an exact type, else the type's wildcard, else */*; without a type only a single declared one", () => {
    expect(pickMedia(content, "application/json")).toBe("application/json");
    expect(pickMedia(content, "text/csv")).toBe("text/*");
    expect(pickMedia(content, "image/png")).toBeUndefined();
    expect(pickMedia({ "*/*": {} }, "image/png")).toBe("*/*");
    expect(pickMedia(content, undefined)).toBeUndefined();
    expect(pickMedia({ "application/json": {} }, undefined)).toBe("application/json");
  });
});

describe("body checks", () => {
  it("Things_Create: JSON is parsed and checked; text is checked as a string; binary is not checked", () => {
    expect(post('{"a":1}', "application/json; charset=utf-8")).toEqual([]);
    expect(brief(post("{}", "application/json"))).toEqual(["/request/body/a required"]);
    expect(brief(post("{", "application/json"))).toEqual(["/request/body json"]);
    expect(brief(post("abcd", "text/csv"))).toEqual(["/request/body maxLength"]);
    expect(post("\u0000\u0001", "application/octet-stream")).toEqual([]);
  });

  it("Things_Create: a missing required body, an undeclared type, a body without a type", () => {
    expect(post(undefined)).toEqual([{ pointer: "/request/body", rule: "required", message: "request body is required (application/json, text/*, application/octet-stream)" }]);
    expect(post("x", "image/png")).toEqual([
      { pointer: "/request/header/content-type", rule: "content-type", message: "request has content type image/png, declared: application/json, text/*, application/octet-stream" },
    ]);
    expect(brief(post("x"))).toEqual(["/request/header/content-type content-type"]);
  });

  it("Things_Create: a response without declared content must be empty; an empty text body is checked as a string", () => {
    const match = contract.matchOperation("POST", "/things")!;
    expect(brief(contract.validateResponse({ status: 204, headers: { "content-type": "application/json" }, body: "{}" }, match))).toEqual(["/response/body content-type"]);
    expect(contract.validateResponse({ status: 200, headers: { "content-type": "text/plain" }, body: "ok" }, match)).toEqual([]);
    expect(contract.validateResponse({ status: 200, headers: { "content-type": "text/plain" }, body: "" }, match)).toEqual([
      { pointer: "/response/body", rule: "required", message: "response 200 body is empty but text/plain content is declared" },
    ]);
  });
});
