/**
 * The pipeDelimited style unit (query parameters), against the examples of the OpenAPI 3.1 style table:
 * color=blue|black|brown, color=R|100|G|200|B|150.
 */
import { describe, expect, it } from "vitest";
import { decodePipeDelimited } from "../../src/contract/params/pipe-delimited.js";
import { SentValues } from "../../src/contract/params/sent.js";
import type { Sent, Shape, Want } from "../../src/contract/params/shape.js";

const want = (shape: Shape, explode = false): Want => ({ shape, explode, properties: [], taken: new Set() });
// what a request with this query string sent for `color`, read as the validator reads it
const sent = (query: string): Sent => new SentValues({ pathParams: {}, rawQuery: query, query: [...new URLSearchParams(query)], headers: new Map() }).of("color", "query");

describe("pipeDelimited style", () => {
  it("reads an array and an object", () => {
    expect(decodePipeDelimited(sent("color=blue|black|brown"), want("array"))).toEqual({ value: ["blue", "black", "brown"] });
    expect(decodePipeDelimited(sent("color=blue%7Cblack"), want("array"))).toEqual({ value: ["blue", "black"] });
    expect(decodePipeDelimited(sent("color=R|100|G|200|B|150"), want("object"))).toEqual({ value: { R: "100", G: "200", B: "150" } });
  });

  it("keeps spaces and commas inside an item", () => {
    expect(decodePipeDelimited(sent("color=navy blue|a,b"), want("array"))).toEqual({ value: ["navy blue", "a,b"] });
  });

  it("an object that is not in name|value pairs says so", () => {
    expect(decodePipeDelimited(sent("color=R|100|G"), want("object"))).toEqual({ error: "must list names and values in pairs (got 3 items: R,100,G)" });
  });

  it("an encoded pipe is a delimiter too: OpenAPI 3.1.1's table sends color=blue%7Cblack%7Cbrown", () => {
    expect(decodePipeDelimited(sent("color=blue%7Cblack%7Cbrown"), want("array"))).toEqual({ value: ["blue", "black", "brown"] });
  });
});
