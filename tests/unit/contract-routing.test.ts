/**
 * Routing (src/contract/routing.ts): the most literal template wins, server base paths are stripped, a
 * known path with another method is a 405 (with its methods), OData keys lose their quotes, and across
 * several documents (routeAmong, what the emulator's router asks) registry order breaks ties.
 */
import { describe, expect, it } from "vitest";
import { compileTemplate, pathValue, routeAmong, templateRank, compareRank } from "../../src/contract/routing.js";
import { Contract } from "../../src/contract/validator.js";

const ok = { responses: { "200": { description: "ok" } } };
const op = (operationId: string) => ({ operationId, ...ok });
const contract = new Contract(
  {
    openapi: "3.1.0",
    servers: [{ url: "https://{host}/v2/{tenant}" }, { url: "https://example.com/v2" }],
    paths: {
      "/items/{id}": { get: op("Items_Get"), delete: op("Items_Delete") },
      "/items/special": { get: op("Items_GetSpecial") },
      "/items({key})": { get: op("Items_GetByKey") },
      "/items/{id}:archive": { post: op("Items_Archive") },
    },
  },
  "items@1",
);
const idOf = (method: string, path: string) => contract.matchOperation(method, path)?.operationId;

describe("routing one document", () => {
  it("Items_GetSpecial: a literal segment beats a template; Items_Archive: more literal characters win", () => {
    expect(idOf("GET", "/items/special")).toBe("Items_GetSpecial");
    expect(idOf("GET", "/items/other")).toBe("Items_Get");
    expect(idOf("POST", "/items/7:archive")).toBe("Items_Archive");
    expect(compareRank(templateRank("/items/special"), templateRank("/items/{id}"))).toBeGreaterThan(0);
    expect(compareRank(templateRank("/items/{id}:archive"), templateRank("/items/{id}"))).toBeGreaterThan(0);
  });

  it("Items_Get: a server base path is stripped (its variables take one segment), also from an absolute URL", () => {
    expect(contract.matchOperation("GET", "/v2/acme/items/7")).toMatchObject({ operationId: "Items_Get", via: "server", pathParams: { id: "7" } });
    expect(contract.matchOperation("GET", "https://h.example/v2/items/7?x=1")).toMatchObject({ operationId: "Items_Get", via: "server" });
    expect(contract.matchOperation("GET", "/items/7")).toMatchObject({ via: "path" });
    expect(contract.matchOperation("GET", "/proxy/items/7")).toMatchObject({ operationId: "Items_Get", via: "fallback" });
  });

  it("Items_Delete: a known path with another method names the template and its methods (a 405, not a 404)", () => {
    expect(contract.locate("PATCH", "/items/special")).toEqual({ template: "/items/special", methods: ["GET"], via: "path" });
    // a literal path without the method falls back to a template with it
    expect(idOf("DELETE", "/items/special")).toBe("Items_Delete");
    expect(contract.locate("PUT", "/items/7")).toMatchObject({ template: "/items/{id}", methods: ["GET", "DELETE"] });
    expect(contract.locate("GET", "/nothing")).toEqual({});
  });

  it("Items_GetByKey: OData keys are percent-decoded and lose their quotes", () => {
    expect(contract.matchOperation("GET", "/items('O''Brien')")?.pathParams).toEqual({ key: "O'Brien" });
    expect(contract.matchOperation("GET", "/items(%27a%2Fb%27)")?.pathParams).toEqual({ key: "a/b" });
    expect(pathValue("42")).toBe("42");
    expect(pathValue("%E0%A4%A")).toBe("%E0%A4%A");
  });

  it("literal segments match as written unless the document's routing says a template ignores case", () => {
    const doc = { openapi: "3.1.0", paths: { "/subscriptions/{s}/resourceGroups/{g}": { get: op("ResourceGroups_Get") } } };
    expect(new Contract(doc).matchOperation("GET", "/subscriptions/1/resourcegroups/a")).toBeUndefined();
    const relaxed = new Contract(doc, "arm", { ignoreCase: (template) => template.startsWith("/subscriptions/") });
    expect(relaxed.matchOperation("GET", "/SUBSCRIPTIONS/1/resourcegroups/Shop-RG")).toMatchObject({ operationId: "ResourceGroups_Get", pathParams: { s: "1", g: "Shop-RG" } });
    expect(compileTemplate("/a/{b}", true).regex.test("/A/x")).toBe(true);
  });
});

describe("routing across documents (routeAmong)", () => {
  const other = new Contract({ openapi: "3.1.0", paths: { "/items/special": { get: op("Other_GetSpecial"), put: op("Other_Put") }, "/items/{id}": { get: op("Other_Get") } } }, "other@1");

  it("Items_GetSpecial: the most literal template wins over every document, the first document breaks ties", () => {
    const both = [
      ["items", contract],
      ["other", other],
    ] as const;
    expect(routeAmong(both, "GET", "/items/special").best).toMatchObject({ key: "items", match: { operationId: "Items_GetSpecial" } });
    expect(routeAmong([...both].reverse(), "GET", "/items/7").best).toMatchObject({ key: "other", match: { operationId: "Other_Get" } });
  });

  it("Other_Put: a method only another document has wins over a 405; a path met only as a fallback counts for none", () => {
    const both = [
      ["items", contract],
      ["other", other],
    ] as const;
    expect(routeAmong(both, "PUT", "/items/special").best?.match.operationId).toBe("Other_Put");
    expect(routeAmong(both, "PATCH", "/items/special")).toEqual({ notAllowed: { key: "items", template: "/items/special", methods: ["GET"] } });
    expect(routeAmong([["items", contract]], "GET", "/proxy/items/7")).toEqual({ notAllowed: undefined });
    expect(routeAmong([["items", contract]], "PUT", "/proxy/items/7")).toEqual({ notAllowed: undefined });
  });
});
