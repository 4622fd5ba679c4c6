/**
 * The shared command helper (src/cli/command.ts): flags npm kept for itself are read back, as npm 11
 * leaves them (`npm start --docs-port=5600` → npm_config_docs_port=5600; `npm start --docs-port 5600` →
 * npm_config_docs_port=true and 5600 passed on; `--no-build` → npm_config_build=""; tests/start.test.ts
 * and tests/cli-mistakes.test.ts run the real npm); a mistake is a UsageError ending with the usage line;
 * a numeric flag is checked by numberFlag; runCommand turns a main's outcome into one line and a status.
 */
import { describe, expect, it } from "vitest";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type CommandInfo, expectedErrors, isMain, npmKeptFlags, numberFlag, type Options, parseCommand, runCommand, UsageError } from "../../src/cli/command.js";
import { runInProcess } from "../helpers/run-in-process.js";
import { resolveSettings, SETTING_NAMES } from "../../src/emulator/settings.js";
import { didYouMean, editDistance, nearest } from "../../src/nearest.js";

const start: CommandInfo = { name: "start", usage: "usage: npm start -- [--docs-port 4000] [--mock-port 4010] [--no-build]", npmScript: "start" };
const conform: CommandInfo = { name: "conform", usage: "usage: npm run conform -- <file.har> [--api <key>]", npmScript: "conform" };
const startFlags: Options = { "docs-port": { type: "string", default: "4000" }, "mock-port": { type: "string", default: "4010" }, "no-build": { type: "boolean" } };
const underNpm = (script: string, vars: Record<string, string>) => ({ npm_lifecycle_event: script, ...Object.fromEntries(Object.entries(vars).map(([k, v]) => [`npm_config_${k}`, v])) });

describe("npmKeptFlags", () => {
  it("leaves the arguments alone unless npm runs this command's own script", () => {
    expect(npmKeptFlags(["5600"], start, startFlags, { env: { npm_lifecycle_event: "test", npm_config_docs_port: "true" } })).toEqual(["5600"]);
    expect(npmKeptFlags(["--mock-port", "1"], { ...start, npmScript: undefined }, startFlags, { env: underNpm("start", { docs_port: "5600" }) })).toEqual(["--mock-port", "1"]);
  });

  it("takes --flag=value from npm's variable, and --no-build from build=''", () => {
    expect(npmKeptFlags(["--mock-port", "5610"], start, startFlags, { env: underNpm("start", { docs_port: "5600", build: "" }) })).toEqual(["--docs-port=5600", "--no-build", "--mock-port", "5610"]);
  });

  it("gives one kept flag the one bare argument npm passed on, wherever it stands", () => {
    expect(npmKeptFlags(["--mock-port", "5610", "5600"], start, startFlags, { env: underNpm("start", { docs_port: "true" }) })).toEqual(["--docs-port=5600", "--mock-port", "5610"]);
  });

  it("a kept flag without a value is left for parseArgs to name", () => {
    expect(() => parseCommand([], start, startFlags, { env: underNpm("start", { docs_port: "true" }) })).toThrow("Option '--docs-port <value>' argument missing; usage: npm start -- ");
  });

  it("two kept flags: which value is whose is lost, so a UsageError shows the -- form", () => {
    const kept = () => npmKeptFlags(["5600", "5610"], start, startFlags, { env: underNpm("start", { docs_port: "true", mock_port: "true" }) });
    expect(kept).toThrow(UsageError);
    expect(kept).toThrow(`npm took --docs-port and --mock-port as its own config and passed their values on without names; write the flags after --; ${start.usage}`);
  });

  it("a command with arguments of its own (conform's files) cannot tell the value from a file", () => {
    const kept = () => npmKeptFlags(["a.har", "webhooks"], conform, { api: { type: "string" } }, { positionals: true, env: underNpm("conform", { api: "true" }) });
    expect(kept).toThrow(`npm took --api as its own config and passed its value on without a name; write the flags after --; ${conform.usage}`);
    expect(npmKeptFlags(["a.har"], conform, { api: { type: "string" } }, { positionals: true, env: underNpm("conform", { api: "webhooks" }) })).toEqual(["--api=webhooks", "a.har"]);
  });
});

describe("parseCommand", () => {
  it("a mistake is a UsageError in node's words, ending with the usage line", () => {
    expect(() => parseCommand(["--bogus"], start, startFlags, { env: {} })).toThrow(`Unknown option '--bogus'; ${start.usage}`);
    expect(() => parseCommand(["--bogus", "a.har"], conform, { api: { type: "string" } }, { positionals: true, env: {} })).toThrow(`Unknown option '--bogus'; ${conform.usage}`);
    expect(() => parseCommand(["--docs-port", "x"], start, startFlags, { ports: ["docs-port"], env: {} })).toThrow(`--docs-port must be a port number, got "x"; ${start.usage}`);
  });

  it("--help writes the usage line (and the help text) and gives undefined", () => {
    const written: string[] = [];
    expect(parseCommand(["--help"], conform, {}, { positionals: true, help: "more\n", out: (t) => written.push(t), env: {} })).toBeUndefined();
    expect(written).toEqual([`${conform.usage}\nmore\n`]);
  });
});

describe("numberFlag", () => {
  const bench: CommandInfo = { name: "bench", usage: "usage: npm run bench -- [--rounds 5]" };
  it.each([
    ["5", { min: 1, integer: true, what: "a positive integer" }, 5],
    ["0.7", { min: 0.1, max: 600, what: "a number from 0.1 to 600" }, 0.7],
    ["0", { min: 0, integer: true, what: "a whole number" }, 0],
  ] as const)("%s within %j is %d", (text, rule, value) => {
    expect(numberFlag(bench, "rounds", text, rule)).toBe(value);
  });
  it.each([
    ["0", { min: 1, integer: true, what: "a positive integer" }],
    ["1.5", { min: 1, integer: true, what: "a positive integer" }],
    ["x", { min: 1, what: "a positive number" }],
    ["", { min: 0, what: "a number" }],
    ["601", { min: 0.1, max: 600, what: "a number from 0.1 to 600" }],
  ] as const)("%j outside %j: a UsageError naming the flag, the rule, the text and the usage", (text, rule) => {
    expect(() => numberFlag(bench, "rounds", text, rule)).toThrow(new UsageError(`--rounds must be ${rule.what}, got "${text}"; ${bench.usage}`));
  });
});

describe("runCommand and isMain", () => {
  const build: CommandInfo = { name: "build", usage: "usage: npm run build" };
  it("gives what the body returns (nothing is 0), a UsageError as one line and 2, another error as one line and 1 (or its own exitCode)", async () => {
    expect(await runInProcess(() => runCommand(build, () => 3))).toEqual({ status: 3, stderr: [], stdout: "" });
    expect(await runInProcess(() => runCommand(build, async () => undefined))).toEqual({ status: 0, stderr: [], stdout: "" });
    expect(await runInProcess(() => runCommand(build, () => Promise.reject(new UsageError("bad\nflag; usage: npm run build"))))).toEqual({
      status: 2,
      stderr: ["build: bad flag; usage: npm run build"],
      stdout: "",
    });
    expect(await runInProcess(() => runCommand(build, () => Promise.reject(new Error("disk full"))))).toEqual({ status: 1, stderr: ["build: disk full"], stdout: "" });
    const own = Object.assign(new Error("folder taken"), { exitCode: 2 });
    expect(
      await runInProcess(() =>
        runCommand(
          build,
          () => Promise.reject(own),
          () => "worded apart",
        ),
      ),
    ).toEqual({ status: 2, stderr: ["build: worded apart"], stdout: "" });
  });
  it("isMain: true only for the file node was started with (process.argv[1], symlinks resolved)", () => {
    expect(isMain(pathToFileURL(process.argv[1]!).href)).toBe(true);
    expect(isMain(import.meta.url)).toBe(fileURLToPath(import.meta.url) === process.argv[1]);
    expect(isMain(pathToFileURL("/no/such/file.ts").href)).toBe(false);
  });
});

describe("an unknown flag names the nearest known one (src/nearest.ts)", () => {
  it("editDistance counts an insertion, a deletion, a substitution and a swap of neighbours as one edit each, case ignored", () => {
    const table: Array<[string, string, number]> = [
      ["docs-port", "docs-port", 0],
      ["doc-port", "docs-port", 1],
      ["docs-portt", "docs-port", 1],
      ["dosc-port", "docs-port", 1],
      ["docs-pert", "docs-port", 1],
      ["ApiSubscriptionDelaytime", "ApiSubscriptionDelayTime", 0],
      ["kitten", "sitting", 3],
      ["", "abc", 3],
      ["bogus", "host", 4],
    ];
    expect(table.map(([a, b]) => [a, b, editDistance(a, b)])).toEqual(table);
  });

  it("nearest: the closest candidate within 40 % of the word's length, none for a word that is far from all or itself known", () => {
    const flags = ["docs-port", "mock-port", "emulator-port", "host", "no-build", "help"];
    expect(nearest("doc-port", flags)).toBe("docs-port");
    expect(nearest("mock-prot", flags)).toBe("mock-port");
    expect(nearest("emulatorport", flags)).toBe("emulator-port");
    expect(nearest("hots", flags)).toBe("host");
    expect(nearest("bogus", flags)).toBeUndefined();
    expect(nearest("port", flags)).toBeUndefined();
    expect(nearest("host", flags)).toBeUndefined();
    expect(nearest("clientstate", ["notificationUrl", "resource", "clientState"])).toBe("clientState");
    expect(didYouMean("clientstate", ["notificationUrl", "resource", "clientState"])).toBe("; did you mean clientState?");
    expect(didYouMean("zzz", ["notificationUrl"])).toBe("");
  });

  it("parseCommand names the nearest flag of the command, or of the names it reads elsewhere (alsoKnown)", () => {
    expect(() => parseCommand(["--doc-port", "5000"], start, startFlags, { env: {} })).toThrow(`Unknown option '--doc-port'; did you mean --docs-port? ${start.usage}`);
    expect(() => parseCommand(["--mock-prot=5000"], start, startFlags, { env: {} })).toThrow(`Unknown option '--mock-prot'; did you mean --mock-port? ${start.usage}`);
    expect(() => parseCommand(["--hepl"], start, startFlags, { env: {} })).toThrow(`Unknown option '--hepl'; did you mean --help? ${start.usage}`);
    expect(() => parseCommand(["--ApiSubscriptionDelaytime", "1"], start, startFlags, { env: {}, alsoKnown: SETTING_NAMES })).toThrow(
      `Unknown option '--ApiSubscriptionDelaytime'; did you mean --ApiSubscriptionDelayTime? ${start.usage}`,
    );
    // a short flag is not guessed at
    expect(() => parseCommand(["-d"], start, startFlags, { env: {} })).toThrow(`Unknown option '-d'; ${start.usage}`);
  });

  it("a setting given in code (startEmulator({ settings })) that is unknown names the nearest one", () => {
    expect(() => resolveSettings({ ApiSubscriptionDelaytime: 1 } as never)).toThrow(
      /^unknown setting ApiSubscriptionDelaytime; did you mean ApiSubscriptionDelayTime\? known: ApiSubscriptionDelayTime, /,
    );
    expect(() => resolveSettings({ speed: 1 } as never)).toThrow(/^unknown setting speed; known: ApiSubscriptionDelayTime, /);
    expect(() => resolveSettings({ toString: 1 } as never)).toThrow(/^unknown setting toString; /);
  });
});

describe("expectedErrors", () => {
  class OwnError extends Error {}
  it("gives the message of the command's own kinds and the stack of anything else", () => {
    const describeErr = expectedErrors(OwnError);
    expect(describeErr(new OwnError("the file is missing"))).toBe("the file is missing");
    const bug = new TypeError("x is undefined");
    expect(describeErr(bug)).toBe(bug.stack);
    expect(describeErr(bug)).toMatch(/^TypeError: x is undefined\n\s+at /);
    expect(describeErr("thrown text")).toBe("thrown text");
    expect(expectedErrors()(new OwnError("own, but not declared"))).toMatch(/^Error: own, but not declared\n\s+at /);
  });
});
