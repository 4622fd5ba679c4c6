/**
 * Every example of the README and docs/*.md runs as written, against a real emulator and mock front door
 * (DEVELOPERS.md, "Call it the way the docs say"): each ```ts block is run with tsx (the packages' names
 * pointed at their source files) and must exit 0; in each ```sh block, every curl runs, in order (`--fail`:
 * an error status fails it), and every npm or npx command is run with `--help` added (side by side), which
 * parses its flags without starting anything (a flag the command does not know fails it). The documented addresses are the only
 * rewrite: http://127.0.0.1:4020 and https://localhost:4020 become the test's emulators, http://127.0.0.1:4010
 * its mock front door. The type check of the same blocks is tests/types.test.ts.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator } from "../../src/emulator/start.js";
import { startMocks } from "../../src/mock/server.js";
import { loadRegistry, repoRoot } from "../../scripts/lib/registry.js";
import { type CodeBlock, codeBlocks, EXAMPLE_DOCUMENTS, toSource } from "../examples.js";

/** Commands the examples show that this test does not run, with where they are proven instead. */
const NOT_RUN: Array<[RegExp, string]> = [
  [/^npm (ci|install|test)\b/, "CI runs npm ci && npm test on a fresh clone; tests/package installs the packages"],
  [/^npm (pack|i)\b/, "tests/package/pack.test.ts packs both workspaces and installs both tarballs in one command, as docs/packages.md says"],
  [/^npx redocly respect\b/, "tests/workflows.test.ts runs every workflow against the emulator"],
];

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let plain: Emulator;
let tls: Emulator;
let mocks: Awaited<ReturnType<typeof startMocks>>;
const dir = mkdtempSync(join(tmpdir(), "doc-examples-"));

beforeAll(async () => {
  [plain, tls, mocks] = await Promise.all([startEmulator(), startEmulator({ https: true }), startMocks({ entries: loadRegistry(), port: 0 })]);
}, 120_000);

afterAll(async () => {
  await Promise.all([plain?.close(), tls?.close(), mocks?.close()]);
});

/** The documented addresses, pointed at this test's servers. */
function addresses(text: string): string {
  return text.replaceAll("http://127.0.0.1:4020", plain.url).replaceAll("https://localhost:4020", tls.url.replace("127.0.0.1", "localhost")).replaceAll("http://127.0.0.1:4010", mocks.url);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    child.once("exit", (code) => resolve({ code, out }));
  });
}

/** The commands of a shell block: continuation lines joined, comments and blank lines dropped. */
function commands(block: CodeBlock): string[] {
  return block.code
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .map((line) => line.replace(/\s+#.*$/, "").trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

/** The root package.json's scripts: what `npm start` and `npm run <name>` run. */
const SCRIPTS = (JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;

/**
 * The command as this test runs it: curl with --fail, npm and npx with --help; undefined: not run (NOT_RUN).
 * `npm start`/`npm run <name> [-- args]` runs what package.json's script says, as npm would (its line, then
 * the arguments after --), but a `tsx <file>` script as `node --import tsx <file>`: one process instead of
 * npm's and tsx's own launcher before it (half the time of each of the ~40 commands); `npx tsx` alike.
 */
function runnable(command: string): string | undefined {
  if (NOT_RUN.some(([re]) => re.test(command))) return undefined;
  if (command.startsWith("curl ")) return `curl --fail --show-error ${addresses(command.slice(5))}`;
  if (command.startsWith("npx vendor-api")) return `node --import tsx src/cli/vendor-api.ts${command.slice("npx vendor-api".length)} --help`;
  if (command.startsWith("npx tsx ")) return `node --import tsx ${command.slice("npx tsx ".length)} --help`;
  const npm = /^npm (?:start|run ([\w:-]+))(?: -- (.*)| *)$/.exec(command);
  if (npm) {
    const name = npm[1] ?? "start";
    const script = SCRIPTS[name];
    if (script === undefined) throw new Error(`"${command}": package.json has no script "${name}"`);
    const line = `${script}${npm[2] === undefined ? "" : ` ${npm[2]}`} --help`;
    return line.startsWith("tsx ") ? `node --import tsx ${line.slice("tsx ".length)}` : `npm run ${name} -- ${npm[2] ?? ""} --help`;
  }
  throw new Error(`no way to run "${command}": add it to NOT_RUN with where it is proven, or show a command this test runs`);
}

const blocks = EXAMPLE_DOCUMENTS.flatMap(codeBlocks);

describe("the examples of the README and docs/ run as written", () => {
  it("finds examples of both kinds in the README", () => {
    expect(blocks.filter((b) => b.file === "README.md" && b.lang === "ts").length).toBeGreaterThan(1);
    expect(blocks.filter((b) => b.file === "README.md" && b.lang === "sh").length).toBeGreaterThan(1);
    expect(() => runnable("rm -rf /")).toThrow(/no way to run/);
    // npm's own way: the script's line, then what follows --; a script that is not there fails the example
    expect(runnable("npm run build:check")).toBe("node --import tsx scripts/build.ts --check --help");
    expect(runnable("npm start -- --docs-port 5600")).toBe("node --import tsx scripts/start.ts --docs-port 5600 --help");
    expect(() => runnable("npm run bogus -- --x")).toThrow(/no script "bogus"/);
  });

  for (const block of blocks.filter((b) => b.lang === "ts")) {
    it(`${block.file}:${block.line} (TypeScript) runs to the end`, async () => {
      await Promise.all([plain.reset(), tls.reset()]);
      const file = join(dir, `${block.file.replace(/\W/g, "_")}_${block.line}.mts`);
      writeFileSync(file, `${addresses(toSource(block.code, ".ts"))}\nexport {};\n`);
      const { code, out } = await run(process.execPath, ["--import", "tsx", file], { ...process.env, NODE_EXTRA_CA_CERTS: tls.certificateFile });
      expect(code, out).toBe(0);
    }, 60_000);
  }

  for (const block of blocks.filter((b) => b.lang === "sh")) {
    it(`${block.file}:${block.line} (shell): every curl answers 2xx, every command takes its flags`, async () => {
      await Promise.all([plain.reset(), tls.reset()]);
      const shown = commands(block).flatMap((command) => {
        const line = runnable(command);
        return line === undefined ? [] : [{ command, line }];
      });
      // The curls in order (each may build on the one before); the --help commands touch no state and
      // start no server, so they run side by side (a block such as performance.md's has nine).
      const results = await Promise.all([
        (async () => {
          const out: Array<{ command: string; code: number | null; out: string }> = [];
          for (const c of shown.filter((c) => c.command.startsWith("curl "))) out.push({ command: c.command, ...(await run("bash", ["-c", c.line])) });
          return out;
        })(),
        ...shown.filter((c) => !c.command.startsWith("curl ")).map(async (c) => [{ command: c.command, ...(await run("bash", ["-c", c.line])) }]),
      ]);
      for (const { command, code, out } of results.flat()) expect([command, code], out.slice(-600)).toEqual([command, 0]);
    }, 180_000);
  }
});
