/**
 * Messages: ajv errors as readable findings `{ pointer, rule, message }`; a failed oneOf/anyOf reports only the variant the value means;
 * an unknown member names the nearest defined one, a value that breaks a pattern the shape it should have.
 */
import type { ErrorObject, ValidateFunction } from "ajv";
import { esc, type Finding, isObject, type Json, type Located, unesc } from "./exchange.js";
import { didYouMean } from "../nearest.js";
import { type ViewKind, WRITE_ONLY_MARK } from "./views.js";

/** What a message needs of the schemas: their validators, where a schema object of a view is, the document. */
export interface SchemaSource {
  /** The validator (every error, verbose) of the schema at `pointer` in a view. */
  validator(kind: ViewKind, pointer: string): ValidateFunction;
  /** The pointer of a schema object of a view's document (a oneOf variant as ajv reports it). */
  pointerOf(kind: ViewKind, schema: unknown): string | undefined;
  deref(pointer: string): Located | undefined;
}

/** One problem of a value: where in it (a JSON pointer), the rule, and the text that follows its name (see `phrase`). */
export interface Issue {
  path: string;
  keyword: string;
  text: string;
}

/** A value for a message: JSON, cut at 60 characters. */
export const show = (v: unknown) => {
  const s = v === undefined ? "nothing" : (JSON.stringify(v) ?? String(v));
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
};
const jsonType = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "array" : Number.isInteger(v) ? "integer" : typeof v);
/** `string "abc"`, `integer 3`, `null`, `an object`: what a value is, for type messages. */
const typed = (v: unknown) => {
  const t = jsonType(v);
  return t === "null" ? "null" : t === "object" || t === "array" ? `an ${t}` : `${t} ${show(v)}`;
};

/** A message of a name and the text of its issue: `name is required`, or `name: not a member of ...` for a text that starts with a colon. */
const phrase = (label: string, text: string) => (text.startsWith(":") ? `${label}${text}` : `${label} ${text}`);

/**
 * Findings of issues, rooted at `base`: a message names the place (`subject` for the value itself,
 * else its path after `prefix`).
 */
export function findingsOf(issues: Issue[], base: string, subject: string, prefix: string): Finding[] {
  return issues.map((issue) => {
    const rel = issue.path.split("/").slice(1).map(unesc).join("/");
    const label = rel === "" ? subject : prefix ? `${prefix}/${rel}` : rel;
    return { pointer: `${base}${issue.path}`, rule: issue.keyword, message: phrase(label, issue.text) };
  });
}

/**
 * Run a validator and turn its errors into issues. For a failed `oneOf`/`anyOf`, the errors of all
 * variants are replaced by those of the variant chosen (or by one issue saying why none could be chosen).
 */
export function issuesOf(source: SchemaSource, kind: ViewKind, validate: ValidateFunction, data: unknown, depth = 0): Issue[] {
  if (validate(data)) return [];
  const errors = [...(validate.errors ?? [])];
  // validators are shared by every emulator in the process (src/emulator/contracts.ts): none keeps this request's data (ajv's verbose errors hold it)
  validate.errors = null;
  const key = (e: ErrorObject, at = "") => `${at}${e.instancePath}|${e.keyword}|${e.message}|${JSON.stringify(e.params)}`;
  const combinators =
    depth > 8
      ? []
      : errors.flatMap((e) => {
          if ((e.keyword !== "oneOf" && e.keyword !== "anyOf") || !Array.isArray(e.schema)) return [];
          if ((e.params as { passingSchemas?: unknown }).passingSchemas) return [];
          const branches = (e.schema as unknown[]).map((b) => (typeof b === "object" && b !== null ? source.pointerOf(kind, b) : undefined));
          if (branches.some((b) => b === undefined)) return [];
          const runs = (branches as string[]).map((b) => {
            const fn = source.validator(kind, b);
            const raw = fn(e.data) ? [] : [...(fn.errors ?? [])];
            fn.errors = null;
            const issues = issuesOf(source, kind, fn, e.data, depth + 1).map((i) => ({ ...i, path: e.instancePath + i.path }));
            return { raw, issues };
          });
          const inner = new Set(runs.flatMap((r) => r.raw.map((x) => key(x, e.instancePath))));
          return [{ e, branches: branches as string[], runs, inner }];
        });
  // a combinator inside a variant of another one is handled by the outer one
  const outer = combinators.filter((c) => !combinators.some((o) => o !== c && o.inner.has(key(c.e))));
  const dropped = new Set(outer.flatMap((c) => [key(c.e), ...c.inner]));
  const extra = outer.flatMap((c) =>
    pickVariant(
      source,
      c.e,
      c.branches,
      c.runs.map((r) => r.issues),
    ),
  );
  const own = errors.filter((e) => !dropped.has(key(e)) && e.keyword !== "if").map((e) => issueOf(source, kind, e, errors));
  const seen = new Set<string>();
  // One finding per place and rule: two layered patterns (allOf) failing on one value are one finding.
  return [...own, ...extra].filter((i) => {
    const k = `${i.path}|${i.keyword}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Report the variant chosen by a `const`/`enum` discriminator, or why none could be chosen. */
function pickVariant(source: SchemaSource, e: ErrorObject, branches: string[], issues: Issue[][]): Issue[] {
  const tags = branches.map((b) => tagsOf(source, b));
  const declared = isObject(e.parentSchema?.discriminator) ? e.parentSchema.discriminator.propertyName : undefined;
  const common = [...(tags[0]?.keys() ?? [])].filter((n) => tags.every((t) => t.has(n)));
  const name = typeof declared === "string" ? declared : common[0];
  const data = e.data;
  if (name !== undefined && isObject(data)) {
    const values = tags.map((t) => t.get(name) ?? []);
    const given = JSON.stringify(data[name]);
    const chosen = values.map((vs, i) => (vs.some((v) => JSON.stringify(v) === given) ? i : -1)).filter((i) => i >= 0);
    if (chosen.length === 1) return issues[chosen[0]!] ?? [];
    const allowed = [...new Set(values.flat().map((v) => JSON.stringify(v)))].join(", ");
    const path = `${e.instancePath}/${esc(name)}`;
    if (!(name in data)) return [{ path, keyword: "required", text: `is required to choose a variant (one of ${allowed})` }];
    return [{ path, keyword: e.keyword, text: `must be one of ${allowed} to choose a variant (got ${show(data[name])})` }];
  }
  // No discriminating value: a variant that alone requires a property the data has is the one meant
  // (a volume with `secret` is the secret volume), so report that variant's own findings. When several
  // fit (an anyOf value that names two kinds) and agree on what is wrong inside the value, report that.
  if (isObject(data)) {
    const required = branches.map((b) => requiredOf(source, b));
    const own = required.map((r, i) => [...r].filter((n) => !required.some((o, j) => j !== i && o.has(n))));
    const fitting = own.flatMap((names, i) => (names.length > 0 && names.every((n) => n in data) ? [i] : []));
    if (fitting.length === 1) return issues[fitting[0]!] ?? [];
    const places = (list: Issue[] | undefined) =>
      (list ?? [])
        .map((i) => `${i.path}|${i.keyword}`)
        .sort()
        .join("\n");
    const first = issues[fitting[0] ?? -1] ?? [];
    const inside = first.length > 0 && first.every((i) => i.path.startsWith(`${e.instancePath}/`));
    if (inside && fitting.every((i) => places(issues[i]) === places(first))) return first;
  }
  const closest = issues.reduce((a, b) => (b.length < a.length ? b : a), issues[0] ?? []);
  const hint = closest[0] ? ` (closest variant: ${phrase(closest[0].path.split("/").pop() || "value", closest[0].text)})` : "";
  return [{ path: e.instancePath, keyword: e.keyword, text: `must match ${e.keyword === "oneOf" ? "exactly one" : "at least one"} of the ${branches.length} variants${hint}` }];
}

/** Names in `required` of the schema at `pointer` and of its `allOf` members. */
function requiredOf(source: SchemaSource, pointer: string, depth = 0): Set<string> {
  const schema = source.deref(pointer);
  const names = new Set<string>();
  if (!schema || depth > 8) return names;
  if (Array.isArray(schema.value.required)) for (const n of schema.value.required) if (typeof n === "string") names.add(n);
  const allOf = Array.isArray(schema.value.allOf) ? schema.value.allOf : [];
  allOf.forEach((_, i) => requiredOf(source, `${schema.pointer}/allOf/${i}`, depth + 1).forEach((n) => names.add(n)));
  return names;
}

/**
 * Properties with a closed set of allowed values (`const` or `enum`) of the schema at `pointer` and of
 * its `allOf` members; where both declare one, the values allowed by both.
 */
function tagsOf(source: SchemaSource, pointer: string, depth = 0): Map<string, Json[]> {
  const tags = new Map<string, Json[]>();
  const schema = source.deref(pointer);
  if (!schema || depth > 8) return tags;
  const merge = (name: string, values: Json[]) => {
    const had = tags.get(name);
    const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);
    tags.set(name, had ? had.filter((v) => values.some((w) => same(v, w))) : values);
  };
  const props = isObject(schema.value.properties) ? schema.value.properties : {};
  for (const name of Object.keys(props)) {
    const prop = source.deref(`${schema.pointer}/properties/${esc(name)}`)?.value;
    if (prop && "const" in prop) merge(name, [prop.const ?? null]);
    else if (prop && Array.isArray(prop.enum)) merge(name, prop.enum);
  }
  const allOf = Array.isArray(schema.value.allOf) ? schema.value.allOf : [];
  allOf.forEach((_, i) => tagsOf(source, `${schema.pointer}/allOf/${i}`, depth + 1).forEach((v, k) => merge(k, v)));
  return tags;
}

/** One ajv error as an issue: the place it names (a missing property's own place), and a readable text. `errors`: all of this run's. */
function issueOf(source: SchemaSource, kind: ViewKind, e: ErrorObject, errors: ErrorObject[]): Issue {
  const p = e.params as Record<string, unknown>;
  const child = (name: unknown) => `${e.instancePath}/${esc(String(name))}`;
  switch (e.keyword) {
    case "required":
      return { path: child(p.missingProperty), keyword: "required", text: "is required" };
    case "dependentRequired":
      return { path: child(p.missingProperty), keyword: "dependentRequired", text: `is required when ${String(p.property)} is present` };
    case "additionalProperties":
      return { path: child(p.additionalProperty), keyword: "additionalProperties", text: notAMember(source, kind, e.parentSchema, String(p.additionalProperty)) };
    case "unevaluatedProperties":
      return { path: child(p.unevaluatedProperty), keyword: "unevaluatedProperties", text: notAMember(source, kind, e.parentSchema, String(p.unevaluatedProperty)) };
    case "not":
      if (kind === "response" && (e.parentSchema as Record<string, unknown> | undefined)?.[WRITE_ONLY_MARK] === true) {
        return { path: e.instancePath, keyword: "writeOnly", text: "is writeOnly and must not appear in a response" };
      }
      return { path: e.instancePath, keyword: "not", text: `${e.message ?? "must not match the schema"} (got ${show(e.data)})` };
    case "false schema":
      return { path: e.instancePath, keyword: "false", text: "is not allowed here" };
    case "enum":
      return { path: e.instancePath, keyword: "enum", text: `must be one of ${(p.allowedValues as unknown[]).map(show).join(", ")} (got ${show(e.data)})` };
    case "const":
      return { path: e.instancePath, keyword: "const", text: `must be ${show(p.allowedValue)} (got ${show(e.data)})` };
    case "type":
      return { path: e.instancePath, keyword: "type", text: `must be ${String(p.type).replace(",", " or ")} (got ${typed(e.data)})` };
    case "format":
      return { path: e.instancePath, keyword: "format", text: `must be a valid ${String(p.format)} (got ${show(e.data)})` };
    case "pattern": {
      const like = shapeOf(
        source,
        kind,
        errors.filter((x) => x.keyword === "pattern" && x.instancePath === e.instancePath),
      );
      const text = like === undefined ? `must match the pattern ${String(p.pattern)} (got ${show(e.data)})` : `must look like ${like} (got ${show(e.data)}; pattern ${String(p.pattern)})`;
      return { path: e.instancePath, keyword: "pattern", text };
    }
    default:
      return { path: e.instancePath, keyword: e.keyword, text: `${e.message ?? "is invalid"} (got ${show(e.data)})` };
  }
}

/**
 * The text of a member that the object's schema does not define: `: not a member of a subscription; did you
 * mean clientState?`. The object is named by its schema's title (a word, as "Subscription (request body)",
 * becomes "a subscription"; a name stays as written), else by its component name; the suggestion is the
 * nearest name the schema defines (src/nearest.ts, as for flags and settings), none when nothing is near.
 */
function notAMember(source: SchemaSource, kind: ViewKind, schema: unknown, name: string): string {
  const pointer = source.pointerOf(kind, schema);
  const title = isObject(schema) && typeof schema.title === "string" ? schema.title.replace(/\s*\([^)]*\)$/, "").trim() : "";
  const component = /^\/components\/schemas\/([^/]+)$/.exec(pointer ?? "")?.[1];
  let what = "the object";
  if (/^[A-Z]?[a-z]+(?:[\s-]|$)/.test(title)) {
    const noun = title.charAt(0).toLowerCase() + title.slice(1);
    what = `${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}`;
  } else if (title !== "") what = title;
  else if (component !== undefined) what = unesc(component);
  const defined = pointer === undefined ? new Set(Object.keys(isObject(schema) && isObject(schema.properties) ? schema.properties : {})) : memberNames(source, pointer);
  return `: not a member of ${what}${didYouMean(name, defined)}`;
}

/** Names a schema defines (a property whose schema is not `false`), through `$ref`, `allOf`, `anyOf`, `oneOf`, `then`, `else` and `dependentSchemas`. */
function memberNames(source: SchemaSource, pointer: string, names = new Set<string>(), depth = 0): Set<string> {
  const schema = source.deref(pointer);
  if (!schema || depth > 16) return names;
  const { value } = schema;
  if (isObject(value.properties)) for (const [n, sub] of Object.entries(value.properties)) if (sub !== false) names.add(n);
  const under = (path: string) => memberNames(source, `${schema.pointer}/${path}`, names, depth + 1);
  for (const k of ["allOf", "anyOf", "oneOf"]) if (Array.isArray(value[k])) value[k].forEach((_, i) => under(`${k}/${i}`));
  for (const k of ["then", "else"]) if (isObject(value[k])) under(k);
  if (isObject(value.dependentSchemas)) for (const k of Object.keys(value.dependentSchemas)) under(`dependentSchemas/${esc(k)}`);
  return names;
}

/**
 * The shape a value that breaks a pattern should have, as a person reads it: the first example of the
 * schemas whose patterns failed at that place (their `examples`, and a parameter's or header's own
 * example) that matches every one of those patterns. Undefined when none does.
 */
function shapeOf(source: SchemaSource, kind: ViewKind, failed: ErrorObject[]): string | undefined {
  const patterns = failed.flatMap((e) => {
    try {
      return [new RegExp(String((e.params as { pattern?: unknown }).pattern), "u")];
    } catch {
      return [];
    }
  });
  return failed.flatMap((e) => examplesOf(source, kind, e.parentSchema)).find((v) => patterns.every((re) => re.test(v)));
}

/** String examples of a schema: its `examples` and `example`; for the schema of a parameter, a header or a media type, theirs too. */
function examplesOf(source: SchemaSource, kind: ViewKind, schema: unknown): string[] {
  if (!isObject(schema)) return [];
  const found: unknown[] = [...(Array.isArray(schema.examples) ? schema.examples : []), schema.example];
  const pointer = source.pointerOf(kind, schema);
  const parentPointer = pointer?.endsWith("/schema") ? pointer.slice(0, -"/schema".length) : undefined;
  // a property named "schema" sits in a map of schemas, not under a parameter
  const inMap = /\/(properties|patternProperties|\$defs|definitions|dependentSchemas)$/.test(parentPointer ?? "");
  const holder = parentPointer !== undefined && !inMap ? source.deref(parentPointer) : undefined;
  if (holder) {
    found.push(holder.value.example);
    const named = isObject(holder.value.examples) ? Object.keys(holder.value.examples) : [];
    for (const name of named) found.push(source.deref(`${holder.pointer}/examples/${esc(name)}`)?.value.value);
  }
  return found.filter((v): v is string => typeof v === "string");
}
