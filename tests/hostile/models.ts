/**
 * The operations the hostile generators build requests for: every operation with a path of every API in
 * the registry (its bundled contract, parameters, body schema and named examples), as plain models.
 */
import { type Contract, entryContract, type OperationMatch } from "../../src/contract/validator.js";
import { loadRegistry } from "../../scripts/lib/registry.js";
import type { WireRequest } from "./raw-http.js";

export type Schema = Record<string, unknown>;
export const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export interface ParamModel {
  name: string;
  in: string;
  required: boolean;
  schema?: Schema;
  examples: unknown[];
}

export interface OpModel {
  api: string;
  contract: Contract;
  match: OperationMatch;
  params: ParamModel[];
  body?: { required: boolean; media: string; schema?: Schema; examples: unknown[] };
  /** Headers and query pairs that satisfy the operation's first security requirement. */
  auth: { headers: Array<[string, string]>; query: Array<[string, string]> };
}

/** One generated request: which operation it was built from, how it was mutated, what goes on the wire. */
export interface HostileCase {
  api: string;
  operationId: string;
  /** `valid`, or the mutation applied (`body:missing-field`, `path:dotdot`, ...). */
  mutation: string;
  wire: WireRequest;
}

// --- the contracts, from the registry ---------------------------------------------------------------

const contractCache = new Map<string, Contract>();
export function contractsWithPaths(): Map<string, Contract> {
  if (contractCache.size === 0) {
    for (const entry of loadRegistry()) {
      const contract = entryContract(entry);
      if (isObj(contract.doc.paths) && Object.keys(contract.doc.paths).length > 0) contractCache.set(entry.key, contract);
    }
  }
  return contractCache;
}

/** Resolve a `$ref` chain (and nothing else). */
export function resolve(contract: Contract, node: unknown): Schema | undefined {
  let current = node;
  for (let hops = 0; hops < 32 && isObj(current); hops++) {
    const ref = current.$ref;
    if (typeof ref !== "string" || !ref.startsWith("#")) return current;
    current = contract.deref(decodeURIComponent(ref.slice(1)))?.value;
  }
  return isObj(current) ? current : undefined;
}

function namedExamples(contract: Contract, holder: Schema | undefined): unknown[] {
  if (!holder) return [];
  const out: unknown[] = [];
  if ("example" in holder) out.push(holder.example);
  if (isObj(holder.examples)) {
    for (const ex of Object.values(holder.examples)) {
      const r = resolve(contract, ex);
      if (r && "value" in r) out.push(r.value);
    }
  } else if (Array.isArray(holder.examples)) out.push(...holder.examples);
  return out;
}

/** Every operation with a path of every API in the registry, as a model for the generators. */
export function operationModels(): OpModel[] {
  const models: OpModel[] = [];
  for (const [api, contract] of contractsWithPaths()) {
    const doc = contract.doc as Schema;
    for (const match of contract.listOperations().filter((o) => o.kind === "path")) {
      const op = contract.deref(match.pointer)!.value as Schema;
      const item = contract.deref(match.pointer.slice(0, match.pointer.lastIndexOf("/")))!.value as Schema;
      const list = (ps: unknown) => (Array.isArray(ps) ? ps : []).map((p) => resolve(contract, p)).filter((p): p is Schema => !!p);
      const own = list(op.parameters);
      const inherited = list(item.parameters).filter((p) => !own.some((o) => o.name === p.name && o.in === p.in));
      const params: ParamModel[] = [...inherited, ...own].map((p) => {
        const schema = resolve(contract, p.schema);
        return {
          name: String(p.name),
          in: String(p.in),
          required: p.required === true || p.in === "path",
          ...(schema ? { schema } : {}),
          examples: [...namedExamples(contract, p), ...namedExamples(contract, schema)],
        };
      });
      let body: OpModel["body"];
      const rb = resolve(contract, op.requestBody);
      if (rb && isObj(rb.content)) {
        const media = Object.keys(rb.content).find((m) => m.includes("json")) ?? Object.keys(rb.content)[0];
        if (media) {
          const mt = resolve(contract, rb.content[media]);
          const schema = resolve(contract, mt?.schema);
          body = { required: rb.required === true, media, ...(schema ? { schema } : {}), examples: [...namedExamples(contract, mt), ...namedExamples(contract, schema)] };
        }
      }
      const requirements = (Array.isArray(op.security) ? op.security : Array.isArray(doc.security) ? doc.security : []) as Array<Record<string, unknown>>;
      const auth: OpModel["auth"] = { headers: [], query: [] };
      const schemes = (isObj(doc.components) && isObj(doc.components.securitySchemes) ? doc.components.securitySchemes : {}) as Record<string, Schema>;
      for (const name of Object.keys(requirements[0] ?? {})) {
        const scheme = resolve(contract, schemes[name]);
        if (!scheme) continue;
        if (scheme.type === "apiKey" && scheme.in === "header") auth.headers.push([String(scheme.name), "hostile-api-key"]);
        else if (scheme.type === "apiKey" && scheme.in === "query") auth.query.push([String(scheme.name), "hostile-api-key"]);
        else if (scheme.type === "http" && String(scheme.scheme).toLowerCase() === "basic") auth.headers.push(["Authorization", "Basic aG9zdGlsZTpob3N0aWxl"]);
        else if (!auth.headers.some(([h]) => h === "Authorization")) auth.headers.push(["Authorization", "Bearer hostile-token"]);
      }
      models.push({ api, contract, match, params, ...(body ? { body } : {}), auth });
    }
  }
  return models;
}

export function findModel(models: OpModel[], api: string, operationId: string): OpModel | undefined {
  return models.find((m) => m.api === api && (m.match.operationId ?? `${m.match.method} ${m.match.template}`) === operationId);
}
