/**
 * What the proxy records (src/proxy/redact.ts, har-file.ts): the redaction of credentials and secret
 * fields keeps conform's verdict on every recorded HAR of tests/recorded/ and leaves none of their secrets;
 * every secret field's stand-in fits its schema; the HAR file is a whole document after every write.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, describe, expect, it } from "vitest";
import { checkHar, entryChecker, type HarEntry, readHar } from "../../src/conform/har.js";
import { loadBundle } from "../../src/emulator/contracts.js";
import { HarFile } from "../../src/proxy/har-file.js";
import { placeholder, REDACTED, Redactor } from "../../src/proxy/redact.js";
import { loadRegistry } from "../../src/registry.js";

const entries = loadRegistry();
const contracts = new Map(entries.map((e) => [e.key, loadBundle(e)]));
const dir = mkdtempSync(join(tmpdir(), "proxy-recording-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every .har file under a folder. */
const hars = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? hars(path) : name.endsWith(".har") ? [path] : [];
  });

/** The members the recorded payloads carry secrets in (the contracts mark them writeOnly or x-secret), written here, not read from the contracts. */
const SECRET_MEMBERS = ["password", "storageAccountKey", "workspaceKey", "accountKey", "accessToken", "refreshToken", "sharedAccessPolicyKey", "tls.crt", "tls.key"];

/** The secret values an entry holds: its credentials' and those of its bodies' secret members. */
function secretsOf(entry: HarEntry): string[] {
  const out: string[] = [];
  for (const h of entry.request.headers ?? []) {
    const name = h.name.toLowerCase();
    if (name === "authorization") out.push(h.value.replace(/^\S+\s+/, ""));
    if (name === "vendor-subscription-key" || name === "cookie") out.push(h.value);
  }
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === "object" && value !== null) {
      for (const [k, v] of Object.entries(value)) {
        if (SECRET_MEMBERS.includes(k) && typeof v === "string" && v.length > 3) out.push(v);
        else visit(v);
      }
    }
  };
  for (const text of [entry.request.postData?.text, entry.response.content?.text]) {
    try {
      visit(JSON.parse(text ?? ""));
    } catch {
      // not JSON
    }
  }
  return out.filter((s) => s !== "" && !s.includes(REDACTED));
}

describe("the proxy's redaction of a recording", () => {
  const files = entries.flatMap((e) => hars(e.recordedDir));
  const check = entryChecker(contracts);
  const redactor = new Redactor(contracts.values());

  it("finds recorded HARs with secrets to redact", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((f) => [f.slice(f.indexOf("tests/recorded/")), f]))("%s: conform's verdict is the same, and no secret is left", (_, file) => {
    const har = readHar(file);
    const redacted = har.log.entries.map((entry, i) => {
      const { result, routed } = check(entry, i);
      return redactor.entry(entry, routed, result.findings).entry;
    });
    // the same entries pass and fail, at the same places for the same reasons (a message may quote a secret: then not in the same words)
    const verdict = (list: HarEntry[]) => checkHar({ log: { entries: list } }, contracts).map((r) => [r.label, r.api, r.operationId, r.findings.map((f) => `${f.pointer} ${f.rule}`).sort()]);
    expect(verdict(redacted)).toEqual(verdict(har.log.entries));
    const text = JSON.stringify(redacted);
    for (const secret of har.log.entries.flatMap(secretsOf)) expect(text.includes(JSON.stringify(secret).slice(1, -1)), `${secret} is left`).toBe(false);
  });

  it("keeps the scheme of a credential, the names of cookies, and the rest of a Set-Cookie", () => {
    const entry: HarEntry = {
      request: {
        method: "GET",
        url: "http://127.0.0.1:4020/nowhere?a=1",
        headers: [
          { name: "Authorization", value: "Bearer abc.def" },
          { name: "Proxy-Authorization", value: "token-without-scheme" },
          { name: "Cookie", value: "session=abc; theme=dark" },
          { name: "Vendor-Subscription-Key", value: "k-123" },
        ],
      },
      response: { status: 200, headers: [{ name: "Set-Cookie", value: "session=xyz; Path=/; HttpOnly" }] },
    };
    const out = redactor.entry(entry).entry;
    expect(out.request.headers).toEqual([
      { name: "Authorization", value: "Bearer REDACTED" },
      { name: "Proxy-Authorization", value: "REDACTED" },
      { name: "Cookie", value: "session=REDACTED; theme=REDACTED" },
      { name: "Vendor-Subscription-Key", value: "REDACTED" },
    ]);
    expect(out.response.headers).toEqual([{ name: "Set-Cookie", value: "session=REDACTED; Path=/; HttpOnly" }]);
    expect(out.request.url).toBe(entry.request.url);
    expect(out._redacted).toEqual([
      "/request/header/authorization",
      "/request/header/proxy-authorization",
      "/request/cookie",
      "/request/header/cookie",
      "/request/header/vendor-subscription-key",
      "/response/header/set-cookie",
    ]);
  });

  it("scrubs a secret out of a finding's message, whole or cut, and records the finding for its place", () => {
    const password = "a-password-that-is-long-enough-to-be-cut-by-the-message-of-a-finding-0123456789";
    const [key, contract] = [...contracts].find(([k]) => k.startsWith("container-instance"))!;
    const operation = contract.listOperations().find((op) => op.method === "PUT")!;
    const url = `https://management.vendor.example${operation.template.replace(/\{[^}]+\}/g, "x")}?api-version=2025-09-01`;
    const body = { location: "westeurope", properties: { imageRegistryCredentials: [{ server: "r.example", username: "u", password: 5 }], containers: [] } };
    const entry: HarEntry = { request: { method: "PUT", url, postData: { mimeType: "application/json", text: JSON.stringify(body) } }, response: { status: 400 } };
    const findings = [
      { pointer: "/request/body/properties/imageRegistryCredentials/0/password", rule: "type", message: `password must be string (got ${JSON.stringify(password).slice(0, 57)}...)` },
      { pointer: "/request/body/location", rule: "enum", message: "not redacted" },
    ];
    const { routed } = check(entry, 0);
    expect(routed?.key).toBe(key);
    const out = redactor.entry(
      {
        ...entry,
        request: {
          ...entry.request,
          postData: {
            mimeType: "application/json",
            text: JSON.stringify({ ...body, properties: { ...body.properties, imageRegistryCredentials: [{ server: "r.example", username: "u", password }] } }),
          },
        },
      },
      routed,
      findings,
    );
    expect(JSON.stringify(out.entry)).not.toContain(password.slice(0, 20));
    expect(out.entry._redacted).toContain("/request/body/properties/imageRegistryCredentials/0/password");
    expect(out.entry._redactedFindings).toEqual([{ ...findings[0], message: 'password must be string (got "REDACTED"...)' }]);
    expect(out.scrub(findings[0]!.message)).not.toContain(password.slice(0, 20));
  });
});

describe("a secret field's stand-in", () => {
  /** A value of a schema's type, to be replaced. */
  const sample = (schema: Record<string, unknown>) =>
    ({ object: {}, array: [], number: 1.5, integer: 1, boolean: true })[String(schema.type) as "object"] ?? (schema.type === undefined && schema.properties ? {} : "a secret");

  for (const [key, contract] of contracts) {
    const secrets: string[] = [];
    const walk = (node: unknown, pointer: string) => {
      if (typeof node !== "object" || node === null) return;
      const schema = node as Record<string, unknown>;
      if (schema.writeOnly === true || schema["x-secret"] === true) secrets.push(pointer);
      for (const [k, v] of Object.entries(schema)) walk(v, `${pointer}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`);
    };
    walk(contract.doc, "");
    if (secrets.length === 0) continue;
    it(`${key}: fits the schema of each of its ${secrets.length} secret fields, as the request would`, () => {
      const ajv = new Ajv2020.default({ strict: false, allErrors: true });
      addFormats.default(ajv);
      ajv.addSchema({ ...contract.doc, $id: "urn:test:doc" });
      for (const pointer of secrets) {
        const schema =
          contract.deref(pointer)?.value ??
          (pointer
            .split("/")
            .slice(1)
            .reduce<unknown>((n, k) => (n as Record<string, unknown>)[k.replace(/~1/g, "/").replace(/~0/g, "~")], contract.doc) as Record<string, unknown>);
        const validate = ajv.compile({ $ref: `urn:test:doc#${pointer.split("/").map(encodeURIComponent).join("/")}` });
        expect(validate(placeholder(sample(schema))), `${pointer}: ${JSON.stringify(validate.errors)}`).toBe(true);
      }
    });
  }

  it("no contract reads a cookie parameter (cookies are redacted whatever their schema)", () => {
    const cookies = [...contracts].flatMap(
      ([key, c]) =>
        JSON.stringify(c.doc)
          .match(/"in":"cookie"/g)
          ?.map(() => key) ?? [],
    );
    expect(cookies).toEqual([]);
  });
});

describe("the HAR file", () => {
  it("is a whole HAR document after every write, each entry in the order given", async () => {
    const path = join(dir, "live.har");
    const file = new HarFile(path, { name: "test", version: "1" }, (err) => expect.fail(err.message));
    const read = () => JSON.parse(readFileSync(path, "utf8")) as { log: { version: string; entries: Array<{ n: number }> } };
    expect(read().log).toMatchObject({ version: "1.2", entries: [] });
    const seen = new Set<number>();
    for (let n = 1; n <= 30; n++) {
      file.append({ n, request: { method: "GET", url: `/x/${n}` }, response: { status: 200 } });
      // read while writes are going on: every read is a whole document holding a prefix of the entries
      const got = read().log.entries.map((e) => e.n);
      expect(got).toEqual(got.map((_, i) => i + 1));
      seen.add(got.length);
    }
    await file.close();
    expect(read().log.entries.map((e) => e.n)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(readHar(path).log.entries).toHaveLength(30);
  });
});
