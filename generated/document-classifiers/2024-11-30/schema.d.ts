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
    "/documentClassifiers:authorizeCopy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Authorize the copy of a document classifier to this resource
         * @description Generates an authorization to copy a document classifier to this resource under the given
         *     `classifierId`, with an optional description and tags. Call it on the target resource; the answer
         *     is 200 OK with the copy authorization. Any other status returns the error object.
         *
         *     Pass the authorization, unchanged, as the body of `POST /documentClassifiers/{classifierId}:copyTo`
         *     on the source resource. It carries a secret access token: treat the whole answer as a credential
         *     (see `accessToken`).
         *
         *     Not documented by the service; this contract assumes a limit of 5 requests per second by default
         *     (model management); over it, the service answers 429 with `Retry-After`.
         */
        post: operations["DocumentClassifiers_AuthorizeClassifierCopy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documentClassifiers/{classifierId}:copyTo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a document classifier to the target resource
         * @description Copies the document classifier `classifierId` of this (source) resource to the target resource,
         *     region and classifier id named by an authorization from `authorizeCopy` on the target. Send the
         *     authorization, unchanged, as the body.
         *
         *     The answer is 202 Accepted: the copy runs asynchronously. Poll the `Operation-Location` address
         *     (`GET /operations/{operationId}`), waiting `Retry-After` seconds between calls. The access token
         *     in the body is valid for 24 hours and for a single copy.
         *
         *     Not documented by the service; this contract assumes this operation, its 202 answer and the
         *     24-hour, single-use access token. Not documented by the service either; this contract assumes a
         *     limit of 5 requests per second by default (model management); over it, the service answers 429
         *     with `Retry-After`.
         */
        post: operations["DocumentClassifiers_CopyClassifierTo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the status of a classifier copy operation
         * @description Gets the status of a classifier copy started by `copyTo`; the address is the `Operation-Location`
         *     of its 202 answer.
         *
         *     The status is one of `notStarted`, `running`, `failed`, `succeeded`, `canceled` and `skipped`. On
         *     success `result` describes the copied classifier; on failure `error` says why. Poll until the
         *     status is `failed`, `succeeded`, `canceled` or `skipped`, waiting `Retry-After` seconds between
         *     calls when the copy answer gave it. When the service throttles this call, it answers 429 with
         *     `Retry-After`.
         *
         *     Not documented by the service; this contract assumes this operation and its status values.
         */
        get: operations["MiscellaneousOperations_GetDocumentClassifierCopyToOperation"];
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
         * ClassifierId
         * @description Unique document classifier name: 2 to 64 characters, a letter or digit, then 1 to 63 letters, digits or `.`, `_`, `~`, `-`.
         * @example target-classifier
         */
        ClassifierId: string;
        /**
         * AuthorizeClassifierCopyRequest
         * @description Request body to authorize the copy of a document classifier to this resource.
         */
        AuthorizeClassifierCopyRequest: {
            /** @description Unique document classifier name under which the copy is created on this (target) resource. */
            classifierId: components["schemas"]["ClassifierId"];
            /** @description Document classifier description, at most 4096 characters. */
            description?: string;
            tags?: components["schemas"]["Tags"];
        };
        /**
         * Tags
         * @description Key-value tag attributes of the document classifier (an object of string values).
         * @example {
         *       "project": "invoices"
         *     }
         */
        Tags: {
            [key: string]: string;
        };
        /**
         * ClassifierCopyAuthorization
         * @description Authorization to copy a document classifier to the specified target resource and classifierId. Send the same object, unchanged, as the body of copyTo. It holds a secret (`accessToken`): do not log it or store it longer than needed. Not documented by the service; this contract assumes all six fields are always present.
         */
        ClassifierCopyAuthorization: {
            /** @description Id of the target resource that receives the copy. */
            targetResourceId: string;
            /** @description Location (region) of the target resource. */
            targetResourceRegion: string;
            /** @description Identifier of the document classifier on the target resource. */
            targetClassifierId: components["schemas"]["ClassifierId"];
            /**
             * Format: uri
             * @description URL of the copied document classifier in the target account.
             */
            targetClassifierLocation: string;
            /**
             * Format: password
             * @description Token authorizing the copy request. The value is secret: it is returned to you so that you can hand it to copyTo; do not log it. Not documented by the service; this contract assumes the token is valid for 24 hours (see `expirationDateTime`) and for a single copy.
             */
            accessToken: string;
            /**
             * Format: date-time
             * @description Date and time when the access token expires. Not documented by the service; this contract assumes 24 hours after the authorization was issued.
             */
            expirationDateTime: string;
        };
        /**
         * OperationStatus
         * @description Status of the operation: `notStarted`, `running`, `failed`, `succeeded`, `canceled` or `skipped`. Not documented by the service; this contract assumes these values.
         * @enum {string}
         */
        OperationStatus: "notStarted" | "running" | "failed" | "succeeded" | "canceled" | "skipped";
        /**
         * DocumentClassifierCopyToOperationDetails
         * @description Status of a classifier copy operation: `result` upon success, `error` upon failure. Not documented by the service; this contract assumes this shape.
         */
        DocumentClassifierCopyToOperationDetails: {
            /** @description Operation ID. */
            operationId: string;
            status: components["schemas"]["OperationStatus"];
            /**
             * Format: int32
             * @description Operation progress (0-100).
             */
            percentCompleted?: number;
            /**
             * Format: date-time
             * @description Date and time (UTC) when the operation was created.
             */
            createdDateTime: string;
            /**
             * Format: date-time
             * @description Date and time (UTC) when the status was last updated.
             */
            lastUpdatedDateTime: string;
            /**
             * @description Type of operation; always documentClassifierCopyTo here.
             * @constant
             */
            kind: "documentClassifierCopyTo";
            /**
             * Format: uri
             * @description URL of the resource targeted by this operation (the classifier being copied).
             */
            resourceLocation: string;
            /** @description API version used to create this operation. */
            apiVersion?: string;
            tags?: components["schemas"]["Tags"];
            /** @description Encountered error, when the status is failed. */
            error?: components["schemas"]["Error"];
            /** @description Operation result upon success (the copied classifier). */
            result?: components["schemas"]["DocumentClassifierDetails"];
        };
        /**
         * DocumentClassifierDetails
         * @description Document classifier info, the result of a successful copy. Not documented by the service; this contract assumes the fields listed here; the fields of each document type are not described.
         */
        DocumentClassifierDetails: {
            classifierId: components["schemas"]["ClassifierId"];
            /** @description Document classifier description. */
            description?: string;
            /**
             * Format: date-time
             * @description Date and time (UTC) when the document classifier was created.
             */
            createdDateTime: string;
            /**
             * Format: date-time
             * @description Date and time (UTC) when the document classifier will expire.
             */
            expirationDateTime?: string;
            /**
             * Format: date-time
             * @description Date and time (UTC) when the document classifier was last modified.
             */
            modifiedDateTime?: string;
            /** @description API version used to create this document classifier. */
            apiVersion: string;
            /** @description Base classifierId on top of which the classifier was trained. */
            baseClassifierId?: components["schemas"]["ClassifierId"];
            /** @description Document types to classify against, keyed by document type name. Each entry is an object whose fields are not described here. */
            docTypes: {
                [key: string]: Record<string, never>;
            };
            /** @description List of warnings encountered while building the classifier. */
            warnings?: components["schemas"]["Warning"][];
        };
        /**
         * Warning
         * @description A warning.
         */
        Warning: {
            /** @description One of a server-defined set of warning codes. */
            code: string;
            /** @description A human-readable representation of the warning. */
            message: string;
            /** @description The target of the warning. */
            target?: string;
        };
        /**
         * ErrorResponse
         * @description Error response, with the error in the field `error`.
         */
        ErrorResponse: {
            error: components["schemas"]["Error"];
        };
        /**
         * Error
         * @description The error object. `details` holds errors of this same shape, recursively. Not documented by the service; this contract assumes `code` and `message` are always present.
         */
        Error: {
            /** @description One of a server-defined set of error codes. */
            code: string;
            /** @description A human-readable representation of the error. */
            message: string;
            /** @description The target of the error. */
            target?: string;
            /** @description An array of details about specific errors that led to this reported error (Error[]). */
            details?: components["schemas"]["Error"][];
            innererror?: components["schemas"]["InnerError"];
        };
        /**
         * InnerError
         * @description More specific information about the error than the enclosing object gives. It nests itself, to any depth.
         */
        InnerError: {
            /** @description One of a server-defined set of error codes. */
            code?: string;
            /** @description A human-readable representation of the error. */
            message?: string;
            innererror?: components["schemas"]["InnerError"];
        };
    };
    responses: {
        /** @description The request is invalid (code `InvalidRequest`): for example a classifierId that does not match its pattern, a description over 4096 characters, a body that is not JSON or not `application/json`, or a missing or unsupported api-version. `details` and `target` name the field. The body is the error object. Not documented by the service; this contract assumes the status 400 and this code. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Missing or invalid credentials: no `Vendor-Subscription-Key` header and no bearer token, or a key or token that is not valid for this resource. The service checks them before anything else of the request. The body is the error object, and `WWW-Authenticate` names the sign-in address. Not documented by the service; this contract assumes the status 401 and the challenge. */
        Unauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The classifier to copy, or the copy operation to read, does not exist on this resource (code `NotFound`); an address the service does not serve answers the same. The body is the error object. Not documented by the service; this contract assumes the status 404. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A classifier with the requested `classifierId` already exists on this resource (code `Conflict`): choose another id. The body is the error object. Not documented by the service; this contract assumes the status 409. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The service failed to process the request; retry later. The body is the error object. Not documented by the service; this contract assumes the status 500. */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Too many requests: wait `Retry-After` seconds, then send the request again. The body is the error object. Not documented by the service; this contract assumes model management operations (authorize, copy) allow 5 requests per second by default. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfterThrottled"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Any other status returns the error object. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /**
         * @description The API version to use for this operation, `2024-11-30`. Other values are answered with an error.
         * @example 2024-11-30
         */
        ApiVersion: string;
        /**
         * @description Unique name of the document classifier to copy (on the source resource): 2 to 64 characters, a letter or digit, then letters, digits or `.`, `_`, `~`, `-`.
         * @example invoice-vs-receipt
         */
        ClassifierId: components["schemas"]["ClassifierId"];
        /**
         * @description Operation ID: the last path segment of the Operation-Location returned by copyTo.
         * @example b704bb00-d130-4f3f-a1d8-ca96de3eabb4
         */
        OperationId: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description The absolute URL of the operation to poll, shaped `{endpoint}/vendordocs/operations/<operationId>?api-version=2024-11-30`. Not documented by the service; this contract assumes this header and its shape.
         * @example https://docs-analysis.vendor.example/vendordocs/operations/b704bb00-d130-4f3f-a1d8-ca96de3eabb4?api-version=2024-11-30
         */
        OperationLocation: string;
        /**
         * @description Seconds the client should wait before polling the operation status (int32, as the public service declares it; RFC 9110 delay-seconds, so not negative).
         * @example 5
         */
        RetryAfterPoll: number;
        /**
         * @description The authentication challenge of a `401` answer: `Bearer authorization_uri="<authorization address>", error="invalid_token"`. Get a new access token at that address, or send a valid `Vendor-Subscription-Key`. Not documented by the service; this contract assumes this challenge.
         * @example Bearer authorization_uri="https://login.vendor.example/common/oauth2/authorize", error="invalid_token"
         */
        WwwAuthenticate: string;
        /**
         * @description Seconds to wait before sending the request again (RFC 9110 delay-seconds, so not negative). Not documented by the service; this contract assumes a throttled request carries it.
         * @example 1
         */
        RetryAfterThrottled: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    DocumentClassifiers_AuthorizeClassifierCopy: {
        parameters: {
            query: {
                /**
                 * @description The API version to use for this operation, `2024-11-30`. Other values are answered with an error.
                 * @example 2024-11-30
                 */
                "api-version": components["parameters"]["ApiVersion"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The classifier id of the copy, and an optional description and tags. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthorizeClassifierCopyRequest"];
            };
        };
        responses: {
            /** @description The authorization to copy the classifier to this resource under the requested classifierId. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassifierCopyAuthorization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["Error"];
        };
    };
    DocumentClassifiers_CopyClassifierTo: {
        parameters: {
            query: {
                /**
                 * @description The API version to use for this operation, `2024-11-30`. Other values are answered with an error.
                 * @example 2024-11-30
                 */
                "api-version": components["parameters"]["ApiVersion"];
            };
            header?: never;
            path: {
                /**
                 * @description Unique name of the document classifier to copy (on the source resource): 2 to 64 characters, a letter or digit, then letters, digits or `.`, `_`, `~`, `-`.
                 * @example invoice-vs-receipt
                 */
                classifierId: components["parameters"]["ClassifierId"];
            };
            cookie?: never;
        };
        /** @description The authorization returned by authorizeCopy on the target resource, unchanged. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClassifierCopyAuthorization"];
            };
        };
        responses: {
            /** @description The copy has been accepted and runs asynchronously; follow it at Operation-Location. */
            202: {
                headers: {
                    "Operation-Location": components["headers"]["OperationLocation"];
                    "Retry-After": components["headers"]["RetryAfterPoll"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["Error"];
        };
    };
    MiscellaneousOperations_GetDocumentClassifierCopyToOperation: {
        parameters: {
            query: {
                /**
                 * @description The API version to use for this operation, `2024-11-30`. Other values are answered with an error.
                 * @example 2024-11-30
                 */
                "api-version": components["parameters"]["ApiVersion"];
            };
            header?: never;
            path: {
                /**
                 * @description Operation ID: the last path segment of the Operation-Location returned by copyTo.
                 * @example b704bb00-d130-4f3f-a1d8-ca96de3eabb4
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status of the copy operation, with its result once it has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentClassifierCopyToOperationDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["Error"];
        };
    };
}
