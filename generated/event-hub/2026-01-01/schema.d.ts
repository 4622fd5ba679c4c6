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
                /**
                 * @description The API version to use for this request: `2026-01-01`, the version this API serves. Every management operation requires it. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions.
                 * @example 2026-01-01
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
                 * @description The name of the resource group, 1 to 90 characters. The name is case-insensitive: `Telemetry-RG` and `telemetry-rg` name the same group, and answers keep the case the group was created with.
                 * @example telemetry-rg
                 */
                resourceGroupName: components["parameters"]["ResourceGroupNameParameter"];
                /**
                 * @description The name of the namespace: a letter, then letters, digits or hyphens, ending in a letter or a digit (`^[a-zA-Z][a-zA-Z0-9-]{6,50}[a-zA-Z0-9]$`), 6 to 50 characters. Together, the pattern and the length bounds allow 8 to 50 characters.
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
         * @description Deletes a namespace and all resources under it. The answer tells you where the deletion stands:
         *
         *     | Namespace | Answer | What happened |
         *     |---|---|---|
         *     | exists | `200 OK` | The namespace is deleted. |
         *     | exists | `202 Accepted` | The deletion is accepted and runs on; all resources under the namespace are removed. Poll the address in `Vendor-AsyncOperation` (`OperationStatuses_Get`) every `Retry-After` seconds until it ends. |
         *     | does not exist | `204 No Content` | Nothing changes. |
         *
         *     Expect `401` for a missing or invalid token, `400` for a namespace name that breaks its bounds or pattern or a missing api-version or one this API does not serve, `429` when your deletes bucket is empty, and `ErrorResponse` with another status for any other failure, for example `409` while another operation on the namespace is in progress.
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
                /**
                 * @description The API version to use for this request: `2026-01-01`, the version this API serves. Every management operation requires it. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions.
                 * @example 2026-01-01
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
                 * @description The location of the namespace whose deletion you follow, as the status address gives it.
                 * @example westeurope
                 */
                location: string;
                /**
                 * @description The id of the asynchronous operation, as the status address gives it.
                 * @example 8f2b6c1e-4d7a-4e93-b0c5-3a9d1e7f6b28
                 */
                operationId: string;
            };
            cookie?: never;
        };
        /**
         * Get the status of an asynchronous operation
         * @description Returns the status of an asynchronous operation. Call the address in the `Vendor-AsyncOperation` header of a `202` from `Namespaces_Delete` as it is; you need not build it. `status` is `InProgress` until the deletion ends, then `Succeeded`, or `Failed` or `Canceled` with an `error`. Poll every `Retry-After` seconds.
         *
         *     Expect `404` when no such operation exists in this subscription and location, `400` and `401` as for the deletion, and `429` when your reads bucket is empty.
         *
         *     Not documented by the service; this contract assumes this operation and its status resource (`OperationStatusResult`).
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
         * @description The status of an asynchronous operation, read from the status address of a `202`. Not documented by the service; this contract assumes this shape: an id, a name, a status, the progress, the start and end times and, for a failure, an error.
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
             * @description `InProgress` until the operation ends; then `Succeeded`, `Failed` or `Canceled`.
             * @enum {string}
             */
            status: "InProgress" | "Succeeded" | "Failed" | "Canceled";
            /** @description How far the operation has come, in percent (0 to 100). */
            percentComplete?: number;
            /**
             * Format: date-time
             * @description When the operation started.
             */
            startTime?: string;
            /**
             * Format: date-time
             * @description When the operation ended; absent while it is `InProgress`.
             */
            endTime?: string;
            /** @description Why the operation failed, when `status` is `Failed`. */
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
        /** @description Bad Request: a parameter is not valid, for example a namespace name that breaks its bounds or pattern (code `InvalidParameter`), a missing api-version (`MissingApiVersionParameter`) or one this API does not serve (`InvalidApiVersionParameter`). Not documented by the service; this contract assumes `400` for these, with `ErrorResponse`. */
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
        /** @description Internal Server Error: the service failed to process the request. Retry it. Not documented by the service; this contract assumes `500` with `ErrorResponse`. */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Too Many Requests: your deletes bucket is empty. Wait the number of seconds in `Retry-After`, then retry. Not documented by the service; this contract assumes a deletes bucket of 200 requests per subscription and principal, refilled at 10 per second. The body is `ErrorResponse`. */
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
    };
    parameters: {
        /**
         * @description The API version to use for this request: `2026-01-01`, the version this API serves. Every management operation requires it. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions.
         * @example 2026-01-01
         */
        ApiVersionParameter: string;
        /**
         * @description The name of the resource group, 1 to 90 characters. The name is case-insensitive: `Telemetry-RG` and `telemetry-rg` name the same group, and answers keep the case the group was created with.
         * @example telemetry-rg
         */
        ResourceGroupNameParameter: string;
        /**
         * @description The name of the namespace: a letter, then letters, digits or hyphens, ending in a letter or a digit (`^[a-zA-Z][a-zA-Z0-9-]{6,50}[a-zA-Z0-9]$`), 6 to 50 characters. Together, the pattern and the length bounds allow 8 to 50 characters.
         * @example contoso-telemetry-ns
         */
        NamespaceNameParameter: string;
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
         * @example 8
         */
        RetryAfter: number;
        /**
         * @description The number of requests left in your deletes bucket, 0 to 200. Not documented by the service; this contract assumes a deletes bucket of 200 requests per subscription and principal, refilled at 10 per second.
         * @example 0
         */
        RateLimitRemainingDeletes: number;
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
    Namespaces_Delete: {
        parameters: {
            query: {
                /**
                 * @description The API version to use for this request: `2026-01-01`, the version this API serves. Every management operation requires it. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions.
                 * @example 2026-01-01
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
                 * @description The name of the resource group, 1 to 90 characters. The name is case-insensitive: `Telemetry-RG` and `telemetry-rg` name the same group, and answers keep the case the group was created with.
                 * @example telemetry-rg
                 */
                resourceGroupName: components["parameters"]["ResourceGroupNameParameter"];
                /**
                 * @description The name of the namespace: a letter, then letters, digits or hyphens, ending in a letter or a digit (`^[a-zA-Z][a-zA-Z0-9-]{6,50}[a-zA-Z0-9]$`), 6 to 50 characters. Together, the pattern and the length bounds allow 8 to 50 characters.
                 * @example contoso-telemetry-ns
                 */
                namespaceName: components["parameters"]["NamespaceNameParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The namespace is deleted. No body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Accepted: the deletion runs on, and all resources under the namespace are removed. Poll the address in `Vendor-AsyncOperation`, waiting `Retry-After` seconds between polls. No body. */
            202: {
                headers: {
                    /**
                     * @description The status address of the deletion; read it with `OperationStatuses_Get`. Not documented by the service; this contract assumes that every `202` carries it, shaped `.../providers/Vendor.EventHub/locations/{location}/operationStatuses/{operationId}` with the api-version.
                     * @example https://management.vendor.example/subscriptions/5e1d3c7a-92b4-4f08-8c6e-1a7b3d9f2e64/providers/Vendor.EventHub/locations/westeurope/operationStatuses/8f2b6c1e-4d7a-4e93-b0c5-3a9d1e7f6b28?api-version=2026-01-01
                     */
                    "Vendor-AsyncOperation": string;
                    /**
                     * @description The number of seconds to wait before you poll the status address. Not documented by the service; this contract assumes that every `202` carries it.
                     * @example 10
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No namespace of that name exists; nothing changes. No body. */
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
            /** @description Any other failure, for example `409` while another operation on the namespace is in progress. The body is `ErrorResponse`. */
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
                /**
                 * @description The API version to use for this request: `2026-01-01`, the version this API serves. Every management operation requires it. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions.
                 * @example 2026-01-01
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
                 * @description The location of the namespace whose deletion you follow, as the status address gives it.
                 * @example westeurope
                 */
                location: string;
                /**
                 * @description The id of the asynchronous operation, as the status address gives it.
                 * @example 8f2b6c1e-4d7a-4e93-b0c5-3a9d1e7f6b28
                 */
                operationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status of the operation. */
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
            /** @description Not Found: no such operation in this subscription and location (code `OperationNotFound`), or the address names a resource type the provider does not have (`InvalidResourceType`). Not documented by the service; this contract assumes `404` with `ErrorResponse`. */
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
            /** @description Any other failure, for example `403` when you may not read operation statuses in this subscription. The body is `ErrorResponse`. */
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
