/**
 * The docs site's index page: every API of the registry grouped by family (version, operation count,
 * summary, links to its page and download, its first path on the mock), the mock's and the emulator's
 * addresses and the commands that start them (placeholders the docs server fills: src/docs/addresses.ts),
 * and the Arazzo workflows.
 */
import { escapeHtml, pageHead, type SitePage } from "./docs-page.js";
import { PARITY_INDEX_LINE } from "./docs-parity.js";
import type { SiteWorkflowFile } from "./docs-workflows.js";
import { documentedBasePath } from "../../src/contract/servers.js";
import { PLACEHOLDERS } from "../../src/docs/addresses.js";

/** "1 path", "2 paths". */
export const count = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** What the index says of an API's mock address: who answers it, and where its base path comes from. */
function mockTitle(p: SitePage): string {
  const base = p.server && p.mockPath ? documentedBasePath({ servers: [p.server] }) : "";
  const from = base ? `; ${base} is the base path of the document's server ${p.server!.url}${Object.keys(p.server!.variables ?? {}).length ? ", its variables at their defaults" : ""}` : "";
  return `The mock front door routes this path to the ${p.key} mock, and the emulator serves it too${from}`;
}

/**
 * The index page. The mock's and the emulator's addresses and the commands that start them are
 * placeholders (PLACEHOLDERS) that the docs server fills.
 */
export function indexHtml(pages: SitePage[], workflows: SiteWorkflowFile[] = []): string {
  const families: string[] = [];
  for (const p of pages) if (!families.includes(p.family)) families.push(p.family);
  const { mockUrl, emulatorUrl, how, mockCommand, emulatorCommand } = PLACEHOLDERS;
  const row = (p: SitePage) => {
    const ops = p.componentOnly
      ? `<span class="muted">components only</span>`
      : `${p.operations}<span class="detail">${count(p.pathOperations, "path")}${p.webhookOperations ? ` + ${count(p.webhookOperations, "webhook")}` : ""}</span>`;
    const mock = p.mockPath ? `<code class="mock" title="${escapeHtml(mockTitle(p))}">${escapeHtml(`${mockUrl}${p.mockPath}`)}</code>` : `<span class="muted">not mocked</span>`;
    return `        <tr id="${escapeHtml(p.key)}" data-api="${escapeHtml(p.key)}" data-family="${escapeHtml(p.family)}" data-version="${escapeHtml(p.version)}" data-operations="${p.operations}">
          <td class="api"><a class="docs" data-api="${escapeHtml(p.key)}" href="${escapeHtml(p.docsHref)}">${escapeHtml(p.name)}</a><span class="detail">${escapeHtml(p.title)}</span></td>
          <td class="version"><code>${escapeHtml(p.version)}</code></td>
          <td class="ops">${ops}</td>
          <td class="summary">${escapeHtml(p.summary)}</td>
          <td class="links"><a class="docs" data-api="${escapeHtml(p.key)}" href="${escapeHtml(p.docsHref)}">docs</a> · <a class="download" data-api="${escapeHtml(p.key)}" href="${escapeHtml(p.downloadHref)}" download="${escapeHtml(`${p.name}-${p.version}.openapi.json`)}">openapi.json</a><br>${mock}</td>
        </tr>`;
  };
  const sections = families.map((family) => {
    const rows = pages.filter((p) => p.family === family);
    return `    <section class="family" id="family-${escapeHtml(family)}" data-family="${escapeHtml(family)}">
      <h2>${escapeHtml(family)} <span class="muted">(${count(rows.length, "API")})</span></h2>
      <table>
        <thead><tr><th>API</th><th>version</th><th>operations</th><th>summary</th><th>links</th></tr></thead>
        <tbody>
${rows.map(row).join("\n")}
        </tbody>
      </table>
    </section>`;
  });
  return `<!DOCTYPE html>
<html lang="en">
${pageHead(
  "API contracts",
  `    * { box-sizing: border-box; }
    h2 { font-size: 19px; margin: 32px 0 8px; text-transform: capitalize; }
    p { margin: 6px 0; }
    th, td { padding: 8px 10px; }
    td.api { width: 22%; } td.api a { font-weight: 600; }
    td.version { width: 11%; white-space: nowrap; }
    td.ops { width: 10%; white-space: nowrap; }
    td.links { width: 27%; }
    code.mock { display: inline-block; margin-top: 4px; word-break: break-all; }
    .detail { display: block; font-size: 12.5px; color: var(--muted); }`,
)}
<body>
  <header>
    <h1>API contracts</h1>
    <p>${count(pages.length, "API")} in ${families.length === 1 ? "1 family" : `${families.length} families`}, from the registry (<code>redocly.yaml</code>). Each page is the bundled contract, rendered with Scalar's API reference: press <em>Test Request</em> on any operation to send it to the emulator or the mock below and see the answer. <code>openapi.json</code> is the same bundle to download.</p>
    <p>Mocks: every API with paths behind one front door, <a class="mock-root" href="${mockUrl}/_mock/routes">${mockUrl}</a> (${how} <code class="mock-command">${mockCommand}</code>; the link shows its routing table).</p>
    <p>Emulator: the same paths, stateful (handshakes, pushed notifications with delays and retries, ETags, asynchronous deletes, request limits, a virtual clock), <a class="emulator-root" href="${emulatorUrl}/_emulator/health">${emulatorUrl}</a> (${how} <code class="emulator-command">${emulatorCommand}</code>; the link shows what it serves).</p>
    ${PARITY_INDEX_LINE}
  </header>
  <main>
${sections.join("\n")}
${workflowsSection(workflows, pages)}
  </main>
  <footer>Built by <code>npm run docs</code> from <code>generated/&lt;api&gt;/&lt;version&gt;/openapi.json</code>. No page loads anything from the network.</footer>
</body>
</html>
`;
}

/** The index's "Workflows" section: each file linked, its workflows, and the API pages it uses. */
function workflowsSection(workflows: SiteWorkflowFile[], pages: SitePage[]): string {
  if (workflows.length === 0) return "";
  const apiLink = (key: string) => {
    const page = pages.find((p) => p.key === key);
    return page ? `<a class="workflow-api" href="${escapeHtml(page.docsHref)}">${escapeHtml(key)}</a>` : `<code>${escapeHtml(key)}</code>`;
  };
  const steps = (w: SiteWorkflowFile["workflows"][number]) =>
    `            <li><code>${escapeHtml(w.workflowId)}</code> <span class="muted">(${count(w.steps, "step")})</span>${w.summary ? `: ${escapeHtml(w.summary)}` : ""}</li>`;
  const items = workflows.map(
    (f) => `        <li class="workflow" data-file="${escapeHtml(f.href)}">
          <a class="workflow" href="${escapeHtml(f.href)}">${escapeHtml(f.title)}</a> <span class="muted">(${escapeHtml(f.href.replace(/^workflows\//, ""))}; ${f.apis.map(apiLink).join(", ")})</span>${f.summary ? `<span class="detail">${escapeHtml(f.summary)}</span>` : ""}
          <ul>
${f.workflows.map(steps).join("\n")}
          </ul>
        </li>`,
  );
  return `    <section class="workflows" id="workflows">
      <h2>Workflows <span class="muted">(${count(workflows.length, "file")})</span></h2>
      <p>The seeds' flows as Arazzo 1.0 descriptions, each step an operation of the contracts above. In the repository, <code>npm run workflows</code> runs them all with <code>redocly respect</code> against a fresh emulator; the clock and the test receiver they also use are described in <a class="workflow-support" href="workflows/support/emulator-control.yaml">support/emulator-control.yaml</a> (not a contract).</p>
      <ul>
${items.join("\n")}
      </ul>
    </section>`;
}
