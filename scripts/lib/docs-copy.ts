/**
 * The docs-only copy of a bundle that a page shows (never the specs): the navigation line, `<SchemaDefinition />`
 * tags replaced by links to the Models section, path-item descriptions carried onto their operations, and
 * placeholders such as `<subscription_id>` written as text.
 */
import { PLACEHOLDERS } from "../../src/docs/addresses.js";
import type { Doc, OperationObject, SitePage } from "./docs-model.js";
import { METHODS } from "./operations.js";

/** The page's section listing every component schema (Scalar's). */
export const MODELS_SECTION = "Models";

const SCHEMA_DEFINITION = /<SchemaDefinition\b[^>]*?schemaRef=["']#\/components\/schemas\/([^"']+)["'][^>]*\/>/g;

/** The page's anchor of a schema of its Models section, e.g. ApiContract → #model/apicontract. */
export const schemaAnchor = (schema: string) => `#model/${schema.toLowerCase().replace(/[^a-z0-9_.-]+/g, "-")}`;

export interface CopyContext {
  page: Pick<SitePage, "key" | "downloadHref" | "docsHref" | "mockPath" | "componentOnly">;
}

/**
 * The page's first line, in markdown: the links, then the first path on the mock and on the emulator,
 * each with the command that starts it (placeholders the docs server fills, see src/docs/addresses.ts).
 */
export function navLine(page: CopyContext["page"]): string {
  const { mockUrl, emulatorUrl, how, mockCommand, emulatorCommand } = PLACEHOLDERS;
  const served = page.mockPath
    ? `mock: \`${mockUrl}${page.mockPath}\` (${how} \`${mockCommand}\`) · stateful emulator, same paths: \`${emulatorUrl}${page.mockPath}\` (${how} \`${emulatorCommand}\`)`
    : "not mocked: this document publishes components only";
  const shape = page.componentOnly ? ` · resource shape: see [${MODELS_SECTION}](#models)` : "";
  return `[← All APIs](../../index.html) · [Download openapi.json](openapi.json) · ${served}${shape}`;
}

export function docsCopy(bundle: Doc, ctx: CopyContext): Doc {
  const doc = structuredClone(bundle);
  const info = (doc.info ??= {});
  const nav = navLine(ctx.page);
  const replaceDefinitions = (text: string) =>
    text.replace(SCHEMA_DEFINITION, (_match: string, name: string) => `The fields of \`${name}\`, with an example, are shown in [${MODELS_SECTION} → ${name}](${schemaAnchor(name)}).`);
  info.description = `${nav}\n\n${replaceDefinitions(info.description ?? "")}`;
  for (const tag of doc.tags ?? []) if (tag.description) tag.description = replaceDefinitions(tag.description);
  // The page shows operation descriptions only: carry each path item's description onto its operations.
  for (const section of ["paths", "webhooks"] as const) {
    for (const item of Object.values(doc[section] ?? {})) {
      const shared = typeof item.description === "string" ? item.description.trim() : "";
      if (!shared) continue;
      for (const method of METHODS) {
        const op = item[method] as OperationObject | undefined;
        if (op && !op.description?.includes(shared)) op.description = `${shared}\n\n${op.description ?? ""}`.trim();
      }
    }
  }
  escapeDescriptions(doc);
  return doc;
}

/** HTML elements a description may use on purpose; anything else in angle brackets is a placeholder. */
export const HTML_TAGS = new Set(
  "a abbr b blockquote br caption code dd del details div dl dt em h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p pre q s samp small span strong sub summary sup table tbody td tfoot th thead tr tt u ul var".split(
    " ",
  ),
);

/**
 * Placeholders such as `<subscription_id>` or `<name>;rev=<revision>` written outside code spans look
 * like HTML tags to the page's markdown renderer, which drops them: the reader would see
 * "subscriptions()" instead of "subscriptions(<subscription_id>)". Write them as text (&lt;...&gt;);
 * code spans, fenced blocks and real HTML tags stay as they are.
 */
export function escapePlaceholders(markdown: string): string {
  // Fenced blocks, then inline code spans (which may wrap across lines): kept verbatim.
  return markdown
    .split(/(```[\s\S]*?```|``[\s\S]*?``|`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/<(\/?)([A-Za-z][\w.-]*)>/g, (tag, slash: string, name: string) => (HTML_TAGS.has(name.toLowerCase()) ? tag : `&lt;${slash}${name}&gt;`))))
    .join("");
}

/** Every markdown `description` of the document, but not example data (example, value, default, enum...). */
function escapeDescriptions(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) escapeDescriptions(item);
    return;
  }
  if (!node || typeof node !== "object") return;
  const obj = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(obj)) {
    if (key === "description" && typeof value === "string") obj[key] = escapePlaceholders(value);
    else if (["example", "value", "default", "enum", "const"].includes(key)) continue;
    else if (key === "examples" && Array.isArray(value)) continue;
    else escapeDescriptions(value);
  }
}
