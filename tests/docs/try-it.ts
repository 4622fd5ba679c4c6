/**
 * Try it from a docs page, for tests/docs/browser.test.ts: which operation each API page sends and what
 * each server answers (TRY_IT), and the steps a reader takes in the page (Scalar's API reference): open the
 * sidebar's groups, send an operation (Test Request, Send) and read the answer, choose another server.
 */
import type { Page } from "playwright-core";

type Json = Record<string, any>;
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** Whitespace as one space, typographic quotes as plain ones. */
export const norm = (s: string) =>
  s
    .replace(/[\s\u00a0]+/g, " ")
    .replace(/[“”]/g, '"')
    .trim();
export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The operation each API page sends, and the status each server answers it with on a fresh start (the
 * contract's success for the request its examples and the seeded ids make: a list, a create, the delete of
 * a seeded namespace; the mock answers its first example's status).
 */
export const TRY_IT: Record<string, { operationId: string; emulator: number; mock: number }> = {
  "webhooks@v1.0": { operationId: "Subscriptions_List", emulator: 200, mock: 200 },
  "webhooks@v2.0": { operationId: "Subscriptions_List", emulator: 200, mock: 200 },
  "document-classifiers@2024-11-30": { operationId: "DocumentClassifiers_AuthorizeClassifierCopy", emulator: 200, mock: 200 },
  "database-movement@v1": { operationId: "DatabaseMovement_Refresh", emulator: 200, mock: 200 },
  "stream-analytics@2020-03-01": { operationId: "StreamingJobs_CreateOrReplace", emulator: 201, mock: 200 },
  "container-instance@2025-09-01": { operationId: "ContainerGroups_CreateOrUpdate", emulator: 201, mock: 200 },
  "approval-stages@2021-01-01-preview": { operationId: "RoleAssignmentApprovalStep_Patch", emulator: 200, mock: 200 },
  "resource-health@2025-05-01": { operationId: "Events_ListBySubscriptionId", emulator: 200, mock: 200 },
  "event-hub@2026-01-01": { operationId: "Namespaces_Delete", emulator: 202, mock: 200 },
  "machine-learning@2025-09-01": { operationId: "Quotas_List", emulator: 200, mock: 200 },
};

/**
 * Open every closed group of the sidebar (tags, webhooks, models: not the operations' lists of examples),
 * all in one go: opening one opens its section of the page too.
 */
export async function openAllGroups(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const li of document.querySelectorAll("aside li[data-sidebar-id]")) {
      if (!/^[^/]+\/(?:tag\/[^/]+|models|webhooks)$/.test(li.getAttribute("data-sidebar-id") ?? "")) continue;
      const button = [...li.querySelectorAll(":scope > button, :scope > div > button")].find((b) => /Open Group/.test(b.textContent ?? ""));
      if (button instanceof HTMLElement && button.checkVisibility()) button.click();
    }
  });
}

/** What a page sends from its console, and to which servers (the first is the one chosen when the page opens). */
export interface TryIt {
  op: { path: string; method: string };
  servers: [string, string];
  /** What happened: each server's status, in order. */
  statuses: number[];
}

/** The path and method of `operationId` in `doc`. */
export function operationOf(doc: Json, operationId: string): { path: string; method: string } {
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Json)) {
    for (const method of METHODS) if (item[method]?.operationId === operationId) return { path, method: method.toUpperCase() };
  }
  throw new Error(`no operation ${operationId}`);
}

/**
 * From the page: the operation's sample names `server`; Test Request, then Send; the answer seen on the
 * network comes from `server`, and the page shows its status, its headers and its body. Returns the status.
 */
export async function sendFromPage(page: Page, op: { path: string; method: string }, server: string): Promise<{ status: number; failures: string[] }> {
  const failures: string[] = [];
  const section = page.locator(`section[id$="/${op.method}${op.path}"]`).first();
  // choosing a server renders the page again: the operation's group may be closed, and its menu entry opens it
  if (!(await section.isVisible())) {
    await openAllGroups(page);
    await page.locator(`aside li[data-sidebar-id$="/${op.method}${op.path}"]`).filter({ visible: true }).first().locator("a, button").first().click();
  }
  await section.scrollIntoViewIfNeeded({ timeout: 10_000 });
  // the page shows the operation's curl sample first; it names the chosen server (polled: the page may still be rendering)
  const sample = section
    .locator("pre, code")
    .filter({ hasText: /\bcurl -i\b/ })
    .first();
  const called = `'${server}${op.path.split("{")[0]}`;
  let curl = "";
  for (const deadline = Date.now() + 10_000; !curl.includes(called) && Date.now() < deadline; await page.waitForTimeout(200)) {
    curl = (await sample.textContent({ timeout: 1_000 }).catch(() => "")) ?? "";
  }
  if (!curl.includes(called)) failures.push(`the curl sample of ${op.method} ${op.path} does not call ${server}: ${curl.slice(0, 120)}`);
  await section
    .getByRole("button", { name: /test request/i })
    .first()
    .click();
  const dialog = page.locator('[role="dialog"][aria-label="API Client"]');
  await dialog.waitFor({ state: "visible", timeout: 10_000 });
  const answered = page.waitForResponse((r) => r.url().startsWith(`${server}/`) && r.request().method() === op.method, { timeout: 20_000 });
  await dialog.getByRole("button", { name: /^send/i }).first().click();
  const answer = await answered;
  const status = answer.status();
  const body = (await answer.text().catch(() => "")).trim();
  const response = dialog.locator('section[aria-label="Response"]');
  const shown = await response
    .filter({ hasText: `Status:${status}` })
    .waitFor({ state: "visible", timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!shown) failures.push(`the page does not show the status ${status} of ${op.method} ${op.path} from ${server}`);
  const text = norm((await response.textContent()) ?? "");
  if (!/Response Headers \(Collapsed\) [1-9]\d* Items/.test(text)) failures.push(`the page does not show the headers of the answer from ${server}`);
  // the body seen on the network: the page shows its first member
  const first = body.startsWith("{") ? Object.keys(JSON.parse(body) as Json)[0] : undefined;
  if (first !== undefined && !text.includes(`"${first}"`)) failures.push(`the page does not show the body of the answer from ${server} (its member "${first}")`);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden", timeout: 10_000 });
  return { status, failures };
}

/** Choose `server` in the page's server chooser (the emulator is chosen first). */
export async function chooseServer(page: Page, from: string, to: string): Promise<void> {
  await page
    .getByRole("button", { name: new RegExp(escapeRe(from)) })
    .first()
    .click();
  await page
    .getByRole("option", { name: new RegExp(`^${escapeRe(to)}`) })
    .first()
    .click();
}
