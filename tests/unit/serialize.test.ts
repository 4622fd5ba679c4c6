/**
 * wireBody (freeze.ts), the HTTP adapter's JSON writer, and serialize, its text: a frozen value's bytes
 * are kept, a value that is not frozen but holds frozen parts is written member by member around their
 * kept bytes. Whatever the mix, the text must be JSON.stringify's.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deepFreeze, LastAnswer, serialize, wireBody } from "../../src/emulator/freeze.js";

describe("serialize", () => {
  it("writes what JSON.stringify writes, for values with frozen parts at any level", () => {
    const leaf = fc.oneof(fc.integer(), fc.double({ noNaN: false }), fc.string({ maxLength: 4 }), fc.boolean(), fc.constant(null), fc.constant(undefined));
    const key = fc.oneof(fc.constantFrom("a", "b", "0", "12", "__proto__", 'q"uote', "é", "toJSON"), fc.string({ maxLength: 3 }));
    const tree = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: "small", withCrossShrink: true }, leaf, tie("object"), tie("array"), tie("frozen")),
      object: fc.array(fc.tuple(key, tie("value")), { maxLength: 5 }).map((members) => {
        const out: Record<string, unknown> = {};
        for (const [k, v] of members) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
        return out;
      }),
      array: fc.array(tie("value"), { maxLength: 4 }),
      frozen: fc.oneof(tie("object"), tie("array")).map((v) => deepFreeze(v)),
    }));
    fc.assert(
      fc.property(fc.oneof(tree.object, tree.array), (value) => {
        expect(serialize(value)).toBe(JSON.stringify(value));
        // asked again (frozen texts now kept)
        expect(serialize(value)).toBe(JSON.stringify(value));
      }),
      { numRuns: 3000 },
    );
  });

  it("writes dates, functions, nested frozen lists and top-level scalars as JSON.stringify does", () => {
    const kept = deepFreeze([{ id: 1 }, { id: 2 }]);
    const page = { value: kept, nextLink: "http://x/?$skiptoken=abc", at: new Date(0), skip: undefined, fn: () => 1 };
    expect(serialize(page)).toBe(JSON.stringify(page));
    const list = [kept, undefined, () => 1, { inner: [deepFreeze({ a: [1, 2] })] }];
    expect(serialize(list)).toBe(JSON.stringify(list));
    expect([serialize(1), serialize("x"), serialize(null), serialize(undefined)]).toEqual(["1", '"x"', "null", "null"]);
  });

  it("wireBody: a frozen body's UTF-8 bytes are kept and handed out again, also as a part of another body; any other body is its text", () => {
    const frozen = deepFreeze({ name: "Stand-in Trading Ltd. – Zürich", value: [1, 2] });
    const first = wireBody(frozen);
    expect(Buffer.isBuffer(first)).toBe(true);
    expect((first as Buffer).toString("utf8")).toBe(JSON.stringify(frozen));
    expect(wireBody(frozen)).toBe(first);
    const open = { name: "é", kept: frozen, after: 1 };
    expect(wireBody(open)).toEqual(['{"name":"é","kept":', first, ',"after":1}']);
    expect((wireBody(open) as unknown[])[1]).toBe(first);
    expect(wireBody({ plain: [1] })).toBe('{"plain":[1]}');
    expect(wireBody(null)).toBe("null");
  });

  it("LastAnswer: the kept body comes back only for the same inputs, each the same value", () => {
    const last = new LastAnswer<{ value: number[] }>();
    const events: unknown[] = [];
    expect(last.get([events, "a"])).toBeUndefined();
    const body = last.set([events, "a", undefined], { value: [1] });
    expect(Object.isFrozen(body)).toBe(true);
    expect(last.get([events, "a", undefined])).toBe(body);
    expect(last.get([[], "a", undefined])).toBeUndefined(); // another list, even an equal one
    expect(last.get([events, "b", undefined])).toBeUndefined();
    expect(last.get([events, "a"])).toBeUndefined();
    expect(last.get([events, "a", null])).toBeUndefined();
    last.set([events, "b"], { value: [2] });
    expect(last.get([events, "a", undefined])).toBeUndefined();
  });
});
