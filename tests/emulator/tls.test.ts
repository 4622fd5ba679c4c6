/**
 * The emulator over https (the resource manager's client libraries send a bearer token over https only)
 * and the absolute URLs it answers (nextLink, status addresses, locations), built from the scheme and host
 * the client used: its own TLS connection, or a TLS-terminating proxy's X-Forwarded-Proto / -Host.
 */
import { spawnSync } from "node:child_process";
import { X509Certificate } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import tls from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../scripts/lib/registry.js";
import { SEED_SUBSCRIPTION_ID } from "../../src/emulator/apis/seed-data.js";
import { type HttpAdapter, listen } from "../../src/emulator/http.js";
import { createEmulator, type Emulator } from "../../src/emulator/index.js";
import { startEmulator, TlsError } from "../../src/emulator/start.js";
import type { DispatchRequest } from "../../src/emulator/types.js";
import { CERT_FILE, KEY_FILE, selfSignedCertificate, type TlsCredentials } from "../../src/tls.js";
import { call, COMPANY, spawnEmulatorCli, TOKEN } from "./helpers.js";
import type { EmuResponse } from "../../src/http/front-door.js";

const BEARER = { authorization: TOKEN };
const EVENTS = `/subscriptions/${SEED_SUBSCRIPTION_ID}/providers/Vendor.ResourceHealth/events?api-version=2025-05-01&queryStartTime=1%2F1%2F2000`;

/** Write `text` on a TLS connection trusting `ca`; resolves with everything read until the server closes. */
function tlsExchange(port: number, ca: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ host: "127.0.0.1", port, ca, servername: "localhost" }, () => socket.write(text));
    let read = "";
    socket.on("data", (c: Buffer) => (read += c.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => resolve(read));
  });
}

const tempDir = () => mkdtempSync(join(tmpdir(), "emulator-tls-test-"));

describe("startEmulator({ https: true })", () => {
  it("serves https with a certificate for localhost, 127.0.0.1 and ::1; Events_ListBySubscriptionId's nextLink says https and the host the client used", async () => {
    const emu = await startEmulator({ https: true });
    try {
      expect(emu.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const x509 = new X509Certificate(emu.certificate!);
      expect(x509.checkHost("localhost")).toBe("localhost");
      expect(x509.checkIP("127.0.0.1")).toBe("127.0.0.1");
      expect(x509.checkIP("::1")).toBe("::1");
      expect(readFileSync(emu.certificateFile!, "utf8")).toBe(emu.certificate);

      const byAddress = await call(`${emu.url}${EVENTS}`, { headers: BEARER, ca: emu.certificate });
      expect(byAddress.status).toBe(200);
      expect(byAddress.body.nextLink).toMatch(new RegExp(`^${emu.url}/subscriptions/${SEED_SUBSCRIPTION_ID}/providers/Vendor\\.ResourceHealth/events\\?`));
      const byName = await call(`https://localhost:${emu.port}${EVENTS}`, { headers: BEARER, ca: emu.certificate });
      expect(byName.body.nextLink).toMatch(new RegExp(`^https://localhost:${emu.port}/subscriptions/`));
      const next = await call(byName.body.nextLink, { headers: BEARER, ca: emu.certificate });
      expect(next.status).toBe(200);
      expect(next.body.value).toHaveLength(10);

      // a client that does not trust the certificate is refused by its own TLS
      await expect(call(`${emu.url}${EVENTS}`, { headers: BEARER })).rejects.toMatchObject({ code: "DEPTH_ZERO_SELF_SIGNED_CERT" });
    } finally {
      await emu.close();
    }
    // made for this start, in a temporary folder: gone with it
    expect(existsSync(emu.certificateFile!)).toBe(false);
  });

  it("serves your own certificate ({ https: { cert, key } }), and refuses a key of another certificate before it starts", async () => {
    const own = selfSignedCertificate();
    const emu = await startEmulator({ https: own });
    try {
      expect(emu.certificate).toBe(own.cert);
      expect(emu.certificateFile).toBeUndefined();
      expect((await call(`${emu.url}${EVENTS}`, { headers: BEARER, ca: own.cert })).status).toBe(200);
    } finally {
      await emu.close();
    }
    const other = selfSignedCertificate();
    await expect(startEmulator({ https: { cert: own.cert, key: other.key } })).rejects.toThrow(new TlsError("the key https.key does not belong to the certificate https.cert"));
    await expect(startEmulator({ https: { cert: "not PEM", key: own.key } })).rejects.toThrow(new TlsError("https.cert is not a PEM certificate"));
  });

  it("keeps a made certificate in the data folder and reuses it across restarts; one that expires within a day is made again", async () => {
    const dataDir = tempDir();
    try {
      const first = await startEmulator({ https: true, dataDir });
      await first.close();
      expect(first.certificateFile).toBe(join(dataDir, CERT_FILE));
      expect(readFileSync(first.certificateFile!, "utf8")).toBe(first.certificate);

      const again = await startEmulator({ https: true, dataDir });
      await again.close();
      expect(again.certificate).toBe(first.certificate);

      const expiring = selfSignedCertificate(0.5);
      writeFileSync(join(dataDir, CERT_FILE), expiring.cert);
      writeFileSync(join(dataDir, KEY_FILE), expiring.key);
      const renewed = await startEmulator({ https: true, dataDir });
      await renewed.close();
      expect([first.certificate, expiring.cert]).not.toContain(renewed.certificate);
      expect(Date.parse(new X509Certificate(renewed.certificate!).validTo)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
      expect(readFileSync(join(dataDir, KEY_FILE), "utf8")).not.toBe(expiring.key);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("the HTTP adapter over TLS (the same node:http handling, short timeouts)", () => {
  const credentials: TlsCredentials = selfSignedCertificate();
  let adapter: HttpAdapter;
  let port: number;
  const echo = async (req: DispatchRequest): Promise<EmuResponse> => ({ status: 200, body: { baseUrl: req.baseUrl } });
  beforeAll(async () => {
    const loud = (line: string) => {
      throw new Error(`unexpected: ${line}`);
    };
    adapter = await listen(echo, { host: "127.0.0.1", port: 0, loud, tls: credentials, timeouts: { headersMs: 300, requestMs: 600, keepAliveMs: 300 } });
    port = Number(new URL(adapter.url).port);
  });
  afterAll(() => adapter.close());

  it("answers what node's parser refuses, headers over the limit and a request not complete in time in the common error shape", async () => {
    expect(adapter.url).toBe(`https://127.0.0.1:${port}`);
    const folded = await tlsExchange(port, credentials.cert, "GET / HTTP/1.1\r\nHost: localhost\r\nX-A: a\r\n b\r\n\r\n");
    expect(folded).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n[\s\S]*"code":"BadRequest_Malformed"/);
    const large = await tlsExchange(port, credentials.cert, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(large).toMatch(/^HTTP\/1\.1 431 [\s\S]*"code":"RequestHeaderFieldsTooLarge"/);
    const slow = await tlsExchange(port, credentials.cert, "GET / HTTP/1.1\r\nHost: localhost\r\n");
    expect(slow).toMatch(/^HTTP\/1\.1 408 [\s\S]*"code":"RequestTimeout"/);
  });

  it("closes a connection that never starts its TLS handshake", async () => {
    const socket = net.connect(port, "127.0.0.1");
    const closed = await new Promise<boolean>((resolve) => socket.on("close", () => resolve(true)));
    expect(closed).toBe(true);
  });

  it("closes a connection still before its handshake when it closes (node:http's closeAllConnections does not know it)", async () => {
    const own = await listen(echo, { host: "127.0.0.1", port: 0, loud: () => undefined, tls: credentials, timeouts: { headersMs: 60_000 } });
    const socket = net.connect(Number(new URL(own.url).port), "127.0.0.1");
    socket.on("error", () => undefined);
    await new Promise((resolve) => socket.once("connect", resolve));
    const closed = new Promise((resolve) => socket.once("close", resolve));
    await own.close();
    await closed;
  }, 10_000);

  it("answers a Host that is no host[:port] 400, and a malformed X-Forwarded-Host is ignored, never reflected", async () => {
    const bad = await tlsExchange(port, credentials.cert, "GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n");
    expect(bad).toMatch(/^HTTP\/1\.1 400 [\s\S]*"code":"BadRequest_Malformed","message":"Malformed HTTP request \(the Host header is not a host\[:port\]\)"/);
    const forged = await call(`https://localhost:${port}/`, { headers: { "x-forwarded-host": "evil.example/x?" }, ca: credentials.cert });
    expect(forged.body).toEqual({ baseUrl: `https://localhost:${port}` });
    const proxied = await call(`https://localhost:${port}/`, { headers: { forwarded: 'proto=http;host="api.example:8080"' }, ca: credentials.cert });
    expect(proxied.body).toEqual({ baseUrl: "http://api.example:8080" });
  });
});

describe("links follow the client through a TLS-terminating proxy (X-Forwarded-Proto, X-Forwarded-Host)", () => {
  let emu: Emulator;
  let proxy: https.Server;
  let base: string;
  const proxyTls = selfSignedCertificate();
  const ca = proxyTls.cert;

  beforeAll(async () => {
    emu = await createEmulator({ quiet: true, validateResponses: true, settings: { asyncDeleteMs: 10_000 } });
    const upstream = new URL(emu.url);
    // node:https in front, plain http behind, as nginx does by default: Host is the upstream's, the client's is forwarded
    proxy = https.createServer(proxyTls, (req, res) => {
      const headers = { ...req.headers, host: upstream.host, "x-forwarded-proto": "https", "x-forwarded-host": req.headers.host ?? "" };
      const forward = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forward.on("error", () => res.destroy());
      req.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    base = `https://localhost:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    proxy?.closeAllConnections();
    await new Promise((resolve) => proxy?.close(resolve));
    expect(emu.violations).toEqual([]);
    await emu?.close();
  });

  it("Entities_List: @odata.nextLink and @odata.context say https and the proxy's host", async () => {
    for (const displayName of ["Proxied A", "Proxied B"]) {
      expect((await call(`${base}/_emulator/entities/companies(${COMPANY})/customers`, { method: "POST", body: { displayName }, ca })).status).toBe(201);
    }
    const list = await call(`${base}/api/v2.0/companies(${COMPANY})/customers`, { headers: { ...BEARER, prefer: "odata.maxpagesize=1" }, ca });
    expect(list.status).toBe(200);
    expect(list.body["@odata.context"]).toMatch(new RegExp(`^${base}/api/v2\\.0/\\$metadata#`));
    expect(list.body["@odata.nextLink"]).toMatch(new RegExp(`^${base}/api/v2\\.0/companies\\(${COMPANY}\\)/customers\\?`));
    const next = await call(list.body["@odata.nextLink"], { headers: { ...BEARER, prefer: "odata.maxpagesize=1" }, ca });
    expect(next.status).toBe(200);
    expect(next.body.value).toHaveLength(1);
    expect(next.body.value[0].id).not.toBe(list.body.value[0].id);
  });

  it("Events_ListBySubscriptionId and Quotas_List: nextLink says https and the proxy's host", async () => {
    const events = await call(`${base}${EVENTS}`, { headers: BEARER, ca });
    expect(events.body.nextLink).toMatch(new RegExp(`^${base}/subscriptions/${SEED_SUBSCRIPTION_ID}/providers/Vendor\\.ResourceHealth/events\\?`));
    expect((await call(events.body.nextLink, { headers: BEARER, ca })).status).toBe(200);
    const quotasPath = `/subscriptions/${SEED_SUBSCRIPTION_ID}/providers/Vendor.MachineLearningServices/locations/eastus/quotas?api-version=2025-09-01`;
    const quotas = await call(`${base}${quotasPath}`, { headers: BEARER, ca });
    expect(quotas.status).toBe(200);
    expect(quotas.body.nextLink).toMatch(new RegExp(`^${base}/subscriptions/${SEED_SUBSCRIPTION_ID}/providers/Vendor\\.MachineLearningServices/locations/eastus/quotas\\?`));
    expect((await call(quotas.body.nextLink, { headers: BEARER, ca })).status).toBe(200);
  });

  it("Namespaces_Delete: the Vendor-AsyncOperation status address says https and the proxy's host; OperationStatuses_Get answers there", async () => {
    const deleted = await call(`${base}/subscriptions/${SEED_SUBSCRIPTION_ID}/resourceGroups/orders-rg/providers/Vendor.EventHub/namespaces/contoso-orders-ns?api-version=2026-01-01`, {
      method: "DELETE",
      headers: BEARER,
      ca,
    });
    expect(deleted.status).toBe(202);
    const address = String(deleted.headers["vendor-asyncoperation"]);
    expect(address).toMatch(new RegExp(`^${base}/subscriptions/${SEED_SUBSCRIPTION_ID}/providers/Vendor\\.EventHub/locations/westeurope/operationStatuses/[^/?]+\\?api-version=2026-01-01$`));
    const status = await call(address, { headers: BEARER, ca });
    expect(status.status).toBe(200);
    expect(status.body.status).toBe("InProgress");
  });

  it("DocumentClassifiers_AuthorizeClassifierCopy and _CopyClassifierTo: targetClassifierLocation, Operation-Location and the operation's resourceLocation say https and the proxy's host", async () => {
    const key = { "vendor-subscription-key": "tls-test-key" };
    const docs = `${base}/vendordocs`;
    const auth = await call(`${docs}/documentClassifiers:authorizeCopy?api-version=2024-11-30`, { method: "POST", headers: key, body: { classifierId: "tls-copy" }, ca });
    expect(auth.status).toBe(200);
    expect(auth.body.targetClassifierLocation).toBe(`${docs}/documentClassifiers/tls-copy`);
    const copy = await call(`${docs}/documentClassifiers/contracts-2024:copyTo?api-version=2024-11-30`, { method: "POST", headers: key, body: auth.body, ca });
    expect(copy.status).toBe(202);
    const location = String(copy.headers["operation-location"]);
    expect(location).toMatch(new RegExp(`^${docs}/operations/[0-9a-f-]{36}\\?api-version=2024-11-30$`));
    const operation = await call(location, { headers: key, ca });
    expect(operation.status).toBe(200);
    expect(operation.body.resourceLocation).toBe(`${docs}/documentClassifiers/contracts-2024`);
  });
});

describe("the command: npm run emulator -- --https, vendor-api emulate --https", () => {
  const tsx = join(repoRoot, "node_modules", ".bin", "tsx");
  const cli = join(repoRoot, "src", "emulator", "cli.ts");
  const run = (args: string[]) => spawnSync(tsx, args, { cwd: repoRoot, encoding: "utf8", timeout: 60_000 });
  const lines = (text: string) => text.split("\n").filter((l) => l !== "" && !l.startsWith("npm warn"));

  it("prints where its certificate is; a generated client in its own node process trusts it by NODE_EXTRA_CA_CERTS and follows nextLink and Vendor-AsyncOperation as given", async () => {
    const dataDir = tempDir();
    const run = await spawnEmulatorCli(["--https", "--port", "0", "--quiet", "--data-dir", dataDir], /Emulator ready on (https:\/\/\S+)/);
    const { child, exited } = run;
    try {
      const url = run.match[1]!;
      const out = run.out();
      const certFile = join(dataDir, CERT_FILE);
      expect(out).toContain(`TLS certificate (self-signed, for localhost, 127.0.0.1, ::1): ${certFile}; trust it, e.g. NODE_EXTRA_CA_CERTS=${certFile}\n`);

      const env: NodeJS.ProcessEnv = { ...process.env, NODE_EXTRA_CA_CERTS: certFile };
      delete env.NODE_TLS_REJECT_UNAUTHORIZED;
      const client = join(repoRoot, "tests", "emulator", "https-client.ts");
      const app = spawnSync(process.execPath, ["--import", "tsx", client, url], { cwd: repoRoot, encoding: "utf8", env, timeout: 60_000 });
      expect(app.stderr).toBe("");
      const seen = JSON.parse(app.stdout) as { pages: Array<{ url: string; items: number }>; started: number; statusAddress: string; polled: string[]; outcome: { ok: boolean; kind: string } };
      expect(seen.pages.map((p) => p.items)).toEqual([10, 10, 5]);
      expect(seen.pages.every((p) => p.url.startsWith(`${url}/subscriptions/`))).toBe(true);
      expect(seen.started).toBe(202);
      expect(seen.statusAddress.startsWith(`${url}/subscriptions/${SEED_SUBSCRIPTION_ID}/providers/Vendor.EventHub/locations/eastus/operationStatuses/`)).toBe(true);
      expect(seen.polled[0]).toBe(seen.statusAddress);
      expect(seen.outcome).toEqual({ ok: true, kind: "succeeded" });

      // the same client without the certificate trusted: its TLS refuses the emulator
      delete env.NODE_EXTRA_CA_CERTS;
      const untrusting = spawnSync(process.execPath, ["--import", "tsx", client, url], { cwd: repoRoot, encoding: "utf8", env, timeout: 60_000 });
      expect(untrusting.status).not.toBe(0);
      expect(untrusting.stderr).toContain("DEPTH_ZERO_SELF_SIGNED_CERT");

      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(readFileSync(certFile, "utf8")).toMatch(/^-----BEGIN CERTIFICATE-----/);
    } finally {
      child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it("--cert without --key: one line, exit 2", () => {
    const r = run([cli, "--cert", "cert.pem", "--port", "0"]);
    expect(r.status).toBe(2);
    expect(lines(r.stderr)).toEqual([expect.stringMatching(/^emulator: --cert and --key go together \(your certificate and its key, PEM files\); usage: npm run emulator -- /)]);
  }, 60_000);

  it("vendor-api emulate with a certificate and a key that do not belong together: one line naming them, exit 1", () => {
    const dir = tempDir();
    try {
      const cert = join(dir, "cert.pem");
      const key = join(dir, "key.pem");
      writeFileSync(cert, selfSignedCertificate().cert);
      writeFileSync(key, selfSignedCertificate().key);
      const r = run([join(repoRoot, "src", "cli", "vendor-api.ts"), "emulate", "--https", "--cert", cert, "--key", key, "--port", "0"]);
      expect(r.status).toBe(1);
      expect(lines(r.stderr)).toEqual([`vendor-api emulate: the key ${key} does not belong to the certificate ${cert}`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
