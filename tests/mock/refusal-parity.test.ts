/**
 * One refusal, one answer: the mock front door and the emulator refuse the same request the same way, with
 * the same checks (src/http/refusals.ts and local.ts for malformed requests, src/emulator/check.ts for
 * contract violations: route, credentials, api-version, parameters and headers, body). Each refusal goes to
 * both, at the address the docs show; status, body, Allow and WWW-Authenticate must be equal, and both must
 * be what the tables below say, written from the contracts (which operations declare a 415, each API's
 * documented error codes, the fault a message must name) rather than read from the code under test.
 * The emulator here runs with allowLoopbackHttp 0: the mock has no relaxation of the contract (an http
 * notificationUrl to a loopback host is refused by it as the contract says), so it answers as the emulator
 * does with its own relaxation off.
 */
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadRegistry } from "../../scripts/lib/registry.js";
import { createEmulator } from "../../src/emulator/index.js";
import { startMocks, type MockServer } from "../../src/mock/server.js";

interface Answer {
  status: number;
  body: unknown;
  /** The headers a refusal carries whatever the API's shape: Allow (405), WWW-Authenticate (401). */
  headers: Record<string, string>;
}

/** A `host` header value that sends no Host header at all. */
const NO_HOST = "(none)";

/** One request on its own connection, the body as bytes (so that bytes which are not UTF-8 go as they are). */
function send(base: string, method: string, target: string, headers: Record<string, string>, body?: Buffer | string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) };
    const { host, ...rest } = headers;
    const sent = { ...rest, ...(host !== undefined && host !== NO_HOST ? { host } : {}), ...length, connection: "close" };
    const req = http.request(`${base}${target}`, { method, headers: sent, setHost: host === undefined, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON: compared as text
        }
        const headers = Object.fromEntries(["allow", "www-authenticate"].flatMap((name) => (res.headers[name] === undefined ? [] : [[name, String(res.headers[name])]])));
        resolve({ status: res.statusCode ?? 0, body: parsed, headers });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

const bearer = { authorization: "Bearer any-token" };
const WEBHOOKS = "/v2.0/production/api/v2.0/subscriptions";
const GROUP = "/subscriptions/5c3e8a1f-2d4b-4f6a-9e7c-1b0d3f5a7c92/resourceGroups/shop/providers/Vendor.ContainerInstance/containerGroups/shop-web?api-version=2025-09-01";
const JOB = "/subscriptions/5c3e8a1f-2d4b-4f6a-9e7c-1b0d3f5a7c92/resourcegroups/shop/providers/Vendor.StreamAnalytics/streamingjobs/sj7804?api-version=2020-03-01";
const STAGE = "/providers/Vendor.Authorization/roleAssignmentApprovals/6d8d41e6-b1c4-4f5e-9c7a-1f3b2a9e8c10/stages/2f7c9b84-3a61-4d0e-8f52-7b1e4c6d9a35?api-version=2021-01-01-preview";
const COPY = "/vendordocs/documentClassifiers:authorizeCopy?api-version=2024-11-30";
const REFRESH = "/databasemovement/v1/refresh/project/1234567/source/6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b/target/7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d";
const HEALTH = "/subscriptions/5c3e8a1f-2d4b-4f6a-9e7c-1b0d3f5a7c92/providers/Vendor.ResourceHealth/events";
const CUSTOMERS = "/v2.0/production/api/v2.0/companies(f64eba74-dacd-4854-a584-1834f68cfc3a)/customers";
const subscription = (members: Record<string, unknown>, without?: string) => {
  const body: Record<string, unknown> = { notificationUrl: "https://hooks.example.com/bc", resource: "/api/v2.0/companies(f64eba74-dacd-4854-a584-1834f68cfc3a)/customers", ...members };
  if (without) delete body[without];
  return JSON.stringify(body);
};
const json = { ...bearer, "content-type": "application/json" };
const notUtf8 = Buffer.concat([Buffer.from('{"displayName":"bad'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]);

/** label, request, and the expected answer: status and the error code (undefined: compared between the two only). */
const CASES: Array<[label: string, method: string, target: string, headers: Record<string, string>, body: Buffer | string | undefined, status: number, code: string | undefined]> = [
  // a media type the operation does not declare: 415 where its contract declares 415, else 400 with the same code
  ["webhooks: text/plain (no 415 declared)", "POST", WEBHOOKS, { ...bearer, "content-type": "text/plain" }, "hello", 400, "BadRequest_UnsupportedMediaType"],
  ["container group: text/plain (415 declared)", "PUT", GROUP, { ...bearer, "content-type": "text/plain" }, "hello", 415, "UnsupportedMediaType"],
  ["streaming job: application/xml (415 declared)", "PUT", JOB, { ...bearer, "content-type": "application/xml" }, "<job/>", 415, "UnsupportedMediaType"],
  ["approval stage: text/plain (415 declared)", "PATCH", STAGE, { ...bearer, "content-type": "text/plain" }, "Approve", 415, "UnsupportedMediaType"],
  ["classifier copy: text/plain (no 415 declared)", "POST", COPY, { "vendor-subscription-key": "any-key", "content-type": "text/plain" }, "hello", 400, "InvalidRequest"],
  ["webhooks: a body where the operation declares none", "GET", WEBHOOKS, { ...bearer, "content-type": "application/json" }, "{}", 400, "BadRequest_UnsupportedMediaType"],
  // malformed JSON: the same code
  ["webhooks: malformed JSON", "POST", WEBHOOKS, { ...bearer, "content-type": "application/json" }, "{nope", 400, "BadRequest_InvalidRequestBody"],
  ["webhooks: malformed JSON, no Content-Type", "POST", WEBHOOKS, bearer, "{nope", 400, "BadRequest_InvalidRequestBody"],
  ["container group: malformed JSON", "PUT", GROUP, { ...bearer, "content-type": "application/json" }, "{nope", 400, "InvalidRequestContent"],
  ["classifier copy: malformed JSON", "POST", COPY, { "vendor-subscription-key": "any-key", "content-type": "application/json" }, "[1,", 400, "InvalidRequest"],
  ["webhooks: a body that is not UTF-8", "POST", WEBHOOKS, { ...bearer, "content-type": "application/json" }, notUtf8, 400, "BadRequest_InvalidRequestBody"],
  // the request-target and header limits
  ["a 10 KB query", "GET", `${WEBHOOKS}?x=${"a".repeat(10_000)}`, bearer, undefined, 414, "UriTooLong"],
  ["a 100 KB query", "GET", `${WEBHOOKS}?x=${"a".repeat(100_000)}`, bearer, undefined, 414, "UriTooLong"],
  ["a 10 KB path no API serves", "GET", `/${"b".repeat(10_000)}`, bearer, undefined, 414, "UriTooLong"],
  ["17 KiB of headers", "GET", WEBHOOKS, { ...bearer, "x-big": "c".repeat(17 * 1024) }, undefined, 431, "RequestHeaderFieldsTooLarge"],
  // one body limit (1 MiB, src/http/front-door.ts): a 2 MB body is 413 in the API's shape from both
  ["webhooks: a 2 MB body", "POST", WEBHOOKS, { ...bearer, "content-type": "application/json" }, `{"x":"${"a".repeat(2_000_000)}"}`, 413, "BadRequest_RequestEntityTooLarge"],
  ["container group: a body one byte over 1 MiB", "PUT", GROUP, { ...bearer, "content-type": "application/json" }, " ".repeat(1024 * 1024 + 1), 413, "PayloadTooLarge"],
  // the Host (src/http/local.ts): none in HTTP/1.1 and a malformed one are 400 in the common shape; one the
  // servers do not answer (DNS rebinding) 403 in the shape of the API the path routes to
  ["no Host", "GET", WEBHOOKS, { ...bearer, host: NO_HOST }, undefined, 400, "BadRequest_Malformed"],
  ["Host: bad host", "GET", WEBHOOKS, { ...bearer, host: "bad host" }, undefined, 400, "BadRequest_Malformed"],
  ["webhooks: a foreign Host", "GET", WEBHOOKS, { ...bearer, host: "rebind.example:4010" }, undefined, 403, "HostNotAllowed"],
  ["container group: a foreign Host", "PUT", GROUP, { ...bearer, host: "rebind.example", "content-type": "application/json" }, "{}", 403, "HostNotAllowed"],
  ["classifier copy: a foreign Host", "POST", COPY, { "vendor-subscription-key": "any-key", host: "192.0.2.1", "content-type": "application/json" }, "{}", 403, "HostNotAllowed"],
  // the database-movement API has no error body but 200's: a refusal keeps its 403, in the common shape
  ["database refresh: a foreign Host", "POST", REFRESH, { ...bearer, host: "rebind.example" }, undefined, 403, "HostNotAllowed"],
  // the control routes: a page of another origin, and a write a page can send without a preflight
  ["a cross-origin control write", "POST", "/_emulator/reset", { origin: "http://evil.example", "content-type": "application/json" }, "{}", 403, "OriginNotAllowed"],
  ["a cross-site control read", "GET", "/_emulator/snapshot", { "sec-fetch-site": "cross-site" }, undefined, 403, "OriginNotAllowed"],
  ["a text/plain control write", "POST", "/_emulator/reset", { "content-type": "text/plain" }, "{}", 415, "UnsupportedMediaType"],
  [
    "a form control write from a loopback page",
    "POST",
    "/_emulator/clock/advance",
    { origin: "http://localhost:5173", "content-type": "application/x-www-form-urlencoded" },
    "ms=1",
    415,
    "UnsupportedMediaType",
  ],
  ["a CORS preflight from another origin", "OPTIONS", WEBHOOKS, { origin: "http://evil.example", "access-control-request-method": "POST" }, undefined, 403, "OriginNotAllowed"],
];

/**
 * Contract violations: label, request, and the expected answer: status, the API's documented error code,
 * and what its message must name (the real fault, not the operation's example error).
 */
const VIOLATIONS: Array<[label: string, method: string, target: string, headers: Record<string, string>, body: string | undefined, status: number, code: string, names: RegExp]> = [
  // api-version, as the emulator checks it (Events_List takes 2025-05-01)
  ["Events_List: no api-version", "GET", HEALTH, bearer, undefined, 400, "MissingApiVersionParameter", /api-version query parameter .* is required.*'2025-05-01'/],
  ["Events_List: another api-version", "GET", `${HEALTH}?api-version=2024-01-01`, bearer, undefined, 400, "InvalidApiVersionParameter", /api-version '2024-01-01' is invalid.*'2025-05-01'/],
  // the body against its schema
  ["Subscriptions_Create: no notificationUrl", "POST", WEBHOOKS, json, subscription({}, "notificationUrl"), 400, "BadRequest_InvalidRequestBody", /^notificationUrl is required/],
  ["Subscriptions_Create: clientState a number", "POST", WEBHOOKS, json, subscription({ clientState: 5 }), 400, "BadRequest_InvalidRequestBody", /^clientState must be string/],
  [
    "Subscriptions_Create: read-only lastModifiedDateTime an object",
    "POST",
    WEBHOOKS,
    json,
    subscription({ lastModifiedDateTime: {} }),
    400,
    "BadRequest_InvalidRequestBody",
    /^lastModifiedDateTime must be string/,
  ],
  [
    "Entities_Create: read-only lastModifiedDateTime an object",
    "POST",
    CUSTOMERS,
    json,
    JSON.stringify({ displayName: "Stand-in Cycles", lastModifiedDateTime: {} }),
    400,
    "BadRequest_InvalidRequestBody",
    /^lastModifiedDateTime must be string/,
  ],
  [
    "Subscriptions_Create: an http notificationUrl",
    "POST",
    WEBHOOKS,
    json,
    subscription({ notificationUrl: "http://hooks.example.com/bc" }),
    400,
    "BadRequest_InvalidRequestBody",
    /^notificationUrl must look like https:\/\/\S+ \(got "http:\/\/[^"]+"; pattern \^https:/,
  ],
  [
    "Subscriptions_Create: an http notificationUrl to a loopback host",
    "POST",
    WEBHOOKS,
    json,
    subscription({ notificationUrl: "http://127.0.0.1:9/bc" }),
    400,
    "BadRequest_InvalidRequestBody",
    /^notificationUrl must look like https:\/\/\S+ \(got "http:\/\/[^"]+"; pattern \^https:/,
  ],
  // query options (minLength 1)
  ["Entities_List: an empty $select", "GET", `${CUSTOMERS}?$select=`, bearer, undefined, 400, "BadRequest_InvalidQueryOption", /\$select must NOT have fewer than 1 characters/],
  // credentials: what was sent, and what is expected
  ["Subscriptions_List: no credentials", "GET", WEBHOOKS, {}, undefined, 401, "Authentication_InvalidCredentials", /requires credentials: oauth2 \(Authorization: Bearer\); none were sent\.$/],
  [
    "Subscriptions_List: Basic credentials",
    "GET",
    WEBHOOKS,
    { authorization: "Basic dXNlcjpzM2NyZXQ=" },
    undefined,
    401,
    "Authentication_InvalidCredentials",
    /oauth2 \(Authorization: Bearer\); the Authorization header sent uses the Basic scheme\.$/,
  ],
  [
    "Subscriptions_List: Bearer with no token",
    "GET",
    WEBHOOKS,
    { authorization: "Bearer" },
    undefined,
    401,
    "Authentication_InvalidCredentials",
    /the Authorization header sent is Bearer with no token after it\.$/,
  ],
  [
    "ContainerGroups_Get: Basic credentials",
    "GET",
    GROUP,
    { authorization: "Basic dXNlcjpzM2NyZXQ=" },
    undefined,
    401,
    "InvalidAuthenticationToken",
    /vendor_auth \(Authorization: Bearer\); the Authorization header sent uses the Basic scheme\.$/,
  ],
  // the credentials come before the body: an oversized body without them is 401 on both, its body never read
  [
    "Subscriptions_Create: a body over 1 MiB without credentials",
    "POST",
    WEBHOOKS,
    { "content-type": "application/json" },
    " ".repeat(1024 * 1024 + 1),
    401,
    "Authentication_InvalidCredentials",
    /none were sent/,
  ],
  // a method the path does not take: 405 with Allow
  ["PUT on the subscriptions collection", "PUT", WEBHOOKS, json, subscription({}), 405, "BadRequest_MethodNotAllowed", /PUT is not allowed on \/api\/v2\.0\/subscriptions; allowed: GET, POST/],
];

/** The code of an error body: `{ error: { code } }`, or the resource manager's `{ code }` of some management APIs. */
const codeOf = (body: unknown) => {
  const b = body as { error?: { code?: string; message?: string }; code?: string; message?: string };
  return { code: b.error?.code ?? b.code, message: b.error?.message ?? b.message };
};

describe("the mock front door and the emulator refuse the same request the same way", () => {
  let mock: MockServer;
  let emulator: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    const entries = loadRegistry();
    [mock, emulator] = await Promise.all([
      startMocks({ entries, port: 0, watch: false, log: () => undefined }),
      // the contract's https for notificationUrls (the emulator's loopback relaxation off: the mock has none)
      createEmulator({ port: 0, quiet: true, settings: { allowLoopbackHttp: 0 } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([mock?.close(), emulator?.close()]);
  });

  it.each(CASES)("%s", async (_label, method, target, headers, body, status, code) => {
    const [fromMock, fromEmulator] = [await send(mock.url, method, target, headers, body), await send(emulator.url, method, target, headers, body)];
    expect(fromMock).toEqual(fromEmulator);
    expect(fromMock.status).toBe(status);
    expect((fromMock.body as { error?: { code?: string } }).error?.code).toBe(code);
  });

  it.each(VIOLATIONS)("%s", async (_label, method, target, headers, body, status, code, names) => {
    const [fromMock, fromEmulator] = [await send(mock.url, method, target, headers, body), await send(emulator.url, method, target, headers, body)];
    expect(fromMock).toEqual(fromEmulator);
    expect(fromMock.status).toBe(status);
    expect(codeOf(fromMock.body).code).toBe(code);
    expect(codeOf(fromMock.body).message).toMatch(names);
    if (status === 405) expect(fromMock.headers.allow).toBe("GET, POST");
    if (status === 401) expect(fromMock.headers["www-authenticate"]).toMatch(/^Bearer /);
  });

  it("accepts a request-target of exactly 8 KiB on both", async () => {
    const prefix = `${WEBHOOKS}?x=`;
    const target = prefix + "a".repeat(8 * 1024 - prefix.length);
    expect(Buffer.byteLength(target)).toBe(8 * 1024);
    const [fromMock, fromEmulator] = [await send(mock.url, "GET", target, bearer), await send(emulator.url, "GET", target, bearer)];
    expect([fromMock.status, fromEmulator.status]).not.toContain(414);
    expect(fromMock.status).toBeLessThan(500);
    expect(fromEmulator.status).toBeLessThan(500);
  });

  it("answers a request node's parser refuses in the same words on both", async () => {
    const raw = (url: string) =>
      new Promise<string>((resolve, reject) => {
        const { hostname, port } = new URL(url);
        const socket = net.connect(Number(port), hostname, () => socket.end(`GET ${WEBHOOKS} HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked, chunked\r\n\r\n0\r\n\r\n`));
        let text = "";
        socket.on("data", (c: Buffer) => (text += c.toString("latin1")));
        socket.on("end", () => resolve(text.replace(/\r\nDate: [^\r]*/, "")));
        socket.on("error", reject);
      });
    const [fromMock, fromEmulator] = [await raw(mock.url), await raw(emulator.url)];
    expect(fromMock).toBe(fromEmulator);
    expect(fromMock).toMatch(/^HTTP\/1\.1 400 [\s\S]*"code":"BadRequest_Malformed"/);
  });

  it("checks credentials before the body on both: a text/plain body without a token is a 401", async () => {
    const headers = { "content-type": "text/plain" };
    const [fromMock, fromEmulator] = [await send(mock.url, "PUT", GROUP, headers, "hello"), await send(emulator.url, "PUT", GROUP, headers, "hello")];
    expect(fromMock).toEqual(fromEmulator);
    expect([fromMock.status, codeOf(fromMock.body).code]).toEqual([401, "InvalidAuthenticationToken"]);
  });
});
