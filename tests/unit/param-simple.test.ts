/**
 * The simple style unit (path and header parameters), against the examples of the OpenAPI 3.1 style
 * table: color = "blue", ["blue","black","brown"], {R:100,G:200,B:150} (values still text here).
 */
import { describe, expect, it } from "vitest";
import { headerSent, SentValues } from "../../src/contract/params/sent.js";
import type { Sent, Shape, Want } from "../../src/contract/params/shape.js";
import { pathValue } from "../../src/contract/routing.js";
import { decodeSimple } from "../../src/contract/params/simple.js";

const want = (shape: Shape, explode = false): Want => ({ shape, explode, properties: ["R", "G", "B"], taken: new Set() });
// what a request sent for `color`: a path segment as sent, or a header's value
const sent = (value: string | undefined, where = "path"): Sent => {
  if (where === "header") return headerSent("color", value === undefined ? undefined : [value]);
  const [pathParams, rawPathParams] = value === undefined ? [{}, {}] : [{ color: pathValue(value) }, { color: value }];
  return new SentValues({ pathParams, rawPathParams, rawQuery: "", query: [], headers: new Map() }).of("color", "path");
};

describe("simple style", () => {
  it("reads a primitive, an array and an object, exploded or not", () => {
    expect(decodeSimple(sent("blue"), want("primitive"))).toEqual({ value: "blue" });
    expect(decodeSimple(sent("blue,black,brown"), want("array"))).toEqual({ value: ["blue", "black", "brown"] });
    expect(decodeSimple(sent("blue,black,brown"), want("array", true))).toEqual({ value: ["blue", "black", "brown"] });
    expect(decodeSimple(sent("R,100,G,200,B,150"), want("object"))).toEqual({ value: { R: "100", G: "200", B: "150" } });
    expect(decodeSimple(sent("R=100,G=200,B=150"), want("object", true))).toEqual({ value: { R: "100", G: "200", B: "150" } });
  });

  it("keeps a primitive's commas; an empty text is an empty list", () => {
    expect(decodeSimple(sent("a,b"), want("primitive"))).toEqual({ value: "a,b" });
    expect(decodeSimple(sent(""), want("array"))).toEqual({ value: [] });
  });

  it("trims the spaces around a header list's commas, not a path's", () => {
    expect(decodeSimple(sent("blue, black ,brown", "header"), want("array"))).toEqual({ value: ["blue", "black", "brown"] });
    expect(decodeSimple(sent("blue, black", "path"), want("array"))).toEqual({ value: ["blue", " black"] });
  });

  it("says what is wrong with an object that is not in pairs", () => {
    expect(decodeSimple(sent("R,100,G"), want("object"))).toEqual({ error: "must list names and values in pairs (got 3 items: R,100,G)" });
    expect(decodeSimple(sent("R=100,G"), want("object", true))).toEqual({ error: 'must give each property as name=value (got "G")' });
  });

  it("nothing sent is undefined", () => {
    expect(decodeSimple(sent(undefined), want("primitive"))).toBeUndefined();
  });

  // RFC 6570 section 3.2.2 examples, list := ("red","green","blue"), keys := [("semi",";"),("dot","."),("comma",",")]
  it("splits a path value on the literal comma before decoding each item: {list}, {keys}, {keys*}", () => {
    expect(decodeSimple(sent("a%2Cb,c"), want("array"))).toEqual({ value: ["a,b", "c"] });
    expect(decodeSimple(sent("red,green,blue"), want("array", true))).toEqual({ value: ["red", "green", "blue"] });
    expect(decodeSimple(sent("semi,%3B,dot,.,comma,%2C"), want("object"))).toEqual({ value: { semi: ";", dot: ".", comma: "," } });
    expect(decodeSimple(sent("semi=%3B,dot=.,comma=%2C"), want("object", true))).toEqual({ value: { semi: ";", dot: ".", comma: "," } });
    expect(decodeSimple(sent("a%3Db=x%3Dy"), want("object", true))).toEqual({ value: { "a=b": "x=y" } });
  });

  it("a header is split only: it is not percent-encoded", () => {
    expect(decodeSimple(sent("a%2Cb, c", "header"), want("array"))).toEqual({ value: ["a%2Cb", "c"] });
  });
});
