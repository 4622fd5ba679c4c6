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
                /** @description The API version to use for this request. Every management operation requires it; the operation's description and examples give the version it serves. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions. */
                "api-version": components["parameters"]["ApiVersionParameter"];
            };
            header?: never;
            path: {
                /** @description The ID of your subscription. */
                subscriptionId: components["parameters"]["SubscriptionIdParameter"];
            };
            cookie?: never;
        };
        /**
         * List the service health events of a subscription
         * @description Lists service health events in the subscription. Seed 001: "GET /subscriptions/<subscription_id>/providers/Vendor.ResourceHealth/events?api-version=2025-05-01"; "200: events list (value, nextLink). Other status: ErrorResponse."
         *
         *     Sensitive events (`properties.isEventSensitive` true) come without `properties.description`, `properties.summary` and the `updates` of their impacted regions (seed 001: "When true, description, summary and updates are withheld; a fetch-details operation returns them."): call `Event_fetchDetailsBySubscriptionIdAndTrackingId` for them. Follow `nextLink` for the next page.
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
                /** @description The API version to use for this request. Every management operation requires it; the operation's description and examples give the version it serves. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions. */
                "api-version": components["parameters"]["ApiVersionParameter"];
            };
            header?: never;
            path: {
                /** @description The ID of your subscription. */
                subscriptionId: components["parameters"]["SubscriptionIdParameter"];
                /**
                 * @description The tracking id of the event (the event's `name`). Seed 001: "shaped as a POST on events/<tracking_id>/fetchEventDetails". Not fixed by the source contract beyond that; this contract follows the public service: a path parameter named eventTrackingId, a string.
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
         * @description Returns one service health event with all its fields, including the description, summary and updates that the list withholds from a sensitive event. Seed 001: "An operation that returns details of sensitive events exists, shaped as a POST on events/<tracking_id>/fetchEventDetails. Its full path, parameters and payload: not shown."
         *
         *     Not fixed by the source contract; this contract follows the public service (gap decision): `POST /subscriptions/<id>/providers/Vendor.ResourceHealth/events/<eventTrackingId>/fetchEventDetails`, no request body, `200` returns the full event. The operationId is the public one. As a POST, it draws from the writes bucket of the request-rate limits.
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
         * @description A page of service health events. Seed 001: "List result: nextLink (string, URI of the next page; carries an opaque skip token) and value (event[])." In this list a sensitive event comes without description, summary and updates (see `ListedEvent`).
         */
        Events: {
            /** @description The events of this page (seed 001, "value (event[])"). */
            value?: components["schemas"]["ListedEvent"][];
            /**
             * Format: uri
             * @description Seed 001: "URI of the next page; carries an opaque skip token". Absent on the last page.
             */
            nextLink?: string;
        };
        /**
         * ListedEvent
         * @description An event as the list returns it: an Event that also obeys `SensitiveEventWithheld` (seed 001: "isEventSensitive | boolean | When true, description, summary and updates are withheld; a fetch-details operation returns them.").
         */
        ListedEvent: components["schemas"]["Event"] & components["schemas"]["SensitiveEventWithheld"];
        /**
         * SensitiveEventWithheld
         * @description The rule "When true, description, summary and updates are withheld" (seed 001) as JSON Schema: if `properties.isEventSensitive` is true, then `properties` must also match `SensitiveEventPropertiesInList` (no `description`, no `summary`, no `updates` in any `impact[].impactedRegions[]`). fetchEventDetails returns them. A constraint only: it adds no fields.
         */
        SensitiveEventWithheld: unknown;
        /**
         * SensitiveEventPropertiesInList
         * @description The properties of a sensitive event as the list returns them: description, summary and the updates of every impacted region are withheld (seed 001: "When true, description, summary and updates are withheld; a fetch-details operation returns them.").
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
         * @description A service health event. Seed 001: "Top level: id (string), name (string), type (string), location (string), properties."
         */
        Event: components["schemas"]["Resource"] & {
            /** @description The location of the event. Seed 001: "location (string)". */
            location?: string;
            properties?: components["schemas"]["EventProperties"];
        };
        /**
         * EventProperties
         * @description Properties of a service health event (seed 001, "Service health event").
         */
        EventProperties: {
            /**
             * @description Type of the event. Seed 001: "ServiceIssue, PlannedMaintenance, HealthAdvisory, RCA, EmergingIssues, SecurityAdvisory, Billing".
             * @enum {string}
             */
            eventType?: "ServiceIssue" | "PlannedMaintenance" | "HealthAdvisory" | "RCA" | "EmergingIssues" | "SecurityAdvisory" | "Billing";
            /**
             * @description Sub-type of the event. Seed 001: "Retirement, ForeignExchangeRateChange, Underbilling, Overbilling, PriceChanges, TaxChanges, MeterIDChanges, UnauthorizedPartyAbuse".
             * @enum {string}
             */
            eventSubType?: "Retirement" | "ForeignExchangeRateChange" | "Underbilling" | "Overbilling" | "PriceChanges" | "TaxChanges" | "MeterIDChanges" | "UnauthorizedPartyAbuse";
            /**
             * @description Source of the event. Seed 001: "ResourceHealth, ServiceHealth".
             * @enum {string}
             */
            eventSource?: "ResourceHealth" | "ServiceHealth";
            /**
             * @description Current status of the event. Seed 001: "Active, Resolved"; "States of status: Active, Resolved. Transitions: not shown."
             * @enum {string}
             */
            status?: "Active" | "Resolved";
            /** @description Title text of the event (seed 001, "Texts"). */
            title?: string;
            /** @description Summary text of the event (seed 001, "Texts"). Withheld from the list when isEventSensitive is true; fetchEventDetails returns it. */
            summary?: string;
            /** @description Header text of the event (seed 001, "Texts"). */
            header?: string;
            /**
             * @description Level of insight. Seed 001: "Critical, Warning".
             * @enum {string}
             */
            level?: "Critical" | "Warning";
            /**
             * @description Level of the event. Seed 001: "Critical, Error, Warning, Informational".
             * @enum {string}
             */
            eventLevel?: "Critical" | "Error" | "Warning" | "Informational";
            /** @description Seed 001: "Incident id". */
            externalIncidentId?: string;
            /** @description Seed 001: "reason". */
            reason?: string;
            article?: components["schemas"]["Article"];
            /** @description Useful links of the event. Seed 001: "links | link[]". */
            links?: components["schemas"]["Link"][];
            /**
             * Format: date-time
             * @description Seed 001: "Start" time of the impact.
             */
            impactStartTime?: string;
            /**
             * Format: date-time
             * @description Seed 001: "resolution" time of the impact.
             */
            impactMitigationTime?: string;
            /** @description Services and regions impacted. Seed 001: "impact | impact[]". */
            impact?: components["schemas"]["Impact"][];
            recommendedActions?: components["schemas"]["RecommendedActions"];
            /** @description Frequently asked questions. Seed 001: "faqs | faq[] | answer, localeCode, question (strings)." */
            faqs?: components["schemas"]["Faq"][];
            /** @description Seed 001: "High incident rate flag". */
            isHIR?: boolean;
            /** @description Seed 001: "Enable ... vendor support for the event." */
            enableVendorSupport?: boolean;
            /** @description Seed 001: "Enable chat ... for the event." */
            enableChatWithUs?: boolean;
            /**
             * Format: int32
             * @description Priority of the event. Seed 001: "0 to 23; 0 is highest. Service issues outrank planned maintenance and advisories; critical outranks error, warning, informational; active outranks resolved."
             */
            priority?: number;
            /**
             * Format: date-time
             * @description Seed 001: "last update" time. queryStartTime filters on it.
             */
            lastUpdateTime?: string;
            /** @description Seed 001: "stage for the high incident rate document". */
            hirStage?: string;
            additionalInformation?: components["schemas"]["AdditionalInformation"];
            /**
             * Format: int32
             * @description Duration of the event. Seed 001: "integer (int32) | Seconds."
             */
            duration?: number;
            /** @description Seed 001: "type of impact". */
            impactType?: string;
            eventTags?: components["schemas"]["EventTags"];
            /** @description Seed 001: "Billing identifier". */
            billingId?: string;
            /** @description Seed 001: "currency code". */
            currencyType?: string;
            /**
             * Format: double
             * @description Seed 001: "number (double) | Billing rate change." The new rate.
             */
            newRate?: number;
            /**
             * Format: double
             * @description Seed 001: "number (double) | Billing rate change." The previous rate.
             */
            oldRate?: number;
            /** @description Seed 001: "platform-initiated flag". */
            platformInitiated?: boolean;
            /** @description Seed 001: "When true, description, summary and updates are withheld; a fetch-details operation returns them." The list leaves them out; fetchEventDetails returns them. */
            isEventSensitive?: boolean;
            /** @description Seed 001: "Communication message. Withheld for sensitive events." The list leaves it out when isEventSensitive is true; fetchEventDetails returns it. */
            description?: string;
        };
        /**
         * EventTags
         * @description Metadata tags of the event. Seed 001: "Metadata tags, including Action Recommended, False Positive, Preliminary PIR, Final PIR."; "Complete list of tag values and their meanings: not shown." An open list: the four known values are documented, other strings are accepted (gap decision: "eventTags known values: Action Recommended, False Positive, Preliminary PIR, Final PIR").
         */
        EventTags: (("Action Recommended" | "False Positive" | "Preliminary PIR" | "Final PIR") | string)[];
        /**
         * Article
         * @description Article of the event. Seed 001: "articleContent, articleId (string), parameters (map of names to values)."
         */
        Article: {
            /** @description Article content. */
            articleContent?: string;
            /** @description Article id. */
            articleId?: string;
            /** @description Seed 001: "parameters (map of names to values)". */
            parameters?: Record<string, never>;
        };
        /**
         * Link
         * @description A useful link of the event. Seed 001: "type (Button or Hyperlink), bladeName, extensionName (strings), displayText (localizedValue, value), parameters (map)."
         */
        Link: {
            /**
             * @description Type of link. Seed 001: "Button or Hyperlink".
             * @enum {string}
             */
            type?: "Button" | "Hyperlink";
            /** @description Display text of the link. Seed 001: "displayText (localizedValue, value)". */
            displayText?: {
                /** @description Display text. */
                value?: string;
                /** @description Localized display text. */
                localizedValue?: string;
            };
            /** @description Name of the portal extension. */
            extensionName?: string;
            /** @description Name of the portal blade. */
            bladeName?: string;
            /** @description Seed 001: "parameters (map)". */
            parameters?: Record<string, never>;
        };
        /**
         * Impact
         * @description A service impacted by the event. Seed 001: "impactedService (string), impactedServiceGuid (string, permanent identifier), impactedRegions".
         */
        Impact: {
            /** @description Impacted service name. */
            impactedService?: string;
            /** @description Seed 001: "permanent identifier" of the impacted service. */
            impactedServiceGuid?: string;
            /** @description Regions impacted for this service. */
            impactedRegions?: components["schemas"]["ImpactedServiceRegion"][];
        };
        /**
         * ImpactedServiceRegion
         * @description An impacted region. Seed 001: "impactedRegion, impactedSubscriptions (string[]), impactedTenants (string[]), lastUpdateTime (date-time), status (Active or Resolved), updates (items eventTags string[], summary string, updateDateTime date-time)."
         */
        ImpactedServiceRegion: {
            /** @description Impacted region name. */
            impactedRegion?: string;
            /**
             * @description Status of the impact in this region. Seed 001: "Active or Resolved".
             * @enum {string}
             */
            status?: "Active" | "Resolved";
            /** @description Impacted subscription ids. */
            impactedSubscriptions?: string[];
            /** @description Impacted tenant ids. */
            impactedTenants?: string[];
            /**
             * Format: date-time
             * @description Last update time of the impact in this region.
             */
            lastUpdateTime?: string;
            /** @description Updates of the impact in this region. Withheld from the list when isEventSensitive is true; fetchEventDetails returns them. */
            updates?: components["schemas"]["Update"][];
        };
        /**
         * Update
         * @description An update of an impacted region. Seed 001: "items eventTags string[], summary string, updateDateTime date-time".
         */
        Update: {
            /** @description Summary text of the update. */
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
         * @description Recommended actions of the event. Seed 001: "actions (items actionText string, groupId int32), localeCode, message (strings)."
         */
        RecommendedActions: {
            /** @description Recommended action title. */
            message?: string;
            /** @description Recommended actions. */
            actions?: components["schemas"]["RecommendedActionItem"][];
            /** @description Locale of the recommended actions. */
            localeCode?: string;
        };
        /**
         * RecommendedActionItem
         * @description One recommended action.
         */
        RecommendedActionItem: {
            /**
             * Format: int32
             * @description Seed 001: "groupId int32".
             */
            groupId?: number;
            /** @description Action text. */
            actionText?: string;
        };
        /**
         * Faq
         * @description A frequently asked question. Seed 001: "answer, localeCode, question (strings)."
         */
        Faq: {
            /** @description The question. */
            question?: string;
            /** @description The answer. */
            answer?: string;
            /** @description Locale of the question and answer. */
            localeCode?: string;
        };
        /**
         * AdditionalInformation
         * @description Additional information. Seed 001: "message (string)".
         */
        AdditionalInformation: {
            /** @description Additional information message. */
            message?: string;
        };
        /**
         * ErrorResponse
         * @description Error of the health events operations. Seed 001: "ErrorResponse: code (string), details (string), message (string)." A flat object (gap decision: "Error: { code, message, details } as the seed says").
         */
        ErrorResponse: {
            /** @description The error code. */
            code?: string;
            /** @description The error message. */
            message?: string;
            /** @description The error details. */
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
        /** @description Unauthorized: the bearer token is missing, expired or invalid. Named by decision of this contract (the source contract: any other status carries ErrorResponse). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Internal Server Error. Named by decision of this contract (the source contract: any other status carries ErrorResponse). */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Too Many Requests: the reads bucket of the caller is empty. Not fixed by the source contract; this contract follows the public service (token bucket per subscription and principal; reads 250 with 25/s refill). The body has this API's error shape. */
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
        /** @description Too Many Requests: the writes bucket of the caller is empty (fetchEventDetails is a POST). Not fixed by the source contract; this contract follows the public service (token bucket per subscription and principal; writes 200 with 10/s refill). The body has this API's error shape. */
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
        /** @description Filters the events. Seed 001: "$filter (string; an expression such as service eq '<name>' or region eq '<name>')". */
        FilterParameter: string;
        /** @description Returns the events whose lastUpdateTime is on or after this date. Seed 001: "queryStartTime (string; return events updated from this date, default 3 days back, by lastUpdateTime; date shaped M/D/YYYY, URL-encoding allowed)." When absent, the window starts 3 days back. The pattern accepts the month and the day with or without a leading zero, a four-digit year, and the slashes either as `/` or percent-encoded as `%2F` (for example `7/24/2020` or `7%2F24%2F2020`). */
        QueryStartTimeParameter: string;
        /**
         * @description Opaque continuation token carried by nextLink; not fixed by the source contract, this contract follows the public service. Clients do not build it: they follow `nextLink` as returned, which carries it (seed 001: "nextLink (string, URI of the next page; carries an opaque skip token)").
         * @example eyJuZXh0UGFnZSI6Mn0=
         */
        SkipTokenParameter: string;
        /**
         * @description The tracking id of the event (the event's `name`). Seed 001: "shaped as a POST on events/<tracking_id>/fetchEventDetails". Not fixed by the source contract beyond that; this contract follows the public service: a path parameter named eventTrackingId, a string.
         * @example QLK4-9TZ
         */
        EventTrackingIdParameter: string;
        /** @description The ID of your subscription. */
        SubscriptionIdParameter: string;
        /** @description The API version to use for this request. Every management operation requires it; the operation's description and examples give the version it serves. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions. */
        ApiVersionParameter: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Seconds to wait before retrying (HTTP delay-seconds, a non-negative integer). Not fixed by the source contract; this contract follows the public service: a 429 carries `Retry-After`.
         * @example 4
         */
        RetryAfter: number;
        /**
         * @description Requests left in the caller's reads bucket (token bucket per subscription and principal: 250, refilled at 25 per second, hence 0 to 250). Not fixed by the source contract; this contract follows the public service.
         * @example 0
         */
        RateLimitRemainingReads: number;
        /**
         * @description Requests left in the caller's writes bucket (token bucket per subscription and principal: 200, refilled at 10 per second, hence 0 to 200). Not fixed by the source contract; this contract follows the public service.
         * @example 0
         */
        RateLimitRemainingWrites: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Events_ListBySubscriptionId: {
        parameters: {
            query: {
                /** @description The API version to use for this request. Every management operation requires it; the operation's description and examples give the version it serves. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions. */
                "api-version": components["parameters"]["ApiVersionParameter"];
                /** @description Filters the events. Seed 001: "$filter (string; an expression such as service eq '<name>' or region eq '<name>')". */
                $filter?: components["parameters"]["FilterParameter"];
                /** @description Returns the events whose lastUpdateTime is on or after this date. Seed 001: "queryStartTime (string; return events updated from this date, default 3 days back, by lastUpdateTime; date shaped M/D/YYYY, URL-encoding allowed)." When absent, the window starts 3 days back. The pattern accepts the month and the day with or without a leading zero, a four-digit year, and the slashes either as `/` or percent-encoded as `%2F` (for example `7/24/2020` or `7%2F24%2F2020`). */
                queryStartTime?: components["parameters"]["QueryStartTimeParameter"];
                /**
                 * @description Opaque continuation token carried by nextLink; not fixed by the source contract, this contract follows the public service. Clients do not build it: they follow `nextLink` as returned, which carries it (seed 001: "nextLink (string, URI of the next page; carries an opaque skip token)").
                 * @example eyJuZXh0UGFnZSI6Mn0=
                 */
                $skiptoken?: components["parameters"]["SkipTokenParameter"];
            };
            header?: never;
            path: {
                /** @description The ID of your subscription. */
                subscriptionId: components["parameters"]["SubscriptionIdParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Seed 001: "200: events list (value, nextLink)." */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Events"];
                };
            };
            /** @description Bad Request, for example a malformed $filter or a queryStartTime not shaped M/D/YYYY. The source contract names no status besides 200 ("Other status: ErrorResponse."); naming 400, 401 and 500 is a decision of this contract, with the same body. */
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
            /** @description Error. Seed 001: "Other status: ErrorResponse." ("ErrorResponse: code (string), details (string), message (string).") */
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
                /** @description The API version to use for this request. Every management operation requires it; the operation's description and examples give the version it serves. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions. */
                "api-version": components["parameters"]["ApiVersionParameter"];
            };
            header?: never;
            path: {
                /** @description The ID of your subscription. */
                subscriptionId: components["parameters"]["SubscriptionIdParameter"];
                /**
                 * @description The tracking id of the event (the event's `name`). Seed 001: "shaped as a POST on events/<tracking_id>/fetchEventDetails". Not fixed by the source contract beyond that; this contract follows the public service: a path parameter named eventTrackingId, a string.
                 * @example QLK4-9TZ
                 */
                eventTrackingId: components["parameters"]["EventTrackingIdParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the full event, with description, summary and updates even when isEventSensitive is true. Not fixed by the source contract; this contract follows the public service (gap decision). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Bad Request, for example an api-version this API does not have. Naming 400, 401 and 500 is a decision of this contract (the source contract: any other status carries ErrorResponse), with the same body. */
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
            /** @description Error. Seed 001: "ErrorResponse: code (string), details (string), message (string)." */
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
