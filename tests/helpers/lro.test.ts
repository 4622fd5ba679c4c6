/**
 * Long-running operations against a local node:http server (the emulator-backed tests are in
 * emulator.test.ts): Operation-Location and Vendor-AsyncOperation, Retry-After, the end states, errors.
 */
import { afterEach, describe, expect, expectTypeOf, it } from "vitest";
import { createDocumentClassifiers2024_11_30Client, type components as Docs } from "../../generated/document-classifiers/2024-11-30/client.js";
import type { Readable } from "../../generated/document-classifiers/2024-11-30/schema.js";
import { operationState, pollOperation } from "../../src/helpers/index.js";
import { json, startServer, type LocalServer } from "./local-server.js";

const VERSION = "2024-11-30";
const authorization: Docs["schemas"]["ClassifierCopyAuthorization"] = {
  targetResourceId: "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg/providers/Vendor.DocumentAnalysis/accounts/a",
  targetResourceRegion: "westeurope",
  targetClassifierId: "copy-1",
  targetClassifierLocation: "https://docs.example/vendordocs/documentClassifiers/copy-1",
  accessToken: "t",
  expirationDateTime: "2026-01-01T00:00:00Z",
};

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const statusBody = (status: string, extra: Record<string, unknown> = {}) => ({
  operationId: "op-1",
  status,
  createdDateTime: "2026-01-01T00:00:00Z",
  lastUpdatedDateTime: "2026-01-01T00:00:01Z",
  kind: "documentClassifierCopyTo",
  resourceLocation: "https://docs.example/vendordocs/documentClassifiers/invoice",
  ...extra,
});

/** A copy whose polls answer `polls` in turn (each [status, body, headers?]). */
async function copyServer(start: [number, Record<string, string>?, unknown?], polls: Array<[number, unknown, Record<string, string>?]>) {
  let i = 0;
  const s = await startServer((hit, _req, res) => {
    if (hit.method === "POST") {
      const [status, headers = {}, body] = start;
      const h = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replace("{base}", s.url)]));
      if (body !== undefined) return json(res, status, body, h);
      res.writeHead(status, h);
      res.end();
      return;
    }
    const [status, body, headers] = polls[Math.min(i++, polls.length - 1)]!;
    json(res, status, body, headers);
  });
  server = s;
  return s;
}

const docsClient = (s: LocalServer) => createDocumentClassifiers2024_11_30Client({ baseUrl: `${s.url}/vendordocs`, headers: { "Vendor-Subscription-Key": "k" } });
const startCopy = (client: ReturnType<typeof docsClient>) =>
  client.POST("/documentClassifiers/{classifierId}:copyTo", { params: { path: { classifierId: "invoice" }, query: { "api-version": VERSION } }, body: authorization });
const recorder = () => {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
};

describe("pollOperation", () => {
  it("follows Operation-Location with Retry-After until the operation succeeds, typed", async () => {
    const s = await copyServer(
      [202, { "Operation-Location": `{base}/vendordocs/operations/op-1?api-version=${VERSION}`, "Retry-After": "2" }],
      [
        [200, statusBody("notStarted"), { "retry-after": "1" }],
        [200, statusBody("running", { percentCompleted: 50 })],
        [200, statusBody("succeeded", { percentCompleted: 100, result: { classifierId: "copy-1", createdDateTime: "2026-01-01T00:00:10Z", apiVersion: VERSION, docTypes: { invoice: {} } } })],
      ],
    );
    const client = docsClient(s);
    const { waits, sleep } = recorder();
    const states: string[] = [];
    const outcome = await pollOperation(client, startCopy(client), { statusPath: "/operations/{operationId}", sleep, intervalMs: 250, onPoll: (p) => states.push(p.state) });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expectTypeOf(outcome.result).toEqualTypeOf<Readable<Docs["schemas"]["DocumentClassifierCopyToOperationDetails"]> | undefined>();
    expect(outcome.result?.result?.classifierId).toBe("copy-1");
    expect(outcome.polls).toBe(3);
    // 2 s from the 202, 1 s from the first poll, then the interval
    expect(waits).toEqual([2000, 1000, 250]);
    expect(states).toEqual(["running", "running", "succeeded"]);
    expect(s.hits.slice(1).map((h) => h.url)).toEqual(Array(3).fill(`/vendordocs/operations/op-1?api-version=${VERSION}`));
    // the client's headers go with the polls
    expect(s.hits.every((h) => h.headers["vendor-subscription-key"] === "k")).toBe(true);
  });

  it("returns the failed status with its typed error", async () => {
    const s = await copyServer(
      [202, { "Operation-Location": `{base}/vendordocs/operations/op-1`, "Retry-After": "0" }],
      [[200, statusBody("failed", { error: { code: "AuthorizationFailed", message: "used" } })]],
    );
    const client = docsClient(s);
    const outcome = await pollOperation(client, startCopy(client), { statusPath: "/operations/{operationId}", sleep: recorder().sleep });
    expect(outcome).toMatchObject({ ok: false, kind: "failed", polls: 1 });
    if (outcome.ok || outcome.kind !== "failed") throw new Error("expected failed");
    const code: string | undefined = outcome.result.error?.code;
    expect(code).toBe("AuthorizationFailed");
  });

  it("ends canceled for canceled and skipped operations", async () => {
    for (const state of ["canceled", "skipped"]) {
      const s = await copyServer([202, { "Operation-Location": `{base}/vendordocs/operations/op-1` }], [[200, statusBody(state)]]);
      const client = docsClient(s);
      const outcome = await pollOperation(client, startCopy(client), { statusPath: "/operations/{operationId}", sleep: recorder().sleep });
      expect(outcome).toMatchObject({ ok: false, kind: "canceled" });
      await s.close();
    }
  });

  it("returns the start call's typed error", async () => {
    const s = await copyServer([404, {}, { error: { code: "NotFound", message: "no classifier" } }], []);
    const client = docsClient(s);
    const outcome = await pollOperation(client, startCopy(client), { statusPath: "/operations/{operationId}", sleep: recorder().sleep });
    if (outcome.ok || outcome.kind !== "start") throw new Error(`expected start, got ${outcome.kind}`);
    const code: string = outcome.error.error.code;
    expect(code).toBe("NotFound");
    expect(s.hits).toHaveLength(1);
  });

  it("returns a poll's typed error, and polls again after a transient one", async () => {
    const s = await copyServer(
      [202, { "Operation-Location": `{base}/vendordocs/operations/op-1` }],
      [
        [503, { error: { code: "Busy", message: "busy" } }, { "retry-after": "3" }],
        [429, { error: { code: "TooMany", message: "slow down" } }],
        [404, { error: { code: "NotFound", message: "no such operation" } }],
      ],
    );
    const client = docsClient(s);
    const { waits, sleep } = recorder();
    const outcome = await pollOperation(client, startCopy(client), { statusPath: "/operations/{operationId}", sleep, intervalMs: 10 });
    if (outcome.ok || outcome.kind !== "poll") throw new Error(`expected poll, got ${outcome.kind}`);
    expect(outcome.error.error.code).toBe("NotFound");
    expect(outcome.polls).toBe(3);
    expect(waits).toEqual([10, 3000, 10]);
  });

  it("times out without waiting past the budget", async () => {
    const s = await copyServer([202, { "Operation-Location": `{base}/vendordocs/operations/op-1`, "Retry-After": "1" }], [[200, statusBody("running"), { "retry-after": "1" }]]);
    const client = docsClient(s);
    const started = performance.now();
    const outcome = await pollOperation(client, startCopy(client), { statusPath: "/operations/{operationId}", timeoutMs: 2500 });
    expect(outcome).toMatchObject({ ok: false, kind: "timeout", polls: 2 });
    if (!outcome.ok && outcome.kind === "timeout") expect(outcome.result?.status).toBe("running");
    expect(performance.now() - started).toBeLessThan(2600);
  });

  it("follows Vendor-AsyncOperation; a start that is done at once succeeds with no result", async () => {
    const s = await copyServer([202, { "Vendor-AsyncOperation": `{base}/vendordocs/operations/op-1` }], [[200, { status: "Succeeded" }]]);
    const client = docsClient(s);
    expect(await pollOperation(client, startCopy(client), { statusPath: "/operations/{operationId}", sleep: recorder().sleep })).toMatchObject({ ok: true, polls: 1 });
    await s.close();
    const t = await copyServer([204], []);
    const c2 = docsClient(t);
    expect(await pollOperation(c2, startCopy(c2), { statusPath: "/operations/{operationId}" })).toMatchObject({ ok: true, kind: "succeeded", result: undefined, polls: 0 });
  });

  it("refuses a status address on another origin or off the status path", async () => {
    const s = await copyServer([202, { "Operation-Location": "http://elsewhere.invalid/vendordocs/operations/op-1" }], []);
    const client = docsClient(s);
    expect(await pollOperation(client, startCopy(client), { statusPath: "/operations/{operationId}" })).toMatchObject({ ok: false, kind: "protocol" });
    await s.close();
    const t = await copyServer([202, { "Operation-Location": "{base}/somewhere/else" }], []);
    const c2 = docsClient(t);
    const outcome = await pollOperation(c2, startCopy(c2), { statusPath: "/operations/{operationId}" });
    expect(outcome).toMatchObject({ ok: false, kind: "protocol" });
    expect(t.hits).toHaveLength(1);
  });

  it("aborts with the signal", async () => {
    const s = await copyServer([202, { "Operation-Location": `{base}/vendordocs/operations/op-1`, "Retry-After": "5" }], []);
    const client = docsClient(s);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    await expect(pollOperation(client, startCopy(client), { statusPath: "/operations/{operationId}", signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });
  });

  it("the signal cancels the platform timer's wait at once and throws the caller's reason (a 60 s Retry-After is never waited out)", async () => {
    const s = await copyServer([202, { "Operation-Location": `{base}/vendordocs/operations/op-1`, "Retry-After": "60" }], [[200, statusBody("succeeded")]]);
    const client = docsClient(s);
    const controller = new AbortController();
    const reason = new Error("the user left the page");
    const started = await startCopy(client);
    const polling = pollOperation(client, started, { statusPath: "/operations/{operationId}", signal: controller.signal });
    // the start answer is in hand, so once the pending microtasks have run the helper is waiting out Retry-After
    await new Promise((resolve) => setImmediate(resolve));
    controller.abort(reason);
    await expect(polling).rejects.toBe(reason);
    expect(s.hits.map((h) => h.method)).toEqual(["POST"]);
  }, 10_000);
});

describe("operationState", () => {
  it("reads status, provisioningState and the HTTP status", () => {
    expect(operationState({ status: "Succeeded" })).toBe("succeeded");
    expect(operationState({ status: "InProgress" })).toBe("running");
    expect(operationState({ properties: { provisioningState: "Failed" } })).toBe("failed");
    expect(operationState({ provisioningState: "Cancelled" })).toBe("canceled");
    expect(operationState(undefined, new Response(null, { status: 202 }))).toBe("running");
    expect(operationState(undefined, new Response(null, { status: 200 }))).toBe("succeeded");
  });
});
