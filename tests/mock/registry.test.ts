/**
 * The mock front door on the real registry: every positive recorded request of every API is replayed
 * through it. Each is routed to its API's Prism (no NotFound_NoRoute, never a 5xx) and answered with a
 * status the operation declares and a body that fits the contract: the mocks serve the contract's own
 * examples, and those examples conform. Webhook deliveries (requests made by the service) are not replayed.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDocumentClassifiers2024_11_30Client } from "../../generated/document-classifiers/2024-11-30/client.js";
import { checkHar, type HarEntry, readHar, toExchange } from "../../src/conform/har.js";
import { type Contract, loadContract } from "../../src/contract/validator.js";
import { loadRegistry } from "../../scripts/lib/registry.js";
import { type MockServer, startMocks } from "../../src/mock/server.js";

const registry = loadRegistry();
const contracts = new Map<string, Contract>(registry.map((a) => [a.key, loadContract(a.bundle, a.key)]));

interface Replay {
  api: string;
  label: string;
  entry: HarEntry;
}

/** Positive path entries (not webhook deliveries) of every API's recordings. */
function replays(): Replay[] {
  const out: Replay[] = [];
  for (const api of registry) {
    let files: string[] = [];
    try {
      files = readdirSync(api.recordedDir).filter((f) => f.endsWith(".har"));
    } catch {
      continue;
    }
    for (const file of files) {
      const har = readHar(join(api.recordedDir, file));
      const results = checkHar(har, { [api.key]: contracts.get(api.key)! });
      har.log.entries.forEach((entry, i) => {
        const e = entry as HarEntry & { _expect?: unknown };
        if (e._expect || e._webhook || results[i]?.webhook) return;
        out.push({ api: api.key, label: `${api.key} ${file} ${results[i]!.label}`, entry: e });
      });
    }
  }
  return out;
}

describe("mock front door serves every API of the registry", () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMocks({ entries: registry, port: 0, log: () => undefined });
  }, 180_000);
  afterAll(async () => mock?.close());

  const all = replays();
  it("has recorded requests to replay for every API with paths", () => {
    const withPaths = registry.filter((a) => Object.keys((contracts.get(a.key)!.doc as { paths?: object }).paths ?? {}).length > 0);
    expect(new Set(all.map((r) => r.api))).toEqual(new Set(withPaths.map((a) => a.key)));
    expect(all.length).toBeGreaterThan(100);
  });

  it("routes each recorded request to its API and answers with a declared, contract-valid response", async () => {
    const failures: string[] = [];
    for (const { api, label, entry } of all) {
      const { request } = toExchange(entry);
      const contract = contracts.get(api)!;
      const match = contract.matchOperation(request.method, request.url);
      if (!match) {
        failures.push(`${label}: no operation`);
        continue;
      }
      // Replay against the front door: the path as the API's own document writes it (no server prefix).
      const original = new URL(request.url);
      const templatePath = match.via === "path" ? original.pathname : pathFromTemplate(match.template, original.pathname);
      const headers = new Headers();
      for (const h of entry.request.headers ?? []) {
        if (!/^(host|content-length|connection|accept-encoding|prefer)$/i.test(h.name)) headers.append(h.name, h.value);
      }
      const res = await fetch(`${mock.url}${templatePath}${original.search}`, {
        method: request.method,
        headers,
        body: entry.request.postData?.text,
      });
      const text = await res.text();
      if (res.status >= 500) failures.push(`${label}: ${res.status} ${text.slice(0, 200)}`);
      if (res.status === 404 && text.includes("NotFound_NoRoute")) failures.push(`${label}: no route`);
      const findings = contract.validateResponse({ status: res.status, headers: [...res.headers.entries()], body: text, mimeType: res.headers.get("content-type") ?? undefined }, match);
      if (findings.length) failures.push(`${label}: mock answered ${res.status}: ${findings.map((f) => `${f.pointer} ${f.rule}: ${f.message}`).join("; ")}`);
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it("serves the literal :authorizeCopy path through the generated client", async () => {
    const client = createDocumentClassifiers2024_11_30Client({ baseUrl: mock.url, headers: { "Vendor-Subscription-Key": "k" } });
    const { data, response } = await client.POST("/documentClassifiers:authorizeCopy", {
      params: { query: { "api-version": "2024-11-30" } },
      body: { classifierId: "invoices-2026" },
    });
    expect(response.status).toBe(200);
    expect(data?.targetClassifierId).toMatch(/^[a-zA-Z0-9][a-zA-Z0-9._~-]{1,63}$/);
  });
});

/** The concrete path of a request recorded with a server prefix: the template's number of trailing segments. */
function pathFromTemplate(template: string, pathname: string): string {
  const segments = template.split("/").length - 1;
  return `/${pathname.split("/").slice(-segments).join("/")}`;
}
