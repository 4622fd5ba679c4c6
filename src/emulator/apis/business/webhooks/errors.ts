/**
 * The webhooks APIs' errors: how the core's problems map to their statuses and codes, the one body
 * `{ error: { code, message } }` (gap decisions), and the ApiError makers the handlers throw.
 */
import type { components } from "../../../../../generated/webhooks/v2.0/schema.js";
import { ApiError, type CoreCode, type ErrorCatalogue, type Problem } from "../../../../http/errors.js";
import { ENTITY_SETS, isEntitySet } from "./model.js";

type ErrorResponse = components["schemas"]["ErrorResponse"];

/** The webhooks code of each core problem. */
const CODES: Partial<Record<CoreCode, string>> = {
  InvalidRequestBody: "BadRequest_InvalidRequestBody",
  MalformedJson: "BadRequest_InvalidRequestBody",
  InvalidQueryParameter: "BadRequest_InvalidQueryOption",
  InvalidHeader: "BadRequest_InvalidHeader",
  InvalidPathParameter: "BadRequest_NotFound",
  UnsupportedMediaType: "BadRequest_UnsupportedMediaType",
  Unauthorized: "Authentication_InvalidCredentials",
  NotFound: "BadRequest_NotFound",
  MethodNotAllowed: "BadRequest_MethodNotAllowed",
  PayloadTooLarge: "BadRequest_RequestEntityTooLarge",
  NotImplemented: "Application_NotImplemented",
  ServiceUnavailable: "Application_ServiceUnavailable",
  InternalServerError: "Application_InternalServerError",
};

/** The contract's answer to a standard subscription on an entity that does not support webhooks. */
export const entityNotSupported = (entity: string): string => `The entity '${entity}' does not support webhooks. Entities that support webhooks: ${ENTITY_SETS.join(", ")}.`;

/** A core problem in webhooks terms. */
function map(problem: Problem): { status: number; code: string; message?: string } {
  const pointer = problem.findings[0]?.pointer;
  const code = CODES[problem.code] ?? problem.code;
  // a standard subscription's resource on another entity: the message names the entity and the list
  if (pointer === "/request/body/resource" && problem.findings[0]?.rule === "pattern") {
    const resource = (problem.body as { resource?: unknown } | undefined)?.resource;
    const entity = typeof resource === "string" ? /\/companies\([^)]*\)\/([^/?#]+)$/.exec(resource)?.[1] : undefined;
    if (entity !== undefined && !isEntitySet(entity)) return { status: 400, code, message: `${entityNotSupported(entity)} (/request/body/resource)` };
  }
  // gap decision: a missing or unparseable If-Match tag is 400 BadRequest_InvalidToken
  if (pointer === "/request/header/if-match") return { status: problem.status, code: "BadRequest_InvalidToken" };
  // the custom-API elements (publisher, group, version) are no keys, and collection paths declare no 404: 400
  if (pointer !== undefined && /^\/request\/path\/api(Publisher|Group|Version)$/.test(pointer)) return { status: problem.status, code: "BadRequest_InvalidPathSegment" };
  // a path key that cannot exist (bad GUID, unknown entity set) is a key that is not found
  if (pointer?.startsWith("/request/path/")) return { status: 404, code };
  return { status: problem.status, code };
}

export const webhooksCatalogue: ErrorCatalogue = {
  map,
  shape: (e) => ({ status: e.status, body: { error: { code: e.code, message: e.message } } satisfies ErrorResponse }),
};

/** An answer in the webhooks error shape (with `retry-after` and the like in `headers`). */
export const webhooksError = (status: number, code: string, message: string, headers?: Record<string, string>): ApiError => new ApiError(status, code, message, headers ? { headers } : {});
export const badQuery = (message: string): ApiError => webhooksError(400, "BadRequest_InvalidQueryOption", message);
export const badBody = (message: string): ApiError => webhooksError(400, "BadRequest_InvalidRequestBody", message);
export const notFound = (message: string): ApiError => webhooksError(404, "BadRequest_NotFound", message);
export const notAllowed = (message: string): ApiError => webhooksError(405, "BadRequest_MethodNotAllowed", message);
