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
    "/subscriptions/{subscriptionId}/providers/Vendor.ResourceHealth/events": {
        parameters: {
            query: {
                /**
                 * @description The API version to use for this request: `2025-05-01`, the version this API serves. Every management operation requires it. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions.
                 * @example 2025-05-01
                 */
                "api-version": components["parameters"]["ApiVersionParameter"];
            };
            header?: never;
            path: {
                /**
                 * @description The ID of your subscription.
                 * @example 5c3e8a1f-2d4b-4f6a-9e7c-1b0d3f5a7c92
                 */
                subscriptionId: components["parameters"]["SubscriptionIdParameter"];
            };
            cookie?: never;
        };
        /**
         * List the service health events of a subscription
         * @description Lists the service health events of your subscription. By default you get the events updated in the last 3 days; set `queryStartTime` to reach further back, and `$filter` to narrow the list to one service or region. Answers `200` with a page of events; follow `nextLink` for the next page.
         *
         *     Sensitive events (`properties.isEventSensitive` true) come without `properties.description`, `properties.summary` and the `updates` of their impacted regions: call `Event_fetchDetailsBySubscriptionIdAndTrackingId` for them.
         *
         *     Expect `401` for a missing or invalid token; `400` for a malformed `$filter`, a `queryStartTime` that is not a date shaped M/D/YYYY, or a missing api-version or one this API does not serve; `429` when your reads bucket is empty; and `ErrorResponse` with another status for any other failure, for example `404` when the subscription does not exist.
         */
        get: operations["Events_ListBySubscriptionId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/{subscriptionId}/providers/Vendor.ResourceHealth/events/{eventTrackingId}/fetchEventDetails": {
        parameters: {
            query: {
                /**
                 * @description The API version to use for this request: `2025-05-01`, the version this API serves. Every management operation requires it. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions.
                 * @example 2025-05-01
                 */
                "api-version": components["parameters"]["ApiVersionParameter"];
            };
            header?: never;
            path: {
                /**
                 * @description The ID of your subscription.
                 * @example 5c3e8a1f-2d4b-4f6a-9e7c-1b0d3f5a7c92
                 */
                subscriptionId: components["parameters"]["SubscriptionIdParameter"];
                /**
                 * @description The tracking id of the event, its `name` in the list, for example `QLK4-9TZ`.
                 * @example QLK4-9TZ
                 */
                eventTrackingId: components["parameters"]["EventTrackingIdParameter"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fetch the details of a service health event, including sensitive ones
         * @description Returns one service health event with all its fields, including the description, summary and updates that the list withholds from a sensitive event. Send no body; name the event by its tracking id, the event's `name` in the list.
         *
         *     Expect `401` for a missing or invalid token, `400` for a missing api-version or one this API does not serve, `429` when your writes bucket is empty (this operation is a POST), and `ErrorResponse` with another status for any other failure, for example `404` when your subscription has no event with this tracking id.
         *
         *     Not documented by the service; this contract assumes the path `/subscriptions/{subscriptionId}/providers/Vendor.ResourceHealth/events/{eventTrackingId}/fetchEventDetails`, no request body, and `200` with the full event.
         */
        post: operations["Event_fetchDetailsBySubscriptionIdAndTrackingId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * Events
         * @description A page of service health events. In this list a sensitive event comes without its description, summary and updates (`ListedEvent`).
         */
        Events: {
            /** @description The events of this page. */
            value?: components["schemas"]["ListedEvent"][];
            /**
             * Format: uri
             * @description The URL of the next page, carrying an opaque continuation token. Absent on the last page.
             */
            nextLink?: string;
        };
        /**
         * ListedEvent
         * @description An event as the list returns it: an `Event` whose description, summary and updates are left out when `isEventSensitive` is true (`SensitiveEventWithheld`).
         */
        ListedEvent: components["schemas"]["Event"] & components["schemas"]["SensitiveEventWithheld"];
        /**
         * SensitiveEventWithheld
         * @description The rule that a listed sensitive event withholds its texts: when `properties.isEventSensitive` is true, `properties` also matches `SensitiveEventPropertiesInList` (no `description`, no `summary`, no `updates` in any `impact[].impactedRegions[]`). `fetchEventDetails` returns them. A constraint only: it adds no fields.
         */
        SensitiveEventWithheld: unknown;
        /**
         * SensitiveEventPropertiesInList
         * @description The properties of a sensitive event as the list returns them: without `description`, `summary` and the `updates` of every impacted region. `fetchEventDetails` returns them.
         */
        SensitiveEventPropertiesInList: components["schemas"]["EventProperties"] & {
            /** @description Withheld from the list for a sensitive event. */
            description?: unknown;
            /** @description Withheld from the list for a sensitive event. */
            summary?: unknown;
            /** @description Impacts of a sensitive event, without updates. */
            impact?: components["schemas"]["SensitiveImpactInList"][];
        };
        /**
         * SensitiveImpactInList
         * @description An impact of a sensitive event as the list returns it (no updates in its regions).
         */
        SensitiveImpactInList: components["schemas"]["Impact"] & {
            /** @description Impacted regions of a sensitive event, without updates. */
            impactedRegions?: components["schemas"]["SensitiveImpactedRegionInList"][];
        };
        /**
         * SensitiveImpactedRegionInList
         * @description An impacted region of a sensitive event as the list returns it (updates withheld).
         */
        SensitiveImpactedRegionInList: components["schemas"]["ImpactedServiceRegion"] & {
            /** @description Withheld from the list for a sensitive event. */
            updates?: unknown;
        };
        /**
         * Event
         * @description A service health event. Its `name` is the event's tracking id.
         */
        Event: components["schemas"]["Resource"] & {
            /** @description The location of the event. */
            location?: string;
            properties?: components["schemas"]["EventProperties"];
        };
        /**
         * EventProperties
         * @description The properties of a service health event.
         */
        EventProperties: {
            /**
             * @description The type of the event.
             * @enum {string}
             */
            eventType?: "ServiceIssue" | "PlannedMaintenance" | "HealthAdvisory" | "RCA" | "EmergingIssues" | "SecurityAdvisory" | "Billing";
            /**
             * @description The sub-type of the event, for retirements, billing changes and abuse notices.
             * @enum {string}
             */
            eventSubType?: "Retirement" | "ForeignExchangeRateChange" | "Underbilling" | "Overbilling" | "PriceChanges" | "TaxChanges" | "MeterIDChanges" | "UnauthorizedPartyAbuse";
            /**
             * @description The source of the event, resource health or service health.
             * @enum {string}
             */
            eventSource?: "ResourceHealth" | "ServiceHealth";
            /**
             * @description Whether the event is `Active` or `Resolved`. Not documented by the service; this contract assumes no rules for when an event moves from one to the other.
             * @enum {string}
             */
            status?: "Active" | "Resolved";
            /** @description The title of the event. */
            title?: string;
            /** @description A summary of the event. The list leaves it out when `isEventSensitive` is true; `fetchEventDetails` returns it. */
            summary?: string;
            /** @description The header text of the event. */
            header?: string;
            /**
             * @description The level of insight, `Critical` or `Warning`.
             * @enum {string}
             */
            level?: "Critical" | "Warning";
            /**
             * @description The level of the event, from `Critical` (most severe) to `Informational`.
             * @enum {string}
             */
            eventLevel?: "Critical" | "Error" | "Warning" | "Informational";
            /** @description The id of the incident. */
            externalIncidentId?: string;
            /** @description The reason for the event. */
            reason?: string;
            article?: components["schemas"]["Article"];
            /** @description Useful links of the event. */
            links?: components["schemas"]["Link"][];
            /**
             * Format: date-time
             * @description When the impact started.
             */
            impactStartTime?: string;
            /**
             * Format: date-time
             * @description When the impact was resolved.
             */
            impactMitigationTime?: string;
            /** @description The services and regions the event affects. */
            impact?: components["schemas"]["Impact"][];
            recommendedActions?: components["schemas"]["RecommendedActions"];
            /** @description Frequently asked questions about the event. */
            faqs?: components["schemas"]["Faq"][];
            /** @description Whether the event has a high incident rate. */
            isHIR?: boolean;
            /** @description Whether vendor support is enabled for the event. */
            enableVendorSupport?: boolean;
            /** @description Whether chat is enabled for the event. */
            enableChatWithUs?: boolean;
            /**
             * Format: int32
             * @description The priority of the event, 0 to 23; 0 is highest. Service issues outrank planned maintenance and advisories; critical outranks error, warning and informational; active outranks resolved.
             */
            priority?: number;
            /**
             * Format: date-time
             * @description When the event was last updated. `queryStartTime` filters on it.
             */
            lastUpdateTime?: string;
            /** @description The stage of the high incident rate document. */
            hirStage?: string;
            additionalInformation?: components["schemas"]["AdditionalInformation"];
            /**
             * Format: int32
             * @description The duration of the event, in seconds.
             */
            duration?: number;
            /** @description The type of impact. */
            impactType?: string;
            eventTags?: components["schemas"]["EventTags"];
            /** @description The billing identifier of the event. */
            billingId?: string;
            /** @description The currency code of the rates. */
            currencyType?: string;
            /**
             * Format: double
             * @description The new rate, for a billing rate change.
             */
            newRate?: number;
            /**
             * Format: double
             * @description The previous rate, for a billing rate change.
             */
            oldRate?: number;
            /** @description Whether the platform initiated the event. */
            platformInitiated?: boolean;
            /** @description Whether the event is sensitive. When true, the list leaves out `description`, `summary` and the `updates` of its impacted regions; `fetchEventDetails` returns them. */
            isEventSensitive?: boolean;
            /** @description The communication message of the event. The list leaves it out when `isEventSensitive` is true; `fetchEventDetails` returns it. */
            description?: string;
        };
        /**
         * EventTags
         * @description Metadata tags of the event, for example `Action Recommended`, `False Positive`, `Preliminary PIR` and `Final PIR`. Not documented by the service; this contract assumes an open list: these four values are known, and other strings may appear.
         */
        EventTags: (("Action Recommended" | "False Positive" | "Preliminary PIR" | "Final PIR") | string)[];
        /**
         * Article
         * @description An article about the event.
         */
        Article: {
            /** @description The content of the article. */
            articleContent?: string;
            /** @description The id of the article. */
            articleId?: string;
            /** @description Parameters of the article, a map of names to values. */
            parameters?: Record<string, never>;
        };
        /**
         * Link
         * @description A useful link of the event, shown as a button or a hyperlink.
         */
        Link: {
            /**
             * @description How the link is shown, `Button` or `Hyperlink`.
             * @enum {string}
             */
            type?: "Button" | "Hyperlink";
            /** @description The text the link shows. */
            displayText?: {
                /** @description The display text. */
                value?: string;
                /** @description The localized display text. */
                localizedValue?: string;
            };
            /** @description The name of the portal extension the link opens. */
            extensionName?: string;
            /** @description The name of the portal blade the link opens. */
            bladeName?: string;
            /** @description Parameters of the link, a map. */
            parameters?: Record<string, never>;
        };
        /**
         * Impact
         * @description A service the event affects, and the regions where it does.
         */
        Impact: {
            /** @description The name of the impacted service. */
            impactedService?: string;
            /** @description The permanent identifier of the impacted service. */
            impactedServiceGuid?: string;
            /** @description The regions where the service is impacted. */
            impactedRegions?: components["schemas"]["ImpactedServiceRegion"][];
        };
        /**
         * ImpactedServiceRegion
         * @description A region where a service is impacted.
         */
        ImpactedServiceRegion: {
            /** @description The name of the region. */
            impactedRegion?: string;
            /**
             * @description The status of the impact in this region, `Active` or `Resolved`.
             * @enum {string}
             */
            status?: "Active" | "Resolved";
            /** @description The ids of the impacted subscriptions. */
            impactedSubscriptions?: string[];
            /** @description The ids of the impacted tenants. */
            impactedTenants?: string[];
            /**
             * Format: date-time
             * @description When the impact in this region was last updated.
             */
            lastUpdateTime?: string;
            /** @description Updates on the impact in this region. The list leaves them out when `isEventSensitive` is true; `fetchEventDetails` returns them. */
            updates?: components["schemas"]["Update"][];
        };
        /**
         * Update
         * @description An update on the impact in a region.
         */
        Update: {
            /** @description The text of the update. */
            summary?: string;
            /**
             * Format: date-time
             * @description When the update was given.
             */
            updateDateTime?: string;
            eventTags?: components["schemas"]["EventTags"];
        };
        /**
         * RecommendedActions
         * @description The actions recommended to you for the event.
         */
        RecommendedActions: {
            /** @description The title of the recommended actions. */
            message?: string;
            /** @description The recommended actions. */
            actions?: components["schemas"]["RecommendedActionItem"][];
            /** @description The locale of the recommended actions. */
            localeCode?: string;
        };
        /**
         * RecommendedActionItem
         * @description One recommended action.
         */
        RecommendedActionItem: {
            /**
             * Format: int32
             * @description The id of the group the action belongs to.
             */
            groupId?: number;
            /** @description The text of the action. */
            actionText?: string;
        };
        /**
         * Faq
         * @description A frequently asked question about the event.
         */
        Faq: {
            /** @description The question. */
            question?: string;
            /** @description The answer. */
            answer?: string;
            /** @description The locale of the question and the answer. */
            localeCode?: string;
        };
        /**
         * AdditionalInformation
         * @description Additional information about the event.
         */
        AdditionalInformation: {
            /** @description The additional information. */
            message?: string;
        };
        /**
         * ErrorResponse
         * @description The error body of a failed request, a flat object: `{ "code": "...", "message": "...", "details": "..." }`.
         */
        ErrorResponse: {
            /** @description The error code, for example `EventNotFound`. Branch on this value, not on the message. */
            code?: string;
            /** @description A description of the error for people. */
            message?: string;
            /** @description More detail about the error. */
            details?: string;
        };
        /**
         * Resource
         * @description The fields every resource carries: its full id, its name and its type, all set by the service.
         */
        Resource: {
            /** @description Fully qualified resource id, for example /subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/{resourceProviderNamespace}/{resourceType}/{resourceName}. */
            id?: $Read<string>;
            /** @description The name of the resource. */
            name?: $Read<string>;
            /** @description The type of the resource, for example Vendor.ContainerInstance/containerGroups. */
            type?: $Read<string>;
        };
    };
    responses: {
        /** @description Unauthorized: the bearer token is missing or invalid (code `InvalidAuthenticationToken`), or expired (`ExpiredAuthenticationToken`). Not documented by the service; this contract assumes `401` with `ErrorResponse`. */
        Unauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Internal Server Error: the service failed to process the request. Retry it. Not documented by the service; this contract assumes `500` with `ErrorResponse`. */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Too Many Requests: your reads bucket is empty. Wait the number of seconds in `Retry-After`, then retry. Not documented by the service; this contract assumes a reads bucket of 250 requests per subscription and principal, refilled at 25 per second. The body is `ErrorResponse`. */
        TooManyRequestsReads: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                "x-vendor-ratelimit-remaining-subscription-reads": components["headers"]["RateLimitRemainingReads"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Too Many Requests: your writes bucket is empty (`fetchEventDetails` is a POST). Wait the number of seconds in `Retry-After`, then retry. Not documented by the service; this contract assumes a writes bucket of 200 requests per subscription and principal, refilled at 10 per second. The body is `ErrorResponse`. */
        TooManyRequestsWrites: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                "x-vendor-ratelimit-remaining-subscription-writes": components["headers"]["RateLimitRemainingWrites"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /**
         * @description The API version to use for this request: `2025-05-01`, the version this API serves. Every management operation requires it. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions.
         * @example 2025-05-01
         */
        ApiVersionParameter: string;
        /** @description Narrows the list with an expression, for example `service eq 'Virtual Machines'` or `region eq 'West Europe'`. */
        FilterParameter: string;
        /** @description Lists the events whose `lastUpdateTime` is on or after this date, written M/D/YYYY: the month and the day with or without a leading zero, and a four-digit year. The slashes may be percent-encoded as `%2F`, for example `7/24/2020` or `7%2F24%2F2020`. Without it, the list starts 3 days back. */
        QueryStartTimeParameter: string;
        /**
         * @description The continuation token of the next page, an opaque string. Do not build it: follow `nextLink` as returned, which carries it. Not documented by the service; this contract assumes the name `$skiptoken`.
         * @example eyJza2lwIjoxMCwic3RhcnQiOjE3NDcwMDgwMDAwMDB9
         */
        SkipTokenParameter: string;
        /**
         * @description The tracking id of the event, its `name` in the list, for example `QLK4-9TZ`.
         * @example QLK4-9TZ
         */
        EventTrackingIdParameter: string;
        /**
         * @description The ID of your subscription.
         * @example 5c3e8a1f-2d4b-4f6a-9e7c-1b0d3f5a7c92
         */
        SubscriptionIdParameter: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description The number of seconds to wait before you retry. Not documented by the service; this contract assumes that every `429` carries it.
         * @example 4
         */
        RetryAfter: number;
        /**
         * @description The number of requests left in your reads bucket, 0 to 250. Not documented by the service; this contract assumes a reads bucket of 250 requests per subscription and principal, refilled at 25 per second.
         * @example 0
         */
        RateLimitRemainingReads: number;
        /**
         * @description The number of requests left in your writes bucket, 0 to 200. Not documented by the service; this contract assumes a writes bucket of 200 requests per subscription and principal, refilled at 10 per second.
         * @example 0
         */
        RateLimitRemainingWrites: number;
        /**
         * @description The authentication challenge of a `401` answer: `Bearer authorization_uri="<sign-in address>", error="invalid_token"`. Get a new access token at the `authorization_uri` address and retry. Not documented by the service; this contract assumes the resource manager sends this challenge with every `401`.
         * @example Bearer authorization_uri="https://login.vendor.example/common/oauth2/authorize", error="invalid_token"
         */
        WwwAuthenticate: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Events_ListBySubscriptionId: {
        parameters: {
            query: {
                /**
                 * @description The API version to use for this request: `2025-05-01`, the version this API serves. Every management operation requires it. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions.
                 * @example 2025-05-01
                 */
                "api-version": components["parameters"]["ApiVersionParameter"];
                /** @description Narrows the list with an expression, for example `service eq 'Virtual Machines'` or `region eq 'West Europe'`. */
                $filter?: components["parameters"]["FilterParameter"];
                /** @description Lists the events whose `lastUpdateTime` is on or after this date, written M/D/YYYY: the month and the day with or without a leading zero, and a four-digit year. The slashes may be percent-encoded as `%2F`, for example `7/24/2020` or `7%2F24%2F2020`. Without it, the list starts 3 days back. */
                queryStartTime?: components["parameters"]["QueryStartTimeParameter"];
                /**
                 * @description The continuation token of the next page, an opaque string. Do not build it: follow `nextLink` as returned, which carries it. Not documented by the service; this contract assumes the name `$skiptoken`.
                 * @example eyJza2lwIjoxMCwic3RhcnQiOjE3NDcwMDgwMDAwMDB9
                 */
                $skiptoken?: components["parameters"]["SkipTokenParameter"];
            };
            header?: never;
            path: {
                /**
                 * @description The ID of your subscription.
                 * @example 5c3e8a1f-2d4b-4f6a-9e7c-1b0d3f5a7c92
                 */
                subscriptionId: components["parameters"]["SubscriptionIdParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Events"];
                };
            };
            /** @description Bad Request: a query parameter is not valid, for example a malformed `$filter` (code `InvalidFilter`), a `queryStartTime` that is not a date shaped M/D/YYYY or a `$skiptoken` this API did not give (`InvalidQueryParameter`), a missing api-version (`MissingApiVersionParameter`) or one this API does not serve (`InvalidApiVersionParameter`). Not documented by the service; this contract assumes `400` for these, with `ErrorResponse`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequestsReads"];
            500: components["responses"]["InternalServerError"];
            /** @description Any other failure, for example `404` when the subscription does not exist, or when the address names a resource type the provider does not have (code `InvalidResourceType`). The body is `ErrorResponse`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    Event_fetchDetailsBySubscriptionIdAndTrackingId: {
        parameters: {
            query: {
                /**
                 * @description The API version to use for this request: `2025-05-01`, the version this API serves. Every management operation requires it. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions.
                 * @example 2025-05-01
                 */
                "api-version": components["parameters"]["ApiVersionParameter"];
            };
            header?: never;
            path: {
                /**
                 * @description The ID of your subscription.
                 * @example 5c3e8a1f-2d4b-4f6a-9e7c-1b0d3f5a7c92
                 */
                subscriptionId: components["parameters"]["SubscriptionIdParameter"];
                /**
                 * @description The tracking id of the event, its `name` in the list, for example `QLK4-9TZ`.
                 * @example QLK4-9TZ
                 */
                eventTrackingId: components["parameters"]["EventTrackingIdParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The full event, with `description`, `summary` and `updates` even when `isEventSensitive` is true. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Bad Request: a missing api-version (code `MissingApiVersionParameter`) or one this API does not serve (`InvalidApiVersionParameter`). Not documented by the service; this contract assumes `400` for these, with `ErrorResponse`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequestsWrites"];
            500: components["responses"]["InternalServerError"];
            /** @description Any other failure, for example `404` when no event with this tracking id exists, or when the address names a resource type the provider does not have (code `InvalidResourceType`). The body is `ErrorResponse`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
}
