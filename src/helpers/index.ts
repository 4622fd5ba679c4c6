/**
 * Client helpers around the generated openapi-fetch clients: retries (retry.ts), long-running operations
 * (lro.ts), paging (paging.ts). Published as `vendor-api-contracts/helpers`, whose only runtime dependency
 * is openapi-fetch. The webhook receiver (webhook-receiver.ts) checks pushes with the contract validator
 * (ajv), so it ships in the tools package instead, as `vendor-api/webhook-receiver`.
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
