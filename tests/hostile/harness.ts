/**
 * What the hostile tests share: running a fast-check property with a seed per run (FC_SEED to pin one),
 * saving a failing case under tests/hostile/regressions/ (replayed by regressions.test.ts), the checks of
 * an emulator answer against the contract, and a loopback subscriber that passes handshakes.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { type Contract, compareRank, type OperationMatch, templateRank } from "../../src/contract/validator.js";
import { isLoopbackHttpFinding } from "../../src/emulator/apis/business/webhooks/index.js";
import { valueAt } from "../../src/emulator/dispatch.js";
import { contractsWithPaths, type HostileCase, type OpModel } from "./arbitraries.js";
import { bodySize, jsonOf, promisesMore, type WireResponse } from "./raw-http.js";

export const REGRESSIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), "regressions");

export interface Regression {
  /** Which property found it (names the replayer). */
  property: string;
  /** null for a case found by hand and saved in the same format. */
  seed: number | null;
  path: string;
  /** The failing input, as generated (JSON): replayed as is. */
  counterexample: unknown;
  error: string;
  savedAt: string;
}

/** HOSTILE_SCALE=<n> multiplies every property's numRuns (a longer hunt; default 1). */
export const RUN_SCALE = Math.max(1, Number(process.env.HOSTILE_SCALE ?? "1") || 1);

/** One seed per run: FC_SEED when set, else a fresh one (printed with any failure). */
export const RUN_SEED = process.env.FC_SEED !== undefined ? Number(process.env.FC_SEED) : (Date.now() ^ (process.pid << 8)) >>> 0;

export function saveRegression(r: Omit<Regression, "savedAt">): string {
  mkdirSync(REGRESSIONS_DIR, { recursive: true });
  const hash = createHash("sha256").update(JSON.stringify(r.counterexample)).digest("hex").slice(0, 12);
  const file = join(REGRESSIONS_DIR, `${r.property}-${hash}.json`);
  writeFileSync(file, `${JSON.stringify({ ...r, savedAt: new Date().toISOString() }, null, 2)}\n`);
  return file;
}

export function loadRegressions(): Array<Regression & { file: string }> {
  let files: string[] = [];
  try {
    files = readdirSync(REGRESSIONS_DIR)
      .filter((f) => f.endsWith(".json"))
      .sort();
  } catch {
    return [];
  }
  return files.map((f) => ({ ...(JSON.parse(readFileSync(join(REGRESSIONS_DIR, f), "utf8")) as Regression), file: f }));
}

/** Big bodies are noted by size in messages, not printed. */
function brief(value: unknown): string {
  const text = JSON.stringify(value, (_k, v: unknown) => (typeof v === "string" && v.length > 300 ? `${v.slice(0, 120)}…(${v.length} chars)` : v));
  return text.length > 4000 ? `${text.slice(0, 4000)}…` : text;
}

export interface PropertyStats {
  runs: number;
  /** Counters the property may fill (statuses, mutations...). */
  counts: Map<string, number>;
}
export const newStats = (): PropertyStats => ({ runs: 0, counts: new Map() });
export const count = (stats: PropertyStats, key: string) => stats.counts.set(key, (stats.counts.get(key) ?? 0) + 1);

/**
 * Check an async property with the run's seed. On failure: save the (shrunk) counterexample as a
 * regression case and throw with the seed, the replay path and the case.
 */
export async function runProperty<T>(
  property: string,
  arb: fc.Arbitrary<T>,
  predicate: (value: T) => Promise<string | undefined>,
  options: { numRuns: number; seed?: number; stats?: PropertyStats },
): Promise<PropertyStats> {
  const seed = options.seed ?? RUN_SEED;
  const stats: PropertyStats = options.stats ?? newStats();
  const details = await fc.check(
    fc.asyncProperty(arb, async (value) => {
      stats.runs++;
      const problem = await predicate(value);
      if (problem !== undefined) throw new Error(problem);
    }),
    { numRuns: Math.round(options.numRuns * RUN_SCALE), seed, interruptAfterTimeLimit: 60_000 * RUN_SCALE, markInterruptAsFailure: false, endOnFailure: false },
  );
  if (details.failed) {
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    const counterexample = details.counterexample?.[0];
    const file = saveRegression({ property, seed: details.seed, path: details.counterexamplePath ?? "", counterexample, error });
    throw new Error(
      `${property} failed (seed ${details.seed}, path "${details.counterexamplePath}"; rerun with FC_SEED=${details.seed}); saved ${file}\n` +
        `problem: ${error}\ncounterexample: ${brief(counterexample)}`,
    );
  }
  return stats;
}

// --- the emulator's routing, as server.ts does it -------------------------------------------------------

/** The operation the emulator routes a request to (most literal template; registry order breaks ties). */
export function routeOf(method: string, target: string): { api: string; contract: Contract; match: OperationMatch } | undefined {
  const path = target.split("?")[0] ?? "";
  let best: { api: string; contract: Contract; match: OperationMatch } | undefined;
  for (const [api, contract] of contractsWithPaths()) {
    const found = contract.locate(method, path).match;
    if (!found || found.via === "fallback") continue;
    if (!best || compareRank(templateRank(found.template), templateRank(best.match.template)) > 0) best = { api, contract, match: found };
  }
  return best;
}

/**
 * Which API's error shape answers a request no operation matches (404 of an unknown path, 405 of a known
 * path with another method): the first row whose pattern the path matches. Written by hand from the
 * registry's paths, not asked of the emulator's router: the webhooks versions by their version segment
 * (other /api paths: v1.0, the first in the registry), the management APIs by their provider namespace
 * (other /subscriptions paths: stream analytics, the first management API in the registry), those in any
 * case as the resource manager matches them. A path no row matches is answered in the plain { error: { code, message } } shape.
 */
export const ERROR_SHAPE_OF_PATH: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/api\/v2\.0(?:\/|$)/, "webhooks@v2.0"],
  [/^\/api(?:\/|$)/, "webhooks@v1.0"],
  [/^\/(?:documentClassifiers|operations)(?:[/:]|$)/, "document-classifiers@2024-11-30"],
  [/^\/databasemovement(?:\/|$)/, "database-movement@v1"],
  [/^\/providers(?:\/|$)/i, "approval-stages@2021-01-01-preview"],
  [/^\/subscriptions\/[^/]+\/resourceGroups\/[^/]+\/providers\/Vendor\.ContainerInstance\//i, "container-instance@2025-09-01"],
  [/^\/subscriptions\/.*\/providers\/Vendor\.EventHub\//i, "event-hub@2026-01-01"],
  [/^\/subscriptions\/[^/]+\/providers\/Vendor\.MachineLearningServices\//i, "machine-learning@2025-09-01"],
  [/^\/subscriptions\/[^/]+\/providers\/Vendor\.ResourceHealth\//i, "resource-health@2025-05-01"],
  [/^\/subscriptions(?:\/|$)/i, "stream-analytics@2020-03-01"],
];

/** The API whose error shape answers an unrouted request for `path` (ERROR_SHAPE_OF_PATH). */
export const errorShapeApi = (path: string): string | undefined => ERROR_SHAPE_OF_PATH.find(([pattern]) => pattern.test(path))?.[1];

/** The response of an operation that documents its errors: 400, else `default`, else any 4xx. */
function errorStatusOf(contract: Contract, match: OperationMatch): string | undefined {
  const responses = Object.keys(contract.deref(`${match.pointer}/responses`)?.value ?? {});
  return responses.find((s) => s === "400") ?? responses.find((s) => s === "default") ?? responses.find((s) => /^4/.test(s));
}

/** Codes the emulator answers before any API is known (requests node's parser refuses). */
export const UNROUTED_CODES = new Set(["BadRequest_Malformed", "RequestHeaderFieldsTooLarge", "RequestTimeout"]);
const MAX_EMULATOR_BODY = 1024 * 1024;

/**
 * Whether the emulator refuses a request before it reads its body: it checks the credentials, the
 * api-version (the document's `info.version`), then the parameters and headers, and answers the first
 * refusal, so a body over the limit is a 413 only for a request that passes them.
 */
export function refusedBeforeBody(routed: { contract: Contract; match: OperationMatch }, wire: { method: string; target: string; headers: ReadonlyArray<readonly [string, string]> }): boolean {
  const request = { method: wire.method, url: wire.target, headers: wire.headers };
  if (routed.contract.validateCredentials(request, routed.match).length > 0) return true;
  const takesVersion = routed.contract.validateParameters({ ...request, url: wire.target.split("?")[0] ?? "" }, routed.match).some((f) => f.pointer === "/request/query/api-version");
  const sent = new URLSearchParams(wire.target.split("?")[1] ?? "").getAll("api-version");
  if (takesVersion && !(sent.length === 1 && sent[0] === String((routed.contract.doc.info as { version?: unknown }).version))) return true;
  return routed.contract.validateParameters(request, routed.match).length > 0;
}

/**
 * The status of a body over the emulator's limit: 413, except for an operation whose contract declares
 * only 200 and 401 (database movement, seed 002: "the status is always 200 OK, except when the caller is
 * not correctly authenticated"), which answers 200 with IsSuccess false.
 */
export function oversizeStatus(routed: { contract: Contract; match: OperationMatch }): number {
  const declared = Object.keys((routed.contract.deref(`${routed.match.pointer}/responses`)?.value as object | undefined) ?? {});
  return declared.every((s) => s === "200" || s === "401") ? 200 : 413;
}

/**
 * The rules an emulator answer must follow, whatever was asked: an answer came; no 5xx; JSON error bodies
 * in the shape the operation documents for that status (or, for a status it does not declare, its
 * documented error response); 413 for a routed request with a body over the limit. Undefined when fine.
 */
export function checkEmulatorAnswer(models: OpModel[], c: HostileCase, res: WireResponse): string | undefined {
  // a request that promised more body than it sent, then hung up: closing without an answer is right
  if (res.error && promisesMore(c.wire) && res.status === 0 && res.body === "") return undefined;
  if (res.error) return `no answer: ${res.error} (${res.body.slice(0, 200)})`;
  if (res.status >= 500) return `answered ${res.status}: ${res.body.slice(0, 500)}`;
  // HEAD: the answer has no body to check (the emulator declares no HEAD operation: 404 or 405)
  if (c.wire.method.toUpperCase() === "HEAD") return undefined;
  const contentType = res.headers.find(([n]) => n === "content-type")?.[1] ?? "";
  const body = contentType.includes("json") ? jsonOf(res) : res.body === "" ? undefined : res.body;
  if (contentType.includes("json") && body === undefined && res.body !== "") return `answered ${res.status} with a body that is not JSON: ${res.body.slice(0, 200)}`;
  // requests node's parser refuses never reach an API: the emulator answers them in the common shape
  const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  if (res.status >= 400 && typeof error?.code === "string" && UNROUTED_CODES.has(error.code)) {
    return typeof error.message === "string" ? undefined : `answered ${res.status} ${error.code} without a message`;
  }
  // CONNECT is nobody's operation: 405 in the common shape
  if (c.wire.method === "CONNECT") return res.status === 405 && typeof error?.code === "string" ? undefined : `CONNECT answered ${res.status}: ${res.body.slice(0, 200)}`;
  const routed = routeOf(c.wire.method, c.wire.target);
  if (routed && bodySize(c.wire.body) > MAX_EMULATOR_BODY && c.wire.framing !== "none" && !refusedBeforeBody(routed, c.wire) && res.status !== oversizeStatus(routed)) {
    return `a ${bodySize(c.wire.body)}-byte body to ${routed.api} ${routed.match.operationId} got ${res.status}, not ${oversizeStatus(routed)}`;
  }
  // not routed (404 of an unknown path, 405): the shape of the API the table names for the path
  let against = routed;
  if (!against) {
    const near = errorShapeApi(c.wire.target.split("?")[0] ?? "");
    const model = near ? models.find((m) => m.api === near && errorStatusOf(m.contract, m.match)) : undefined;
    if (!model) {
      if (res.status < 400) return `answered ${res.status} to a request no operation matches`;
      return typeof error?.code === "string" && typeof error.message === "string"
        ? undefined
        : `answered ${res.status} to a request of no API without { error: { code, message } }: ${res.body.slice(0, 200)}`;
    }
    against = { api: model.api, contract: model.contract, match: model.match };
  }
  const response = { status: res.status, headers: res.headers, body };
  let findings = against.contract.validateResponse(response, against.match);
  const undeclared = findings.some((f) => f.pointer === "/response/status");
  if ((undeclared || !routed) && res.status >= 400) {
    // a status the operation does not declare (404 of an unknown path, 405, 413...): its documented error shape
    const fallback = errorStatusOf(against.contract, against.match);
    if (!fallback) return `answered ${res.status}, which ${against.api} ${against.match.operationId} does not declare, and it documents no error response`;
    const status = fallback === "default" ? res.status : Number(fallback.replace(/xx$/i, "00"));
    // the shape of the body only: the headers that status requires (a 401's challenge) are not this answer's
    findings = against.contract
      .validateResponse({ ...response, status, headers: [["content-type", contentType]] }, against.match)
      .filter((f) => f.pointer !== "/response/status" && !f.pointer.startsWith("/response/header/"));
  }
  // the emulator's loopback-http relaxation (allowLoopbackHttp), not the contract's rule
  findings = findings.filter((f) => !isLoopbackHttpFinding(f, valueAt(body, f.pointer.slice("/response/body".length))));
  if (findings.length > 0) {
    return `answered ${res.status} against ${against.api} ${against.match.operationId}'s contract: ${findings.map((f) => `${f.pointer} ${f.rule}: ${f.message}`).join("; ")} — body ${res.body.slice(0, 300)}`;
  }
  return undefined;
}

// --- a loopback subscriber ------------------------------------------------------------------------------

/** Answers every handshake (echoes validationToken) and every push (200). */
export async function startEchoSubscriber(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    req.resume();
    const token = new URL(req.url ?? "/", "http://x").searchParams.get("validationToken");
    req.on("end", () => res.writeHead(200, { "content-type": "text/plain" }).end(token ?? ""));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** A loopback port nothing listens on (connection refused at once). */
export const REFUSED_URL = "http://127.0.0.1:1/refused";
