/**
 * The one request pipeline (dispatch.ts) without HTTP, with a stand-in module on the real webhooks v2.0
 * contract: what reaches a handler, how problems and thrown errors become the API's answers, `around`,
 * body reading, the contract check of answers, $batch-style items, and the frozen clock.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { Contract } from "../../src/contract/validator.js";
import { ApiError, type ErrorCatalogue, type Problem } from "../../src/http/errors.js";
import type { EmuResponse } from "../../src/http/front-door.js";
import { type Engine, createEngine } from "../../src/emulator/server.js";
import type { ApiModule, EmuRequest } from "../../src/emulator/types.js";
import { findApi, loadRegistry } from "../../src/registry.js";

const API = "webhooks@v2.0";
const COMPANY = "3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51";
const AUTH = { authorization: "Bearer x" };
const START = Date.parse("2026-03-01T12:00:00.000Z");
const contracts = new Map([[API, Contract.fromFile(findApi(loadRegistry(), API).bundle, API)]]);

let engine: Engine | undefined;
afterEach(async () => {
  await engine?.close();
  engine = undefined;
});

/** A module whose catalogue records the problems it maps, with handlers given per test. */
function standIn(handlers: ApiModule["handlers"], extra: Partial<ApiModule> = {}) {
  const problems: Problem[] = [];
  const catalogue: ErrorCatalogue = {
    map: (p) => {
      problems.push(p);
      return { status: p.status, code: `Mapped_${p.code}` };
    },
    shape: (e) => ({ status: e.status, body: { error: { code: e.code, message: e.message } } }),
  };
  const module: ApiModule = { apis: [API], handlers, errors: () => catalogue, ...extra };
  return { module, problems };
}

async function start(module: ApiModule, validateResponses = false): Promise<Engine> {
  engine = await createEngine({ contracts, modules: [module], quiet: true, frozenAt: START, validateResponses });
  return engine;
}

const list = (value: unknown[] = []): EmuResponse => ({ status: 200, body: { "@odata.context": "x", value } });

describe("dispatch", () => {
  it("hands a valid request to its handler with path parameters, query, parsed body and the batch flag", async () => {
    const seen: EmuRequest[] = [];
    const { module } = standIn({
      Entities_List: (req) => {
        seen.push(req);
        return list();
      },
      Entities_Create: (req) => {
        seen.push(req);
        return { status: 201, body: { "@odata.context": "x", id: COMPANY } };
      },
    });
    const e = await start(module);
    const got = await e.dispatch({ method: "GET", target: `/api/v2.0/companies(${COMPANY})/customers?$top=2`, headers: AUTH, baseUrl: "http://emu" });
    expect(got.status).toBe(200);
    await e.dispatch({
      method: "POST",
      target: `/api/v2.0/companies(${COMPANY})/items`,
      headers: { ...AUTH, "content-type": "application/json" },
      baseUrl: "http://emu",
      body: Buffer.from('{"displayName":"x"}'),
    });
    await e.dispatch({
      method: "POST",
      target: `/api/v2.0/companies(${COMPANY})/items`,
      headers: { ...AUTH, "content-type": "application/json" },
      baseUrl: "http://emu",
      json: { displayName: "y" },
      api: API,
      inBatch: true,
    });
    expect(seen.map((r) => [r.operationId, r.pathParams.entitySetName, r.query.$top, r.body, r.inBatch])).toEqual([
      ["Entities_List", "customers", "2", undefined, undefined],
      ["Entities_Create", "items", undefined, { displayName: "x" }, undefined],
      ["Entities_Create", "items", undefined, { displayName: "y" }, true],
    ]);
    expect(seen[0]!.baseUrl).toBe("http://emu");
  });

  it("asks the API's catalogue for the status and code of every problem it finds", async () => {
    const { module, problems } = standIn({ Entities_List: () => list() });
    const e = await start(module);
    const unauth = await e.dispatch({ method: "GET", target: `/api/v2.0/companies(${COMPANY})/customers`, headers: {}, baseUrl: "" });
    const badQuery = await e.dispatch({ method: "GET", target: `/api/v2.0/companies(${COMPANY})/customers?$top=-1`, headers: AUTH, baseUrl: "" });
    const badJson = await e.dispatch({ method: "POST", target: "/api/v2.0/subscriptions", headers: { ...AUTH, "content-type": "application/json" }, baseUrl: "", body: "{" });
    const deep = await e.dispatch({ method: "POST", target: "/api/v2.0/subscriptions", headers: { ...AUTH, "content-type": "application/json" }, baseUrl: "", body: "[".repeat(70) + "]".repeat(70) });
    const noRoute = await e.dispatch({ method: "GET", target: "/api/v2.0/nothing/here", headers: AUTH, baseUrl: "" });
    const notAllowed = await e.dispatch({ method: "PUT", target: "/api/v2.0/subscriptions", headers: AUTH, baseUrl: "" });
    const unhandled = await e.dispatch({ method: "GET", target: "/api/v2.0/companies", headers: AUTH, baseUrl: "" });
    expect([unauth, badQuery, badJson, deep, noRoute, notAllowed, unhandled].map((a) => [a.status, (a.body as { error: { code: string } }).error.code])).toEqual([
      [401, "Mapped_Unauthorized"],
      [400, "Mapped_InvalidQueryParameter"],
      [400, "Mapped_MalformedJson"],
      [400, "Mapped_InvalidRequestBody"],
      [404, "Mapped_NotFound"],
      [405, "Mapped_MethodNotAllowed"],
      [501, "Mapped_NotImplemented"],
    ]);
    expect(notAllowed.headers?.allow).toBe("GET, POST");
    expect(problems[1]!.findings[0]!.pointer).toMatch(/^\/request\/query\/\$top/);
    expect((badQuery.body as { error: { message: string } }).error.message).toContain("/request/query/$top");
  });

  it("answers a thrown ApiError in the API's shape with its headers, and a crash as 500", async () => {
    const { module } = standIn({
      Entities_List: () => {
        throw new ApiError(429, "Throttled", "slow down", { headers: { "retry-after": "3" } });
      },
      Entities_Get: () => {
        throw new Error("boom");
      },
    });
    const e = await start(module);
    const thrown = await e.dispatch({ method: "GET", target: `/api/v2.0/companies(${COMPANY})/customers`, headers: AUTH, baseUrl: "" });
    expect(thrown).toEqual({ status: 429, headers: { "retry-after": "3" }, body: { error: { code: "Throttled", message: "slow down" } } });
    const stderr = process.stderr.write;
    process.stderr.write = () => true;
    try {
      const crashed = await e.dispatch({ method: "GET", target: `/api/v2.0/companies(${COMPANY})/customers(${COMPANY})`, headers: AUTH, baseUrl: "" });
      expect(crashed.status).toBe(500);
      expect((crashed.body as { error: { code: string; message: string } }).error).toEqual({ code: "Mapped_InternalServerError", message: "The emulator failed: boom" });
    } finally {
      process.stderr.write = stderr;
    }
  });

  it("runs every handler inside the module's around, which may answer instead", async () => {
    const order: string[] = [];
    const { module } = standIn(
      {
        Entities_List: () => {
          order.push("handler");
          return list();
        },
      },
      {
        around: async (req, _ctx, next) => {
          order.push(`around ${req.operationId}`);
          if (req.query.$top === "0") throw new ApiError(503, "Busy", "later");
          return next();
        },
      },
    );
    const e = await start(module);
    expect((await e.dispatch({ method: "GET", target: `/api/v2.0/companies(${COMPANY})/customers`, headers: AUTH, baseUrl: "" })).status).toBe(200);
    expect((await e.dispatch({ method: "GET", target: `/api/v2.0/companies(${COMPANY})/customers?$top=0`, headers: AUTH, baseUrl: "" })).status).toBe(503);
    expect(order).toEqual(["around Entities_List", "handler", "around Entities_List"]);
  });

  it("reads a body only for a routed operation, and answers a body too large with 413 and a closed connection", async () => {
    let reads = 0;
    const { module } = standIn({ Subscriptions_Create: () => ({ status: 201, body: {} }) });
    const e = await start(module);
    const reader = (result: Buffer | "too large" | "aborted") => () => {
      reads++;
      return Promise.resolve(result);
    };
    const unrouted = await e.dispatch({ method: "POST", target: "/nothing", headers: AUTH, baseUrl: "", body: reader(Buffer.from("{}")) });
    expect([unrouted.status, reads]).toEqual([404, 0]);
    const big = await e.dispatch({ method: "POST", target: "/api/v2.0/subscriptions", headers: { ...AUTH, "content-type": "application/json" }, baseUrl: "", body: reader("too large") });
    expect([big.status, big.headers?.connection, (big.body as { error: { code: string } }).error.code, reads]).toEqual([413, "close", "Mapped_PayloadTooLarge", 1]);
    const gone = await e.dispatch({ method: "POST", target: "/api/v2.0/subscriptions", headers: AUTH, baseUrl: "", body: reader("aborted") });
    expect(gone.abort).toBe(true);
  });

  it("keeps a $batch item inside its API: another API's path is not found there", async () => {
    const { module } = standIn({ Entities_List: () => list() });
    const e = await start(module);
    const outside = await e.dispatch({ method: "GET", target: "/api/v1.0/companies", headers: AUTH, baseUrl: "", api: API, inBatch: true });
    expect(outside.status).toBe(404);
    expect((outside.body as { error: { message: string } }).error.message).toMatch(/No operation of webhooks@v2.0 matches GET \/api\/v1.0\/companies/);
  });

  it("checks answers against the contract when asked: a violation is recorded and answered 500", async () => {
    const { module } = standIn({ Entities_List: () => ({ status: 200, body: { value: "not a list" } }) });
    const e = await start(module, true);
    const stderr = process.stderr.write;
    process.stderr.write = () => true;
    try {
      const bad = await e.dispatch({ method: "GET", target: `/api/v2.0/companies(${COMPANY})/customers`, headers: AUTH, baseUrl: "" });
      expect(bad.status).toBe(500);
      expect((bad.body as { error: { code: string } }).error.code).toBe("EmulatorContractViolation");
      expect(e.violations).toHaveLength(1);
      expect(e.violations[0]).toMatch(/Entities_List answered 200 against its contract/);
    } finally {
      process.stderr.write = stderr;
    }
  });

  it("serves the control routes without any contract; the frozen clock moves only by advance", async () => {
    const { module } = standIn({});
    const e = await start(module);
    const health = await e.dispatch({ method: "GET", target: "/_emulator/health", headers: {}, baseUrl: "" });
    expect(health.body).toMatchObject({ status: "ok", now: new Date(START).toISOString(), apis: [API] });
    const fired: number[] = [];
    e.clock.at(START + 1000, () => void fired.push(e.clock.now()));
    // ten seconds of real time pass (fake timers): the frozen clock stays, its timer does not fire
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    try {
      vi.setSystemTime(Date.now() + 10_000);
      await vi.advanceTimersByTimeAsync(10_000);
      expect([e.clock.now(), fired]).toEqual([START, []]);
    } finally {
      vi.useRealTimers();
    }
    const advanced = await e.dispatch({ method: "POST", target: "/_emulator/clock/advance", headers: { "content-type": "application/json" }, baseUrl: "", body: '{"ms":1500}' });
    expect(advanced.body).toEqual({ now: new Date(START + 1500).toISOString() });
    expect(fired).toEqual([START + 1500]);
    const bad = await e.dispatch({ method: "POST", target: "/_emulator/clock/advance", headers: {}, baseUrl: "", body: "{" });
    expect(bad.status).toBe(400);
  });

  it("holds an answer until the store says every write before it is durable", async () => {
    const { module } = standIn({ Entities_List: () => list() });
    const e = await start(module);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const durableAsked = new Promise<void>((resolve) => (asked = resolve));
    e.store.durable = () => {
      asked();
      return gate;
    };
    let answered = false;
    const pending = e.dispatch({ method: "GET", target: `/api/v2.0/companies(${COMPANY})/customers`, headers: AUTH, baseUrl: "" }).then((a) => {
      answered = true;
      return a;
    });
    // the pipeline asks the store, then every promise job that could answer runs (setImmediate comes after them all)
    await durableAsked;
    await new Promise((r) => setImmediate(r));
    expect(answered).toBe(false);
    release();
    expect((await pending).status).toBe(200);
  });
});
