/**
 * Security (src/contract/security.ts): which credentials an operation's requirements ask for (its own
 * `security`, else the document's), and whether a request sent all of one alternative.
 */
import { describe, expect, it } from "vitest";
import { headerMap, type JsonObject } from "../../src/contract/exchange.js";
import { checkSecurity, securityPlan } from "../../src/contract/security.js";

const doc: JsonObject = {
  openapi: "3.1.0",
  security: [{ bearer: [] }, { key: [], tenant: [] }],
  components: {
    securitySchemes: {
      bearer: { type: "http", scheme: "bearer" },
      basic: { type: "http", scheme: "basic" },
      key: { type: "apiKey", in: "header", name: "X-Api-Key" },
      tenant: { type: "apiKey", in: "query", name: "tenant" },
      session: { type: "apiKey", in: "cookie", name: "sid" },
      oauth: { type: "oauth2", flows: {} },
      mtls: { type: "mutualTLS" },
    },
  },
};
const check = (op: JsonObject, headers: Record<string, string>, query: Array<[string, string]> = []) => checkSecurity(securityPlan(doc, op), "GET /things", headerMap(headers), query);

describe("security requirements", () => {
  it("Things_List: the document's requirements apply; any whole alternative satisfies them", () => {
    expect(check({}, { Authorization: "Bearer t" })).toEqual([]);
    expect(check({}, { "x-api-key": "k" }, [["tenant", "t"]])).toEqual([]);
    expect(check({}, { "x-api-key": "k" })).toEqual([
      {
        pointer: "/request/header/authorization",
        rule: "security",
        message: "GET /things requires credentials: bearer (Authorization: Bearer) or key (X-Api-Key header) + tenant (query parameter tenant); only key (X-Api-Key header) was sent",
      },
    ]);
  });

  it("Things_List: an operation's own requirements replace the document's; an empty one needs nothing", () => {
    expect(securityPlan(doc, { security: [] })).toBeUndefined();
    expect(securityPlan(doc, { security: [{}, { bearer: [] }] })).toBeUndefined();
    expect(check({ security: [{ basic: [] }] }, { Authorization: "Bearer t" })[0]?.message).toBe(
      "GET /things requires credentials: basic (Authorization: Basic); the Authorization header sent uses the Bearer scheme",
    );
    expect(check({ security: [{ basic: [] }] }, { Authorization: "basic dTpw" })).toEqual([]);
  });

  it("Things_List: cookies, oauth2 bearer tokens, mutual TLS and undefined schemes", () => {
    expect(check({ security: [{ session: [] }] }, { Cookie: "a=1; sid=x" })).toEqual([]);
    expect(check({ security: [{ session: [] }] }, { Cookie: "sidx=1" })[0]?.pointer).toBe("/request/header/cookie");
    expect(check({ security: [{ oauth: ["read"] }] }, { Authorization: "bearer t" })).toEqual([]);
    expect(check({ security: [{ mtls: [] }] }, {})).toEqual([]);
    expect(check({ security: [{ nope: [] }] }, { Authorization: "Bearer t" })[0]?.message).toBe("GET /things requires credentials: nope (undefined scheme); none were sent");
  });

  it("Things_List: a 401 says what was sent instead of what is expected, and never repeats the credentials", () => {
    const said = (headers: Record<string, string>, op: JsonObject = {}) => check(op, headers)[0]?.message.replace(/^GET \/things requires credentials: .*?; (?=none|only|the )/, "");
    // what each Authorization header says, written here, not read from the code
    const table: Array<[Record<string, string>, string]> = [
      [{}, "none were sent"],
      [{ Authorization: "Basic dXNlcjpzM2NyZXQ=" }, "the Authorization header sent uses the Basic scheme"],
      [{ Authorization: "basic dXNlcjpzM2NyZXQ=" }, "the Authorization header sent uses the Basic scheme"],
      [{ Authorization: 'Digest username="u", response="s3cret"' }, "the Authorization header sent uses the Digest scheme"],
      [{ Authorization: "Bearer" }, "the Authorization header sent is Bearer with no token after it"],
      [{ Authorization: "bearer   " }, "the Authorization header sent is Bearer with no token after it"],
      [{ Authorization: "" }, "the Authorization header sent is empty"],
      [{ Authorization: "eyJhbGciOiJIUzI1NiJ9.s3cret" }, "the Authorization header sent starts with no scheme the operation takes (its value is not repeated)"],
      [{ Authorization: "Bearer\ts3cret" }, "the Authorization header sent starts with no scheme the operation takes (its value is not repeated)"],
    ];
    for (const [headers, expected] of table) expect([headers, said(headers)]).toEqual([headers, expected]);
    for (const [headers] of table) expect(check({}, headers)[0]?.message ?? "").not.toMatch(/s3cret|dXNlcjpzM2NyZXQ|eyJ/);
    // a basic scheme the operation takes, sent without credentials
    expect(said({ Authorization: "Basic " }, { security: [{ basic: [] }] })).toBe("the Authorization header sent is Basic with no credentials after it");
    // an oauth2 scheme takes a bearer token
    expect(said({ Authorization: "Basic dXNlcjpzM2NyZXQ=" }, { security: [{ oauth: [] }] })).toBe("the Authorization header sent uses the Basic scheme");
    // an API key and a wrong scheme together: both said
    expect(said({ Authorization: "Basic x", "x-api-key": "k" })).toBe("only key (X-Api-Key header) was sent; the Authorization header sent uses the Basic scheme");
  });
});
