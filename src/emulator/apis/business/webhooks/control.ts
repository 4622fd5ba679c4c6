/**
 * The webhooks module's control routes: `/_emulator/entities/companies(<id>)/<set>[(<id>)][/<lines>[(<id>)]]`
 * (GET, POST, PATCH, DELETE: a change made in the service by someone else) and GET `/_emulator/webhooks/queues`.
 */
import type { EmulatorContext, EmuRequest } from "../../../types.js";
import { type Entities, entityView, etagHeader, requireCompany, requireEntity } from "./entities.js";
import { notAllowed, notFound } from "./errors.js";
import { ENTITY_SETS, isEntitySet, LINES } from "./model.js";
import { reposOf } from "./repositories.js";
import type { EmuResponse } from "../../../../http/front-door.js";

const ENTITY_PATH = /^\/entities\/companies\(([^)/]+)\)\/([A-Za-z]+)(?:\(([^)/]+)\))?(?:\/([A-Za-z]+)(?:\(([^)/]+)\))?)?$/;

export function createControl(entities: Entities): (req: EmuRequest, c: EmulatorContext) => Promise<EmuResponse | undefined> {
  return async (req, c) => {
    if (req.path === "/webhooks/queues" && req.method === "GET") {
      const { queues, pending } = reposOf(c.store);
      return { status: 200, body: { queues: queues.all(), pending: pending.all() } };
    }
    const m = ENTITY_PATH.exec(req.path);
    if (!m) return undefined;
    const [, companyId = "", set = "", id, lineSet, lineId] = m;
    requireCompany(c, companyId);
    if (!isEntitySet(set)) throw notFound(`'${set}' is not a webhook-enabled entity set; known: ${ENTITY_SETS.join(", ")}.`);
    if (lineSet !== undefined && LINES[set] !== lineSet) throw notFound(`'${set}' has no line set '${lineSet}'${LINES[set] ? `; it has ${LINES[set]}` : ""}.`);
    const header = id !== undefined ? requireEntity(c, companyId, set, id) : undefined;
    const targetSet = lineSet ?? set;
    const targetId = lineSet !== undefined ? lineId : id;
    let target = targetId !== undefined ? requireEntity(c, companyId, targetSet, targetId) : undefined;
    if (lineSet !== undefined && target && target.data.documentId !== header?.data.id) throw notFound(`Line '${lineId}' is not a line of ${set}(${id}).`);
    const parent = lineSet !== undefined ? header : undefined;
    switch (req.method) {
      case "GET":
        if (target) return { status: 200, headers: etagHeader(target), body: entityView(target) };
        return { status: 200, body: { value: entities.list(c, companyId, targetSet, parent).map(entityView) } };
      case "POST":
        if (target) throw notAllowed("POST creates in a collection; PATCH or DELETE an entity.");
        target = await entities.create(c, companyId, targetSet, req.body, parent);
        return { status: 201, headers: etagHeader(target), body: entityView(target) };
      case "PATCH":
        if (!target) throw notAllowed("PATCH needs an entity key.");
        target = await entities.update(c, target, targetSet, req.body, req.headers["if-match"], false, parent);
        return { status: 200, headers: etagHeader(target), body: entityView(target) };
      case "DELETE":
        if (!target) throw notAllowed("DELETE needs an entity key.");
        await entities.delete(c, target, targetSet, req.headers["if-match"], false, parent);
        return { status: 204 };
      default:
        throw notAllowed(`${req.method} is not supported here; use GET, POST, PATCH or DELETE.`);
    }
  };
}
