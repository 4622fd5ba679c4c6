import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../scripts/conform.js";
import { type ApiEntry, repoRoot } from "../../scripts/lib/registry.js";
import type { Har, HarEntry } from "../../src/conform/har.js";
import { fixture } from "./helpers.js";

const contractArgs = ["--contract", fixture("contract.json")];

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ["--import", "tsx", join(repoRoot, "scripts", "conform.ts"), ...args], { cwd: repoRoot, encoding: "utf8" });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const noStack = (text: string) => expect(text).not.toMatch(/\n\s+at /);

describe("conform CLI", () => {
  it("exits 0 when every entry conforms; the two webhook deliveries at the receiver, unmarked, are skipped", () => {
    const r = cli(fixture("pass.har"), ...contractArgs);
    expect(r.stderr).toBe("");
    expect(r.stdout).toMatch(/^#1 POST \/tenants\/contoso\/api\/v2\.0\/subscriptions → 201: ok/m);
    expect(r.stdout.trim().split("\n").at(-1)).toBe("7 entries checked, 7 passed, 0 failed; 2 skipped (no API serves their address)");
    expect(r.status).toBe(0);
  });

  it("exits 1 on a mismatch and prints each finding", () => {
    const r = cli(fixture("fail.har"), ...contractArgs);
    expect(r.stdout).toContain('#1 POST /tenants/contoso/api/v2.0/subscriptions → 201: /request/body/changeType: enum: changeType must be one of "created", "updated", "deleted" (got "renamed")');
    expect(r.stdout).toMatch(/^#3 GET \S+ → 418: \/response\/status: status: status 418 is not declared/m);
    expect(r.stdout.trim().split("\n").at(-1)).toBe("3 entries checked, 1 passed, 2 failed");
    expect(r.status).toBe(1);
  });

  it("checks several files and totals them", () => {
    const r = cli(fixture("pass.har"), fixture("fail.har"), ...contractArgs);
    expect(r.stdout.trim().split("\n").at(-1)).toBe("10 entries checked, 8 passed, 2 failed; 2 skipped (no API serves their address)");
    expect(r.status).toBe(1);
  });

  it("exits 2 without a file", () => {
    const r = cli();
    expect(r.status).toBe(2);
    expect(r.stderr).toBe("conform: no HAR file given; usage: npm run conform -- <file.har> [more.har ...] [--api <key>] [--contract <openapi.json>]\n");
  });

  it("exits 1 (a runtime failure, not bad usage) on an unreadable file, invalid HAR or malformed entries, with one line and no stack", () => {
    for (const [file, text] of [
      ["missing.har", "no such file"],
      ["not-json.har", "is not JSON"],
      ["no-entries.har", "log.entries is missing"],
      ["no-request.har", "entry #1 has no request"],
    ] as const) {
      const r = cli(fixture(file), ...contractArgs);
      expect(r.status, file).toBe(1);
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

  it("--help prints the usage line and what is checked, exit 0", () => {
    const r = cli("--help");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^usage: npm run conform -- <file\.har> .*\nEntries are checked when an API serves their address/);
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

  it("exits 1 and tells the user to build when a registered bundle is missing; from the package, to reinstall it", () => {
    const { io, err } = capture();
    const registry = () => [entry("fixture@v2.0", join(repoRoot, "generated", "fixture", "v2.0", "openapi.json"))];
    expect(run([fixture("pass.har")], io, registry)).toBe(1);
    expect(run([fixture("pass.har")], io, registry, { name: "vendor-api conform", usage: "usage: npx vendor-api conform ...", context: "package" })).toBe(1);
    expect(err).toEqual([
      "conform: generated/fixture/v2.0/openapi.json does not exist: run `npm run build` first",
      "vendor-api conform: generated/fixture/v2.0/openapi.json is missing from the package: reinstall it",
    ]);
  });

  it("uses the registry's bundles, keyed by registry key", () => {
    const { io, out } = capture();
    const status = run([fixture("pass.har"), "--api", "fixture"], io, () => [entry("fixture@v2.0", fixture("contract.json")), entry("other@v1", "/nonexistent.json")]);
    expect(out[0]).toBe("#1 POST /tenants/contoso/api/v2.0/subscriptions → 201: ok (fixture@v2.0 Subscriptions_Create)");
    expect(status).toBe(0);
  });

  it("rejects unknown options in the other commands' words (node's parseArgs)", () => {
    const { io, err } = capture();
    expect(run(["--bogus", fixture("pass.har")], io)).toBe(2);
    expect(err).toEqual(["conform: Unknown option '--bogus'; usage: npm run conform -- <file.har> [more.har ...] [--api <key>] [--contract <openapi.json>]"]);
  });

  it("refuses --api with --contract (--contract replaces the registry)", () => {
    const { io, err } = capture();
    expect(run([fixture("pass.har"), "--api", "fixture", ...contractArgs], io)).toBe(2);
    expect(err[0]).toMatch(/^conform: --api and --contract do not go together/);
  });

  it("checks only the entries an API serves in a recording full of other hosts, and counts the rest", async () => {
    const recorded = JSON.parse(readFileSync(fixture("pass.har"), "utf8")) as Har;
    const [validation, notification] = recorded.log.entries.slice(-2) as [HarEntry, HarEntry];
    const foreign = (method: string, url: string, extra: Partial<HarEntry> = {}): HarEntry => ({
      request: { method, url, headers: [] },
      response: { status: 200, headers: [], content: { mimeType: "text/html", text: "<html></html>" } },
      ...extra,
    });
    const mixed: Har = {
      log: {
        entries: [
          foreign("GET", "https://www.search.example/?q=contoso"),
          ...recorded.log.entries.slice(0, 7), // the API's own: https://api.example.com/tenants/contoso/api/v2.0/...
          foreign("POST", "https://telemetry.example.org/v1/events"),
          foreign("GET", "https://cdn.example.net/app.js"),
          // only a dropped-segment match (/proxy/api/v2.0/health → /api/v2.0/health): not the API's address
          foreign("GET", "https://other.example/proxy/api/v2.0/health"),
          validation, // a delivery at the receiver, unmarked: skipped
          { ...notification, _webhook: "changeNotification" }, // marked: checked, and conforms
          foreign("GET", "https://elsewhere.example/metrics", { _api: "fixture@v2.0" }), // marked: checked, no such operation
        ],
      },
    };
    const dir = await mkdtemp(join(tmpdir(), "conform-mixed-"));
    try {
      const file = join(dir, "browser.har");
      await writeFile(file, JSON.stringify(mixed));
      const { io, out } = capture();
      const status = run([file, "--api", "fixture"], io, () => [entry("fixture@v2.0", fixture("contract.json"))]);
      expect(out.filter((l) => !l.includes(": ok"))).toEqual([
        "#14 GET /metrics → 200: /request: operation: no operation or webhook of fixture@v2.0 matches GET /metrics",
        "9 entries checked, 8 passed, 1 failed; 5 skipped (no API serves their address)",
      ]);
      expect(out.filter((l) => l.includes(": ok")).map((l) => l.split(" ")[0])).toEqual(["#2", "#3", "#4", "#5", "#6", "#7", "#8", "#13"]);
      expect(status).toBe(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
