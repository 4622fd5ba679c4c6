/**
 * Type tests for stream-analytics@2020-03-01 (StreamingJobs_CreateOrReplace) against the generated client.
 * Compiled by tests/types.test.ts: the calls must type-check, and every `@ts-expect-error` line must
 * catch an error (an unused one fails the compile).
 */
import { createStreamAnalytics2020_03_01Client, type components } from "../../generated/stream-analytics/2020-03-01/client.js";

type Schemas = components["schemas"];

const client = createStreamAnalytics2020_03_01Client({ baseUrl: "http://127.0.0.1:4010" });
const path = "/subscriptions/{subscriptionId}/resourcegroups/{resourceGroupName}/providers/Vendor.StreamAnalytics/streamingjobs/{jobName}";
const params = {
  path: { subscriptionId: "56b5e0a9-b645-407d-99b0-c64f86013e3d", resourceGroupName: "sjrg3276", jobName: "sj7804" },
  query: { "api-version": "2020-03-01" },
  header: { "If-None-Match": "*" },
};

/** A correct PUT of a complete job type-checks: secrets may be sent, server-set fields are not needed. */
export async function createCompleteJob() {
  const { data, error, response } = await client.PUT(path, {
    params,
    body: {
      location: "West US",
      tags: { team: "fleet-analytics" },
      properties: {
        sku: { name: "Standard" },
        compatibilityLevel: "1.2",
        eventsOutOfOrderPolicy: "Adjust",
        outputErrorPolicy: "Drop",
        eventsLateArrivalMaxDelayInSeconds: 5,
        outputStartMode: "CustomTime",
        outputStartTime: "2020-04-10T06:00:00Z",
        inputs: [
          {
            name: "vehicletelemetry",
            properties: {
              type: "Stream",
              datasource: {
                type: "Vendor.Storage/Blob",
                properties: { storageAccounts: [{ accountName: "fleettelemetry", accountKey: "a2V5" }], container: "telemetry", pathPattern: "{date}/{time}" },
              },
              serialization: { type: "Json", properties: { encoding: "UTF8" } },
              compression: { type: "GZip" },
            },
          },
        ],
        transformation: { name: "speedcheck", properties: { query: "SELECT * INTO archive FROM vehicletelemetry", streamingUnits: 3 } },
        outputs: [
          {
            name: "archive",
            properties: {
              datasource: { type: "Vendor.Sql/Server/Database", properties: { server: "fleet-sql", database: "fleet", user: "writer", password: "cHc=", table: "Speeding" } },
              serialization: { type: "Json", properties: { format: "lineSeparated" } },
            },
          },
          {
            name: "alerts",
            properties: {
              datasource: {
                type: "Vendor.ServiceBus/Queue",
                properties: {
                  queueName: "speeding",
                  serviceBusNamespace: "fleet-alerts",
                  sharedAccessPolicyName: "SendOnly",
                  sharedAccessPolicyKey: "a2V5",
                  systemPropertyColumns: { MessageId: "VehicleId" },
                },
              },
              serialization: { type: "Csv", properties: { fieldDelimiter: ";" } },
            },
          },
        ],
        functions: [{ name: "toKmh", properties: { type: "Scalar", binding: { type: "Vendor.StreamAnalytics/JavascriptUdf" } } }],
      },
    },
  });
  if (error) return error.error.code;
  if (!data) return undefined;
  const etag: string | null = response.headers.get("ETag");

  const input = data.properties.inputs?.[0];
  if (input?.properties.type === "Stream") {
    // a returned input may leave out its datasource (required on PUT only)
    // @ts-expect-error datasource is optional in a response
    const required: object = input.properties.datasource;
    const datasource = input.properties.datasource;
    // @ts-expect-error before narrowing on `type`, pathPattern is not known to be a string (other kinds are open objects)
    const unknownPattern: string | undefined = datasource?.properties?.pathPattern;
    if (datasource?.type === "Vendor.Storage/Blob") {
      // narrowing: a blob datasource exposes pathPattern once `type` is checked
      const pattern: string | undefined = datasource.properties?.pathPattern;
      const account = datasource.properties?.storageAccounts?.[0];
      const name: string | undefined = account?.accountName;
      // @ts-expect-error accountKey is writeOnly: a response never carries it
      const key = account?.accountKey;
      return [etag, required, unknownPattern, pattern, name, key];
    }
  }
  // a returned output may come without serialization (the public service returns a SQL output so)
  const format: string | undefined = data.properties.outputs?.[0]?.properties.serialization?.type;
  // @ts-expect-error serialization is optional in a response: check it before use
  const unchecked: string = data.properties.outputs?.[0]?.properties.serialization.type;
  // @ts-expect-error an output's name is optional in a response
  const outputName: string = data.properties.outputs?.[0]?.name;
  if (format === undefined) return [unchecked, outputName];
  const output = data.properties.outputs?.[0]?.properties.datasource;
  if (output?.type === "Vendor.Sql/Server/Database") {
    // @ts-expect-error password is writeOnly: a response never carries it
    return output.properties?.password;
  }
  // read-only fields are readable in responses
  const jobId: string | undefined = data.properties.jobId;
  return jobId;
}

/** A shell job: empty inputs, outputs and functions, no transformation. */
export async function createShellJob() {
  return client.PUT(path, {
    params,
    body: {
      location: "West US",
      identity: { type: "SystemAssigned" },
      properties: {
        sku: { name: "Standard" },
        contentStoragePolicy: "JobStorageAccount",
        jobStorageAccount: { accountName: "fleetjobstate", authenticationMode: "Msi" },
        inputs: [],
        outputs: [],
        functions: [],
      },
    },
  });
}

/** What a PUT must send: names, an input's type, datasource and serialization, an output's datasource and serialization, the query. */
export async function requiredOnPut() {
  const blob = { type: "Vendor.Storage/Blob" as const, properties: { container: "telemetry" } };
  const json = { type: "Json" as const };
  await client.PUT(path, {
    params,
    body: {
      properties: {
        sku: { name: "Standard" },
        inputs: [{ name: "in", properties: { type: "Stream", datasource: blob, serialization: json } }],
        transformation: { name: "t", properties: { query: "SELECT * INTO out FROM in" } },
        // @ts-expect-error an output needs serialization on PUT
        outputs: [{ name: "out", properties: { datasource: { type: "Vendor.Sql/Server/Database" } } }],
      },
    },
  });
  await client.PUT(path, {
    params,
    body: {
      properties: {
        sku: { name: "Standard" },
        // @ts-expect-error an input needs a name on PUT
        inputs: [{ properties: { type: "Stream", datasource: blob, serialization: json } }],
        transformation: { name: "t", properties: { query: "SELECT * INTO out FROM in" } },
        outputs: [{ name: "out", properties: { datasource: blob, serialization: json } }],
      },
    },
  });
  await client.PUT(path, {
    params,
    body: {
      properties: {
        sku: { name: "Standard" },
        inputs: [{ name: "in", properties: { type: "Stream", datasource: blob, serialization: json } }],
        // @ts-expect-error the transformation needs its query on PUT
        transformation: { name: "t", properties: { streamingUnits: 3 } },
        outputs: [{ name: "out", properties: { datasource: blob, serialization: json } }],
      },
    },
  });
}

export async function missingSku() {
  return client.PUT(path, {
    params,
    body: {
      location: "West US",
      // @ts-expect-error properties.sku is required on PUT
      properties: { inputs: [], outputs: [] },
    },
  });
}

export async function wrongEnums() {
  const sku: Schemas["Sku"] = {
    // @ts-expect-error sku.name: Standard is the only value
    name: "Premium",
  };
  // @ts-expect-error eventsOutOfOrderPolicy: Adjust or Drop
  const policy: Schemas["StreamingJobProperties"]["eventsOutOfOrderPolicy"] = "Ignore";
  const input: Schemas["StreamInputProperties"]["compression"] = {
    // @ts-expect-error compression type: None, GZip or Deflate
    type: "Zip",
  };
  return [sku, policy, input];
}

export async function readOnlyAndDiscriminators() {
  return client.PUT(path, {
    params,
    body: {
      properties: {
        sku: { name: "Standard" },
        // @ts-expect-error jobId is readOnly: set by the service, never sent
        jobId: "0b3c7f4e-5d5a-4c1e-9f8e-2a1b3c4d5e6f",
        inputs: [
          {
            name: "in",
            // @ts-expect-error a SQL database is a reference-only datasource kind, not a stream one
            properties: {
              type: "Stream",
              datasource: { type: "Vendor.Sql/Server/Database" },
              serialization: { type: "Avro" },
            },
          },
        ],
      },
    },
  });
}
