/**
 * What the proxy saw: each checked exchange's violations as one line each, at once, and the counts the
 * summary gives at exit (exchanges, matched, unmatched, without an answer, violations by operation).
 */
import type { EntryCheck } from "../conform/har.js";

export interface ProxySummary {
  /** Requests passed to the target (answered or not). */
  exchanges: number;
  /** Exchanges checked against an operation (or webhook) of a contract. */
  matched: number;
  /** Exchanges no API serves (passed through unchecked), or whose path has no such operation (a violation). */
  unmatched: number;
  /** Exchanges the target did not answer (502, 504) or that broke off before the answer ended. */
  unanswered: number;
  /** Violations in all, and by operation (`<api> <operationId>`, or `(no operation)`). */
  violations: number;
  byOperation: Record<string, number>;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The line of a finding: the entry's label (`#3 POST /path → 400`), its operation, the pointer, the rule, what is wrong. */
export const violationLine = (check: EntryCheck, finding: { pointer: string; rule: string; message: string }): string => {
  const { label, api, operationId, webhook } = check.result;
  const operation = api === undefined ? "no operation" : `${api} ${webhook ? `webhook ${webhook}` : (operationId ?? "(no operationId)")}`;
  return `${label} (${operation}): ${finding.pointer}: ${finding.rule}: ${finding.message}`;
};

export class Tally {
  readonly #summary: ProxySummary = { exchanges: 0, matched: 0, unmatched: 0, unanswered: 0, violations: 0, byOperation: {} };

  /** Count a checked exchange; its violation lines. */
  checked(check: EntryCheck): string[] {
    const s = this.#summary;
    s.exchanges++;
    const { result } = check;
    if (check.routed) s.matched++;
    else s.unmatched++;
    if (result.findings.length === 0) return [];
    const key = result.api === undefined ? "(no operation)" : `${result.api} ${result.webhook ? `webhook ${result.webhook}` : (result.operationId ?? "(no operationId)")}`;
    s.violations += result.findings.length;
    s.byOperation[key] = (s.byOperation[key] ?? 0) + result.findings.length;
    return result.findings.map((f) => violationLine(check, f));
  }

  /** Count an exchange the target did not answer, or that broke off. */
  unanswered(): void {
    this.#summary.exchanges++;
    this.#summary.unanswered++;
  }

  summary(): ProxySummary {
    return structuredClone(this.#summary);
  }

  /** The summary in lines: the counts, then the violations by operation, most first. */
  lines(): string[] {
    const s = this.#summary;
    const counts = `${plural(s.exchanges, "exchange")}: ${s.matched} matched an operation, ${s.unmatched} unmatched${s.unanswered ? `, ${s.unanswered} without a whole answer from the target` : ""}`;
    const ops = Object.entries(s.byOperation).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
    return [`summary: ${counts}; ${s.violations === 0 ? "no violations" : `${plural(s.violations, "violation")}:`}`, ...ops.map(([op, n]) => `  ${op}: ${n}`)];
  }
}
