/**
 * The webhooks module (seed 000 and its gap decisions) for webhooks@v1.0 and webhooks@v2.0: wires the
 * subscriptions, entities, $batch, outbox, outbound HTTP and request limits of one emulator instance.
 */
import type { ApiModule } from "../../../types.js";
import { createBatch } from "./batch.js";
import { type PushCapacity, processPushCapacity } from "./capacity.js";
import { createControl } from "./control.js";
import { Entities } from "./entities.js";
import { ODataError } from "../../../odata.js";
import { badQuery, webhooksCatalogue } from "./errors.js";
import { isLoopbackHttpFinding, WEBHOOK_APIS } from "./model.js";
import { checkWebhooksState } from "./notification-urls.js";
import { OutboundHttp } from "./outbound-http.js";
import { WEBHOOKS_PARITY } from "./parity.js";
import { Outbox } from "./outbox.js";
import { defineIndexes, RECORD_SHAPES } from "./repositories.js";
import { Subscriptions } from "./subscriptions.js";
import { Throttle } from "./throttle.js";

export {
  COMPANY_ID,
  ENTITY_SETS,
  isLoopbackHttpFinding,
  LOOPBACK_HTTP,
  MAX_RUNNING_PER_USER,
  OPERATION_TIMEOUT_MS,
  QUEUE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  RETRY_SCHEDULE_MINUTES,
  WEBHOOK_APIS,
} from "./model.js";

/**
 * A webhooks module with its own state. `throttle`: one the caller keeps (a test reads its sizes);
 * `pushCapacity`: the pushes at once per lane and the connections (default: from this process's limits, read at the first push).
 */
export function createWebhooksModule(options: { throttle?: Throttle; pushCapacity?: PushCapacity } = {}): ApiModule {
  let capacity = options.pushCapacity;
  const capacityNow = () => (capacity ??= processPushCapacity());
  const http = new OutboundHttp(() => capacityNow().sockets);
  const outbox = new Outbox(http, capacityNow);
  const throttle = options.throttle ?? new Throttle();
  const entities = new Entities(outbox);
  const subscriptions = new Subscriptions(outbox, http);
  return {
    apis: WEBHOOK_APIS,
    handlers: { ...subscriptions.handlers, ...entities.handlers, Batch_Execute: createBatch(throttle) },
    errors: () => webhooksCatalogue,
    parity: (api) => (WEBHOOK_APIS.includes(api) ? WEBHOOKS_PARITY : undefined),
    tolerates: (finding, value, c) => c.settings.allowLoopbackHttp === 1 && isLoopbackHttpFinding(finding, value),
    // a query option the OData module refuses is a 400 BadRequest_InvalidQueryOption of this API
    around: (req, c, next) =>
      throttle.around(req, c, () =>
        next().catch((err: unknown) => {
          throw err instanceof ODataError ? badQuery(err.message) : err;
        }),
      ),
    control: createControl(entities),
    collections: RECORD_SHAPES,
    checkState: checkWebhooksState,
    async start(c) {
      http.trustLoopbackCertificates = c.settings.allowLoopbackHttp === 1;
      defineIndexes(c.store);
      await entities.seed(c);
      outbox.start(c);
    },
    async stop() {
      const stopped = outbox.stop();
      http.close(); // ends the pushes under way at once
      await stopped;
    },
  };
}
