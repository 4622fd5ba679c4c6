/**
 * A generic tool can exercise every operation from the contracts alone: each request is built only from the
 * bundle's examples (every path, query and header parameter, and the body, from its named examples; no value picked
 * here), sent to a fresh emulator (in process), and gets one of the success statuses the operation documents, with
 * an answer that fits the contract. Every optional parameter is sent too, one at a time beside the required ones,
 * and every other named example of a parameter or body. The one stand-in is the subscriber the service calls: the
 * origin of a subscription's notificationUrl is a loopback https receiver that answers the handshake (the emulator
 * takes a loopback receiver's self-signed certificate). Each request meets a fresh state (reset), with what its
 * examples name made first: MADE_FIRST, and for a request that sends If-Match beside what the operation requires,
 * its operation's required request (HTTP's If-Match names a current representation; If-None-Match: * one absent).
 * That every parameter has an example, and that they are the seeded ids: tests/unit/parameter-examples.test.ts.
 */
import { readFileSync } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiEntry, loadRegistry } from "../../scripts/lib/registry.js";
import { createEngine, type Engine } from "../../src/emulator/index.js";
import { selfSignedCertificate } from "../../src/tls.js";
import { allContracts, call } from "./in-process.js";
import { MADE_FIRST, renameMade } from "../made-first.js";
import { follow } from "../helpers/refs.js";

type Json = Record<string, any>;
const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];
/** A bearer token: the emulator takes any (the contracts' schemes say where it goes, not what it is). */
const TOKEN = "examples-alone-token";

/** The named examples of a parameter or media type (`example` as one unnamed), in their order. */
function examplesOf(doc: Json, holder: Json): Array<{ name: string; value: unknown }> {
  if (holder.example !== undefined) return [{ name: "example", value: holder.example }];
  return Object.entries((holder.examples ?? {}) as Json).map(([name, e]) => ({ name, value: follow(doc, e)?.value }));
}

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  examples: Array<{ name: string; value: unknown }>;
}

interface Operation {
  api: ApiEntry;
  doc: Json;
  path: string;
  method: string;
  operationId: string;
  parameters: Parameter[];
  bodies: Array<{ name: string; mediaType: string; value: unknown }>;
  /** The 2xx statuses the operation documents. */
  success: number[];
  credentials: Record<string, string>;
}

/** One request of the test: the parameters' chosen examples (by index), the body example chosen. */
interface Variant {
  label: string;
  chosen: Map<Parameter, number>;
  body?: number;
  /** It sends If-Match where the operation does not require it: the resource must exist first. */
  ifMatch?: boolean;
}

function operations(): Operation[] {
  const out: Operation[] = [];
  for (const api of loadRegistry()) {
    const doc = JSON.parse(readFileSync(api.bundle, "utf8")) as Json;
    const schemes = (doc.components?.securitySchemes ?? {}) as Json;
    for (const [path, rawItem] of Object.entries((doc.paths ?? {}) as Json)) {
      const item = follow(doc, rawItem);
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        const byKey = new Map<string, Json>();
        for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: Json) => follow(doc, p))) byKey.set(`${p.in} ${p.name}`, p);
        const parameters = [...byKey.values()].map((p) => ({ name: p.name, in: p.in, required: p.required === true, examples: examplesOf(doc, p) }));
        const content = (follow(doc, op.requestBody)?.content ?? {}) as Json;
        const bodies = Object.entries(content).flatMap(([mediaType, media]) => examplesOf(doc, media as Json).map((e) => ({ ...e, mediaType })));
        const requirement = ((op.security ?? doc.security ?? [{}]) as Json[])[0] ?? {};
        const credentials: Record<string, string> = {};
        for (const name of Object.keys(requirement)) {
          const scheme = follow(doc, schemes[name]);
          if (scheme?.type === "apiKey" && scheme.in === "header") credentials[scheme.name] = TOKEN;
          else credentials.Authorization = `Bearer ${TOKEN}`;
        }
        const success = Object.keys(op.responses ?? {})
          .filter((s) => /^2\d\d$/.test(s))
          .map(Number);
        out.push({ api, doc, path, method, operationId: op.operationId, parameters, bodies, success, credentials });
      }
    }
  }
  return out;
}

/**
 * The requests of an operation: the required parameters and the first body example; then each optional parameter
 * beside them, and each other named example of a parameter or body, one at a time.
 */
function variants(op: Operation): Variant[] {
  const base = new Map(op.parameters.filter((p) => p.required).map((p) => [p, 0]));
  const out: Variant[] = [{ label: "required parameters", chosen: base, body: op.bodies.length ? 0 : undefined }];
  for (const p of op.parameters) {
    for (let i = p.required ? 1 : 0; i < p.examples.length; i++) {
      const ifMatch = !p.required && p.in === "header" && p.name.toLowerCase() === "if-match";
      out.push({ label: `${p.in} ${p.name} = example ${p.examples[i]!.name}`, chosen: new Map([...base, [p, i]]), body: out[0]!.body, ifMatch });
    }
  }
  for (let i = 1; i < op.bodies.length; i++) out.push({ label: `body example ${op.bodies[i]!.name}`, chosen: base, body: i });
  return out;
}

interface Built {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  pathParams: Json;
}

/** The request of a variant, from the examples only; `subscriber` plays the origin of a notificationUrl. */
function build(op: Operation, v: Variant, subscriber: string): Built {
  const pathParams: Json = {};
  const query: string[] = [];
  const headers: Record<string, string> = { ...op.credentials };
  for (const [p, i] of v.chosen) {
    const value = p.examples[i]?.value;
    if (value === undefined) continue;
    if (p.in === "path") pathParams[p.name] = value;
    else if (p.in === "query") query.push(`${p.name}=${encodeURIComponent(String(value))}`);
    else if (p.in === "header") headers[p.name] = String(value);
  }
  const path = op.path.replace(/\{([^}]+)\}/g, (whole, name: string) => (name in pathParams ? encodeURIComponent(String(pathParams[name])) : whole));
  const chosen = v.body === undefined ? undefined : op.bodies[v.body];
  let body = chosen?.value;
  if (chosen) headers["Content-Type"] = chosen.mediaType;
  if (body && typeof body === "object" && typeof (body as Json).notificationUrl === "string") {
    const hook = new URL((body as Json).notificationUrl);
    body = { ...(body as Json), notificationUrl: `${subscriber}${hook.pathname}${hook.search}` };
  }
  return { method: op.method.toUpperCase(), url: `${path}${query.length ? `?${query.join("&")}` : ""}`, headers, body, pathParams };
}

const all = operations();
const title = (op: Operation) => `${op.api.key} ${op.operationId}`;

describe("every operation, sent from its examples alone to a fresh emulator, answers a documented success", () => {
  let engine: Engine;
  let subscriber: https.Server;
  let origin: string;
  beforeAll(async () => {
    // the subscriber: answers a handshake with its token, and takes any push
    subscriber = https.createServer(selfSignedCertificate(), (req, res) => {
      const token = new URL(req.url ?? "/", "https://subscriber").searchParams.get("validationToken");
      req.resume();
      req.on("end", () => (token === null ? res.writeHead(202).end() : res.writeHead(200, { "content-type": "text/plain" }).end(token)));
    });
    await new Promise<void>((resolve) => subscriber.listen(0, "127.0.0.1", resolve));
    origin = `https://127.0.0.1:${(subscriber.address() as AddressInfo).port}`;
    engine = await createEngine({ contracts: allContracts(), quiet: true });
  });
  afterAll(async () => {
    await engine?.close();
    subscriber?.closeAllConnections();
    await new Promise((resolve) => subscriber?.close(resolve));
  });

  async function send(op: Operation, v: Variant) {
    const req = build(op, v, origin);
    const answer = await call(engine, req.method, req.url, { headers: req.headers, body: req.body });
    return { req, answer };
  }

  /** A fresh emulator; then what the examples name made first, where a fresh one lacks it (MADE_FIRST). */
  async function arrange(op: Operation, v: Variant): Promise<void> {
    await engine.reset();
    const made = async (maker: Operation) => {
      const { req, answer } = await send(maker, variants(maker)[0]!);
      expect(maker.success, `${title(maker)}, sent first for ${op.operationId}: ${req.method} ${req.url}\n=> ${answer.status} ${JSON.stringify(answer.body)}`).toContain(answer.status);
      return answer;
    };
    const first = MADE_FIRST[op.operationId];
    if (first) {
      const maker = all.find((m) => m.api === op.api && m.operationId === first.by);
      if (!maker) throw new Error(`${title(op)}: no ${first.by} in ${op.api.key}`);
      await renameMade(engine, op.operationId, await made(maker), build(op, variants(op)[0]!, "").pathParams);
    }
    if (v.ifMatch) await made(op);
  }

  for (const op of all) {
    for (const v of variants(op)) {
      it(`${title(op)} (${v.label}): ${op.success.join(" or ")}`, async () => {
        await arrange(op, v);
        const { req, answer } = await send(op, v);
        const shown = `${req.method} ${req.url}\n${JSON.stringify(req.body)}\n=> ${answer.status} ${JSON.stringify(answer.body)}`;
        expect(op.success, shown).toContain(answer.status);
        expect(answer.findings, shown).toEqual([]);
      });
    }
  }
});
