/**
 * HAR 1.2 conformance: read recorded HTTP exchanges and check each one against the contracts.
 *
 * An entry is routed to the API whose operation matches its URL path; when no operation matches, to a
 * top-level webhook (deliveries recorded at the receiver). Two custom entry fields override the
 * routing: `_api` (a registry key such as `webhooks@v2.0`) and `_webhook` (a webhook name).
 * With `onlyServed`, an entry no contract serves (its URL matches no server URL and no path template,
 * and it names no API or webhook) is skipped: a browser's recording holds other hosts too.
 */
import { readFileSync } from "node:fs";
import { serverPath } from "../contract/servers.js";
import { type Contract, type Finding, type HttpRequest, type HttpResponse, type Lookup, type OperationMatch, splitUrl } from "../contract/validator.js";

export interface HarNameValue {
  name: string;
  value: string;
}

export interface HarEntry {
  request: {
    method: string;
    url: string;
    headers?: HarNameValue[];
    queryString?: HarNameValue[];
    postData?: { mimeType?: string; text?: string };
    /** Bytes of the body sent; more than 0 with no `postData.text`: the recorder did not keep the body. */
    bodySize?: number;
  };
  response: {
    status: number;
    headers?: HarNameValue[];
    content?: { mimeType?: string; size?: number; text?: string; encoding?: string };
  };
  /** Registry key of the API this entry belongs to (overrides routing by path). */
  _api?: string;
  /** Name of the webhook this entry is a delivery of. */
  _webhook?: string;
  /**
   * JSON pointers (into the exchange: `/request/header/authorization`, `/request/body/password`) of the
   * values a recorder replaced with stand-ins (credentials, secret fields), and what was wrong with those
   * values when it saw them: the check of the entry takes these findings for those places, not its own.
   */
  _redacted?: string[];
  _redactedFindings?: Finding[];
}

export interface Har {
  log: { entries: HarEntry[] };
}

export interface EntryResult {
  /** Position in `log.entries`, from 0; the label shows it from 1 (`#1` is the first entry). */
  index: number;
  /** `#3 POST /api/v2.0/subscriptions → 201` */
  label: string;
  /** Registry key (or contract name) of the API the entry was checked against. */
  api?: string;
  operationId?: string;
  /** Webhook name when the entry is a webhook delivery. */
  webhook?: string;
  /** Set when `onlyServed` skipped the entry: no contract serves its address (it has no findings). */
  skipped?: true;
  findings: Finding[];
}

/** The input is not a usable HAR document; the message says what is wrong. */
export class HarError extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function nameValues(v: unknown, where: string): void {
  if (v === undefined) return;
  if (!Array.isArray(v) || !v.every((h) => isObject(h) && typeof h.name === "string" && typeof h.value === "string")) {
    throw new HarError(`${where} must be a list of { name, value } strings`);
  }
}

/** Check the shape of a parsed HAR document, throwing a HarError that names the first problem. */
export function toHar(value: unknown, source = "HAR input"): Har {
  if (!isObject(value) || !isObject(value.log)) throw new HarError(`${source}: not a HAR file (no "log" object)`);
  const entries = value.log.entries;
  if (!Array.isArray(entries)) throw new HarError(`${source}: log.entries is missing or not a list`);
  entries.forEach((entry: unknown, i) => {
    const at = `${source}: entry #${i + 1}`;
    if (!isObject(entry)) throw new HarError(`${at} is not an object`);
    const { request, response } = entry;
    if (!isObject(request)) throw new HarError(`${at} has no request`);
    if (typeof request.method !== "string" || request.method === "") throw new HarError(`${at}: request.method is missing`);
    if (typeof request.url !== "string" || request.url === "") throw new HarError(`${at}: request.url is missing`);
    nameValues(request.headers, `${at}: request.headers`);
    nameValues(request.queryString, `${at}: request.queryString`);
    if (request.postData !== undefined && !isObject(request.postData)) throw new HarError(`${at}: request.postData is not an object`);
    if (!isObject(response)) throw new HarError(`${at} has no response`);
    if (typeof response.status !== "number") throw new HarError(`${at}: response.status is missing or not a number`);
    nameValues(response.headers, `${at}: response.headers`);
    if (response.content !== undefined && !isObject(response.content)) throw new HarError(`${at}: response.content is not an object`);
    for (const field of ["_api", "_webhook"]) {
      if (entry[field] !== undefined && typeof entry[field] !== "string") throw new HarError(`${at}: ${field} must be a string`);
    }
    const redacted = entry._redacted;
    if (redacted !== undefined && (!Array.isArray(redacted) || !redacted.every((p) => typeof p === "string"))) throw new HarError(`${at}: _redacted must be a list of JSON pointers`);
    const found = entry._redactedFindings;
    if (found !== undefined && (!Array.isArray(found) || !found.every((f) => isObject(f) && ["pointer", "rule", "message"].every((k) => typeof f[k] === "string")))) {
      throw new HarError(`${at}: _redactedFindings must be a list of { pointer, rule, message } strings`);
    }
  });
  return value as unknown as Har;
}

/** Parse HAR text (JSON). */
export function parseHar(text: string, source = "HAR input"): Har {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new HarError(`${source} is not JSON: ${(err as Error).message}`);
  }
  return toHar(value, source);
}

/** Read and parse a HAR file. */
export function readHar(file: string): Har {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    const reason = (err as Error).message.replace(/^[A-Z]+: /, "").replace(/, \w+ '.*'$/, "");
    throw new HarError(`cannot read ${file}: ${reason}`);
  }
  return parseHar(text, file);
}

/** The HTTP exchange recorded in an entry, in the form the contract validator takes. */
export function toExchange(entry: HarEntry): { request: HttpRequest; response: HttpResponse } {
  const { request: req, response: res } = entry;
  let url = req.url;
  if (!url.includes("?") && req.queryString?.length) {
    // the values are decoded: a "," or "|" in one is sent as the list delimiter it most often was (a style splits before it decodes)
    url += `?${new URLSearchParams(req.queryString.map((q) => [q.name, q.value])).toString().replace(/%2C/g, ",").replace(/%7C/g, "|")}`;
  }
  const pairs = (list: HarNameValue[] | undefined) => (list ?? []).filter((h) => !h.name.startsWith(":")).map((h) => [h.name, h.value] as const);
  const content = res.content;
  const body = content?.text !== undefined && content.encoding === "base64" ? Buffer.from(content.text, "base64").toString("utf8") : content?.text;
  return {
    request: {
      method: req.method.toUpperCase(),
      url,
      headers: pairs(req.headers),
      body: req.postData?.text,
      mimeType: req.postData?.mimeType,
      // a body sent but not kept (over a recorder's limit): its checks are skipped, as a response's are
      bodyUnknown: req.postData?.text === undefined && (req.bodySize ?? 0) > 0,
    },
    response: {
      status: res.status,
      headers: pairs(res.headers),
      body,
      mimeType: content?.mimeType,
      // HAR leaves `text` out when the recorder did not keep the body; size > 0 says there was one
      bodyUnknown: content?.text === undefined && (content?.size ?? 0) > 0,
    },
  };
}

type Contracts = Record<string, Contract> | ReadonlyMap<string, Contract>;

/** Where an entry's method and path lead in a contract (Contract.locate), asked once per contract and entry. */
type LookupOf = (contract: Contract) => Lookup;

/** Route an entry to a contract and an operation or webhook, or say why none fits. */
function route(entry: HarEntry, contracts: Array<[string, Contract]>, lookup: LookupOf): { key: string; contract: Contract; match: OperationMatch } | Finding {
  const { method, url } = entry.request;
  const { path } = splitUrl(url);
  const loaded = contracts.map(([k]) => k).join(", ") || "none";
  let candidates = contracts;
  if (entry._api !== undefined) {
    candidates = contracts.filter(([k]) => k === entry._api);
    if (candidates.length === 0) return { pointer: "/request", rule: "operation", message: `the entry names _api "${entry._api}", which is not loaded (loaded: ${loaded})` };
  }
  const where = candidates.map(([k]) => k).join(", ");
  if (entry._webhook !== undefined) {
    for (const [key, contract] of candidates) {
      const match = contract.matchWebhook(method, url, entry._webhook);
      if (match) return { key, contract, match };
    }
    return { pointer: "/request", rule: "operation", message: `no ${method.toUpperCase()} webhook "${entry._webhook}" in ${where}` };
  }
  let best: { key: string; contract: Contract; match: OperationMatch } | undefined;
  let known: string | undefined;
  for (const [key, contract] of candidates) {
    const found = lookup(contract);
    if (found.match && (!best || (best.match.via === "fallback" && found.match.via !== "fallback"))) best = { key, contract, match: found.match };
    if (!found.match && found.template && !known) known = `${method.toUpperCase()} is not an operation of ${found.template} in ${key} (it has ${found.methods?.join(", ")})`;
  }
  if (best && (best.match.via !== "fallback" || !known)) return best;
  if (known) return { pointer: "/request", rule: "operation", message: known };
  for (const [key, contract] of candidates) {
    const match = contract.matchWebhook(method, url);
    if (match) return { key, contract, match };
  }
  return { pointer: "/request", rule: "operation", message: `no operation or webhook of ${where} matches ${method.toUpperCase()} ${path}` };
}

/**
 * A pattern for the addresses a server URL names: its origin (any scheme) and base path, each variable one
 * host label or path segment; a leading variable (`{endpoint}/vendordocs`) or a relative URL stands for
 * any origin. None when it would name every address (no path, and no literal host).
 */
function serverAddress(url: string): RegExp | undefined {
  const pattern = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
  const path = serverPath(url);
  const host = /^(?:[a-z][a-z0-9+.-]*:)?\/\/([^/?#]+)/i.exec(url)?.[1];
  const literalHost = host !== undefined && host.replace(/\{[^}]+\}/g, "") !== "";
  if (!literalHost && path === "") return undefined;
  const origin = host === undefined ? "[^/]+" : pattern(host);
  return new RegExp(`^[a-z][a-z0-9+.-]*://${origin}${pattern(path)}(?=[/?#]|$)`, "i");
}

/**
 * Whether one of the contracts serves the entry: it names its API or webhook (`_api`, `_webhook`), its
 * URL starts with a server URL of a contract, or its path is one of a contract's path templates (as is,
 * or after a server's base path; a path met only by dropping its leading segments does not count).
 */
function servedBy(entry: HarEntry, contracts: Array<[string, Contract]>, servers: Map<Contract, RegExp[]>, lookup: LookupOf): boolean {
  if (entry._api !== undefined || entry._webhook !== undefined) return true;
  const { url } = entry.request;
  return contracts.some(([, contract]) => {
    if (servers.get(contract)?.some((re) => re.test(url))) return true;
    const found = lookup(contract);
    const via = found.match?.via ?? ("via" in found ? found.via : undefined);
    return (found.match !== undefined || found.template !== undefined) && via !== "fallback";
  });
}

/** How many addresses an entry checker keeps the routing of. */
const ROUTES = 1000;

/** An entry's result, and the contract and operation it was checked against (none when skipped or unrouted). */
export interface EntryCheck {
  result: EntryResult;
  routed?: { key: string; contract: Contract; match: OperationMatch };
}

/**
 * How each entry is checked against the contracts (keyed by registry key): what checkHar does to every
 * entry of a document, for one entry at a time (the proxy checks each exchange as it passes). With
 * `onlyServed`, an entry no contract serves comes back `skipped`, unchecked.
 */
export function entryChecker(contracts: Contracts, options: { onlyServed?: boolean } = {}): (entry: HarEntry, index: number) => EntryCheck {
  const list = contracts instanceof Map ? [...contracts.entries()] : Object.entries(contracts as Record<string, Contract>);
  const servers = new Map(
    list.map(([, contract]) => {
      const servers: unknown[] = Array.isArray(contract.doc.servers) ? contract.doc.servers : [];
      const urls = servers.map((s) => (s as { url?: unknown } | null)?.url).filter((url): url is string => typeof url === "string");
      return [contract, urls.map(serverAddress).filter((re): re is RegExp => re !== undefined)] as const;
    }),
  );
  /**
   * Where an entry goes, decided by its method and URL alone (and its `_api`, `_webhook`): whether a
   * contract serves it, and the operation or the finding. Kept for the last ROUTES addresses without
   * `_api` and `_webhook`: live traffic asks for the same addresses again and again, and routing over
   * every contract cost the proxy a quarter of its CPU on a read (GET a customer: 326 µs per exchange
   * without, 236 µs with, the same run).
   */
  const routes = new Map<string, { served: boolean; routed?: ReturnType<typeof route> }>();
  const routing = (entry: HarEntry): { served: boolean; routed?: ReturnType<typeof route> } => {
    const { method, url } = entry.request;
    const plain = entry._api === undefined && entry._webhook === undefined;
    const key = `${method} ${url}`;
    const kept = plain ? routes.get(key) : undefined;
    if (kept) return kept;
    const { path } = splitUrl(url);
    const lookups = new Map<Contract, Lookup>();
    const lookup: LookupOf = (contract) => {
      let found = lookups.get(contract);
      if (!found) lookups.set(contract, (found = contract.locate(method, path)));
      return found;
    };
    const served = !options.onlyServed || servedBy(entry, list, servers, lookup);
    const decided = { served, routed: served ? route(entry, list, lookup) : undefined };
    if (plain) {
      if (routes.size >= ROUTES) routes.delete(routes.keys().next().value as string);
      routes.set(key, decided);
    }
    return decided;
  };
  return (entry, index) => {
    const { request, response } = toExchange(entry);
    const label = `#${index + 1} ${request.method} ${splitUrl(request.url).path} → ${response.status}`;
    const { served, routed } = routing(entry);
    if (!served || !routed) return { result: { index, label, skipped: true, findings: [] } };
    if (!("match" in routed)) return { result: { index, label, findings: [routed] } };
    const { key, contract, match } = routed;
    const checked = contract.validateExchange(request, response, match).findings;
    // what the recorder found at the places it redacted stands for what the stand-ins give
    const redacted = entry._redacted ?? [];
    const findings = redacted.length === 0 ? checked : [...checked.filter((f) => !redacted.some((p) => f.pointer === p || f.pointer.startsWith(`${p}/`))), ...(entry._redactedFindings ?? [])];
    return {
      result: {
        index,
        label,
        api: key,
        operationId: match.operationId,
        ...(match.kind === "webhook" ? { webhook: match.template } : {}),
        findings,
      },
      routed,
    };
  };
}

/**
 * Check every entry of a HAR document against the contracts (keyed by registry key). With `onlyServed`,
 * an entry no contract serves comes back `skipped`, unchecked.
 */
export function checkHar(har: Har | unknown, contracts: Contracts, options: { onlyServed?: boolean } = {}): EntryResult[] {
  const check = entryChecker(contracts, options);
  return toHar(har).log.entries.map((entry, index) => check(entry, index).result);
}
