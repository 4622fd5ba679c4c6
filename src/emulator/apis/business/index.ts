/**
 * The business family (seed 000): one API, webhooks (v1.0 and v2.0), whose module is in ./webhooks/.
 * The emulator composes one module per family: business, management and document-lifecycle.
 */
export { createWebhooksModule as createBusinessModule } from "./webhooks/index.js";
