/**
 * The measurement of tests/emulator/memory.test.ts, run as `node --expose-gc --import tsx` (its own heap,
 * nothing of vitest's in it): the real modules in process (createEngine, dispatch), distinct callers sent
 * through them, the virtual clock moved past every window, then the heap after GC. Prints one JSON line.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createDocumentLifecycleModule } from "../../src/emulator/apis/document-lifecycle/index.js";
import { createManagementModule } from "../../src/emulator/apis/management/index.js";
import { SEED_SUBSCRIPTION_ID } from "../../src/emulator/apis/seed-data.js";
import { createWebhooksModule } from "../../src/emulator/apis/business/webhooks/index.js";
import { Throttle } from "../../src/emulator/apis/business/webhooks/throttle.js";
import { createEngine } from "../../src/emulator/index.js";
import type { DispatchRequest } from "../../src/emulator/types.js";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  process.stderr.write("memory-probe: run it with node --expose-gc\n");
  process.exit(2);
}
const count = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
/** Requests with distinct tokens: webhooks (the throttle), management (token buckets); subscriptions created and deleted. */
const WEBHOOK_CALLERS = count("PROBE_WEBHOOK_CALLERS", 20_000);
const MANAGEMENT_CALLERS = count("PROBE_MANAGEMENT_CALLERS", 10_000);
const SUBSCRIPTIONS = count("PROBE_SUBSCRIPTIONS", 300);
const DAY = 24 * 3_600_000;
const COMPANY = "3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51";
const QUOTAS = `/subscriptions/${SEED_SUBSCRIPTION_ID}/providers/Vendor.MachineLearningServices/locations/eastus/quotas?api-version=2025-09-01`;

/** A bearer token the size of a real one (about 1 KB), different for each `n`. */
const prefix = randomBytes(720).toString("base64url");
const token = (kind: string, n: number) => `Bearer ${prefix}.${kind}.${n}`;

// the handshake receiver: answers every validationToken
const receiver = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    const validation = new URL(req.url ?? "/", "http://x").searchParams.get("validationToken");
    res.writeHead(200, { "content-type": "text/plain" }).end(validation ?? "");
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const hooks = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

const throttle = new Throttle();
const engine = await createEngine({ quiet: true, modules: [createWebhooksModule({ throttle }), createManagementModule(), createDocumentLifecycleModule()] });
const send = async (request: Omit<DispatchRequest, "baseUrl">, expected: number) => {
  const answer = await engine.dispatch({ ...request, baseUrl: "http://127.0.0.1:4020" });
  if (answer.status !== expected) throw new Error(`${request.method} ${request.target}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
};

/** `n` requests, `width` at a time. */
async function many(n: number, width: number, one: (i: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < n) await one(next++);
    }),
  );
}

/** A round of every kind: distinct callers on the webhooks and management APIs, subscriptions created (handshake) and deleted. */
async function round(tag: string, webhookCallers: number, managementCallers: number, subscriptions: number): Promise<void> {
  await many(webhookCallers, 16, (i) => send({ method: "GET", target: "/api/v2.0/subscriptions", headers: { authorization: token(`${tag}-w`, i) } }, 200));
  await many(managementCallers, 16, (i) => send({ method: "GET", target: QUOTAS, headers: { authorization: token(`${tag}-m`, i) } }, 200));
  await many(subscriptions, 8, async (i) => {
    const authorization = token(`${tag}-s`, i);
    const created = await send(
      {
        method: "POST",
        target: "/api/v2.0/subscriptions",
        headers: { authorization, "content-type": "application/json" },
        json: { notificationUrl: `${hooks}/${tag}/${i}`, resource: `/api/v2.0/companies(${COMPANY})/customers`, clientState: `state-${i}` },
      },
      201,
    );
    const body = created.body as { subscriptionId: string; "@odata.etag": string };
    await send({ method: "DELETE", target: `/api/v2.0/subscriptions('${body.subscriptionId}')`, headers: { authorization, "if-match": body["@odata.etag"] } }, 204);
  });
}

/** Past every window: a virtual day, then one request of each limited API (their sweeps run on access). */
async function aDayLater(tag: string): Promise<void> {
  await engine.clock.advance(DAY);
  await send({ method: "GET", target: "/api/v2.0/subscriptions", headers: { authorization: token(`${tag}-later`, 0) } }, 200);
  await send({ method: "GET", target: QUOTAS, headers: { authorization: token(`${tag}-later`, 0) } }, 200);
}

const heap = () => {
  for (let i = 0; i < 4; i++) gc();
  return process.memoryUsage().heapUsed;
};

const started = Date.now();
// warm up every path (validators compiled, code optimised), so the baseline holds what any run holds
await round("warm", 500, 500, 20);
await aDayLater("warm");
const baseline = heap();
await round("load", WEBHOOK_CALLERS, MANAGEMENT_CALLERS, SUBSCRIPTIONS);
const windowsDuring = throttle.sizes().windows;
const loaded = heap();
await aDayLater("load");
const after = heap();
const result = {
  baseline,
  loaded,
  after,
  windowsDuring,
  sizesAfter: throttle.sizes(),
  subscriptionsLeft: (engine.store.list("webhooks/subscriptions") as unknown[]).length,
  ms: Date.now() - started,
};
await engine.close();
receiver.close();
process.stdout.write(`${JSON.stringify(result)}\n`);
