/**
 * scripts/bench.ts: its flags (a mistake is one line and exit 2, before any server starts), the shape of
 * its output on a tiny run (one row, one short round: the table on stdout, the generated part of --doc
 * between its markers, the chart beside it), and the report and chart it writes, from a made-up run.
 * (The bench's timings are not tested: they belong to `npm run bench`.)
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { chartSvg, logTicks } from "../../scripts/bench/chart.js";
import { type FanoutBench, type FanoutCase, fanoutMarkdown, fanoutVerdict } from "../../scripts/bench/fanout.js";
import { benchOptions, DEFAULT_DOC, UsageError } from "../../scripts/bench/options.js";
import { type ProxyBench, proxyMarkdown, proxyVerdict } from "../../scripts/bench/proxy.js";
import type { RowProfile } from "../../scripts/bench/profile.js";
import { BEGIN, docProblem, END, replaceGenerated, reportMarkdown, type RunInfo } from "../../scripts/bench/report.js";
import type { RequestBench, RequestRow, TargetResult } from "../../scripts/bench/requests.js";
import { requestRows } from "../../scripts/bench/rows.js";
import { repoRoot } from "../../scripts/lib/registry.js";

/** Run the bench; its exit status and output. */
const bench = (args: string[], timeout = 30_000) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(join(repoRoot, "node_modules", ".bin", "tsx"), [join(repoRoot, "scripts", "bench.ts"), ...args], { cwd: repoRoot, timeout });
    let [stdout, stderr] = ["", ""];
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
const tmp = mkdtempSync(join(tmpdir(), "bench-cli-test-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A markdown file with the bench's markers between a contributor's text. */
function docWithMarkers(name: string): string {
  const doc = join(tmp, name);
  writeFileSync(doc, `# Performance\n\nBefore the markers.\n\n${BEGIN}\nan old table\n${END}\n\nAfter the markers.\n`);
  return doc;
}

describe("scripts/bench.ts options", () => {
  const noMarkers = join(tmp, "no-markers.md");
  writeFileSync(noMarkers, "# Performance\n");
  it.each([
    [["--bogus"], /^Unknown option '--bogus'; usage: npm run bench -- /],
    [["--seconds", "x"], /^--seconds must be a number from 0\.1 to 600, got "x"; usage: /],
    [["--rounds", "0"], /^--rounds must be a positive integer, got "0"; usage: /],
    [["--load-duration=-1"], /^--load-duration must be a number of seconds from 0 \(no load section\) to 3600, got "-1"/],
    [["--profile-seconds=-1"], /^--profile-seconds must be a number from 0 \(no profiles\) to 600, got "-1"/],
    [["--all", "--rows", "GET"], /^--all and --rows exclude each other; usage: /],
    [["--rows", "("], /^--rows must be a regular expression: /],
    [["--rows", "no such row"], /^--rows "no such row" matches no row of the request table/],
    [["--doc", noMarkers], /^--doc: .*no-markers\.md must hold the line "<!-- npm run bench: begin .* once, then "<!-- npm run bench: end -->" once \(found 0 and 0\)$/],
    [["--doc", join(tmp, "missing.md")], /^--doc: .*missing\.md does not exist/],
    [["--fanout", "--no-fanout"], /^--fanout and --no-fanout exclude each other; usage: /],
    [["--fanout", "--rows", "GET"], /^--fanout runs the fan-out section without request rows; --all and --rows choose request rows; usage: /],
    [
      ["--fanout", "--doc", docWithMarkers("table-only.md")],
      /^--doc: .*table-only\.md must hold the line "<!-- npm run bench, fan-out: begin .* once, then "<!-- npm run bench, fan-out: end -->" once \(found 0 and 0\)$/,
    ],
  ])("%j: one line naming the mistake", (args, message) => {
    expect(() => benchOptions(args)).toThrow(UsageError);
    expect(() => benchOptions(args)).toThrow(message);
  });

  it("measures one representative row per family and kind by default and writes docs/performance.md; --all every row; --rows prints only unless --doc names the file", () => {
    const table = requestRows();
    expect(table).toHaveLength(47);
    const byDefault = benchOptions([]);
    expect(byDefault).toMatchObject({ rounds: 5, seconds: 0.7, concurrency: 8, profileSeconds: 2, buildRounds: 0, startRounds: 0, loadDuration: 0, tableRows: 47, doc: DEFAULT_DOC });
    const kinds = byDefault.rows.map((r) => `${r.family} ${r.kind}`);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(new Set(kinds)).toEqual(new Set(table.map((r) => `${r.family} ${r.kind}`)));
    expect(byDefault.rows.map((r) => r.kind)).toEqual(expect.arrayContaining(["read", "list", "write", "small write", "large write", "batch", "handshake"]));
    expect(benchOptions(["--all"]).rows).toHaveLength(47);
    expect(benchOptions(["--all", "--no-write"]).doc).toBeUndefined();
    expect(benchOptions(["--rows", "customer"]).doc).toBeUndefined();
    const doc = docWithMarkers("named.md");
    expect(benchOptions(["--rows", "^business read GET a customer$", "--doc", doc])).toMatchObject({ doc, rows: [{ name: "GET a customer" }] });
  });

  it("runs the fan-out section in a plain run, alone with --fanout, and not with --no-fanout, --rows or --all", () => {
    expect(benchOptions([]).fanout).toBe("with");
    expect(benchOptions(["--fanout"])).toMatchObject({ fanout: "only", doc: DEFAULT_DOC });
    expect(benchOptions(["--no-fanout"]).fanout).toBe("off");
    expect(benchOptions(["--all"]).fanout).toBe("off");
    expect(benchOptions(["--rows", "customer"]).fanout).toBe("off");
  });

  it("runs the proxy section in a plain run, alone with --proxy (on the rows --rows chooses), and not with --no-proxy, --rows or --all", () => {
    expect(benchOptions([]).proxy).toBe("with");
    expect(benchOptions(["--proxy"])).toMatchObject({ proxy: "only", fanout: "off", doc: DEFAULT_DOC });
    expect(benchOptions(["--proxy", "--rows", "^business read GET a customer$", "--no-write"])).toMatchObject({ proxy: "only", rows: [{ name: "GET a customer" }] });
    expect(benchOptions(["--no-proxy"]).proxy).toBe("off");
    expect(benchOptions(["--all"]).proxy).toBe("off");
    expect(benchOptions(["--rows", "customer"]).proxy).toBe("off");
    expect(() => benchOptions(["--proxy", "--no-proxy"])).toThrow(/^--proxy and --no-proxy exclude each other; usage: /);
    expect(() => benchOptions(["--proxy", "--doc", docWithMarkers("no-proxy-markers.md")])).toThrow(/^--doc: .*no-proxy-markers\.md must hold the line "<!-- npm run bench, proxy: begin /);
  });

  it("a mistake on the command line: one line on stderr, exit 2, before any server starts", async () => {
    const run = await bench(["--rounds", "0"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^bench: --rounds must be a positive integer, got "0"; usage: npm run bench -- [^\n]*\n$/);
  });

  it("prints its usage on --help and exits 0", async () => {
    const run = await bench(["--help"]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^usage: npm run bench -- \[--all \| --rows <regex>\] \[--rounds 5\] \[--seconds 0\.7\]/);
  });
});

describe("a tiny run: one row, one round", () => {
  it("prints the table and writes the generated part of --doc and its chart, the text around the markers kept", async () => {
    const doc = docWithMarkers("performance.md");
    const run = await bench(["--rows", "^document-lifecycle write POST database refresh$", "--rounds", "1", "--seconds", "0.2", "--profile-seconds", "0", "--doc", doc], 150_000);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^requests: 1 rows × 3 servers, 1 rounds × 0\.2 s each, concurrency 8/m);
    expect(run.stdout).toMatch(/^family +kind +request +status +bytes +emulator +floor +prism +emu\/floor +prism\/emu +emu req\/s +errors$/m);
    expect(run.stdout).toMatch(/^document-lifecycle +write +POST database refresh +200 +\d+ +\d+ +\d+ +\d+ +\d+\.\d\d [✓✗] +\d+\.\d [✓✗] +\d+ +0$/m);
    expect(run.stdout).toMatch(/^wrote .*performance\.md and .*performance\.svg$/m);

    const text = readFileSync(doc, "utf8");
    expect(text.startsWith("# Performance\n\nBefore the markers.\n\n")).toBe(true);
    expect(text.endsWith(`${END}\n\nAfter the markers.\n`)).toBe(true);
    expect(text).not.toContain("an old table");
    expect(text).toMatch(/^Run of \d{4}-\d\d-\d\d \d\d:\d\d UTC at commit `[0-9a-f]+[^`]*`: `npm run bench -- --rows '\^document-lifecycle write POST database refresh\$' --rounds 1 /m);
    expect(text).toContain("1 of the table's 47 rows, 1 round of 0.2 s per row and server");
    expect(text).toContain("![Server CPU per request of the emulator, the floor and the Prism CLI, per row](performance.svg)");
    expect(text).toMatch(/^\| document-lifecycle \| write \| POST database refresh \| 200, [\d,]+ B \| [\d,]+ µs \| [\d,]+ µs \| [\d,]+ µs \| \d+\.\d\d [✓✗] \| [\d.,]+ [✓✗] \|$/m);
    expect(text).toMatch(/^\*\*[01] of 1 rows meet both targets\*\*/m);

    const svg = readFileSync(join(tmp, "performance.svg"), "utf8");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(">POST database refresh</text>");
    expect(svg.match(/<rect x="270" y="\d+" width="[\d.]+" height="7" fill="#[0-9a-f]{6}"\/>/g)).toHaveLength(3);
  }, 160_000);
});

describe("the report and the chart", () => {
  const result = (cpu: number): TargetResult => ({ cpu, best: cpu, runs: [cpu], rps: 1000, p50: 1, p99: 2, errors: 0 });
  const [read, handshake] = [requestRows()[0]!, requestRows().find((r) => r.kind === "handshake")!];
  const rows: RequestRow[] = [
    { row: read, status: 200, bytes: 413, prismStatus: 200, prismBytes: 400, results: { emulator: result(80), floor: result(90), "Prism CLI": result(1200) } },
    { row: handshake, status: 201, bytes: 654, prismStatus: 201, prismBytes: 600, results: { emulator: result(800), floor: result(300), "Prism CLI": result(1000) } },
  ];
  const b: RequestBench = { rounds: 5, seconds: 1, concurrency: 8, rows, emulatorRss: 1, problems: [] };
  const profile: RowProfile = {
    row: handshake,
    cpuPerRequest: 720,
    requests: 100,
    bad: 0,
    expected: 201,
    summary: {
      total: 1000,
      self: [
        ["(garbage collector)", 100],
        ["handshake src/x.ts:1", 50],
      ],
      inclusive: [],
    },
  };
  const run: RunInfo = { date: "2026-11-26T10:00:00.000Z", commit: "abc1234", command: "npm run bench", machine: "2 × CPU", loadStart: "1 1 1", loadEnd: "2 2 2", seconds: 275, tableRows: 47 };

  it("says which rows miss which target, with the emulator's profile on each", () => {
    const md = reportMarkdown(b, [profile], run, "performance.svg");
    expect(md).toContain("the run took 4 min 35 s");
    expect(md).toContain("| business | read | GET a customer | 200, 413 B | 80 µs | 90 µs | 1,200 µs | 0.89 ✓ | 15.0 ✓ |");
    expect(md).toContain("| business | handshake | POST a subscription (handshake) | 201, 654 B | 800 µs | 300 µs | 1,000 µs | 2.67 ✗ | 1.3 ✗ |");
    expect(md).toContain("**1 of 2 rows meet both targets** (1 the floor's, 1 the Prism CLI's).");
    expect(md).toContain(
      "- **POST a subscription (handshake)** (business, handshake): 2.67 × the floor (target ≤ 2.5); the Prism CLI costs only 1.3 × as much (target ≥ 5; it answers 201, 600 B), and only 3.3 × as much as the floor: the I/O and JSON work alone miss this target.",
    );
    expect(md).toContain("<details><summary>POST a subscription (handshake): 720 µs per request under the profiler, 1,000 ms busy</summary>");
    expect(md).toContain("| 10.0% | `(garbage collector)` |\n| 5.0% | `handshake src/x.ts:1` |");
    expect(md).not.toContain("GET a customer**");
  });

  it("replaces only what lies between the markers, and names a document without them", () => {
    const doc = docWithMarkers("replace.md");
    const replaced = replaceGenerated(readFileSync(doc, "utf8"), "new\n");
    expect(replaced).toBe(`# Performance\n\nBefore the markers.\n\n${BEGIN}\nnew\n${END}\n\nAfter the markers.\n`);
    expect(docProblem(doc)).toBeUndefined();
    writeFileSync(doc, `${END}\n${BEGIN}\n`);
    expect(docProblem(doc)).toMatch(/must hold the line .* once, then .* once \(found 1 and 1\)$/);
  });

  it("draws three bars per row and the emulator's budget, on 1-2-5 ticks around the values", () => {
    expect(logTicks(75, 1550)).toEqual([50, 100, 200, 500, 1000, 2000]);
    const svg = chartSvg(
      [
        { label: "A & <B>", sublabel: "business · read", emulator: 80, floor: 90, prism: 1200, budget: 180 },
        { label: "C", sublabel: "business · handshake", emulator: 700, floor: 300, prism: 1000, budget: 200 },
      ],
      "title",
    );
    expect(svg).toContain(">A &amp; &lt;B&gt;</text>");
    expect(svg.match(/height="7" fill="#2e7d32"/g)).toHaveLength(1); // within its budget
    expect(svg.match(/height="7" fill="#c62828"/g)).toHaveLength(1); // over it
    expect(svg.match(/height="7" fill="#9e9e9e"/g)).toHaveLength(2);
    expect(svg.match(/height="7" fill="#1565c0"/g)).toHaveLength(2);
    expect(svg.match(/height="11" fill="#dcedc8"/g)).toHaveLength(2);
  });
});

describe("the fan-out report", () => {
  const base: FanoutCase = {
    receivers: 1000,
    hanging: 0,
    healthyPushed: 1000,
    healthy: 1000,
    hangingPushed: 0,
    lateMs: [],
    changeMs: 40,
    subscribeSeconds: 2,
    rssBefore: 100 * 2 ** 20,
    rssPeak: 110 * 2 ** 20,
    cpuMs: 420,
    problems: [],
  };
  const late = (last: number) => Array.from({ length: 1000 }, (_, i) => (last * (i + 1)) / 1000);
  const b: FanoutBench = {
    delayMs: 2000,
    answerMs: 50,
    servers: 8,
    problems: [],
    cases: [
      { ...base, lateMs: late(300) },
      { ...base, hanging: 20, healthy: 980, healthyPushed: 980, hangingPushed: 20, lateMs: late(3300).slice(0, 980), rssPeak: 160 * 2 ** 20 },
      { ...base, hanging: 100, healthy: 900, healthyPushed: 899, hangingPushed: 100, lateMs: late(500).slice(0, 899), problems: ["1 of 900 healthy receivers had no push 77 s after the change"] },
    ],
  };

  it("marks each case against its targets: every healthy push within 1 s of the window, RSS growth under 50 MiB", () => {
    expect(b.cases.map((c) => fanoutVerdict(c)).map((v) => [v.lateOk, v.rssOk])).toEqual([
      [true, true],
      [false, false],
      [false, true],
    ]);
    const md = fanoutMarkdown(b, { date: "2026-11-26T10:00:00.000Z", commit: "abc1234", machine: "2 × CPU", loadStart: "1 1 1" });
    expect(md).toContain("| 1,000 | 0 | 1000 of 1000 | 300 ms ✓ | 150 ms | 270 ms | 100.0 MiB | 10.0 MiB ✓ | 420 ms | 40 ms | 2.0 s |");
    expect(md).toContain("| 1,000 | 20 | 980 of 980 | 3,234 ms ✗ |");
    expect(md).toContain("| 60.0 MiB ✗ |");
    expect(md).toContain("| 1,000 | 100 | 899 of 900 | 450 ms ✗ |");
    expect(md).toContain("- 1 of 900 healthy receivers had no push 77 s after the change");
    expect(md).not.toContain("For comparison");
    const withFloor = fanoutMarkdown({ ...b, floor: { lateMs: late(250), cpuMs: 480 } }, { date: "2026-11-26T10:00:00.000Z", commit: "abc1234", machine: "2 × CPU", loadStart: "1 1 1" });
    expect(withFloor).toContain(
      "For comparison, the floor, a bare node:http client sending 1,000 one-item POSTs at once to the same receivers: the last arrived 250 ms after it began (median 125 ms), 480 ms of CPU.",
    );
  });
});

describe("the proxy section's report, from a made-up run", () => {
  const [cheap, heavy] = requestRows();
  const row = (r: NonNullable<typeof cheap>, emulatorCpu: number, proxyCpu: number, p99: [number, number]) => ({
    row: r,
    status: 200,
    emulatorCpu,
    proxyCpu,
    floorCpu: 100,
    direct: { p50: 1, p99: p99[0] },
    proxied: { p50: 2, p99: p99[1] },
    floored: { p50: 1.5, p99: 3 },
    errors: 0,
  });
  const b: ProxyBench = { rounds: 5, seconds: 0.7, concurrency: 8, rows: [row(cheap!, 100, 200, [2, 10]), row(heavy!, 800, 400, [20, 24])], printed: [], problems: [] };

  it("marks each row against its targets: the proxy's CPU at most the emulator's, at most 5 ms added at p99", () => {
    expect(b.rows.map((r) => proxyVerdict(r))).toEqual([
      { ratio: 2, added: 8, cpuOk: false, latencyOk: false },
      { ratio: 0.5, added: 4, cpuOk: true, latencyOk: true },
    ]);
    const md = proxyMarkdown(b, { date: "2026-11-28T10:00:00.000Z", commit: "abc1234", machine: "2 × CPU", loadStart: "1 1 1" });
    expect(md).toContain(`| ${heavy!.family} | ${heavy!.kind} | ${heavy!.name} | 200 | 800 µs | 400 µs | 100 µs | 0.50 ✓ | 4.00 | 20.00 ms | 24.00 ms | 3.00 ms | 4.00 ms ✓ |`);
    expect(md).toContain("**1 of 2 rows meet both targets.**");
  });
});
