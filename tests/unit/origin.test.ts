/** src/http/origin.ts: the origin a client reached the server at, from the connection, Host, Forwarded and X-Forwarded-*. */
import { describe, expect, it } from "vitest";
import { clientOrigin, forwardedOf, originOf } from "../../src/http/origin.js";

const plain = { scheme: "http", listening: "127.0.0.1:4020" } as const;
const tls = { scheme: "https", listening: "127.0.0.1:4020" } as const;

describe("the origin of a request", () => {
  it("is the connection's scheme and the Host header; the listening address without one", () => {
    expect(clientOrigin({ host: "localhost:4020" }, plain)).toBe("http://localhost:4020");
    expect(clientOrigin({ host: "localhost:4020" }, tls)).toBe("https://localhost:4020");
    expect(clientOrigin({ host: "[::1]:4020" }, tls)).toBe("https://[::1]:4020");
    expect(clientOrigin({}, tls)).toBe("https://127.0.0.1:4020");
    expect(clientOrigin({ host: "" }, plain)).toBe("http://127.0.0.1:4020");
    // as a URL carries it: the name lower-case, the scheme's default port left out
    expect(clientOrigin({ host: "LocalHost:443" }, tls)).toBe("https://localhost");
  });

  it("is undefined for a Host header that is not a host[:port] (answered 400, never reflected)", () => {
    for (const host of ["a b", "evil.example/x", "user@evil.example", "x:99999", "x:", "<s>", "[::1", "::1", "a%2fb", "x:1:2"]) {
      expect(clientOrigin({ host }, plain), host).toBeUndefined();
    }
  });

  it("follows X-Forwarded-Proto and X-Forwarded-Host, the first value of a list", () => {
    expect(clientOrigin({ host: "emulator:4020", "x-forwarded-proto": "https", "x-forwarded-host": "api.example" }, plain)).toBe("https://api.example");
    expect(clientOrigin({ host: "emulator:4020", "x-forwarded-proto": "HTTPS, http", "x-forwarded-host": "api.example:8443, inner:80" }, plain)).toBe("https://api.example:8443");
    // only the scheme forwarded: the Host the proxy passed on
    expect(clientOrigin({ host: "api.example", "x-forwarded-proto": "https" }, plain)).toBe("https://api.example");
    // a TLS connection told by its proxy that the client spoke http
    expect(clientOrigin({ host: "api.example", "x-forwarded-proto": "http" }, tls)).toBe("http://api.example");
  });

  it("ignores a malformed forwarded value and keeps what the connection says", () => {
    for (const bad of ["evil.example/x", "a b", "evil.example\\@x", "<script>", "x:99999", ""]) {
      expect(clientOrigin({ host: "localhost:4020", "x-forwarded-host": bad }, plain), bad).toBe("http://localhost:4020");
    }
    for (const bad of ["ftp", "javascript", "https:", ""]) {
      expect(clientOrigin({ host: "localhost:4020", "x-forwarded-proto": bad }, tls), bad).toBe("https://localhost:4020");
    }
  });

  it("follows Forwarded (RFC 7239) first: proto and host of the element nearest the client", () => {
    expect(forwardedOf('for=192.0.2.60;proto=https;host="api.example:8443", for=10.0.0.1;proto=http;host=inner')).toEqual({ proto: "https", host: "api.example:8443" });
    expect(forwardedOf("For=192.0.2.43; Host=api.example ;Proto=https")).toEqual({ host: "api.example", proto: "https" });
    expect(forwardedOf('host="[2001:db8::1]:443"')).toEqual({ host: "[2001:db8::1]:443" });
    expect(clientOrigin({ host: "emulator", forwarded: "proto=https;host=api.example", "x-forwarded-host": "other.example" }, plain)).toBe("https://api.example");
    // malformed: the whole element is ignored, X-Forwarded-* and the connection apply
    for (const bad of ['proto=https;host="api.example', "proto", "host=a b", "=https", "proto=https;;host=x"]) {
      expect(forwardedOf(bad), bad).toEqual({});
    }
    expect(clientOrigin({ host: "emulator", forwarded: 'host="api.example/x"', "x-forwarded-host": "other.example" }, plain)).toBe("http://other.example");
  });

  it("accepts a host[:port] only: a DNS name, an IPv4 address or a bracketed IPv6 literal, a port up to 65535", () => {
    expect(originOf("https", "my_service.internal:65535")).toBe("https://my_service.internal:65535");
    expect(originOf("http", "127.1")).toBe("http://127.0.0.1");
    expect(originOf("https", "[::ffff:127.0.0.1]")).toBe("https://[::ffff:7f00:1]");
    expect(originOf("https", "x:65536")).toBeUndefined();
    expect(originOf("https", "[::g]")).toBeUndefined();
  });
});
