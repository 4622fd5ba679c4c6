/**
 * Type tests: every file under tests/types/ is compiled with the repository's tsconfig. Those files
 * hold calls that must type-check and `// @ts-expect-error` lines for what must not (an unused
 * `@ts-expect-error` is itself an error, so a contract that stops rejecting something fails here).
 * The webhook case is also proven directly: a call that forgets `notificationUrl` is rejected.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../scripts/lib/registry.js";
import { codeBlocks, diagnose, EXAMPLE_DOCUMENTS, toSource } from "./examples.js";

const typesDir = join(repoRoot, "tests", "types");

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

  it("every TypeScript example of the README and docs/*.md type-checks (the packages' names point at their source)", () => {
    const blocks = EXAMPLE_DOCUMENTS.flatMap(codeBlocks).filter((b) => b.lang === "ts");
    expect(blocks.filter((b) => b.file === "README.md").length).toBeGreaterThan(1);
    const memory = Object.fromEntries(blocks.map((b) => [join(repoRoot, `__example_${b.file.replace(/\W/g, "_")}_${b.line}.ts`), `${toSource(b.code)}\nexport {};\n`]));
    expect(diagnose([], memory)).toEqual([]);
  }, 120_000);

  it("Subscriptions_Create: a body typed from the contract with a misspelt clientstate does not type-check, and the error names clientState", () => {
    const file = join(typesDir, "__memory_member.ts");
    const source = `
import type { RequestBodyOption } from "openapi-fetch";
import type { paths } from "${repoRoot}/generated/webhooks/v2.0/client.js";
type CreateBody = RequestBodyOption<paths["/api/v2.0/subscriptions"]["post"]>["body"];
export const body: CreateBody = { notificationUrl: "https://hooks.example.com/bc", resource: "/api/v2.0/companies(f64eba74-dacd-4854-a584-1834f68cfc3a)/customers", clientstate: "s3cret" };
`;
    const errors = diagnose([], { [file]: source }).join("\n");
    expect(errors).toMatch(/'clientstate' does not exist/);
    expect(errors).toMatch(/clientState/);
  }, 120_000);

  it("the same call without notificationUrl does not type-check, and the error names notificationUrl", () => {
    const file = join(typesDir, "__memory_missing.ts");
    const body = `{ resource: "/api/v2.0/companies(f64eba74-dacd-4854-a584-1834f68cfc3a)/customers" }`;
    const errors = diagnose([], { [file]: callWith(body) });
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join("\n")).toMatch(/notificationUrl/);
  }, 120_000);
});
