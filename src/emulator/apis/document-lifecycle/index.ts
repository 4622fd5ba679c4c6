/**
 * The document-lifecycle family's module (seed 002): document classifier copy and environment database movement, one part
 * per API; model management (authorizeCopy, copyTo) behind its per-caller request limit.
 */
import type { ApiModule } from "../../types.js";
import { composeParts } from "../compose.js";
import { databaseMovement } from "./database-movement.js";
import { documentClassifiers, modelManagementLimit } from "./document-classifiers.js";

export { AUTHORIZATION_LIFETIME_MS, COPY_QUEUED_MS, COPY_RUNNING_MS } from "./document-classifiers.js";
export { DATABASE_OPERATIONS_PER_DAY } from "./database-movement.js";

/** A document-lifecycle module with its own request-limit buckets. */
export function createDocumentLifecycleModule(): ApiModule {
  return { ...composeParts([documentClassifiers, databaseMovement]), around: modelManagementLimit() };
}
