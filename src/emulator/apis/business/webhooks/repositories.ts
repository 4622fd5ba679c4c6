/**
 * Typed repositories over one store view (the store, or a $batch transaction that reads its own
 * writes), with the secondary indexes the handlers ask their questions through, and the shape of the
 * records of each collection (checked before a snapshot or a data directory is taken in).
 */
import type { RecordShapes, Store } from "../../../types.js";
import { COL, type Company, ENTITY_SETS, HEADER_OF, LINES, type Pending, type Queue, type StoredEntity, type StoredSubscription } from "./model.js";

const str = { type: "string" };
const num = { type: "number" };
const int = { type: "integer", minimum: 0 };
const obj = (required: string[], properties: Record<string, object> = {}) => ({ type: "object", required, properties });
/** An entity of any set (a line carries the id of its document). */
const ENTITY = obj(["companyId", "rev", "data"], { companyId: str, rev: int, data: obj(["id"], { id: str, documentId: str }) });

/** The module's collections: what its code reads of each record, and the id each record is stored under. */
export const RECORD_SHAPES: RecordShapes = {
  [COL.companies]: { schema: obj(["id"], { id: str }), idOf: (c: Company) => c.id.toLowerCase() },
  [COL.subscriptions]: {
    schema: obj(["fields", "rev", "scope", "companyId", "entitySet"], {
      fields: obj(["subscriptionId", "notificationUrl", "resource", "expirationDateTime"], {
        subscriptionId: str,
        notificationUrl: str,
        resource: str,
        expirationDateTime: { type: "string", format: "date-time" },
        clientState: str,
      }),
      rev: int,
      scope: str,
      companyId: str,
      entitySet: str,
    }),
    idOf: (s: StoredSubscription) => s.fields.subscriptionId,
  },
  [COL.pending]: {
    schema: obj(["id", "seq", "subscriptionId", "path", "companyId", "entitySet", "changeType", "firstAt", "at"], {
      id: str,
      seq: int,
      subscriptionId: str,
      path: str,
      companyId: str,
      entitySet: str,
      changeType: { enum: ["created", "updated", "deleted"] },
      firstAt: num,
      at: num,
    }),
    idOf: (p: Pending) => p.id,
  },
  [COL.queues]: {
    schema: obj(["url", "dueAt", "attempt", "inflight"], { url: str, dueAt: num, attempt: int, firstFailedAt: num, inflight: { type: "array", items: str } }),
    idOf: (q: Queue) => q.url,
  },
  [COL.counters]: { schema: obj(["n"], { n: int }) },
  ...Object.fromEntries([...ENTITY_SETS, ...Object.values(LINES)].map((set) => [COL.entities(set), { schema: ENTITY, idOf: (e: StoredEntity) => String(e.data.id) }])),
};

/** Index names; each repository below says what its indexes map. */
const BY_RESOURCE = "byResource";
const BY_URL = "byNotificationUrl";
const BY_SCOPE = "byScope";
const BY_SUBSCRIPTION = "bySubscription";
const BY_SUBSCRIPTION_PATH = "bySubscriptionPath";
const BY_COMPANY = "byCompany";
const BY_DOCUMENT = "byDocument";

const resourceKey = (companyId: string, entitySet: string) => `${companyId.toLowerCase()} ${entitySet}`;
const subscriptionPathKey = (subscriptionId: string, path: string) => `${subscriptionId} ${path}`;

/** Declare the module's indexes on the (root) store; once at start, before anything reads. */
export function defineIndexes(store: Store): void {
  store.defineIndex<StoredSubscription>(COL.subscriptions, BY_RESOURCE, (s) => resourceKey(s.companyId, s.entitySet));
  store.defineIndex<StoredSubscription>(COL.subscriptions, BY_URL, (s) => s.fields.notificationUrl);
  store.defineIndex<StoredSubscription>(COL.subscriptions, BY_SCOPE, (s) => s.scope);
  store.defineIndex<Pending>(COL.pending, BY_SUBSCRIPTION, (p) => p.subscriptionId);
  store.defineIndex<Pending>(COL.pending, BY_SUBSCRIPTION_PATH, (p) => subscriptionPathKey(p.subscriptionId, p.path));
  // lines are read by document: a company index of them would cost every line written and serve only a control read
  for (const set of ENTITY_SETS) store.defineIndex<StoredEntity>(COL.entities(set), BY_COMPANY, (e) => e.companyId.toLowerCase());
  for (const set of Object.values(LINES)) store.defineIndex<StoredEntity>(COL.entities(set), BY_DOCUMENT, (e) => (typeof e.data.documentId === "string" ? e.data.documentId : undefined));
}

/** One collection of records, each stored under the id `idOf` gives it. */
class Collection<T> {
  constructor(
    protected readonly store: Store,
    private readonly name: string,
    private readonly idOf: (value: T) => string,
  ) {}
  get(id: string): T | undefined {
    return this.store.get<T>(this.name, id);
  }
  all(): T[] {
    return this.store.list<T>(this.name);
  }
  put(value: T): Promise<void> {
    return this.store.put(this.name, this.idOf(value), value);
  }
  delete(id: string): Promise<boolean> {
    return this.store.delete(this.name, id);
  }
  protected find(index: string, key: string): T[] {
    return this.store.find<T>(this.name, index, key);
  }
}

/** Subscriptions by id; indexes: by resource (company + entity set), by notificationUrl, by scope. */
export class SubscriptionRepo extends Collection<StoredSubscription> {
  constructor(store: Store) {
    super(store, COL.subscriptions, (s) => s.fields.subscriptionId);
  }
  /** The subscriptions on `companies(<companyId>)/<entitySet>`, whatever their scope. */
  byResource(companyId: string, entitySet: string): StoredSubscription[] {
    return this.find(BY_RESOURCE, resourceKey(companyId, entitySet));
  }
  byUrl(notificationUrl: string): StoredSubscription[] {
    return this.find(BY_URL, notificationUrl);
  }
  byScope(scope: string): StoredSubscription[] {
    return this.find(BY_SCOPE, scope);
  }
}

/** Changes waiting for delivery, by id; indexes: by subscription, by subscription and entity path. */
export class PendingRepo extends Collection<Pending> {
  constructor(store: Store) {
    super(store, COL.pending, (p) => p.id);
  }
  /** A subscription's pending items (in the order they were first written). */
  bySubscription(subscriptionId: string): Pending[] {
    return this.find(BY_SUBSCRIPTION, subscriptionId);
  }
  /** The items of one subscription for one entity: at most the one in flight and the one waiting. */
  bySubscriptionPath(subscriptionId: string, path: string): Pending[] {
    return this.find(BY_SUBSCRIPTION_PATH, subscriptionPathKey(subscriptionId, path));
  }
}

/** Delivery state by notificationUrl. */
export class QueueRepo extends Collection<Queue> {
  constructor(store: Store) {
    super(store, COL.queues, (q) => q.url);
  }
}

/** Companies by id (lower case), entities by set and id; indexes: by company per webhook-enabled set, lines by document. */
export class EntityRepo {
  constructor(private readonly store: Store) {}
  company(id: string): Company | undefined {
    return this.store.get<Company>(COL.companies, id.toLowerCase());
  }
  companies(): Company[] {
    return this.store.list<Company>(COL.companies);
  }
  putCompany(company: Company): Promise<void> {
    return this.store.put(COL.companies, company.id.toLowerCase(), company);
  }
  /** The entity `id` of `set`, when it belongs to the company. */
  get(set: string, companyId: string, id: string): StoredEntity | undefined {
    const e = this.store.get<StoredEntity>(COL.entities(set), id.toLowerCase());
    return e && e.companyId.toLowerCase() === companyId.toLowerCase() ? e : undefined;
  }
  /** The entities of `set` in a company, in the order they were first written (lines, which have no company index: by a scan, in the same order). */
  byCompany(set: string, companyId: string): StoredEntity[] {
    const key = companyId.toLowerCase();
    if (HEADER_OF[set] !== undefined) return this.store.list<StoredEntity>(COL.entities(set)).filter((e) => e.companyId.toLowerCase() === key);
    return this.store.find<StoredEntity>(COL.entities(set), BY_COMPANY, key);
  }
  /** The lines (of `lineSet`) of one document. */
  lines(lineSet: string, documentId: unknown): StoredEntity[] {
    return typeof documentId === "string" ? this.store.find<StoredEntity>(COL.entities(lineSet), BY_DOCUMENT, documentId) : [];
  }
  put(set: string, e: StoredEntity): Promise<void> {
    return this.store.put(COL.entities(set), String(e.data.id), e);
  }
  delete(set: string, id: string): Promise<boolean> {
    return this.store.delete(COL.entities(set), id);
  }
  /** The next document number of a set (`C1001`, `S-QUO1001`, ...), counted in the store (seen at once), and the counter's write to wait for. */
  nextNumber(set: string, prefix: string): { number: string; written: Promise<void> } {
    const n = (this.store.get<{ n: number }>(COL.counters, set)?.n ?? 1000) + 1;
    return { number: `${prefix}${n}`, written: this.store.put(COL.counters, set, { n }) };
  }
}

export interface Repos {
  subscriptions: SubscriptionRepo;
  pending: PendingRepo;
  queues: QueueRepo;
  entities: EntityRepo;
  /** The pending items of every subscription that delivers to `url`, in seq order. */
  pendingAt(url: string): Pending[];
}

/** The repositories over a store view (the store, or a transaction: they read through it), made per call: a few small objects. */
export function reposOf(store: Store): Repos {
  const subscriptions = new SubscriptionRepo(store);
  const pending = new PendingRepo(store);
  return {
    subscriptions,
    pending,
    queues: new QueueRepo(store),
    entities: new EntityRepo(store),
    pendingAt: (url) => {
      const items = subscriptions.byUrl(url).flatMap((s) => pending.bySubscription(s.fields.subscriptionId));
      return items.sort((a, b) => a.seq - b.seq);
    },
  };
}
