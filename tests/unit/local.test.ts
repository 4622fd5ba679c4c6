/**
 * src/http/local.ts, the rules both front doors apply before routing: which Hosts they answer (DNS
 * rebinding), which Origins may call them from a page (CORS), and what the control routes refuse. The
 * expected verdicts are tables written here; EXPOSED_HEADERS is checked against the contracts' own
 * response headers.
 */
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { describe, expect, it } from "vitest";
import { loadRegistry } from "../../scripts/lib/registry.js";
import { CONTROL } from "../../src/emulator/control.js";
import { checkLocalOptions, CONTROL_PREFIXES, EXPOSED_HEADERS, type LocalOptions, LocalPolicy, originsAt, type RequestHead } from "../../src/http/local.js";
import { ROUTES_PATH } from "../../src/mock/server.js";

const at = (address: string, port = 4020): AddressInfo => ({ address, port, family: address.includes(":") ? "IPv6" : "IPv4" });

function policy(options: LocalOptions = {}, host = "127.0.0.1", scheme: "http" | "https" = "http"): LocalPolicy {
  const p = new LocalPolicy(options, scheme);
  p.listening(host, at(host === "localhost" ? "127.0.0.1" : host));
  return p;
}

const head = (headers: Record<string, string>, method = "GET", url = "/api/v2.0/subscriptions", httpVersion = "1.1"): RequestHead => ({
  method,
  url,
  headers,
  rawHeaders: Object.entries(headers).flat(),
  httpVersion,
});

const hostStatus = (p: LocalPolicy, host: string) => p.check(head({ host })).refusal?.status ?? 200;

describe("the Host check", () => {
  it("answers loopback names, any port, and refuses others with 403 naming the Host and --allowed-host", () => {
    const p = policy();
    const table: Array<[string, number]> = [
      ["localhost:4020", 200],
      ["localhost", 200],
      ["LocalHost.:4020", 200],
      ["app.localhost:4020", 200],
      ["127.0.0.1:4020", 200],
      ["127.1.2.3", 200],
      ["127.1", 200],
      ["[::1]:4020", 200],
      ["[::ffff:127.0.0.1]:4020", 200],
      ["rebind.example", 403],
      ["rebind.example:4020", 403],
      ["localhost.rebind.example", 403],
      ["127.0.0.1.nip.io", 403],
      ["192.168.1.5:4020", 403],
      ["[::ffff:192.168.1.5]", 403],
      ["0.0.0.0:4020", 403],
    ];
    expect(table.map(([host]) => [host, hostStatus(p, host)])).toEqual(table);
    const refused = p.check(head({ host: "rebind.example:4020" })).refusal;
    expect(refused).toEqual({
      status: 403,
      code: "HostNotAllowed",
      message: expect.stringMatching(/^Host "rebind\.example:4020" is not a name this server answers: .* --allowed-host rebind\.example \(option allowedHosts\)$/),
      inApiShape: true,
    });
  });

  it("answers the address it listens on, and the --host name given", () => {
    expect(hostStatus(policy({}, "192.168.1.5"), "192.168.1.5:4020")).toBe(200);
    expect(hostStatus(policy({}, "192.168.1.5"), "192.168.1.6:4020")).toBe(403);
    const named = new LocalPolicy({}, "http");
    named.listening("devbox.lan", at("10.0.0.7"));
    expect([hostStatus(named, "devbox.lan:4020"), hostStatus(named, "10.0.0.7"), hostStatus(named, "other.lan")]).toEqual([200, 200, 403]);
  });

  it("on a wildcard address answers the machine's own addresses, not others", () => {
    const own = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === "IPv4" && !a.internal);
    const p = policy({}, "0.0.0.0");
    if (own) expect(hostStatus(p, `${own.address}:4020`)).toBe(200);
    expect(hostStatus(p, "203.0.113.9:4020")).toBe(403);
    expect(hostStatus(p, "rebind.example")).toBe(403);
    expect(hostStatus(p, "localhost:4020")).toBe(200);
    // the address it prints: http://0.0.0.0:4020
    expect(hostStatus(p, "0.0.0.0:4020")).toBe(200);
    expect(hostStatus(policy({}, "::"), "[::]:4020")).toBe(200);
  });

  it("answers the names and domains of --allowed-host, and every Host with `all`", () => {
    const p = policy({ allowedHosts: ["proxy.example", ".dev.example", "10.1.2.3", "::2"] });
    const table: Array<[string, number]> = [
      ["proxy.example:443", 200],
      ["PROXY.example", 200],
      ["sub.proxy.example", 403],
      ["dev.example", 200],
      ["a.b.dev.example", 200],
      ["evildev.example", 403],
      ["10.1.2.3:8080", 200],
      ["[::2]", 200],
      ["other.example", 403],
    ];
    expect(table.map(([host]) => [host, hostStatus(p, host)])).toEqual(table);
    expect(hostStatus(policy({ allowedHosts: ["all"] }), "anything.example")).toBe(200);
  });

  it("answers a Host that is no host[:port] 400, a missing Host in HTTP/1.1 400; HTTP/1.0 may omit it", () => {
    const p = policy();
    expect(p.check(head({ host: "bad host" })).refusal).toEqual({ status: 400, code: "BadRequest_Malformed", message: "Malformed HTTP request (the Host header is not a host[:port])" });
    expect(p.check(head({})).refusal).toEqual({ status: 400, code: "BadRequest_Malformed", message: "Malformed HTTP request (no Host header)" });
    expect(p.check(head({}, "GET", "/", "1.0")).refusal).toBeUndefined();
    // the Forwarded headers are for links, never for this check
    expect(p.check(head({ host: "rebind.example", forwarded: "host=localhost", "x-forwarded-host": "localhost" })).refusal?.status).toBe(403);
    expect(p.check(head({ host: "localhost", forwarded: "host=rebind.example" })).refusal).toBeUndefined();
  });

  it("refuses a value of --allowed-host that is no host name, or has a port", () => {
    for (const bad of ["proxy.example:8080", "http://proxy.example", "a b", "", "[::1]:80", "proxy.example/x"]) {
      expect(() => checkLocalOptions({ allowedHosts: [bad] }), bad).toThrow(/^--allowed-host must be a host name or address without a port/);
    }
  });
});

describe("the docs site's origins (npm start gives them to both front doors)", () => {
  it("are its --host at the docs port; on a wildcard, the machine's addresses and the --allowed-host names", () => {
    expect(originsAt("127.0.0.1", 4000)).toEqual(["http://127.0.0.1:4000"]);
    expect(originsAt("::1", 4000)).toEqual(["http://[::1]:4000"]);
    expect(originsAt("devbox.lan", 4000)).toEqual(["http://devbox.lan:4000"]);
    const wild = originsAt("0.0.0.0", 4000, ["devbox.lan", ".dev.example", "all"]);
    expect(wild).toContain("http://devbox.lan:4000");
    expect(wild).toContain("http://127.0.0.1:4000");
    expect(wild.filter((o) => /dev\.example|all/.test(o))).toEqual([]);
    const own = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && a.family === "IPv4");
    for (const a of own) expect(wild).toContain(`http://${a!.address}:4000`);
  });
});

describe("CORS", () => {
  const p = policy({ corsOrigins: ["https://docs.example:8443", "http://localhost:4000/"] });
  const cors = (origin: string) => p.check(head({ host: "localhost:4020", origin })).headers;

  it("allows pages from loopback origins (any port, http or https) and the given ones: the origin echoed, Vary, the headers a client reads", () => {
    for (const origin of ["http://localhost:5173", "https://localhost", "http://127.0.0.1:4000", "http://[::1]:3000", "http://app.localhost:5173", "https://docs.example:8443"]) {
      expect(cors(origin), origin).toEqual({ "access-control-allow-origin": origin, vary: "Origin", "access-control-expose-headers": EXPOSED_HEADERS });
    }
    // the server's own origin (a page it served) is no cross-origin caller
    expect(policy({ allowedHosts: ["proxy.example"] }).check(head({ host: "proxy.example", origin: "http://proxy.example" })).headers).toMatchObject({
      "access-control-allow-origin": "http://proxy.example",
    });
  });

  it("gives other origins no CORS headers", () => {
    for (const origin of ["http://evil.example", "https://docs.example", "http://localhost.evil.example", "null", "file://", "http://localhost:5173/path", "HTTP://LOCALHOST:5173"]) {
      expect(cors(origin), origin).toEqual({});
    }
    expect(p.check(head({ host: "localhost:4020" })).headers).toEqual({});
  });

  it("answers a preflight of an allowed origin 204 with what it asks for, and refuses another origin's 403", () => {
    const asked = { host: "localhost:4020", origin: "http://localhost:5173", "access-control-request-method": "PATCH", "access-control-request-headers": "authorization, content-type, if-match" };
    expect(p.check(head(asked, "OPTIONS"))).toEqual({
      preflight: true,
      headers: {
        "access-control-allow-origin": "http://localhost:5173",
        "access-control-allow-methods": "PATCH",
        "access-control-allow-headers": "authorization, content-type, if-match",
        "access-control-max-age": "600",
        vary: "Origin, Access-Control-Request-Method, Access-Control-Request-Headers",
      },
    });
    expect(p.check(head({ ...asked, "access-control-request-private-network": "true" }, "OPTIONS")).headers["access-control-allow-private-network"]).toBe("true");
    const foreign = p.check(head({ ...asked, origin: "http://evil.example" }, "OPTIONS"));
    expect(foreign.headers).toEqual({});
    expect(foreign.refusal).toMatchObject({ status: 403, code: "OriginNotAllowed", message: expect.stringContaining("--cors-origin http://evil.example") });
    // OPTIONS without Access-Control-Request-Method is no preflight: routed as any request
    expect(p.check(head({ host: "localhost", origin: "http://localhost:5173" }, "OPTIONS")).preflight).toBeUndefined();
  });

  it("refuses a value of --cors-origin that is no origin", () => {
    for (const bad of ["localhost:5173", "http://x.example/path", "ftp://x.example", "*", "http://x.example?q", "http://user@x.example"]) {
      expect(() => checkLocalOptions({ corsOrigins: [bad] }), bad).toThrow(/^--cors-origin must be an origin such as http:\/\/localhost:5173/);
    }
  });

  it("exposes every response header the contracts declare", () => {
    const declared = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return void node.forEach(walk);
      if (typeof node !== "object" || node === null) return;
      for (const [key, value] of Object.entries(node)) {
        if (key === "headers" && typeof value === "object" && value !== null) for (const name of Object.keys(value)) declared.add(name.toLowerCase());
        walk(value);
      }
    };
    for (const entry of loadRegistry()) {
      const doc = JSON.parse(readFileSync(entry.bundle, "utf8")) as { paths?: unknown; components?: { responses?: unknown } };
      walk(doc.paths);
      walk(doc.components?.responses);
    }
    const exposed = EXPOSED_HEADERS.toLowerCase().split(", ");
    expect(declared.size).toBeGreaterThan(3);
    expect([...declared].filter((h) => !exposed.includes(h))).toEqual([]);
  });
});

describe("the control routes", () => {
  const p = policy();
  const control = (headers: Record<string, string>, method = "POST", url = "/_emulator/reset") => p.check(head({ host: "127.0.0.1:4020", ...headers }, method, url)).refusal;

  it("guard the emulator's and the mock's own routes", () => {
    expect(CONTROL_PREFIXES).toContain(CONTROL);
    expect(CONTROL_PREFIXES).toContain(ROUTES_PATH.slice(0, ROUTES_PATH.indexOf("/", 1)));
  });

  it("refuse a page of another origin (403), and a cross-site request without an allowed Origin", () => {
    expect(control({ origin: "http://evil.example", "content-type": "application/json", "content-length": "2" })).toMatchObject({ status: 403, code: "OriginNotAllowed" });
    expect(control({ origin: "http://evil.example" }, "GET", "/_emulator/snapshot")).toMatchObject({ status: 403, code: "OriginNotAllowed" });
    expect(control({ origin: "http://evil.example" }, "GET", "/_mock/routes")).toMatchObject({ status: 403, code: "OriginNotAllowed" });
    expect(control({ "sec-fetch-site": "cross-site" }, "GET", "/_emulator/snapshot")).toMatchObject({ status: 403, code: "OriginNotAllowed" });
    // an allowed origin may (the docs site on another loopback name is cross-site, and trusted)
    expect(control({ origin: "http://localhost:4000", "sec-fetch-site": "cross-site" }, "GET", "/_emulator/snapshot")).toBeUndefined();
    expect(control({ "sec-fetch-site": "same-site" }, "GET", "/_emulator/snapshot")).toBeUndefined();
    // an API route is not a control route: a foreign origin gets an answer without CORS headers (the browser hides it)
    expect(control({ origin: "http://evil.example" }, "GET", "/api/v2.0/subscriptions")).toBeUndefined();
    expect(control({ origin: "http://evil.example" }, "GET", "/_emulatorx")).toBeUndefined();
  });

  it("refuse a write whose body is not JSON (415): what a page sends without a preflight", () => {
    const table: Array<[Record<string, string>, number | undefined]> = [
      [{ "content-type": "text/plain", "content-length": "2" }, 415],
      [{ "content-type": "text/plain;charset=UTF-8" }, 415],
      [{ "content-type": "application/x-www-form-urlencoded", "content-length": "3" }, 415],
      [{ "content-type": "multipart/form-data; boundary=x", "content-length": "3" }, 415],
      [{ "content-length": "12" }, 415],
      [{ "transfer-encoding": "chunked" }, 415],
      [{ "content-type": "application/json", "content-length": "2" }, undefined],
      [{ "content-type": "application/merge-patch+json; charset=utf-8", "content-length": "2" }, undefined],
      // POST /_emulator/reset without a body, as curl and the package's examples send it
      [{}, undefined],
      [{ "content-length": "0" }, undefined],
    ];
    expect(table.map(([headers]) => [headers, control(headers)?.status])).toEqual(table);
    expect(control({ "content-type": "text/plain" }, "GET", "/_emulator/health")).toBeUndefined();
    expect(control({ "content-type": "text/plain", "content-length": "2" }, "DELETE", "/_emulator/entities/x")?.message).toBe(
      "DELETE /_emulator/entities/x takes a JSON body (Content-Type: application/json), got text/plain: a web page can send text/plain or a form to any address without asking first, so the control routes refuse them",
    );
  });
});
