/**
 * A parameter (or response header): its location, style and schema shape, planned once; what a request sent, decoded by its style unit and typed
 * by its schema. A style unknown, or not allowed where the parameter is, is a finding when a value is sent, never a silent pass.
 */
import { esc, type Finding, isObject, type JsonObject, type Located } from "../exchange.js";
import { decodeContent } from "./content.js";
import { decodeDeepObject } from "./deep-object.js";
import { decodeForm } from "./form.js";
import { decodeLabel } from "./label.js";
import { decodeMatrix } from "./matrix.js";
import { decodePipeDelimited } from "./pipe-delimited.js";
import type { Sent, Shape, StyleDecoder, Text, Want } from "./shape.js";
import { decodeSimple } from "./simple.js";
import { decodeSpaceDelimited } from "./space-delimited.js";

const STYLES: Record<string, StyleDecoder> = {
  simple: decodeSimple,
  form: decodeForm,
  label: decodeLabel,
  matrix: decodeMatrix,
  spaceDelimited: decodeSpaceDelimited,
  pipeDelimited: decodePipeDelimited,
  deepObject: decodeDeepObject,
};

/** The styles OpenAPI 3.1 allows in each location; the first is the default. */
export const STYLES_IN: Readonly<Record<string, readonly string[]>> = {
  path: ["simple", "label", "matrix"],
  query: ["form", "spaceDelimited", "pipeDelimited", "deepObject"],
  header: ["simple"],
  cookie: ["form"],
};

/** JSON types a schema allows: of the value (primitive), of its items (array), of each property and of any other property (object). */
interface Types {
  value: string[];
  items: string[];
  properties: Record<string, string[]>;
  others: string[];
}

export interface ParamPlan {
  name: string;
  /** path, query, header or cookie */
  in: string;
  required: boolean;
  /** Where findings point (`/request/query/$top`), and how messages name the parameter (`query parameter $top`). */
  base: string;
  subject: string;
  style: string;
  want: Want;
  types: Types;
  /** The schema to check (of `schema`, or of the `content` media type); none: nothing is checked. */
  schema?: string;
  /** The media type of a `content` parameter. */
  media?: string;
}

export interface ParamPlace {
  name: string;
  in: string;
  base: string;
  subject: string;
  /** Names of the other parameters in the same location (an exploded free-form object takes none of them). */
  taken?: ReadonlySet<string>;
}

const typesOf = (schema: JsonObject | undefined): string[] => {
  const t = schema?.type;
  return typeof t === "string" ? [t] : Array.isArray(t) ? t.filter((x): x is string => typeof x === "string") : [];
};

/** The plan of the Parameter or Header Object `located` (its `$ref`s followed). */
export function planParam(deref: (pointer: string) => Located | undefined, located: Located, place: ParamPlace): ParamPlan {
  const p = located.value;
  const style = typeof p.style === "string" ? p.style : (STYLES_IN[place.in]?.[0] ?? "simple");
  const explode = typeof p.explode === "boolean" ? p.explode : style === "form";
  const media = isObject(p.content) ? Object.keys(p.content)[0] : undefined;
  const mediaObject = media !== undefined && isObject(p.content) ? p.content[media] : undefined;
  const schemaPointer =
    media !== undefined
      ? isObject(mediaObject) && mediaObject.schema !== undefined
        ? `${located.pointer}/content/${esc(media)}/schema`
        : undefined
      : p.schema !== undefined
        ? `${located.pointer}/schema`
        : undefined;
  const schema = schemaPointer === undefined ? undefined : deref(schemaPointer);
  const types: Types = { value: typesOf(schema?.value), items: [], properties: {}, others: [] };
  let shape: Shape = "primitive";
  let properties: string[] = [];
  if (schema && media === undefined && !types.value.includes("string")) {
    const s = schema.value;
    const untyped = types.value.length === 0;
    if (types.value.includes("array") || (untyped && isObject(s.items))) {
      shape = "array";
      if (isObject(s.items)) types.items = typesOf(deref(`${schema.pointer}/items`)?.value);
    } else if (types.value.includes("object") || (untyped && (isObject(s.properties) || isObject(s.additionalProperties)))) {
      shape = "object";
      properties = isObject(s.properties) ? Object.keys(s.properties) : [];
      types.properties = Object.fromEntries(properties.map((k) => [k, typesOf(deref(`${schema.pointer}/properties/${esc(k)}`)?.value)]));
      if (isObject(s.additionalProperties)) types.others = typesOf(deref(`${schema.pointer}/additionalProperties`)?.value);
    }
  }
  return {
    name: place.name,
    in: place.in,
    required: p.required === true || place.in === "path",
    base: place.base,
    subject: place.subject,
    style,
    want: { shape, explode, properties, taken: place.taken ?? new Set() },
    types,
    schema: schemaPointer,
    media,
  };
}

/**
 * The value a parameter's schema checks, made of what was sent; a finding when it cannot be read; undefined
 * when the parameter was not sent.
 */
export function decodeParam(plan: ParamPlan, sent: Sent): { value: unknown } | { finding: Finding } | undefined {
  if (plan.media !== undefined) {
    const decoded = decodeContent(sent, plan.media);
    return decoded && "error" in decoded ? refusal(plan, decoded.error, decoded.rule) : decoded;
  }
  const decode = STYLES[plan.style];
  const allowed = STYLES_IN[plan.in] ?? [];
  if (!decode || !allowed.includes(plan.style)) {
    if (sent.values.length === 0) return undefined;
    return refusal(
      plan,
      decode ? `uses style ${plan.style}, which OpenAPI does not allow in a ${plan.in} parameter (allowed: ${allowed.join(", ")})` : `uses style ${plan.style}, which this validator does not decode`,
    );
  }
  const decoded = decode(sent, plan.want);
  if (decoded === undefined) return undefined;
  if ("error" in decoded) return refusal(plan, decoded.error, decoded.rule);
  return { value: coerce(decoded.value, plan.types) };
}

/** A finding at the parameter: `message` follows its name. */
function refusal(plan: ParamPlan, message: string, rule = "style"): { finding: Finding } {
  return { finding: { pointer: plan.base, rule, message: `${plan.subject} ${message}` } };
}

/** Text values turned into the JSON types the schema allows (items and properties each by their own schema). */
function coerce(text: Text, types: Types): unknown {
  if (typeof text === "string") return coerceScalar(text, types.value);
  if (Array.isArray(text)) return text.map((v) => coerceScalar(v, types.items));
  return Object.fromEntries(Object.entries(text).map(([k, v]) => [k, coerceScalar(v, (Object.hasOwn(types.properties, k) ? types.properties[k] : undefined) ?? types.others)]));
}

/** One textual value as the first non-string type the schema allows that reads it (a string when it allows strings). */
export function coerceScalar(value: string, types: readonly string[]): unknown {
  if (types.length === 0 || types.includes("string")) return value;
  if ((types.includes("integer") || types.includes("number")) && /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(value)) return Number(value);
  if (types.includes("boolean") && (value === "true" || value === "false")) return value === "true";
  if (types.includes("null") && value === "null") return null;
  return value;
}
