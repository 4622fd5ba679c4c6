/**
 * Every command, run as a user runs it, answers each mistake with one line on stderr and the exit status
 * of its kind: 2 for bad usage (a flag, a value, an argument or an API name it cannot take), 1 for a
 * runtime failure (a busy port, a missing file). The repository's commands (`npm start`, `npm run
 * mock|docs|conform|build|lint|...`) and the package's (`vendor-api start|mock|docs|conform`) agree; the
 * package's lines never point to npm scripts or redocly.yaml, and every usage line is one a user can copy.
 * Most cases call the command's main in this process (tests/helpers/run-in-process.ts: stderr and the exit
 * status as the program would give them); a few run it as its own process, one per way it is started
 * (tsx on a script, the package's command, npm run with flags npm keeps, a failure after start-up), to
 * prove the process's real exit status.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../scripts/lib/registry.js";
import { lines, runInProcess } from "./helpers/run-in-process.js";
import { freePorts } from "./helpers/ports.js";

const tsx = join(repoRoot, "node_modules", ".bin", "tsx");

/** Each command's main, by the file its program runs. */
const MAINS: Record<string, () => Promise<(argv: string[]) => unknown>> = {
  "scripts/build.ts": async () => (await import("../scripts/build.js")).main,
  "scripts/check.ts": async () => (await import("../scripts/check.js")).main,
  "scripts/diff.ts": async () => (await import("../scripts/diff.js")).main,
  "scripts/lint.ts": async () => (await import("../scripts/lint.js")).main,
  "scripts/load.ts": async () => (await import("../scripts/load.js")).main,
  "scripts/bench.ts": async () => (await import("../scripts/bench.js")).main,
  "scripts/bench-build.ts": async () => (await import("../scripts/bench-build.js")).main,
  "scripts/bench/profile.ts": async () => (await import("../scripts/bench/profile.js")).main,
  "scripts/bench/instances.ts": async () => (await import("../scripts/bench/instances.js")).main,
  "scripts/lock-platforms.ts": async () => (await import("../scripts/lock-platforms.js")).main,
  "scripts/package.ts": async () => (await import("../scripts/package.js")).main,
  "scripts/workflows.ts": async () => (await import("../scripts/workflows.js")).main,
  "scripts/docs.ts": async () => (await import("../scripts/docs.js")).main,
  "scripts/conform.ts": async () => (await import("../scripts/conform.js")).run,
  "scripts/mock.ts": async () => (await import("../scripts/mock.js")).main,
  "scripts/start.ts": async () => (await import("../scripts/start.js")).main,
  "scripts/proxy.ts": async () => (await import("../scripts/proxy.js")).main,
  "src/emulator/cli.ts": async () => (await import("../src/emulator/cli.js")).emulatorCommand,
  "src/cli/vendor-api.ts": async () => (await import("../src/cli/vendor-api.js")).main,
};

/** The command's main, called in this process with `args`. */
function run(file: string, args: string[]) {
  const main = MAINS[file];
  if (!main) throw new Error(`no main known for ${file}`);
  return runInProcess(async () => (await main())(args));
}

/** The command as its own process: `tsx <file> ...args`. */
function spawned(file: string, args: string[]) {
  const r = spawnSync(tsx, [join(repoRoot, file), ...args], { cwd: repoRoot, encoding: "utf8", timeout: 60_000 });
  return { status: r.status, stderr: lines(r.stderr) };
}

describe("an option value that starts with a dash (parseArgs explains it over three lines)", () => {
  const cases: Array<[script: string, option: string, name: string]> = [
    ["scripts/build.ts", "--api", "build"],
    ["scripts/lint.ts", "--api", "lint"],
    ["scripts/mock.ts", "--port", "mock"],
    ["scripts/docs.ts", "--out", "docs"],
    ["scripts/diff.ts", "--out", "diff"],
    ["scripts/start.ts", "--docs-port", "start"],
    ["scripts/conform.ts", "--api", "conform"],
    ["scripts/bench.ts", "--seconds", "bench"],
    ["scripts/load.ts", "--duration", "load"],
    ["src/emulator/cli.ts", "--port", "emulator"],
    ["scripts/package.ts", "--bogus", "package"], // no option of package.ts takes a value: an unknown one
    ["scripts/check.ts", "--bogus", "check"], // check.ts takes no option
    // the package's command (src/cli/vendor-api.ts, bin vendor-api): each subcommand names itself
    ["src/cli/vendor-api.ts emulate", "--port", "vendor-api emulate"],
    ["src/cli/vendor-api.ts mock", "--port", "vendor-api mock"],
    ["src/cli/vendor-api.ts docs", "--port", "vendor-api docs"],
    ["src/cli/vendor-api.ts start", "--docs-port", "vendor-api start"],
    ["src/cli/vendor-api.ts conform", "--api", "vendor-api conform"],
    ["scripts/workflows.ts", "--file", "workflows"],
  ];
  it.each(cases)("%s %s -1: one line naming the option, exit 2", async (script, option, name) => {
    const [file = "", ...args] = script.split(" ");
    const r = await run(file, [...args, option, "-1"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toHaveLength(1);
    expect(r.stderr[0]).toMatch(new RegExp(`^${name}: .*'${option}'.*usage: `));
  });
});

describe("every script answers --help with its usage on stdout, exit 0, and a bad number with one line, exit 2", () => {
  const scripts: Array<[script: string, usage: string, flag: string, value: string, rule: string]> = [
    ["scripts/build.ts", "usage: npm run build -- ", "--bogus", "", ""],
    ["scripts/check.ts", "usage: npm run check\nthe gates, in order: typecheck, lint:code, lint, build:check", "--bogus", "", ""],
    ["scripts/diff.ts", "usage: npm run diff -- <base> <revision> ", "--bogus", "", ""],
    ["scripts/lint.ts", "usage: npm run lint -- [--api <key>]", "--bogus", "", ""],
    ["scripts/workflows.ts", "usage: npm run workflows -- ", "--bogus", "", ""],
    ["scripts/package.ts", "usage: tsx scripts/package.ts [vendor-api-contracts | vendor-api ...] ", "--bogus", "", ""],
    ["scripts/docs.ts", "usage: npm run docs -- [--out <dir>]", "--bogus", "", ""],
    ["scripts/lock-platforms.ts", "usage: tsx scripts/lock-platforms.ts", "--bogus", "", ""],
    ["scripts/bench.ts", "usage: npm run bench -- ", "--rounds", "0", "a positive integer"],
    ["scripts/load.ts", "usage: tsx scripts/load.ts ", "--connections", "1.5", "a positive integer"],
    ["scripts/bench-build.ts", "usage: tsx scripts/bench-build.ts [--rounds 3]", "--rounds", "x", "a positive integer"],
    ["scripts/bench/profile.ts", "usage: tsx scripts/bench/profile.ts ", "--top", "0", "a positive integer"],
    ["scripts/bench/instances.ts", "usage: tsx scripts/bench/instances.ts ", "--count", "1", "an integer of at least 2"],
  ];
  it.each(scripts)("%s --help", async (script, usage) => {
    const r = await run(script, ["--help"]);
    expect([r.status, r.stderr]).toEqual([0, []]);
    expect(r.stdout.startsWith(usage)).toBe(true);
  });
  it.each(scripts.filter(([, , , value]) => value !== ""))("%s %s %s: one line naming the flag and the rule", async (script, usage, flag, value, rule) => {
    const r = await run(script, [flag, value]);
    const name = script.replace(/^scripts\/(bench\/)?/, "").replace(/\.ts$/, "");
    expect([r.status, r.stderr.length]).toEqual([2, 1]);
    expect(r.stderr[0]?.startsWith(`${name}: ${flag} must be ${rule}, got "${value}"; ${usage}`)).toBe(true);
  });
});

describe("an unknown flag (or command) near a known one: the line names the known one (src/nearest.ts)", () => {
  const cases: Array<[script: string, flag: string, line: RegExp]> = [
    ["scripts/start.ts", "--doc-port", /^start: Unknown option '--doc-port'; did you mean --docs-port\? usage: npm start -- /],
    ["src/emulator/cli.ts", "--cors-orign", /^emulator: Unknown option '--cors-orign'; did you mean --cors-origin\? usage: npm run emulator -- /],
    // a setting (src/emulator/settings.ts) with one letter in the wrong case
    ["src/emulator/cli.ts", "--ApiSubscriptionDelaytime", /^emulator: Unknown option '--ApiSubscriptionDelaytime'; did you mean --ApiSubscriptionDelayTime\? usage: /],
    ["src/cli/vendor-api.ts emulate", "--provisioningDelay", /^vendor-api emulate: Unknown option '--provisioningDelay'; did you mean --provisioningDelayMs\? usage: npx vendor-api emulate /],
    ["src/cli/vendor-api.ts docs", "--mock-ur", /^vendor-api docs: Unknown option '--mock-ur'; did you mean --mock-url\? usage: npx vendor-api docs /],
    ["scripts/conform.ts", "--contracts", /^conform: Unknown option '--contracts'; did you mean --contract\? usage: npm run conform -- /],
    // the command itself, to the package's command
    ["src/cli/vendor-api.ts", "emulat", /^vendor-api: unknown command "emulat"; did you mean emulate\? commands: emulate, mock, docs, start, conform, proxy; usage: npx vendor-api <command> /],
  ];
  it.each(cases)("%s %s 5000: one line naming the nearest one, exit 2", async (script, flag, line) => {
    const [file = "", ...args] = script.split(" ");
    const r = await run(file, [...args, flag, "5000"]);
    expect([r.status, r.stderr.length]).toEqual([2, 1]);
    expect(r.stderr[0]).toMatch(line);
  });
});

/** The flags of the Host and Origin checks, which start and mock take (src/http/local.ts). */
const LOCAL = " [--allowed-host <name> ...] [--cors-origin <origin> ...]";

/** The flags of the proxy command. */
const PROXY = `--target <url> [--port 4030] [--host 127.0.0.1] [--har <file>] [--fail-on-violation] [--https] [--target-ca <pem>] [--timeout 60000]${LOCAL}`;

/** The commands of this task, from the repository and from the package, with the usage line each must print. */
const commands = {
  start: { file: "scripts/start.ts", args: [], name: "start", usage: `usage: npm start -- [--docs-port 4000] [--mock-port 4010] [--emulator-port 4020] [--host 127.0.0.1]${LOCAL} [--no-build]` },
  mock: { file: "scripts/mock.ts", args: [], name: "mock", usage: `usage: npm run mock -- [--api <key-or-name>] [--port 4010] [--host 127.0.0.1]${LOCAL}` },
  docs: { file: "scripts/docs.ts", args: [], name: "docs", usage: "usage: npm run docs -- [--out <dir>]" },
  build: { file: "scripts/build.ts", args: [], name: "build", usage: "usage: npm run build -- [--check] [--force] [--api <key>]" },
  lint: { file: "scripts/lint.ts", args: [], name: "lint", usage: "usage: npm run lint -- [--api <key>]" },
  conform: { file: "scripts/conform.ts", args: [], name: "conform", usage: "usage: npm run conform -- <file.har> [more.har ...] [--api <key>] [--contract <openapi.json>]" },
  "vendor-api start": {
    file: "src/cli/vendor-api.ts",
    args: ["start"],
    name: "vendor-api start",
    usage: `usage: npx vendor-api start [--docs-port 4000] [--mock-port 4010] [--emulator-port 4020] [--host 127.0.0.1]${LOCAL}`,
  },
  "vendor-api mock": { file: "src/cli/vendor-api.ts", args: ["mock"], name: "vendor-api mock", usage: `usage: npx vendor-api mock [--api <key-or-name>] [--port 4010] [--host 127.0.0.1]${LOCAL}` },
  "vendor-api docs": {
    file: "src/cli/vendor-api.ts",
    args: ["docs"],
    name: "vendor-api docs",
    usage: "usage: npx vendor-api docs [--port 4000] [--host 127.0.0.1] [--dir <site folder>] [--mock-url http://127.0.0.1:4010] [--emulator-url http://127.0.0.1:4020]",
  },
  "vendor-api conform": {
    file: "src/cli/vendor-api.ts",
    args: ["conform"],
    name: "vendor-api conform",
    usage: "usage: npx vendor-api conform <file.har> [more.har ...] [--api <key>] [--contract <openapi.json>]",
  },
  proxy: { file: "scripts/proxy.ts", args: [], name: "proxy", usage: `usage: npm run proxy -- ${PROXY}` },
  "vendor-api proxy": { file: "src/cli/vendor-api.ts", args: ["proxy"], name: "vendor-api proxy", usage: `usage: npx vendor-api proxy ${PROXY}` },
};
type Name = keyof typeof commands;

describe("each command, each mistake: the exit status of its kind and one line", () => {
  const holder = net.createServer();
  let busy = 0;
  let free: [number, number] = [0, 0];
  let site = "";
  beforeAll(async () => {
    free = (await freePorts(2)) as [number, number];
    busy = await new Promise<number>((resolve) => holder.listen(0, "127.0.0.1", () => resolve((holder.address() as net.AddressInfo).port)));
    site = mkdtempSync(join(tmpdir(), "cli-mistakes-site-"));
    writeFileSync(join(site, "index.html"), "<!doctype html><title>site</title>\n");
  });
  afterAll(() => {
    holder.close();
    rmSync(site, { recursive: true, force: true });
  });

  const mistakes: Array<[command: Name, what: string, status: 1 | 2, args: () => string[], line: (c: (typeof commands)[Name]) => string | RegExp]> = [
    // bad usage, 2
    ...(Object.keys(commands) as Name[]).map((c): (typeof mistakes)[number] => [c, "an unknown flag", 2, () => ["--bogus"], (cmd) => `${cmd.name}: Unknown option '--bogus'; ${cmd.usage}`]),
    ...(["start", "mock", "docs", "vendor-api start", "vendor-api mock", "vendor-api docs"] as const).map((c): (typeof mistakes)[number] => [
      c,
      "a stray argument",
      2,
      () => ["5600"],
      (cmd) => `${cmd.name}: Unexpected argument '5600'. This command does not take positional arguments; ${cmd.usage}`,
    ]),
    ["start", "a port that is not a number", 2, () => ["--docs-port", "x"], (cmd) => `start: --docs-port must be a port number, got "x"; ${cmd.usage}`],
    ["vendor-api start", "port 0", 2, () => ["--emulator-port", "0"], (cmd) => `vendor-api start: --emulator-port must be a port number from 1 to 65535, got "0"; ${cmd.usage}`],
    ["mock", "a port above 65535", 2, () => ["--port", "70000"], (cmd) => `mock: --port must be a port number, got "70000"; ${cmd.usage}`],
    ["vendor-api docs", "a port that is not a number", 2, () => ["--port", "http"], (cmd) => `vendor-api docs: --port must be a port number, got "http"; ${cmd.usage}`],
    // values of the Host and Origin checks that are none
    ...(["start", "mock", "vendor-api start", "vendor-api mock"] as const).flatMap(
      (c): Array<(typeof mistakes)[number]> => [
        [
          c,
          "an --allowed-host with a port",
          2,
          () => ["--allowed-host", "proxy.example:8080"],
          (cmd) => `${cmd.name}: --allowed-host must be a host name or address without a port (or .example.com for a domain and its subdomains, or all), got "proxy.example:8080"; ${cmd.usage}`,
        ],
        [
          c,
          "a --cors-origin that is no origin",
          2,
          () => ["--cors-origin", "localhost:5173"],
          (cmd) => `${cmd.name}: --cors-origin must be an origin such as http://localhost:5173 (http or https, a host and a port, no path), got "localhost:5173"; ${cmd.usage}`,
        ],
      ],
    ),
    ["mock", "an unknown API", 2, () => ["--api", "nope@v9"], () => /^mock: no API "nope@v9" in redocly\.yaml; known: webhooks@v1\.0, /],
    ["vendor-api mock", "an unknown API", 2, () => ["--api", "nope@v9"], () => /^vendor-api mock: no API "nope@v9" in this package; known: webhooks@v1\.0, /],
    ["conform", "an unknown API", 2, () => ["x.har", "--api", "nope@v9"], () => /^conform: no API "nope@v9" in redocly\.yaml; known: /],
    ["build", "an unknown API", 2, () => ["--api", "nope@v9"], () => /^build: no API "nope@v9" in redocly\.yaml; known: webhooks@v1\.0, /],
    ["lint", "an unknown API", 2, () => ["--api", "nope@v9"], () => /^lint: no API "nope@v9" in redocly\.yaml; known: webhooks@v1\.0, /],
    ["vendor-api conform", "an unknown API", 2, () => ["x.har", "--api", "nope@v9"], () => /^vendor-api conform: no API "nope@v9" in this package; known: /],
    ["conform", "no HAR file", 2, () => [], (cmd) => `conform: no HAR file given; ${cmd.usage}`],
    ["proxy", "no --target", 2, () => [], (cmd) => `proxy: --target is required (the server to pass traffic to, e.g. http://127.0.0.1:4020); ${cmd.usage}`],
    [
      "proxy",
      "a --target that is no URL",
      2,
      () => ["--target", "localhost:4020"],
      (cmd) => `proxy: --target must be an http or https URL without query, fragment or credentials, got "localhost:4020"; ${cmd.usage}`,
    ],
    [
      "vendor-api docs",
      "an address that is not one",
      2,
      () => ["--mock-url", "localhost"],
      (cmd) => `vendor-api docs: --mock-url must be an address such as http://127.0.0.1:4010, got "localhost"; ${cmd.usage}`,
    ],
    // runtime failures, 1
    [
      "start",
      "a busy port",
      1,
      () => ["--emulator-port", String(busy), "--docs-port", String(free[0]), "--mock-port", String(free[1])],
      () => `start: port ${busy} (emulator) is in use; choose another with --emulator-port <port>`,
    ],
    [
      "vendor-api start",
      "a busy port",
      1,
      () => ["--docs-port", String(busy), "--mock-port", String(free[0]), "--emulator-port", String(free[1])],
      () => `vendor-api start: port ${busy} (docs site) is in use; choose another with --docs-port <port>`,
    ],
    ["mock", "a busy port", 1, () => ["--api", "webhooks@v2.0", "--port", String(busy)], () => `mock: front door cannot listen on 127.0.0.1:${busy}: port in use (try --port)`],
    ["vendor-api mock", "a busy port", 1, () => ["--api", "webhooks@v2.0", "--port", String(busy)], () => `vendor-api mock: front door cannot listen on 127.0.0.1:${busy}: port in use (try --port)`],
    [
      "vendor-api docs",
      "a busy port",
      1,
      () => ["--dir", site, "--port", String(busy)],
      () => `vendor-api docs: docs site cannot listen on 127.0.0.1:${busy}: port in use; choose another with --port <port>`,
    ],
    [
      "vendor-api docs",
      "a missing site folder",
      1,
      () => ["--dir", join(site, "nope")],
      () => `vendor-api docs: docs site folder ${join(site, "nope")} does not exist; give the folder of a built site`,
    ],
    ["conform", "a missing HAR file", 1, () => [join(site, "missing.har")], () => `conform: cannot read ${join(site, "missing.har")}: no such file or directory`],
    [
      "proxy",
      "a missing --target-ca file",
      1,
      () => ["--target", "https://127.0.0.1:1", "--target-ca", join(site, "missing.pem")],
      () => `proxy: cannot read --target-ca ${join(site, "missing.pem")}: no such file or directory`,
    ],
    ["vendor-api conform", "a missing HAR file", 1, () => [join(site, "missing.har")], () => `vendor-api conform: cannot read ${join(site, "missing.har")}: no such file or directory`],
  ];

  it.each(mistakes)("%s, %s: exit %i and one line", async (name, _, status, args, line) => {
    const cmd = commands[name];
    const r = await run(cmd.file, [...cmd.args, ...args()]);
    expect([r.status, r.stderr.length]).toEqual([status, 1]);
    const expected = line(cmd);
    if (typeof expected === "string") expect(r.stderr[0]).toBe(expected);
    else expect(r.stderr[0]).toMatch(expected);
    // what the package's user has: npx vendor-api, never the repository's npm scripts or registry file
    if (name.startsWith("vendor-api")) expect(r.stderr[0]).not.toMatch(/npm run|npm start|redocly\.yaml/);
  });
});

describe("as its own process: the exit status the process really ends with", () => {
  const holder = net.createServer();
  let busy = 0;
  beforeAll(async () => {
    busy = await new Promise<number>((resolve) => holder.listen(0, "127.0.0.1", () => resolve((holder.address() as net.AddressInfo).port)));
  });
  afterAll(() => holder.close());

  it("tsx scripts/build.ts --api -1 (a script's main behind its program guard): one line, exit 2", () => {
    const r = spawned("scripts/build.ts", ["--api", "-1"]);
    expect([r.status, r.stderr.length]).toEqual([2, 1]);
    expect(r.stderr[0]).toMatch(/^build: .*'--api'.*usage: npm run build -- /);
  });

  it("the package's command, vendor-api emulat: one line naming the nearest command, exit 2", () => {
    const r = spawned("src/cli/vendor-api.ts", ["emulat"]);
    expect([r.status, r.stderr.length]).toEqual([2, 1]);
    expect(r.stderr[0]).toMatch(/^vendor-api: unknown command "emulat"; did you mean emulate\? /);
  });

  it("npm start's script with a busy port (a failure that shuts down asynchronously): one line, exit 1", async () => {
    const [docs, mock] = (await freePorts(2)) as [number, number];
    const r = spawned("scripts/start.ts", ["--emulator-port", String(busy), "--docs-port", String(docs), "--mock-port", String(mock), "--no-build"]);
    expect(r).toEqual({ status: 1, stderr: [`start: port ${busy} (emulator) is in use; choose another with --emulator-port <port>`] });
  });
});

describe("flags written before npm's --, as users type them", () => {
  const npm = (...args: string[]) => {
    const r = spawnSync("npm", ["--silent", ...args], { cwd: repoRoot, encoding: "utf8", timeout: 60_000 });
    return { status: r.status, stderr: lines(r.stderr) };
  };

  it("npm run mock --api nope@v9: npm keeps --api, the command reads it back and names the API", () => {
    expect(npm("run", "mock", "--api", "nope@v9")).toEqual({ status: 2, stderr: [expect.stringMatching(/^mock: no API "nope@v9" in redocly\.yaml; known: /)] });
  });

  it("npm start --docs-port 5600 --mock-port 5610: which value is whose is lost, so one line shows the -- form", () => {
    expect(npm("start", "--docs-port", "5600", "--mock-port", "5610")).toEqual({
      status: 2,
      stderr: [`start: npm took --docs-port and --mock-port as its own config and passed their values on without names; write the flags after --; ${commands.start.usage}`],
    });
  });

  it("npm run conform -- copied from the usage line works", () => {
    const r = spawnSync("npm", ["--silent", "run", "conform", "--", join(repoRoot, "tests", "recorded", "webhooks", "v2.0", "webhooks.har"), "--api", "webhooks@v2.0"], {
      cwd: repoRoot,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(r.status).toBe(0);
    expect(lines(r.stdout).at(-1)).toMatch(/^(\d+) entries checked, \1 passed, 0 failed$/);
  });
});
