/**
 * Messages (src/contract/messages.ts) and schema checking (src/contract/schemas.ts): ajv errors become
 * findings that name the field; a failed oneOf reports only the variant the value means; an unknown member
 * names the nearest defined one; a broken pattern names the shape from an example; each contract compiles
 * its own validators.
 */
import { describe, expect, it } from "vitest";
import { nearest } from "../../src/nearest.js";
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
      Member: {
        title: "Member",
        type: "object",
        properties: { notificationUrl: { type: "string" }, clientState: { type: "string" }, id: { type: "string", readOnly: true } },
      },
      MemberRequest: {
        title: "Subscription (request body)",
        allOf: [{ $ref: "#/components/schemas/Member" }, { properties: { resource: { type: "string", pattern: "^/api/", examples: ["/api/v2.0/items"] } } }],
        unevaluatedProperties: false,
      },
      Entry: { title: "Supported-resource entry", type: "object", properties: { resource: { type: "string" } }, additionalProperties: false },
      Columns: { title: "ServiceBusSystemPropertyColumns", type: "object", properties: { MessageId: { type: "string" } }, additionalProperties: false },
      Layered: {
        allOf: [
          { type: "string", pattern: "^/?api/v[12]\\.0/", examples: ["/api/v2.0/items", "/api/v1.0/items"] },
          { pattern: "^/?api/v1\\.0/", examples: ["api/v1.0/vendors"] },
        ],
      },
    },
  },
};
const contract = loadContract(doc, "shapes@1");

describe("findings from schema errors", () => {
  it("name the field, its rule and what was sent", () => {
    expect(contract.validateSchema("Account", { name: "Ab", size: "L", extra: 1 })).toEqual([
      { pointer: "/extra", rule: "additionalProperties", message: "extra: not a member of Account" },
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

  it("an unknown member names the object by its title and the nearest member its layers define; none when nothing is near", () => {
    expect(contract.validateSchema("MemberRequest", { notificationUrl: "u", clientstate: "s" })).toEqual([
      { pointer: "/clientstate", rule: "unevaluatedProperties", message: "clientstate: not a member of a subscription; did you mean clientState?" },
    ]);
    // one edit away, in a layer of its own (allOf item), and a read-only member: all defined, all near
    expect(contract.validateSchema("MemberRequest", { resourse: "/api/x", notificationURL: "u", ids: "1" }).map((f) => f.message)).toEqual([
      "resourse: not a member of a subscription; did you mean resource?",
      "notificationURL: not a member of a subscription; did you mean notificationUrl?",
      "ids: not a member of a subscription; did you mean id?",
    ]);
    expect(contract.validateSchema("MemberRequest", { colour: "red" })).toEqual([{ pointer: "/colour", rule: "unevaluatedProperties", message: "colour: not a member of a subscription" }]);
    // defined members, read-only ones included, are members
    expect(contract.validateSchema("MemberRequest", { notificationUrl: "u", clientState: "s", id: "1", resource: "/api/v2.0/items" })).toEqual([]);
    // a title of words reads as a noun, a title that is a name stays as written
    expect(contract.validateSchema("Entry", { resorce: "x" })[0]?.message).toBe("resorce: not a member of a supported-resource entry; did you mean resource?");
    expect(contract.validateSchema("Columns", { messageid: "x" })[0]?.message).toBe("messageid: not a member of ServiceBusSystemPropertyColumns; did you mean MessageId?");
    // a closed object without a title is named by its component
    expect(contract.validateSchema("Account", { name: "ab", sise: "S" })).toEqual([{ pointer: "/sise", rule: "additionalProperties", message: "sise: not a member of Account; did you mean size?" }]);
  });

  it("member names: the nearest known one (src/nearest.ts), case first, none when far (a table written here)", () => {
    const known = ["notificationUrl", "resource", "clientState", "id", "size"];
    const table: [string, string | undefined][] = [
      ["clientstate", "clientState"],
      ["CLIENTSTATE", "clientState"],
      ["clientStat", "clientState"],
      ["notifcationUrl", "notificationUrl"],
      ["notificationUri", "notificationUrl"],
      ["resorce", "resource"],
      ["sise", "size"],
      ["ix", "id"],
      ["state", undefined],
      ["url", undefined],
      ["xyz", undefined],
      ["resource", undefined],
    ];
    expect(table.map(([name]) => [name, nearest(name, known)])).toEqual(table);
  });

  it("a value that breaks a pattern names the shape from an example that fits every failed pattern, and keeps the pattern at the end", () => {
    expect(contract.validateSchema("MemberRequest", { resource: "items" })).toEqual([
      { pointer: "/resource", rule: "pattern", message: 'resource must look like /api/v2.0/items (got "items"; pattern ^/api/)' },
    ]);
    // both layers fail: the example offered fits both (not the first, a v2.0 one)
    expect(contract.validateSchema("Layered", "v3")).toEqual([{ pointer: "", rule: "pattern", message: 'Layered must look like /api/v1.0/items (got "v3"; pattern ^/?api/v[12]\\.0/)' }]);
    // only the narrower layer fails: its own example
    expect(contract.validateSchema("Layered", "/api/v2.0/items")).toEqual([
      { pointer: "", rule: "pattern", message: 'Layered must look like api/v1.0/vendors (got "/api/v2.0/items"; pattern ^/?api/v1\\.0/)' },
    ]);
    // no example: the pattern alone
    expect(contract.validateSchema("Account", { name: "Ab" })[0]?.message).toBe('name must match the pattern ^[a-z]+$ (got "Ab")');
  });

  it("a query parameter that breaks its pattern names the shape from the parameter's examples", () => {
    const events = loadContract(
      {
        openapi: "3.1.0",
        paths: {
          "/events": {
            get: {
              parameters: [
                {
                  name: "queryStartTime",
                  in: "query",
                  schema: { type: "string", pattern: "^(0?[1-9]|1[0-2])(/|%2[Ff])(0?[1-9]|[12][0-9]|3[01])(/|%2[Ff])[0-9]{4}$" },
                  examples: { Plain: { summary: "M/D/YYYY", value: "5/12/2025" }, Encoded: { value: "5%2F12%2F2025" } },
                },
              ],
              responses: { "200": { description: "ok" } },
            },
          },
        },
      },
      "events@1",
    );
    const findings = events.validateRequest({ method: "GET", url: "/events?queryStartTime=2025-01-01" });
    expect(findings).toEqual([
      {
        pointer: "/request/query/queryStartTime",
        rule: "pattern",
        message: 'query parameter queryStartTime must look like 5/12/2025 (got "2025-01-01"; pattern ^(0?[1-9]|1[0-2])(/|%2[Ff])(0?[1-9]|[12][0-9]|3[01])(/|%2[Ff])[0-9]{4}$)',
      },
    ]);
  });

  it("a schema that cannot be compiled is a ContractError naming it; each contract compiles its own", () => {
    expect(() => contract.validateSchema("Broken", 1)).toThrow(ContractError);
    expect(() => contract.validateSchema("Missing", 1)).toThrow(/no schema components.schemas.Missing/);
    const other = loadContract({ ...doc, components: { schemas: { ...doc.components.schemas, Account: { type: "string" } } } }, "other@1");
    expect(other.validateSchema("Account", "x")).toEqual([]);
    expect(contract.validateSchema("Account", "x")).toHaveLength(1);
  });
});
