/**
 * What a recording of live traffic must not keep: credentials (Authorization, cookies, the API keys the
 * contracts' security schemes name) and every field a contract marks secret (`writeOnly`, `x-secret`),
 * each replaced by a stand-in of the same kind, so that the recording still checks as the traffic did.
 */
import type { HarEntry, HarNameValue } from "../conform/har.js";
import { markedFields, type MarkRule, type Remover } from "../contract/marks.js";
import type { Contract, Finding, OperationMatch } from "../contract/validator.js";
import { type FieldMark, hasFlag, isObject, type Json, resolveLocal } from "../contract/views.js";

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

/** A redacted entry, and how to scrub the redacted values out of a message about the exchange. */
export interface Redacted {
  entry: HarEntry;
  /** `text` with every redacted value (as a message quotes it, whole or cut) replaced. */
  scrub(text: string): string;
}

/**
 * The redaction of HAR entries against a set of contracts: one per proxy (its removers are made as
 * operations are met, and kept). A redacted entry lists where it was redacted (`_redacted`) and the
 * findings of the exchange at those places (`_redactedFindings`, scrubbed), which conform takes instead of
 * checking the stand-ins: it agrees with what the proxy saw, a secret that broke its schema included.
 * Bodies lose the secret fields of the operation's schema, and, where the body does not fit that schema
 * (a member in the wrong place, a path without the method), every member named as a contract names a
 * secret field (or a map of secrets): a body that breaks its schema still keeps none.
 */
export class Redactor {
  /** Lower-case header names and query parameter names of the contracts' API keys. */
  readonly #headerKeys = new Set<string>();
  readonly #queryKeys = new Set<string>();
  /** Per contract: its secret fields' removers, by operation pointer and side (`request`, or the response's key). */
  readonly #removers = new Map<Contract, { fields: ReturnType<typeof markedFields>; made: Map<string, Remover | undefined> }>();
  /** The names of the contracts' secret members, and of their members that are maps of secrets (a secret volume). */
  readonly #secretNames = new Set<string>();
  readonly #secretMaps = new Set<string>();
  /** The places and the values replaced by the redaction going on. */
  #places = new Set<string>();
  #values: string[] = [];
  readonly #rule: MarkRule = {
    marks: ["writeOnly", "x-secret"],
    replace: (value, at) => {
      if (at !== undefined) this.#places.add(at);
      this.#values.push(JSON.stringify(value) ?? "");
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
      this.#namesOf(contract.doc as Json);
    }
  }

  /** The names of the members a document marks secret, anywhere in it. */
  #namesOf(doc: Json): void {
    const marks: FieldMark[] = ["writeOnly", "x-secret"];
    const secret = (schema: Json | undefined) => marks.some((mark) => hasFlag(doc, schema, mark));
    const seen = new Set<object>();
    const walk = (node: Json | undefined) => {
      if (typeof node !== "object" || node === null || seen.has(node)) return;
      seen.add(node);
      if (!Array.isArray(node) && isObject(node.properties)) {
        for (const [name, sub] of Object.entries(node.properties)) {
          if (secret(sub)) this.#secretNames.add(name);
          const resolved = isObject(sub) && typeof sub.$ref === "string" ? resolveLocal(doc, sub.$ref) : sub;
          if (isObject(resolved) && isObject(resolved.additionalProperties) && secret(resolved.additionalProperties)) this.#secretMaps.add(name);
        }
      }
      for (const child of Array.isArray(node) ? node : Object.values(node)) walk(child);
    };
    walk(doc);
  }

  /**
   * A copy of `entry` without its credentials, and without the secret fields of the operation it was
   * checked against (`routed`), with the exchange's `findings` at the redacted places.
   */
  entry(entry: HarEntry, routed?: { contract: Contract; match: OperationMatch }, findings: readonly Finding[] = []): Redacted {
    this.#places = new Set();
    this.#values = [];
    const { request, response } = entry;
    const out: HarEntry = {
      ...entry,
      request: { ...request, url: this.#url(request.url), headers: request.headers?.map((h) => this.#requestHeader(h)) },
      response: { ...response, headers: response.headers?.map((h) => this.#responseHeader(h)) },
    };
    if (request.queryString) out.request.queryString = request.queryString.map((q) => (this.#queryKeys.has(q.name) ? { name: q.name, value: REDACTED } : q));
    if (routed) {
      const operation = routed.contract.deref(routed.match.pointer)?.value;
      const text = request.postData?.text;
      if (text !== undefined) {
        const body = this.#body(
          text,
          "/request/body",
          this.#remover(routed.contract, `${routed.match.pointer} request`, () => operation?.requestBody),
        );
        if (body !== text) out.request.postData = { ...request.postData, text: body };
      }
      const content = response.content;
      if (content?.text !== undefined && content.encoding === undefined) {
        const responses = isObject(operation?.responses) ? operation.responses : {};
        const status = String(response.status);
        const key = [status, `${status[0]}XX`, `${status[0]}xx`, "default"].find((k) => Object.hasOwn(responses, k));
        const remover = key === undefined ? undefined : this.#remover(routed.contract, `${routed.match.pointer} ${key}`, () => responses[key]);
        const body = this.#body(content.text, "/response/body", remover);
        if (body !== content.text) out.response.content = { ...content, text: body };
      }
    } else {
      // no operation to read the bodies by: the secret members by name
      const text = request.postData?.text;
      if (text !== undefined) {
        const body = this.#body(text, "/request/body", undefined);
        if (body !== text) out.request.postData = { ...request.postData, text: body };
      }
      const content = response.content;
      if (content?.text !== undefined && content.encoding === undefined) {
        const body = this.#body(content.text, "/response/body", undefined);
        if (body !== content.text) out.response.content = { ...content, text: body };
      }
    }
    const values = [...new Set(this.#values.filter((v) => v.length > 2))];
    // a message quotes a value as JSON, cut after 57 characters (src/contract/messages.ts `show`)
    const quoted = values.flatMap((v) => (v.length > 60 ? [v, v.slice(0, 57)] : [v])).sort((a, b) => b.length - a.length);
    const scrub = (text: string) => quoted.reduce((t, v) => t.replaceAll(v, `"${REDACTED}"`), text);
    const places = [...new Set(this.#places)];
    if (places.length > 0) {
      out._redacted = places;
      const at = findings.filter((f) => places.some((p) => f.pointer === p || f.pointer.startsWith(`${p}/`)));
      if (at.length > 0) out._redactedFindings = at.map((f) => ({ ...f, message: scrub(f.message) }));
    }
    return { entry: out, scrub };
  }

  /** A value replaced at `place`: the stand-in, the value kept for scrubbing. */
  #redact(place: string, value: string, standIn: string): string {
    this.#places.add(place);
    this.#values.push(JSON.stringify(value));
    return standIn;
  }

  #requestHeader(h: HarNameValue): HarNameValue {
    const name = h.name.toLowerCase();
    const at = `/request/header/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    if (CREDENTIAL_HEADERS.has(name)) return { name: h.name, value: this.#redact(at, h.value, credential(h.value)) };
    if (name === "cookie") {
      this.#places.add("/request/cookie");
      return { name: h.name, value: this.#redact(at, h.value, cookies(h.value)) };
    }
    return this.#headerKeys.has(name) ? { name: h.name, value: this.#redact(at, h.value, REDACTED) } : h;
  }

  #responseHeader(h: HarNameValue): HarNameValue {
    return h.name.toLowerCase() === "set-cookie" ? { name: h.name, value: this.#redact("/response/header/set-cookie", h.value, setCookie(h.value)) } : h;
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
      if (name === undefined || !this.#queryKeys.has(name)) return pair;
      const value = eq < 0 ? "" : (new URLSearchParams(`x=${pair.slice(eq + 1)}`).get("x") ?? "");
      return `${pair.slice(0, eq < 0 ? undefined : eq)}=${this.#redact(`/request/query/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`, value, REDACTED)}`;
    });
    return `${url.slice(0, q + 1)}${pairs.join("&")}${hash < 0 ? "" : url.slice(hash)}`;
  }

  /** The remover of a contract's secret fields for a body (`key`: its operation and side), made once. */
  #remover(contract: Contract, key: string, holder: () => unknown): Remover | undefined {
    let entry = this.#removers.get(contract);
    if (!entry) this.#removers.set(contract, (entry = { fields: markedFields(contract.doc, this.#rule), made: new Map() }));
    if (!entry.made.has(key)) entry.made.set(key, entry.fields.content(holder()));
    return entry.made.get(key);
  }

  /**
   * A JSON body's text (at `base` in the exchange) with its secret fields replaced (by the schema's
   * `remover`, then by name), or the text as it was (nothing secret in it, or no JSON).
   */
  #body(text: string, base: string, remover: Remover | undefined): string {
    if (this.#secretNames.size === 0 && this.#secretMaps.size === 0 && !remover) return text;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return text;
    }
    const before = this.#values.length;
    remover?.(value, base);
    this.#byName(value, base);
    return this.#values.length > before ? JSON.stringify(value) : text;
  }

  /** Replace, below `at`, the members named as the contracts name secrets (those not replaced already). */
  #byName(value: unknown, at: string): void {
    const replace = this.#rule.replace!;
    if (Array.isArray(value)) value.forEach((item, i) => this.#byName(item, `${at}/${i}`));
    else if (isObject(value)) {
      for (const key of Object.keys(value)) {
        const here = `${at}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
        if (this.#places.has(here)) continue;
        const member = value[key];
        if (this.#secretNames.has(key)) value[key] = replace(member, here) as Json;
        else if (this.#secretMaps.has(key) && isObject(member)) {
          for (const name of Object.keys(member)) {
            const place = `${here}/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`;
            if (!this.#places.has(place)) member[name] = replace(member[name], place) as Json;
          }
        } else this.#byName(member, here);
      }
    }
  }
}
