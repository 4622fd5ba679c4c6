/**
 * Direction-aware breaking-change check between two versions of an OpenAPI document.
 *
 * "Direction-aware" (the style of GitHub's REST description checks): what breaks a client depends on
 * who produces the data. Data the client SENDS (path operations' parameters and request bodies; the
 * answers a subscriber gives to a webhook) breaks clients when the new version accepts less: a new
 * required field, a removed field or enum value, a narrower type, bound or pattern. Data the client
 * RECEIVES (path operations' responses; webhook payloads and the parameters a webhook delivery
 * carries) breaks clients when the new version promises less: a removed field, a field that became
 * optional, a changed type; a new enum value is "potentially breaking" (exhaustive switches).
 *
 * Operations are matched by method and path (path parameter names ignored); operations left over are
 * matched by method and operationId when their paths differ only by a version segment (/api/v1.0/...
 * and /api/v2.0/...; a segment v<n>[.<n>...] or a date api-version), and the report lists those pairs.
 * A path renamed in any other way is a removed operation and an added one: clients calling the old
 * address get 404, whatever the operationId. Component-only documents (no paths,
 * no webhooks) are compared schema by schema, by name, in both directions, since the same schema is
 * sent and received.
 *
 * Schemas: local $refs are resolved, allOf members merged (properties, required, bounds, enums),
 * readOnly properties are left out of the sending direction and writeOnly ones out of the receiving
 * direction. What every alternative of a oneOf/anyOf declares or requires holds for the schema as a
 * whole (a requirement moved from the variants to the schema that holds them is no change), and a
 * variant that changed only its name (an inline enum that became a named schema) is the same variant. Recursion-safe: a pair of schemas already being compared (same $ref chain on both
 * sides, same direction) is not entered again.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import { findApi, loadRegistry, RegistryError, repoRoot, toPosix } from "./registry.js";

export type Severity = "breaking" | "potentially breaking" | "non-breaking";
export const severities: Severity[] = ["breaking", "potentially breaking", "non-breaking"];

/** write: the client produces the data (requests); read: the client consumes it (responses). */
type Mode = "write" | "read";

type Json = Record<string, unknown>;
export type OpenApiDocument = Json;

export interface Change {
  severity: Severity;
  /**
   * Operations (`POST /api/v2.0/subscriptions`, `webhook changeNotification POST`) or component
   * (`components.schemas.ApiContract`) where the change is seen: one change of a shared schema is one
   * entry, with every operation that sees it at the same pointer.
   */
  locations: string[];
  /** Logical JSON pointer inside the operation or component ($refs resolved, allOf merged, parameters by location and name). */
  pointer: string;
  /** "request" or "response" view for component schemas, which are compared both ways. */
  view?: "request" | "response";
  /** Named schema the change sits in, when it is reached through a $ref. */
  schema?: string;
  change: string;
  why: string;
}

export interface OperationMatch {
  base: string;
  revision: string;
  by: "path" | "operationId";
  note?: string;
}

export interface DiffResult {
  kind: "operations" | "components";
  matches: OperationMatch[];
  added: string[];
  removed: string[];
  componentCounts?: { base: number; revision: number; both: number };
  changes: Change[];
}

// ---------------------------------------------------------------------------------------------------------------
// Change kinds: severity and reason, by direction.
// ---------------------------------------------------------------------------------------------------------------

type Kind =
  | "property-removed"
  | "property-hidden"
  | "property-added-required"
  | "property-added-optional"
  | "property-became-required"
  | "property-became-optional"
  | "type-narrowed"
  | "type-widened"
  | "type-changed"
  | "enum-value-removed"
  | "enum-value-added"
  | "enum-introduced"
  | "enum-dropped"
  | "bound-narrowed"
  | "bound-widened"
  | "pattern-added"
  | "pattern-changed"
  | "pattern-removed"
  | "format-added"
  | "format-changed"
  | "format-removed"
  | "additional-closed"
  | "additional-opened"
  | "default-changed"
  | "variant-removed"
  | "variant-added"
  | "parameter-added-required"
  | "parameter-added-optional"
  | "parameter-removed"
  | "parameter-became-required"
  | "parameter-became-optional"
  | "body-added-required"
  | "body-added-optional"
  | "body-removed"
  | "body-became-required"
  | "body-became-optional"
  | "media-type-removed"
  | "media-type-added"
  | "status-removed-success"
  | "status-removed-error"
  | "status-added-success"
  | "status-added-error"
  | "header-removed"
  | "header-added"
  | "header-became-optional"
  | "header-became-required";

type Rule = [Severity, string];
const B = "breaking" as const;
const P = "potentially breaking" as const;
const N = "non-breaking" as const;

const rules: Record<Mode, Record<Kind, Rule>> = {
  write: {
    "property-removed": [B, "Clients that send this field have it rejected or silently ignored."],
    "property-hidden": [B, "The field became read-only: clients that send it have it rejected or ignored."],
    "property-added-required": [B, "Existing clients do not send it, so their requests are rejected."],
    "property-added-optional": [N, "Existing clients may leave it out."],
    "property-became-required": [B, "Clients that leave it out are rejected."],
    "property-became-optional": [N, "Clients that send it keep working."],
    "type-narrowed": [B, "Values of the types no longer accepted are rejected."],
    "type-widened": [N, "Every value accepted before is still accepted."],
    "type-changed": [B, "Values of the old type are rejected."],
    "enum-value-removed": [B, "Clients that send this value are rejected."],
    "enum-value-added": [N, "Every value accepted before is still accepted."],
    "enum-introduced": [B, "Values outside the new list, accepted before, are rejected."],
    "enum-dropped": [N, "Every value accepted before is still accepted."],
    "bound-narrowed": [B, "Values valid before fall outside the new bound and are rejected."],
    "bound-widened": [N, "Every value accepted before is still accepted."],
    "pattern-added": [B, "Values valid before may not match the pattern and are rejected."],
    "pattern-changed": [B, "Values that matched the old pattern may not match the new one and are rejected."],
    "pattern-removed": [N, "Every value accepted before is still accepted."],
    "format-added": [P, "A service that validates formats may reject values accepted before."],
    "format-changed": [P, "A service that validates formats may reject values accepted before."],
    "format-removed": [N, "Every value accepted before is still accepted."],
    "additional-closed": [B, "Fields not listed in the schema, accepted before, are rejected."],
    "additional-opened": [N, "Every body accepted before is still accepted."],
    "default-changed": [P, "Clients that leave the field out get a different behaviour."],
    "variant-removed": [B, "Clients that send this variant are rejected."],
    "variant-added": [N, "Every body accepted before is still accepted."],
    "parameter-added-required": [B, "Existing clients do not send it, so their requests are rejected."],
    "parameter-added-optional": [N, "Existing clients may leave it out."],
    "parameter-removed": [B, "Clients that send it have it rejected or silently ignored."],
    "parameter-became-required": [B, "Clients that leave it out are rejected."],
    "parameter-became-optional": [N, "Clients that send it keep working."],
    "body-added-required": [B, "Existing clients send no body, so their requests are rejected."],
    "body-added-optional": [N, "Existing clients may send no body."],
    "body-removed": [B, "Clients that send a body have it rejected or ignored."],
    "body-became-required": [B, "Clients that send no body are rejected."],
    "body-became-optional": [N, "Clients that send a body keep working."],
    "media-type-removed": [B, "Clients that send this media type are rejected (415)."],
    "media-type-added": [N, "Clients may keep sending the media types accepted before."],
    "status-removed-success": [B, "The answer the client gives is no longer documented as accepted."],
    "status-removed-error": [B, "The answer the client gives is no longer documented as understood."],
    "status-added-success": [N, "The answers documented before keep their meaning."],
    "status-added-error": [N, "The answers documented before keep their meaning."],
    "header-removed": [N, "The header is no longer read; clients that send it are not harmed."],
    "header-added": [N, "Only a required header breaks; see the required flag."],
    "header-became-optional": [N, "Clients that send it keep working."],
    "header-became-required": [B, "Clients that leave it out are rejected."],
  },
  read: {
    "property-removed": [B, "Clients that read this field find it missing."],
    "property-hidden": [B, "The field became write-only and is no longer returned: clients that read it find it missing."],
    "property-added-required": [N, "Clients ignore fields they do not know."],
    "property-added-optional": [N, "Clients ignore fields they do not know."],
    "property-became-required": [N, "The field is now always present; clients that handle its absence keep working."],
    "property-became-optional": [B, "The field may be missing; clients that rely on it break."],
    "type-narrowed": [N, "Every value returned now was a possible value before."],
    "type-widened": [B, "Clients may receive a type they do not parse."],
    "type-changed": [B, "Clients parse a type they do not expect."],
    "enum-value-removed": [N, "Every value returned now was a possible value before."],
    "enum-value-added": [P, "Clients with an exhaustive switch or a closed enum type may not handle the new value."],
    "enum-introduced": [N, "Every value returned now was a possible value before."],
    "enum-dropped": [P, "Any value may now be returned; clients with a closed enum type may not handle it."],
    "bound-narrowed": [N, "Every value returned now was a possible value before."],
    "bound-widened": [P, "Clients that validate responses, or size storage by the old bound, may fail."],
    "pattern-added": [N, "Every value returned now was a possible value before."],
    "pattern-changed": [P, "Clients that validate responses against the old pattern may reject values."],
    "pattern-removed": [P, "Clients that validate responses against the old pattern may reject values."],
    "format-added": [N, "Every value returned now was a possible value before."],
    "format-changed": [P, "Clients that parse the old format may fail on the new one."],
    "format-removed": [P, "Clients that parse the old format may fail on values that no longer follow it."],
    "additional-closed": [N, "Every body returned now was a possible body before."],
    "additional-opened": [N, "Clients ignore fields they do not know."],
    "default-changed": [N, "Defaults describe what the service assumes for requests."],
    "variant-removed": [N, "Every body returned now was a possible body before."],
    "variant-added": [P, "Clients that switch over the known variants may not handle the new one."],
    "parameter-added-required": [N, "The parameter is always sent; receivers that do not know it ignore it."],
    "parameter-added-optional": [N, "Receivers that do not know it ignore it."],
    "parameter-removed": [B, "Receivers that read this parameter find it missing."],
    "parameter-became-required": [N, "The parameter is now always sent."],
    "parameter-became-optional": [B, "The parameter may be missing; receivers that rely on it break."],
    "body-added-required": [N, "Receivers that ignored the body keep working."],
    "body-added-optional": [N, "Receivers that ignored the body keep working."],
    "body-removed": [B, "Receivers that read the body find none."],
    "body-became-required": [N, "The body is now always sent."],
    "body-became-optional": [B, "The body may be missing; receivers that rely on it break."],
    "media-type-removed": [B, "Clients that read this media type no longer get it."],
    "media-type-added": [N, "The media types returned before are still returned."],
    "status-removed-success": [B, "Clients that handle this success status get another one."],
    "status-removed-error": [P, "Clients that act on this error status (retry, conflict handling) get another one."],
    "status-added-success": [P, "Clients that only expect the documented success statuses may not handle it."],
    "status-added-error": [N, "Clients must handle errors in general; a documented error is information."],
    "header-removed": [B, "Clients that read this header find it missing."],
    "header-added": [N, "Clients ignore headers they do not know."],
    "header-became-optional": [B, "The header may be missing; clients that rely on it break."],
    "header-became-required": [N, "The header is now always sent."],
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Documents, references and schema views.
// ---------------------------------------------------------------------------------------------------------------

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const isObj = (v: unknown): v is Json => !!v && typeof v === "object" && !Array.isArray(v);
const escapePointer = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");
const unescapePointer = (s: string) => decodeURIComponent(s).replace(/~1/g, "/").replace(/~0/g, "~");
const pointer = (segments: string[]) => (segments.length ? `/${segments.map(escapePointer).join("/")}` : "");
const json = (v: unknown) => JSON.stringify(v);
const code = (v: unknown) => `\`${typeof v === "string" ? v : json(v)}\``;

interface Deref {
  node: Json;
  refs: string[];
}

/** Follow local $refs. 3.1 allows keywords beside $ref: they apply too (merged as an allOf member). */
function deref(doc: Json, raw: unknown, seen: string[] = []): Deref {
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

const refName = (refs: string[]) => {
  const last = refs[refs.length - 1];
  const m = last ? /^#\/components\/schemas\/([^/]+)$/.exec(last) : null;
  return m ? unescapePointer(m[1]!) : undefined;
};

const BOUNDS_MIN = ["minLength", "minimum", "exclusiveMinimum", "minItems", "minProperties"] as const;
const BOUNDS_MAX = ["maxLength", "maximum", "exclusiveMaximum", "maxItems", "maxProperties"] as const;
type BoundKey = (typeof BOUNDS_MIN)[number] | (typeof BOUNDS_MAX)[number];

/** A schema with $refs resolved and allOf merged: what a value must satisfy, one level deep. */
interface View {
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

const ALL_TYPES = ["array", "boolean", "integer", "null", "number", "object", "string"];

function typesOf(s: Json): Set<string> | undefined {
  let t: string[] | undefined;
  if (typeof s.type === "string") t = [s.type];
  else if (Array.isArray(s.type)) t = s.type.filter((x): x is string => typeof x === "string");
  if (t && s.nullable === true) t = [...t, "null"];
  return t ? new Set(t) : undefined;
}

function view(doc: Json, raw: unknown): View {
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
function variantTypes(doc: Json, members: unknown[], depth = 0): Set<string> | undefined {
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

const expandTypes = (t: Set<string> | undefined) => {
  const s = new Set(t ?? ALL_TYPES);
  if (s.has("number")) s.add("integer");
  return s;
};
const subset = (a: Set<string>, b: Set<string>) => [...a].every((x) => b.has(x));
const typeText = (t: Set<string> | undefined) => (t ? [...t].sort().join(" | ") : "any");

// ---------------------------------------------------------------------------------------------------------------
// Comparison.
// ---------------------------------------------------------------------------------------------------------------

interface Ctx {
  base: Json;
  rev: Json;
  location: string;
  view?: "request" | "response";
  out: Change[];
  /** $ref-chain pairs being compared (recursion guard). */
  stack: Set<string>;
  /** Component mode: named schemas compared under their own name are not entered again. */
  stopAt?: Set<string>;
}

function report(ctx: Ctx, mode: Mode, kind: Kind, ptr: string[], change: string, schema?: string) {
  const [severity, why] = rules[mode][kind];
  ctx.out.push({ severity, locations: [ctx.location], pointer: pointer(ptr), view: ctx.view, schema, change, why });
}

/**
 * `hoisted`: names whose requiredness the enclosing schema compared already (they are required by it, or
 * by every one of its alternatives, in one version): a variant does not report them again.
 */
function compareSchema(ctx: Ctx, mode: Mode, oldRaw: unknown, newRaw: unknown, ptr: string[], schema?: string, depth = 0, hoisted: ReadonlySet<string> = new Set()): void {
  const o = view(ctx.base, oldRaw);
  const n = view(ctx.rev, newRaw);
  if (ctx.stopAt && ptr.length > 0 && o.name && o.name === n.name && ctx.stopAt.has(o.name)) return;
  const key = `${mode}|${o.refs.join(",")}|${n.refs.join(",")}`;
  if ((o.refs.length || n.refs.length) && ctx.stack.has(key)) return;
  if (depth > 64) return;
  ctx.stack.add(key);
  try {
    const here = n.name ?? schema;
    const at = (kind: Kind, change: string, p = ptr) => report(ctx, mode, kind, p, change, here);

    // Types.
    const ot = expandTypes(o.types);
    const nt = expandTypes(n.types);
    if (!(subset(ot, nt) && subset(nt, ot))) {
      const text = `type ${typeText(o.types)} → ${typeText(n.types)}`;
      if (mode === "write") at(subset(ot, nt) ? "type-widened" : subset(nt, ot) ? "type-narrowed" : "type-changed", `${text}`);
      else at(subset(nt, ot) ? "type-narrowed" : subset(ot, nt) ? "type-widened" : "type-changed", `${text}`);
      if (![...ot].some((t) => nt.has(t))) return; // nothing in common: deeper differences are noise
    }

    // Enumerations (const counts as a one-value enum).
    if (o.enumValues && n.enumValues) {
      const removed = o.enumValues.filter((x) => !n.enumValues!.includes(x));
      const added = n.enumValues.filter((x) => !o.enumValues!.includes(x));
      for (const x of removed) at("enum-value-removed", `enum value ${code(JSON.parse(x))} removed`);
      for (const x of added) at("enum-value-added", `enum value ${code(JSON.parse(x))} added`);
    } else if (!o.enumValues && n.enumValues) {
      at("enum-introduced", `values restricted to ${n.enumValues.map((x) => code(JSON.parse(x))).join(", ")}`);
    } else if (o.enumValues && !n.enumValues) {
      at("enum-dropped", `enum ${o.enumValues.map((x) => code(JSON.parse(x))).join(", ")} no longer restricts the values`);
    }

    // Bounds.
    for (const k of [...BOUNDS_MIN, ...BOUNDS_MAX]) {
      const a = o.bounds[k];
      const b = n.bounds[k];
      if (a === b) continue;
      const isMin = (BOUNDS_MIN as readonly string[]).includes(k);
      const text = a === undefined ? `${k} ${b} added` : b === undefined ? `${k} ${a} removed` : `${k} ${a} → ${b}`;
      const narrowed = a === undefined ? true : b === undefined ? false : isMin ? b > a : b < a;
      at(narrowed ? "bound-narrowed" : "bound-widened", text);
    }

    // Patterns (allOf members may each add one; those in both versions are left out of the message).
    const gone = o.patterns.filter((x) => !n.patterns.includes(x));
    const come = n.patterns.filter((x) => !o.patterns.includes(x));
    const list = (ps: string[]) => ps.map(code).join(" and ");
    if (gone.length && come.length) at("pattern-changed", `pattern ${list(gone)} → ${list(come)}`);
    else if (come.length) at("pattern-added", `pattern ${list(come)} added`);
    else if (gone.length) at("pattern-removed", `pattern ${list(gone)} removed`);

    // Formats.
    if (o.format !== n.format) {
      if (!o.format) at("format-added", `format ${code(n.format)} added`);
      else if (!n.format) at("format-removed", `format ${code(o.format)} removed`);
      else at("format-changed", `format ${code(o.format)} → ${code(n.format)}`);
    }

    // Defaults matter to senders only.
    if (mode === "write" && o.defaultValue !== n.defaultValue && o.defaultValue !== undefined && n.defaultValue !== undefined) {
      at("default-changed", `default ${o.defaultValue} → ${n.defaultValue}`);
    }

    // Objects.
    const visible = (doc: Json, raw: unknown) => {
      const pv = view(doc, raw);
      return mode === "write" ? !pv.readOnly : !pv.writeOnly;
    };
    // What the alternatives (oneOf/anyOf) all declare or all require holds for the schema as a whole: a
    // member required by every variant before and by the schema itself now (or the other way round) is
    // required all along, so its requiredness is compared here, once, and not again in each variant.
    const oAlt = alternatives(ctx.base, o);
    const nAlt = alternatives(ctx.rev, n);
    const oRequired = new Set([...o.required, ...oAlt.required]);
    const nRequired = new Set([...n.required, ...nAlt.required]);
    const names = [...new Set([...o.properties.keys(), ...n.properties.keys(), ...oAlt.declared.keys(), ...nAlt.declared.keys()])];
    for (const name of names) {
      const own = o.properties.has(name) && n.properties.has(name);
      const ors = o.properties.get(name) ?? oAlt.declared.get(name);
      const nrs = n.properties.get(name) ?? nAlt.declared.get(name);
      const p = [...ptr, "properties", name];
      if (!o.properties.has(name) && !n.properties.has(name)) {
        // Declared by the alternatives only: each variant compares it; here only its requiredness.
        if (ors !== undefined && nrs !== undefined && visible(ctx.base, ors) && visible(ctx.rev, nrs) && !hoisted.has(name)) {
          if (!oRequired.has(name) && nRequired.has(name)) at("property-became-required", `field ${code(name)} became required`, p);
          if (oRequired.has(name) && !nRequired.has(name)) at("property-became-optional", `field ${code(name)} became optional`, p);
        }
        continue;
      }
      const oldSeen = ors !== undefined && visible(ctx.base, ors);
      const newSeen = nrs !== undefined && visible(ctx.rev, nrs);
      if (oldSeen && !newSeen) {
        if (nrs !== undefined) at("property-hidden", `field ${code(name)} became ${mode === "write" ? "readOnly" : "writeOnly"}`, p);
        else at("property-removed", `field ${code(name)} removed${o.required.has(name) ? " (it was required)" : ""}`, p);
      } else if (!oldSeen && newSeen) {
        if (ors !== undefined) {
          // Visible now, hidden before (readOnly/writeOnly dropped): a new field in this direction.
          at(
            n.required.has(name) ? "property-added-required" : "property-added-optional",
            `field ${code(name)} is no longer ${mode === "write" ? "readOnly" : "writeOnly"}${n.required.has(name) ? " and is required" : ""}`,
            p,
          );
        } else {
          at(n.required.has(name) ? "property-added-required" : "property-added-optional", `${n.required.has(name) ? "required" : "optional"} field ${code(name)} added`, p);
        }
      } else if (oldSeen && newSeen) {
        const wasRequired = oRequired.has(name);
        const isRequired = nRequired.has(name);
        if (!hoisted.has(name)) {
          if (!wasRequired && isRequired) at("property-became-required", `field ${code(name)} became required`, p);
          if (wasRequired && !isRequired) at("property-became-optional", `field ${code(name)} became optional`, p);
        }
        // A member declared here in one version and by the alternatives in the other: its schemas are compared in the variants.
        if (own) compareSchema(ctx, mode, ors, nrs, p, here, depth + 1);
      }
    }
    // Required names without a property schema (e.g. a `required` list added to an open object).
    if (mode === "write") {
      for (const name of n.required) {
        if (!oRequired.has(name) && !names.includes(name)) at("property-became-required", `field ${code(name)} became required`, [...ptr, "properties", name]);
      }
    }
    const oClosed = o.additional === false;
    const nClosed = n.additional === false;
    if (!oClosed && nClosed) at("additional-closed", `${n.closedBy ?? "additionalProperties"}: false added (no fields beyond those listed)`);
    if (oClosed && !nClosed) at("additional-opened", `${o.closedBy ?? "additionalProperties"} no longer false`);
    if (o.additional !== undefined && o.additional !== false && n.additional !== undefined && n.additional !== false) {
      compareSchema(ctx, mode, o.additional, n.additional, [...ptr, "additionalProperties"], here, depth + 1);
    }

    // Arrays.
    if (o.items !== undefined && n.items !== undefined) compareSchema(ctx, mode, o.items, n.items, [...ptr, "items"], here, depth + 1);

    // Alternatives.
    if (o.variants || n.variants) compareVariants(ctx, mode, o, n, ptr, here, depth, new Set([...oRequired, ...nRequired]));
  } finally {
    ctx.stack.delete(key);
  }
}

function variantLabel(doc: Json, raw: unknown, index: number): string {
  const d = deref(doc, raw);
  const name = refName(d.refs);
  if (name) return name;
  if (typeof d.node.title === "string") return d.node.title;
  return `#${index}`;
}

/** The members every alternative (oneOf/anyOf) of a schema declares, with one of their schemas, and those every alternative requires. */
function alternatives(doc: Json, v: View): { declared: Map<string, unknown>; required: Set<string> } {
  const members = v.variants?.members ?? [];
  if (members.length === 0) return { declared: new Map(), required: new Set() };
  const views = members.map((m) => view(doc, m));
  const [first, ...rest] = views as [View, ...View[]];
  return {
    declared: new Map([...first.properties].filter(([k]) => rest.every((w) => w.properties.has(k)))),
    required: new Set([...first.required].filter((k) => rest.every((w) => w.required.has(k)))),
  };
}

function compareVariants(ctx: Ctx, mode: Mode, o: View, n: View, ptr: string[], schema: string | undefined, depth: number, hoisted: ReadonlySet<string>) {
  const keyword = n.variants?.keyword ?? o.variants?.keyword ?? "oneOf";
  const om = new Map((o.variants?.members ?? []).map((m, i) => [variantLabel(ctx.base, m, i), m]));
  const nm = new Map((n.variants?.members ?? []).map((m, i) => [variantLabel(ctx.rev, m, i), m]));
  if (!o.variants || !n.variants) {
    // Alternatives introduced or dropped as a whole: compare the members against the other side's schema is
    // guesswork; say what happened.
    const which = o.variants ? "variant-removed" : "variant-added";
    report(ctx, mode, which, [...ptr, keyword], `${keyword} ${o.variants ? "removed" : "introduced"} (${[...(o.variants ? om : nm).keys()].map(code).join(", ")})`, schema);
    return;
  }
  // A variant that only changed its name (an inline enum that became a named schema) is the same variant.
  const renamed = new Map<string, string>();
  const unchanged = (a: unknown, b: unknown, at: string[]) => {
    const scratch: Ctx = { ...ctx, out: [] };
    compareSchema(scratch, mode, a, b, at, schema, depth + 1, hoisted);
    return scratch.out.length === 0;
  };
  for (const [label, m] of om) {
    if (nm.has(label)) continue;
    const match = [...nm].find(([other, n]) => !om.has(other) && ![...renamed.values()].includes(other) && unchanged(m, n, [...ptr, keyword, label]));
    if (match) renamed.set(label, match[0]);
  }
  for (const [label, m] of om) {
    const other = nm.get(label);
    if (other !== undefined) compareSchema(ctx, mode, m, other, [...ptr, keyword, label], schema, depth + 1, hoisted);
    else if (!renamed.has(label)) report(ctx, mode, "variant-removed", [...ptr, keyword, label], `${keyword} variant ${code(label)} removed`, schema);
  }
  const taken = new Set(renamed.values());
  for (const label of nm.keys()) if (!om.has(label) && !taken.has(label)) report(ctx, mode, "variant-added", [...ptr, keyword, label], `${keyword} variant ${code(label)} added`, schema);
}

// ---------------------------------------------------------------------------------------------------------------
// Operations.
// ---------------------------------------------------------------------------------------------------------------

interface Operation {
  section: "paths" | "webhooks";
  key: string;
  method: string;
  operation: Json;
  pathItem: Json;
  label: string;
}

function operationsOf(doc: Json): Operation[] {
  const ops: Operation[] = [];
  for (const section of ["paths", "webhooks"] as const) {
    const items = doc[section];
    if (!isObj(items)) continue;
    for (const [key, rawItem] of Object.entries(items)) {
      const item = deref(doc, rawItem).node;
      for (const method of METHODS) {
        const operation = item[method];
        if (!isObj(operation)) continue;
        const label = section === "webhooks" ? `webhook ${key} ${method.toUpperCase()}` : `${method.toUpperCase()} ${key}`;
        ops.push({ section, key, method, operation, pathItem: item, label });
      }
    }
  }
  return ops;
}

const templateKey = (p: string) => p.replace(/\{[^}]*\}/g, "{}");
const VERSION_SEGMENT = /(^|\/)(v\d+(?:\.\d+)*|\d{4}-\d{2}-\d{2}(?:-preview)?)(?=\/|\(|$)/gi;
const withoutVersion = (p: string) => templateKey(p).replace(VERSION_SEGMENT, "$1{version}");

interface Param {
  key: string;
  label: string;
  param: Json;
}

function parametersOf(doc: Json, op: Operation): Map<string, Param> {
  const out = new Map<string, Param>();
  const pathNames = [...op.key.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
  const add = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const raw of list) {
      const p = deref(doc, raw).node;
      const where = typeof p.in === "string" ? p.in : "?";
      const name = typeof p.name === "string" ? p.name : "?";
      // Path parameters by position: renaming {id} to {subscriptionId} changes nothing for clients.
      const index = where === "path" ? pathNames.indexOf(name) : -1;
      const key = where === "path" && index >= 0 ? `path#${index}` : `${where}:${where === "header" ? name.toLowerCase() : name}`;
      out.set(key, { key, label: `${where}/${name}`, param: p });
    }
  };
  add(op.pathItem.parameters);
  add(op.operation.parameters);
  return out;
}

const paramSchema = (p: Json): unknown => {
  if (p.schema !== undefined) return p.schema;
  if (isObj(p.content)) for (const m of Object.values(p.content)) if (isObj(m) && m.schema !== undefined) return m.schema;
  return undefined;
};

function compareParameters(ctx: Ctx, mode: Mode, o: Operation, n: Operation) {
  const op = parametersOf(ctx.base, o);
  const np = parametersOf(ctx.rev, n);
  for (const [key, a] of op) {
    const b = np.get(key);
    const ptr = ["parameters", ...a.label.split("/")];
    const name = a.label.split("/").slice(1).join("/");
    if (!b) {
      report(ctx, mode, "parameter-removed", ptr, `${a.param.in} parameter ${code(name)} removed`);
      continue;
    }
    const ptrNew = ["parameters", ...b.label.split("/")];
    const wasRequired = a.param.required === true;
    const isRequired = b.param.required === true;
    if (!wasRequired && isRequired) report(ctx, mode, "parameter-became-required", ptrNew, `${b.param.in} parameter ${code(name)} became required`);
    if (wasRequired && !isRequired) report(ctx, mode, "parameter-became-optional", ptrNew, `${b.param.in} parameter ${code(name)} became optional`);
    const as = paramSchema(a.param);
    const bs = paramSchema(b.param);
    if (as !== undefined && bs !== undefined) compareSchema(ctx, mode, as, bs, [...ptrNew, "schema"]);
  }
  for (const [key, b] of np) {
    if (op.has(key)) continue;
    const name = b.label.split("/").slice(1).join("/");
    const required = b.param.required === true;
    report(
      ctx,
      mode,
      required ? "parameter-added-required" : "parameter-added-optional",
      ["parameters", ...b.label.split("/")],
      `${required ? "required" : "optional"} ${b.param.in} parameter ${code(name)} added`,
    );
  }
}

function compareContent(ctx: Ctx, mode: Mode, oc: unknown, nc: unknown, ptr: string[]) {
  const om = isObj(oc) ? oc : {};
  const nm = isObj(nc) ? nc : {};
  for (const [type, a] of Object.entries(om)) {
    const b = nm[type];
    if (b === undefined) {
      report(ctx, mode, "media-type-removed", [...ptr, "content", type], `media type ${code(type)} removed`);
      continue;
    }
    const as = isObj(a) ? a.schema : undefined;
    const bs = isObj(b) ? b.schema : undefined;
    if (as !== undefined && bs !== undefined) compareSchema(ctx, mode, as, bs, [...ptr, "content", type, "schema"]);
  }
  for (const type of Object.keys(nm)) if (!(type in om)) report(ctx, mode, "media-type-added", [...ptr, "content", type], `media type ${code(type)} added`);
}

function compareRequestBody(ctx: Ctx, mode: Mode, o: Operation, n: Operation) {
  const a = o.operation.requestBody === undefined ? undefined : deref(ctx.base, o.operation.requestBody).node;
  const b = n.operation.requestBody === undefined ? undefined : deref(ctx.rev, n.operation.requestBody).node;
  if (!a && !b) return;
  if (a && !b) return report(ctx, mode, "body-removed", ["requestBody"], "request body removed");
  if (!a && b) return report(ctx, mode, b.required === true ? "body-added-required" : "body-added-optional", ["requestBody"], `${b.required === true ? "required" : "optional"} request body added`);
  if (a!.required !== true && b!.required === true) report(ctx, mode, "body-became-required", ["requestBody"], "request body became required");
  if (a!.required === true && b!.required !== true) report(ctx, mode, "body-became-optional", ["requestBody"], "request body became optional");
  compareContent(ctx, mode, a!.content, b!.content, ["requestBody"]);
}

const isSuccess = (status: string) => /^[123]/.test(status);

function compareResponses(ctx: Ctx, mode: Mode, o: Operation, n: Operation) {
  const or = isObj(o.operation.responses) ? o.operation.responses : {};
  const nr = isObj(n.operation.responses) ? n.operation.responses : {};
  for (const [status, raw] of Object.entries(or)) {
    const ptr = ["responses", status];
    if (!(status in nr)) {
      report(ctx, mode, isSuccess(status) ? "status-removed-success" : "status-removed-error", ptr, `response ${status} removed`);
      continue;
    }
    const a = deref(ctx.base, raw).node;
    const b = deref(ctx.rev, nr[status]).node;
    const oh = new Map(Object.entries(isObj(a.headers) ? a.headers : {}).map(([k, v]) => [k.toLowerCase(), [k, deref(ctx.base, v).node] as const]));
    const nh = new Map(Object.entries(isObj(b.headers) ? b.headers : {}).map(([k, v]) => [k.toLowerCase(), [k, deref(ctx.rev, v).node] as const]));
    for (const [k, [name, h]] of oh) {
      const other = nh.get(k);
      const hp = [...ptr, "headers", name];
      if (!other) {
        report(ctx, mode, "header-removed", hp, `header ${code(name)} removed`);
        continue;
      }
      const [, h2] = other;
      if (h.required === true && h2.required !== true) report(ctx, mode, "header-became-optional", hp, `header ${code(name)} became optional`);
      if (h.required !== true && h2.required === true) report(ctx, mode, "header-became-required", hp, `header ${code(name)} became required`);
      if (h.schema !== undefined && h2.schema !== undefined) compareSchema(ctx, mode, h.schema, h2.schema, [...hp, "schema"]);
    }
    for (const [k, [name, h]] of nh) {
      if (oh.has(k)) continue;
      const required = h.required === true;
      report(ctx, mode, mode === "write" && required ? "header-became-required" : "header-added", [...ptr, "headers", name], `${required ? "required" : "optional"} header ${code(name)} added`);
    }
    compareContent(ctx, mode, a.content, b.content, ptr);
  }
  for (const status of Object.keys(nr)) {
    if (!(status in or)) report(ctx, mode, isSuccess(status) ? "status-added-success" : "status-added-error", ["responses", status], `response ${status} added`);
  }
}

function compareOperation(base: Json, rev: Json, o: Operation, n: Operation, out: Change[]) {
  const ctx: Ctx = { base, rev, location: n.label, out, stack: new Set() };
  // Webhooks turn the directions round: the service sends the request and the subscriber answers.
  const requestMode: Mode = n.section === "webhooks" ? "read" : "write";
  const responseMode: Mode = n.section === "webhooks" ? "write" : "read";
  compareParameters(ctx, requestMode, o, n);
  compareRequestBody(ctx, requestMode, o, n);
  compareResponses(ctx, responseMode, o, n);
}

function matchOperations(base: Json, rev: Json) {
  const a = operationsOf(base);
  const b = operationsOf(rev);
  const pairs: [Operation, Operation, OperationMatch][] = [];
  const key = (op: Operation) => `${op.section}|${op.method}|${op.section === "paths" ? templateKey(op.key) : op.key}`;
  const byKey = new Map(b.map((op) => [key(op), op]));
  const leftA: Operation[] = [];
  const used = new Set<Operation>();
  for (const op of a) {
    const other = byKey.get(key(op));
    if (other) {
      pairs.push([op, other, { base: op.label, revision: other.label, by: "path" }]);
      used.add(other);
    } else leftA.push(op);
  }
  const leftB = b.filter((op) => !used.has(op));
  const removed: Operation[] = [];
  for (const op of leftA) {
    const id = op.operation.operationId;
    // Only across a version segment: a path renamed otherwise is a removed operation for the clients that call it.
    const candidates =
      typeof id === "string"
        ? leftB.filter((x) => !used.has(x) && x.section === op.section && x.method === op.method && x.operation.operationId === id && withoutVersion(x.key) === withoutVersion(op.key))
        : [];
    const other = candidates.length === 1 ? candidates[0]! : undefined;
    if (!other) {
      removed.push(op);
      continue;
    }
    used.add(other);
    pairs.push([op, other, { base: op.label, revision: other.label, by: "operationId", note: `${id}: paths differ only by the version segment` }]);
  }
  const added = b.filter((op) => !used.has(op));
  return { pairs, removed, added };
}

// ---------------------------------------------------------------------------------------------------------------
// Documents.
// ---------------------------------------------------------------------------------------------------------------

const schemasOf = (doc: Json): Json => (isObj(doc.components) && isObj(doc.components.schemas) ? doc.components.schemas : {});

/** Compare two OpenAPI documents; `base` is the older version, `revision` the newer. */
export function diffDocuments(base: OpenApiDocument, revision: OpenApiDocument): DiffResult {
  const changes: Change[] = [];
  const componentOnly = operationsOf(base).length === 0 && operationsOf(revision).length === 0;
  if (componentOnly) {
    const os = schemasOf(base);
    const ns = schemasOf(revision);
    const both = new Set(Object.keys(os).filter((k) => k in ns));
    for (const name of Object.keys(os)) {
      const location = `components.schemas.${name}`;
      if (!both.has(name)) {
        changes.push({ severity: "breaking", locations: [location], pointer: "", change: `schema ${code(name)} removed`, why: "Code that uses the type, and payloads validated against it, break." });
        continue;
      }
      for (const [viewName, mode] of [
        ["request", "write"],
        ["response", "read"],
      ] as const) {
        const ctx: Ctx = { base, rev: revision, location, view: viewName, out: changes, stack: new Set(), stopAt: both };
        compareSchema(ctx, mode, { $ref: `#/components/schemas/${escapePointer(name)}` }, { $ref: `#/components/schemas/${escapePointer(name)}` }, [], name);
      }
    }
    for (const name of Object.keys(ns)) {
      if (!(name in os))
        changes.push({ severity: "non-breaking", locations: [`components.schemas.${name}`], pointer: "", change: `schema ${code(name)} added`, why: "A new type; nothing that existed changes." });
    }
    return {
      kind: "components",
      matches: [],
      added: [],
      removed: [],
      componentCounts: { base: Object.keys(os).length, revision: Object.keys(ns).length, both: both.size },
      changes: sortChanges(groupChanges(changes)),
    };
  }
  const { pairs, removed, added } = matchOperations(base, revision);
  for (const op of removed) {
    changes.push({
      severity: "breaking",
      locations: [op.label],
      pointer: "",
      change: op.section === "webhooks" ? "webhook removed" : "operation removed",
      why: op.section === "webhooks" ? "Subscribers no longer receive these deliveries." : "Clients that call it get 404 or 405.",
    });
  }
  for (const [o, n] of pairs) compareOperation(base, revision, o, n, changes);
  for (const op of added) {
    changes.push({ severity: "non-breaking", locations: [op.label], pointer: "", change: op.section === "webhooks" ? "webhook added" : "operation added", why: "Nothing that existed changes." });
  }
  return {
    kind: "operations",
    matches: pairs.map(([, , m]) => m),
    added: added.map((op) => op.label),
    removed: removed.map((op) => op.label),
    changes: sortChanges(groupChanges(changes)),
  };
}

/** Changes that differ only by operation (a shared schema seen by several operations) become one, naming every operation. */
function groupChanges(changes: Change[]): Change[] {
  const groups = new Map<string, Change>();
  for (const c of changes) {
    const key = json([c.severity, c.pointer, c.view, c.schema, c.change, c.why]);
    const g = groups.get(key);
    if (!g) groups.set(key, { ...c, locations: [...c.locations] });
    else for (const l of c.locations) if (!g.locations.includes(l)) g.locations.push(l);
  }
  return [...groups.values()];
}

function sortChanges(changes: Change[]): Change[] {
  return changes
    .map((c, i) => [c, i] as const)
    .sort(([a, i], [b, j]) => severities.indexOf(a.severity) - severities.indexOf(b.severity) || i - j)
    .map(([c]) => c);
}

export const countBySeverity = (changes: Change[]) => Object.fromEntries(severities.map((s) => [s, changes.filter((c) => c.severity === s).length])) as Record<Severity, number>;

// ---------------------------------------------------------------------------------------------------------------
// Inputs.
// ---------------------------------------------------------------------------------------------------------------

export class DiffInputError extends Error {}

export interface LoadedDocument {
  /** As the user named it: a registry key, or a path relative to the repository. */
  label: string;
  /** Where it was read from, relative to the repository (posix). */
  file: string;
  doc: OpenApiDocument;
}

/** `<revision>:<path>`: a file as a git revision of this repository has it (`git show`), e.g. the bundle before a change. */
const GIT_REVISION = /^([\w][\w./~^@{}-]*):([^:]+)$/;

/**
 * A registry key (`webhooks@v2.0`; its committed bundle is read), a path to a bundled JSON document, or a
 * bundle at a git revision (`e3883ca:generated/container-instance/2025-09-01/openapi.json`).
 */
export function loadDocument(arg: string, cwd = process.cwd()): LoadedDocument {
  // one letter before the colon is a Windows drive, not a revision
  const revision = !existsSync(resolve(cwd, arg)) ? GIT_REVISION.exec(arg) : null;
  const fromGit = revision !== null && revision[1]!.length > 1;
  const looksLikePath = /[\\/]/.test(arg) || /\.json$/i.test(arg) || existsSync(resolve(cwd, arg));
  let file: string;
  let label: string;
  let text: string | undefined;
  if (fromGit) {
    file = arg;
    label = arg;
    try {
      text = execFileSync("git", ["show", `${revision![1]}:${revision![2]}`], { cwd: repoRoot, encoding: "utf8", maxBuffer: 256 * 1024 * 1024, stdio: ["ignore", "pipe", "pipe"] });
    } catch (err) {
      const stderr = String((err as { stderr?: unknown }).stderr ?? "")
        .trim()
        .split("\n")[0];
      throw new DiffInputError(`cannot read ${arg} from git: ${stderr || (err as Error).message}`);
    }
  } else if (looksLikePath) {
    file = isAbsolute(arg) ? arg : resolve(cwd, arg);
    const rel = toPosix(relative(repoRoot, file));
    label = rel.startsWith("..") ? toPosix(file) : rel;
  } else {
    try {
      const api = findApi(loadRegistry(), arg);
      file = api.bundle;
      label = api.key;
    } catch (err) {
      if (err instanceof RegistryError) throw new DiffInputError(err.message);
      throw err;
    }
    if (!existsSync(file)) throw new DiffInputError(`${label}: no bundle at ${toPosix(relative(repoRoot, file))}; run npm run build`);
  }
  try {
    text ??= readFileSync(file, "utf8");
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    throw new DiffInputError(`cannot read ${label}: ${e.code === "ENOENT" ? "no such file" : e.code === "EISDIR" ? "a directory, not a file" : e.message}`);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw new DiffInputError(`${label} is not JSON (${(err as Error).message}); give a bundled document (generated/<api>/<version>/openapi.json)`);
  }
  if (!isObj(doc) || typeof doc.openapi !== "string") throw new DiffInputError(`${label} is not an OpenAPI document (no "openapi" field)`);
  return { label, file: fromGit ? file : toPosix(relative(repoRoot, file)), doc };
}

// ---------------------------------------------------------------------------------------------------------------
// Markdown.
// ---------------------------------------------------------------------------------------------------------------

const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
const title = (doc: Json) => {
  const info = isObj(doc.info) ? doc.info : {};
  return `${typeof info.title === "string" ? info.title : "untitled"}, version ${typeof info.version === "string" ? info.version : "?"}`;
};

export function renderMarkdown(result: DiffResult, base: LoadedDocument, revision: LoadedDocument): string {
  const counts = countBySeverity(result.changes);
  const lines: string[] = [];
  lines.push(`# Breaking changes: \`${base.label}\` → \`${revision.label}\``, "");
  lines.push(
    `Generated by \`npm run diff -- ${base.label} ${revision.label}\` (scripts/diff.ts); do not edit by hand.`,
    "",
    `- Base: \`${base.label}\` (${base.file}): ${title(base.doc)}`,
    `- Revision: \`${revision.label}\` (${revision.file}): ${title(revision.doc)}`,
    "",
  );
  lines.push("## Summary", "", "| Severity | Changes |", "|---|---|");
  for (const s of severities) lines.push(`| ${s} | ${counts[s]} |`);
  lines.push("");
  if (result.kind === "components") {
    const c = result.componentCounts!;
    lines.push(
      `Both documents publish components only (no paths, no webhooks), so their component schemas are compared by name: ${c.base} in the base, ${c.revision} in the revision, ${c.both} in both. Each schema is compared twice, as a client sends it (request view: readOnly fields left out) and as a client receives it (response view: writeOnly fields left out). A schema reached through a $ref to another schema present in both documents is compared once, under its own name.`,
      "",
    );
  } else {
    const byPath = result.matches.filter((m) => m.by === "path").length;
    const byId = result.matches.filter((m) => m.by === "operationId");
    lines.push(
      `Operations in both documents: ${result.matches.length} (${byPath} matched by method and path, ${byId.length} by method and operationId); ${result.removed.length} removed, ${result.added.length} added.`,
      "",
    );
    if (byId.length) {
      lines.push("Matched by operationId, because their paths do not match:", "", "| Base | Revision | Note |", "|---|---|---|");
      for (const m of byId) lines.push(`| \`${cell(m.base)}\` | \`${cell(m.revision)}\` | ${cell(m.note ?? "")} |`);
      lines.push("");
    }
  }
  lines.push(
    "## How to read this",
    "",
    "- **breaking**: some existing client fails. **potentially breaking**: clients that are strict about what they receive (closed enums, response validation) may fail. **non-breaking**: existing clients keep working.",
    "- Direction: for operations under `paths` the client sends parameters and request bodies and receives responses. For `webhooks` the directions turn round: the service sends the delivery (its parameters and body are what the subscriber receives) and the subscriber sends the answer.",
    "- Location: the operation (or component schema and view), then a logical JSON pointer into it: $refs resolved, allOf merged, parameters addressed by location and name; the named schema the change sits in follows in parentheses.",
    "",
  );
  lines.push("## Changes", "");
  if (!result.changes.length) lines.push("No differences in operations or schemas.");
  else {
    lines.push("| Severity | Location | Change | Why it matters for clients |", "|---|---|---|---|");
    for (const c of result.changes) {
      const schema = c.schema && !c.locations.every((l) => l === `components.schemas.${c.schema}`) ? ` (schema \`${c.schema}\`)` : "";
      const where = `${c.locations.map((l) => `\`${l}\``).join(", ")}${c.view ? ` (${c.view} view)` : ""}${c.pointer ? ` \`${c.pointer}\`` : ""}${schema}`;
      lines.push(`| ${c.severity} | ${cell(where)} | ${cell(c.change)} | ${cell(c.why)} |`);
    }
  }
  lines.push("");
  return lines.join("\n");
}

/** The reports committed under reports/breaking-changes/ and the inputs they are generated from. */
export const committedReports = [
  { base: "api-management@2016-07-07", revision: "api-management@2020-12-01", file: "reports/breaking-changes/api-management-2016-07-07-to-2020-12-01.md" },
  { base: "webhooks@v1.0", revision: "webhooks@v2.0", file: "reports/breaking-changes/webhooks-v1.0-to-v2.0.md" },
] as const;
