/**
 * The Arazzo workflows of specs/workflows/ in the docs site: copied into workflows/ (with the support
 * document) with their sources pointing at the site's downloads, and what the index lists of them.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { bundleOf, listWorkflowFiles, readWorkflowFile, SUPPORT_DOCUMENT, WORKFLOWS_DIR } from "./workflow-files.js";

/** Write a file unless it already holds these bytes (an unchanged file keeps its modification time). */
export async function writeIfChanged(file: string, content: string): Promise<void> {
  if ((await readFile(file, "utf8").catch(() => undefined)) !== content) await writeFile(file, content);
}

export interface SiteWorkflowFile {
  /** Site-relative link to the copy: workflows/<flow>.arazzo.yaml. */
  href: string;
  title: string;
  summary?: string;
  /** Registry keys of the contracts its steps call. */
  apis: string[];
  workflows: Array<{ workflowId: string; summary?: string; steps: number }>;
}

/**
 * The site's copy of a workflow file: its sources point at the site's downloads
 * (`../../generated/<api>/<version>/openapi.json` becomes `../<api>/<version>/openapi.json`), so the
 * copies resolve inside the site, offline; the rest is byte for byte.
 */
export function workflowSiteCopy(text: string): string {
  return text.replace(/^(\s*url:\s*)\.\.\/\.\.\/generated\//gm, "$1../");
}

/** The site's paths of the workflow copies (kept by an incremental build, then rewritten only when changed). */
export async function workflowSitePaths(outDir: string, dir: string): Promise<string[]> {
  const files = existsSync(dir) ? await listWorkflowFiles(dir) : [];
  if (files.length === 0) return [];
  return [join(outDir, "workflows", "support", "emulator-control.yaml"), ...files.map((f) => join(outDir, "workflows", f.slice(dirname(f).length + 1)))];
}

/** Copy every workflow file, and the support document, to <out>/workflows/; what the index lists. */
export async function copyWorkflows(outDir: string, dir: string): Promise<SiteWorkflowFile[]> {
  const files = existsSync(dir) ? await listWorkflowFiles(dir) : [];
  if (files.length === 0) return [];
  const target = join(outDir, "workflows");
  await mkdir(join(target, "support"), { recursive: true });
  const support = join(dir, relative(WORKFLOWS_DIR, SUPPORT_DOCUMENT));
  if (existsSync(support)) await writeIfChanged(join(target, "support", "emulator-control.yaml"), await readFile(support, "utf8"));
  const listed: SiteWorkflowFile[] = [];
  for (const file of files) {
    const wf = await readWorkflowFile(file);
    const name = file.slice(dirname(file).length + 1);
    await writeIfChanged(join(target, name), workflowSiteCopy(await readFile(file, "utf8")));
    const apis = wf.sources.flatMap((source) => {
      const bundle = bundleOf(wf, source);
      return bundle ? [`${bundle.api}@${bundle.version}`] : [];
    });
    listed.push({
      href: `workflows/${name}`,
      title: wf.title,
      ...(wf.summary ? { summary: wf.summary } : {}),
      apis: [...new Set(apis)],
      workflows: wf.workflows.map((w) => ({ workflowId: w.workflowId, ...(w.summary ? { summary: w.summary } : {}), steps: w.steps.length })),
    });
  }
  return listed;
}
