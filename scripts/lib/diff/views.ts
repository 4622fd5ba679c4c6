export type Json = Record<string, unknown>;
// ---------------------------------------------------------------------------------------------------------------
// Documents, references and schema views.
// ---------------------------------------------------------------------------------------------------------------

export const isObj = (v: unknown): v is Json => !!v && typeof v === "object" && !Array.isArray(v);
export const escapePointer = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");
export const unescapePointer = (s: string) => decodeURIComponent(s).replace(/~1/g, "/").replace(/~0/g, "~");
export const pointer = (segments: string[]) => (segments.length ? `/${segments.map(escapePointer).join("/")}` : "");
export const json = (v: unknown) => JSON.stringify(v);
export const code = (v: unknown) => `\`${typeof v === "string" ? v : json(v)}\``;

export interface Deref {
  node: Json;
  refs: string[];
}

/** Follow local $refs. 3.1 allows keywords beside $ref: they apply too (merged as an allOf member). */
export function deref(doc: Json, raw: unknown, seen: string[] = []): Deref {
  if (!isObj(raw)) return { node: {}, refs: seen };
  const ref = raw.$ref;
  if (typeof ref !== "string" || !ref.startsWith("#") || seen.includes(ref)) return { node: raw, refs: seen };
  let target: unknown = doc;
  for (const seg of ref.slice(1).split("/").filter(Boolean).map(unescapePointer)) target = isObj(target) || Array.isArray(target) ? (target as Json)[seg] : undefined;
  const resolved = deref(doc, target, [...seen, ref]);
  const siblings = Object.fromEntries(Object.entries(raw).filter(([k]) => !["$ref", "description", "summary", "title", "examples", "example"].includes(k)));
  if (Object.keys(siblings).length) return { node: { allOf: [resolved.node, siblings] }, refs: resolved.refs };
  return resolved;
}

export const refName = (refs: string[]) => {
  const last = refs[refs.length - 1];
  const m = last ? /^#\/components\/schemas\/([^/]+)$/.exec(last) : null;
  return m ? unescapePointer(m[1]!) : undefined;
};

export const BOUNDS_MIN = ["minLength", "minimum", "exclusiveMinimum", "minItems", "minProperties"] as const;
export const BOUNDS_MAX = ["maxLength", "maximum", "exclusiveMaximum", "maxItems", "maxProperties"] as const;
export type BoundKey = (typeof BOUNDS_MIN)[number] | (typeof BOUNDS_MAX)[number];

/** A schema with $refs resolved and allOf merged: what a value must satisfy, one level deep. */
export interface View {
  refs: string[];
  name?: string;
  types?: Set<string>;
  enumValues?: string[];
  properties: Map<string, unknown>;
  required: Set<string>;
  readOnly: boolean;
  writeOnly: boolean;
  /** false: closed; a schema: values of other properties; undefined: open. */
  additional?: false | unknown;
  /** The keyword that closes it: `additionalProperties`, or `unevaluatedProperties` (closed over every allOf layer's members). */
  closedBy?: "additionalProperties" | "unevaluatedProperties";
  items?: unknown;
  bounds: Partial<Record<BoundKey, number>>;
  patterns: string[];
  format?: string;
  defaultValue?: string;
  variants?: { keyword: "oneOf" | "anyOf"; members: unknown[] };
}

export const ALL_TYPES = ["array", "boolean", "integer", "null", "number", "object", "string"];

export function typesOf(s: Json): Set<string> | undefined {
  let t: string[] | undefined;
  if (typeof s.type === "string") t = [s.type];
  else if (Array.isArray(s.type)) t = s.type.filter((x): x is string => typeof x === "string");
  if (t && s.nullable === true) t = [...t, "null"];
  return t ? new Set(t) : undefined;
}

export function view(doc: Json, raw: unknown): View {
  const parts: Json[] = [];
  const refs: string[] = [];
  const seen = new Set<unknown>();
  const collect = (node: unknown) => {
    const d = deref(doc, node);
    refs.push(...d.refs);
    if (seen.has(d.node)) return;
    seen.add(d.node);
    parts.push(d.node);
    if (Array.isArray(d.node.allOf)) for (const m of d.node.allOf) collect(m);
  };
  collect(raw);
  const top = deref(doc, raw);
  const v: View = {
    refs: [...new Set(refs)].sort(),
    name: refName(top.refs),
    properties: new Map(),
    required: new Set(),
    readOnly: false,
    writeOnly: false,
    bounds: {},
    patterns: [],
  };
  const propertyParts = new Map<string, unknown[]>();
  const itemParts: unknown[] = [];
  for (const p of parts) {
    const t = typesOf(p);
    if (t) v.types = v.types ? new Set([...v.types].filter((x) => t.has(x) || (x === "integer" && t.has("number")))) : t;
    const values = "const" in p ? [json(p.const)] : Array.isArray(p.enum) ? p.enum.map(json) : undefined;
    if (values) v.enumValues = v.enumValues ? v.enumValues.filter((x) => values.includes(x)) : values;
    if (isObj(p.properties)) for (const [k, s] of Object.entries(p.properties)) propertyParts.set(k, [...(propertyParts.get(k) ?? []), s]);
    if (Array.isArray(p.required)) for (const r of p.required) if (typeof r === "string") v.required.add(r);
    if (p.readOnly === true) v.readOnly = true;
    if (p.writeOnly === true) v.writeOnly = true;
    if (p.additionalProperties === false || p.unevaluatedProperties === false) {
      v.additional = false;
      v.closedBy ??= p.additionalProperties === false ? "additionalProperties" : "unevaluatedProperties";
    } else if (isObj(p.additionalProperties) && v.additional === undefined) v.additional = p.additionalProperties;
    if (p.items !== undefined && isObj(p.items)) itemParts.push(p.items);
    for (const k of BOUNDS_MIN) if (typeof p[k] === "number") v.bounds[k] = Math.max(v.bounds[k] ?? -Infinity, p[k] as number);
    for (const k of BOUNDS_MAX) if (typeof p[k] === "number") v.bounds[k] = Math.min(v.bounds[k] ?? Infinity, p[k] as number);
    if (typeof p.pattern === "string" && !v.patterns.includes(p.pattern)) v.patterns.push(p.pattern);
    if (typeof p.format === "string" && v.format === undefined) v.format = p.format;
    if ("default" in p && v.defaultValue === undefined) v.defaultValue = json(p.default);
    for (const keyword of ["oneOf", "anyOf"] as const) {
      if (Array.isArray(p[keyword]) && !v.variants) v.variants = { keyword, members: p[keyword] as unknown[] };
    }
  }
  for (const [k, list] of propertyParts) v.properties.set(k, list.length === 1 ? list[0] : { allOf: list });
  if (itemParts.length) v.items = itemParts.length === 1 ? itemParts[0] : { allOf: itemParts };
  v.patterns.sort();
  // No `type` of its own, but alternatives that all have one (an open enum: anyOf [enum, string]): those types.
  if (!v.types && v.variants) v.types = variantTypes(doc, v.variants.members);
  return v;
}

/** The union of the types of some alternatives, or undefined when one of them allows any type. */
export function variantTypes(doc: Json, members: unknown[], depth = 0): Set<string> | undefined {
  const union = new Set<string>();
  for (const member of members) {
    const d = deref(doc, member).node;
    let t = typesOf(d);
    if (!t && depth < 8) {
      const inner = ["oneOf", "anyOf"].map((k) => d[k]).find(Array.isArray) as unknown[] | undefined;
      if (inner) t = variantTypes(doc, inner, depth + 1);
    }
    if (!t) return undefined;
    for (const x of t) union.add(x);
  }
  return union.size ? union : undefined;
}

export const expandTypes = (t: Set<string> | undefined) => {
  const s = new Set(t ?? ALL_TYPES);
  if (s.has("number")) s.add("integer");
  return s;
};
export const subset = (a: Set<string>, b: Set<string>) => [...a].every((x) => b.has(x));
export const typeText = (t: Set<string> | undefined) => (t ? [...t].sort().join(" | ") : "any");
