/**
 * Local by default in a real browser (headless Chromium from Debian, driven by playwright-core): a page of
 * http://localhost:<port> (a browser app, as Vite serves one) creates a customer through both front doors
 * and reads the ETag of the answer; a page of another site (evil.example, which Chromium resolves to
 * 127.0.0.1 here) can neither read an API answer nor reset the emulator, and a navigation that names the
 * emulator by that name (DNS rebinding) is refused. The oracle for "nothing changed" is a request of the
 * test itself, after the page ran.
 */
import { existsSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findApi, loadRegistry } from "../../scripts/lib/registry.js";
import { createEmulator, type Emulator } from "../../src/emulator/index.js";
import { startMocks, type MockServer } from "../../src/mock/server.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const COMPANY = "3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51";
const CUSTOMERS = `/api/v2.0/companies(${COMPANY})/customers`;

let emulator: Emulator;
let mock: MockServer;
let app: http.Server;
let appPort = 0;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install it (apt-get install chromium) or set CHROMIUM_PATH`);
  // the browser app's server: an empty page on every path
  app = http.createServer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>app</title>"));
  await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", () => resolve()));
  appPort = (app.address() as AddressInfo).port;
  [emulator, mock, browser] = await Promise.all([
    createEmulator({ port: 0, quiet: true }),
    startMocks({ entries: [findApi(loadRegistry(), "webhooks@v2.0")], port: 0, watch: false, log: () => undefined }),
    chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--host-resolver-rules=MAP evil.example 127.0.0.1"],
    }),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([emulator?.close(), mock?.close(), new Promise((r) => app?.close(r))]);
});

/** Runs `script` in a page opened at `origin`; it gets the front doors' addresses. */
async function inPage<T>(origin: string, script: (urls: { emulator: string; mock: string; customers: string }) => Promise<T>): Promise<T> {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/`);
    return await page.evaluate(script, { emulator: emulator.url, mock: mock.url, customers: CUSTOMERS });
  } finally {
    await page.close();
  }
}

describe("the front doors in Chromium", () => {
  it("a browser app on http://localhost creates a customer through both, reads the answer's ETag, and uses the control routes", async () => {
    const seen = await inPage(`http://localhost:${appPort}`, async ({ emulator, mock, customers }) => {
      const out: Array<{ status: number; etag: string | null; name?: string }> = [];
      for (const base of [emulator, mock]) {
        const res = await fetch(`${base}${customers}`, {
          method: "POST",
          headers: { authorization: "Bearer from-the-app", "content-type": "application/json" },
          body: JSON.stringify({ displayName: "Made in the browser" }),
        });
        const body = (await res.json()) as { displayName?: string };
        out.push({ status: res.status, etag: res.headers.get("etag"), name: body.displayName });
      }
      const snapshot = await fetch(`${emulator}/_emulator/snapshot`);
      out.push({ status: snapshot.status, etag: null });
      return out;
    });
    expect(seen[0]).toMatchObject({ status: 201, etag: expect.stringMatching(/^W\/"/), name: "Made in the browser" });
    expect(seen[1]?.status).toBe(201);
    expect(seen[2]?.status).toBe(200);
  }, 60_000);

  it("a page of another site can read nothing and reset nothing", async () => {
    const created = await fetch(`${emulator.url}${CUSTOMERS}`, {
      method: "POST",
      headers: { authorization: "Bearer test", "content-type": "application/json" },
      body: JSON.stringify({ displayName: "Still here after the attack" }),
    });
    expect(created.status).toBe(201);
    const attempts = await inPage(`http://evil.example:${appPort}`, async ({ emulator, mock, customers }) => {
      const outcome = async (run: () => Promise<Response>) => {
        try {
          const res = await run();
          return res.type === "opaque" ? "opaque" : `read ${res.status}`;
        } catch {
          return "blocked";
        }
      };
      return {
        emulatorApi: await outcome(() => fetch(`${emulator}${customers}`, { headers: { authorization: "Bearer x" } })),
        mockApi: await outcome(() => fetch(`${mock}${customers}`, { headers: { authorization: "Bearer x" } })),
        snapshot: await outcome(() => fetch(`${emulator}/_emulator/snapshot`)),
        // what a page sends anywhere without a preflight: the browser does not show the answer, the server refuses it
        reset: await outcome(() => fetch(`${emulator}/_emulator/reset`, { method: "POST", mode: "no-cors", body: "{}" })),
        resetForm: await outcome(() => fetch(`${emulator}/_emulator/reset`, { method: "POST", mode: "no-cors", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=1" })),
      };
    });
    expect(attempts).toEqual({ emulatorApi: "blocked", mockApi: "blocked", snapshot: "blocked", reset: "opaque", resetForm: "opaque" });
    const after = (await (await fetch(`${emulator.url}${CUSTOMERS}`, { headers: { authorization: "Bearer test" } })).json()) as { value: Array<{ displayName: string }> };
    expect(after.value.map((c) => c.displayName)).toContain("Still here after the attack");
  }, 60_000);

  it("a navigation that names the front doors by another site's name (DNS rebinding) is refused 403", async () => {
    const page = await browser.newPage();
    try {
      for (const [port, path] of [
        [new URL(emulator.url).port, "/_emulator/snapshot"],
        [new URL(emulator.url).port, CUSTOMERS],
        [new URL(mock.url).port, "/_mock/routes"],
      ] as const) {
        const res = await page.goto(`http://evil.example:${port}${path}`);
        expect([path, res?.status()]).toEqual([path, 403]);
        expect(await res?.text()).toContain("HostNotAllowed");
      }
    } finally {
      await page.close();
    }
  }, 60_000);
});
