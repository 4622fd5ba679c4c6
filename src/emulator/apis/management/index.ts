/**
 * The management-plane module (seed 001): one part per API, every operation behind the request-rate
 * token buckets, and the seed data (namespaces, approval stages, the health events' anchor) put into a fresh store.
 */
import { withEvery } from "../../parity.js";
import type { ApiModule } from "../../types.js";
import { composeParts } from "../compose.js";
import { SEEDED } from "../seed-data.js";
import { approvalStages } from "./approval-stages.js";
import { ARM_PARITY, requestRateLimit } from "./arm.js";
import { containerInstance } from "./container-instance.js";
import { eventHub } from "./event-hub.js";
import { machineLearning } from "./machine-learning.js";
import { createResourceHealth } from "./resource-health.js";
import { streamAnalytics } from "./stream-analytics.js";

export { PAGE_SIZE } from "./arm.js";

/** A management module with its own request-rate buckets. (The API gateway entries, api-management@*, are components only: nothing to serve.) */
export function createManagementModule(): ApiModule {
  const parts = [containerInstance, streamAnalytics, eventHub, approvalStages, createResourceHealth(), machineLearning];
  const composed = composeParts(parts);
  return {
    ...composed,
    around: requestRateLimit(),
    parity: (api) => (composed.apis.includes(api) ? withEvery(composed.parity(api), ARM_PARITY) : undefined),
    collections: { ...composed.collections, [SEEDED]: { schema: { type: "object", required: ["anchor"], properties: { anchor: { type: "number" } } } } },
    /** Seed a fresh store once; its first start is the time the health events are anchored to. */
    async start(ctx) {
      await composed.start(ctx);
      if (ctx.store.get(SEEDED, "v1")) return;
      for (const part of parts) await part.seed?.(ctx);
      await ctx.store.put(SEEDED, "v1", { anchor: ctx.clock.now() });
    },
  };
}
