/**
 * Speed of the commands run from TypeScript (`npm run emulator`, `npm run proxy`): tsx compiles with
 * esbuild's keepNames, which wraps every function created at run time in a naming helper; on a request
 * path (validation creates closures per call) that costs about a third of the CPU. So a command started
 * from a .ts file registers a module hook that compiles the project's own .ts files with the same esbuild
 * (tsx's), without keepNames, before it imports its server. EMULATOR_TSX=1 turns that off.
 */
import { createRequire, register } from "node:module";

/** The load hook (a data: module, run on the hooks thread): the project's .ts files → JavaScript, types erased. */
const COMPILE_HOOK = `
import { createRequire } from "node:module";
let esbuild;
export function initialize({ esbuildPath }) { esbuild = createRequire(esbuildPath)(esbuildPath); }
export async function load(url, context, nextLoad) {
  if (!url.startsWith("file:") || !url.endsWith(".ts") || url.endsWith(".d.ts") || url.includes("/node_modules/")) return nextLoad(url, context);
  const { readFile } = await import("node:fs/promises");
  const source = await readFile(new URL(url), "utf8");
  const { code } = esbuild.transformSync(source, { loader: "ts", format: "esm", target: "es2022", sourcefile: url });
  return { format: "module", source: code, shortCircuit: true };
}`;

/** Register the hook when `moduleUrl` (the caller's import.meta.url) is TypeScript run by tsx; the modules imported after it are compiled by it. */
export function compileWithoutKeepNames(moduleUrl: string): void {
  if (!moduleUrl.endsWith(".ts") || process.env.EMULATOR_TSX === "1") return;
  // the esbuild that tsx itself runs on (a dependency of tsx, so always there when tsx is)
  const esbuildPath = createRequire(createRequire(moduleUrl).resolve("tsx")).resolve("esbuild");
  register(`data:text/javascript,${encodeURIComponent(COMPILE_HOOK)}`, { data: { esbuildPath } });
}
