/**
 * The label style unit (path parameters), against the examples of the OpenAPI 3.1.1 style table (RFC 6570
 * `{.color}`, `{.color*}`): color = "blue", ["blue","black","brown"], {R:100,G:200,B:150}.
 */
import { describe, expect, it } from "vitest";
import { decodeLabel } from "../../src/contract/params/label.js";
import type { Sent, Shape, Want } from "../../src/contract/params/shape.js";

const want = (shape: Shape, explode = false): Want => ({ shape, explode, properties: [], taken: new Set() });
const sent = (value: string): Sent => ({ name: "color", in: "path", values: [value], pairs: [] });

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
});
