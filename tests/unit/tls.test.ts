/** src/tls.ts: the self-signed certificate made at start, and the user's own PEM files (no server here). */
import { X509Certificate } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CERT_FILE, certificateFile, KEY_FILE, readCredentials, selfSignedCertificate, TlsError } from "../../src/tls.js";

describe("TLS credentials", () => {
  const made = selfSignedCertificate();
  const x509 = new X509Certificate(made.cert);

  it("makes a certificate for localhost, 127.0.0.1 and ::1, valid now, signed by its own key", () => {
    expect(x509.subjectAltName).toBe("DNS:localhost, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1");
    expect(x509.checkHost("localhost")).toBe("localhost");
    expect(x509.checkIP("127.0.0.1")).toBe("127.0.0.1");
    expect(x509.checkIP("::1")).toBe("::1");
    expect(Date.parse(x509.validFrom)).toBeLessThan(Date.now());
    expect(Date.parse(x509.validTo)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(x509.verify(x509.publicKey)).toBe(true);
    expect(x509.ca).toBe(false);
  });

  it("reads the user's own certificate and key, and names what is wrong with them", () => {
    const dir = mkdtempSync(join(tmpdir(), "tls-test-"));
    const file = (name: string, text: string) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    const cert = file("cert.pem", made.cert);
    const key = file("key.pem", made.key);
    expect(readCredentials(cert, key)).toEqual(made);
    const other = file("other.pem", selfSignedCertificate().key);
    expect(() => readCredentials(cert, other)).toThrow(new TlsError(`the key ${other} does not belong to the certificate ${cert}`));
    expect(() => readCredentials(key, key)).toThrow(new TlsError(`${key} is not a PEM certificate`));
    expect(() => readCredentials(cert, cert)).toThrow(new TlsError(`${cert} is not a PEM private key`));
    expect(() => readCredentials(join(dir, "nope.pem"), key)).toThrow(new TlsError(`cannot read the certificate ${join(dir, "nope.pem")}: ENOENT`));
  });

  it("writes a made certificate for clients to trust: in a temporary folder, removed after; in a server's folder with its key (owner only), kept and reused", () => {
    const once = certificateFile();
    expect(readFileSync(once.certFile, "utf8")).toBe(once.cert);
    once.remove();
    expect(existsSync(once.certFile)).toBe(false);

    const dir = mkdtempSync(join(tmpdir(), "tls-test-"));
    const kept = certificateFile(dir);
    expect(kept.certFile).toBe(join(dir, CERT_FILE));
    expect(readFileSync(join(dir, KEY_FILE), "utf8")).toBe(kept.key);
    expect(statSync(join(dir, KEY_FILE)).mode & 0o777).toBe(0o600);
    kept.remove();
    const again = certificateFile(dir);
    expect(again.cert).toBe(kept.cert);
    expect(again.key).toBe(kept.key);
    // a key that is not the certificate's: made again
    writeFileSync(join(dir, KEY_FILE), selfSignedCertificate().key);
    expect(certificateFile(dir).cert).not.toBe(kept.cert);
    expect(() => certificateFile("/proc/nope")).toThrow(new TlsError("cannot write the certificate to /proc/nope: ENOENT"));
  });
});
