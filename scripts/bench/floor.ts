/**
 * The bench's floor: a bare node:http server doing, per request, the I/O and JSON work the emulator cannot
 * avoid for the same answer, and nothing else. It reads the whole body and JSON.parses it when there is one;
 * for a subscription create or renewal (a "handshake" row) it makes the handshake the emulator makes (POST
 * `<notificationUrl>?validationToken=<uuid>` over a kept-alive connection, the answer read and compared
 * with the token); then it JSON.stringifies the answer, held as a JS value, and writes it with the
 * emulator's status and headers. A plain `node -e` child: no TypeScript loader, no framework.
 */
import type { ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { startChild } from "./proc.js";

/** What the floor answers to one request (method, target and body length pick it). */
export interface FloorRoute {
  method: string;
  path: string;
  /** Bytes of the request body (0: none). */
  length: number;
  status: number;
  /** The emulator's answer headers, hop-by-hop and Content-Length left out (the floor writes its own). */
  headers: Record<string, string>;
  /** The answer as a JS value (stringified per request), or its text when it is not JSON (an empty body). */
  json?: unknown;
  text?: string;
  /** Make the webhook handshake with the body's notificationUrl before answering. */
  handshake: boolean;
}

const FLOOR = `
const fs = require("node:fs"), http = require("node:http"), https = require("node:https"), { randomUUID } = require("node:crypto");
const routes = new Map();
for (const r of JSON.parse(fs.readFileSync(process.env.BENCH_ROUTES, "utf8"))) routes.set(r.method + " " + r.path + " " + r.length, r);
const agents = { "http:": new http.Agent({ keepAlive: true }), "https:": new https.Agent({ keepAlive: true, rejectUnauthorized: false }) };
const handshake = (notificationUrl, callback) => {
  let settled = false;
  const done = (failed) => { if (!settled) { settled = true; callback(failed); } };
  const token = randomUUID();
  let target;
  try { target = new URL(notificationUrl); } catch { return done("the body has no notificationUrl"); }
  target.searchParams.set("validationToken", token);
  const client = target.protocol === "https:" ? https : http;
  const req = client.request(target, { method: "POST", agent: agents[target.protocol], headers: { "content-length": "0" } }, (res) => {
    const chunks = [];
    res.on("data", (c) => chunks.push(c));
    res.on("end", () => done(res.statusCode === 200 && Buffer.concat(chunks).toString("utf8").trim() === token ? undefined : "the receiver did not echo the token"));
  });
  req.setTimeout(10000, () => req.destroy(new Error("no answer")));
  req.on("error", (err) => done(err.message));
  req.end();
};
const answer = (res, r) => {
  const body = r.json === undefined ? r.text : JSON.stringify(r.json);
  res.writeHead(r.status, { ...r.headers, "content-length": Buffer.byteLength(body) });
  res.end(body);
};
http.createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    let body;
    if (chunks.length > 0) {
      try { body = JSON.parse(Buffer.concat(chunks).toString("utf8")); } catch { return void res.writeHead(400, { "content-length": 0 }).end(); }
    }
    const r = routes.get(req.method + " " + req.url + " " + (req.headers["content-length"] ?? 0));
    if (!r) return void res.writeHead(404, { "content-length": 0 }).end();
    if (!r.handshake) return answer(res, r);
    handshake(body && body.notificationUrl, (failed) => (failed ? res.writeHead(502, { "content-length": Buffer.byteLength(failed) }).end(failed) : answer(res, r)));
  });
}).listen(0, "127.0.0.1", function () { console.log("floor on " + this.address().port); });`;

/** Start the floor with its routes (written to `dir`); its port. */
export function startFloor(routes: FloorRoute[], dir: string): Promise<{ child: ChildProcess; port: number }> {
  const file = join(dir, "floor-routes.json");
  writeFileSync(file, JSON.stringify(routes));
  return startChild("floor", process.execPath, ["-e", FLOOR], /floor on (\d+)/, { BENCH_ROUTES: file });
}
