/**
 * The label style unit (path parameters), against the examples of the OpenAPI 3.1.1 style table (RFC 6570
 * `{.color}`, `{.color*}`): color = "blue", ["blue","black","brown"], {R:100,G:200,B:150}.
 */
import { describe, expect, it } from "vitest";
import { decodeLabel } from "../../src/contract/params/label.js";
import { SentValues } from "../../src/contract/params/sent.js";
import type { Sent, Shape, Want } from "../../src/contract/params/shape.js";
import { pathValue } from "../../src/contract/routing.js";

const want = (shape: Shape, explode = false): Want => ({ shape, explode, properties: [], taken: new Set() });
// what a request whose path segment is `value` (as sent) sent for `color`, read as the validator reads it
const sent = (value: string): Sent => new SentValues({ pathParams: { color: pathValue(value) }, rawPathParams: { color: value }, rawQuery: "", query: [], headers: new Map() }).of("color", "path");

describe("label style", () => {
  it("reads .blue, .blue,black,brown and exploded .blue.black.brown", () => {
    expect(decodeLabel(sent(".blue"), want("primitive"))).toEqual({ value: "blue" });
    expect(decodeLabel(sent(".blue,black,brown"), want("array"))).toEqual({ value: ["blue", "black", "brown"] });
    expect(decodeLabel(sent(".blue.black.brown"), want("array", true))).toEqual({ value: ["blue", "black", "brown"] });
  });

  it("reads .R,100,G,200,B,150 and exploded .R=100.G=200.B=150", () => {
    expect(decodeLabel(sent(".R,100,G,200,B,150"), want("object"))).toEqual({ value: { R: "100", G: "200", B: "150" } });
    expect(decodeLabel(sent(".R=100.G=200.B=150"), want("object", true))).toEqual({ value: { R: "100", G: "200", B: "150" } });
  });

  it("an empty value is the dot alone", () => {
    expect(decodeLabel(sent("."), want("primitive"))).toEqual({ value: "" });
    expect(decodeLabel(sent("."), want("array"))).toEqual({ value: [] });
  });

  it("a value without the leading dot is not in label style", () => {
    expect(decodeLabel(sent("blue"), want("primitive"))).toEqual({ error: 'must start with "." in label style (got "blue")' });
  });

  // RFC 6570 section 3.2.5 examples, list := ("red","green","blue"), keys := [("semi",";"),("dot","."),("comma",",")]
  it("splits on the literal delimiter before decoding each item: .a%2Cb.c, .a%2Cb,c, {.list*}, {.keys}, {.keys*}", () => {
    expect(decodeLabel(sent(".a%2Cb.c"), want("array", true))).toEqual({ value: ["a,b", "c"] });
    expect(decodeLabel(sent(".a%2Cb,c"), want("array"))).toEqual({ value: ["a,b", "c"] });
    expect(decodeLabel(sent(".a%2Eb.c"), want("array", true))).toEqual({ value: ["a.b", "c"] });
    expect(decodeLabel(sent(".red.green.blue"), want("array", true))).toEqual({ value: ["red", "green", "blue"] });
    expect(decodeLabel(sent(".semi,%3B,dot,.,comma,%2C"), want("object"))).toEqual({ value: { semi: ";", dot: ".", comma: "," } });
    // the "." of dot's value is unreserved, so RFC 6570 leaves it as is
    expect(decodeLabel(sent(".semi=%3B.dot=..comma=%2C"), want("object", true))).toEqual({ value: { semi: ";", dot: ".", comma: "," } });
    expect(decodeLabel(sent(".a%2Cb"), want("primitive"))).toEqual({ value: "a,b" });
  });
});
