/**
 * Operations the emulator serves that the contracts do not have yet (proposed to the lead, to be written
 * into the specs). Until a bundle has them, the tests merge them into the loaded document, so the handlers
 * are checked against exactly what is proposed; once the bundle has the operation, the bundle wins.
 */

type Json = Record<string, unknown>;

/** container-instance@2025-09-01: GET on the container group path, after the public `ContainerGroups_Get`. */
export const containerGroupsGet = {
  api: "container-instance@2025-09-01",
  path: "/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Vendor.ContainerInstance/containerGroups/{containerGroupName}",
  method: "get",
  operation: {
    operationId: "ContainerGroups_Get",
    summary: "Get a container group",
    description:
      "Gets the properties of the container group: what was PUT, without its secrets (writeOnly fields never come back), " +
      "with the server-set fields (id, name, type, provisioningState, instanceView, isCreatedFromStandbyPool, ipAddress.ip and fqdn). " +
      "Not in the source contract (seed 001 shows the PUT only); this contract follows the public service (`ContainerGroups_Get`).",
    tags: ["ContainerGroups"],
    security: [{ vendor_auth: ["user_impersonation"] }],
    responses: {
      "200": { description: "OK: the container group.", content: { "application/json": { schema: { $ref: "#/components/schemas/ContainerGroup" } } } },
      "400": { $ref: "#/components/responses/BadRequest" },
      "401": { $ref: "#/components/responses/Unauthorized" },
      "404": {
        description: "Not Found: no container group of that name in the resource group (code ResourceNotFound). Public service behaviour.",
        content: { "application/json": { schema: { $ref: "#/components/schemas/CloudError" } } },
      },
      default: { description: "Error.", content: { "application/json": { schema: { $ref: "#/components/schemas/CloudError" } } } },
    },
  },
} as const;

/** event-hub@2026-01-01: the status address given in `Vendor-AsyncOperation` by a 202 namespace delete. */
export const operationStatusesGet = {
  api: "event-hub@2026-01-01",
  path: "/subscriptions/{subscriptionId}/providers/Vendor.EventHub/locations/{location}/operationStatuses/{operationId}",
  method: "get",
  pathParameters: [
    { $ref: "#/components/parameters/SubscriptionIdParameter" },
    { name: "location", in: "path", required: true, description: "The location of the namespace whose deletion is followed.", schema: { type: "string", pattern: "^[-\\w\\._]+$" }, example: "westeurope" },
    { name: "operationId", in: "path", required: true, description: "The id of the asynchronous operation.", schema: { type: "string", minLength: 1 }, example: "8f2b6c1e-4d7a-4e93-b0c5-3a9d1e7f6b28" },
    { $ref: "#/components/parameters/ApiVersionParameter" },
  ],
  operation: {
    operationId: "OperationStatuses_Get",
    summary: "Get the status of an asynchronous operation",
    description:
      "The status address of a namespace deletion (the `Vendor-AsyncOperation` header of a 202 on `Namespaces_Delete`). " +
      "`status` is InProgress until the deletion has finished, then Succeeded; poll every `Retry-After` seconds. " +
      "Not in the source contract (\"The shape of that status resource is not part of the source contract\"); this contract follows " +
      "the public service's asynchronous operation resource (id, name, status, percentComplete, startTime, endTime, error).",
    tags: ["Namespaces"],
    security: [{ vendor_auth: ["user_impersonation"] }],
    responses: {
      "200": { description: "OK: the status of the operation.", content: { "application/json": { schema: { $ref: "#/components/schemas/OperationStatusResult" } } } },
      "400": { $ref: "#/components/responses/BadRequest" },
      "401": { $ref: "#/components/responses/Unauthorized" },
      "404": { description: "Not Found: no such operation in this subscription and location (code OperationNotFound).", content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorResponse" } } } },
      "500": { $ref: "#/components/responses/InternalServerError" },
      default: { description: "Error.", content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorResponse" } } } },
    },
  },
  schemas: {
    OperationStatusResult: {
      type: "object",
      title: "OperationStatusResult",
      description: "The status of an asynchronous operation (the public service's asynchronous operation resource).",
      required: ["id", "name", "status"],
      properties: {
        id: { type: "string", description: "The path of this status resource." },
        name: { type: "string", description: "The operation id." },
        status: { type: "string", enum: ["InProgress", "Succeeded", "Failed", "Canceled"], description: "InProgress until the operation ends; then Succeeded, Failed or Canceled." },
        percentComplete: { type: "number", minimum: 0, maximum: 100, description: "Progress, 0 to 100." },
        startTime: { type: "string", format: "date-time", description: "When the operation started." },
        endTime: { type: "string", format: "date-time", description: "When the operation ended; absent while InProgress." },
        error: { $ref: "#/components/schemas/ErrorDetail", description: "Why the operation failed (status Failed)." },
      },
    },
  },
} as const;

/** The bundle of `api` with the proposed operations it still lacks. */
export function withAdditions(api: string, doc: Json): Json {
  const copy = structuredClone(doc) as { paths: Record<string, Json>; components: { schemas: Json } };
  for (const add of [containerGroupsGet, operationStatusesGet]) {
    if (add.api !== api) continue;
    const item = (copy.paths[add.path] ??= {});
    if (item[add.method]) continue;
    item[add.method] = structuredClone(add.operation);
    if ("pathParameters" in add && !item.parameters) item.parameters = structuredClone(add.pathParameters);
    if ("schemas" in add) Object.assign(copy.components.schemas, structuredClone(add.schemas));
  }
  return copy;
}
