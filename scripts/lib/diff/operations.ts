/** The breaking-change check of operations: matched by method and path (or operationId across a version segment), then parameters, bodies and responses. */
import { type Change, type Ctx, type Mode, type OperationMatch, report } from "./rules.js";
import { compareSchema } from "./schemas.js";
import { eachOperation } from "../operations.js";
import { type Json, code, deref, isObj } from "./views.js";

// ---------------------------------------------------------------------------------------------------------------
// Operations.
// ---------------------------------------------------------------------------------------------------------------

export interface Operation {
  section: "paths" | "webhooks";
  key: string;
  method: string;
  operation: Json;
  pathItem: Json;
  label: string;
}

export function operationsOf(doc: Json): Operation[] {
  return [...eachOperation(doc, { resolve: (raw) => deref(doc, raw).node })].map(({ section, name: key, method, op: operation, item }) => ({
    section,
    key,
    method,
    operation,
    pathItem: item,
    label: section === "webhooks" ? `webhook ${key} ${method.toUpperCase()}` : `${method.toUpperCase()} ${key}`,
  }));
}

export const templateKey = (p: string) => p.replace(/\{[^}]*\}/g, "{}");
export const VERSION_SEGMENT = /(^|\/)(v\d+(?:\.\d+)*|\d{4}-\d{2}-\d{2}(?:-preview)?)(?=\/|\(|$)/gi;
export const withoutVersion = (p: string) => templateKey(p).replace(VERSION_SEGMENT, "$1{version}");

export interface Param {
  key: string;
  label: string;
  param: Json;
}

export function parametersOf(doc: Json, op: Operation): Map<string, Param> {
  const out = new Map<string, Param>();
  const pathNames = [...op.key.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
  const add = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const raw of list) {
      const p = deref(doc, raw).node;
      const where = typeof p.in === "string" ? p.in : "?";
      const name = typeof p.name === "string" ? p.name : "?";
      // Path parameters by position: renaming {id} to {subscriptionId} changes nothing for clients.
      const index = where === "path" ? pathNames.indexOf(name) : -1;
      const key = where === "path" && index >= 0 ? `path#${index}` : `${where}:${where === "header" ? name.toLowerCase() : name}`;
      out.set(key, { key, label: `${where}/${name}`, param: p });
    }
  };
  add(op.pathItem.parameters);
  add(op.operation.parameters);
  return out;
}

export const paramSchema = (p: Json): unknown => {
  if (p.schema !== undefined) return p.schema;
  if (isObj(p.content)) for (const m of Object.values(p.content)) if (isObj(m) && m.schema !== undefined) return m.schema;
  return undefined;
};

export function compareParameters(ctx: Ctx, mode: Mode, o: Operation, n: Operation) {
  const op = parametersOf(ctx.base, o);
  const np = parametersOf(ctx.rev, n);
  for (const [key, a] of op) {
    const b = np.get(key);
    const ptr = ["parameters", ...a.label.split("/")];
    const name = a.label.split("/").slice(1).join("/");
    if (!b) {
      report(ctx, mode, "parameter-removed", ptr, `${a.param.in} parameter ${code(name)} removed`);
      continue;
    }
    const ptrNew = ["parameters", ...b.label.split("/")];
    const wasRequired = a.param.required === true;
    const isRequired = b.param.required === true;
    if (!wasRequired && isRequired) report(ctx, mode, "parameter-became-required", ptrNew, `${b.param.in} parameter ${code(name)} became required`);
    if (wasRequired && !isRequired) report(ctx, mode, "parameter-became-optional", ptrNew, `${b.param.in} parameter ${code(name)} became optional`);
    const as = paramSchema(a.param);
    const bs = paramSchema(b.param);
    if (as !== undefined && bs !== undefined) compareSchema(ctx, mode, as, bs, [...ptrNew, "schema"]);
  }
  for (const [key, b] of np) {
    if (op.has(key)) continue;
    const name = b.label.split("/").slice(1).join("/");
    const required = b.param.required === true;
    report(
      ctx,
      mode,
      required ? "parameter-added-required" : "parameter-added-optional",
      ["parameters", ...b.label.split("/")],
      `${required ? "required" : "optional"} ${b.param.in} parameter ${code(name)} added`,
    );
  }
}

export function compareContent(ctx: Ctx, mode: Mode, oc: unknown, nc: unknown, ptr: string[]) {
  const om = isObj(oc) ? oc : {};
  const nm = isObj(nc) ? nc : {};
  for (const [type, a] of Object.entries(om)) {
    const b = nm[type];
    if (b === undefined) {
      report(ctx, mode, "media-type-removed", [...ptr, "content", type], `media type ${code(type)} removed`);
      continue;
    }
    const as = isObj(a) ? a.schema : undefined;
    const bs = isObj(b) ? b.schema : undefined;
    if (as !== undefined && bs !== undefined) compareSchema(ctx, mode, as, bs, [...ptr, "content", type, "schema"]);
  }
  for (const type of Object.keys(nm)) if (!(type in om)) report(ctx, mode, "media-type-added", [...ptr, "content", type], `media type ${code(type)} added`);
}

export function compareRequestBody(ctx: Ctx, mode: Mode, o: Operation, n: Operation) {
  const a = o.operation.requestBody === undefined ? undefined : deref(ctx.base, o.operation.requestBody).node;
  const b = n.operation.requestBody === undefined ? undefined : deref(ctx.rev, n.operation.requestBody).node;
  if (!a && !b) return;
  if (a && !b) return report(ctx, mode, "body-removed", ["requestBody"], "request body removed");
  if (!a && b) return report(ctx, mode, b.required === true ? "body-added-required" : "body-added-optional", ["requestBody"], `${b.required === true ? "required" : "optional"} request body added`);
  if (a!.required !== true && b!.required === true) report(ctx, mode, "body-became-required", ["requestBody"], "request body became required");
  if (a!.required === true && b!.required !== true) report(ctx, mode, "body-became-optional", ["requestBody"], "request body became optional");
  compareContent(ctx, mode, a!.content, b!.content, ["requestBody"]);
}

export const isSuccess = (status: string) => /^[123]/.test(status);

export function compareResponses(ctx: Ctx, mode: Mode, o: Operation, n: Operation) {
  const or = isObj(o.operation.responses) ? o.operation.responses : {};
  const nr = isObj(n.operation.responses) ? n.operation.responses : {};
  for (const [status, raw] of Object.entries(or)) {
    const ptr = ["responses", status];
    if (!(status in nr)) {
      report(ctx, mode, isSuccess(status) ? "status-removed-success" : "status-removed-error", ptr, `response ${status} removed`);
      continue;
    }
    const a = deref(ctx.base, raw).node;
    const b = deref(ctx.rev, nr[status]).node;
    const oh = new Map(Object.entries(isObj(a.headers) ? a.headers : {}).map(([k, v]) => [k.toLowerCase(), [k, deref(ctx.base, v).node] as const]));
    const nh = new Map(Object.entries(isObj(b.headers) ? b.headers : {}).map(([k, v]) => [k.toLowerCase(), [k, deref(ctx.rev, v).node] as const]));
    for (const [k, [name, h]] of oh) {
      const other = nh.get(k);
      const hp = [...ptr, "headers", name];
      if (!other) {
        report(ctx, mode, "header-removed", hp, `header ${code(name)} removed`);
        continue;
      }
      const [, h2] = other;
      if (h.required === true && h2.required !== true) report(ctx, mode, "header-became-optional", hp, `header ${code(name)} became optional`);
      if (h.required !== true && h2.required === true) report(ctx, mode, "header-became-required", hp, `header ${code(name)} became required`);
      if (h.schema !== undefined && h2.schema !== undefined) compareSchema(ctx, mode, h.schema, h2.schema, [...hp, "schema"]);
    }
    for (const [k, [name, h]] of nh) {
      if (oh.has(k)) continue;
      const required = h.required === true;
      report(ctx, mode, mode === "write" && required ? "header-became-required" : "header-added", [...ptr, "headers", name], `${required ? "required" : "optional"} header ${code(name)} added`);
    }
    compareContent(ctx, mode, a.content, b.content, ptr);
  }
  for (const status of Object.keys(nr)) {
    if (!(status in or)) report(ctx, mode, isSuccess(status) ? "status-added-success" : "status-added-error", ["responses", status], `response ${status} added`);
  }
}

export function compareOperation(base: Json, rev: Json, o: Operation, n: Operation, out: Change[]) {
  const ctx: Ctx = { base, rev, location: n.label, out, stack: new Set() };
  // Webhooks turn the directions round: the service sends the request and the subscriber answers.
  const requestMode: Mode = n.section === "webhooks" ? "read" : "write";
  const responseMode: Mode = n.section === "webhooks" ? "write" : "read";
  compareParameters(ctx, requestMode, o, n);
  compareRequestBody(ctx, requestMode, o, n);
  compareResponses(ctx, responseMode, o, n);
}

export function matchOperations(base: Json, rev: Json) {
  const a = operationsOf(base);
  const b = operationsOf(rev);
  const pairs: [Operation, Operation, OperationMatch][] = [];
  const key = (op: Operation) => `${op.section}|${op.method}|${op.section === "paths" ? templateKey(op.key) : op.key}`;
  const byKey = new Map(b.map((op) => [key(op), op]));
  const leftA: Operation[] = [];
  const used = new Set<Operation>();
  for (const op of a) {
    const other = byKey.get(key(op));
    if (other) {
      pairs.push([op, other, { base: op.label, revision: other.label, by: "path" }]);
      used.add(other);
    } else leftA.push(op);
  }
  const leftB = b.filter((op) => !used.has(op));
  const removed: Operation[] = [];
  for (const op of leftA) {
    const id = op.operation.operationId;
    // Only across a version segment: a path renamed otherwise is a removed operation for the clients that call it.
    const candidates =
      typeof id === "string"
        ? leftB.filter((x) => !used.has(x) && x.section === op.section && x.method === op.method && x.operation.operationId === id && withoutVersion(x.key) === withoutVersion(op.key))
        : [];
    const other = candidates.length === 1 ? candidates[0]! : undefined;
    if (!other) {
      removed.push(op);
      continue;
    }
    used.add(other);
    pairs.push([op, other, { base: op.label, revision: other.label, by: "operationId", note: `${id}: paths differ only by the version segment` }]);
  }
  const added = b.filter((op) => !used.has(op));
  return { pairs, removed, added };
}
