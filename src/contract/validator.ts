/**
 * A contract: one bundled OpenAPI 3.1 document that finds the operation of an exchange and says whether the exchange honours it, as findings
 * `{ pointer, rule, message }`. It joins the parts of the contract layer (routing, params/, security, bodies, schemas, messages).
 */
import { readFileSync } from "node:fs";
import { type BodyPlan, checkBody } from "./bodies.js";
import {
  ContractError,
  esc,
  type Finding,
  headerMap,
  type HttpRequest,
  type HttpResponse,
  isObject,
  type JsonObject,
  type Located,
  type OperationMatch,
  type Pairs,
  percentDecode,
  splitUrl,
  unesc,
} from "./exchange.js";
import { type OperationPlan, planOperation } from "./operations.js";
import { decodeParam, type ParamPlan } from "./params/parameter.js";
import { headerSent, SentValues } from "./params/sent.js";
import type { Sent } from "./params/shape.js";
import { type LocateOptions, type Lookup, operationMatch, operationsAt, Routes, type RoutingOptions, routingOf } from "./routing.js";
import { SchemaChecker } from "./schemas.js";
import { checkSecurity } from "./security.js";
import type { ViewKind } from "./views.js";

export {
  ContractError,
  esc,
  type Finding,
  type HeaderInput,
  type HttpRequest,
  type HttpResponse,
  type OperationMatch,
  type ParsedQuery,
  parseQuery,
  splitUrl,
} from "./exchange.js";
export { compareRank, type LocateOptions, type Lookup, type RoutingOptions, routingOf, templateRank } from "./routing.js";

export class Contract {
  readonly doc: JsonObject;
  /** A name for messages: the registry key when given, else `info.title`. */
  readonly name: string;
  /** How its paths are matched (which templates ignore the case of their literal segments). */
  readonly routing: RoutingOptions;
  private readonly routes: Routes;
  private readonly schemas: SchemaChecker;
  /** Every operation (paths, then webhooks), and its plan by operation pointer. */
  private readonly operations: OperationMatch[];
  private readonly plans = new Map<string, OperationPlan>();

  constructor(doc: unknown, name?: string, options: RoutingOptions = {}) {
    if (!isObject(doc) || typeof doc.openapi !== "string") throw new ContractError(`${name ?? "document"} is not an OpenAPI document (no "openapi" field)`);
    this.doc = doc;
    const info = isObject(doc.info) ? doc.info : {};
    this.name = name ?? (typeof info.title === "string" ? info.title : "contract");
    const deref = (pointer: string) => this.deref(pointer);
    this.routing = options;
    this.routes = new Routes(doc, deref, options);
    this.schemas = new SchemaChecker(doc, this.name, deref);
    const hooks = isObject(doc.webhooks) ? Object.keys(doc.webhooks) : [];
    this.operations = [
      ...this.routes.operations(),
      ...hooks.flatMap((hook) => [...operationsAt(deref, `/webhooks/${esc(hook)}`)].map(([method, op]) => operationMatch("webhook", method, hook, op, {}))),
    ];
    for (const op of this.operations) this.plans.set(op.pointer, planOperation(doc, deref, op.pointer));
  }

  /** Load a bundled document from a JSON file. */
  static fromFile(file: string, name?: string, options?: RoutingOptions): Contract {
    let doc: unknown;
    try {
      doc = JSON.parse(readFileSync(file, "utf8"));
    } catch (err) {
      throw new ContractError(`cannot load ${file}: ${(err as Error).message}`);
    }
    return new Contract(doc, name, options);
  }

  /** The value at a JSON pointer of the document, following `$ref`s (at most 32); undefined when absent. */
  deref(pointer: string): Located | undefined {
    let current = pointer;
    for (let hops = 0; hops < 32; hops++) {
      let node: unknown = this.doc;
      for (const raw of current.split("/").slice(1)) {
        const key = unesc(raw);
        node = Array.isArray(node) ? node[Number(key)] : isObject(node) ? node[key] : undefined;
      }
      if (!isObject(node)) return undefined;
      if (typeof node.$ref !== "string" || !node.$ref.startsWith("#")) return { value: node, pointer: current };
      current = percentDecode(node.$ref.slice(1));
    }
    return undefined;
  }

  /** Every operation of `paths`, then every operation of `webhooks`. */
  listOperations(): OperationMatch[] {
    return this.operations.map((op) => ({ ...op, pathParams: {} }));
  }

  /** Find the operation for a method and a path (or absolute URL, with or without query string). */
  matchOperation(method: string, path: string): OperationMatch | undefined {
    return this.routes.locate(method, path).match;
  }

  /** Like matchOperation, but says which methods the path has when the method is not one of them (see routing.ts). */
  locate(method: string, url: string, options?: LocateOptions): Lookup {
    return this.routes.locate(method, url, options);
  }

  /**
   * Find a webhook of the top-level `webhooks` section. A name hint wins; otherwise the webhook with
   * this method whose required query parameters are all present, preferring the one with most of them.
   */
  matchWebhook(method: string, url: string, hint?: string): OperationMatch | undefined {
    const m = method.toUpperCase();
    const present = new Set(splitUrl(url).query.map(([n]) => n));
    let best: { match: OperationMatch; score: number } | undefined;
    for (const match of this.operations) {
      if (match.kind !== "webhook" || match.method !== m || (hint !== undefined && match.template !== hint)) continue;
      const required = this.planOf(match.pointer).params.filter((p) => p.in === "query" && p.required);
      if (hint === undefined && !required.every((p) => present.has(p.name))) continue;
      if (!best || required.length > best.score) best = { match: { ...match, pathParams: {} }, score: required.length };
    }
    return best?.match;
  }

  /** Check the request half of an exchange: parameters, body, credentials (not required when `status` is 401). */
  validateRequest(request: HttpRequest, options: { match?: OperationMatch; status?: number } = {}): Finding[] {
    const match = options.match ?? this.matchOperation(request.method, request.url);
    if (!match) return [this.noOperation(request)];
    const headers = headerMap(request.headers);
    const { query, rawQuery } = splitUrl(request.url);
    const findings = this.parameterFindings(match, headers, query, rawQuery);
    if (!request.bodyUnknown) findings.push(...checkBody(this.schemas, "request", this.planOf(match.pointer).body, request, headers));
    if (options.status !== 401) findings.push(...checkSecurity(this.planOf(match.pointer).security, this.describe(match), headers, query));
    return findings;
  }

  /** The credentials of a request alone: whether it sent those of one alternative of the operation's security requirements. */
  validateCredentials(request: Omit<HttpRequest, "body">, match: OperationMatch): Finding[] {
    return checkSecurity(this.planOf(match.pointer).security, this.describe(match), headerMap(request.headers), splitUrl(request.url).query);
  }

  /** The parameters of a request alone (path, query, header, cookie), for a request whose body is not read yet. */
  validateParameters(request: Omit<HttpRequest, "body">, match: OperationMatch): Finding[] {
    const { query, rawQuery } = splitUrl(request.url);
    return this.parameterFindings(match, headerMap(request.headers), query, rawQuery);
  }

  /** The body of a request alone: its media type and its value against the operation's request body. */
  validateBody(request: HttpRequest, match: OperationMatch): Finding[] {
    return checkBody(this.schemas, "request", this.planOf(match.pointer).body, request, headerMap(request.headers));
  }

  /** What an operation accepts as a body (its declared content by media type), and whether it declares a 415: its plan, made once. */
  requestBodyRule(match: OperationMatch): { plan: BodyPlan; declares415: boolean } {
    const plan = this.planOf(match.pointer);
    return { plan: plan.body, declares415: plan.responses.has("415") };
  }

  /** Check the response half of an exchange against the operation's declared responses. */
  validateResponse(response: HttpResponse, match: OperationMatch): Finding[] {
    const { responses } = this.planOf(match.pointer);
    const status = String(response.status);
    const key = [status, `${status[0]}XX`, `${status[0]}xx`, "default"].find((k) => responses.has(k));
    if (key === undefined) {
      const declared = [...responses.keys()].join(", ") || "none";
      return [{ pointer: "/response/status", rule: "status", message: `status ${status} is not declared for ${this.describe(match)} (declared: ${declared})` }];
    }
    const plan = responses.get(key);
    if (!plan) return [];
    const findings: Finding[] = [];
    const headers = headerMap(response.headers);
    for (const header of plan.headers) {
      const values = headers.get(header.name.toLowerCase());
      if (!values) {
        if (header.required) findings.push({ pointer: header.base, rule: "required", message: `${header.subject} is required for status ${status}` });
        continue;
      }
      findings.push(...this.checkParam(header, headerSent(header.name, values), "response"));
    }
    if (match.method !== "HEAD" && !response.bodyUnknown) findings.push(...checkBody(this.schemas, "response", plan.body, response, headers, status));
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

  /**
   * Validate a value against a named component schema (for component-only documents, whose schemas no
   * operation carries). `view` picks the request view (what a client sends) or the response view.
   * Findings are rooted at the value: `/properties/path`.
   */
  validateSchema(schemaName: string, value: unknown, view: ViewKind = "request"): Finding[] {
    const pointer = `/components/schemas/${esc(schemaName)}`;
    if (!this.deref(pointer)) throw new ContractError(`${this.name}: no schema components.schemas.${schemaName}`);
    return this.schemas.check(view, pointer, value, "", schemaName, "");
  }

  // ---------------------------------------------------------------------------------------------

  /** The plan of the operation at `pointer` (one the document lists, or worked out for an operation given by hand). */
  private planOf(pointer: string): OperationPlan {
    return this.plans.get(pointer) ?? planOperation(this.doc, (p) => this.deref(p), pointer);
  }

  private parameterFindings(match: OperationMatch, headers: Map<string, string[]>, query: Pairs, rawQuery: string): Finding[] {
    const sent = new SentValues({ pathParams: match.pathParams, rawPathParams: match.rawPathParams, rawQuery, query, headers });
    const findings: Finding[] = [];
    for (const param of this.planOf(match.pointer).params) findings.push(...this.checkParam(param, sent.of(param.name, param.in), "request"));
    return findings;
  }

  /**
   * A parameter's or header's findings: required and not sent, not readable in its style, or against its schema. A schema that allows
   * several shapes (anyOf an array and a string, ...) is met when the text read as any of them passes; else the first shape's findings.
   */
  private checkParam(param: ParamPlan, sent: Sent, side: ViewKind): Finding[] {
    const decoded = decodeParam(param, sent);
    if (decoded === undefined) return param.required ? [{ pointer: param.base, rule: "required", message: `${param.subject} is required` }] : [];
    const findings = "finding" in decoded ? [decoded.finding] : this.checkValue(param, decoded.value, side);
    for (let i = 1; findings.length > 0 && i < param.shapes.length; i++) {
      const other = decodeParam(param, sent, param.shapes[i]);
      if (other && "value" in other && this.checkValue(param, other.value, side).length === 0) return [];
    }
    return findings;
  }

  private checkValue(param: ParamPlan, value: unknown, side: ViewKind): Finding[] {
    return param.schema === undefined ? [] : this.schemas.check(side, param.schema, value, param.base, param.subject, param.subject);
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
}

/** Load a contract from a bundled document object or a path to its JSON file. */
export function loadContract(source: string | object, name?: string, options?: RoutingOptions): Contract {
  return typeof source === "string" ? Contract.fromFile(source, name, options) : new Contract(source, name, options);
}

/** The contract of a registry entry: its bundle, named by its key, routed as its family is (routingOf). */
export function entryContract(entry: { key: string; bundle: string; family: string }): Contract {
  return Contract.fromFile(entry.bundle, entry.key, routingOf(entry));
}
