/**
 * `npm start`, the quick start's main job (scripts/start.ts), as a user runs it: the docs site, the mock
 * front door (every API's Prism in the same process) and the emulator come up on their ports and answer;
 * the docs name those ports and the command that started them, and the address they show answers;
 * Ctrl-C stops everything and exits 0, leaving no port behind. Busy ports are one line naming each, exit 1,
 * before any build; a port given twice is bad usage, exit 2. (--no-build: the generated output is committed
 * and its freshness is tests/build.test.ts's.)
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import net from "node:net";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../scripts/lib/registry.js";
import { canConnect, freePort, freePorts } from "./helpers/ports.js";

const tsx = join(repoRoot, "node_modules", ".bin", "tsx");
const start = join(repoRoot, "scripts", "start.ts");

/** Command lines of every process below `pid`. */
function descendants(pid: number): string[] {
  const rows = execFileSync("ps", ["-eo", "pid=,ppid=,args="], { encoding: "utf8" })
    .split("\n")
    .map((l) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3] ?? "" }));
  const found: string[] = [];
  const below = [pid];
  for (let next = below.pop(); next !== undefined; next = below.pop()) {
    for (const row of rows.filter((r) => r.ppid === next)) {
      found.push(row.args);
      below.push(row.pid);
    }
  }
  return found;
}
const stderrLines = (text: string) => text.split("\n").filter((l) => l !== "" && !l.startsWith("npm warn"));

describe("npm start", () => {
  it("serves the docs, the mocks and the emulator, and Ctrl-C stops them all with exit 0", async () => {
    const [docs, mocks, emulator] = (await freePorts(3)) as [number, number, number];
    const child = spawn(tsx, [start, "--no-build", "--docs-port", String(docs), "--mock-port", String(mocks), "--emulator-port", String(emulator)], {
      cwd: repoRoot,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    try {
      const deadline = Date.now() + 240_000;
      while (!out.includes("Ctrl-C stops everything.")) {
        if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}: ${out.slice(-1500)}`);
        if (Date.now() > deadline) throw new Error(`npm start was not ready in 240 s: ${out.slice(-1500)}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(out).toContain(`Docs: http://127.0.0.1:${docs}/  Mocks: http://127.0.0.1:${mocks}/  Emulator: http://127.0.0.1:${emulator}`);

      const index = await fetch(`http://127.0.0.1:${docs}/`);
      expect(index.status).toBe(200);
      const indexHtml = await index.text();
      expect(indexHtml).toContain('href="webhooks/v2.0/');
      // the docs show the addresses in use and the command that started them, as typed in the repository
      const command = `npm start -- --docs-port ${docs} --mock-port ${mocks} --emulator-port ${emulator}`;
      expect(indexHtml).toContain(
        `<a class="mock-root" href="http://127.0.0.1:${mocks}/_mock/routes">http://127.0.0.1:${mocks}</a> (started with these docs by <code class="mock-command">${command}</code>;`,
      );
      expect(indexHtml).toContain(
        `<a class="emulator-root" href="http://127.0.0.1:${emulator}/_emulator/health">http://127.0.0.1:${emulator}</a> (started with these docs by <code class="emulator-command">${command}</code>;`,
      );
      expect(indexHtml).not.toMatch(/127\.0\.0\.1:40[12]0\b|npx vendor-api|\{vendor-api:/);
      // webhooks v1.0's address is its own: its server's base path (/v2.0/production), then api/v1.0; the mock and the emulator answer it
      const v1 = /<tr id="webhooks@v1\.0"[\s\S]*?<code class="mock"[^>]*>([^<]+)<\/code>/.exec(indexHtml)?.[1];
      expect(v1).toBe(`http://127.0.0.1:${mocks}/v2.0/production/api/v1.0/subscriptions`);
      expect((await fetch(v1!, { headers: { authorization: "Bearer x" } })).status).toBe(200);
      const onEmulator = await fetch(v1!.replace(`:${mocks}/`, `:${emulator}/`), { headers: { authorization: "Bearer x" } });
      expect(onEmulator.status).toBe(200);
      const page = await (await fetch(`http://127.0.0.1:${docs}/webhooks/v1.0/`)).text();
      expect(page).toContain(`mock: \`${v1}\` (started with these docs by \`${command}\`)`);
      expect(page).toContain(`stateful emulator, same paths: \`http://127.0.0.1:${emulator}/v2.0/production/api/v1.0/subscriptions\``);
      expect(page).not.toMatch(/127\.0\.0\.1:40[12]0\b|npx vendor-api|\{vendor-api:/);
      const routes = (await (await fetch(`http://127.0.0.1:${mocks}/_mock/routes`)).json()) as { apis: Array<{ mocked: boolean }> };
      expect(routes.apis.filter((a) => a.mocked).length).toBeGreaterThan(0);
      // every API's Prism runs inside the npm start process: no Prism process below it
      expect(descendants(child.pid!).filter((args) => /prism/i.test(args))).toEqual([]);
      const mocked = await fetch(`http://127.0.0.1:${mocks}/api/v2.0/subscriptions`, { headers: { authorization: "Bearer x" } });
      expect(mocked.status).toBe(200);
      expect((await (await fetch(`http://127.0.0.1:${emulator}/_emulator/health`)).json()) as object).toMatchObject({ status: "ok" });
      const companies = await fetch(`http://127.0.0.1:${emulator}/api/v2.0/companies`, { headers: { authorization: "Bearer x" } });
      expect(companies.status).toBe(200);
      expect(((await companies.json()) as { value: unknown[] }).value).toHaveLength(1);
      // a page of the docs site may call both (its console sends from the docs origin); a page elsewhere may not
      for (const [port, origin, status] of [
        [mocks, `http://127.0.0.1:${docs}`, 204],
        [emulator, `http://127.0.0.1:${docs}`, 204],
        [emulator, "http://evil.example", 403],
      ] as const) {
        const preflight = await fetch(`http://127.0.0.1:${port}/api/v2.0/subscriptions`, {
          method: "OPTIONS",
          headers: { origin, "access-control-request-method": "GET", "access-control-request-headers": "authorization" },
        });
        expect([port, origin, preflight.status, preflight.headers.get("access-control-allow-origin")]).toEqual([port, origin, status, status === 204 ? origin : null]);
      }

      child.kill("SIGINT");
      const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r("still running after 30 s"), 30_000))]);
      expect(code).toBe(0);
      for (const port of [docs, mocks, emulator]) expect([port, await canConnect(port)]).toEqual([port, false]);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  }, 300_000);

  /** Two loopback ports held busy while `body` runs. */
  async function holding(body: (busy: [number, number]) => Promise<void>): Promise<void> {
    const holders = [net.createServer(), net.createServer()];
    const ports = await Promise.all(holders.map((h) => new Promise<number>((resolve) => h.listen(0, "127.0.0.1", () => resolve((h.address() as net.AddressInfo).port)))));
    try {
      await body(ports as [number, number]);
    } finally {
      for (const h of holders) h.close();
    }
  }

  it("names every busy port and the flag that changes each, in one line, exit 1, before building", async () => {
    await holding(async ([docs, emulator]) => {
      const run = spawnSync(tsx, [start, "--docs-port", String(docs), "--mock-port", String(await freePort()), "--emulator-port", String(emulator)], {
        cwd: repoRoot,
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(stderrLines(run.stderr)).toEqual([`start: ports ${docs} (docs site) and ${emulator} (emulator) are in use; choose others with --docs-port <port> --emulator-port <port>`]);
      expect(run.stdout).not.toContain("Building");
    });
  });

  it("npm start with its flags before --, as users type them (--mock-port=N, --emulator-port N): read back from npm's config", async () => {
    await holding(async ([mock, emulator]) => {
      // npm keeps --mock-port=N as npm_config_mock_port=N, and --emulator-port N as npm_config_emulator_port=true with N passed on
      const run = spawnSync("npm", ["--silent", "start", `--mock-port=${mock}`, "--emulator-port", String(emulator), `--docs-port=${await freePort()}`], {
        cwd: repoRoot,
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(stderrLines(run.stderr)).toEqual([`start: ports ${mock} (mock front door) and ${emulator} (emulator) are in use; choose others with --mock-port <port> --emulator-port <port>`]);
      expect(run.status).toBe(1);
      expect(run.stdout).not.toContain("Building");
    });
  });

  it("refuses one port for two services", () => {
    const run = spawnSync(tsx, [start, "--mock-port", "4555", "--emulator-port", "4555"], { cwd: repoRoot, encoding: "utf8", timeout: 60_000 });
    expect(run.status).toBe(2);
    expect(stderrLines(run.stderr)).toEqual(["start: --mock-port and --emulator-port are both 4555; choose a port for each"]);
  });
});
