import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { apiIdentifier, type BuildResult, buildAll, buildApi, staleFiles, writeFiles } from "../scripts/lib/build.js";
import { findApi, loadRegistry } from "../scripts/lib/registry.js";

describe("build: generated/ is committed, fresh and reproducible", () => {
  const apis = loadRegistry();
  let results: BuildResult[];
  beforeAll(async () => {
    results = await buildAll(apis);
  }, 180_000);

  it("committed generated/ output equals a fresh build of every registered API (run `npm run build` if this fails)", async () => {
    expect(await staleFiles(results.flatMap((r) => r.files))).toEqual([]);
  });

  it("writes openapi.json, schema.d.ts and client.ts for every API", () => {
    for (const r of results) {
      expect(r.files.map((f) => f.path)).toEqual([
        `generated/${r.api.name}/${r.api.version}/openapi.json`,
        `generated/${r.api.name}/${r.api.version}/schema.d.ts`,
        `generated/${r.api.name}/${r.api.version}/client.ts`,
      ]);
    }
  });

  it("gives the same bytes when built twice", async () => {
    const api = findApi(apis, "webhooks@v2.0");
    const again = await buildApi(api);
    const first = results.find((r) => r.api.key === api.key)!;
    expect(again.files).toEqual(first.files);
  });

  it("detects a stale or missing generated file", async () => {
    const root = mkdtempSync(join(tmpdir(), "stale-"));
    const files = results.find((r) => r.api.key === "webhooks@v2.0")!.files;
    await writeFiles(files, root);
    expect(await staleFiles(files, root)).toEqual([]);
    writeFileSync(join(root, files[1]!.path), "// edited by hand\n");
    expect(await staleFiles(files, root)).toEqual([files[1]!.path]);
  });

  it("bundles with only internal references and the 2020-12 dialect", () => {
    for (const r of results) {
      const json = r.files[0]!.content;
      const doc = JSON.parse(json) as { openapi: string; jsonSchemaDialect: string };
      expect(doc.openapi, r.api.key).toBe("3.1.0");
      expect(doc.jsonSchemaDialect, r.api.key).toBe("https://json-schema.org/draft/2020-12/schema");
      const external = [...json.matchAll(/"\$ref": "([^"#][^"]*)"/g)].map((m) => m[1]);
      expect(external, r.api.key).toEqual([]);
    }
  });

  it("names client factories after the registry key", () => {
    expect(apiIdentifier(findApi(apis, "webhooks@v2.0"))).toBe("WebhooksV2_0");
  });
});
