/**
 * What the two packages weigh, measured, never remembered: each tarball's packed and unpacked size (npm
 * pack's figures), what installing it from its tarball brings into a scratch project outside the repository
 * (packages and bytes, dependencies included), and each JavaScript export of vendor-api-contracts bundled
 * for the browser (esbuild, minified, gzipped). `tsx scripts/package.ts --sizes` writes the figures into
 * docs/packages.md between two markers; tests/package/pack.test.ts measures its own install the same way
 * and fails when the document's figures are off by more than the tolerance.
 */
import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, readdir, readFile, realpath, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, join, sep } from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { PACKAGE_KEYS, PACKAGES, type PackageKey } from "./packages.js";
import { repoRoot } from "./registry.js";

const run = promisify(execFile);
export const MiB = 2 ** 20;
const KiB = 2 ** 10;

/** A packed tarball, as `npm pack --json` describes it. */
export interface Tarball {
  name: string;
  version: string;
  filename: string;
  /** bytes of the .tgz */
  size: number;
  /** bytes of its files */
  unpackedSize: number;
  files: string[];
}

/** What an install put into a project: the packages its lock lists (the project itself aside) and the bytes of every file under node_modules. */
export interface Install {
  packages: string[];
  bytes: number;
}

/** The figures docs/packages.md shows (bytes; bundles by export specifier, gzipped bytes). */
export interface Sizes {
  "vendor-api-contracts": { size: number; unpackedSize: number; files: number; installedPackages: number; installedBytes: number };
  "vendor-api": { size: number; unpackedSize: number; files: number; installedPackages: number; installedBytes: number };
  bundles: Record<string, number>;
}

/**
 * The environment for npm and node in a scratch project, without what points into the repository
 * (`dirs`): npm run and vitest set npm_*, INIT_CWD and PATH entries to it, which would let the project
 * resolve the repository's packages.
 */
export function outsideEnv(dirs: string[]): NodeJS.ProcessEnv {
  const inside = (path: string) => dirs.some((d) => path === d || path.startsWith(d + sep));
  return {
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k) && !["INIT_CWD", "NODE_PATH", "NODE_OPTIONS", "VITEST", "VITEST_POOL_ID", "VITEST_WORKER_ID"].includes(k))),
    PATH: (process.env.PATH ?? "")
      .split(delimiter)
      .filter((p) => p !== "" && !inside(p))
      .join(delimiter),
    npm_config_loglevel: "error",
    npm_config_update_notifier: "false",
    npm_config_fund: "false",
    npm_config_audit: "false",
  };
}

/** `npm install <args>` in a scratch project, from what the tarballs and the registry (or npm's cache) give; no install scripts. */
export const npmInstall = (cwd: string, args: string[], env: NodeJS.ProcessEnv) =>
  run("npm", ["install", ...args, "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts"], { cwd, env, maxBuffer: 16 * 1024 * 1024 });

/** `npm pack --workspaces` into `dest` (each package's prepack builds its dist/): the tarballs by package. */
export async function packWorkspaces(dest: string, root = repoRoot): Promise<Record<PackageKey, Tarball>> {
  const { stdout } = await run("npm", ["pack", "--workspaces", "--json", "--pack-destination", dest], {
    cwd: root,
    env: { ...process.env, npm_config_loglevel: "error" },
    maxBuffer: 64 * 1024 * 1024,
  });
  // the prepack scripts' own lines may come before the JSON on stdout
  const json = JSON.parse(stdout.slice(stdout.search(/^\[/m))) as Array<Omit<Tarball, "files"> & { files: Array<{ path: string }> }>;
  const out = {} as Record<PackageKey, Tarball>;
  for (const key of PACKAGE_KEYS) {
    const info = json.find((p) => p.name === PACKAGES[key].name);
    if (!info) throw new Error(`npm pack --workspaces packed no ${PACKAGES[key].name}: ${json.map((p) => p.name).join(", ")}`);
    out[key] = { name: info.name, version: info.version, filename: info.filename, size: info.size, unpackedSize: info.unpackedSize, files: info.files.map((f) => f.path) };
  }
  return out;
}

/** Bytes of every file under a folder (what an install put on disk, before block rounding). */
export async function bytesUnder(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** What the installs so far put into `project` (its package-lock.json and node_modules). */
export async function installed(project: string): Promise<Install> {
  const lock = JSON.parse(await readFile(join(project, "package-lock.json"), "utf8")) as { packages: Record<string, unknown> };
  return { packages: Object.keys(lock.packages).filter((k) => k !== ""), bytes: await bytesUnder(join(project, "node_modules")) };
}

/** The export specifiers of vendor-api-contracts that have JavaScript (a client, the helpers), from its package.json. */
export function javascriptExports(name: string, exports: Record<string, unknown>): string[] {
  return Object.entries(exports)
    .filter(([, target]) => typeof target === "object" && target !== null && "default" in target)
    .map(([key]) => `${name}${key.slice(1)}`);
}

/** How a browser app bundles an export: `esbuild --bundle --platform=browser --format=esm --minify`. */
export const BUNDLE_COMMAND = "esbuild --bundle --platform=browser --format=esm --minify";

/**
 * Bundle each export from `project` (where the package is installed) as a browser app would, and give its
 * gzipped size. A node: import fails the build (a browser has no such module): the error names the
 * export and the import.
 */
export async function bundleSizes(project: string, specifiers: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const specifier of specifiers) {
    try {
      const result = await build({
        stdin: { contents: `export * from ${JSON.stringify(specifier)};`, resolveDir: project, loader: "js" },
        absWorkingDir: project,
        bundle: true,
        platform: "browser",
        format: "esm",
        minify: true,
        write: false,
        logLevel: "silent",
      });
      out[specifier] = gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length;
    } catch (err) {
      const errors = (err as { errors?: Array<{ text: string }> }).errors;
      throw new Error(`${specifier} does not bundle for the browser (${BUNDLE_COMMAND}): ${errors ? errors.map((e) => e.text).join("; ") : (err as Error).message}`);
    }
  }
  return out;
}

/** The markers of the generated part of docs/packages.md (scripts/bench/report.ts's docProblem and replaceGenerated take them). */
export const SIZE_MARKERS = {
  begin: "<!-- tsx scripts/package.ts --sizes: begin (generated: a run replaces everything down to the end marker) -->",
  end: "<!-- tsx scripts/package.ts --sizes: end -->",
};
/** The document the sizes are written into. */
export const SIZES_DOC = join(repoRoot, "docs", "packages.md");
const DATA = /<!-- sizes: (\{.*\}) -->/;

const mib = (bytes: number) => `${(bytes / MiB).toFixed(2)} MiB`;
const kib = (bytes: number) => (bytes < KiB ? `${bytes} B` : `${(bytes / KiB).toFixed(1)} KiB`);

/** The generated part of docs/packages.md: the tables, then the figures as data (what the test compares with). */
export function renderSizes(sizes: Sizes): string {
  const row = (key: PackageKey, note: string) => {
    const s = sizes[key];
    return `| \`${PACKAGES[key].name}\` | ${mib(s.size)} | ${mib(s.unpackedSize)} | ${s.files} | ${s.installedPackages} packages, ${mib(s.installedBytes)}${note} |`;
  };
  return [
    "| package | tarball | unpacked | files | installed from its tarball, dependencies included (bytes of the files; `du` rounds each up to a disk block) |",
    "|---|---|---|---|---|",
    row("vendor-api-contracts", ""),
    row("vendor-api", ` (with \`${PACKAGES["vendor-api-contracts"].name}\`, and \`@types/node\`, its peer)`),
    "",
    `Each export of \`${PACKAGES["vendor-api-contracts"].name}\` with JavaScript, bundled for the browser from the installed package (\`${BUNDLE_COMMAND}\`) and gzipped:`,
    "",
    "| export | gzipped |",
    "|---|---|",
    ...Object.entries(sizes.bundles).map(([specifier, bytes]) => `| \`${specifier}\` | ${kib(bytes)} |`),
    "",
    `<!-- sizes: ${JSON.stringify(sizes)} -->`,
  ].join("\n");
}

/** The figures in docs/packages.md's generated part, or undefined when it has none. */
export function documentedSizes(doc: string): Sizes | undefined {
  const from = doc.indexOf(SIZE_MARKERS.begin);
  const to = doc.indexOf(SIZE_MARKERS.end);
  const data = from >= 0 && to > from ? DATA.exec(doc.slice(from, to)) : null;
  return data ? (JSON.parse(data[1]!) as Sizes) : undefined;
}

/** How far a documented figure may be from a fresh measurement: 10 %, and at least 2 KiB of bytes (a small bundle) or 1 of a count. */
export const TOLERANCE = { ratio: 0.1, bytes: 2 * KiB, count: 1 };

/** One line per figure of `documented` that is further from `measured` than the tolerance. */
export function sizeDifferences(documented: Sizes, measured: Sizes): string[] {
  const lines: string[] = [];
  const check = (what: string, doc: number | undefined, now: number, least: number) => {
    if (doc === undefined || Math.abs(doc - now) > Math.max(TOLERANCE.ratio * now, least)) lines.push(`${what}: documented ${doc ?? "nothing"}, measured ${now}`);
  };
  for (const key of PACKAGE_KEYS) {
    const [d, m] = [documented[key], measured[key]];
    const name = PACKAGES[key].name;
    check(`${name} tarball bytes`, d?.size, m.size, TOLERANCE.bytes);
    check(`${name} unpacked bytes`, d?.unpackedSize, m.unpackedSize, TOLERANCE.bytes);
    check(`${name} files`, d?.files, m.files, TOLERANCE.count);
    check(`${name} installed bytes`, d?.installedBytes, m.installedBytes, TOLERANCE.bytes);
    check(`${name} installed packages`, d?.installedPackages, m.installedPackages, TOLERANCE.count);
  }
  for (const [specifier, now] of Object.entries(measured.bundles)) check(`${specifier} gzipped bytes`, documented.bundles?.[specifier], now, TOLERANCE.bytes);
  for (const specifier of Object.keys(documented.bundles ?? {})) if (!(specifier in measured.bundles)) lines.push(`${specifier}: documented, but not an export with JavaScript`);
  return lines;
}

/** `npm i` of both tarballs together: vendor-api names vendor-api-contracts at its version, which the registry lacks until it is published. */
export const installBoth = (tarballs: Record<PackageKey, Pick<Tarball, "filename">>) => `npm i ./${tarballs["vendor-api-contracts"].filename} ./${tarballs["vendor-api"].filename}`;

/** The file name npm pack gives a package's tarball (a scope's @ dropped, its / a dash). */
export const tarballName = (name: string, version: string) => `${name.replace(/^@/, "").replace("/", "-")}-${version}.tgz`;

/** The figures of docs/packages.md from what was measured: the tarballs, the two installs (contracts alone; both), the bundles. */
export function sizesOf(tarballs: Record<PackageKey, Tarball>, installs: Record<PackageKey, Install>, bundles: Record<string, number>): Sizes {
  const of = (key: PackageKey) => ({
    size: tarballs[key].size,
    unpackedSize: tarballs[key].unpackedSize,
    files: tarballs[key].files.length,
    installedPackages: installs[key].packages.length,
    installedBytes: installs[key].bytes,
  });
  return { "vendor-api-contracts": of("vendor-api-contracts"), "vendor-api": of("vendor-api"), bundles };
}

/**
 * Pack both packages into a scratch folder under the system's temporary folder, install them there as
 * their users do (vendor-api-contracts alone; vendor-api with it, both tarballs in one npm install), and
 * bundle the light package's exports from its install: the figures, and the tarballs.
 */
export async function measureSizes(root = repoRoot): Promise<{ sizes: Sizes; tarballs: Record<PackageKey, Tarball> }> {
  const dir = await realpath(await mkdtemp(join(tmpdir(), "vendor-api-sizes-")));
  try {
    const tarballs = await packWorkspaces(dir, root);
    const env = outsideEnv([root, await realpath(root)]);
    const project = async (key: PackageKey, keys: PackageKey[]) => {
      const folder = join(dir, key);
      await mkdir(folder);
      for (const k of keys) await copyFile(join(dir, tarballs[k].filename), join(folder, tarballs[k].filename));
      await writeFile(join(folder, "package.json"), JSON.stringify({ name: `${key}-user`, private: true, type: "module" }));
      await npmInstall(
        folder,
        keys.map((k) => `./${tarballs[k].filename}`),
        env,
      );
      return folder;
    };
    const [client, tester] = await Promise.all([project("vendor-api-contracts", ["vendor-api-contracts"]), project("vendor-api", ["vendor-api-contracts", "vendor-api"])]);
    const manifest = JSON.parse(await readFile(join(client, "node_modules", PACKAGES["vendor-api-contracts"].name, "package.json"), "utf8")) as { exports: Record<string, unknown> };
    const bundles = await bundleSizes(client, javascriptExports(PACKAGES["vendor-api-contracts"].name, manifest.exports));
    return { sizes: sizesOf(tarballs, { "vendor-api-contracts": await installed(client), "vendor-api": await installed(tester) }, bundles), tarballs };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
