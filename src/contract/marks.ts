/**
 * What a request body keeps: the members the contract marks `readOnly` (the server sets them) or
 * `writeOnly` (secrets: never stored, never returned) are removed, as the operation's own schema says.
 * The same walk, with the secrets' marks (`writeOnly`, `x-secret`) and a replacement, redacts a recording.
 */
import { isDeepStrictEqual } from "node:util";
import { essence, isJsonMedia } from "./media.js";
import { type FieldMark, hasFlag, isObject, type Json, type JsonObject, resolveLocal } from "./views.js";

/**
 * Removes, in place, the marked members of a value (and of the values inside it). `at`: the value's JSON
 * pointer, when the rule's `replace` wants to know where each member it replaces is.
 */
export type Remover = (value: unknown, at?: string) => void;

/** Which marks count, and what becomes of a member that carries one. */
export interface MarkRule {
  marks: readonly FieldMark[];
  /** The member's new value (its old one given, and its pointer below the remover's `at`); without it, the member is deleted. */
  replace?: (value: unknown, at: string | undefined) => unknown;
}

/** What a request body must not keep: the members the server sets and the secrets, deleted. */
export const SERVER_SET_OR_SECRET: MarkRule = { marks: ["readOnly", "writeOnly"] };

/** A variant of a oneOf/anyOf: the members it fixes (`const`, or an `enum` of one), and what it removes. */
interface Variant {
  fixed: Map<string, Json>;
  remover?: Remover;
}

/**
 * The removers of a document's request bodies. A schema's remover drops the members whose schema (through
 * `$ref` and `allOf`) is marked, every member of a map whose values are marked, and goes on into members,
 * array items, map values, `$ref`, `allOf`, `then`/`else`, and the `oneOf`/`anyOf` variants whose fixed
 * members (`const`) the value has (all of them when none fits).
 */
export function markedFields(document: unknown, rule: MarkRule = SERVER_SET_OR_SECRET): { requestBody(operation: unknown): Remover | undefined; content(holder: unknown): Remover | undefined } {
  const doc = document as Json;
  const marked = (schema: Json | undefined) => rule.marks.some((mark) => hasFlag(doc, schema, mark));
  const { replace } = rule;
  /** Removers by schema object (shared by the operations that use a component); a schema met below itself waits for its own. */
  const made = new Map<object, Remover | undefined>();

  const compile = (schema: Json | undefined, depth: number): Remover | undefined => {
    if (!isObject(schema) || depth > 64) return undefined;
    if (made.has(schema)) return made.get(schema);
    made.set(schema, (value, at) => made.get(schema)?.(value, at));
    const remover = build(schema, depth + 1);
    made.set(schema, remover);
    return remover;
  };

  const build = (s: JsonObject, depth: number): Remover | undefined => {
    const next = (sub: Json | undefined) => compile(sub, depth);
    const properties = isObject(s.properties) ? s.properties : {};
    const drop: string[] = [];
    const members: Array<[string, Remover]> = [];
    for (const [name, sub] of Object.entries(properties)) {
      if (marked(sub)) drop.push(name);
      else {
        const remover = next(sub);
        if (remover) members.push([name, remover]);
      }
    }
    const named = new Set(Object.keys(properties));
    const values = isObject(s.additionalProperties) ? s.additionalProperties : undefined;
    const dropRest = values !== undefined && marked(values);
    const rest = values !== undefined && !dropRest ? next(values) : undefined;
    const items = next(s.items);
    const always = [typeof s.$ref === "string" ? resolveLocal(doc, s.$ref) : undefined, ...(Array.isArray(s.allOf) ? s.allOf : []), s.then, s.else]
      .map(next)
      .filter((r): r is Remover => r !== undefined);
    const groups = [s.oneOf, s.anyOf]
      .filter(Array.isArray)
      .map((list) => list.map((v): Variant => ({ fixed: fixedMembers(doc, v), remover: next(v) })))
      .filter((group) => group.some((v) => v.remover));
    if (drop.length + members.length + always.length + groups.length === 0 && !dropRest && !rest && !items) return undefined;
    return (value, at) => {
      if (isObject(value)) {
        for (const name of drop) {
          if (!Object.hasOwn(value, name)) continue;
          if (replace) value[name] = replace(value[name], below(at, name)) as Json;
          else delete value[name];
        }
        for (const [name, remover] of members) if (Object.hasOwn(value, name)) remover(value[name], below(at, name));
        if (dropRest || rest) {
          for (const key of Object.keys(value)) {
            if (named.has(key)) continue;
            if (!dropRest) rest!(value[key], below(at, key));
            else if (replace) value[key] = replace(value[key], below(at, key)) as Json;
            else delete value[key];
          }
        }
      } else if (Array.isArray(value) && items) value.forEach((item, i) => items(item, below(at, String(i))));
      for (const remover of always) remover(value, at);
      for (const group of groups) {
        const fits = group.filter((v) => fitsVariant(v, value));
        for (const v of fits.length > 0 ? fits : group) v.remover?.(value, at);
      }
    };
  };

  /** The remover of a Request Body or Response Object's JSON content (each JSON media type's schema). */
  const content = (holder: unknown): Remover | undefined => {
    let body = holder as Json | undefined;
    if (isObject(body) && typeof body.$ref === "string") body = resolveLocal(doc, body.$ref);
    const media = isObject(body) && isObject(body.content) ? body.content : {};
    const removers = Object.entries(media)
      .filter(([type, m]) => isJsonMedia(essence(type) ?? "") && isObject(m))
      .map(([, m]) => compile((m as JsonObject).schema, 0))
      .filter((r): r is Remover => r !== undefined);
    if (removers.length <= 1) return removers[0];
    return (value, at) => {
      for (const remover of removers) remover(value, at);
    };
  };

  return {
    content,
    requestBody(operation) {
      return content(isObject(operation) ? operation.requestBody : undefined);
    },
  };
}

/** The pointer of member `key` of the value at `at` (none when `at` is none). */
const below = (at: string | undefined, key: string) => (at === undefined ? undefined : `${at}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`);

/** Whether `value` has every member the variant fixes (a value without one of them may still be of it). */
function fitsVariant(variant: Variant, value: unknown): boolean {
  if (!isObject(value)) return true;
  for (const [name, fixed] of variant.fixed) if (Object.hasOwn(value, name) && !isDeepStrictEqual(value[name], fixed)) return false;
  return true;
}

/** The members a schema fixes to one value (`const`, or an `enum` of one), through `$ref` and `allOf`. */
function fixedMembers(doc: Json, schema: Json | undefined, out = new Map<string, Json>(), depth = 0): Map<string, Json> {
  if (!isObject(schema) || depth > 32) return out;
  for (const [name, raw] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
    const sub = isObject(raw) && typeof raw.$ref === "string" ? resolveLocal(doc, raw.$ref) : raw;
    if (!isObject(sub)) continue;
    if ("const" in sub) out.set(name, sub.const!);
    else if (Array.isArray(sub.enum) && sub.enum.length === 1) out.set(name, sub.enum[0]!);
  }
  if (typeof schema.$ref === "string") fixedMembers(doc, resolveLocal(doc, schema.$ref), out, depth + 1);
  for (const member of Array.isArray(schema.allOf) ? schema.allOf : []) fixedMembers(doc, member, out, depth + 1);
  return out;
}
