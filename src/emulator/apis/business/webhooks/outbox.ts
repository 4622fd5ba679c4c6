/**
 * The notification outbox: records entity changes as pending items per subscription, pushes them to
 * each notificationUrl after the delay window, retries, and expires subscriptions; it owns its timers.
 */
import { randomUUID } from "node:crypto";
import { whenCommitted } from "../../../store.js";
import type { EmulatorContext } from "../../../types.js";
import { type PushCapacity, processPushCapacity } from "./capacity.js";
import { Lanes } from "./lanes.js";
import { type EntityChange, iso, type NotificationItem, type Pending, nextAttemptAt, type Queue, type StoredSubscription } from "./model.js";
import type { OutboundHttp } from "./outbound-http.js";
import { reposOf } from "./repositories.js";

/**
 * A change creates one Pending record per active subscription on its collection (a line change: on the
 * header's collection), or updates the record of the same entity that is still waiting (created +
 * updated stays created; a delete wins), so one push covers several quick changes. The first change for
 * a notificationUrl creates its Queue, due ApiSubscriptionDelayTime later. When it is due, one push goes
 * to the URL with the items of all its subscriptions (or, over ApiSubscriptionMaxNumberOfNotifications
 * items, one collection item per subscription). The pushed ids are written as `inflight` first; they are
 * deleted only when the subscriber acknowledges (2xx), so nothing is dropped while it is slow or failing
 * and nothing is pushed twice; changes arriving during a push wait for the next one. 408, 429, 5xx or no
 * answer: retried at +1, +1, +1, +10, +100 and +1000 minutes, then every 1000 minutes, with whatever is
 * pending then, and a last time when 36 hours have passed since the first failed attempt; when that one
 * fails too, or on any other status, the subscriptions in the push are deleted with their pending items. All of it is in the Store,
 * so a restart resumes it (a push that was in flight during a crash is sent again: the only duplicate).
 * Every read is by key or index: a change touches the subscriptions on its resource, a push the
 * subscriptions and pending items of its URL, an expiry timer its own subscription.
 * Pushes to different URLs go out side by side, as many at once as the process's file descriptors and
 * memory allow (capacity.ts), each within its own timeout; pushes to one URL go one at a time, in order.
 * A URL whose push got no answer (timed out, refused, reset, not resolved) is in the slow lane (lanes.ts:
 * a breaker per URL) until a push to it is answered: its retries, on the same schedule, take a few slots
 * of their own, so receivers that hang cannot hold the healthy ones' slots. The clock waits for the
 * pushes (`track`): an advance settles when they have.
 */
/** A change nobody is subscribed to: nothing to wait for. */
const NOTHING: Promise<void> = Promise.resolve();

export class Outbox {
  private engine?: EmulatorContext;
  private stopped = false;
  /** The last Pending seq handed out. */
  private seq = 0;
  /** Delivery timer per notificationUrl, expiry timer per subscription id. */
  private readonly deliveryTimers = new Map<string, () => void>();
  private readonly expiryTimers = new Map<string, () => void>();
  /** The push under way per notificationUrl; the URLs whose timer fired meanwhile (delivered again after it). */
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  /** The healthy and the slow lane, and the breaker per URL. */
  private readonly lanes: Lanes;

  /** `capacity`: how many pushes at once in each lane (default: from this process's limits, read at the first push). */
  constructor(
    private readonly http: OutboundHttp,
    capacity: () => PushCapacity = processPushCapacity,
  ) {
    this.lanes = new Lanes(capacity);
  }

  /** Resume from the store: the next seq, every queue's delivery and every subscription's expiry. */
  start(c: EmulatorContext): void {
    this.engine = c;
    this.stopped = false;
    this.lanes.clear();
    const repos = reposOf(c.store);
    this.seq = repos.pending.all().reduce((max, p) => Math.max(max, p.seq), 0);
    for (const q of repos.queues.all()) this.schedule(q.url, q.dueAt);
    for (const s of repos.subscriptions.all()) this.scheduleExpiry(s.fields.subscriptionId, Date.parse(s.fields.expirationDateTime));
  }

  /** Cancel the timers; resolves when the pushes under way have ended (close the OutboundHttp to end them at once). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const cancel of [...this.deliveryTimers.values(), ...this.expiryTimers.values()]) cancel();
    this.deliveryTimers.clear();
    this.expiryTimers.clear();
    await Promise.allSettled(this.running.values());
  }

  /** An entity of `companies(<companyId>)/<set>` changed: a pending item for each subscription on that collection. */
  recordChange(c: EmulatorContext, companyId: string, set: string, id: string, changeType: EntityChange, at: number): Promise<void> {
    const subs = reposOf(c.store)
      .subscriptions.byResource(companyId, set)
      .filter((s) => Date.parse(s.fields.expirationDateTime) > at);
    return subs.length === 0 ? NOTHING : this.record(c, companyId, set, id, changeType, at, subs);
  }

  /** recordChange for the subscriptions it concerns. */
  private async record(c: EmulatorContext, companyId: string, set: string, id: string, changeType: EntityChange, at: number, subs: StoredSubscription[]): Promise<void> {
    const { pending, queues } = reposOf(c.store);
    const path = `companies(${companyId})/${set}(${id})`;
    for (const sub of subs) {
      const url = sub.fields.notificationUrl;
      const inflight = queues.get(url)?.inflight ?? [];
      const waiting = pending.bySubscriptionPath(sub.fields.subscriptionId, path).find((p) => !inflight.includes(p.id));
      if (waiting) {
        const merged: EntityChange = changeType === "deleted" ? "deleted" : waiting.changeType === "created" ? "created" : changeType;
        await pending.put({ ...waiting, changeType: merged, at });
      } else {
        const n = ++this.seq;
        await pending.put({ id: String(n).padStart(12, "0"), seq: n, subscriptionId: sub.fields.subscriptionId, path, companyId, entitySet: set, changeType, firstAt: at, at });
      }
      await this.ensureQueue(c, url, at);
    }
  }

  /** A queue for `url`, due one delay window after `at`, unless it has one. */
  async ensureQueue(c: EmulatorContext, url: string, at: number): Promise<void> {
    const { queues } = reposOf(c.store);
    if (queues.get(url)) return;
    const queue: Queue = { url, dueAt: at + c.settings.ApiSubscriptionDelayTime, attempt: 0, inflight: [] };
    await queues.put(queue);
    whenCommitted(c.store, () => this.schedule(url, queue.dueAt));
  }

  /** The subscription expires at `at` (after the commit, inside a snapshot batch). */
  expireAt(c: EmulatorContext, id: string, at: number): void {
    whenCommitted(c.store, () => this.scheduleExpiry(id, at));
  }

  /** Delete subscriptions with their pending items ("deleted by the next notification run"). */
  async dropSubscriptions(c: EmulatorContext, ids: Iterable<string>, reason: string): Promise<void> {
    const { subscriptions, pending } = reposOf(c.store);
    const orphans: Pending[] = [];
    for (const id of ids) {
      if (await subscriptions.delete(id)) c.log(`webhooks: subscription ${id} deleted: ${reason}`);
      whenCommitted(c.store, () => {
        this.expiryTimers.get(id)?.();
        this.expiryTimers.delete(id);
      });
      orphans.push(...pending.bySubscription(id));
    }
    await Promise.all(orphans.map((p) => pending.delete(p.id)));
  }

  private ctx(): EmulatorContext {
    if (!this.engine) throw new Error("the webhooks module is not started");
    return this.engine;
  }

  private schedule(url: string, at: number): void {
    if (this.stopped) return;
    this.deliveryTimers.get(url)?.();
    // a timer that fires takes its own entry out: the map holds only URLs with a push still to come
    const cancel = this.ctx().clock.at(at, () => {
      if (this.deliveryTimers.get(url) === cancel) this.deliveryTimers.delete(url);
      return this.deliver(url);
    });
    this.deliveryTimers.set(url, cancel);
  }

  private scheduleExpiry(id: string, at: number): void {
    if (this.stopped) return;
    this.expiryTimers.get(id)?.();
    const cancel = this.ctx().clock.at(at, () => {
      if (this.expiryTimers.get(id) === cancel) this.expiryTimers.delete(id);
      return this.dropExpired(this.ctx(), [id]);
    });
    this.expiryTimers.set(id, cancel);
  }

  /** Drop those of `subs` (ids or records) that have expired by now. */
  private async dropExpired(c: EmulatorContext, subs: Array<string | StoredSubscription>): Promise<void> {
    const now = c.clock.now();
    const { subscriptions } = reposOf(c.store);
    const expired = subs.map((s) => (typeof s === "string" ? subscriptions.get(s) : s)).filter((s): s is StoredSubscription => s !== undefined && Date.parse(s.fields.expirationDateTime) <= now);
    if (expired.length > 0)
      await this.dropSubscriptions(
        c,
        expired.map((s) => s.fields.subscriptionId),
        "expired",
      );
  }

  /** After an acknowledged or abandoned push: the next window for what is still pending, or no queue. */
  private async settle(c: EmulatorContext, url: string): Promise<void> {
    const { queues, pendingAt } = reposOf(c.store);
    const remaining = pendingAt(url);
    if (remaining.length === 0) {
      if (queues.get(url)) await queues.delete(url);
      this.lanes.forget(url);
      return;
    }
    const first = remaining.reduce((min, p) => Math.min(min, p.firstAt), Infinity);
    const queue: Queue = { url, dueAt: Math.max(c.clock.now(), first + c.settings.ApiSubscriptionDelayTime), attempt: 0, inflight: [] };
    await queues.put(queue);
    this.schedule(url, queue.dueAt);
  }

  /** The push body's items: one per pending item, or over the threshold one collection item per subscription. */
  private notificationItems(c: EmulatorContext, items: Pending[]): NotificationItem[] {
    const { subscriptions } = reposOf(c.store);
    const bySub = new Map<string, Pending[]>();
    for (const p of items) {
      const list = bySub.get(p.subscriptionId);
      if (list) list.push(p);
      else bySub.set(p.subscriptionId, [p]);
    }
    const subs = new Map([...bySub.keys()].map((id) => [id, subscriptions.get(id)!]));
    const base = (s: StoredSubscription) => ({
      subscriptionId: s.fields.subscriptionId,
      clientState: s.fields.clientState ?? "",
      expirationDateTime: s.fields.expirationDateTime,
    });
    if (items.length <= c.settings.ApiSubscriptionMaxNumberOfNotifications) {
      return items.map((p) => {
        const s = subs.get(p.subscriptionId)!;
        return { ...base(s), resource: `api/${s.scope}/${p.path}`, changeType: p.changeType, lastModifiedDateTime: iso(p.at) };
      });
    }
    // over the threshold: one collection item per subscription, filtered from just before its first change
    return [...bySub].map(([id, list]) => {
      const s = subs.get(id)!;
      const since = iso(list.reduce((min, p) => Math.min(min, p.firstAt), Infinity) - 1);
      return {
        ...base(s),
        resource: `api/${s.scope}/companies(${s.companyId})/${s.entitySet}?$filter=lastDateTimeModified gt ${since}`,
        changeType: "collection" as const,
        lastModifiedDateTime: iso(list.reduce((max, p) => Math.max(max, p.at), -Infinity)),
      };
    });
  }

  /** The delivery timer of `url` fired: its push goes out beside the others (the clock waits for it). */
  private deliver(url: string): void {
    if (this.stopped) return;
    if (this.running.has(url)) {
      this.again.add(url);
      return;
    }
    const work = this.lanes
      .run(url, () => this.push(url))
      .finally(() => {
        this.running.delete(url);
        if (this.again.delete(url)) this.deliver(url);
      });
    this.running.set(url, work);
    this.ctx().clock.track(work);
  }

  /** One push to `url` when its queue is due, and what its answer means. */
  private async push(url: string): Promise<void> {
    if (this.stopped) return;
    const c = this.ctx();
    const repos = reposOf(c.store);
    await this.dropExpired(c, repos.subscriptions.byUrl(url));
    const queue = repos.queues.get(url);
    if (!queue) return this.lanes.forget(url);
    if (queue.dueAt > c.clock.now()) return this.schedule(url, queue.dueAt);
    const items = repos.pendingAt(url);
    if (items.length === 0) {
      await repos.queues.delete(url);
      this.lanes.forget(url);
      return;
    }
    const value = this.notificationItems(c, items);
    await repos.queues.put({ ...queue, inflight: items.map((p) => p.id) });
    const pushId = randomUUID();
    const headers = { "content-type": "application/json; charset=utf-8", clientRequestId: pushId, "x-vendor-correlation-id": pushId };
    const { result, moved } = await this.lanes.send(url, () => this.http.post(url, JSON.stringify({ value }), headers, c.settings.pushTimeoutMs));
    if (this.stopped) return; // shutting down: the push stays in flight and is sent again after a restart
    const subsInPush = new Set(items.map((p) => p.subscriptionId));
    const status = "status" in result ? result.status : 0;
    const lane = moved === "slow" ? "; its retries go to the slow lane until it answers" : moved === "healthy" ? "; back in the healthy lane" : "";
    c.log(`webhooks: push of ${value.length} item(s) to ${url}: ${"status" in result ? result.status : result.error}${lane}`);
    if (status >= 200 && status < 300) {
      await Promise.all(items.map((p) => repos.pending.delete(p.id)));
      await this.settle(c, url);
    } else if (status === 0 || status === 408 || status === 429 || status >= 500) {
      const attempt = queue.attempt + 1;
      const now = c.clock.now();
      const firstFailedAt = queue.firstFailedAt ?? now;
      const dueAt = nextAttemptAt(attempt, firstFailedAt, now);
      if (dueAt === undefined) {
        await this.dropSubscriptions(c, subsInPush, `${url} failed ${attempt} deliveries over 36 hours`);
        await this.settle(c, url);
      } else {
        const next: Queue = { url, dueAt, attempt, firstFailedAt, inflight: [] };
        await repos.queues.put(next);
        this.schedule(url, next.dueAt);
      }
    } else {
      await this.dropSubscriptions(c, subsInPush, `${url} answered a push with ${status}`);
      await this.settle(c, url);
    }
  }
}
