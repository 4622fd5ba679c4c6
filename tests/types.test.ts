/**
 * Type tests: every file under tests/types/ is compiled with the repository's tsconfig. Those files
 * hold calls that must type-check and `// @ts-expect-error` lines for what must not (an unused
 * `@ts-expect-error` is itself an error, so a contract that stops rejecting something fails here).
 * The webhook case is also proven directly: a call that forgets `notificationUrl` is rejected.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../scripts/lib/registry.js";

const typesDir = join(repoRoot, "tests", "types");

function compilerOptions(): ts.CompilerOptions {
  const file = join(repoRoot, "tsconfig.json");
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, repoRoot).options;
}

/** Compile files (extra in-memory files allowed) and return their diagnostics as readable lines. */
function diagnose(files: string[], memory: Record<string, string> = {}): string[] {
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  host.readFile = (f) => memory[f] ?? read(f);
  host.fileExists = (f) => f in memory || exists(f);
  const program = ts.createProgram([...files, ...Object.keys(memory)], options, host);
  const wanted = new Set([...files, ...Object.keys(memory)]);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => !d.file || wanted.has(d.file.fileName))
    .map((d) => {
      const where = d.file ? `${d.file.fileName.replace(`${repoRoot}/`, "")}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}` : "";
      return `${where} TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
    });
}

/**
 * The packages' own names in an example (`vendor-api-contracts/webhooks/v2.0`, `vendor-api/emulator`) resolve
 * through their `exports` to packages/<name>/dist/, which only a build makes: point each such import at the
 * source file the export is compiled from (dist/ is laid out like the repository), so the check needs no
 * build (a fresh clone runs it first).
 */
function toSource(code: string): string {
  const packages = readdirSync(join(repoRoot, "packages")).map(
    (dir) => JSON.parse(readFileSync(join(repoRoot, "packages", dir, "package.json"), "utf8")) as { name: string; exports: Record<string, { types?: string } | string> },
  );
  const names = packages.map((p) => p.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  return code.replace(new RegExp(`"(${names})(/[^"]*)"`, "g"), (whole, name: string, sub: string) => {
    const target = packages.find((p) => p.name === name)?.exports[`.${sub}`];
    const types = typeof target === "string" ? target : target?.types;
    if (!types?.startsWith("./dist/")) return whole;
    return JSON.stringify(join(repoRoot, types.slice("./dist/".length).replace(/\.d\.ts$/, ".js")));
  });
}

describe("type tests against the generated clients", () => {
  const files = readdirSync(typesDir)
    .filter((f) => f.endsWith(".ts"))
    .map((f) => join(typesDir, f));

  it("has a type test for the webhook API", () => {
    expect(files.map((f) => f.split("/").pop())).toContain("webhooks@v2.0.ts");
  });

  it("every type test file compiles (its @ts-expect-error lines all catch an error)", () => {
    expect(diagnose(files)).toEqual([]);
  }, 120_000);

  const callWith = (body: string) => `
import { createWebhooksV2_0Client } from "${repoRoot}/generated/webhooks/v2.0/client.js";
const client = createWebhooksV2_0Client({ baseUrl: "http://127.0.0.1:4010" });
export async function create() {
  return client.POST("/api/v2.0/subscriptions", { body: ${body} });
}
`;

  it("a POST /api/v2.0/subscriptions call with notificationUrl and resource type-checks", () => {
    const file = join(typesDir, "__memory_ok.ts");
    const body = `{ notificationUrl: "https://hooks.example.com/bc", resource: "/api/v2.0/companies(f64eba74-dacd-4854-a584-1834f68cfc3a)/customers", clientState: "s3cret" }`;
    expect(diagnose([], { [file]: callWith(body) })).toEqual([]);
  }, 120_000);

  it("the README's TypeScript example type-checks", () => {
    const readme = readFileSync(join(repoRoot, "README.md"), "utf8");
    const block = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block, "README.md has a ```ts block").toBeDefined();
    const file = join(repoRoot, "__readme_example.ts");
    const source = `${toSource(block!).replace(/"\.\/generated\//g, `"${repoRoot}/generated/`)}\nexport {};\n`;
    expect(diagnose([], { [file]: source })).toEqual([]);
  }, 120_000);

  it("the same call without notificationUrl does not type-check, and the error names notificationUrl", () => {
    const file = join(typesDir, "__memory_missing.ts");
    const body = `{ resource: "/api/v2.0/companies(f64eba74-dacd-4854-a584-1834f68cfc3a)/customers" }`;
    const errors = diagnose([], { [file]: callWith(body) });
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join("\n")).toMatch(/notificationUrl/);
  }, 120_000);
});
