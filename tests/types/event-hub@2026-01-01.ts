/**
 * Type tests for event-hub@2026-01-01 (Namespaces_Delete, OperationStatuses_Get). Compiled only, never run.
 */
import { type components, createEventHub2026_01_01Client } from "../../generated/event-hub/2026-01-01/client.js";

const client = createEventHub2026_01_01Client({ baseUrl: "http://127.0.0.1:4010" });
const namespacePath = "/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Vendor.EventHub/namespaces/{namespaceName}";
const path = { subscriptionId: "5e1d3c7a-92b4-4f08-8c6e-1a7b3d9f2e64", resourceGroupName: "telemetry-rg", namespaceName: "contoso-telemetry-ns" };
const query = { "api-version": "2026-01-01" };
const statusPath = "/subscriptions/{subscriptionId}/providers/Vendor.EventHub/locations/{location}/operationStatuses/{operationId}";
const statusParams = { subscriptionId: path.subscriptionId, location: "westeurope", operationId: "8f2b6c1e-4d7a-4e93-b0c5-3a9d1e7f6b28" };

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

/** OperationStatuses_Get: the status address of a 202 delete; status narrows to its enum. */
export async function operationStatusTypeTests(): Promise<string> {
  const { data, error } = await client.GET(statusPath, { params: { path: statusParams, query } });
  if (error) return error.error?.code ?? "unknown error"; // 400, 401, 404 OperationNotFound, 429, 500, default: ErrorResponse
  const id: string = data.id;
  const name: string = data.name;
  const percent: number | undefined = data.percentComplete;
  const started: string | undefined = data.startTime;
  void [id, name, percent, started];
  switch (data.status) {
    case "InProgress": {
      const narrowed: "InProgress" = data.status; // narrowed by the case
      // @ts-expect-error after narrowing, status is "InProgress" only
      const other: "Succeeded" = data.status;
      void [narrowed, other];
      return `in progress, ${percent ?? 0}%`;
    }
    case "Succeeded":
      return `finished at ${data.endTime ?? "?"}`;
    case "Failed":
      return `failed: ${data.error?.code ?? "?"}`;
    case "Canceled":
      return "canceled";
    default: {
      const never: never = data.status; // all four values are handled: nothing is left
      return never;
    }
  }
}

type OperationStatus = components["schemas"]["OperationStatusResult"]["status"];
const known: OperationStatus[] = ["InProgress", "Succeeded", "Failed", "Canceled"];
// @ts-expect-error "Done" is not a status: the enum is closed (InProgress, Succeeded, Failed, Canceled)
const unknownStatus: OperationStatus = "Done";
void [known, unknownStatus];

export async function operationStatusRejected(): Promise<void> {
  const { data } = await client.GET(statusPath, { params: { path: statusParams, query } });
  // @ts-expect-error "Done" cannot be compared with the status enum (no overlap)
  if (data?.status === "Done") return;
  // @ts-expect-error operationId is a required path parameter
  await client.GET(statusPath, { params: { path: { subscriptionId: path.subscriptionId, location: "westeurope" }, query } });
  // @ts-expect-error api-version is a required query parameter
  await client.GET(statusPath, { params: { path: statusParams } });
  // @ts-expect-error the status address is read only: no DELETE
  await client.DELETE(statusPath, { params: { path: statusParams, query } });
}
