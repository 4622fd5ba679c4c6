/**
 * JSON Schema → fast-check arbitrary for the subset the contracts use, and the mutation points of a JSON
 * value guided by its schema (wrong type, out of range, missing field, unknown enum, bad format, extra field).
 */
import fc from "fast-check";
import type { Contract } from "../../src/contract/validator.js";
import { isObj, resolve, type Schema } from "./models.js";

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
export interface Point {
  path: Path;
  kind: "wrong-type" | "out-of-range" | "missing-field" | "unknown-enum" | "bad-format" | "extra-field";
  /** Replacement value; absent for missing-field (the field is removed). */
  value?: unknown;
}

const OTHER_TYPES: unknown[] = [12345, -1, 1.5, "a string", true, false, null, [], {}, [1, "two"], { nested: { x: 1 } }];
const jsonType = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);

export function pointsOf(contract: Contract, raw: unknown, value: unknown, path: Path, out: Point[], depth = 0): void {
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
export function applyPoint(root: unknown, point: Point): unknown {
  if (point.path.length === 0) return point.value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy as Record<string | number, unknown>;
  for (const key of point.path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = point.path[point.path.length - 1]!;
  if (point.kind === "missing-field") delete node[last];
  else Object.defineProperty(node, last, { value: point.value, enumerable: true, writable: true, configurable: true });
  return copy;
}
