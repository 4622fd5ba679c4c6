/**
 * Operation plans: what checking an operation's requests and responses needs of the document (parameters, body, responses, security), made once at load.
 */
import { type BodyPlan, bodyPlan } from "./bodies.js";
import { esc, isObject, type JsonObject, type Located } from "./exchange.js";
import { type ParamPlan, planParam } from "./params/parameter.js";
import { type SecurityPlan, securityPlan } from "./security.js";

/** Header parameters OpenAPI says to ignore: Accept, Content-Type and Authorization are described elsewhere. */
const IGNORED_HEADER_PARAMS = new Set(["accept", "content-type", "authorization"]);
const LOCATIONS = new Set(["path", "query", "header", "cookie"]);

export interface ResponsePlan {
  headers: ParamPlan[];
  body: BodyPlan;
}

export interface OperationPlan {
  /** The parameters validateRequest checks, path item's first, an operation's own overriding one of the same name and location. */
  params: ParamPlan[];
  body: BodyPlan;
  /** Declared status keys (`200`, `4XX`, `default`) → their plan (undefined when the entry cannot be read). */
  responses: Map<string, ResponsePlan | undefined>;
  security: SecurityPlan;
}

export function planOperation(doc: JsonObject, deref: (pointer: string) => Located | undefined, pointer: string): OperationPlan {
  const op = deref(pointer)?.value ?? {};
  const responses = new Map<string, ResponsePlan | undefined>();
  const declared = deref(`${pointer}/responses`)?.value ?? {};
  for (const key of Object.keys(declared)) {
    const located = deref(`${pointer}/responses/${esc(key)}`);
    responses.set(key, located && { headers: responseHeaders(deref, located), body: bodyPlan(deref, located.pointer) });
  }
  return {
    params: parameters(deref, pointer),
    body: bodyPlan(deref, op.requestBody === undefined ? undefined : `${pointer}/requestBody`),
    responses,
    security: securityPlan(doc, op),
  };
}

/** The parameters of the operation at `pointer` and of its path item, the operation's overriding the path item's. */
function parameters(deref: (pointer: string) => Located | undefined, pointer: string): ParamPlan[] {
  const list = (holder: string) => {
    const node = deref(holder)?.value.parameters;
    return (Array.isArray(node) ? node : []).map((_, i) => deref(`${holder}/parameters/${i}`)).filter((p): p is Located => !!p);
  };
  const own = list(pointer);
  const inherited = list(pointer.slice(0, pointer.lastIndexOf("/"))).filter((p) => !own.some((o) => o.value.name === p.value.name && o.value.in === p.value.in));
  const checked = [...inherited, ...own].filter(({ value: p }) => LOCATIONS.has(String(p.in)) && !(p.in === "header" && IGNORED_HEADER_PARAMS.has(String(p.name).toLowerCase())));
  return checked.map((located) => {
    const name = String(located.value.name);
    const where = String(located.value.in);
    const taken = new Set(checked.filter((o) => o !== located && o.value.in === where).map((o) => String(o.value.name)));
    const key = where === "header" ? name.toLowerCase() : name;
    return planParam(deref, located, { name, in: where, base: `/request/${where}/${esc(key)}`, subject: `${where} parameter ${name}`, taken });
  });
}

/** The declared headers of a Response Object (Content-Type is the body's). */
function responseHeaders(deref: (pointer: string) => Located | undefined, response: Located): ParamPlan[] {
  const names = isObject(response.value.headers) ? Object.keys(response.value.headers) : [];
  return names.flatMap((name) => {
    if (name.toLowerCase() === "content-type") return [];
    const header = deref(`${response.pointer}/headers/${esc(name)}`);
    if (!header) return [];
    return [planParam(deref, header, { name, in: "header", base: `/response/header/${esc(name.toLowerCase())}`, subject: `response header ${name}` })];
  });
}
