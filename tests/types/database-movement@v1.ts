/**
 * Type tests for database-movement@v1 (checked by `tsc -p tsconfig.json`, never run).
 */
import { createDatabaseMovementV1Client, type components } from "../../generated/database-movement/v1/client.js";

type Result = components["schemas"]["DatabaseOperationResult"];
const refresh = "/databasemovement/v1/refresh/project/{projectId}/source/{sourceEnvironmentId}/target/{targetEnvironmentId}" as const;
const exportPath = "/databasemovement/v1/export/project/{projectId}/environment/{environmentId}/backupName/{backupName}" as const;
const source = "3c2a5f4e-8b1d-4c6e-9f0a-1b2c3d4e5f60";
const target = "7d9e1f20-4a3b-4c5d-8e6f-a0b1c2d3e4f5";

export async function refreshAndExport(): Promise<void> {
  const client = createDatabaseMovementV1Client({ headers: { Authorization: "Bearer <access-token>" } });
  const r = await client.POST(refresh, {
    params: { path: { projectId: 1234567, sourceEnvironmentId: source, targetEnvironmentId: target }, header: { "x-vendor-version": "2017-09-15" } },
  });
  if (r.data) {
    // the outcome is in the body: read IsSuccess, ErrorMessage is null on success
    const result: Result = r.data;
    const ok: boolean = result.IsSuccess;
    const message: string | null = result.ErrorMessage;
    const activity: string = result.OperationActivityId;
    const eol: string = result.VersionEOL;
    void [ok, message, activity, eol];
  }
  // export takes no x-vendor-version
  await client.POST(exportPath, { params: { path: { projectId: 1234567, environmentId: source, backupName: "sandbox-2024-12-01.bacpac" } } });
}

export async function rejected(): Promise<void> {
  const client = createDatabaseMovementV1Client();
  // @ts-expect-error x-vendor-version is required on refresh
  await client.POST(refresh, { params: { path: { projectId: 1, sourceEnvironmentId: source, targetEnvironmentId: target } } });
  // @ts-expect-error x-vendor-version is 2017-09-15 and nothing else
  await client.POST(refresh, { params: { path: { projectId: 1, sourceEnvironmentId: source, targetEnvironmentId: target }, header: { "x-vendor-version": "2018-01-01" } } });
  // @ts-expect-error projectId is an integer, not a string
  await client.POST(refresh, { params: { path: { projectId: "1", sourceEnvironmentId: source, targetEnvironmentId: target }, header: { "x-vendor-version": "2017-09-15" } } });
  // @ts-expect-error backupName is required
  await client.POST(exportPath, { params: { path: { projectId: 1, environmentId: source } } });
  // @ts-expect-error there is no request body
  await client.POST(exportPath, { params: { path: { projectId: 1, environmentId: source, backupName: "b1" } }, body: { backup: "b1" } });
  // @ts-expect-error all four result fields are required
  const partial: Result = { IsSuccess: true, OperationActivityId: source, VersionEOL: "9999-12-31T23:59:59.9999999" };
  void partial;
}
