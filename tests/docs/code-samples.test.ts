/**
 * Every code sample of the bundles (`x-codeSamples`, made by scripts/lib/code-samples.ts) does what the docs say:
 * the TypeScript samples type-check against the generated clients, and each curl sample (the real curl binary)
 * and each TypeScript sample (transpiled, in a child node) run against a fresh emulator gets the documented status.
 * The only change made to a sample is the swap of a documented origin for the local stand-in that plays it: the
 * API's server for the emulator, the subscriber's notificationUrl for a receiver that answers the handshake.
 * Where a sample names something the service makes with an id of its own, the sample that makes it runs first
 * (MADE_FIRST, tests/made-first.ts).
 */
import { execFile, fork } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { apiIdentifier } from "../../scripts/lib/build.js";
import { PACKAGES } from "../../scripts/lib/packages.js";
import { type CodeSample, type SampleRequest, sampleRequest } from "../../scripts/lib/code-samples.js";
import { type ApiEntry, loadRegistry, repoRoot } from "../../scripts/lib/registry.js";
import { type RunningEmulator, startEmulator } from "../../src/emulator/start.js";
import { MADE_FIRST, renameMade } from "../made-first.js";
import { follow } from "../helpers/refs.js";

const run = promisify(execFile);
type Json = Record<string, any>;

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const PACKAGE = PACKAGES["vendor-api-contracts"].name;

interface Case {
  api: ApiEntry;
  doc: Json;
  path: string;
  method: string;
  operationId: string;
  samples: CodeSample[];
  request: SampleRequest;
  status: number;
}

/**
 * Where the contract's answers leave a choice of success status without an example that says which one the sample's
 * request gets, the status it documents for that request, and why.
 */
const DOCUMENTED_STATUS: Record<string, [number, string]> = {
  Namespaces_Delete: [202, "the sample names a namespace that exists (the emulator seeds contoso-telemetry-ns): the deletion is accepted"],
};

/**
 * The status the contract documents for the sample's request: the only 2xx answer; else the 2xx answer whose example
 * says it answers the request's first named example ("The answer to CreateWebGroup"); else DOCUMENTED_STATUS.
 */
function documentedStatus(doc: Json, operation: Json): number {
  const answers = Object.entries(operation.responses as Json).filter(([status]) => /^2\d\d$/.test(status));
  if (answers.length === 1) return Number(answers[0]![0]);
  const body = follow(doc, operation.requestBody);
  const media = body?.content?.["application/json"];
  const asked = media?.examples ? Object.keys(media.examples)[0] : undefined;
  if (asked) {
    const named = new RegExp(`\\b${asked}\\b`);
    for (const [status, raw] of answers) {
      const answer = follow(doc, raw);
      for (const content of Object.values((answer.content ?? {}) as Json)) {
        for (const example of Object.values((content.examples ?? {}) as Json).map((e) => follow(doc, e))) {
          if (named.test(`${example.summary ?? ""} ${example.description ?? ""}`)) return Number(status);
        }
      }
    }
  }
  const decided = DOCUMENTED_STATUS[operation.operationId];
  if (!decided) throw new Error(`${operation.operationId}: which of ${answers.map(([s]) => s).join(", ")} does its sample get? Add it to DOCUMENTED_STATUS`);
  return decided[0];
}

function loadCases(): Case[] {
  const cases: Case[] = [];
  for (const api of loadRegistry()) {
    const doc = JSON.parse(readFileSync(api.bundle, "utf8")) as Json;
    const ctx = { version: api.version, importPath: `${PACKAGE}/${api.name}/${api.version}`, factory: `create${apiIdentifier(api)}Client` };
    for (const [path, item] of Object.entries((doc.paths ?? {}) as Json)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        cases.push({
          api,
          doc,
          path,
          method,
          operationId: operation.operationId,
          samples: operation["x-codeSamples"] ?? [],
          request: sampleRequest(doc, path, method, ctx),
          status: documentedStatus(doc, operation),
        });
      }
    }
  }
  return cases;
}

const cases = loadCases();
const title = (c: Case) => `${c.api.key} ${c.operationId}`;
const sampleOf = (c: Case, label: string) => c.samples.find((s) => s.label === label)!.source;

describe("x-codeSamples: every path operation of every bundle", () => {
  it("has a curl and a TypeScript sample, in Redoc's form, made from its examples", () => {
    expect(cases.length).toBeGreaterThan(50);
    for (const c of cases) {
      expect(
        c.samples.map((s) => [s.lang, s.label]),
        title(c),
      ).toEqual([
        ["Shell", "curl"],
        ["TypeScript", "TypeScript"],
      ]);
      expect(sampleOf(c, "curl"), title(c)).toContain(c.request.url.replace(/'/g, "'\\''"));
      expect(sampleOf(c, "TypeScript"), title(c)).toContain(`from "${PACKAGE}/${c.api.name}/${c.api.version}";`);
    }
  });

  it("the docs show them: redocly.yaml's openapi.codeSamples.languages lists each label (Redoc hides a sample of an unlisted language)", () => {
    const config = parse(readFileSync(join(repoRoot, "redocly.yaml"), "utf8")) as { openapi?: { codeSamples?: { languages?: { lang: string; label?: string }[] } } };
    const listed = (config.openapi?.codeSamples?.languages ?? []).map((l) => (l.label ?? l.lang).toLowerCase());
    for (const label of new Set(cases.flatMap((c) => c.samples.map((s) => s.label.toLowerCase())))) expect(listed).toContain(label);
  });

  it("webhooks (received, not called) have none", () => {
    for (const c of cases) for (const hook of Object.values((c.doc.webhooks ?? {}) as Json)) for (const m of METHODS) expect(hook[m]?.["x-codeSamples"]).toBeUndefined();
  });
});

describe("the TypeScript samples type-check against the generated clients", () => {
  it("all of them, with vendor-api-contracts/<api>/<version> as generated/<api>/<version>/client.ts", () => {
    const { config } = ts.readConfigFile(join(repoRoot, "tsconfig.json"), ts.sys.readFile);
    const options = {
      ...ts.parseJsonConfigFileContent(config, ts.sys, repoRoot).options,
      baseUrl: repoRoot,
      paths: { [`${PACKAGE}/*`]: ["generated/*/client.ts"] },
    };
    const memory = new Map(cases.map((c) => [join(repoRoot, "code-samples", c.api.name, c.api.version, `${c.operationId}.ts`), sampleOf(c, "TypeScript")]));
    const host = ts.createCompilerHost(options);
    const read = host.readFile.bind(host);
    const exists = host.fileExists.bind(host);
    host.readFile = (f) => memory.get(f) ?? read(f);
    host.fileExists = (f) => memory.has(f) || exists(f);
    const program = ts.createProgram([...memory.keys()], options, host);
    const errors = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => !d.file || memory.has(d.file.fileName))
      .map((d) => {
        const line = d.file ? d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1 : 0;
        return `${d.file?.fileName.replace(`${repoRoot}/`, "")}:${line} TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`;
      });
    expect(errors).toEqual([]);
  }, 180_000);
});

/** The status, headers and body of curl -i output (the last non-1xx header block). */
function parseCurl(out: string): { status: number; headers: Record<string, string>; body: any } {
  const blocks = out.split(/\r\n\r\n/);
  let at = 0;
  while (at < blocks.length - 1 && /^HTTP\/\S+ 1\d\d/.test(blocks[at]!)) at++;
  const [statusLine = "", ...lines] = blocks[at]!.split("\r\n");
  const status = Number(/^HTTP\/\S+ (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  const text = blocks.slice(at + 1).join("\r\n\r\n");
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {}
  return { status, headers, body };
}

interface Runner {
  /** Import a module in the child node; what it printed with console.log and console.error (and a throw's stack). */
  run(url: string): Promise<{ stdout: string; stderr: string }>;
  close(): void;
}

/** One child node that runs the TypeScript samples one at a time (a node start per sample costs seconds on a busy machine). */
function startRunner(dir: string): Runner {
  const file = join(dir, "runner.mjs");
  writeFileSync(
    file,
    `import { format } from "node:util";
process.on("message", async (url) => {
  const out = [], err = [];
  console.log = (...a) => out.push(format(...a));
  console.error = (...a) => err.push(format(...a));
  try { await import(url); } catch (e) { err.push(String(e?.stack ?? e)); }
  process.send({ stdout: out.join("\\n"), stderr: err.join("\\n") });
});
`,
  );
  const child = fork(file, [], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  let queue: Promise<unknown> = Promise.resolve();
  return {
    run(url) {
      const result = queue.then(
        () =>
          new Promise<{ stdout: string; stderr: string }>((resolve, reject) => {
            const timer = setTimeout(() => {
              // a sample that never ends keeps the child: stop it, so that no later run reads its late answer
              child.kill();
              reject(new Error(`${url} ran for 30 s`));
            }, 30_000);
            child.once("message", (m) => {
              clearTimeout(timer);
              resolve(m as { stdout: string; stderr: string });
            });
            child.send(url);
          }),
      );
      queue = result.catch(() => undefined);
      return result;
    },
    close: () => child.kill(),
  };
}

describe("every sample, run against a fresh emulator, gets the documented status", () => {
  let emulator: RunningEmulator;
  let runner: Runner;
  let runs = 0;
  let receiver: http.Server;
  let receiverOrigin: string;
  let work: string;
  /** Transpiled client module of each API, by package entry. */
  const clients = new Map<string, string>();

  beforeAll(async () => {
    await run("curl", ["--version"]).catch(() => {
      throw new Error("the curl samples need the curl binary, which is not installed (apt-get install curl)");
    });
    emulator = await startEmulator();
    // The subscriber: answers the handshake with the token, and takes any push.
    receiver = http.createServer((req, res) => {
      const token = new URL(req.url ?? "/", "http://receiver").searchParams.get("validationToken");
      req.resume();
      req.on("end", () => {
        if (token !== null) res.writeHead(200, { "content-type": "text/plain" }).end(token);
        else res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    receiverOrigin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    work = mkdtempSync(join(tmpdir(), "code-samples-"));
    // The package is not installed here: each client entry is its generated client.ts, transpiled, importing openapi-fetch by path.
    const openapiFetch = pathToFileURL(join(repoRoot, "node_modules", "openapi-fetch", "dist", "index.mjs")).href;
    for (const api of new Set(cases.map((c) => c.api))) {
      const source = readFileSync(join(api.generatedDir, "client.ts"), "utf8");
      const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 } }).outputText;
      const file = join(work, "clients", api.name, api.version, "client.mjs");
      mkdirSync(join(file, ".."), { recursive: true });
      writeFileSync(file, js.replace(/from "openapi-fetch"/g, `from ${JSON.stringify(openapiFetch)}`));
      clients.set(`${PACKAGE}/${api.name}/${api.version}`, pathToFileURL(file).href);
    }
    runner = startRunner(work);
  }, 120_000);

  afterAll(async () => {
    runner?.close();
    await emulator?.close();
    await new Promise((resolve) => receiver?.close(resolve));
    if (work) rmSync(work, { recursive: true, force: true });
  });

  /** The one change to a sample: each documented origin swapped for the local stand-in that plays it. */
  function swapOrigins(c: Case, source: string): string {
    const out = source.replaceAll(new URL(c.request.baseUrl).origin, emulator.url);
    const hook = (c.request.body?.value as Json | undefined)?.notificationUrl;
    return typeof hook === "string" ? out.replaceAll(new URL(hook).origin, receiverOrigin) : out;
  }

  async function runCurl(c: Case): Promise<{ status: number; headers: Record<string, string>; body: any; out: string }> {
    const { stdout } = await run("sh", ["-c", swapOrigins(c, sampleOf(c, "curl"))], { timeout: 30_000 });
    return { ...parseCurl(stdout), out: stdout };
  }

  /** The sample transpiled, its package import pointed at the transpiled client, run in the child node; what it printed. */
  async function runTypeScript(c: Case): Promise<{ status: number; out: string }> {
    const entry = `${PACKAGE}/${c.api.name}/${c.api.version}`;
    const js = ts.transpileModule(swapOrigins(c, sampleOf(c, "TypeScript")), { compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 } }).outputText;
    const file = join(work, `${c.api.name}-${c.api.version}-${c.operationId}-${++runs}.mjs`);
    writeFileSync(file, js.replace(`from "${entry}"`, `from ${JSON.stringify(clients.get(entry))}`));
    const { stdout, stderr } = await runner.run(pathToFileURL(file).href);
    // the sample prints the status first: console.log on success, console.error otherwise
    const out = `${stdout}${stderr}`;
    return { status: Number(/^(\d{3})\b/.exec(out)?.[1] ?? 0), out };
  }

  /** A fresh emulator, with what the sample names made first where the service picks the id (MADE_FIRST). */
  async function arrange(c: Case): Promise<void> {
    await emulator.reset();
    const first = MADE_FIRST[c.operationId];
    if (!first) return;
    const maker = cases.find((m) => m.api === c.api && m.operationId === first.by);
    if (!maker) throw new Error(`${title(c)}: no ${first.by} in ${c.api.key}`);
    const made = await runCurl(maker);
    expect(made.status, `${title(maker)}, run first for ${c.operationId}:\n${made.out}`).toBe(maker.status);
    await renameMade(emulator, c.operationId, made, c.request.pathParams);
  }

  for (const c of cases) {
    it(`${title(c)}: curl answers ${c.status}`, async () => {
      await arrange(c);
      const { status, out } = await runCurl(c);
      expect(status, out).toBe(c.status);
    });
    it(`${title(c)}: TypeScript answers ${c.status}`, async () => {
      await arrange(c);
      const { status, out } = await runTypeScript(c);
      expect(status, out).toBe(c.status);
    });
  }
});
