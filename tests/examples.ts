/**
 * What the tests of written examples share: the TypeScript compiler with the repository's settings, the
 * packages' own import names pointed at the source files their exports are built from (no build needed),
 * and the code blocks of the README and docs/*.md.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { repoRoot } from "../scripts/lib/registry.js";

function compilerOptions(): ts.CompilerOptions {
  const file = join(repoRoot, "tsconfig.json");
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, repoRoot).options;
}

/** Compile files (extra in-memory files allowed) and return their diagnostics as readable lines. */
export function diagnose(files: string[], memory: Record<string, string> = {}): string[] {
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  host.readFile = (f) => memory[f] ?? read(f);
  host.fileExists = (f) => f in memory || exists(f);
  const program = ts.createProgram([...files, ...Object.keys(memory)], options, host);
  const wanted = new Set([...files, ...Object.keys(memory)]);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => !d.file || wanted.has(d.file.fileName))
    .map((d) => {
      const where = d.file ? `${d.file.fileName.replace(`${repoRoot}/`, "")}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}` : "";
      return `${where} TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
    });
}

/**
 * The packages' own names in an example (`vendor-api-contracts/webhooks/v2.0`, `vendor-api/emulator`) resolve
 * through their `exports` to packages/<name>/dist/, which only a build makes: point each such import at the
 * source file the export is compiled from (dist/ is laid out like the repository), so the check needs no
 * build (a fresh clone runs it first). `ext` is the extension the paths get (".js" for the compiler, ".ts" to run with tsx).
 */
export function toSource(code: string, ext: ".js" | ".ts" = ".js"): string {
  const packages = readdirSync(join(repoRoot, "packages")).map(
    (dir) => JSON.parse(readFileSync(join(repoRoot, "packages", dir, "package.json"), "utf8")) as { name: string; exports: Record<string, { types?: string } | string> },
  );
  const names = packages.map((p) => p.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  return code.replace(new RegExp(`"(${names})(/[^"]*)"`, "g"), (whole, name: string, sub: string) => {
    const target = packages.find((p) => p.name === name)?.exports[`.${sub}`];
    const types = typeof target === "string" ? target : target?.types;
    if (!types?.startsWith("./dist/")) return whole;
    return JSON.stringify(join(repoRoot, types.slice("./dist/".length).replace(/\.d\.ts$/, ext)));
  });
}

export interface CodeBlock {
  /** README.md, docs/emulator.md, ... */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  code: string;
}

/** The documents whose examples the tests run: the README and every page under docs/. */
export const EXAMPLE_DOCUMENTS = [
  "README.md",
  ...readdirSync(join(repoRoot, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

/** The fenced code blocks of a Markdown file of the repository. */
export function codeBlocks(file: string): CodeBlock[] {
  const text = readFileSync(join(repoRoot, file), "utf8");
  const blocks: CodeBlock[] = [];
  const re = /^```(\w*)\n([\s\S]*?)^```$/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) blocks.push({ file, line: text.slice(0, m.index).split("\n").length, lang: m[1] ?? "", code: m[2] ?? "" });
  return blocks;
}
