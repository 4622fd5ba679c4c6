/**
 * What the docs site's pages share: the record of a built API page (SitePage, which the index lists), and
 * for the site's own pages (the index, the parity ledger) HTML escaping and the page head with its base style.
 */

/** One operation or webhook as the docs page titles it. */
export interface DocOperation {
  kind: "path" | "webhook";
  method: string;
  /** Path template, or webhook name. */
  name: string;
  /** What the page uses as the title: the summary, else the operationId. */
  title: string;
  tag?: string;
}

/** One API page of the site as buildSite made it (docs-site.ts): what the index lists and the build reports. */
export interface SitePage {
  key: string;
  name: string;
  version: string;
  family: string;
  title: string;
  summary: string;
  /** paths + webhooks operations (countOperations). */
  operations: number;
  pathOperations: number;
  webhookOperations: number;
  /** No operation at all: the document publishes components only. */
  componentOnly: boolean;
  schemas: string[];
  titles: DocOperation[];
  /** Site-relative links, posix: webhooks/v2.0/ and webhooks/v2.0/openapi.json. */
  docsHref: string;
  downloadHref: string;
  /**
   * The address of the API's first path after the mock's or the emulator's origin: the document's base
   * path and the path (/v2.0/production/api/v1.0/subscriptions), or undefined without paths.
   */
  mockPath?: string;
  /** The document's first server, whose path is the base path of mockPath. */
  server?: { url: string; variables?: Record<string, unknown> };
  /** Absolute path of the written page. */
  file: string;
  ms: number;
  bytes: number;
  /** The page from the previous build, kept: its bytes are the same. */
  reused: boolean;
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The base style; a page adds its own rules after it (they win where they differ). */
const BASE_STYLE = `    :root { color-scheme: light; --fg: #1d1f24; --muted: #5f6672; --line: #dde1e6; --accent: #0044d4; --bg-alt: #f6f7f9; }
    body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--fg); }
    header, main, footer { max-width: 1200px; margin: 0 auto; padding: 0 24px; }
    header { padding-top: 28px; }
    h1 { font-size: 28px; margin: 0 0 6px; }
    a { color: var(--accent); text-decoration: none; }
    a:hover, a:focus { text-decoration: underline; }
    code { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--bg-alt); padding: 1px 4px; border-radius: 3px; }
    table { width: 100%; border-collapse: collapse; }
    th, td { text-align: left; vertical-align: top; border-bottom: 1px solid var(--line); }
    th { font-size: 13px; color: var(--muted); font-weight: 600; border-bottom-width: 2px; }
    .muted { color: var(--muted); }
    footer { margin: 32px auto 40px; font-size: 13px; color: var(--muted); }`;

/** `<head>…</head>` of a site page: charset, viewport, title, no favicon request, the base style and the page's own rules. */
export function pageHead(title: string, style: string): string {
  return `<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <link rel="icon" href="data:,">
  <style>
${BASE_STYLE}
${style}
  </style>
</head>`;
}
