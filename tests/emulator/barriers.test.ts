/**
 * Reset and close are barriers, over HTTP: a Subscriptions_Create under way (its handshake held by the
 * receiver) is answered before the reset runs, and an Entities_List sent during the reset waits for it
 * and answers from the reset state; a request whose body is still arriving holds no reset, and runs on
 * the new state once its body is in; once close has begun, every request gets 503 with Retry-After in its
 * API's error shape (the common one for control routes) while the request under way is still answered.
 */
import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { COMPANY, type Harness, resourceOf, startHarness, Subscriber, TOKEN, until } from "./helpers.js";

let h: Harness | undefined;
let sub: Subscriber | undefined;
afterEach(async () => {
  sub?.releaseHandshakes();
  await h?.close();
  await sub?.close();
  h = sub = undefined;
});

/** One request with node's fetch: status, Retry-After and the JSON body. */
async function call(url: string, method = "GET", body?: unknown) {
  const res = await fetch(url, {
    method,
    headers: { authorization: TOKEN, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: text ? (JSON.parse(text) as { error?: { code: string; message: string }; value?: unknown[] }) : undefined };
}

describe("a reset under traffic", () => {
  it("Subscriptions_Create under way is answered first; Entities_List sent during the reset waits and answers from the new state", async () => {
    h = await startHarness();
    sub = await new Subscriber().start();
    sub.holdHandshakes = true;
    expect((await h.change("POST", `companies(${COMPANY})/customers`, { displayName: "Before the reset" })).status).toBe(201);
    const order: string[] = [];
    const creating = call(`${h.emu.url}/api/v2.0/subscriptions`, "POST", { notificationUrl: sub.url, resource: resourceOf("customers") }).then((r) => {
      order.push(`create ${r.status}`);
      return r;
    });
    await until(() => sub!.validations.length === 1);

    // the reset is queued behind the create; the list, sent after it, is queued behind the reset
    const resetting = h.emu.reset().then(() => order.push("reset"));
    expect(h.emu.state).toBe("serving");
    const listing = call(`${h.emu.url}/api/v2.0/companies(${COMPANY})/customers`).then((r) => {
      order.push(`list ${r.status}`);
      return r;
    });
    sub.releaseHandshakes();
    const [created, , listed] = await Promise.all([creating, resetting, listing]);
    expect(created.status).toBe(201);
    expect(order.indexOf("reset")).toBeLessThan(order.indexOf("list 200"));
    expect(listed.body!.value!.map((c) => (c as { displayName: string }).displayName)).toEqual(["Stand-in Outfitters Ltd."]);
    // the create was acknowledged before the reset, which wiped it
    expect((await call(`${h.emu.url}/api/v2.0/subscriptions`)).body!.value).toEqual([]);
    expect(sub.findings).toEqual([]);
  });
});

describe("a request whose body is still arriving", () => {
  it("holds no reset: the reset passes it, and Entities_Create runs on the new state once its body is in", async () => {
    h = await startHarness();
    expect((await h.change("POST", `companies(${COMPANY})/customers`, { displayName: "Before the reset" })).status).toBe(201);
    const payload = Buffer.from(JSON.stringify({ displayName: "Sent slowly" }));
    const url = new URL(`${h.emu.url}/api/v2.0/companies(${COMPANY})/customers`);
    // Expect: 100-continue: the 100 comes once the pipeline reads the body, so the request is in that step
    const req = http.request(url, { method: "POST", headers: { authorization: TOKEN, "content-type": "application/json", "content-length": payload.length, expect: "100-continue" } });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on("response", (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
    });
    await new Promise<void>((resolve) => req.once("continue", () => resolve()));
    req.write(payload.subarray(0, 5));
    // bounded, not slept: the reset must pass while the body is still incomplete
    await Promise.race([h.emu.reset(), new Promise((_, reject) => setTimeout(() => reject(new Error("the reset waited for a body still arriving")), 10_000).unref())]);
    req.end(payload.subarray(5));
    const created = await answered;
    expect(created.status).toBe(201);
    const names = (await call(`${h.emu.url}/api/v2.0/companies(${COMPANY})/customers`)).body!.value!.map((c) => (c as { displayName: string }).displayName);
    expect(names).toEqual(["Stand-in Outfitters Ltd.", "Sent slowly"]);
  });
});

describe("requests during close", () => {
  it("get 503 with Retry-After in each API's error shape and the common one for control routes; the request under way is answered", async () => {
    h = await startHarness();
    sub = await new Subscriber().start();
    sub.holdHandshakes = true;
    const creating = call(`${h.emu.url}/api/v2.0/subscriptions`, "POST", { notificationUrl: sub.url, resource: resourceOf("customers") });
    await until(() => sub!.validations.length === 1);

    const closing = h.emu.close();
    expect(h.emu.state).toBe("closing");
    const message = "The emulator is shutting down: it takes no more requests";
    const refusals = await Promise.all([
      call(`${h.emu.url}/api/v2.0/companies`),
      call(`${h.emu.url}/api/v2.0/subscriptions`, "POST", { notificationUrl: sub.url, resource: resourceOf("customers") }),
      call(`${h.emu.url}/subscriptions/00000000-0000-4000-8000-000000000001/providers/Vendor.ContainerInstance/containerGroups?api-version=2025-09-01`),
      call(`${h.emu.url}/_emulator/health`),
      call(`${h.emu.url}/_emulator/reset`, "POST"),
    ]);
    expect(refusals.map((r) => [r.status, r.retryAfter, r.body?.error?.code, r.body?.error?.message])).toEqual([
      [503, "1", "Application_ServiceUnavailable", message],
      [503, "1", "Application_ServiceUnavailable", message],
      [503, "1", "ServiceUnavailable", message],
      [503, "1", "ServiceUnavailable", message],
      [503, "1", "ServiceUnavailable", message],
    ]);
    expect(sub.validations).toHaveLength(1);
    sub.releaseHandshakes();
    expect((await creating).status).toBe(201);
    await closing;
    expect(h.emu.state).toBe("closed");
    await expect(h.emu.reset()).rejects.toThrow("the emulator is closed: cannot reset");
  });
});
