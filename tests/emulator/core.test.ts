/**
 * The core: control routes, routing over all contracts (404 / 405 in the API's shape), body limits, the
 * virtual clock, settings and the CLI.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../scripts/lib/registry.js";
import { VirtualClock } from "../../src/emulator/clock.js";
import { EMULATOR_FLAGS } from "../../src/emulator/cli.js";
import { defaultSettings, SettingsError, settingsFromArgs } from "../../src/emulator/settings.js";
import { spawnEmulatorCli, startHarness, TOKEN, type Harness } from "./helpers.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
  expect(h.emu.violations).toEqual([]);
});

describe("control routes", () => {
  it("answers health and moves the clock", async () => {
    const health = await h.raw("GET", "/_emulator/health");
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body).apis).toContain("webhooks@v2.0");
    const before = Date.parse(JSON.parse((await h.raw("GET", "/_emulator/clock")).body).now);
    const now = Date.parse(await h.advance(3_600_000));
    expect(now - before).toBeGreaterThanOrEqual(3_600_000);
    expect(now - before).toBeLessThan(3_600_000 + 5000);
  });

  it("rejects a bad advance and unknown control routes", async () => {
    const bad = await h.raw("POST", "/_emulator/clock/advance", { headers: { "content-type": "application/json" }, body: '{"ms":-5}' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).error.message).toMatch(/\/request\/body\/ms/);
    expect((await h.raw("GET", "/_emulator/nothing")).status).toBe(404);
  });
});

describe("routing", () => {
  it("answers an unknown path 404 and a known path with a wrong method 405 with Allow, in the API's shape", async () => {
    const missing = await h.raw("GET", "/api/v2.0/nothing", { headers: { authorization: TOKEN } });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toEqual({ error: { code: "BadRequest_NotFound", message: expect.stringContaining("/api/v2.0/nothing") } });
    const wrong = await h.raw("PUT", "/api/v2.0/subscriptions", { headers: { authorization: TOKEN } });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("GET, POST");
    expect(JSON.parse(wrong.body).error.code).toBe("BadRequest_MethodNotAllowed");
  });

  it("serves every API with paths on one port (management and lifecycle too)", async () => {
    expect(h.emu.apis.map((a) => a.key)).toEqual(expect.arrayContaining(["webhooks@v1.0", "webhooks@v2.0", "container-instance@2025-09-01", "document-classifiers@2024-11-30"]));
    const v1 = await h.raw("GET", "/api/v1.0/subscriptions", { headers: { authorization: TOKEN } });
    expect(JSON.parse(v1.body)).toEqual({ value: [] });
    const quotas = await h.raw("GET", "/subscriptions/5c3e8a1f-2d4b-4f6a-9e7c-1b0d3f5a7c92/providers/Vendor.MachineLearningServices/locations/westeurope/quotas?api-version=2025-09-01", {
      headers: { authorization: TOKEN },
    });
    expect(quotas.status).toBe(200);
  });

  it("refuses a body over 1 MB with 413", async () => {
    const big = await h.raw("POST", "/api/v2.0/subscriptions", {
      headers: { authorization: TOKEN, "content-type": "application/json" },
      body: JSON.stringify({ clientState: "x".repeat(1024 * 1024) }),
    });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body).error.code).toBe("BadRequest_RequestEntityTooLarge");
  });
});

describe("the virtual clock", () => {
  it("runs due timers in time order when advanced, and not cancelled ones", async () => {
    const clock = new VirtualClock();
    const ran: string[] = [];
    const now = clock.now();
    clock.at(now + 2000, () => void ran.push("b"));
    clock.at(now + 1000, async () => {
      ran.push("a");
      clock.at(now + 1200, () => void ran.push("a2")); // scheduled by a timer, due before b
    });
    const cancel = clock.at(now + 1500, () => void ran.push("cancelled"));
    cancel();
    clock.at(now + 60_000, () => void ran.push("later"));
    await clock.advance(2500);
    expect(ran).toEqual(["a", "a2", "b"]);
    await clock.stop();
  });
});

describe("settings", () => {
  it("reads defaults, then environment variables, then flags", () => {
    expect(defaultSettings()).toMatchObject({
      ApiSubscriptionDelayTime: 30000,
      ApiSubscriptionMaxNumberOfNotifications: 1000,
      ApiSubscriptionExpiration: 3,
      ApiSubscriptionMaxNumberOfSubscriptions: 1000,
    });
    const { settings, rest } = settingsFromArgs(["--port", "1", "--ApiSubscriptionDelayTime", "500", "--ApiSubscriptionExpiration=0.5"], {
      ApiSubscriptionDelayTime: "100",
      ApiSubscriptionMaxNumberOfNotifications: "7",
    });
    expect(rest).toEqual(["--port", "1"]);
    expect(settings).toMatchObject({ ApiSubscriptionDelayTime: 500, ApiSubscriptionMaxNumberOfNotifications: 7, ApiSubscriptionExpiration: 0.5 });
  });

  it("rejects bad values in one line", () => {
    expect(() => settingsFromArgs(["--ApiSubscriptionDelayTime", "soon"], {})).toThrow(SettingsError);
    expect(() => settingsFromArgs([], { ApiSubscriptionMaxNumberOfNotifications: "0" })).toThrow(/^environment variable ApiSubscriptionMaxNumberOfNotifications must be an integer >= 1/);
    expect(() => settingsFromArgs(["--ApiSubscriptionDelayTime"], {})).toThrow(/needs a value/);
    // an operation may run 8 minutes (then 408): a handshake may not take more than 2
    expect(() => settingsFromArgs(["--handshakeTimeoutMs", "600000"], {})).toThrow(/^--handshakeTimeoutMs must be an integer from 1 to 120000 \(ms\), got "600000"$/);
    expect(settingsFromArgs(["--handshakeTimeoutMs", "120000", "--managementReadsBucket=3"], {}).settings).toMatchObject({ handshakeTimeoutMs: 120_000, managementReadsBucket: 3 });
  });
});

describe("the CLI", () => {
  const tsx = join(repoRoot, "node_modules", ".bin", "tsx");
  const cli = join(repoRoot, "src", "emulator", "cli.ts");

  it("exits 2 with one line on a bad flag", () => {
    for (const args of [["--bogus"], ["--ApiSubscriptionDelayTime", "x"], ["--port", "http"], ["--allowed-host", "a b"], ["--cors-origin", "*"], ["--cors-origin", "http://localhost:5173/app"]]) {
      const run = spawnSync(tsx, [cli, ...args], { cwd: repoRoot, encoding: "utf8", timeout: 30_000 });
      expect(run.status).toBe(2);
      expect(run.stderr.trim().split("\n")).toHaveLength(1);
      expect(run.stderr).toMatch(/^emulator: /);
    }
    const bad = spawnSync(tsx, [cli, "--port", "0", "--allowed-host", "rebind.example", "--allowed-host", "proxy.example:443"], { cwd: repoRoot, encoding: "utf8", timeout: 30_000 });
    expect([bad.status, bad.stderr]).toEqual([
      2,
      `emulator: --allowed-host must be a host name or address without a port (or .example.com for a domain and its subdomains, or all), got "proxy.example:443"; usage: npm run emulator -- ${EMULATOR_FLAGS}\n`,
    ]);
  });

  it("prints the address and the APIs, serves, and stops cleanly on SIGTERM", async () => {
    const run = await spawnEmulatorCli(["--port", "0", "--quiet", "--ApiSubscriptionDelayTime", "1000"], /Emulator ready on (http:\/\/\S+)/);
    const [child, url, out] = [run.child, run.match[1]!, run.out()];
    expect(out).toMatch(/webhooks@v2\.0\s+\d+\/\d+ operations emulated/);
    expect((await fetch(`${url}/_emulator/health`)).status).toBe(200);
    child.kill("SIGTERM");
    expect(await run.exited).toBe(0);
  });
});
