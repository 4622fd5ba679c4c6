/**
 * The webhooks APIs' entity tags (src/emulator/apis/business/webhooks/etags.ts): a revision's tag and the If-Match check.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkIfMatch, etagOf } from "../../src/emulator/apis/business/webhooks/etags.js";

describe("etagOf", () => {
  it('is W/"<base64 of rev;id>", for any id', () => {
    expect(etagOf("0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", 1)).toBe(`W/"${Buffer.from("1;0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d").toString("base64")}"`);
    expect(etagOf("ü€😀", 12)).toBe(`W/"${Buffer.from("12;ü€😀").toString("base64")}"`);
    expect(etagOf("", 3)).toBe(`W/"${Buffer.from("3;").toString("base64")}"`);
    // every length's padding, revs of any size, ids up to and over the encoder's limit
    const ids = [randomUUID(), "a", "ab", "abc", "abcd", "x".repeat(64), "y".repeat(65), "key with spaces/and=signs"];
    for (const id of ids) {
      for (const rev of [0, 1, 9, 10, 12345, Number.MAX_SAFE_INTEGER, 1.5, -1]) {
        expect(etagOf(id, rev)).toBe(`W/"${Buffer.from(`${rev};${id}`).toString("base64")}"`);
      }
    }
  });
});

describe("checkIfMatch", () => {
  const tag = etagOf("a", 2);
  const status = (f: () => void): number | undefined => {
    try {
      f();
      return undefined;
    } catch (err) {
      return (err as { status: number }).status;
    }
  };

  it("passes the current tag (weak or not) and *, 409 on another tag, 400 on a missing or unparseable one", () => {
    for (const current of [tag, () => tag]) {
      expect(status(() => checkIfMatch(tag, current, true))).toBeUndefined();
      expect(status(() => checkIfMatch(tag.slice(2), current, true))).toBeUndefined();
      expect(status(() => checkIfMatch(`${etagOf("a", 1)}, ${tag}`, current, true))).toBeUndefined();
      expect(status(() => checkIfMatch(etagOf("a", 1), current, true))).toBe(409);
      expect(status(() => checkIfMatch("nonsense", current, true))).toBe(400);
      expect(status(() => checkIfMatch(`*, nonsense`, current, true))).toBe(400);
      expect(status(() => checkIfMatch(undefined, current, true))).toBe(400);
      expect(status(() => checkIfMatch(undefined, current, false))).toBeUndefined();
    }
  });

  it("does not make the tag for *", () => {
    let made = 0;
    const current = () => {
      made++;
      return tag;
    };
    checkIfMatch("*", current, true);
    checkIfMatch(`${etagOf("a", 1)}, *`, current, true);
    expect(made).toBe(0);
  });
});
