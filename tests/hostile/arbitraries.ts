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
import { type Contract, entryContract, type OperationMatch } from "../../src/contract/validator.js";
import { loadRegistry } from "../../scripts/lib/registry.js";
import type { WireBody, WireRequest } from "./raw-http.js";

type Schema = Record<string, unknown>;
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export interface ParamModel {
  name: string;
  in: string;
  required: boolean;
  schema?: Schema;
  examples: unknown[];
}

export interface OpModel {
  api: string;
  contract: Contract;
  match: OperationMatch;
  params: ParamModel[];
  body?: { required: boolean; media: string; schema?: Schema; examples: unknown[] };
  /** Headers and query pairs that satisfy the operation's first security requirement. */
  auth: { headers: Array<[string, string]>; query: Array<[string, string]> };
}

/** One generated request: which operation it was built from, how it was mutated, what goes on the wire. */
export interface HostileCase {
  api: string;
  operationId: string;
  /** `valid`, or the mutation applied (`body:missing-field`, `path:dotdot`, ...). */
  mutation: string;
  wire: WireRequest;
}

// --- the contracts, from the registry ---------------------------------------------------------------

const contractCache = new Map<string, Contract>();
export function contractsWithPaths(): Map<string, Contract> {
  if (contractCache.size === 0) {
    for (const entry of loadRegistry()) {
      const contract = entryContract(entry);
      if (isObj(contract.doc.paths) && Object.keys(contract.doc.paths).length > 0) contractCache.set(entry.key, contract);
    }
  }
  return contractCache;
}

/** Resolve a `$ref` chain (and nothing else). */
function resolve(contract: Contract, node: unknown): Schema | undefined {
  let current = node;
  for (let hops = 0; hops < 32 && isObj(current); hops++) {
    const ref = current.$ref;
    if (typeof ref !== "string" || !ref.startsWith("#")) return current;
    current = contract.deref(decodeURIComponent(ref.slice(1)))?.value;
  }
  return isObj(current) ? current : undefined;
}

function namedExamples(contract: Contract, holder: Schema | undefined): unknown[] {
  if (!holder) return [];
  const out: unknown[] = [];
  if ("example" in holder) out.push(holder.example);
  if (isObj(holder.examples)) {
    for (const ex of Object.values(holder.examples)) {
      const r = resolve(contract, ex);
      if (r && "value" in r) out.push(r.value);
    }
  } else if (Array.isArray(holder.examples)) out.push(...holder.examples);
  return out;
}

/** Every operation with a path of every API in the registry, as a model for the generators. */
export function operationModels(): OpModel[] {
  const models: OpModel[] = [];
  for (const [api, contract] of contractsWithPaths()) {
    const doc = contract.doc as Schema;
    for (const match of contract.listOperations().filter((o) => o.kind === "path")) {
      const op = contract.deref(match.pointer)!.value as Schema;
      const item = contract.deref(match.pointer.slice(0, match.pointer.lastIndexOf("/")))!.value as Schema;
      const list = (ps: unknown) => (Array.isArray(ps) ? ps : []).map((p) => resolve(contract, p)).filter((p): p is Schema => !!p);
      const own = list(op.parameters);
      const inherited = list(item.parameters).filter((p) => !own.some((o) => o.name === p.name && o.in === p.in));
      const params: ParamModel[] = [...inherited, ...own].map((p) => {
        const schema = resolve(contract, p.schema);
        return {
          name: String(p.name),
          in: String(p.in),
          required: p.required === true || p.in === "path",
          ...(schema ? { schema } : {}),
          examples: [...namedExamples(contract, p), ...namedExamples(contract, schema)],
        };
      });
      let body: OpModel["body"];
      const rb = resolve(contract, op.requestBody);
      if (rb && isObj(rb.content)) {
        const media = Object.keys(rb.content).find((m) => m.includes("json")) ?? Object.keys(rb.content)[0];
        if (media) {
          const mt = resolve(contract, rb.content[media]);
          const schema = resolve(contract, mt?.schema);
          body = { required: rb.required === true, media, ...(schema ? { schema } : {}), examples: [...namedExamples(contract, mt), ...namedExamples(contract, schema)] };
        }
      }
      const requirements = (Array.isArray(op.security) ? op.security : Array.isArray(doc.security) ? doc.security : []) as Array<Record<string, unknown>>;
      const auth: OpModel["auth"] = { headers: [], query: [] };
      const schemes = (isObj(doc.components) && isObj(doc.components.securitySchemes) ? doc.components.securitySchemes : {}) as Record<string, Schema>;
      for (const name of Object.keys(requirements[0] ?? {})) {
        const scheme = resolve(contract, schemes[name]);
        if (!scheme) continue;
        if (scheme.type === "apiKey" && scheme.in === "header") auth.headers.push([String(scheme.name), "hostile-api-key"]);
        else if (scheme.type === "apiKey" && scheme.in === "query") auth.query.push([String(scheme.name), "hostile-api-key"]);
        else if (scheme.type === "http" && String(scheme.scheme).toLowerCase() === "basic") auth.headers.push(["Authorization", "Basic aG9zdGlsZTpob3N0aWxl"]);
        else if (!auth.headers.some(([h]) => h === "Authorization")) auth.headers.push(["Authorization", "Bearer hostile-token"]);
      }
      models.push({ api, contract, match, params, ...(body ? { body } : {}), auth });
    }
  }
  return models;
}

export function findModel(models: OpModel[], api: string, operationId: string): OpModel | undefined {
  return models.find((m) => m.api === api && (m.match.operationId ?? `${m.match.method} ${m.match.template}`) === operationId);
}

// --- schema → arbitrary -------------------------------------------------------------------------------

export interface GenOptions {
  /**
   * Values by property name, used instead of the schema and instead of the examples' values (e.g.
   * notificationUrl → loopback URLs only, so that no handshake ever leaves the machine).
   */
  overrides?: Record<string, string[]>;
  /** ASCII only (header values). */
  ascii?: boolean;
}

const MAX_DEPTH = 5;
const codePoints = (s: string) => [...s].length;

/** Merge `allOf` parts (and a base with `oneOf` variants) into one object schema. */
function merge(contract: Contract, parts: Schema[]): Schema {
  const out: Schema = {};
  const properties: Record<string, unknown> = {};
  const required = new Set<string>();
  for (const raw of parts) {
    const part = resolve(contract, raw);
    if (!part) continue;
    const flat = Array.isArray(part.allOf) ? merge(contract, [{ ...part, allOf: undefined }, ...(part.allOf as Schema[])]) : part;
    for (const [k, v] of Object.entries(flat)) {
      if (k === "properties" && isObj(v)) Object.assign(properties, v);
      else if (k === "required" && Array.isArray(v)) v.forEach((r) => required.add(String(r)));
      else if (k !== "allOf" && v !== undefined && !(k in out)) out[k] = v;
    }
  }
  if (Object.keys(properties).length > 0) out.properties = properties;
  if (required.size > 0) out.required = [...required];
  return out;
}

function typesOf(s: Schema): string[] {
  if (Array.isArray(s.type)) return s.type.map(String);
  if (typeof s.type === "string") return [s.type];
  if (isObj(s.properties) || Array.isArray(s.required)) return ["object"];
  if (s.items !== undefined) return ["array"];
  return [];
}

function stringArb(s: Schema, options: GenOptions): fc.Arbitrary<string> {
  const minLength = typeof s.minLength === "number" ? s.minLength : 0;
  const maxLength = typeof s.maxLength === "number" ? s.maxLength : Math.max(minLength, 24);
  const within = (x: string) => codePoints(x) >= minLength && (typeof s.maxLength !== "number" || codePoints(x) <= s.maxLength);
  const examples = [...namedValues(s)].filter((x): x is string => typeof x === "string");
  let arb: fc.Arbitrary<string> | undefined;
  if (typeof s.pattern === "string") {
    try {
      const re = new RegExp(s.pattern, "u");
      arb = fc.stringMatching(re, { size: "small" }).filter((x) => within(x) && re.test(x) && (!options.ascii || /^[\x20-\x7e]*$/.test(x)));
    } catch {
      arb = undefined; // a pattern fast-check cannot generate from: examples below
    }
    if (!arb && examples.length === 0) arb = fc.constant("x".repeat(Math.max(1, minLength)));
  } else {
    switch (s.format) {
      case "uuid":
        arb = fc.uuid();
        break;
      case "date-time":
        arb = fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString());
        break;
      case "date":
        arb = fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
        break;
      case "uri":
      case "url":
      case "uri-reference":
        // never a real host: nothing the emulator does may leave the machine
        arb = fc.constantFrom("https://hostile.invalid/a", "https://hostile.invalid/b?c=d", "https://127.0.0.1:1/x");
        break;
      case "email":
        arb = fc.emailAddress();
        break;
      case "byte":
        arb = fc.base64String({ maxLength: 64 });
        break;
      case "duration":
        arb = fc.constantFrom("PT1H", "P1D", "PT30M");
        break;
      default: {
        const cap = Math.min(maxLength, 48);
        const plain = fc.string({ minLength, maxLength: Math.max(minLength, cap) });
        arb = options.ascii
          ? plain
          : fc.oneof({ arbitrary: plain, weight: 4 }, { arbitrary: fc.string({ unit: "grapheme", minLength, maxLength: Math.max(minLength, cap) }).filter(within), weight: 1 });
      }
    }
  }
  if (examples.length === 0) return arb!;
  if (!arb) return fc.constantFrom(...examples);
  return fc.oneof({ arbitrary: arb, weight: 2 }, { arbitrary: fc.constantFrom(...examples), weight: 1 });
}

function* namedValues(s: Schema): Iterable<unknown> {
  if ("example" in s) yield s.example;
  if (Array.isArray(s.examples)) yield* s.examples;
  if ("default" in s) yield s.default;
}

const overrideArb = (options: GenOptions, name: string) => {
  const values = options.overrides?.[name];
  return values && values.length > 0 ? fc.constantFrom(...values) : undefined;
};

export function schemaArb(contract: Contract, raw: unknown, options: GenOptions = {}, depth = 0): fc.Arbitrary<unknown> {
  const r = resolve(contract, raw);
  if (!r) return fc.constant("x");
  const s = Array.isArray(r.allOf) ? merge(contract, [{ ...r, allOf: undefined }, ...(r.allOf as Schema[])]) : r;
  if ("const" in s) return fc.constant(s.const);
  if (Array.isArray(s.enum) && s.enum.length > 0) return fc.constantFrom(...s.enum);
  const variants = (Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : undefined) as Schema[] | undefined;
  if (variants && variants.length > 0) {
    const base: Schema = { ...s, oneOf: undefined, anyOf: undefined };
    return fc.oneof(...variants.map((v) => schemaArb(contract, merge(contract, [base, v]), options, depth + 1)));
  }
  const types = typesOf(s);
  if (types.length > 1) return fc.oneof(...types.map((t) => schemaArb(contract, { ...s, type: t }, options, depth)));
  const examples = [...namedValues(s)];
  switch (types[0]) {
    case "string":
      return stringArb(s, options);
    case "integer":
    case "number": {
      const lo = typeof s.minimum === "number" ? s.minimum : typeof s.exclusiveMinimum === "number" ? s.exclusiveMinimum + 1 : -1_000_000;
      const hi = typeof s.maximum === "number" ? s.maximum : typeof s.exclusiveMaximum === "number" ? s.exclusiveMaximum - 1 : 1_000_000;
      const min = Math.min(lo, hi);
      const max = Math.max(lo, hi);
      return types[0] === "integer"
        ? fc.integer({ min: Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER)), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((x) => (Object.is(x, -0) ? 0 : x));
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const minItems = typeof s.minItems === "number" ? s.minItems : 0;
      const maxItems = Math.max(minItems, Math.min(typeof s.maxItems === "number" ? s.maxItems : 3, depth >= MAX_DEPTH ? minItems : 3));
      return fc.array(schemaArb(contract, s.items ?? {}, options, depth + 1), { minLength: minItems, maxLength: maxItems });
    }
    case "object": {
      const props = isObj(s.properties) ? s.properties : {};
      // readOnly fields are never required from a client (request view)
      const required = new Set((Array.isArray(s.required) ? s.required : []).map(String).filter((name) => resolve(contract, props[name])?.readOnly !== true));
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, propRaw] of Object.entries(props)) {
        const prop = resolve(contract, propRaw);
        if (!prop || prop.readOnly === true) continue; // request view: the server sets it
        if (depth >= MAX_DEPTH && !required.has(name)) continue;
        model[name] = overrideArb(options, name) ?? schemaArb(contract, prop, options, depth + 1);
      }
      for (const name of required) if (!(name in model)) model[name] = overrideArb(options, name) ?? fc.string({ maxLength: 8 });
      const generated = fc.record(model, { requiredKeys: [...required] });
      const objectExamples = examples.filter(isObj);
      return objectExamples.length > 0 ? fc.oneof({ arbitrary: generated, weight: 3 }, { arbitrary: fc.constantFrom(...objectExamples), weight: 1 }) : generated;
    }
    default:
      // free-form: any small JSON value (or an example)
      return examples.length > 0 ? fc.constantFrom(...examples) : fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

// --- mutation points of a JSON value, guided by its schema ---------------------------------------------

type Path = Array<string | number>;
interface Point {
  path: Path;
  kind: "wrong-type" | "out-of-range" | "missing-field" | "unknown-enum" | "bad-format" | "extra-field";
  /** Replacement value; absent for missing-field (the field is removed). */
  value?: unknown;
}

const OTHER_TYPES: unknown[] = [12345, -1, 1.5, "a string", true, false, null, [], {}, [1, "two"], { nested: { x: 1 } }];
const jsonType = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);

function pointsOf(contract: Contract, raw: unknown, value: unknown, path: Path, out: Point[], depth = 0): void {
  // a value of another JSON type, anywhere
  for (const other of OTHER_TYPES) if (jsonType(other) !== jsonType(value)) out.push({ path, kind: "wrong-type", value: other });
  if (depth > 8) return;
  const r = resolve(contract, raw);
  const s = r && Array.isArray(r.allOf) ? merge(contract, [{ ...r, allOf: undefined }, ...(r.allOf as Schema[])]) : r;
  if (s) {
    if (Array.isArray(s.enum) && typeof value === "string") {
      out.push({ path, kind: "unknown-enum", value: "NotAnEnumValue_Hostile" }, { path, kind: "unknown-enum", value: value.toUpperCase() === value ? value.toLowerCase() : value.toUpperCase() });
    }
    if (typeof value === "number") {
      if (typeof s.minimum === "number") out.push({ path, kind: "out-of-range", value: s.minimum - 1 });
      if (typeof s.maximum === "number") out.push({ path, kind: "out-of-range", value: s.maximum + 1 });
      out.push({ path, kind: "out-of-range", value: 1e308 }, { path, kind: "out-of-range", value: -1e308 });
      if (typesOf(s).includes("integer")) out.push({ path, kind: "out-of-range", value: 0.5 });
    }
    if (typeof value === "string") {
      if (typeof s.maxLength === "number") out.push({ path, kind: "out-of-range", value: "x".repeat(s.maxLength + 1) });
      if (typeof s.minLength === "number" && s.minLength > 0) out.push({ path, kind: "out-of-range", value: "" });
      if (typeof s.pattern === "string" || typeof s.format === "string") out.push({ path, kind: "bad-format", value: "not/valid (format) \u0000 ☃" });
    }
  }
  if (isObj(value)) {
    const props = s && isObj(s.properties) ? s.properties : {};
    const required = new Set((s && Array.isArray(s.required) ? s.required : []).map(String));
    for (const [k, v] of Object.entries(value)) {
      if (required.has(k)) out.push({ path: [...path, k], kind: "missing-field" });
      pointsOf(contract, props[k], v, [...path, k], out, depth + 1);
    }
    out.push(
      { path: [...path, "unknownHostileField"], kind: "extra-field", value: "x" },
      { path: [...path, "__proto__"], kind: "extra-field", value: { polluted: true } },
      { path: [...path, "constructor"], kind: "extra-field", value: { prototype: { polluted: true } } },
    );
  } else if (Array.isArray(value)) {
    const items = s?.items;
    value.forEach((v, i) => pointsOf(contract, items, v, [...path, i], out, depth + 1));
  }
}

/** A copy of `root` with the point applied. `__proto__` is set as an own property (as JSON.parse would). */
function applyPoint(root: unknown, point: Point): unknown {
  if (point.path.length === 0) return point.value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy as Record<string | number, unknown>;
  for (const key of point.path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = point.path[point.path.length - 1]!;
  if (point.kind === "missing-field") delete node[last];
  else Object.defineProperty(node, last, { value: point.value, enumerable: true, writable: true, configurable: true });
  return copy;
}

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
