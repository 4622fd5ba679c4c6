/**
 * The webhooks APIs' entity tags: the tag of a stored revision, and the If-Match check of an update or a
 * delete against it (gap decisions).
 */
import { webhooksError } from "./errors.js";

/** `W/"<base64 of rev;id>"`: the entity tag of a stored revision. */
export const etagOf = (id: string, rev: number): string => `W/"${Buffer.from(`${rev};${id}`).toString("base64")}"`;

/** An entity tag without its weak prefix. */
const bare = (t: string) => t.replace(/^W\//, "");

/**
 * If-Match against the current tag (a function of it: made only when the header names tags): a mismatch is 409 Request_EntityChanged; a missing tag (where
 * `required`) or an unparseable one 400 BadRequest_InvalidToken (gap decisions).
 */
export function checkIfMatch(header: string | undefined, etag: string | (() => string), required: boolean): void {
  if (header === undefined) {
    if (required) throw webhooksError(400, "BadRequest_InvalidToken", "Could not validate the client concurrency token required by the service. Provide an If-Match header.");
    return;
  }
  const tags = header.split(",").map((t) => t.trim());
  if (!tags.every((t) => t === "*" || /^(W\/)?"[^"]*"$/.test(t))) {
    throw webhooksError(400, "BadRequest_InvalidToken", `The If-Match header '${header}' is not an entity tag (W/"..." or *) (/request/header/if-match).`);
  }
  if (tags.includes("*")) return;
  const current = bare(typeof etag === "string" ? etag : etag());
  if (!tags.some((t) => bare(t) === current)) {
    throw webhooksError(409, "Request_EntityChanged", "The record you are trying to edit has changed since it was read. Read it again and retry.");
  }
}
