/**
 * The matrix style unit (path parameters), against the examples of the OpenAPI 3.1 style table (RFC 6570
 * `{;color}`, `{;color*}`): color = "", "blue", ["blue","black","brown"], {R:100,G:200,B:150}.
 */
import { describe, expect, it } from "vitest";
import { decodeMatrix } from "../../src/contract/params/matrix.js";
import { SentValues } from "../../src/contract/params/sent.js";
import type { Sent, Shape, Want } from "../../src/contract/params/shape.js";
import { pathValue } from "../../src/contract/routing.js";

const want = (shape: Shape, explode = false): Want => ({ shape, explode, properties: [], taken: new Set() });
// what a request whose path segment is `value` (as sent) sent for `color`, read as the validator reads it
const sent = (value: string): Sent => new SentValues({ pathParams: { color: pathValue(value) }, rawPathParams: { color: value }, rawQuery: "", query: [], headers: new Map() }).of("color", "path");

describe("matrix style", () => {
  it("reads ;color, ;color=blue, ;color=blue,black,brown and exploded ;color=blue;color=black;color=brown", () => {
    expect(decodeMatrix(sent(";color"), want("primitive"))).toEqual({ value: "" });
    expect(decodeMatrix(sent(";color=blue"), want("primitive"))).toEqual({ value: "blue" });
    expect(decodeMatrix(sent(";color=blue,black,brown"), want("array"))).toEqual({ value: ["blue", "black", "brown"] });
    expect(decodeMatrix(sent(";color=blue;color=black;color=brown"), want("array", true))).toEqual({ value: ["blue", "black", "brown"] });
  });

  it("reads ;color=R,100,G,200,B,150 and exploded ;R=100;G=200;B=150", () => {
    expect(decodeMatrix(sent(";color=R,100,G,200,B,150"), want("object"))).toEqual({ value: { R: "100", G: "200", B: "150" } });
    expect(decodeMatrix(sent(";R=100;G=200;B=150"), want("object", true))).toEqual({ value: { R: "100", G: "200", B: "150" } });
  });

  it("a value without ;color= is not in matrix style", () => {
    expect(decodeMatrix(sent("blue"), want("primitive"))).toEqual({ error: 'must start with ";" in matrix style (got "blue")' });
    expect(decodeMatrix(sent(";colour=blue"), want("primitive"))).toEqual({ error: 'must be ;color=... in matrix style (got ";colour=blue")' });
    expect(decodeMatrix(sent(";color=a;color=b"), want("primitive"))).toEqual({ error: 'must be one ;color=... in matrix style (got ";color=a;color=b")' });
  });

  // RFC 6570 section 3.2.7 examples, list := ("red","green","blue"), keys := [("semi",";"),("dot","."),("comma",",")]
  it("splits on the literal delimiter before decoding each item: ;color=a%2Cb,c, {;list*}, {;keys}, {;keys*}", () => {
    expect(decodeMatrix(sent(";color=a%2Cb,c"), want("array"))).toEqual({ value: ["a,b", "c"] });
    expect(decodeMatrix(sent(";color=a%3Bb;color=c"), want("array", true))).toEqual({ value: ["a;b", "c"] });
    expect(decodeMatrix(sent(";color=a%3Bb%2Cc"), want("primitive"))).toEqual({ value: "a;b,c" });
    expect(decodeMatrix(sent(";color=red;color=green;color=blue"), want("array", true))).toEqual({ value: ["red", "green", "blue"] });
    expect(decodeMatrix(sent(";color=semi,%3B,dot,.,comma,%2C"), want("object"))).toEqual({ value: { semi: ";", dot: ".", comma: "," } });
    expect(decodeMatrix(sent(";semi=%3B;dot=.;comma=%2C"), want("object", true))).toEqual({ value: { semi: ";", dot: ".", comma: "," } });
  });
});
