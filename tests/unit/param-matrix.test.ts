/**
 * The matrix style unit (path parameters), against the examples of the OpenAPI 3.1 style table (RFC 6570
 * `{;color}`, `{;color*}`): color = "", "blue", ["blue","black","brown"], {R:100,G:200,B:150}.
 */
import { describe, expect, it } from "vitest";
import { decodeMatrix } from "../../src/contract/params/matrix.js";
import type { Sent, Shape, Want } from "../../src/contract/params/shape.js";

const want = (shape: Shape, explode = false): Want => ({ shape, explode, properties: [], taken: new Set() });
const sent = (value: string): Sent => ({ name: "color", in: "path", values: [value], pairs: [] });

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
});
