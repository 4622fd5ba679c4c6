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
    "/api/v2.0/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List subscriptions
         * @description Source contract: "An operation to read subscriptions exists. Its path, parameters and payload: not shown." This contract follows the public service: GET /api/v2.0/subscriptions returns 200 with `{ "value": [subscription, ...] }`.
         */
        get: operations["Subscriptions_List"];
        put?: never;
        /**
         * Create a subscription
         * @description Registers a webhook subscription on an entity collection of API v2.0.
         *
         *     - POST {base_url}/api/v2.0/subscriptions
         *     - Headers: Authorization (Bearer <ACCESS_TOKEN>, required), Content-Type application/json.
         *     - Body: subscription object; fields notificationUrl, resource (required) and clientState
         *       (optional). The resource is shaped /api/v2.0/companies(<company_id>)/<entity> and must be
         *       listed by the webhook-supported resources operation.
         *     - Success: 201 Created, body is the subscription object.
         *     - "The subscription is created only if the handshake succeeds." Before creating, the service sends
         *       the validation request to notificationUrl (webhook `subscriptionValidation`: POST
         *       {notificationUrl}?validationToken=<token>, empty body) and waits up to 5 seconds for 200 with
         *       the token in the body.
         *
         *     Transitions: none → Active when "the subscriber answers 200 with the validation token in the
         *     body" ("Notifications start flowing; expirationDateTime is set (default 3 days)."); none → none
         *     when the "Subscriber does not return the token" ("Subscription is not created."). "The status
         *     code returned for a failed handshake ...: not shown." Decision of this contract: 400 with code
         *     `BadRequest_NotificationUrlValidationFailed` (our name).
         *
         *     Lifetime 3 days unless renewed (on-premises ApiSubscriptionExpiration). Maximum subscriptions per
         *     tenant: on-premises ApiSubscriptionMaxNumberOfSubscriptions (default 1000, decision following the
         *     public service); online 200 per environment.
         */
        post: operations["Subscriptions_Create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2.0/subscriptions({subscriptionId})": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Key of the subscription in subscriptions(<subscription_id>). The subscription key is a string, so the public service quotes it: subscriptions('<id>'); the source contract shows the bare form subscriptions(<subscription_id>). Decision of this contract (gap "Key syntax"): both forms are accepted on the one path template, so the value of this parameter is either the quoted key (`'5b8c2f7e1d4a49c6b3e09f8a7d6c5e41'`) or the bare key (`5b8c2f7e1d4a49c6b3e09f8a7d6c5e41`); the key itself has 1 to 150 characters (subscriptionId at most 150, following the public service) and contains no quote, slash or parenthesis. */
                subscriptionId: components["parameters"]["SubscriptionId"];
            };
            cookie?: never;
        };
        /**
         * Read one subscription
         * @description Not fixed by the source contract ("Its path, parameters and payload: not shown"); this contract follows the public service: GET /api/v2.0/subscriptions(<id>) returns the subscription. The key may be quoted (`subscriptions('<id>')`) or bare (`subscriptions(<id>)`). The answer carries the entity tag in `@odata.etag` and the `ETag` header.
         */
        get: operations["Subscriptions_Get"];
        put?: never;
        post?: never;
        /**
         * Delete a subscription
         * @description DELETE {base_url}/api/v2.0/subscriptions(<subscription_id>). "Removes the subscription. Status code and response body: not shown." This contract follows the public service: 204 No Content, no body. If-Match is required, as on PATCH (mismatch: 409 `Request_EntityChanged`; missing or unparseable tag: 400 `BadRequest_InvalidToken`). Transition: Active → removed.
         */
        delete: operations["Subscriptions_Delete"];
        options?: never;
        head?: never;
        /**
         * Renew a subscription
         * @description Update (renew) subscription.
         *
         *     - PATCH {base_url}/api/v2.0/subscriptions(<subscription_id>)
         *     - Headers: Authorization (Bearer <ACCESS_TOKEN>, required), If-Match (required; when the given
         *       entity tag differs from the current tag, the subscription is not updated), Content-Type
         *       application/json.
         *     - Body: notificationUrl, resource, clientState (optional).
         *     - Success: 200 OK, body is the subscription object.
         *     - "Performs a handshake like POST" (webhook `subscriptionValidation`).
         *
         *     Transitions: Active → Active when the "Handshake succeeds" ("Expiration is extended": 3 days from
         *     the renewal); Active → Active when the "Handshake fails" ("Subscription is not renewed and keeps
         *     its old expiry"). Decisions of this contract: failed handshake → 400
         *     `BadRequest_NotificationUrlValidationFailed` (our name); If-Match mismatch → 409
         *     `Request_EntityChanged`; missing or unparseable tag → 400 `BadRequest_InvalidToken` (following
         *     the public service).
         */
        patch: operations["Subscriptions_Update"];
        trace?: never;
    };
    "/api/{apiPublisher}/{apiGroup}/{apiVersion}/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description <APIPublisher> of a custom API published by an extension. Source contract: "Custom APIs use api/<APIPublisher>/<APIGroup>/<APIVersion>", and "the resource value must carry the same three elements". */
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
         * @description Source contract: "An operation to read subscriptions exists. Its path, parameters and payload: not shown." This contract follows the public service: GET on the subscriptions path returns 200 with `{ "value": [subscription, ...] }`, the same for custom API prefixes.
         */
        get: operations["CustomApiSubscriptions_List"];
        put?: never;
        /**
         * Create a subscription through a custom API
         * @description Same as creating a subscription on a standard API, on the custom-API path
         *     api/<APIPublisher>/<APIGroup>/<APIVersion>/subscriptions. "The resource value must carry the same
         *     three elements" (APIPublisher, APIGroup, APIVersion) as the path.
         *
         *     - Headers: Authorization (Bearer <ACCESS_TOKEN>, required), Content-Type application/json.
         *     - Body: subscription object; fields notificationUrl, resource (required) and clientState (optional).
         *     - Success: 201 Created, body is the subscription object.
         *     - "The subscription is created only if the handshake succeeds": the service first sends the
         *       validation request to notificationUrl (webhook `subscriptionValidation`); when the subscriber
         *       does not return the token, the subscription is not created (400
         *       `BadRequest_NotificationUrlValidationFailed`, decision of this contract, our name).
         *     - Lifetime 3 days unless renewed; maximum subscriptions: on-premises default 1000
         *       (ApiSubscriptionMaxNumberOfSubscriptions), online 200 per environment (decisions of this
         *       contract, following the public service).
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
                /** @description <APIPublisher> of a custom API published by an extension. Source contract: "Custom APIs use api/<APIPublisher>/<APIGroup>/<APIVersion>", and "the resource value must carry the same three elements". */
                apiPublisher: components["parameters"]["ApiPublisher"];
                /** @description <APIGroup> of a custom API published by an extension. */
                apiGroup: components["parameters"]["ApiGroup"];
                /** @description <APIVersion> of a custom API published by an extension. */
                apiVersion: components["parameters"]["ApiVersion"];
                /** @description Key of the subscription in subscriptions(<subscription_id>). The subscription key is a string, so the public service quotes it: subscriptions('<id>'); the source contract shows the bare form subscriptions(<subscription_id>). Decision of this contract (gap "Key syntax"): both forms are accepted on the one path template, so the value of this parameter is either the quoted key (`'5b8c2f7e1d4a49c6b3e09f8a7d6c5e41'`) or the bare key (`5b8c2f7e1d4a49c6b3e09f8a7d6c5e41`); the key itself has 1 to 150 characters (subscriptionId at most 150, following the public service) and contains no quote, slash or parenthesis. */
                subscriptionId: components["parameters"]["SubscriptionId"];
            };
            cookie?: never;
        };
        /**
         * Read one subscription of a custom API
         * @description Not fixed by the source contract ("Its path, parameters and payload: not shown"); this contract follows the public service: GET subscriptions(<id>) returns the subscription, the same for custom API prefixes. The answer carries the entity tag in `@odata.etag` and the `ETag` header.
         */
        get: operations["CustomApiSubscriptions_Get"];
        put?: never;
        post?: never;
        /**
         * Delete a subscription of a custom API
         * @description Removes the subscription. "Status code and response body: not shown." This contract follows the public service: 204 No Content, no body; If-Match is required, as on PATCH (mismatch: 409 `Request_EntityChanged`; missing or unparseable tag: 400 `BadRequest_InvalidToken`).
         */
        delete: operations["CustomApiSubscriptions_Delete"];
        options?: never;
        head?: never;
        /**
         * Renew a subscription of a custom API
         * @description Same as renewing a subscription on a standard API, on the custom-API path.
         *
         *     - Headers: Authorization (Bearer <ACCESS_TOKEN>, required), If-Match (required; when the given
         *       entity tag differs from the current tag, the subscription is not updated), Content-Type
         *       application/json.
         *     - Body: notificationUrl, resource, clientState (optional).
         *     - Success: 200 OK, body is the subscription object; expiration is extended.
         *     - "Performs a handshake like POST." Handshake fails: "Subscription is not renewed and keeps its old
         *       expiry" (400 `BadRequest_NotificationUrlValidationFailed`, decision of this contract, our name).
         *     - If-Match mismatch: 409 `Request_EntityChanged`; missing or unparseable tag: 400
         *       `BadRequest_InvalidToken` (decisions of this contract, following the public service).
         */
        patch: operations["CustomApiSubscriptions_Update"];
        trace?: never;
    };
    "/api/vendor/runtime/beta/companies({companyId})/webhookSupportedResources": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Company id, the <company_id> of companies(<company_id>). Company keys are GUIDs and stay unquoted (gap "Key syntax"). List the companies with GET /api/<version>/companies to find it. */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * List webhook-supported entities
         * @description GET {base_url}/api/vendor/runtime/beta/companies(<company_id>)/webhookSupportedResources?$filter=resource eq 'v2.0*'
         *
         *     "The $filter limits the list to one API version and may be removed or changed." Response: the
         *     supported-resource list, "object with field value, an array of objects with one field, resource
         *     (string, shaped <version>/<entity>)".
         *
         *     Entities that support webhooks (same list in v1.0 and v2.0): accounts, companyInformation,
         *     countriesRegions, currencies, customerPaymentJournals, customers, dimensions, employees,
         *     generalLedgerEntries, itemCategories, items, journals, paymentMethods, paymentTerms,
         *     purchaseInvoices, salesCreditMemos, salesInvoices, salesOrders, salesQuotes, shipmentMethods,
         *     unitsOfMeasure, vendors (schema WebhookEntityName). "Custom API pages are also webhook-enabled and
         *     are listed in the supported-resource list when the service is able to send notifications for the
         *     entity."
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
    "/api/v2.0/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List companies
         * @description Lists the companies of the environment so that clients find the company id used in companies(<company_id>) paths and resource values. Not part of the source contract; this contract follows the public service with a minimal company shape.
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
    "/api/v2.0/companies({companyId})/{entitySetName}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Company id, the <company_id> of companies(<company_id>). Company keys are GUIDs and stay unquoted (gap "Key syntax"). List the companies with GET /api/<version>/companies to find it. */
                companyId: components["parameters"]["CompanyId"];
                /** @description Entity set of a standard API: a webhook-enabled entity other than salesQuotes (salesQuotes has its own path). */
                entitySetName: components["parameters"]["EntitySetName"];
            };
            cookie?: never;
        };
        /**
         * Read an entity collection
         * @description Reads an entity collection of API v2.0 with the query shapes that reduce call volume:
         *
         *     | Purpose | Shape |
         *     |---|---|
         *     | Filter | GET /companies(<company_id>)/<entity>?$filter=<field> gt <timestamp> |
         *     | Expand (multi-level, combinable with filter) | GET /companies(<company_id>)/<entity>?$filter=...&$expand=<nav>,<nav>($expand=<nav>(...)) |
         *     | Paging | A result with several pages is read page by page with continuation tokens. |
         *
         *     "The name of the continuation-token element: not shown." This contract follows the public
         *     service: OData server-driven paging; `@odata.nextLink` is the full URL of the next page, carrying
         *     the continuation token; at most 20,000 entities per page; `Prefer: odata.maxpagesize=N` lowers
         *     it. A collection notification is followed by a read of this operation with the notified $filter.
         *
         *     salesQuotes has its own path (deep insert) and is not addressed here.
         */
        get: operations["Entities_List"];
        put?: never;
        /**
         * Create an entity
         * @description Creates an entity in a webhook-enabled entity set of API v2.0:
         *     `POST /api/v2.0/companies(<company_id>)/<entity>`, the entity's fields as a JSON object in the body.
         *     The answer is 201 with the whole entity: `id`, `lastModifiedDateTime` and `@odata.etag` are set by
         *     the service (the tag also in the `ETag` header; send it back in `If-Match` to update or delete).
         *
         *     Not in the source contract, which names only the query shapes; this contract follows the
         *     public service. Server-set fields sent in the body are ignored. The document
         *     entities (salesOrders, salesInvoices, salesCreditMemos, purchaseInvoices) accept their lines in the
         *     same body (deep insert, as salesQuotes does) and return them. salesQuotes has its own path.
         *
         *     Notifications: a change notifies the subscriptions on the entity's collection; here changeType
         *     `created`, after the notification delay (30 seconds by default), several quick changes making one
         *     notification. A change to a line entity notifies the subscription on the header entity.
         */
        post: operations["Entities_Create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2.0/companies({companyId})/{entitySetName}({entityId})": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Company id, the <company_id> of companies(<company_id>). Company keys are GUIDs and stay unquoted (gap "Key syntax"). List the companies with GET /api/<version>/companies to find it. */
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
         * @description Reads one entity, the resource of an entity change notification (api/v2.0/companies(<company_id>)/<entity>(<entity_id>)). $expand and $select apply as on the collection.
         */
        get: operations["Entities_Get"];
        put?: never;
        post?: never;
        /**
         * Delete an entity
         * @description Deletes one entity: `DELETE /api/v2.0/companies(<company_id>)/<entity>(<entity_id>)` with `If-Match` (required) set to
         *     the entity tag last read. The answer is 204 No Content, no body.
         *
         *     Not in the source contract, which names only the query shapes; this contract follows the
         *     public service. If-Match works as on subscriptions: a tag that differs from the
         *     current tag gives 409 `Request_EntityChanged` and nothing is deleted; a missing or unparseable tag
         *     gives 400 `BadRequest_InvalidToken`; `*` matches any tag. Deleting a document entity deletes its
         *     lines.
         *
         *     Notifications: a change notifies the subscriptions on the entity's collection; here changeType
         *     `deleted` (a delete within the notification delay wins over an earlier created or updated). A
         *     change to a line entity notifies the subscription on the header entity.
         */
        delete: operations["Entities_Delete"];
        options?: never;
        head?: never;
        /**
         * Update an entity
         * @description Changes fields of one entity: `PATCH /api/v2.0/companies(<company_id>)/<entity>(<entity_id>)` with
         *     `If-Match` (required) set to the entity tag last read (`@odata.etag`, `ETag`); the body holds only
         *     the fields to change. The answer is 200 with the whole entity, its new `@odata.etag` and the
         *     `ETag` header.
         *
         *     Not in the source contract, which names only the query shapes; this contract follows the
         *     public service. If-Match works as on subscriptions: a tag that differs from the
         *     current tag gives 409 `Request_EntityChanged` and nothing is updated; a missing or unparseable tag
         *     gives 400 `BadRequest_InvalidToken`; `*` matches any tag. Server-set fields sent in the body are
         *     ignored. The lines of a document entity cannot be sent (deep update is not part of this contract;
         *     decision of this contract).
         *
         *     Notifications: a change notifies the subscriptions on the entity's collection; here changeType
         *     `updated` (an entity created and updated within the notification delay is notified once, as
         *     `created`). A change to a line entity notifies the subscription on the header entity.
         */
        patch: operations["Entities_Update"];
        trace?: never;
    };
    "/api/v2.0/companies({companyId})/salesQuotes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Company id, the <company_id> of companies(<company_id>). Company keys are GUIDs and stay unquoted (gap "Key syntax"). List the companies with GET /api/<version>/companies to find it. */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * Read sales quotes
         * @description Reads the sales quotes of a company with the same query options as any entity collection: filter (`$filter=lastModifiedDateTime gt <timestamp>`), multi-level expand combinable with filter (`$expand=salesQuoteLines($expand=item)`), select, top, skip, and paging with continuation tokens (`@odata.nextLink`, at most 20,000 per page, `Prefer: odata.maxpagesize=N`; decision following the public service).
         */
        get: operations["SalesQuotes_List"];
        put?: never;
        /**
         * Create a sales quote with its lines (deep insert)
         * @description Source contract: "Deep insert: POST /companies(<company_id>)/salesQuotes with body fields customerId (string) and salesQuoteLines (array of objects with itemId string and quantity integer). Deep insert also works inside a batch call." One request creates the quote and its lines; the answer (201) returns the quote with its lines and the ids set by the service.
         */
        post: operations["SalesQuotes_Create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2.0/companies({companyId})/salesQuotes({salesQuoteId})": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Company id, the <company_id> of companies(<company_id>). Company keys are GUIDs and stay unquoted (gap "Key syntax"). List the companies with GET /api/<version>/companies to find it. */
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
         * @description Deletes one sales quote and its lines: `DELETE /api/v2.0/companies(<company_id>)/salesQuotes(<salesQuoteId>)` with `If-Match` (required) set to
         *     the entity tag last read. The answer is 204 No Content, no body.
         *
         *     Not in the source contract, which names only the query shapes; this contract follows the
         *     public service. If-Match works as on subscriptions: a tag that differs from the
         *     current tag gives 409 `Request_EntityChanged` and nothing is deleted; a missing or unparseable tag
         *     gives 400 `BadRequest_InvalidToken`; `*` matches any tag. The quote's salesQuoteLines are deleted
         *     with it.
         *
         *     Notifications: a change notifies the subscriptions on the entity's collection; here changeType
         *     `deleted` (a delete within the notification delay wins over an earlier created or updated). A
         *     change to a line entity notifies the subscription on the header entity.
         */
        delete: operations["SalesQuotes_Delete"];
        options?: never;
        head?: never;
        /**
         * Update a sales quote
         * @description Changes fields of one sales quote: `PATCH /api/v2.0/companies(<company_id>)/salesQuotes(<salesQuoteId>)` with
         *     `If-Match` (required) set to the entity tag last read (`@odata.etag`, `ETag`); the body holds only
         *     the fields to change. The answer is 200 with the whole entity, its new `@odata.etag` and the
         *     `ETag` header.
         *
         *     Not in the source contract, which names only the query shapes; this contract follows the
         *     public service. If-Match works as on subscriptions: a tag that differs from the
         *     current tag gives 409 `Request_EntityChanged` and nothing is updated; a missing or unparseable tag
         *     gives 400 `BadRequest_InvalidToken`; `*` matches any tag. Header fields only: server-set fields
         *     (id, number, lastModifiedDateTime) sent in the body are ignored, and salesQuoteLines cannot be sent
         *     (lines are created with the quote by deep insert; deep update is not part of this contract,
         *     decision of this contract).
         *
         *     Notifications: a change notifies the subscriptions on the entity's collection; here changeType
         *     `updated` (an entity created and updated within the notification delay is notified once, as
         *     `created`). A change to a line entity notifies the subscription on the header entity.
         */
        patch: operations["SalesQuotes_Update"];
        trace?: never;
    };
    "/api/v2.0/$batch": {
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
         * @description Sends up to 100 requests in one call. Not fixed by the source contract; this contract follows the
         *     public service: JSON body `{ "requests": [ { "id", "method", "url", "headers", "body" } ] }`,
         *     answer 200 `{ "responses": [ { "id", "status", "headers", "body" } ] }`, at most 100 requests per
         *     batch. Header `Isolation: snapshot` makes the batch all-or-nothing.
         *
         *     Source contract: "Deep insert also works inside a batch call." "Batch too large: A timeout occurs."
         *     (408 after 8 minutes of operation, 504 after 10 minutes of request time): keep batches small and
         *     split the work into several requests.
         *
         *     Each request of the batch counts against the request-rate limits; the status of each request is in
         *     its own answer (`status`), so a 200 for the batch does not mean that every request succeeded.
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
         *     subscription. "The subscriber proves it controls notificationUrl by returning the validation
         *     token (handshake)."
         *
         *     - "The service calls notificationUrl with query parameter validationToken."
         *     - "The subscriber answers status 200 with the token value in the response body (v1.0: as plain
         *       text)." In v2.0 the token is the whole body; that it is sent as `text/plain` too is a decision
         *       of this contract (the gap decisions), as the source contract fixes plain text for v1.0 only.
         *     - "The same handshake applies on create and on renewal."
         *     - "The HTTP method of this request and of the later notification pushes: not shown." Decision of
         *       this contract, following the public service: `POST {notificationUrl}?validationToken=<token>`
         *       with an empty body; the subscriber answers 200 with the token as the whole body within 5 s
         *       (handshake timeout 5000 ms).
         *
         *     | State | Trigger | Condition | Next state | Also |
         *     |---|---|---|---|---|
         *     | none | POST subscriptions | Service sends a validation request to notificationUrl and the subscriber answers 200 with the validation token in the body | Active | Notifications start flowing; expirationDateTime is set (default 3 days). |
         *     | none | POST subscriptions | Subscriber does not return the token | none | Subscription is not created. |
         *     | Active | PATCH subscription | Handshake succeeds | Active | Expiration is extended. |
         *     | Active | PATCH subscription | Handshake fails | Active | Subscription is not renewed and keeps its old expiry. |
         *
         *     The service sends no bearer token on this request (none is fixed by the source contract); the
         *     subscriber authenticates nothing here and only echoes the token.
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
         * @description "The service pushes notification payloads (shape in Resources) to notificationUrl." Method not
         *     shown in the source contract; decision of this contract, following the public service: `POST` to
         *     notificationUrl, `Content-Type: application/json`, UTF-8, no byte order mark; headers
         *     `clientRequestId` and `x-vendor-correlation-id` carry one GUID per push; push timeout 30000 ms.
         *     One push may hold items of several subscriptions. The subscriber checks `clientState` of each
         *     item as a shared secret.
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
         *        (Defaults, following the public service: ApiSubscriptionDelayTime 30000 ms;
         *        ApiSubscriptionMaxNumberOfNotifications 30000, older releases 1000; the online threshold is
         *        1000.)
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
         *     Document APIs: "a change to a line entity produces a notification for the subscription on the
         *     header entity (a change to a sales invoice line notifies a salesInvoices subscription)".
         *     Delegated admins: "When a delegated admin changes an entity, no notification is triggered at
         *     once. When a licensed user changes the entity, the notification is sent and covers the changes
         *     of all users, including the delegated admin."
         *
         *     Retry schedule (decision of this contract, following the public service): a delivery answered
         *     408, 429 or 5xx, or not answered, is retried at +1, +1, +1, +10, +100 and +1000 minutes after the
         *     previous attempt, then every 1000 minutes while less than 36 hours have passed since the first
         *     failed attempt, and one last time when the 36 hours end (counted from the first failed attempt:
         *     +1, +2, +3, +13, +113, +1113, +2113 and +2160 minutes). When that last attempt fails too, the
         *     subscription is deleted with its pending notifications. Any other status deletes it at once. Expired subscriptions are deleted by the next
         *     notification run, with their pending notifications.
         *
         *     The service sends no bearer token on this request (none is fixed by the source contract);
         *     clientState is the shared secret (Authentication rule 3).
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
         * Subscription (standard API v2.0)
         * @description A subscription on an entity collection of the standard API v2.0: the shared Subscription with its resource restricted to the v2.0 version segment ("subscription endpoints, resource values and supported-resource lists use the same segment").
         */
        StandardApiSubscription: components["schemas"]["Subscription"] & {
            /** @description Shaped /api/v2.0/companies(<company_id>)/<entity>, where <entity> is one of the 22 "Entities that support webhooks (same list in v1.0 and v2.0)" (WebhookEntityName): accounts, companyInformation, countriesRegions, currencies, customerPaymentJournals, customers, dimensions, employees, generalLedgerEntries, itemCategories, items, journals, paymentMethods, paymentTerms, purchaseInvoices, salesCreditMemos, salesInvoices, salesOrders, salesQuotes, shipmentMethods, unitsOfMeasure, vendors. A subscription to any other entity of this API is refused with 400 (`BadRequest_InvalidRequestBody`, naming the entity and the list; decision of this contract). Custom-API subscriptions (/api/<APIPublisher>/<APIGroup>/<APIVersion>/subscriptions) are not bound by this list. */
            resource?: string;
        };
        /**
         * Subscription list (standard API v2.0)
         * @description Not fixed by the source contract ("An operation to read subscriptions exists. Its path, parameters and payload: not shown."); this contract follows the public service: `{ "value": [subscription, ...] }`.
         */
        StandardApiSubscriptionCollection: {
            value: components["schemas"]["StandardApiSubscription"][];
        };
        /**
         * Subscribed resource path
         * @description Source contract: "Path of the subscribed entity collection, shaped /api/<version>/companies(<company_id>)/<entity>. Required in create and update bodies." For a custom API: "the subscription path is api/<APIPublisher>/<APIGroup>/<APIVersion>/subscriptions, and the resource value must carry the same three elements", so a custom-API resource is shaped /api/<APIPublisher>/<APIGroup>/<APIVersion>/companies(<company_id>)/<entity>. This shared schema accepts both forms (standard API version segment v1.0 or v2.0, or the three custom-API elements); each endpoint narrows it: the standard endpoints of a version accept only their own version segment ("subscription endpoints, resource values and supported-resource lists use the same segment"), the custom-API endpoints accept only the custom form. The company key is a GUID and stays unquoted. The leading slash is optional: the source contract writes /api/... for subscriptions and api/... for notification resources.
         *     Entity: on a standard API (v1.0, v2.0) it must be one of the "Entities that support webhooks (same list in v1.0 and v2.0)" (WebhookEntityName; the pattern lists the 22 names), and a subscription to any other entity of a standard API is refused with 400 (`BadRequest_InvalidRequestBody`, the message naming the entity and the list; the code and message are decisions of this contract). On a custom API any entity name is accepted by the schema: "Custom API pages are also webhook-enabled and are listed in the supported-resource list when the service is able to send notifications for the entity", which the service checks.
         * @example /api/v2.0/companies(3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51)/customers
         * @example /api/v1.0/companies(3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51)/items
         * @example /api/acme/sales/v1.0/companies(3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51)/vehicles
         */
        SubscriptionResource: string;
        /**
         * Subscription
         * @description A webhook subscription on an entity collection. Source contract: "Lets a client (the subscriber)
         *     register a webhook subscription on an entity collection. The service then pushes change notifications
         *     to the subscriber's callback address (notificationUrl)." "Responses carry all properties of the
         *     subscription."
         *
         *     Request bodies (POST create, PATCH renew) carry notificationUrl and resource (required) and
         *     clientState (optional); every other property is set by the service (`readOnly`) and is listed in
         *     `required` for responses only.
         *
         *     Lifetime: "Default lifetime is 3 days from creation or last renewal"; "3 days unless renewed;
         *     on-premises set by ApiSubscriptionExpiration" (on-premises default 3 days). A renewal (PATCH with a
         *     successful handshake) extends expirationDateTime.
         *
         *     After expiry (not fixed by the source contract; this contract follows the public service): expired
         *     subscriptions are deleted by the next notification run, with their pending notifications. Nothing
         *     more is sent; the subscriber must create a new subscription.
         *
         *     Maximum subscriptions per tenant: "on-premises set by ApiSubscriptionMaxNumberOfSubscriptions".
         *     Default not fixed by the source contract; this contract follows the public service: on-premises
         *     default 1000; online 200 per environment.
         *
         *     Entity tag (not fixed by the source contract; this contract follows the public service): responses
         *     carry the entity tag as `@odata.etag` in the body and as the `ETag` header; PATCH and DELETE send it
         *     back in `If-Match`.
         */
        Subscription: {
            /**
             * @description Entity tag of the subscription. Not fixed by the source contract; this contract follows the public service: the tag is returned as `@odata.etag` in the body and as the `ETag` header, and is sent back in `If-Match` on PATCH and DELETE.
             * @example W/"JzIwOzE3MzU2OTg0NTU2NjQ5NzEwMjMxMTswMDsn"
             */
            "@odata.etag": $Read<string>;
            /**
             * @description Source contract: "Identifier of the subscription." Set by the service. Maximum length not fixed by the source contract; this contract follows the public service: at most 150 characters. In paths it is the key of subscriptions(<subscription_id>), quoted or bare.
             * @example 5b8c2f7e1d4a49c6b3e09f8a7d6c5e41
             */
            subscriptionId: $Read<string>;
            /**
             * Format: uri
             * @description Source contract: "Callback address of the subscriber. Required in create and update bodies." Type "string (https URL)": an absolute `https` URL, and nothing else (no plain `http`, whatever the host). The service performs the handshake against this address on create and on renewal, and pushes notifications to it. (This repository's emulator can be told to accept plain `http` to a loopback receiver for local tests; that is a setting of the emulator, not part of this contract.)
             * @example https://hooks.subscriber.example/business/notifications
             */
            notificationUrl: string;
            resource: components["schemas"]["SubscriptionResource"];
            /**
             * @description Source contract: "Optional on POST and PATCH. Opaque token, usable as a shared secret; echoed in every notification." "clientState, stored on the subscription, is sent in each notification so that the subscriber can check the notification as a shared secret." Maximum length not shown in the source contract; this contract follows the public service: at most 2048 characters. It is echoed in responses and notifications, so it is not write-only. Responses carry all properties of the subscription; clientState stays optional in this schema only because it is optional in request bodies.
             * @example 7f3d1c9a-secret-from-subscriber
             */
            clientState?: string;
            /**
             * Format: uuid
             * @description Source contract: "User that owns the subscription." Type string (GUID).
             * @example 6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b
             */
            userId: $Read<string>;
            /**
             * Format: date-time
             * @description Source contract: "Last modification time." Type string (date-time, ISO 8601).
             * @example 2026-11-20T10:00:00Z
             */
            lastModifiedDateTime: $Read<string>;
            /**
             * Format: date-time
             * @description Source contract: "Moment the subscription expires. Default lifetime is 3 days from creation or last renewal." Type string (date-time, ISO 8601). On-premises the lifetime is set by ApiSubscriptionExpiration (default 3 days, per the public service). A successful renewal (PATCH) extends it; a failed renewal handshake leaves it unchanged ("Subscription is not renewed and keeps its old expiry"). After expiry the subscription is deleted by the next notification run (decision of this contract, following the public service).
             * @example 2026-11-23T10:00:00Z
             */
            expirationDateTime: $Read<string>;
            /**
             * Format: date-time
             * @description Source contract: "Creation time." Type string (date-time).
             * @example 2026-11-20T10:00:00Z
             */
            systemCreatedAt: $Read<string>;
            /**
             * Format: uuid
             * @description Source contract: "Creator." Type string (GUID).
             * @example 6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b
             */
            systemCreatedBy: $Read<string>;
            /**
             * Format: date-time
             * @description Source contract: "Modification time." Type string (date-time).
             * @example 2026-11-20T10:00:00Z
             */
            systemModifiedAt: $Read<string>;
            /**
             * Format: uuid
             * @description Source contract: "Last modifier." Type string (GUID).
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
             * @description Error code shaped <Category_Detail>. Codes fixed by this contract: BadRequest_NotificationUrlValidationFailed (failed handshake; our name), Request_EntityChanged (If-Match mismatch), BadRequest_InvalidToken (missing or unparseable If-Match tag). Other codes are the service's and are shown in the examples for illustration.
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
         * @description Error body. The source contract says "The error body shape: not shown."; this contract follows the public service: `{ "error": { "code": "<Category_Detail>", "message": "..." } }`.
         */
        ErrorResponse: {
            error: components["schemas"]["ErrorDetail"];
        };
        /**
         * Custom API subscription
         * @description A subscription made through a custom API published by an extension. Source contract: "For a custom API, the subscription path is api/<APIPublisher>/<APIGroup>/<APIVersion>/subscriptions, and the resource value must carry the same three elements." The schema requires the custom-API form of resource; that the three elements equal those of the request path is a rule the service checks and a schema cannot express. All other properties and rules are those of Subscription.
         */
        CustomApiSubscription: components["schemas"]["Subscription"] & {
            /** @description Custom-API form: /api/<APIPublisher>/<APIGroup>/<APIVersion>/companies(<company_id>)/<entity>, with the same APIPublisher, APIGroup and APIVersion as the subscription path. */
            resource?: string;
        };
        /**
         * Custom API subscription list
         * @description List of the subscriptions of a custom API. Not fixed by the source contract ("An operation to read subscriptions exists. Its path, parameters and payload: not shown."); this contract follows the public service: 200 with `{ "value": [subscription, ...] }`.
         */
        CustomApiSubscriptionCollection: {
            value: components["schemas"]["CustomApiSubscription"][];
        };
        /**
         * Supported-resource entry
         * @description Source contract: "an array of objects with one field, resource (string, shaped <version>/<entity>)". Standard entities appear as <version>/<entity> with an entity of WebhookEntityName; custom API pages appear when the service is able to send notifications for the entity, with their <APIPublisher>/<APIGroup>/<APIVersion> prefix in place of the version (interpretation of this contract: the custom form carries the same three elements as the custom-API subscription path). The entry has that one field and no other (`additionalProperties: false`).
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
         * @description Source contract: "List result: object with field value, an array of objects with one field, resource (string, shaped <version>/<entity>)." The list names the entities the service can notify about; a subscription whose resource is not in it cannot be created.
         */
        SupportedResourceCollection: {
            value: components["schemas"]["SupportedResource"][];
        };
        /**
         * Company
         * @description A company of the environment. Not part of the source contract, which only uses the company id (companies(<company_id>), a GUID) in paths; this contract follows the public service with a minimal shape so that users can find company ids. Other properties of the public service may appear.
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
         * @description Source contract: "Entities that support webhooks (same list in v1.0 and v2.0)": accounts,
         *     companyInformation, countriesRegions, currencies, customerPaymentJournals, customers, dimensions,
         *     employees, generalLedgerEntries, itemCategories, items, journals, paymentMethods, paymentTerms,
         *     purchaseInvoices, salesCreditMemos, salesInvoices, salesOrders, salesQuotes, shipmentMethods,
         *     unitsOfMeasure, vendors.
         *
         *     "Custom API pages are also webhook-enabled and are listed in the supported-resource list when the
         *     service is able to send notifications for the entity."
         *
         *     "Webhooks are unsupported for an API when any of these holds:
         *     - the source table of the API page is a temporary table;
         *     - the API page has a composite primary key (several key fields, or no key fields declared);
         *     - the source table is a system table (table number above 2000000000);
         *     - the API is declared as a query and not as a page;
         *     - the source table is the job queue entry table (table number 472)."
         *
         *     "Document APIs: a change to a line entity produces a notification for the subscription on the header
         *     entity (a change to a sales invoice line notifies a salesInvoices subscription)."
         * @enum {string}
         */
        WebhookEntityName: "accounts" | "companyInformation" | "countriesRegions" | "currencies" | "customerPaymentJournals" | "customers" | "dimensions" | "employees" | "generalLedgerEntries" | "itemCategories" | "items" | "journals" | "paymentMethods" | "paymentTerms" | "purchaseInvoices" | "salesCreditMemos" | "salesInvoices" | "salesOrders" | "salesQuotes" | "shipmentMethods" | "unitsOfMeasure" | "vendors";
        /**
         * Entity set name (generic path)
         * @description Entity set addressed by the generic entity path: the webhook-enabled standard entities (WebhookEntityName) except salesQuotes, which has its own literal path (deep insert) so that no request matches two routes. Other entity sets of the public service exist and are read the same way; this contract describes only the webhook-enabled ones.
         * @enum {string}
         */
        EntitySetName: "accounts" | "companyInformation" | "countriesRegions" | "currencies" | "customerPaymentJournals" | "customers" | "dimensions" | "employees" | "generalLedgerEntries" | "itemCategories" | "items" | "journals" | "paymentMethods" | "paymentTerms" | "purchaseInvoices" | "salesCreditMemos" | "salesInvoices" | "salesOrders" | "shipmentMethods" | "unitsOfMeasure" | "vendors";
        /**
         * Entity
         * @description An entity of a standard API (customer, item, sales document, ...). The source contract describes the query shapes, not the entity fields; this generic shape names the fields that the query shapes and the notifications rely on and allows all others.
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
             * @description Last modification time; the field to filter on ("GET /companies(<company_id>)/<entity>?$filter=<field> gt <timestamp>") when reading the changes announced by a collection notification.
             * @example 2026-11-20T10:15:30Z
             */
            lastModifiedDateTime?: $Read<string>;
        } & {
            [key: string]: unknown;
        };
        /**
         * Entity collection page
         * @description One page of an entity collection. Source contract: "A result with several pages is read page by page with continuation tokens." The name of the continuation-token element is not shown in the source contract; this contract follows the public service: OData server-driven paging, `@odata.nextLink` holds the full URL of the next page including the continuation token ($skiptoken), at most 20,000 entities per page (`Prefer: odata.maxpagesize=N` lowers it). The last page has no `@odata.nextLink`.
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
         * @description The entity the service returns after a create (201) or an update (200): the whole entity (no $select applies), so its key `id`, its entity tag `@odata.etag` (equal to the `ETag` header) and `lastModifiedDateTime` are always present. Not in the source contract, which names only the query shapes; this contract follows the public service.
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
         * @description The fields to change; the others keep their values. Server-set fields (`id`, `lastModifiedDateTime`, `@odata.etag`) are set by the service, and a value sent for them is ignored. The line collections of the document entities (salesOrderLines, salesInvoiceLines, salesCreditMemoLines, purchaseInvoiceLines) are created with their header (deep insert) and cannot be sent in a PATCH body: deep update is not part of this contract (decision of this contract).
         */
        EntityUpdate: components["schemas"]["Entity"] & {
            salesOrderLines?: never;
            salesInvoiceLines?: never;
            salesCreditMemoLines?: never;
            purchaseInvoiceLines?: never;
        };
        /**
         * Sales quote line
         * @description Line of a sales quote. Source contract (deep insert): "salesQuoteLines (array of objects with itemId string and quantity integer)". Other line fields of the public service are accepted and returned.
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
             * @description Source contract: itemId (string). The public service uses the id (GUID) of the item.
             * @example 1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e
             */
            itemId?: string;
            /**
             * Format: int32
             * @description Source contract: quantity (integer).
             * @example 5
             */
            quantity?: number;
        } & {
            [key: string]: unknown;
        };
        /**
         * Sales quote
         * @description Sales quote. Source contract: "Deep insert: POST /companies(<company_id>)/salesQuotes with body fields customerId (string) and salesQuoteLines (array of objects with itemId string and quantity integer). Deep insert also works inside a batch call." The source contract marks neither field required. Other fields of the public service are accepted and returned.
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
             * @description Source contract: customerId (string). The public service uses the id (GUID) of the customer.
             * @example 0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d
             */
            customerId?: string;
            /**
             * Format: date-time
             * @description Last modification time.
             * @example 2026-11-20T10:20:00Z
             */
            lastModifiedDateTime?: $Read<string>;
            /** @description Source contract: "salesQuoteLines (array of objects with itemId string and quantity integer)". */
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
         * @description The header fields to change (for example customerId); the others keep their values. Server-set fields (`id`, `number`, `lastModifiedDateTime`, `@odata.etag`) are set by the service, and a value sent for them is ignored. salesQuoteLines are created with the quote (deep insert) and cannot be sent in a PATCH body: deep update is not part of this contract (decision of this contract).
         */
        SalesQuoteUpdate: components["schemas"]["SalesQuote"] & {
            salesQuoteLines?: never;
        };
        /**
         * Sales quote as returned by an update
         * @description The sales quote the service returns after an update (200): the whole quote, so its key `id`, its entity tag `@odata.etag` (equal to the `ETag` header) and `lastModifiedDateTime` are always present. Not in the source contract, which names only the query shapes; this contract follows the public service.
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
         * @description One request inside a batch. Shape not fixed by the source contract; this contract follows the public service.
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
         * @description Batch of requests. Not fixed by the source contract ("Batch request format ... not shown"); this contract follows the public service: JSON body `{ "requests": [ { "id", "method", "url", "headers", "body" } ] }`, at most 100 requests per batch. Source contract: "Batch too large: A timeout occurs." Deep insert works inside a batch.
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
         * @description Answers of a batch. Not fixed by the source contract; this contract follows the public service: `{ "responses": [ { "id", "status", "headers", "body" } ] }`.
         */
        BatchResponse: {
            responses: components["schemas"]["BatchResponseItem"][];
        };
        /**
         * Validation token
         * @description Source contract: "The service calls notificationUrl with query parameter validationToken. The subscriber answers status 200 with the token value in the response body." The subscriber returns the value unchanged as the whole response body. The source contract gives no format or length for the token; treat it as opaque.
         * @example 2c7f9b1e-4d3a-4e8b-9a6f-0b1c2d3e4f50
         */
        ValidationToken: string;
        /**
         * Change type
         * @description Source contract: "One of: created, updated, deleted, collection."
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
         * @description Fields common to every notification item. Source contract: "Notification (item of the pushed payload)". All six fields of the item are present in every item; the variants (EntityChangeNotificationItem, CollectionNotificationItem) narrow changeType and resource.
         */
        NotificationItemBase: {
            /**
             * @description Source contract: "Subscription the item belongs to."
             * @example 5b8c2f7e1d4a49c6b3e09f8a7d6c5e41
             */
            subscriptionId: string;
            /**
             * @description Source contract: "Value stored on the subscription." It is the shared secret of the subscription (Authentication rule 3): the subscriber compares it with the value it gave on POST or PATCH and discards items that do not match.
             * @example 7f3d1c9a-secret-from-subscriber
             */
            clientState: string;
            /**
             * Format: date-time
             * @description Source contract: "Expiry of the subscription." Type string (date-time).
             * @example 2026-11-23T10:00:00Z
             */
            expirationDateTime: string;
            /** @description Source contract: "For created, updated, deleted: path of the single entity, shaped api/<version>/companies(<company_id>)/<entity>(<entity_id>). For collection: path of the collection with a $filter on lastDateTimeModified greater than a timestamp." Each variant gives the exact shape. */
            resource: string;
            changeType: components["schemas"]["ChangeType"];
            /**
             * Format: date-time
             * @description Source contract: "Time of the change." Type string (date-time).
             * @example 2026-11-20T10:15:30Z
             */
            lastModifiedDateTime: string;
        };
        /**
         * Entity change notification item
         * @description Item for one created, updated or deleted entity. Source contract: "For created, updated, deleted: path of the single entity, shaped api/<version>/companies(<company_id>)/<entity>(<entity_id>)." Document APIs: "a change to a line entity produces a notification for the subscription on the header entity (a change to a sales invoice line notifies a salesInvoices subscription)", so the resource is then the header entity.
         */
        EntityChangeNotificationItem: components["schemas"]["NotificationItemBase"] & {
            /**
             * @description created, updated or deleted (see ChangeType).
             * @enum {string}
             */
            changeType: "created" | "updated" | "deleted";
            /**
             * @description Path of the single entity, shaped api/<version>/companies(<company_id>)/<entity>(<entity_id>) (the version segment, or the three custom-API elements, of the subscription). The leading slash is optional. On a standard API (v1.0, v2.0) the entity is one of the 22 webhook-enabled entities (WebhookEntityName) and the key is a GUID, unquoted. On a custom API the entity is any name and the key is the page's single key field (pages with a composite key do not support webhooks: "the API page has a composite primary key (several key fields, or no key fields declared)"), written as OData writes a single key: a GUID unquoted, a number, or a string in single quotes (a quote inside doubled). The kinds of key field are a decision of this contract; the source contract does not list them.
             * @example api/v2.0/companies(3c5f8a2e-9b1d-4e7a-8f26-1d4b7c9e0a51)/customers(0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d)
             */
            resource: string;
        };
        /**
         * Collection notification item
         * @description Item sent instead of single-entity items when "More than 1000 records changed within the delay window. One item carries a filter on the resource; the subscriber reads all entities matching the filter." Source contract: "For collection: path of the collection with a $filter on lastDateTimeModified greater than a timestamp." The subscriber reads the collection with that $filter (server-driven paging, see the entity collection operation).
         */
        CollectionNotificationItem: components["schemas"]["NotificationItemBase"] & {
            /**
             * @description collection (see ChangeType).
             * @constant
             */
            changeType: "collection";
            /**
             * @description Path of the collection with a $filter on lastDateTimeModified greater than a timestamp, shaped api/<version>/companies(<company_id>)/<entity>?$filter=lastDateTimeModified gt <timestamp>. Filter field: the source contract names it `lastDateTimeModified`; the public service filters on `lastModifiedDateTime`. This contract emits the source contract's name and the pattern accepts both, with the spaces written as-is, as `%20` or as `+`. On a standard API the entity is one of the 22 webhook-enabled entities (WebhookEntityName); on a custom API, any name.
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
         * @description Source contract: "The pushed body is an object with one field, value, an array of notification items. One push may hold items of several subscriptions." Sent as `application/json`, UTF-8, without byte order mark ("Since version 19 of the service, pushed bodies carry no byte order mark"; RFC 7159, section 8.1).
         */
        NotificationPayload: {
            value: components["schemas"]["NotificationItem"][];
        };
    };
    responses: {
        /** @description The request is malformed (query option, header or body). Error body `{ "error": { "code": "<Category_Detail>", "message": "..." } }` (shape not shown in the source contract; this contract follows the public service). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No valid token. Source contract: "Subscription operations require header Authorization with a Bearer token." Send `Authorization: Bearer <ACCESS_TOKEN>` obtained as the oauth2 security scheme says. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The operation ran longer than 8 minutes. Not fixed by the source contract; this contract follows the public service: an operation over 8 minutes gives 408. "Batch too large: A timeout occurs." Split the work into several requests. */
        RequestTimeout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description Source contract: "Request limit exceeded (throttling): HTTP 429 Too Many Requests. The client retries
         *     with a cool-off period (regular interval, incremental interval, exponential back-off, optionally
         *     randomized)."
         *
         *     "Numeric request-rate limits that trigger 429: not shown." This contract follows the public service,
         *     per user: 6,000 requests per 5-minute sliding window; 5 requests executed at once and 95 queued; more
         *     than 100 open requests gives 429. The answer carries `Retry-After` (integer seconds).
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
        /** @description A queued request waited 8 minutes without starting. Not fixed by the source contract; this contract follows the public service: 503 with `Retry-After` (integer seconds). Retry with a cool-off period (regular interval, incremental interval, exponential back-off, optionally randomized). */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Source contract: "Request runs longer than 10 minutes: Service aborts it and returns HTTP 504 Gateway Timeout. The client splits the work into several requests and applies back-off to any 429." ("Request execution time: 10 minutes, then 504"). "Batch too large: A timeout occurs." */
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
         *     - Failed handshake. Source contract: "The subscription is created only if the handshake succeeds";
         *       "Handshake not answered with the token and 200 on create or renew: Subscription not created or not
         *       renewed." "The status code returned for a failed handshake ...: not shown." Decision of this
         *       contract (unknown in public material): 400 Bad Request with code
         *       `BadRequest_NotificationUrlValidationFailed` (our name).
         *     - Invalid body: notificationUrl or resource missing or malformed (notificationUrl not an `https`
         *       URL), clientState longer than 2048 characters.
         *     - Resource not webhook-enabled: on a standard API, an entity other than the 22 "Entities that
         *       support webhooks" (code `BadRequest_InvalidRequestBody`, the message naming the entity and the
         *       list; decision of this contract); on a custom API, an entity the supported-resource list does not
         *       name.
         */
        SubscriptionCreateBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The addressed key (subscription, company or entity) does not exist. Error body as decided by this contract (following the public service). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Deleted; no body. The source contract says "Removes the subscription. Status code and response body: not shown."; this contract follows the public service: 204 No Content, no body. No notification is sent for the subscription afterwards. */
        NoContent: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Missing or unparseable If-Match tag; the subscription is not deleted. Decision of this contract, following the public service: If-Match is required on DELETE as on PATCH; 400 with code `BadRequest_InvalidToken`. */
        SubscriptionDeleteBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The If-Match tag differs from the current tag. Source contract: "when the given entity tag differs from the current tag, the subscription is not updated"; "If-Match tag differs from the current tag on PATCH: Subscription not updated." "The status code returned ... for an If-Match mismatch: not shown." Decision of this contract, following the public service: 409 Conflict with code `Request_EntityChanged` (also on DELETE). Read the subscription again and retry with the new tag. */
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
         *     - Failed handshake ("Performs a handshake like POST"; "Handshake fails: Subscription is not renewed
         *       and keeps its old expiry"). Decision of this contract: 400 with code
         *       `BadRequest_NotificationUrlValidationFailed` (our name).
         *     - Missing or unparseable If-Match tag. Decision of this contract, following the public service: 400
         *       with code `BadRequest_InvalidToken`.
         *     - Invalid body: notificationUrl or resource missing or malformed (notificationUrl not an `https`
         *       URL), clientState longer than 2048 characters, or, on a standard API, a resource whose entity is
         *       not one of the 22 "Entities that support webhooks" (the message names the entity and the list).
         */
        SubscriptionUpdateBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Deleted; no body. Not in the source contract, which names only the query shapes; this contract follows the public service: 204 No Content, no body. The subscriptions on the entity's collection are notified (changeType `deleted`). */
        EntityDeleted: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Missing or unparseable If-Match tag; the entity is not deleted. Decision of this contract, following the public service: If-Match is required on DELETE as on PATCH; 400 with code `BadRequest_InvalidToken`. */
        EntityDeleteBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The If-Match tag differs from the entity's current tag: someone changed the entity since it was read, and it is not updated (PATCH) or not deleted (DELETE). Not in the source contract; this contract follows the public service, as for subscriptions: 409 Conflict with code `Request_EntityChanged`. Read the entity again and retry with its new tag. */
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
         *     - Missing or unparseable If-Match tag. Decision of this contract, following the public service: 400
         *       with code `BadRequest_InvalidToken`.
         *     - Invalid body: not a JSON object, a field of the wrong type, or a line collection (deep update is
         *       not part of this contract).
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
        /** @description `resource eq 'v2.0*'` lists the v2.0 entities. Source contract: "The $filter limits the list to one API version and may be removed or changed." "Filter on supported resources uses the version prefix (v1.0* or v2.0*)." */
        SupportedResourcesFilter: string;
        /** @description Key of the subscription in subscriptions(<subscription_id>). The subscription key is a string, so the public service quotes it: subscriptions('<id>'); the source contract shows the bare form subscriptions(<subscription_id>). Decision of this contract (gap "Key syntax"): both forms are accepted on the one path template, so the value of this parameter is either the quoted key (`'5b8c2f7e1d4a49c6b3e09f8a7d6c5e41'`) or the bare key (`5b8c2f7e1d4a49c6b3e09f8a7d6c5e41`); the key itself has 1 to 150 characters (subscriptionId at most 150, following the public service) and contains no quote, slash or parenthesis. */
        SubscriptionId: string;
        /** @description Entity tag of the subscription (or, on the entity APIs, of the entity) as last read (`@odata.etag` in the body, `ETag` header). Source contract (PATCH): "If-Match (required; when the given entity tag differs from the current tag, the subscription is not updated)". Decisions of this contract, following the public service: If-Match is required on DELETE too, and on PATCH and DELETE of entities; a tag that differs from the current tag gives 409 Conflict with code Request_EntityChanged; a missing or unparseable tag (one that is neither `W/"..."`, `"..."` nor `*`) gives 400 with code BadRequest_InvalidToken. `*` matches any current tag (OData). */
        IfMatch: string;
        /** @description <APIPublisher> of a custom API published by an extension. Source contract: "Custom APIs use api/<APIPublisher>/<APIGroup>/<APIVersion>", and "the resource value must carry the same three elements". */
        ApiPublisher: string;
        /** @description <APIGroup> of a custom API published by an extension. */
        ApiGroup: string;
        /** @description <APIVersion> of a custom API published by an extension. */
        ApiVersion: string;
        /** @description Company id, the <company_id> of companies(<company_id>). Company keys are GUIDs and stay unquoted (gap "Key syntax"). List the companies with GET /api/<version>/companies to find it. */
        CompanyId: string;
        /** @description OData filter. Source contract: "Filter: GET /companies(<company_id>)/<entity>?$filter=<field> gt <timestamp>"; combinable with $expand. Filtering on lastModifiedDateTime reads only what changed since a moment, for example after a collection notification. */
        Filter: string;
        /** @description OData select; comma-separated list of the properties to return. */
        Select: string;
        /** @description OData top; at most this many entities in all. */
        Top: number;
        /** @description OData skip; number of entities to skip. */
        Skip: number;
        /** @description Entity set of a standard API: a webhook-enabled entity other than salesQuotes (salesQuotes has its own path). */
        EntitySetName: components["schemas"]["EntitySetName"];
        /** @description OData expand of navigation properties. Source contract: "Expand (multi-level, combinable with filter): GET /companies(<company_id>)/<entity>?$filter=...&$expand=<nav>,<nav>($expand=<nav>(...))". */
        Expand: string;
        /** @description Continuation token of server-driven paging. Source contract: "A result with several pages is read page by page with continuation tokens." The element name is not shown in the source contract; this contract follows the public service (OData): the token travels inside `@odata.nextLink`; clients follow that URL and do not build the token themselves. */
        SkipToken: string;
        /** @description OData preference `odata.maxpagesize=N`: at most N entities per page. Not fixed by the source contract; this contract follows the public service: pages hold at most 20,000 entities, and this preference lowers that number. */
        PreferMaxPageSize: string;
        /** @description Id (GUID) of the entity, unquoted, as in <entity>(<entity_id>). */
        EntityId: string;
        /** @description Id (GUID) of the sales quote, unquoted. */
        SalesQuoteId: string;
        /** @description `Isolation: snapshot` makes the batch all-or-nothing: when one request fails, none of the changes of the batch are kept. Not fixed by the source contract; this contract follows the public service. */
        Isolation: "snapshot";
        /** @description Source contract: "The service calls notificationUrl with query parameter validationToken." The subscriber returns this value, unchanged, as the whole body of a 200 answer. */
        ValidationToken: components["schemas"]["ValidationToken"];
        /** @description One GUID per push. Not fixed by the source contract; this contract follows the public service: headers `clientRequestId` and `x-vendor-correlation-id` carry one GUID per push. */
        ClientRequestId: string;
        /** @description One GUID per push, for correlation with the service's logs. Not fixed by the source contract; this contract follows the public service (stand-in header prefix x-vendor-). */
        CorrelationId: string;
    };
    requestBodies: never;
    headers: {
        /** @description Seconds to wait before retrying. Not fixed by the source contract; this contract follows the public service: 429 and 503 carry `Retry-After` (integer seconds). Without it, the client uses its own cool-off period (regular interval, incremental interval, exponential back-off, optionally randomized). */
        RetryAfter: number;
        /** @description Entity tag of the returned entity, equal to `@odata.etag` in the body. Not fixed by the source contract; this contract follows the public service. Send it back in `If-Match` on PATCH and DELETE. */
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
        /** @description notificationUrl and resource required; clientState optional. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["StandardApiSubscription"];
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
                /** @description Key of the subscription in subscriptions(<subscription_id>). The subscription key is a string, so the public service quotes it: subscriptions('<id>'); the source contract shows the bare form subscriptions(<subscription_id>). Decision of this contract (gap "Key syntax"): both forms are accepted on the one path template, so the value of this parameter is either the quoted key (`'5b8c2f7e1d4a49c6b3e09f8a7d6c5e41'`) or the bare key (`5b8c2f7e1d4a49c6b3e09f8a7d6c5e41`); the key itself has 1 to 150 characters (subscriptionId at most 150, following the public service) and contains no quote, slash or parenthesis. */
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
                /** @description Entity tag of the subscription (or, on the entity APIs, of the entity) as last read (`@odata.etag` in the body, `ETag` header). Source contract (PATCH): "If-Match (required; when the given entity tag differs from the current tag, the subscription is not updated)". Decisions of this contract, following the public service: If-Match is required on DELETE too, and on PATCH and DELETE of entities; a tag that differs from the current tag gives 409 Conflict with code Request_EntityChanged; a missing or unparseable tag (one that is neither `W/"..."`, `"..."` nor `*`) gives 400 with code BadRequest_InvalidToken. `*` matches any current tag (OData). */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description Key of the subscription in subscriptions(<subscription_id>). The subscription key is a string, so the public service quotes it: subscriptions('<id>'); the source contract shows the bare form subscriptions(<subscription_id>). Decision of this contract (gap "Key syntax"): both forms are accepted on the one path template, so the value of this parameter is either the quoted key (`'5b8c2f7e1d4a49c6b3e09f8a7d6c5e41'`) or the bare key (`5b8c2f7e1d4a49c6b3e09f8a7d6c5e41`); the key itself has 1 to 150 characters (subscriptionId at most 150, following the public service) and contains no quote, slash or parenthesis. */
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
                /** @description Entity tag of the subscription (or, on the entity APIs, of the entity) as last read (`@odata.etag` in the body, `ETag` header). Source contract (PATCH): "If-Match (required; when the given entity tag differs from the current tag, the subscription is not updated)". Decisions of this contract, following the public service: If-Match is required on DELETE too, and on PATCH and DELETE of entities; a tag that differs from the current tag gives 409 Conflict with code Request_EntityChanged; a missing or unparseable tag (one that is neither `W/"..."`, `"..."` nor `*`) gives 400 with code BadRequest_InvalidToken. `*` matches any current tag (OData). */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description Key of the subscription in subscriptions(<subscription_id>). The subscription key is a string, so the public service quotes it: subscriptions('<id>'); the source contract shows the bare form subscriptions(<subscription_id>). Decision of this contract (gap "Key syntax"): both forms are accepted on the one path template, so the value of this parameter is either the quoted key (`'5b8c2f7e1d4a49c6b3e09f8a7d6c5e41'`) or the bare key (`5b8c2f7e1d4a49c6b3e09f8a7d6c5e41`); the key itself has 1 to 150 characters (subscriptionId at most 150, following the public service) and contains no quote, slash or parenthesis. */
                subscriptionId: components["parameters"]["SubscriptionId"];
            };
            cookie?: never;
        };
        /** @description notificationUrl and resource required; clientState optional. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["StandardApiSubscription"];
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
                /** @description <APIPublisher> of a custom API published by an extension. Source contract: "Custom APIs use api/<APIPublisher>/<APIGroup>/<APIVersion>", and "the resource value must carry the same three elements". */
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
                /** @description <APIPublisher> of a custom API published by an extension. Source contract: "Custom APIs use api/<APIPublisher>/<APIGroup>/<APIVersion>", and "the resource value must carry the same three elements". */
                apiPublisher: components["parameters"]["ApiPublisher"];
                /** @description <APIGroup> of a custom API published by an extension. */
                apiGroup: components["parameters"]["ApiGroup"];
                /** @description <APIVersion> of a custom API published by an extension. */
                apiVersion: components["parameters"]["ApiVersion"];
            };
            cookie?: never;
        };
        /** @description notificationUrl and resource (custom-API form) required; clientState optional. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomApiSubscription"];
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
                /** @description <APIPublisher> of a custom API published by an extension. Source contract: "Custom APIs use api/<APIPublisher>/<APIGroup>/<APIVersion>", and "the resource value must carry the same three elements". */
                apiPublisher: components["parameters"]["ApiPublisher"];
                /** @description <APIGroup> of a custom API published by an extension. */
                apiGroup: components["parameters"]["ApiGroup"];
                /** @description <APIVersion> of a custom API published by an extension. */
                apiVersion: components["parameters"]["ApiVersion"];
                /** @description Key of the subscription in subscriptions(<subscription_id>). The subscription key is a string, so the public service quotes it: subscriptions('<id>'); the source contract shows the bare form subscriptions(<subscription_id>). Decision of this contract (gap "Key syntax"): both forms are accepted on the one path template, so the value of this parameter is either the quoted key (`'5b8c2f7e1d4a49c6b3e09f8a7d6c5e41'`) or the bare key (`5b8c2f7e1d4a49c6b3e09f8a7d6c5e41`); the key itself has 1 to 150 characters (subscriptionId at most 150, following the public service) and contains no quote, slash or parenthesis. */
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
                /** @description Entity tag of the subscription (or, on the entity APIs, of the entity) as last read (`@odata.etag` in the body, `ETag` header). Source contract (PATCH): "If-Match (required; when the given entity tag differs from the current tag, the subscription is not updated)". Decisions of this contract, following the public service: If-Match is required on DELETE too, and on PATCH and DELETE of entities; a tag that differs from the current tag gives 409 Conflict with code Request_EntityChanged; a missing or unparseable tag (one that is neither `W/"..."`, `"..."` nor `*`) gives 400 with code BadRequest_InvalidToken. `*` matches any current tag (OData). */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description <APIPublisher> of a custom API published by an extension. Source contract: "Custom APIs use api/<APIPublisher>/<APIGroup>/<APIVersion>", and "the resource value must carry the same three elements". */
                apiPublisher: components["parameters"]["ApiPublisher"];
                /** @description <APIGroup> of a custom API published by an extension. */
                apiGroup: components["parameters"]["ApiGroup"];
                /** @description <APIVersion> of a custom API published by an extension. */
                apiVersion: components["parameters"]["ApiVersion"];
                /** @description Key of the subscription in subscriptions(<subscription_id>). The subscription key is a string, so the public service quotes it: subscriptions('<id>'); the source contract shows the bare form subscriptions(<subscription_id>). Decision of this contract (gap "Key syntax"): both forms are accepted on the one path template, so the value of this parameter is either the quoted key (`'5b8c2f7e1d4a49c6b3e09f8a7d6c5e41'`) or the bare key (`5b8c2f7e1d4a49c6b3e09f8a7d6c5e41`); the key itself has 1 to 150 characters (subscriptionId at most 150, following the public service) and contains no quote, slash or parenthesis. */
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
                /** @description Entity tag of the subscription (or, on the entity APIs, of the entity) as last read (`@odata.etag` in the body, `ETag` header). Source contract (PATCH): "If-Match (required; when the given entity tag differs from the current tag, the subscription is not updated)". Decisions of this contract, following the public service: If-Match is required on DELETE too, and on PATCH and DELETE of entities; a tag that differs from the current tag gives 409 Conflict with code Request_EntityChanged; a missing or unparseable tag (one that is neither `W/"..."`, `"..."` nor `*`) gives 400 with code BadRequest_InvalidToken. `*` matches any current tag (OData). */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description <APIPublisher> of a custom API published by an extension. Source contract: "Custom APIs use api/<APIPublisher>/<APIGroup>/<APIVersion>", and "the resource value must carry the same three elements". */
                apiPublisher: components["parameters"]["ApiPublisher"];
                /** @description <APIGroup> of a custom API published by an extension. */
                apiGroup: components["parameters"]["ApiGroup"];
                /** @description <APIVersion> of a custom API published by an extension. */
                apiVersion: components["parameters"]["ApiVersion"];
                /** @description Key of the subscription in subscriptions(<subscription_id>). The subscription key is a string, so the public service quotes it: subscriptions('<id>'); the source contract shows the bare form subscriptions(<subscription_id>). Decision of this contract (gap "Key syntax"): both forms are accepted on the one path template, so the value of this parameter is either the quoted key (`'5b8c2f7e1d4a49c6b3e09f8a7d6c5e41'`) or the bare key (`5b8c2f7e1d4a49c6b3e09f8a7d6c5e41`); the key itself has 1 to 150 characters (subscriptionId at most 150, following the public service) and contains no quote, slash or parenthesis. */
                subscriptionId: components["parameters"]["SubscriptionId"];
            };
            cookie?: never;
        };
        /** @description notificationUrl and resource (custom-API form) required; clientState optional. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomApiSubscription"];
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
                /** @description `resource eq 'v2.0*'` lists the v2.0 entities. Source contract: "The $filter limits the list to one API version and may be removed or changed." "Filter on supported resources uses the version prefix (v1.0* or v2.0*)." */
                $filter?: components["parameters"]["SupportedResourcesFilter"];
            };
            header?: never;
            path: {
                /** @description Company id, the <company_id> of companies(<company_id>). Company keys are GUIDs and stay unquoted (gap "Key syntax"). List the companies with GET /api/<version>/companies to find it. */
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
                /** @description OData filter. Source contract: "Filter: GET /companies(<company_id>)/<entity>?$filter=<field> gt <timestamp>"; combinable with $expand. Filtering on lastModifiedDateTime reads only what changed since a moment, for example after a collection notification. */
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
                /** @description OData filter. Source contract: "Filter: GET /companies(<company_id>)/<entity>?$filter=<field> gt <timestamp>"; combinable with $expand. Filtering on lastModifiedDateTime reads only what changed since a moment, for example after a collection notification. */
                $filter?: components["parameters"]["Filter"];
                /** @description OData expand of navigation properties. Source contract: "Expand (multi-level, combinable with filter): GET /companies(<company_id>)/<entity>?$filter=...&$expand=<nav>,<nav>($expand=<nav>(...))". */
                $expand?: components["parameters"]["Expand"];
                /** @description OData select; comma-separated list of the properties to return. */
                $select?: components["parameters"]["Select"];
                /** @description OData top; at most this many entities in all. */
                $top?: components["parameters"]["Top"];
                /** @description OData skip; number of entities to skip. */
                $skip?: components["parameters"]["Skip"];
                /** @description Continuation token of server-driven paging. Source contract: "A result with several pages is read page by page with continuation tokens." The element name is not shown in the source contract; this contract follows the public service (OData): the token travels inside `@odata.nextLink`; clients follow that URL and do not build the token themselves. */
                $skiptoken?: components["parameters"]["SkipToken"];
            };
            header?: {
                /** @description OData preference `odata.maxpagesize=N`: at most N entities per page. Not fixed by the source contract; this contract follows the public service: pages hold at most 20,000 entities, and this preference lowers that number. */
                Prefer?: components["parameters"]["PreferMaxPageSize"];
            };
            path: {
                /** @description Company id, the <company_id> of companies(<company_id>). Company keys are GUIDs and stay unquoted (gap "Key syntax"). List the companies with GET /api/<version>/companies to find it. */
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
                /** @description Company id, the <company_id> of companies(<company_id>). Company keys are GUIDs and stay unquoted (gap "Key syntax"). List the companies with GET /api/<version>/companies to find it. */
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
                /** @description OData expand of navigation properties. Source contract: "Expand (multi-level, combinable with filter): GET /companies(<company_id>)/<entity>?$filter=...&$expand=<nav>,<nav>($expand=<nav>(...))". */
                $expand?: components["parameters"]["Expand"];
                /** @description OData select; comma-separated list of the properties to return. */
                $select?: components["parameters"]["Select"];
            };
            header?: never;
            path: {
                /** @description Company id, the <company_id> of companies(<company_id>). Company keys are GUIDs and stay unquoted (gap "Key syntax"). List the companies with GET /api/<version>/companies to find it. */
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
                /** @description Entity tag of the subscription (or, on the entity APIs, of the entity) as last read (`@odata.etag` in the body, `ETag` header). Source contract (PATCH): "If-Match (required; when the given entity tag differs from the current tag, the subscription is not updated)". Decisions of this contract, following the public service: If-Match is required on DELETE too, and on PATCH and DELETE of entities; a tag that differs from the current tag gives 409 Conflict with code Request_EntityChanged; a missing or unparseable tag (one that is neither `W/"..."`, `"..."` nor `*`) gives 400 with code BadRequest_InvalidToken. `*` matches any current tag (OData). */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description Company id, the <company_id> of companies(<company_id>). Company keys are GUIDs and stay unquoted (gap "Key syntax"). List the companies with GET /api/<version>/companies to find it. */
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
                /** @description Entity tag of the subscription (or, on the entity APIs, of the entity) as last read (`@odata.etag` in the body, `ETag` header). Source contract (PATCH): "If-Match (required; when the given entity tag differs from the current tag, the subscription is not updated)". Decisions of this contract, following the public service: If-Match is required on DELETE too, and on PATCH and DELETE of entities; a tag that differs from the current tag gives 409 Conflict with code Request_EntityChanged; a missing or unparseable tag (one that is neither `W/"..."`, `"..."` nor `*`) gives 400 with code BadRequest_InvalidToken. `*` matches any current tag (OData). */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description Company id, the <company_id> of companies(<company_id>). Company keys are GUIDs and stay unquoted (gap "Key syntax"). List the companies with GET /api/<version>/companies to find it. */
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
                /** @description OData filter. Source contract: "Filter: GET /companies(<company_id>)/<entity>?$filter=<field> gt <timestamp>"; combinable with $expand. Filtering on lastModifiedDateTime reads only what changed since a moment, for example after a collection notification. */
                $filter?: components["parameters"]["Filter"];
                /** @description OData expand of navigation properties. Source contract: "Expand (multi-level, combinable with filter): GET /companies(<company_id>)/<entity>?$filter=...&$expand=<nav>,<nav>($expand=<nav>(...))". */
                $expand?: components["parameters"]["Expand"];
                /** @description OData select; comma-separated list of the properties to return. */
                $select?: components["parameters"]["Select"];
                /** @description OData top; at most this many entities in all. */
                $top?: components["parameters"]["Top"];
                /** @description OData skip; number of entities to skip. */
                $skip?: components["parameters"]["Skip"];
                /** @description Continuation token of server-driven paging. Source contract: "A result with several pages is read page by page with continuation tokens." The element name is not shown in the source contract; this contract follows the public service (OData): the token travels inside `@odata.nextLink`; clients follow that URL and do not build the token themselves. */
                $skiptoken?: components["parameters"]["SkipToken"];
            };
            header?: {
                /** @description OData preference `odata.maxpagesize=N`: at most N entities per page. Not fixed by the source contract; this contract follows the public service: pages hold at most 20,000 entities, and this preference lowers that number. */
                Prefer?: components["parameters"]["PreferMaxPageSize"];
            };
            path: {
                /** @description Company id, the <company_id> of companies(<company_id>). Company keys are GUIDs and stay unquoted (gap "Key syntax"). List the companies with GET /api/<version>/companies to find it. */
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
                /** @description Company id, the <company_id> of companies(<company_id>). Company keys are GUIDs and stay unquoted (gap "Key syntax"). List the companies with GET /api/<version>/companies to find it. */
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
                /** @description OData expand of navigation properties. Source contract: "Expand (multi-level, combinable with filter): GET /companies(<company_id>)/<entity>?$filter=...&$expand=<nav>,<nav>($expand=<nav>(...))". */
                $expand?: components["parameters"]["Expand"];
                /** @description OData select; comma-separated list of the properties to return. */
                $select?: components["parameters"]["Select"];
            };
            header?: never;
            path: {
                /** @description Company id, the <company_id> of companies(<company_id>). Company keys are GUIDs and stay unquoted (gap "Key syntax"). List the companies with GET /api/<version>/companies to find it. */
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
                /** @description Entity tag of the subscription (or, on the entity APIs, of the entity) as last read (`@odata.etag` in the body, `ETag` header). Source contract (PATCH): "If-Match (required; when the given entity tag differs from the current tag, the subscription is not updated)". Decisions of this contract, following the public service: If-Match is required on DELETE too, and on PATCH and DELETE of entities; a tag that differs from the current tag gives 409 Conflict with code Request_EntityChanged; a missing or unparseable tag (one that is neither `W/"..."`, `"..."` nor `*`) gives 400 with code BadRequest_InvalidToken. `*` matches any current tag (OData). */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description Company id, the <company_id> of companies(<company_id>). Company keys are GUIDs and stay unquoted (gap "Key syntax"). List the companies with GET /api/<version>/companies to find it. */
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
                /** @description Entity tag of the subscription (or, on the entity APIs, of the entity) as last read (`@odata.etag` in the body, `ETag` header). Source contract (PATCH): "If-Match (required; when the given entity tag differs from the current tag, the subscription is not updated)". Decisions of this contract, following the public service: If-Match is required on DELETE too, and on PATCH and DELETE of entities; a tag that differs from the current tag gives 409 Conflict with code Request_EntityChanged; a missing or unparseable tag (one that is neither `W/"..."`, `"..."` nor `*`) gives 400 with code BadRequest_InvalidToken. `*` matches any current tag (OData). */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description Company id, the <company_id> of companies(<company_id>). Company keys are GUIDs and stay unquoted (gap "Key syntax"). List the companies with GET /api/<version>/companies to find it. */
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
                /** @description `Isolation: snapshot` makes the batch all-or-nothing: when one request fails, none of the changes of the batch are kept. Not fixed by the source contract; this contract follows the public service. */
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
                /** @description Source contract: "The service calls notificationUrl with query parameter validationToken." The subscriber returns this value, unchanged, as the whole body of a 200 answer. */
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
                /** @description One GUID per push. Not fixed by the source contract; this contract follows the public service: headers `clientRequestId` and `x-vendor-correlation-id` carry one GUID per push. */
                clientRequestId: components["parameters"]["ClientRequestId"];
                /** @description One GUID per push, for correlation with the service's logs. Not fixed by the source contract; this contract follows the public service (stand-in header prefix x-vendor-). */
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
            /** @description Keeps the retries going: the delivery is retried at +1, +1, +1, +10, +100 and +1000 minutes after the previous attempt, then every 1000 minutes while less than 36 hours have passed since the first failed attempt, and one last time when the 36 hours end; if that fails too, the subscription is deleted with its pending notifications (decision of this contract). */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Keeps the retries going (same schedule as 408). "Answers 408, 429 and 500-599 keep the retries going." */
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
            /** @description Any 4xx other than 408 and 429: "Any other answer stops retries and deletes the subscription." No retry is made; the subscription is removed at once. */
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
