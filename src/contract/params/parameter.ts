/**
 * A parameter (or response header): its location, style and schema shape, planned once; what a request sent, decoded by its style unit and typed
 * by its schema. A style unknown, or not allowed where the parameter is, is a finding when a value is sent, never a silent pass.
 */
import { esc, type Finding, isObject, type Located } from "../exchange.js";
import { decodeContent } from "./content.js";
import { decodeDeepObject } from "./deep-object.js";
import { decodeForm } from "./form.js";
import { decodeLabel } from "./label.js";
import { decodeMatrix } from "./matrix.js";
import { decodePipeDelimited } from "./pipe-delimited.js";
import { readSchema, type Types } from "./schema.js";
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

export interface ParamPlan {
  name: string;
  /** path, query, header or cookie */
  in: string;
  required: boolean;
  /** Where findings point (`/request/query/$top`), and how messages name the parameter (`query parameter $top`). */
  base: string;
  subject: string;
  style: string;
  /** The shape the value is decoded as first; `shapes`: every shape its schema allows, in the order they are tried (params/schema.ts). */
  want: Want;
  shapes: Shape[];
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

/** The plan of the Parameter or Header Object `located` (its `$ref`s followed; its schema read through allOf, anyOf and oneOf). */
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
  const reading = schemaPointer === undefined || media !== undefined ? undefined : readSchema(deref, schemaPointer);
  const shapes = reading?.shapes ?? ["primitive"];
  return {
    name: place.name,
    in: place.in,
    required: p.required === true || place.in === "path",
    base: place.base,
    subject: place.subject,
    style,
    want: { shape: shapes[0]!, explode, properties: reading?.properties ?? [], taken: place.taken ?? new Set() },
    shapes,
    types: reading?.types ?? { value: [], items: [], properties: {}, others: [] },
    schema: schemaPointer,
    media,
  };
}

/**
 * The value a parameter's schema checks, made of what was sent (read as `shape`, by default the first its schema allows); a finding when
 * it cannot be read; undefined when the parameter was not sent.
 */
export function decodeParam(plan: ParamPlan, sent: Sent, shape: Shape = plan.want.shape): { value: unknown } | { finding: Finding } | undefined {
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
  const decoded = decode(sent, shape === plan.want.shape ? plan.want : { ...plan.want, shape });
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
