/**
 * `npm run diff -- <base> <revision>`: exit codes, output, and one-line errors for bad input.
 * 0: no breaking change (or --report-only); 1: breaking changes; 2: bad input or usage.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../scripts/lib/registry.js";

const fixtures = "tests/diff/fixtures";
const diff = (...args: string[]) => {
  const r = spawnSync(process.execPath, ["--import", "tsx", join(repoRoot, "scripts", "diff.ts"), ...args], { cwd: repoRoot, encoding: "utf8" });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
};
const tmp = mkdtempSync(join(tmpdir(), "diff-cli-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("npm run diff", () => {
  it("exits 1 on breaking changes and writes the report to stdout", () => {
    const r = diff(`${fixtures}/base.json`, `${fixtures}/revision-breaking.json`);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("# Breaking changes: `tests/diff/fixtures/base.json` → `tests/diff/fixtures/revision-breaking.json`");
    expect(r.stdout).toContain("| breaking | 2 |");
    expect(r.stdout).toMatch(/\| breaking \| `POST \/api\/v1\/things` `\/requestBody\/content\/application~1json\/schema\/properties\/size` \| required field `size` added \|/);
    expect(r.stdout).toMatch(/\| breaking \| `POST \/api\/v1\/things` `\/responses\/201\/content\/application~1json\/schema\/properties\/name` \| field `name` removed \(it was required\) \|/);
    expect(r.stderr).toContain("2 breaking");
  });

  it("exits 0 with --report-only, and --out writes the report to a file", () => {
    const out = join(tmp, "nested", "report.md");
    const r = diff(`${fixtures}/base.json`, `${fixtures}/revision-breaking.json`, "--report-only", "--out", out);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^diff: .* 2 breaking, 0 potentially breaking, \d+ non-breaking \(report: .*report\.md\)\n$/);
    expect(readFileSync(out, "utf8")).toContain("| breaking | 2 |");
  });

  it("exits 0 when changes are compatible, even potentially breaking ones", () => {
    const r = diff(`${fixtures}/base.json`, `${fixtures}/revision-compatible.json`);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("| breaking | 0 |");
    expect(r.stdout).toContain("| potentially breaking | 1 |");
    expect(r.stdout).toContain("enum value `blue` added");
  });

  it("takes registry keys, and a registry key and a path to the same bundle have no differences", () => {
    const r = diff("webhooks@v2.0", "generated/webhooks/v2.0/openapi.json");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("No differences in operations or schemas.");
  });

  it("takes a bundle at a git revision (<revision>:<path>, read with git show), labelled as given", () => {
    const r = diff("HEAD:generated/webhooks/v2.0/openapi.json", "HEAD:generated/webhooks/v2.0/openapi.json");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("# Breaking changes: `HEAD:generated/webhooks/v2.0/openapi.json` → `HEAD:generated/webhooks/v2.0/openapi.json`");
    expect(r.stdout).toContain("No differences in operations or schemas.");
  });

  const oneLineError = (r: { status: number | null; stdout: string; stderr: string }, text: RegExp) => {
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    const lines = r.stderr.split("\n").filter((l) => l.startsWith("diff:"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(text);
  };

  it("one-line errors, exit 2: unknown registry key, unreadable file, not JSON, not OpenAPI, wrong arguments", () => {
    oneLineError(diff("nope@1", "webhooks@v2.0"), /^diff: no API "nope@1" in redocly\.yaml; known: /);
    oneLineError(diff("webhooks", "webhooks@v2.0"), /^diff: "webhooks" has several versions; name one of: webhooks@v1\.0, webhooks@v2\.0$/);
    oneLineError(diff(`${fixtures}/missing.json`, "webhooks@v2.0"), /^diff: cannot read tests\/diff\/fixtures\/missing\.json: no such file$/);
    oneLineError(diff(`${fixtures}/not-json.json`, "webhooks@v2.0"), /^diff: tests\/diff\/fixtures\/not-json\.json is not JSON/);
    oneLineError(diff("package.json", "webhooks@v2.0"), /^diff: package\.json is not an OpenAPI document/);
    oneLineError(diff("no-such-revision:generated/webhooks/v2.0/openapi.json", "webhooks@v2.0"), /^diff: cannot read no-such-revision:generated\/webhooks\/v2\.0\/openapi\.json from git: fatal: /);
    oneLineError(diff("HEAD:generated/no-such-api.json", "webhooks@v2.0"), /^diff: cannot read HEAD:generated\/no-such-api\.json from git: fatal: /);
    oneLineError(diff("webhooks@v2.0"), /^diff: expected two documents, got 1; usage: /);
    oneLineError(diff("--frobnicate", "a", "b"), /^diff: Unknown option '--frobnicate'/);
  });
});
