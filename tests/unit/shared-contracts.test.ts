/**
 * What several emulators in one process share (src/emulator/contracts.ts): FileCache keeps a value while
 * its file stays as read (read again when the stamp changes, or, while the file was changed too recently
 * for its timestamps to tell, when its bytes do), bounded; a shared validator keeps no request's data.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SchemaChecker } from "../../src/contract/schemas.js";
import { Contract } from "../../src/contract/validator.js";
import { FileCache } from "../../src/emulator/contracts.js";

const dir = mkdtempSync(join(tmpdir(), "shared-contracts-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A cache whose stamps stand still (as on a file system with coarse timestamps), modified `ageMs` before now; and the values it made. */
function standingStill(ageMs: number, max = 8) {
  const made: string[] = [];
  const mtimeMs = Date.now() - ageMs;
  const cache = new FileCache<string>(max, () => ({ dev: 1, ino: 1, size: 5, mtimeMs, ctimeMs: mtimeMs }));
  const get = (file: string) =>
    cache.get(file, file, (bytes) => {
      made.push(bytes.toString());
      return bytes.toString();
    });
  return { get, made };
}

describe("FileCache", () => {
  it("makes a value once while the file is unchanged, again when its stamp changes", () => {
    const file = join(dir, "plain.json");
    writeFileSync(file, "one");
    const made: string[] = [];
    const cache = new FileCache<string>(8);
    const get = () =>
      cache.get(file, file, (bytes) => {
        made.push(bytes.toString());
        return bytes.toString();
      });
    expect([get(), get(), get()]).toEqual(["one", "one", "one"]);
    expect(made).toEqual(["one"]);
    writeFileSync(file, "three");
    expect(get()).toBe("three");
    expect(made).toEqual(["one", "three"]);
  });

  it("a file changed just before it was read: a rewrite of the same size under the same stamp is read again (its bytes are compared)", () => {
    const file = join(dir, "racy.json");
    writeFileSync(file, "aaaaa");
    // dated now, or (as here, whatever the machine's load) ahead of this clock: within the window where timestamps cannot tell two writes apart
    const { get, made } = standingStill(-3_600_000);
    expect(get(file)).toBe("aaaaa");
    expect(get(file)).toBe("aaaaa");
    writeFileSync(file, "bbbbb");
    expect(get(file)).toBe("bbbbb");
    expect(made).toEqual(["aaaaa", "bbbbb"]);
  });

  it("a file older than its timestamps' granularity: the stamp alone decides, the bytes are not read again", () => {
    const file = join(dir, "old.json");
    writeFileSync(file, "aaaaa");
    const { get, made } = standingStill(60_000);
    expect(get(file)).toBe("aaaaa");
    // only a stamp that stands still across a write could hide it; a real one moves (the test above covers the write that happens too soon)
    writeFileSync(file, "bbbbb");
    expect(get(file)).toBe("aaaaa");
    expect(made).toEqual(["aaaaa"]);
  });

  it("holds at most `max` files: the oldest is made again when asked after others", () => {
    const files = ["x", "y", "z"].map((name) => join(dir, `${name}.json`));
    for (const f of files) writeFileSync(f, f);
    const { get, made } = standingStill(60_000, 2);
    for (const f of files) get(f);
    get(files[2]!);
    get(files[1]!);
    get(files[0]!);
    expect(made).toEqual([files[0], files[1], files[2], files[0]]);
  });

  it("a missing file: the file system's ENOENT error, nothing kept", () => {
    const cache = new FileCache<string>(8);
    expect(() => cache.get(join(dir, "missing.json"), "k", () => "never")).toThrow(expect.objectContaining({ code: "ENOENT" }));
  });
});

describe("a validator shared by several emulators", () => {
  it("keeps nothing of the request it refused (ajv's verbose errors hold the data)", () => {
    const doc = { openapi: "3.1.0", paths: {}, components: { schemas: { Thing: { type: "object", properties: { n: { type: "integer" } } } } } };
    const contract = new Contract(doc);
    const checker = new SchemaChecker(doc, "things", (p) => contract.deref(p));
    const secret = { n: "a request's own value" };
    const findings = checker.check("request", "/components/schemas/Thing", secret, "", "body", "");
    expect(findings.map((f) => f.message)).toEqual(['n must be integer (got string "a request\'s own value")']);
    expect(checker.validator("request", "/components/schemas/Thing").errors).toBeNull();
  });
});
