/**
 * Client helpers around the generated openapi-fetch clients: retries (retry.ts), long-running operations
 * (lro.ts), paging (paging.ts) and the webhook receiver of seed 000 (webhook-receiver.ts).
 * Published as `<package>/helpers`.
 */
export {
  backoffFor,
  IDEMPOTENT_METHODS,
  parseRetryAfter,
  RETRYABLE_STATUSES,
  retryMiddleware,
  scheduleDelays,
  withRetry,
  type BackoffSchedule,
  type Jitter,
  type RetryEvent,
  type RetryOptions,
} from "./retry.js";
export {
  operationState,
  pollOperation,
  STATUS_HEADERS,
  statusAddress,
  type OperationOutcome,
  type OperationOutcomeOf,
  type OperationState,
  type PollOptions,
  type StartedCall,
} from "./lro.js";
export {
  paginate,
  PagingError,
  type ErrorOf,
  type GetPath,
  type InitOf,
  type ItemOf,
  type PageOf,
  type PageResult,
  type Paginated,
  type PagingErrorOf,
  type PagingOptions,
} from "./paging.js";
export {
  createWebhookReceiver,
  readBody,
  sameSecret,
  WebhookReceiverError,
  type NotificationItemLike,
  type NotificationOf,
  type NotificationPayloadOf,
  type PushInfo,
  type WebhookReceiver,
  type WebhookReceiverOptions,
  type WebhookRequest,
  type WebhookResult,
} from "./webhook-receiver.js";
export { Contract, type Finding } from "../contract/validator.js";
