/**
 * The code-sample generator (scripts/lib/code-samples.ts) on small documents: which values a sample takes (named
 * examples, api-version, the schema) and what curl and TypeScript it writes. tests/docs/code-samples.test.ts runs
 * the real samples.
 */
import { describe, expect, it } from "vitest";
import { addCodeSamples, curlSample, type SampleContext, sampleRequest, shellQuote, tsLiteral, typescriptSample, valueForSchema } from "../../scripts/lib/code-samples.js";

const ctx: SampleContext = { version: "2030-01-01", importPath: "vendor-api-contracts/things/2030-01-01", factory: "createThings2030_01_01Client" };

/** A small document: a server with a variable, shared parameters, two security schemes, a body example by reference, a webhook. */
function doc(): Record<string, any> {
  return {
    openapi: "3.1.0",
    servers: [{ url: "https://{host}/base", variables: { host: { default: "things.example" } } }],
    security: [{ key: [] }, { oauth: ["all"] }],
    paths: {
      "/things({thingId})": {
        parameters: [{ $ref: "#/components/parameters/ThingId" }],
        get: {
          operationId: "Things_Get",
          parameters: [{ $ref: "#/components/parameters/ApiVersion" }, { name: "$filter", in: "query", schema: { type: "string" }, examples: { f: { value: "a eq 1" } } }],
          responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } },
        },
        patch: {
          operationId: "Things_Update",
          security: [{ oauth: ["all"] }],
          parameters: [{ name: "If-Match", in: "header", required: true, schema: { type: "string" }, examples: { etag: { value: 'W/"abc"' } } }],
          requestBody: { content: { "application/json": { examples: { rename: { $ref: "#/components/examples/Rename" }, other: { value: { name: "no" } } } } } },
          responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } },
        },
        delete: {
          operationId: "Things_Delete",
          responses: { "202": { description: "accepted", headers: { "Operation-Location": { schema: { type: "string" } } } }, "204": { description: "gone" } },
        },
      },
    },
    webhooks: { thingChanged: { post: { operationId: "thingChanged", responses: { "200": { description: "ok" } } } } },
    components: {
      parameters: {
        ThingId: { name: "thingId", in: "path", required: true, schema: { type: "string" }, examples: { quoted: { value: "'t 1'" }, bare: { value: "t1" } } },
        ApiVersion: { name: "api-version", in: "query", required: true, schema: { type: "string" } },
      },
      examples: { Rename: { summary: "Rename", value: { name: "it's $HOME" } } },
      securitySchemes: { key: { type: "apiKey", in: "header", name: "Thing-Key" }, oauth: { type: "oauth2", flows: {} } },
    },
  };
}

describe("sampleRequest: the values a sample sends", () => {
  it("Things_Get: the first named example, the registry version as api-version, no optional query, the first security requirement", () => {
    const req = sampleRequest(doc(), "/things({thingId})", "get", ctx);
    expect(req.pathParams).toEqual({ thingId: "'t 1'" });
    expect(req.query).toEqual({ "api-version": "2030-01-01" });
    expect(req.credentials).toEqual({ "Thing-Key": "<API_KEY>" });
    expect(req.baseUrl).toBe("https://things.example/base");
    expect(req.url).toBe("https://things.example/base/things(%27t%201%27)?api-version=2030-01-01");
    expect(req.body).toBeUndefined();
  });

  it("Things_Update: the operation's own security, If-Match * (the tag the reader has not read yet), the body's first named example", () => {
    const req = sampleRequest(doc(), "/things({thingId})", "patch", ctx);
    expect(req.credentials).toEqual({ Authorization: "Bearer <ACCESS_TOKEN>" });
    expect(req.headers).toEqual({ "If-Match": "*" });
    expect(req.body).toEqual({ mediaType: "application/json", value: { name: "it's $HOME" } });
  });

  it("Things_Delete: the headers of bodiless answers are what the sample prints", () => {
    const req = sampleRequest(doc(), "/things({thingId})", "delete", ctx);
    expect(req.answerHeaders).toEqual(["Operation-Location"]);
  });

  it("valueForSchema: examples, const, enum, formats, and the required, non-readOnly members of an object", () => {
    const d = doc();
    expect(valueForSchema(d, { type: "string", examples: ["x"] })).toBe("x");
    expect(valueForSchema(d, { const: "2017-09-15" })).toBe("2017-09-15");
    expect(valueForSchema(d, { enum: ["Public", "Private"] })).toBe("Public");
    expect(valueForSchema(d, { type: "string", format: "uuid" })).toBe("00000000-0000-0000-0000-000000000000");
    expect(
      valueForSchema(d, {
        type: "object",
        required: ["id", "name", "size"],
        properties: { id: { type: "string", readOnly: true }, name: { type: "string", minLength: 8 }, size: { type: "integer", minimum: 2 }, note: { type: "string" } },
      }),
    ).toEqual({ name: "stringxx", size: 2 });
  });
});

describe("the samples' text", () => {
  it("curl: -i, the method unless GET, single-quoted words a shell leaves alone, the body pretty", () => {
    const d = doc();
    expect(curlSample(sampleRequest(d, "/things({thingId})", "get", ctx))).toBe("curl -i 'https://things.example/base/things(%27t%201%27)?api-version=2030-01-01' \\\n  -H 'Thing-Key: <API_KEY>'\n");
    const patch = curlSample(sampleRequest(d, "/things({thingId})", "patch", ctx));
    expect(patch).toContain("curl -i -X PATCH 'https://things.example/base/things(%27t%201%27)' \\\n");
    expect(patch).toContain("  -H 'If-Match: *' \\\n  -H 'Content-Type: application/json' \\\n");
    expect(patch).toContain(`  --data '{\n  "name": "it'\\''s $HOME"\n}'\n`);
    expect(patch.startsWith("# If-Match: *")).toBe(true);
  });

  it("shellQuote closes, escapes and reopens a single quote; nothing else needs escaping inside single quotes", () => {
    expect(shellQuote(`it's "$HOME" \`x\` \\n`)).toBe(`'it'\\''s "$HOME" \`x\` \\n'`);
  });

  it("TypeScript: the package's client, the typed call with its params and body, a check of error and the answer printed", () => {
    const source = typescriptSample(sampleRequest(doc(), "/things({thingId})", "patch", ctx), ctx);
    expect(source).toBe(
      [
        'import { createThings2030_01_01Client } from "vendor-api-contracts/things/2030-01-01";',
        "",
        "const client = createThings2030_01_01Client({",
        '  baseUrl: "https://things.example/base",',
        '  headers: { Authorization: "Bearer <ACCESS_TOKEN>" },',
        "});",
        "",
        "// If-Match: * matches any version; send the @odata.etag you read instead to refuse overwriting a newer one.",
        'const { data, error, response } = await client.PATCH("/things({thingId})", {',
        `  params: { path: { thingId: "'t 1'" }, header: { "If-Match": "*" } },`,
        `  body: { name: "it's $HOME" },`,
        "});",
        "if (error !== undefined || !response.ok) {",
        "  console.error(response.status, response.statusText, JSON.stringify(error, null, 2));",
        "} else {",
        "  console.log(response.status, JSON.stringify(data, null, 2));",
        "}",
        "",
      ].join("\n"),
    );
    const deleted = typescriptSample(sampleRequest(doc(), "/things({thingId})", "delete", ctx), ctx);
    expect(deleted).toContain('console.log(response.status, { "Operation-Location": response.headers.get("Operation-Location") });');
  });

  it("tsLiteral: identifiers bare, other keys quoted, one line while it fits 80 columns, else one member a line", () => {
    expect(tsLiteral({ a: 1, "api-version": "x", list: [true, null] })).toBe('{ a: 1, "api-version": "x", list: [true, null] }');
    const long = tsLiteral({ description: "d".repeat(70), n: 1 });
    expect(long).toBe(`{\n  description: "${"d".repeat(70)}",\n  n: 1,\n}`);
  });
});

describe("addCodeSamples", () => {
  it("puts a curl and a TypeScript sample on every path operation, none on webhooks, the same bytes each time", () => {
    const once = doc();
    addCodeSamples(once, ctx);
    const labels = Object.values(once.paths["/things({thingId})"])
      .filter((op: any) => op?.operationId)
      .map((op: any) => op["x-codeSamples"].map((s: { lang: string; label: string }) => `${s.lang}/${s.label}`));
    expect(labels).toEqual([
      ["Shell/curl", "TypeScript/TypeScript"],
      ["Shell/curl", "TypeScript/TypeScript"],
      ["Shell/curl", "TypeScript/TypeScript"],
    ]);
    expect(once.webhooks.thingChanged.post["x-codeSamples"]).toBeUndefined();
    const twice = doc();
    addCodeSamples(twice, ctx);
    expect(JSON.stringify(twice)).toBe(JSON.stringify(once));
  });

  it("names a $ref that leads nowhere", () => {
    const broken = doc();
    broken.paths["/things({thingId})"].parameters = [{ $ref: "#/components/parameters/Missing" }];
    expect(() => addCodeSamples(broken, ctx)).toThrow("$ref #/components/parameters/Missing names nothing");
  });
});
