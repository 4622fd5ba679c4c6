/**
 * Code samples for every operation of a bundle, in Redoc's own `x-codeSamples`: curl, and TypeScript with the
 * generated client as a user of the package writes it, both made from the operation's named examples.
 * tests/docs/code-samples.test.ts runs every one of them against the emulator.
 */
import { isObject as isJsonObject, percentDecode, unesc } from "../../src/contract/exchange.js";
import { METHODS } from "./operations.js";

export interface CodeSample {
  lang: "Shell" | "TypeScript";
  label: "curl" | "TypeScript";
  source: string;
}

/** What the samples of one API need to know beyond its bundle. */
export interface SampleContext {
  /** The registry's version of the API: the `api-version` of operations whose parameter has no example. */
  version: string;
  /** The package entry of the API's client, e.g. `vendor-api-contracts/webhooks/v2.0`. */
  importPath: string;
  /** The client factory it exports, e.g. `createWebhooksV2_0Client`. */
  factory: string;
}

/** One request as a sample sends it: the documented address, the parameters it needs, the credentials and the body. */
export interface SampleRequest {
  operationId: string;
  /** Upper case. */
  method: string;
  /** The path template, as the client's typed methods take it. */
  path: string;
  /** The first server's URL with its variables at their defaults: the client's `baseUrl`. */
  baseUrl: string;
  /** baseUrl + the path with its parameters filled + the query: what curl calls. */
  url: string;
  pathParams: Record<string, unknown>;
  /** Required query parameters (`api-version`, ...), in the operation's order. */
  query: Record<string, unknown>;
  /** Required header parameters (`If-Match`, `x-vendor-version`, ...). */
  headers: Record<string, string>;
  /** The credential header of the first security requirement (`Authorization: Bearer <ACCESS_TOKEN>`, an API key header). */
  credentials: Record<string, string>;
  /** Media type and value of the request body (its first named example), when the operation takes one. */
  body?: { mediaType: string; value: unknown };
  /** Headers of the 2xx answers, when none of them has a body (a status address and Retry-After): what the TypeScript sample prints. */
  answerHeaders: string[];
}

/** `If-Match` of a sample: `*` matches any current tag (the contract says so); a real caller sends the tag it read. */
const ANY_TAG = "*";

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => isJsonObject(v);

/** An internal reference of the bundle (`#/components/...`), followed until it is no reference. */
function deref(doc: Json, node: unknown): unknown {
  const seen = new Set<string>();
  let current = node;
  while (isObject(current) && typeof current.$ref === "string") {
    const ref = current.$ref;
    if (!ref.startsWith("#/") || seen.has(ref)) throw new Error(`cannot follow $ref ${ref}`);
    seen.add(ref);
    let target: unknown = doc;
    for (const raw of percentDecode(ref.slice(2)).split("/")) {
      const key = unesc(raw);
      target = isObject(target) || Array.isArray(target) ? (target as Json)[key] : undefined;
    }
    if (target === undefined) throw new Error(`$ref ${ref} names nothing`);
    current = target;
  }
  return current;
}

/** The first server's URL with its variables at their defaults (the address the docs show). */
export function firstServerUrl(doc: Json): string | undefined {
  const servers = doc.servers as { url: string; variables?: Record<string, { default: string }> }[] | undefined;
  const server = servers?.[0];
  if (!server) return undefined;
  return server.url.replace(/\{([^}]+)\}/g, (_, name: string) => server.variables?.[name]?.default ?? `{${name}}`);
}

/** The value of the first named example of a parameter, media type or schema (`example`, then `examples`). */
function exampleOf(doc: Json, holder: Json): { value: unknown } | undefined {
  if (holder.example !== undefined) return { value: holder.example };
  const examples = holder.examples;
  if (isObject(examples)) {
    const first = Object.values(examples)[0];
    if (first !== undefined) {
      const example = deref(doc, first);
      if (isObject(example) && example.value !== undefined) return { value: example.value };
    }
  }
  if (Array.isArray(examples) && examples.length) return { value: examples[0] };
  return undefined;
}

/** A value valid for a schema where no example gives one: its examples, const, default or first enum value, else one built from its type. */
export function valueForSchema(doc: Json, node: unknown, depth = 0): unknown {
  const schema = deref(doc, node);
  if (!isObject(schema) || depth > 8) return {};
  const given = exampleOf(doc, schema);
  if (given) return given.value;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  for (const key of ["oneOf", "anyOf"] as const) {
    const variants = schema[key];
    if (Array.isArray(variants) && variants.length) return valueForSchema(doc, variants[0], depth + 1);
  }
  if (Array.isArray(schema.allOf)) {
    const merged: Json = {};
    for (const part of schema.allOf) {
      const value = valueForSchema(doc, part, depth + 1);
      if (isObject(value)) Object.assign(merged, value);
    }
    if (schema.properties) Object.assign(merged, valueForSchema(doc, { ...schema, allOf: undefined }, depth + 1));
    return merged;
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 1;
    case "boolean":
      return true;
    case "array":
      return schema.items ? [valueForSchema(doc, schema.items, depth + 1)] : [];
    case "string": {
      const formats: Record<string, string> = {
        uuid: "00000000-0000-0000-0000-000000000000",
        "date-time": "2026-01-01T00:00:00Z",
        date: "2026-01-01",
        uri: "https://example.com",
        email: "someone@example.com",
      };
      const text = formats[String(schema.format)] ?? "string";
      const min = typeof schema.minLength === "number" ? schema.minLength : 0;
      return text.length >= min ? text : text.padEnd(min, "x");
    }
    default: {
      const out: Json = {};
      const properties = isObject(schema.properties) ? schema.properties : {};
      for (const name of Array.isArray(schema.required) ? schema.required : []) {
        const property = deref(doc, properties[name]);
        if (isObject(property) && property.readOnly === true) continue;
        out[name] = valueForSchema(doc, property, depth + 1);
      }
      return out;
    }
  }
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}

/**
 * A parameter's value in a sample: If-Match `*` (the reader has read no tag yet), else its first named example (the
 * contracts' examples are the ids a fresh emulator seeds: tests/emulator/examples-alone.test.ts), else the registry
 * version for api-version, else one its schema calls for.
 */
function parameterValue(doc: Json, param: Parameter & Json, ctx: SampleContext): unknown {
  if (param.in === "header" && param.name.toLowerCase() === "if-match") return ANY_TAG;
  const given = exampleOf(doc, param);
  if (given) return given.value;
  if (param.name === "api-version") {
    const schema = deref(doc, param.schema);
    return (isObject(schema) ? exampleOf(doc, schema)?.value : undefined) ?? ctx.version;
  }
  return valueForSchema(doc, param.schema);
}

/** The credential header(s) of the operation's first security requirement. */
function credentialsOf(doc: Json, operation: Json): Record<string, string> {
  const requirements = (operation.security ?? doc.security) as Record<string, string[]>[] | undefined;
  const schemes = (isObject(doc.components) && isObject(doc.components.securitySchemes) ? doc.components.securitySchemes : {}) as Json;
  const out: Record<string, string> = {};
  for (const name of Object.keys(requirements?.[0] ?? {})) {
    const scheme = deref(doc, schemes[name]);
    if (!isObject(scheme)) continue;
    if (scheme.type === "apiKey" && scheme.in === "header" && typeof scheme.name === "string") out[scheme.name] = "<API_KEY>";
    else if (scheme.type === "http" && String(scheme.scheme).toLowerCase() === "basic") out.Authorization = "Basic <BASE64_USER_COLON_PASSWORD>";
    else if (scheme.type === "oauth2" || scheme.type === "openIdConnect" || scheme.type === "http") out.Authorization = "Bearer <ACCESS_TOKEN>";
  }
  return out;
}

const encodePathValue = (value: unknown) => encodeURIComponent(String(value)).replace(/'/g, "%27");

/** The request the samples of one operation send. */
export function sampleRequest(doc: Json, path: string, method: string, ctx: SampleContext): SampleRequest {
  const item = deref(doc, (doc.paths as Json)[path]) as Json;
  const operation = item[method] as Json;
  const params = new Map<string, Parameter & Json>();
  for (const raw of [...((item.parameters as unknown[]) ?? []), ...((operation.parameters as unknown[]) ?? [])]) {
    const param = deref(doc, raw) as Parameter & Json;
    params.set(`${param.in} ${param.name}`, param);
  }
  const pathParams: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  const headers: Record<string, string> = {};
  for (const param of params.values()) {
    if (param.in === "path") pathParams[param.name] = parameterValue(doc, param, ctx);
    else if (param.required && param.in === "query") query[param.name] = parameterValue(doc, param, ctx);
    else if (param.required && param.in === "header") headers[param.name] = String(parameterValue(doc, param, ctx));
  }
  const baseUrl = firstServerUrl(doc) ?? "";
  const filled = path.replace(/\{([^}]+)\}/g, (whole, name: string) => (name in pathParams ? encodePathValue(pathParams[name]) : whole));
  const search = Object.entries(query)
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${encodeURIComponent(name)}=${encodeURIComponent(String(v))}`))
    .join("&");
  let body: SampleRequest["body"];
  const requestBody = deref(doc, operation.requestBody);
  if (isObject(requestBody) && isObject(requestBody.content)) {
    const types = Object.keys(requestBody.content);
    const mediaType = types.find((t) => /^application\/json\b/.test(t)) ?? types.find((t) => /[/+]json\b/.test(t)) ?? types[0];
    if (mediaType) {
      const media = requestBody.content[mediaType] as Json;
      body = { mediaType, value: exampleOf(doc, media)?.value ?? valueForSchema(doc, media.schema) };
    }
  }
  const answers = Object.entries((operation.responses ?? {}) as Json)
    .filter(([status]) => /^2/.test(status))
    .map(([, response]) => deref(doc, response) as Json);
  const silent = answers.length > 0 && answers.every((r) => !isObject(r.content) || Object.keys(r.content).length === 0);
  const answerHeaders = silent ? [...new Set(answers.flatMap((r) => Object.keys((r.headers ?? {}) as Json)))] : [];
  return {
    operationId: String(operation.operationId ?? `${method.toUpperCase()} ${path}`),
    method: method.toUpperCase(),
    path,
    baseUrl,
    url: `${baseUrl}${filled}${search ? `?${search}` : ""}`,
    pathParams,
    query,
    headers,
    credentials: credentialsOf(doc, operation),
    body,
    answerHeaders,
  };
}

/** A shell word in single quotes: nothing inside is expanded; a quote is closed, escaped and reopened. */
export const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The curl sample: `-i` shows the status line and headers (status addresses, ETag) above the body. */
export function curlSample(req: SampleRequest): string {
  const lines: string[] = [];
  if (Object.keys(req.headers).some((h) => h.toLowerCase() === "if-match")) {
    lines.push("# If-Match: * matches any version; send the @odata.etag you read instead to refuse overwriting a newer one.");
  }
  const first = ["curl", "-i", ...(req.method === "GET" ? [] : ["-X", req.method]), shellQuote(req.url)].join(" ");
  const args: string[] = [];
  for (const [name, value] of Object.entries({ ...req.credentials, ...req.headers })) args.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (req.body) {
    args.push(`-H ${shellQuote(`Content-Type: ${req.body.mediaType}`)}`);
    args.push(`--data ${shellQuote(typeof req.body.value === "string" ? req.body.value : JSON.stringify(req.body.value, null, 2))}`);
  }
  lines.push([first, ...args].join(" \\\n  "));
  return `${lines.join("\n")}\n`;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const tsKey = (key: string) => (IDENTIFIER.test(key) ? key : JSON.stringify(key));

/** A value as a TypeScript literal: on one line when short, else one member a line, indented. */
export function tsLiteral(value: unknown, indent = ""): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "undefined";
  const inline = (v: unknown): string => {
    if (v === null || typeof v !== "object") return JSON.stringify(v) ?? "undefined";
    if (Array.isArray(v)) return `[${v.map(inline).join(", ")}]`;
    const entries = Object.entries(v);
    return entries.length ? `{ ${entries.map(([k, x]) => `${tsKey(k)}: ${inline(x)}`).join(", ")} }` : "{}";
  };
  const short = inline(value);
  if (short.length + indent.length <= 80) return short;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => `${inner}${tsLiteral(v, inner)},`).join("\n")}\n${indent}]`;
  return `{\n${Object.entries(value)
    .map(([k, v]) => `${inner}${tsKey(k)}: ${tsLiteral(v, inner)},`)
    .join("\n")}\n${indent}}`;
}

/** The TypeScript sample: the client of the package, the typed call, and a check of `error`/`data` that prints the answer. */
export function typescriptSample(req: SampleRequest, ctx: SampleContext): string {
  const options: Json = { baseUrl: req.baseUrl };
  if (Object.keys(req.credentials).length) options.headers = req.credentials;
  const params: Json = {};
  if (Object.keys(req.pathParams).length) params.path = req.pathParams;
  if (Object.keys(req.query).length) params.query = req.query;
  if (Object.keys(req.headers).length) params.header = req.headers;
  const init: Json = {};
  if (Object.keys(params).length) init.params = params;
  if (req.body) init.body = req.body.value;
  const lines = [`import { ${ctx.factory} } from ${JSON.stringify(ctx.importPath)};`, "", `const client = ${ctx.factory}(${tsLiteral(options)});`, ""];
  if (Object.keys(req.headers).some((h) => h.toLowerCase() === "if-match")) {
    lines.push("// If-Match: * matches any version; send the @odata.etag you read instead to refuse overwriting a newer one.");
  }
  const call = `client.${req.method}(${JSON.stringify(req.path)}${Object.keys(init).length ? `, ${tsLiteral(init)}` : ""})`;
  lines.push(`const { data, error, response } = await ${call};`);
  // an answer without a body: its status address and Retry-After are what the caller needs next
  const shown = req.answerHeaders.length ? `{ ${req.answerHeaders.map((h) => `${tsKey(h)}: response.headers.get(${JSON.stringify(h)})`).join(", ")} }` : "JSON.stringify(data, null, 2)";
  lines.push(
    "if (error !== undefined || !response.ok) {",
    "  console.error(response.status, response.statusText, JSON.stringify(error, null, 2));",
    "} else {",
    `  console.log(response.status, ${shown});`,
    "}",
  );
  return `${lines.join("\n")}\n`;
}

/** The samples of one operation. */
export function operationSamples(doc: Json, path: string, method: string, ctx: SampleContext): CodeSample[] {
  const req = sampleRequest(doc, path, method, ctx);
  return [
    { lang: "Shell", label: "curl", source: curlSample(req) },
    { lang: "TypeScript", label: "TypeScript", source: typescriptSample(req, ctx) },
  ];
}

/** Every path operation of the bundle gets its `x-codeSamples` (webhooks are received, not called: none). Changes `doc` in place. */
export function addCodeSamples(doc: Json, ctx: SampleContext): void {
  for (const [path, raw] of Object.entries((doc.paths ?? {}) as Json)) {
    const item = deref(doc, raw);
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (isObject(operation)) operation["x-codeSamples"] = operationSamples(doc, path, method, ctx);
    }
  }
}
