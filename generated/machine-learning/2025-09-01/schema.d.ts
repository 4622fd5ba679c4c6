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
                /** @description The API version to use for this request. Every management operation requires it; the operation's description and examples give the version it serves. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions. */
                "api-version": components["parameters"]["ApiVersionParameter"];
            };
            header?: never;
            path: {
                /** @description The ID of your subscription. */
                subscriptionId: components["parameters"]["SubscriptionIdParameter"];
                /**
                 * @description The location for which the quotas are listed. Seed 001: "location (string, pattern ^[-\w\._]+$, required)".
                 * @example westeurope
                 */
                location: components["parameters"]["LocationParameter"];
            };
            cookie?: never;
        };
        /**
         * List the quotas of a location
         * @description Gets the currently assigned workspace quotas based on VM family, at subscription level (entries of type Vendor.MachineLearningServices/vmFamily/quotas) and at workspace level (entries of type Vendor.MachineLearningServices/workspaces/quotas). Seed 001: "GET /subscriptions/<subscription_id>/providers/Vendor.MachineLearningServices/locations/<location>/quotas?api-version=2025-09-01"; "200: quota list (value). Other status: ErrorResponse."
         *
         *     Paging: the seed's list result has value only; not fixed by the source contract, this contract follows the public service (gap decision: "List may carry nextLink"): follow `nextLink` while it is present.
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
         * @description The quota list. Seed 001: "List result: value (array of quota entries)." `nextLink`: not fixed by the source contract; this contract follows the public service (gap decision: "List may carry nextLink").
         */
        ListWorkspaceQuotas: {
            /** @description The quota entries (seed 001, "value (array of quota entries)"). */
            value?: components["schemas"]["ResourceQuota"][];
            /**
             * Format: uri
             * @description The URI of the next page of quota entries; absent on the last page. Not fixed by the source contract; this contract follows the public service (gap decision).
             */
            nextLink?: string;
        };
        /**
         * ResourceQuota
         * @description A quota entry (seed 001, "Quota entry"), the quota assigned to one VM family at subscription or workspace level.
         */
        ResourceQuota: {
            /**
             * @description Seed 001: "Subscription-level VM family entry: /subscriptions/<subscription_id>/quotas/<family_name>. Workspace-level entry: .../workspaces/<workspace_name>/quotas/<family_name>." The pattern accepts these two shapes: `/subscriptions/<subscription_id>/quotas/<family_name>`, and a path under `/subscriptions/<subscription_id>/` that ends in `/workspaces/<workspace_name>/quotas/<family_name>` (the seed leaves the segments before `workspaces` open, "..."; the public service writes `resourceGroups/<group>/providers/Vendor.MachineLearningServices` there).
             * @example /subscriptions/7b2e4f91-3c6d-4a85-b0e7-9d1c5a3f8e26/quotas/standardDSv2Family
             * @example /subscriptions/7b2e4f91-3c6d-4a85-b0e7-9d1c5a3f8e26/resourceGroups/ml-research/providers/Vendor.MachineLearningServices/workspaces/vision-lab/quotas/standardDSv2Family
             */
            id?: string;
            /**
             * @description The level of the entry. Seed 001: "Vendor.MachineLearningServices/vmFamily/quotas or Vendor.MachineLearningServices/workspaces/quotas".
             * @enum {string}
             */
            type?: "Vendor.MachineLearningServices/vmFamily/quotas" | "Vendor.MachineLearningServices/workspaces/quotas";
            /**
             * Format: int64
             * @description The maximum permitted quota of the resource. Seed 001: "Assigned quota; 0 is possible." and "integer per VM family, 0 allowed". The seed gives no bound; `minimum: 0` (no negative quota) is a decision of this contract, following the public service, as is int64. No upper bound.
             */
            limit?: number;
            name?: components["schemas"]["ResourceName"];
            /**
             * @description The unit of the quota. Seed 001: "Count".
             * @enum {string}
             */
            unit?: "Count";
        };
        /**
         * ResourceName
         * @description The name of the VM family. Seed 001: "value (string), localizedValue (string)."
         */
        ResourceName: {
            /** @description The name of the resource (the VM family). */
            value?: string;
            /** @description The localized name of the resource. */
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
        /** @description Bad Request, for example a location that breaks its pattern. The source contract names 200 and sends ErrorResponse for every other status; naming 400, 401 and 500 is a decision of this contract, with the same body. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
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
        /** @description Too Many Requests: the reads bucket of the caller is empty. Not fixed by the source contract; this contract follows the public service (token bucket per subscription and principal; reads 250 with 25/s refill). The body has this operation's error shape (ErrorResponse). */
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
         * @description The location for which the quotas are listed. Seed 001: "location (string, pattern ^[-\w\._]+$, required)".
         * @example westeurope
         */
        LocationParameter: string;
        /**
         * @description Opaque continuation token carried by nextLink; not fixed by the source contract, this contract follows the public service. Clients do not build it: they follow `nextLink` as returned, which carries it (gap decision: "List may carry nextLink").
         * @example c3RhbmRhcmROQ1N2M0ZhbWlseQ
         */
        SkipTokenParameter: string;
        /** @description The ID of your subscription. */
        SubscriptionIdParameter: string;
        /** @description The API version to use for this request. Every management operation requires it; the operation's description and examples give the version it serves. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions. */
        ApiVersionParameter: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Seconds to wait before retrying (HTTP delay-seconds, a non-negative integer). Not fixed by the source contract; this contract follows the public service: a 429 carries `Retry-After`.
         * @example 3
         */
        RetryAfter: number;
        /**
         * @description Requests left in the caller's reads bucket (token bucket per subscription and principal: 250, refilled at 25 per second, hence 0 to 250). Not fixed by the source contract; this contract follows the public service.
         * @example 0
         */
        RateLimitRemainingReads: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Quotas_List: {
        parameters: {
            query: {
                /** @description The API version to use for this request. Every management operation requires it; the operation's description and examples give the version it serves. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions. */
                "api-version": components["parameters"]["ApiVersionParameter"];
                /**
                 * @description Opaque continuation token carried by nextLink; not fixed by the source contract, this contract follows the public service. Clients do not build it: they follow `nextLink` as returned, which carries it (gap decision: "List may carry nextLink").
                 * @example c3RhbmRhcmROQ1N2M0ZhbWlseQ
                 */
                $skiptoken?: components["parameters"]["SkipTokenParameter"];
            };
            header?: never;
            path: {
                /** @description The ID of your subscription. */
                subscriptionId: components["parameters"]["SubscriptionIdParameter"];
                /**
                 * @description The location for which the quotas are listed. Seed 001: "location (string, pattern ^[-\w\._]+$, required)".
                 * @example westeurope
                 */
                location: components["parameters"]["LocationParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Seed 001: "200: quota list (value)." */
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
            /** @description Error. Seed 001: "ErrorResponse describing why the operation failed; its fields: not shown." Shape by gap decision (the public service's): the common management ErrorResponse. */
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
