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
    "/subscriptions/{subscriptionId}/providers/Vendor.MachineLearningServices/locations/{location}/quotas": {
        parameters: {
            query: {
                /**
                 * @description The API version to use for this request: `2025-09-01`, the version this API serves. Every management operation requires it. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions.
                 * @example 2025-09-01
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
                 * @description The location whose quotas you list, for example `westeurope`: letters, digits, `_`, `-` and `.` (`^[-\w\._]+$`).
                 * @example westeurope
                 */
                location: components["parameters"]["LocationParameter"];
            };
            cookie?: never;
        };
        /**
         * List the quotas of a location
         * @description Lists the quotas currently assigned in a location, by VM family: at subscription level (entries of type `Vendor.MachineLearningServices/vmFamily/quotas`) and at workspace level (entries of type `Vendor.MachineLearningServices/workspaces/quotas`). A quota of 0 is possible.
         *
         *     Answers `200` with a page of entries. Not documented by the service; this contract assumes that a page may carry `nextLink`: follow it while it is present.
         *
         *     Expect `401` for a missing or invalid token, `400` for a location that breaks its pattern or a missing api-version or one this API does not serve, `429` when your reads bucket is empty, and `ErrorResponse` with another status for any other failure, for example `404` when the service is not available in the location.
         */
        get: operations["Quotas_List"];
        put?: never;
        post?: never;
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
         * ListWorkspaceQuotas
         * @description A page of quota entries, with `nextLink` when more pages follow.
         */
        ListWorkspaceQuotas: {
            /** @description The quota entries of this page. */
            value?: components["schemas"]["ResourceQuota"][];
            /**
             * Format: uri
             * @description The URL of the next page of quota entries; absent on the last page. Not documented by the service; this contract assumes that the list may be paged.
             */
            nextLink?: string;
        };
        /**
         * ResourceQuota
         * @description The quota assigned to one VM family, at subscription or at workspace level.
         */
        ResourceQuota: {
            /**
             * @description The id of the entry. A subscription-level entry is `/subscriptions/<subscription_id>/quotas/<family_name>`; a workspace-level entry is a path under `/subscriptions/<subscription_id>/` that ends in `/workspaces/<workspace_name>/quotas/<family_name>`, for example `/subscriptions/<subscription_id>/resourceGroups/<group>/providers/Vendor.MachineLearningServices/workspaces/<workspace_name>/quotas/<family_name>`.
             * @example /subscriptions/7b2e4f91-3c6d-4a85-b0e7-9d1c5a3f8e26/quotas/standardDSv2Family
             * @example /subscriptions/7b2e4f91-3c6d-4a85-b0e7-9d1c5a3f8e26/resourceGroups/ml-research/providers/Vendor.MachineLearningServices/workspaces/vision-lab/quotas/standardDSv2Family
             */
            id?: string;
            /** @description The level of the entry: `Vendor.MachineLearningServices/vmFamily/quotas` for the subscription, `Vendor.MachineLearningServices/workspaces/quotas` for a workspace. The service may answer other values (its own example answers `Vendor.MachineLearningServices/vmFamily/quota`): accept any string. */
            type?: components["schemas"]["QuotaType"] | string;
            /**
             * Format: int64
             * @description The assigned quota: the most of the VM family you may use. It may be 0. Not documented by the service; this contract assumes a non-negative 64-bit integer, with no upper bound.
             */
            limit?: number;
            name?: components["schemas"]["ResourceName"];
            /**
             * @description The unit of the quota, `Count`.
             * @enum {string}
             */
            unit?: "Count";
        };
        /**
         * QuotaType
         * @description The known levels of a quota entry: `Vendor.MachineLearningServices/vmFamily/quotas` (the subscription) and `Vendor.MachineLearningServices/workspaces/quotas` (a workspace).
         * @enum {string}
         */
        QuotaType: "Vendor.MachineLearningServices/vmFamily/quotas" | "Vendor.MachineLearningServices/workspaces/quotas";
        /**
         * ResourceName
         * @description The name of the VM family, as a value and a localized value.
         */
        ResourceName: {
            /** @description The name of the VM family, for example `standardDSv2Family`. */
            value?: string;
            /** @description The localized name of the VM family, for display. */
            localizedValue?: string;
        };
        /**
         * ErrorDetail
         * @description Why a request failed: a machine-readable code, a message for people, the target of the error, and nested details and additional information.
         */
        ErrorDetail: {
            /** @description The error code, for example `InvalidApiVersionParameter`. Branch on this value, not on the message. */
            code?: $Read<string>;
            /** @description A description of the error for people; it may change between requests. */
            message?: $Read<string>;
            /** @description The part of the request the error is about, for example a parameter or a field. */
            target?: $Read<string>;
            /** @description Further errors behind this one, each of the same shape. */
            details?: $Read<components["schemas"]["ErrorDetail"][]>;
            /** @description Additional information about the error, each entry typed. */
            additionalInfo?: $Read<components["schemas"]["ErrorAdditionalInfo"][]>;
        };
        /**
         * ErrorAdditionalInfo
         * @description One piece of additional information about an error.
         */
        ErrorAdditionalInfo: {
            /** @description The type of the additional information. */
            type?: $Read<string>;
            /** @description The additional information, shaped by its type. */
            info?: $Read<Record<string, never>>;
        };
        /**
         * ErrorResponse
         * @description The error body of a failed request: `{ "error": { code, message, target, details, additionalInfo } }`.
         */
        ErrorResponse: {
            error?: components["schemas"]["ErrorDetail"];
        };
    };
    responses: {
        /** @description Bad Request: a parameter is not valid, for example a location that breaks its pattern or a `$skiptoken` this API did not give (code `InvalidParameter`), a subscription ID that cannot name a subscription (`InvalidSubscriptionId`), a missing api-version (`MissingApiVersionParameter`) or one this API does not serve (`InvalidApiVersionParameter`). Not documented by the service; this contract assumes `400` for these, with `ErrorResponse`. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Unauthorized: the bearer token is missing, expired or invalid. Not documented by the service; this contract assumes `401` with `ErrorResponse`. */
        Unauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Internal Server Error: the service failed to list the quotas. Retry the request. Not documented by the service; this contract assumes `500` with `ErrorResponse`. */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Too Many Requests: your reads bucket is empty. Wait the number of seconds in `Retry-After`, then retry. Not documented by the service; this contract assumes a reads bucket of 250 requests per subscription and principal, refilled at 25 per second. The body is `ErrorResponse`. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                "x-vendor-ratelimit-remaining-subscription-reads": components["headers"]["RateLimitRemainingReads"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /**
         * @description The API version to use for this request: `2025-09-01`, the version this API serves. Every management operation requires it. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions.
         * @example 2025-09-01
         */
        ApiVersionParameter: string;
        /**
         * @description The location whose quotas you list, for example `westeurope`: letters, digits, `_`, `-` and `.` (`^[-\w\._]+$`).
         * @example westeurope
         */
        LocationParameter: string;
        /**
         * @description The continuation token of the next page, an opaque string. Do not build it: follow `nextLink` as returned, which carries it. Not documented by the service; this contract assumes paging with `nextLink` and this token.
         * @example eyJza2lwIjoxMH0
         */
        SkipTokenParameter: string;
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
         * @example 3
         */
        RetryAfter: number;
        /**
         * @description The number of requests left in your reads bucket, 0 to 250. Not documented by the service; this contract assumes a reads bucket of 250 requests per subscription and principal, refilled at 25 per second.
         * @example 0
         */
        RateLimitRemainingReads: number;
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
    Quotas_List: {
        parameters: {
            query: {
                /**
                 * @description The API version to use for this request: `2025-09-01`, the version this API serves. Every management operation requires it. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions.
                 * @example 2025-09-01
                 */
                "api-version": components["parameters"]["ApiVersionParameter"];
                /**
                 * @description The continuation token of the next page, an opaque string. Do not build it: follow `nextLink` as returned, which carries it. Not documented by the service; this contract assumes paging with `nextLink` and this token.
                 * @example eyJza2lwIjoxMH0
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
                /**
                 * @description The location whose quotas you list, for example `westeurope`: letters, digits, `_`, `-` and `.` (`^[-\w\._]+$`).
                 * @example westeurope
                 */
                location: components["parameters"]["LocationParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of quota entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListWorkspaceQuotas"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            /** @description Any other failure, for example `404` when the service is not available in the location, or when the address names a resource type the provider does not have (code `InvalidResourceType`). Not documented by the service; this contract assumes the common management `ErrorResponse`. */
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
