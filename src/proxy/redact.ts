/**
 * What a recording of live traffic must not keep: credentials (Authorization, cookies, the API keys the
 * contracts' security schemes name) and every field a contract marks secret (`writeOnly`, `x-secret`),
 * each replaced by a stand-in of the same kind, so that the recording still checks as the traffic did.
 */
import type { HarEntry, HarNameValue } from "../conform/har.js";
import { markedFields, type MarkRule, type Remover } from "../contract/marks.js";
import type { Contract, OperationMatch } from "../contract/validator.js";
import { isObject } from "../contract/views.js";

/** The stand-in of a secret: a string's, a credential's, a cookie's value. */
export const REDACTED = "REDACTED";

/** A secret value's stand-in, of the same JSON type ("REDACTED", 0, false, {} or []; null stays null). */
export function placeholder(value: unknown): unknown {
  if (typeof value === "number") return 0;
  if (typeof value === "boolean") return false;
  if (Array.isArray(value)) return [];
  if (value === null) return null;
  return typeof value === "object" ? {} : REDACTED;
}

/** The headers that carry credentials whatever the contract says (RFC 9110 11.6.2, 11.7.2; RFC 6265). */
const CREDENTIAL_HEADERS = new Set(["authorization", "proxy-authorization"]);

/** `Bearer abc` → `Bearer REDACTED`: the scheme stays (a check of the scheme still passes), the credentials go. */
const credential = (value: string) => {
  const scheme = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)[ \t]+\S/.exec(value.trim());
  return scheme ? `${scheme[1]} ${REDACTED}` : REDACTED;
};

/** `a=1; b=2` → `a=REDACTED; b=REDACTED` (the names stay). */
const cookies = (value: string) =>
  value
    .split(";")
    .map((pair) => {
      const eq = pair.indexOf("=");
      return eq < 0 ? pair : `${pair.slice(0, eq)}=${REDACTED}`;
    })
    .join(";");

/** `id=1; Path=/; HttpOnly` → `id=REDACTED; Path=/; HttpOnly` (the cookie's value only). */
const setCookie = (value: string) => {
  const end = value.indexOf(";");
  const [pair, rest] = end < 0 ? [value, ""] : [value.slice(0, end), value.slice(end)];
  const eq = pair.indexOf("=");
  return `${eq < 0 ? pair : `${pair.slice(0, eq)}=${REDACTED}`}${rest}`;
};

/**
 * The redaction of HAR entries against a set of contracts: one per proxy (its removers are made as
 * operations are met, and kept).
 */
export class Redactor {
  /** Lower-case header names and query parameter names of the contracts' API keys. */
  readonly #headerKeys = new Set<string>();
  readonly #queryKeys = new Set<string>();
  /** Per contract: its secret fields' removers, by operation pointer and side (`request`, or the response's key). */
  readonly #removers = new Map<Contract, { fields: ReturnType<typeof markedFields>; made: Map<string, Remover | undefined> }>();
  /** How many values the last body redaction replaced. */
  #replaced = 0;
  readonly #rule: MarkRule = {
    marks: ["writeOnly", "x-secret"],
    replace: (value) => {
      this.#replaced++;
      return placeholder(value);
    },
  };

  constructor(contracts: Iterable<Contract>) {
    for (const contract of contracts) {
      const components = isObject(contract.doc.components) ? contract.doc.components : {};
      for (const scheme of Object.values(isObject(components.securitySchemes) ? components.securitySchemes : {})) {
        if (!isObject(scheme) || scheme.type !== "apiKey" || typeof scheme.name !== "string") continue;
        if (scheme.in === "header") this.#headerKeys.add(scheme.name.toLowerCase());
        if (scheme.in === "query") this.#queryKeys.add(scheme.name);
      }
    }
  }

  /** A copy of `entry` without its credentials, and without the secret fields of the operation it was checked against. */
  entry(entry: HarEntry, routed?: { contract: Contract; match: OperationMatch }): HarEntry {
    const { request, response } = entry;
    const redacted: HarEntry = {
      ...entry,
      request: { ...request, url: this.#url(request.url), headers: request.headers?.map((h) => this.#requestHeader(h)) },
      response: { ...response, headers: response.headers?.map((h) => (h.name.toLowerCase() === "set-cookie" ? { name: h.name, value: setCookie(h.value) } : h)) },
    };
    if (request.queryString) redacted.request.queryString = request.queryString.map((q) => (this.#queryKeys.has(q.name) ? { name: q.name, value: REDACTED } : q));
    if (!routed) return redacted;
    const operation = routed.contract.deref(routed.match.pointer)?.value;
    const text = request.postData?.text;
    if (text !== undefined) {
      const body = this.#body(text, routed.contract, `${routed.match.pointer} request`, () => operation?.requestBody);
      if (body !== text) redacted.request.postData = { ...request.postData, text: body };
    }
    const content = response.content;
    if (content?.text !== undefined && content.encoding === undefined) {
      const responses = isObject(operation?.responses) ? operation.responses : {};
      const status = String(response.status);
      const key = [status, `${status[0]}XX`, `${status[0]}xx`, "default"].find((k) => Object.hasOwn(responses, k));
      if (key !== undefined) {
        const body = this.#body(content.text, routed.contract, `${routed.match.pointer} ${key}`, () => responses[key]);
        if (body !== content.text) redacted.response.content = { ...content, text: body };
      }
    }
    return redacted;
  }

  #requestHeader(h: HarNameValue): HarNameValue {
    const name = h.name.toLowerCase();
    if (CREDENTIAL_HEADERS.has(name)) return { name: h.name, value: credential(h.value) };
    if (name === "cookie") return { name: h.name, value: cookies(h.value) };
    return this.#headerKeys.has(name) ? { name: h.name, value: REDACTED } : h;
  }

  /** The URL with the values of API key query parameters replaced (the rest of it byte for byte). */
  #url(url: string): string {
    const q = url.indexOf("?");
    if (q < 0 || this.#queryKeys.size === 0) return url;
    const hash = url.indexOf("#", q);
    const query = url.slice(q + 1, hash < 0 ? undefined : hash);
    const pairs = query.split("&").map((pair) => {
      const eq = pair.indexOf("=");
      const name = new URLSearchParams(`${eq < 0 ? pair : pair.slice(0, eq)}=`).keys().next().value;
      return name !== undefined && this.#queryKeys.has(name) ? `${pair.slice(0, eq < 0 ? undefined : eq)}=${REDACTED}` : pair;
    });
    return `${url.slice(0, q + 1)}${pairs.join("&")}${hash < 0 ? "" : url.slice(hash)}`;
  }

  /** A JSON body's text with its secret fields replaced, or the text as it was (nothing secret in it, or no JSON). */
  #body(text: string, contract: Contract, key: string, holder: () => unknown): string {
    let entry = this.#removers.get(contract);
    if (!entry) this.#removers.set(contract, (entry = { fields: markedFields(contract.doc, this.#rule), made: new Map() }));
    if (!entry.made.has(key)) entry.made.set(key, entry.fields.content(holder()));
    const remover = entry.made.get(key);
    if (!remover) return text;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return text;
    }
    this.#replaced = 0;
    remover(value);
    return this.#replaced > 0 ? JSON.stringify(value) : text;
  }
}
