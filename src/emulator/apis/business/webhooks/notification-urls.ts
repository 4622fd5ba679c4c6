/**
 * The notificationUrl rule (the contract's https, and the emulator's relaxation for plain http to a loopback
 * host under allowLoopbackHttp): one rule for a subscription's create and renewal, and for the state a
 * restore or a data directory brings in (`checkState`: subscriptions and delivery queues).
 */
import type { Settings, StoreData } from "../../../types.js";
import { COL, LOOPBACK_HTTP, type Queue, type StoredSubscription } from "./model.js";

/** What is wrong with `value` as a notificationUrl under these settings, or undefined. */
export function notificationUrlProblem(settings: Pick<Settings, "allowLoopbackHttp">, value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `notificationUrl is not a URL: ${value}`;
  }
  if (url.protocol === "https:" || (settings.allowLoopbackHttp === 1 && LOOPBACK_HTTP.test(value))) return undefined;
  const relaxed = settings.allowLoopbackHttp === 1 ? " (this emulator also accepts plain http to localhost, 127.0.0.1 or [::1])" : " (allowLoopbackHttp is 0)";
  return `notificationUrl must use https${relaxed}, got ${value}`;
}

/** The first subscription or delivery queue of `data` whose notificationUrl a create would refuse, named; undefined when none. */
export function checkWebhooksState(data: StoreData, ctx: { settings: Pick<Settings, "allowLoopbackHttp"> }): string | undefined {
  for (const [id, s] of Object.entries(data[COL.subscriptions] ?? {})) {
    const problem = notificationUrlProblem(ctx.settings, (s as StoredSubscription).fields.notificationUrl);
    if (problem) return `record "${id}" of ${COL.subscriptions}: ${problem}, which a subscription's create refuses`;
  }
  for (const [id, q] of Object.entries(data[COL.queues] ?? {})) {
    const problem = notificationUrlProblem(ctx.settings, (q as Queue).url);
    if (problem) return `record "${id}" of ${COL.queues} (deliveries queued for a notificationUrl): ${problem}, which a subscription's create refuses`;
  }
  return undefined;
}
