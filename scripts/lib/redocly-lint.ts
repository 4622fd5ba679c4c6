/**
 * Redocly lint in-process: what `redocly lint` (Redocly CLI 2.77) reports, without its process.
 * The engine is @redocly/openapi-core of the CLI's 2.x line, installed as @redocly/openapi-core-2 next to
 * the 1.34 the build bundles with (and openapi-typescript needs); its recommended, recommended-strict,
 * minimal and all rulesets are the CLI's own, rule for rule. tests/redocly-lint.test.ts runs the CLI on broken
 * copies of bundles and of a workflow file and fails when the two stop reporting the same rules.
 * As the CLI: redocly.yaml is loaded and checked first (lint-config: warn), each target is linted with its
 * registry alias's rules (`redocly lint <alias>`) or the root rules (a path), less its skipped rules
 * (`--skip-rule`), and problems of the lint-ignore file are left out.
 */
import { relative, resolve } from "node:path";
import { type Config, getLineColLocation, lint, lintConfig, loadConfig, type NormalizedProblem } from "@redocly/openapi-core-2";
import { oneLine } from "./cli.js";
import { repoRoot, toPosix } from "./registry.js";

export interface RedoclyTarget {
  /** The document: absolute, or from the repository root. */
  ref: string;
  /** The registry alias (`<api>@<version>` of redocly.yaml) whose rules apply; none: the root rules. */
  alias?: string;
  /** Rules turned off for this target, as `--skip-rule`. */
  skipRules?: string[];
}

export interface RedoclyFinding {
  /** From the repository root, posix (absolute when outside it). */
  file: string;
  line: number;
  col: number;
  /** JSON pointer in `file`. */
  pointer: string;
  ruleId: string;
  severity: "error" | "warn";
  message: string;
}

/** redocly.yaml as the CLI loads it. */
export async function loadLintConfig(root = repoRoot): Promise<Config> {
  try {
    return await loadConfig({ configPath: resolve(root, "redocly.yaml") });
  } catch (err) {
    throw new Error(`cannot load redocly.yaml: ${oneLine((err as Error).message)}`);
  }
}

/** A file as findings name it: from the root, posix; absolute when outside the root. */
function shown(file: string, root: string): string {
  const rel = toPosix(relative(root, file));
  return rel.startsWith("..") ? file : rel;
}

function findingOf(p: NormalizedProblem, root: string): RedoclyFinding {
  const loc = p.location[0];
  const start = loc ? getLineColLocation(loc).start : { line: 1, col: 1 };
  return {
    file: shown(loc?.source.absoluteRef ?? "", root),
    line: start.line,
    col: start.col,
    pointer: loc?.pointer ?? "#/",
    ruleId: p.ruleId,
    severity: p.severity === "error" ? "error" : "warn",
    message: p.message,
  };
}

/**
 * Lint the targets, in their order; every finding (errors and warnings), none when clean. A document that
 * cannot be read or parsed is a finding too (rule `unreadable`), as it fails the CLI's run.
 */
export async function redoclyLint(targets: RedoclyTarget[], options: { root?: string; config?: Config } = {}): Promise<RedoclyFinding[]> {
  const root = options.root ?? repoRoot;
  const config = options.config ?? (await loadLintConfig(root));
  const found: NormalizedProblem[] = await lintConfig({ config, severity: "warn" });
  const findings = found.filter((p) => !p.ignored).map((p) => findingOf(p, root));
  for (const { ref, alias, skipRules } of targets) {
    const file = resolve(root, ref);
    try {
      // skipRules() changes the Config it is given (the CLI's is its process's): skipping takes a config of its own.
      const own = skipRules?.length ? (await loadLintConfig(root)).forAlias(alias) : config.forAlias(alias);
      own.skipRules(skipRules);
      const problems = await lint({ ref: file, config: own });
      findings.push(...problems.filter((p) => !p.ignored).map((p) => findingOf(p, root)));
    } catch (err) {
      findings.push({ file: shown(file, root), line: 1, col: 1, pointer: "#/", ruleId: "unreadable", severity: "error", message: oneLine((err as Error).message) });
    }
  }
  return findings;
}

/** One line a finding (file:line:col severity rule-id message (pointer)), then the totals; a clean line when none. */
export function formatFindings(findings: RedoclyFinding[], maxProblems = 200): string {
  const errors = findings.filter((f) => f.severity === "error").length;
  const warnings = findings.length - errors;
  if (!findings.length) return "redocly: no problems (0 errors, 0 warnings)\n";
  const lines = findings.slice(0, maxProblems).map((f) => `${f.file}:${f.line}:${f.col} ${f.severity} ${f.ruleId}: ${oneLine(f.message)} (${f.pointer})`);
  if (findings.length > maxProblems) lines.push(`... and ${findings.length - maxProblems} more`);
  lines.push(`redocly: ${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}`);
  return `${lines.join("\n")}\n`;
}
