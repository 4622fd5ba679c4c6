/**
 * Parameter schemas written with allOf, anyOf or oneOf (and `$ref`s inside them) are read before a style decoder is chosen
 * (src/contract/params/schema.ts): `{allOf: [{$ref: NumList}]}` is an array of integers, not a string.
 */
import { describe, expect, it } from "vitest";
import { readSchema } from "../../src/contract/params/schema.js";
import { type Finding, loadContract } from "../../src/contract/validator.js";

const schemas = {
  NumList: { type: "array", items: { type: "integer" } },
  Int: { type: "integer" },
  Rgb: { type: "object", properties: { R: { type: "integer" }, G: { type: "integer" } }, additionalProperties: false },
  Tree: { type: "array", items: { $ref: "#/components/schemas/Tree" } },
};
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const doc = {
  openapi: "3.1.0",
  info: { title: "schemas", version: "1" },
  paths: {
    "/things/{ids}": {
      get: {
        operationId: "Things_List",
        parameters: [
          { name: "ids", in: "path", required: true, schema: { allOf: [ref("NumList")] } },
          { name: "n", in: "query", style: "form", explode: false, schema: { allOf: [ref("NumList"), { maxItems: 3 }] } },
          { name: "pick", in: "query", schema: { anyOf: [{ type: "string", enum: ["all"] }, ref("NumList")] } },
          { name: "one", in: "query", explode: false, schema: { oneOf: [{ type: "array", items: { allOf: [ref("Int")] } }, { type: "boolean" }] } },
          { name: "X-Ids", in: "header", schema: { anyOf: [ref("NumList")] } },
          { name: "color", in: "query", schema: { allOf: [ref("Rgb")] } },
        ],
        responses: { "200": { description: "ok" } },
      },
    },
  },
  components: { schemas },
};
const contract = loadContract(doc, "schemas@1");
const brief = (findings: Finding[]) => findings.map((f) => `${f.pointer} ${f.rule}`);
const get = (url: string, headers: Record<string, string> = {}) => brief(contract.validateRequest({ method: "GET", url, headers }));
const param = (i: number) => `/paths/~1things~1{ids}/get/parameters/${i}/schema`;

describe("parameter schemas through allOf, anyOf and oneOf", () => {
  it("reads allOf: [$ref NumList] as an array of integers; anyOf a string and an array tries the array first", () => {
    const deref = (pointer: string) => contract.deref(pointer);
    expect(readSchema(deref, param(0))).toMatchObject({ shapes: ["array"], types: { value: ["array"], items: ["integer"] } });
    expect(readSchema(deref, param(2))).toMatchObject({ shapes: ["array", "primitive"], types: { value: ["string", "array"], items: ["integer"] } });
    expect(readSchema(deref, param(3))).toMatchObject({ shapes: ["array", "primitive"], types: { items: ["integer"] } });
    expect(readSchema(deref, param(5))).toMatchObject({ shapes: ["object"], properties: ["R", "G"], types: { properties: { R: ["integer"], G: ["integer"] } } });
    // a schema that refers to itself is read to a fixed depth, not forever
    expect(readSchema(deref, "/components/schemas/Tree").shapes).toEqual(["array"]);
  });

  it("Things_List: a path value and a query list under allOf are integers, item by item", () => {
    expect(get("/things/1,2?n=3,4")).toEqual([]);
    expect(get("/things/1,x?n=3,4,5,6")).toEqual(["/request/path/ids/1 type", "/request/query/n maxItems"]);
  });

  it("Things_List: anyOf a string and an array of integers takes either; oneOf an array and a boolean too", () => {
    expect(get("/things/1?pick=all&one=true")).toEqual([]);
    // pick is exploded (form's default): one item per pair
    expect(get("/things/1?pick=1&pick=2&one=1,2")).toEqual([]);
    expect(get("/things/1?pick=1,2")).toEqual(["/request/query/pick anyOf"]);
    expect(get("/things/1?one=maybe")).toEqual(["/request/query/one oneOf"]);
  });

  it("Things_List: a header under anyOf, and an exploded object under allOf", () => {
    expect(get("/things/1?R=1&G=2", { "x-ids": "1, 2" })).toEqual([]);
    expect(get("/things/1?R=x", { "x-ids": "1, y" })).toEqual(["/request/header/x-ids anyOf", "/request/query/color/R type"]);
  });
});
