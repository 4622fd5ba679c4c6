/**
 * Streaming jobs (stream-analytics@2020-03-01): PUT creates or replaces a job, with a new entity tag on
 * every write; If-Match and If-None-Match: * are preconditions (412 when they fail).
 */
import { randomUUID } from "node:crypto";
import type { components as Sa, Readable as SaView, Writable as SaInput } from "../../../../generated/stream-analytics/2020-03-01/schema.js";
import { ApiError } from "../../../http/errors.js";
import { copyOf } from "../../copy.js";
import type { Handler } from "../../types.js";
import type { ApiPart } from "../compose.js";
import { guidFrom } from "../seed-data.js";
import { armCatalogue, iso, type Json, TENANT_ID } from "./arm.js";

export const STREAM_ANALYTICS = "stream-analytics@2020-03-01";
/** Streaming jobs by lower-case resource id. */
const JOBS = "management.streamingJobs";

type StreamingJob = SaView<Sa["schemas"]["StreamingJob"]>;
type StreamingJobInput = SaInput<Sa["schemas"]["StreamingJobRequest"]>;

/** Entity tags compare without quotes and weakness marker. */
const bareTag = (tag: string) =>
  tag
    .trim()
    .replace(/^W\//, "")
    .replace(/^"(.*)"$/, "$1");

/** 412 PreconditionFailed naming the header that failed. */
const preconditionFailed = (message: string, target: "If-Match" | "If-None-Match") => new ApiError(412, "PreconditionFailed", message, { extra: { target } });

/** Throws 412 unless the job's current entity tag satisfies If-Match and If-None-Match. */
function checkPreconditions(ifMatch: string | undefined, ifNoneMatch: string | undefined, existing: StreamingJob | undefined, jobName: string): void {
  if (ifNoneMatch !== undefined && ifNoneMatch.trim() !== "*") {
    throw preconditionFailed(`The If-None-Match header value '${ifNoneMatch}' is not supported; only '*' is allowed. The streaming job '${jobName}' was not changed.`, "If-None-Match");
  }
  if (ifNoneMatch !== undefined && existing) {
    throw preconditionFailed(`The streaming job '${jobName}' already exists and If-None-Match is '*'. The streaming job was not changed.`, "If-None-Match");
  }
  if (ifMatch !== undefined) {
    const current = existing?.properties.etag;
    const matches = current !== undefined && ifMatch.split(",").some((t) => t.trim() === "*" || bareTag(t) === current);
    if (!matches) {
      throw preconditionFailed(`The If-Match header value '${ifMatch}' does not match the current entity tag of the streaming job '${jobName}'. The streaming job was not changed.`, "If-Match");
    }
  }
}

const StreamingJobs_CreateOrReplace: Handler = async (req, ctx) => {
  const { subscriptionId = "", resourceGroupName = "", jobName = "" } = req.pathParams;
  const path = `/subscriptions/${subscriptionId}/resourcegroups/${resourceGroupName}/providers/Vendor.StreamAnalytics/streamingjobs/${jobName}`;
  // one job whatever the case of the path; the id keeps the case the job was created with
  const key = path.toLowerCase();
  const existing = ctx.store.get<StreamingJob>(JOBS, key);
  const id = existing?.id ?? path;
  checkPreconditions(req.headers["if-match"], req.headers["if-none-match"], existing, jobName);

  // the body as the pipeline hands it over: without the fields the contract marks readOnly or writeOnly
  const input = req.body as StreamingJobInput;
  const p = input.properties;
  const now = iso(ctx.clock.now());
  // { ...item, id, type, properties: { ...item.properties, ...extra, etag } }, copied by copyOf
  const child = (kind: string, item: { name: string; properties: object }, extra: Json = {}): Json => {
    const properties = copyOf(item.properties) as Json;
    for (const k of Object.keys(extra)) properties[k] = extra[k];
    properties.etag = randomUUID();
    const made = copyOf(item) as unknown as Json;
    made.id = `${id}/${kind}/${item.name}`;
    made.type = `Vendor.StreamAnalytics/streamingjobs/${kind}`;
    made.properties = properties;
    return made;
  };
  const t = p.transformation;
  const transformation = t && child("transformations", t, { streamingUnits: t.properties.streamingUnits ?? 3, validStreamingUnits: [1, 3, 6, 12, 18, 24, 30, 36, 42, 48] });
  // { ...input, id, name, type, identity?, properties: { ...p, dataLocale, jobId, ..., etag } }, copied by copyOf
  const job = copyOf(input) as unknown as Json;
  job.id = id;
  job.name = existing?.name ?? jobName;
  job.type = "Vendor.StreamAnalytics/streamingjobs";
  if (input.identity) {
    const identity = copyOf(input.identity) as Json;
    identity.tenantId = TENANT_ID;
    identity.principalId = guidFrom(`${key}/principal`);
    job.identity = identity;
  }
  const properties = copyOf(p) as unknown as Json;
  properties.dataLocale = p.dataLocale ?? "en-US";
  properties.jobId = existing?.properties.jobId ?? randomUUID();
  properties.provisioningState = "Succeeded";
  properties.jobState = existing?.properties.jobState ?? "Created";
  properties.createdDate = existing?.properties.createdDate ?? now;
  properties.lastOutputEventTime = existing?.properties.lastOutputEventTime ?? null;
  properties.inputs = (p.inputs ?? []).map((i) => child("inputs", i));
  properties.outputs = (p.outputs ?? []).map((o) => child("outputs", o));
  properties.functions = (p.functions ?? []).map((f) => child("functions", f));
  if (transformation) properties.transformation = transformation;
  properties.etag = randomUUID();
  job.properties = properties;
  await ctx.store.put(JOBS, key, job as unknown as StreamingJob);
  return { status: existing ? 200 : 201, body: job, headers: { ETag: `"${properties.etag as string}"` } };
};

export const streamAnalytics: ApiPart = {
  api: STREAM_ANALYTICS,
  handlers: { StreamingJobs_CreateOrReplace },
  parity: {
    operations: {
      StreamingJobs_CreateOrReplace: {
        reproduces: [
          {
            claim: "streaming-job.state",
            kind: "state",
            says: "A PUT creates the job (201) or replaces it (200); a replaced job keeps its jobId and createdDate, and its inputs, outputs and functions get ids under the job.",
          },
          {
            claim: "streaming-job.etag",
            kind: "etag",
            says: "Every write gets a new entity tag (ETag and properties.etag); If-Match with another tag, and If-None-Match: * on a job that exists, answer 412 PreconditionFailed and change nothing.",
          },
        ],
        doesNot: [
          {
            claim: "streaming-job.never-runs",
            says: "Jobs never process data: jobState stays Created (the contract has no start), no input is read and no output written (lastOutputEventTime stays null), whatever the time.",
          },
        ],
      },
    },
  },
  // a job definition that breaks the contract: BadRequest, as its 400 examples document
  errors: armCatalogue({ InvalidRequestBody: "BadRequest" }),
  collections: {
    [JOBS]: {
      schema: {
        type: "object",
        required: ["id", "name", "properties"],
        properties: { id: { type: "string" }, name: { type: "string" }, properties: { type: "object", properties: { etag: { type: "string" } } } },
      },
      idOf: (job: StreamingJob) => job.id!.toLowerCase(),
    },
  },
};
