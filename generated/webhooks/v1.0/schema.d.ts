export type $Read<T> = {
    readonly $read: T;
};
export type $Write<T> = {
    readonly $write: T;
};
export type Readable<T> = T extends $Write<any> ? never : T extends $Read<infer U> ? Readable<U> : T extends (infer E)[] ? Readable<E>[] : T extends object ? {
    [K in keyof T as NonNullable<T[K]> extends $Write<any> ? never : K]: Readable<T[K]>;
} : T;
export type Writable<T> = T extends $Read<any> ? never : T extends $Write<infer U> ? Writable<U> : T extends (infer E)[] ? Writable<E>[] : T extends object ? {
    [K in keyof T as NonNullable<T[K]> extends $Read<any> ? never : K]: Writable<T[K]>;
} & {
    [K in keyof T as NonNullable<T[K]> extends $Read<any> ? K : never]?: never;
} : T;
export interface paths {
    "/api/v1.0/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List subscriptions
         * @description Lists the subscriptions of API v1.0: 200 with `{ "value": [subscription, ...] }`. Not documented by the service; this contract assumes this operation.
         */
        get: operations["Subscriptions_List"];
        put?: never;
        /**
         * Create a subscription
         * @description Registers a webhook subscription on an entity collection of API v1.0.
         *
         *     - POST {base_url}/api/v1.0/subscriptions
         *     - Headers: Authorization (Bearer <ACCESS_TOKEN>, required), Content-Type application/json.
         *     - Body: subscription object; fields notificationUrl, resource (required) and clientState
         *       (optional). The resource is shaped /api/v1.0/companies(<company_id>)/<entity> and must be
         *       listed by the webhook-supported resources operation.
         *     - Success: 201 Created, body is the subscription object.
         *     - The subscription is created only if the handshake succeeds. Before creating it, the service
         *       sends the validation request to notificationUrl (webhook `subscriptionValidation`: POST
         *       {notificationUrl}?validationToken=<token>, empty body) and waits up to 5 seconds for 200 with
         *       the token in the body.
         *
         *     When the subscriber answers 200 with the validation token in the body, the subscription is
         *     Active: notifications start flowing, and expirationDateTime is set (default 3 days). When the
         *     subscriber does not return the token, the subscription is not created, and the answer is 400
         *     with code `BadRequest_NotificationUrlValidationFailed`.
         *
         *     Lifetime 3 days unless renewed (on-premises ApiSubscriptionExpiration). Maximum subscriptions:
         *     200 per environment online; on-premises ApiSubscriptionMaxNumberOfSubscriptions, default 1000.
         *
         *     Not documented by the service; this contract assumes the handshake request (POST, empty body,
         *     5-second timeout), 400 with code `BadRequest_NotificationUrlValidationFailed` for a failed
         *     handshake, and the maximum subscriptions.
         */
        post: operations["Subscriptions_Create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/subscriptions({subscriptionId})": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Key of the subscription in `subscriptions(<subscription_id>)`, quoted (`'5b8c2f7e1d4a49c6b3e09f8a7d6c5e41'`) or bare (`5b8c2f7e1d4a49c6b3e09f8a7d6c5e41`). The key itself has 1 to 150 characters and contains no quote, slash or parenthesis. Not documented by the service; this contract assumes both forms are accepted, and keys of at most 150 characters. */
                subscriptionId: components["parameters"]["SubscriptionId"];
            };
            cookie?: never;
        };
        /**
         * Read one subscription
         * @description Reads one subscription. The key may be quoted (`subscriptions('<id>')`) or bare (`subscriptions(<id>)`). The answer carries the entity tag in `@odata.etag` and the `ETag` header. Not documented by the service; this contract assumes this operation.
         */
        get: operations["Subscriptions_Get"];
        put?: never;
        post?: never;
        /**
         * Delete a subscription
         * @description Removes the subscription: DELETE {base_url}/api/v1.0/subscriptions(<subscription_id>) with `If-Match`, as on PATCH. The answer is 204 No Content, no body; a tag that differs answers 409 with code `Request_EntityChanged`, a missing or unparseable tag 400 with code `BadRequest_InvalidToken`. Not documented by the service; this contract assumes these answers, and that If-Match is required.
         */
        delete: operations["Subscriptions_Delete"];
        options?: never;
        head?: never;
        /**
         * Renew a subscription
         * @description Renews a subscription: a successful handshake extends its expiration.
         *
         *     - PATCH {base_url}/api/v1.0/subscriptions(<subscription_id>)
         *     - Headers: Authorization (Bearer <ACCESS_TOKEN>, required), If-Match (required; when the given
         *       entity tag differs from the current tag, the subscription is not updated), Content-Type
         *       application/json.
         *     - Body: notificationUrl, resource, clientState (optional).
         *     - Success: 200 OK, body is the subscription object.
         *     - Performs a handshake like POST (webhook `subscriptionValidation`).
         *
         *     When the handshake succeeds, expiration is extended: 3 days from the renewal. When the handshake
         *     fails, the subscription is not renewed and keeps its old expiry.
         *
         *     Not documented by the service; this contract assumes 400 with code
         *     `BadRequest_NotificationUrlValidationFailed` for a failed handshake, 409 with code
         *     `Request_EntityChanged` for an If-Match mismatch, and 400 with code `BadRequest_InvalidToken` for
         *     a missing or unparseable tag.
         */
        patch: operations["Subscriptions_Update"];
        trace?: never;
    };
    "/api/{apiPublisher}/{apiGroup}/{apiVersion}/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description <APIPublisher> of a custom API published by an extension. Custom APIs use api/<APIPublisher>/<APIGroup>/<APIVersion>, and the subscription's resource must carry the same three elements. */
                apiPublisher: components["parameters"]["ApiPublisher"];
                /** @description <APIGroup> of a custom API published by an extension. */
                apiGroup: components["parameters"]["ApiGroup"];
                /** @description <APIVersion> of a custom API published by an extension. */
                apiVersion: components["parameters"]["ApiVersion"];
            };
            cookie?: never;
        };
        /**
         * List the subscriptions of a custom API
         * @description Lists the subscriptions made through this custom API: 200 with `{ "value": [subscription, ...] }`. Not documented by the service; this contract assumes this operation.
         */
        get: operations["CustomApiSubscriptions_List"];
        put?: never;
        /**
         * Create a subscription through a custom API
         * @description Registers a webhook subscription through a custom API, as on a standard API. The resource must
         *     carry the same three elements (APIPublisher, APIGroup, APIVersion) as the path.
         *
         *     - Headers: Authorization (Bearer <ACCESS_TOKEN>, required), Content-Type application/json.
         *     - Body: subscription object; fields notificationUrl, resource (required) and clientState (optional).
         *     - Success: 201 Created, body is the subscription object.
         *     - The subscription is created only if the handshake succeeds: the service first sends the
         *       validation request to notificationUrl (webhook `subscriptionValidation`). When the subscriber
         *       does not return the token, the subscription is not created and the answer is 400 with code
         *       `BadRequest_NotificationUrlValidationFailed`.
         *     - Lifetime 3 days unless renewed. At most 200 subscriptions per environment online; on-premises
         *       set by ApiSubscriptionMaxNumberOfSubscriptions, default 1000.
         *
         *     Not documented by the service; this contract assumes 400 with code
         *     `BadRequest_NotificationUrlValidationFailed` for a failed handshake, and the maximum subscriptions
         *     (200 online, 1000 on-premises by default).
         */
        post: operations["CustomApiSubscriptions_Create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{apiPublisher}/{apiGroup}/{apiVersion}/subscriptions({subscriptionId})": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description <APIPublisher> of a custom API published by an extension. Custom APIs use api/<APIPublisher>/<APIGroup>/<APIVersion>, and the subscription's resource must carry the same three elements. */
                apiPublisher: components["parameters"]["ApiPublisher"];
                /** @description <APIGroup> of a custom API published by an extension. */
                apiGroup: components["parameters"]["ApiGroup"];
                /** @description <APIVersion> of a custom API published by an extension. */
                apiVersion: components["parameters"]["ApiVersion"];
                /** @description Key of the subscription in `subscriptions(<subscription_id>)`, quoted (`'5b8c2f7e1d4a49c6b3e09f8a7d6c5e41'`) or bare (`5b8c2f7e1d4a49c6b3e09f8a7d6c5e41`). The key itself has 1 to 150 characters and contains no quote, slash or parenthesis. Not documented by the service; this contract assumes both forms are accepted, and keys of at most 150 characters. */
                subscriptionId: components["parameters"]["SubscriptionId"];
            };
            cookie?: never;
        };
        /**
         * Read one subscription of a custom API
         * @description Reads one subscription made through this custom API. The answer carries the entity tag in `@odata.etag` and the `ETag` header. Not documented by the service; this contract assumes this operation.
         */
        get: operations["CustomApiSubscriptions_Get"];
        put?: never;
        post?: never;
        /**
         * Delete a subscription of a custom API
         * @description Removes the subscription. Send `If-Match`, as on PATCH. The answer is 204 No Content, no body; a tag that differs answers 409 with code `Request_EntityChanged`, a missing or unparseable tag 400 with code `BadRequest_InvalidToken`. Not documented by the service; this contract assumes these answers, and that If-Match is required.
         */
        delete: operations["CustomApiSubscriptions_Delete"];
        options?: never;
        head?: never;
        /**
         * Renew a subscription of a custom API
         * @description Renews a subscription made through this custom API, as on a standard API.
         *
         *     - Headers: Authorization (Bearer <ACCESS_TOKEN>, required), If-Match (required; when the given
         *       entity tag differs from the current tag, the subscription is not updated), Content-Type
         *       application/json.
         *     - Body: notificationUrl, resource, clientState (optional).
         *     - Success: 200 OK, body is the subscription object; expiration is extended.
         *     - Performs a handshake like POST. When the handshake fails, the subscription is not renewed and
         *       keeps its old expiry; the answer is 400 with code `BadRequest_NotificationUrlValidationFailed`.
         *     - If-Match mismatch: 409 with code `Request_EntityChanged`; missing or unparseable tag: 400 with
         *       code `BadRequest_InvalidToken`.
         *
         *     Not documented by the service; this contract assumes these status codes and error codes.
         */
        patch: operations["CustomApiSubscriptions_Update"];
        trace?: never;
    };
    "/api/vendor/runtime/beta/companies({companyId})/webhookSupportedResources": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (GUID) of the company, the <company_id> of `companies(<company_id>)`, unquoted. Find it with List companies (`GET /api/<version>/companies`). */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * List webhook-supported entities
         * @description GET {base_url}/api/vendor/runtime/beta/companies(<company_id>)/webhookSupportedResources?$filter=resource eq 'v1.0*'
         *
         *     The $filter limits the list to one API version and may be removed or changed. Response: the
         *     supported-resource list, an object with field value, an array of objects with one field, resource
         *     (string, shaped <version>/<entity>).
         *
         *     Entities that support webhooks (same list in v1.0 and v2.0): accounts, companyInformation,
         *     countriesRegions, currencies, customerPaymentJournals, customers, dimensions, employees,
         *     generalLedgerEntries, itemCategories, items, journals, paymentMethods, paymentTerms,
         *     purchaseInvoices, salesCreditMemos, salesInvoices, salesOrders, salesQuotes, shipmentMethods,
         *     unitsOfMeasure, vendors (schema WebhookEntityName). Custom API pages are also webhook-enabled and
         *     are listed in the supported-resource list when the service is able to send notifications for the
         *     entity.
         *
         *     Webhooks are unsupported for an API when any of these holds: the source table of the API page is
         *     a temporary table; the API page has a composite primary key (several key fields, or no key fields
         *     declared); the source table is a system table (table number above 2000000000); the API is
         *     declared as a query and not as a page; the source table is the job queue entry table (table
         *     number 472).
         */
        get: operations["WebhookSupportedResources_List"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List companies
         * @description Lists the companies of the environment, so that you find the company id used in companies(<company_id>) paths and resource values. Not documented by the service; this contract assumes this operation, with a minimal company shape.
         */
        get: operations["Companies_List"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/companies({companyId})/{entitySetName}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (GUID) of the company, the <company_id> of `companies(<company_id>)`, unquoted. Find it with List companies (`GET /api/<version>/companies`). */
                companyId: components["parameters"]["CompanyId"];
                /** @description Entity set of a standard API: a webhook-enabled entity other than salesQuotes (salesQuotes has its own path). */
                entitySetName: components["parameters"]["EntitySetName"];
            };
            cookie?: never;
        };
        /**
         * Read an entity collection
         * @description Reads an entity collection of API v1.0 with the query shapes that reduce call volume:
         *
         *     | Purpose | Shape |
         *     |---|---|
         *     | Filter | GET /companies(<company_id>)/<entity>?$filter=<field> gt <timestamp> |
         *     | Expand (multi-level, combinable with filter) | GET /companies(<company_id>)/<entity>?$filter=...&$expand=<nav>,<nav>($expand=<nav>(...)) |
         *     | Paging | A result with several pages is read page by page with continuation tokens. |
         *
         *     `@odata.nextLink` is the full URL of the next page, carrying the continuation token; at most
         *     20,000 entities per page; `Prefer: odata.maxpagesize=N` lowers it. After a collection
         *     notification, read this operation with the notified $filter.
         *
         *     salesQuotes has its own path (deep insert) and is not addressed here.
         *
         *     Not documented by the service; this contract assumes OData server-driven paging with
         *     `@odata.nextLink`, and at most 20,000 entities per page.
         */
        get: operations["Entities_List"];
        put?: never;
        /**
         * Create an entity
         * @description Creates an entity in a webhook-enabled entity set of API v1.0:
         *     `POST /api/v1.0/companies(<company_id>)/<entity>`, the entity's fields as a JSON object in the body.
         *     The answer is 201 with the whole entity: `id`, `lastModifiedDateTime` and `@odata.etag` are set by
         *     the service (the tag also in the `ETag` header; send it back in `If-Match` to update or delete).
         *
         *     Server-set fields sent in the body are ignored. The document entities (salesOrders,
         *     salesInvoices, salesCreditMemos, purchaseInvoices) accept their lines in the same body (deep
         *     insert, as salesQuotes does) and return them. salesQuotes has its own path.
         *
         *     Notifications: a change notifies the subscriptions on the entity's collection; here changeType
         *     `created`, after the notification delay (30 seconds by default), several quick changes making one
         *     notification. A change to a line entity notifies the subscription on the header entity.
         *
         *     Not documented by the service; this contract assumes this create operation and its answers.
         */
        post: operations["Entities_Create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/companies({companyId})/{entitySetName}({entityId})": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (GUID) of the company, the <company_id> of `companies(<company_id>)`, unquoted. Find it with List companies (`GET /api/<version>/companies`). */
                companyId: components["parameters"]["CompanyId"];
                /** @description Entity set of a standard API: a webhook-enabled entity other than salesQuotes (salesQuotes has its own path). */
                entitySetName: components["parameters"]["EntitySetName"];
                /** @description Id (GUID) of the entity, unquoted, as in <entity>(<entity_id>). */
                entityId: components["parameters"]["EntityId"];
            };
            cookie?: never;
        };
        /**
         * Read one entity
         * @description Reads one entity, the resource of an entity change notification (api/v1.0/companies(<company_id>)/<entity>(<entity_id>)). $expand and $select apply as on the collection.
         */
        get: operations["Entities_Get"];
        put?: never;
        post?: never;
        /**
         * Delete an entity
         * @description Deletes one entity: `DELETE /api/v1.0/companies(<company_id>)/<entity>(<entity_id>)` with `If-Match` (required) set to
         *     the entity tag last read. The answer is 204 No Content, no body.
         *
         *     If-Match works as on subscriptions: a tag that differs from the current tag gives 409
         *     `Request_EntityChanged` and nothing is deleted; a missing or unparseable tag gives 400
         *     `BadRequest_InvalidToken`; `*` matches any tag. Deleting a document entity deletes its lines.
         *
         *     Notifications: a change notifies the subscriptions on the entity's collection; here changeType
         *     `deleted` (a delete within the notification delay wins over an earlier created or updated). A
         *     change to a line entity notifies the subscription on the header entity.
         *
         *     Not documented by the service; this contract assumes this delete operation and its answers.
         */
        delete: operations["Entities_Delete"];
        options?: never;
        head?: never;
        /**
         * Update an entity
         * @description Changes fields of one entity: `PATCH /api/v1.0/companies(<company_id>)/<entity>(<entity_id>)` with
         *     `If-Match` (required) set to the entity tag last read (`@odata.etag`, `ETag`); the body holds only
         *     the fields to change. The answer is 200 with the whole entity, its new `@odata.etag` and the
         *     `ETag` header.
         *
         *     If-Match works as on subscriptions: a tag that differs from the current tag gives 409
         *     `Request_EntityChanged` and nothing is updated; a missing or unparseable tag gives 400
         *     `BadRequest_InvalidToken`; `*` matches any tag. Server-set fields sent in the body are ignored.
         *     The lines of a document entity cannot be sent (no deep update).
         *
         *     Notifications: a change notifies the subscriptions on the entity's collection; here changeType
         *     `updated` (an entity created and updated within the notification delay is notified once, as
         *     `created`). A change to a line entity notifies the subscription on the header entity.
         *
         *     Not documented by the service; this contract assumes this update operation, its answers, and no
         *     deep update.
         */
        patch: operations["Entities_Update"];
        trace?: never;
    };
    "/api/v1.0/companies({companyId})/salesQuotes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (GUID) of the company, the <company_id> of `companies(<company_id>)`, unquoted. Find it with List companies (`GET /api/<version>/companies`). */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * Read sales quotes
         * @description Reads the sales quotes of a company with the same query options as any entity collection: filter (`$filter=lastModifiedDateTime gt <timestamp>`), multi-level expand combinable with filter (`$expand=salesQuoteLines($expand=item)`), select, top, skip, and paging with continuation tokens (`@odata.nextLink`, at most 20,000 per page, `Prefer: odata.maxpagesize=N`). Not documented by the service; this contract assumes this paging and page size.
         */
        get: operations["SalesQuotes_List"];
        put?: never;
        /**
         * Create a sales quote with its lines (deep insert)
         * @description Deep insert: POST /companies(<company_id>)/salesQuotes with body fields customerId (string) and salesQuoteLines (array of objects with itemId string and quantity integer). One request creates the quote and its lines; the answer (201) returns the quote with its lines and the ids set by the service. Deep insert also works inside a batch call.
         */
        post: operations["SalesQuotes_Create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1.0/companies({companyId})/salesQuotes({salesQuoteId})": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (GUID) of the company, the <company_id> of `companies(<company_id>)`, unquoted. Find it with List companies (`GET /api/<version>/companies`). */
                companyId: components["parameters"]["CompanyId"];
                /** @description Id (GUID) of the sales quote, unquoted. */
                salesQuoteId: components["parameters"]["SalesQuoteId"];
            };
            cookie?: never;
        };
        /**
         * Read one sales quote
         * @description Reads one sales quote (the generic entity path does not address salesQuotes). Use `$expand=salesQuoteLines` to read its lines in the same call.
         */
        get: operations["SalesQuotes_Get"];
        put?: never;
        post?: never;
        /**
         * Delete a sales quote
         * @description Deletes one sales quote and its lines: `DELETE /api/v1.0/companies(<company_id>)/salesQuotes(<salesQuoteId>)` with `If-Match` (required) set to
         *     the entity tag last read. The answer is 204 No Content, no body.
         *
         *     If-Match works as on subscriptions: a tag that differs from the current tag gives 409
         *     `Request_EntityChanged` and nothing is deleted; a missing or unparseable tag gives 400
         *     `BadRequest_InvalidToken`; `*` matches any tag. The quote's salesQuoteLines are deleted with it.
         *
         *     Notifications: a change notifies the subscriptions on the entity's collection; here changeType
         *     `deleted` (a delete within the notification delay wins over an earlier created or updated). A
         *     change to a line entity notifies the subscription on the header entity.
         *
         *     Not documented by the service; this contract assumes this delete operation and its answers.
         */
        delete: operations["SalesQuotes_Delete"];
        options?: never;
        head?: never;
        /**
         * Update a sales quote
         * @description Changes fields of one sales quote: `PATCH /api/v1.0/companies(<company_id>)/salesQuotes(<salesQuoteId>)` with
         *     `If-Match` (required) set to the entity tag last read (`@odata.etag`, `ETag`); the body holds only
         *     the fields to change. The answer is 200 with the whole entity, its new `@odata.etag` and the
         *     `ETag` header.
         *
         *     If-Match works as on subscriptions: a tag that differs from the current tag gives 409
         *     `Request_EntityChanged` and nothing is updated; a missing or unparseable tag gives 400
         *     `BadRequest_InvalidToken`; `*` matches any tag. Header fields only: server-set fields (id,
         *     number, lastModifiedDateTime) sent in the body are ignored, and salesQuoteLines cannot be sent
         *     (lines are created with the quote by deep insert; there is no deep update).
         *
         *     Notifications: a change notifies the subscriptions on the entity's collection; here changeType
         *     `updated` (an entity created and updated within the notification delay is notified once, as
         *     `created`). A change to a line entity notifies the subscription on the header entity.
         *
         *     Not documented by the service; this contract assumes this update operation, its answers, and no
         *     deep update.
         */
        patch: operations["SalesQuotes_Update"];
        trace?: never;
    };
    "/api/v1.0/$batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send several requests in one call
         * @description Sends up to 100 requests in one call: JSON body
         *     `{ "requests": [ { "id", "method", "url", "headers", "body" } ] }`. The answer is 200 with
         *     `{ "responses": [ { "id", "status", "headers", "body" } ] }`. Header `Isolation: snapshot` makes the
         *     batch all-or-nothing.
         *
         *     Deep insert also works inside a batch call. A batch that is too large times out (408 after 8
         *     minutes of operation, 504 after 10 minutes of request time): keep batches small and split the work
         *     into several requests.
         *
         *     Each request of the batch counts against the request-rate limits; the status of each request is in
         *     its own answer (`status`), so a 200 for the batch does not mean that every request succeeded.
         *
         *     Not documented by the service; this contract assumes this operation, its format and at most 100
         *     requests per batch.
         */
        post: operations["Batch_Execute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    subscriptionValidation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Handshake (validation request to notificationUrl)
         * @description The handshake the service performs before creating (POST) and before renewing (PATCH) a
         *     subscription: the subscriber proves it controls notificationUrl by returning the validation
         *     token.
         *
         *     - The service calls notificationUrl with query parameter validationToken.
         *     - The subscriber answers status 200 with the token value in the response body (v1.0: as plain
         *       text): `text/plain`, the token as the whole body.
         *     - The same handshake applies on create and on renewal.
         *     - The request is `POST {notificationUrl}?validationToken=<token>` with an empty body; answer 200
         *       with the token as the whole body within 5 seconds (handshake timeout 5000 ms).
         *
         *     | State | Trigger | Condition | Next state | Also |
         *     |---|---|---|---|---|
         *     | none | POST subscriptions | Service sends a validation request to notificationUrl and the subscriber answers 200 with the validation token in the body | Active | Notifications start flowing; expirationDateTime is set (default 3 days). |
         *     | none | POST subscriptions | Subscriber does not return the token | none | Subscription is not created. |
         *     | Active | PATCH subscription | Handshake succeeds | Active | Expiration is extended. |
         *     | Active | PATCH subscription | Handshake fails | Active | Subscription is not renewed and keeps its old expiry. |
         *
         *     The service sends no bearer token on this request: authenticate nothing here, and only echo the
         *     token.
         *
         *     Not documented by the service; this contract assumes the method POST, an empty body and the
         *     5-second timeout.
         */
        post: operations["SubscriptionValidation_Receive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    changeNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change notification push to notificationUrl
         * @description The service pushes notification payloads to notificationUrl: `POST`, `Content-Type:
         *     application/json`, UTF-8, no byte order mark. Headers `clientRequestId` and
         *     `x-vendor-correlation-id` carry one GUID per push; answer within 30 seconds (push timeout 30000
         *     ms). One push may hold items of several subscriptions. Check `clientState` of each item as a
         *     shared secret.
         *
         *     | Event (changeType) | Emitted when |
         *     |---|---|
         *     | created | An entity of a subscribed collection is created. |
         *     | updated | An entity is updated. |
         *     | deleted | An entity is deleted. |
         *     | collection | More than 1000 records changed within the delay window. One item carries a filter on the resource; the subscriber reads all entities matching the filter. |
         *
         *     Rules:
         *     1. Notifications are delayed. By default the service waits 30 seconds after the first change of
         *        an entity, so one notification covers several quick changes.
         *     2. During the delay, if more than 1000 records change, one collection notification is sent.
         *        Otherwise one notification per change is sent.
         *     3. On-premises, the delay and the notification threshold are configurable. The delay is set by
         *        setting ApiSubscriptionDelayTime (milliseconds) and the threshold by
         *        ApiSubscriptionMaxNumberOfNotifications (maximum notifications per notificationUrl). Extension
         *        events OnGetDelayTime (milliseconds) and OnGetMaxNumberOfNotifications also change them.
         *        Defaults: ApiSubscriptionDelayTime 30000 ms; ApiSubscriptionMaxNumberOfNotifications 30000,
         *        older releases 1000; the online threshold is 1000.
         *     4. Valid subscriptions receive notifications on every entity update.
         *     5. If the subscriber cannot be reached, retries are made over the next 36 hours. Answers 408, 429
         *        and 500-599 keep the retries going. Any other answer stops retries and deletes the
         *        subscription.
         *     6. Since version 19 of the service, pushed bodies carry no byte order mark.
         *     7. Changes by users who cannot schedule job queues are notified only when another user who can
         *        schedule job queues changes the same table.
         *     8. A workflow automation connector cannot process collection notifications. In the online
         *        service, a flow is not triggered when an event creates or changes more than 1000 records
         *        within 30 seconds. On-premises the record limit follows server configuration.
         *
         *     Document APIs: a change to a line entity produces a notification for the subscription on the
         *     header entity (a change to a sales invoice line notifies a salesInvoices subscription).
         *     Delegated admins: when a delegated admin changes an entity, no notification is triggered at
         *     once. When a licensed user changes the entity, the notification is sent and covers the changes
         *     of all users, including the delegated admin.
         *
         *     Retry schedule: a delivery answered 408, 429 or 5xx, or not answered, is retried at +1, +1, +1,
         *     +10, +100 and +1000 minutes after the previous attempt, then every 1000 minutes while less than 36
         *     hours have passed since the first failed attempt, and one last time when the 36 hours end
         *     (counted from the first failed attempt: +1, +2, +3, +13, +113, +1113, +2113 and +2160 minutes).
         *     When that last attempt fails too, the subscription is deleted with its pending notifications.
         *     Any other status deletes it at once. Expired subscriptions are deleted by the next notification
         *     run, with their pending notifications.
         *
         *     The service sends no bearer token on this request; clientState is the shared secret.
         *
         *     Not documented by the service; this contract assumes the method POST and the content type, the
         *     two id headers, the push timeout, the on-premises defaults, the retry schedule and the deletion
         *     of expired subscriptions.
         */
        post: operations["ChangeNotification_Receive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * Subscription (standard API v1.0)
         * @description A subscription on an entity collection of the standard API v1.0: a Subscription whose resource carries the v1.0 version segment (subscription endpoints, resource values and supported-resource lists use the same segment).
         */
        StandardApiSubscription: components["schemas"]["Subscription"] & {
            /**
             * @description Shaped /api/v1.0/companies(<company_id>)/<entity>, where <entity> is one of the 22 entities that support webhooks (same list in v1.0 and v2.0; WebhookEntityName): accounts, companyInformation, countriesRegions, currencies, customerPaymentJournals, customers, dimensions, employees, generalLedgerEntries, itemCategories, items, journals, paymentMethods, paymentTerms, purchaseInvoices, salesCreditMemos, salesInvoices, salesOrders, salesQuotes, shipmentMethods, unitsOfMeasure, vendors. A subscription to any other entity of this API is refused with 400 (`BadRequest_InvalidRequestBody`, naming the entity and the list). Custom-API subscriptions (/api/<APIPublisher>/<APIGroup>/<APIVersion>/subscriptions) are not bound by this list. Not documented by the service; this contract assumes that 400 answer and its code.
             * @example /api/v1.0/companies(3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51)/customers
             */
            resource?: string;
        };
        /**
         * Subscription (request body)
         * @description The body of a create (POST) or a renewal (PATCH) on the standard API v1.0: notificationUrl and resource (required) and clientState (optional). The properties the service sets may be sent back as they were read; the service ignores them. Any other member is refused with 400 and code `BadRequest_InvalidRequestBody`, the message naming the member and the nearest member of a subscription (`clientstate: not a member of a subscription; did you mean clientState?`): a misspelt clientState is an error, not a subscription without its shared secret. Not documented by the service; this contract assumes this answer and its code.
         */
        StandardApiSubscriptionRequest: components["schemas"]["StandardApiSubscription"];
        /**
         * Subscription list (standard API v1.0)
         * @description The subscriptions: `{ "value": [subscription, ...] }`. Not documented by the service; this contract assumes this shape.
         */
        StandardApiSubscriptionCollection: {
            value: components["schemas"]["StandardApiSubscription"][];
        };
        /**
         * Subscribed resource path
         * @description Path of the subscribed entity collection, shaped `/api/<version>/companies(<company_id>)/<entity>`;
         *     required in create and update bodies. For a custom API the resource carries the same three elements
         *     as the subscription path: `/api/<APIPublisher>/<APIGroup>/<APIVersion>/companies(<company_id>)/<entity>`.
         *
         *     Each endpoint accepts its own form only: the standard endpoints of a version accept their own version
         *     segment (subscription endpoints, resource values and supported-resource lists use the same segment),
         *     the custom-API endpoints accept the custom form. The company key is a GUID, unquoted. The leading
         *     slash is optional.
         *
         *     On a standard API (v1.0, v2.0) the entity must be one of the 22 entities that support webhooks
         *     (WebhookEntityName); a subscription to any other entity is refused with 400 and code
         *     `BadRequest_InvalidRequestBody`, the message naming the entity and the list. On a custom API any
         *     entity name is accepted here: custom API pages are also webhook-enabled and are listed in the
         *     supported-resource list when the service is able to send notifications for the entity, which the
         *     service checks. Not documented by the service; this contract assumes that 400 answer and its code.
         * @example /api/v2.0/companies(3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51)/customers
         * @example /api/v1.0/companies(3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51)/items
         * @example /api/acme/sales/v1.0/companies(3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51)/vehicles
         */
        SubscriptionResource: string;
        /**
         * Subscription
         * @description A webhook subscription on an entity collection: the service pushes change notifications for the
         *     collection to the subscriber's callback address (notificationUrl). Responses carry all properties of
         *     the subscription.
         *
         *     Request bodies (POST create, PATCH renew) carry notificationUrl and resource (required) and
         *     clientState (optional); every other property is set by the service (read-only). A request body with
         *     a member a subscription does not define is refused (400).
         *
         *     Lifetime: 3 days from creation or last renewal, unless renewed; on-premises set by
         *     ApiSubscriptionExpiration. A renewal (PATCH with a successful handshake) extends
         *     expirationDateTime. Expired subscriptions are deleted by the next notification run, with their
         *     pending notifications; nothing more is sent, and you create a new subscription.
         *
         *     Maximum subscriptions: 200 per environment online; on-premises set by
         *     ApiSubscriptionMaxNumberOfSubscriptions, default 1000.
         *
         *     Responses carry the entity tag as `@odata.etag` in the body and as the `ETag` header; send it back
         *     in `If-Match` on PATCH and DELETE.
         *
         *     Not documented by the service; this contract assumes the deletion after expiry, the maximum
         *     subscriptions (200 online, 1000 on-premises by default) and the entity tag.
         */
        Subscription: {
            /**
             * @description Entity tag of the subscription, also returned as the `ETag` header. Send it back in `If-Match` on PATCH and DELETE. Not documented by the service; this contract assumes this property.
             * @example W/"JzIwOzE3MzU2OTg0NTU2NjQ5NzEwMjMxMTswMDsn"
             */
            "@odata.etag": $Read<string>;
            /**
             * @description Identifier of the subscription, set by the service. In paths it is the key of `subscriptions(<subscription_id>)`, quoted or bare. Not documented by the service; this contract assumes at most 150 characters.
             * @example 5b8c2f7e1d4a49c6b3e09f8a7d6c5e41
             */
            subscriptionId: $Read<string>;
            /**
             * Format: uri
             * @description Callback address of the subscriber: an absolute `https` URL, and nothing else (no plain `http`, whatever the host). Required in create and update bodies. The service performs the handshake against this address on create and on renewal, and pushes notifications to it.
             * @example https://hooks.subscriber.example/business/notifications
             */
            notificationUrl: string;
            resource: components["schemas"]["SubscriptionResource"];
            /**
             * @description Opaque token, usable as a shared secret; optional on POST and PATCH. It is stored on the subscription and echoed in every notification, so that you can check each notification. Not documented by the service; this contract assumes at most 2048 characters.
             * @example 7f3d1c9a-secret-from-subscriber
             */
            clientState?: string;
            /**
             * Format: uuid
             * @description User that owns the subscription (GUID).
             * @example 6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b
             */
            userId: $Read<string>;
            /**
             * Format: date-time
             * @description Last modification time (ISO 8601).
             * @example 2026-11-20T10:00:00Z
             */
            lastModifiedDateTime: $Read<string>;
            /**
             * Format: date-time
             * @description Moment the subscription expires (ISO 8601). Default lifetime is 3 days from creation or last renewal; on-premises it is set by ApiSubscriptionExpiration. A successful renewal (PATCH) extends it; a failed renewal handshake leaves it unchanged. Not documented by the service; this contract assumes the subscription is deleted by the next notification run after it expires.
             * @example 2026-11-23T10:00:00Z
             */
            expirationDateTime: $Read<string>;
            /**
             * Format: date-time
             * @description Creation time.
             * @example 2026-11-20T10:00:00Z
             */
            systemCreatedAt: $Read<string>;
            /**
             * Format: uuid
             * @description Creator (GUID).
             * @example 6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b
             */
            systemCreatedBy: $Read<string>;
            /**
             * Format: date-time
             * @description Modification time.
             * @example 2026-11-20T10:00:00Z
             */
            systemModifiedAt: $Read<string>;
            /**
             * Format: uuid
             * @description Last modifier (GUID).
             * @example 6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b
             */
            systemModifiedBy: $Read<string>;
        };
        /**
         * Error detail
         * @description Code and message of an error.
         */
        ErrorDetail: {
            /**
             * @description Error code, shaped <Category_Detail>. `BadRequest_NotificationUrlValidationFailed`: failed handshake; `Request_EntityChanged`: If-Match mismatch; `BadRequest_InvalidToken`: missing or unparseable If-Match tag. Other codes are the service's; the examples show some. Not documented by the service; this contract assumes these three codes.
             * @example Request_EntityChanged
             */
            code: string;
            /**
             * @description Human-readable message.
             * @example The record you are trying to edit has changed since it was read.
             */
            message: string;
        };
        /**
         * Error body
         * @description Error body: `{ "error": { "code": "<Category_Detail>", "message": "..." } }`. Not documented by the service; this contract assumes this shape.
         */
        ErrorResponse: {
            error: components["schemas"]["ErrorDetail"];
        };
        /**
         * Custom API subscription
         * @description A subscription made through a custom API published by an extension. Its resource carries the same three elements (APIPublisher, APIGroup, APIVersion) as the subscription path; the service checks that they match. All other properties and rules are those of Subscription.
         */
        CustomApiSubscription: components["schemas"]["Subscription"] & {
            /**
             * @description Custom-API form: /api/<APIPublisher>/<APIGroup>/<APIVersion>/companies(<company_id>)/<entity>, with the same APIPublisher, APIGroup and APIVersion as the subscription path.
             * @example /api/acme/sales/v1.0/companies(3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51)/vehicles
             */
            resource?: string;
        };
        /**
         * Custom API subscription list
         * @description The subscriptions of a custom API: `{ "value": [subscription, ...] }`. Not documented by the service; this contract assumes this shape.
         */
        CustomApiSubscriptionCollection: {
            value: components["schemas"]["CustomApiSubscription"][];
        };
        /**
         * Custom API subscription (request body)
         * @description The body of a create (POST) or a renewal (PATCH) through a custom API: notificationUrl and resource (required) and clientState (optional). The properties the service sets may be sent back as they were read; the service ignores them. Any other member is refused with 400 and code `BadRequest_InvalidRequestBody`, the message naming the member and the nearest member of a subscription (`clientstate: not a member of a custom API subscription; did you mean clientState?`): a misspelt clientState is an error, not a subscription without its shared secret. Not documented by the service; this contract assumes this answer and its code.
         */
        CustomApiSubscriptionRequest: components["schemas"]["CustomApiSubscription"];
        /**
         * Supported-resource entry
         * @description An entry of the supported-resource list: an object with one field, resource (string, shaped <version>/<entity>), and no other. Standard entities appear as <version>/<entity> with an entity of WebhookEntityName; custom API pages appear when the service is able to send notifications for the entity, with their <APIPublisher>/<APIGroup>/<APIVersion> prefix in place of the version. Not documented by the service; this contract assumes that custom form.
         */
        SupportedResource: {
            /**
             * @description Shaped <version>/<entity>, for example v2.0/customers.
             * @example v2.0/customers
             */
            resource: string;
        };
        /**
         * Supported-resource list
         * @description The supported-resource list: an object with field value, an array of objects with one field, resource. It names the entities the service can notify about; a subscription whose resource is not in it cannot be created.
         */
        SupportedResourceCollection: {
            value: components["schemas"]["SupportedResource"][];
        };
        /**
         * Company
         * @description A company of the environment; its id is the key of `companies(<company_id>)`. Other properties may appear. Not documented by the service; this contract assumes this minimal shape.
         */
        Company: {
            /**
             * Format: uuid
             * @description Company id, the key used in companies(<company_id>).
             * @example 3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51
             */
            id: $Read<string>;
            /**
             * @description Version of the service that serves the company.
             * @example 26.1.41234.0
             */
            systemVersion?: $Read<string>;
            /**
             * @description Name of the company.
             * @example STAND-IN TRADING
             */
            name: $Read<string>;
            /**
             * @description Display name of the company.
             * @example Stand-in Trading Ltd.
             */
            displayName?: $Read<string>;
            /**
             * @description Business profile id of the company (may be empty).
             * @example
             */
            businessProfileId?: $Read<string>;
            /**
             * Format: date-time
             * @description Creation time.
             * @example 2026-01-05T08:00:00Z
             */
            systemCreatedAt?: $Read<string>;
            /**
             * Format: date-time
             * @description Modification time.
             * @example 2026-11-01T12:00:00Z
             */
            systemModifiedAt?: $Read<string>;
        };
        /**
         * Company list
         * @description List of companies in OData collection form.
         */
        CompanyCollection: {
            /**
             * Format: uri
             * @description OData context URL of the result.
             */
            "@odata.context"?: $Read<string>;
            value: components["schemas"]["Company"][];
        };
        /**
         * Webhook-enabled standard entity
         * @description A standard entity that supports webhooks (same list in v1.0 and v2.0): accounts,
         *     companyInformation, countriesRegions, currencies, customerPaymentJournals, customers, dimensions,
         *     employees, generalLedgerEntries, itemCategories, items, journals, paymentMethods, paymentTerms,
         *     purchaseInvoices, salesCreditMemos, salesInvoices, salesOrders, salesQuotes, shipmentMethods,
         *     unitsOfMeasure, vendors.
         *
         *     Custom API pages are also webhook-enabled and are listed in the supported-resource list when the
         *     service is able to send notifications for the entity.
         *
         *     Webhooks are unsupported for an API when any of these holds:
         *     - the source table of the API page is a temporary table;
         *     - the API page has a composite primary key (several key fields, or no key fields declared);
         *     - the source table is a system table (table number above 2000000000);
         *     - the API is declared as a query and not as a page;
         *     - the source table is the job queue entry table (table number 472).
         *
         *     Document APIs: a change to a line entity produces a notification for the subscription on the header
         *     entity (a change to a sales invoice line notifies a salesInvoices subscription).
         * @enum {string}
         */
        WebhookEntityName: "accounts" | "companyInformation" | "countriesRegions" | "currencies" | "customerPaymentJournals" | "customers" | "dimensions" | "employees" | "generalLedgerEntries" | "itemCategories" | "items" | "journals" | "paymentMethods" | "paymentTerms" | "purchaseInvoices" | "salesCreditMemos" | "salesInvoices" | "salesOrders" | "salesQuotes" | "shipmentMethods" | "unitsOfMeasure" | "vendors";
        /**
         * Entity set name (generic path)
         * @description Entity set addressed by the generic entity path: the webhook-enabled standard entities (WebhookEntityName) except salesQuotes, which has its own path (deep insert). Other entity sets of the service exist and are read the same way; this reference describes only the webhook-enabled ones.
         * @enum {string}
         */
        EntitySetName: "accounts" | "companyInformation" | "countriesRegions" | "currencies" | "customerPaymentJournals" | "customers" | "dimensions" | "employees" | "generalLedgerEntries" | "itemCategories" | "items" | "journals" | "paymentMethods" | "paymentTerms" | "purchaseInvoices" | "salesCreditMemos" | "salesInvoices" | "salesOrders" | "shipmentMethods" | "unitsOfMeasure" | "vendors";
        /**
         * Entity
         * @description An entity of a standard API (customer, item, sales document, ...). This shape names the fields that the query options and the notifications rely on, and allows all others.
         */
        Entity: {
            /**
             * @description Entity tag of the entity (OData).
             * @example W/"JzE5OzkxODI3MzY0NTUxMjM0NTY3ODkwMTsxOzAwOyc="
             */
            "@odata.etag"?: $Read<string>;
            /**
             * Format: uuid
             * @description Entity id, the <entity_id> of api/<version>/companies(<company_id>)/<entity>(<entity_id>) in notification resources.
             * @example 0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d
             */
            id?: $Read<string>;
            /**
             * Format: date-time
             * @description Last modification time; the field to filter on (`$filter=lastModifiedDateTime gt <timestamp>`) when reading the changes announced by a collection notification.
             * @example 2026-11-20T10:15:30Z
             */
            lastModifiedDateTime?: $Read<string>;
        } & {
            [key: string]: unknown;
        };
        /**
         * Entity collection page
         * @description One page of an entity collection. A result with several pages is read page by page with continuation tokens: `@odata.nextLink` holds the full URL of the next page, including the continuation token ($skiptoken); the last page has none. At most 20,000 entities per page (`Prefer: odata.maxpagesize=N` lowers it). Not documented by the service; this contract assumes OData server-driven paging with `@odata.nextLink` and at most 20,000 entities per page.
         */
        EntityCollection: {
            /**
             * Format: uri
             * @description OData context URL of the result.
             */
            "@odata.context"?: $Read<string>;
            value: components["schemas"]["Entity"][];
            /**
             * Format: uri
             * @description Full URL of the next page, carrying the continuation token. Absent on the last page. Follow it as-is (do not rebuild it).
             */
            "@odata.nextLink"?: $Read<string>;
        };
        /**
         * Entity as returned by a create or an update
         * @description The entity the service returns after a create (201) or an update (200): the whole entity (no $select applies), so its key `id`, its entity tag `@odata.etag` (equal to the `ETag` header) and `lastModifiedDateTime` are always present. Not documented by the service; this contract assumes this answer.
         */
        SavedEntity: components["schemas"]["Entity"] & {
            /** @description Entity tag of the entity, equal to the `ETag` header. */
            "@odata.etag": $Read<string>;
            /**
             * Format: uuid
             * @description Id of the entity, set by the service.
             */
            id: $Read<string>;
            /**
             * Format: date-time
             * @description Time of the create or update.
             */
            lastModifiedDateTime: $Read<string>;
        };
        /**
         * Entity update (PATCH body)
         * @description The fields to change; the others keep their values. Server-set fields (`id`, `lastModifiedDateTime`, `@odata.etag`) are set by the service, and a value sent for them is ignored. The line collections of the document entities (salesOrderLines, salesInvoiceLines, salesCreditMemoLines, purchaseInvoiceLines) are created with their header (deep insert) and cannot be sent in a PATCH body. Not documented by the service; this contract assumes no deep update.
         */
        EntityUpdate: components["schemas"]["Entity"] & {
            salesOrderLines?: never;
            salesInvoiceLines?: never;
            salesCreditMemoLines?: never;
            purchaseInvoiceLines?: never;
        };
        /**
         * Sales quote line
         * @description Line of a sales quote, with itemId (string) and quantity (integer). Other line fields of the service are accepted and returned.
         */
        SalesQuoteLine: {
            /**
             * Format: uuid
             * @description Line id, set by the service.
             * @example 9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b
             */
            id?: $Read<string>;
            /**
             * Format: uuid
             * @description Id of the sales quote the line belongs to, set by the service.
             * @example 4d3c2b1a-0f9e-4d8c-9b7a-6f5e4d3c2b1a
             */
            documentId?: $Read<string>;
            /**
             * @description Id of the item; the service uses the item's GUID.
             * @example 1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e
             */
            itemId?: string;
            /**
             * Format: int32
             * @description Quantity of the item.
             * @example 5
             */
            quantity?: number;
        } & {
            [key: string]: unknown;
        };
        /**
         * Sales quote
         * @description Sales quote. Create it with its lines in one request (deep insert): POST /companies(<company_id>)/salesQuotes with body fields customerId (string) and salesQuoteLines (array of objects with itemId string and quantity integer). Deep insert also works inside a batch call. Neither field is required. Other fields of the service are accepted and returned.
         */
        SalesQuote: {
            /**
             * @description Entity tag of the quote (OData).
             * @example W/"JzE5OzU1NTEyMzQ1Njc4OTAxMjM0NTY3OzE7MDA7Jw=="
             */
            "@odata.etag"?: $Read<string>;
            /**
             * Format: uuid
             * @description Quote id, set by the service.
             * @example 4d3c2b1a-0f9e-4d8c-9b7a-6f5e4d3c2b1a
             */
            id?: $Read<string>;
            /**
             * @description Quote number, set by the service.
             * @example S-QUO1042
             */
            number?: $Read<string>;
            /**
             * @description Id of the customer; the service uses the customer's GUID.
             * @example 0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d
             */
            customerId?: string;
            /**
             * Format: date-time
             * @description Last modification time.
             * @example 2026-11-20T10:20:00Z
             */
            lastModifiedDateTime?: $Read<string>;
            /** @description The lines of the quote, each with itemId (string) and quantity (integer). */
            salesQuoteLines?: components["schemas"]["SalesQuoteLine"][];
        } & {
            [key: string]: unknown;
        };
        /**
         * Sales quote collection page
         * @description One page of sales quotes (same paging as EntityCollection: `@odata.nextLink`, at most 20,000 per page). With `$expand=salesQuoteLines` each quote carries its lines.
         */
        SalesQuoteCollection: {
            /**
             * Format: uri
             * @description OData context URL of the result.
             */
            "@odata.context"?: $Read<string>;
            value: components["schemas"]["SalesQuote"][];
            /**
             * Format: uri
             * @description Full URL of the next page, carrying the continuation token. Absent on the last page.
             */
            "@odata.nextLink"?: $Read<string>;
        };
        /**
         * Sales quote update (PATCH body)
         * @description The header fields to change (for example customerId); the others keep their values. Server-set fields (`id`, `number`, `lastModifiedDateTime`, `@odata.etag`) are set by the service, and a value sent for them is ignored. salesQuoteLines are created with the quote (deep insert) and cannot be sent in a PATCH body. Not documented by the service; this contract assumes no deep update.
         */
        SalesQuoteUpdate: components["schemas"]["SalesQuote"] & {
            salesQuoteLines?: never;
        };
        /**
         * Sales quote as returned by an update
         * @description The sales quote the service returns after an update (200): the whole quote, so its key `id`, its entity tag `@odata.etag` (equal to the `ETag` header) and `lastModifiedDateTime` are always present. Not documented by the service; this contract assumes this answer.
         */
        SavedSalesQuote: components["schemas"]["SalesQuote"] & {
            /** @description Entity tag of the quote, equal to the `ETag` header. */
            "@odata.etag": $Read<string>;
            /**
             * Format: uuid
             * @description Id of the quote, set by the service.
             */
            id: $Read<string>;
            /**
             * Format: date-time
             * @description Time of the create or update.
             */
            lastModifiedDateTime: $Read<string>;
        };
        /**
         * Batch request item
         * @description One request inside a batch.
         */
        BatchRequestItem: {
            /**
             * @description Id of the request, unique within the batch; the matching response carries the same id.
             * @example 1
             */
            id: string;
            /**
             * @description HTTP method of the request.
             * @enum {string}
             */
            method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
            /**
             * @description Address of the request, relative to the API root of the batch (for example companies(<company_id>)/salesQuotes) or absolute.
             * @example companies(3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51)/salesQuotes
             */
            url: string;
            /**
             * @description Headers of the request (name to value).
             * @example {
             *       "Content-Type": "application/json"
             *     }
             */
            headers?: {
                [key: string]: string;
            };
            /** @description Body of the request (any JSON value), for example a deep-insert sales quote. */
            body?: unknown;
        };
        /**
         * Batch request
         * @description A batch of 1 to 100 requests: `{ "requests": [ { "id", "method", "url", "headers", "body" } ] }`. Deep insert also works inside a batch call. A batch that is too large times out. Not documented by the service; this contract assumes this format and at most 100 requests per batch.
         */
        BatchRequest: {
            requests: components["schemas"]["BatchRequestItem"][];
        };
        /**
         * Batch response item
         * @description Answer to one request of the batch.
         */
        BatchResponseItem: {
            /**
             * @description Id of the request this answers.
             * @example 1
             */
            id: string;
            /**
             * Format: int32
             * @description HTTP status of the request.
             * @example 201
             */
            status: number;
            /** @description Headers of the answer (name to value). */
            headers?: {
                [key: string]: string;
            };
            /** @description Body of the answer (any JSON value), for example the created entity or an error body. */
            body?: unknown;
        };
        /**
         * Batch response
         * @description Answers of a batch: `{ "responses": [ { "id", "status", "headers", "body" } ] }`. Not documented by the service; this contract assumes this format.
         */
        BatchResponse: {
            responses: components["schemas"]["BatchResponseItem"][];
        };
        /**
         * Validation token
         * @description The token of a handshake. The service calls notificationUrl with query parameter validationToken; the subscriber answers status 200 with the token value, unchanged, as the whole response body. Treat the token as opaque.
         * @example 2c7f9b1e-4d3a-4e8b-9a6f-0b1c2d3e4f50
         */
        ValidationToken: string;
        /**
         * Change type
         * @description The kind of change: one of created, updated, deleted, collection.
         *
         *     | Event (changeType) | Emitted when |
         *     |---|---|
         *     | created | An entity of a subscribed collection is created. |
         *     | updated | An entity is updated. |
         *     | deleted | An entity is deleted. |
         *     | collection | More than 1000 records changed within the delay window. One item carries a filter on the resource; the subscriber reads all entities matching the filter. |
         * @enum {string}
         */
        ChangeType: "created" | "updated" | "deleted" | "collection";
        /**
         * Notification item (common fields)
         * @description Fields common to every notification item; all six are present in every item. The variants (EntityChangeNotificationItem, CollectionNotificationItem) narrow changeType and resource.
         */
        NotificationItemBase: {
            /**
             * @description Subscription the item belongs to.
             * @example 5b8c2f7e1d4a49c6b3e09f8a7d6c5e41
             */
            subscriptionId: string;
            /**
             * @description Value stored on the subscription, its shared secret: compare it with the value you gave on POST or PATCH and discard items that do not match.
             * @example 7f3d1c9a-secret-from-subscriber
             */
            clientState: string;
            /**
             * Format: date-time
             * @description Expiry of the subscription.
             * @example 2026-11-23T10:00:00Z
             */
            expirationDateTime: string;
            /** @description For created, updated, deleted: path of the single entity, shaped api/<version>/companies(<company_id>)/<entity>(<entity_id>). For collection: path of the collection with a $filter on lastDateTimeModified greater than a timestamp. Each variant gives the exact shape. */
            resource: string;
            changeType: components["schemas"]["ChangeType"];
            /**
             * Format: date-time
             * @description Time of the change.
             * @example 2026-11-20T10:15:30Z
             */
            lastModifiedDateTime: string;
        };
        /**
         * Entity change notification item
         * @description Item for one created, updated or deleted entity; its resource is the path of the single entity. For document APIs, a change to a line entity produces a notification for the subscription on the header entity (a change to a sales invoice line notifies a salesInvoices subscription), so the resource is then the header entity.
         */
        EntityChangeNotificationItem: components["schemas"]["NotificationItemBase"] & {
            /**
             * @description created, updated or deleted (see ChangeType).
             * @enum {string}
             */
            changeType: "created" | "updated" | "deleted";
            /**
             * @description Path of the single entity, shaped api/<version>/companies(<company_id>)/<entity>(<entity_id>) (the version segment, or the three custom-API elements, of the subscription). The leading slash is optional. On a standard API (v1.0, v2.0) the entity is one of the 22 webhook-enabled entities (WebhookEntityName) and the key is a GUID, unquoted. On a custom API the entity is any name and the key is the page's single key field (an API page with a composite primary key does not support webhooks), written as OData writes a single key: a GUID unquoted, a number, or a string in single quotes (a quote inside doubled). Not documented by the service; this contract assumes these kinds of key.
             * @example api/v2.0/companies(3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51)/customers(0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d)
             */
            resource: string;
        };
        /**
         * Collection notification item
         * @description Item sent instead of single-entity items when more than 1000 records changed within the delay window. Its resource is the path of the collection with a $filter on lastDateTimeModified greater than a timestamp: read all entities matching the filter (with server-driven paging, see Read an entity collection).
         */
        CollectionNotificationItem: components["schemas"]["NotificationItemBase"] & {
            /**
             * @description collection (see ChangeType).
             * @constant
             */
            changeType: "collection";
            /**
             * @description Path of the collection with a $filter on lastDateTimeModified greater than a timestamp, shaped api/<version>/companies(<company_id>)/<entity>?$filter=lastDateTimeModified gt <timestamp>. The service writes the field `lastDateTimeModified`; the entities' own field is `lastModifiedDateTime`. Spaces may be written as-is, as `%20` or as `+`. On a standard API the entity is one of the 22 webhook-enabled entities (WebhookEntityName); on a custom API, any name. Not documented by the service; this contract assumes `lastModifiedDateTime` may appear in place of `lastDateTimeModified`.
             * @example api/v2.0/companies(3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51)/items?$filter=lastDateTimeModified gt 2026-11-20T10:00:00Z
             */
            resource: string;
        };
        /**
         * Notification item
         * @description One item of a pushed payload: either an entity change (changeType created, updated or deleted) or a collection item (changeType collection). The two variants are told apart by changeType.
         */
        NotificationItem: components["schemas"]["EntityChangeNotificationItem"] | components["schemas"]["CollectionNotificationItem"];
        /**
         * Notification payload
         * @description The pushed body is an object with one field, value, an array of notification items. One push may hold items of several subscriptions. Since version 19 of the service, pushed bodies carry no byte order mark (RFC 7159, section 8.1). Not documented by the service; this contract assumes `application/json` in UTF-8.
         */
        NotificationPayload: {
            value: components["schemas"]["NotificationItem"][];
        };
    };
    responses: {
        /** @description The request is malformed: a query option (code `BadRequest_InvalidQueryOption`), a header (`BadRequest_InvalidHeader`), a body that breaks the schema or is not JSON (`BadRequest_InvalidRequestBody`), or a body that is not `application/json` (`BadRequest_UnsupportedMediaType`). The body is the error object `{ "error": { "code": "<Category_Detail>", "message": "..." } }`. Not documented by the service; this contract assumes this error body and these codes. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No valid token. Send `Authorization: Bearer <ACCESS_TOKEN>`, obtained as the oauth2 security scheme says. The service checks the token before anything else of the request. */
        Unauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The operation ran longer than 8 minutes and was stopped. A batch that is too large times out: split the work into several requests. Not documented by the service; this contract assumes 408 after 8 minutes of operation. */
        RequestTimeout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description Request limit exceeded (throttling). Retry with a cool-off period (regular interval, incremental
         *     interval, exponential back-off, optionally randomized), waiting at least `Retry-After` seconds.
         *
         *     Not documented by the service; this contract assumes these limits per user: 6,000 requests per
         *     5-minute sliding window; 5 requests executed at once and 95 queued; more than 100 open requests
         *     gives 429.
         */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A queued request waited 8 minutes without starting. Retry with a cool-off period (regular interval, incremental interval, exponential back-off, optionally randomized), waiting at least `Retry-After` seconds. Not documented by the service; this contract assumes 503 after 8 minutes in the queue. */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request ran longer than 10 minutes and the service aborted it. Split the work into several requests, and apply back-off to any 429. A batch that is too large times out too. */
        GatewayTimeout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description The subscription is not created.
         *     - Failed handshake: the subscription is created only if the handshake succeeds. When notificationUrl
         *       does not answer 200 with the token, the answer has code `BadRequest_NotificationUrlValidationFailed`.
         *     - Invalid body: notificationUrl or resource missing or malformed (notificationUrl not an `https`
         *       URL), clientState longer than 2048 characters, a member a subscription does not define (the
         *       message names it and the nearest member: `clientstate: not a member of a subscription; did you
         *       mean clientState?`), or a body that is not JSON.
         *     - A body that is not `application/json`: code `BadRequest_UnsupportedMediaType`.
         *     - Resource not webhook-enabled: on a standard API, an entity other than the 22 entities that support
         *       webhooks (code `BadRequest_InvalidRequestBody`, the message naming the entity and the list); on a
         *       custom API, an entity the supported-resource list does not name.
         *     - The environment already has the maximum number of subscriptions: code
         *       `BadRequest_MaximumNumberOfSubscriptionsReached`.
         *
         *     Not documented by the service; this contract assumes 400 Bad Request with code
         *     `BadRequest_NotificationUrlValidationFailed` for a failed handshake, code
         *     `BadRequest_InvalidRequestBody` for an entity that does not support webhooks, and code
         *     `BadRequest_MaximumNumberOfSubscriptionsReached` at the subscription limit.
         */
        SubscriptionCreateBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The addressed key (subscription, company or entity) does not exist. The body is the error object. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Deleted; no body. No notification is sent for the subscription afterwards. Not documented by the service; this contract assumes 204 No Content. */
        NoContent: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Missing or unparseable If-Match tag; the subscription is not deleted. Not documented by the service; this contract assumes If-Match is required on DELETE as on PATCH, and 400 with code `BadRequest_InvalidToken`. */
        SubscriptionDeleteBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The If-Match tag differs from the current tag: the subscription is not updated (PATCH) or not deleted (DELETE). Read the subscription again and retry with the new tag. Not documented by the service; this contract assumes 409 Conflict with code `Request_EntityChanged`. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description The subscription is not renewed and keeps its old expiry.
         *     - Failed handshake: renewal performs a handshake like POST; when notificationUrl does not answer 200
         *       with the token, the answer has code `BadRequest_NotificationUrlValidationFailed`.
         *     - Missing or unparseable If-Match tag: code `BadRequest_InvalidToken`.
         *     - Invalid body: notificationUrl or resource missing or malformed (notificationUrl not an `https`
         *       URL), clientState longer than 2048 characters, a member a subscription does not define (the
         *       message names it and the nearest member), or, on a standard API, a resource whose entity is not
         *       one of the 22 entities that support webhooks (the message names the entity and the list).
         *     - A body that is not `application/json`: code `BadRequest_UnsupportedMediaType`.
         *
         *     Not documented by the service; this contract assumes 400 Bad Request with these codes.
         */
        SubscriptionUpdateBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Deleted; no body. The subscriptions on the entity's collection are notified (changeType `deleted`). Not documented by the service; this contract assumes 204 No Content. */
        EntityDeleted: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Missing or unparseable If-Match tag; the entity is not deleted. Not documented by the service; this contract assumes If-Match is required on DELETE as on PATCH, and 400 with code `BadRequest_InvalidToken`. */
        EntityDeleteBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The If-Match tag differs from the entity's current tag: someone changed the entity since you read it, and it is not updated (PATCH) or not deleted (DELETE). Read the entity again and retry with its new tag. Not documented by the service; this contract assumes 409 Conflict with code `Request_EntityChanged`. */
        EntityConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description The entity is not updated.
         *     - Missing or unparseable If-Match tag: code `BadRequest_InvalidToken`.
         *     - Invalid body: not a JSON object, a field of the wrong type, or a line collection (deep update is
         *       not supported).
         *     - A body that is not `application/json`: code `BadRequest_UnsupportedMediaType`.
         *
         *     Not documented by the service; this contract assumes 400 Bad Request with these codes.
         */
        EntityUpdateBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /** @description `resource eq 'v1.0*'` lists the v1.0 entities. The $filter limits the list to one API version and may be removed or changed. Filter on supported resources uses the version prefix (v1.0* or v2.0*). */
        SupportedResourcesFilter: string;
        /** @description Key of the subscription in `subscriptions(<subscription_id>)`, quoted (`'5b8c2f7e1d4a49c6b3e09f8a7d6c5e41'`) or bare (`5b8c2f7e1d4a49c6b3e09f8a7d6c5e41`). The key itself has 1 to 150 characters and contains no quote, slash or parenthesis. Not documented by the service; this contract assumes both forms are accepted, and keys of at most 150 characters. */
        SubscriptionId: string;
        /** @description Entity tag of the subscription (on the entity APIs, of the entity) as last read: `@odata.etag` in the body, or the `ETag` header. `*` matches any current tag. When the given entity tag differs from the current tag, the subscription is not updated. Not documented by the service; this contract assumes a tag that differs answers 409 Conflict with code `Request_EntityChanged`, a missing or unparseable tag (neither `W/"..."`, `"..."` nor `*`) answers 400 with code `BadRequest_InvalidToken`, and If-Match is required on DELETE too. */
        IfMatch: string;
        /** @description <APIPublisher> of a custom API published by an extension. Custom APIs use api/<APIPublisher>/<APIGroup>/<APIVersion>, and the subscription's resource must carry the same three elements. */
        ApiPublisher: string;
        /** @description <APIGroup> of a custom API published by an extension. */
        ApiGroup: string;
        /** @description <APIVersion> of a custom API published by an extension. */
        ApiVersion: string;
        /** @description Id (GUID) of the company, the <company_id> of `companies(<company_id>)`, unquoted. Find it with List companies (`GET /api/<version>/companies`). */
        CompanyId: string;
        /** @description OData filter, shaped `<field> gt <timestamp>` and combinable with `$expand`. Filter on `lastModifiedDateTime` to read only what changed since a moment, for example after a collection notification. */
        Filter: string;
        /** @description OData select; comma-separated list of the properties to return. */
        Select: string;
        /** @description OData top; at most this many entities in all. */
        Top: number;
        /** @description OData skip; number of entities to skip. */
        Skip: number;
        /** @description Entity set of a standard API: a webhook-enabled entity other than salesQuotes (salesQuotes has its own path). */
        EntitySetName: components["schemas"]["EntitySetName"];
        /** @description OData expand of navigation properties, multi-level and combinable with `$filter`: `$expand=<nav>,<nav>($expand=<nav>(...))`. */
        Expand: string;
        /** @description Continuation token of server-driven paging. A result with several pages is read page by page: follow `@odata.nextLink`, which carries this token, and do not build the token yourself. Not documented by the service; this contract assumes OData server-driven paging with `@odata.nextLink` and `$skiptoken`. */
        SkipToken: string;
        /** @description OData preference `odata.maxpagesize=N`: at most N entities per page. Pages hold at most 20,000 entities; this preference lowers that number. Not documented by the service; this contract assumes this preference and the bound of 20,000. */
        PreferMaxPageSize: string;
        /** @description Id (GUID) of the entity, unquoted, as in <entity>(<entity_id>). */
        EntityId: string;
        /** @description OData expand of navigation properties, multi-level and combinable with `$filter`: `$expand=<nav>,<nav>($expand=<nav>(...))`. A sales quote's lines are `salesQuoteLines`. */
        SalesQuoteExpand: string;
        /** @description Id (GUID) of the sales quote, unquoted. */
        SalesQuoteId: string;
        /** @description `Isolation: snapshot` makes the batch all-or-nothing: when one request fails, none of the changes of the batch are kept. Not documented by the service; this contract assumes this header. */
        Isolation: "snapshot";
        /** @description The token to echo: return this value, unchanged, as the whole body of a 200 answer. */
        ValidationToken: components["schemas"]["ValidationToken"];
        /** @description One GUID per push. Not documented by the service; this contract assumes this header. */
        ClientRequestId: string;
        /** @description One GUID per push, for correlation with the service's logs. Not documented by the service; this contract assumes this header. */
        CorrelationId: string;
    };
    requestBodies: never;
    headers: {
        /** @description The authentication challenge of a `401` answer: `Bearer authorization_uri="<sign-in address>", error="invalid_token"`. Get a new access token at the `authorization_uri` address and retry. Not documented by the service; this contract assumes the service sends this challenge with every `401`. */
        WwwAuthenticate: string;
        /** @description Seconds to wait before retrying. Without it, use your own cool-off period (regular interval, incremental interval, exponential back-off, optionally randomized). Not documented by the service; this contract assumes 429 and 503 answers carry it. */
        RetryAfter: number;
        /** @description Entity tag of the returned entity, equal to `@odata.etag` in the body. Send it back in `If-Match` on PATCH and DELETE. Not documented by the service; this contract assumes this header. */
        ETag: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Subscriptions_List: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardApiSubscriptionCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    Subscriptions_Create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description notificationUrl and resource required; clientState optional. Any other member is refused with 400. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["StandardApiSubscriptionRequest"];
            };
        };
        responses: {
            /** @description Created: the handshake succeeded; body is the subscription object (all properties). */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardApiSubscription"];
                };
            };
            400: components["responses"]["SubscriptionCreateBadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    Subscriptions_Get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Key of the subscription in `subscriptions(<subscription_id>)`, quoted (`'5b8c2f7e1d4a49c6b3e09f8a7d6c5e41'`) or bare (`5b8c2f7e1d4a49c6b3e09f8a7d6c5e41`). The key itself has 1 to 150 characters and contains no quote, slash or parenthesis. Not documented by the service; this contract assumes both forms are accepted, and keys of at most 150 characters. */
                subscriptionId: components["parameters"]["SubscriptionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription (all properties). */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardApiSubscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    Subscriptions_Delete: {
        parameters: {
            query?: never;
            header: {
                /** @description Entity tag of the subscription (on the entity APIs, of the entity) as last read: `@odata.etag` in the body, or the `ETag` header. `*` matches any current tag. When the given entity tag differs from the current tag, the subscription is not updated. Not documented by the service; this contract assumes a tag that differs answers 409 Conflict with code `Request_EntityChanged`, a missing or unparseable tag (neither `W/"..."`, `"..."` nor `*`) answers 400 with code `BadRequest_InvalidToken`, and If-Match is required on DELETE too. */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description Key of the subscription in `subscriptions(<subscription_id>)`, quoted (`'5b8c2f7e1d4a49c6b3e09f8a7d6c5e41'`) or bare (`5b8c2f7e1d4a49c6b3e09f8a7d6c5e41`). The key itself has 1 to 150 characters and contains no quote, slash or parenthesis. Not documented by the service; this contract assumes both forms are accepted, and keys of at most 150 characters. */
                subscriptionId: components["parameters"]["SubscriptionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["SubscriptionDeleteBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    Subscriptions_Update: {
        parameters: {
            query?: never;
            header: {
                /** @description Entity tag of the subscription (on the entity APIs, of the entity) as last read: `@odata.etag` in the body, or the `ETag` header. `*` matches any current tag. When the given entity tag differs from the current tag, the subscription is not updated. Not documented by the service; this contract assumes a tag that differs answers 409 Conflict with code `Request_EntityChanged`, a missing or unparseable tag (neither `W/"..."`, `"..."` nor `*`) answers 400 with code `BadRequest_InvalidToken`, and If-Match is required on DELETE too. */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description Key of the subscription in `subscriptions(<subscription_id>)`, quoted (`'5b8c2f7e1d4a49c6b3e09f8a7d6c5e41'`) or bare (`5b8c2f7e1d4a49c6b3e09f8a7d6c5e41`). The key itself has 1 to 150 characters and contains no quote, slash or parenthesis. Not documented by the service; this contract assumes both forms are accepted, and keys of at most 150 characters. */
                subscriptionId: components["parameters"]["SubscriptionId"];
            };
            cookie?: never;
        };
        /** @description notificationUrl and resource required; clientState optional. Any other member is refused with 400. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["StandardApiSubscriptionRequest"];
            };
        };
        responses: {
            /** @description Renewed: the handshake succeeded; body is the subscription object with its new expiry. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardApiSubscription"];
                };
            };
            400: components["responses"]["SubscriptionUpdateBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    CustomApiSubscriptions_List: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description <APIPublisher> of a custom API published by an extension. Custom APIs use api/<APIPublisher>/<APIGroup>/<APIVersion>, and the subscription's resource must carry the same three elements. */
                apiPublisher: components["parameters"]["ApiPublisher"];
                /** @description <APIGroup> of a custom API published by an extension. */
                apiGroup: components["parameters"]["ApiGroup"];
                /** @description <APIVersion> of a custom API published by an extension. */
                apiVersion: components["parameters"]["ApiVersion"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomApiSubscriptionCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    CustomApiSubscriptions_Create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description <APIPublisher> of a custom API published by an extension. Custom APIs use api/<APIPublisher>/<APIGroup>/<APIVersion>, and the subscription's resource must carry the same three elements. */
                apiPublisher: components["parameters"]["ApiPublisher"];
                /** @description <APIGroup> of a custom API published by an extension. */
                apiGroup: components["parameters"]["ApiGroup"];
                /** @description <APIVersion> of a custom API published by an extension. */
                apiVersion: components["parameters"]["ApiVersion"];
            };
            cookie?: never;
        };
        /** @description notificationUrl and resource (custom-API form) required; clientState optional. Any other member is refused with 400. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomApiSubscriptionRequest"];
            };
        };
        responses: {
            /** @description Created: the handshake succeeded; body is the subscription object (all properties). */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomApiSubscription"];
                };
            };
            400: components["responses"]["SubscriptionCreateBadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    CustomApiSubscriptions_Get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description <APIPublisher> of a custom API published by an extension. Custom APIs use api/<APIPublisher>/<APIGroup>/<APIVersion>, and the subscription's resource must carry the same three elements. */
                apiPublisher: components["parameters"]["ApiPublisher"];
                /** @description <APIGroup> of a custom API published by an extension. */
                apiGroup: components["parameters"]["ApiGroup"];
                /** @description <APIVersion> of a custom API published by an extension. */
                apiVersion: components["parameters"]["ApiVersion"];
                /** @description Key of the subscription in `subscriptions(<subscription_id>)`, quoted (`'5b8c2f7e1d4a49c6b3e09f8a7d6c5e41'`) or bare (`5b8c2f7e1d4a49c6b3e09f8a7d6c5e41`). The key itself has 1 to 150 characters and contains no quote, slash or parenthesis. Not documented by the service; this contract assumes both forms are accepted, and keys of at most 150 characters. */
                subscriptionId: components["parameters"]["SubscriptionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription (all properties). */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomApiSubscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    CustomApiSubscriptions_Delete: {
        parameters: {
            query?: never;
            header: {
                /** @description Entity tag of the subscription (on the entity APIs, of the entity) as last read: `@odata.etag` in the body, or the `ETag` header. `*` matches any current tag. When the given entity tag differs from the current tag, the subscription is not updated. Not documented by the service; this contract assumes a tag that differs answers 409 Conflict with code `Request_EntityChanged`, a missing or unparseable tag (neither `W/"..."`, `"..."` nor `*`) answers 400 with code `BadRequest_InvalidToken`, and If-Match is required on DELETE too. */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description <APIPublisher> of a custom API published by an extension. Custom APIs use api/<APIPublisher>/<APIGroup>/<APIVersion>, and the subscription's resource must carry the same three elements. */
                apiPublisher: components["parameters"]["ApiPublisher"];
                /** @description <APIGroup> of a custom API published by an extension. */
                apiGroup: components["parameters"]["ApiGroup"];
                /** @description <APIVersion> of a custom API published by an extension. */
                apiVersion: components["parameters"]["ApiVersion"];
                /** @description Key of the subscription in `subscriptions(<subscription_id>)`, quoted (`'5b8c2f7e1d4a49c6b3e09f8a7d6c5e41'`) or bare (`5b8c2f7e1d4a49c6b3e09f8a7d6c5e41`). The key itself has 1 to 150 characters and contains no quote, slash or parenthesis. Not documented by the service; this contract assumes both forms are accepted, and keys of at most 150 characters. */
                subscriptionId: components["parameters"]["SubscriptionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            400: components["responses"]["SubscriptionDeleteBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    CustomApiSubscriptions_Update: {
        parameters: {
            query?: never;
            header: {
                /** @description Entity tag of the subscription (on the entity APIs, of the entity) as last read: `@odata.etag` in the body, or the `ETag` header. `*` matches any current tag. When the given entity tag differs from the current tag, the subscription is not updated. Not documented by the service; this contract assumes a tag that differs answers 409 Conflict with code `Request_EntityChanged`, a missing or unparseable tag (neither `W/"..."`, `"..."` nor `*`) answers 400 with code `BadRequest_InvalidToken`, and If-Match is required on DELETE too. */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description <APIPublisher> of a custom API published by an extension. Custom APIs use api/<APIPublisher>/<APIGroup>/<APIVersion>, and the subscription's resource must carry the same three elements. */
                apiPublisher: components["parameters"]["ApiPublisher"];
                /** @description <APIGroup> of a custom API published by an extension. */
                apiGroup: components["parameters"]["ApiGroup"];
                /** @description <APIVersion> of a custom API published by an extension. */
                apiVersion: components["parameters"]["ApiVersion"];
                /** @description Key of the subscription in `subscriptions(<subscription_id>)`, quoted (`'5b8c2f7e1d4a49c6b3e09f8a7d6c5e41'`) or bare (`5b8c2f7e1d4a49c6b3e09f8a7d6c5e41`). The key itself has 1 to 150 characters and contains no quote, slash or parenthesis. Not documented by the service; this contract assumes both forms are accepted, and keys of at most 150 characters. */
                subscriptionId: components["parameters"]["SubscriptionId"];
            };
            cookie?: never;
        };
        /** @description notificationUrl and resource (custom-API form) required; clientState optional. Any other member is refused with 400. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomApiSubscriptionRequest"];
            };
        };
        responses: {
            /** @description Renewed: the handshake succeeded; body is the subscription object with its new expiry. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomApiSubscription"];
                };
            };
            400: components["responses"]["SubscriptionUpdateBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    WebhookSupportedResources_List: {
        parameters: {
            query?: {
                /** @description `resource eq 'v1.0*'` lists the v1.0 entities. The $filter limits the list to one API version and may be removed or changed. Filter on supported resources uses the version prefix (v1.0* or v2.0*). */
                $filter?: components["parameters"]["SupportedResourcesFilter"];
            };
            header?: never;
            path: {
                /** @description Id (GUID) of the company, the <company_id> of `companies(<company_id>)`, unquoted. Find it with List companies (`GET /api/<version>/companies`). */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The supported-resource list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportedResourceCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    Companies_List: {
        parameters: {
            query?: {
                /** @description OData filter, shaped `<field> gt <timestamp>` and combinable with `$expand`. Filter on `lastModifiedDateTime` to read only what changed since a moment, for example after a collection notification. */
                $filter?: components["parameters"]["Filter"];
                /** @description OData select; comma-separated list of the properties to return. */
                $select?: components["parameters"]["Select"];
                /** @description OData top; at most this many entities in all. */
                $top?: components["parameters"]["Top"];
                /** @description OData skip; number of entities to skip. */
                $skip?: components["parameters"]["Skip"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The companies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    Entities_List: {
        parameters: {
            query?: {
                /** @description OData filter, shaped `<field> gt <timestamp>` and combinable with `$expand`. Filter on `lastModifiedDateTime` to read only what changed since a moment, for example after a collection notification. */
                $filter?: components["parameters"]["Filter"];
                /** @description OData expand of navigation properties, multi-level and combinable with `$filter`: `$expand=<nav>,<nav>($expand=<nav>(...))`. */
                $expand?: components["parameters"]["Expand"];
                /** @description OData select; comma-separated list of the properties to return. */
                $select?: components["parameters"]["Select"];
                /** @description OData top; at most this many entities in all. */
                $top?: components["parameters"]["Top"];
                /** @description OData skip; number of entities to skip. */
                $skip?: components["parameters"]["Skip"];
                /** @description Continuation token of server-driven paging. A result with several pages is read page by page: follow `@odata.nextLink`, which carries this token, and do not build the token yourself. Not documented by the service; this contract assumes OData server-driven paging with `@odata.nextLink` and `$skiptoken`. */
                $skiptoken?: components["parameters"]["SkipToken"];
            };
            header?: {
                /** @description OData preference `odata.maxpagesize=N`: at most N entities per page. Pages hold at most 20,000 entities; this preference lowers that number. Not documented by the service; this contract assumes this preference and the bound of 20,000. */
                Prefer?: components["parameters"]["PreferMaxPageSize"];
            };
            path: {
                /** @description Id (GUID) of the company, the <company_id> of `companies(<company_id>)`, unquoted. Find it with List companies (`GET /api/<version>/companies`). */
                companyId: components["parameters"]["CompanyId"];
                /** @description Entity set of a standard API: a webhook-enabled entity other than salesQuotes (salesQuotes has its own path). */
                entitySetName: components["parameters"]["EntitySetName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the collection; `@odata.nextLink` when more pages follow. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    Entities_Create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (GUID) of the company, the <company_id> of `companies(<company_id>)`, unquoted. Find it with List companies (`GET /api/<version>/companies`). */
                companyId: components["parameters"]["CompanyId"];
                /** @description Entity set of a standard API: a webhook-enabled entity other than salesQuotes (salesQuotes has its own path). */
                entitySetName: components["parameters"]["EntitySetName"];
            };
            cookie?: never;
        };
        /** @description The entity's fields (open object; server-set fields are ignored). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["Entity"];
            };
        };
        responses: {
            /** @description Created; the whole entity with the id, time and entity tag set by the service. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedEntity"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    Entities_Get: {
        parameters: {
            query?: {
                /** @description OData expand of navigation properties, multi-level and combinable with `$filter`: `$expand=<nav>,<nav>($expand=<nav>(...))`. */
                $expand?: components["parameters"]["Expand"];
                /** @description OData select; comma-separated list of the properties to return. */
                $select?: components["parameters"]["Select"];
            };
            header?: never;
            path: {
                /** @description Id (GUID) of the company, the <company_id> of `companies(<company_id>)`, unquoted. Find it with List companies (`GET /api/<version>/companies`). */
                companyId: components["parameters"]["CompanyId"];
                /** @description Entity set of a standard API: a webhook-enabled entity other than salesQuotes (salesQuotes has its own path). */
                entitySetName: components["parameters"]["EntitySetName"];
                /** @description Id (GUID) of the entity, unquoted, as in <entity>(<entity_id>). */
                entityId: components["parameters"]["EntityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Entity"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    Entities_Delete: {
        parameters: {
            query?: never;
            header: {
                /** @description Entity tag of the subscription (on the entity APIs, of the entity) as last read: `@odata.etag` in the body, or the `ETag` header. `*` matches any current tag. When the given entity tag differs from the current tag, the subscription is not updated. Not documented by the service; this contract assumes a tag that differs answers 409 Conflict with code `Request_EntityChanged`, a missing or unparseable tag (neither `W/"..."`, `"..."` nor `*`) answers 400 with code `BadRequest_InvalidToken`, and If-Match is required on DELETE too. */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description Id (GUID) of the company, the <company_id> of `companies(<company_id>)`, unquoted. Find it with List companies (`GET /api/<version>/companies`). */
                companyId: components["parameters"]["CompanyId"];
                /** @description Entity set of a standard API: a webhook-enabled entity other than salesQuotes (salesQuotes has its own path). */
                entitySetName: components["parameters"]["EntitySetName"];
                /** @description Id (GUID) of the entity, unquoted, as in <entity>(<entity_id>). */
                entityId: components["parameters"]["EntityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["EntityDeleted"];
            400: components["responses"]["EntityDeleteBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["EntityConflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    Entities_Update: {
        parameters: {
            query?: never;
            header: {
                /** @description Entity tag of the subscription (on the entity APIs, of the entity) as last read: `@odata.etag` in the body, or the `ETag` header. `*` matches any current tag. When the given entity tag differs from the current tag, the subscription is not updated. Not documented by the service; this contract assumes a tag that differs answers 409 Conflict with code `Request_EntityChanged`, a missing or unparseable tag (neither `W/"..."`, `"..."` nor `*`) answers 400 with code `BadRequest_InvalidToken`, and If-Match is required on DELETE too. */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description Id (GUID) of the company, the <company_id> of `companies(<company_id>)`, unquoted. Find it with List companies (`GET /api/<version>/companies`). */
                companyId: components["parameters"]["CompanyId"];
                /** @description Entity set of a standard API: a webhook-enabled entity other than salesQuotes (salesQuotes has its own path). */
                entitySetName: components["parameters"]["EntitySetName"];
                /** @description Id (GUID) of the entity, unquoted, as in <entity>(<entity_id>). */
                entityId: components["parameters"]["EntityId"];
            };
            cookie?: never;
        };
        /** @description The fields to change. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["EntityUpdate"];
            };
        };
        responses: {
            /** @description Updated; the whole entity with its new entity tag. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedEntity"];
                };
            };
            400: components["responses"]["EntityUpdateBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["EntityConflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    SalesQuotes_List: {
        parameters: {
            query?: {
                /** @description OData filter, shaped `<field> gt <timestamp>` and combinable with `$expand`. Filter on `lastModifiedDateTime` to read only what changed since a moment, for example after a collection notification. */
                $filter?: components["parameters"]["Filter"];
                /** @description OData expand of navigation properties, multi-level and combinable with `$filter`: `$expand=<nav>,<nav>($expand=<nav>(...))`. A sales quote's lines are `salesQuoteLines`. */
                $expand?: components["parameters"]["SalesQuoteExpand"];
                /** @description OData select; comma-separated list of the properties to return. */
                $select?: components["parameters"]["Select"];
                /** @description OData top; at most this many entities in all. */
                $top?: components["parameters"]["Top"];
                /** @description OData skip; number of entities to skip. */
                $skip?: components["parameters"]["Skip"];
                /** @description Continuation token of server-driven paging. A result with several pages is read page by page: follow `@odata.nextLink`, which carries this token, and do not build the token yourself. Not documented by the service; this contract assumes OData server-driven paging with `@odata.nextLink` and `$skiptoken`. */
                $skiptoken?: components["parameters"]["SkipToken"];
            };
            header?: {
                /** @description OData preference `odata.maxpagesize=N`: at most N entities per page. Pages hold at most 20,000 entities; this preference lowers that number. Not documented by the service; this contract assumes this preference and the bound of 20,000. */
                Prefer?: components["parameters"]["PreferMaxPageSize"];
            };
            path: {
                /** @description Id (GUID) of the company, the <company_id> of `companies(<company_id>)`, unquoted. Find it with List companies (`GET /api/<version>/companies`). */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of sales quotes; `@odata.nextLink` when more pages follow. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesQuoteCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    SalesQuotes_Create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (GUID) of the company, the <company_id> of `companies(<company_id>)`, unquoted. Find it with List companies (`GET /api/<version>/companies`). */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /** @description customerId and salesQuoteLines (itemId, quantity). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalesQuote"];
            };
        };
        responses: {
            /** @description Created; the quote with its lines. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    SalesQuotes_Get: {
        parameters: {
            query?: {
                /** @description OData expand of navigation properties, multi-level and combinable with `$filter`: `$expand=<nav>,<nav>($expand=<nav>(...))`. A sales quote's lines are `salesQuoteLines`. */
                $expand?: components["parameters"]["SalesQuoteExpand"];
                /** @description OData select; comma-separated list of the properties to return. */
                $select?: components["parameters"]["Select"];
            };
            header?: never;
            path: {
                /** @description Id (GUID) of the company, the <company_id> of `companies(<company_id>)`, unquoted. Find it with List companies (`GET /api/<version>/companies`). */
                companyId: components["parameters"]["CompanyId"];
                /** @description Id (GUID) of the sales quote, unquoted. */
                salesQuoteId: components["parameters"]["SalesQuoteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sales quote. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    SalesQuotes_Delete: {
        parameters: {
            query?: never;
            header: {
                /** @description Entity tag of the subscription (on the entity APIs, of the entity) as last read: `@odata.etag` in the body, or the `ETag` header. `*` matches any current tag. When the given entity tag differs from the current tag, the subscription is not updated. Not documented by the service; this contract assumes a tag that differs answers 409 Conflict with code `Request_EntityChanged`, a missing or unparseable tag (neither `W/"..."`, `"..."` nor `*`) answers 400 with code `BadRequest_InvalidToken`, and If-Match is required on DELETE too. */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description Id (GUID) of the company, the <company_id> of `companies(<company_id>)`, unquoted. Find it with List companies (`GET /api/<version>/companies`). */
                companyId: components["parameters"]["CompanyId"];
                /** @description Id (GUID) of the sales quote, unquoted. */
                salesQuoteId: components["parameters"]["SalesQuoteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["EntityDeleted"];
            400: components["responses"]["EntityDeleteBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["EntityConflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    SalesQuotes_Update: {
        parameters: {
            query?: never;
            header: {
                /** @description Entity tag of the subscription (on the entity APIs, of the entity) as last read: `@odata.etag` in the body, or the `ETag` header. `*` matches any current tag. When the given entity tag differs from the current tag, the subscription is not updated. Not documented by the service; this contract assumes a tag that differs answers 409 Conflict with code `Request_EntityChanged`, a missing or unparseable tag (neither `W/"..."`, `"..."` nor `*`) answers 400 with code `BadRequest_InvalidToken`, and If-Match is required on DELETE too. */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description Id (GUID) of the company, the <company_id> of `companies(<company_id>)`, unquoted. Find it with List companies (`GET /api/<version>/companies`). */
                companyId: components["parameters"]["CompanyId"];
                /** @description Id (GUID) of the sales quote, unquoted. */
                salesQuoteId: components["parameters"]["SalesQuoteId"];
            };
            cookie?: never;
        };
        /** @description The fields to change. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalesQuoteUpdate"];
            };
        };
        responses: {
            /** @description Updated; the whole entity with its new entity tag. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSalesQuote"];
                };
            };
            400: components["responses"]["EntityUpdateBadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["EntityConflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    Batch_Execute: {
        parameters: {
            query?: never;
            header?: {
                /** @description `Isolation: snapshot` makes the batch all-or-nothing: when one request fails, none of the changes of the batch are kept. Not documented by the service; this contract assumes this header. */
                Isolation?: components["parameters"]["Isolation"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description 1 to 100 requests. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchRequest"];
            };
        };
        responses: {
            /** @description One answer per request, matched by id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    SubscriptionValidation_Receive: {
        parameters: {
            query: {
                /** @description The token to echo: return this value, unchanged, as the whole body of a 200 answer. */
                validationToken: components["parameters"]["ValidationToken"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Handshake succeeded: status 200 and the token value, unchanged, as the whole body, sent within 5 seconds. The subscription is created (POST) or renewed (PATCH). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": components["schemas"]["ValidationToken"];
                };
            };
            /** @description Handshake failed: the subscription is not created (POST answers 400 `BadRequest_NotificationUrlValidationFailed`), or not renewed and it keeps its old expiry (PATCH). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer (a status other than 200, a body other than the token, no answer within 5 seconds) means the handshake failed: the subscription is not created, or not renewed and it keeps its old expiry. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ChangeNotification_Receive: {
        parameters: {
            query?: never;
            header: {
                /** @description One GUID per push. Not documented by the service; this contract assumes this header. */
                clientRequestId: components["parameters"]["ClientRequestId"];
                /** @description One GUID per push, for correlation with the service's logs. Not documented by the service; this contract assumes this header. */
                "x-vendor-correlation-id": components["parameters"]["CorrelationId"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description `{ "value": [ notification item, ... ] }`, `application/json`, UTF-8 without byte order mark (RFC 7159, section 8.1). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationPayload"];
            };
        };
        responses: {
            /** @description Keeps the retries going: the delivery is retried at +1, +1, +1, +10, +100 and +1000 minutes after the previous attempt, then every 1000 minutes while less than 36 hours have passed since the first failed attempt, and one last time when the 36 hours end; if that fails too, the subscription is deleted with its pending notifications. Not documented by the service; this contract assumes this schedule. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Keeps the retries going (same schedule as 408). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered. The subscription stays active. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Keeps the retries going (same schedule as 408). Not answering (subscriber unreachable, or no answer within the push timeout of 30000 ms) is treated the same way. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any 4xx other than 408 and 429 stops retries and deletes the subscription: no retry is made, and the subscription is removed at once. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status (not 2xx, 408, 429 or 5xx) deletes the subscription at once; no retry is made. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
