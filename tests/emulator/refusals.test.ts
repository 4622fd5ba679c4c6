/**
 * Every kind of refusal, sent to every operation the emulator serves, generated from the bundles: no
 * token, a path, query or header parameter that breaks its schema (or a required one left out), an
 * unknown api-version, a body that breaks its schema, malformed JSON, a wrong Content-Type, a stale
 * If-Match, an address of the API that does not exist. The oracle is the bundle, not the emulator: the
 * answer's status is declared by the operation (else its `default`), the answer fits that response
 * (body and declared headers), and its code is one of the codes of that response's named examples.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Contract, OperationMatch } from "../../src/contract/validator.js";
import { createEngine, type Engine } from "../../src/emulator/index.js";
import { allContracts, START } from "./in-process.js";
import { startEchoSubscriber } from "../hostile/harness.js";

type Json = Record<string, any>;
const BASE_URL = "http://127.0.0.1:4020";
const TOKEN = "Bearer eyJ0eXAiOiJKV1QifQ.e30.refusals";
const UNKNOWN_VERSION = "1999-01-01";

/** One request, as sent: path with query, lower-case headers, the body's text. */
interface Sent {
  method: string;
  target: string;
  headers: Record<string, string>;
  body?: string;
}
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: any;
}

let engine: Engine;
let subscriber: Awaited<ReturnType<typeof startEchoSubscriber>>;
beforeAll(async () => {
  subscriber = await startEchoSubscriber();
  engine = await createEngine({ contracts: allContracts(), frozenAt: START, quiet: true, validateResponses: false });
});
afterAll(async () => {
  await engine?.close();
  await subscriber?.close();
});

async function send(sent: Sent): Promise<Answer> {
  const answer = await engine.dispatch({ method: sent.method, target: sent.target, headers: sent.headers, baseUrl: BASE_URL, ...(sent.body !== undefined ? { body: sent.body } : {}) });
  return { status: answer.status, headers: answer.headers ?? {}, body: answer.body === undefined ? undefined : JSON.parse(JSON.stringify(answer.body)) };
}

// --- reading the bundle ---------------------------------------------------------------------------

const resolved = (contract: Contract, node: unknown): any => {
  const ref = (node as Json | undefined)?.$ref;
  return typeof ref === "string" ? contract.deref(ref.slice(1))?.value : node;
};

/** The parameters of an operation (its path item's, overridden by its own), dereferenced. */
function parametersOf(contract: Contract, match: OperationMatch): Json[] {
  const itemPointer = match.pointer.slice(0, match.pointer.lastIndexOf("/"));
  const list = (pointer: string) => ((contract.deref(pointer)?.value.parameters as unknown[] | undefined) ?? []).map((p) => resolved(contract, p) as Json);
  const own = list(match.pointer);
  return [...list(itemPointer).filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
}

/** A documented value of a parameter: its example(s), else its schema's, else one its schema's type and format call for. */
function documentedValue(contract: Contract, param: Json): string {
  const schema = resolved(contract, param.schema) ?? {};
  const firstExample = (examples: unknown) => (Array.isArray(examples) ? examples[0] : examples && typeof examples === "object" ? resolved(contract, Object.values(examples)[0])?.value : undefined);
  const value = param.example ?? firstExample(param.examples) ?? schema.example ?? firstExample(schema.examples) ?? schema.const ?? schema.enum?.[0] ?? schema.default;
  if (value !== undefined) return String(value);
  if (schema.format === "uuid") return "5c2f8a3e-1b4d-4e7a-9f26-1d4b7c9e0a52";
  return schema.type === "integer" ? "7" : "value1";
}

/** The first named example (or example) of the operation's JSON request body, as text. */
function exampleBody(contract: Contract, match: OperationMatch): string | undefined {
  const media = (contract.deref(`${match.pointer}/requestBody`)?.value.content as Json | undefined)?.["application/json"] as Json | undefined;
  if (!media) return undefined;
  const named = media.examples ? resolved(contract, Object.values(media.examples)[0])?.value : media.example;
  return JSON.stringify(named);
}

/** A valid request of an operation, from its documented examples, with a bearer token. */
function validRequest(contract: Contract, match: OperationMatch, overrides: Record<string, string> = {}): Sent {
  const params = parametersOf(contract, match);
  const value = (p: Json) => overrides[p.name] ?? (p.name === "api-version" && p.in === "query" ? String((contract.doc.info as Json).version) : documentedValue(contract, p));
  const path = match.template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(value(params.find((p) => p.in === "path" && p.name === name)!)));
  const query = params.filter((p) => p.in === "query" && p.required).map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(value(p))}`);
  const headers: Record<string, string> = { authorization: TOKEN };
  for (const p of params.filter((p) => p.in === "header" && p.required)) headers[String(p.name).toLowerCase()] = value(p);
  const body = exampleBody(contract, match);
  if (body !== undefined) headers["content-type"] = "application/json";
  return { method: match.method, target: `${path}${query.length ? `?${query.join("&")}` : ""}`, headers, ...(body !== undefined ? { body } : {}) };
}

const withQuery = (sent: Sent, edit: (q: URLSearchParams) => void): Sent => {
  const url = new URL(sent.target, BASE_URL);
  edit(url.searchParams);
  return { ...sent, target: url.pathname + url.search };
};

/** The codes of a response's named examples (`error.code`, or `code` of a flat body). */
function codesOf(contract: Contract, pointer: string): Set<string> {
  const content = (contract.deref(pointer)?.value.content as Json | undefined) ?? {};
  const codes = new Set<string>();
  for (const media of Object.values(content)) {
    for (const example of Object.values((media as Json).examples ?? {})) {
      const value = resolved(contract, example)?.value as Json | undefined;
      const code = value?.error?.code ?? value?.code;
      if (typeof code === "string") codes.add(code);
    }
  }
  return codes;
}

const codeOf = (body: any): unknown => body?.error?.code ?? body?.code;

/**
 * The oracle: the status is declared by `match` (else its `default`), the answer fits that response, the
 * code is one of its examples' codes, and a refusal answered 2xx (database movement, seed 002: "the
 * status is always 200 OK, except when the caller is not correctly authenticated") is no success.
 */
function expectDocumented(contract: Contract, match: OperationMatch, answer: Answer, what: string): void {
  const label = `${contract.name} ${match.operationId} ${what}: ${answer.status} ${JSON.stringify(answer.body)}`;
  const responses = contract.deref(`${match.pointer}/responses`)!.value;
  const key = String(answer.status) in responses ? String(answer.status) : "default" in responses ? "default" : undefined;
  expect(key, `${label}: status not declared`).toBeDefined();
  const headers = { ...answer.headers, ...(answer.body !== undefined ? { "content-type": "application/json" } : {}) };
  expect(contract.validateResponse({ status: answer.status, headers, body: answer.body }, match), label).toEqual([]);
  const codes = codesOf(contract, `${match.pointer}/responses/${key}`);
  if (codes.size > 0) expect([...codes], `${label}: code not among the examples`).toContain(codeOf(answer.body));
  if (answer.status < 300) expect(answer.body?.IsSuccess, label).toBe(false);
}

/** The oracle of an address no operation serves: a status some operation of the API declares (else a `default`), a code of that status's examples there. */
function expectDocumentedByApi(contract: Contract, answer: Answer, what: string): void {
  const label = `${contract.name} ${what}: ${answer.status} ${JSON.stringify(answer.body)}`;
  const ops = contract.listOperations().filter((o) => o.kind === "path");
  const status = String(answer.status);
  const declaring = ops.filter((o) => status in contract.deref(`${o.pointer}/responses`)!.value);
  const keyed = declaring.length > 0 ? declaring.map((o) => ({ o, key: status })) : ops.filter((o) => "default" in contract.deref(`${o.pointer}/responses`)!.value).map((o) => ({ o, key: "default" }));
  if (keyed.length === 0) {
    // an API whose operations declare no such status and no `default` (database movement: 200 and 401 only,
    // seed 002) has no contract for an address it does not serve: a bare 404, no body that would claim one
    expect([answer.status, answer.body], label).toEqual([404, undefined]);
    return;
  }
  const fits = keyed.filter(({ o }) => {
    const headers = answer.body !== undefined ? { "content-type": "application/json" } : {};
    return contract.validateResponse({ status: answer.status, headers: { ...answer.headers, ...headers }, body: answer.body }, o).length === 0;
  });
  expect(fits.length, `${label}: fits no declaring operation's response`).toBeGreaterThan(0);
  const codes = new Set(keyed.flatMap(({ o, key }) => [...codesOf(contract, `${o.pointer}/responses/${key}`)]));
  if (codes.size > 0) expect([...codes], `${label}: code not among the examples`).toContain(codeOf(answer.body));
}

// --- values that break a schema -------------------------------------------------------------------------

const BREAKERS = ["not a valid value!", "-", "a", "0", "x".repeat(300), "99999999999999999999999", "true", "%00"];

/** A value of parameter `param` that its contract refuses (and that still routes to the same operation), or undefined. */
function breakingValue(contract: Contract, match: OperationMatch, param: Json, sent: (value: string) => Sent): { value: string; request: Sent } | undefined {
  const pointer = `/request/${param.in}/${param.in === "header" ? String(param.name).toLowerCase() : param.name}`;
  for (const value of BREAKERS) {
    const request = sent(value);
    const routed = contract.matchOperation(request.method, request.target);
    if (routed?.pointer !== match.pointer) continue;
    const findings = contract.validateRequest({ method: request.method, url: request.target, headers: request.headers, body: request.body }, { match: routed });
    if (findings.some((f) => f.pointer.startsWith(pointer))) return { value, request };
  }
  return undefined;
}

// --- resources that exist, for a stale If-Match ----------------------------------------------------------

/** Path values naming a resource that exists for an If-Match operation: read where it can be read, else made (the collection's POST, or the PUT itself). */
async function existingResource(contract: Contract, match: OperationMatch): Promise<Record<string, string>> {
  const valid = validRequest(contract, match);
  const ops = contract.listOperations();
  const read = ops.find((o) => o.template === match.template && o.method === "GET");
  if (read && (await send({ ...validRequest(contract, read) })).status === 200) return {};
  const put = ops.find((o) => o.template === match.template && o.method === "PUT");
  if (put) {
    const { "if-match": _, ...headers } = validRequest(contract, put).headers;
    const made = await send({ ...validRequest(contract, put), headers });
    expect(made.status, `${match.operationId}: making the resource`).toBeLessThan(300);
    return {};
  }
  // OData: the key in the last parentheses names the resource of the collection before them
  const keyed = /^(.*)\(\{(\w+)\}\)$/.exec(match.template);
  if (!keyed) throw new Error(`${match.operationId}: no way to make a resource`);
  const [, collection, keyName] = keyed as unknown as [string, string, string];
  const create = ops.find((o) => o.template === collection && o.method === "POST");
  if (!create) throw new Error(`${match.operationId}: no operation makes a resource of ${collection}`);
  const request = validRequest(contract, create);
  let body = JSON.parse(request.body!) as Json;
  if (/subscriptions$/.test(collection)) {
    // a subscriber that answers the handshake; the emulator's custom APIs serve the standard entity sets only
    body = { ...body, notificationUrl: subscriber.url, resource: String(body.resource).replace(/\/[A-Za-z]+$/, "/customers") };
  }
  const made = await send({ ...request, body: JSON.stringify(body) });
  expect(made.status, `${match.operationId}: making a resource of ${valid.target}: ${JSON.stringify(made.body)}`).toBe(201);
  return { [keyName]: String(made.body.subscriptionId ?? made.body.id) };
}

// --- the cases ----------------------------------------------------------------------------------------------

/** Which kinds of refusal the cases above sent (checked last: every kind reaches some operation). */
const sentKinds = new Set<string>();

const served = [...allContracts()].filter(([, c]) => c.listOperations().some((o) => o.kind === "path"));

describe.each(served)("%s: every refusal is documented", (_api, contract) => {
  const operations = contract.listOperations().filter((o) => o.kind === "path");

  it.each(operations.map((o) => [o.operationId!, o] as const))("%s refuses each broken request as its contract documents", async (_id, listed) => {
    const valid = validRequest(contract, listed);
    // the operation as the request reaches it (with its path parameters)
    const match = contract.matchOperation(valid.method, valid.target)!;
    expect(match?.pointer, `${listed.operationId}: ${valid.method} ${valid.target} routes to it`).toBe(listed.pointer);
    const findings = contract.validateRequest({ method: valid.method, url: valid.target, headers: valid.headers, body: valid.body }, { match });
    expect(findings, `${match.operationId}: the generated request ${valid.method} ${valid.target} is valid: ${JSON.stringify(findings)}`).toEqual([]);
    const params = parametersOf(contract, match);
    const cases: Array<[string, Sent]> = [];

    const { authorization: _, ...anonymous } = valid.headers;
    cases.push(["without a token", { ...valid, headers: anonymous }]);
    for (const p of params.filter((p) => p.in === "path")) {
      const broken = breakingValue(contract, match, p, (v) => validRequest(contract, match, { [p.name]: v }));
      if (broken) cases.push([`with path parameter ${p.name} '${broken.value}'`, broken.request]);
    }
    for (const p of params.filter((p) => p.in === "query")) {
      if (p.name === "api-version") {
        cases.push(["with an unknown api-version", withQuery(valid, (q) => q.set("api-version", UNKNOWN_VERSION))]);
        cases.push(["without api-version", withQuery(valid, (q) => q.delete("api-version"))]);
        continue;
      }
      if (p.required) cases.push([`without query parameter ${p.name}`, withQuery(valid, (q) => q.delete(p.name))]);
      const broken = breakingValue(contract, match, p, (v) => withQuery(valid, (q) => q.set(p.name, v)));
      if (broken) cases.push([`with query parameter ${p.name} '${broken.value}'`, broken.request]);
    }
    for (const p of params.filter((p) => p.in === "header")) {
      const name = String(p.name).toLowerCase();
      if (p.required) {
        const { [name]: _dropped, ...rest } = valid.headers;
        cases.push([`without header ${p.name}`, { ...valid, headers: rest }]);
      }
      const broken = breakingValue(contract, match, p, (v) => ({ ...valid, headers: { ...valid.headers, [name]: v } }));
      if (broken) cases.push([`with header ${p.name} '${broken.value}'`, broken.request]);
    }
    if (valid.body !== undefined) {
      const wrong = ["[]", '"text"', "42", "{}"].find((text) => contract.validateBody({ ...valid, url: valid.target, body: text }, match).length > 0);
      if (wrong) cases.push([`with a body that breaks its schema '${wrong}'`, { ...valid, body: wrong }]);
      cases.push(["with malformed JSON", { ...valid, body: '{"unterminated": ' }]);
      cases.push(["with Content-Type text/plain", { ...valid, headers: { ...valid.headers, "content-type": "text/plain" } }]);
    }
    for (const [what, request] of cases) {
      expectDocumented(contract, match, await send(request), what);
      sentKinds.add(what.replace(/ '.*'$/, "").replace(/ (parameter|header) \S+$/, " $1"));
    }

    const ifMatch = params.find((p) => p.in === "header" && String(p.name).toLowerCase() === "if-match");
    if (ifMatch) {
      const stale = { ...validRequest(contract, match, await existingResource(contract, match)) };
      stale.headers = { ...stale.headers, "if-match": 'W/"stale-tag"' };
      const answer = await send(stale);
      expect(answer.status, `${match.operationId} with a stale If-Match: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(400);
      expectDocumented(contract, match, answer, "with a stale If-Match");
      sentKinds.add("with a stale If-Match");
    }
  });

  it("answers an address of the API that no operation serves as the API documents", async () => {
    const first = operations[0]!;
    const valid = validRequest(contract, first);
    const url = new URL(valid.target, BASE_URL);
    const target = `${url.pathname}/no-such-resource${url.search}`;
    expect(contract.matchOperation(first.method, target), target).toBeUndefined();
    const answer = await send({ ...valid, target });
    expect(answer.status).toBe(404);
    expectDocumentedByApi(contract, answer, `${first.method} ${target}`);
  });
});

describe("the refusals sent", () => {
  it("cover every kind the emulator must make", () => {
    const every = [
      "without a token",
      "with path parameter",
      "with an unknown api-version",
      "without api-version",
      "with query parameter",
      "without header",
      "with header",
      "with a body that breaks its schema",
      "with malformed JSON",
      "with Content-Type text/plain",
      "with a stale If-Match",
    ];
    expect([...sentKinds].filter((k) => every.includes(k)).sort(), JSON.stringify([...sentKinds])).toEqual([...every].sort());
  });
});
