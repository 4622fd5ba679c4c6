import { describe, expect, it } from "vitest";
import { loadContract } from "../../src/contract/validator.js";
import { deriveView, WRITE_ONLY_MARK } from "../../src/contract/views.js";

const FORBIDDEN = { not: {}, [WRITE_ONLY_MARK]: true };
import { contractDoc } from "./helpers.js";

type Obj = Record<string, any>; // test access into arbitrary JSON

const doc: Obj = {
  openapi: "3.1.0",
  info: { title: "views", version: "1" },
  paths: {
    "/things": {
      parameters: [{ name: "q", in: "query", schema: { type: "object", required: ["ro"], properties: { ro: { readOnly: true } } } }],
      post: {
        requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Derived" } } } },
        responses: {
          "200": {
            description: "inline",
            headers: { "X-Inline": { schema: { type: "object", required: ["secret"], properties: { secret: { writeOnly: true } } } } },
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    list: { type: "array", items: { type: "object", required: ["pw"], properties: { pw: { type: "string", writeOnly: true } } } },
                    tuple: { prefixItems: [{ type: "object", required: ["pw"], properties: { pw: { writeOnly: true } } }] },
                    map: { additionalProperties: { $ref: "#/components/schemas/Secretive" } },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
  webhooks: {
    ping: { post: { requestBody: { content: { "application/json": { schema: { required: ["at"], properties: { at: { readOnly: true } } } } } }, responses: {} } },
  },
  components: {
    schemas: {
      Id: { type: "string", readOnly: true },
      Base: { type: "object", required: ["id", "name"], properties: { id: { $ref: "#/components/schemas/Id" }, name: { type: "string" } } },
      Derived: { allOf: [{ $ref: "#/components/schemas/Base" }, { required: ["id", "extra"], properties: { extra: { type: "string" } } }] },
      Password: { type: "string", writeOnly: true },
      Secretive: {
        type: "object",
        required: ["user", "password"],
        properties: { user: { type: "string" }, password: { $ref: "#/components/schemas/Password" } },
        $defs: { nested: { required: ["token"], properties: { token: { writeOnly: true } } } },
      },
    },
  },
};

describe("deriveView", () => {
  const request: Obj = deriveView(doc, "request");
  const response: Obj = deriveView(doc, "response");

  it("request view: readOnly properties (also through $ref) leave required", () => {
    expect(request.components.schemas.Base.required).toEqual(["name"]);
    expect(request.components.schemas.Base.properties.id).toEqual({ $ref: "#/components/schemas/Id" });
  });

  it("request view: a readOnly property of an allOf sibling leaves the member's required", () => {
    expect(request.components.schemas.Derived.allOf[1].required).toEqual(["extra"]);
  });

  it("request view: parameters and webhooks are rewritten too", () => {
    expect(request.paths["/things"].parameters[0].schema.required).toEqual([]);
    expect(request.webhooks.ping.post.requestBody.content["application/json"].schema.required).toEqual([]);
  });

  it("request view keeps writeOnly properties and their required entries", () => {
    expect(request.components.schemas.Secretive.required).toEqual(["user", "password"]);
    expect(request.components.schemas.Secretive.properties.password).toEqual({ $ref: "#/components/schemas/Password" });
  });

  it("response view: writeOnly properties become false and leave required", () => {
    const secretive = response.components.schemas.Secretive;
    expect(secretive.required).toEqual(["user"]);
    expect(secretive.properties.password).toEqual(FORBIDDEN);
    expect(secretive.$defs.nested.properties.token).toEqual(FORBIDDEN);
    const schema = response.paths["/things"].post.responses["200"].content["application/json"].schema;
    expect(schema.properties.list.items.properties.pw).toEqual(FORBIDDEN);
    expect(schema.properties.list.items.required).toEqual([]);
    expect(schema.properties.tuple.prefixItems[0].properties.pw).toEqual(FORBIDDEN);
    expect(response.paths["/things"].post.responses["200"].headers["X-Inline"].schema.properties.secret).toEqual(FORBIDDEN);
  });

  it("response view keeps readOnly properties required", () => {
    expect(response.components.schemas.Base.required).toEqual(["id", "name"]);
  });

  it("leaves the input document untouched", () => {
    expect(doc.components.schemas.Base.required).toEqual(["id", "name"]);
    expect(doc.components.schemas.Secretive.properties.password).toEqual({ $ref: "#/components/schemas/Password" });
  });

  it("works on the fixture contract", () => {
    const fixture = contractDoc() as Obj;
    expect(deriveView(fixture, "request").components.schemas.Subscription.required).not.toContain("id");
    expect(deriveView(fixture, "response").components.schemas.Subscription.properties.clientState).toEqual(FORBIDDEN);
    expect(deriveView(fixture, "response").components.schemas.Subscription.required).toContain("createdDateTime");
  });
});

describe("writeOnly maps", () => {
  it("a map whose values are writeOnly must come back empty in the response view, and stays open in the request view", () => {
    const mapDoc = {
      openapi: "3.1.0",
      components: { schemas: { Volume: { type: "object", properties: { secret: { type: "object", additionalProperties: { type: "string", writeOnly: true } } } } } },
    };
    expect(deriveView(mapDoc, "response").components.schemas.Volume.properties.secret.additionalProperties).toEqual(FORBIDDEN);
    expect(deriveView(mapDoc, "request").components.schemas.Volume.properties.secret.additionalProperties).toEqual({ type: "string", writeOnly: true });
  });
});

/**
 * The turn-3 corrections keep request and response apart in plain OpenAPI, so that Prism and the generated
 * types see them too: a PUT body schema overlays (allOf) closed value sets and the members required on PUT on
 * the schema the service returns. The views add nothing to that and must not undo it.
 */
describe("request schemas that overlay the returned shape", () => {
  const secretMap = { type: "object", additionalProperties: { type: "string", writeOnly: true } };
  const kinds = { secret: secretMap, secretReference: { type: "object", additionalProperties: { type: "string" } } };
  const overlayDoc = {
    openapi: "3.1.0",
    info: { title: "overlays", version: "1" },
    paths: {},
    components: {
      schemas: {
        IpType: { type: "string", enum: ["Public", "Private"] },
        Ip: { type: "object", required: ["type"], properties: { type: { anyOf: [{ $ref: "#/components/schemas/IpType" }, { type: "string" }] }, ip: { type: "string", readOnly: true } } },
        IpRequest: { allOf: [{ $ref: "#/components/schemas/Ip" }, { properties: { type: { $ref: "#/components/schemas/IpType" } } }] },
        Output: { type: "object", properties: { name: { type: "string" }, serialization: { type: "object" } } },
        OutputRequest: { allOf: [{ $ref: "#/components/schemas/Output" }, { required: ["name", "serialization"], properties: { name: {}, serialization: {} } }] },
        Volume: {
          anyOf: [
            { type: "object", required: ["secret"], properties: kinds },
            { type: "object", required: ["secretReference"], properties: kinds },
          ],
        },
      },
    },
  };
  const contract = loadContract(overlayDoc, "overlays@1");
  const rules = (schema: string, value: unknown, view: "request" | "response") => contract.validateSchema(schema, value, view).map((f) => `${f.pointer} ${f.rule}`);

  it("the request view of the overlay refuses a value outside the closed set; the returned shape takes any string", () => {
    expect(rules("IpRequest", { type: "Internal" }, "request")).toEqual(["/type enum"]);
    expect(rules("IpRequest", { type: "Public" }, "request")).toEqual([]);
    expect(rules("Ip", { type: "Internal", ip: "10.0.0.4" }, "response")).toEqual([]);
  });

  it("members required on PUT are required by the overlay's request view only", () => {
    expect(rules("OutputRequest", { name: "out" }, "request")).toEqual(["/serialization required"]);
    expect(rules("Output", { name: "out" }, "response")).toEqual([]);
    expect(rules("Output", {}, "response")).toEqual([]);
  });

  it("a value that fits several anyOf variants keeps its secrets writeOnly in the response view, whichever variant it fits", () => {
    const both = { secret: { "api-key": "a2V5" }, secretReference: { "db-password": "db-password" } };
    expect(rules("Volume", both, "request")).toEqual([]);
    expect(rules("Volume", { ...both, secret: {} }, "response")).toEqual([]);
    expect(rules("Volume", both, "response")).toEqual(["/secret/api-key writeOnly"]);
    // no kind at all: no variant fits (the root pointer is "")
    expect(rules("Volume", {}, "request")).toEqual([" anyOf"]);
  });
});
