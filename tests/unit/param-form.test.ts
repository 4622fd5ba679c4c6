/**
 * The form style unit (query and cookie parameters), against the examples of the OpenAPI 3.1 style table:
 * color = "blue", ["blue","black","brown"], {R:100,G:200,B:150}.
 */
import { describe, expect, it } from "vitest";
import { decodeForm } from "../../src/contract/params/form.js";
import { SentValues } from "../../src/contract/params/sent.js";
import type { Sent, Shape, Want } from "../../src/contract/params/shape.js";

const want = (shape: Shape, explode: boolean, properties = ["R", "G", "B"], taken: string[] = []): Want => ({ shape, explode, properties, taken: new Set(taken) });
// what a request with this query string sent for `color`, read as the validator reads it
const sent = (query: string): Sent => new SentValues({ pathParams: {}, rawQuery: query, query: [...new URLSearchParams(query)], headers: new Map() }).of("color", "query");

describe("form style", () => {
  it("reads a primitive: color=blue", () => {
    expect(decodeForm(sent("color=blue"), want("primitive", true))).toEqual({ value: "blue" });
    expect(decodeForm(sent("color=blue"), want("primitive", false))).toEqual({ value: "blue" });
  });

  it("reads an array: color=blue,black,brown, exploded color=blue&color=black&color=brown", () => {
    expect(decodeForm(sent("color=blue,black,brown"), want("array", false))).toEqual({ value: ["blue", "black", "brown"] });
    expect(decodeForm(sent("color=blue&color=black&color=brown"), want("array", true))).toEqual({ value: ["blue", "black", "brown"] });
    // exploded, a comma belongs to the item
    expect(decodeForm(sent("color=blue,black"), want("array", true))).toEqual({ value: ["blue,black"] });
  });

  it("reads an object: color=R,100,G,200,B,150, exploded R=100&G=200&B=150 (the declared properties only)", () => {
    expect(decodeForm(sent("color=R,100,G,200,B,150"), want("object", false))).toEqual({ value: { R: "100", G: "200", B: "150" } });
    expect(decodeForm(sent("R=100&G=200&B=150&other=1"), want("object", true))).toEqual({ value: { R: "100", G: "200", B: "150" } });
  });

  it("an exploded object without declared properties takes every name no other parameter has", () => {
    expect(decodeForm(sent("a=1&$top=2&b=x"), want("object", true, [], ["$top"]))).toEqual({ value: { a: "1", b: "x" } });
  });

  it("a primitive sent twice is refused (which one a service reads is a guess); a property sent twice keeps its first value", () => {
    expect(decodeForm(sent("color=a&color=b"), want("primitive", true))).toEqual({ error: "is sent 2 times; it takes one value" });
    expect(decodeForm(sent("R=1&R=2"), want("object", true))).toEqual({ value: { R: "1" } });
  });

  it("nothing sent is undefined (for an exploded object: none of its properties)", () => {
    expect(decodeForm(sent("other=1"), want("primitive", true))).toBeUndefined();
    expect(decodeForm(sent("other=1"), want("object", true))).toBeUndefined();
  });

  it("a property named __proto__ is an own property", () => {
    const decoded = decodeForm(sent("__proto__=x"), want("object", true, ["__proto__"]));
    expect(decoded && "value" in decoded && Object.hasOwn(decoded.value as object, "__proto__")).toBe(true);
  });

  // RFC 6570 section 3.2.1: a list or an object is split on the literal "," before each item is decoded
  it("splits on the literal comma before decoding each item: color=a%2Cb is one item, a,b", () => {
    expect(decodeForm(sent("color=a%2Cb"), want("array", false))).toEqual({ value: ["a,b"] });
    expect(decodeForm(sent("color=a,b"), want("array", false))).toEqual({ value: ["a", "b"] });
    expect(decodeForm(sent("color=a%2Cb,c+d,e%2Bf"), want("array", false))).toEqual({ value: ["a,b", "c d", "e+f"] });
    expect(decodeForm(sent("color=a%2Cb&color=c"), want("array", true))).toEqual({ value: ["a,b", "c"] });
  });

  it("reads RFC 6570's {?keys} and {?keys*} examples: keys=semi,%3B,dot,.,comma,%2C and semi=%3B&dot=.&comma=%2C", () => {
    const keys = { semi: ";", dot: ".", comma: "," };
    expect(decodeForm(sent("color=semi,%3B,dot,.,comma,%2C"), want("object", false))).toEqual({ value: keys });
    expect(decodeForm(sent("semi=%3B&dot=.&comma=%2C"), want("object", true, ["semi", "dot", "comma"]))).toEqual({ value: keys });
    expect(decodeForm(sent("color=red,green,blue"), want("array", false))).toEqual({ value: ["red", "green", "blue"] });
  });

  it("a cookie's list is split before each item is percent-decoded (a + is a plus there)", () => {
    const cookie = (value: string) => new SentValues({ pathParams: {}, rawQuery: "", query: [], headers: new Map([["cookie", [value]]]) }).of("color", "cookie");
    expect(decodeForm(cookie("other=1; color=a%2Cb,c+d"), want("array", false))).toEqual({ value: ["a,b", "c+d"] });
  });

  it("a malformed escape, bad UTF-8 and empty pieces read as URLSearchParams reads them, item by item, never a throw", () => {
    const items = ["%zz", "%E9", "a%", "b+c%2B", "%F0%9F%98%80"];
    const oracle = items.map((item) => new URLSearchParams(`v=${item}`).get("v"));
    expect(decodeForm(sent(`&&x=1&=&color=${items.join(",")}&`), want("array", false))).toEqual({ value: oracle });
  });
});
