/**
 * The repository as an installable package: `npm pack` (its prepack builds dist/), install the tarball
 * into a scratch project, type-check a small consumer with the repository's tsc, and run it with node
 * against an emulator started here. The consumer imports `<pkg>/webhooks/v2.0` (client), `<pkg>/helpers`
 * and `<pkg>/webhooks/v2.0/types` (types only).
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../scripts/lib/registry.js";
import { createEmulator, type Emulator } from "../../src/emulator/index.js";

const run = promisify(execFile);
const pkg = JSON.parse(await readFile(join(repoRoot, "package.json"), "utf8")) as { name: string; version: string; exports: Record<string, unknown> };
const tsc = join(repoRoot, "node_modules", "typescript", "bin", "tsc");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const env = { ...process.env, npm_config_loglevel: "error", npm_config_update_notifier: "false", npm_config_fund: "false", npm_config_audit: "false" };

const CONSUMER = `
import http from "node:http";
import type { AddressInfo } from "node:net";
import { apiKey, createWebhooksV2_0Client } from "${pkg.name}/webhooks/v2.0";
import type { components, webhooks } from "${pkg.name}/webhooks/v2.0/types";
import { createWebhookReceiver, paginate, withRetry, type RetryEvent } from "${pkg.name}/helpers";

type Item = components["schemas"]["NotificationItem"];
const base = process.env.EMULATOR_URL!;
const company = "3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51";
const retries: RetryEvent[] = [];
const client = createWebhooksV2_0Client({ baseUrl: base, headers: { Authorization: "Bearer consumer" }, fetch: withRetry({ onRetry: (e) => retries.push(e) }) });

/** Never called: proves the contract's types reached the consumer. */
export function typeChecks() {
  // @ts-expect-error notificationUrl is required by the contract
  void client.POST("/api/v2.0/subscriptions", { body: { resource: "/api/v2.0/companies(x)/items" } });
  // @ts-expect-error no such path in the contract
  void client.GET("/api/v2.0/nothing");
}

const items: string[] = [];
for await (const item of paginate(client, "/api/v2.0/companies({companyId})/{entitySetName}", {
  params: { path: { companyId: company, entitySetName: "items" } },
  headers: { Prefer: "odata.maxpagesize=1" },
})) items.push(String(item.displayName));

const received: Item[] = [];
const receiver = createWebhookReceiver<webhooks>({ contract: "webhooks@v2.0", clientState: "consumer-secret", onNotifications: (batch) => void received.push(...batch) });
const server = http.createServer(receiver.node);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const hook = \`http://127.0.0.1:\${(server.address() as AddressInfo).port}/hook\`;
const created = await client.POST("/api/v2.0/subscriptions", { body: { notificationUrl: hook, resource: \`/api/v2.0/companies(\${company})/customers\`, clientState: "consumer-secret" } });
const control = (path: string, body: unknown) => fetch(\`\${base}/_emulator\${path}\`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
await control(\`/entities/companies(\${company})/customers\`, { displayName: "Packed customer" });
await control("/clock/advance", { ms: 1000 });
server.close();

const first: Item | undefined = received[0];
console.log(JSON.stringify({ apiKey, items, subscription: created.response.status, expires: created.data?.expirationDateTime !== undefined, notifications: received.length, changeType: first?.changeType, retries: retries.length }));
`;

describe("npm pack → install → type-check → run", () => {
  let dir = "";
  let tarball = "";
  let files: string[] = [];
  let emulator: Emulator;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "pack-"));
    const packed = await run(npm, ["pack", "--json", "--pack-destination", dir], { cwd: repoRoot, env, maxBuffer: 32 * 1024 * 1024 });
    // the prepack script's own lines come before the JSON on stdout
    const json = JSON.parse(packed.stdout.slice(packed.stdout.search(/^\[/m))) as Array<{ filename: string; files: Array<{ path: string }> }>;
    tarball = join(dir, json[0]!.filename);
    files = json[0]!.files.map((f) => f.path);

    const project = join(dir, "consumer");
    await run("mkdir", ["-p", project]);
    await writeFile(join(project, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
    await run(npm, ["install", tarball, "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts"], { cwd: project, env });
    await writeFile(join(project, "consumer.ts"), CONSUMER);
    await writeFile(
      join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          strict: true,
          noUncheckedIndexedAccess: true,
          skipLibCheck: true,
          outDir: "out",
          types: ["node"],
          typeRoots: [join(repoRoot, "node_modules", "@types")],
        },
        files: ["consumer.ts"],
      }),
    );
    emulator = await createEmulator({ quiet: true, validateResponses: true, settings: { ApiSubscriptionDelayTime: 1000, handshakeTimeoutMs: 3000, pushTimeoutMs: 3000 } });
  }, 180_000);

  afterAll(async () => {
    await emulator?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("packs dist/ only: ESM clients with .d.ts, the types, the bundles and the helpers", () => {
    expect(files).toEqual(expect.arrayContaining([
      "package.json",
      "dist/generated/webhooks/v2.0/client.js",
      "dist/generated/webhooks/v2.0/client.d.ts",
      "dist/generated/webhooks/v2.0/schema.d.ts",
      "dist/generated/webhooks/v2.0/openapi.json",
      "dist/src/helpers/index.js",
      "dist/src/helpers/index.d.ts",
      "dist/src/contract/validator.js",
    ]));
    expect(files.filter((f) => !/^(dist\/|package\.json$|README\.md$)/.test(f))).toEqual([]);
    // every export target is in the tarball
    for (const target of Object.values(pkg.exports)) {
      for (const path of typeof target === "string" ? [target] : Object.values(target as Record<string, string>)) expect(files).toContain(path.replace(/^\.\//, ""));
    }
  });

  it("installs with its runtime dependencies", async () => {
    const installed = JSON.parse(await readFile(join(dir, "consumer", "node_modules", pkg.name, "package.json"), "utf8")) as { dependencies: Record<string, string> };
    for (const dep of Object.keys(installed.dependencies)) {
      await expect(readFile(join(dir, "consumer", "node_modules", dep, "package.json"), "utf8")).resolves.toContain(`"name": "${dep}"`);
    }
    expect(Object.keys(installed.dependencies).sort()).toEqual(["ajv", "ajv-formats", "cockatiel", "openapi-fetch"]);
  });

  it("keeps the types entry free of runtime code", async () => {
    const schema = await readFile(join(dir, "consumer", "node_modules", pkg.name, "dist/generated/webhooks/v2.0/schema.d.ts"), "utf8");
    expect(schema).not.toMatch(/^\s*import\s/m);
    expect(pkg.exports["./webhooks/v2.0/types"]).toEqual({ types: "./dist/generated/webhooks/v2.0/schema.d.ts" });
    // a value import of the types entry has nothing to load
    await expect(run(process.execPath, ["--input-type=module", "-e", `await import("${pkg.name}/webhooks/v2.0/types")`], { cwd: join(dir, "consumer") })).rejects.toThrow(/ERR_PACKAGE_PATH_NOT_EXPORTED|not defined by "exports"/);
  });

  it("type-checks a consumer with the repository's tsc and runs it against the emulator", async () => {
    const project = join(dir, "consumer");
    await run(process.execPath, [tsc, "-p", join(project, "tsconfig.json")], { cwd: project }).catch((err: { stdout?: string }) => {
      throw new Error(`the consumer does not type-check:\n${err.stdout ?? String(err)}`);
    });
    const js = await readFile(join(project, "out", "consumer.js"), "utf8");
    // the type-only import left nothing behind
    expect(js).not.toContain("/webhooks/v2.0/types");
    const { stdout } = await run(process.execPath, [join(project, "out", "consumer.js")], { cwd: project, env: { ...process.env, EMULATOR_URL: emulator.url } });
    const result = JSON.parse(stdout.trim().split("\n").at(-1)!) as Record<string, unknown>;
    expect(result).toEqual({
      apiKey: "webhooks@v2.0",
      items: ["Stand-in Desk, oak", "Stand-in Chair, oak"],
      subscription: 201,
      expires: true,
      notifications: 1,
      changeType: "created",
      retries: 0,
    });
    expect(emulator.violations).toEqual([]);
  });
});
