/**
 * Request and response views of an OpenAPI 3.1 document.
 *
 * JSON Schema validators (ajv among them) treat `readOnly` and `writeOnly` as annotations only, but
 * OpenAPI gives them a direction: a server-set (`readOnly`) field is never required from a client,
 * and a secret (`writeOnly`) field never comes back. This module rewrites a deep copy of the whole
 * document so that a plain JSON Schema validator enforces that:
 *
 * - request view: `readOnly` properties are dropped from `required` (a client may still send them);
 * - response view: `writeOnly` properties are dropped from `required` and their schema (and that of
 *   a map's writeOnly values) becomes a schema nothing satisfies, marked WRITE_ONLY_MARK, so a response
 *   that carries one fails with rule `writeOnly`.
 *
 * Every Schema Object is visited: `components.schemas`, inline schemas of parameters, headers,
 * request bodies, responses, callbacks and webhooks, and every subschema below them.
 */
import { METHODS } from "./routing.js";

export type ViewKind = "request" | "response";

/** Marker of the response view: the schema that replaces a writeOnly property or map value. Nothing satisfies it. */
export const WRITE_ONLY_MARK = "x-response-view-writeOnly";
const WRITE_ONLY_FORBIDDEN = (): JsonObject => ({ not: {}, [WRITE_ONLY_MARK]: true });

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** Subschema locations, by the shape of the keyword's value. */
const SINGLE = ["additionalProperties", "items", "contains", "not", "if", "then", "else", "propertyNames", "unevaluatedItems", "unevaluatedProperties", "contentSchema"];
const LISTS = ["prefixItems", "allOf", "anyOf", "oneOf"];
const MAPS = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"];

export const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);
const valuesOf = (v: unknown): Json[] => (isObject(v) ? Object.values(v) : []);

/** Call `visit` on every Schema Object of an OpenAPI document (top-level ones; subschemas are the visitor's job). */
export function forEachTopSchema(doc: unknown, visit: (schema: Json) => void): void {
  if (!isObject(doc)) return;
  const content = (c: Json | undefined) => {
    for (const media of valuesOf(c)) {
      if (!isObject(media)) continue;
      if (media.schema !== undefined) visit(media.schema);
      for (const enc of valuesOf(media.encoding)) if (isObject(enc)) valuesOf(enc.headers).forEach(parameter);
    }
  };
  const parameter = (p: Json) => {
    if (!isObject(p) || "$ref" in p) return;
    if (p.schema !== undefined) visit(p.schema);
    content(p.content);
  };
  const body = (b: Json) => {
    if (isObject(b) && !("$ref" in b)) content(b.content);
  };
  const response = (r: Json) => {
    if (!isObject(r) || "$ref" in r) return;
    valuesOf(r.headers).forEach(parameter);
    content(r.content);
  };
  const pathItem = (item: Json) => {
    if (!isObject(item)) return;
    if (Array.isArray(item.parameters)) item.parameters.forEach(parameter);
    for (const m of METHODS) {
      const op = item[m];
      if (!isObject(op)) continue;
      if (Array.isArray(op.parameters)) op.parameters.forEach(parameter);
      if (op.requestBody) body(op.requestBody);
      valuesOf(op.responses).forEach(response);
      for (const cb of valuesOf(op.callbacks)) valuesOf(cb).forEach(pathItem);
    }
  };
  valuesOf(doc.paths).forEach(pathItem);
  valuesOf(doc.webhooks).forEach(pathItem);
  const c = isObject(doc.components) ? doc.components : {};
  valuesOf(c.schemas).forEach(visit);
  valuesOf(c.parameters).forEach(parameter);
  valuesOf(c.headers).forEach(parameter);
  valuesOf(c.requestBodies).forEach(body);
  valuesOf(c.responses).forEach(response);
  valuesOf(c.pathItems).forEach(pathItem);
  for (const cb of valuesOf(c.callbacks)) valuesOf(cb).forEach(pathItem);
}

/** Follow a local `$ref` (`#/...`) in `doc`; undefined when it does not resolve. */
export function resolveLocal(doc: Json, ref: string): Json | undefined {
  if (!ref.startsWith("#")) return undefined;
  let node: Json | undefined = doc;
  const fragment = decodeURIComponent(ref.slice(1));
  if (fragment === "") return doc;
  for (const raw of fragment.slice(1).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isObject(node)) node = node[key];
    else return undefined;
  }
  return node;
}

/** The marks of a schema that say where a field may go: server-set, secret, or a secret the contract returns on purpose (`x-secret`). */
export type FieldMark = "readOnly" | "writeOnly" | "x-secret";

/** True when the schema (through `$ref` and `allOf`) carries `flag: true`. */
export function hasFlag(doc: Json, schema: Json | undefined, flag: FieldMark, depth = 0): boolean {
  if (!isObject(schema) || depth > 32) return false;
  if (schema[flag] === true) return true;
  if (typeof schema.$ref === "string" && hasFlag(doc, resolveLocal(doc, schema.$ref), flag, depth + 1)) return true;
  return Array.isArray(schema.allOf) && schema.allOf.some((s) => hasFlag(doc, s, flag, depth + 1));
}

/** Names of the properties flagged `flag` in this schema and in its `allOf` members (through `$ref`). */
function flaggedNames(doc: Json, schema: Json | undefined, flag: "readOnly" | "writeOnly", depth = 0): Set<string> {
  const names = new Set<string>();
  if (!isObject(schema) || depth > 32) return names;
  if (isObject(schema.properties)) {
    for (const [name, sub] of Object.entries(schema.properties)) if (hasFlag(doc, sub, flag)) names.add(name);
  }
  const members = [...(Array.isArray(schema.allOf) ? schema.allOf : [])];
  if (typeof schema.$ref === "string") members.push(resolveLocal(doc, schema.$ref) ?? null);
  for (const member of members) for (const n of flaggedNames(doc, member, flag, depth + 1)) names.add(n);
  return names;
}

/** Walk a schema and its subschemas; `inherited` are flagged names declared by the parent of an `allOf` member. */
function rewrite(original: Json, schema: Json, view: ViewKind, inherited: Set<string>, seen: WeakSet<object>): void {
  if (!isObject(schema) || seen.has(schema)) return;
  seen.add(schema);
  const flag = view === "request" ? "readOnly" : "writeOnly";
  const flagged = new Set([...inherited, ...flaggedNames(original, schema, flag)]);
  if (Array.isArray(schema.required) && flagged.size > 0) {
    schema.required = schema.required.filter((n) => typeof n !== "string" || !flagged.has(n));
  }
  if (view === "response") {
    if (isObject(schema.properties)) {
      for (const [name, sub] of Object.entries(schema.properties)) {
        if (hasFlag(original, sub, "writeOnly")) schema.properties[name] = WRITE_ONLY_FORBIDDEN();
      }
    }
    // A map whose values are secrets (e.g. a secret volume: key → base64 content) comes back empty.
    if (isObject(schema.additionalProperties) && hasFlag(original, schema.additionalProperties, "writeOnly")) {
      schema.additionalProperties = WRITE_ONLY_FORBIDDEN();
    }
  }
  for (const k of SINGLE) if (schema[k] !== undefined) rewrite(original, schema[k], view, new Set(), seen);
  for (const k of LISTS) {
    const list = schema[k];
    if (!Array.isArray(list)) continue;
    for (const sub of list) rewrite(original, sub, view, k === "allOf" ? flagged : new Set(), seen);
  }
  for (const k of MAPS) for (const sub of valuesOf(schema[k])) rewrite(original, sub, view, new Set(), seen);
}

/** A deep copy of `doc` rewritten for the request or the response direction. */
export function deriveView<T>(doc: T, view: ViewKind): T {
  const original = doc as Json;
  const copy = structuredClone(doc) as Json;
  const seen = new WeakSet<object>();
  forEachTopSchema(copy, (schema) => rewrite(original, schema, view, new Set(), seen));
  return copy as T;
}
