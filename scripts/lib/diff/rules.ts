/** The breaking-change check's vocabulary: severities, the change kinds and their severity and reason by direction, and the report of one change. */
import { type Json, pointer } from "./views.js";

export type Severity = "breaking" | "potentially breaking" | "non-breaking";
export const severities: Severity[] = ["breaking", "potentially breaking", "non-breaking"];

/** write: the client produces the data (requests); read: the client consumes it (responses). */
export type Mode = "write" | "read";

export type OpenApiDocument = Json;

export interface Change {
  severity: Severity;
  /**
   * Operations (`POST /api/v2.0/subscriptions`, `webhook changeNotification POST`) or component
   * (`components.schemas.ApiContract`) where the change is seen: one change of a shared schema is one
   * entry, with every operation that sees it at the same pointer.
   */
  locations: string[];
  /** Logical JSON pointer inside the operation or component ($refs resolved, allOf merged, parameters by location and name). */
  pointer: string;
  /** "request" or "response" view for component schemas, which are compared both ways. */
  view?: "request" | "response";
  /** Named schema the change sits in, when it is reached through a $ref. */
  schema?: string;
  change: string;
  why: string;
}

export interface OperationMatch {
  base: string;
  revision: string;
  by: "path" | "operationId";
  note?: string;
}

export interface DiffResult {
  kind: "operations" | "components";
  matches: OperationMatch[];
  added: string[];
  removed: string[];
  componentCounts?: { base: number; revision: number; both: number };
  changes: Change[];
}

// ---------------------------------------------------------------------------------------------------------------
// Change kinds: severity and reason, by direction.
// ---------------------------------------------------------------------------------------------------------------

export type Kind =
  | "property-removed"
  | "property-hidden"
  | "property-added-required"
  | "property-added-optional"
  | "property-became-required"
  | "property-became-optional"
  | "type-narrowed"
  | "type-widened"
  | "type-changed"
  | "enum-value-removed"
  | "enum-value-added"
  | "enum-introduced"
  | "enum-dropped"
  | "bound-narrowed"
  | "bound-widened"
  | "pattern-added"
  | "pattern-changed"
  | "pattern-removed"
  | "format-added"
  | "format-changed"
  | "format-removed"
  | "additional-closed"
  | "additional-opened"
  | "default-changed"
  | "variant-removed"
  | "variant-added"
  | "parameter-added-required"
  | "parameter-added-optional"
  | "parameter-removed"
  | "parameter-became-required"
  | "parameter-became-optional"
  | "body-added-required"
  | "body-added-optional"
  | "body-removed"
  | "body-became-required"
  | "body-became-optional"
  | "media-type-removed"
  | "media-type-added"
  | "status-removed-success"
  | "status-removed-error"
  | "status-added-success"
  | "status-added-error"
  | "header-removed"
  | "header-added"
  | "header-became-optional"
  | "header-became-required";

export type Rule = [Severity, string];
export const B = "breaking" as const;
export const P = "potentially breaking" as const;
export const N = "non-breaking" as const;

export const rules: Record<Mode, Record<Kind, Rule>> = {
  write: {
    "property-removed": [B, "Clients that send this field have it rejected or silently ignored."],
    "property-hidden": [B, "The field became read-only: clients that send it have it rejected or ignored."],
    "property-added-required": [B, "Existing clients do not send it, so their requests are rejected."],
    "property-added-optional": [N, "Existing clients may leave it out."],
    "property-became-required": [B, "Clients that leave it out are rejected."],
    "property-became-optional": [N, "Clients that send it keep working."],
    "type-narrowed": [B, "Values of the types no longer accepted are rejected."],
    "type-widened": [N, "Every value accepted before is still accepted."],
    "type-changed": [B, "Values of the old type are rejected."],
    "enum-value-removed": [B, "Clients that send this value are rejected."],
    "enum-value-added": [N, "Every value accepted before is still accepted."],
    "enum-introduced": [B, "Values outside the new list, accepted before, are rejected."],
    "enum-dropped": [N, "Every value accepted before is still accepted."],
    "bound-narrowed": [B, "Values valid before fall outside the new bound and are rejected."],
    "bound-widened": [N, "Every value accepted before is still accepted."],
    "pattern-added": [B, "Values valid before may not match the pattern and are rejected."],
    "pattern-changed": [B, "Values that matched the old pattern may not match the new one and are rejected."],
    "pattern-removed": [N, "Every value accepted before is still accepted."],
    "format-added": [P, "A service that validates formats may reject values accepted before."],
    "format-changed": [P, "A service that validates formats may reject values accepted before."],
    "format-removed": [N, "Every value accepted before is still accepted."],
    "additional-closed": [B, "Fields not listed in the schema, accepted before, are rejected."],
    "additional-opened": [N, "Every body accepted before is still accepted."],
    "default-changed": [P, "Clients that leave the field out get a different behaviour."],
    "variant-removed": [B, "Clients that send this variant are rejected."],
    "variant-added": [N, "Every body accepted before is still accepted."],
    "parameter-added-required": [B, "Existing clients do not send it, so their requests are rejected."],
    "parameter-added-optional": [N, "Existing clients may leave it out."],
    "parameter-removed": [B, "Clients that send it have it rejected or silently ignored."],
    "parameter-became-required": [B, "Clients that leave it out are rejected."],
    "parameter-became-optional": [N, "Clients that send it keep working."],
    "body-added-required": [B, "Existing clients send no body, so their requests are rejected."],
    "body-added-optional": [N, "Existing clients may send no body."],
    "body-removed": [B, "Clients that send a body have it rejected or ignored."],
    "body-became-required": [B, "Clients that send no body are rejected."],
    "body-became-optional": [N, "Clients that send a body keep working."],
    "media-type-removed": [B, "Clients that send this media type are rejected (415)."],
    "media-type-added": [N, "Clients may keep sending the media types accepted before."],
    "status-removed-success": [B, "The answer the client gives is no longer documented as accepted."],
    "status-removed-error": [B, "The answer the client gives is no longer documented as understood."],
    "status-added-success": [N, "The answers documented before keep their meaning."],
    "status-added-error": [N, "The answers documented before keep their meaning."],
    "header-removed": [N, "The header is no longer read; clients that send it are not harmed."],
    "header-added": [N, "Only a required header breaks; see the required flag."],
    "header-became-optional": [N, "Clients that send it keep working."],
    "header-became-required": [B, "Clients that leave it out are rejected."],
  },
  read: {
    "property-removed": [B, "Clients that read this field find it missing."],
    "property-hidden": [B, "The field became write-only and is no longer returned: clients that read it find it missing."],
    "property-added-required": [N, "Clients ignore fields they do not know."],
    "property-added-optional": [N, "Clients ignore fields they do not know."],
    "property-became-required": [N, "The field is now always present; clients that handle its absence keep working."],
    "property-became-optional": [B, "The field may be missing; clients that rely on it break."],
    "type-narrowed": [N, "Every value returned now was a possible value before."],
    "type-widened": [B, "Clients may receive a type they do not parse."],
    "type-changed": [B, "Clients parse a type they do not expect."],
    "enum-value-removed": [N, "Every value returned now was a possible value before."],
    "enum-value-added": [P, "Clients with an exhaustive switch or a closed enum type may not handle the new value."],
    "enum-introduced": [N, "Every value returned now was a possible value before."],
    "enum-dropped": [P, "Any value may now be returned; clients with a closed enum type may not handle it."],
    "bound-narrowed": [N, "Every value returned now was a possible value before."],
    "bound-widened": [P, "Clients that validate responses, or size storage by the old bound, may fail."],
    "pattern-added": [N, "Every value returned now was a possible value before."],
    "pattern-changed": [P, "Clients that validate responses against the old pattern may reject values."],
    "pattern-removed": [P, "Clients that validate responses against the old pattern may reject values."],
    "format-added": [N, "Every value returned now was a possible value before."],
    "format-changed": [P, "Clients that parse the old format may fail on the new one."],
    "format-removed": [P, "Clients that parse the old format may fail on values that no longer follow it."],
    "additional-closed": [N, "Every body returned now was a possible body before."],
    "additional-opened": [N, "Clients ignore fields they do not know."],
    "default-changed": [N, "Defaults describe what the service assumes for requests."],
    "variant-removed": [N, "Every body returned now was a possible body before."],
    "variant-added": [P, "Clients that switch over the known variants may not handle the new one."],
    "parameter-added-required": [N, "The parameter is always sent; receivers that do not know it ignore it."],
    "parameter-added-optional": [N, "Receivers that do not know it ignore it."],
    "parameter-removed": [B, "Receivers that read this parameter find it missing."],
    "parameter-became-required": [N, "The parameter is now always sent."],
    "parameter-became-optional": [B, "The parameter may be missing; receivers that rely on it break."],
    "body-added-required": [N, "Receivers that ignored the body keep working."],
    "body-added-optional": [N, "Receivers that ignored the body keep working."],
    "body-removed": [B, "Receivers that read the body find none."],
    "body-became-required": [N, "The body is now always sent."],
    "body-became-optional": [B, "The body may be missing; receivers that rely on it break."],
    "media-type-removed": [B, "Clients that read this media type no longer get it."],
    "media-type-added": [N, "The media types returned before are still returned."],
    "status-removed-success": [B, "Clients that handle this success status get another one."],
    "status-removed-error": [P, "Clients that act on this error status (retry, conflict handling) get another one."],
    "status-added-success": [P, "Clients that only expect the documented success statuses may not handle it."],
    "status-added-error": [N, "Clients must handle errors in general; a documented error is information."],
    "header-removed": [B, "Clients that read this header find it missing."],
    "header-added": [N, "Clients ignore headers they do not know."],
    "header-became-optional": [B, "The header may be missing; clients that rely on it break."],
    "header-became-required": [N, "The header is now always sent."],
  },
};

export interface Ctx {
  base: Json;
  rev: Json;
  location: string;
  view?: "request" | "response";
  out: Change[];
  /** $ref-chain pairs being compared (recursion guard). */
  stack: Set<string>;
  /** Component mode: named schemas compared under their own name are not entered again. */
  stopAt?: Set<string>;
}

export function report(ctx: Ctx, mode: Mode, kind: Kind, ptr: string[], change: string, schema?: string) {
  const [severity, why] = rules[mode][kind];
  ctx.out.push({ severity, locations: [ctx.location], pointer: pointer(ptr), view: ctx.view, schema, change, why });
}

export const countBySeverity = (changes: Change[]) => Object.fromEntries(severities.map((s) => [s, changes.filter((c) => c.severity === s).length])) as Record<Severity, number>;
