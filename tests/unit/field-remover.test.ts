/**
 * fieldRemover (arm.ts): secrets and server-set fields taken out of a request body by dotted paths. It
 * walks the paths as one tree and replaces an object below the value that loses members by a copy
 * (no `delete` there): the result must be what deleting each path in turn gives, members in order.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fieldRemover, removeFields } from "../../src/emulator/apis/management/arm.js";

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** The plain algorithm: each path in turn, `delete` where it ends. */
function reference(value: unknown, paths: readonly string[]): void {
  const strip = (node: unknown, heads: string[], at: number): void => {
    const head = heads[at];
    if (head === undefined || !isRecord(node)) return;
    const key = head.replace(/\[\]$/, "");
    if (head === "*") {
      for (const k of Object.keys(node)) delete node[k];
      return;
    }
    if (at === heads.length - 1) {
      delete node[key];
      return;
    }
    const child = Object.hasOwn(node, key) ? node[key] : undefined;
    if (!head.endsWith("[]")) strip(child, heads, at + 1);
    else if (Array.isArray(child)) for (const item of child) strip(item, heads, at + 1);
  };
  for (const path of paths) strip(value, path.split("."), 0);
}

const CONTAINER_PATHS = [
  "properties.imageRegistryCredentials[].password",
  "properties.volumes[].azureFile.storageAccountKey",
  "properties.volumes[].secret.*",
  "properties.diagnostics.logAnalytics.workspaceKey",
  "properties.extensions[].properties.protectedSettings",
  "id",
  "name",
  "type",
  "identity.principalId",
  "identity.tenantId",
  "properties.provisioningState",
  "properties.instanceView",
  "properties.ipAddress.ip",
  "properties.containers[].properties.instanceView",
];

describe("fieldRemover", () => {
  it("removes secrets and server-set fields, keeping the other members in order", () => {
    const body = {
      id: "x",
      location: "westeurope",
      identity: { type: "SystemAssigned", principalId: "p", tenantId: "t" },
      properties: {
        provisioningState: "Succeeded",
        imageRegistryCredentials: [{ server: "s", username: "u", password: "pw" }, { server: "s2" }],
        volumes: [
          { name: "a", azureFile: { shareName: "sh", storageAccountKey: "k", storageAccountName: "n" } },
          { name: "b", secret: { "tls.crt": "AAAA", "tls.key": "BBBB" } },
          { name: "c", emptyDir: {} },
        ],
        diagnostics: { logAnalytics: { workspaceId: "w", workspaceKey: "key", logType: "ContainerInstanceLogs" } },
        containers: [{ name: "web", properties: { image: "i", instanceView: { state: "Running" } } }],
      },
    };
    const expected = structuredClone(body);
    reference(expected, CONTAINER_PATHS);
    fieldRemover(CONTAINER_PATHS)(body);
    expect(JSON.stringify(body)).toBe(JSON.stringify(expected));
    expect(body).toEqual({
      location: "westeurope",
      identity: { type: "SystemAssigned" },
      properties: {
        imageRegistryCredentials: [{ server: "s", username: "u" }, { server: "s2" }],
        volumes: [
          { name: "a", azureFile: { shareName: "sh", storageAccountName: "n" } },
          { name: "b", secret: {} },
          { name: "c", emptyDir: {} },
        ],
        diagnostics: { logAnalytics: { workspaceId: "w", logType: "ContainerInstanceLogs" } },
        containers: [{ name: "web", properties: { image: "i" } }],
      },
    });
  });

  it("changes the value itself in place, and leaves values without those fields as they are", () => {
    const body: Json = { id: "x", name: "n", location: "l" };
    removeFields(body, ["id", "name"]);
    expect(body).toEqual({ location: "l" });
    const untouched = { properties: { volumes: [{ name: "a" }] } };
    const volumes = untouched.properties.volumes;
    removeFields(untouched, CONTAINER_PATHS);
    expect(untouched.properties.volumes).toBe(volumes);
    expect(untouched).toEqual({ properties: { volumes: [{ name: "a" }] } });
    removeFields(null, CONTAINER_PATHS);
    removeFields([{ id: 1 }], ["id"]);
    const all = { a: 1, b: { c: 2 } };
    removeFields(all, ["*"]);
    expect(all).toEqual({});
  });

  it("keeps an own __proto__ member of a JSON body as a member", () => {
    const body = JSON.parse('{"properties":{"diagnostics":{"logAnalytics":{"__proto__":{"x":1},"workspaceKey":"k","workspaceId":"w"}}}}') as Json;
    const expected = JSON.parse(JSON.stringify(body)) as Json;
    reference(expected, CONTAINER_PATHS);
    fieldRemover(CONTAINER_PATHS)(body);
    expect(JSON.stringify(body)).toBe(JSON.stringify(expected));
    expect(JSON.stringify(body)).toContain('"__proto__":{"x":1}');
  });

  it("gives what deleting each path in turn gives, on generated values and paths", () => {
    const keys = fc.constantFrom("a", "b", "c", "d");
    const tree = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: "small", withCrossShrink: true }, fc.integer(), fc.string({ maxLength: 2 }), tie("object"), tie("array")),
      object: fc.dictionary(keys, tie("value"), { maxKeys: 4 }),
      array: fc.array(tie("value"), { maxLength: 3 }),
    }));
    const segment = fc.tuple(keys, fc.boolean()).map(([k, each]) => (each ? `${k}[]` : k));
    const path = fc.tuple(fc.array(segment, { maxLength: 3 }), fc.oneof(keys, fc.constant("*"))).map(([heads, last]) => [...heads, last].join("."));
    fc.assert(
      fc.property(tree.object, fc.array(path, { minLength: 1, maxLength: 6 }), (value, paths) => {
        const expected = structuredClone(value);
        reference(expected, paths);
        const actual = structuredClone(value);
        fieldRemover(paths)(actual);
        expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
      }),
      { numRuns: 2000 },
    );
  });
});
