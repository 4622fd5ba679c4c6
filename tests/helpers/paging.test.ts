/**
 * Paging against a local node:http server (the emulator-backed tests are in emulator.test.ts):
 * `@odata.nextLink` and `nextLink`, absolute and relative links, headers sent again, errors.
 */
import { afterEach, describe, expect, expectTypeOf, it } from "vitest";
import { createWebhooksV2_0Client, type components } from "../../generated/webhooks/v2.0/client.js";
import type { Readable } from "../../generated/webhooks/v2.0/schema.js";
import { createResourceHealth2025_05_01Client, type components as Health } from "../../generated/resource-health/2025-05-01/client.js";
import type { Readable as HealthReadable } from "../../generated/resource-health/2025-05-01/schema.js";
import { paginate, PagingError, withRetry, type PagingErrorOf } from "../../src/helpers/index.js";
import { json, startServer, type LocalServer } from "./local-server.js";

const COMPANY = "3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51";
const SUB = "5c3e8a1f-2d4b-4f6a-9e7c-1b0d3f5a7c92";
const entities = { params: { path: { companyId: COMPANY, entitySetName: "customers" } } } as const;

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Pages of `{ id }` rows, `size` per page, linked by `linkKey`. */
async function pagedServer(total: number, size: number, linkKey: "@odata.nextLink" | "nextLink", link: (next: number, base: string) => string) {
  const s = await startServer((hit, _req, res) => {
    const url = new URL(hit.url, s.url);
    const skip = Number(url.searchParams.get("$skiptoken") ?? "0");
    const value = Array.from({ length: Math.min(size, total - skip) }, (_, i) => ({ id: `row-${skip + i}`, name: `Row ${skip + i}` }));
    json(res, 200, { value, ...(skip + size < total ? { [linkKey]: link(skip + size, s.url) } : {}) });
  });
  server = s;
  return s;
}

describe("paginate", () => {
  it("follows @odata.nextLink (absolute) and yields every item in order, typed", async () => {
    const s = await pagedServer(7, 3, "@odata.nextLink", (n, base) => `${base}/api/v2.0/companies(${COMPANY})/customers?$skiptoken=${n}`);
    const client = createWebhooksV2_0Client({ baseUrl: s.url });
    const ids: unknown[] = [];
    for await (const item of paginate(client, "/api/v2.0/companies({companyId})/{entitySetName}", { ...entities, headers: { Prefer: "odata.maxpagesize=3" } })) {
      expectTypeOf(item).toEqualTypeOf<Readable<components["schemas"]["Entity"]>>();
      ids.push(item.id);
    }
    expect(ids).toEqual(["row-0", "row-1", "row-2", "row-3", "row-4", "row-5", "row-6"]);
    expect(s.hits.map((h) => h.url)).toEqual([
      `/api/v2.0/companies(${COMPANY})/customers`,
      `/api/v2.0/companies(${COMPANY})/customers?$skiptoken=3`,
      `/api/v2.0/companies(${COMPANY})/customers?$skiptoken=6`,
    ]);
    // the first call's headers go with every page
    expect(s.hits.map((h) => h.headers.prefer)).toEqual(["odata.maxpagesize=3", "odata.maxpagesize=3", "odata.maxpagesize=3"]);
  });

  it("follows a relative nextLink, page by page with .pages()", async () => {
    const s = await pagedServer(25, 10, "nextLink", (n) => `?api-version=2025-05-01&$skiptoken=${n}`);
    const client = createResourceHealth2025_05_01Client({ baseUrl: s.url });
    const pages = [];
    for await (const page of paginate(client, "/subscriptions/{subscriptionId}/providers/Vendor.ResourceHealth/events", {
      params: { path: { subscriptionId: SUB }, query: { "api-version": "2025-05-01" } },
    }).pages()) {
      expectTypeOf(page.data).toEqualTypeOf<HealthReadable<Health["schemas"]["Events"]>>();
      pages.push({ n: page.pageNumber, count: page.data.value?.length ?? 0, status: page.response.status });
    }
    expect(pages).toEqual([
      { n: 1, count: 10, status: 200 },
      { n: 2, count: 10, status: 200 },
      { n: 3, count: 5, status: 200 },
    ]);
    expect(s.hits[1]?.url).toBe(`/subscriptions/${SUB}/providers/Vendor.ResourceHealth/events?api-version=2025-05-01&$skiptoken=10`);
  });

  it("reads everything with toArray, and a single page without a link", async () => {
    const s = await pagedServer(2, 10, "@odata.nextLink", () => "unused");
    const client = createWebhooksV2_0Client({ baseUrl: s.url });
    expect(await paginate(client, "/api/v2.0/companies({companyId})/{entitySetName}", entities).toArray()).toHaveLength(2);
    expect(s.hits).toHaveLength(1);
  });

  it("throws a PagingError with the contract's error body when a page fails", async () => {
    let n = 0;
    server = await startServer((_hit, _req, res) => {
      if (n++ === 0) return json(res, 200, { value: [{ id: "a" }], "@odata.nextLink": `${server!.url}/api/v2.0/companies(${COMPANY})/customers?$skiptoken=x` });
      json(res, 400, { error: { code: "BadRequest_InvalidToken", message: "The $skiptoken is not valid." } });
    });
    const client = createWebhooksV2_0Client({ baseUrl: server.url });
    const seen: unknown[] = [];
    const err = await (async () => {
      try {
        for await (const item of paginate(client, "/api/v2.0/companies({companyId})/{entitySetName}", entities)) seen.push(item.id);
      } catch (e) {
        return e;
      }
    })();
    expect(seen).toEqual(["a"]);
    expect(err).toBeInstanceOf(PagingError);
    const typed = err as PagingErrorOf<typeof client, "/api/v2.0/companies({companyId})/{entitySetName}">;
    expect(typed.pageNumber).toBe(2);
    expect(typed.response?.status).toBe(400);
    expect(typed.error?.error.code).toBe("BadRequest_InvalidToken");
  });

  it("refuses a link to another origin unless allowed", async () => {
    const other = await pagedServer(1, 10, "@odata.nextLink", () => "unused");
    const s = await startServer((_hit, _req, res) => json(res, 200, { value: [{ id: "first" }], "@odata.nextLink": `${other.url}/api/v2.0/companies(${COMPANY})/customers?$skiptoken=0` }));
    try {
      const client = createWebhooksV2_0Client({ baseUrl: s.url, headers: { Authorization: "Bearer secret" } });
      await expect(paginate(client, "/api/v2.0/companies({companyId})/{entitySetName}", entities).toArray()).rejects.toThrow(/another origin/);
      expect(other.hits).toHaveLength(0);
      const all = await paginate(client, "/api/v2.0/companies({companyId})/{entitySetName}", entities, { allowCrossOrigin: true }).toArray();
      expect(all.map((i) => i.id)).toEqual(["first", "row-0"]);
    } finally {
      await s.close();
    }
  });

  it("stops on a link loop and after maxPages", async () => {
    const s = await startServer((_hit, _req, res) => json(res, 200, { value: [{ id: "x" }], "@odata.nextLink": `${s.url}/same?$skiptoken=1` }));
    server = s;
    const client = createWebhooksV2_0Client({ baseUrl: s.url });
    await expect(paginate(client, "/api/v2.0/companies({companyId})/{entitySetName}", entities).toArray()).rejects.toThrow(/already read/);
    const t = await pagedServer(100, 1, "@odata.nextLink", (n, base) => `${base}/p?$skiptoken=${n}`);
    await s.close();
    const c2 = createWebhooksV2_0Client({ baseUrl: t.url });
    await expect(paginate(c2, "/api/v2.0/companies({companyId})/{entitySetName}", entities, { maxPages: 5 }).toArray()).rejects.toThrow(/more than 5 pages/);
    expect(t.hits).toHaveLength(5);
  });

  it("reads next pages through the client, so its retry policy covers them", async () => {
    let n = 0;
    server = await startServer((hit, _req, res) => {
      n++;
      if (n === 2) return json(res, 503, { error: { code: "Busy", message: "busy" } }, { "retry-after": "0" });
      const second = hit.url.includes("skiptoken");
      json(res, 200, { value: [{ id: second ? "b" : "a" }], ...(second ? {} : { "@odata.nextLink": `${server!.url}/api/v2.0/companies(${COMPANY})/customers?$skiptoken=1` }) });
    });
    const client = createWebhooksV2_0Client({ baseUrl: server.url, fetch: withRetry({ backoff: { kind: "regular", delayMs: 1 } }) });
    const ids = (await paginate(client, "/api/v2.0/companies({companyId})/{entitySetName}", entities).toArray()).map((i) => i.id);
    expect(ids).toEqual(["a", "b"]);
    expect(server.hits).toHaveLength(3);
  });

  it("takes custom item and link readers", async () => {
    server = await startServer((hit, _req, res) => json(res, 200, hit.url.includes("next") ? { rows: [3] } : { rows: [1, 2], more: "/next" }));
    const client = createWebhooksV2_0Client({ baseUrl: server.url });
    const rows = await paginate(
      client,
      "/api/v2.0/companies",
      {},
      {
        items: (page) => (page as unknown as { rows: never[] }).rows,
        nextLink: (page) => (page as unknown as { more?: string }).more,
      },
    ).toArray();
    expect(rows).toEqual([1, 2, 3]);
  });
});
