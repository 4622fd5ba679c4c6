/**
 * The bench's chart (an SVG it writes itself, no dependency): per row, horizontal bars of the server CPU
 * per request of the emulator, the floor and the Prism CLI on a logarithmic axis (equal ratios, equal
 * distances), and the emulator's budget behind its bar: up to 2 × the floor and a fifth of the Prism CLI.
 */

export interface ChartRow {
  /** The request, and what kind of row it is (family and kind), on two lines. */
  label: string;
  sublabel: string;
  emulator: number;
  floor: number;
  prism: number;
  /** The emulator's budget: the lower of its two targets (2 × floor, Prism CLI ÷ 5), in µs. */
  budget: number;
}

const COLORS = { within: "#2e7d32", over: "#c62828", floor: "#9e9e9e", prism: "#1565c0", budget: "#dcedc8" };
const LABEL_W = 270;
const PLOT_W = 560;
const RIGHT_W = 70;
const BAR_H = 8;
const ROW_H = 3 * BAR_H + 12;
const TOP = 80;

/** Text for SVG (scripts/lib/docs-site.ts has the same for HTML, but importing it loads the Redocly build). */
const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** 1, 2, 5 × 10^k steps around [lo, hi]. */
export function logTicks(lo: number, hi: number): number[] {
  const steps = [1, 2, 5];
  const ticks: number[] = [];
  for (let k = Math.floor(Math.log10(lo)) - 1; k <= Math.ceil(Math.log10(hi)) + 1; k++) for (const s of steps) ticks.push(s * 10 ** k);
  const first = ticks.filter((t) => t <= lo).at(-1) ?? ticks[0]!;
  const last = ticks.find((t) => t >= hi) ?? ticks.at(-1)!;
  return ticks.filter((t) => t >= first && t <= last);
}

export function chartSvg(rows: ChartRow[], title: string): string {
  const values = rows.flatMap((r) => [r.emulator, r.floor, r.prism, r.budget]).filter((v) => Number.isFinite(v) && v > 0);
  const ticks = logTicks(Math.min(...values, 1e9), Math.max(...values, 1));
  const lo = Math.log10(ticks[0]!);
  const hi = Math.log10(ticks.at(-1)!);
  const x = (v: number) => LABEL_W + (PLOT_W * (Math.log10(Math.max(v, ticks[0]!)) - lo)) / (hi - lo);
  const width = LABEL_W + PLOT_W + RIGHT_W;
  const height = TOP + rows.length * ROW_H + 30;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, -apple-system, Segoe UI, sans-serif" font-size="11" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="8" y="18" font-size="13" font-weight="bold">${escapeXml(title)}</text>`,
  ];
  // legend
  const legend: Array<[string, string]> = [
    [COLORS.within, "emulator (within budget)"],
    [COLORS.over, "emulator (over budget)"],
    [COLORS.floor, "floor (node:http, same I/O and JSON)"],
    [COLORS.prism, "Prism CLI"],
  ];
  let lx = 8;
  for (const [color, text] of legend) {
    out.push(`<rect x="${lx}" y="28" width="10" height="10" fill="${color}"/><text x="${lx + 14}" y="37">${escapeXml(text)}</text>`);
    lx += 22 + text.length * 5.6;
  }
  out.push(
    `<rect x="8" y="46" width="10" height="10" fill="${COLORS.budget}"/><line x1="18" y1="45" x2="18" y2="57" stroke="#1b5e20" stroke-width="2"/>`,
    `<text x="24" y="55">${escapeXml("the emulator's budget, up to the mark: at most 2 × the floor and at most the Prism CLI ÷ 5")}</text>`,
  );
  // grid
  const gridBottom = TOP + rows.length * ROW_H;
  for (const t of ticks) {
    const tx = x(t).toFixed(1);
    out.push(`<line x1="${tx}" y1="${TOP - 6}" x2="${tx}" y2="${gridBottom}" stroke="#e0e0e0"/>`);
    out.push(`<text x="${tx}" y="${gridBottom + 14}" text-anchor="middle" fill="#616161">${t >= 1000 ? `${t / 1000} ms` : `${t} µs`}</text>`);
  }
  rows.forEach((r, i) => {
    const y = TOP + i * ROW_H;
    const within = r.emulator <= r.budget;
    out.push(`<text x="${LABEL_W - 8}" y="${y + BAR_H + 1}" text-anchor="end">${escapeXml(r.label)}</text>`);
    out.push(`<text x="${LABEL_W - 8}" y="${y + 2 * BAR_H + 5}" text-anchor="end" font-size="9" fill="#757575">${escapeXml(r.sublabel)}</text>`);
    const edge = x(r.budget).toFixed(1);
    out.push(`<rect x="${LABEL_W}" y="${y - 2}" width="${(x(r.budget) - LABEL_W).toFixed(1)}" height="${BAR_H + 3}" fill="${COLORS.budget}"/>`);
    const bar = (v: number, k: number, color: string) => {
      const w = Math.max(1, x(v) - LABEL_W);
      out.push(`<rect x="${LABEL_W}" y="${y + k * BAR_H}" width="${w.toFixed(1)}" height="${BAR_H - 1}" fill="${color}"/>`);
      out.push(
        `<text x="${(LABEL_W + w + 4).toFixed(1)}" y="${y + k * BAR_H + BAR_H - 1}" font-size="9" fill="#424242" stroke="#ffffff" stroke-width="3" paint-order="stroke">${Number.isFinite(v) ? v.toFixed(0) : "-"}</text>`,
      );
    };
    bar(r.emulator, 0, within ? COLORS.within : COLORS.over);
    out.push(`<line x1="${edge}" y1="${y - 4}" x2="${edge}" y2="${y + BAR_H + 2}" stroke="#1b5e20" stroke-width="2"/>`);
    bar(r.floor, 1, COLORS.floor);
    bar(r.prism, 2, COLORS.prism);
  });
  out.push(`<line x1="${LABEL_W}" y1="${TOP - 6}" x2="${LABEL_W}" y2="${gridBottom}" stroke="#616161"/>`);
  out.push(`<text x="${LABEL_W + PLOT_W / 2}" y="${gridBottom + 28}" text-anchor="middle" fill="#616161">server CPU per request (µs, logarithmic: equal ratios are equal distances)</text>`);
  out.push("</svg>");
  return `${out.join("\n")}\n`;
}
