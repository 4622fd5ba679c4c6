/** A parameter described by `content` instead of a style: JSON parsed, text as is, other media types not decoded (said so). */
import { describe, expect, it } from "vitest";
import { decodeContent } from "../../src/contract/params/content.js";
import type { Sent } from "../../src/contract/params/shape.js";

const sent = (value?: string): Sent => ({ name: "filter", in: "query", values: value === undefined ? [] : [value], raw: [], decode: (v) => v, pairs: [] });

describe("content parameters", () => {
  it("parses JSON (any +json type, parameters of the media type ignored)", () => {
    expect(decodeContent(sent('{"a":[1,2]}'), "application/json")).toEqual({ value: { a: [1, 2] } });
    expect(decodeContent(sent("3"), "application/merge-patch+json; charset=utf-8")).toEqual({ value: 3 });
  });

  it("text that is not JSON is a json finding's text", () => {
    const decoded = decodeContent(sent("{nope"), "application/json");
    expect(decoded).toMatchObject({ rule: "json" });
    expect(decoded && "error" in decoded && decoded.error).toMatch(/^is not valid JSON: /);
  });

  it("text media types are the text itself; other media types are not decoded", () => {
    expect(decodeContent(sent("a b"), "text/plain")).toEqual({ value: "a b" });
    expect(decodeContent(sent("<a/>"), "application/xml")).toEqual({ error: "is described as application/xml content, which this validator does not decode", rule: "style" });
  });

  it("nothing sent is undefined", () => {
    expect(decodeContent(sent(), "application/json")).toBeUndefined();
  });
});
