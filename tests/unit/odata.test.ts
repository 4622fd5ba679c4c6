/**
 * The OData query-option module on its own: $filter, $expand, $select, $top/$skip, paging and tokens, and
 * that every bad input is an ODataError naming the option (and, for syntax, the position).
 */
import { describe, expect, it } from "vitest";
import {
  applySelect,
  decodeToken,
  encodeToken,
  healthEventFilter,
  MAX_PAGE_SIZE,
  ODataError,
  pageSize,
  parseExpand,
  parseFilter,
  parseSelect,
  parseTopSkip,
  preferenceApplied,
  queryPage,
  type FilterOptions,
  type ODataOption,
  type Row,
} from "../../src/emulator/odata.js";
import { healthEvents } from "../../src/emulator/apis/seed-data.js";

const ROWS: Row[] = [
  { id: "3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51", displayName: "Adatum", balance: 10, blocked: false, lastModifiedDateTime: "2026-01-01T10:00:00Z", address: { city: "Oslo" }, tags: ["gold", "north"] },
  { id: "7b2e4f91-3c6d-4a85-b0e7-9d1c5a3f8e26", displayName: "O'Brien Ltd", balance: 20.5, blocked: true, lastModifiedDateTime: "2026-02-01T10:00:00Z", address: { city: "Bergen" }, tags: [] },
  { id: "00000000-0000-4000-8000-000000000003", displayName: "Contoso", balance: "30", blocked: false, lastModifiedDateTime: "2026-03-01T10:00:00Z", address: null, note: null, tags: ["silver"] },
];
/** The display names of the rows a filter keeps. */
const names = (filter: string, options?: FilterOptions) => ROWS.filter(parseFilter(filter, options)).map((r) => r.displayName);

/** The ODataError a call throws (fails the test when it throws anything else, or nothing). */
function odataError(run: () => unknown): ODataError {
  try {
    run();
  } catch (e) {
    if (e instanceof ODataError) return e;
    throw new Error(`expected an ODataError, got ${String(e)}`);
  }
  throw new Error("expected an ODataError, nothing was thrown");
}
const refuses = (option: ODataOption, run: () => unknown, message: RegExp | string) => {
  const e = odataError(run);
  expect(e.option).toBe(option);
  if (typeof message === "string") expect(e.message).toBe(message);
  else expect(e.message).toMatch(message);
};

describe("$filter", () => {
  it("compares with each operator", () => {
    expect(names("balance eq 10")).toEqual(["Adatum"]);
    expect(names("balance ne 10")).toEqual(["O'Brien Ltd", "Contoso"]);
    expect(names("balance gt 10")).toEqual(["O'Brien Ltd", "Contoso"]);
    expect(names("balance ge 20.5")).toEqual(["O'Brien Ltd", "Contoso"]);
    expect(names("balance lt 20.5")).toEqual(["Adatum"]);
    expect(names("balance le 20.5")).toEqual(["Adatum", "O'Brien Ltd"]);
    expect(names("balance gt -1")).toHaveLength(3);
    // keywords are case-insensitive
    expect(names("balance EQ 10 AND NOT blocked Eq true")).toEqual(["Adatum"]);
  });

  it("compares text case-insensitively, with '' as a quote and a trailing * as a prefix", () => {
    expect(names("displayName eq 'adatum'")).toEqual(["Adatum"]);
    expect(names("displayName eq 'O''Brien Ltd'")).toEqual(["O'Brien Ltd"]);
    expect(names("displayName eq 'co*'")).toEqual(["Contoso"]);
    expect(names("displayName ne 'co*'")).toEqual(["Adatum", "O'Brien Ltd"]);
    expect(names("displayName lt 'b'")).toEqual(["Adatum"]);
    expect(names("displayName eq 'Müller'")).toEqual([]);
    expect(parseFilter("name eq 'Müller ☃'")({ name: "MÜLLER ☃" })).toBe(true);
  });

  it("applies startswith, endswith and contains", () => {
    expect(names("startswith(displayName,'ad')")).toEqual(["Adatum"]);
    expect(names("endswith(displayName, 'LTD')")).toEqual(["O'Brien Ltd"]);
    expect(names("contains(displayName,'o')")).toEqual(["O'Brien Ltd", "Contoso"]);
    expect(names("not contains(displayName,'o')")).toEqual(["Adatum"]);
    expect(names("contains(note,'x')")).toEqual([]);
  });

  it("reads GUIDs, date-times, booleans and null", () => {
    expect(names("id eq 7B2E4F91-3C6D-4A85-B0E7-9D1C5A3F8E26")).toEqual(["O'Brien Ltd"]);
    expect(names("lastModifiedDateTime gt 2026-01-15T00:00:00Z")).toEqual(["O'Brien Ltd", "Contoso"]);
    expect(names("lastModifiedDateTime lt 2026-02-01T11:00:00+02:00")).toEqual(["Adatum"]);
    expect(names("lastModifiedDateTime lt 2026-02-01T13:00:00+02:00")).toEqual(["Adatum", "O'Brien Ltd"]);
    expect(names("lastModifiedDateTime ge 2026-03-01")).toEqual(["Contoso"]);
    expect(names("blocked eq true")).toEqual(["O'Brien Ltd"]);
    expect(names("blocked ne true")).toEqual(["Adatum", "Contoso"]);
    expect(names("blocked gt false")).toEqual([]);
    expect(names("note eq null")).toEqual(["Adatum", "O'Brien Ltd", "Contoso"]);
    expect(names("address eq null")).toEqual(["Contoso"]);
    expect(names("address ne null")).toEqual(["Adatum", "O'Brien Ltd"]);
    expect(names("balance lt null")).toEqual([]);
  });

  it("reads numbers out of numeric text, and a value that is no number or date only matches ne", () => {
    expect(names("balance eq 30")).toEqual(["Contoso"]);
    expect(names("displayName ne 5")).toHaveLength(3);
    expect(names("displayName eq 5")).toEqual([]);
    expect(names("displayName ne 2026-01-01")).toHaveLength(3);
  });

  it("binds and tighter than or; not and parentheses group", () => {
    expect(names("balance eq 10 or balance eq 30 and blocked eq true")).toEqual(["Adatum"]);
    expect(names("(balance eq 10 or balance eq 30) and blocked eq false")).toEqual(["Adatum", "Contoso"]);
    expect(names("not (balance eq 10 or balance eq 30)")).toEqual(["O'Brien Ltd"]);
    expect(names("not not balance eq 10")).toEqual(["Adatum"]);
    expect(names("((((balance eq 10))))")).toEqual(["Adatum"]);
    expect(names("balance eq 10 or balance eq 20.5 or balance eq 30")).toHaveLength(3);
    expect(names("balance gt 0 and blocked eq false and startswith(displayName,'c')")).toEqual(["Contoso"]);
  });

  it("reads nested paths through plain objects, and aliases path segments", () => {
    expect(names("address/city eq 'oslo'")).toEqual(["Adatum"]);
    expect(names("address/city eq null")).toEqual(["Contoso"]);
    expect(names("nothing/here eq null")).toHaveLength(3);
    // own properties only: the prototype is no data
    expect(parseFilter("constructor eq null")({})).toBe(true);
    expect(parseFilter("toString ne null")({})).toBe(false);
    const aliases = { lastDateTimeModified: "lastModifiedDateTime" };
    expect(names("lastDateTimeModified gt 2026-02-15T00:00:00Z", { aliases })).toEqual(["Contoso"]);
    expect(names("lastDateTimeModified gt 2026-02-15T00:00:00Z")).toEqual([]);
    expect(parseFilter("a/old eq 1", { aliases: { old: "new" } })({ a: { new: 1 } })).toBe(true);
  });

  it("holds for an array value when it holds for any element", () => {
    expect(names("tags eq 'GOLD'")).toEqual(["Adatum"]);
    expect(names("tags eq 'north' and tags eq 'gold'")).toEqual(["Adatum"]);
    // ne: some element differs; an empty array matches nothing
    expect(names("tags ne 'gold'")).toEqual(["Adatum", "Contoso"]);
    expect(names("startswith(tags,'sil')")).toEqual(["Contoso"]);
    expect(parseFilter("n gt 5")({ n: [1, 9] })).toBe(true);
    expect(parseFilter("n gt 10")({ n: [1, 9] })).toBe(false);
  });

  it("reads properties through a resolver, naming the known ones when it does not know one", () => {
    const field = (p: string) => (p === "city" ? (r: Row) => (r.address as Row | null)?.city : undefined);
    expect(names("city eq 'bergen'", { field, known: ["city"] })).toEqual(["O'Brien Ltd"]);
    refuses(
      "$filter",
      () => parseFilter("city eq 'x' and size gt 3", { field, known: ["city"] }),
      "Could not find a property named 'size' at position 16 in $filter 'city eq 'x' and size gt 3' (known: city).",
    );
    refuses("$filter", () => parseFilter("startswith(zip,'1')", { field }), /property named 'zip' at position 11/);
  });

  it("narrows the syntax when asked", () => {
    const allow = { functions: false, not: false, operators: ["eq", "ne"] as const, values: ["text", "number"] as const };
    expect(names("balance eq 10 or displayName eq 'contoso'", { allow })).toEqual(["Adatum", "Contoso"]);
    refuses("$filter", () => parseFilter("balance gt 1", { allow }), "Syntax error at position 8 in 'balance gt 1': expected eq or ne (gt is not supported here).");
    refuses("$filter", () => parseFilter("not balance eq 1", { allow }), "Syntax error at position 0 in 'not balance eq 1': 'not' is not supported here.");
    refuses("$filter", () => parseFilter("contains(displayName,'a')", { allow }), "Syntax error at position 0 in 'contains(displayName,'a')': functions (contains) are not supported here.");
    refuses("$filter", () => parseFilter("blocked eq true", { allow }), "Syntax error at position 11 in 'blocked eq true': expected a value ('text' or number).");
  });
});

describe("the health events $filter", () => {
  const events = healthEvents(Date.UTC(2026, 0, 10));
  const ids = (filter: string) => events.filter(healthEventFilter(filter)).map((e) => e.name);
  const impacted = (pick: (e: (typeof events)[number]) => boolean) => events.filter(pick).map((e) => e.name);
  const services = (e: (typeof events)[number]) => (e.properties?.impact ?? []).map((i) => i.impactedService?.toLowerCase());
  const regions = (e: (typeof events)[number]) => (e.properties?.impact ?? []).flatMap((i) => (i.impactedRegions ?? []).map((r) => r.impactedRegion?.toLowerCase()));

  it("matches any impacted service or region, case-insensitively", () => {
    const vms = impacted((e) => services(e).includes("virtual machines"));
    expect(vms.length).toBeGreaterThan(1);
    expect(ids("service eq 'Virtual Machines'")).toEqual(vms);
    expect(ids("SERVICE EQ 'virtual machines'")).toEqual(vms);
    expect(ids("region eq 'west europe'")).toEqual(impacted((e) => regions(e).includes("west europe")));
    expect(ids("service eq 'Nothing'")).toEqual([]);
  });

  it("joins clauses with and / or, and binds and tighter", () => {
    const both = impacted((e) => services(e).includes("virtual machines") && regions(e).includes("west europe"));
    expect(both.length).toBeGreaterThan(0);
    expect(ids("service eq 'Virtual Machines' and region eq 'West Europe'")).toEqual(both);
    const storageOrKv = impacted((e) => services(e).includes("storage") || services(e).includes("key vault"));
    expect(ids("service eq 'Storage' or service eq 'Key Vault'")).toEqual(storageOrKv);
    expect(ids("service eq 'Storage' or service eq 'Virtual Machines' and region eq 'West Europe'")).toEqual(
      impacted((e) => services(e).includes("storage") || (services(e).includes("virtual machines") && regions(e).includes("west europe"))),
    );
    expect(ids("(service eq 'Storage' or service eq 'Key Vault') and region eq 'North Europe'")).toEqual(
      impacted((e) => (services(e).includes("storage") || services(e).includes("key vault")) && regions(e).includes("north europe")),
    );
  });

  it("refuses everything else", () => {
    refuses("$filter", () => healthEventFilter("status eq 'Active'"), "Could not find a property named 'status' at position 0 in $filter 'status eq 'Active'' (known: service, region).");
    refuses("$filter", () => healthEventFilter("service ne 'Storage'"), /expected eq \(ne is not supported here\)/);
    refuses("$filter", () => healthEventFilter("service eq 5"), /expected a value \('text'\)/);
    refuses("$filter", () => healthEventFilter("not service eq 'Storage'"), /'not' is not supported/);
    refuses("$filter", () => healthEventFilter("startswith(service,'S')"), /functions \(startswith\) are not supported/);
    refuses("$filter", () => healthEventFilter("service eq 'Storage' region eq 'x'"), /position 21.*expected 'and', 'or' or the end/);
    refuses("$filter", () => healthEventFilter(""), "Syntax error at position 0 in '': expected a property name.");
  });
});

describe("$filter: bad input", () => {
  it("names the position of a syntax error", () => {
    refuses("$filter", () => parseFilter("lastModifiedDateTime gt"), "Syntax error at position 23 in 'lastModifiedDateTime gt': expected a value.");
    refuses("$filter", () => parseFilter("a eq 1 b"), "Syntax error at position 7 in 'a eq 1 b': expected 'and', 'or' or the end of the filter.");
    refuses("$filter", () => parseFilter("a eq 'open"), "Syntax error at position 5 in 'a eq 'open'.");
    refuses("$filter", () => parseFilter("a eq 1 & b eq 2"), "Syntax error at position 7 in 'a eq 1 & b eq 2'.");
    refuses("$filter", () => parseFilter("(a eq 1"), "Syntax error at position 7 in '(a eq 1': expected ')'.");
    refuses("$filter", () => parseFilter("a eq 1)"), /position 6.*expected 'and', 'or'/);
    refuses("$filter", () => parseFilter("a like 1"), "Syntax error at position 2 in 'a like 1': expected eq, ne, gt, ge, lt or le.");
    refuses("$filter", () => parseFilter("a eq b"), "Syntax error at position 5 in 'a eq b': expected a value ('text', number, true, false, null, GUID or date-time).");
    refuses("$filter", () => parseFilter("eq 1"), /position 3.*expected eq, ne/);
    refuses("$filter", () => parseFilter("a eq 1 and"), /position 10.*expected a property name/);
    refuses("$filter", () => parseFilter("'a' eq 1"), /position 0.*expected a property name/);
    refuses("$filter", () => parseFilter("startswith(a 'x')"), /position 13.*expected ','/);
    refuses("$filter", () => parseFilter("startswith(a,1)"), "startswith needs a 'text' value in 'startswith(a,1)'.");
    refuses("$filter", () => parseFilter("tolower(a) eq 'x'"), /position 7.*expected eq, ne/);
  });

  it("refuses empty, blank, unicode and odd numbers", () => {
    refuses("$filter", () => parseFilter(""), "Syntax error at position 0 in '': expected a property name.");
    refuses("$filter", () => parseFilter("   "), "Syntax error at position 0 in '   '.");
    refuses("$filter", () => parseFilter("größe eq 1"), /^Syntax error at position 2 /);
    refuses("$filter", () => parseFilter("a eq 1e999"), /position 6.*expected 'and', 'or'/);
    refuses("$filter", () => parseFilter(`a eq ${"9".repeat(400)}`), /is not a finite number in/);
    refuses("$filter", () => parseFilter("a eq 2026-13-45"), "'2026-13-45' is not a valid date-time in 'a eq 2026-13-45'.");
    refuses("$filter", () => parseFilter("a eq \u0000"), /position 5/);
  });

  it("refuses nesting deeper than 100 levels, and accepts 100", () => {
    const parens = (n: number) => `${"(".repeat(n)}a eq 1${")".repeat(n)}`;
    expect(parseFilter(parens(100))({ a: 1 })).toBe(true);
    refuses("$filter", () => parseFilter(parens(101)), /^'\(+\.\.\.' nests 'not' and parentheses more than 100 levels deep\.$/);
    expect(parseFilter(`${"not ".repeat(100)}a eq 1`)({ a: 1 })).toBe(true);
    refuses("$filter", () => parseFilter(`${"not ".repeat(101)}a eq 1`), /nests 'not' and parentheses more than 100 levels/);
    refuses("$filter", () => parseFilter("(".repeat(50_000)), /more than 100 levels/);
  });

  it("reads a 100 kB filter in bounded time, and a long chain evaluates without exhausting the stack", () => {
    const started = Date.now();
    const chain = Array.from({ length: 8_000 }, (_, n) => `a eq ${n}`).join(" or ");
    expect(chain.length).toBeGreaterThan(100_000);
    const p = parseFilter(chain);
    expect(p({ a: 7_999 })).toBe(true);
    expect(p({ a: -1 })).toBe(false);
    expect(parseFilter(Array.from({ length: 8_000 }, () => "a eq 1").join(" and "))({ a: 1 })).toBe(true);
    const bad = `${chain} or`;
    const e = odataError(() => parseFilter(bad));
    expect(e.message).toMatch(new RegExp(`^Syntax error at position ${bad.length} in 'a eq 0 or`));
    expect(e.message.length).toBeLessThan(700);
    for (const hostile of [`a eq '${"x".repeat(100_000)}`, `a eq '${"''".repeat(50_000)}`, " ".repeat(100_000), `a eq ${"1".repeat(100_000)}x`]) {
      odataError(() => parseFilter(hostile));
    }
    expect(parseFilter(`${"a/".repeat(50_000)}b eq 1`)({ a: { a: {} } })).toBe(false);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("$expand and $select", () => {
  it("reads nested expansions with $select", () => {
    expect(parseExpand("salesQuoteLines($expand=item($select=displayName)),customer")).toEqual([
      { name: "salesQuoteLines", expand: [{ name: "item", expand: [], select: ["displayName"] }] },
      { name: "customer", expand: [] },
    ]);
    expect(parseExpand(" a ( $select = x , y ; $expand = b($expand=c) ) ")).toEqual([{ name: "a", expand: [{ name: "b", expand: [{ name: "c", expand: [] }] }], select: ["x", "y"] }]);
  });

  it("refuses malformed expansions, naming the part", () => {
    refuses("$expand", () => parseExpand(""), "Syntax error in $expand at ''.");
    refuses("$expand", () => parseExpand("a,,b"), "Syntax error in $expand at ''.");
    refuses("$expand", () => parseExpand("9a"), "Syntax error in $expand at '9a'.");
    refuses("$expand", () => parseExpand("a)("), "Unbalanced parentheses in 'a)('.");
    refuses("$expand", () => parseExpand("a(b"), "Unbalanced parentheses or quotes in 'a(b'.");
    refuses("$expand", () => parseExpand("a($filter='x)"), "Unbalanced parentheses or quotes in 'a($filter='x)'.");
    refuses("$expand", () => parseExpand("a($top=1)"), "Unsupported option '$top=1' in $expand of a; use $expand or $select.");
    refuses("$expand", () => parseExpand("a()"), "Unsupported option '' in $expand of a; use $expand or $select.");
    refuses("$select", () => parseExpand("a($select=b/c)"), "'b/c' in $select is not a property name.");
  });

  it("refuses nesting deeper than 100 levels, in bounded time", () => {
    const nest = (n: number) => `${"a($expand=".repeat(n - 1)}a${")".repeat(n - 1)}`;
    let node = parseExpand(nest(100))[0];
    let depth = 0;
    while (node) [node, depth] = [node.expand[0], depth + 1];
    expect(depth).toBe(100);
    refuses("$expand", () => parseExpand(nest(101)), "$expand nests more than 100 levels deep.");
    const started = Date.now();
    refuses("$expand", () => parseExpand(nest(10_000)), /more than 100 levels/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("reads $select lists and keeps the etag, the selected and the kept properties", () => {
    expect(parseSelect("id, number,displayName")).toEqual(["id", "number", "displayName"]);
    refuses("$select", () => parseSelect(""), "'' in $select is not a property name.");
    refuses("$select", () => parseSelect("id,,x"), "'' in $select is not a property name.");
    refuses("$select", () => parseSelect("id,*"), "'*' in $select is not a property name.");
    const row = { "@odata.etag": 'W/"1"', id: "1", number: "C1", displayName: "A", lines: [1] };
    expect(applySelect(row, ["number", "missing"], ["lines"])).toEqual({ "@odata.etag": 'W/"1"', number: "C1", lines: [1] });
    expect(applySelect(row, undefined, ["lines"])).toBe(row);
    expect(applySelect({ id: 1 }, ["constructor", "__proto__"], [])).toEqual({});
  });
});

describe("$top, $skip and paging", () => {
  const rows = Array.from({ length: 7 }, (_, n) => ({ n, even: n % 2 === 0 }));
  const base = { baseUrl: "http://127.0.0.1:4020", path: "/api/v2.0/companies(1)/customers" };

  it("reads $top and $skip as non-negative integers", () => {
    expect(parseTopSkip({})).toEqual({ skip: 0 });
    expect(parseTopSkip({ $top: "2", $skip: "3" })).toEqual({ top: 2, skip: 3 });
    expect(parseTopSkip({ $top: "0", $skip: "+1" })).toEqual({ top: 0, skip: 1 });
    expect(parseTopSkip({ $top: "1e1", $skip: "4.0" })).toEqual({ top: 10, skip: 4 });
    expect(Object.is(parseTopSkip({ $skip: "-0" }).skip, 0)).toBe(true);
    refuses("$top", () => parseTopSkip({ $top: "-1" }), "$top '-1' is not a non-negative integer.");
    refuses("$top", () => parseTopSkip({ $top: "1e999" }), "$top '1e999' is not a non-negative integer.");
    refuses("$top", () => parseTopSkip({ $top: "1.5" }), /^\$top '1.5'/);
    refuses("$top", () => parseTopSkip({ $top: "" }), /^\$top ''/);
    refuses("$top", () => parseTopSkip({ $top: "0x10" }), /^\$top '0x10'/);
    refuses("$skip", () => parseTopSkip({ $skip: "abc" }), "$skip 'abc' is not a non-negative integer.");
    refuses("$skip", () => parseTopSkip({ $skip: "99999999999999999999" }), /^\$skip /);
  });

  it("reads odata.maxpagesize out of Prefer, at most 20,000", () => {
    expect(pageSize(undefined)).toBe(MAX_PAGE_SIZE);
    expect(pageSize("odata.maxpagesize=2")).toBe(2);
    expect(pageSize("return=minimal, ODATA.MAXPAGESIZE = 50")).toBe(50);
    expect(pageSize("odata.maxpagesize=0")).toBe(MAX_PAGE_SIZE);
    expect(pageSize("odata.maxpagesize=999999999999999999999")).toBe(MAX_PAGE_SIZE);
    expect(pageSize("xodata.maxpagesize=5")).toBe(MAX_PAGE_SIZE);
    expect(preferenceApplied("odata.maxpagesize=50000")).toBe("odata.maxpagesize=20000");
    expect(preferenceApplied("return=minimal")).toBeUndefined();
  });

  it("filters, skips, takes, then pages with a nextLink that keeps the other options", () => {
    const query = { $filter: "even eq true", $skip: "1", $top: "3", "api-version": "a b" };
    const first = queryPage(rows, { ...base, query, prefer: "odata.maxpagesize=2" });
    expect(first.value.map((r) => r.n)).toEqual([2, 4]);
    expect(first.nextLink).toBe("http://127.0.0.1:4020/api/v2.0/companies(1)/customers?$filter=even%20eq%20true&$skip=1&$top=3&api-version=a%20b&$skiptoken=2");
    const next = new URL(first.nextLink!);
    const second = queryPage(rows, { ...base, query: Object.fromEntries(next.searchParams), prefer: "odata.maxpagesize=2" });
    expect(second).toEqual({ value: [{ n: 6, even: true }] });
    expect(queryPage(rows, { ...base, query: {} })).toEqual({ value: rows });
    expect(queryPage(rows, { ...base, query: { $skiptoken: "6" }, prefer: "odata.maxpagesize=1" })).toEqual({ value: [rows[6]] });
    expect(queryPage(rows, { ...base, query: { $skiptoken: "9" } })).toEqual({ value: [] });
  });

  it("returns everything after $filter/$skip/$top without paging, and passes filter options", () => {
    const query = { $filter: "old eq 3", $skiptoken: "not read" };
    const page = queryPage(rows, { ...base, query, prefer: "odata.maxpagesize=1", paging: false, filter: { aliases: { old: "n" } } });
    expect(page).toEqual({ value: [{ n: 3, even: false }] });
  });

  it("refuses a $skiptoken it did not write, and bad $top/$skip/$filter", () => {
    for (const token of ["abc", "-2", "1.5"]) {
      refuses("$skiptoken", () => queryPage(rows, { ...base, query: { $skiptoken: token } }), `$skiptoken '${token}' is not a continuation token of this emulator; follow @odata.nextLink as-is.`);
    }
    refuses("$top", () => queryPage(rows, { ...base, query: { $top: "-1" } }), /\$top/);
    refuses("$filter", () => queryPage(rows, { ...base, query: { $filter: "n eq" } }), /Syntax error at position 4/);
  });

  it("round-trips opaque tokens and refuses others", () => {
    const state = { skip: 10, start: 1_767_225_600_000 };
    const token = encodeToken(state);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeToken(token)).toEqual(state);
    expect(decodeToken(undefined)).toBeUndefined();
    const valid = (s: Row) => Number.isInteger(s.skip) && typeof s.start === "number";
    expect(decodeToken<typeof state>(token, valid)?.skip).toBe(10);
    const message = "The $skiptoken is not valid; follow nextLink as returned.";
    refuses("$skiptoken", () => decodeToken(encodeToken({ skip: 1.5 }), valid), message);
    for (const bad of ["", "%ZZ", "not-a-token", encodeToken([1]), Buffer.from("null").toString("base64url"), Buffer.from('"x"').toString("base64url"), "x".repeat(100_000)]) {
      refuses("$skiptoken", () => decodeToken(bad), message);
    }
  });
});
