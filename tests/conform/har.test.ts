import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkHar, HarError, parseHar, readHar, toExchange, type Har, type HarEntry } from "../../src/conform/har.js";
import { Contract } from "../../src/contract/validator.js";
import { bearer, brief, contract, contractDoc, fixture, id, subscription } from "./helpers.js";

const contracts = { "fixture@v2.0": contract };

const entry = (method: string, url: string, status: number, extra: Partial<HarEntry> = {}, body?: string): HarEntry => ({
  request: { method, url, headers: Object.entries(bearer).map(([name, value]) => ({ name, value })) },
  response: {
    status,
    headers: [{ name: "Content-Type", value: "application/json" }],
    content: { mimeType: "application/json", ...(body !== undefined ? { text: body } : {}) },
  },
  ...extra,
});
const har = (...entries: HarEntry[]): Har => ({ log: { entries } });

/** The fixture contract with its paths moved from /api/v2.0 to /api/v3.0 and without webhooks. */
function version3(): Contract {
  const doc = contractDoc();
  const paths = doc.paths as Record<string, unknown>;
  doc.paths = Object.fromEntries(Object.entries(paths).map(([p, item]) => [p.replace("/api/v2.0", "/api/v3.0"), item]));
  delete doc.webhooks;
  return new Contract(doc, "fixture@v3.0");
}

describe("checkHar on recorded files", () => {
  it("a conforming recording passes entry by entry, webhooks included", () => {
    const results = checkHar(readHar(fixture("pass.har")), contracts);
    expect(results.map((r) => r.findings)).toEqual(results.map(() => []));
    expect(results[0]).toMatchObject({ index: 0, label: "#1 POST /tenants/contoso/api/v2.0/subscriptions → 201", api: "fixture@v2.0", operationId: "Subscriptions_Create" });
    expect(results.slice(-2).map((r) => r.webhook)).toEqual(["subscriptionValidation", "changeNotification"]);
  });

  it("a failing recording names each mismatch", () => {
    const results = checkHar(readHar(fixture("fail.har")), contracts);
    expect(results.map((r) => brief(r.findings))).toEqual([["/request/body/changeType enum", "/response/body/clientState writeOnly"], [], ["/response/status status"]]);
    expect(results[2]?.label).toBe(`#3 GET /tenants/contoso/api/v2.0/subscriptions(${id}) → 418`);
  });
});

describe("routing entries", () => {
  it("picks the API whose operation matches among several contracts", () => {
    const results = checkHar(
      har(entry("GET", "https://api.example.com/api/v3.0/health", 200), entry("GET", `https://api.example.com/api/v2.0/subscriptions(${id})`, 200, {}, JSON.stringify(subscription))),
      { "fixture@v2.0": contract, "fixture@v3.0": version3() },
    );
    expect(results.map((r) => r.api)).toEqual(["fixture@v3.0", "fixture@v2.0"]);
  });

  it("prefers an exact match in a later contract over a dropped-segment match in an earlier one", () => {
    const results = checkHar(har(entry("GET", "/api/v3.0/subscriptions", 200, {}, JSON.stringify({ value: [] }))), {
      "fixture@v2.0": contract,
      "fixture@v3.0": version3(),
    });
    expect(results[0]).toMatchObject({ api: "fixture@v3.0", findings: [] });
  });

  it("_api names the contract explicitly; an unknown one is a finding", () => {
    const both = { "fixture@v2.0": contract, "fixture@v3.0": version3() };
    const pinned = checkHar(har(entry("GET", "/api/v3.0/subscriptions", 200, { _api: "fixture@v2.0" })), both);
    expect(brief(pinned[0]?.findings ?? [])).toEqual(["/request operation"]);
    const unknown = checkHar(har(entry("GET", "/api/v2.0/health", 200, { _api: "nope@v1" })), both);
    expect(unknown[0]?.findings[0]?.message).toContain('_api "nope@v1"');
  });

  it("_webhook names the webhook explicitly", () => {
    const hinted = entry("POST", "https://client.example.com/hook?validationToken=abc", 200, { _webhook: "changeNotification" });
    const results = checkHar(har(hinted), contracts);
    expect(results[0]?.webhook).toBe("changeNotification");
    expect(brief(results[0]?.findings ?? [])).toEqual(["/request/body required", "/response/status status"]);
  });

  it("an entry that matches nothing is an operation finding", () => {
    const results = checkHar(har(entry("GET", "https://elsewhere.example.com/metrics", 200)), contracts);
    expect(results[0]).toMatchObject({ label: "#1 GET /metrics → 200" });
    expect(brief(results[0]?.findings ?? [])).toEqual(["/request operation"]);
  });
});

describe("only the entries an API serves (onlyServed, the conform command's choice)", () => {
  it("checks an entry at a server's address or a path template, skips the rest; _api and _webhook count", () => {
    const results = checkHar(
      har(
        entry("GET", "https://api.example.com/tenants/contoso/nothing-here", 200), // the server https://{host}/tenants/{tenantId}: checked, no such operation
        entry("GET", `/api/v2.0/subscriptions(${id})`, 200, {}, JSON.stringify(subscription)), // a path template: Subscriptions_Get
        entry("GET", "https://other.example/x/api/v2.0/health", 200), // a template only after dropping /x: skipped
        entry("GET", "https://other.example/metrics", 200), // skipped
        entry("GET", "https://other.example/metrics", 200, { _api: "fixture@v2.0" }), // marked: checked
        entry("POST", "https://client.example.com/hook", 202, { _webhook: "changeNotification" }), // marked: checked
      ),
      contracts,
      { onlyServed: true },
    );
    expect(results.map((r) => r.skipped ?? false)).toEqual([false, false, true, true, false, false]);
    expect(results.map((r) => brief(r.findings)[0])).toEqual(["/request operation", undefined, undefined, undefined, "/request operation", "/request/body required"]);
  });

  it("a server with a host and no path serves every path on that host", () => {
    const doc = contractDoc();
    doc.servers = [{ url: "https://management.example" }];
    const results = checkHar(
      har(entry("GET", "https://MANAGEMENT.example/unknown", 200), entry("GET", "https://management.example.org/unknown", 200)),
      { "fixture@v2.0": new Contract(doc, "fixture@v2.0") },
      { onlyServed: true },
    );
    expect(results.map((r) => r.skipped ?? false)).toEqual([false, true]);
  });
});

describe("reading entries", () => {
  it("decodes base64 response content and takes queryString when the URL has none", () => {
    const recorded: HarEntry = {
      request: { method: "get", url: "https://api.example.com/api/v2.0/subscriptions", headers: [], queryString: [{ name: "$top", value: "5" }] },
      response: { status: 200, headers: [], content: { mimeType: "application/json", encoding: "base64", text: Buffer.from('{"value":[]}').toString("base64") } },
    };
    const { request, response } = toExchange(recorded);
    expect(request).toMatchObject({ method: "GET", url: "https://api.example.com/api/v2.0/subscriptions?%24top=5" });
    expect(response.body).toBe('{"value":[]}');
    expect(brief(checkHar(har(recorded), contracts)[0]?.findings ?? [])).toEqual(["/request/header/authorization security"]);
  });

  it("a body the recorder did not keep (size > 0, no text) is not checked; a recorded empty one is", () => {
    const get = (content: { size: number; mimeType: string }) =>
      checkHar(har({ ...entry("GET", `/api/v2.0/subscriptions(${id})`, 200), response: { status: 200, headers: [], content } }), contracts)[0]?.findings ?? [];
    expect(get({ size: 312, mimeType: "application/json" })).toEqual([]);
    expect(brief(get({ size: 0, mimeType: "application/json" }))).toEqual(["/response/body required"]);
  });
});

describe("malformed HAR input", () => {
  const message = (f: () => unknown) => {
    try {
      f();
    } catch (err) {
      expect(err).toBeInstanceOf(HarError);
      return (err as Error).message;
    }
    throw new Error("expected a HarError");
  };

  it("not JSON", () => {
    expect(message(() => readHar(fixture("not-json.har")))).toMatch(/not-json\.har is not JSON/);
  });

  it("no log.entries", () => {
    expect(message(() => readHar(fixture("no-entries.har")))).toMatch(/log\.entries is missing/);
    expect(message(() => parseHar("[]", "x.har"))).toBe('x.har: not a HAR file (no "log" object)');
  });

  it("an entry without request", () => {
    expect(message(() => readHar(fixture("no-request.har")))).toMatch(/entry #1 has no request$/);
  });

  it("other shape errors name the field", () => {
    const text = JSON.stringify({ log: { entries: [{ request: { method: "GET", url: "/x" }, response: { status: "200" } }] } });
    expect(message(() => parseHar(text))).toContain("entry #1: response.status");
    const headers = JSON.stringify({ log: { entries: [{ request: { method: "GET", url: "/x", headers: {} }, response: { status: 200 } }] } });
    expect(message(() => parseHar(headers))).toContain("request.headers must be a list");
  });

  it("checkHar refuses malformed input with a HarError, not a crash", () => {
    expect(message(() => checkHar({ log: { entries: [{}] } }, contracts))).toContain("entry #1 has no request");
  });

  it("an unreadable file", () => {
    expect(message(() => readHar(fixture("missing.har")))).toMatch(/cannot read .*missing\.har: no such file/);
  });

  it("the fixtures are what the tests claim", () => {
    expect(() => JSON.parse(readFileSync(fixture("not-json.har"), "utf8"))).toThrow();
  });
});
