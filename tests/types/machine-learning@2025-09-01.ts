/**
 * Type tests for machine-learning@2025-09-01 (Quotas_List). Compiled only, never run.
 */
import { createMachineLearning2025_09_01Client, type components } from "../../generated/machine-learning/2025-09-01/client.js";

const client = createMachineLearning2025_09_01Client({ baseUrl: "http://127.0.0.1:4010" });
const quotasPath = "/subscriptions/{subscriptionId}/providers/Vendor.MachineLearningServices/locations/{location}/quotas";
const subscriptionId = "7b2e4f91-3c6d-4a85-b0e7-9d1c5a3f8e26";
const query = { "api-version": "2025-09-01" };

type ResourceQuota = components["schemas"]["ResourceQuota"];

export async function machineLearningTypeTests(): Promise<void> {
  // Correct call; follow nextLink while present (gap decision).
  const { data, error } = await client.GET(quotasPath, { params: { path: { subscriptionId, location: "westeurope" }, query } });
  if (data) {
    const entry = data.value?.[0];
    // open in answers: the documented values (QuotaType) or any other string
    const type: components["schemas"]["QuotaType"] | string | undefined = entry?.type;
    const known: components["schemas"]["QuotaType"][] = ["Vendor.MachineLearningServices/vmFamily/quotas", "Vendor.MachineLearningServices/workspaces/quotas"];
    const limit: number | undefined = entry?.limit;
    const unit: "Count" | undefined = entry?.unit;
    const family: string | undefined = entry?.name?.value;
    const localized: string | undefined = entry?.name?.localizedValue;
    const next: string | undefined = data.nextLink;
    void [type, known, limit, unit, family, localized, next];
    // @ts-expect-error a quota entry has no field "currentValue"
    void entry?.currentValue;
  }
  if (error) {
    const code: string | undefined = error.error?.code;
    const info: Record<string, unknown> | undefined = error.error?.additionalInfo?.[0]?.info;
    void [code, info];
  }

  // @ts-expect-error location is a required path parameter
  await client.GET(quotasPath, { params: { path: { subscriptionId }, query } });
  // @ts-expect-error api-version is a required query parameter
  await client.GET(quotasPath, { params: { path: { subscriptionId, location: "westeurope" } } });
  // @ts-expect-error "Cores" is not a unit (Count)
  const wrongUnit: NonNullable<ResourceQuota["unit"]> = "Cores";
  // the quota type is open in answers: the documented values and any other string (the vendor's example answers .../vmFamily/quota)
  const otherType: NonNullable<ResourceQuota["type"]> = "Vendor.MachineLearningServices/vmFamily/quota";
  // @ts-expect-error the quota type is a string
  const wrongType: NonNullable<ResourceQuota["type"]> = 42;
  // @ts-expect-error limit is an integer, not a string
  const wrongLimit: ResourceQuota["limit"] = "200";
  void [wrongUnit, otherType, wrongType, wrongLimit];
}
