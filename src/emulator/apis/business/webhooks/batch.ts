/**
 * `$batch` (Batch_Execute): each request runs through the one pipeline (`ctx.dispatch`) in its batch's
 * API and place; `Isolation: snapshot` runs them in one store transaction, kept only if all succeed.
 */
import { copyOf } from "../../../copy.js";
import { answerFor } from "../../../../http/errors.js";
import type { EmuResponse } from "../../../../http/front-door.js";
import type { EmulatorContext, Handler } from "../../../types.js";
import { badBody, webhooksCatalogue, webhooksError } from "./errors.js";
import { type BatchRequest, type BatchResponseItem, OPERATION_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from "./model.js";
import type { Throttle } from "./throttle.js";

type BatchRequestItem = BatchRequest["requests"][number];

const rolledBack = (id: string, message: string): BatchResponseItem => ({ id, status: 424, body: { error: { code: "BadRequest_BatchRolledBack", message } } });

export function createBatch(throttle: Throttle): Handler {
  return async (req, c) => {
    const { requests } = req.body as BatchRequest;
    const ids = new Set<string>();
    for (let n = 0; n < requests.length; n++) {
      const r = requests[n]!;
      if (ids.has(r.id)) throw badBody(`requests/${n}/id '${r.id}' is used twice; ids must be unique in a batch (/request/body/requests/${n}/id).`);
      ids.add(r.id);
    }
    const tx = req.headers.isolation?.toLowerCase() === "snapshot" ? c.store.transaction() : undefined;
    const inner: EmulatorContext = tx ? { ...c, store: tx } : c;
    const root = req.path.slice(0, req.path.lastIndexOf("/") + 1);
    const responses: BatchResponseItem[] = [];
    let failed: string | undefined;
    const startedAt = c.clock.now();
    const arrivedAt = throttle.arrivedAt(req) ?? startedAt;
    for (const item of requests) {
      const now = c.clock.now();
      if (now - startedAt > OPERATION_TIMEOUT_MS || now - arrivedAt > REQUEST_TIMEOUT_MS) {
        const ran = responses.map((r) => `'${r.id}'`).join(", ") || "none";
        const kept = tx ? "Nothing was kept (Isolation: snapshot)." : `Requests that ran and were kept: ${ran}.`;
        const notRun = `Not run: '${item.id}' and the ${requests.length - responses.length - 1} requests after it.`;
        if (now - arrivedAt > REQUEST_TIMEOUT_MS) {
          throw webhooksError(504, "Application_GatewayTimeout", `The request ran longer than 10 minutes and was aborted. Split the work into several requests. ${notRun} ${kept}`);
        }
        throw webhooksError(408, "Application_RequestTimeout", `The operation exceeded the time limit of 8 minutes and was canceled. Split the work into several requests. ${notRun} ${kept}`);
      }
      if (failed !== undefined) {
        responses.push(rolledBack(item.id, `Not run: request '${failed}' failed and the batch is all-or-nothing (Isolation: snapshot).`));
        continue;
      }
      const answer = await runItem(item, req.headers.authorization, req.baseUrl, req.api, root, inner);
      const headers: Record<string, string> = answer.headers ? copyOf(answer.headers) : {};
      if (answer.body !== undefined) headers["content-type"] = typeof answer.body === "string" ? "text/plain" : "application/json; odata.metadata=minimal";
      const response: BatchResponseItem = { id: item.id, status: answer.status, headers };
      if (answer.body !== undefined) response.body = answer.body;
      responses.push(response);
      if (tx && answer.status >= 400) failed = item.id;
    }
    if (tx && failed === undefined) await tx.commit();
    if (tx && failed !== undefined) {
      for (const [n, r] of responses.entries()) {
        if (r.status < 400) responses[n] = { ...rolledBack(r.id, `Rolled back: request '${failed}' failed and the batch is all-or-nothing (Isolation: snapshot).`), headers: {} };
      }
    }
    return { status: 200, body: { responses } };
  };
}

/** One request of the batch, through the pipeline: its URL relative to the batch's, the batch's token unless its own. */
async function runItem(item: BatchRequestItem, authorization: string | undefined, baseUrl: string, api: string, root: string, c: EmulatorContext): Promise<EmuResponse> {
  const raw = item.url;
  const target = /^https?:\/\//i.test(raw) ? raw.replace(/^https?:\/\/[^/]+/i, "") : raw.startsWith("/") ? raw : `${root}${raw}`;
  const headers: Record<string, string> = {};
  const own = item.headers;
  if (own) for (const k in own) if (Object.hasOwn(own, k)) headers[k.toLowerCase()] = own[k]!;
  if (headers.authorization === undefined && authorization !== undefined) headers.authorization = authorization;
  if (item.body !== undefined) headers["content-type"] ??= "application/json";
  const q = target.indexOf("?");
  if ((q < 0 ? target : target.slice(0, q)).endsWith("/$batch")) {
    return answerFor(webhooksCatalogue, badBody("A batch cannot contain another batch."));
  }
  return c.dispatch({ method: item.method, target, headers, baseUrl, json: item.body, api, inBatch: true }, c);
}
