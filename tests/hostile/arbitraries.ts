/**
 * fast-check arbitraries derived from the bundled contracts (generated/<api>/<version>/openapi.json,
 * found through the registry): for every operation with a path, valid requests built from its
 * parameter and body schemas (and its named examples), and hostile mutations of them.
 *
 * The schema → arbitrary generator covers the subset the contracts use: string (pattern, format, enum,
 * const, minLength/maxLength), integer and number bounds, boolean, object properties/required
 * (readOnly fields left out: request view), arrays, oneOf/anyOf, allOf (merged), `$ref`. Patterns
 * fast-check cannot generate from, and anything else it cannot build, fall back to the schema's and
 * the operation's named examples. A "valid" request is therefore valid most of the time, not always:
 * the assertions never depend on it (the emulator must answer every request within the contract).
 *
 * Generated cases are plain JSON (HostileCase): api + operationId + the wire request, so a failing
 * one can be saved under tests/hostile/regressions/ and replayed as is.
 */
import fc from "fast-check";
import type { WireBody, WireRequest } from "./raw-http.js";
import { type HostileCase, isObj, type OpModel, type ParamModel } from "./models.js";
import { applyPoint, type GenOptions, type Point, pointsOf, schemaArb } from "./schema-arb.js";

export { contractsWithPaths, findModel, type HostileCase, type OpModel, operationModels, type ParamModel } from "./models.js";
export { type GenOptions, schemaArb } from "./schema-arb.js";

// --- requests -------------------------------------------------------------------------------------------

interface Draft {
  model: OpModel;
  path: Record<string, string>;
  query: Array<[string, string]>;
  headers: Array<[string, string]>;
  body?: unknown;
}

const scalar = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));
/** Percent-encode a path value the way a client does (OData keys keep their quotes and parentheses). */
const encodeSegment = (v: string) => encodeURIComponent(v).replace(/%27/g, "'");
const encodeQuery = (v: string) => encodeURIComponent(v).replace(/%24/g, "$").replace(/%2C/g, ",");

function paramArb(model: OpModel, p: ParamModel, options: GenOptions): fc.Arbitrary<string> {
  // a valid request names the api-version its document serves (the emulator refuses any other with a 400)
  if (p.in === "query" && p.name === "api-version") return fc.constant(String((model.contract.doc.info as { version?: unknown }).version));
  // a path segment is never empty (an empty one is another path)
  const schema = p.in === "path" && p.schema && typeof p.schema.minLength !== "number" ? { ...p.schema, minLength: 1 } : p.schema;
  const generated = schema ? schemaArb(model.contract, schema, { ...options, ascii: p.in === "header" }) : fc.string({ minLength: 1, maxLength: 8 });
  const examples = p.examples.filter((x) => x !== undefined);
  const arb = examples.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...examples), weight: 3 }, { arbitrary: generated, weight: 2 }) : generated;
  return arb.map((v) => (Array.isArray(v) ? v.map(scalar).join(",") : scalar(v)));
}

function draftArb(model: OpModel, options: GenOptions): fc.Arbitrary<Draft> {
  const pathArbs: Record<string, fc.Arbitrary<string>> = {};
  const optional: Array<fc.Arbitrary<[string, string, string] | undefined>> = [];
  for (const p of model.params) {
    if (p.in === "path") pathArbs[p.name] = paramArb(model, p, options);
    else if (p.in === "query" || p.in === "header") {
      const value = paramArb(model, p, options).map((v): [string, string, string] => [p.in, p.name, v]);
      optional.push(p.required ? value : fc.option(value, { nil: undefined, freq: 2 }));
    }
  }
  const bodyArb: fc.Arbitrary<unknown> = model.body
    ? (() => {
        const generated = model.body.schema ? schemaArb(model.contract, model.body.schema, options) : fc.constant({});
        return model.body.examples.length > 0 ? fc.oneof({ arbitrary: generated, weight: 2 }, { arbitrary: fc.constantFrom(...model.body.examples), weight: 1 }) : generated;
      })()
    : fc.constant(undefined);
  return fc.record({ path: fc.record(pathArbs), params: fc.tuple(...optional), body: bodyArb }).map(({ path, params, body }) => {
    const query: Array<[string, string]> = [...model.auth.query];
    const headers: Array<[string, string]> = [...model.auth.headers];
    for (const p of params) {
      if (!p) continue;
      const [where, name, value] = p;
      if (where === "query") query.push([name, value]);
      else headers.push([name, value]);
    }
    // an overridden body value (notificationUrl) may be inside an example too
    const fixed = body !== undefined && options.overrides ? overrideIn(body, options) : body;
    return { model, path, query, headers, ...(fixed !== undefined ? { body: fixed } : {}) };
  });
}

/** Examples carry real-looking URLs: replace overridden properties in them with a fixed safe value. */
function overrideIn(value: unknown, options: GenOptions): unknown {
  if (Array.isArray(value)) return value.map((v) => overrideIn(v, options));
  if (!isObj(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const values = options.overrides?.[k];
    out[k] = values?.[0] !== undefined && typeof v === "string" ? values[0] : overrideIn(v, options);
  }
  return out;
}

function targetOf(d: Draft, pathOverride?: Record<string, string>, rawSegments = false): string {
  const values = { ...d.path, ...pathOverride };
  const path = d.model.match.template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = values[name] ?? "";
    return rawSegments && pathOverride && name in pathOverride ? v : encodeSegment(v);
  });
  const qs = d.query.map(([k, v]) => `${encodeQuery(k)}=${encodeQuery(v)}`).join("&");
  return qs ? `${path}?${qs}` : path;
}

function wireOf(d: Draft, changes: Partial<WireRequest> = {}): WireRequest {
  const headers: Array<[string, string]> = [...d.headers];
  let body: WireBody | undefined;
  if (d.body !== undefined && d.model.body) {
    headers.push(["Content-Type", d.model.body.media.includes("json") ? "application/json" : d.model.body.media]);
    body = { kind: "text", text: typeof d.body === "string" && !d.model.body.media.includes("json") ? d.body : JSON.stringify(d.body) };
  }
  return { method: d.model.match.method, target: targetOf(d), headers, ...(body ? { body } : {}), ...changes };
}

const withHeader = (headers: Array<[string, string]>, name: string, value: string | undefined) => {
  const out = headers.filter(([n]) => n.toLowerCase() !== name.toLowerCase());
  if (value !== undefined) out.push([name, value]);
  return out;
};

// hostile values for path segments, header values and queries
// biome-ignore format: a word list, kept packed
export const PATH_SEGMENTS = [
  "..", "../..", "%2e%2e", "%2E%2E%2F%2E%2E", ".", "%00", "a%00b", "%2F", "a/b", "%ZZ", "%", "%E0%A4%A", "%C0%AF", "ü", "%C3%BC", "😀", "%F0%9F%98%80",
  "\u202e", "%E2%80%AE", "", "'", "''", "(", ")", "()", " ", "%20", "\\", "*", "$metadata", "x".repeat(3000), "'a''b'", "a;b=c", "%0d%0aX-Injected:%201", "?", "#frag",
];
const HEADER_ATTACKS: Array<[string, string]> = [
  ["X-Hostile", "a\r\nX-Injected: 1"],
  ["X-Hostile", "a\nX-Injected: 1"],
  ["X-Hostile", "a\rb"],
  ["X-Hostile", "a\u0000b"],
  ["X-Hostile", "ünïcödé ☃"],
  ["X-Hostile", "x".repeat(20_000)],
  ["X Hostile", "space in the name"],
  ["X-Hostile:", "colon in the name"],
  ["Content-Length", "5"],
  ["Transfer-Encoding", "chunked"],
  ["Transfer-Encoding", "gzip, chunked"],
  ["Content-Type", "application/json\r\nX-Injected: 1"],
  ["Authorization", "Bearer a\r\n\r\nGET /smuggled HTTP/1.1"],
  ["If-Match", 'W/"a"\r\nX-Injected: 1'],
  ["Host", "evil.example"],
  ["Expect", "100-continue"],
  ["Content-Encoding", "gzip"],
  ["Upgrade", "websocket"],
  ["Connection", "Upgrade"],
  ["X-HTTP-Method-Override", "DELETE"],
];
// biome-ignore format: a word list, kept packed
const CONTENT_TYPES = ["text/plain", "application/xml", "multipart/form-data; boundary=x", "application/x-www-form-urlencoded", "application/json; charset=utf-16", "json", "application/json, text/plain", "application/octet-stream", "*/*", ";", "application/merge-patch+json"];
const MALFORMED_JSON = (text: string): string[] => [
  text.slice(0, Math.max(1, Math.floor(text.length / 2))),
  `${text}}`,
  `${text},`,
  text.replace(/"/g, "'"),
  `\uFEFF${text}`,
  `${text}\u0000`,
  "{",
  "[",
  "",
  "null",
  "NaN",
  '{"a":1,}',
  '{"a":01}',
  '{"a":"\\ud800"}',
  '{"a":1e999}',
  "undefined",
  '{"__proto__":{"polluted":true}}',
];
// biome-ignore format: a word list, kept packed
const QUERY_ATTACKS = [
  "unknownParam=1", "$top=-1", "$top=1e99", "$top=abc", "$skip=-5", "$skip=99999999999999999999", "$skiptoken=%ZZ", "$filter=", "$filter=%ZZ",
  "$filter=id%20eq", "$filter=((((((", `$filter=${"(".repeat(400)}id%20eq%201${")".repeat(400)}`, `${"$filter=not%20".repeat(1) + "not%20".repeat(300)}id%20eq%201`,
  `$filter=${Array.from({ length: 300 }, () => "id%20eq%201").join("%20and%20")}`, "$filter=startswith(displayName,'%00')", "$filter=contains(displayName,'''')",
  `$expand=${"item($expand=".repeat(300)}item${")".repeat(300)}`, "$expand=((((", "$expand=nosuchnav", `$select=${"a,".repeat(500)}b`, "$select=%00",
  "api-version=1900-01-01", "api-version=", "api-version=%00", "$top=1&$top=2", "&&&&", "=", "a=%", `x=${"y".repeat(4000)}`, "%00=%00",
];
const METHODS = ["GET", "PUT", "POST", "DELETE", "PATCH", "HEAD", "OPTIONS", "TRACE"];

export interface CaseOptions extends GenOptions {
  /** The body limit of the target (413 above it). */
  maxBodyBytes: number;
}

/** The mutations, each a function of a valid draft. */
function mutationsOf(model: OpModel, options: CaseOptions): Array<[string, (d: Draft) => fc.Arbitrary<WireRequest>]> {
  const list: Array<[string, (d: Draft) => fc.Arbitrary<WireRequest>]> = [];
  const json = model.body?.media.includes("json") === true;
  if (model.body && json) {
    for (const kind of ["wrong-type", "out-of-range", "missing-field", "unknown-enum", "bad-format", "extra-field"] as const) {
      list.push([
        `body:${kind}`,
        (d) => {
          const points: Point[] = [];
          pointsOf(model.contract, model.body!.schema, d.body, [], points);
          const mine = points.filter((p) => p.kind === kind);
          const chosen = mine.length > 0 ? mine : points;
          return fc.constantFrom(...chosen).map((p) => {
            const mutated = applyPoint(d.body, p);
            return wireOf({ ...d, body: mutated }, mutated === undefined ? { body: { kind: "text", text: "" } } : {});
          });
        },
      ]);
    }
    list.push(["body:malformed-json", (d) => fc.constantFrom(...MALFORMED_JSON(JSON.stringify(d.body ?? {}))).map((text) => wireOf(d, { body: { kind: "text", text } }))]);
    list.push([
      "body:deep-nesting",
      (d) =>
        fc.record({ depth: fc.constantFrom(64, 200, 1000, 10_000, 100_000), shape: fc.constantFrom(['{"a":', "}"], ["[", "]"]), inField: fc.boolean() }).map(({ depth, shape, inField }) => {
          const base = JSON.stringify(isObj(d.body) ? { ...d.body, deepHostile: "@@DEEP@@" } : { deepHostile: "@@DEEP@@" });
          const [prefix = "", suffix = ""] = inField ? base.split('"@@DEEP@@"') : ["", ""];
          return wireOf(d, { body: { kind: "deep", prefix, open: shape[0]!, leaf: "1", close: shape[1]!, depth, suffix } });
        }),
    ]);
  }
  if (model.body) {
    list.push([
      "body:content-type",
      (d) =>
        fc.constantFrom(...CONTENT_TYPES, undefined).map((ct) => {
          const w = wireOf(d);
          return { ...w, headers: withHeader(w.headers, "Content-Type", ct), body: w.body ?? { kind: "text", text: "{}" } };
        }),
    ]);
    if (model.body.required) list.push(["body:absent", (d) => fc.constant({ ...wireOf(d), body: undefined, headers: withHeader(wireOf(d).headers, "Content-Type", undefined) })]);
  }
  list.push([
    "body:oversized",
    (d) =>
      fc.record({ extra: fc.integer({ min: 1, max: 4096 }), framing: fc.constantFrom<"length" | "chunked">("length", "chunked") }).map(({ extra, framing }) => {
        const w = wireOf(d);
        const headers = withHeader(w.headers, "Content-Type", json || !model.body ? "application/json" : model.body.media);
        return { ...w, headers, framing, body: { kind: "fill", size: options.maxBodyBytes + extra, char: " " } };
      }),
  ]);
  list.push([
    "body:unexpected",
    (d) =>
      fc
        .constantFrom("{}", "garbage", "\u0000\u0001")
        .map((text) => ({ ...wireOf(d), headers: withHeader(wireOf(d).headers, "Content-Type", "application/json"), body: { kind: "text" as const, text } })),
  ]);

  const pathParams = model.params.filter((p) => p.in === "path");
  if (pathParams.length > 0) {
    list.push([
      "path:segment",
      (d) =>
        fc.record({ name: fc.constantFrom(...pathParams.map((p) => p.name)), value: fc.constantFrom(...PATH_SEGMENTS), raw: fc.boolean() }).map(({ name, value, raw }) => ({
          ...wireOf(d),
          target: targetOf(d, { [name]: value }, raw),
        })),
    ]);
  }
  list.push([
    "path:shape",
    (d) =>
      fc
        .constantFrom(
          (t: string) => t.replace(/^\//, "//"),
          (t: string) => t.replace(/\?|$/, (m) => `/${m}`),
          (t: string) => t.replace(/\/([^/?]*)(\?|$)/, "/../$1$2"),
          (t: string) => t.replace(/\/([^/?]*)(\?|$)/, "/./$1$2"),
          (t: string) => t.replace(/\//g, "%2F"),
          (t: string) => t.toUpperCase(),
          (t: string) => `http://evil.example${t}`,
          (t: string) => `${t.split("?")[0]}/${"a/".repeat(200)}`,
          (t: string) => t.replace(/\?|$/, (m) => `%00${m}`),
          (t: string) => t.replace(/\?|$/, (m) => `;jsessionid=1${m}`),
          (_t: string) => `*`,
        )
        .map((f) => {
          const w = wireOf(d);
          return { ...w, target: f(w.target) };
        }),
  ]);
  for (const p of model.params.filter((x) => x.in === "query" || x.in === "header")) {
    const s = p.schema ?? {};
    const bad: string[] = ["", "%ZZ", "x".repeat(5000), "NotAnEnumValue", "-1", "1e999", "0.5", "null", "[]", "{}", "true", "'", "\u00e9"];
    if (typeof s.maximum === "number") bad.push(String(s.maximum + 1));
    if (typeof s.minimum === "number") bad.push(String(s.minimum - 1));
    if (typeof s.maxLength === "number") bad.push("x".repeat(s.maxLength + 1));
    list.push([
      `${p.in}:${p.name}`,
      (d) =>
        fc.constantFrom(...bad, undefined).map((v) => {
          if (p.in === "query") {
            const query = d.query.filter(([n]) => n !== p.name);
            if (v !== undefined) query.push([p.name, v]);
            return wireOf({ ...d, query });
          }
          return wireOf({ ...d, headers: withHeader(d.headers, p.name, v === undefined ? undefined : v.replace(/[^\x20-\x7e]/g, "?")) });
        }),
    ]);
  }
  list.push([
    "query:garbage",
    (d) =>
      fc.constantFrom(...QUERY_ATTACKS).map((q) => {
        const w = wireOf(d);
        return { ...w, target: `${w.target}${w.target.includes("?") ? "&" : "?"}${q}` };
      }),
  ]);
  list.push([
    "header:injection",
    (d) =>
      fc.constantFrom(...HEADER_ATTACKS).map(([n, v]) => {
        const w = wireOf(d);
        return { ...w, headers: [...w.headers, [n, v] as [string, string]] };
      }),
  ]);
  list.push([
    "header:auth",
    (d) =>
      fc.constantFrom(undefined, "", "Bearer", "Bearer ", "Basic", "Bearer \u00ff", `Bearer ${"x".repeat(8000)}`, "bearer lower", "Negotiate abc").map((v) => {
        const w = wireOf(d);
        return { ...w, headers: withHeader(w.headers, "Authorization", v) };
      }),
  ]);
  list.push(["method:other", (d) => fc.constantFrom(...METHODS.filter((m) => m !== model.match.method), "FOO", "get", "CONNECT").map((method) => ({ ...wireOf(d), method }))]);
  list.push([
    "framing:lies",
    (d) =>
      fc
        .constantFrom<Partial<WireRequest>>(
          {
            framing: "none",
            headers: [
              ["Content-Length", "1"],
              ["Content-Length", "2"],
            ],
          },
          { framing: "none", headers: [["Content-Length", "-1"]] },
          { framing: "none", headers: [["Content-Length", "abc"]] },
          { framing: "chunked", headers: [["Content-Length", "3"]] },
          { framing: "none", headers: [["Transfer-Encoding", "chunked"]], body: { kind: "text", text: "zz\r\nnot a chunk\r\n" } },
        )
        .map((change) => {
          const w = wireOf(d);
          return { ...w, ...change, headers: [...w.headers, ...(change.headers ?? [])], body: change.body ?? w.body ?? { kind: "text", text: "{}" } };
        }),
  ]);
  return list;
}

const idOf = (m: OpModel) => m.match.operationId ?? `${m.match.method} ${m.match.template}`;

/** Valid requests of one operation (as valid as the generator can make them). */
export function validCaseArb(model: OpModel, options: CaseOptions): fc.Arbitrary<HostileCase> {
  return draftArb(model, options).map((d) => ({ api: model.api, operationId: idOf(model), mutation: "valid", wire: wireOf(d) }));
}

/** Mutated requests of one operation. */
export function mutatedCaseArb(model: OpModel, options: CaseOptions): fc.Arbitrary<HostileCase> {
  const mutations = mutationsOf(model, options);
  return fc.tuple(draftArb(model, options), fc.integer({ min: 0, max: mutations.length - 1 })).chain(([d, i]) => {
    const [name, mutate] = mutations[i]!;
    return mutate(d).map((wire) => ({ api: model.api, operationId: idOf(model), mutation: name, wire }));
  });
}

/** Valid and mutated requests of every operation of the registry (1 valid : 3 mutated). */
export function caseArb(models: OpModel[], options: CaseOptions): fc.Arbitrary<HostileCase> {
  return fc.oneof({ arbitrary: fc.oneof(...models.map((m) => validCaseArb(m, options))), weight: 1 }, { arbitrary: fc.oneof(...models.map((m) => mutatedCaseArb(m, options))), weight: 3 });
}
