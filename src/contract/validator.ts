/**
 * A contract: one bundled OpenAPI 3.1 document, able to say whether an HTTP exchange honours it.
 *
 * - `matchOperation(method, path)` finds the operation (path templates, OData keys, server prefixes);
 * - `matchWebhook(method, url, hint?)` finds a top-level webhook;
 * - `validateRequest`, `validateResponse`, `validateExchange` return findings
 *   `{ pointer, rule, message }`, where `pointer` is a JSON pointer into the exchange
 *   (`/request/body/notificationUrl`, `/response/status`, ...).
 *
 * Schemas are compiled lazily with ajv (draft 2020-12) against the request or the response view of
 * the whole document (see views.ts), so internal `$ref`s and recursive schemas work as written.
 */
import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";
import type { ErrorObject, ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { deriveView, type ViewKind, WRITE_ONLY_MARK } from "./views.js";

export interface Finding {
  /** JSON pointer into the exchange: `/request/query/$filter`, `/response/body/value/0/id`, ... */
  pointer: string;
  /** JSON Schema keyword (`required`, `enum`, ...) or our rule (`status`, `operation`, `security`, ...). */
  rule: string;
  /** One readable line that names the field. */
  message: string;
}

/** Header names are matched case-insensitively. */
export type HeaderInput = Record<string, string | string[] | undefined> | ReadonlyArray<readonly [string, string]>;

export interface HttpRequest {
  method: string;
  /** Path or absolute URL, with its query string. */
  url: string;
  headers?: HeaderInput;
  /** Raw text (parsed by content type), bytes, or an already parsed value; undefined or "" = no body. */
  body?: unknown;
  /** Media type to assume when there is a body but no Content-Type header (HAR `postData.mimeType`). */
  mimeType?: string;
}

export interface HttpResponse {
  status: number;
  headers?: HeaderInput;
  body?: unknown;
  /** Media type to assume when there is a body but no Content-Type header (HAR `content.mimeType`). */
  mimeType?: string;
  /** True when the body was not recorded (HAR content without text): body checks are skipped. */
  bodyUnknown?: boolean;
}

export interface OperationMatch {
  kind: "path" | "webhook";
  /** Upper-case HTTP method. */
  method: string;
  /** Path template (`/api/v2.0/subscriptions({subscriptionId})`) or webhook name. */
  template: string;
  operationId?: string;
  /** JSON pointer of the Operation Object in the document. */
  pointer: string;
  /** Decoded path parameter values (OData quotes removed). */
  pathParams: Record<string, string>;
  /**
   * How the path was matched: as is, after removing a `servers[].url` path, or only after dropping
   * unknown leading segments (the weakest match, used when nothing else fits).
   */
  via?: "path" | "server" | "fallback";
}

export class ContractError extends Error {}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
interface Located {
  value: JsonObject;
  pointer: string;
}
interface Issue {
  path: string;
  keyword: string;
  text: string;
}
interface Template {
  path: string;
  regex: RegExp;
  names: string[];
  rank: number[];
}
/** A parameter as validateRequest checks it (see Contract.requestPlan). */
interface ParamPlan {
  name: string;
  where: string;
  /** The name in lower case (header lookup). */
  lower: string;
  /** Where findings point, and how messages name the parameter. */
  base: string;
  subject: string;
  p: JsonObject;
  /** The schema of a `content` parameter's media type, or of `schema`. */
  contentSchema?: string;
  schema?: string;
  /** Findings by the one value sent (they depend only on it), remembered; forgotten all at once past MAX_REMEMBERED. */
  seen: Map<string, readonly Finding[]>;
}
interface RequestPlan {
  op: JsonObject;
  params: ParamPlan[];
  body?: string;
}
/** A Request Body or Response Object: its content, and per media type the content key and schema chosen. */
interface BodyPlan {
  located?: Located;
  content: JsonObject;
  declared: string[];
  /** sent media type (or "" for none) → the content key pickMedia chose */
  media: Map<string, string | undefined>;
  /** content key → its schema pointer, and whether there is a schema to check against */
  schemas: Map<string, { pointer: string; checked: boolean }>;
}
/** A credential of a security scheme: how to tell it was sent, and how a finding names it. */
interface Credential {
  kind: "none" | "query" | "cookie" | "header" | "http" | "present" | "bearer";
  /** query parameter, cookie or lower-case header name; `<scheme> ` (lower case) for http */
  key: string;
  where: string;
  pointer: string;
}
/** The alternatives of an operation's security requirements (none: nothing is required). */
type SecurityPlan = Credential[][] | undefined;

/** Values remembered per parameter (their findings) before all are forgotten. */
const MAX_REMEMBERED = 1000;

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const IGNORED_HEADER_PARAMS = new Set(["accept", "content-type", "authorization"]);

const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);
/** Escape one JSON pointer segment. */
export const esc = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");
const unesc = (s: string) => s.replace(/~1/g, "/").replace(/~0/g, "~");
const show = (v: unknown) => {
  const s = v === undefined ? "nothing" : (JSON.stringify(v) ?? String(v));
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
};
const jsonType = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "array" : Number.isInteger(v) ? "integer" : typeof v);
/** `string "abc"`, `integer 3`, `null`, `an object`: what a value is, for type messages. */
const typed = (v: unknown) => {
  const t = jsonType(v);
  return t === "null" ? "null" : t === "object" || t === "array" ? `an ${t}` : `${t} ${show(v)}`;
};
const essence = (mediaType: string | undefined) => mediaType?.split(";")[0]?.trim().toLowerCase() || undefined;
const isJsonMedia = (m: string) => /^application\/(?:[\w.+-]+\+)?json$/.test(m) || m.endsWith("+json");
const isTextMedia = (m: string) => m.startsWith("text/");

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Lower-cased header name → values. */
function headerMap(input: HeaderInput | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  if (Array.isArray(input)) for (const [n, v] of input as ReadonlyArray<readonly [string, string]>) addHeader(map, n, v);
  else if (input) {
    const object = input as Record<string, string | string[] | undefined>;
    for (const n in object) {
      if (!Object.hasOwn(object, n)) continue;
      const v = object[n];
      if (Array.isArray(v)) for (const x of v) addHeader(map, n, x);
      else if (v !== undefined) addHeader(map, n, v);
    }
  }
  return map;
}

function addHeader(map: Map<string, string[]>, name: string, value: string): void {
  const key = name.toLowerCase();
  const had = map.get(key);
  if (had) had.push(value);
  else map.set(key, [value]);
}

/** Split a path or absolute URL into its (still encoded) path and its decoded query pairs. */
export function splitUrl(url: string): { path: string; query: Array<[string, string]> } {
  let rest = url.includes("#") ? url.replace(/#.*$/, "") : url;
  // a path (what a server receives) has no scheme: only an absolute URL needs the pattern
  const abs = rest.startsWith("/") ? null : /^[a-z][a-z0-9+.-]*:\/\/[^/?]*/i.exec(rest);
  if (abs) rest = rest.slice(abs[0].length);
  const q = rest.indexOf("?");
  const path = (q < 0 ? rest : rest.slice(0, q)) || "/";
  const query = q < 0 ? [] : [...new URLSearchParams(rest.slice(q + 1))];
  return { path, query };
}

/** A query string decoded: its pairs in order, and its options by name (the last of a repeated name winning). Frozen: read only. */
export interface ParsedQuery {
  pairs: ReadonlyArray<readonly [string, string]>;
  options: Readonly<Record<string, string>>;
}

/** Query strings decoded, remembered (clients repeat theirs); forgotten all at once past MAX_REMEMBERED. */
const queries = new Map<string, ParsedQuery>();
const NO_QUERY: ParsedQuery = Object.freeze({ pairs: Object.freeze([]), options: Object.freeze({}) });

/** `text` (a query string, without `?`) decoded as URLSearchParams decodes it, once. */
export function parseQuery(text: string): ParsedQuery {
  if (text === "") return NO_QUERY;
  let parsed = queries.get(text);
  if (!parsed) {
    const pairs = Object.freeze([...new URLSearchParams(text)].map((pair) => Object.freeze(pair)));
    parsed = Object.freeze({ pairs, options: Object.freeze(Object.fromEntries(pairs)) });
    if (queries.size >= MAX_REMEMBERED) queries.clear();
    queries.set(text, parsed);
  }
  return parsed;
}

/** splitUrl(url).query, read only: the query string after the path, decoded once (a URL with a fragment: as splitUrl reads it). */
function queryPairs(url: string): Array<[string, string]> {
  if (url.includes("#")) return splitUrl(url).query;
  const q = url.indexOf("?");
  return parseQuery(q < 0 ? "" : url.slice(q + 1)).pairs as Array<[string, string]>;
}

/**
 * How literal a path template is, segment by segment: a wholly literal segment beats any templated one,
 * and among templated segments more literal characters win. Compare with compareRank.
 */
export function templateRank(path: string): number[] {
  return path.split("/").map((segment) => (segment.includes("{") ? segment.replace(/\{[^}]*\}/g, "").length : 10_000));
}

function compileTemplate(path: string): Template {
  const names: string[] = [];
  const parts = path.split("/").map((segment) => {
    const pieces = segment.split(/(\{[^}/]+\})/).filter((p) => p !== "");
    return pieces
      .map((p) => {
        if (!p.startsWith("{")) return p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        names.push(p.slice(1, -1));
        return pieces.length === 1 ? "([^/]+)" : "([^/]+?)";
      })
      .join("");
  });
  return { path, regex: new RegExp(`^${parts.join("/")}$`), names, rank: templateRank(path) };
}

/** Order two template ranks: positive when `a` is the more literal. */
export const compareRank = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
};

/** A path value as the service means it: percent-decoded, OData string key quotes removed. */
function pathValue(raw: string): string {
  const v = decode(raw);
  const quoted = /^'(.*)'$/s.exec(v);
  return quoted ? (quoted[1] ?? "").replace(/''/g, "'") : v;
}

/** Coerce one textual value to the first non-string type the schema allows. */
function coerceScalar(value: string, types: string[]): unknown {
  if (types.length === 0 || types.includes("string")) return value;
  if ((types.includes("integer") || types.includes("number")) && /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(value)) return Number(value);
  if (types.includes("boolean") && (value === "true" || value === "false")) return value === "true";
  if (types.includes("null") && value === "null") return null;
  if ((types.includes("object") || types.includes("array")) && /^[[{]/.test(value)) {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

export class Contract {
  readonly doc: JsonObject;
  /** A name for messages: the registry key when given, else `info.title`. */
  readonly name: string;
  private readonly templates: Template[];
  private readonly prefixes: RegExp[];
  private readonly derefs = new Map<string, Located | undefined>();
  private readonly views = new Map<ViewKind, View>();
  /** Compiled validators by view and schema pointer: the verbose ones (all errors, for findings) and the quick ones (valid or not). */
  private readonly validators = new Map<ViewKind, Map<string, ValidateFunction>>([
    ["request", new Map()],
    ["response", new Map()],
  ]);
  private readonly quickValidators = new Map<ViewKind, Map<string, ValidateFunction>>([
    ["request", new Map()],
    ["response", new Map()],
  ]);
  /** Per operation pointer: its parameters, and what validateRequest checks of them. */
  private readonly params = new Map<string, Located[]>();
  private readonly requestPlans = new Map<string, RequestPlan>();
  /** Per Request Body / Response Object pointer: its content, and the schema chosen for each media type. */
  private readonly bodies = new Map<string, BodyPlan>();
  /** Per operation pointer: the credentials its security requirements ask for. */
  private readonly securityPlans = new Map<string, SecurityPlan>();
  /** JSON types a schema allows, by schema pointer. */
  private readonly types = new Map<string, { types: string[]; items?: string }>();

  constructor(doc: unknown, name?: string) {
    if (!isObject(doc) || typeof doc.openapi !== "string") throw new ContractError(`${name ?? "document"} is not an OpenAPI document (no "openapi" field)`);
    this.doc = doc;
    const info = isObject(doc.info) ? doc.info : {};
    this.name = name ?? (typeof info.title === "string" ? info.title : "contract");
    const paths = isObject(doc.paths) ? Object.keys(doc.paths) : [];
    this.templates = paths.map(compileTemplate);
    this.prefixes = (Array.isArray(doc.servers) ? doc.servers : [])
      .map((s) => (isObject(s) && typeof s.url === "string" ? s.url : ""))
      .map((url) =>
        url
          .replace(/^(?:[a-z][a-z0-9+.-]*:|\{[^}]+\}:)?\/\/[^/]*/i, "")
          .replace(/^\{[^}]+\}/, "")
          .replace(/\/+$/, ""),
      )
      .filter((p) => p.startsWith("/"))
      .sort((a, b) => b.length - a.length)
      .map((p) => new RegExp(`^${p.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}(?=/|$)`));
  }

  /** Load a bundled document from a JSON file. */
  static fromFile(file: string, name?: string): Contract {
    let doc: unknown;
    try {
      doc = JSON.parse(readFileSync(file, "utf8"));
    } catch (err) {
      throw new ContractError(`cannot load ${file}: ${(err as Error).message}`);
    }
    return new Contract(doc, name);
  }

  /** The value at a JSON pointer of the document, following `$ref`s; undefined when absent. */
  deref(pointer: string): Located | undefined {
    // The document never changes, so each pointer resolves once (operations, parameters and schemas are
    // looked up on every request by the emulator).
    if (this.derefs.has(pointer)) return this.derefs.get(pointer);
    const found = this.resolve(pointer);
    this.derefs.set(pointer, found);
    return found;
  }

  private resolve(pointer: string): Located | undefined {
    let current = pointer;
    for (let hops = 0; hops < 32; hops++) {
      let node: Json | undefined = this.doc;
      for (const raw of current.split("/").slice(1)) {
        const key = unesc(raw);
        node = Array.isArray(node) ? node[Number(key)] : isObject(node) ? node[key] : undefined;
      }
      if (!isObject(node)) return undefined;
      if (typeof node.$ref !== "string" || !node.$ref.startsWith("#")) return { value: node, pointer: current };
      current = decode(node.$ref.slice(1));
    }
    return undefined;
  }

  /** Every operation of `paths`, in document order. */
  /** Every operation of `paths`, then every operation of `webhooks`. */
  listOperations(): OperationMatch[] {
    const hooks = isObject(this.doc.webhooks) ? Object.keys(this.doc.webhooks) : [];
    return [
      ...this.templates.flatMap((t) => METHODS.map((m) => this.operationAt("path", m, t.path, `/paths/${esc(t.path)}`, {}))),
      ...hooks.flatMap((name) => METHODS.map((m) => this.operationAt("webhook", m, name, `/webhooks/${esc(name)}`, {}))),
    ].filter((m): m is OperationMatch => !!m);
  }

  /** Find the operation for a method and a path (or absolute URL, with or without query string). */
  matchOperation(method: string, path: string): OperationMatch | undefined {
    return this.locate(method, path).match;
  }

  /** Like matchOperation, but says which methods the path has when the method is not one of them. */
  locate(method: string, url: string): { match?: OperationMatch; template?: string; methods?: string[] } {
    const m = method.toLowerCase();
    const { path } = splitUrl(url);
    const segments = path.split("/").slice(1);
    const candidates: Array<[string, OperationMatch["via"]]> = [
      ...this.prefixes.flatMap((re): Array<[string, "server"]> => (re.test(path) ? [[path.replace(re, "") || "/", "server"]] : [])),
      [path, "path"],
      ...segments.slice(1).map((_, i): [string, "fallback"] => [`/${segments.slice(i + 1).join("/")}`, "fallback"]),
    ];
    for (const [candidate, via] of candidates) {
      const hits = this.templates.map((t) => ({ t, groups: t.regex.exec(candidate) })).filter((h): h is { t: Template; groups: RegExpExecArray } => h.groups !== null);
      if (hits.length === 0) continue;
      const methodsOf = (t: Template) => METHODS.filter((x) => isObject(this.deref(`/paths/${esc(t.path)}`)?.value[x]));
      const sorted = hits.sort((a, b) => compareRank(b.t.rank, a.t.rank));
      const best = sorted.find((h) => methodsOf(h.t).includes(m));
      if (!best) return { template: sorted[0]?.t.path, methods: methodsOf(sorted[0]!.t).map((x) => x.toUpperCase()) };
      const params = Object.fromEntries(best.t.names.map((n, i) => [n, pathValue(best.groups[i + 1] ?? "")]));
      const match = this.operationAt("path", m, best.t.path, `/paths/${esc(best.t.path)}`, params);
      return { match: match && { ...match, via } };
    }
    return {};
  }

  /**
   * Find a webhook of the top-level `webhooks` section. A name hint wins; otherwise the webhook with
   * this method whose required query parameters are all present, preferring the one with most of them.
   */
  matchWebhook(method: string, url: string, hint?: string): OperationMatch | undefined {
    const m = method.toLowerCase();
    const hooks = isObject(this.doc.webhooks) ? Object.keys(this.doc.webhooks) : [];
    const names = hint !== undefined ? hooks.filter((n) => n === hint) : hooks;
    const present = new Set(splitUrl(url).query.map(([n]) => n));
    let best: { match: OperationMatch; score: number } | undefined;
    for (const name of names) {
      const match = this.operationAt("webhook", m, name, `/webhooks/${esc(name)}`, {});
      if (!match) continue;
      const required = this.parameters(match).filter((p) => p.value.in === "query" && p.value.required === true);
      if (hint === undefined && !required.every((p) => present.has(String(p.value.name)))) continue;
      if (!best || required.length > best.score) best = { match, score: required.length };
    }
    return best?.match;
  }

  /** Check the request half of an exchange: parameters, body, credentials (not required when `status` is 401). */
  validateRequest(request: HttpRequest, options: { match?: OperationMatch; status?: number } = {}): Finding[] {
    const match = options.match ?? this.matchOperation(request.method, request.url);
    if (!match) return [this.noOperation(request)];
    const plan = this.requestPlan(match.pointer);
    const headers = headerMap(request.headers);
    const query = queryPairs(request.url);
    const findings: Finding[] = [];

    for (const pp of plan.params) {
      const { name, where, p } = pp;
      let values: string[] = [];
      if (where === "path") {
        const v = match.pathParams[name];
        if (v !== undefined) values = [v];
      } else if (where === "query") {
        for (const [n, v] of query) if (n === name) values.push(v);
      } else if (where === "header") {
        const v = headers.get(pp.lower);
        if (v) values = [v.join(", ")];
      } else {
        for (const c of (headers.get("cookie") ?? []).join(";").split(";")) {
          const [n, ...v] = c.trim().split("=");
          if (n === name) values.push(decode(v.join("=")));
        }
      }
      if (values.length === 0) {
        if (p.required === true || where === "path") findings.push({ pointer: pp.base, rule: "required", message: `${pp.subject} is required` });
        continue;
      }
      // a parameter's findings depend only on its values: those of one value are remembered
      const one = values.length === 1 ? values[0]! : undefined;
      const known = one !== undefined ? pp.seen.get(one) : undefined;
      if (known !== undefined) {
        for (const f of known) findings.push({ ...f });
        continue;
      }
      const found = this.checkParam(pp, values);
      if (one !== undefined) {
        if (pp.seen.size >= MAX_REMEMBERED) pp.seen.clear();
        pp.seen.set(
          one,
          found.map((f) => ({ ...f })),
        );
      }
      findings.push(...found);
    }

    findings.push(...this.checkBody("request", plan.body, request, headers));
    if (options.status !== 401) findings.push(...this.checkSecurity(match, plan.op, headers, query));
    return findings;
  }

  /** The findings of a parameter's values (sent: at least one). */
  private checkParam(pp: ParamPlan, values: string[]): Finding[] {
    if (pp.contentSchema !== undefined) {
      const parsed = this.parseJson(values[0] ?? "", pp.base, pp.subject);
      if ("finding" in parsed) return [parsed.finding];
      return this.check("request", pp.contentSchema, parsed.value, pp.base, pp.subject, pp.subject);
    }
    if (pp.schema === undefined) return [];
    return this.check("request", pp.schema, this.coerce(pp.schema, values, pp.p, pp.where), pp.base, pp.subject, pp.subject);
  }

  /**
   * What validateRequest needs of an operation that does not depend on the request: its parameters in
   * order (those it checks), with their finding pointers, subjects and schema pointers; made once per operation.
   */
  private requestPlan(pointer: string): RequestPlan {
    let plan = this.requestPlans.get(pointer);
    if (plan) return plan;
    const op = this.deref(pointer)!.value;
    const params: ParamPlan[] = [];
    for (const { value: p, pointer: at } of this.parametersAt(pointer)) {
      const name = String(p.name);
      const where = String(p.in);
      const lower = name.toLowerCase();
      let base: string;
      if (where === "path") base = `/request/path/${esc(name)}`;
      else if (where === "query") base = `/request/query/${esc(name)}`;
      else if (where === "header") {
        if (IGNORED_HEADER_PARAMS.has(lower)) continue;
        base = `/request/header/${esc(lower)}`;
      } else if (where === "cookie") base = `/request/cookie/${esc(name)}`;
      else continue;
      const content = isObject(p.content) ? Object.keys(p.content)[0] : undefined;
      params.push({
        name,
        where,
        lower,
        base,
        subject: `${where} parameter ${name}`,
        p,
        contentSchema: content !== undefined ? `${at}/content/${esc(content)}/schema` : undefined,
        schema: p.schema !== undefined ? `${at}/schema` : undefined,
        seen: new Map(),
      });
    }
    plan = { op, params, body: op.requestBody === undefined ? undefined : `${pointer}/requestBody` };
    this.requestPlans.set(pointer, plan);
    return plan;
  }

  /** Check the response half of an exchange against the operation's declared responses. */
  validateResponse(response: HttpResponse, match: OperationMatch): Finding[] {
    const responses = this.deref(`${match.pointer}/responses`)?.value ?? {};
    const status = String(response.status);
    const key = [status, `${status[0]}XX`, `${status[0]}xx`, "default"].find((k) => k in responses);
    const declared = Object.keys(responses).join(", ") || "none";
    if (key === undefined) {
      return [{ pointer: "/response/status", rule: "status", message: `status ${status} is not declared for ${this.describe(match)} (declared: ${declared})` }];
    }
    const located = this.deref(`${match.pointer}/responses/${esc(key)}`);
    if (!located) return [];
    const findings: Finding[] = [];
    const headers = headerMap(response.headers);
    const declaredHeaders = isObject(located.value.headers) ? Object.keys(located.value.headers) : [];
    for (const name of declaredHeaders) {
      if (name.toLowerCase() === "content-type") continue;
      const header = this.deref(`${located.pointer}/headers/${esc(name)}`);
      if (!header) continue;
      const base = `/response/header/${esc(name.toLowerCase())}`;
      const subject = `response header ${name}`;
      const values = headers.get(name.toLowerCase());
      if (!values) {
        if (header.value.required === true) findings.push({ pointer: base, rule: "required", message: `${subject} is required for status ${status}` });
        continue;
      }
      const schema = `${header.pointer}/schema`;
      if (header.value.schema === undefined) continue;
      findings.push(...this.check("response", schema, this.coerce(schema, [values.join(", ")], header.value, "header"), base, subject, subject));
    }
    if (match.method !== "HEAD" && !response.bodyUnknown) findings.push(...this.checkBody("response", located.pointer, response, headers, status));
    return findings;
  }

  /** Match the operation (unless given) and check both halves of an exchange. */
  validateExchange(request: HttpRequest, response: HttpResponse, match?: OperationMatch): { match?: OperationMatch; findings: Finding[] } {
    const found = match ?? this.matchOperation(request.method, request.url);
    if (!found) return { findings: [this.noOperation(request)] };
    return {
      match: found,
      findings: [...this.validateRequest(request, { match: found, status: response.status }), ...this.validateResponse(response, found)],
    };
  }

  // ---------------------------------------------------------------------------------------------

  private operationAt(kind: OperationMatch["kind"], method: string, template: string, itemPointer: string, pathParams: Record<string, string>): OperationMatch | undefined {
    const item = this.deref(itemPointer);
    if (!item || !isObject(item.value[method])) return undefined;
    const op = this.deref(`${item.pointer}/${method}`);
    if (!op) return undefined;
    const operationId = typeof op.value.operationId === "string" ? op.value.operationId : undefined;
    return { kind, method: method.toUpperCase(), template, operationId, pointer: op.pointer, pathParams };
  }

  /** Path-item and operation parameters, the operation's overriding the path item's. */
  private parameters(match: OperationMatch): Located[] {
    return this.parametersAt(match.pointer);
  }

  /** The parameters of the operation at `pointer` (worked out once per operation: the document never changes). */
  private parametersAt(pointer: string): Located[] {
    let found = this.params.get(pointer);
    if (found) return found;
    const itemPointer = pointer.slice(0, pointer.lastIndexOf("/"));
    const list = (at: string) => {
      const node = this.deref(at.slice(0, at.lastIndexOf("/")))?.value.parameters;
      return (Array.isArray(node) ? node : []).map((_, i) => this.deref(`${at}/${i}`)).filter((p): p is Located => !!p);
    };
    const own = list(`${pointer}/parameters`);
    const inherited = list(`${itemPointer}/parameters`).filter((p) => !own.some((o) => o.value.name === p.value.name && o.value.in === p.value.in));
    found = [...inherited, ...own];
    this.params.set(pointer, found);
    return found;
  }

  private describe(match: OperationMatch): string {
    return match.kind === "webhook" ? `webhook ${match.template} (${match.method})` : `${match.method} ${match.template}`;
  }

  private noOperation(request: HttpRequest): Finding {
    const { path } = splitUrl(request.url);
    const { template, methods } = this.locate(request.method, request.url);
    const message = template
      ? `${request.method.toUpperCase()} is not an operation of ${template} in ${this.name} (it has ${methods?.join(", ")})`
      : `no operation of ${this.name} matches ${request.method.toUpperCase()} ${path}`;
    return { pointer: "/request", rule: "operation", message };
  }

  /** The JSON types a schema allows (following a top-level `$ref`). */
  private typesAt(pointer: string): { types: string[]; items?: string } {
    let found = this.types.get(pointer);
    if (found) return found;
    const schema = this.deref(pointer)?.value;
    if (!schema) found = { types: [] };
    else {
      const t = schema.type;
      const types = typeof t === "string" ? [t] : Array.isArray(t) ? t.filter((x): x is string => typeof x === "string") : [];
      found = { types, items: isObject(schema.items) ? `${this.deref(pointer)!.pointer}/items` : undefined };
    }
    this.types.set(pointer, found);
    return found;
  }

  /** Turn the textual values of a parameter or header into what its schema describes. */
  private coerce(schemaPointer: string, values: string[], p: JsonObject, where: string): unknown {
    const { types, items } = this.typesAt(schemaPointer);
    if (types.includes("array") && !types.includes("string")) {
      const style = typeof p.style === "string" ? p.style : where === "query" || where === "cookie" ? "form" : "simple";
      const explode = typeof p.explode === "boolean" ? p.explode : style === "form";
      const sep = style === "spaceDelimited" ? " " : style === "pipeDelimited" ? "|" : ",";
      const parts = explode && where === "query" ? values : values.flatMap((v) => v.split(sep));
      const itemTypes = items ? this.typesAt(items).types : [];
      return parts.map((v) => coerceScalar(where === "header" ? v.trim() : v, itemTypes));
    }
    return coerceScalar(values[0] ?? "", types);
  }

  private parseJson(text: string, pointer: string, subject: string): { value: unknown } | { finding: Finding } {
    try {
      return { value: JSON.parse(text) as unknown };
    } catch (err) {
      return { finding: { pointer, rule: "json", message: `${subject} is not valid JSON: ${(err as Error).message}` } };
    }
  }

  /** Check a request or response body against the `content` of the Request Body / Response Object at `holder`. */
  private checkBody(side: ViewKind, holder: string | undefined, message: HttpRequest | HttpResponse, headers: Map<string, string[]>, status?: string): Finding[] {
    const base = side === "request" ? "/request/body" : "/response/body";
    const who = side === "request" ? "request" : `response ${status}`;
    const plan = this.bodyPlan(holder);
    const { located, content, declared } = plan;
    const raw = message.body instanceof Uint8Array ? Buffer.from(message.body).toString("utf8") : message.body;
    const empty = raw === undefined || raw === null || raw === "";
    const headerType = headers.get("content-type")?.[0];
    const mediaType = essence(headerType ?? (empty ? undefined : message.mimeType));

    if (empty) {
      if (declared.length === 0) return [];
      if (side === "request") {
        return located?.value.required === true ? [{ pointer: base, rule: "required", message: `request body is required (${declared.join(", ")})` }] : [];
      }
      const key = this.pickMedia(content, mediaType) ?? declared[0]!;
      const schemaPointer = `${located!.pointer}/content/${esc(key)}/schema`;
      const schema = this.deref(schemaPointer)?.value;
      if (!schema || Object.keys(schema).every((k) => /^(description|title|example|examples|x-.*)$/.test(k))) return [];
      if (isTextMedia(essence(key) ?? "") && this.check(side, schemaPointer, "", base, "", "").length === 0) return [];
      return [{ pointer: base, rule: "required", message: `${who} body is empty but ${key} content is declared` }];
    }
    if (declared.length === 0) {
      return [{ pointer: base, rule: "content-type", message: `${who} has a body but ${side === "request" ? "the operation declares no request body" : "declares no content"}` }];
    }
    const mediaKey = mediaType ?? "";
    let key = plan.media.get(mediaKey);
    if (!plan.media.has(mediaKey)) plan.media.set(mediaKey, (key = this.pickMedia(content, mediaType)));
    if (key === undefined) {
      const pointer = `/${side}/header/content-type`;
      const sent = mediaType ? `content type ${mediaType}` : "a body without Content-Type";
      return [{ pointer, rule: "content-type", message: `${who} has ${sent}, declared: ${declared.join(", ")}` }];
    }
    let schema = plan.schemas.get(key);
    if (!schema) {
      const pointer = `${located!.pointer}/content/${esc(key)}/schema`;
      schema = { pointer, checked: !!this.deref(pointer) || typeof this.deref(`${located!.pointer}/content/${esc(key)}`)?.value.schema === "boolean" };
      plan.schemas.set(key, schema);
    }
    if (!schema.checked) return [];
    const effective = mediaType ?? essence(key) ?? "";
    let value: unknown = raw;
    if (typeof raw === "string" && isJsonMedia(effective)) {
      const parsed = this.parseJson(raw, base, `${who} body`);
      if ("finding" in parsed) return [parsed.finding];
      value = parsed.value;
    } else if (typeof raw === "string" && !isTextMedia(effective)) {
      return []; // binary, XML, forms: not checked against the schema
    }
    return this.check(side, schema.pointer, value, base, `${who} body`, "");
  }

  /** The content of the Request Body / Response Object at `holder` (none when undefined), worked out once. */
  private bodyPlan(holder: string | undefined): BodyPlan {
    const key = holder ?? "";
    let plan = this.bodies.get(key);
    if (!plan) {
      const located = holder === undefined ? undefined : this.deref(holder);
      const content = located && isObject(located.value.content) ? located.value.content : {};
      plan = { located, content, declared: Object.keys(content), media: new Map(), schemas: new Map() };
      this.bodies.set(key, plan);
    }
    return plan;
  }

  private pickMedia(content: JsonObject, mediaType: string | undefined): string | undefined {
    const keys = Object.keys(content);
    if (!mediaType) return keys.length === 1 ? keys[0] : undefined;
    const [major] = mediaType.split("/");
    return keys.find((k) => essence(k) === mediaType) ?? keys.find((k) => essence(k) === `${major}/*`) ?? keys.find((k) => essence(k) === "*/*");
  }

  private checkSecurity(match: OperationMatch, op: JsonObject, headers: Map<string, string[]>, query: Array<[string, string]>): Finding[] {
    const alternatives = this.securityPlan(match.pointer, op);
    if (!alternatives) return [];
    const auth = headers.get("authorization")?.[0]?.trim() ?? "";
    for (const alt of alternatives) {
      let all = true;
      for (const c of alt) {
        if (!credentialSent(c, auth, headers, query)) {
          all = false;
          break;
        }
      }
      if (all) return [];
    }
    const first = alternatives[0]?.find((c) => !credentialSent(c, auth, headers, query));
    // Alternatives that differ only in scopes ask for the same credential: name it once.
    const wanted = [...new Set(alternatives.map((alt) => alt.map((c) => c.where).join(" + ")))].join(" or ");
    return [{ pointer: first?.pointer ?? "/request/header/authorization", rule: "security", message: `${this.describe(match)} requires credentials: ${wanted}; none were sent` }];
  }

  /** The alternatives of credentials an operation requires (undefined: none), worked out once per operation. */
  private securityPlan(pointer: string, op: JsonObject): SecurityPlan {
    if (this.securityPlans.has(pointer)) return this.securityPlans.get(pointer);
    let plan: SecurityPlan;
    const requirements = Array.isArray(op.security) ? op.security : Array.isArray(this.doc.security) ? this.doc.security : [];
    if (!(requirements.length === 0 || requirements.some((r) => isObject(r) && Object.keys(r).length === 0))) {
      const schemes = isObject(this.doc.components) && isObject(this.doc.components.securitySchemes) ? this.doc.components.securitySchemes : {};
      const credential = (name: string): Credential => {
        const s = schemes[name];
        if (!isObject(s)) return { kind: "none", key: "", where: `${name} (undefined scheme)`, pointer: "/request/header/authorization" };
        if (s.type === "apiKey") {
          const key = String(s.name);
          if (s.in === "query") return { kind: "query", key, where: `${name} (query parameter ${key})`, pointer: `/request/query/${esc(key)}` };
          if (s.in === "cookie") return { kind: "cookie", key, where: `${name} (cookie ${key})`, pointer: "/request/header/cookie" };
          return { kind: "header", key: key.toLowerCase(), where: `${name} (${key} header)`, pointer: `/request/header/${esc(key.toLowerCase())}` };
        }
        if (s.type === "http") {
          const scheme = String(s.scheme ?? "bearer");
          return { kind: "http", key: `${scheme.toLowerCase()} `, where: `${name} (Authorization: ${scheme[0]?.toUpperCase()}${scheme.slice(1)})`, pointer: "/request/header/authorization" };
        }
        if (s.type === "mutualTLS") return { kind: "present", key: "", where: name, pointer: "/request" };
        // oauth2 and openIdConnect access tokens travel as bearer tokens (RFC 6750)
        return { kind: "bearer", key: "", where: `${name} (Authorization: Bearer)`, pointer: "/request/header/authorization" };
      };
      plan = requirements.filter(isObject).map((r) => Object.keys(r).map(credential));
    }
    this.securityPlans.set(pointer, plan);
    return plan;
  }

  // --- schema validation ---------------------------------------------------------------------

  private view(kind: ViewKind): View {
    let v = this.views.get(kind);
    if (!v) {
      const id = `urn:contract:${kind}`;
      const doc = { ...deriveView(this.doc, kind), $id: id };
      const ajv = schemaChecker(doc, id, true);
      const pointers = new WeakMap<object, string>();
      const walk = (node: unknown, pointer: string) => {
        if (typeof node !== "object" || node === null || pointers.has(node)) return;
        pointers.set(node, pointer);
        for (const [k, child] of Object.entries(node)) walk(child, `${pointer}/${esc(k)}`);
      };
      walk(doc, "");
      v = { ajv, id, pointers, doc };
      this.views.set(kind, v);
    }
    return v;
  }

  /** The validator of the schema at `pointer` in a view: verbose (every error, with its schema and data), or quick (stops at the first error). */
  private validator(kind: ViewKind, pointer: string, quick = false): ValidateFunction {
    const compiled = (quick ? this.quickValidators : this.validators).get(kind)!;
    let fn = compiled.get(pointer);
    if (!fn) {
      const view = this.view(kind);
      const ajv = quick ? (view.quick ??= schemaChecker(view.doc, view.id, false)) : view.ajv;
      const ref = `${view.id}#${pointer.split("/").map(encodeURIComponent).join("/")}`;
      try {
        fn = ajv.compile({ $ref: ref });
      } catch (err) {
        throw new ContractError(`${this.name}: cannot compile the schema at #${pointer}: ${(err as Error).message}`);
      }
      compiled.set(pointer, fn);
    }
    return fn;
  }

  /**
   * Validate a value against a named component schema (for component-only documents, whose schemas no
   * operation carries). `view` picks the request view (what a client sends) or the response view.
   * Findings are rooted at the value: `/properties/path`.
   */
  validateSchema(schemaName: string, value: unknown, view: ViewKind = "request"): Finding[] {
    const pointer = `/components/schemas/${esc(schemaName)}`;
    if (!this.deref(pointer)) throw new ContractError(`${this.name}: no schema components.schemas.${schemaName}`);
    return this.check(view, pointer, value, "", schemaName, "");
  }

  /**
   * Validate `data` against the schema at `pointer` in a view; findings are rooted at `base`. A value
   * the quick validator accepts has none (both validators accept the same values); only a refused one
   * is run through the verbose validator, whose errors make the findings.
   */
  private check(kind: ViewKind, pointer: string, data: unknown, base: string, subject: string, prefix: string): Finding[] {
    if (this.validator(kind, pointer, true)(data)) return [];
    return this.issues(kind, this.validator(kind, pointer), data).map((issue) => {
      const rel = issue.path.split("/").slice(1).map(unesc).join("/");
      const label = rel === "" ? subject : prefix ? `${prefix}/${rel}` : rel;
      return { pointer: `${base}${issue.path}`, rule: issue.keyword, message: `${label} ${issue.text}` };
    });
  }

  /**
   * Run a validator and turn ajv errors into issues. For a failed `oneOf`/`anyOf`, the errors of all
   * variants are replaced by those of the variant its discriminator chose (or by one issue saying why
   * none could be chosen).
   */
  private issues(kind: ViewKind, validate: ValidateFunction, data: unknown, depth = 0): Issue[] {
    if (validate(data)) return [];
    const errors = [...(validate.errors ?? [])];
    const key = (e: ErrorObject, at = "") => `${at}${e.instancePath}|${e.keyword}|${e.message}|${JSON.stringify(e.params)}`;
    const combinators =
      depth > 8
        ? []
        : errors.flatMap((e) => {
            if ((e.keyword !== "oneOf" && e.keyword !== "anyOf") || !Array.isArray(e.schema)) return [];
            if ((e.params as { passingSchemas?: unknown }).passingSchemas) return [];
            const branches = (e.schema as unknown[]).map((b) => this.branchPointer(kind, b));
            if (branches.some((b) => b === undefined)) return [];
            const runs = (branches as string[]).map((b) => {
              const fn = this.validator(kind, b);
              const raw = fn(e.data) ? [] : [...(fn.errors ?? [])];
              const issues = this.issues(kind, fn, e.data, depth + 1).map((i) => ({ ...i, path: e.instancePath + i.path }));
              return { raw, issues };
            });
            const inner = new Set(runs.flatMap((r) => r.raw.map((x) => key(x, e.instancePath))));
            return [{ e, branches: branches as string[], runs, inner }];
          });
    // a combinator inside a variant of another one is handled by the outer one
    const outer = combinators.filter((c) => !combinators.some((o) => o !== c && o.inner.has(key(c.e))));
    const dropped = new Set(outer.flatMap((c) => [key(c.e), ...c.inner]));
    const extra = outer.flatMap((c) =>
      this.pickVariant(
        kind,
        c.e,
        c.branches,
        c.runs.map((r) => r.issues),
      ),
    );
    const own = errors.filter((e) => !dropped.has(key(e)) && e.keyword !== "if").map((e) => this.issue(kind, e));
    const seen = new Set<string>();
    // One finding per place and rule: two layered patterns (allOf) failing on one value are one finding.
    return [...own, ...extra].filter((i) => {
      const k = `${i.path}|${i.keyword}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  }

  private branchPointer(kind: ViewKind, branch: unknown): string | undefined {
    if (typeof branch !== "object" || branch === null) return undefined;
    return this.view(kind).pointers.get(branch);
  }

  /** Report the variant chosen by a `const`/`enum` discriminator, or why none could be chosen. */
  private pickVariant(kind: ViewKind, e: ErrorObject, branches: string[], issues: Issue[][]): Issue[] {
    const tags = branches.map((b) => this.tags(kind, b));
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
    // (a volume with `secret` is the secret volume), so report that variant's own findings.
    if (isObject(data)) {
      const required = branches.map((b) => this.requiredOf(b));
      const own = required.map((r, i) => [...r].filter((n) => !required.some((o, j) => j !== i && o.has(n))));
      const fits = own.map((names) => names.length > 0 && names.every((n) => n in data));
      if (fits.filter(Boolean).length === 1) return issues[fits.indexOf(true)] ?? [];
    }
    const closest = issues.reduce((a, b) => (b.length < a.length ? b : a), issues[0] ?? []);
    const hint = closest[0] ? ` (closest variant: ${closest[0].path.split("/").pop() || "value"} ${closest[0].text})` : "";
    return [{ path: e.instancePath, keyword: e.keyword, text: `must match ${e.keyword === "oneOf" ? "exactly one" : "at least one"} of the ${branches.length} variants${hint}` }];
  }

  /** Names in `required` of the schema at `pointer` and of its `allOf` members. */
  private requiredOf(pointer: string, depth = 0): Set<string> {
    const schema = this.deref(pointer);
    const names = new Set<string>();
    if (!schema || depth > 8) return names;
    if (Array.isArray(schema.value.required)) for (const n of schema.value.required) if (typeof n === "string") names.add(n);
    const allOf = Array.isArray(schema.value.allOf) ? schema.value.allOf : [];
    allOf.forEach((_, i) => this.requiredOf(`${schema.pointer}/allOf/${i}`, depth + 1).forEach((n) => names.add(n)));
    return names;
  }

  /**
   * Properties with a closed set of allowed values (`const` or `enum`) of the schema at `pointer` and of
   * its `allOf` members; where both declare one, the values allowed by both.
   */
  private tags(kind: ViewKind, pointer: string, depth = 0): Map<string, Json[]> {
    const tags = new Map<string, Json[]>();
    const schema = this.deref(pointer);
    if (!schema || depth > 8) return tags;
    const merge = (name: string, values: Json[]) => {
      const had = tags.get(name);
      const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);
      tags.set(name, had ? had.filter((v) => values.some((w) => same(v, w))) : values);
    };
    const props = isObject(schema.value.properties) ? schema.value.properties : {};
    for (const name of Object.keys(props)) {
      const prop = this.deref(`${schema.pointer}/properties/${esc(name)}`)?.value;
      if (prop && "const" in prop) merge(name, [prop.const ?? null]);
      else if (prop && Array.isArray(prop.enum)) merge(name, prop.enum);
    }
    const allOf = Array.isArray(schema.value.allOf) ? schema.value.allOf : [];
    allOf.forEach((_, i) => this.tags(kind, `${schema.pointer}/allOf/${i}`, depth + 1).forEach((v, k) => merge(k, v)));
    return tags;
  }

  private issue(kind: ViewKind, e: ErrorObject): Issue {
    const p = e.params as Record<string, unknown>;
    const child = (name: unknown) => `${e.instancePath}/${esc(String(name))}`;
    switch (e.keyword) {
      case "required":
        return { path: child(p.missingProperty), keyword: "required", text: "is required" };
      case "dependentRequired":
        return { path: child(p.missingProperty), keyword: "dependentRequired", text: `is required when ${String(p.property)} is present` };
      case "additionalProperties":
        return { path: child(p.additionalProperty), keyword: "additionalProperties", text: "is not a declared property" };
      case "unevaluatedProperties":
        return { path: child(p.unevaluatedProperty), keyword: "unevaluatedProperties", text: "is not a declared property" };
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
      case "pattern":
        return { path: e.instancePath, keyword: "pattern", text: `must match the pattern ${String(p.pattern)} (got ${show(e.data)})` };
      default:
        return { path: e.instancePath, keyword: e.keyword, text: `${e.message ?? "is invalid"} (got ${show(e.data)})` };
    }
  }
}

/** Whether a request carries a credential (`auth`: its Authorization header, trimmed). */
function credentialSent(c: Credential, auth: string, headers: Map<string, string[]>, query: Array<[string, string]>): boolean {
  switch (c.kind) {
    case "none":
      return false;
    case "query":
      return query.some(([n]) => n === c.key);
    case "cookie":
      return (headers.get("cookie") ?? [])
        .join(";")
        .split(";")
        .some((x) => x.trim().startsWith(`${c.key}=`));
    case "header":
      return headers.has(c.key);
    case "http":
      return auth.toLowerCase().startsWith(c.key);
    case "present":
      return true;
    case "bearer":
      return /^bearer /i.test(auth);
  }
}

/** A view's schema validators: the verbose one, the quick one (made when first needed), and where each schema object is. */
interface View {
  ajv: InstanceType<typeof Ajv2020.default>;
  quick?: InstanceType<typeof Ajv2020.default>;
  id: string;
  doc: object;
  pointers: WeakMap<object, string>;
}

/**
 * An ajv instance holding a view's document under `id`. Verbose: every error, with the schema and data
 * it is about (what findings are made of). Not verbose: it stops at the first error and says only
 * whether the value is valid, which is the same answer for every value, found with less work.
 */
function schemaChecker(doc: object, id: string, verbose: boolean): InstanceType<typeof Ajv2020.default> {
  const ajv = new Ajv2020.default({ allErrors: verbose, strict: false, verbose, logger: false });
  addFormats.default(ajv);
  // Range only: whether the number is an integer is the `type` keyword's finding, not the format's.
  const inRange = (min: number, max: number) => (n: number) => !Number.isInteger(n) || (n >= min && n <= max);
  ajv.addFormat("int32", { type: "number", validate: inRange(-2147483648, 2147483647) });
  ajv.addFormat("int64", { type: "number", validate: inRange(-(2 ** 63), 2 ** 63) });
  ajv.addFormat("float", { type: "number", validate: (n: number) => Number.isFinite(n) });
  ajv.addFormat("double", { type: "number", validate: (n: number) => Number.isFinite(n) });
  ajv.addVocabulary(["discriminator", "example", "xml", "externalDocs"]);
  ajv.addSchema(doc, id, undefined, false);
  return ajv;
}

/** Load a contract from a bundled document object or a path to its JSON file. */
export function loadContract(source: string | object, name?: string): Contract {
  return typeof source === "string" ? Contract.fromFile(source, name) : new Contract(source, name);
}
