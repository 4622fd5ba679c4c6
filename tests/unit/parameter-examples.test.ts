/**
 * Every path, query and header parameter of every operation of every bundle declares a value a tool can send (an
 * `example` or named `examples` of its own, as Postman, Prism and the docs console read them), and the values are
 * the ones a fresh emulator answers: the served version for `api-version` (its schema stays a non-empty string),
 * the seeded subscription, resource groups and resource names. Fast: reads the bundles and the seed tables.
 * tests/emulator/examples-alone.test.ts sends them.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadRegistry } from "../../scripts/lib/registry.js";
import { SEED_SUBSCRIPTION_ID, seededApprovalStages, seededClassifiers, seededNamespaces } from "../../src/emulator/apis/seed-data.js";
import { follow } from "../helpers/refs.js";

type Json = Record<string, any>;
const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

interface Param {
  api: string;
  operationId: string;
  name: string;
  in: string;
  schema: Json;
  /** Its example values, the first first. */
  values: unknown[];
  info: Json;
}

const params: Param[] = loadRegistry().flatMap((api) => {
  const doc = JSON.parse(readFileSync(api.bundle, "utf8")) as Json;
  return Object.values((doc.paths ?? {}) as Json).flatMap((raw) => {
    const item = follow(doc, raw);
    return METHODS.filter((m) => item[m]).flatMap((m) => {
      const byKey = new Map<string, Json>();
      for (const p of [...(item.parameters ?? []), ...(item[m].parameters ?? [])].map((p: Json) => follow(doc, p))) byKey.set(`${p.in} ${p.name}`, p);
      return [...byKey.values()].map((p) => ({
        api: api.key,
        operationId: item[m].operationId,
        name: p.name,
        in: p.in,
        schema: follow(doc, p.schema) ?? {},
        values: p.example !== undefined ? [p.example] : Object.values((p.examples ?? {}) as Json).map((e) => follow(doc, e)?.value),
        info: doc.info,
      }));
    });
  });
});
const named = (name: string) => params.filter((p) => p.name === name);
const where = (p: Param) => `${p.api} ${p.operationId}: ${p.in} ${p.name}`;

describe("parameters a tool can fill", () => {
  it("every path, query and header parameter carries an example (or named examples) of its own", () => {
    expect(params.length).toBeGreaterThan(150);
    expect(params.filter((p) => p.values.length === 0 || p.values.some((v) => v === undefined)).map(where)).toEqual([]);
  });

  it("api-version: the example is the version the document serves (info.version); the schema stays a non-empty string", () => {
    const versions = named("api-version");
    expect(versions.length).toBeGreaterThan(8);
    for (const p of versions) {
      expect(p.values, where(p)).toEqual([p.info.version]);
      expect(p.schema, where(p)).toMatchObject({ type: "string", minLength: 1 });
      expect(p.schema.enum ?? p.schema.const ?? p.schema.pattern, where(p)).toBeUndefined();
    }
  });

  it("the management subscription is the one the emulator seeds", () => {
    const subscriptions = params.filter((p) => p.name === "subscriptionId" && !p.api.startsWith("webhooks@"));
    expect(subscriptions.length).toBeGreaterThan(5);
    for (const p of subscriptions) expect(p.values, where(p)).toEqual([SEED_SUBSCRIPTION_ID]);
  });

  it("the namespace, its resource group, the approval stage and the classifier named are seeded", () => {
    const first = (api: string, name: string) => params.find((p) => p.api === api && p.name === name)?.values[0];
    const namespace = `/resourceGroups/${first("event-hub@2026-01-01", "resourceGroupName")}/providers/Vendor.EventHub/namespaces/${first("event-hub@2026-01-01", "namespaceName")}`;
    expect(seededNamespaces().map((ns) => ns.id)).toContain(`/subscriptions/${SEED_SUBSCRIPTION_ID}${namespace}`);
    const stage = `roleAssignmentApprovals/${first("approval-stages@2021-01-01-preview", "approvalId")}/stages/${first("approval-stages@2021-01-01-preview", "stageId")}`;
    expect(seededApprovalStages().map((s) => s.id?.split("Vendor.Authorization/")[1])).toContain(stage);
    expect(seededClassifiers().map((c) => c.classifierId)).toContain(first("document-classifiers@2024-11-30", "classifierId"));
  });
});
