/**
 * The package from outside: `npm pack` once (its prepack builds dist/: compiled JavaScript, the bundles,
 * the shipped registry and the docs site), the tarball copied into a scratch project under the system's
 * temporary folder and installed there with `npm install` (its dependencies from the registry, with
 * TypeScript and @types/node for the consumer's own code). From there, with nothing pointing into the
 * repository (no file: path to it, no NODE_PATH, no npm_* variables, no repository folder on PATH):
 * `npx vendor-api` and each command's --help and mistakes, `emulate`, `mock`, `docs` and `start`
 * answering, `conform` on recorded HARs (exit 0, then 1), and the consumer's own code
 * (tests/package/consumer/): type-checked by the scratch project's tsc against the installed .d.ts, a
 * program using the client, types and helpers, and a node:test file using startEmulator.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import { copyFile, cp, mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, dirname, join, sep } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../scripts/lib/registry.js";
import { canConnect, freePort } from "../helpers/ports.js";

const run = promisify(execFile);
const pkg = JSON.parse(await readFile(join(repoRoot, "package.json"), "utf8")) as { name: string; version: string; exports: Record<string, unknown>; bin: Record<string, string> };
const installedVersion = async (name: string) => (JSON.parse(await readFile(join(repoRoot, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;

/** Folders of the repository (and of its node_modules, which may be a link elsewhere): nothing the scratch project runs may look there. */
const repoDirs = [repoRoot, realpathSync(repoRoot), realpathSync(join(repoRoot, "node_modules"))];
const inRepo = (path: string) => repoDirs.some((d) => path === d || path.startsWith(d + sep));

/** The environment without what points into the repository (npm run and vitest set npm_*, INIT_CWD and PATH entries to it). */
const env: NodeJS.ProcessEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k) && !["INIT_CWD", "NODE_PATH", "NODE_OPTIONS", "VITEST", "VITEST_POOL_ID", "VITEST_WORKER_ID"].includes(k))),
  PATH: (process.env.PATH ?? "")
    .split(delimiter)
    .filter((p) => p !== "" && !inRepo(p))
    .join(delimiter),
  npm_config_loglevel: "error",
  npm_config_update_notifier: "false",
  npm_config_fund: "false",
  npm_config_audit: "false",
};

let dir = "";
let project = "";
let tarball = "";
let files: string[] = [];
const timings: Record<string, number> = {};
const children = new Set<ChildProcess>();

const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings[label] = Math.round(performance.now() - started);
  }
};

/** `npx --no -- vendor-api <args>` in the scratch project (--no: never fetch a package of that name). */
async function npx(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run("npx", ["--no", "--", "vendor-api", ...args], { cwd: project, env, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === "number" ? e.code : -1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
}

/** A long-running `npx vendor-api <args>` in its own process group; resolves once stdout matches `ready`. */
async function serve(args: string[], ready: RegExp, timeoutMs = 60_000): Promise<{ match: RegExpMatchArray; output: () => string; stop(signal?: NodeJS.Signals): Promise<void> }> {
  const child = spawn("npx", ["--no", "--", "vendor-api", ...args], { cwd: project, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
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

beforeAll(async () => {
  dir = await realpath(await mkdtemp(join(tmpdir(), "vendor-api-pack-")));
  // A node_modules or package.json above the scratch project would let it resolve packages from there.
  for (let up = dirname(dir); up !== dirname(up); up = dirname(up)) {
    for (const f of ["node_modules", "package.json"]) if (existsSync(join(up, f))) throw new Error(`${join(up, f)} exists above the scratch project: the test would not prove anything; remove it`);
  }
  const packed = await timed("npm pack (prepack: tsc, bundles, docs site)", () =>
    run("npm", ["pack", "--json", "--pack-destination", dir], { cwd: repoRoot, env: { ...process.env, npm_config_loglevel: "error" }, maxBuffer: 32 * 1024 * 1024 }),
  );
  // the prepack script's own lines come before the JSON on stdout
  const json = JSON.parse(packed.stdout.slice(packed.stdout.search(/^\[/m))) as Array<{ filename: string; size: number; unpackedSize: number; files: Array<{ path: string }> }>;
  const info = json[0]!;
  files = info.files.map((f) => f.path);
  timings[`tarball: ${(info.size / 2 ** 20).toFixed(1)} MiB, unpacked ${(info.unpackedSize / 2 ** 20).toFixed(1)} MiB, ${files.length} files`] = 0;

  project = join(dir, "consumer");
  await mkdir(project);
  // the tarball goes inside the scratch project: its package.json then names only ./<tarball>
  tarball = join(project, info.filename);
  await copyFile(join(dir, info.filename), tarball);
  await writeFile(join(project, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  const [typescript, typesNode] = await Promise.all([installedVersion("typescript"), installedVersion("@types/node")]);
  await timed("npm install (tarball + typescript + @types/node)", () =>
    run("npm", ["install", `./${info.filename}`, `typescript@${typescript}`, `@types/node@${typesNode}`, "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts"], { cwd: project, env }),
  );
  await cp(join(repoRoot, "tests", "package", "consumer"), project, { recursive: true });
  for (const har of ["positive.har", "negative.har"]) await copyFile(join(repoRoot, "tests", "recorded", "container-instance", "2025-09-01", har), join(project, har));
}, 300_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGKILL");
  if (dir) await rm(dir, { recursive: true, force: true });
  process.stdout.write(
    `package test timings (ms):\n${Object.entries(timings)
      .map(([k, v]) => `  ${k}${v ? `: ${v}` : ""}`)
      .join("\n")}\n`,
  );
});

describe("the packed tarball", () => {
  it("holds dist/ (compiled JavaScript with .d.ts, the bundles, the registry, the docs site), README and LICENSE", () => {
    expect(files).toEqual(
      expect.arrayContaining([
        "package.json",
        "README.md",
        "LICENSE",
        "dist/redocly.yaml",
        "dist/site/index.html",
        "dist/site/webhooks/v2.0/index.html",
        "dist/generated/webhooks/v2.0/client.js",
        "dist/generated/webhooks/v2.0/client.d.ts",
        "dist/generated/webhooks/v2.0/schema.d.ts",
        "dist/generated/webhooks/v2.0/openapi.json",
        "dist/src/cli/vendor-api.js",
        "dist/src/emulator/start.js",
        "dist/src/emulator/start.d.ts",
        "dist/src/mock/server.js",
        "dist/src/docs/serve.js",
        "dist/src/conform/cli.js",
        "dist/src/start.js",
        "dist/src/helpers/index.js",
        "dist/src/contract/validator.js",
      ]),
    );
    expect(files.filter((f) => !/^(dist\/|package\.json$|README\.md$|LICENSE$)/.test(f))).toEqual([]);
    // no TypeScript to load at run time
    expect(files.filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))).toEqual([]);
    for (const target of [...Object.values(pkg.exports), ...Object.values(pkg.bin)]) {
      for (const path of typeof target === "string" ? [target] : Object.values(target as Record<string, string>)) expect(files).toContain(path.replace(/^\.\//, ""));
    }
  });

  it("installs with its runtime dependencies, and the scratch project points nowhere into the repository", async () => {
    const installedDir = join(project, "node_modules", pkg.name);
    const installed = JSON.parse(await readFile(join(installedDir, "package.json"), "utf8")) as { dependencies: Record<string, string>; bin: Record<string, string>; private?: boolean };
    expect(installed.private).toBeUndefined();
    expect(Object.keys(installed.dependencies).sort()).toEqual(["@stoplight/prism-cli", "ajv", "ajv-formats", "cockatiel", "openapi-fetch", "yaml"]);
    for (const dep of Object.keys(installed.dependencies)) {
      await expect(readFile(join(project, "node_modules", dep, "package.json"), "utf8")).resolves.toContain(`"name": "${dep}"`);
    }
    // installed, not linked
    expect(await realpath(installedDir)).toBe(installedDir);
    expect(await realpath(join(project, "node_modules", ".bin", "vendor-api"))).toBe(join(installedDir, installed.bin["vendor-api"]!));
    const manifest = await readFile(join(project, "package.json"), "utf8");
    expect((JSON.parse(manifest) as { dependencies: Record<string, string> }).dependencies[pkg.name]).toBe(`file:${pkg.name}-${pkg.version}.tgz`);
    for (const text of [manifest, await readFile(join(project, "package-lock.json"), "utf8")]) {
      for (const d of repoDirs) expect(text).not.toContain(d);
    }
    for (const entry of await readdir(join(project, "node_modules"))) {
      expect(inRepo(await realpath(join(project, "node_modules", entry))), entry).toBe(false);
    }
  });

  it("keeps the types entry free of runtime code", async () => {
    const schema = await readFile(join(project, "node_modules", pkg.name, "dist/generated/webhooks/v2.0/schema.d.ts"), "utf8");
    expect(schema).not.toMatch(/^\s*import\s/m);
    expect(pkg.exports["./webhooks/v2.0/types"]).toEqual({ types: "./dist/generated/webhooks/v2.0/schema.d.ts" });
    // a value import of the types entry has nothing to load
    await expect(run(process.execPath, ["--input-type=module", "-e", `await import("${pkg.name}/webhooks/v2.0/types")`], { cwd: project, env })).rejects.toThrow(
      /ERR_PACKAGE_PATH_NOT_EXPORTED|not defined by "exports"/,
    );
  });
});

describe("npx vendor-api, from the scratch project", () => {
  it("--help lists the commands; each command has its --help", async () => {
    const top = await timed("npx vendor-api --help", () => npx("--help"));
    expect(top.code).toBe(0);
    expect(top.stdout).toMatch(/^usage: vendor-api <command>/);
    for (const command of ["emulate", "mock", "docs", "start", "conform"]) {
      expect(top.stdout).toMatch(new RegExp(`^  ${command} `, "m"));
      const help = await npx(command, "--help");
      expect([command, help.code]).toEqual([command, 0]);
      expect(help.stdout).toMatch(new RegExp(`^usage: vendor-api ${command} `));
    }
    // emulate takes exactly the flags of npm run emulator, settings included
    expect((await npx("emulate", "--help")).stdout).toMatch(/--ApiSubscriptionDelayTime <ms>/);
  });

  it("an unknown command or a bad flag: one line on stderr, exit 2", async () => {
    const cases: Array<[string[], RegExp]> = [
      [["bogus"], /^vendor-api: unknown command "bogus"; commands: emulate, mock, docs, start, conform/],
      [["emulate", "--port", "-1"], /^vendor-api emulate: .*'--port'.*usage: vendor-api emulate /],
      [["emulate", "--ApiSubscriptionDelayTime", "soon"], /^vendor-api emulate: .*ApiSubscriptionDelayTime/],
      [["mock", "--bogus"], /^vendor-api mock: Unknown option '--bogus'; usage: /],
      [["docs", "--port", "x"], /^vendor-api docs: --port must be a port number/],
      [["start", "--mock-port", "4555", "--emulator-port", "4555"], /^vendor-api start: --mock-port and --emulator-port are both 4555/],
      [["conform"], /^vendor-api conform: no HAR file given; usage: vendor-api conform /],
    ];
    for (const [args, message] of cases) {
      const r = await npx(...args);
      expect([args.join(" "), r.code]).toEqual([args.join(" "), 2]);
      expect(lines(r.stderr)).toHaveLength(1);
      expect(lines(r.stderr)[0]).toMatch(message);
    }
  });

  it("emulate serves every API on the port it is given and answers /_emulator/health", async () => {
    const emulator = await timed("npx vendor-api emulate: ready", () => serve(["emulate", "--port", "0", "--ApiSubscriptionDelayTime", "2000"], /Emulator ready on (http:\/\/127\.0\.0\.1:\d+)/));
    try {
      expect(emulator.output()).toMatch(/webhooks@v2\.0 +\d+\/\d+ operations emulated/);
      const health = await fetch(`${emulator.match[1]}/_emulator/health`);
      expect(health.status).toBe(200);
      expect(((await health.json()) as { apis: string[] }).apis).toContain("webhooks@v2.0");
    } finally {
      await emulator.stop();
    }
  });

  it("conform checks a recorded HAR: exit 0 when it conforms, 1 when it does not", async () => {
    const good = await timed("npx vendor-api conform", () => npx("conform", "positive.har"));
    expect(good.stderr).toBe("");
    expect(good.code).toBe(0);
    expect(lines(good.stdout).at(-1)).toMatch(/^(\d+) entries, \1 passed, 0 failed$/);
    const bad = await npx("conform", "negative.har", "--api", "container-instance@2025-09-01");
    expect(bad.code).toBe(1);
    expect(lines(bad.stdout).at(-1)).toMatch(/^\d+ entries, \d+ passed, [1-9]\d* failed$/);
  });

  it("mock answers at the documented address (the origin swapped, the base path kept)", async () => {
    const mock = await timed("npx vendor-api mock --api webhooks@v2.0: ready", () => serve(["mock", "--port", "0", "--api", "webhooks@v2.0"], /Mock front door ready on (http:\/\/127\.0\.0\.1:\d+)/));
    try {
      const answer = await fetch(`${mock.match[1]}/v2.0/production/api/v2.0/subscriptions`, { headers: { authorization: "Bearer any" } });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { value: unknown[] }).value).toBeInstanceOf(Array);
      const routes = (await (await fetch(`${mock.match[1]}/_mock/routes`)).json()) as { apis: Array<{ key: string; mocked: boolean }> };
      expect(routes.apis).toEqual([expect.objectContaining({ key: "webhooks@v2.0", mocked: true })]);
    } finally {
      await mock.stop();
    }
  });

  it("docs serves the prebuilt site", async () => {
    const docs = await serve(["docs", "--port", "0"], /Docs: (http:\/\/127\.0\.0\.1:\d+\/)/);
    try {
      const index = await fetch(docs.match[1]!);
      expect(index.status).toBe(200);
      expect(await index.text()).toContain('href="webhooks/v2.0/');
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
      expect((await fetch(`http://127.0.0.1:${docs}/`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${mocks}/api/v2.0/subscriptions`, { headers: { authorization: "Bearer x" } })).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${emulator}/_emulator/health`)).status).toBe(200);
    } finally {
      await started.stop("SIGINT");
    }
    for (const port of [docs, mocks, emulator]) expect([port, await canConnect(port)]).toEqual([port, false]);
  }, 180_000);
});

describe("the consumer's own code, against the installed package", () => {
  it("type-checks with the scratch project's TypeScript (the package's .d.ts included, no skipLibCheck)", async () => {
    await timed("tsc (consumer)", () =>
      run(process.execPath, [join(project, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.json"], { cwd: project, env }).catch((err: { stdout?: string }) => {
        throw new Error(`the consumer does not type-check:\n${err.stdout ?? String(err)}`);
      }),
    );
    // the type-only import left nothing behind
    expect(await readFile(join(project, "out", "client.js"), "utf8")).not.toContain("/webhooks/v2.0/types");
  }, 120_000);

  it("runs a program with the client, the types and the helpers against startEmulator", async () => {
    const { stdout } = await timed("node out/client.js", () => run(process.execPath, [join("out", "client.js")], { cwd: project, env }));
    expect(JSON.parse(lines(stdout).at(-1)!)).toEqual({
      apiKey: "webhooks@v2.0",
      items: ["Stand-in Desk, oak", "Stand-in Chair, oak"],
      subscription: 201,
      expires: true,
      notifications: 1,
      changeType: "created",
      retries: 0,
      violations: [],
    });
  });

  it("runs its node:test file: startEmulator, subscribe, change, advance, push, snapshot, reset, restore", async () => {
    const result = await timed("node --test out/emulator.spec.js", () =>
      run(process.execPath, ["--test", join("out", "emulator.spec.js")], { cwd: project, env }).then(
        (r) => ({ code: 0, out: r.stdout }),
        (err: { code?: number; stdout?: string; stderr?: string }) => ({ code: err.code ?? -1, out: `${err.stdout ?? ""}${err.stderr ?? ""}` }),
      ),
    );
    expect(result.out).toMatch(/^# pass 2$/m);
    expect(result.out).toMatch(/^# fail 0$/m);
    expect(result.code, result.out).toBe(0);
  });
});
