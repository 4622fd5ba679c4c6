/**
 * The in-process Redocly lint (scripts/lib/redocly-lint.ts) against its reference, the Redocly CLI that the
 * repository pins: the same findings (file, rule id, severity, JSON pointer) on the registry, the workflows
 * and their support document as they are, and on broken copies of bundles and of a workflow file.
 * Fails when the engine of @redocly/openapi-core-2 stops linting as the CLI does (e.g. after updating one
 * of the two): update both to versions that agree.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleApi, loadRedoclyConfig } from "../scripts/lib/build.js";
import { type RedoclyTarget, redoclyLint } from "../scripts/lib/redocly-lint.js";
import { findApi, loadRegistry, repoRoot, toPosix } from "../scripts/lib/registry.js";
import { runRedocly, SUPPORT_DOCUMENT, WORKFLOWS_DIR, workflowLintTargets } from "../scripts/lib/workflow-files.js";

type Doc = Record<string, any>;
type Key = string;

/** `redocly lint <targets> --format json` of the CLI, run in `cwd`: one key per problem, sorted. */
async function cliFindings(targets: string[], cwd: string): Promise<Key[]> {
  const { stdout, output } = await runRedocly(["lint", ...targets, "--config", join(repoRoot, "redocly.yaml"), "--format", "json", "--max-problems", "10000"], cwd);
  // One JSON report per document, each written as JSON.stringify(report, null, 2): they meet at a "}{" line.
  const reports = stdout.split(/^\}\{$/m).map((part, i, all) => `${i ? "{" : ""}${part}${i < all.length - 1 ? "}" : ""}`);
  expect(reports.length, output).toBe(targets.length);
  const keys: Key[] = [];
  for (const report of reports) {
    for (const p of (JSON.parse(report) as { problems: Array<{ ruleId: string; severity: string; location: Array<{ source: { ref: string }; pointer: string }> }> }).problems) {
      const loc = p.location[0]!;
      keys.push(`${toPosix(resolve(cwd, loc.source.ref))} ${p.ruleId} ${p.severity} ${loc.pointer}`);
    }
  }
  return keys.sort();
}

async function inProcessFindings(targets: RedoclyTarget[]): Promise<Key[]> {
  return (await redoclyLint(targets)).map((f) => `${toPosix(resolve(repoRoot, f.file))} ${f.ruleId} ${f.severity} ${f.pointer}`).sort();
}

const rules = (keys: Key[]) => [...new Set(keys.map((k) => k.split(" ")[1]))].sort();

const METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options"]);
const operations = (doc: Doc) =>
  Object.values(doc.paths as Record<string, Doc>).flatMap((item) =>
    Object.entries(item)
      .filter(([m]) => METHODS.has(m))
      .map(([, op]) => op as Doc),
  );

describe("Redocly lint in-process finds what the Redocly CLI finds", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "redocly-lint-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("on the registry, the workflows and the support document as they are (no rule skipped)", { timeout: 120_000 }, async () => {
    const apis = loadRegistry();
    const workflows = await workflowLintTargets();
    // No --skip-rule, so that there is something to compare: the component-only APIs' unused components,
    // the support document's operations without a 4xx answer.
    const cli = await cliFindings([...apis.map((a) => a.key), ...workflows.map((t) => t.ref)], repoRoot);
    const ours = await inProcessFindings([...apis.map((a) => ({ ref: a.root, alias: a.key })), ...workflows.map((t) => ({ ref: t.ref }))]);
    expect(ours).toEqual(cli);
    expect(rules(ours)).toEqual(expect.arrayContaining(["no-unused-components", "operation-4xx-response"]));
  });

  it("the workflows and the support document, with the rule the lint skips there, are clean (the registry: npm run lint)", { timeout: 60_000 }, async () => {
    const targets = await workflowLintTargets();
    expect(targets.find((t) => t.ref === SUPPORT_DOCUMENT)?.skipRules).toEqual(["operation-4xx-response"]);
    expect(await redoclyLint(targets)).toEqual([]);
  });

  it("on broken copies: each breaks the rule it means to, and the two report the same rules at the same places", { timeout: 120_000 }, async () => {
    const config = await loadRedoclyConfig();
    const registry = loadRegistry();
    const bundle = async (key: string) => structuredClone((await bundleApi(findApi(registry, key), { config })).doc) as Doc;
    const broken: Array<{ file: string; rule: string }> = [];
    const write = (name: string, doc: Doc | string, rule: string) => {
      writeFileSync(join(dir, name), typeof doc === "string" ? doc : JSON.stringify(doc, null, 2));
      broken.push({ file: name, rule });
    };

    let doc = await bundle("event-hub@2026-01-01");
    delete operations(doc)[0]!.operationId;
    write("missing-operation-id.json", doc, "operation-operationId");

    doc = await bundle("event-hub@2026-01-01");
    doc.components.schemas.NeverUsed = { type: "object", properties: { name: { type: "string" } } };
    write("unused-component.json", doc, "no-unused-components");

    doc = await bundle("event-hub@2026-01-01");
    Object.values(operations(doc)[0]!.responses as Record<string, Doc>)[0]!.content = { "application/json": { schema: { $ref: "#/components/schemas/DoesNotExist" } } };
    write("bad-ref.json", doc, "no-unresolved-refs");

    doc = await bundle("event-hub@2026-01-01");
    {
      const [path, item] = Object.entries(doc.paths as Record<string, Doc>)[0]!;
      const copy = structuredClone(item);
      for (const op of Object.values(copy)) if (op?.operationId) op.operationId += "_Widget";
      doc.paths[`${path}/widgets/{widgetName}`] = copy;
    }
    write("undeclared-path-parameter.json", doc, "path-parameters-defined");

    doc = await bundle("event-hub@2026-01-01");
    operations(doc)[0]!.security = [{ noSuchScheme: [] }];
    write("undefined-security-scheme.json", doc, "security-defined");

    doc = await bundle("webhooks@v2.0");
    {
      const [, property] = Object.values(doc.components.schemas as Record<string, Doc>)
        .flatMap((s) => Object.entries((s.properties ?? {}) as Record<string, Doc>))
        .find(([, p]) => p.type === "string")!;
      property.example = 12345;
    }
    write("schema-example-wrong-type.json", doc, "no-invalid-schema-examples");

    doc = await bundle("webhooks@v2.0");
    operations(doc).find((op) => op.requestBody?.content?.["application/json"])!.requestBody.content["application/json"].example = { notAField: true };
    write("request-example-off-schema.json", doc, "no-invalid-media-type-examples");

    // A workflow file (its sources pointed back at the repository): a step id twice in a workflow.
    const workflow = readFileSync(join(WORKFLOWS_DIR, "namespace-delete.arazzo.yaml"), "utf8")
      .replaceAll("../../generated/", `${toPosix(repoRoot)}/generated/`)
      .replaceAll("./support/", `${toPosix(WORKFLOWS_DIR)}/support/`)
      .replace(/stepId: (\w+)\n([\s\S]*?)stepId: \w+/, "stepId: $1\n$2stepId: $1");
    write("step-id-twice.arazzo.yaml", workflow, "stepId-unique");

    const cli = await cliFindings(
      broken.map((b) => b.file),
      dir,
    );
    const ours = await inProcessFindings(broken.map((b) => ({ ref: join(dir, b.file) })));
    for (const { file, rule } of broken) {
      expect(rules(ours.filter((k) => k.startsWith(`${toPosix(join(dir, file))} `))), file).toContain(rule);
    }
    expect(ours).toEqual(cli);
  });
});
