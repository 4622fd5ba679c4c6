/**
 * Parameter decoding through a contract (src/contract/params/parameter.ts): each style's value reaches the
 * schema in the JSON types it declares; a style that is unknown, or not allowed where the parameter is,
 * is a finding when a value is sent, never a silent pass; a missing required parameter is named.
 */
import { describe, expect, it } from "vitest";
import { type Finding, loadContract } from "../../src/contract/validator.js";

const rgb = { type: "object", properties: { R: { type: "integer", maximum: 255 }, G: { type: "integer" }, B: { type: "integer" } }, additionalProperties: false };
const ints = { type: "array", items: { type: "integer" } };
const doc = {
  openapi: "3.1.0",
  info: { title: "parameters", version: "1" },
  paths: {
    "/colors/{color}": {
      get: {
        operationId: "Colors_Get",
        parameters: [
          { name: "color", in: "path", required: true, style: "label", explode: true, schema: ints },
          { name: "rgb", in: "query", style: "deepObject", schema: rgb },
          { name: "ids", in: "query", style: "pipeDelimited", schema: ints },
          { name: "only", in: "query", style: "matrix", schema: { type: "string" } },
          { name: "shade", in: "query", style: "wavy", schema: { type: "string" } },
          { name: "X-Rgb", in: "header", explode: true, schema: rgb },
          { name: "where", in: "query", content: { "application/json": { schema: { type: "object", required: ["a"] } } } },
          { name: "session", in: "cookie", required: true, schema: { type: "integer" } },
        ],
        responses: { "200": { description: "ok" } },
      },
    },
    "/points/{point}": {
      get: {
        operationId: "Points_Get",
        parameters: [
          { name: "point", in: "path", required: true, style: "matrix", schema: rgb },
          { name: "flag", in: "query", schema: { type: "boolean" } },
        ],
        responses: { "200": { description: "ok" } },
      },
    },
  },
};
const contract = loadContract(doc, "parameters@1");
const brief = (findings: Finding[]) => findings.map((f) => `${f.pointer} ${f.rule}`);
const get = (url: string, headers: Record<string, string> = {}) => contract.validateRequest({ method: "GET", url, headers: { cookie: "session=7", ...headers } });

describe("parameter styles through a contract", () => {
  it("Colors_Get: a label-exploded path array, a deepObject and a pipe-delimited query are checked item by item", () => {
    expect(get("/colors/.1.2.3?rgb[R]=10&rgb[G]=20&ids=4|5")).toEqual([]);
    expect(brief(get("/colors/.1.x?rgb[R]=300&rgb[Q]=1&ids=4|y"))).toEqual([
      "/request/path/color/1 type",
      "/request/query/rgb/Q additionalProperties",
      "/request/query/rgb/R maximum",
      "/request/query/ids/1 type",
    ]);
  });

  it("Colors_Get: a value not in its style names the parameter", () => {
    const findings = get("/colors/1,2");
    expect(findings).toEqual([{ pointer: "/request/path/color", rule: "style", message: 'path parameter color must start with "." in label style (got "1,2")' }]);
  });

  it("Colors_Get: a style not allowed where the parameter is, and an unknown style, are findings when sent", () => {
    expect(get("/colors/.1")).toEqual([]);
    expect(get("/colors/.1?only=a&shade=b")).toEqual([
      {
        pointer: "/request/query/only",
        rule: "style",
        message: "query parameter only uses style matrix, which OpenAPI does not allow in a query parameter (allowed: form, spaceDelimited, pipeDelimited, deepObject)",
      },
      { pointer: "/request/query/shade", rule: "style", message: "query parameter shade uses style wavy, which this validator does not decode" },
    ]);
  });

  it("Colors_Get: an exploded simple header object, a JSON content parameter and a cookie", () => {
    expect(get("/colors/.1?where=%7B%22a%22%3A1%7D", { "x-rgb": "R=1, G=2" })).toEqual([]);
    expect(brief(get("/colors/.1", { "x-rgb": "R=x" }))).toEqual(["/request/header/x-rgb/R type"]);
    expect(brief(get("/colors/.1?where=%7B%7D"))).toEqual(["/request/query/where/a required"]);
    expect(get("/colors/.1?where=nope")[0]).toMatchObject({ pointer: "/request/query/where", rule: "json", message: expect.stringMatching(/^query parameter where is not valid JSON: /) });
    expect(contract.validateRequest({ method: "GET", url: "/colors/.1" })).toEqual([{ pointer: "/request/cookie/session", rule: "required", message: "cookie parameter session is required" }]);
    expect(brief(get("/colors/.1", { cookie: "session=seven" }))).toEqual(["/request/cookie/session type"]);
  });

  it("Points_Get: a matrix path object and a form boolean", () => {
    expect(contract.validateRequest({ method: "GET", url: "/points/;point=R,1,G,2?flag=true" })).toEqual([]);
    expect(brief(contract.validateRequest({ method: "GET", url: "/points/;point=R,1,G,2?flag=yes" }))).toEqual(["/request/query/flag type"]);
    expect(brief(contract.validateRequest({ method: "GET", url: "/points/;point=R,1,G" }))).toEqual(["/request/path/point style"]);
  });
});
