/**
 * Hostile input against the emulator (in process, port 0, every answer validated by the core too):
 * requests generated from every operation of every contract in the registry, valid ones and mutated
 * ones (wrong types, out-of-range values, missing fields, unknown enum values, malformed JSON, wrong
 * content type, bodies over the limit, deep nesting, path segments with `..`, `%00` and unicode,
 * header injection, lying framing headers). Nothing may answer 5xx or go unanswered; every rejection
 * is in the shape the operation documents for it; a body over 1 MiB gets 413 once the credentials,
 * api-version and parameters pass (they are checked first); the process stays up.
 *
 * FC_SEED=<n> pins the seed; a failure prints it and saves the case under tests/hostile/regressions/.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { createEmulator, MAX_BODY_BYTES, type Emulator } from "../../src/emulator/index.js";
import { caseArb, findModel, mutatedCaseArb, operationModels, validCaseArb, type CaseOptions, type HostileCase, type OpModel } from "./arbitraries.js";
import { checkEmulatorAnswer, count, loadRegressions, newStats, oversizeStatus, REFUSED_URL, refusedBeforeBody, routeOf, runProperty, startEchoSubscriber, type PropertyStats } from "./harness.js";
import { bodyBytes, sendWire } from "./raw-http.js";

let emu: Emulator;
let subscriber: Awaited<ReturnType<typeof startEchoSubscriber>>;
let models: OpModel[];
let options: CaseOptions;
const newStatsSink = newStats();
const stderr: string[] = [];
const realWrite = process.stderr.write.bind(process.stderr);

beforeAll(async () => {
  subscriber = await startEchoSubscriber();
  // throttling out of the way (one token sends thousands of requests); short handshakes
  emu = await createEmulator({ quiet: true, validateResponses: true, settings: { requestsPerWindow: 1_000_000_000, handshakeTimeoutMs: 500, pushTimeoutMs: 500 } });
  models = operationModels();
  // notificationUrl only ever names loopback: the subscriber above, or a port nothing listens on
  options = { maxBodyBytes: MAX_BODY_BYTES, overrides: { notificationUrl: [subscriber.url, REFUSED_URL] } };
  // the core prints "emulator bug" / "handler failed" / contract violations even when quiet: collect them
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    stderr.push(String(chunk));
    return (realWrite as (c: string | Uint8Array, ...r: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stderr.write;
});

afterAll(async () => {
  process.stderr.write = realWrite;
  await emu?.close();
  await subscriber?.close();
});

async function healthy(): Promise<void> {
  const res = await fetch(`${emu.url}/_emulator/health`);
  expect(res.status).toBe(200);
}

/** Send one case and check the answer; also no contract violation and no bug line since the last case. */
async function check(c: HostileCase, stats?: PropertyStats): Promise<string | undefined> {
  const before = stderr.length;
  const res = await sendWire(emu.url, c.wire);
  if (stats) {
    count(stats, `status ${res.status}`);
    count(stats, `mutation ${c.mutation}`);
    const model = c.mutation === "valid" ? findModel(models, c.api, c.operationId) : undefined;
    if (model) {
      const body = c.wire.body ? bodyBytes(c.wire.body).toString("utf8") : undefined;
      const match = model.contract.matchOperation(c.wire.method, c.wire.target);
      const findings = match ? model.contract.validateRequest({ method: c.wire.method, url: c.wire.target, headers: c.wire.headers, body }, { match }) : ["no operation"];
      count(stats, findings.length === 0 ? "request valid" : "request invalid");
    }
  }
  const problem = checkEmulatorAnswer(models, c, res);
  if (problem) return problem;
  const lines = stderr.slice(before).join("").trim();
  if (/emulator bug|failed:|CONTRACT VIOLATION/.test(lines)) return `the emulator logged: ${lines.slice(0, 800)}`;
  return undefined;
}

function report(name: string, stats: PropertyStats): void {
  const statuses = [...stats.counts]
    .filter(([k]) => k.startsWith("status"))
    .sort()
    .map(([k, v]) => `${k.slice(7)}×${v}`)
    .join(" ");
  const valid = stats.counts.get("request valid") ?? 0;
  const invalid = stats.counts.get("request invalid") ?? 0;
  const validity = valid + invalid > 0 ? ` (${valid} of ${valid + invalid} pass the contract's request validation)` : "";
  realWrite(`hostile ${name}: ${stats.runs} requests${validity}; ${statuses}\n`);
}

describe("the emulator under hostile input", () => {
  it("finds every operation of the registry with paths", () => {
    const apis = new Set(models.map((m) => m.api));
    expect(apis.size).toBeGreaterThanOrEqual(9);
    expect(models.length).toBeGreaterThanOrEqual(40);
  });

  it("answers generated valid requests of every operation within the contract", async () => {
    const stats = newStats();
    for (const model of models) {
      await runProperty("emulator-valid", validCaseArb(model, options), (c) => check(c, stats), { numRuns: 6, stats });
    }
    await healthy();
    report("valid", stats);
  }, 90_000);

  it("answers every kind of mutation of every operation without 5xx, in the documented error shape", async () => {
    const stats = newStats();
    for (const model of models) {
      await runProperty("emulator-mutated", mutatedCaseArb(model, options), (c) => check(c, stats), { numRuns: 15, stats });
    }
    await healthy();
    report("mutated", stats);
  }, 120_000);

  it("survives a mixed stream of valid and hostile requests across the registry", async () => {
    const stats = await runProperty("emulator-mixed", caseArb(models, options), (c) => check(c, newStatsSink), { numRuns: 300, stats: newStatsSink });
    await healthy();
    report("mixed", stats);
  }, 120_000);

  /** A request of the operation that passes what the emulator checks before the body: a sampled valid case, with the served api-version. */
  function cleanHead(model: OpModel): { target: string; headers: Array<[string, string]> } {
    const version = encodeURIComponent(String((model.contract.doc.info as { version?: unknown }).version));
    for (const c of fc.sample(validCaseArb(model, options), { numRuns: 50, seed: 7 })) {
      const target = c.wire.target.replace(/([?&]api-version=)[^&]*/, `$1${version}`);
      const headers = c.wire.headers.filter(([n]) => n.toLowerCase() !== "content-type");
      const routed = routeOf(c.wire.method, target);
      if (routed?.match.pointer === model.match.pointer && !refusedBeforeBody(routed, { method: c.wire.method, target, headers })) return { target, headers };
    }
    throw new Error(`${model.api} ${model.match.operationId}: no sampled request passes the checks before the body`);
  }

  it("answers a body over the limit with 413 on every operation, declared or streamed, once the checks before the body pass", async () => {
    for (const model of models) {
      const head = cleanHead(model);
      for (const framing of ["length", "chunked"] as const) {
        const c: HostileCase = {
          api: model.api,
          operationId: model.match.operationId ?? "",
          mutation: "body:oversized",
          wire: {
            method: model.match.method,
            target: head.target,
            headers: [...head.headers, ["Content-Type", "application/json"]],
            body: { kind: "fill", size: MAX_BODY_BYTES + 1, char: " " },
            framing,
          },
        };
        const res = await sendWire(emu.url, c.wire);
        expect([res.status, model.match.operationId, framing]).toEqual([oversizeStatus(model), model.match.operationId, framing]);
        expect(checkEmulatorAnswer(models, c, res)).toBeUndefined();
      }
    }
    await healthy();
  }, 60_000);

  it("replays every saved emulator case (tests/hostile/regressions/emulator-*.json)", async () => {
    const saved = loadRegressions().filter((r) => r.property.startsWith("emulator-"));
    for (const r of saved) expect([r.file, await check(r.counterexample as HostileCase)]).toEqual([r.file, undefined]);
    await healthy();
  }, 60_000);

  it("keeps fast-check's own invariants: generated cases are plain JSON (replayable)", () => {
    const sample = fc.sample(caseArb(models, options), { numRuns: 50, seed: 1 });
    for (const c of sample) expect(JSON.parse(JSON.stringify(c))).toEqual(c);
  });
});
