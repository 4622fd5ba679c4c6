/**
 * What npm run bench writes into docs/performance.md: the run's table, its chart (performance.svg beside
 * the markdown) and, for each row that misses a target, which target and the emulator's profile on it,
 * between two markers; the text around the markers is the contributors' and stays as it is.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { chartSvg } from "./chart.js";
import { type RowProfile, share } from "./profile.js";
import { type RequestBench, TARGET_VS_FLOOR, TARGET_VS_PRISM, verdict } from "./requests.js";

export const BEGIN = "<!-- npm run bench: begin (generated: a run of npm run bench replaces everything down to the end marker) -->";
export const END = "<!-- npm run bench: end -->";

/** A section's two markers in the markdown: the request table's (BEGIN, END) unless a section has its own. */
export interface Markers {
  begin: string;
  end: string;
}
const TABLE: Markers = { begin: BEGIN, end: END };

/** Why `doc` cannot take a report (missing, or not exactly one begin marker before one end marker), or undefined. */
export function docProblem(doc: string, { begin, end }: Markers = TABLE): string | undefined {
  if (!existsSync(doc)) return `${doc} does not exist (it holds the bench's markers: ${begin} ... ${end})`;
  const text = readFileSync(doc, "utf8");
  const begins = text.split(begin).length - 1;
  const ends = text.split(end).length - 1;
  if (begins !== 1 || ends !== 1 || text.indexOf(begin) > text.indexOf(end)) {
    return `${doc} must hold the line "${begin}" once, then "${end}" once (found ${begins} and ${ends})`;
  }
  return undefined;
}

/** `text` with what lies between the markers replaced by `generated`. */
export function replaceGenerated(text: string, generated: string, { begin, end }: Markers = TABLE): string {
  const from = text.indexOf(begin) + begin.length;
  const to = text.indexOf(end);
  return `${text.slice(0, from)}\n${generated.trim()}\n${text.slice(to)}`;
}

/** The SVG beside a markdown file: docs/performance.md → docs/performance.svg. */
export const svgPath = (doc: string) => doc.replace(/(\.md)?$/, ".svg");

export interface RunInfo {
  /** ISO date and time of the start. */
  date: string;
  commit: string;
  /** The command as run (`npm run bench -- --all`). */
  command: string;
  machine: string;
  loadStart: string;
  loadEnd: string;
  /** Wall seconds of the whole run. */
  seconds: number;
  note?: string;
  /** How many rows the table has in all (the run may take fewer). */
  tableRows: number;
}

const n = (x: number, digits = 0) => (Number.isFinite(x) ? x.toLocaleString("en", { minimumFractionDigits: digits, maximumFractionDigits: digits }) : "-");
const cell = (s: string) => s.replace(/\|/g, "\\|");

/** The generated part of docs/performance.md. */
export function reportMarkdown(b: RequestBench, profiles: RowProfile[], run: RunInfo, svgName: string): string {
  const minutes = Math.floor(run.seconds / 60);
  const took = `${minutes ? `${minutes} min ` : ""}${Math.round(run.seconds % 60)} s`;
  const lines = [
    `Run of ${run.date.slice(0, 16).replace("T", " ")} UTC at commit \`${run.commit}\`: \`${run.command}\`, ${b.rows.length} of the table's ${run.tableRows} rows, ${b.rounds} round${b.rounds === 1 ? "" : "s"} of ${b.seconds} s per row and server, concurrency ${b.concurrency} over keep-alive connections; the run took ${took}.`,
    `Machine: ${run.machine}; load average ${run.loadStart} at the start, ${run.loadEnd} at the end (1, 5, 15 min).${run.note ? ` ${run.note}` : ""}`,
    "",
    `![Server CPU per request of the emulator, the floor and the Prism CLI, per row](${svgName})`,
    "",
    `| family | kind | request | answer | emulator | floor | Prism CLI | emulator / floor (≤ ${TARGET_VS_FLOOR}) | Prism CLI / emulator (≥ ${TARGET_VS_PRISM}) |`,
    "|---|---|---|---|---:|---:|---:|---:|---:|",
  ];
  for (const r of b.rows) {
    const { emulator: e, floor: f, "Prism CLI": p } = r.results;
    const v = verdict(r);
    lines.push(
      `| ${r.row.family} | ${r.row.kind} | ${cell(r.row.name)} | ${r.status}, ${n(r.bytes)} B | ${n(e.cpu)} µs | ${n(f.cpu)} µs | ${n(p.cpu)} µs | ${n(v.vsFloor, 2)} ${v.floorOk ? "✓" : "✗"} | ${n(v.vsPrism, 1)} ${v.prismOk ? "✓" : "✗"} |`,
    );
  }
  const verdicts = b.rows.map(verdict);
  const both = verdicts.filter((v) => v.floorOk && v.prismOk).length;
  lines.push(
    "",
    `**${both} of ${b.rows.length} rows meet both targets** (${verdicts.filter((v) => v.floorOk).length} the floor's, ${verdicts.filter((v) => v.prismOk).length} the Prism CLI's). ` +
      (b.problems.length ? "Problems:" : "Every answer had the status recorded before measuring."),
    ...b.problems.map((p) => `- ${cell(p)}`),
  );
  const misses = b.rows.filter((r) => !(verdict(r).floorOk && verdict(r).prismOk));
  if (misses.length > 0) {
    lines.push("", "Rows that miss a target:");
    for (const r of misses) {
      const v = verdict(r);
      const floorVsPrism = r.results["Prism CLI"].cpu / r.results.floor.cpu;
      const why = [
        v.floorOk ? undefined : `${n(v.vsFloor, 2)} × the floor (target ≤ ${TARGET_VS_FLOOR})`,
        v.prismOk
          ? undefined
          : `the Prism CLI costs only ${n(v.vsPrism, 1)} × as much (target ≥ ${TARGET_VS_PRISM}; it answers ${r.prismStatus}, ${n(r.prismBytes)} B)${floorVsPrism < TARGET_VS_PRISM ? `, and only ${n(floorVsPrism, 1)} × as much as the floor: the I/O and JSON work alone miss this target` : ""}`,
      ].filter(Boolean);
      lines.push(`- **${cell(r.row.name)}** (${r.row.family}, ${r.row.kind}): ${why.join("; ")}.`);
    }
  }
  const profiled = profiles.filter((p) => p.summary);
  if (profiled.length > 0) {
    lines.push(
      "",
      "Where the emulator's time goes on each of them: `node --cpu-prof` of a fresh emulator driven with that row alone, the functions with the most self time (share of the busy time; `(garbage collector)` and `(program)` are V8's own).",
    );
    for (const p of profiled) {
      const s = p.summary!;
      lines.push(
        "",
        `<details><summary>${cell(p.row.name)}: ${n(p.cpuPerRequest)} µs per request under the profiler, ${n(s.total)} ms busy</summary>`,
        "",
        "| self | function |",
        "|---:|---|",
        ...s.self.slice(0, TOP).map(([name, ms]) => `| ${share(ms, s.total)} | \`${cell(name)}\` |`),
        "",
        "</details>",
      );
    }
  }
  return lines.join("\n");
}

/** Functions listed per profile. */
const TOP = 12;

/** Write the report into `doc` (between its markers) and the chart beside it. */
export function writeReport(doc: string, b: RequestBench, profiles: RowProfile[], run: RunInfo): void {
  const svg = svgPath(doc);
  const rows = b.rows.map((r) => {
    const { emulator: e, floor: f, "Prism CLI": p } = r.results;
    return { label: r.row.name, sublabel: `${r.row.family} · ${r.row.kind}`, emulator: e.cpu, floor: f.cpu, prism: p.cpu, budget: Math.min(TARGET_VS_FLOOR * f.cpu, p.cpu / TARGET_VS_PRISM) };
  });
  writeFileSync(svg, chartSvg(rows, `npm run bench, ${run.date.slice(0, 10)}: server CPU per request`));
  writeFileSync(doc, replaceGenerated(readFileSync(doc, "utf8"), reportMarkdown(b, profiles, run, basename(svg))));
}
