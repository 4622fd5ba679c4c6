/**
 * What a parameter's schema allows, read through `$ref`, `allOf`, `anyOf` and `oneOf` before a style decoder is chosen: the shapes its value
 * may take (in the order they are tried) and the JSON types of the value, its items and its properties (what text is coerced to).
 */
import { esc, isObject, type JsonObject, type Located } from "../exchange.js";
import type { Shape } from "./shape.js";

type Deref = (pointer: string) => Located | undefined;

/** JSON types a schema allows (none listed: any): of the value, of its items, of each property and of any other property. */
export interface Types {
  value: string[];
  items: string[];
  properties: Record<string, string[]>;
  others: string[];
}

export interface SchemaReading {
  /**
   * The shapes to decode the text as, in turn, until the schema accepts one. A schema that allows several (anyOf/oneOf of differing types, or
   * a list of types) tries an array first, then an object, then a primitive: as express-openapi-validator treats a schema any of whose
   * branches is an object as an object, a list that can be read as one is read as one; the primitive, last, still takes any text.
   */
  shapes: Shape[];
  /** The property names any branch declares (what an exploded form object takes from the query). */
  properties: string[];
  types: Types;
}

/** How many `$ref`s and branches deep a schema is read (a recursive schema stops there). */
const DEPTH = 8;

export function readSchema(deref: Deref, pointer: string): SchemaReading {
  const parts = branches(deref, pointer);
  const value = typesAt(deref, pointer, 0);
  const declaring = (key: string) => parts.filter((p) => isObject(p.value[key]));
  const hasItems = declaring("items").length > 0;
  const hasProperties = declaring("properties").length > 0 || declaring("additionalProperties").length > 0;
  let shapes: Shape[];
  if (value === undefined) {
    // no type said anywhere: `items` or `properties` say what it is, as before the branches were read
    shapes = [hasItems ? "array" : hasProperties ? "object" : "primitive"];
  } else {
    shapes = [];
    if (value.has("array")) shapes.push("array");
    if (value.has("object")) shapes.push("object");
    if ([...value].some((t) => t !== "array" && t !== "object") || shapes.length === 0) shapes.push("primitive");
  }
  // items and properties: what any branch that declares them allows (a branch that does not constrains nothing there)
  const union = (key: string, name?: string) => {
    const pointers = declaring(key).flatMap((p) => (name === undefined ? [`${p.pointer}/${key}`] : isObject((p.value[key] as JsonObject)[name]) ? [`${p.pointer}/${key}/${esc(name)}`] : []));
    return listed(either(pointers.map((q) => typesAt(deref, q, 0))));
  };
  const properties = [...new Set(declaring("properties").flatMap((p) => Object.keys(p.value.properties as JsonObject)))];
  return {
    shapes,
    properties,
    types: { value: listed(value), items: union("items"), properties: Object.fromEntries(properties.map((k) => [k, union("properties", k)])), others: union("additionalProperties") },
  };
}

const listed = (types: Set<string> | undefined) => (types ? [...types] : []);

/** The schema at `pointer` and every schema its allOf, anyOf and oneOf reach, `$ref`s followed, each once. */
function branches(deref: Deref, pointer: string, depth = 0, out: Located[] = []): Located[] {
  const s = deref(pointer);
  if (!s || depth > DEPTH || out.some((p) => p.pointer === s.pointer)) return out;
  out.push(s);
  for (const key of ["allOf", "anyOf", "oneOf"]) {
    const list = s.value[key];
    if (Array.isArray(list)) list.forEach((_, i) => branches(deref, `${s.pointer}/${key}/${i}`, depth + 1, out));
  }
  return out;
}

/** The JSON types the schema at `pointer` allows (undefined: any): its own `type`, met with what every allOf branch allows and what one anyOf (oneOf) branch allows. */
function typesAt(deref: Deref, pointer: string, depth: number): Set<string> | undefined {
  const s = deref(pointer);
  if (!s || depth > DEPTH) return undefined;
  const t = s.value.type;
  let types = typeof t === "string" ? new Set([t]) : Array.isArray(t) ? new Set(t.filter((x): x is string => typeof x === "string")) : undefined;
  const each = (key: string) => {
    const list = s.value[key];
    return Array.isArray(list) ? list.map((_, i) => typesAt(deref, `${s.pointer}/${key}/${i}`, depth + 1)) : [];
  };
  for (const branch of each("allOf")) types = both(types, branch);
  for (const key of ["anyOf", "oneOf"]) {
    const list = each(key);
    if (list.length > 0) types = both(types, either(list));
  }
  return types;
}

/** What both allow (an integer is a number). */
function both(a: Set<string> | undefined, b: Set<string> | undefined): Set<string> | undefined {
  if (!a) return b;
  if (!b) return a;
  const out = new Set([...a].filter((t) => b.has(t)));
  if ((a.has("integer") && b.has("number")) || (a.has("number") && b.has("integer"))) out.add("integer");
  return out;
}

/** What either allows; any when one allows any. */
function either(list: Array<Set<string> | undefined>): Set<string> | undefined {
  if (list.length === 0 || list.some((t) => t === undefined)) return undefined;
  return new Set(list.flatMap((t) => [...t!]));
}
