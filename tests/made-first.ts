/**
 * What the tests that send the contracts' examples to a fresh emulator share: which operation makes what another
 * operation's examples name, and how the state is put where those examples assume it is.
 */
import { expect } from "vitest";

type Json = Record<string, any>;

/** The id an answer carries (a created resource's key, or the last segment of a status address). */
export type Made = (answer: { headers: Record<string, string>; body: any }) => string | undefined;
const keyOf =
  (field: string): Made =>
  ({ body }) =>
    body?.[field];
const addressIn =
  (header: string): Made =>
  ({ headers }) =>
    headers[header.toLowerCase()] && new URL(headers[header.toLowerCase()]!).pathname.split("/").pop();

/**
 * Operations whose examples name something a fresh emulator does not have, by operationId: the operation that
 * makes it (`by`, sent first with its own examples). Where the service picks the id itself (a subscription, a sales
 * quote, an asynchronous operation), `rename` says where the made id is and which path parameter names it: the
 * state is then renamed (snapshot, restore) to the id the examples name, the state the documented example assumes.
 */
export const MADE_FIRST: Record<string, { by: string; rename?: { id: Made; param: string } }> = {};
for (const [by, ops, rename] of [
  ["Subscriptions_Create", ["Subscriptions_Get", "Subscriptions_Update", "Subscriptions_Delete"], { id: keyOf("subscriptionId"), param: "subscriptionId" }],
  ["CustomApiSubscriptions_Create", ["CustomApiSubscriptions_Get", "CustomApiSubscriptions_Update", "CustomApiSubscriptions_Delete"], { id: keyOf("subscriptionId"), param: "subscriptionId" }],
  ["SalesQuotes_Create", ["SalesQuotes_Get", "SalesQuotes_Update", "SalesQuotes_Delete"], { id: keyOf("id"), param: "salesQuoteId" }],
  ["Namespaces_Delete", ["OperationStatuses_Get"], { id: addressIn("Vendor-AsyncOperation"), param: "operationId" }],
  ["DocumentClassifiers_CopyClassifierTo", ["MiscellaneousOperations_GetDocumentClassifierCopyToOperation"], { id: addressIn("Operation-Location"), param: "operationId" }],
  ["ContainerGroups_CreateOrUpdate", ["ContainerGroups_Get"]],
] as Array<[string, string[], { id: Made; param: string }?]>) {
  for (const op of ops) MADE_FIRST[op] = { by, rename };
}

/** What arrange needs of an emulator: its state, as a snapshot it can restore. */
export interface Restorable {
  snapshot(): unknown;
  restore(snapshot: unknown): Promise<void>;
}

/**
 * After `maker` made what `operationId` names (its answer `made`), rename the made id in the emulator's state to
 * the one the examples name (`pathParams`, a quoted key unquoted). Does nothing when the operation needs no rename.
 */
export async function renameMade(emulator: Restorable, operationId: string, made: { headers: Record<string, string>; body: any; out?: string }, pathParams: Json): Promise<void> {
  const rename = MADE_FIRST[operationId]?.rename;
  if (!rename) return;
  const id = rename.id(made);
  const named = String(pathParams[rename.param]).replace(/^'(.*)'$/, "$1");
  expect(id, `the answer that made what ${operationId} names carries no id:\n${made.out ?? JSON.stringify(made)}`).toBeTruthy();
  if (id === named) return;
  await emulator.restore(JSON.parse(JSON.stringify(emulator.snapshot()).replaceAll(id!, named)));
}
