/**
 * Business data of the webhooks APIs: the company, the webhook-enabled entity sets and their document
 * lines; reads with the OData query options, writes (deep insert included) that notify the outbox.
 */
import { randomUUID } from "node:crypto";
import type { EmulatorContext, EmuRequest, Handler } from "../../../types.js";
import { badBody, badQuery, notFound } from "./errors.js";
import { checkIfMatch, etagOf } from "./etags.js";
import { COMPANY_ID, type Company, ENTITY_SETS, type EntityChange, HEADER_OF, iso, isPlainObject, type Json, LINES, NAV, NUMBER_PREFIX, scopeOf, type StoredEntity } from "./model.js";
import { applySelect, type ExpandNode as Expand, type PageRequest, parseExpand, parseSelect, preferenceApplied, queryPage } from "../../../odata.js";
import type { Outbox } from "./outbox.js";
import { reposOf } from "./repositories.js";

/** The entity tag of an entity. */
const tagOf = (e: StoredEntity): string => etagOf(String(e.data.id), e.rev);
/** The entity as served: its data with `@odata.etag` (`tag`: its tag, when already made). */
const viewOf = (e: StoredEntity, tag: string): Json => ({ "@odata.etag": tag, ...e.data });
export const entityView = (e: StoredEntity): Json => viewOf(e, tagOf(e));
/** The ETag header of an entity. */
export const etagHeader = (e: StoredEntity): Record<string, string> => ({ etag: tagOf(e) });

export function requireCompany(c: EmulatorContext, id: string): Company {
  const found = reposOf(c.store).entities.company(id);
  if (!found) throw notFound(`The company '${id}' does not exist.`);
  return found;
}

export function requireEntity(c: EmulatorContext, companyId: string, set: string, id: string): StoredEntity {
  const e = reposOf(c.store).entities.get(set, companyId, id);
  if (!e) throw notFound(`The ${set} entity '${id}' does not exist in company '${companyId}'.`);
  return e;
}

/** Whether a client may set field `k` of `set`: everything but keys, tags, server times and nested lines. */
const isClientField = (k: string, set: string): boolean => !k.startsWith("@odata") && k !== "id" && k !== "lastModifiedDateTime" && k !== "documentId" && k !== LINES[set] && k !== "__proto__";

/** The fields of `input` a client may set, copied into `out` in their order (a `__proto__` key is dropped, as an object spread of them dropped it). */
function copyClientFields(input: Json, set: string, out: Json): Json {
  for (const k in input) if (Object.hasOwn(input, k) && isClientField(k, set)) out[k] = input[k];
  return out;
}

/** Write promises to wait for together, each distinct one once. */
class Writes {
  private readonly all: Array<Promise<void>> = [];
  add(written: Promise<void>): void {
    if (this.all[this.all.length - 1] !== written) this.all.push(written);
  }
  done(): Promise<unknown> {
    return this.all.length === 1 ? this.all[0]! : Promise.all(this.all);
  }
}

/** The seed's `lastDateTimeModified` is the entities' `lastModifiedDateTime`. */
const FILTER = { aliases: { lastDateTimeModified: "lastModifiedDateTime" } };

/** The supported-resource list (WebhookSupportedResources_List): every webhook-enabled entity in v1.0 and v2.0. */
const supported = (): Json[] => ["v1.0", "v2.0"].flatMap((v) => ENTITY_SETS.map((e) => ({ resource: `${v}/${e}` })));

/** What the OData module needs of a request to filter and page it. */
const pageRequest = (req: EmuRequest, paging = true): PageRequest => ({ query: req.query, baseUrl: req.baseUrl, path: req.path, prefer: req.headers.prefer, paging, filter: FILTER });

/** Expand navigation properties of one row (already an entity view). */
function expandRow(c: EmulatorContext, companyId: string, set: string, row: Json, expand: Expand[]): Json {
  if (expand.length === 0) return row;
  const { entities } = reposOf(c.store);
  const out: Json = { ...row };
  for (const node of expand) {
    const shape = (targetSet: string, e: StoredEntity) =>
      applySelect(
        expandRow(c, companyId, targetSet, entityView(e), node.expand),
        node.select,
        node.expand.map((x) => x.name),
      );
    if (LINES[set] === node.name) {
      out[node.name] = entities.lines(node.name, row.id).map((l) => shape(node.name, l));
    } else if (NAV[node.name]) {
      const key = row[`${node.name}Id`];
      const target = typeof key === "string" ? entities.get(NAV[node.name]!, companyId, key) : undefined;
      out[node.name] = target ? shape(NAV[node.name]!, target) : null;
    }
  }
  return out;
}

/** Reject unknown navigation properties before reading anything. */
function checkExpand(set: string, expand: Expand[]): void {
  for (const node of expand) {
    const target = LINES[set] === node.name ? node.name : NAV[node.name];
    if (!target) {
      const known = [LINES[set], ...Object.keys(NAV)].filter(Boolean).join(", ");
      throw badQuery(`Could not find a navigation property named '${node.name}' on '${set}' in $expand (known: ${known}).`);
    }
    checkExpand(target, node.expand);
  }
}

/** $expand and $select of a read: how each row of `set` is shaped. */
function readOptions(req: EmuRequest, set: string): (c: EmulatorContext, companyId: string, row: Json) => Json {
  const expand = req.query.$expand !== undefined ? parseExpand(req.query.$expand) : [];
  checkExpand(set, expand);
  const select = req.query.$select !== undefined ? parseSelect(req.query.$select) : undefined;
  return (c, companyId, row) =>
    applySelect(
      expandRow(c, companyId, set, row, expand),
      select,
      expand.map((x) => x.name),
    );
}

const contextUrl = (req: EmuRequest, what: string) => `${req.baseUrl}/api/${scopeOf(req)}/$metadata#${what}`;
/** The company (which must exist) and set of an entity operation (the salesQuotes paths name no set). */
function target(req: EmuRequest, c: EmulatorContext): { companyId: string; set: string } {
  const companyId = req.pathParams.companyId!;
  requireCompany(c, companyId);
  return { companyId, set: req.pathParams.entitySetName ?? "salesQuotes" };
}
const entityKey = (req: EmuRequest) => req.pathParams.entityId ?? req.pathParams.salesQuoteId ?? "";

/** Entity writes and reads; every write of a header (or of a line, through its header) is a change for the outbox. */
export class Entities {
  constructor(private readonly outbox: Outbox) {}

  /** The company created at first start, with a customer and two items. */
  async seed(c: EmulatorContext): Promise<void> {
    const { entities } = reposOf(c.store);
    if (entities.companies().length > 0) return;
    const now = iso(c.clock.now());
    await entities.putCompany({
      id: COMPANY_ID,
      systemVersion: "26.0.0.0",
      name: "STAND-IN TRADING",
      displayName: "Stand-in Trading Ltd.",
      businessProfileId: "",
      systemCreatedAt: now,
      systemModifiedAt: now,
    });
    const put = (set: string, data: Json) => entities.put(set, { companyId: COMPANY_ID, rev: 1, data: { ...data, lastModifiedDateTime: now } });
    await put("customers", { id: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", number: "C00010", displayName: "Stand-in Outfitters Ltd.", email: "orders@outfitters.example", currencyCode: "EUR" });
    await put("items", { id: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e", number: "1896-S", displayName: "Stand-in Desk, oak", unitPrice: 649 });
    await put("items", { id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f", number: "1900-S", displayName: "Stand-in Chair, oak", unitPrice: 192.8 });
  }

  /** A new entity of `set` (a line of `parent` when given), with the lines of a deep insert. */
  async create(c: EmulatorContext, companyId: string, set: string, input: unknown, parent?: StoredEntity): Promise<StoredEntity> {
    return (await this.insert(c, companyId, set, input, parent)).entity;
  }

  /** `create`, and the lines it made, in their order. */
  private async insert(c: EmulatorContext, companyId: string, set: string, input: unknown, parent?: StoredEntity): Promise<{ entity: StoredEntity; lines: StoredEntity[] }> {
    if (!isPlainObject(input)) throw badBody(`The body of a new ${set} entity must be a JSON object.`);
    const { entities } = reposOf(c.store);
    const now = c.clock.now();
    const at = iso(now);
    const id = randomUUID();
    const prefix = parent ? undefined : NUMBER_PREFIX[set];
    const made: StoredEntity[] = [];
    // every write is visible at once: they are made in order and waited for together (a store that
    // answers writes with one settled promise, as the memory store does, is waited for once)
    const writes = new Writes();
    let entity: StoredEntity;
    try {
      let number: string | undefined;
      if (prefix) {
        const next = entities.nextNumber(set, prefix);
        number = next.number;
        writes.add(next.written);
      }
      // built field by field in the order an object spread gave them: id, number, the client's fields, documentId, lastModifiedDateTime
      const data: Json = { id };
      if (number) data.number = number;
      copyClientFields(input, set, data);
      if (parent) data.documentId = parent.data.id;
      data.lastModifiedDateTime = at;
      const lineSet = LINES[set];
      const lines = lineSet ? input[lineSet] : undefined;
      if (lines !== undefined && (!Array.isArray(lines) || !lines.every(isPlainObject))) throw badBody(`${lineSet} must be an array of objects (/request/body/${lineSet}).`);
      entity = { companyId: parent?.companyId ?? companyId, rev: 1, data };
      writes.add(entities.put(set, entity));
      if (lineSet && Array.isArray(lines)) {
        for (let n = 0; n < lines.length; n++) {
          const lineData: Json = { id: randomUUID(), documentId: id, sequence: (n + 1) * 10000 };
          copyClientFields(lines[n] as Json, lineSet, lineData);
          lineData.lastModifiedDateTime = at;
          const line: StoredEntity = { companyId, rev: 1, data: lineData };
          made.push(line);
          writes.add(entities.put(lineSet, line));
        }
      }
    } finally {
      // a refused body still waits for the number it took, as before
      await writes.done();
    }
    await this.changed(c, set, entity, "created", now, parent);
    return { entity, lines: made };
  }

  async update(c: EmulatorContext, e: StoredEntity, set: string, input: unknown, ifMatch: string | undefined, required: boolean, parent?: StoredEntity): Promise<StoredEntity> {
    if (!isPlainObject(input)) throw badBody(`The body of a ${set} update must be a JSON object.`);
    checkIfMatch(ifMatch, () => tagOf(e), required);
    const now = c.clock.now();
    const data = copyClientFields(input, set, { ...e.data });
    data.lastModifiedDateTime = iso(now);
    const updated: StoredEntity = { ...e, rev: e.rev + 1, data };
    await reposOf(c.store).entities.put(set, updated);
    await this.changed(c, set, updated, "updated", now, parent);
    return updated;
  }

  async delete(c: EmulatorContext, e: StoredEntity, set: string, ifMatch: string | undefined, required: boolean, parent?: StoredEntity): Promise<void> {
    checkIfMatch(ifMatch, () => tagOf(e), required);
    const { entities } = reposOf(c.store);
    const now = c.clock.now();
    await entities.delete(set, String(e.data.id));
    const lineSet = LINES[set];
    if (lineSet) await Promise.all(entities.lines(lineSet, e.data.id).map((l) => entities.delete(lineSet, String(l.data.id))));
    await this.changed(c, set, e, "deleted", now, parent);
  }

  /** The entities of a set in a company (the lines of `parent` when given). */
  list(c: EmulatorContext, companyId: string, set: string, parent?: StoredEntity): StoredEntity[] {
    const { entities } = reposOf(c.store);
    return parent ? entities.lines(set, parent.data.id).filter((e) => e.companyId.toLowerCase() === companyId.toLowerCase()) : entities.byCompany(set, companyId);
  }

  /** `e` of `set` changed; when it is a line of `parent`, the header is modified too and its subscriptions are notified ("updated"). */
  private changed(c: EmulatorContext, set: string, e: StoredEntity, changeType: EntityChange, now: number, parent?: StoredEntity): Promise<void> {
    return parent ? this.lineChanged(c, set, now, parent) : this.outbox.recordChange(c, e.companyId, set, String(e.data.id), changeType, now);
  }

  /** A line of `parent` (of `set`) changed: the header is modified too, and its subscriptions notified. */
  private async lineChanged(c: EmulatorContext, set: string, now: number, parent: StoredEntity): Promise<void> {
    const { entities } = reposOf(c.store);
    const headerSet = HEADER_OF[set]!;
    const current = entities.get(headerSet, parent.companyId, String(parent.data.id)) ?? parent;
    await entities.put(headerSet, { ...current, rev: current.rev + 1, data: { ...current.data, lastModifiedDateTime: iso(now) } });
    await this.outbox.recordChange(c, parent.companyId, headerSet, String(parent.data.id), "updated", now);
  }

  // --- handlers ------------------------------------------------------------------------------------

  /** Entities_List, SalesQuotes_List: $filter, $expand, $select, $top/$skip and server-driven paging. */
  private readonly listEntities: Handler = (req, c) => {
    const { companyId, set } = target(req, c);
    const shape = readOptions(req, set);
    const page = queryPage(this.list(c, companyId, set).map(entityView), pageRequest(req));
    const applied = preferenceApplied(req.headers.prefer);
    return {
      status: 200,
      ...(applied ? { headers: { "preference-applied": applied } } : {}),
      body: {
        "@odata.context": contextUrl(req, `companies(${companyId})/${set}`),
        value: page.value.map((row) => shape(c, companyId, row)),
        ...(page.nextLink ? { "@odata.nextLink": page.nextLink } : {}),
      },
    };
  };

  /** Entities_Get, SalesQuotes_Get. */
  private readonly readEntity: Handler = (req, c) => {
    const { companyId, set } = target(req, c);
    const shape = readOptions(req, set);
    const e = requireEntity(c, companyId, set, entityKey(req));
    const tag = tagOf(e);
    return { status: 200, headers: { etag: tag }, body: { "@odata.context": contextUrl(req, `companies(${companyId})/${set}/$entity`), ...shape(c, companyId, viewOf(e, tag)) } };
  };

  /** Entities_Create, SalesQuotes_Create (deep insert): the answer carries the lines. */
  private readonly createEntity: Handler = async (req, c) => {
    const { companyId, set } = target(req, c);
    const { entity: e, lines } = await this.insert(c, companyId, set, req.body);
    const tag = tagOf(e);
    const body: Json = { "@odata.context": contextUrl(req, `companies(${companyId})/${set}/$entity`), ...viewOf(e, tag) };
    // the lines just made are the document's lines, in the order they were written (as $expand reads them)
    const lineSet = LINES[set];
    if (lineSet) body[lineSet] = lines.map(entityView);
    return { status: 201, headers: { etag: tag }, body };
  };

  /** Entities_Update / Entities_Delete / SalesQuotes_Update / SalesQuotes_Delete (If-Match required). */
  private readonly writeEntity: Handler = async (req, c) => {
    const { companyId, set } = target(req, c);
    const e = requireEntity(c, companyId, set, entityKey(req));
    if (req.method === "DELETE") {
      await this.delete(c, e, set, req.headers["if-match"], true);
      return { status: 204 };
    }
    const updated = await this.update(c, e, set, req.body, req.headers["if-match"], true);
    const tag = tagOf(updated);
    return { status: 200, headers: { etag: tag }, body: viewOf(updated, tag) };
  };

  private readonly listCompanies: Handler = (req, c) => {
    const select = req.query.$select !== undefined ? parseSelect(req.query.$select) : undefined;
    const page = queryPage(reposOf(c.store).entities.companies() as unknown as Json[], pageRequest(req, false));
    // id and name are required by the contract's Company: $select keeps them
    return { status: 200, body: { "@odata.context": contextUrl(req, "companies"), value: page.value.map((r) => applySelect(r, select, ["id", "name"])) } };
  };

  private readonly listSupportedResources: Handler = (req, c) => {
    requireCompany(c, req.pathParams.companyId!);
    return { status: 200, body: { value: queryPage(supported(), pageRequest(req, false)).value } };
  };

  /** The handlers by operationId (entity writes follow the public service; seed 000 shows none). */
  readonly handlers: Record<string, Handler> = {
    WebhookSupportedResources_List: this.listSupportedResources,
    Companies_List: this.listCompanies,
    Entities_List: this.listEntities,
    Entities_Get: this.readEntity,
    Entities_Create: this.createEntity,
    Entities_Update: this.writeEntity,
    Entities_Delete: this.writeEntity,
    SalesQuotes_List: this.listEntities,
    SalesQuotes_Get: this.readEntity,
    SalesQuotes_Create: this.createEntity,
    SalesQuotes_Update: this.writeEntity,
    SalesQuotes_Delete: this.writeEntity,
  };
}
