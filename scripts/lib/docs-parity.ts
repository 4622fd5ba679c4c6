/**
 * The parity ledger in the docs site (scripts/lib/docs-site.ts calls it): a short "In the emulator"
 * section at the end of each operation's description, the index page parity.html (every operation of
 * every API: what the emulator reproduces, what it does not, where the contract differs from the public
 * service), and parity.json, the ledger itself (docs/parity.json, written by npm run build).
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { escapeHtml, pageHead } from "./docs-page.js";
import { eachOperation } from "./operations.js";
import { type Ledger, type LedgerApi, type LedgerOperation, PARITY_FILE } from "./parity.js";
import { repoRoot } from "./registry.js";

/** The index page and the download, site-relative. */
export const PARITY_PAGE = "parity.html";
export const PARITY_JSON = "parity.json";

/** The line of the site's index that links the ledger. */
export const PARITY_INDEX_LINE = `<p class="parity">What the emulator reproduces of each operation, what it does not, and where it differs from the public service: <a class="parity" href="${PARITY_PAGE}">the parity ledger</a> (<a href="${PARITY_JSON}">${PARITY_JSON}</a>).</p>`;

/** Ledger words as markdown text: placeholders such as <token> kept visible, a lone * not read as emphasis. */
const markdownText = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/([*_`[\]])/g, "\\$1");
/** The anchor of an operation on parity.html. */
export const parityAnchor = (api: string, id: string) => `${api}:${id}`;

/** The markdown section an operation's description ends with; `href`: parity.html as the page links it. */
export function parityNote(api: string, id: string, op: LedgerOperation, href = `../../${PARITY_PAGE}`): string {
  const link = `${href}#${encodeURIComponent(parityAnchor(api, id))}`;
  if (op.emulator !== "emulated") {
    const what = op.emulator === "mock-only" ? "the mock only: the emulator answers 501" : "not sent by the emulator";
    return `---\n\n**In the emulator:** ${what}. [The parity ledger](${link}).`;
  }
  const lines = ["---", "", `**In the emulator** (stateful, on a virtual clock). [The parity ledger](${link}) has the details.`, "", "It reproduces:", ""];
  for (const c of op.reproduces) lines.push(`- ${markdownText(c.says)}`);
  if (op.doesNot.length) lines.push("", "It does not:", "", ...op.doesNot.map((g) => `- ${markdownText(g.says)}`));
  const own = op.differences.filter((d) => !d.ref.startsWith("x-decision"));
  const decided = op.differences.length - own.length;
  if (own.length) lines.push("", "It differs from the public service:", "", ...own.map((d) => `- ${markdownText(d.says)} (${markdownText(d.ref)})`));
  if (decided) lines.push("", `The contract decides ${decided === 1 ? "one thing" : `${decided} things`} the service's documentation does not say for this operation: see the ledger.`);
  return lines.join("\n");
}

type Doc = { paths?: Record<string, Record<string, unknown>>; webhooks?: Record<string, Record<string, unknown>> };

/** The docs copy of an API with each operation's (and webhook's) note at the end of its description. */
export function withParityNotes<T extends Doc>(doc: T, api: LedgerApi | undefined, key: string): T {
  if (!api) return doc;
  for (const { kind, name, op: found } of eachOperation(doc)) {
    const op = found as { operationId?: string; description?: string };
    const id = kind === "path" ? op.operationId : name;
    const entry = id === undefined ? undefined : (kind === "path" ? api.operations : api.webhooks)[id];
    if (entry) op.description = `${op.description ?? ""}\n\n${parityNote(key, id!, entry)}`.trim();
  }
  return doc;
}

const kindLabel = (kind: string) => `<span class="kind kind-${escapeHtml(kind)}">${escapeHtml(kind)}</span>`;

function operationSection(key: string, id: string, op: LedgerOperation, docsHref: string | undefined): string {
  const title = `${op.method} ${op.path}`;
  const list = (items: string[]) => (items.length ? `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>` : `<p class="muted">none</p>`);
  const seed = op.seed.length ? `<details><summary>The seed's words (${op.seed.length})</summary>${list(op.seed.map(escapeHtml))}</details>` : "";
  return `      <article class="operation" id="${escapeHtml(parityAnchor(key, id))}" data-api="${escapeHtml(key)}" data-operation="${escapeHtml(id)}" data-emulator="${escapeHtml(op.emulator)}">
        <h3><code>${escapeHtml(id)}</code> <span class="muted">${escapeHtml(title)}</span> <span class="status status-${escapeHtml(op.emulator.replace(/\s+/g, "-"))}">${escapeHtml(op.emulator)}</span></h3>
        ${op.summary ? `<p>${escapeHtml(op.summary)}${docsHref ? ` · <a href="${escapeHtml(docsHref)}">docs</a>` : ""}</p>` : ""}
        <h4>Reproduces</h4>${list(op.reproduces.map((c) => `${kindLabel(c.kind)} ${escapeHtml(c.says)} <code class="claim">${escapeHtml(c.claim)}</code>`))}
        <h4>Does not</h4>${list(op.doesNot.map((g) => `${escapeHtml(g.says)} <code class="claim">${escapeHtml(g.claim)}</code>`))}
        <h4>Differs from the public service</h4>${list(op.differences.map((d) => `${escapeHtml(d.says)} <span class="ref">${escapeHtml(d.ref)}</span>`))}
        ${seed}
      </article>`;
}

/** parity.html: a table of every API's operations, then each operation's claims; `docsHref` gives an API's page. */
export function parityHtml(ledger: Ledger, docsHref: (key: string) => string | undefined): string {
  const apis = Object.entries(ledger.apis);
  const rows = apis.flatMap(([key, api]) => {
    const ops = [...Object.entries(api.operations), ...Object.entries(api.webhooks)];
    if (ops.length === 0) return [`        <tr><td><code>${escapeHtml(key)}</code></td><td colspan="3" class="muted">${escapeHtml(api.served)}: no operation</td></tr>`];
    return ops.map(
      ([id, op]) =>
        `        <tr><td><code>${escapeHtml(key)}</code></td><td><a href="#${escapeHtml(encodeURIComponent(parityAnchor(key, id)))}">${escapeHtml(id)}</a></td><td>${escapeHtml(op.emulator)}</td><td>${[...new Set(op.reproduces.map((c) => c.kind))].map(kindLabel).join(" ")}</td></tr>`,
    );
  });
  const sections = apis.map(([key, api]) => {
    const ops = [...Object.entries(api.operations), ...Object.entries(api.webhooks)];
    const href = docsHref(key);
    const differences = api.differences.length
      ? `<details><summary>Decisions about the whole API (${api.differences.length})</summary><ul>${api.differences.map((d) => `<li>${escapeHtml(d.says)} <span class="ref">${escapeHtml(d.ref)}</span></li>`).join("")}</ul></details>`
      : "";
    return `    <section class="api" id="${escapeHtml(key)}" data-api="${escapeHtml(key)}">
      <h2><code>${escapeHtml(key)}</code> <span class="muted">${escapeHtml(api.title)} · ${escapeHtml(api.family)} · ${escapeHtml(api.served)}</span>${href ? ` <a class="docs" href="${escapeHtml(href)}">docs</a>` : ""}</h2>
      ${differences}
${ops.map(([id, op]) => operationSection(key, id, op, href)).join("\n")}
    </section>`;
  });
  const kinds = Object.entries(ledger.kinds)
    .map(([k, what]) => `<li>${kindLabel(k)} ${escapeHtml(what)}</li>`)
    .join("");
  return `<!DOCTYPE html>
<html lang="en">
${pageHead(
  "The emulator's parity ledger",
  `    h2 { font-size: 19px; margin: 40px 0 8px; }
    h3 { font-size: 16px; margin: 24px 0 4px; }
    h4 { font-size: 13px; margin: 10px 0 2px; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
    ul { margin: 4px 0; padding-left: 22px; }
    th, td { padding: 5px 10px; }
    .ref { color: var(--muted); }
    .ref, code.claim { font-size: 12px; }
    .ref { word-break: break-all; }
    .kind { display: inline-block; font-size: 11.5px; padding: 0 6px; border-radius: 8px; background: #e8eefc; color: #1a3a8a; }
    .status { font-size: 12px; padding: 1px 7px; border-radius: 8px; background: #e6f4ea; color: #1e6b34; }
    .status-mock-only, .status-not-sent { background: #fdf0e1; color: #8a4b08; }
    article.operation { border-top: 1px solid var(--line); }`,
)}
<body>
  <header>
    <h1>The emulator's parity ledger</h1>
    <p><a href="index.html">← All APIs</a> · <a href="${PARITY_JSON}" download>${PARITY_JSON}</a>, the same in machine-readable form (also <code>vendor-api/parity.json</code> in the package).</p>
    <p>For every operation of every API: whether the emulator serves it (<em>emulated</em>) or only the mock does (<em>mock-only</em>), what it reproduces, what it does not do, and where the answer differs from the public service, each difference with the <code>x-decision</code> of the contract (a JSON pointer into the API's <code>openapi.json</code>), the seed or the setting behind it. Every claim is checked by requests to an emulator in the repository's tests.</p>
    <ul class="kinds">${kinds}</ul>
  </header>
  <main>
    <table>
      <thead><tr><th>API</th><th>operation</th><th>emulator</th><th>reproduces</th></tr></thead>
      <tbody>
${rows.join("\n")}
      </tbody>
    </table>
${sections.join("\n")}
  </main>
  <footer>Written by <code>npm run docs</code> from <code>${PARITY_FILE}</code> (<code>npm run build</code> writes it from the emulator's declarations and the contracts). No page loads anything from the network.</footer>
</body>
</html>
`;
}

/** What the docs build needs of the ledger: the files it writes, the notes of each page, and writing them. */
export interface SiteParity {
  /** Absolute paths of the files the site keeps (parity.json, parity.html). */
  files: string[];
  annotate<T extends Doc>(doc: T, key: string): T;
  write(pages: Array<{ key: string; docsHref: string }>): Promise<void>;
}

/** Write a file unless it already holds these bytes (an unchanged file keeps its modification time). */
async function writeIfChanged(file: string, content: string): Promise<void> {
  if ((await readFile(file, "utf8").catch(() => undefined)) !== content) await writeFile(file, content);
}

/** The ledger for a site built into `outDir`: docs/parity.json of `root`, copied as it is (missing: an error naming npm run build). */
export async function siteParity(outDir: string, root = repoRoot): Promise<SiteParity> {
  const text = await readFile(join(root, PARITY_FILE), "utf8").catch(() => {
    throw new Error(`${PARITY_FILE} is missing: run npm run build`);
  });
  const ledger = JSON.parse(text) as Ledger;
  const json = join(outDir, PARITY_JSON);
  const html = join(outDir, PARITY_PAGE);
  return {
    files: [json, html],
    annotate: (doc, key) => withParityNotes(doc, ledger.apis[key], key),
    async write(pages) {
      await writeIfChanged(json, text);
      await writeIfChanged(
        html,
        parityHtml(ledger, (key) => pages.find((p) => p.key === key)?.docsHref),
      );
    },
  };
}
