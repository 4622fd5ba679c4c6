/**
 * Hostile input against the mock front door (src/mock/server.ts: every API's Prism in one
 * process, routed by path), started once for this file on port 0. The same generated cases as the
 * emulator's, valid and mutated. Nothing answers 5xx: not the front door (no front-door bug, no
 * unreachable Prism), and not Prism (the front door refuses first what Prism answers 500 to, such as
 * a Content-Type that is no media type). The front door never hangs up without an answer, refuses a
 * body over its limit as the emulator does (413 once the credentials, api-version and parameters pass:
 * the same checks, in the same order), and it stays up.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadRegistry } from "../../scripts/lib/registry.js";
import { MAX_HEADER_BYTES, MAX_TARGET_BYTES } from "../../src/http/refusals.js";
import { MAX_BODY_BYTES, startMocks, type MockServer } from "../../src/mock/server.js";
import { caseArb, operationModels, type CaseOptions, type HostileCase, type OpModel } from "./arbitraries.js";
import { count, loadRegressions, newStats, oversizeStatus, REFUSED_URL, refusedBeforeBody, routeOf, runProperty } from "./harness.js";
import { bodySize, jsonOf, promisesMore, sendWire } from "./raw-http.js";

let mock: MockServer;
let models: OpModel[];
let options: CaseOptions;
const logged: string[] = [];

beforeAll(async () => {
  mock = await startMocks({ entries: loadRegistry(), port: 0, log: (line) => logged.push(line) });
  models = operationModels();
  options = { maxBodyBytes: MAX_BODY_BYTES, overrides: { notificationUrl: [REFUSED_URL] } };
}, 180_000);

afterAll(async () => {
  await mock?.close();
});

/** The status the front door must answer a body over its limit with (413, or what its API answers instead), as the emulator does; undefined when another check comes first. */
function oversized(c: HostileCase): number | undefined {
  if (bodySize(c.wire.body) <= MAX_BODY_BYTES || c.wire.framing === "none") return undefined;
  if (Buffer.byteLength(c.wire.target) > MAX_TARGET_BYTES) return undefined;
  const headerBytes = c.wire.headers.reduce((n, [k, v]) => n + Buffer.byteLength(k) + Buffer.byteLength(v) + 4, 0);
  if (headerBytes > MAX_HEADER_BYTES - 200) return undefined;
  const routed = routeOf(c.wire.method, c.wire.target);
  return routed && !refusedBeforeBody(routed, c.wire) ? oversizeStatus(routed) : undefined;
}

async function check(c: HostileCase, stats?: ReturnType<typeof newStats>): Promise<string | undefined> {
  const res = await sendWire(mock.url, c.wire, 20_000);
  if (stats) count(stats, `status ${res.status}`);
  if (res.error) {
    if (promisesMore(c.wire) && res.status === 0 && res.body === "") return undefined;
    return `no answer from the front door: ${res.error} (${res.body.slice(0, 200)})`;
  }
  const code = (jsonOf(res) as { error?: { code?: unknown } } | undefined)?.error?.code;
  if (res.status >= 500) return `answered ${res.status} ${String(code)} (${c.mutation}): ${res.body.slice(0, 300)}`;
  const expected = oversized(c);
  if (expected !== undefined && res.status !== expected) return `a ${bodySize(c.wire.body)}-byte body got ${res.status}, not ${expected}`;
  return undefined;
}

describe("the mock front door under hostile input", () => {
  it("routes or refuses every generated request without a 5xx, and stays up", async () => {
    const stats = newStats();
    await runProperty("mock-mixed", caseArb(models, options), (c) => check(c, stats), { numRuns: 150, stats });
    const statuses = [...stats.counts]
      .filter(([k]) => k.startsWith("status"))
      .sort()
      .map(([k, v]) => `${k.slice(7)}×${v}`)
      .join(" ");
    process.stderr.write(`hostile mock front door: ${stats.runs} requests; ${statuses}\n`);
    const routes = await fetch(`${mock.url}/_mock/routes`);
    expect(routes.status).toBe(200);
    expect(logged.filter((l) => /front door bug/.test(l))).toEqual([]);
  }, 150_000);

  it("replays every saved front-door case (tests/hostile/regressions/mock-*.json)", async () => {
    const saved = loadRegressions().filter((r) => r.property.startsWith("mock-"));
    for (const r of saved) expect([r.file, await check(r.counterexample as HostileCase)]).toEqual([r.file, undefined]);
  }, 120_000);

  it("refuses a declared body over its limit with 413, and a streamed one too", async () => {
    const target = "/api/v2.0/subscriptions";
    for (const framing of ["length", "chunked"] as const) {
      const res = await sendWire(
        mock.url,
        {
          method: "POST",
          target,
          headers: [
            ["Authorization", "Bearer x"],
            ["Content-Type", "application/json"],
          ],
          body: { kind: "fill", size: MAX_BODY_BYTES + 1, char: " " },
          framing,
        },
        30_000,
      );
      expect([framing, res.status]).toEqual([framing, 413]);
    }
    expect((await fetch(`${mock.url}/_mock/routes`)).status).toBe(200);
  }, 60_000);
});
