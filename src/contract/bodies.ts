/**
 * Bodies: the declared content of a Request Body or Response Object, the media type a sent body selects, and the body checked against its schema.
 */
import { esc, type Finding, type HttpRequest, type HttpResponse, isObject, type JsonObject, type Located } from "./exchange.js";
import { essence, isJsonMedia, isTextMedia, pickMedia } from "./media.js";
import type { SchemaChecker } from "./schemas.js";
import type { ViewKind } from "./views.js";

/** A Request Body or Response Object: its content, and per declared media type its schema. */
export interface BodyPlan {
  located?: Located;
  content: JsonObject;
  declared: string[];
  /** content key → its schema pointer; whether there is a schema to check against; whether it only annotates (no constraint) */
  schemas: Map<string, { pointer: string; checked: boolean; annotationsOnly: boolean }>;
}

/** The plan of the Request Body / Response Object at `holder` (none: nothing declared). */
export function bodyPlan(deref: (pointer: string) => Located | undefined, holder: string | undefined): BodyPlan {
  const located = holder === undefined ? undefined : deref(holder);
  const content = located && isObject(located.value.content) ? located.value.content : {};
  const schemas: BodyPlan["schemas"] = new Map();
  for (const key of Object.keys(content)) {
    const pointer = `${located!.pointer}/content/${esc(key)}/schema`;
    const schema = deref(pointer)?.value;
    schemas.set(key, {
      pointer,
      checked: !!schema || typeof deref(`${located!.pointer}/content/${esc(key)}`)?.value.schema === "boolean",
      annotationsOnly: !schema || Object.keys(schema).every((k) => /^(description|title|example|examples|x-.*)$/.test(k)),
    });
  }
  return { located, content, declared: Object.keys(content), schemas };
}

/**
 * The declared content a non-empty body's media type (an essence; none sent: undefined) selects, or the
 * finding that it selects none: the plan declares no body, or not this media type.
 */
export function selectContent(side: ViewKind, plan: BodyPlan, mediaType: string | undefined, status?: string): { key: string } | { finding: Finding } {
  const who = side === "request" ? "request" : `response ${status}`;
  const { content, declared } = plan;
  if (declared.length === 0) {
    const message = `${who} has a body but ${side === "request" ? "the operation declares no request body" : "declares no content"}`;
    return { finding: { pointer: side === "request" ? "/request/body" : "/response/body", rule: "content-type", message } };
  }
  const key = pickMedia(content, mediaType);
  if (key !== undefined) return { key };
  const sent = mediaType ? `content type ${mediaType}` : "a body without Content-Type";
  return { finding: { pointer: `/${side}/header/content-type`, rule: "content-type", message: `${who} has ${sent}, declared: ${declared.join(", ")}` } };
}

/** Check a request or response body (`status`: the response's) against its plan. */
export function checkBody(schemas: SchemaChecker, side: ViewKind, plan: BodyPlan, message: HttpRequest | HttpResponse, headers: Map<string, string[]>, status?: string): Finding[] {
  const base = side === "request" ? "/request/body" : "/response/body";
  const who = side === "request" ? "request" : `response ${status}`;
  const { located, content, declared } = plan;
  const raw = message.body instanceof Uint8Array ? Buffer.from(message.body).toString("utf8") : message.body;
  const empty = raw === undefined || raw === null || raw === "";
  const headerType = headers.get("content-type")?.[0];
  const mediaType = essence(headerType ?? (empty ? undefined : message.mimeType));

  if (empty) {
    if (declared.length === 0) return [];
    if (side === "request") {
      return located?.value.required === true ? [{ pointer: base, rule: "required", message: `request body is required (${declared.join(", ")})` }] : [];
    }
    const key = pickMedia(content, mediaType) ?? declared[0]!;
    const schema = plan.schemas.get(key)!;
    if (schema.annotationsOnly) return [];
    if (isTextMedia(essence(key) ?? "") && schemas.check(side, schema.pointer, "", base, "", "").length === 0) return [];
    return [{ pointer: base, rule: "required", message: `${who} body is empty but ${key} content is declared` }];
  }
  const selected = selectContent(side, plan, mediaType, status);
  if ("finding" in selected) return [selected.finding];
  const { key } = selected;
  const schema = plan.schemas.get(key)!;
  if (!schema.checked) return [];
  const effective = mediaType ?? essence(key) ?? "";
  let value: unknown = raw;
  if (typeof raw === "string" && isJsonMedia(effective)) {
    try {
      value = JSON.parse(raw) as unknown;
    } catch (err) {
      return [{ pointer: base, rule: "json", message: `${who} body is not valid JSON: ${(err as Error).message}` }];
    }
  } else if (typeof raw === "string" && !isTextMedia(effective)) {
    return []; // binary, XML, forms: not checked against the schema
  }
  return schemas.check(side, schema.pointer, value, base, `${who} body`, "");
}
