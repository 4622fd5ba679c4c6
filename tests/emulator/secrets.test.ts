/**
 * Secrets never come back: for every operation of every bundle in the registry whose request body can
 * carry a `writeOnly` property, a valid request (the operation's named example, with every writeOnly
 * property planted in it, each a marker of its own) is sent to the emulator, and no marker is found in
 * any answer: the write's own, every GET of the API its parameters address, and `/_emulator/snapshot`.
 * The walk over the schemas is this test's own (it does not ask src/ which fields are marked).
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadRegistry } from "../../src/registry.js";
import { type RunningEmulator, startEmulator } from "../../src/emulator/start.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const METHODS = ["get", "put", "post", "patch", "delete"] as const;

/** One step from a body down to a writeOnly value: a member, an array item, a map value, or the variant of a oneOf/anyOf. */
type Step = { member: string; schema: Json } | { item: Json } | { value: Json } | { variant: Json };

class Doc {
  constructor(readonly doc: Obj) {}
  /** The schema (or any object) a local $ref names, followed until it is not a $ref. */
  deref(node: Json | undefined): Json | undefined {
    for (let hops = 0; isObj(node) && typeof node.$ref === "string" && hops < 32; hops++) {
      let at: Json | undefined = this.doc;
      for (const raw of node.$ref.slice(2).split("/")) at = isObj(at) ? at[raw.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined;
      node = at;
    }
    return node;
  }
  /** A schema and the schemas its allOf members (and their $refs) add, flattened. */
  parts(schema: Json | undefined, depth = 0): Obj[] {
    const s = this.deref(schema);
    if (!isObj(s) || depth > 16) return [];
    return [s, ...(Array.isArray(s.allOf) ? s.allOf.flatMap((m) => this.parts(m, depth + 1)) : [])];
  }
  writeOnly(schema: Json | undefined): boolean {
    return isObj(schema) && (schema.writeOnly === true || this.parts(schema).some((p) => p.writeOnly === true));
  }
  /**
   * What the parts of a schema say together (allOf siblings such as a request overlay on the returned shape):
   * each member's schemas, the items' and the map values' schemas, as one allOf each.
   */
  together(parts: Obj[]) {
    const all = (pick: (p: Obj) => Json | undefined): Json | undefined => {
      const list = parts.map(pick).filter((x): x is Json => x !== undefined);
      return list.length <= 1 ? list[0] : { allOf: list };
    };
    return {
      names: [...new Set(parts.flatMap((p) => Object.keys(isObj(p.properties) ? p.properties : {})))],
      member: (name: string) => all((p) => (isObj(p.properties) && Object.hasOwn(p.properties, name) ? p.properties[name] : undefined)),
      items: all((p) => p.items),
      values: all((p) => (isObj(p.additionalProperties) ? p.additionalProperties : undefined)),
    };
  }
  /** A variant of `holder` with what the other parts of its schema demand too (their own keywords, without their allOf). */
  withSiblings(variant: Json, parts: Obj[], holder: Obj): Json {
    const own = (p: Obj, drop: string[]) => Object.fromEntries(Object.entries(p).filter(([k]) => !drop.includes(k))) as Obj;
    return { allOf: [variant, ...parts.map((p) => (p === holder ? own(p, ["allOf", "oneOf", "anyOf"]) : own(p, ["allOf"])))] };
  }
  /** Every route from `schema` to a writeOnly value (a schema met again on its own route ends it). */
  routes(schema: Json | undefined, seen: Set<object> = new Set()): Step[][] {
    const parts = this.parts(schema).filter((s) => !seen.has(s));
    const inner = new Set<object>([...seen, ...parts]);
    const together = this.together(parts);
    const out: Step[][] = [];
    for (const name of together.names) {
      const sub = together.member(name)!;
      if (this.writeOnly(sub)) out.push([{ member: name, schema: sub }]);
      else for (const r of this.routes(sub, inner)) out.push([{ member: name, schema: sub }, ...r]);
    }
    const values = together.values;
    if (values !== undefined) {
      if (this.writeOnly(values)) out.push([{ value: values }]);
      else for (const r of this.routes(values, inner)) out.push([{ value: values }, ...r]);
    }
    if (together.items !== undefined) for (const r of this.routes(together.items, inner)) out.push([{ item: together.items }, ...r]);
    for (const holder of parts) {
      for (const list of [holder.oneOf, holder.anyOf]) {
        if (!Array.isArray(list)) continue;
        for (const v of list) for (const r of this.routes(v, inner)) out.push([{ variant: this.withSiblings(v, parts, holder) }, ...r]);
      }
    }
    return out;
  }
  /** The smallest value of a schema this test can make: consts, first enum values, required members (of every allOf part). */
  sample(schema: Json | undefined, n: () => number): Json {
    const parts = this.parts(schema);
    if (parts.length === 0) return {};
    const withConst = parts.find((p) => "const" in p);
    if (withConst) return withConst.const!;
    const withEnum = parts.find((p) => Array.isArray(p.enum));
    if (withEnum) return (withEnum.enum as Json[])[0]!;
    const typed = parts.find((p) => p.type !== undefined);
    const holder = parts.find((p) => Array.isArray(p.oneOf) || Array.isArray(p.anyOf));
    if (holder && !typed) return this.sample(this.withSiblings(((holder.oneOf ?? holder.anyOf) as Json[])[0]!, parts, holder), n);
    const type = Array.isArray(typed?.type) ? typed.type.find((t) => t !== "null") : typed?.type;
    const together = this.together(parts);
    const first = <K extends string>(key: K) => parts.find((p) => p[key] !== undefined)?.[key];
    if (type === "array") return Array.from({ length: Math.max(0, ...parts.map((p) => Number(p.minItems ?? 0))) }, () => this.sample(together.items, n));
    if (type === "string") {
      const format = first("format");
      return format === "uuid" ? randomUUID() : format === "date-time" ? "2026-01-01T00:00:00Z" : format === "uri" ? "https://example.com/x" : `s${n()}`;
    }
    if (type === "integer" || type === "number") return Number(first("minimum") ?? 1);
    if (type === "boolean") return false;
    const out: Obj = {};
    for (const p of parts) {
      for (const name of Array.isArray(p.required) ? p.required : []) if (typeof name === "string" && !(name in out)) out[name] = this.sample(together.member(name), n);
    }
    return out;
  }
}

/** The members a variant fixes (`const`), through $ref and allOf. */
const fixed = (d: Doc, variant: Json): Obj => {
  const out: Obj = {};
  for (const p of d.parts(variant))
    for (const [name, sub] of Object.entries(isObj(p.properties) ? p.properties : {})) {
      const s = d.deref(sub);
      if (isObj(s) && "const" in s) out[name] = s.const!;
    }
  return out;
};

/**
 * Plant a marker at the end of `route` in `body`: missing members are made (`sample`), an array gets a new
 * item, a map a new key, and a node that is not of the route's variant becomes a sample of it.
 */
function plant(d: Doc, body: Obj, route: Step[], marker: string, n: () => number): void {
  let node: Json = body;
  let fresh = false;
  route.forEach((step, i) => {
    const last = i === route.length - 1;
    if ("variant" in step) {
      const want = fixed(d, step.variant);
      if (isObj(node) && (fresh || Object.entries(want).some(([k, v]) => node !== null && (node as Obj)[k] !== v))) {
        for (const k of Object.keys(node)) delete node[k];
        Object.assign(node, d.sample(step.variant, n));
      }
      return;
    }
    if (!isObj(node) && !Array.isArray(node)) throw new Error(`route ${JSON.stringify(route)} meets ${JSON.stringify(node)}`);
    const secret = (schema: Json) => (d.parts(schema).some((p) => p.type === "object") ? { marker } : marker);
    if ("member" in step) {
      const obj = node as Obj;
      if (last) obj[step.member] = secret(step.schema);
      else {
        fresh = obj[step.member] === undefined;
        if (fresh) obj[step.member] = d.sample(step.schema, n);
        node = obj[step.member]!;
      }
    } else if ("value" in step) {
      const key = `k${n()}`;
      (node as Obj)[key] = last ? secret(step.value) : d.sample(step.value, n);
      node = (node as Obj)[key]!;
      fresh = true;
    } else {
      const item = d.sample(step.item, n);
      (node as Json[]).push(item);
      node = item;
      fresh = true;
    }
  });
}

interface Write {
  api: string;
  operationId: string;
  method: string;
  path: string;
  params: Record<string, string>;
  query: string;
  headers: Record<string, string>;
  body: Obj;
  markers: string[];
}

/** A value for a parameter: its example, the schema's, the API's version for api-version, a GUID, or a made-up name. */
function parameterValue(p: Obj, version: string, n: () => number): string {
  const schema = isObj(p.schema) ? p.schema : {};
  const examples = Array.isArray(schema.examples) ? schema.examples : [];
  const value = p.example ?? examples[0] ?? (p.name === "api-version" ? version : schema.format === "uuid" ? randomUUID() : `p${n()}`);
  return String(value);
}

/** Every write of the registry whose request body can carry a writeOnly value, with every one of them planted. */
function writes(): Write[] {
  let counter = 0;
  const n = () => ++counter;
  const out: Write[] = [];
  for (const entry of loadRegistry()) {
    const d = new Doc(JSON.parse(readFileSync(entry.bundle, "utf8")) as Obj);
    const version = entry.key.slice(entry.key.indexOf("@") + 1);
    for (const [template, rawItem] of Object.entries(isObj(d.doc.paths) ? d.doc.paths : {})) {
      const item = d.deref(rawItem) as Obj;
      for (const method of METHODS) {
        const op = item[method];
        if (!isObj(op)) continue;
        const requestBody = d.deref(op.requestBody);
        const media = isObj(requestBody) && isObj(requestBody.content) ? (requestBody.content["application/json"] as Obj | undefined) : undefined;
        if (!media) continue;
        const routes = d.routes(media.schema);
        if (routes.length === 0) continue;
        const examples = Object.values(isObj(media.examples) ? media.examples : {}).map((e) => d.deref(e) as Obj);
        const body = structuredClone((examples[0]?.value ?? d.sample(media.schema, n)) as Obj);
        const markers = routes.map((route) => {
          // 12 letters and digits: a valid value of every secret here (base64 ones included)
          const marker = `SecretMk${String(n()).padStart(4, "0")}`;
          plant(d, body, route, marker, n);
          return marker;
        });
        const params: Record<string, string> = {};
        const query: string[] = [];
        const headers: Record<string, string> = { "content-type": "application/json", authorization: "Bearer secrets-test" };
        for (const raw of [...(Array.isArray(item.parameters) ? item.parameters : []), ...(Array.isArray(op.parameters) ? op.parameters : [])]) {
          const p = d.deref(raw) as Obj;
          if (p.in === "path") params[String(p.name)] = parameterValue(p, version, n);
          else if (p.in === "query" && p.required) query.push(`${encodeURIComponent(String(p.name))}=${encodeURIComponent(parameterValue(p, version, n))}`);
          else if (p.in === "header" && p.required) headers[String(p.name).toLowerCase()] = parameterValue(p, version, n);
        }
        const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
        out.push({ api: entry.key, operationId: String(op.operationId), method: method.toUpperCase(), path, params, query: query.join("&"), headers, body, markers });
      }
    }
  }
  return out;
}

/** The GETs of an API that the parameters address (the resource itself, and any list above it). */
function reads(write: Write): string[] {
  const entry = loadRegistry().find((e) => e.key === write.api)!;
  const d = new Doc(JSON.parse(readFileSync(entry.bundle, "utf8")) as Obj);
  return Object.entries(isObj(d.doc.paths) ? d.doc.paths : {})
    .filter(([template, item]) => isObj(d.deref(item)) && isObj((d.deref(item) as Obj).get) && [...template.matchAll(/\{([^}]+)\}/g)].every((m) => m[1]! in write.params))
    .map(([template]) => `${template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(write.params[name]!))}?${write.query}`);
}

const all = writes();
let emu: RunningEmulator;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(async () => {
  await emu.close();
});

describe("writeOnly values never come back", () => {
  it("the registry has writes that carry secrets (this test walks at least the container group and streaming job PUTs)", () => {
    expect(all.map((w) => w.operationId)).toEqual(expect.arrayContaining(["ContainerGroups_CreateOrUpdate", "StreamingJobs_CreateOrReplace"]));
  });

  it.each(all.map((w) => [`${w.api} ${w.operationId}`, w] as const))("%s: no marker in its answer, a GET, a list or the snapshot", async (_, write) => {
    const sent = JSON.stringify(write.body);
    for (const marker of write.markers) expect(sent).toContain(marker);
    const answers: string[] = [];
    const send = async (method: string, target: string, init: RequestInit = {}) => {
      const res = await fetch(`${emu.url}${target}`, { method, ...init });
      const text = await res.text();
      answers.push(`${method} ${target} ${res.status} ${JSON.stringify([...res.headers])} ${text}`);
      return { status: res.status, text };
    };
    const written = await send(write.method, `${write.path}?${write.query}`, { headers: write.headers, body: sent });
    expect(written.status, written.text).toBeLessThan(300);
    for (const target of reads(write)) expect((await send("GET", target, { headers: { authorization: write.headers.authorization! } })).status).toBeLessThan(300);
    answers.push(JSON.stringify(emu.snapshot()));
    const over = await send("GET", "/_emulator/snapshot");
    expect(over.status).toBe(200);
    const leaked = write.markers.filter((m) => answers.some((a) => a.includes(m)));
    expect(leaked).toEqual([]);
  });
});
