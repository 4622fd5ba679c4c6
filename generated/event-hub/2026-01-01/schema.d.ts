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
    "/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Vendor.EventHub/namespaces/{namespaceName}": {
        parameters: {
            query: {
                /** @description The API version to use for this request. Every management operation requires it; the operation's description and examples give the version it serves. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions. */
                "api-version": components["parameters"]["ApiVersionParameter"];
            };
            header?: never;
            path: {
                /** @description The ID of your subscription. */
                subscriptionId: components["parameters"]["SubscriptionIdParameter"];
                /** @description The name of the resource group, 1 to 90 characters. The name is case-insensitive: `Shop-RG` and `shop-rg` name the same group, and answers keep the case the group was created with. */
                resourceGroupName: components["parameters"]["ResourceGroupNameParameter"];
                /**
                 * @description The namespace name. Seed 001: "Name constraints: string, minLength 6, maxLength 50, pattern ^[a-zA-Z][a-zA-Z0-9-]{6,50}[a-zA-Z0-9]$." Both the length bounds and the pattern are enforced. The pattern alone allows 8 to 52 characters (one letter, 6 to 50 letters, digits or hyphens, one letter or digit); together with maxLength 50 the effective length is 8 to 50 characters.
                 * @example contoso-telemetry-ns
                 */
                namespaceName: components["parameters"]["NamespaceNameParameter"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a namespace
         * @description Deletes an existing namespace. This operation also removes all associated resources under the namespace. Seed 001: "DELETE /subscriptions/<subscription_id>/resourceGroups/<resource_group>/providers/Vendor.EventHub/namespaces/<namespace_name>?api-version=2026-01-01"; "200: deleted. 202: accepted, headers Vendor-AsyncOperation (string, status address) and Retry-After (integer). 204: namespace does not exist. Other status: ErrorResponse."
         *
         *     States (seed 001, "Namespace deletion"):
         *
         *     | State | Trigger | Condition | Next state | Also |
         *     |---|---|---|---|---|
         *     | exists | DELETE | Deleted at once | deleted | Status 200. |
         *     | exists | DELETE | Deletion accepted | being deleted | Status 202 with async-operation and retry-after headers. All resources under the namespace are removed. |
         *     | does not exist | DELETE | none | unchanged | Status 204. |
         *
         *     On 202, poll the address in `Vendor-AsyncOperation`, waiting `Retry-After` seconds between polls. The seed does not give the shape of that status resource; decision of this contract, following the public service: it is described as `OperationStatuses_Get`.
         */
        delete: operations["Namespaces_Delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/{subscriptionId}/providers/Vendor.EventHub/locations/{location}/operationStatuses/{operationId}": {
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
                 * @description The location of the namespace whose deletion is followed.
                 * @example westeurope
                 */
                location: string;
                /**
                 * @description The id of the asynchronous operation.
                 * @example 8f2b6c1e-4d7a-4e93-b0c5-3a9d1e7f6b28
                 */
                operationId: string;
            };
            cookie?: never;
        };
        /**
         * Get the status of an asynchronous operation
         * @description The status address of a namespace deletion (the `Vendor-AsyncOperation` header of a 202 on `Namespaces_Delete`). `status` is InProgress until the deletion has finished, then Succeeded; poll every `Retry-After` seconds. Not in the source contract, which names the status address and not what it returns; decision of this contract, following the public service's asynchronous operation resource (id, name, status, percentComplete, startTime, endTime, error).
         *
         *     As a GET it draws from the reads bucket of the request-rate limits (not fixed by the source contract; this contract follows the public service).
         */
        get: operations["OperationStatuses_Get"];
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
         * OperationStatusResult
         * @description The status of an asynchronous operation (the public service's asynchronous operation resource). Not in the source contract: seed 001 names only the status address ("202: accepted, headers Vendor-AsyncOperation (string, status address) and Retry-After (integer).") and gives no shape for what it returns. Decision of this contract, following the public service.
         */
        OperationStatusResult: {
            /**
             * @description The path of this status resource.
             * @example /subscriptions/5e1d3c7a-92b4-4f08-8c6e-1a7b3d9f2e64/providers/Vendor.EventHub/locations/westeurope/operationStatuses/8f2b6c1e-4d7a-4e93-b0c5-3a9d1e7f6b28
             */
            id: string;
            /**
             * @description The operation id.
             * @example 8f2b6c1e-4d7a-4e93-b0c5-3a9d1e7f6b28
             */
            name: string;
            /**
             * @description InProgress until the operation ends; then Succeeded, Failed or Canceled.
             * @enum {string}
             */
            status: "InProgress" | "Succeeded" | "Failed" | "Canceled";
            /** @description Progress, 0 to 100. */
            percentComplete?: number;
            /**
             * Format: date-time
             * @description When the operation started.
             */
            startTime?: string;
            /**
             * Format: date-time
             * @description When the operation ended; absent while InProgress.
             */
            endTime?: string;
            /** @description Why the operation failed (status Failed). */
            error?: components["schemas"]["ErrorDetail"];
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
        /** @description Bad Request, for example a namespace name that breaks its bounds or pattern, or an api-version this API does not have. The source contract names 200, 202 and 204 and sends ErrorResponse for every other status; naming 400, 401 and 500 is a decision of this contract, with the same body (for the operation status too, which the source contract does not have). */
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
        /** @description Too Many Requests: the deletes bucket of the caller is empty. Not fixed by the source contract; this contract follows the public service (token bucket per subscription and principal; deletes 200 with 10/s refill). The body has this operation's error shape (ErrorResponse). */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                "x-vendor-ratelimit-remaining-subscription-deletes": components["headers"]["RateLimitRemainingDeletes"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Too Many Requests: the reads bucket of the caller is empty. Not fixed by the source contract; this contract follows the public service (token bucket per subscription and principal; reads 250 with 25/s refill). The body has this API's error shape (ErrorResponse). */
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
    };
    parameters: {
        /**
         * @description The namespace name. Seed 001: "Name constraints: string, minLength 6, maxLength 50, pattern ^[a-zA-Z][a-zA-Z0-9-]{6,50}[a-zA-Z0-9]$." Both the length bounds and the pattern are enforced. The pattern alone allows 8 to 52 characters (one letter, 6 to 50 letters, digits or hyphens, one letter or digit); together with maxLength 50 the effective length is 8 to 50 characters.
         * @example contoso-telemetry-ns
         */
        NamespaceNameParameter: string;
        /** @description The ID of your subscription. */
        SubscriptionIdParameter: string;
        /** @description The name of the resource group, 1 to 90 characters. The name is case-insensitive: `Shop-RG` and `shop-rg` name the same group, and answers keep the case the group was created with. */
        ResourceGroupNameParameter: string;
        /** @description The API version to use for this request. Every management operation requires it; the operation's description and examples give the version it serves. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions. */
        ApiVersionParameter: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Seconds to wait before retrying (HTTP delay-seconds, a non-negative integer). Not fixed by the source contract; this contract follows the public service: a 429 carries `Retry-After`.
         * @example 8
         */
        RetryAfter: number;
        /**
         * @description Requests left in the caller's deletes bucket (token bucket per subscription and principal: 200, refilled at 10 per second, hence 0 to 200). Not fixed by the source contract; this contract follows the public service.
         * @example 0
         */
        RateLimitRemainingDeletes: number;
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
    Namespaces_Delete: {
        parameters: {
            query: {
                /** @description The API version to use for this request. Every management operation requires it; the operation's description and examples give the version it serves. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions. */
                "api-version": components["parameters"]["ApiVersionParameter"];
            };
            header?: never;
            path: {
                /** @description The ID of your subscription. */
                subscriptionId: components["parameters"]["SubscriptionIdParameter"];
                /** @description The name of the resource group, 1 to 90 characters. The name is case-insensitive: `Shop-RG` and `shop-rg` name the same group, and answers keep the case the group was created with. */
                resourceGroupName: components["parameters"]["ResourceGroupNameParameter"];
                /**
                 * @description The namespace name. Seed 001: "Name constraints: string, minLength 6, maxLength 50, pattern ^[a-zA-Z][a-zA-Z0-9-]{6,50}[a-zA-Z0-9]$." Both the length bounds and the pattern are enforced. The pattern alone allows 8 to 52 characters (one letter, 6 to 50 letters, digits or hyphens, one letter or digit); together with maxLength 50 the effective length is 8 to 50 characters.
                 * @example contoso-telemetry-ns
                 */
                namespaceName: components["parameters"]["NamespaceNameParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. Seed 001: "200: deleted." ("exists | DELETE | Deleted at once | deleted | Status 200.") No body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Accepted. Seed 001: "202: accepted, headers Vendor-AsyncOperation (string, status address) and Retry-After (integer)." ("exists | DELETE | Deletion accepted | being deleted | Status 202 with async-operation and retry-after headers. All resources under the namespace are removed.") No body. */
            202: {
                headers: {
                    /**
                     * @description The address of the status of the deletion. Seed 001: "Vendor-AsyncOperation (string, status address)". Required on a 202 by decision of this contract (the seed names both headers on every 202). The address is that of `OperationStatuses_Get` (.../providers/Vendor.EventHub/locations/{location}/operationStatuses/{operationId}, with the api-version), following the public service.
                     * @example https://management.vendor.example/subscriptions/5e1d3c7a-92b4-4f08-8c6e-1a7b3d9f2e64/providers/Vendor.EventHub/locations/westeurope/operationStatuses/8f2b6c1e-4d7a-4e93-b0c5-3a9d1e7f6b28?api-version=2026-01-01
                     */
                    "Vendor-AsyncOperation": string;
                    /**
                     * @description Seconds to wait before polling the status address. Seed 001: "Retry-After (integer)". Required on a 202 by decision of this contract. Non-negative (HTTP delay-seconds).
                     * @example 10
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No Content. Seed 001: "204: namespace does not exist." ("does not exist | DELETE | none | unchanged | Status 204.") */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            /** @description Error. Seed 001: "Other status: ErrorResponse." */
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
    OperationStatuses_Get: {
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
                 * @description The location of the namespace whose deletion is followed.
                 * @example westeurope
                 */
                location: string;
                /**
                 * @description The id of the asynchronous operation.
                 * @example 8f2b6c1e-4d7a-4e93-b0c5-3a9d1e7f6b28
                 */
                operationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the status of the operation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationStatusResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not Found: no such operation in this subscription and location (code OperationNotFound). Not in the source contract; this contract follows the public service, with the common ErrorResponse. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["TooManyRequestsReads"];
            500: components["responses"]["InternalServerError"];
            /** @description Error. Not in the source contract; this contract follows the public service, with the common ErrorResponse. */
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
