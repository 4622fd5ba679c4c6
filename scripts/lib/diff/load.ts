/** The breaking-change check's inputs: a registry key, a bundle path, or <revision>:<path> read with git show. */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import { findApi, loadRegistry, RegistryError, repoRoot, toPosix } from "../registry.js";
import type { OpenApiDocument } from "./rules.js";
import { isObj } from "./views.js";

// ---------------------------------------------------------------------------------------------------------------
// Inputs.
// ---------------------------------------------------------------------------------------------------------------

export class DiffInputError extends Error {}

export interface LoadedDocument {
  /** As the user named it: a registry key, or a path relative to the repository. */
  label: string;
  /** Where it was read from, relative to the repository (posix). */
  file: string;
  doc: OpenApiDocument;
}

/** `<revision>:<path>`: a file as a git revision of this repository has it (`git show`), e.g. the bundle before a change. */
export const GIT_REVISION = /^([\w][\w./~^@{}-]*):([^:]+)$/;

/**
 * A registry key (`webhooks@v2.0`; its committed bundle is read), a path to a bundled JSON document, or a
 * bundle at a git revision (`e3883ca:generated/container-instance/2025-09-01/openapi.json`).
 */
export function loadDocument(arg: string, cwd = process.cwd()): LoadedDocument {
  // one letter before the colon is a Windows drive, not a revision
  const revision = !existsSync(resolve(cwd, arg)) ? GIT_REVISION.exec(arg) : null;
  const fromGit = revision !== null && revision[1]!.length > 1;
  const looksLikePath = /[\\/]/.test(arg) || /\.json$/i.test(arg) || existsSync(resolve(cwd, arg));
  let file: string;
  let label: string;
  let text: string | undefined;
  if (fromGit) {
    file = arg;
    label = arg;
    try {
      text = execFileSync("git", ["show", `${revision![1]}:${revision![2]}`], { cwd: repoRoot, encoding: "utf8", maxBuffer: 256 * 1024 * 1024, stdio: ["ignore", "pipe", "pipe"] });
    } catch (err) {
      const stderr = String((err as { stderr?: unknown }).stderr ?? "")
        .trim()
        .split("\n")[0];
      throw new DiffInputError(`cannot read ${arg} from git: ${stderr || (err as Error).message}`);
    }
  } else if (looksLikePath) {
    file = isAbsolute(arg) ? arg : resolve(cwd, arg);
    const rel = toPosix(relative(repoRoot, file));
    label = rel.startsWith("..") ? toPosix(file) : rel;
  } else {
    try {
      const api = findApi(loadRegistry(), arg);
      file = api.bundle;
      label = api.key;
    } catch (err) {
      if (err instanceof RegistryError) throw new DiffInputError(err.message);
      throw err;
    }
    if (!existsSync(file)) throw new DiffInputError(`${label}: no bundle at ${toPosix(relative(repoRoot, file))}; run npm run build`);
  }
  try {
    text ??= readFileSync(file, "utf8");
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    throw new DiffInputError(`cannot read ${label}: ${e.code === "ENOENT" ? "no such file" : e.code === "EISDIR" ? "a directory, not a file" : e.message}`);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw new DiffInputError(`${label} is not JSON (${(err as Error).message}); give a bundled document (generated/<api>/<version>/openapi.json)`);
  }
  if (!isObj(doc) || typeof doc.openapi !== "string") throw new DiffInputError(`${label} is not an OpenAPI document (no "openapi" field)`);
  return { label, file: fromGit ? file : toPosix(relative(repoRoot, file)), doc };
}
