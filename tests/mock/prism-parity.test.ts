/**
 * The in-process mocks answer as `prism mock` does, for every request that reaches Prism. The Prism CLI
 * (5.14.2, `-v silent`, the command the front door used to run per API) is the oracle: the same requests
 * go to it and to the front door, and status, headers (but Date and the connection's own) and body must
 * be equal. The requests cover examples, Prefer and __code, a chunked body and Prism's ProblemJson errors
 * (422). CORS is the front door's, not Prism's (the CLI runs with --cors=false; tests/http/local.test.ts
 * covers it, as the emulator answers it). What the emulator's checks refuse (no credentials, an invalid
 * body or header, a method the path does not take, including HEAD and OPTIONS: 405 with Allow) the front
 * door refuses itself, as the emulator does, before Prism (refusal-parity.test.ts): those are not Prism's
 * answers any more, and the last test here says so.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import net from "node:net";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findApi, loadRegistry } from "../../scripts/lib/registry.js";
import { startMocks, type MockServer } from "../../src/mock/server.js";

const api = findApi(loadRegistry(), "webhooks@v2.0");

interface Answer {
  status: number;
  headers: [string, string][];
  body: string;
}

/** One request on its own connection; the raw header list, in order, without Date and the connection's own. */
function send(base: string, method: string, path: string, headers: Record<string, string> = {}, body?: string, chunked = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers: { ...headers, connection: "close" }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
        resolve({ status: res.statusCode ?? 0, headers: pairs.filter(([n]) => !["date", "connection", "keep-alive"].includes(n)), body: Buffer.concat(chunks).toString("utf8") });
      });
    });
    req.on("error", reject);
    if (body !== undefined && chunked) {
      req.write(body.slice(0, 10));
      req.end(body.slice(10));
    } else req.end(body);
  });
}

const auth = { authorization: "Bearer any" };
const json = { ...auth, "content-type": "application/json" };
const valid = JSON.stringify({ notificationUrl: "https://hooks.example.com/bc", resource: "/api/v2.0/companies(f64eba74-dacd-4854-a584-1834f68cfc3a)/customers" });
const CASES: Array<[label: string, method: string, path: string, headers?: Record<string, string>, body?: string, chunked?: boolean]> = [
  ["list", "GET", "/api/v2.0/subscriptions", auth],
  ["create", "POST", "/api/v2.0/subscriptions", json, valid],
  ["create, chunked", "POST", "/api/v2.0/subscriptions", json, valid, true],
  ["Prefer code", "POST", "/api/v2.0/subscriptions", { ...json, prefer: "code=400" }, valid],
  ["Prefer example", "POST", "/api/v2.0/subscriptions", { ...json, prefer: "code=400, example=handshakeFailed" }, valid],
  ["bad Prefer", "POST", "/api/v2.0/subscriptions", { ...json, prefer: "code=abc" }, valid],
  ["__code", "GET", "/api/v2.0/subscriptions?__code=401", auth],
  ["one subscription", "GET", "/api/v2.0/subscriptions('5b8c2f7e1d4a49c6b3e09f8a7d6c5e41')", auth],
  ["delete", "DELETE", "/api/v2.0/subscriptions('5b8c2f7e1d4a49c6b3e09f8a7d6c5e41')", { ...auth, "if-match": 'W/"JzIwOzE3MzU2OTg0NTU2NjQ5NzEwMjMxMTswMDsn"' }],
  ["custom API, query", "GET", "/api/acme/sales/v1.0/subscriptions?$top=2", auth],
];

/** Requests the emulator's checks refuse: the front door answers them itself (Prism's answer was its example error, or a 405 without Allow). */
const REFUSED: Array<[label: string, method: string, path: string, headers?: Record<string, string>, body?: string]> = [
  ["no token", "GET", "/api/v2.0/subscriptions"],
  ["invalid body", "POST", "/api/v2.0/subscriptions", json, "{}"],
  ["delete without If-Match", "DELETE", "/api/v2.0/subscriptions('5b8c2f7e1d4a49c6b3e09f8a7d6c5e41')", auth],
  ["method not declared", "PUT", "/api/v2.0/subscriptions", json, valid],
  // an OPTIONS that is no preflight (CORS preflights are the front door's), and HEAD: no operation takes them
  ["OPTIONS", "OPTIONS", "/api/v2.0/subscriptions", auth],
  ["HEAD", "HEAD", "/api/v2.0/subscriptions", auth],
];

describe("in-process Prism answers as the Prism CLI", () => {
  let cli: ChildProcess | undefined;
  let cliUrl = "";
  let mock: MockServer;

  beforeAll(async () => {
    const require = createRequire(import.meta.url);
    const pkg = require.resolve("@stoplight/prism-cli/package.json");
    const bin = join(dirname(pkg), (JSON.parse(readFileSync(pkg, "utf8")) as { bin: { prism: string } }).bin.prism);
    const port = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, "127.0.0.1", () => {
        const { port: p } = s.address() as net.AddressInfo;
        s.close(() => resolve(p));
      });
    });
    cli = spawn(process.execPath, [bin, "mock", "-h", "127.0.0.1", "-p", String(port), "-v", "silent", "--cors=false", api.bundle], { stdio: "ignore" });
    cliUrl = `http://127.0.0.1:${port}`;
    mock = await startMocks({ entries: [api], port: 0 });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const up = await new Promise<boolean>((resolve) => {
        const socket = net.connect({ host: "127.0.0.1", port }, () => {
          socket.destroy();
          resolve(true);
        });
        socket.once("error", () => resolve(false));
      });
      if (up) break;
      if (cli.exitCode !== null || Date.now() > deadline) throw new Error(`prism mock did not listen on ${port}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 90_000);

  afterAll(async () => {
    cli?.kill("SIGTERM");
    await mock?.close();
  });

  it("gives the same status, headers and body for each request", async () => {
    const differences: string[] = [];
    const statuses: string[] = [];
    for (const [label, method, path, headers, body, chunked] of CASES) {
      const [expected, actual] = [await send(cliUrl, method, path, headers, body, chunked), await send(mock.url, method, path, headers, body, chunked)];
      statuses.push(`${label} ${expected.status}`);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        differences.push(`${label}: CLI ${JSON.stringify(expected).slice(0, 600)}\n   in-process ${JSON.stringify(actual).slice(0, 600)}`);
      }
    }
    expect(differences).toEqual([]);
    // the cases reach what they are meant to reach
    expect(statuses).toEqual(expect.arrayContaining(["list 200", "create 201", "delete 204", "bad Prefer 422", "__code 401"]));
  }, 60_000);

  it("refuses itself what the emulator's checks refuse, with the status the CLI gives: Prism's own validation answer never comes", async () => {
    const fromPrism = (a: Answer) => a.headers.some(([n, v]) => n === "sl-violations" || v === "application/problem+json");
    for (const [label, method, path, headers, body] of REFUSED) {
      const [fromCli, fromMock] = [await send(cliUrl, method, path, headers, body), await send(mock.url, method, path, headers, body)];
      expect([label, fromMock.status, fromPrism(fromCli), fromPrism(fromMock)]).toEqual([label, fromCli.status, true, false]);
    }
  }, 60_000);
});
