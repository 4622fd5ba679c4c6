import { afterEach, describe, expect, it } from "vitest";
import { type RunningEmulator, startEmulator } from "../../src/emulator/start.js";
import { COMPANY, spawnEmulatorCli, TOKEN } from "./helpers.js";

const running: RunningEmulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((e) => e.close()));
});

async function start(options: Parameters<typeof startEmulator>[0]): Promise<RunningEmulator> {
  const emulator = await startEmulator(options);
  running.push(emulator);
  return emulator;
}

const call = async (url: string, method: string, path: string, authorization?: string) => {
  const res = await fetch(`${url}${path}`, { method, headers: authorization ? { authorization } : {} });
  return { status: res.status, authenticate: res.headers.get("www-authenticate"), body: (await res.text()) || "{}" };
};

describe("control routes off loopback", () => {
  it("need the token made at start (401 in the plain error shape without it), and leave the APIs alone", async () => {
    const emulator = await start({ host: "0.0.0.0" });
    expect(emulator.controlToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const token = `Bearer ${emulator.controlToken}`;
    const customers = `/api/v2.0/companies(${COMPANY})/customers`;
    const before = await call(emulator.url, "GET", customers, TOKEN);
    expect(before.status).toBe(200);

    for (const [method, path] of [
      ["GET", "/_emulator/health"],
      ["GET", "/_emulator/snapshot"],
      ["POST", "/_emulator/reset"],
      ["POST", "/_emulator/restore"],
      ["POST", "/_emulator/clock/advance"],
      ["GET", `/_emulator/entities/companies(${COMPANY})/customers`],
    ] as const) {
      for (const authorization of [undefined, TOKEN, "Bearer not-the-token", emulator.controlToken]) {
        const refused = await call(emulator.url, method, path, authorization);
        expect(refused.status, `${method} ${path} with ${authorization ?? "no Authorization"}`).toBe(401);
        expect(refused.authenticate).toMatch(/^Bearer /);
        expect(JSON.parse(refused.body)).toEqual({ error: { code: "Unauthorized", message: expect.stringMatching(/needs this emulator's control token: send Authorization: Bearer <token>/) } });
      }
    }
    expect((await call(emulator.url, "GET", "/_emulator/health", token)).status).toBe(200);
    expect((await call(emulator.url, "GET", "/_emulator/snapshot", token)).status).toBe(200);
    // nothing changed by the refused calls, and the API answers as before
    expect(await call(emulator.url, "GET", customers, TOKEN)).toEqual(before);
  });

  it("need the token given, on any host; on loopback without one they stay open", async () => {
    const given = await start({ host: "0.0.0.0", controlToken: "a-token-of-my-own-0123" });
    expect(given.controlToken).toBe("a-token-of-my-own-0123");
    expect((await call(given.url, "GET", "/_emulator/clock", "Bearer a-token-of-my-own-0123")).status).toBe(200);
    expect((await call(given.url, "GET", "/_emulator/clock")).status).toBe(401);

    const loopbackWithToken = await start({ controlToken: "a-token-of-my-own-0123" });
    expect((await call(loopbackWithToken.url, "GET", "/_emulator/clock")).status).toBe(401);

    const loopback = await start({});
    expect(loopback.controlToken).toBeUndefined();
    expect((await call(loopback.url, "GET", "/_emulator/clock")).status).toBe(200);
  });

  it("the emulator CLI with --host 0.0.0.0 prints the token it made, and the control routes take it", async () => {
    const run = await spawnEmulatorCli(["--host", "0.0.0.0", "--port", "0", "--quiet"], /Control routes \((http:\/\/\S+)\/_emulator\/\*\) need: Authorization: Bearer (\S+)\n[\s\S]*Emulator ready on/);
    try {
      const ready = run.match;
      const [, url = "", token = ""] = ready;
      expect((await call(url, "GET", "/_emulator/health")).status).toBe(401);
      expect((await call(url, "GET", "/_emulator/health", `Bearer ${token}`)).status).toBe(200);
    } finally {
      run.child.kill("SIGKILL");
    }
  }, 120_000);
});
