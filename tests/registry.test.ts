import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { findApi, loadRegistry, RegistryError, repoRoot, toPosix } from "../scripts/lib/registry.js";

describe("registry (redocly.yaml apis:)", () => {
  const apis = loadRegistry();

  it("lists at least the webhook API in both versions", () => {
    expect(apis.map((a) => a.key)).toEqual(expect.arrayContaining(["webhooks@v1.0", "webhooks@v2.0"]));
  });

  it("points every entry at an existing root document", () => {
    for (const api of apis) expect(existsSync(api.root), `${api.key}: ${api.root}`).toBe(true);
  });

  it("no document's title carries its version (the docs write the version after the title: it would show twice)", () => {
    const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    for (const api of apis) {
      const info = (JSON.parse(readFileSync(api.bundle, "utf8")) as { info: { title: string; version: string } }).info;
      expect(info.title, api.key).not.toMatch(new RegExp(`(?<![\\w.])${escapeRe(info.version)}(?![\\w.])`));
    }
  });

  it("registers every spec document under specs/ (no unregistered API)", () => {
    const found: string[] = [];
    const specs = join(repoRoot, "specs");
    for (const family of readdirSync(specs)) {
      // common/: shared components; workflows/: Arazzo workflows and their support document, no contracts
      if (family === "common" || family === "workflows") continue;
      for (const name of readdirSync(join(specs, family))) {
        for (const version of readdirSync(join(specs, family, name))) {
          const root = join(specs, family, name, version, "openapi.yaml");
          if (existsSync(root)) found.push(toPosix(relative(repoRoot, root)));
        }
      }
    }
    const registered = apis.map((a) => toPosix(relative(repoRoot, a.root)));
    expect(found.sort()).toEqual([...registered].sort());
  });

  it("names each API one way everywhere: specs/<family>/<api>/, src/emulator/apis/<family>/, tests/emulator/<family>/<api>.test.ts", () => {
    for (const api of apis) {
      expect(existsSync(join(repoRoot, "src", "emulator", "apis", api.family)), `${api.key}: src/emulator/apis/${api.family}/`).toBe(true);
      expect(existsSync(join(repoRoot, "tests", "emulator", api.family, `${api.name}.test.ts`)), `${api.key}: tests/emulator/${api.family}/${api.name}.test.ts`).toBe(true);
    }
    // and every test file under a family's folder is one of its APIs' (<api>.test.ts, or <api>-<aspect>.test.ts)
    for (const family of new Set(apis.map((a) => a.family))) {
      const names = apis.filter((a) => a.family === family).map((a) => a.name);
      for (const file of readdirSync(join(repoRoot, "tests", "emulator", family)).filter((f) => f.endsWith(".test.ts"))) {
        expect(
          names.some((name) => file === `${name}.test.ts` || file.startsWith(`${name}-`)),
          `tests/emulator/${family}/${file} names none of ${names.join(", ")}`,
        ).toBe(true);
      }
    }
  });

  it("lists contracts only: nothing under specs/workflows/ (the workflows' support document is not an API)", () => {
    const workflows = join(repoRoot, "specs", "workflows");
    for (const api of apis) expect(relative(workflows, api.root).startsWith(".."), api.key).toBe(true);
  });

  it("rejects a key that is not <api>@<version> and a root outside the layout, naming them", () => {
    const dir = mkdtempSync(join(tmpdir(), "registry-"));
    const bad = join(dir, "redocly.yaml");
    writeFileSync(bad, "apis:\n  Webhooks:\n    root: specs/business/webhooks/v2.0/openapi.yaml\n");
    expect(() => loadRegistry(bad)).toThrow(/registry key "Webhooks" is not shaped <api>@<version>/);
    writeFileSync(bad, "apis:\n  webhooks@v3:\n    root: specs/business/webhooks/v2.0/openapi.yaml\n");
    expect(() => loadRegistry(bad)).toThrow(/root must be specs\/<family>\/webhooks\/v3\/openapi.yaml/);
  });

  it("reads roots relative to the registry file's folder (a copy of the repository is a repository)", () => {
    const dir = mkdtempSync(join(tmpdir(), "registry-"));
    writeFileSync(join(dir, "redocly.yaml"), "apis:\n  webhooks@v2.0:\n    root: specs/business/webhooks/v2.0/openapi.yaml\n");
    const [entry] = loadRegistry(join(dir, "redocly.yaml"));
    expect(entry).toMatchObject({
      root: join(dir, "specs", "business", "webhooks", "v2.0", "openapi.yaml"),
      generatedDir: join(dir, "generated", "webhooks", "v2.0"),
      bundle: join(dir, "generated", "webhooks", "v2.0", "openapi.json"),
    });
    expect(findApi(apis, "webhooks@v2.0").generatedDir).toBe(join(repoRoot, "generated", "webhooks", "v2.0"));
  });

  it("finds an API by key, by unique name, and names the choices otherwise", () => {
    expect(findApi(apis, "webhooks@v2.0").version).toBe("v2.0");
    expect(() => findApi(apis, "webhooks")).toThrow(/has several versions; name one of: webhooks@v1.0, webhooks@v2.0/);
    expect(() => findApi(apis, "nope")).toThrow(RegistryError);
  });
});
