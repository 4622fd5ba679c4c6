/**
 * The parameter decoder end to end through `vendor-api conform` (checkHar) and the webhook receiver's validator call: a list is split on
 * its literal comma before each item is decoded, and a schema under allOf is read before the decoder is chosen.
 */
import { describe, expect, it } from "vitest";
import { checkHar, type HarEntry } from "../../src/conform/har.js";
import { loadContract } from "../../src/contract/validator.js";

const doc = {
  openapi: "3.1.0",
  info: { title: "lists", version: "1" },
  paths: {
    "/things": {
      get: {
        operationId: "Things_List",
        parameters: [{ name: "ids", in: "query", explode: false, schema: { allOf: [{ $ref: "#/components/schemas/NumList" }] } }],
        responses: { "200": { description: "ok" } },
      },
    },
  },
  webhooks: {
    thingsChanged: {
      post: {
        parameters: [{ name: "ids", in: "query", required: true, explode: false, schema: { $ref: "#/components/schemas/NumList" } }],
        responses: { "200": { description: "ok" } },
      },
    },
  },
  components: { schemas: { NumList: { type: "array", items: { type: "integer" }, maxItems: 2 } } },
};
const contract = loadContract(doc, "lists@1");
const entry = (url: string, queryString?: Array<{ name: string; value: string }>): HarEntry => ({
  request: { method: "GET", url, headers: [], queryString },
  response: { status: 200, headers: [], content: { mimeType: "text/plain", size: 0, text: "" } },
});
const findings = (...entries: HarEntry[]) => checkHar({ log: { entries } }, { "lists@1": contract }).map((r) => r.findings.map((f) => `${f.pointer} ${f.rule}`));

describe("conform reads parameters as OpenAPI and RFC 6570 say", () => {
  it("Things_List: ids=1,2 is two integers; ids=1%2C2 is one item, 1,2, which is not an integer; ids=1,2,3 is too many", () => {
    expect(findings(entry("http://api.test/things?ids=1,2"), entry("http://api.test/things?ids=1%2C2"), entry("http://api.test/things?ids=1,2,3"))).toEqual([
      [],
      ["/request/query/ids/0 type"],
      ["/request/query/ids maxItems"],
    ]);
  });

  it("Things_List: a HAR queryString without a query in the URL keeps its commas as delimiters", () => {
    expect(findings(entry("http://api.test/things", [{ name: "ids", value: "1,2" }]))).toEqual([[]]);
  });

  it("the webhook receiver's call (validateRequest with its webhook) splits the same way", () => {
    const match = contract.matchWebhook("POST", "/hook?ids=1", "thingsChanged");
    if (!match) throw new Error("no webhook");
    const check = (url: string) => contract.validateRequest({ method: "POST", url }, { match }).map((f) => `${f.pointer} ${f.rule}`);
    expect(check("/hook?ids=1,2")).toEqual([]);
    expect(check("/hook?ids=1%2C2")).toEqual(["/request/query/ids/0 type"]);
  });
});
