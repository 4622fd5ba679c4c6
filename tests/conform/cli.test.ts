import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot, type ApiEntry } from "../../scripts/lib/registry.js";
import { run } from "../../scripts/conform.js";
import { fixture } from "./helpers.js";

const contractArgs = ["--contract", fixture("contract.json")];

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ["--import", "tsx", join(repoRoot, "scripts", "conform.ts"), ...args], { cwd: repoRoot, encoding: "utf8" });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const noStack = (text: string) => expect(text).not.toMatch(/\n\s+at /);

describe("conform CLI", () => {
  it("exits 0 when every entry conforms", () => {
    const r = cli(fixture("pass.har"), ...contractArgs);
    expect(r.stderr).toBe("");
    expect(r.stdout).toMatch(/^#1 POST \/tenants\/contoso\/api\/v2\.0\/subscriptions → 201: ok/m);
    expect(r.stdout.trim().split("\n").at(-1)).toBe("9 entries, 9 passed, 0 failed");
    expect(r.status).toBe(0);
  });

  it("exits 1 on a mismatch and prints each finding", () => {
    const r = cli(fixture("fail.har"), ...contractArgs);
    expect(r.stdout).toContain('#1 POST /tenants/contoso/api/v2.0/subscriptions → 201: /request/body/changeType: enum: changeType must be one of "created", "updated", "deleted" (got "renamed")');
    expect(r.stdout).toMatch(/^#3 GET \S+ → 418: \/response\/status: status: status 418 is not declared/m);
    expect(r.stdout.trim().split("\n").at(-1)).toBe("3 entries, 1 passed, 2 failed");
    expect(r.status).toBe(1);
  });

  it("checks several files and totals them", () => {
    const r = cli(fixture("pass.har"), fixture("fail.har"), ...contractArgs);
    expect(r.stdout.trim().split("\n").at(-1)).toBe("12 entries, 10 passed, 2 failed");
    expect(r.status).toBe(1);
  });

  it("exits 2 without a file", () => {
    const r = cli();
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^conform: no HAR file given/);
  });

  it("exits 2 on an unreadable file, invalid HAR or malformed entries, with one line and no stack", () => {
    for (const [file, text] of [
      ["missing.har", "no such file"],
      ["not-json.har", "is not JSON"],
      ["no-entries.har", "log.entries is missing"],
      ["no-request.har", "entry #1 has no request"],
    ] as const) {
      const r = cli(fixture(file), ...contractArgs);
      expect(r.status, file).toBe(2);
      expect(r.stderr, file).toContain(text);
      expect(r.stderr.trim().split("\n"), file).toHaveLength(1);
      noStack(r.stderr);
    }
  });

  it("exits 2 on an unknown --api", () => {
    const r = cli(fixture("pass.har"), "--api", "no-such-api@v9");
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/no API "no-such-api@v9"/);
    noStack(r.stderr);
  });
});

describe("run()", () => {
  const capture = () => {
    const out: string[] = [];
    const err: string[] = [];
    return { io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }, out, err };
  };
  const entry = (key: string, bundle: string): ApiEntry => {
    const [name = "", version = ""] = key.split("@");
    return { key, name, version, family: "business", root: "", generatedDir: "", bundle, recordedDir: "" };
  };

  it("exits 2 and tells the user to build when a registered bundle is missing", () => {
    const { io, err } = capture();
    const status = run([fixture("pass.har")], io, () => [entry("fixture@v2.0", join(repoRoot, "generated", "fixture", "v2.0", "openapi.json"))]);
    expect(status).toBe(2);
    expect(err).toEqual(["conform: generated/fixture/v2.0/openapi.json does not exist: run `npm run build` first"]);
  });

  it("uses the registry's bundles, keyed by registry key", () => {
    const { io, out } = capture();
    const status = run([fixture("pass.har"), "--api", "fixture"], io, () => [entry("fixture@v2.0", fixture("contract.json")), entry("other@v1", "/nonexistent.json")]);
    expect(out[0]).toBe("#1 POST /tenants/contoso/api/v2.0/subscriptions → 201: ok (fixture@v2.0 Subscriptions_Create)");
    expect(status).toBe(0);
  });

  it("rejects unknown options", () => {
    const { io, err } = capture();
    expect(run(["--bogus", fixture("pass.har")], io)).toBe(2);
    expect(err[0]).toMatch(/^conform: unknown option --bogus/);
  });
});
