/**
 * TLS for the local servers: a self-signed certificate made at start for the loopback names (localhost,
 * 127.0.0.1, ::1), or the user's own PEM files. The key pair comes from node:crypto; node-forge writes and
 * signs the X.509 certificate, which node:crypto cannot make.
 */
import { createPrivateKey, generateKeyPairSync, X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import forge from "node-forge";

export interface TlsCredentials {
  key: string;
  cert: string;
}

export class TlsError extends Error {}

/** The names a made certificate is valid for. */
export const LOOPBACK_NAMES = { dns: ["localhost"], ip: ["127.0.0.1", "::1"] } as const;

/** A new self-signed certificate (RSA 2048, SHA-256) for `LOOPBACK_NAMES`, valid from an hour ago for `days` days. */
export function selfSignedCertificate(days = 30): TlsCredentials {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString());
  // a positive serial of 16 random bytes (the top bit clear: DER integers are signed)
  const serial = forge.util.bytesToHex(forge.random.getBytesSync(16));
  cert.serialNumber = (Number.parseInt(serial[0]!, 16) & 7).toString(16) + serial.slice(1);
  const now = Date.now();
  cert.validity.notBefore = new Date(now - 3_600_000);
  cert.validity.notAfter = new Date(now + days * 86_400_000);
  const name = [
    { name: "commonName", value: "localhost" },
    { name: "organizationName", value: "vendor-api emulator (self-signed)" },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: "basicConstraints", cA: false, critical: true },
    { name: "keyUsage", digitalSignature: true, keyEncipherment: true, critical: true },
    { name: "extKeyUsage", serverAuth: true },
    {
      name: "subjectAltName",
      altNames: [...LOOPBACK_NAMES.dns.map((value) => ({ type: 2, value })), ...LOOPBACK_NAMES.ip.map((ip) => ({ type: 7, ip }))],
    },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(keyPem), forge.md.sha256.create());
  return { key: keyPem, cert: forge.pki.certificateToPem(cert) };
}

/** The user's own certificate and key (PEM files), checked to belong together; a TlsError names what is wrong. */
export function readCredentials(certFile: string, keyFile: string): TlsCredentials {
  const read = (file: string, what: string) => {
    try {
      return readFileSync(file, "utf8");
    } catch (err) {
      throw new TlsError(`cannot read the ${what} ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
    }
  };
  const cert = read(certFile, "certificate");
  const key = read(keyFile, "key");
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(cert);
  } catch {
    throw new TlsError(`${certFile} is not a PEM certificate`);
  }
  let matches: boolean;
  try {
    matches = x509.checkPrivateKey(createPrivateKey(key));
  } catch {
    throw new TlsError(`${keyFile} is not a PEM private key`);
  }
  if (!matches) throw new TlsError(`the key ${keyFile} does not belong to the certificate ${certFile}`);
  return { cert, key };
}
