/**
 * The spaceDelimited style unit (query parameters), against the examples of the OpenAPI 3.1 style table:
 * color=blue%20black%20brown, color=R%20100%20G%20200%20B%20150.
 */
import { describe, expect, it } from "vitest";
import { SentValues } from "../../src/contract/params/sent.js";
import type { Sent, Shape, Want } from "../../src/contract/params/shape.js";
import { decodeSpaceDelimited } from "../../src/contract/params/space-delimited.js";

const want = (shape: Shape, explode = false): Want => ({ shape, explode, properties: [], taken: new Set() });
// what a request with this query string sent for `color`, read as the validator reads it
const sent = (query: string): Sent => new SentValues({ pathParams: {}, rawQuery: query, query: [...new URLSearchParams(query)], headers: new Map() }).of("color", "query");

describe("spaceDelimited style", () => {
  it("reads an array and an object, spaces sent as %20 or +", () => {
    expect(decodeSpaceDelimited(sent("color=blue%20black%20brown"), want("array"))).toEqual({ value: ["blue", "black", "brown"] });
    expect(decodeSpaceDelimited(sent("color=blue+black"), want("array"))).toEqual({ value: ["blue", "black"] });
    expect(decodeSpaceDelimited(sent("color=R%20100%20G%20200%20B%20150"), want("object"))).toEqual({ value: { R: "100", G: "200", B: "150" } });
  });

  it("exploded, one pair per item (as the form style)", () => {
    expect(decodeSpaceDelimited(sent("color=blue&color=black"), want("array", true))).toEqual({ value: ["blue", "black"] });
  });

  it("a primitive has no space-delimited form: not decoded, said so", () => {
    expect(decodeSpaceDelimited(sent("color=blue"), want("primitive"))).toEqual({
      error: "uses style spaceDelimited for a value that is neither an array nor an object, which this validator does not decode",
    });
    expect(decodeSpaceDelimited(sent("other=1"), want("primitive"))).toBeUndefined();
  });
});
