/**
 * The two packages from outside, as new users get them: `npm pack --workspaces` once (each package's
 * prepack builds its dist/), the tarballs copied into scratch projects under the system's temporary folder
 * and installed there with `npm install`. With nothing pointing into the repository (no file: path to it,
 * no NODE_PATH, no npm_* variables, no repository folder on PATH):
 * - a client user, vendor-api-contracts alone: at most 5 packages and 4 MiB installed; its program
 *   (tests/package/consumer/client/) type-checked by the project's own tsc against the installed .d.ts,
 *   then run against an emulator started from the tester's project: client, types and helpers; every
 *   export bundled for the browser (esbuild), its gzipped size reported;
 * - a tester, vendor-api and vendor-api-contracts: `npx vendor-api` and each command's --help and
 *   mistakes, `emulate`, `mock`, `docs` and `start` answering, `conform` on recorded HARs (exit 0, then 1),
 *   and its node:test files (tests/package/consumer/tester/): startEmulator, and the webhook receiver
 *   reading its contract from the installed vendor-api-contracts;
 * - in each, the programs and a consumer of every export (exports.ts) type-checked with TypeScript's
 *   defaults (strict, NodeNext, no `types` setting, no skipLibCheck) by TypeScript 5.9 and by 7, which
 *   includes no @types package unless told: vendor-api's declarations bring node's types, and a browser
 *   app's project (consumer/client/tsconfig.browser.json) needs none for vendor-api-contracts;
 * - the sizes in docs/packages.md (scripts/package.ts --sizes) within the tolerance of this measurement.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import { copyFile, cp, mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, sep } from "node:path";
import { promisify } from "node:util";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PACKAGES, type PackageKey } from "../../scripts/lib/package-exports.js";
import {
  bundleSizes,
  documentedSizes,
  type Install,
  installed,
  javascriptExports,
  MiB,
  npmInstall,
  outsideEnv,
  packWorkspaces,
  SIZES_DOC,
  sizeDifferences,
  sizesOf,
  type Tarball,
} from "../../scripts/lib/package-sizes.js";
import { repoRoot } from "../../scripts/lib/registry.js";
import { canConnect, freePort } from "../helpers/ports.js";

const run = promisify(execFile);
type Manifest = { name: string; version: string; exports: Record<string, unknown>; bin?: Record<string, string>; dependencies: Record<string, string> };
const manifest = async (folder: string) => JSON.parse(await readFile(join(repoRoot, folder, "package.json"), "utf8")) as Manifest;
const contracts = await manifest(PACKAGES["vendor-api-contracts"].folder);
const tools = await manifest(PACKAGES["vendor-api"].folder);
const installedVersion = async (name: string) => (JSON.parse(await readFile(join(repoRoot, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;

/** The budgets of the issue: a client user's install, and the tools package unpacked. */
const CLIENT_MAX_PACKAGES = 5;
const CLIENT_MAX_BYTES = 4 * MiB;
const TOOLS_MAX_UNPACKED = 15 * MiB;
/** The compilers a consumer's project has: the repository's TypeScript 5.9 and 7 (devDependencies typescript and typescript-7). */
type Compiler = "typescript" | "typescript-7";

/** Folders of the repository (and of its node_modules, which may be a link elsewhere): nothing the scratch projects run may look there. */
const repoDirs = [repoRoot, realpathSync(repoRoot), realpathSync(join(repoRoot, "node_modules"))];
const inRepo = (path: string) => repoDirs.some((d) => path === d || path.startsWith(d + sep));
const env = outsideEnv(repoDirs);

let dir = "";
/** The client user's project (vendor-api-contracts alone) and the tester's (both packages). */
let client = "";
let tester = "";
let packed = {} as Record<PackageKey, Tarball>;
/** Each install of the packages alone, measured before anything else is added to its project. */
const installs = {} as Record<PackageKey, Install>;
const timings: Record<string, number> = {};
const facts: string[] = [];
const children = new Set<ChildProcess>();

const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings[label] = Math.round(performance.now() - started);
  }
};

/** `npx --no -- vendor-api <args>` in the tester's project (--no: never fetch a package of that name). */
async function npx(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run("npx", ["--no", "--", "vendor-api", ...args], { cwd: tester, env, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === "number" ? e.code : -1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
}

/** A long-running `npx vendor-api <args>` in its own process group; resolves once stdout matches `ready`. */
async function serve(args: string[], ready: RegExp, timeoutMs = 60_000): Promise<{ match: RegExpMatchArray; output: () => string; stop(signal?: NodeJS.Signals): Promise<void> }> {
  const child = spawn("npx", ["--no", "--", "vendor-api", ...args], { cwd: tester, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  let out = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr.on("data", (c: Buffer) => (out += c.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, signal);
    await exited;
    children.delete(child);
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = out.match(ready);
    if (match) return { match, output: () => out, stop };
    if (child.exitCode !== null) throw new Error(`vendor-api ${args.join(" ")} exited with ${child.exitCode}: ${out.slice(-1500)}`);
    if (Date.now() > deadline) {
      await stop("SIGKILL");
      throw new Error(`vendor-api ${args.join(" ")} was not ready in ${timeoutMs} ms: ${out.slice(-1500)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

const lines = (text: string) => text.split("\n").filter((l) => l.trim() !== "");

/** The scratch project's tsc over a tsconfig (the consumer's own code and the installed .d.ts); TypeScript 7 writes nothing (5.9's output is what runs). */
const typeCheck = (project: string, compiler: Compiler = "typescript", config = "tsconfig.json") =>
  run(process.execPath, [join(project, "node_modules", compiler, "bin", "tsc"), "-p", config, ...(compiler === "typescript-7" ? ["--noEmit"] : [])], { cwd: project, env }).catch(
    (err: { stdout?: string }) => {
      throw new Error(`the consumer in ${project} does not type-check with ${compiler} -p ${config}:\n${err.stdout ?? String(err)}`);
    },
  );

/** exports.ts of a consumer project: every export of the packages, a value import of each with JavaScript and a type import of each types-only one. */
async function importEveryExport(project: string, names: string[]): Promise<void> {
  const lines: string[] = [];
  for (const name of names) {
    const pkg = JSON.parse(await readFile(join(project, "node_modules", name, "package.json"), "utf8")) as Manifest;
    for (const [key, target] of Object.entries(pkg.exports)) {
      if (typeof target !== "object" || target === null) continue;
      const as = `e${lines.length}`;
      lines.push("default" in target ? `export * as ${as} from "${name}${key.slice(1)}";` : `export type * as ${as} from "${name}${key.slice(1)}";`);
    }
  }
  await writeFile(join(project, "exports.ts"), `${lines.join("\n")}\n`);
}

/** The scratch project's manifest and lock name only its tarballs, and nothing it installed is a link into the repository. */
async function pointsNowhereIntoTheRepository(project: string): Promise<void> {
  for (const text of [await readFile(join(project, "package.json"), "utf8"), await readFile(join(project, "package-lock.json"), "utf8")]) {
    for (const d of repoDirs) expect(text).not.toContain(d);
  }
  for (const entry of await readdir(join(project, "node_modules"))) {
    expect(inRepo(await realpath(join(project, "node_modules", entry))), entry).toBe(false);
  }
}

beforeAll(async () => {
  dir = await realpath(await mkdtemp(join(tmpdir(), "vendor-api-pack-")));
  // A node_modules or package.json above the scratch projects would let them resolve packages from there.
  for (let up = dirname(dir); up !== dirname(up); up = dirname(up)) {
    for (const f of ["node_modules", "package.json"]) if (existsSync(join(up, f))) throw new Error(`${join(up, f)} exists above the scratch project: the test would not prove anything; remove it`);
  }
  packed = await timed("npm pack --workspaces (prepack: tsc twice, bundles, docs site)", () => packWorkspaces(dir));
  for (const info of Object.values(packed)) {
    facts.push(`${info.filename}: ${(info.size / MiB).toFixed(2)} MiB, unpacked ${(info.unpackedSize / MiB).toFixed(2)} MiB, ${info.files.length} files`);
  }

  // Each project holds its tarballs: its package.json then names only ./<tarball>.
  const project = async (name: string, keys: PackageKey[]) => {
    const folder = join(dir, name);
    await mkdir(folder);
    for (const key of keys) await copyFile(join(dir, packed[key].filename), join(folder, packed[key].filename));
    await writeFile(join(folder, "package.json"), JSON.stringify({ name, private: true, type: "module" }));
    return folder;
  };
  client = await project("client", ["vendor-api-contracts"]);
  tester = await project("tester", ["vendor-api", "vendor-api-contracts"]);
  const [typescript, typescript7, typesNode] = await Promise.all([installedVersion("typescript"), installedVersion("typescript-7"), installedVersion("@types/node")]);
  const compilers = [`typescript@${typescript}`, `typescript-7@npm:typescript@${typescript7}`, `@types/node@${typesNode}`];

  // Each project's packages alone first, measured (as scripts/package.ts --sizes does: both tarballs in one
  // install, as docs/packages.md says); then the compilers and node's types.
  await Promise.all([
    timed("npm install vendor-api-contracts (client project, alone)", async () => {
      await npmInstall(client, [`./${packed["vendor-api-contracts"].filename}`], env);
      installs["vendor-api-contracts"] = await installed(client);
      await npmInstall(client, compilers, env);
    }),
    timed("npm install vendor-api-contracts vendor-api (tester project), then the compilers", async () => {
      await npmInstall(tester, [`./${packed["vendor-api-contracts"].filename}`, `./${packed["vendor-api"].filename}`], env);
      installs["vendor-api"] = await installed(tester);
      await npmInstall(tester, compilers, env);
    }),
  ]);
  facts.push(`client project: ${installs["vendor-api-contracts"].packages.length} packages, ${(installs["vendor-api-contracts"].bytes / MiB).toFixed(2)} MiB in node_modules`);
  facts.push(`tester project: ${installs["vendor-api"].packages.length} packages, ${(installs["vendor-api"].bytes / MiB).toFixed(2)} MiB in node_modules`);
  await cp(join(repoRoot, "tests", "package", "consumer", "client"), client, { recursive: true });
  await cp(join(repoRoot, "tests", "package", "consumer", "tester"), tester, { recursive: true });
  await importEveryExport(client, [contracts.name]);
  await importEveryExport(tester, [contracts.name, tools.name]);
  for (const har of ["positive.har", "negative.har"]) await copyFile(join(repoRoot, "tests", "recorded", "container-instance", "2025-09-01", har), join(tester, har));
}, 600_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGKILL");
  if (dir) await rm(dir, { recursive: true, force: true });
  process.stdout.write(
    `package test:\n${facts.map((f) => `  ${f}`).join("\n")}\n  timings (ms):\n${Object.entries(timings)
      .map(([k, v]) => `    ${k}: ${v}`)
      .join("\n")}\n`,
  );
});

describe("the packed tarballs", () => {
  it("vendor-api-contracts holds the bundles, types, clients and helpers, compiled with .d.ts, and nothing of the tools", () => {
    const files = packed["vendor-api-contracts"].files;
    expect(files).toEqual(
      expect.arrayContaining([
        "package.json",
        "README.md",
        "LICENSE",
        "dist/generated/webhooks/v2.0/client.js",
        "dist/generated/webhooks/v2.0/client.d.ts",
        "dist/generated/webhooks/v2.0/schema.d.ts",
        "dist/generated/webhooks/v2.0/openapi.json",
        "dist/src/helpers/index.js",
        "dist/src/helpers/index.d.ts",
        "dist/src/helpers/retry.js",
      ]),
    );
    expect(files.filter((f) => !/^(dist\/(generated|src\/helpers)\/|package\.json$|README\.md$|LICENSE$)/.test(f))).toEqual([]);
    expect(files.filter((f) => /webhook-receiver|validator|emulator|site\//.test(f))).toEqual([]);
  });

  it("vendor-api holds the command, the emulator, the mocks, the receiver, its registry and the docs site, within 15 MiB unpacked, and no bundle of its own", () => {
    const files = packed["vendor-api"].files;
    expect(files).toEqual(
      expect.arrayContaining([
        "package.json",
        "README.md",
        "LICENSE",
        "dist/redocly.yaml",
        "dist/site/index.html",
        "dist/site/assets/scalar.standalone.js",
        "dist/site/assets/docs-console.js",
        "dist/site/webhooks/v2.0/index.html",
        "dist/src/cli/vendor-api.js",
        "dist/src/emulator/start.js",
        "dist/src/emulator/start.d.ts",
        "dist/src/helpers/webhook-receiver.js",
        "dist/src/mock/server.js",
        "dist/src/docs/serve.js",
        "dist/src/conform/cli.js",
        "dist/src/start.js",
        "dist/src/contract/validator.js",
      ]),
    );
    expect(files.filter((f) => !/^(dist\/|package\.json$|README\.md$|LICENSE$)/.test(f))).toEqual([]);
    // the bundles come from vendor-api-contracts (the site's downloads aside), so do the clients and helpers
    expect(files.filter((f) => f.startsWith("dist/generated/") || f === "dist/src/helpers/index.js")).toEqual([]);
    // one copy of Scalar's bundle for every page
    expect(files.filter((f) => f.endsWith("standalone.js"))).toEqual(["dist/site/assets/scalar.standalone.js"]);
    expect(packed["vendor-api"].unpackedSize).toBeLessThanOrEqual(TOOLS_MAX_UNPACKED);
  });

  it.each(["vendor-api-contracts", "vendor-api"] as const)("%s: no TypeScript to load at run time, and every export and bin target is in it", (key) => {
    const files = packed[key].files;
    expect(files.filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))).toEqual([]);
    const pkg = key === "vendor-api-contracts" ? contracts : tools;
    for (const target of [...Object.values(pkg.exports), ...Object.values(pkg.bin ?? {})]) {
      for (const path of typeof target === "string" ? [target] : Object.values(target as Record<string, string>)) expect(files).toContain(path.replace(/^\.\//, ""));
    }
  });
});

describe("a client user: vendor-api-contracts alone", () => {
  it(`installs with its own dependencies only: at most ${CLIENT_MAX_PACKAGES} packages and 4 MiB`, async () => {
    const names = installs["vendor-api-contracts"].packages.map((p) => p.replace(/^node_modules\//, ""));
    expect(names).toContain(contracts.name);
    for (const dep of Object.keys(contracts.dependencies)) expect(names).toContain(dep);
    expect(names.filter((n) => /prism|ajv|yaml|vendor-api$/.test(n))).toEqual([]);
    expect(installs["vendor-api-contracts"].packages.length).toBeLessThanOrEqual(CLIENT_MAX_PACKAGES);
    expect(installs["vendor-api-contracts"].bytes).toBeLessThanOrEqual(CLIENT_MAX_BYTES);
    const installedDir = join(client, "node_modules", contracts.name);
    // installed, not linked
    expect(await realpath(installedDir)).toBe(installedDir);
    expect((JSON.parse(await readFile(join(client, "package.json"), "utf8")) as { dependencies: Record<string, string> }).dependencies[contracts.name]).toBe(
      `file:${packed["vendor-api-contracts"].filename}`,
    );
    await pointsNowhereIntoTheRepository(client);
  });

  it("keeps the types entry free of runtime code", async () => {
    const schema = await readFile(join(client, "node_modules", contracts.name, "dist/generated/webhooks/v2.0/schema.d.ts"), "utf8");
    expect(schema).not.toMatch(/^\s*import\s/m);
    expect(contracts.exports["./webhooks/v2.0/types"]).toEqual({ types: "./dist/generated/webhooks/v2.0/schema.d.ts" });
    // a value import of the types entry has nothing to load
    await expect(run(process.execPath, ["--input-type=module", "-e", `await import("${contracts.name}/webhooks/v2.0/types")`], { cwd: client, env })).rejects.toThrow(
      /ERR_PACKAGE_PATH_NOT_EXPORTED|not defined by "exports"/,
    );
  });

  it("its program and a consumer of every export type-check with TypeScript 5.9 and its defaults (the package's .d.ts included, no skipLibCheck)", async () => {
    await timed("typescript -p tsconfig.json (client project)", () => typeCheck(client));
    // the type-only import left nothing behind
    expect(await readFile(join(client, "out", "client.js"), "utf8")).not.toContain("/webhooks/v2.0/types");
  }, 120_000);

  it("a browser app's consumer of every export type-checks with TypeScript 7 and its defaults, with none of node's types", async () => {
    await timed("typescript-7 -p tsconfig.browser.json (client project)", () => typeCheck(client, "typescript-7", "tsconfig.browser.json"));
  }, 120_000);

  it("every export with JavaScript bundles for the browser (esbuild, no node: import); the gzipped sizes are reported", async () => {
    const specifiers = javascriptExports(contracts.name, contracts.exports);
    expect(specifiers).toEqual(expect.arrayContaining([`${contracts.name}/helpers`, `${contracts.name}/webhooks/v2.0`]));
    const sizes = await timed("esbuild, every export (client project)", () => bundleSizes(client, specifiers));
    expect(Object.keys(sizes)).toEqual(specifiers);
    facts.push(
      `browser bundles, minified and gzipped (bytes): ${Object.entries(sizes)
        .map(([s, b]) => `${s.slice(contracts.name.length + 1)} ${b}`)
        .join(", ")}`,
    );
    // the check itself: a module that imports one of node's does not bundle, and the error names the import
    await writeFile(join(client, "node-timers.js"), 'import { setTimeout } from "node:timers/promises";\nexport const wait = () => setTimeout(1);\n');
    await expect(bundleSizes(client, ["./node-timers.js"])).rejects.toThrow(/^\.\/node-timers\.js does not bundle for the browser .*node:timers\/promises/);
  });

  it("runs its program, the client, the types and the helpers, against an emulator started from the tester's project", async () => {
    const emulator = await serve(["emulate", "--port", "0", "--ApiSubscriptionDelayTime", "1000"], /Emulator ready on (http:\/\/127\.0\.0\.1:\d+)/);
    try {
      const { stdout } = await timed("node out/client.js (client project)", () => run(process.execPath, [join("out", "client.js")], { cwd: client, env: { ...env, EMULATOR_URL: emulator.match[1] } }));
      expect(JSON.parse(lines(stdout).at(-1)!)).toEqual({
        apiKey: "webhooks@v2.0",
        items: ["Stand-in Desk, oak", "Stand-in Chair, oak"],
        subscription: 201,
        expires: true,
        notifications: 1,
        changeType: "created",
        clientState: "consumer-secret",
        retries: 0,
      });
    } finally {
      await emulator.stop();
    }
  });
});

describe("a tester: vendor-api with vendor-api-contracts", () => {
  it("installs vendor-api with its dependencies and one vendor-api-contracts, where it reads every bundle", async () => {
    const installedDir = join(tester, "node_modules", tools.name);
    const installed = JSON.parse(await readFile(join(installedDir, "package.json"), "utf8")) as Manifest & { private?: boolean };
    expect(installed.private).toBeUndefined();
    expect(installed.dependencies[contracts.name]).toBe(contracts.version);
    for (const dep of Object.keys(installed.dependencies)) {
      await expect(readFile(join(tester, "node_modules", dep, "package.json"), "utf8")).resolves.toContain(`"name": "${dep}"`);
    }
    // one copy of the contracts: the one the project installed, no nested one
    expect(existsSync(join(installedDir, "node_modules", contracts.name))).toBe(false);
    // the shipped registry names that package, and the tools hold no bundle of their own
    const registry = parse(await readFile(join(installedDir, "dist", "redocly.yaml"), "utf8")) as { bundles: string; apis: Record<string, unknown> };
    expect(registry.bundles).toBe(contracts.name);
    expect(existsSync(join(installedDir, "dist", "generated"))).toBe(false);
    expect(await realpath(installedDir)).toBe(installedDir);
    expect(await realpath(join(tester, "node_modules", ".bin", "vendor-api"))).toBe(join(installedDir, installed.bin!["vendor-api"]!));
    await pointsNowhereIntoTheRepository(tester);
  });

  it("its node:test files and a consumer of every export of both packages type-check with TypeScript 7 and its defaults: vendor-api's declarations bring node's types", async () => {
    await timed("typescript-7 -p tsconfig.json (tester project)", () => typeCheck(tester, "typescript-7"));
  }, 120_000);

  it("npx vendor-api --help lists the commands; each command has its --help", async () => {
    const top = await timed("npx vendor-api --help", () => npx("--help"));
    expect(top.code).toBe(0);
    expect(top.stdout).toMatch(/^usage: npx vendor-api <command>/);
    // the commands' --help, side by side (each is its own process; nothing shared)
    const commands = ["emulate", "mock", "docs", "start", "conform"];
    const helps = await Promise.all(commands.map((command) => npx(command, "--help")));
    commands.forEach((command, i) => {
      expect(top.stdout).toMatch(new RegExp(`^  ${command} `, "m"));
      expect([command, helps[i]!.code]).toEqual([command, 0]);
      expect(helps[i]!.stdout).toMatch(new RegExp(`^usage: npx vendor-api ${command} `));
    });
    // emulate takes exactly the flags of npm run emulator, settings included
    expect(helps[0]!.stdout).toMatch(/--ApiSubscriptionDelayTime <ms>/);
  });

  it("an unknown command or a bad flag: one line on stderr, exit 2", async () => {
    const cases: Array<[string[], RegExp]> = [
      [["bogus"], /^vendor-api: unknown command "bogus"; commands: emulate, mock, docs, start, conform/],
      [["emulate", "--port", "-1"], /^vendor-api emulate: .*'--port'.*usage: npx vendor-api emulate /],
      [["emulate", "--ApiSubscriptionDelayTime", "soon"], /^vendor-api emulate: .*ApiSubscriptionDelayTime/],
      [["mock", "--bogus"], /^vendor-api mock: Unknown option '--bogus'; usage: /],
      [["docs", "--port", "x"], /^vendor-api docs: --port must be a port number/],
      [["start", "--mock-port", "4555", "--emulator-port", "4555"], /^vendor-api start: --mock-port and --emulator-port are both 4555/],
      [["conform"], /^vendor-api conform: no HAR file given; usage: npx vendor-api conform /],
    ];
    const answers = await Promise.all(cases.map(([args]) => npx(...args)));
    for (const [i, [args, message]] of cases.entries()) {
      const r = answers[i]!;
      expect([args.join(" "), r.code]).toEqual([args.join(" "), 2]);
      expect(lines(r.stderr)).toHaveLength(1);
      expect(lines(r.stderr)[0]).toMatch(message);
    }
  });

  /** Malformed requests that the installed mock and emulator must answer alike (one refusal, one answer), with the answer both give. */
  const REFUSALS: Array<[init: RequestInit & { path: string }, status: number, body: unknown]> = [
    [
      { path: "/v2.0/production/api/v2.0/subscriptions", method: "POST", headers: { authorization: "Bearer any", "content-type": "text/plain" }, body: "hello" },
      400,
      { error: { code: "BadRequest_UnsupportedMediaType", message: "request has content type text/plain, declared: application/json (/request/header/content-type)" } },
    ],
    [
      { path: "/v2.0/production/api/v2.0/subscriptions", method: "POST", headers: { authorization: "Bearer any", "content-type": "application/json" }, body: "[1," },
      400,
      { error: { code: "BadRequest_InvalidRequestBody", message: "request body is not valid JSON: Unexpected end of JSON input (/request/body)" } },
    ],
    [
      { path: `/v2.0/production/api/v2.0/subscriptions?x=${"a".repeat(10_000)}`, headers: { authorization: "Bearer any" } },
      414,
      { error: { code: "UriTooLong", message: "Request URL is 10042 bytes; at most 8192 are accepted" } },
    ],
  ];
  const refusalsOf = async (base: string) =>
    Promise.all(
      REFUSALS.map(async ([{ path, ...init }]) => {
        const res = await fetch(`${base}${path}`, init);
        return [res.status, await res.json()];
      }),
    );

  it("emulate serves every API on the port it is given and answers /_emulator/health", async () => {
    const emulator = await timed("npx vendor-api emulate: ready", () => serve(["emulate", "--port", "0", "--ApiSubscriptionDelayTime", "2000"], /Emulator ready on (http:\/\/127\.0\.0\.1:\d+)/));
    try {
      expect(emulator.output()).toMatch(/webhooks@v2\.0 +\d+\/\d+ operations emulated/);
      const health = await fetch(`${emulator.match[1]}/_emulator/health`);
      expect(health.status).toBe(200);
      expect(((await health.json()) as { apis: string[] }).apis).toContain("webhooks@v2.0");
      expect(await refusalsOf(emulator.match[1]!)).toEqual(REFUSALS.map(([, status, body]) => [status, body]));
    } finally {
      await emulator.stop();
    }
  });

  it("conform checks a recorded HAR: exit 0 when it conforms, 1 when it does not", async () => {
    const good = await timed("npx vendor-api conform", () => npx("conform", "positive.har"));
    expect(good.stderr).toBe("");
    expect(good.code).toBe(0);
    expect(lines(good.stdout).at(-1)).toMatch(/^(\d+) entries checked, \1 passed, 0 failed(; \d+ skipped \(no API serves their address\))?$/);
    const bad = await npx("conform", "negative.har", "--api", "container-instance@2025-09-01");
    expect(bad.code).toBe(1);
    expect(lines(bad.stdout).at(-1)).toMatch(/^\d+ entries checked, \d+ passed, [1-9]\d* failed(; \d+ skipped \(no API serves their address\))?$/);
  });

  it("mock answers at the documented address (the origin swapped, the base path kept)", async () => {
    const mock = await timed("npx vendor-api mock --api webhooks@v2.0: ready", () => serve(["mock", "--port", "0", "--api", "webhooks@v2.0"], /Mock front door ready on (http:\/\/127\.0\.0\.1:\d+)/));
    try {
      const answer = await fetch(`${mock.match[1]}/v2.0/production/api/v2.0/subscriptions`, { headers: { authorization: "Bearer any" } });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { value: unknown[] }).value).toBeInstanceOf(Array);
      const routes = (await (await fetch(`${mock.match[1]}/_mock/routes`)).json()) as { apis: Array<{ key: string; mocked: boolean }> };
      expect(routes.apis).toEqual([expect.objectContaining({ key: "webhooks@v2.0", mocked: true })]);
      // the emulator's answers to the same malformed requests (the emulate test above checks them there)
      expect(await refusalsOf(mock.match[1]!)).toEqual(REFUSALS.map(([, status, body]) => [status, body]));
    } finally {
      await mock.stop();
    }
  });

  it("docs serves the prebuilt site: a page and the scripts it loads; its pages show --mock-url and say how to start the mock and the emulator", async () => {
    const docs = await serve(["docs", "--port", "0", "--mock-url", "http://127.0.0.1:5010"], /Docs: (http:\/\/127\.0\.0\.1:\d+\/)/);
    try {
      const index = await fetch(docs.match[1]!);
      expect(index.status).toBe(200);
      const indexHtml = await index.text();
      expect(indexHtml).toContain('href="webhooks/v2.0/');
      expect(indexHtml).toContain('http://127.0.0.1:5010</a> (start it with <code class="mock-command">npx vendor-api mock --port 5010</code>;');
      expect(indexHtml).toContain('http://127.0.0.1:4020</a> (start it with <code class="emulator-command">npx vendor-api emulate</code>;');
      // what the package's user has: no npm script of the repository
      expect(indexHtml).not.toMatch(/npm start|npm run (mock|emulator)|\{vendor-api:/);
      const page = await (await fetch(`${docs.match[1]}webhooks/v2.0/`)).text();
      expect(page).toContain("mock: `http://127.0.0.1:5010/v2.0/production/api/v2.0/subscriptions` (start it with `npx vendor-api mock --port 5010`)");
      expect(page).not.toMatch(/npm start|npm run (mock|emulator)|\{vendor-api:/);
      const scripts = [...page.matchAll(/<script src="\.\.\/\.\.\/([^"]+)"/g)].map((m) => m[1]);
      expect(scripts).toEqual(["assets/scalar.standalone.js", "assets/docs-console.js"]);
      for (const script of scripts) {
        const loaded = await fetch(`${docs.match[1]}${script}`);
        expect([script, loaded.status, loaded.headers.get("content-type")]).toEqual([script, 200, "text/javascript; charset=utf-8"]);
      }
      expect((await fetch(`${docs.match[1]}webhooks/v2.0/openapi.json`)).status).toBe(200);
    } finally {
      await docs.stop();
    }
  });

  it("start serves the docs, the mocks and the emulator, and Ctrl-C stops them all", async () => {
    const [docs, mocks, emulator] = [await freePort(), await freePort(), await freePort()];
    const started = await timed("npx vendor-api start: ready", () =>
      serve(["start", "--docs-port", String(docs), "--mock-port", String(mocks), "--emulator-port", String(emulator)], /Ctrl-C stops everything\./, 120_000),
    );
    try {
      expect(started.output()).toContain(`Docs: http://127.0.0.1:${docs}/  Mocks: http://127.0.0.1:${mocks}/  Emulator: http://127.0.0.1:${emulator}`);
      expect(started.output()).toContain("vendor-api emulate --data-dir <dir> keeps it");
      const index = await fetch(`http://127.0.0.1:${docs}/`);
      expect(index.status).toBe(200);
      // the docs name the ports in use and the command that started them, as the package's user types it
      const command = `npx vendor-api start --docs-port ${docs} --mock-port ${mocks} --emulator-port ${emulator}`;
      const indexHtml = await index.text();
      expect(indexHtml).toContain(`http://127.0.0.1:${mocks}</a> (started with these docs by <code class="mock-command">${command}</code>;`);
      expect(indexHtml).toContain(`http://127.0.0.1:${emulator}</a> (started with these docs by <code class="emulator-command">${command}</code>;`);
      const page = await (await fetch(`http://127.0.0.1:${docs}/webhooks/v1.0/`)).text();
      expect(page).toContain(`mock: \`http://127.0.0.1:${mocks}/v2.0/production/api/v1.0/subscriptions\` (started with these docs by \`${command}\`)`);
      for (const html of [indexHtml, page]) expect(html).not.toMatch(/127\.0\.0\.1:40[12]0\b|npm start|npm run (mock|emulator)|\{vendor-api:/);
      expect((await fetch(`http://127.0.0.1:${mocks}/api/v2.0/subscriptions`, { headers: { authorization: "Bearer x" } })).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${emulator}/_emulator/health`)).status).toBe(200);
    } finally {
      await started.stop("SIGINT");
    }
    for (const port of [docs, mocks, emulator]) expect([port, await canConnect(port)]).toEqual([port, false]);
  }, 180_000);

  it("its node:test files and a consumer of every export type-check with TypeScript 5.9 and its defaults (both packages' .d.ts, no skipLibCheck), and pass: startEmulator, and the webhook receiver", async () => {
    await timed("typescript -p tsconfig.json (tester project)", () => typeCheck(tester));
    const result = await timed("node --test (tester project)", () =>
      run(process.execPath, ["--test", join("out", "emulator.spec.js"), join("out", "receiver.spec.js")], { cwd: tester, env }).then(
        (r) => ({ code: 0, out: r.stdout }),
        (err: { code?: number; stdout?: string; stderr?: string }) => ({ code: err.code ?? -1, out: `${err.stdout ?? ""}${err.stderr ?? ""}` }),
      ),
    );
    expect(result.out).toMatch(/^# pass 3$/m);
    expect(result.out).toMatch(/^# fail 0$/m);
    expect(result.code, result.out).toBe(0);
  }, 180_000);
});

describe("docs/packages.md", () => {
  it("its sizes are this measurement's, within the tolerance (else run: npx tsx scripts/package.ts --sizes)", async () => {
    const documented = documentedSizes(await readFile(SIZES_DOC, "utf8"));
    expect(documented, "docs/packages.md has no figures between its markers").toBeDefined();
    const measured = sizesOf(packed, installs, await bundleSizes(client, javascriptExports(contracts.name, contracts.exports)));
    expect(sizeDifferences(documented!, measured), "run: npx tsx scripts/package.ts --sizes").toEqual([]);
  });
});
