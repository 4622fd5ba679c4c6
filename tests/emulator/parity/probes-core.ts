/**
 * Probes of the claims that hold for every operation of an API, or of all: credentials, tokens, request
 * limits, paths in any case. Each sends the operation's sample request (samples.ts) as the claim says.
 */
import { expect } from "vitest";
import { type Probe, type Request, SETTINGS, type Target } from "./harness.js";
import { sample } from "./samples.js";

export type ProbeFn = (p: Probe, t: Target) => Promise<void>;

/** Send `request` until one is refused with 429 (at most `limit` + 1 times under one token); the 429 must come right after `limit` allowed ones. */
async function throttledAfter(p: Probe, request: Request, limit: number) {
  const token = p.token();
  for (let i = 0; i < limit; i++) {
    const answer = await p.send(request, token);
    expect(answer.status, `request ${i + 1} of ${limit} allowed: ${JSON.stringify(answer.body)}`).not.toBe(429);
  }
  const refused = await p.send(request, token);
  expect(refused.status, JSON.stringify(refused.body)).toBe(429);
  expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
  // another caller is not held back
  expect((await p.send(request)).status).not.toBe(429);
  return refused;
}

/** The literal segments of the path (and the resource group's name) in upper case. */
function upperCased(request: Request, template: string): Request {
  const url = new URL(request.target, "http://x");
  const literal = template.split("/");
  const path = url.pathname
    .split("/")
    .map((segment, i) => (literal[i] !== undefined && (!literal[i]!.includes("{") || literal[i] === "{resourceGroupName}") ? segment.toUpperCase() : segment))
    .join("/");
  return { ...request, target: `${path}${url.search}` };
}

export const CORE_PROBES: Record<string, ProbeFn> = {
  async "core.credentials-first"(p, t) {
    const answer = await p.send(await sample(p, t), null);
    expect(answer.status).toBe(401);
    expect(answer.headers["www-authenticate"]).toMatch(/^Bearer\b/);
  },

  async "core.tokens-not-verified"(p, t) {
    const answer = await p.send(await sample(p, t), "Bearer this.is-not.a-token");
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(400);
  },

  async "core.mock-only"(p, t) {
    expect((await p.send(await sample(p, t))).status).toBe(501);
  },

  async "webhooks.request-limit"(p, t) {
    const request = await sample(p, t);
    // a $batch counts once, and once for each of its requests
    const weight = 1 + ((request.body as { requests?: unknown[] } | undefined)?.requests?.length ?? 0);
    const refused = await throttledAfter(p, request, Math.floor(SETTINGS.requestsPerWindow! / weight));
    expect(refused.body.error.code).toBe("Application_TooManyRequests");
  },

  async "arm.request-limit"(p, t) {
    const request = await sample(p, t);
    const kind = request.method === "GET" ? "reads" : request.method === "DELETE" ? "deletes" : "writes";
    const refused = await throttledAfter(p, request, kind === "reads" ? SETTINGS.managementReadsBucket! : SETTINGS.managementWritesBucket!);
    expect(refused.headers[`x-vendor-ratelimit-remaining-subscription-${kind}`]).toBe("0");
  },

  async "classifier-copy.request-limit"(p, t) {
    await throttledAfter(p, await sample(p, t), SETTINGS.modelManagementPerSecond!);
    // authorizeCopy and copyTo draw from one allowance: the other operation's request counts too
    const other = t.id === "DocumentClassifiers_CopyClassifierTo" ? "DocumentClassifiers_AuthorizeClassifierCopy" : "DocumentClassifiers_CopyClassifierTo";
    const [mine, theirs] = [await sample(p, t), await sample(p, { ...t, id: other })];
    const token = p.token();
    expect((await p.send(theirs, token)).status).toBeLessThan(300);
    for (let i = 1; i < SETTINGS.modelManagementPerSecond!; i++) expect((await p.send(mine, token)).status).toBeLessThan(300);
    expect((await p.send(mine, token)).status).toBe(429);
    // a second later on the clock, the allowance is back
    await p.advance(1000);
    expect((await p.send(mine, token)).status).toBeLessThan(300);
  },

  async "arm.path-case"(p, t) {
    const request = upperCased(await sample(p, t), t.op.path);
    expect(request.target).toMatch(/\/(SUBSCRIPTIONS|PROVIDERS)\//);
    const answer = await p.send(request);
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  },
};
