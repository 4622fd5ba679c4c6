/**
 * OData query options shared by the emulated APIs ($filter, $expand, $select, $top/$skip, paging, opaque tokens);
 * stand-alone. Every bad input throws ODataError, which each caller answers as a 400 in its API's shape.
 */

/** A row as the emulator stores it: a JSON object. */
export type Row = Record<string, unknown>;
/** Reads the value of one property (path) out of a row. */
export type Reader<T = Row> = (row: T) => unknown;
export type Predicate<T = Row> = (row: T) => boolean;
export type ComparisonOperator = "eq" | "ne" | "gt" | "ge" | "lt" | "le";
/** The kinds of literal a `$filter` can hold. */
export type ValueKind = "text" | "number" | "boolean" | "null" | "guid" | "date-time";
/** The query option (or header) a bad input was found in. */
export type ODataOption = "$filter" | "$expand" | "$select" | "$top" | "$skip" | "$skiptoken" | "Prefer";

/** A query option the emulator cannot read; `message` names what is wrong, and where. */
export class ODataError extends Error {
  override readonly name = "ODataError";
  constructor(
    readonly option: ODataOption,
    message: string,
  ) {
    super(message);
  }
}

/** `not` and parentheses in `$filter`, and `$expand` levels, nest at most this deep. */
export const MAX_FILTER_NESTING = 100;
export const MAX_EXPAND_NESTING = 100;
/** Pages hold at most this many rows; `Prefer: odata.maxpagesize=N` lowers it. */
export const MAX_PAGE_SIZE = 20_000;

const OPERATORS: readonly ComparisonOperator[] = ["eq", "ne", "gt", "ge", "lt", "le"];
const VALUE_KINDS: readonly ValueKind[] = ["text", "number", "boolean", "null", "guid", "date-time"];
const FUNCTIONS = ["startswith", "endswith", "contains"];
/** Inputs are quoted in messages up to this length. */
const QUOTE_MAX = 500;

const clip = (text: string, max = QUOTE_MAX) => (text.length > max ? `${text.slice(0, max)}...` : text);
const isPlainObject = (v: unknown): v is Row => typeof v === "object" && v !== null && !Array.isArray(v);
/** `a, b or c`. */
const either = (words: readonly string[]) => (words.length > 1 ? `${words.slice(0, -1).join(", ")} or ${words.at(-1)}` : words.join(""));

// --- $filter --------------------------------------------------------------------------------------

export interface FilterSyntax {
  /** startswith, endswith and contains (default true). */
  functions?: boolean;
  /** The comparison operators accepted (default all six). */
  operators?: readonly ComparisonOperator[];
  /** `not` (default true); `and`, `or` and parentheses are always accepted. */
  not?: boolean;
  /** The kinds of value accepted (default all). */
  values?: readonly ValueKind[];
}

export interface FilterOptions<T = Row> {
  /**
   * Resolves a property path (`a/b`, after `aliases`) to its reader; undefined for an unknown property,
   * which is refused naming `known`. Default: any path, read through nested plain objects (own
   * properties only); a missing property reads as undefined.
   */
  field?: (path: string) => Reader<T> | undefined;
  /** The property names listed when `field` does not know one. */
  known?: readonly string[];
  /** Path segments read under another name, e.g. `{ lastDateTimeModified: "lastModifiedDateTime" }`. */
  aliases?: Readonly<Record<string, string>>;
  allow?: FilterSyntax;
}

type Literal = { kind: "string"; v: string } | { kind: "number"; v: number } | { kind: "date"; v: number } | { kind: "bool"; v: boolean } | { kind: "null" };
type Token = { kind: "(" | ")" | "," | "string" | "guid" | "date" | "number" | "id"; v: string; at: number };

const TOKEN_KINDS: ReadonlyArray<Token["kind"]> = ["(", ")", ",", "string", "guid", "date", "number", "id"];
const TOKEN =
  /\s*(?:(\()|(\))|(,)|('(?:[^']|'')*')|([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})|(\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2})?)?)|(-?\d+(?:\.\d+)?)|([A-Za-z_][\w]*(?:\/[A-Za-z_]\w*)*))\s*/y;

/** Reads `a/b/c` through nested plain objects. */
function pathReader(path: string): Reader<unknown> {
  const parts = path.split("/");
  return (row) => parts.reduce<unknown>((v, k) => (isPlainObject(v) && Object.hasOwn(v, k) ? v[k] : undefined), row);
}

/** One comparison of a (non-array) value with a literal; strings compare case-insensitively. */
function comparer(op: ComparisonOperator, lit: Literal): (v: unknown) => boolean {
  return (v) => {
    if (lit.kind === "null") return op === "eq" ? v == null : op === "ne" ? v != null : false;
    let c: number;
    if (lit.kind === "date") {
      const t = typeof v === "string" ? Date.parse(v) : NaN;
      if (Number.isNaN(t)) return op === "ne";
      c = Math.sign(t - lit.v);
    } else if (lit.kind === "number") {
      const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : NaN;
      if (Number.isNaN(n)) return op === "ne";
      c = Math.sign(n - lit.v);
    } else if (lit.kind === "bool") {
      if (op !== "eq" && op !== "ne") return false;
      c = v === lit.v ? 0 : 1;
    } else {
      if (v == null) return op === "ne";
      const s = String(v).toLowerCase();
      const w = lit.v.toLowerCase();
      // 'text*' matches a prefix (the seed's `resource eq 'v2.0*'`)
      if ((op === "eq" || op === "ne") && w.endsWith("*")) return s.startsWith(w.slice(0, -1)) === (op === "eq");
      c = s < w ? -1 : s > w ? 1 : 0;
    }
    switch (op) {
      case "eq":
        return c === 0;
      case "ne":
        return c !== 0;
      case "gt":
        return c > 0;
      case "ge":
        return c >= 0;
      case "lt":
        return c < 0;
      default:
        return c <= 0;
    }
  };
}

/** A test of a property's value; an array value passes when any element passes (an empty array never). */
const anyOf =
  <T>(get: Reader<T>, test: (v: unknown) => boolean): Predicate<T> =>
  (row) => {
    const v = get(row);
    return Array.isArray(v) ? v.some(test) : test(v);
  };

/**
 * `$filter`: comparisons `<property> eq|ne|gt|ge|lt|le <value>` joined by `and` / `or` (`and` binds
 * tighter), `not`, parentheses, and `startswith|endswith|contains(<property>,'<text>')`. Values: 'text'
 * (`''` is a quote; a trailing * matches a prefix), numbers, true, false, null, GUIDs and date-times
 * (unquoted). Text compares case-insensitively. When a property's value is an array, a comparison or
 * function holds when it holds for any element (so `ne` holds when any element differs; `[]` matches
 * nothing). `options.allow` narrows the syntax for APIs that accept less.
 */
export function parseFilter<T = Row>(text: string, options: FilterOptions<T> = {}): Predicate<T> {
  function fail(message: string): never {
    throw new ODataError("$filter", message);
  }
  const allow = options.allow ?? {};
  const operators = allow.operators ?? OPERATORS;
  const values = allow.values ?? VALUE_KINDS;

  const tokens: Token[] = [];
  let pos = 0;
  while (pos < text.length) {
    TOKEN.lastIndex = pos;
    const m = TOKEN.exec(text);
    if (!m || m[0].length === 0) fail(`Syntax error at position ${pos} in '${clip(text)}'.`);
    const k = TOKEN_KINDS.findIndex((_, i) => m[i + 1] !== undefined);
    tokens.push({ kind: TOKEN_KINDS[k]!, v: m[k + 1]!, at: pos + m[0].indexOf(m[k + 1]!) });
    pos = TOKEN.lastIndex;
  }

  let i = 0;
  function expected(what: string): never {
    const t = tokens[i];
    return fail(`Syntax error at position ${t ? t.at : text.length} in '${clip(text)}': expected ${what}.`);
  }
  const isWord = (w: string) => tokens[i]?.kind === "id" && tokens[i]!.v.toLowerCase() === w;
  const expect = (kind: Token["kind"]) => (tokens[i]?.kind === kind ? tokens[i++]! : expected(`'${kind}'`));
  const property = (): Token => (tokens[i]?.kind === "id" ? tokens[i++]! : expected("a property name"));

  const reader = (t: Token): Reader<T> => {
    const aliases = options.aliases;
    const path = aliases
      ? t.v
          .split("/")
          .map((p) => (Object.hasOwn(aliases, p) ? aliases[p]! : p))
          .join("/")
      : t.v;
    if (!options.field) return pathReader(path);
    const get = options.field(path);
    if (get) return get;
    const known = options.known?.length ? ` (known: ${options.known.join(", ")})` : "";
    return fail(`Could not find a property named '${t.v}' at position ${t.at} in $filter '${clip(text)}'${known}.`);
  };

  const valueWords: Record<ValueKind, string> = { text: "'text'", number: "number", boolean: "true, false", null: "null", guid: "GUID", "date-time": "date-time" };
  const literal = (): Literal => {
    const t = tokens[i];
    if (!t) return expected("a value");
    const kind: ValueKind | undefined =
      t.kind === "string"
        ? "text"
        : t.kind === "guid"
          ? "guid"
          : t.kind === "number"
            ? "number"
            : t.kind === "date"
              ? "date-time"
              : t.kind === "id" && (t.v === "true" || t.v === "false")
                ? "boolean"
                : t.kind === "id" && t.v === "null"
                  ? "null"
                  : undefined;
    if (!kind || !values.includes(kind)) return expected(`a value (${either(values.map((v) => valueWords[v]))})`);
    i++;
    switch (kind) {
      case "text":
        return { kind: "string", v: t.v.slice(1, -1).replace(/''/g, "'") };
      case "guid":
        return { kind: "string", v: t.v };
      case "number": {
        const n = Number(t.v);
        return Number.isFinite(n) ? { kind: "number", v: n } : fail(`'${clip(t.v, 40)}' is not a finite number in '${clip(text)}'.`);
      }
      case "date-time": {
        const ms = Date.parse(t.v);
        return Number.isNaN(ms) ? fail(`'${clip(t.v, 40)}' is not a valid date-time in '${clip(text)}'.`) : { kind: "date", v: ms };
      }
      case "boolean":
        return { kind: "bool", v: t.v === "true" };
      default:
        return { kind: "null" };
    }
  };

  // `not` and parentheses recurse: a hostile filter nests them thousands deep
  let nesting = 0;
  const nested = <R>(inner: () => R): R => {
    if (++nesting > MAX_FILTER_NESTING) fail(`'${clip(text, 60)}' nests 'not' and parentheses more than ${MAX_FILTER_NESTING} levels deep.`);
    try {
      return inner();
    } finally {
      nesting--;
    }
  };

  const unary = (): Predicate<T> => {
    if (isWord("not")) {
      if (allow.not === false) fail(`Syntax error at position ${tokens[i]!.at} in '${clip(text)}': 'not' is not supported here.`);
      i++;
      const p = nested(unary);
      return (row) => !p(row);
    }
    if (tokens[i]?.kind === "(") {
      i++;
      const p = nested(or);
      expect(")");
      return p;
    }
    const name = property();
    const fn = name.v.toLowerCase();
    if (tokens[i]?.kind === "(" && FUNCTIONS.includes(fn)) {
      if (allow.functions === false) fail(`Syntax error at position ${name.at} in '${clip(text)}': functions (${fn}) are not supported here.`);
      i++;
      const get = reader(property());
      expect(",");
      const lit = literal();
      expect(")");
      if (lit.kind !== "string") fail(`${fn} needs a 'text' value in '${clip(text)}'.`);
      const w = lit.v.toLowerCase();
      return anyOf(get, (v) => {
        const s = String(v ?? "").toLowerCase();
        return fn === "startswith" ? s.startsWith(w) : fn === "endswith" ? s.endsWith(w) : s.includes(w);
      });
    }
    const get = reader(name);
    const word = tokens[i]?.kind === "id" ? tokens[i]!.v.toLowerCase() : undefined;
    if (!operators.includes(word as ComparisonOperator)) {
      const refused = OPERATORS.includes(word as ComparisonOperator) ? ` (${word} is not supported here)` : "";
      expected(`${either(operators)}${refused}`);
    }
    i++;
    return anyOf(get, comparer(word as ComparisonOperator, literal()));
  };
  // and/or chains are lists, not nested closures: a long chain cannot exhaust the stack when evaluated
  const chain = (word: "and" | "or", operand: () => Predicate<T>): Predicate<T> => {
    const terms = [operand()];
    while (isWord(word)) {
      i++;
      terms.push(operand());
    }
    if (terms.length === 1) return terms[0]!;
    return word === "and" ? (row) => terms.every((p) => p(row)) : (row) => terms.some((p) => p(row));
  };
  const and = (): Predicate<T> => chain("and", unary);
  const or = (): Predicate<T> => chain("or", and);

  const predicate = or();
  if (i < tokens.length) expected("'and', 'or' or the end of the filter");
  return predicate;
}

// --- health events (resource-health) ---------------------------------------------------------------

/** What `healthEventFilter` reads of an event (the resource-health `Event` shape). */
export interface HealthEventLike {
  properties?: {
    impact?: ReadonlyArray<{ impactedService?: string; impactedRegions?: ReadonlyArray<{ impactedRegion?: string }> }>;
  };
}

const HEALTH_FIELDS = new Map<string, Reader<HealthEventLike>>([
  ["service", (e) => (e.properties?.impact ?? []).map((i) => i.impactedService)],
  ["region", (e) => (e.properties?.impact ?? []).flatMap((i) => (i.impactedRegions ?? []).map((r) => r.impactedRegion))],
]);

/**
 * The health events `$filter`: `service eq '<name>'` (any impacted service) and `region eq '<name>'` (any
 * impacted region), case-insensitive, joined by `and` / `or` (and parentheses). Anything else throws.
 */
export function healthEventFilter<E extends HealthEventLike>(text: string): Predicate<E> {
  return parseFilter<E>(text, HEALTH_FILTER as FilterOptions<E>);
}

const HEALTH_FILTER: FilterOptions<HealthEventLike> = {
  field: (path) => HEALTH_FIELDS.get(path.toLowerCase()),
  known: [...HEALTH_FIELDS.keys()],
  allow: { functions: false, not: false, operators: ["eq"], values: ["text"] },
};

// --- $expand and $select ---------------------------------------------------------------------------

export interface ExpandNode {
  name: string;
  expand: ExpandNode[];
  select?: string[];
}

/** Split at `sep` outside parentheses and quotes. */
function splitTop(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "'") quoted = !quoted;
    else if (!quoted && ch === "(") depth++;
    else if (!quoted && ch === ")") depth--;
    else if (!quoted && depth === 0 && ch === sep) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
    if (depth < 0) throw new ODataError("$expand", `Unbalanced parentheses in '${clip(text)}'.`);
  }
  if (depth !== 0 || quoted) throw new ODataError("$expand", `Unbalanced parentheses or quotes in '${clip(text)}'.`);
  parts.push(text.slice(start));
  return parts;
}

/** `$expand`: `nav,nav($expand=nav($expand=...);$select=a,b)`, at most MAX_EXPAND_NESTING levels. */
export function parseExpand(text: string): ExpandNode[] {
  return expandLevel(text, 1);
}

function expandLevel(text: string, level: number): ExpandNode[] {
  if (level > MAX_EXPAND_NESTING) throw new ODataError("$expand", `$expand nests more than ${MAX_EXPAND_NESTING} levels deep.`);
  return splitTop(text, ",").map((part) => {
    const m = /^\s*([A-Za-z_]\w*)\s*(?:\((.*)\))?\s*$/s.exec(part);
    if (!m) throw new ODataError("$expand", `Syntax error in $expand at '${clip(part.trim())}'.`);
    const node: ExpandNode = { name: m[1]!, expand: [] };
    for (const option of m[2] !== undefined ? splitTop(m[2], ";") : []) {
      const o = /^\s*\$(expand|select)\s*=(.*)$/s.exec(option);
      if (!o) throw new ODataError("$expand", `Unsupported option '${clip(option.trim())}' in $expand of ${node.name}; use $expand or $select.`);
      if (o[1] === "expand") node.expand = expandLevel(o[2]!, level + 1);
      else node.select = parseSelect(o[2]!);
    }
    return node;
  });
}

/** `$select`: `a,b,c` (property names only). */
export function parseSelect(text: string): string[] {
  const names = text.split(",").map((s) => s.trim());
  const bad = names.find((n) => !/^[A-Za-z_]\w*$/.test(n));
  if (bad !== undefined) throw new ODataError("$select", `'${clip(bad, 100)}' in $select is not a property name.`);
  return names;
}

/** The row with only `@odata.etag`, the selected and the `keep` properties (e.g. expanded ones); all without `select`. */
export function applySelect(row: Row, select: readonly string[] | undefined, keep: readonly string[]): Row {
  if (!select) return row;
  const out: Row = {};
  for (const k of ["@odata.etag", ...select, ...keep]) if (Object.hasOwn(row, k)) out[k] = row[k];
  return out;
}

// --- $top, $skip and paging ----------------------------------------------------------------------------

/** `odata.maxpagesize=N` out of a Prefer header, at most MAX_PAGE_SIZE; a missing or unusable one is ignored. */
export function pageSize(prefer: string | undefined): number {
  const m = prefer ? /(?:^|[,;\s])odata\.maxpagesize\s*=\s*(\d+)/i.exec(prefer) : null;
  const n = m ? Number(m[1]) : MAX_PAGE_SIZE;
  return n >= 1 ? Math.min(n, MAX_PAGE_SIZE) : MAX_PAGE_SIZE;
}

/** The `Preference-Applied` value when the Prefer header asked for a page size, else undefined. */
export function preferenceApplied(prefer: string | undefined): string | undefined {
  return prefer && /odata\.maxpagesize/i.test(prefer) ? `odata.maxpagesize=${pageSize(prefer)}` : undefined;
}

/** A number as the contracts' integer query parameters accept it (`10`, `+10`, `1e1`, `10.0`). */
const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** `$top` and `$skip`, each a non-negative integer when present; `skip` defaults to 0. */
export function parseTopSkip(query: Readonly<Record<string, string | undefined>>): { top?: number; skip: number } {
  const count = (option: "$top" | "$skip"): number | undefined => {
    const text = query[option];
    if (text === undefined) return undefined;
    const n = NUMERIC.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(n) || n < 0) throw new ODataError(option, `${option} '${clip(text, 40)}' is not a non-negative integer.`);
    return n + 0; // -0 reads as 0
  };
  const top = count("$top");
  return { ...(top !== undefined ? { top } : {}), skip: count("$skip") ?? 0 };
}

export interface PageRequest<T = Row> {
  /** The request's query options (values decoded); all but `$skiptoken` are carried into nextLink. */
  query: Readonly<Record<string, string | undefined>>;
  /** Absolute base URL the client used, e.g. http://127.0.0.1:4020. */
  baseUrl: string;
  /** The request path, without query. */
  path: string;
  /** The Prefer header. */
  prefer?: string;
  /** Server-driven paging with `$skiptoken` (default true); without it, all rows after $filter/$skip/$top. */
  paging?: boolean;
  /** How `$filter` reads the rows. */
  filter?: FilterOptions<T>;
}

/**
 * `$filter`, `$skip`, `$top`, then one page of server-driven paging: `$skiptoken` is the offset in that
 * result, and `nextLink` is the same request with the next offset (`$` of option names kept unescaped).
 */
export function queryPage<T = Row>(rows: readonly T[], req: PageRequest<T>): { value: T[]; nextLink?: string } {
  const q = req.query;
  const filtered = q.$filter !== undefined ? rows.filter(parseFilter(q.$filter, req.filter)) : rows;
  const { top, skip } = parseTopSkip(q);
  const result = filtered.slice(skip, top === undefined ? undefined : skip + top);
  if (req.paging === false) return { value: result };
  const size = pageSize(req.prefer);
  const offset = q.$skiptoken !== undefined ? Number(q.$skiptoken) : 0;
  if (!Number.isInteger(offset) || offset < 0) {
    throw new ODataError("$skiptoken", `$skiptoken '${clip(q.$skiptoken ?? "", 100)}' is not a continuation token of this emulator; follow @odata.nextLink as-is.`);
  }
  const value = result.slice(offset, offset + size);
  if (offset + size >= result.length) return { value };
  const params = Object.entries(q).filter((e): e is [string, string] => e[0] !== "$skiptoken" && e[1] !== undefined);
  params.push(["$skiptoken", String(offset + size)]);
  const qs = params.map(([k, v]) => `${encodeURIComponent(k).replace(/^%24/, "$")}=${encodeURIComponent(v)}`).join("&");
  return { value, nextLink: `${req.baseUrl}${req.path}?${qs}` };
}

/** An opaque continuation token: base64url JSON of the state needed for the next page. */
export function encodeToken(state: object): string {
  return Buffer.from(JSON.stringify(state)).toString("base64url");
}

/**
 * The state out of an `encodeToken` token; undefined when there is none. Throws when it is not one, or
 * when `valid` refuses the state (e.g. `(s) => Number.isInteger(s.skip)`).
 */
export function decodeToken<T extends object>(token: string | undefined, valid?: (state: Row) => boolean): T | undefined {
  if (token === undefined) return undefined;
  let state: unknown;
  try {
    state = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
  } catch {
    state = undefined;
  }
  if (!isPlainObject(state) || (valid && !valid(state))) throw new ODataError("$skiptoken", "The $skiptoken is not valid; follow nextLink as returned.");
  return state as T;
}
