/**
 * vendor-operation-error-response: every operation documents how it fails.
 *
 * Operations under `paths`: at least one error response (`default`, a 4xx/5xx code or a 4XX/5XX
 * range) that has a body schema (`content` with a media type that has a `schema`). A bodiless error
 * response counts only when its description says so in words: "no body", "no response body" or
 * "no error body" (case-insensitive). That is the seed's own case (seed 002, database-movement:
 * "the status is always 200 OK, except when the caller is not correctly authenticated", 401 with
 * no body shown): the contract must state that there is no body, not merely leave `content` out.
 *
 * Operations under `webhooks` are deliveries from the service to a subscriber: their responses are
 * what the subscriber answers, and the service reads only the status (to retry or to give up). So a
 * webhook needs at least one error response (`default` or 4xx/5xx, which says what the service does
 * with a failing answer), and no body is asked of it.
 */
import { deref, operationName, operations } from "../lib/oas.js";

const NO_BODY = /\bno (?:response |error )?body\b/i;
const isError = (code) => code === "default" || /^[45](?:\d\d|XX)$/i.test(code);

function hasBodySchema(response) {
  const content = response.content;
  return !!content && typeof content === "object" && Object.values(content).some((m) => m && typeof m === "object" && m.schema);
}

export default function vendorOperationErrorResponse(targetVal) {
  const results = [];
  for (const op of operations(targetVal)) {
    const responses = op.operation.responses;
    const path = responses ? [...op.path, "responses"] : op.path;
    const errors = Object.entries(responses ?? {})
      .filter(([code]) => isError(code))
      .map(([code, raw]) => [code, deref(targetVal, raw) ?? {}]);
    if (errors.length === 0) {
      results.push({ message: `${operationName(op)} documents no error response: add \`default\` or a 4XX/5XX response.`, path });
      continue;
    }
    if (op.section === "webhooks") continue;
    const documented = errors.some(([, r]) => hasBodySchema(r) || (typeof r.description === "string" && NO_BODY.test(r.description)));
    if (!documented) {
      results.push({
        message: `${operationName(op)}: no error response (${errors.map(([c]) => c).join(", ")}) has a body schema; give one \`content\` with a schema, or say in its description that no body is sent ("No response body").`,
        path,
      });
    }
  }
  return results;
}
