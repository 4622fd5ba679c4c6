/**
 * Links are built when an answer is sent (issue 27, point 2): clients that reach one emulator at three
 * origins (directly, behind `Forwarded`, behind `X-Forwarded-Host`/`-Proto`), racing each other, each read
 * only their own origin in every link; the state and its snapshot hold no origin, and a snapshot restored
 * into an emulator on another port answers on that emulator's origin. The oracle of an origin is the URL
 * the client itself used (`new URL(...).origin`), and every absolute URL found anywhere in an answer.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_SUBSCRIPTION_ID } from "../../src/emulator/apis/seed-data.js";
import { createEmulator, type Emulator } from "../../src/emulator/index.js";
import { type Answer, call, COMPANY, TOKEN } from "./helpers.js";

/** One request with node's own client to the emulator at `base`, `path` and the client's headers. */
const send = (base: string, method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer> => call(new URL(path, base).toString(), { method, headers, body });

/** Every absolute http(s) URL in an answer: header values and every string of the body, at any depth. */
function linksIn(answer: Answer): string[] {
  const found: string[] = [];
  const visit = (v: unknown): void => {
    if (typeof v === "string" && /^https?:\/\//i.test(v)) found.push(v);
    else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === "object") Object.values(v).forEach(visit);
  };
  visit(answer.body);
  for (const value of Object.values(answer.headers)) visit(value);
  return found;
}

/** A client: the headers it sends on every request, and the origin it used (the URL it would type). */
interface Client {
  name: string;
  headers: Record<string, string>;
  origin: string;
  /** Every link it read. */
  links: string[];
}

const key = (name: string) => ({ "vendor-subscription-key": `links-test-key-${name}` });
const bearer = { authorization: TOKEN };
const docs = (path: string) => `/vendordocs${path}${path.includes("?") ? "&" : "?"}api-version=2024-11-30`;
const NAMESPACE = `/subscriptions/${SEED_SUBSCRIPTION_ID}/resourceGroups/orders-rg/providers/Vendor.EventHub/namespaces/contoso-orders-ns?api-version=2026-01-01`;
const EVENTS = `/subscriptions/${SEED_SUBSCRIPTION_ID}/providers/Vendor.ResourceHealth/events?api-version=2025-05-01&queryStartTime=1%2F1%2F2000`;
const CUSTOMERS = `/api/v2.0/companies(${COMPANY})/customers`;
/** The path and query of a link (what a client follows on another emulator). */
const pathOfLink = (link: string) => `${new URL(link).pathname}${new URL(link).search}`;

describe("links are built when an answer is sent, from the request that reads them", () => {
  let emu: Emulator;
  let clients: Client[];
  /** A client's request: its own headers added, every link it reads kept. */
  const as = async (c: Client, method: string, path: string, headers: Record<string, string> = {}, body?: unknown) => {
    const answer = await send(emu.url, method, path, { ...c.headers, ...headers }, body);
    c.links.push(...linksIn(answer));
    return answer;
  };
  /** Operation-Location of each client's copy, by client name. */
  const operations = new Map<string, string>();

  beforeAll(async () => {
    emu = await createEmulator({ quiet: true, validateResponses: true });
    clients = [
      { name: "direct", headers: {}, origin: new URL(emu.url).origin, links: [] },
      { name: "forwarded", headers: { forwarded: "host=other.example;proto=https" }, origin: new URL("https://other.example/").origin, links: [] },
      { name: "x-forwarded", headers: { "x-forwarded-host": "third.example:8443", "x-forwarded-proto": "https" }, origin: new URL("https://third.example:8443/").origin, links: [] },
    ];
    // customers to page through one at a time
    for (const displayName of ["Links A", "Links B", "Links C"]) {
      expect((await send(emu.url, "POST", `/_emulator/entities/companies(${COMPANY})/customers`, {}, { displayName })).status).toBe(201);
    }
  });
  afterAll(() => emu?.close());

  it("DocumentClassifiers_AuthorizeClassifierCopy, _CopyClassifierTo and the copy's status: each client, racing the others, reads its own origin, also with another client's authorization and operation", async () => {
    const authorizations = await Promise.all(clients.map((c) => as(c, "POST", docs("/documentClassifiers:authorizeCopy"), key(c.name), { classifierId: `links-${c.name}` })));
    authorizations.forEach((a, i) => {
      expect(a.status).toBe(200);
      expect(new URL(a.body.targetClassifierLocation).origin).toBe(clients[i]!.origin);
    });
    // each copies with the next client's authorization (issued to another origin): accepted
    const copies = await Promise.all(clients.map((c, i) => as(c, "POST", docs("/documentClassifiers/contracts-2024:copyTo"), key(c.name), authorizations[(i + 1) % clients.length]!.body)));
    copies.forEach((copy, i) => {
      expect(copy.status).toBe(202);
      const location = String(copy.headers["operation-location"]);
      expect(new URL(location).origin).toBe(clients[i]!.origin);
      operations.set(clients[i]!.name, location);
    });
    // each polls every copy (its own and the others') by path, all at once
    const polls = await Promise.all(clients.flatMap((c) => [...operations.values()].map(async (location) => ({ c, answer: await as(c, "GET", pathOfLink(location), key(c.name)) }))));
    for (const { c, answer } of polls) {
      expect(answer.status).toBe(200);
      expect(answer.body.error, "the authorization of another origin is valid").toBeUndefined();
      expect(new URL(answer.body.resourceLocation).origin).toBe(c.origin);
      expect(new URL(answer.body.resourceLocation).pathname).toBe("/vendordocs/documentClassifiers/contracts-2024");
    }
  });

  it("Namespaces_Delete: every client deleting the same namespace gets a Vendor-AsyncOperation on its own origin, and OperationStatuses_Get answers there", async () => {
    const deletes = await Promise.all(clients.map((c) => as(c, "DELETE", NAMESPACE, bearer)));
    const paths = new Set<string>();
    for (const [i, answer] of deletes.entries()) {
      expect(answer.status).toBe(202);
      const address = String(answer.headers["vendor-asyncoperation"]);
      expect(new URL(address).origin).toBe(clients[i]!.origin);
      paths.add(pathOfLink(address));
    }
    expect(paths.size, "one deletion, one status address").toBe(1);
    const statuses = await Promise.all(clients.map((c) => as(c, "GET", [...paths][0]!, bearer)));
    for (const s of statuses) expect(s.status).toBe(200);
  });

  it("Events_ListBySubscriptionId and Entities_List: nextLink, @odata.nextLink and @odata.context on each client's origin; a client follows another's nextLink by path and reads its own origin", async () => {
    const firsts = await Promise.all(
      clients.map(async (c) => {
        const events = await as(c, "GET", EVENTS, bearer);
        expect(new URL(events.body.nextLink).origin).toBe(c.origin);
        const page = await as(c, "GET", CUSTOMERS, { ...bearer, prefer: "odata.maxpagesize=1" });
        expect(new URL(page.body["@odata.nextLink"]).origin).toBe(c.origin);
        expect(new URL(page.body["@odata.context"]).origin).toBe(c.origin);
        return { events: events.body.nextLink as string, customers: page.body["@odata.nextLink"] as string };
      }),
    );
    // each follows the next client's links (its continuation tokens carry no origin)
    await Promise.all(
      clients.map(async (c, i) => {
        const other = firsts[(i + 1) % clients.length]!;
        expect((await as(c, "GET", pathOfLink(other.events), bearer)).status).toBe(200);
        const second = await as(c, "GET", pathOfLink(other.customers), { ...bearer, prefer: "odata.maxpagesize=1" });
        expect(second.status).toBe(200);
        expect(new URL(second.body["@odata.nextLink"]).origin).toBe(c.origin);
      }),
    );
  });

  it("no client ever read another's origin; the snapshot holds no origin at all", async () => {
    for (const c of clients) {
      expect(c.links.length, `${c.name} read links`).toBeGreaterThan(8);
      expect(c.links.filter((l) => new URL(l).origin !== c.origin)).toEqual([]);
    }
    expect(clients[0]!.links.join(" ")).not.toMatch(/other\.example|third\.example/);
    // no continuation token or other query value carries an origin, read as it is or as base64url
    const hosts = /127\.0\.0\.1|other\.example|third\.example/;
    for (const link of clients.flatMap((c) => c.links)) {
      for (const value of new URL(link).searchParams.values()) {
        expect(value).not.toMatch(hosts);
        expect(Buffer.from(value, "base64url").toString("latin1")).not.toMatch(hosts);
      }
    }
    const snapshot = await send(emu.url, "GET", "/_emulator/snapshot", {});
    expect(snapshot.status).toBe(200);
    expect(JSON.stringify(snapshot.body)).not.toMatch(/https?:\/\//i);
    expect(emu.violations).toEqual([]);
  });

  it("a snapshot restored into an emulator on another port answers each copy's status on that emulator's origin (or its client's proxy)", async () => {
    const snapshot = (await send(emu.url, "GET", "/_emulator/snapshot", {})).body;
    const second = await createEmulator({ quiet: true, validateResponses: true });
    try {
      expect(new URL(second.url).port).not.toBe(new URL(emu.url).port);
      expect((await send(second.url, "POST", "/_emulator/restore", {}, snapshot)).status).toBe(200);
      for (const location of operations.values()) {
        const direct = await send(second.url, "GET", pathOfLink(location), key("second"));
        expect(direct.status).toBe(200);
        expect(new URL(direct.body.resourceLocation).origin).toBe(new URL(second.url).origin);
        const proxied = await send(second.url, "GET", pathOfLink(location), { ...key("second"), forwarded: 'for=192.0.2.1;host="proxy.example:9443";proto=https' });
        expect(new URL(proxied.body.resourceLocation).origin).toBe(new URL("https://proxy.example:9443/").origin);
      }
    } finally {
      await second.close();
    }
  });

  it("a snapshot written before links were built per answer (absolute URLs in its records) is accepted: answers and the next snapshot carry paths", async () => {
    const snapshot = (await send(emu.url, "GET", "/_emulator/snapshot", {})).body;
    // the records as the emulator wrote them when it stored absolute URLs (origin of whoever made them)
    const copies = snapshot.data["lifecycle.copyOperations"] as Record<string, { resourceLocation: string }>;
    for (const copy of Object.values(copies)) copy.resourceLocation = `https://old.example:4020${copy.resourceLocation}`;
    const token = "an-access-token-issued-by-an-older-emulator";
    const issued = {
      targetResourceId: "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/emulator-rg/providers/Vendor.DocumentAnalysis/accounts/emulator-docs",
      targetResourceRegion: "westeurope",
      targetClassifierId: "old-authorized",
      targetClassifierLocation: "https://old.example:4020/vendordocs/documentClassifiers/old-authorized",
      expirationDateTime: new Date(Date.parse(snapshot.now) + 3_600_000).toISOString(),
    };
    snapshot.data["lifecycle.copyAuthorizations"][createHash("sha256").update(token).digest("hex")] = { authorization: issued, expiresAt: Date.parse(snapshot.now) + 3_600_000 };
    const third = await createEmulator({ quiet: true, validateResponses: true });
    try {
      expect((await send(third.url, "POST", "/_emulator/restore", {}, snapshot)).status).toBe(200);
      for (const location of operations.values()) {
        const status = await send(third.url, "GET", pathOfLink(location), key("third"));
        expect(new URL(status.body.resourceLocation).origin).toBe(new URL(third.url).origin);
      }
      // the old authorization, as its client kept it (with the old origin), copies once
      const copy = await send(third.url, "POST", docs("/documentClassifiers/contracts-2024:copyTo"), key("third"), { ...issued, accessToken: token });
      expect(copy.status).toBe(202);
      const status = await send(third.url, "GET", pathOfLink(String(copy.headers["operation-location"])), key("third"));
      expect(status.body.error).toBeUndefined();
      expect(status.body.resourceLocation).toBe(`${new URL(third.url).origin}/vendordocs/documentClassifiers/contracts-2024`);
      const after = await send(third.url, "GET", "/_emulator/snapshot", {});
      expect(JSON.stringify(after.body)).not.toMatch(/https?:\/\//i);
      expect(third.violations).toEqual([]);
    } finally {
      await third.close();
    }
  });
});
