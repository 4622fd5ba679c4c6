/**
 * TLS for the local servers: a self-signed certificate made at start for the loopback names (localhost,
 * 127.0.0.1, ::1), kept as PEM files for clients to trust, or the user's own PEM files. The key pair comes
 * from node:crypto; node-forge writes and signs the X.509 certificate, which node:crypto cannot make.
 */
import { createPrivateKey, generateKeyPairSync, X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

/**
 * A certificate and key (PEM) checked to belong together, parsed; a TlsError names what is wrong, calling
 * them by `names` (their files, or the option that gave them).
 */
export function checkCredentials(credentials: TlsCredentials, names: { cert: string; key: string }): X509Certificate {
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(credentials.cert);
  } catch {
    throw new TlsError(`${names.cert} is not a PEM certificate`);
  }
  let matches: boolean;
  try {
    matches = x509.checkPrivateKey(createPrivateKey(credentials.key));
  } catch {
    throw new TlsError(`${names.key} is not a PEM private key`);
  }
  if (!matches) throw new TlsError(`the key ${names.key} does not belong to the certificate ${names.cert}`);
  return x509;
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
  const credentials = { cert: read(certFile, "certificate"), key: read(keyFile, "key") };
  checkCredentials(credentials, { cert: certFile, key: keyFile });
  return credentials;
}

/** A made certificate and where its PEM is, for clients to trust (NODE_EXTRA_CA_CERTS=<certFile>). */
export interface CertificateFile extends TlsCredentials {
  certFile: string;
  /** Delete what was written for this start only (the temporary folder); a kept certificate stays. */
  remove(): void;
}

/** The file names of a made certificate and its key in a server's folder. */
export const CERT_FILE = "tls-certificate.pem";
export const KEY_FILE = "tls-key.pem";
/** A kept certificate is made again when it expires within this long. */
const RENEW_BEFORE_MS = 86_400_000;

/** Write `text` to `file` whole (a temporary file renamed over it): a client reading it never sees half. */
function writeWhole(file: string, text: string, mode: number): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text, { mode });
  renameSync(temporary, file);
}

/** The kept certificate in `dir` when it is usable: it and its key pair, it covers the loopback names and stays valid for a day more. */
function keptCertificate(dir: string): TlsCredentials | undefined {
  let credentials: TlsCredentials;
  try {
    credentials = { cert: readFileSync(join(dir, CERT_FILE), "utf8"), key: readFileSync(join(dir, KEY_FILE), "utf8") };
  } catch {
    return undefined;
  }
  try {
    const x509 = checkCredentials(credentials, { cert: CERT_FILE, key: KEY_FILE });
    const now = Date.now();
    const covers = LOOPBACK_NAMES.dns.every((n) => x509.checkHost(n) === n) && LOOPBACK_NAMES.ip.every((ip) => x509.checkIP(ip) === ip);
    return covers && Date.parse(x509.validFrom) <= now && Date.parse(x509.validTo) > now + RENEW_BEFORE_MS ? credentials : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A self-signed certificate for the loopback names, as PEM files. With `dir` (a server's data folder) the
 * one kept there is reused while usable (clients that trust it keep working across restarts), else a new
 * one is written there (the key readable by its owner only); without, a new one in a new temporary folder,
 * removed by `remove()`. A TlsError says what could not be written.
 */
export function certificateFile(dir?: string): CertificateFile {
  if (dir === undefined) {
    const folder = mkdtempSync(join(tmpdir(), "vendor-api-tls-"));
    const made = selfSignedCertificate();
    const certFile = join(folder, CERT_FILE);
    try {
      writeFileSync(certFile, made.cert);
    } catch (err) {
      rmSync(folder, { recursive: true, force: true });
      throw new TlsError(`cannot write the certificate ${certFile}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
    }
    return { ...made, certFile, remove: () => rmSync(folder, { recursive: true, force: true }) };
  }
  const certFile = join(dir, CERT_FILE);
  const remove = () => undefined;
  const kept = keptCertificate(dir);
  if (kept) return { ...kept, certFile, remove };
  const made = selfSignedCertificate();
  try {
    writeWhole(join(dir, KEY_FILE), made.key, 0o600);
    writeWhole(certFile, made.cert, 0o644);
  } catch (err) {
    throw new TlsError(`cannot write the certificate to ${dir}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
  return { ...made, certFile, remove };
}
