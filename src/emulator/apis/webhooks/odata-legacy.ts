/**
 * The webhooks module's OData query options as they were ($filter, $expand, $select, paging): moved
 * here unchanged until the shared parser (src/emulator/odata.ts) replaces them.
 */
import type { EmuRequest } from "../../types.js";
import { badQuery } from "./errors.js";
import { isPlainObject, type Json } from "./model.js";

const MAX_PAGE_SIZE = 20_000;

type Pred = (row: Json) => boolean;
type Literal = { kind: "string"; v: string } | { kind: "number"; v: number } | { kind: "date"; v: number } | { kind: "bool"; v: boolean } | { kind: "null" };
const OPS = new Set(["eq", "ne", "gt", "ge", "lt", "le"]);
const MAX_FILTER_NESTING = 100;

/**
 * `$filter`: comparisons `<field> eq|ne|gt|ge|lt|le <value>` joined by `and` / `or`, `not`, parentheses,
 * and `startswith|endswith|contains(<field>,'<text>')`. Values: 'text' (a trailing * matches a prefix),
 * numbers, true, false, null, GUIDs and date-times (unquoted). `lastDateTimeModified`, the seed's name,
 * is read as `lastModifiedDateTime`.
 */
export function parseFilter(text: string): Pred {
  const tokens: Array<{ kind: string; v: string; at: number }> = [];
  const re = /\s*(?:(\()|(\))|(,)|('(?:[^']|'')*')|([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})|(\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2})?)?)|(-?\d+(?:\.\d+)?)|([A-Za-z_][\w]*(?:\/[A-Za-z_]\w*)*))\s*/y;
  let pos = 0;
  while (pos < text.length) {
    re.lastIndex = pos;
    const m = re.exec(text);
    if (!m || m[0].length === 0) throw badQuery(`Syntax error at position ${pos} in '${text}'.`);
    const kinds = ["(", ")", ",", "string", "guid", "date", "number", "id"];
    const k = kinds.findIndex((_, i) => m[i + 1] !== undefined);
    tokens.push({ kind: kinds[k]!, v: m[k + 1]!, at: pos + m[0].indexOf(m[k + 1]!) });
    pos = re.lastIndex;
  }
  let i = 0;
  const fail = (what: string): never => {
    const t = tokens[i];
    throw badQuery(`Syntax error at position ${t ? t.at : text.length} in '${text}': expected ${what}.`);
  };
  const isWord = (w: string) => tokens[i]?.kind === "id" && tokens[i]!.v.toLowerCase() === w;
  const expect = (kind: string) => (tokens[i]?.kind === kind ? tokens[i++]! : fail(`'${kind}'`));

  const literal = (): Literal => {
    const t = tokens[i++];
    if (!t) return fail("a value");
    if (t.kind === "string") return { kind: "string", v: t.v.slice(1, -1).replace(/''/g, "'") };
    if (t.kind === "guid") return { kind: "string", v: t.v };
    if (t.kind === "number") return { kind: "number", v: Number(t.v) };
    if (t.kind === "date") {
      const ms = Date.parse(t.v);
      if (Number.isNaN(ms)) throw badQuery(`'${t.v}' is not a valid date-time in '${text}'.`);
      return { kind: "date", v: ms };
    }
    if (t.kind === "id" && (t.v === "true" || t.v === "false")) return { kind: "bool", v: t.v === "true" };
    if (t.kind === "id" && t.v === "null") return { kind: "null" };
    i--;
    return fail("a value ('text', number, true, false, null, GUID or date-time)");
  };

  const comparison = (field: string, op: string, lit: Literal): Pred => {
    const get = fieldReader(field);
    return (row) => {
      const v = get(row);
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
        if ((op === "eq" || op === "ne") && w.endsWith("*")) return s.startsWith(w.slice(0, -1)) === (op === "eq");
        c = s < w ? -1 : s > w ? 1 : 0;
      }
      switch (op) {
        case "eq": return c === 0;
        case "ne": return c !== 0;
        case "gt": return c > 0;
        case "ge": return c >= 0;
        case "lt": return c < 0;
        default: return c <= 0;
      }
    };
  };

  // `not` and parentheses recurse: a hostile filter nests them thousands deep
  let nesting = 0;
  const nested = <T>(inner: () => T): T => {
    if (++nesting > MAX_FILTER_NESTING) throw badQuery(`'${text.length > 60 ? `${text.slice(0, 60)}...` : text}' nests 'not' and parentheses more than ${MAX_FILTER_NESTING} levels deep.`);
    try {
      return inner();
    } finally {
      nesting--;
    }
  };
  const unary = (): Pred => {
    if (isWord("not")) {
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
    const name = tokens[i]?.kind === "id" ? tokens[i++]!.v : fail("a property name");
    const fn = name.toLowerCase();
    if (tokens[i]?.kind === "(" && ["startswith", "endswith", "contains"].includes(fn)) {
      i++;
      const field = tokens[i]?.kind === "id" ? tokens[i++]!.v : fail("a property name");
      expect(",");
      const lit = literal();
      expect(")");
      if (lit.kind !== "string") throw badQuery(`${fn} needs a 'text' value in '${text}'.`);
      const get = fieldReader(field);
      const w = lit.v.toLowerCase();
      return (row) => {
        const s = String(get(row) ?? "").toLowerCase();
        return fn === "startswith" ? s.startsWith(w) : fn === "endswith" ? s.endsWith(w) : s.includes(w);
      };
    }
    const op = tokens[i]?.kind === "id" && OPS.has(tokens[i]!.v.toLowerCase()) ? tokens[i++]!.v.toLowerCase() : fail("eq, ne, gt, ge, lt or le");
    return comparison(name, op, literal());
  };
  const and = (): Pred => {
    let left = unary();
    while (isWord("and")) {
      i++;
      const [a, b] = [left, unary()];
      left = (row) => a(row) && b(row);
    }
    return left;
  };
  const or = (): Pred => {
    let left = and();
    while (isWord("or")) {
      i++;
      const [a, b] = [left, and()];
      left = (row) => a(row) || b(row);
    }
    return left;
  };
  const pred = or();
  if (i < tokens.length) fail("'and', 'or' or the end of the filter");
  return pred;
}

function fieldReader(field: string): (row: Json) => unknown {
  const parts = field.split("/").map((p) => (p === "lastDateTimeModified" ? "lastModifiedDateTime" : p));
  return (row) => parts.reduce<unknown>((v, k) => (isPlainObject(v) ? v[k] : undefined), row);
}

export interface Expand {
  name: string;
  expand: Expand[];
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
    if (depth < 0) throw badQuery(`Unbalanced parentheses in '${text}'.`);
  }
  if (depth !== 0 || quoted) throw badQuery(`Unbalanced parentheses or quotes in '${text}'.`);
  parts.push(text.slice(start));
  return parts;
}

/** `$expand`: `nav,nav($expand=nav($expand=...);$select=a,b)`. */
export function parseExpand(text: string): Expand[] {
  return splitTop(text, ",").map((part) => {
    const m = /^\s*([A-Za-z_]\w*)\s*(?:\((.*)\))?\s*$/s.exec(part);
    if (!m) throw badQuery(`Syntax error in $expand at '${part.trim()}'.`);
    const node: Expand = { name: m[1]!, expand: [] };
    for (const option of m[2] !== undefined ? splitTop(m[2], ";") : []) {
      const o = /^\s*\$(expand|select)\s*=(.*)$/s.exec(option);
      if (!o) throw badQuery(`Unsupported option '${option.trim()}' in $expand of ${node.name}; use $expand or $select.`);
      if (o[1] === "expand") node.expand = parseExpand(o[2]!);
      else node.select = parseSelect(o[2]!);
    }
    return node;
  });
}

export function parseSelect(text: string): string[] {
  const names = text.split(",").map((s) => s.trim());
  const bad = names.find((n) => !/^[A-Za-z_]\w*$/.test(n));
  if (bad !== undefined) throw badQuery(`'${bad}' in $select is not a property name.`);
  return names;
}

export function applySelect(row: Json, select: string[] | undefined, keep: string[]): Json {
  if (!select) return row;
  const out: Json = {};
  for (const k of ["@odata.etag", ...select, ...keep]) if (k in row) out[k] = row[k];
  return out;
}

/** `odata.maxpagesize=N` out of a Prefer header; at most 20,000. */
export function pageSize(prefer: string | undefined): number {
  const m = prefer ? /(?:^|[,;\s])odata\.maxpagesize\s*=\s*(\d+)/i.exec(prefer) : null;
  const n = m ? Number(m[1]) : MAX_PAGE_SIZE;
  return n >= 1 ? Math.min(n, MAX_PAGE_SIZE) : MAX_PAGE_SIZE;
}

/** $filter, $skip, $top, then one page of server-driven paging ($skiptoken is the offset in the result). */
export function queryPage(rows: Json[], req: EmuRequest, paging = true): { value: Json[]; nextLink?: string } {
  const q = req.query;
  let result = q.$filter !== undefined ? rows.filter(parseFilter(q.$filter)) : rows;
  const skip = q.$skip !== undefined ? Number(q.$skip) : 0;
  const top = q.$top !== undefined ? Number(q.$top) : undefined;
  result = result.slice(skip, top === undefined ? undefined : skip + top);
  if (!paging) return { value: result };
  const size = pageSize(req.headers.prefer);
  const offset = q.$skiptoken !== undefined ? Number(q.$skiptoken) : 0;
  if (!Number.isInteger(offset) || offset < 0) throw badQuery(`$skiptoken '${q.$skiptoken}' is not a continuation token of this emulator; follow @odata.nextLink as-is.`);
  const value = result.slice(offset, offset + size);
  if (offset + size >= result.length) return { value };
  const params = Object.entries(q).filter(([k]) => k !== "$skiptoken");
  params.push(["$skiptoken", String(offset + size)]);
  const qs = params.map(([k, v]) => `${encodeURIComponent(k).replace(/^%24/, "$")}=${encodeURIComponent(v)}`).join("&");
  return { value, nextLink: `${req.baseUrl}${req.path}?${qs}` };
}
