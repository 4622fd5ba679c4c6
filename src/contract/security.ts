/**
 * Security: the credentials an operation's requirements ask for (its own `security`, else the document's), and whether a request sent one alternative's.
 */
import { esc, type Finding, isObject, type JsonObject, type Pairs } from "./exchange.js";

/** A credential of a security scheme: how to tell it was sent, and how a finding names it. */
export interface Credential {
  kind: "none" | "query" | "cookie" | "header" | "http" | "present" | "bearer";
  /** query parameter, cookie or lower-case header name; `<scheme> ` (lower case) for http */
  key: string;
  where: string;
  pointer: string;
}

/** The alternatives of an operation's security requirements, each a list of credentials (undefined: nothing is required). */
export type SecurityPlan = Credential[][] | undefined;

export function securityPlan(doc: JsonObject, op: JsonObject): SecurityPlan {
  const requirements = Array.isArray(op.security) ? op.security : Array.isArray(doc.security) ? doc.security : [];
  if (requirements.length === 0 || requirements.some((r) => isObject(r) && Object.keys(r).length === 0)) return undefined;
  const schemes = isObject(doc.components) && isObject(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
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
  return requirements.filter(isObject).map((r) => Object.keys(r).map(credential));
}

/**
 * No finding when every credential of one alternative was sent; else one naming what is wanted and what
 * was sent instead (`operation`: `GET /things`): nothing, an Authorization header of another scheme (the
 * scheme named, never the credentials), a scheme with no token, or part of an alternative.
 */
export function checkSecurity(plan: SecurityPlan, operation: string, headers: Map<string, string[]>, query: Pairs): Finding[] {
  if (!plan) return [];
  const auth = headers.get("authorization")?.[0]?.trim() ?? "";
  if (plan.some((alternative) => alternative.every((c) => credentialSent(c, auth, headers, query)))) return [];
  const first = plan[0]?.find((c) => !credentialSent(c, auth, headers, query));
  // Alternatives that differ only in scopes ask for the same credential: name it once.
  const wanted = [...new Set(plan.map((alt) => alt.map((c) => c.where).join(" + ")))].join(" or ");
  const message = `${operation} requires credentials: ${wanted}; ${whatWasSent(plan, auth, headers, query)}`;
  return [{ pointer: first?.pointer ?? "/request/header/authorization", rule: "security", message }];
}

/**
 * Authentication schemes a 401 may name when a request uses one the operation does not take: the IANA
 * HTTP Authentication Scheme Registry, and NTLM. Any other first word of an Authorization header is not
 * repeated (it may be a token sent without its scheme).
 */
const KNOWN_SCHEMES = ["Basic", "Bearer", "Concealed", "Digest", "DPoP", "GNAP", "HOBA", "Mutual", "Negotiate", "NTLM", "OAuth", "PrivateToken", "SCRAM-SHA-1", "SCRAM-SHA-256", "vapid"];

/** What a request that satisfies no alternative sent, in words that repeat no credential. */
function whatWasSent(plan: Credential[][], auth: string, headers: Map<string, string[]>, query: Pairs): string {
  const said: string[] = [];
  const credentials = [...new Map(plan.flat().map((c) => [c.where, c])).values()];
  // part of an alternative (an API key without the rest)
  const partial = credentials.filter((c) => c.kind !== "none" && c.kind !== "present" && credentialSent(c, auth, headers, query));
  if (partial.length > 0) said.push(`only ${partial.map((c) => c.where).join(" + ")} was sent`);
  // an Authorization header that is no credential the operation takes
  const byAuthorization = credentials.filter((c) => c.kind === "http" || c.kind === "bearer");
  if (headers.has("authorization") && byAuthorization.length > 0 && !byAuthorization.some((c) => credentialSent(c, auth, headers, query))) {
    // RFC 9110: the scheme, then one or more spaces before the credentials
    const [scheme = ""] = auth.split(" ", 1);
    const taken = byAuthorization.map((c) => (c.kind === "bearer" ? "bearer" : c.key.trim())).find((k) => k === scheme.toLowerCase());
    const known = KNOWN_SCHEMES.find((k) => k.toLowerCase() === scheme.toLowerCase());
    if (auth === "") said.push("the Authorization header sent is empty");
    else if (taken !== undefined) said.push(`the Authorization header sent is ${known ?? scheme} with no ${taken === "bearer" ? "token" : "credentials"} after it`);
    else if (known) said.push(`the Authorization header sent uses the ${known} scheme`);
    else said.push("the Authorization header sent starts with no scheme the operation takes (its value is not repeated)");
  }
  return said.length > 0 ? said.join("; ") : "none were sent";
}

/** Whether a request carries a credential (`auth`: its Authorization header, trimmed). */
function credentialSent(c: Credential, auth: string, headers: Map<string, string[]>, query: Pairs): boolean {
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

/**
 * The `WWW-Authenticate` challenge of a 401 for an operation (RFC 6750):
 * `Bearer authorization_uri="<sign-in address>", error="invalid_token"`, the address being the one its
 * OAuth 2.0 scheme (authorization, else token URL) or OpenID Connect scheme documents; without it when its
 * bearer scheme documents none. Undefined when no alternative takes a bearer token (API keys only).
 */
export function bearerChallenge(doc: JsonObject, op: JsonObject): string | undefined {
  const requirements = Array.isArray(op.security) ? op.security : Array.isArray(doc.security) ? doc.security : [];
  const schemes = isObject(doc.components) && isObject(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  let bearer = false;
  for (const name of requirements.filter(isObject).flatMap((r) => Object.keys(r))) {
    const s = schemes[name];
    if (!isObject(s)) continue;
    const address = s.type === "oauth2" ? signInAddress(s.flows) : s.type === "openIdConnect" ? s.openIdConnectUrl : undefined;
    if (typeof address === "string") return `Bearer authorization_uri="${address}", error="invalid_token"`;
    bearer ||= s.type === "oauth2" || s.type === "openIdConnect" || (s.type === "http" && String(s.scheme).toLowerCase() === "bearer");
  }
  return bearer ? 'Bearer error="invalid_token"' : undefined;
}

/** The first authorization URL of an OAuth 2.0 scheme's flows, else its first token URL. */
function signInAddress(flows: unknown): string | undefined {
  const list = isObject(flows) ? Object.values(flows).filter(isObject) : [];
  const url = list.map((f) => f.authorizationUrl).find((u) => typeof u === "string") ?? list.map((f) => f.tokenUrl).find((u) => typeof u === "string");
  return typeof url === "string" ? url : undefined;
}
