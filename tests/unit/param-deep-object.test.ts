/**
 * The deepObject style unit (query parameters), against the example of the OpenAPI 3.1 style table:
 * color[R]=100&color[G]=200&color[B]=150.
 */
import { describe, expect, it } from "vitest";
import { decodeDeepObject } from "../../src/contract/params/deep-object.js";
import { SentValues } from "../../src/contract/params/sent.js";
import type { Sent, Shape, Want } from "../../src/contract/params/shape.js";

const want = (shape: Shape = "object"): Want => ({ shape, explode: true, properties: ["R", "G", "B"], taken: new Set() });
// what a request with this query string sent for `color`, read as the validator reads it
const sent = (query: string): Sent => new SentValues({ pathParams: {}, rawQuery: query, query: [...new URLSearchParams(query)], headers: new Map() }).of("color", "query");

describe("deepObject style", () => {
  it("reads color[R]=100&color[G]=200&color[B]=150, percent-encoded brackets too", () => {
    expect(decodeDeepObject(sent("color[R]=100&color[G]=200&color[B]=150&other[R]=1"), want())).toEqual({ value: { R: "100", G: "200", B: "150" } });
    expect(decodeDeepObject(sent("color%5BR%5D=100"), want())).toEqual({ value: { R: "100" } });
  });

  it("nothing sent is undefined; the bare name is not deepObject", () => {
    expect(decodeDeepObject(sent("other=1"), want())).toBeUndefined();
    expect(decodeDeepObject(sent("color=R,100"), want())).toEqual({ error: "must be sent as color[property]=value in deepObject style" });
  });

  it("nested keys and non-object values are not decoded, and say so", () => {
    expect(decodeDeepObject(sent("color[R][x]=1"), want())).toEqual({ error: 'has a nested deepObject key "color[R][x]", which this validator does not decode' });
    expect(decodeDeepObject(sent("color[0]=1"), want("array"))).toEqual({ error: "uses style deepObject for a value that is not an object, which this validator does not decode" });
  });
});
