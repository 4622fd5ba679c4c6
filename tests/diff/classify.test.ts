/**
 * The breaking-change check classifies each kind of change by direction (scripts/lib/diff.ts).
 * Every case is a pair of small documents that differ in one thing.
 */
import { describe, expect, it } from "vitest";
import { type Change, diffDocuments, type OpenApiDocument, renderMarkdown, type Severity } from "../../scripts/lib/diff.js";

type Schema = Record<string, unknown>;

/** One operation, POST /things: `request` is the request body schema, `response` the 200 body schema. */
function doc(parts: { request?: Schema; response?: Schema; parameters?: Schema[]; responses?: Record<string, unknown>; schemas?: Record<string, Schema>; path?: string }): OpenApiDocument {
  return {
    openapi: "3.1.0",
    info: { title: "Things", version: "1" },
    paths: {
      [parts.path ?? "/things"]: {
        post: {
          operationId: "Things_Create",
          ...(parts.parameters ? { parameters: parts.parameters } : {}),
          ...(parts.request ? { requestBody: { required: true, content: { "application/json": { schema: parts.request } } } } : {}),
          responses: parts.responses ?? {
            "200": { description: "OK.", content: { "application/json": { schema: parts.response ?? { type: "object" } } } },
            default: { description: "Error.", content: { "application/json": { schema: { type: "object" } } } },
          },
        },
      },
    },
    components: { schemas: parts.schemas ?? {} },
  };
}

const object = (properties: Record<string, Schema>, required: string[] = []): Schema => ({ type: "object", required, properties });
const str: Schema = { type: "string" };

const only = (changes: Change[]) => {
  expect(changes, JSON.stringify(changes, null, 2)).toHaveLength(1);
  return changes[0]!;
};
const severitiesOf = (changes: Change[]) => changes.map((c) => c.severity);
const expectOne = (changes: Change[], severity: Severity, pointer: string, text: RegExp) => {
  const c = only(changes);
  expect(c.severity).toBe(severity);
  expect(c.pointer).toBe(pointer);
  expect(c.change).toMatch(text);
  expect(c.locations).toEqual(["POST /things"]);
  expect(c.why.length).toBeGreaterThan(10);
};

const REQ = "/requestBody/content/application~1json/schema";
const RES = "/responses/200/content/application~1json/schema";

describe("requests (the client sends)", () => {
  it("a new required request field is breaking", () => {
    const r = diffDocuments(doc({ request: object({ name: str }, ["name"]) }), doc({ request: object({ name: str, size: { type: "integer" } }, ["name", "size"]) }));
    expectOne(r.changes, "breaking", `${REQ}/properties/size`, /required field `size` added/);
  });

  it("a new optional request field is not breaking", () => {
    const r = diffDocuments(doc({ request: object({ name: str }) }), doc({ request: object({ name: str, note: str }) }));
    expectOne(r.changes, "non-breaking", `${REQ}/properties/note`, /optional field `note` added/);
  });

  it("a removed accepted request field is breaking", () => {
    const r = diffDocuments(doc({ request: object({ name: str, note: str }) }), doc({ request: object({ name: str }) }));
    expectOne(r.changes, "breaking", `${REQ}/properties/note`, /field `note` removed/);
  });

  it("a request field that became required is breaking; one that became optional is not", () => {
    expectOne(diffDocuments(doc({ request: object({ name: str }) }), doc({ request: object({ name: str }, ["name"]) })).changes, "breaking", `${REQ}/properties/name`, /became required/);
    expectOne(diffDocuments(doc({ request: object({ name: str }, ["name"]) }), doc({ request: object({ name: str }) })).changes, "non-breaking", `${REQ}/properties/name`, /became optional/);
  });

  it("a widened enum in a request is not breaking; a removed value is", () => {
    const e = (values: string[]) => object({ color: { type: "string", enum: values } });
    expectOne(diffDocuments(doc({ request: e(["red"]) }), doc({ request: e(["red", "blue"]) })).changes, "non-breaking", `${REQ}/properties/color`, /enum value `blue` added/);
    expectOne(diffDocuments(doc({ request: e(["red", "blue"]) }), doc({ request: e(["red"]) })).changes, "breaking", `${REQ}/properties/color`, /enum value `blue` removed/);
  });

  it("narrowed bounds and a new pattern in a request are breaking; widened bounds are not", () => {
    const s = (extra: Schema) => object({ name: { type: "string", ...extra } });
    expectOne(diffDocuments(doc({ request: s({ maxLength: 100 }) }), doc({ request: s({ maxLength: 50 }) })).changes, "breaking", `${REQ}/properties/name`, /maxLength 100 → 50/);
    expectOne(diffDocuments(doc({ request: s({ maxLength: 50 }) }), doc({ request: s({ maxLength: 100 }) })).changes, "non-breaking", `${REQ}/properties/name`, /maxLength 50 → 100/);
    expectOne(diffDocuments(doc({ request: s({ minimum: 1 }) }), doc({ request: s({}) })).changes, "non-breaking", `${REQ}/properties/name`, /minimum 1 removed/);
    expectOne(diffDocuments(doc({ request: s({}) }), doc({ request: s({ pattern: "^[a-z]+$" }) })).changes, "breaking", `${REQ}/properties/name`, /pattern `\^\[a-z\]\+\$` added/);
  });

  it("a narrowed request type is breaking; a widened one is not", () => {
    expectOne(
      diffDocuments(doc({ request: object({ n: { type: ["string", "integer"] } }) }), doc({ request: object({ n: str }) })).changes,
      "breaking",
      `${REQ}/properties/n`,
      /type integer \| string → string/,
    );
    expectOne(
      diffDocuments(doc({ request: object({ n: { type: "integer" } }) }), doc({ request: object({ n: { type: "number" } }) })).changes,
      "non-breaking",
      `${REQ}/properties/n`,
      /type integer → number/,
    );
  });

  it("a readOnly field is not part of the request: adding one, even required, changes nothing for senders", () => {
    const r = diffDocuments(doc({ request: object({ name: str }) }), doc({ request: object({ name: str, id: { type: "string", readOnly: true } }, ["id"]) }));
    expect(r.changes).toEqual([]);
  });

  it("parameters: new required, became required, removed are breaking; new optional is not", () => {
    const q = (name: string, required = false): Schema => ({ name, in: "query", required, schema: str });
    const base = doc({ parameters: [q("a"), q("b")] });
    const r = diffDocuments(base, doc({ parameters: [q("a", true), q("c", true), q("d")] }));
    const byPointer = Object.fromEntries(r.changes.map((c) => [c.pointer, c]));
    expect(byPointer["/parameters/query/a"]).toMatchObject({ severity: "breaking", change: "query parameter `a` became required" });
    expect(byPointer["/parameters/query/b"]).toMatchObject({ severity: "breaking", change: "query parameter `b` removed" });
    expect(byPointer["/parameters/query/c"]).toMatchObject({ severity: "breaking", change: "required query parameter `c` added" });
    expect(byPointer["/parameters/query/d"]).toMatchObject({ severity: "non-breaking", change: "optional query parameter `d` added" });
    expect(r.changes).toHaveLength(4);
  });
});

describe("responses (the client receives)", () => {
  it("a removed response field is breaking", () => {
    const r = diffDocuments(doc({ response: object({ id: str, name: str }) }), doc({ response: object({ id: str }) }));
    expectOne(r.changes, "breaking", `${RES}/properties/name`, /field `name` removed/);
  });

  it("an added response field is not breaking", () => {
    const r = diffDocuments(doc({ response: object({ id: str }) }), doc({ response: object({ id: str, name: str }) }));
    expectOne(r.changes, "non-breaking", `${RES}/properties/name`, /optional field `name` added/);
  });

  it("a response field that became optional is breaking", () => {
    const r = diffDocuments(doc({ response: object({ id: str }, ["id"]) }), doc({ response: object({ id: str }) }));
    expectOne(r.changes, "breaking", `${RES}/properties/id`, /field `id` became optional/);
  });

  it("a new response enum value is potentially breaking; a removed one is not", () => {
    const e = (values: string[]) => object({ state: { type: "string", enum: values } });
    expectOne(diffDocuments(doc({ response: e(["on"]) }), doc({ response: e(["on", "off"]) })).changes, "potentially breaking", `${RES}/properties/state`, /enum value `off` added/);
    expectOne(diffDocuments(doc({ response: e(["on", "off"]) }), doc({ response: e(["on"]) })).changes, "non-breaking", `${RES}/properties/state`, /enum value `off` removed/);
  });

  it("a changed response type is breaking", () => {
    const r = diffDocuments(doc({ response: object({ count: { type: "integer" } }) }), doc({ response: object({ count: str }) }));
    expectOne(r.changes, "breaking", `${RES}/properties/count`, /type integer → string/);
  });

  it("a removed success status is breaking; a removed error status is potentially breaking", () => {
    const ok = { description: "OK." };
    const r = diffDocuments(doc({ responses: { "200": ok, "201": ok, "404": ok } }), doc({ responses: { "200": ok } }));
    expect(r.changes.map((c) => [c.severity, c.pointer, c.change])).toEqual([
      ["breaking", "/responses/201", "response 201 removed"],
      ["potentially breaking", "/responses/404", "response 404 removed"],
    ]);
  });

  it("a removed response header, or one that became optional, is breaking", () => {
    const h = (required: boolean) => ({ description: "OK.", headers: { "Retry-After": { required, schema: { type: "integer" } }, ETag: { schema: str } } });
    const r = diffDocuments(doc({ responses: { "200": h(true) } }), doc({ responses: { "200": { description: "OK.", headers: { "retry-after": { schema: { type: "integer" } } } } } }));
    expect(r.changes.map((c) => [c.severity, c.change])).toEqual([
      ["breaking", "header `Retry-After` became optional"],
      ["breaking", "header `ETag` removed"],
    ]);
  });

  it("a writeOnly field is not part of the response: removing one changes nothing for readers", () => {
    const r = diffDocuments(doc({ response: object({ id: str, password: { type: "string", writeOnly: true } }) }), doc({ response: object({ id: str }) }));
    expect(r.changes).toEqual([]);
  });
});

describe("schemas: $ref, allOf, recursion", () => {
  it("resolves $refs and merges allOf (properties and required)", () => {
    const schemas = { Base: object({ id: str }) };
    const base = doc({ request: { allOf: [{ $ref: "#/components/schemas/Base" }, object({ name: str })] }, schemas });
    const revision = doc({ request: { allOf: [{ $ref: "#/components/schemas/Base" }, object({ name: str }, ["id"])] }, schemas });
    const c = only(diffDocuments(base, revision).changes);
    expect(c).toMatchObject({ severity: "breaking", pointer: `${REQ}/properties/id`, change: "field `id` became required" });
  });

  it("names the schema a change sits in", () => {
    const r = diffDocuments(
      doc({ request: { $ref: "#/components/schemas/Thing" }, schemas: { Thing: object({ a: str }) } }),
      doc({ request: { $ref: "#/components/schemas/Thing" }, schemas: { Thing: object({ a: str, b: str }, ["b"]) } }),
    );
    expect(only(r.changes)).toMatchObject({ severity: "breaking", schema: "Thing" });
  });

  it("terminates on recursive schemas and still finds a change inside them", () => {
    const tree = (extra: Record<string, Schema>, required: string[] = []) => ({
      Node: object({ name: str, children: { type: "array", items: { $ref: "#/components/schemas/Node" } }, ...extra }, required),
    });
    const base = doc({ request: { $ref: "#/components/schemas/Node" }, response: { $ref: "#/components/schemas/Node" }, schemas: tree({}) });
    const revision = doc({ request: { $ref: "#/components/schemas/Node" }, response: { $ref: "#/components/schemas/Node" }, schemas: tree({ weight: { type: "integer" } }, ["weight"]) });
    const r = diffDocuments(base, revision);
    expect(r.changes.map((c) => [c.severity, c.pointer])).toEqual([
      ["breaking", `${REQ}/properties/weight`],
      ["non-breaking", `${RES}/properties/weight`],
    ]);
  });

  it("terminates on a schema that includes itself through allOf", () => {
    const schemas = { Loop: { allOf: [{ $ref: "#/components/schemas/Loop" }, object({ a: str, next: { $ref: "#/components/schemas/Loop" } })] } };
    const r = diffDocuments(doc({ request: { $ref: "#/components/schemas/Loop" }, schemas }), doc({ request: { $ref: "#/components/schemas/Loop" }, schemas }));
    expect(r.changes).toEqual([]);
  });

  it("oneOf: a removed variant is breaking in requests; an added variant is potentially breaking in responses", () => {
    const schemas = { Cat: object({ meow: str }), Dog: object({ bark: str }) };
    const one = (...names: string[]) => ({ oneOf: names.map((n) => ({ $ref: `#/components/schemas/${n}` })) });
    const req = diffDocuments(doc({ request: one("Cat", "Dog"), schemas }), doc({ request: one("Cat"), schemas }));
    expect(only(req.changes)).toMatchObject({ severity: "breaking", change: "oneOf variant `Dog` removed" });
    const res = diffDocuments(doc({ response: one("Cat"), schemas }), doc({ response: one("Cat", "Dog"), schemas }));
    expect(only(res.changes)).toMatchObject({ severity: "potentially breaking", change: "oneOf variant `Dog` added" });
  });
});

describe("value sets and requirements split by direction", () => {
  const closed: Schema = { type: "string", title: "IpType", enum: ["Public", "Private"] };
  const schemas = { IpType: closed };
  const open = (first: Schema): Schema => ({ anyOf: [first, str] });
  const ref = { $ref: "#/components/schemas/IpType" };

  it("an open enum whose listed values became a named schema is unchanged, in both directions", () => {
    const before = doc({
      request: object({ type: open({ type: "string", enum: ["Public", "Private"] }) }),
      response: object({ type: open({ type: "string", enum: ["Public", "Private"] }) }),
      schemas,
    });
    const after = doc({ request: object({ type: open(ref) }), response: object({ type: open(ref) }), schemas });
    expect(diffDocuments(before, after).changes).toEqual([]);
  });

  it("closing an open enum in requests only is one breaking change (values restricted); the response stays open", () => {
    const inline = open({ type: "string", enum: ["Public", "Private"] });
    const before = doc({ request: object({ type: inline }), response: object({ type: inline }), schemas });
    // the request overlays the closed set on the open one (allOf), as ContainerGroupRequest does
    const after = doc({ request: { allOf: [object({ type: open(ref) }), { properties: { type: ref } }] }, response: object({ type: open(ref) }), schemas });
    expectOne(diffDocuments(before, after).changes, "breaking", `${REQ}/properties/type`, /values restricted to `Public`, `Private`/);
  });

  it("closing a request body over its layers (unevaluatedProperties false beside an allOf) is one breaking change; the response stays open", () => {
    const member = object({ notificationUrl: str, clientState: str }, ["notificationUrl"]);
    const before = doc({ request: member, response: member });
    const after = doc({ request: { allOf: [member], unevaluatedProperties: false }, response: member });
    expectOne(diffDocuments(before, after).changes, "breaking", REQ, /^unevaluatedProperties: false added/);
    // the same in an answer changes nothing a reader relies on
    const answer = diffDocuments(doc({ response: member }), doc({ response: { allOf: [member], unevaluatedProperties: false } }));
    expect(severitiesOf(answer.changes)).toEqual(["non-breaking"]);
  });

  it("a member every variant required, now required by the schema that holds them (requests only), changes nothing for senders and is one change for readers", () => {
    const variant = (kind: string, required: string[]): Schema => ({ title: kind, ...object({ kind: { const: kind }, serialization: { type: "object" } }, required) });
    const strict = { oneOf: [variant("Stream", ["kind", "serialization"]), variant("Reference", ["kind", "serialization"])] };
    const loose = { anyOf: [variant("Stream", []), variant("Reference", [])] };
    const overlay = { allOf: [loose, { required: ["kind", "serialization"], properties: { kind: {}, serialization: {} } }] };
    const r = diffDocuments(doc({ request: strict, response: strict }), doc({ request: overlay, response: loose }));
    expect(r.changes.map((c) => [c.severity, c.pointer, c.change])).toEqual([
      ["breaking", `${RES}/properties/kind`, "field `kind` became optional"],
      ["breaking", `${RES}/properties/serialization`, "field `serialization` became optional"],
    ]);
  });
});

describe("operations", () => {
  it("identical documents have no changes", () => {
    const d = doc({ request: object({ a: str }, ["a"]), response: object({ id: str }) });
    expect(diffDocuments(d, structuredClone(d)).changes).toEqual([]);
  });

  it("a removed operation is breaking, an added one is not; a path renamed (not only its version) is both, whatever the operationId", () => {
    const r = diffDocuments(doc({ path: "/things" }), doc({ path: "/others" }));
    expect(r.matches).toEqual([]);
    expect(r.changes.map((c) => [c.severity, c.locations.join(), c.change])).toEqual([
      ["breaking", "POST /things", "operation removed"],
      ["non-breaking", "POST /others", "operation added"],
    ]);
  });

  it("paths that differ by the version segment are matched by operationId, and the report says so", () => {
    const r = diffDocuments(doc({ path: "/api/v1.0/things", request: object({ a: str }) }), doc({ path: "/api/v2.0/things", request: object({ a: str }, ["a"]) }));
    expect(r.matches).toEqual([{ base: "POST /api/v1.0/things", revision: "POST /api/v2.0/things", by: "operationId", note: "Things_Create: paths differ only by the version segment" }]);
    expect(only(r.changes)).toMatchObject({ severity: "breaking", locations: ["POST /api/v2.0/things"] });
  });

  it("path parameter names do not matter for matching", () => {
    const p = (name: string) => ({ name, in: "path", required: true, schema: str });
    const r = diffDocuments(doc({ path: "/things/{id}", parameters: [p("id")] }), doc({ path: "/things/{thingId}", parameters: [p("thingId")] }));
    expect(r.matches[0]).toMatchObject({ by: "path" });
    expect(r.changes).toEqual([]);
  });

  it("the same change of a shared schema seen by several operations is one change naming every operation", () => {
    const shared = { Thing: object({ a: str, b: str }) };
    const two = (schemas: Record<string, Schema>) => {
      const d = doc({ response: { $ref: "#/components/schemas/Thing" }, schemas }) as { paths: Record<string, { post: Record<string, unknown> }> };
      d.paths["/copies"] = { post: { ...d.paths["/things"]!.post, operationId: "Copies_Create" } };
      return d as OpenApiDocument;
    };
    const r = diffDocuments(two(shared), two({ Thing: object({ a: str }) }));
    expect(only(r.changes)).toMatchObject({ severity: "breaking", locations: ["POST /things", "POST /copies"] });
  });
});

describe("webhooks turn the directions round", () => {
  const hook = (payload: Schema, answer?: Schema): OpenApiDocument => ({
    openapi: "3.1.0",
    info: { title: "Hooks", version: "1" },
    webhooks: {
      thingChanged: {
        post: {
          operationId: "ThingChanged_Receive",
          requestBody: { required: true, content: { "application/json": { schema: payload } } },
          responses: { "200": { description: "Received.", ...(answer ? { content: { "application/json": { schema: answer } } } : {}) } },
        },
      },
    },
  });

  it("a field removed from the payload breaks subscribers; a new required payload field does not", () => {
    expect(only(diffDocuments(hook(object({ id: str, name: str })), hook(object({ id: str }))).changes)).toMatchObject({
      severity: "breaking",
      locations: ["webhook thingChanged POST"],
      pointer: "/requestBody/content/application~1json/schema/properties/name",
    });
    expect(only(diffDocuments(hook(object({ id: str })), hook(object({ id: str, name: str }, ["name"]))).changes).severity).toBe("non-breaking");
  });

  it("a new required field in the subscriber's answer breaks subscribers", () => {
    const r = diffDocuments(hook(object({ id: str }), object({ ok: str })), hook(object({ id: str }), object({ ok: str, token: str }, ["token"])));
    expect(only(r.changes)).toMatchObject({ severity: "breaking", change: "required field `token` added" });
  });
});

describe("component-only documents", () => {
  const components = (schemas: Record<string, Schema>): OpenApiDocument => ({ openapi: "3.1.0", info: { title: "Types", version: "1" }, paths: {}, components: { schemas } });

  it("compares schemas by name, in both directions, and each named schema once", () => {
    const base = components({ Api: object({ name: str, settings: { $ref: "#/components/schemas/Settings" } }, ["name"]), Settings: object({ a: str }), Old: str });
    const revision = components({ Api: object({ name: str, settings: { $ref: "#/components/schemas/Settings" } }), Settings: object({ a: str, b: str }), New: str });
    const r = diffDocuments(base, revision);
    expect(r.kind).toBe("components");
    expect(r.changes.map((c) => [c.severity, c.locations.join(), c.view ?? "", c.pointer, c.change])).toEqual([
      ["breaking", "components.schemas.Api", "response", "/properties/name", "field `name` became optional"],
      ["breaking", "components.schemas.Old", "", "", "schema `Old` removed"],
      ["non-breaking", "components.schemas.Api", "request", "/properties/name", "field `name` became optional"],
      ["non-breaking", "components.schemas.Settings", "request", "/properties/b", "optional field `b` added"],
      ["non-breaking", "components.schemas.Settings", "response", "/properties/b", "optional field `b` added"],
      ["non-breaking", "components.schemas.New", "", "", "schema `New` added"],
    ]);
  });
});

describe("Markdown report", () => {
  it("has the summary counts and one table row per change, with cells escaped", () => {
    const r = diffDocuments(doc({ request: object({ a: str }) }), doc({ request: object({ a: { type: "string", pattern: "^(x|y)$" } }) }));
    expect(severitiesOf(r.changes)).toEqual(["breaking"]);
    const md = renderMarkdown(r, { label: "a.json", file: "a.json", doc: {} }, { label: "b.json", file: "b.json", doc: {} });
    expect(md).toContain("| breaking | 1 |");
    expect(md).toContain("| potentially breaking | 0 |");
    expect(md).toContain("| Severity | Location | Change | Why it matters for clients |");
    expect(md).toContain("pattern `^(x\\|y)$` added");
    expect(md.split("\n").filter((l) => l.startsWith("| breaking | `POST /things`"))).toHaveLength(1);
  });
});
