/**
 * The proxy (src/proxy/): in front of an emulator (in this process) and of a test double that answers
 * wrong bodies, hangs or resets, each exchange passes through unchanged and is checked as `vendor-api
 * conform` checks a HAR entry; what it records is checked by conform itself (the oracle), and the answers
 * are compared with what the target gives directly (node's own client).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run as conform } from "../../src/conform/cli.js";
import { readHar } from "../../src/conform/har.js";
import { startEmulator } from "../../src/emulator/start.js";
import { type RunningProxy, startProxy } from "../../src/proxy/server.js";
import { loadRegistry, repoRoot } from "../../src/registry.js";
import { freePort } from "../helpers/ports.js";

const TOKEN = "tok-PROXY-SECRET-0001";
const auth = { authorization: `Bearer ${TOKEN}` };
const COMPANY = "3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51";
const dir = mkdtempSync(join(tmpdir(), "proxy-test-"));

interface Answer {
  status: number;
  rawHeaders: string[];
  body: Buffer;
  json(): { error?: { code: string; message: string } } & Record<string, unknown>;
}

/** One request with node's own client (a fresh connection each); `ca` for an https server. */
function send(base: string, method: string, path: string, headers: Record<string, string> = {}, body?: string, ca?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const all = body === undefined ? headers : { "content-type": "application/json", ...headers, "content-length": String(Buffer.byteLength(body)) };
    const req = (url.protocol === "https:" ? https : http).request(url, { method, headers: all, agent: false, ...(ca ? { ca } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, rawHeaders: res.rawHeaders, body: bytes, json: () => JSON.parse(bytes.toString("utf8")) });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** The header fields of an answer without those of the connection (node's, per hop). */
const endToEnd = (raw: string[]) => {
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (!["connection", "keep-alive", "transfer-encoding"].includes(raw[i]!.toLowerCase())) out.push(raw[i]!, raw[i + 1]!);
  return out;
};

/** What the double answers to GET /api/v2.0/subscriptions: a list whose item lacks what the contract requires, spaced oddly. */
const WRONG = Buffer.from('{ "value" : [ { "subscriptionId": 5 } ] ,\n  "extra": "\u00e9" }');

/** A valid list over the front doors' 1 MiB limit. */
const BIG = Buffer.from(JSON.stringify({ value: [], padding: "x".repeat(1_100_000) }));

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
let double: http.Server;
let doubleUrl = "";
/** The double's streamed answer waits for this before its second part. */
let releaseStream: () => void = () => undefined;
const toEmulator: string[] = [];
const toDouble: string[] = [];
let viaEmulator: RunningProxy;
let viaDouble: RunningProxy;
const harEmulator = join(dir, "emulator.har");
const harDouble = join(dir, "double.har");
const hanging = new Set<http.ServerResponse>();

beforeAll(async () => {
  emulator = await startEmulator();
  double = http.createServer((req, res) => {
    req.resume();
    if (req.url === "/api/v2.0/subscriptions?gzip=1") return void res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" }).end(gzipSync(WRONG));
    if (req.url === "/api/v2.0/subscriptions?big=1") return void res.writeHead(200, { "content-type": "application/json" }).end(BIG);
    if (req.url === "/api/v2.0/subscriptions") {
      res.writeHead(
        200,
        [
          ["Content-Type", "application/json"],
          ["Set-Cookie", "a=1; Path=/"],
          ["Set-Cookie", "b=2"],
          ["X-Double", "yes"],
        ].flat(),
      );
      return void res.end(WRONG);
    }
    if (req.url === "/api/v2.0/companies") {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"value":[');
      return void new Promise<void>((resolve) => (releaseStream = resolve)).then(() => res.end("]}"));
    }
    if (req.url === "/echo/headers") return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(req.rawHeaders));
    if (req.url === "/hang") return void hanging.add(res);
    if (req.url === "/reset") return void req.socket.resetAndDestroy();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => double.listen(0, "127.0.0.1", () => resolve()));
  doubleUrl = `http://127.0.0.1:${(double.address() as net.AddressInfo).port}`;
  [viaEmulator, viaDouble] = await Promise.all([
    startProxy({ target: emulator.url, port: 0, har: harEmulator, report: (line) => toEmulator.push(line) }),
    startProxy({ target: doubleUrl, port: 0, har: harDouble, timeoutMs: 1_000, report: (line) => toDouble.push(line) }),
  ]);
}, 120_000);

afterAll(async () => {
  for (const res of hanging) res.destroy();
  await Promise.all([viaEmulator?.close(), viaDouble?.close(), emulator?.close(), new Promise((r) => double?.close(r))]);
  rmSync(dir, { recursive: true, force: true });
});

/** The recorded container group of tests/recorded (its secrets: a registry password, storage and workspace keys, a secret volume). */
const containerGroup = readHar(join(repoRoot, "tests/recorded/container-instance/2025-09-01/positive.har")).log.entries[0]!;
const groupPath = (() => {
  const url = new URL(containerGroup.request.url);
  return `${url.pathname}${url.search}`;
})();
const groupSecrets = ["q7V!x2mR#kd9Lp4w", "bXktc3RvcmFnZS1hY2NvdW50LWtleS1mb3ItdGhlLWV4YW1wbGUtb25seQ==", "d29ya3NwYWNlLWtleS1mb3ItdGhlLWV4YW1wbGUtb25seQ=="];
let accessToken = "";

describe("in front of the emulator", () => {
  it("valid traffic reports nothing: Subscriptions_List, Companies_List, ContainerGroups_CreateOrUpdate, DocumentClassifiers_AuthorizeCopy", async () => {
    const answers = [
      await send(viaEmulator.url, "GET", "/api/v2.0/subscriptions", auth),
      await send(viaEmulator.url, "GET", "/api/v2.0/companies", auth),
      await send(viaEmulator.url, "PUT", groupPath, auth, containerGroup.request.postData!.text),
      await send(viaEmulator.url, "POST", "/vendordocs/documentClassifiers:authorizeCopy?api-version=2024-11-30", auth, JSON.stringify({ classifierId: "proxy-copy" })),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 201, 200]);
    accessToken = String(answers[3]!.json().accessToken);
    expect(accessToken.length).toBeGreaterThan(8);
    expect(toEmulator).toEqual([]);
    expect(viaEmulator.summary()).toMatchObject({ exchanges: 4, matched: 4, unmatched: 0, violations: 0 });
  });

  it("a bad request body is reported (Subscriptions_Create), and the emulator's 400 comes through as the emulator gives it", async () => {
    const body = JSON.stringify({ notificationUrl: 5, resource: `/api/v2.0/companies(${COMPANY})/customers` });
    const [proxied, direct] = [await send(viaEmulator.url, "POST", "/api/v2.0/subscriptions", auth, body), await send(emulator.url, "POST", "/api/v2.0/subscriptions", auth, body)];
    expect(proxied.status).toBe(400);
    expect(proxied.body.equals(direct.body)).toBe(true);
    expect(toEmulator).toEqual([expect.stringMatching(/^#5 POST \/api\/v2\.0\/subscriptions → 400 \(webhooks@v2\.0 Subscriptions_Create\): \/request\/body\/notificationUrl: type: /)]);
  });

  it("several clients at once: each gets the answer to its own request, and each exchange is counted once", async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `0000000${i.toString(16)}-1111-4222-8333-444455556666`.slice(-36));
    const answers = await Promise.all(ids.map((id) => send(viaEmulator.url, "GET", `/api/v2.0/subscriptions(${id})`, auth)));
    const direct = await Promise.all(ids.map((id) => send(emulator.url, "GET", `/api/v2.0/subscriptions(${id})`, auth)));
    expect(answers.map((a) => [a.status, a.body.toString()])).toEqual(direct.map((a) => [a.status, a.body.toString()]));
    expect(viaEmulator.summary().exchanges).toBe(5 + ids.length);
  });

  it("refuses at its front door what the front doors refuse: a Host it does not answer, a malformed request", async () => {
    const foreign = await send(viaEmulator.url, "GET", "/api/v2.0/subscriptions", { ...auth, host: "evil.example" });
    expect(foreign.status).toBe(403);
    expect(foreign.json().error?.code).toBe("HostNotAllowed");
    const { port } = new URL(viaEmulator.url);
    const raw = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(port), "127.0.0.1", () => socket.end("GET /api/v2.0/subscriptions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: x\r\n\r\n"));
      let text = "";
      socket.on("data", (c: Buffer) => (text += c.toString()));
      socket.on("close", () => resolve(text));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toMatch(/"code":"BadRequest_Malformed"/);
  });
});

describe("in front of a test double", () => {
  it("a wrong answer is reported (Subscriptions_List) and passed through unchanged, byte for byte", async () => {
    const [proxied, direct] = [await send(viaDouble.url, "GET", "/api/v2.0/subscriptions", auth), await send(doubleUrl, "GET", "/api/v2.0/subscriptions", auth)];
    expect(proxied.status).toBe(200);
    expect(proxied.body.equals(WRONG)).toBe(true);
    // every end-to-end header as the double sent it, in its order (its Date is the double's own)
    const withoutDate = (raw: string[]) => endToEnd(raw).filter((_, i, all) => all[i - (i % 2)] !== "Date");
    expect(withoutDate(proxied.rawHeaders)).toEqual(withoutDate(direct.rawHeaders));
    expect(toDouble.some((l) => l.startsWith("#1 GET /api/v2.0/subscriptions → 200 (webhooks@v2.0 Subscriptions_List): /response/body/value/0"))).toBe(true);
  });

  it("decodes a gzip answer to check it (passing the bytes on as they are), and passes on an answer over 1 MiB unchecked, saying so", async () => {
    const zipped = await send(viaDouble.url, "GET", "/api/v2.0/subscriptions?gzip=1", auth);
    expect(zipped.body.equals(gzipSync(WRONG))).toBe(true);
    expect(toDouble.some((l) => /^#2 GET \/api\/v2\.0\/subscriptions → 200 \(webhooks@v2\.0 Subscriptions_List\): \/response\/body\/value\/0/.test(l))).toBe(true);
    const big = await send(viaDouble.url, "GET", "/api/v2.0/subscriptions?big=1", auth);
    expect(big.body.equals(BIG)).toBe(true);
    expect(toDouble).toContain(`#3 GET /api/v2.0/subscriptions → 200: note: response body not checked nor recorded: it is over 1048576 bytes`);
  });

  it("streams: the first part of an answer reaches the client before the target has sent the rest", async () => {
    const first = await new Promise<string>((resolve, reject) => {
      const req = http.get(new URL("/api/v2.0/companies", viaDouble.url), { headers: auth, agent: false }, (res) => {
        res.once("data", (c: Buffer) => {
          const part = c.toString();
          res.resume();
          res.once("end", () => resolve(part));
          releaseStream();
        });
      });
      req.on("error", reject);
    });
    expect(first).toBe('{"value":[');
  });

  it("sends the target X-Forwarded-For, -Proto and -Host after the client's own, and no hop-by-hop header; an exchange no API serves passes unchecked", async () => {
    const before = viaDouble.summary();
    const echo = await send(viaDouble.url, "GET", "/echo/headers", { connection: "keep-alive, X-Drop", "x-drop": "1", "keep-alive": "timeout=5", "x-forwarded-for": "10.0.0.1", te: "trailers" });
    const raw = echo.json() as unknown as string[];
    const got = new Map<string, string>();
    for (let i = 0; i < raw.length; i += 2) got.set(raw[i]!.toLowerCase(), raw[i + 1]!);
    expect(got.get("host")).toBe(new URL(doubleUrl).host);
    expect(got.get("x-forwarded-for")).toBe("10.0.0.1, 127.0.0.1");
    expect(got.get("x-forwarded-proto")).toBe("http");
    expect(got.get("x-forwarded-host")).toBe(new URL(viaDouble.url).host);
    expect([...got.keys()].filter((k) => ["x-drop", "keep-alive", "te"].includes(k))).toEqual([]);
    expect(viaDouble.summary()).toMatchObject({ exchanges: before.exchanges + 1, unmatched: before.unmatched + 1, violations: before.violations });
  });

  it("a target that resets the connection or is not there gives 502, one that hangs 504, in the common error shape", async () => {
    const reset = await send(viaDouble.url, "GET", "/reset");
    expect([reset.status, reset.json().error?.code]).toEqual([502, "BadGateway"]);
    const port = await freePort();
    const nowhere = await startProxy({ target: `http://127.0.0.1:${port}`, port: 0, report: () => undefined });
    try {
      const refused = await send(nowhere.url, "GET", "/api/v2.0/subscriptions", auth);
      expect([refused.status, refused.json().error?.code]).toEqual([502, "BadGateway"]);
      expect(refused.json().error?.message).toMatch(/refused the connection/);
    } finally {
      await nowhere.close();
    }
    const hung = await send(viaDouble.url, "GET", "/hang");
    expect([hung.status, hung.json().error]).toEqual([504, { code: "GatewayTimeout", message: `The target ${doubleUrl} did not answer within 1000 ms` }]);
  });
});

describe("TLS", () => {
  it("--https serves TLS; an https target is trusted with --target-ca, and not without it (502)", async () => {
    const secure = await startEmulator({ https: true });
    const [trusting, untrusting] = await Promise.all([
      startProxy({ target: secure.url, port: 0, https: true, targetCa: secure.certificate, report: () => undefined }),
      startProxy({ target: secure.url, port: 0, report: () => undefined }),
    ]);
    try {
      expect(trusting.url).toMatch(/^https:/);
      const ok = await send(trusting.url, "GET", "/api/v2.0/subscriptions", auth, undefined, trusting.certificate);
      expect(ok.status).toBe(200);
      const refused = await send(untrusting.url, "GET", "/api/v2.0/subscriptions", auth);
      expect([refused.status, refused.json().error?.code]).toEqual([502, "BadGateway"]);
      expect(refused.json().error?.message).toMatch(/not trusted .*--target-ca/);
    } finally {
      await Promise.all([trusting.close(), untrusting.close(), secure.close()]);
    }
  });
});

describe("the recordings", () => {
  it("conform agrees with each recorded HAR, and neither the token nor a secret field reaches them", async () => {
    await Promise.all([viaEmulator.close(), viaDouble.close()]);
    for (const [file, lines] of [
      [harEmulator, toEmulator],
      [harDouble, toDouble],
    ] as const) {
      const out: string[] = [];
      const status = conform([file], { out: (l) => out.push(l), err: (l) => out.push(l) }, () => loadRegistry());
      const failures = out.filter((l) => /^#\d+ .*: \//.test(l)).sort();
      // the proxy's lines are conform's, with the operation named
      expect(
        lines
          .filter((l) => /^#\d+ /.test(l) && !l.includes(": note: "))
          .map((l) => l.replace(/ \([^)]*\): /, ": "))
          .sort(),
      ).toEqual(failures);
      expect(status).toBe(failures.length > 0 ? 1 : 0);
      const text = readFileSync(file, "utf8");
      for (const secret of [TOKEN, accessToken, ...groupSecrets]) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
    }
    expect(readHar(harEmulator).log.entries).toHaveLength(viaEmulator.summary().exchanges);
  });
});

describe("the command", () => {
  it("vendor-api proxy: violations as they pass; on SIGTERM a whole HAR file, the summary, and exit 1 with --fail-on-violation", async () => {
    const har = join(dir, "cli.har");
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli/vendor-api.ts", "proxy", "--target", emulator.url, "--port", "0", "--har", har, "--fail-on-violation"], {
      cwd: repoRoot,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    const waitFor = (re: RegExp) =>
      new Promise<RegExpExecArray>((resolve, reject) => {
        const look = () => {
          const m = re.exec(out);
          if (m) resolve(m);
        };
        child.stdout.on("data", (c: Buffer) => {
          out += c.toString();
          look();
        });
        child.stderr.on("data", (c: Buffer) => (out += c.toString()));
        child.once("exit", () => reject(new Error(`exited: ${out}`)));
        look();
      });
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    try {
      const [, url] = await waitFor(/Proxy ready on (http:\/\/\S+) → /);
      expect((await send(url!, "POST", "/api/v2.0/subscriptions", auth, "{}")).status).toBe(400);
      await waitFor(/^#1 POST \/api\/v2\.0\/subscriptions → 400 \(webhooks@v2\.0 Subscriptions_Create\): \/request\/body\/\w+: required: /m);
      child.kill("SIGTERM");
      expect(await exited).toBe(1);
    } finally {
      // a failed step leaves no proxy running
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
    expect(out).toMatch(/summary: 1 exchange: 1 matched an operation, 0 unmatched; \d+ violations?:\n {2}webhooks@v2\.0 Subscriptions_Create: \d+/);
    expect(readHar(har).log.entries).toHaveLength(1);
  }, 180_000);
});
