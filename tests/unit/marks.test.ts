/**
 * markedFields (src/contract/marks.ts): a request body loses what its operation's schema marks readOnly
 * (server-set) or writeOnly (secrets), through $ref, allOf, items, maps and the oneOf variant it is of.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { markedFields } from "../../src/contract/marks.js";
import { findApi, loadRegistry } from "../../src/registry.js";

/** A document with one operation whose request body is `schema`, and `schemas` as components. */
const docWith = (schema: unknown, schemas: Record<string, unknown> = {}) => ({
  openapi: "3.1.0",
  paths: { "/x": { post: { requestBody: { content: { "application/json": { schema } } } } } },
  components: { schemas },
});
const removerOf = (doc: ReturnType<typeof docWith>) => markedFields(doc).requestBody(doc.paths["/x"].post);
const stripped = (doc: ReturnType<typeof docWith>, value: unknown) => {
  removerOf(doc)?.(value);
  return value;
};

describe("markedFields", () => {
  it("ContainerGroups_CreateOrUpdate: drops the secrets and the server-set fields the contract marks, and nothing else", () => {
    const entry = findApi(loadRegistry(), "container-instance@2025-09-01");
    const doc = JSON.parse(readFileSync(entry.bundle, "utf8"));
    const operation = Object.values(doc.paths as Record<string, { put?: unknown }>).find((p) => p.put)!.put;
    const body = {
      id: "x",
      name: "shop-web",
      type: "t",
      location: "westeurope",
      identity: { type: "SystemAssigned, UserAssigned", principalId: "p", tenantId: "t", userAssignedIdentities: { "/ids/a": { principalId: "p", clientId: "c" } } },
      properties: {
        provisioningState: "Succeeded",
        osType: "Linux",
        imageRegistryCredentials: [{ server: "s", username: "u", password: "pw" }, { server: "s2" }],
        volumes: [
          { name: "a", azureFile: { shareName: "sh", storageAccountKey: "k", storageAccountName: "n" } },
          { name: "b", secret: { "tls.crt": "AAAA", "tls.key": "BBBB" } },
          { name: "c", emptyDir: {} },
        ],
        diagnostics: { logAnalytics: { workspaceId: "w", workspaceKey: "key", logType: "ContainerInstanceLogs" } },
        ipAddress: { type: "Public", ip: "1.2.3.4", fqdn: "f", ports: [{ port: 80 }] },
        containers: [{ name: "web", properties: { image: "i", instanceView: { restartCount: 0 }, resources: { requests: { cpu: 1, memoryInGB: 1 } } } }],
      },
    };
    markedFields(doc).requestBody(operation)!(body);
    // the oracle: the contract's marks listed by hand from the bundle (readOnly: id, name, type, identity ids,
    // provisioningState, instanceView, ipAddress.ip and fqdn; writeOnly: password, storageAccountKey, secret values, workspaceKey)
    expect(body).toEqual({
      location: "westeurope",
      identity: { type: "SystemAssigned, UserAssigned", userAssignedIdentities: { "/ids/a": {} } },
      properties: {
        osType: "Linux",
        imageRegistryCredentials: [{ server: "s", username: "u" }, { server: "s2" }],
        volumes: [
          { name: "a", azureFile: { shareName: "sh", storageAccountName: "n" } },
          { name: "b", secret: {} },
          { name: "c", emptyDir: {} },
        ],
        diagnostics: { logAnalytics: { workspaceId: "w", logType: "ContainerInstanceLogs" } },
        ipAddress: { type: "Public", ports: [{ port: 80 }] },
        containers: [{ name: "web", properties: { image: "i", resources: { requests: { cpu: 1, memoryInGB: 1 } } } }],
      },
    });
  });

  it("follows $ref and allOf to the mark, into items and map values, and keeps the members' order", () => {
    const doc = docWith(
      { allOf: [{ $ref: "#/components/schemas/Base" }, { type: "object", properties: { list: { type: "array", items: { $ref: "#/components/schemas/Item" } } } }] },
      {
        Base: {
          type: "object",
          properties: { id: { $ref: "#/components/schemas/Id" }, keep: { type: "string" }, map: { type: "object", additionalProperties: { $ref: "#/components/schemas/Item" } } },
        },
        Id: { type: "string", readOnly: true },
        Item: { type: "object", properties: { key: { type: "string", writeOnly: true }, label: { type: "string" } } },
      },
    );
    expect(JSON.stringify(stripped(doc, { keep: "k", id: "i", list: [{ label: "a", key: "s1" }, { key: "s2" }, 5], map: { one: { key: "s3", label: "b" } } }))).toBe(
      JSON.stringify({ keep: "k", list: [{ label: "a" }, {}, 5], map: { one: { label: "b" } } }),
    );
  });

  it("empties a map whose values are marked, keeping its declared members", () => {
    const doc = docWith({ type: "object", properties: { name: { type: "string" } }, additionalProperties: { type: "string", writeOnly: true } });
    expect(stripped(doc, { name: "n", a: "1", b: "2" })).toEqual({ name: "n" });
  });

  it("applies the oneOf variant the value is of (by its const member), all of them when none fits", () => {
    const doc = docWith({
      oneOf: [
        { type: "object", properties: { kind: { const: "sql" }, password: { type: "string", writeOnly: true }, token: { type: "string" } } },
        { type: "object", properties: { kind: { enum: ["bi"] }, token: { type: "string", writeOnly: true }, password: { type: "string" } } },
      ],
    });
    expect(stripped(doc, { kind: "sql", password: "p", token: "t" })).toEqual({ kind: "sql", token: "t" });
    expect(stripped(doc, { kind: "bi", password: "p", token: "t" })).toEqual({ kind: "bi", password: "p" });
    expect(stripped(doc, { kind: "other", password: "p", token: "t" })).toEqual({ kind: "other" });
  });

  it("has nothing to do for a schema without marks, ends on a schema that contains itself, and keeps an own __proto__ member", () => {
    expect(removerOf(docWith({ type: "object", properties: { a: { type: "string" } } }))).toBeUndefined();
    const tree = docWith(
      { $ref: "#/components/schemas/Node" },
      { Node: { type: "object", properties: { secret: { writeOnly: true }, children: { type: "array", items: { $ref: "#/components/schemas/Node" } } } } },
    );
    expect(stripped(tree, { secret: 1, children: [{ secret: 2, children: [{ secret: 3 }] }] })).toEqual({ children: [{ children: [{}] }] });
    const proto = docWith({ type: "object", properties: { secret: { writeOnly: true } } });
    const body = JSON.parse('{"__proto__":{"x":1},"secret":"s"}');
    expect(JSON.stringify(stripped(proto, body))).toBe('{"__proto__":{"x":1}}');
  });
});
