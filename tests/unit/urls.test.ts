/** The emulator's addresses (src/emulator/apis/urls.ts): a stored path made absolute on the answering request's origin, and a link's path without its origin. */
import { describe, expect, it } from "vitest";
import { absolute, pathOf } from "../../src/emulator/apis/urls.js";
import type { EmuRequest } from "../../src/emulator/types.js";

const on = (baseUrl: string) => ({ baseUrl }) as EmuRequest;

describe("absolute and pathOf", () => {
  it.each([
    ["http://127.0.0.1:4020", "/vendordocs/operations/1", {}, "http://127.0.0.1:4020/vendordocs/operations/1"],
    ["https://other.example", "/vendordocs/operations/1", { "api-version": "2024-11-30" }, "https://other.example/vendordocs/operations/1?api-version=2024-11-30"],
    // a path that starts with // is a path on this origin, never another host
    ["http://127.0.0.1:4020", "//evil.example/x", {}, "http://127.0.0.1:4020//evil.example/x"],
    ["http://127.0.0.1:4020", "/a%zz", {}, "http://127.0.0.1:4020/a%25zz"],
  ])("absolute(%s, %s)", (base, path, query, expected) => {
    expect(absolute(on(base), path, query)).toBe(expected);
  });

  it.each([
    ["https://old.example:4020/vendordocs/documentClassifiers/x", "/vendordocs/documentClassifiers/x"],
    ["http://127.0.0.1:4020/vendordocs/operations/1?api-version=2024-11-30", "/vendordocs/operations/1?api-version=2024-11-30"],
    ["/vendordocs/documentClassifiers/x", "/vendordocs/documentClassifiers/x"],
    ["//evil.example/x", "//evil.example/x"],
    ["not a url", undefined],
  ])("pathOf(%s)", (link, expected) => {
    expect(pathOf(link)).toBe(expected);
  });
});
