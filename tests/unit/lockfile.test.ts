/**
 * `npm ci` refuses a lock that lacks an optional dependency of a package it lists. The registry this
 * machine reaches does not serve Biome's other platform packages, so `npm install` leaves them out:
 * scripts/lock-platforms.ts puts them back, and this test fails while one is missing.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { completeLock } from "../../scripts/lock-platforms.js";
import { repoRoot } from "../../src/registry.js";

describe("package-lock.json", () => {
  it("lists every optional dependency of every package in it (else npm ci fails)", () => {
    const lock = JSON.parse(readFileSync(join(repoRoot, "package-lock.json"), "utf8")) as { packages: Record<string, { optionalDependencies?: Record<string, string> }> };
    const missing: string[] = [];
    for (const [key, entry] of Object.entries(lock.packages)) {
      for (const dep of Object.keys(entry.optionalDependencies ?? {})) {
        const nested = `${key}/node_modules/${dep}`;
        if (!lock.packages[nested] && !lock.packages[`node_modules/${dep}`]) missing.push(`${key || "(root)"} → ${dep}`);
      }
    }
    expect(missing, "run: npx tsx scripts/lock-platforms.ts").toEqual([]);
  });

  it("completeLock adds a missing platform package with its os and cpu only", () => {
    const lock = { packages: { "": {}, "node_modules/@biomejs/biome": { version: "1.0.0", optionalDependencies: { "@biomejs/cli-darwin-arm64": "1.0.0", "@biomejs/cli-linux-x64-musl": "1.0.0" } } } };
    expect(completeLock(lock)).toEqual(["@biomejs/cli-darwin-arm64", "@biomejs/cli-linux-x64-musl"]);
    expect(lock.packages).toMatchObject({
      "node_modules/@biomejs/cli-darwin-arm64": { version: "1.0.0", os: ["darwin"], cpu: ["arm64"], optional: true },
      "node_modules/@biomejs/cli-linux-x64-musl": { os: ["linux"], cpu: ["x64"], libc: ["musl"] },
    });
    expect(completeLock(lock)).toEqual([]);
  });
});
