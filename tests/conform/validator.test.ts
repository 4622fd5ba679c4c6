import { describe, expect, it } from "vitest";
import { Contract, ContractError, loadContract, type HttpRequest, type HttpResponse, parseQuery } from "../../src/contract/validator.js";
import { bearer, brief, contract, contractDoc, createBody, id, json, subscription } from "./helpers.js";

const create = (body: unknown, headers: Record<string, string> = { ...bearer, ...json }): HttpRequest => ({
  method: "POST",
  url: "/api/v2.0/subscriptions",
  headers,
  body: typeof body === "string" ? body : JSON.stringify(body),
});
const created = (body: unknown, headers: Record<string, string> = {}): HttpResponse => ({
  status: 201,
  headers: { ...json, Location: `https://api.example.com/api/v2.0/subscriptions(${id})`, ...headers },
  body: JSON.stringify(body),
});
const exchange = (request: HttpRequest, response: HttpResponse) => contract.validateExchange(request, response).findings;
const requestFindings = (request: HttpRequest) => contract.validateRequest(request);
const responseFindings = (method: string, url: string, response: HttpResponse) => {
  const match = contract.matchOperation(method, url);
  if (!match) throw new Error(`no operation for ${method} ${url}`);
  return contract.validateResponse(response, match);
};

describe("a conforming exchange", () => {
  it("has no findings", () => {
    expect(exchange(create({ ...createBody, clientState: "secret" }), created(subscription))).toEqual([]);
  });

  it("accepts a response without a declared header that is not required, and an integer header", () => {
    expect(exchange(create(createBody), created(subscription, { "Retry-After": "30" }))).toEqual([]);
  });
});

describe("request bodies", () => {
  it("required: a missing field is named", () => {
    const { notificationUrl: _, ...body } = createBody;
    const findings = requestFindings(create(body));
    expect(brief(findings)).toEqual(["/request/body/notificationUrl required"]);
    expect(findings[0]?.message).toBe("notificationUrl is required");
  });

  it("readOnly fields are not required in a request, but still allowed", () => {
    expect(requestFindings(create(createBody))).toEqual([]);
    expect(requestFindings(create(subscription))).toEqual([]);
  });

  it("enum, maxLength, pattern, type, nullable and formats uri/date-time/int32", () => {
    const findings = requestFindings(
      create({
        ...createBody,
        changeType: "renamed",
        resource: "r".repeat(129),
        latestSupportedTlsVersion: "v2_0",
        notificationQueryOptions: 5,
        notificationUrl: "not a url",
        expirationDateTime: "tomorrow",
        maxBatchSize: 2 ** 31,
      }),
    );
    expect(brief(findings).sort()).toEqual(
      [
        "/request/body/changeType enum",
        "/request/body/resource maxLength",
        "/request/body/latestSupportedTlsVersion pattern",
        "/request/body/notificationQueryOptions type",
        "/request/body/notificationUrl format",
        "/request/body/expirationDateTime format",
        "/request/body/maxBatchSize format",
      ].sort(),
    );
    expect(findings.find((f) => f.rule === "enum")?.message).toBe('changeType must be one of "created", "updated", "deleted" (got "renamed")');
    expect(findings.find((f) => f.pointer.endsWith("expirationDateTime"))?.message).toContain("date-time");
  });

  it("nullable type accepts null; int32 accepts its range; type mismatch is reported", () => {
    expect(requestFindings(create({ ...createBody, notificationQueryOptions: null, maxBatchSize: 2 ** 31 - 1 }))).toEqual([]);
    expect(brief(requestFindings(create({ ...createBody, maxBatchSize: "10" })))).toEqual(["/request/body/maxBatchSize type"]);
  });

  it("additionalProperties: an undeclared field is named", () => {
    expect(brief(requestFindings(create({ ...createBody, colour: "red" })))).toEqual(["/request/body/colour additionalProperties"]);
  });

  it("a required body that is missing", () => {
    expect(brief(requestFindings({ method: "POST", url: "/api/v2.0/subscriptions", headers: bearer }))).toEqual(["/request/body required"]);
  });

  it("a body that is not JSON", () => {
    expect(brief(requestFindings(create("{ not json")))).toEqual(["/request/body json"]);
  });

  it("content-type: an undeclared media type", () => {
    const findings = requestFindings(create("<subscription/>", { ...bearer, "Content-Type": "application/xml" }));
    expect(brief(findings)).toEqual(["/request/header/content-type content-type"]);
    expect(findings[0]?.message).toContain("application/xml");
  });

  it("content-type parameters such as charset are ignored", () => {
    expect(requestFindings(create(createBody, { ...bearer, "Content-Type": "application/json; charset=utf-8" }))).toEqual([]);
  });
});

describe("parameters", () => {
  const list = (query: string) => requestFindings({ method: "GET", url: `/api/v2.0/subscriptions${query}`, headers: bearer });

  it("query strings are coerced to the schema type", () => {
    expect(list("?$top=10&includeExpired=true&changeType=created&changeType=deleted")).toEqual([]);
    expect(brief(list("?$top=ten"))).toEqual(["/request/query/$top type"]);
    expect(brief(list("?$top=0"))).toEqual(["/request/query/$top minimum"]);
    expect(brief(list("?includeExpired=maybe"))).toEqual(["/request/query/includeExpired type"]);
  });

  it("a value that takes one value, sent twice, is a finding naming it (the handler would read only one)", () => {
    expect(list("?$top=10&$top=ten")).toEqual([{ pointer: "/request/query/$top", rule: "style", message: "query parameter $top is sent 2 times; it takes one value" }]);
  });

  it("exploded arrays are validated item by item", () => {
    expect(brief(list("?changeType=created&changeType=renamed"))).toEqual(["/request/query/changeType/1 enum"]);
  });

  it("maxLength on a query parameter names it", () => {
    const findings = list(`?$filter=${"x".repeat(65)}`);
    expect(brief(findings)).toEqual(["/request/query/$filter maxLength"]);
    expect(findings[0]?.message).toMatch(/^query parameter \$filter /);
  });

  it("a required header (If-Match) is reported missing; header names are case-insensitive", () => {
    const patch = (headers: Record<string, string>): HttpRequest => ({
      method: "PATCH",
      url: `/api/v2.0/subscriptions(${id})`,
      headers: { ...bearer, ...json, ...headers },
      body: JSON.stringify({ expirationDateTime: "2025-03-01T00:00:00Z" }),
    });
    const findings = requestFindings(patch({}));
    expect(brief(findings)).toEqual(["/request/header/if-match required"]);
    expect(findings[0]?.message).toContain("If-Match");
    expect(requestFindings(patch({ "IF-MATCH": 'W/"1"' }))).toEqual([]);
  });

  it("path parameters are percent-decoded and validated (format uuid)", () => {
    expect(brief(requestFindings({ method: "GET", url: "/api/v2.0/subscriptions(not-a-uuid)", headers: bearer }))).toEqual(["/request/path/subscriptionId format"]);
  });

  it("a value sent again has the same findings, each time in objects of its own", () => {
    const first = list("?$top=ten");
    const again = list("?$top=ten");
    expect(again).toEqual(first);
    expect(again[0]).not.toBe(first[0]);
    first[0]!.message = "changed by a caller";
    expect(list("?$top=ten")[0]?.message).toBe(again[0]?.message);
    expect(brief(list("?$top=0"))).toEqual(["/request/query/$top minimum"]);
    expect(list("?$top=10")).toEqual([]);
    expect(brief(list("?$top=ten"))).toEqual(["/request/query/$top type"]);
    // the query string is read up to a fragment; an absolute URL's query is its own
    expect(brief(list("?$top=ten#part"))).toEqual(["/request/query/$top type"]);
    expect(list("?$top=10#?$top=ten")).toEqual([]);
    expect(brief(requestFindings({ method: "GET", url: "https://api.example.com/api/v2.0/subscriptions?$top=0", headers: bearer }))).toEqual(["/request/query/$top minimum"]);
    const path = (key: string) => brief(requestFindings({ method: "GET", url: `/api/v2.0/subscriptions(${key})`, headers: bearer }));
    expect([path("not-a-uuid"), path(id), path("not-a-uuid")]).toEqual([["/request/path/subscriptionId format"], [], ["/request/path/subscriptionId format"]]);
  });
});

describe("parseQuery (the one query decoder of the validator, the pipeline and the control routes)", () => {
  it("decodes as URLSearchParams does: pairs in order, options with the last of a name winning", () => {
    const q = parseQuery("$top=1&a=x%20y&$top=2&b=c+d&__proto__=p");
    expect(q.pairs).toEqual([...new URLSearchParams("$top=1&a=x%20y&$top=2&b=c+d&__proto__=p")]);
    expect(q.options).toEqual(Object.fromEntries(new URLSearchParams("$top=1&a=x%20y&$top=2&b=c+d&__proto__=p")));
    expect(q.options.$top).toBe("2");
    expect(Object.hasOwn(q.options, "__proto__")).toBe(true);
    expect(parseQuery("")).toEqual({ pairs: [], options: {} });
  });
});

describe("operation matching", () => {
  const op = (method: string, path: string) => contract.matchOperation(method, path)?.operationId;

  it("OData key templates", () => {
    expect(op("GET", `/api/v2.0/subscriptions(${id})`)).toBe("Subscriptions_Get");
    expect(contract.matchOperation("GET", `/api/v2.0/subscriptions(${id})`)?.pathParams).toEqual({ subscriptionId: id });
    const other = contract.matchOperation("GET", "/api/v2.0/events(42)");
    expect(other?.operationId).toBe("Entities_Get");
    expect(other?.pathParams).toEqual({ entitySetName: "events", entityId: "42" });
  });

  it("quoted OData keys, also percent-encoded, lose their quotes", () => {
    expect(contract.matchOperation("GET", `/api/v2.0/subscriptions('${id}')`)?.pathParams).toEqual({ subscriptionId: id });
    expect(contract.matchOperation("GET", `/api/v2.0/subscriptions(%27${id}%27)`)?.pathParams).toEqual({ subscriptionId: id });
    expect(contract.matchOperation("GET", "/api/v2.0/events('O''Brien')")?.pathParams.entityId).toBe("O'Brien");
  });

  it("literal segments win over templated ones", () => {
    expect(op("POST", "/api/v2.0/$batch")).toBe("Batch_Send");
    expect(op("POST", "/api/v2.0/documentClassifiers:authorizeCopy")).toBe("DocumentClassifiers_AuthorizeCopy");
    expect(op("GET", "/api/v2.0/subscriptions")).toBe("Subscriptions_List");
    expect(op("POST", "/api/v2.0/events")).toBe("EntitySets_Insert");
  });

  it("a literal path without the method falls back to a template with it", () => {
    expect(op("GET", "/api/v2.0/$batch")).toBe("EntitySets_List");
  });

  it("server path prefixes are stripped (variables included), also from absolute URLs", () => {
    expect(contract.matchOperation("GET", "/tenants/fabrikam/api/v2.0/subscriptions")).toMatchObject({ operationId: "Subscriptions_List", via: "server" });
    expect(op("DELETE", `https://api.example.com/tenants/contoso/api/v2.0/subscriptions(${id})?x=1`)).toBe("Subscriptions_Delete");
  });

  it("unknown leading segments are dropped as a last resort", () => {
    expect(contract.matchOperation("GET", "/gateway/api/v2.0/health")).toMatchObject({ operationId: "Health_Get", via: "fallback" });
  });

  it("unknown operation and unknown method are findings", () => {
    expect(op("GET", "/nothing/here")).toBeUndefined();
    const unknown = exchange({ method: "GET", url: "/nothing/here" }, { status: 200 });
    expect(brief(unknown)).toEqual(["/request operation"]);
    const method = exchange({ method: "PUT", url: "/api/v2.0/health" }, { status: 200 });
    expect(brief(method)).toEqual(["/request operation"]);
    expect(method[0]?.message).toContain("it has GET");
  });
});

describe("responses", () => {
  it("status: undeclared code, 4XX range, default", () => {
    const get = (status: number) => responseFindings("GET", `/api/v2.0/subscriptions(${id})`, { status, headers: json, body: JSON.stringify({ error: { code: "x", message: "y" } }) });
    const findings = get(409);
    expect(brief(findings)).toEqual(["/response/status status"]);
    expect(findings[0]?.message).toContain("409");
    expect(get(404)).toEqual([]);
    const patch = (status: number) => responseFindings("PATCH", `/api/v2.0/subscriptions(${id})`, { status, headers: json, body: JSON.stringify({ error: { code: "x", message: "y" } }) });
    expect(patch(409)).toEqual([]);
    expect(responseFindings("GET", "/api/v2.0/subscriptions", { status: 503, headers: json, body: JSON.stringify({ error: { code: "x", message: "y" } }) })).toEqual([]);
  });

  it("writeOnly properties must not come back", () => {
    const findings = responseFindings("POST", "/api/v2.0/subscriptions", created({ ...subscription, clientState: "secret" }));
    expect(brief(findings)).toEqual(["/response/body/clientState writeOnly"]);
    expect(findings[0]?.message).toContain("clientState");
  });

  it("readOnly fields stay required in responses; format uuid in a response", () => {
    const { id: _, ...noId } = subscription;
    expect(brief(responseFindings("POST", "/api/v2.0/subscriptions", created(noId)))).toEqual(["/response/body/id required"]);
    expect(brief(responseFindings("POST", "/api/v2.0/subscriptions", created({ ...subscription, id: "42" })))).toEqual(["/response/body/id format"]);
  });

  it("nested array items point at the element", () => {
    const findings = responseFindings("GET", "/api/v2.0/subscriptions", { status: 200, headers: json, body: JSON.stringify({ value: [subscription, { ...subscription, changeType: "gone" }] }) });
    expect(brief(findings)).toEqual(["/response/body/value/1/changeType enum"]);
  });

  it("required response headers, and header schemas", () => {
    const noLocation: HttpResponse = { status: 201, headers: json, body: JSON.stringify(subscription) };
    expect(brief(responseFindings("POST", "/api/v2.0/subscriptions", noLocation))).toEqual(["/response/header/location required"]);
    expect(brief(responseFindings("POST", "/api/v2.0/subscriptions", created(subscription, { "retry-after": "soon" })))).toEqual(["/response/header/retry-after type"]);
  });

  it("recursive schemas: errors deep in error.details are found", () => {
    const body = { error: { code: "BadRequest", message: "m", details: [{ code: "A", message: "a", details: [{ code: 7, message: "b" }, { code: "C" }] }] } };
    const findings = responseFindings("GET", `/api/v2.0/subscriptions(${id})`, { status: 404, headers: json, body: JSON.stringify(body) });
    expect(brief(findings).sort()).toEqual(["/response/body/error/details/0/details/0/code type", "/response/body/error/details/0/details/1/message required"]);
  });

  it("a body where no content is declared, and an empty body where content is", () => {
    const extra = responseFindings("DELETE", `/api/v2.0/subscriptions(${id})`, { status: 204, headers: json, body: "{}" });
    expect(brief(extra)).toEqual(["/response/body content-type"]);
    expect(responseFindings("DELETE", `/api/v2.0/subscriptions(${id})`, { status: 204 })).toEqual([]);
    expect(brief(responseFindings("GET", `/api/v2.0/subscriptions(${id})`, { status: 200, headers: json, body: "" }))).toEqual(["/response/body required"]);
  });

  it("undeclared response content type", () => {
    expect(brief(responseFindings("GET", "/api/v2.0/health", { status: 200, headers: { "Content-Type": "text/html" }, body: "<b>OK</b>" }))).toEqual(["/response/header/content-type content-type"]);
  });

  it("text/plain bodies are validated as strings", () => {
    expect(responseFindings("GET", "/api/v2.0/health", { status: 200, headers: { "Content-Type": "text/plain" }, body: "OK fine" })).toEqual([]);
    expect(brief(responseFindings("GET", "/api/v2.0/health", { status: 200, headers: { "Content-Type": "text/plain" }, body: "DOWN" }))).toEqual(["/response/body pattern"]);
  });
});

describe("security", () => {
  const list = (headers: Record<string, string>, status = 200) =>
    contract.validateExchange({ method: "GET", url: "/api/v2.0/subscriptions", headers }, { status, headers: json, body: JSON.stringify({ value: [] }) }).findings;

  it("missing credentials are a finding", () => {
    const findings = list({});
    expect(brief(findings)).toEqual(["/request/header/authorization security"]);
    expect(findings[0]?.message).toMatch(/bearerAuth.*oauth2.*X-Api-Key/);
  });

  it("unless the service answered 401", () => {
    expect(exchange({ method: "GET", url: "/api/v2.0/subscriptions" }, { status: 401, headers: json, body: JSON.stringify({ error: { code: "x", message: "y" } }) })).toEqual([]);
  });

  it("any alternative satisfies: bearer, or the API key header", () => {
    expect(list(bearer)).toEqual([]);
    expect(list({ "x-api-key": "k" })).toEqual([]);
  });

  it("credentials of another scheme do not count", () => {
    expect(brief(list({ Authorization: "Basic dXNlcjpwdw==" }))).toEqual(["/request/header/authorization security"]);
  });

  it("an operation with security: [] needs none", () => {
    expect(requestFindings({ method: "GET", url: "/api/v2.0/health" })).toEqual([]);
  });
});

describe("oneOf with a const discriminator", () => {
  const notify = (value: unknown[]) => {
    const match = contract.matchWebhook("POST", "https://client.example.com/hook");
    if (!match) throw new Error("no webhook");
    return contract.validateRequest({ method: "POST", url: "https://client.example.com/hook", headers: json, body: JSON.stringify({ value }) }, { match });
  };
  const lifecycle = { kind: "lifecycle", subscriptionId: id, lifecycleEvent: "missed" };
  const resource = { kind: "resource", subscriptionId: id, changeType: "updated", resource: "me/events/1" };

  it("valid variants pass", () => {
    expect(notify([lifecycle, resource])).toEqual([]);
  });

  it("only the chosen variant's errors are reported", () => {
    const { lifecycleEvent: _, ...noEvent } = lifecycle;
    expect(brief(notify([noEvent]))).toEqual(["/request/body/value/0/lifecycleEvent required"]);
    expect(brief(notify([{ ...resource, changeType: "gone" }]))).toEqual(["/request/body/value/0/changeType enum"]);
  });

  it("an unknown or missing discriminator value is one finding at the discriminator", () => {
    const unknown = notify([{ ...resource, kind: "other" }]);
    expect(brief(unknown)).toEqual(["/request/body/value/0/kind oneOf"]);
    expect(unknown[0]?.message).toContain('"resource", "lifecycle"');
    const { kind: _, ...noKind } = resource;
    expect(brief(notify([noKind]))).toEqual(["/request/body/value/0/kind required"]);
  });
});

describe("webhooks", () => {
  it("the webhook whose required query parameters are present wins", () => {
    expect(contract.matchWebhook("POST", "https://client.example.com/hook?validationToken=abc")?.template).toBe("subscriptionValidation");
    expect(contract.matchWebhook("POST", "https://client.example.com/hook")?.template).toBe("changeNotification");
  });

  it("a name hint wins; the method must match", () => {
    expect(contract.matchWebhook("POST", "https://client.example.com/hook", "subscriptionValidation")?.operationId).toBe("Webhooks_ValidateEndpoint");
    expect(contract.matchWebhook("GET", "https://client.example.com/hook")).toBeUndefined();
    expect(contract.matchWebhook("POST", "https://client.example.com/hook", "nope")).toBeUndefined();
  });

  it("a delivery hinted as validation without its token misses the required query parameter", () => {
    const match = contract.matchWebhook("POST", "https://client.example.com/hook", "subscriptionValidation");
    if (!match) throw new Error("no webhook");
    expect(brief(contract.validateRequest({ method: "POST", url: "https://client.example.com/hook" }, { match }))).toEqual(["/request/query/validationToken required"]);
  });
});

describe("loading", () => {
  it("accepts a document object or a path, and rejects what is not OpenAPI", () => {
    expect(new Contract(contractDoc()).name).toBe("Conformance fixture: change notifications");
    expect(loadContract(contractDoc(), "x@1").name).toBe("x@1");
    expect(() => loadContract({ swagger: "2.0" })).toThrow(ContractError);
    expect(() => loadContract("/nonexistent/openapi.json")).toThrow(/cannot load/);
  });

  it("lists operations with their pointers", () => {
    const ops = contract.listOperations();
    expect(ops.map((o) => o.operationId)).toContain("DocumentClassifiers_AuthorizeCopy");
    expect(ops.find((o) => o.operationId === "Subscriptions_Update")?.pointer).toBe("/paths/~1api~1v2.0~1subscriptions({subscriptionId})/patch");
  });
});

describe("security findings", () => {
  it("names a credential once when alternatives differ only in scopes", () => {
    const doc = {
      openapi: "3.1.0",
      components: { securitySchemes: { oauth: { type: "oauth2", flows: { clientCredentials: { tokenUrl: "https://login.example/token", scopes: { a: "a", b: "b" } } } } } },
      security: [{ oauth: ["a"] }, { oauth: ["b"] }],
      paths: { "/things": { get: { responses: { "200": { description: "ok" } } } } },
    };
    const findings = loadContract(doc, "scopes").validateRequest({ method: "GET", url: "/things" });
    expect(findings).toHaveLength(1);
    expect(findings[0]!.rule).toBe("security");
    expect(findings[0]!.message).toBe("GET /things requires credentials: oauth (Authorization: Bearer); none were sent");
  });
});
