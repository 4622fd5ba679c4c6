/**
 * Type tests for event-hub@2026-01-01 (Namespaces_Delete). Compiled only, never run.
 */
import { createEventHub2026_01_01Client } from "../../generated/event-hub/2026-01-01/client.js";

const client = createEventHub2026_01_01Client({ baseUrl: "http://127.0.0.1:4010" });
const namespacePath = "/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Vendor.EventHub/namespaces/{namespaceName}";
const path = { subscriptionId: "5e1d3c7a-92b4-4f08-8c6e-1a7b3d9f2e64", resourceGroupName: "telemetry-rg", namespaceName: "contoso-telemetry-ns" };
const query = { "api-version": "2026-01-01" };

export async function eventHubTypeTests(): Promise<void> {
  // Correct call: 200, 202 (poll Vendor-AsyncOperation after Retry-After seconds) and 204 have no body.
  const { error, response } = await client.DELETE(namespacePath, { params: { path, query } });
  if (response.status === 202) {
    const statusAddress: string | null = response.headers.get("Vendor-AsyncOperation");
    const retryAfter = Number(response.headers.get("Retry-After"));
    void [statusAddress, retryAfter];
  }
  if (error) {
    // The common management ErrorResponse: { error: { code, message, target, details[], additionalInfo[] } }.
    const code: string | undefined = error.error?.code;
    const target: string | undefined = error.error?.target;
    const nested: string | undefined = error.error?.details?.[0]?.code;
    const infoType: string | undefined = error.error?.additionalInfo?.[0]?.type;
    void [code, target, nested, infoType];
    // @ts-expect-error the common error is enveloped: there is no top-level code
    void error.code;
    // @ts-expect-error ErrorDetail has no field "innerError"
    void error.error?.innerError;
  }

  // @ts-expect-error namespaceName is a required path parameter
  await client.DELETE(namespacePath, { params: { path: { subscriptionId: path.subscriptionId, resourceGroupName: path.resourceGroupName }, query } });
  // @ts-expect-error resourceGroupName is a required path parameter
  await client.DELETE(namespacePath, { params: { path: { subscriptionId: path.subscriptionId, namespaceName: path.namespaceName }, query } });
  // @ts-expect-error api-version is a required query parameter
  await client.DELETE(namespacePath, { params: { path } });
  // @ts-expect-error this contract has DELETE only on a namespace
  await client.GET(namespacePath, { params: { path, query } });
}
