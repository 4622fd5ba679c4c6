/**
 * Messages (src/contract/messages.ts) and schema checking (src/contract/schemas.ts): ajv errors become
 * findings that name the field; a failed oneOf reports only the variant the value means; each contract
 * compiles its own validators.
 */
import { describe, expect, it } from "vitest";
import { ContractError, loadContract } from "../../src/contract/validator.js";

const doc = {
  openapi: "3.1.0",
  paths: {},
  components: {
    schemas: {
      Shape: {
        oneOf: [
          { type: "object", properties: { kind: { const: "circle" }, radius: { type: "number", minimum: 0 } }, required: ["kind", "radius"] },
          { type: "object", properties: { kind: { const: "square" }, side: { type: "number" } }, required: ["kind", "side"] },
        ],
      },
      Volume: {
        oneOf: [
          { type: "object", properties: { secret: { type: "object" } }, required: ["secret"] },
          { type: "object", properties: { emptyDir: { type: "object" } }, required: ["emptyDir"] },
        ],
      },
      Kinds: {
        anyOf: [
          { type: "object", properties: { secret: { type: "object", additionalProperties: { type: "string", writeOnly: true } }, secretReference: { type: "object" } }, required: ["secret"] },
          { type: "object", properties: { secret: { type: "object", additionalProperties: { type: "string", writeOnly: true } }, secretReference: { type: "object" } }, required: ["secretReference"] },
        ],
      },
      Account: {
        type: "object",
        properties: { name: { type: "string", pattern: "^[a-z]+$" }, key: { type: "string", writeOnly: true }, size: { enum: ["S", "M"] } },
        required: ["name"],
        additionalProperties: false,
      },
      Broken: { $ref: "#/components/schemas/Nowhere" },
    },
  },
};
const contract = loadContract(doc, "shapes@1");

describe("findings from schema errors", () => {
  it("name the field, its rule and what was sent", () => {
    expect(contract.validateSchema("Account", { name: "Ab", size: "L", extra: 1 })).toEqual([
      { pointer: "/extra", rule: "additionalProperties", message: "extra is not a declared property" },
      { pointer: "/name", rule: "pattern", message: 'name must match the pattern ^[a-z]+$ (got "Ab")' },
      { pointer: "/size", rule: "enum", message: 'size must be one of "S", "M" (got "L")' },
    ]);
    expect(contract.validateSchema("Account", {})).toEqual([{ pointer: "/name", rule: "required", message: "name is required" }]);
    expect(contract.validateSchema("Account", [])).toEqual([{ pointer: "", rule: "type", message: "Account must be object (got an array)" }]);
  });

  it("a writeOnly property in the response view is its own rule", () => {
    expect(contract.validateSchema("Account", { name: "ab", key: "k" }, "response")).toEqual([{ pointer: "/key", rule: "writeOnly", message: "key is writeOnly and must not appear in a response" }]);
    expect(contract.validateSchema("Account", { name: "ab", key: "k" }, "request")).toEqual([]);
  });

  it("a oneOf reports the variant its const tag chooses, or why none could be chosen", () => {
    expect(contract.validateSchema("Shape", { kind: "circle", radius: -1 })).toEqual([{ pointer: "/radius", rule: "minimum", message: "radius must be >= 0 (got -1)" }]);
    expect(contract.validateSchema("Shape", { kind: "hexagon" })).toEqual([{ pointer: "/kind", rule: "oneOf", message: 'kind must be one of "circle", "square" to choose a variant (got "hexagon")' }]);
    expect(contract.validateSchema("Shape", { side: 1 })).toEqual([{ pointer: "/kind", rule: "required", message: 'kind is required to choose a variant (one of "circle", "square")' }]);
  });

  it("without a tag, the variant that alone requires a property the value has is the one reported", () => {
    expect(contract.validateSchema("Volume", { secret: "s" })).toEqual([{ pointer: "/secret", rule: "type", message: 'secret must be object (got string "s")' }]);
    expect(contract.validateSchema("Volume", {})[0]?.message).toMatch(/^Volume must match exactly one of the 2 variants \(closest variant: /);
  });

  it("an anyOf value that several variants fit reports what they agree on, else why none matched", () => {
    // secret and secretReference together: both variants fit, and both find the secret's content in a response
    expect(contract.validateSchema("Kinds", { secret: { a: "c2VjcmV0" }, secretReference: { b: "ref" } }, "response")).toEqual([
      { pointer: "/secret/a", rule: "writeOnly", message: "secret/a is writeOnly and must not appear in a response" },
    ]);
    expect(contract.validateSchema("Kinds", { secret: { a: "c2VjcmV0" }, secretReference: { b: "ref" } }, "request")).toEqual([]);
    // a wrong member both variants declare: each finds it, so it is the finding
    expect(contract.validateSchema("Kinds", { secret: 1, secretReference: { b: "ref" } }, "request")).toEqual([{ pointer: "/secret", rule: "type", message: "secret must be object (got integer 1)" }]);
    expect(contract.validateSchema("Kinds", {})[0]?.rule).toBe("anyOf");
  });

  it("a schema that cannot be compiled is a ContractError naming it; each contract compiles its own", () => {
    expect(() => contract.validateSchema("Broken", 1)).toThrow(ContractError);
    expect(() => contract.validateSchema("Missing", 1)).toThrow(/no schema components.schemas.Missing/);
    const other = loadContract({ ...doc, components: { schemas: { ...doc.components.schemas, Account: { type: "string" } } } }, "other@1");
    expect(other.validateSchema("Account", "x")).toEqual([]);
    expect(contract.validateSchema("Account", "x")).toHaveLength(1);
  });
});
